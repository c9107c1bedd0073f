//! The simulated feed's results: a match played out by the same model its prices come from.

use super::{
    matchup::Matchup,
    models::{basketball, esports, football, ice_hockey, tennis, volleyball},
    random::Prng,
    result::MatchResult,
    sport::Sport,
};

/// The result of the match drawn from its sport's model with a [`Prng`] started at `seed`: the same seed always
/// gives the same result, and over many seeds each result comes up as often as [`super::pricing::price`]'s fair
/// probabilities say.
pub fn simulate(matchup: &Matchup, seed: u64) -> MatchResult {
    let prng = &mut Prng::new(seed);
    match matchup.sport {
        Sport::Football => football::simulate(matchup, prng),
        Sport::Basketball => basketball::simulate(matchup, prng),
        Sport::Tennis => tennis::simulate(matchup, prng),
        Sport::Volleyball => volleyball::simulate(matchup, prng),
        Sport::IceHockey => ice_hockey::simulate(matchup, prng),
        Sport::Cs2 | Sport::Dota2 | Sport::LeagueOfLegends | Sport::Valorant => esports::simulate(matchup, prng),
    }
}
