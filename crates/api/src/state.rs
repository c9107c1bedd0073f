//! What every handler can reach: the database, the server's settings, the clock and what features keep.

use std::{
    any::{Any, TypeId},
    collections::HashMap,
    sync::{Arc, RwLock},
};

use tokio::sync::Semaphore;

use domain::clock::Clock;
use store::Db;

use crate::{realtime::Realtime, settings::Settings};

/// Shared by all handlers; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub settings: Arc<Settings>,
    /// The time; tests move it forward to reach expiry and timeouts.
    pub clock: Clock,
    /// The real-time hub, to push what changed to players' open tabs. In the copy of the state the hub itself
    /// authenticates with, it sends through the hub but serves no routes.
    pub realtime: Option<Realtime>,
    /// Turns for argon2 work (`settings.password_work.permits`), shared by every password hash and check.
    pub password_turns: Arc<Semaphore>,
    /// What features keep for the server's life (the seamless wallet's committer, the casino's caches), one
    /// value of each type: the state names no feature.
    pub features: Features,
    /// Work a request starts but does not wait for (a recovery code's lookup and e-mail); shutdown waits for it.
    pub background: tokio_util::task::TaskTracker,
}

impl AppState {
    /// The state of one instance, its hub alone.
    pub fn new(db: Db, settings: Settings) -> Self {
        Self::with_backplane(db, settings, None)
    }

    /// The state, with a hub that shares messages with other instances through `backplane`.
    pub fn with_backplane(db: Db, settings: Settings, backplane: Option<Arc<dyn signalr::Backplane>>) -> Self {
        let password_turns = Arc::new(Semaphore::new(settings.password_work.permits.max(1)));
        let base = AppState {
            db,
            settings: Arc::new(settings),
            clock: Default::default(),
            realtime: None,
            password_turns,
            features: Default::default(),
            background: Default::default(),
        };
        let realtime = Realtime::new(|own| AppState { realtime: Some(own), ..base.clone() }, backplane);
        AppState { realtime: Some(realtime), ..base }
    }
}

/// One value per type, made on first use and shared by every copy of the state.
#[derive(Clone, Default)]
pub struct Features(Arc<RwLock<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>>);

impl Features {
    /// The `T` of this server, made with `T::default()` the first time it is asked for.
    pub fn get<T: Default + Send + Sync + 'static>(&self) -> Arc<T> {
        let found = self.0.read().unwrap_or_else(|poisoned| poisoned.into_inner()).get(&TypeId::of::<T>()).cloned();
        let value = match found {
            Some(value) => value,
            None => {
                let mut values = self.0.write().unwrap_or_else(|poisoned| poisoned.into_inner());
                values.entry(TypeId::of::<T>()).or_insert_with(|| Arc::new(T::default())).clone()
            }
        };
        // The map's key is the value's own type.
        value.downcast::<T>().unwrap_or_else(|_| Arc::new(T::default()))
    }
}
