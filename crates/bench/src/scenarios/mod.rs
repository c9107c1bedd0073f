//! One module per performance budget of DESIGN §12. Each takes a fresh, migrated database and gives a
//! [`crate::report::Report`] whose rows carry their budgets.
//!
//! The wallet budget (bet+win round trips through the seamless-wallet API ≥ 2,000/s, p99 < 50 ms, ledger
//! verified afterwards) joins here as `wallet.rs` when that feature lands. The hub's ([`hub`]) runs against the
//! release `zar` binary in its own process, once (its memory does not depend on the database).

pub mod deposit_webhook;
pub mod hub;
pub mod user_balance;

use std::time::Duration;

/// How long and how hard every scenario runs.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Measuring time per target and kind of load, split over `rounds`.
    pub window: Duration,
    /// Warm-up before the first round, not counted.
    pub warmup: Duration,
    /// Baseline and app alternate this many times.
    pub rounds: u32,
    /// Concurrent pollers.
    pub pollers: usize,
    /// Player sessions the pollers share.
    pub sessions: usize,
    /// The paced runs offer this fraction of the app's closed-loop throughput.
    pub paced_fraction: f64,
}
