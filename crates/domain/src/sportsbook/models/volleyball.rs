//! Volleyball: rally scoring, every rally won by the home side with one probability (from the ratings, with a
//! small home advantage). A set goes to 25 points by two, the fifth to 15; the match is best of five sets. Sets
//! are priced from the exact set-win probabilities (a point-by-point chain with the deuce closed form), and
//! [`simulate`] plays the same rallies.

use super::{
    super::{
        distribution::Pmf,
        margin::Margins,
        market::{Market, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::MatchResult,
    },
    lines::{correct_score, handicaps, money_line, totals},
};

/// Home's extra chance per rally.
const HOME_ADVANTAGE: f64 = 0.005;
/// How far the rating gap moves the rally probability (a gap of the whole scale: +0.12).
const STRENGTH: f64 = 0.12;
/// Sets to win the match.
const NEED: u32 = 3;

/// P(home wins a rally).
pub fn rally(matchup: &Matchup) -> f64 {
    (0.5 + HOME_ADVANTAGE + STRENGTH * matchup.edge()).clamp(0.05, 0.95)
}

/// The points a set is played to: 15 in the fifth set, 25 otherwise.
fn target(set: u32) -> u32 {
    if set == 5 { 15 } else { 25 }
}

/// P(home wins a set to `target` points by two) when winning each rally with probability `r`.
pub fn set_win(r: f64, target: u32) -> f64 {
    let t = target as usize;
    let mut grid = vec![vec![0.0; t]; t];
    grid[0][0] = 1.0;
    let mut won = 0.0;
    for h in 0..t {
        for a in 0..t {
            let here = grid[h][a];
            if here == 0.0 || (h == t - 1 && a == t - 1) {
                continue;
            }
            if h + 1 == t {
                won += here * r;
            } else {
                grid[h + 1][a] += here * r;
            }
            if a + 1 < t {
                grid[h][a + 1] += here * (1.0 - r);
            }
        }
    }
    let s = 1.0 - r;
    won + grid[t - 1][t - 1] * r * r / (r * r + s * s)
}

/// (sets home, sets away) → probability.
fn scores(matchup: &Matchup) -> Vec<((u32, u32), f64)> {
    let r = rally(matchup);
    let (set, fifth) = (set_win(r, target(1)), set_win(r, target(5)));
    let mut live = vec![((0u32, 0u32), 1.0)];
    let mut done = Vec::new();
    while !live.is_empty() {
        let mut next: Vec<((u32, u32), f64)> = Vec::new();
        for ((h, a), p) in live {
            let q = if h + a + 1 == 5 { fifth } else { set };
            for (state, w) in [((h + 1, a), p * q), ((h, a + 1), p * (1.0 - q))] {
                if state.0 == NEED || state.1 == NEED {
                    done.push((state, w));
                } else if let Some((_, x)) = next.iter_mut().find(|(s, _)| *s == state) {
                    *x += w;
                } else {
                    next.push((state, w));
                }
            }
        }
        live = next;
    }
    done.sort_by(|x, y| (y.0.0, x.0.1).cmp(&(x.0.0, y.0.1)));
    done
}

/// The money line first, then set handicaps, total sets and the set score.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let scores = scores(matchup);
    let margins = Pmf::from_pairs(scores.iter().map(|&((h, a), p)| (i64::from(h) - i64::from(a), p)));
    let sets = Pmf::from_pairs(scores.iter().map(|&((h, a), p)| (i64::from(h + a), p)));
    let mut markets = vec![money_line(&margins, prices)];
    markets.extend(handicaps(MarketKind::Spread, &margins, &[-250, -150, 150, 250], prices));
    markets.extend(totals(MarketKind::TotalSets, &sets, &[350, 450], prices));
    markets.push(correct_score(matchup.sport, &scores, prices));
    markets
}

/// A match played rally by rally.
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let r = rally(matchup);
    let (mut home, mut away) = (0, 0);
    let mut periods = Vec::new();
    while home < NEED && away < NEED {
        let target = target(home + away + 1);
        let (mut h, mut a) = (0u32, 0u32);
        while !((h >= target || a >= target) && h.abs_diff(a) >= 2) {
            if prng.chance(r) { h += 1 } else { a += 1 }
        }
        if h > a {
            home += 1
        } else {
            away += 1
        }
        periods.push((h, a));
    }
    MatchResult::new(home, away, periods)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_rallies_make_even_sets() {
        assert!((set_win(0.5, 25) - 0.5).abs() < 1e-9);
        assert!((set_win(0.5, 15) - 0.5).abs() < 1e-9);
        assert!(set_win(0.53, 25) > set_win(0.53, 15));
    }
}
