//! Ice hockey: each side's regulation goals are independent Poisson with rates from the ratings and home ice. A
//! level game goes to overtime and a shoot-out, won by the home side with its share of the two rates (who would
//! score the next goal first). 1X2, totals and the correct score are regulation markets; the money line and the
//! puck line count the deciding goal of overtime.

use super::{
    super::{
        distribution::{Pmf, poisson},
        margin::Margins,
        market::{Market, MarketKey, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::{MatchResult, Side},
    },
    lines::{correct_score, double_chance, handicaps, money_line, three_way, total_lines, totals},
};

/// The goal rate of two average sides away from home.
const BASE_RATE: f64 = 2.95;
/// Home ice on the log rate.
const HOME_ADVANTAGE: f64 = 0.05;
/// How far the rating gap moves each side's log rate.
const STRENGTH: f64 = 0.9;
/// The highest goal count a side is modelled with.
const MAX_GOALS: usize = 15;

/// The expected regulation goals of the home and away sides.
pub fn rates(matchup: &Matchup) -> (f64, f64) {
    let edge = matchup.edge() * STRENGTH;
    ((BASE_RATE.ln() + HOME_ADVANTAGE + edge).exp(), (BASE_RATE.ln() - edge).exp())
}

/// P(home wins a game level after regulation).
fn overtime_home(matchup: &Matchup) -> f64 {
    let (home, away) = rates(matchup);
    home / (home + away)
}

/// The 1X2 (regulation) first, then the money line, double chance, puck lines, totals and the correct score.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let (home_rate, away_rate) = rates(matchup);
    let (home, away) = (poisson(home_rate, MAX_GOALS), poisson(away_rate, MAX_GOALS));
    let cells =
        || home.iter().enumerate().flat_map(|(h, &ph)| away.iter().enumerate().map(move |(a, &pa)| (h, a, ph * pa)));
    let regulation = Pmf::from_pairs(cells().map(|(h, a, p)| (h as i64 - a as i64, p)));
    let goals = Pmf::from_pairs(cells().map(|(h, a, p)| ((h + a) as i64, p)));
    let tied = regulation.prob(0);
    let ot = overtime_home(matchup);
    let finals =
        Pmf::from_pairs(regulation.iter().filter(|&(m, _)| m != 0).chain([(1, tied * ot), (-1, tied * (1.0 - ot))]));
    let mut markets =
        vec![three_way(MarketKey::new(MarketKind::MatchResult), &regulation, 0, prices.of(MarketKind::MatchResult))];
    markets.push(money_line(&finals, prices));
    markets.push(double_chance(&regulation, prices));
    markets.extend(handicaps(MarketKind::Spread, &finals, &[-150, 150], prices));
    markets.extend(totals(MarketKind::Total, &goals, &total_lines(&goals, 100, 50, 1), prices));
    let scores: Vec<((u32, u32), f64)> = cells().map(|(h, a, p)| ((h as u32, a as u32), p)).collect();
    markets.push(correct_score(matchup.sport, &scores, prices));
    markets
}

/// A game from the same model: regulation goals, each spread over the three periods evenly at random, and the
/// overtime winner when level.
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let (home_rate, away_rate) = rates(matchup);
    let home = Pmf::from_pairs(poisson(home_rate, MAX_GOALS).into_iter().enumerate().map(|(k, p)| (k as i64, p)));
    let away = Pmf::from_pairs(poisson(away_rate, MAX_GOALS).into_iter().enumerate().map(|(k, p)| (k as i64, p)));
    let (h, a) = (home.sample(prng) as u32, away.sample(prng) as u32);
    let mut periods = vec![(0, 0); 3];
    for _ in 0..h {
        periods[prng.below(3) as usize].0 += 1;
    }
    for _ in 0..a {
        periods[prng.below(3) as usize].1 += 1;
    }
    let overtime_winner = (h == a).then(|| if prng.chance(overtime_home(matchup)) { Side::Home } else { Side::Away });
    MatchResult { home: h, away: a, periods, overtime_winner }
}
