//! The connections of one hub on this instance, indexed by token, id, user and group.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, MutexGuard};

use super::ConnectionHandle;
use crate::backplane::Target;

#[derive(Default)]
struct State {
    by_token: HashMap<String, Arc<ConnectionHandle>>,
    by_id: HashMap<String, Arc<ConnectionHandle>>,
    users: HashMap<String, HashSet<String>>,
    groups: HashMap<String, HashSet<String>>,
    memberships: HashMap<String, HashSet<String>>,
}

/// The local connections of a hub.
#[derive(Default)]
pub(crate) struct Registry {
    state: Mutex<State>,
}

impl Registry {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub(crate) fn insert(&self, handle: Arc<ConnectionHandle>) {
        let mut state = self.lock();
        if let Some(token) = &handle.token {
            state.by_token.insert(token.clone(), handle.clone());
        }
        state.by_id.insert(handle.id.clone(), handle);
    }

    pub(crate) fn by_token(&self, token: &str) -> Option<Arc<ConnectionHandle>> {
        self.lock().by_token.get(token).cloned()
    }

    /// The token finds the connection again (an ended long polling connection, briefly).
    pub(crate) fn keep_token(&self, handle: Arc<ConnectionHandle>) {
        if let Some(token) = handle.token.clone() {
            self.lock().by_token.insert(token, handle);
        }
    }

    /// The token no longer finds the connection (after a Close: reconnect attempts get 404).
    pub(crate) fn forget_token(&self, handle: &ConnectionHandle) {
        if let Some(token) = &handle.token {
            self.lock().by_token.remove(token);
        }
    }

    /// The handshake completed: index the connection by user and its identity's groups.
    pub(crate) fn open(&self, handle: &ConnectionHandle) {
        let mut state = self.lock();
        handle.open.store(true, Ordering::SeqCst);
        if let Some(identity) = &handle.identity {
            state.users.entry(identity.user_id.clone()).or_default().insert(handle.id.clone());
            for group in &identity.groups {
                add(&mut state, &handle.id, group);
            }
        }
    }

    pub(crate) fn remove(&self, handle: &ConnectionHandle) {
        let mut state = self.lock();
        if let Some(token) = &handle.token {
            state.by_token.remove(token);
        }
        state.by_id.remove(&handle.id);
        if let Some(identity) = &handle.identity
            && let Some(ids) = state.users.get_mut(&identity.user_id)
        {
            ids.remove(&handle.id);
            if ids.is_empty() {
                state.users.remove(&identity.user_id);
            }
        }
        if let Some(groups) = state.memberships.remove(&handle.id) {
            for group in groups {
                if let Some(ids) = state.groups.get_mut(&group) {
                    ids.remove(&handle.id);
                    if ids.is_empty() {
                        state.groups.remove(&group);
                    }
                }
            }
        }
    }

    /// Adds a local connection to a group; `false` when the connection is not on this instance.
    pub(crate) fn add_to_group(&self, connection_id: &str, group: &str) -> bool {
        let mut state = self.lock();
        if !state.by_id.contains_key(connection_id) {
            return false;
        }
        add(&mut state, connection_id, group);
        true
    }

    /// Removes a local connection from a group; `false` when the connection is not on this instance.
    pub(crate) fn remove_from_group(&self, connection_id: &str, group: &str) -> bool {
        let mut state = self.lock();
        if !state.by_id.contains_key(connection_id) {
            return false;
        }
        if let Some(ids) = state.groups.get_mut(group) {
            ids.remove(connection_id);
            if ids.is_empty() {
                state.groups.remove(group);
            }
        }
        if let Some(groups) = state.memberships.get_mut(connection_id) {
            groups.remove(group);
        }
        true
    }

    /// The local, open connections a target names.
    pub(crate) fn resolve(&self, target: &Target) -> Vec<Arc<ConnectionHandle>> {
        let state = self.lock();
        let ids = |set: Option<&HashSet<String>>| -> Vec<Arc<ConnectionHandle>> {
            set.into_iter().flatten().filter_map(|id| state.by_id.get(id).cloned()).collect()
        };
        let found = match target {
            Target::All => state.by_id.values().cloned().collect(),
            Target::Connection(id) => state.by_id.get(id).cloned().into_iter().collect(),
            Target::User(user) => ids(state.users.get(user)),
            Target::Group(group) => ids(state.groups.get(group)),
        };
        found.into_iter().filter(|h| h.open.load(Ordering::SeqCst)).collect()
    }

    pub(crate) fn all(&self) -> Vec<Arc<ConnectionHandle>> {
        self.lock().by_id.values().cloned().collect()
    }

    pub(crate) fn len(&self) -> usize {
        self.lock().by_id.len()
    }
}

fn add(state: &mut State, connection_id: &str, group: &str) {
    state.groups.entry(group.to_string()).or_default().insert(connection_id.to_string());
    state.memberships.entry(connection_id.to_string()).or_default().insert(group.to_string());
}
