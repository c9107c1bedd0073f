//! What every handler can reach: the database, the server's settings and the clock.

use std::sync::Arc;

use domain::clock::Clock;
use store::Db;

use crate::settings::Settings;

/// Shared by all handlers; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub settings: Arc<Settings>,
    /// The time; tests move it forward to reach expiry and timeouts.
    pub clock: Clock,
}

impl AppState {
    pub fn new(db: Db, settings: Settings) -> Self {
        AppState { db, settings: Arc::new(settings), clock: Default::default() }
    }
}
