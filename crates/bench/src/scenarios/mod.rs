//! One module per performance budget of architecture §12. Each takes a fresh, migrated database and gives a
//! [`crate::report::Report`] whose rows carry their budgets.
//!
//! Every budget is a ratio to a baseline measured in the same run on the same machine (a bare handler doing only
//! the essential work); absolute figures are recorded, never budgeted. The seamless wallet's ([`wallet_rounds`])
//! baseline is [`bare_postings`]. The hub's ([`hub`]) runs against the release `zar` binary in its own process,
//! once (its memory does not depend on the database); its budgets are physical.

pub mod back_office;
pub mod bare_postings;
pub mod deposit_webhook;
pub mod hub;
pub mod lobby_search;
pub mod rounds;
pub mod sportsbook;
pub mod user_balance;
pub mod wallet_rounds;

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
    /// Open slips the sportsbook scenario settles on one result.
    pub sportsbook_slips: usize,
}

/// A small deterministic generator (xorshift64*), so every run seeds the same data.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}
