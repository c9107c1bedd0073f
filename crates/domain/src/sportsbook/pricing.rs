//! Pricing a match: every market its sport offers, from that sport's model, with the margins applied.

pub use super::margin::{Margins, apply_margin};
use super::{
    market::Market,
    matchup::Matchup,
    models::{basketball, esports, football, ice_hockey, tennis, volleyball},
    sport::Sport,
};

/// Every market of the match, the main one first: the regulation 1X2 for football and ice hockey, the money line
/// for the other sports. Lines whose outcome is all but decided (a side below 3 %) are left out.
pub fn price(matchup: &Matchup, margins: &Margins) -> Vec<Market> {
    match matchup.sport {
        Sport::Football => football::markets(matchup, margins),
        Sport::Basketball => basketball::markets(matchup, margins),
        Sport::Tennis => tennis::markets(matchup, margins),
        Sport::Volleyball => volleyball::markets(matchup, margins),
        Sport::IceHockey => ice_hockey::markets(matchup, margins),
        Sport::Cs2 | Sport::Dota2 | Sport::LeagueOfLegends | Sport::Valorant => esports::markets(matchup, margins),
    }
}
