//! What every handler can reach: the database, the server's settings and the clock.

use std::sync::Arc;

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
}

impl AppState {
    /// The state of one instance, its hub alone.
    pub fn new(db: Db, settings: Settings) -> Self {
        Self::with_backplane(db, settings, None)
    }

    /// The state, with a hub that shares messages with other instances through `backplane`.
    pub fn with_backplane(db: Db, settings: Settings, backplane: Option<Arc<dyn signalr::Backplane>>) -> Self {
        let base = AppState { db, settings: Arc::new(settings), clock: Default::default(), realtime: None };
        let realtime = Realtime::new(|own| AppState { realtime: Some(own), ..base.clone() }, backplane);
        AppState { realtime: Some(realtime), ..base }
    }
}
