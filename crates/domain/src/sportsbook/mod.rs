//! The built-in sportsbook's pure rules: sports, markets and their codes, odds, pricing, results, settlement, bet
//! slips, and the simulated feed's fixtures. The sportsbook service (crate `sportsbook`) stores events and bets,
//! serves them and moves money; here a match is only "these ratings give these prices, this seed gives this
//! result, this result settles these selections so".
//!
//! **Models** (one file each under [`models`]; each prices every market from one exact distribution of results,
//! and [`simulate()`] draws results from the same distribution):
//! - football: each side's goals Poisson, the rates from the ratings and home advantage, with Dixon and Coles's
//!   low-score correction (Dixon & Coles, "Modelling association football scores and inefficiencies in the
//!   football betting market", 1997: real matches end 0-0 and 1-1 more often, 1-0 and 0-1 less often, than
//!   independent goals would); goals fall in the first half with a fixed share, which prices the half markets;
//! - basketball: regulation margin and total normal and independent, an overtime when level;
//! - tennis: a Markov chain from each player's chance of winning a point on serve, through games (deuce), sets
//!   (tie-break at 6-6) to the match;
//! - volleyball: a chance per rally, sets to 25 (the fifth to 15) by two, best of five (total points from the
//!   same chain);
//! - ice hockey: regulation goals Poisson, overtime won in proportion to the goal rates;
//! - e-sports: a logistic map-win probability from the rating gap, maps independent, best of 1, 3 or 5.
//!
//! **Margin** ([`margin`]): the power method (Clarke, Kovalchik & Ingram 2017): each fair probability is raised
//! to one power k < 1 so that they sum to 1 + margin — long shots carry more of the margin than favourites, as in
//! real books. Shin's method (Shin 1993, a model of insiders in the market) gives nearly the same prices; the
//! power method is simpler and always converges. Lines that can push (whole and quarter lines) are priced on
//! their break-even probability (see [`market::Priced::probability`]).
//!
//! **The simulated feed** ([`fixtures`], [`teams`]): real league and side names with our ratings, a fixture list
//! that is a pure function of a seed and absolute time, and each fixture's result seed for [`simulate()`].
//!
//! Money is kuruş (`i64`) and odds are thousandths ([`Odds`]); a payout is computed exactly and rounded down per
//! line ([`slip`]).

pub mod distribution;
pub mod fixtures;
pub mod margin;
pub mod market;
pub mod matchup;
pub mod models;
pub mod odds;
pub mod pricing;
pub mod random;
pub mod result;
pub mod settle;
pub mod simulate;
pub mod slip;
pub mod sport;
pub mod teams;
#[cfg(test)]
mod tests;

pub use fixtures::{Fixture, LEAGUES, League, result_seed, schedule};
pub use market::{Market, MarketGroup, MarketKey, MarketKind, Priced, outcome_name};
pub use matchup::Matchup;
pub use odds::Odds;
pub use pricing::{Margins, apply_margin, price};
pub use result::{MatchResult, Side};
pub use settle::{LegResult, resolve};
pub use simulate::simulate;
pub use slip::{
    BetKind, MAX_SELECTIONS, MAX_SYSTEM_SELECTIONS, SlipError, line_count, lines, payout, potential_payout, related,
    system_name, validate,
};
pub use sport::Sport;
