//! Zar Games, the built-in provider (architecture §7, issue 19): a game server that behaves like an external provider.
//! Launched through `casino/zarlaunchurl` with a one-time launch token, it keeps its own records (seeds and
//! rounds, `store::games`) and moves money only by calling the seamless wallet over signed HTTP ([`wallet`]): a
//! bet, then a win (a zero win closes a lost round), a rollback when a round fails after its bet.
//!
//! Layers: this crate uses `domain` (the games' maths) and `store` (its own tables); never `api`. `zar serve`
//! merges [`Games::router`] into the site and runs [`Games::recover`] beside it; nothing here assumes it shares
//! a process with the wallet.
//!
//! Routes: the pages `GET /games/{code}` and `GET /games/verify` (the web app's `game.html`), and the game API
//! under `/games/api/` ([`http`]).

pub mod bets;
pub mod crash;
pub mod error;
pub mod http;
pub mod i18n;
pub mod rounds;
pub mod seeds;
pub mod verify;
pub use partner::wallet;

use std::{collections::HashMap, path::PathBuf, sync::Arc, time::Duration};

use domain::{clock::Clock, games::GameCode};
use store::Db;

pub use error::Error;

/// The game server's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// The seamless wallet of provider `zar`, e.g. `http://127.0.0.1:8080/api/wallet/zar`.
    pub wallet_url: String,
    /// The secret shared with the wallet for `x-zar-signature`.
    pub wallet_secret: String,
    /// How long one wallet call may take before it counts as unanswered.
    pub wallet_timeout: Duration,
    /// The built web app (`web/dist`), holding `game.html`.
    pub web_dir: PathBuf,
    /// Stake limits per game (minor units).
    pub limits: HashMap<GameCode, bets::Limits>,
    /// How long a round may stay unsettled before the recovery sweep takes it over.
    pub recovery_after: Duration,
    /// How long after a round's bet a rollback answered "unknown transaction" is believed (a bet still
    /// travelling could land after an early rollback; a second rollback after this long refunds it).
    pub rollback_grace: Duration,
    /// The crash game's timing.
    pub crash: crash::CrashConfig,
    /// Verifications one address may ask for in a window (`/games/api/verify` needs no login).
    pub verify_limit: (u32, Duration),
}

/// The client's address as a rate-limit key, when the server in front knows it better than the TCP peer (behind
/// trusted proxies): `zar serve` sets it on the games' requests from the site's own reading of the address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientIp(pub String);

impl Config {
    /// Settings with the default limits and timings.
    pub fn new(wallet_url: &str, wallet_secret: &str, web_dir: PathBuf) -> Config {
        Config {
            wallet_url: wallet_url.to_owned(),
            wallet_secret: wallet_secret.to_owned(),
            wallet_timeout: Duration::from_secs(5),
            web_dir,
            limits: GameCode::ALL.iter().map(|game| (*game, bets::Limits::default_for(*game))).collect(),
            recovery_after: Duration::from_secs(30),
            rollback_grace: Duration::from_secs(60),
            crash: crash::CrashConfig::default(),
            verify_limit: (30, Duration::from_secs(60)),
        }
    }

    pub fn limits(&self, game: GameCode) -> bets::Limits {
        self.limits.get(&game).copied().unwrap_or_else(|| bets::Limits::default_for(game))
    }
}

/// The game server: its settings, database, wallet client and clock. Cheap to clone.
#[derive(Clone)]
pub struct Games {
    inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub config: Config,
    pub db: Db,
    pub wallet: wallet::Wallet,
    pub clock: Clock,
    pub crash: crash::Crash,
    /// Turns on the blocking threads for verifications: at most one a core walks a chain at a time.
    pub verifier: Arc<tokio::sync::Semaphore>,
}

impl Games {
    pub fn new(config: Config, db: Db, clock: Clock) -> Games {
        let wallet = wallet::Wallet::new(
            &config.wallet_url,
            config.wallet_secret.as_bytes(),
            config.wallet_timeout,
            clock.clone(),
        );
        let crash = crash::Crash::new(config.crash.clone());
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let verifier = Arc::new(tokio::sync::Semaphore::new(cores));
        Games { inner: Arc::new(Inner { config, db, wallet, clock, crash, verifier }) }
    }

    /// The pages and the game API, for any router state (merged into the site's router by `zar serve`).
    pub fn router<S: Clone + Send + Sync + 'static>(&self) -> axum::Router<S> {
        http::router(self.clone())
    }

    /// Settles rounds left unsettled (a win the wallet did not confirm, a rollback still owed) every
    /// `recovery_after` until `stop` turns true.
    pub async fn recover(&self, mut stop: tokio::sync::watch::Receiver<bool>) {
        let period = self.inner.config.recovery_after.max(Duration::from_secs(1));
        loop {
            if let Err(error) = rounds::sweep(&self.inner).await {
                tracing::warn!(%error, "games: recovery sweep failed; trying again later");
            }
            tokio::select! {
                _ = tokio::time::sleep(period) => {}
                _ = stop.wait_for(|stop| *stop) => return,
            }
        }
    }

    /// The crash game's shared rounds, one after another until `stop` turns true. Run it in one instance per
    /// database.
    pub async fn run_crash(&self, stop: tokio::sync::watch::Receiver<bool>) {
        crash::run(self.clone(), stop).await;
    }

    /// One recovery sweep now: how many rounds it settled. For tests and operators.
    pub async fn sweep(&self) -> Result<usize, Error> {
        rounds::sweep(&self.inner).await
    }

    pub(crate) fn inner(&self) -> &Inner {
        &self.inner
    }
}
