//! One model per sport: each turns a [`super::matchup::Matchup`] into an exact distribution of results, prices
//! every market from it (`markets`) and draws a result from it (`simulate`), so a simulated feed settles at the
//! frequencies its prices promise.

pub mod basketball;
pub mod esports;
pub mod football;
pub mod ice_hockey;
pub mod lines;
pub mod tennis;
pub mod volleyball;
