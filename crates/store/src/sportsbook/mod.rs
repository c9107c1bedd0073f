//! Zar Sportsbook's own records (migration 0025, docs/sportsbook.md): the events its feed scheduled, with their
//! results, and every bet slip with its selections and the state of its seamless-wallet calls. The sportsbook
//! keeps these like any external provider keeps its own; money never moves here.

pub mod bets;
pub mod events;
