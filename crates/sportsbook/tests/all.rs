//! The sportsbook's tests, in one test binary: the real site (the seamless wallet, the ledger) and the sportsbook's
//! router on one real port, as `zar serve` runs them, on SQLite and PostgreSQL, with a feed the test controls.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod harness;
mod month;
mod placing;
mod settling;
