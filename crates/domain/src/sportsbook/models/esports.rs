//! E-sports (CS2, Dota 2, League of Legends, Valorant): every map is won by the first-named side with one
//! probability, a logistic function of the rating gap (no home advantage: venues are neutral), independently of
//! the other maps; the series goes to the first to win a majority of its best-of. Maps beyond the decider are not
//! played (their map-winner markets are void).

use super::{
    super::{
        distribution::Pmf,
        margin::{Margins, two_way_line},
        market::{Market, MarketKey, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::MatchResult,
        settle::handicap,
        sport::Sport,
    },
    lines::{FLOOR, correct_score, handicaps, money_line, totals},
};

/// The logistic slope: a gap of 20 points of rating wins a map 73 % of the time.
const STRENGTH: f64 = 5.0;

/// P(the home side wins a map).
pub fn map_win(matchup: &Matchup) -> f64 {
    1.0 / (1.0 + (-STRENGTH * matchup.edge()).exp())
}

/// (maps home, maps away) → probability.
fn scores(matchup: &Matchup) -> Vec<((u32, u32), f64)> {
    let p = map_win(matchup);
    let need = u32::from(matchup.series()) / 2 + 1;
    let mut scores = Vec::new();
    for lost in 0..need {
        // The winner takes the last map and `need − 1` of the ones before it, among `need − 1 + lost`.
        let ways = binomial_coefficient(need - 1 + lost, lost);
        scores.push(((need, lost), ways * p.powi(need as i32) * (1.0 - p).powi(lost as i32)));
        scores.push(((lost, need), ways * (1.0 - p).powi(need as i32) * p.powi(lost as i32)));
    }
    scores.sort_by(|x, y| (y.0.0, x.0.1).cmp(&(x.0.0, y.0.1)));
    scores
}

fn binomial_coefficient(n: u32, k: u32) -> f64 {
    (0..k).fold(1.0, |c, i| c * f64::from(n - i) / f64::from(i + 1))
}

/// The money line first; for a longer series the map handicaps, total maps, the series score and each map's
/// winner.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let scores = scores(matchup);
    let margins = Pmf::from_pairs(scores.iter().map(|&((h, a), p)| (i64::from(h) - i64::from(a), p)));
    let maps = Pmf::from_pairs(scores.iter().map(|&((h, a), p)| (i64::from(h + a), p)));
    let mut markets = vec![money_line(&margins, prices)];
    let series = matchup.series();
    if series == 1 {
        return markets;
    }
    let (spreads, total_lines): (&[i32], &[i32]) =
        if series == 5 { (&[-250, -150, 150, 250], &[350, 450]) } else { (&[-150, 150], &[250]) };
    markets.extend(handicaps(MarketKind::Spread, &margins, spreads, prices));
    markets.extend(totals(MarketKind::TotalMaps, &maps, total_lines, prices));
    markets.push(correct_score(matchup.sport, &scores, prices));
    let p = map_win(matchup);
    for map in 1..=i64::from(series) {
        let played: f64 = scores.iter().filter(|&&((h, a), _)| i64::from(h + a) >= map).map(|(_, q)| q).sum();
        let values = [(1i64, p * played), (-1, (1.0 - p) * played), (0, 1.0 - played)];
        let settle = |value: i64, code: &str| if code == "home" { handicap(value, 0) } else { handicap(-value, 0) };
        let kind = MarketKind::MapWinner;
        let key = MarketKey::with_line(kind, map as i32);
        markets.extend(two_way_line(key, ["home", "away"], values.into_iter(), settle, prices.of(kind), FLOOR));
    }
    markets
}

/// A series played map by map: rounds for CS2 and Valorant (first to 13; an overtime ends 16-13 or 16-14),
/// `(1, 0)` or `(0, 1)` for Dota 2 and League of Legends.
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let p = map_win(matchup);
    let need = u32::from(matchup.series()) / 2 + 1;
    let rounds = matches!(matchup.sport, Sport::Cs2 | Sport::Valorant);
    let (mut home, mut away) = (0, 0);
    let mut periods = Vec::new();
    while home < need && away < need {
        let home_wins = prng.chance(p);
        let (winner, loser) = if !rounds {
            (1, 0)
        } else if prng.chance(0.12) {
            (16, 13 + prng.below(2) as u32)
        } else {
            (13, 3 + prng.below(9) as u32)
        };
        if home_wins {
            home += 1;
            periods.push((winner, loser));
        } else {
            away += 1;
            periods.push((loser, winner));
        }
    }
    MatchResult::new(home, away, periods)
}
