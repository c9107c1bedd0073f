//! Zar Sportsbook, the built-in sportsbook (docs/sportsbook.md, issue 49): a sportsbook partner that behaves like an
//! external one. The site frames it at `/sportsbook/` with the session's partner token; it keeps its own records
//! (events and bet slips, `store::sportsbook`) and moves money only by calling the seamless wallet over signed HTTP
//! ([`partner::wallet`]) as provider `sportsbook`: a slip is one round, its stake one bet, its payout one win (a zero
//! win closes a lost slip), a rollback when a bet fails after its call.
//!
//! Layers: this crate uses `domain` (the markets, prices and settlement rules), `store` (its own tables) and
//! `partner` (the wallet client and answers); never `api`. `zar serve` merges [`Sportsbook::router`] into the site
//! and runs [`Sportsbook::run`] beside it; `zar sportsbook serve` runs it alone.
//!
//! - [`feed`]: where fixtures and results come from (a [`feed::Feed`]; the built-in one is simulated);
//! - [`prices`]: each event's markets and their odds at a moment;
//! - [`slip`]: a bet request checked against the prices and the limits;
//! - [`place`], [`settle`] and [`calls`]: placing a slip, the sweep that settles slips and finishes what was left,
//!   and the wallet calls of a slip both use;
//! - [`http`] and [`views`]: the player API and the frame page.

pub mod calls;
pub mod feed;
pub mod http;
pub mod i18n;
pub mod place;
pub mod prices;
pub mod settle;
pub mod slip;
pub mod views;

use std::{path::PathBuf, sync::Arc, time::Duration};

use domain::clock::Clock;
use store::Db;

pub use partner::answer::Error;

/// The sportsbook's code in the wallet: the provider `sportsbook` and its one catalogue game.
pub const GAME_CODE: &str = "sportsbook";

/// The sportsbook's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// The seamless wallet of provider `sportsbook`, e.g. `http://127.0.0.1:8080/api/wallet/sportsbook`.
    pub wallet_url: String,
    /// The secret shared with the wallet for `x-zar-signature`.
    pub wallet_secret: String,
    /// How long one wallet call may take before it counts as unanswered.
    pub wallet_timeout: Duration,
    /// The built web app (`web/dist`), holding `sportsbook.html`.
    pub web_dir: PathBuf,
    /// The simulated feed's seed: the same seed schedules the same fixtures and results.
    pub seed: u64,
    /// The margin of each market kind.
    pub margins: domain::sportsbook::Margins,
    /// The smallest stake per line, minor units.
    pub min_stake: i64,
    /// The largest stake per line on any market, minor units.
    pub max_stake: i64,
    /// The largest payout of one slip, minor units.
    pub max_payout: i64,
    /// How far ahead fixtures are scheduled.
    pub horizon: chrono::Duration,
    /// How often the feed is read, results taken and slips settled.
    pub tick: Duration,
    /// How long a slip may stay with an unfinished wallet call before the sweep takes it over.
    pub recovery_after: Duration,
}

impl Config {
    /// Settings with the default limits and timings.
    pub fn new(wallet_url: &str, wallet_secret: &str, web_dir: PathBuf) -> Config {
        Config {
            wallet_url: wallet_url.to_owned(),
            wallet_secret: wallet_secret.to_owned(),
            wallet_timeout: Duration::from_secs(5),
            web_dir,
            seed: 2026,
            margins: domain::sportsbook::Margins::default(),
            min_stake: 100,
            max_stake: 1_000_000,
            max_payout: 10_000_000,
            horizon: chrono::Duration::days(7),
            tick: Duration::from_secs(5),
            recovery_after: Duration::from_secs(30),
        }
    }
}

/// The sportsbook: its settings, database, feed, wallet client and clock. Cheap to clone.
#[derive(Clone)]
pub struct Sportsbook {
    inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub config: Config,
    pub db: Db,
    pub wallet: partner::wallet::Wallet,
    pub clock: Clock,
    pub feed: Arc<dyn feed::Feed>,
    pub prices: prices::Prices,
    /// How far the feed's fixtures have been added.
    pub scheduled_until: tokio::sync::Mutex<Option<chrono::DateTime<chrono::Utc>>>,
}

impl Sportsbook {
    /// A sportsbook on the built-in simulated feed.
    pub fn new(config: Config, db: Db, clock: Clock) -> Sportsbook {
        let feed = Arc::new(feed::Simulated::new(config.seed));
        Sportsbook::with_feed(config, db, clock, feed)
    }

    /// A sportsbook on `feed`.
    pub fn with_feed(config: Config, db: Db, clock: Clock, feed: Arc<dyn feed::Feed>) -> Sportsbook {
        let wallet = partner::wallet::Wallet::new(
            &config.wallet_url,
            config.wallet_secret.as_bytes(),
            config.wallet_timeout,
            clock.clone(),
        );
        let prices = prices::Prices::new(config.margins.clone());
        let scheduled_until = tokio::sync::Mutex::new(None);
        Sportsbook { inner: Arc::new(Inner { config, db, wallet, clock, feed, prices, scheduled_until }) }
    }

    /// The frame page and the player API, for any router state (merged into the site's router by `zar serve`).
    pub fn router<S: Clone + Send + Sync + 'static>(&self) -> axum::Router<S> {
        http::router(self.clone())
    }

    /// The player API's OpenAPI document.
    pub fn openapi() -> utoipa::openapi::OpenApi {
        http::document()
    }

    /// Reads the feed, takes the results that are due and settles slips, every `tick`, until `stop` turns true.
    /// Run it in one instance per database (two would only repeat each other's idempotent work).
    pub async fn run(&self, mut stop: tokio::sync::watch::Receiver<bool>) {
        let period = self.inner.config.tick.max(Duration::from_millis(200));
        loop {
            if let Err(error) = self.tick().await {
                tracing::warn!(%error, "sportsbook: a tick failed; trying again later");
            }
            tokio::select! {
                _ = tokio::time::sleep(period) => {}
                _ = stop.wait_for(|stop| *stop) => return,
            }
        }
    }

    /// One tick now: adds the feed's new fixtures, records the results due, settles what can be settled and
    /// finishes unfinished wallet calls. How many slips it settled. For tests and operators.
    pub async fn tick(&self) -> Result<usize, Error> {
        settle::tick(&self.inner).await
    }

    pub(crate) fn inner(&self) -> &Inner {
        &self.inner
    }
}
