//! Sending from outside a hub method: to a connection, a user, a group or everyone, on every
//! instance sharing the backplane.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::connection::queue::TrySendError;
use bytes::Bytes;
use serde::Serialize;

use crate::backplane::{Action, BackplaneMessage, Target};
use crate::connection::{ConnectionHandle, Outbound};
use crate::delivery::Delivery;
use crate::error::SendError;
use crate::protocol::HubMessage;

/// The record (separator excluded) of a client method call.
pub(crate) fn invocation_record(method: &str, arguments: impl Serialize) -> Result<Vec<u8>, SendError> {
    let arguments = crate::arguments::to_arguments(arguments).map_err(SendError::Arguments)?;
    Ok(HubMessage::Invocation { invocation_id: None, target: method.to_string(), arguments, stream_ids: Vec::new() }
        .to_record())
}

/// Sends to the clients of a hub, from anywhere: cheap to clone, shareable across tasks.
///
/// ```no_run
/// # async fn notify(hub: signalr::HubContext) -> Result<(), signalr::SendError> {
/// hub.user("42").send("NotifyMessage", ("Balance", 10.5)).await?;
/// hub.group("session:abc").close(Some("Session ended"), false).await?;
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct HubContext {
    pub(crate) inner: Arc<Delivery>,
}

impl HubContext {
    /// Every connection.
    pub fn all(&self) -> Clients {
        self.clients(Target::All)
    }

    /// Every connection of a user.
    pub fn user(&self, user_id: impl Into<String>) -> Clients {
        self.clients(Target::User(user_id.into()))
    }

    /// Every connection in a group.
    pub fn group(&self, group: impl Into<String>) -> Clients {
        self.clients(Target::Group(group.into()))
    }

    /// One connection.
    pub fn connection(&self, connection_id: impl Into<String>) -> Clients {
        self.clients(Target::Connection(connection_id.into()))
    }

    fn clients(&self, target: Target) -> Clients {
        Clients { hub: self.clone(), target }
    }

    /// Adds a connection (on any instance) to a group.
    pub async fn add_to_group(&self, connection_id: &str, group: &str) -> Result<(), SendError> {
        if self.inner.registry.add_to_group(connection_id, group) {
            return Ok(());
        }
        self.publish(Action::AddToGroup { connection: connection_id.into(), group: group.into() }).await
    }

    /// Removes a connection (on any instance) from a group.
    pub async fn remove_from_group(&self, connection_id: &str, group: &str) -> Result<(), SendError> {
        if self.inner.registry.remove_from_group(connection_id, group) {
            return Ok(());
        }
        self.publish(Action::RemoveFromGroup { connection: connection_id.into(), group: group.into() }).await
    }

    /// Connections on this instance (negotiated or connected).
    pub fn local_connection_count(&self) -> usize {
        self.inner.registry.len()
    }

    /// Closes every connection on this instance with `Close { allowReconnect: true }` so
    /// clients reconnect (to another instance, or to this one when it is back), refuses new
    /// ones, and waits up to `grace` for them to end. Call it before the server stops.
    pub async fn shutdown(&self, grace: Duration) {
        self.inner.shutting_down.store(true, Ordering::SeqCst);
        for handle in self.inner.registry.all() {
            if handle.open.load(Ordering::SeqCst) {
                close_handle(&handle, None, true);
            } else {
                handle.ended.cancel();
            }
        }
        let deadline = tokio::time::Instant::now() + grace;
        while self.inner.registry.len() > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        for handle in self.inner.registry.all() {
            handle.ended.cancel();
        }
    }

    async fn publish(&self, action: Action) -> Result<(), SendError> {
        if let Some(backplane) = &self.inner.backplane {
            let message =
                BackplaneMessage { hub: self.inner.name.clone(), origin: self.inner.instance.clone(), action };
            backplane.publish(message).await?;
        }
        Ok(())
    }

    /// Applies an action to this instance's connections; `true` if a connection it names was here.
    pub(crate) fn apply_local(&self, action: &Action) -> bool {
        match action {
            Action::Send { target, record } => {
                let handles = self.inner.registry.resolve(target);
                let mut framed = Vec::with_capacity(record.len() + 1);
                framed.extend_from_slice(record.as_bytes());
                framed.push(crate::protocol::RECORD_SEPARATOR);
                let frame = Bytes::from(framed);
                for handle in &handles {
                    deliver(handle, Outbound::Message(frame.clone()));
                }
                !handles.is_empty()
            }
            Action::Close { target, error, allow_reconnect } => {
                let handles = self.inner.registry.resolve(target);
                for handle in &handles {
                    close_handle(handle, error.clone(), *allow_reconnect);
                }
                !handles.is_empty()
            }
            Action::AddToGroup { connection, group } => self.inner.registry.add_to_group(connection, group),
            Action::RemoveFromGroup { connection, group } => self.inner.registry.remove_from_group(connection, group),
        }
    }

    async fn dispatch(&self, action: Action) -> Result<(), SendError> {
        let found_here = self.apply_local(&action);
        let only_here = match &action {
            Action::Send { target: Target::Connection(_), .. }
            | Action::Close { target: Target::Connection(_), .. } => found_here,
            _ => false,
        };
        if only_here { Ok(()) } else { self.publish(action).await }
    }
}

/// Queues a message for a connection without waiting; a connection too slow to take it is dropped.
fn deliver(handle: &ConnectionHandle, message: Outbound) {
    match handle.outbound.try_send(message) {
        Ok(()) | Err(TrySendError::Closed(_)) => {}
        Err(TrySendError::Full(_)) => {
            tracing::warn!(connection_id = %handle.id, "signalr: outbound queue full, dropping the connection");
            handle.ended.cancel();
        }
    }
}

fn close_handle(handle: &ConnectionHandle, error: Option<String>, allow_reconnect: bool) {
    deliver(handle, Outbound::Close { error, allow_reconnect });
}

/// A set of clients — everyone, a user, a group or a connection — to send to or close.
pub struct Clients {
    hub: HubContext,
    target: Target,
}

impl Clients {
    /// Calls client method `method` with `arguments` (a tuple, array or `Vec`, each element one
    /// argument) on every connection of the set, on every instance. Does not wait for
    /// delivery; a connection whose queue is full is dropped rather than waited for.
    pub async fn send(&self, method: &str, arguments: impl Serialize) -> Result<(), SendError> {
        let mut record = invocation_record(method, arguments)?;
        record.pop();
        let record = String::from_utf8(record).map_err(|e| SendError::Arguments(e.to_string()))?;
        self.hub.dispatch(Action::Send { target: self.target.clone(), record }).await
    }

    /// Closes every connection of the set, on every instance, after the messages sent to it
    /// before: the client receives `Close` with `error` (its `onclose` gets
    /// `Server returned an error on close: …`) and, with `allow_reconnect`, reconnects
    /// automatically if so configured.
    pub async fn close(&self, error: Option<&str>, allow_reconnect: bool) -> Result<(), SendError> {
        let action = Action::Close { target: self.target.clone(), error: error.map(str::to_string), allow_reconnect };
        self.hub.dispatch(action).await
    }
}
