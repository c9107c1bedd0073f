//! What every handler can reach: the database and the server's settings.

use std::{path::PathBuf, sync::Arc, time::Duration};

use store::Db;

/// Settings the API needs, filled by the `zar` binary from flags, environment and `zar.toml`.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The built web app (`web/dist`): `index.html` and hashed `assets/`.
    pub web_dir: PathBuf,
    /// Largest accepted request body, in bytes.
    pub body_limit: usize,
    /// `GET /dev/outbox` shows sent messages (local development and tests only).
    pub dev_outbox: bool,
    /// The site's public address, e.g. `https://zar.example` (links in e-mails).
    pub public_url: String,
    /// Read the client's ip from the first `X-Forwarded-For` hop (only behind a proxy that sets it).
    pub trust_proxy: bool,
    /// Player sessions, one-time codes and rate limits.
    pub accounts: crate::accounts::AccountSettings,
    /// How e-mails and SMS leave the outbox.
    pub delivery: crate::delivery::DeliverySettings,
    /// An operator session ends after this long without a request.
    pub operator_idle_timeout: Duration,
    /// An operator session ends this long after login, however busy.
    pub operator_session_lifetime: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            web_dir: PathBuf::from("web/dist"),
            body_limit: 256 * 1024,
            dev_outbox: false,
            public_url: "http://127.0.0.1:8080".to_owned(),
            trust_proxy: false,
            accounts: Default::default(),
            delivery: Default::default(),
            operator_idle_timeout: Duration::from_secs(30 * 60),
            operator_session_lifetime: Duration::from_secs(12 * 60 * 60),
        }
    }
}

/// Shared by all handlers; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub settings: Arc<Settings>,
    /// The time; tests move it forward to reach expiry and timeouts.
    pub clock: crate::clock::Clock,
}

impl AppState {
    pub fn new(db: Db, settings: Settings) -> Self {
        AppState { db, settings: Arc::new(settings), clock: Default::default() }
    }
}
