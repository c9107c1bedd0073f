//! What every handler can reach: the database, the server's settings and the clock.

use std::sync::Arc;

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
    /// The seamless wallet's providers' credentials and its committer.
    pub wallet: Arc<crate::wallet::Wallet>,
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
            wallet: Default::default(),
            background: Default::default(),
        };
        let realtime = Realtime::new(|own| AppState { realtime: Some(own), ..base.clone() }, backplane);
        AppState { realtime: Some(realtime), ..base }
    }
}
