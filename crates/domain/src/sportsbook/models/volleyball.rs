//! Volleyball: rally scoring, every rally won by the home side with one probability (from the ratings, with a
//! small home advantage). A set goes to 25 points by two, the fifth to 15; the match is best of five sets. Sets
//! are priced from the chain's exact distribution of sets and points played (a point-by-point grid, then the
//! deuce's geometric tail), and [`simulate`] plays the same rallies. Total points count every rally of the match.

use std::collections::BTreeMap;

use super::{
    super::{
        distribution::Pmf,
        margin::Margins,
        market::{Market, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::MatchResult,
    },
    lines::{correct_score, handicaps, money_line, total_lines, totals},
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

/// The longest run of deuces modelled (each back at level with probability 2r(1 − r) ≤ 1/2; the tail beyond is
/// below 1e-12 and dropped).
const MAX_DEUCES: u32 = 40;

/// A set to `target` points by two, rally by rally: (home won it, points played) → probability.
fn set_outcomes(r: f64, target: u32) -> Vec<((bool, u32), f64)> {
    let t = target as usize;
    let s = 1.0 - r;
    let mut grid = vec![vec![0.0; t]; t];
    grid[0][0] = 1.0;
    let mut ends = Vec::new();
    for h in 0..t {
        for a in 0..t {
            let here = grid[h][a];
            if here == 0.0 || (h == t - 1 && a == t - 1) {
                continue;
            }
            if h + 1 == t {
                ends.push(((true, (t + a) as u32), here * r));
            } else {
                grid[h + 1][a] += here * r;
            }
            if a + 1 == t {
                ends.push(((false, (t + h) as u32), here * s));
            } else {
                grid[h][a + 1] += here * s;
            }
        }
    }
    // From (target − 1)-all, two rallies either end it (both to one side) or level it again.
    let mut level = grid[t - 1][t - 1];
    for deuces in 0..MAX_DEUCES {
        let played = 2 * target + 2 * deuces;
        ends.push(((true, played), level * r * r));
        ends.push(((false, played), level * s * s));
        level *= 2.0 * r * s;
    }
    ends
}

/// P(home wins a set to `target` points by two) when winning each rally with probability `r`.
pub fn set_win(r: f64, target: u32) -> f64 {
    set_outcomes(r, target).iter().filter(|((home, _), _)| *home).map(|(_, p)| p).sum()
}

/// (sets home, sets away, points played) → probability.
fn scores(matchup: &Matchup) -> Vec<((u32, u32, u32), f64)> {
    let r = rally(matchup);
    let (set, fifth) = (set_outcomes(r, target(1)), set_outcomes(r, target(5)));
    let longest = |outcomes: &[((bool, u32), f64)]| outcomes.iter().map(|&((_, played), _)| played).max().unwrap_or(0);
    let most = (4 * longest(&set) + longest(&fifth)) as usize + 1;
    // live[h][a][points]: the match is at h-a in sets with `points` played.
    let sides = NEED as usize + 1;
    let mut live = vec![vec![vec![0.0; most]; sides]; sides];
    live[0][0][0] = 1.0;
    // States in order of sets played, so each is complete before it is expanded.
    for played_sets in 0..(2 * NEED - 1) {
        for h in 0..=played_sets.min(NEED - 1) {
            let a = played_sets - h;
            if a >= NEED {
                continue;
            }
            let outcomes = if played_sets == 4 { &fifth } else { &set };
            for points in 0..most {
                let p = live[h as usize][a as usize][points];
                if p == 0.0 {
                    continue;
                }
                for &((home_won, played), q) in outcomes {
                    let (nh, na) = (h + u32::from(home_won), a + u32::from(!home_won));
                    live[nh as usize][na as usize][points + played as usize] += p * q;
                }
            }
        }
    }
    let mut done = Vec::new();
    for (h, rows) in live.iter().enumerate() {
        for (a, row) in rows.iter().enumerate() {
            if h == sides - 1 || a == sides - 1 {
                done.extend(
                    row.iter()
                        .enumerate()
                        .filter(|(_, p)| **p > 0.0)
                        .map(|(points, &p)| ((h as u32, a as u32, points as u32), p)),
                );
            }
        }
    }
    done
}

/// The money line first, then set handicaps, total sets, total points and the set score.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let outcomes = scores(matchup);
    let margins = Pmf::from_pairs(outcomes.iter().map(|&((h, a, _), p)| (i64::from(h) - i64::from(a), p)));
    let sets = Pmf::from_pairs(outcomes.iter().map(|&((h, a, _), p)| (i64::from(h + a), p)));
    let points = Pmf::from_pairs(outcomes.iter().map(|&((_, _, points), p)| (i64::from(points), p)));
    let mut markets = vec![money_line(&margins, prices)];
    markets.extend(handicaps(MarketKind::Spread, &margins, &[-250, -150, 150, 250], prices));
    markets.extend(totals(MarketKind::TotalSets, &sets, &[350, 450], prices));
    markets.extend(totals(MarketKind::Total, &points, &total_lines(&points, 500, 50, 2), prices));
    let mut scores: BTreeMap<(u32, u32), f64> = BTreeMap::new();
    for &((h, a, _), p) in &outcomes {
        *scores.entry((h, a)).or_insert(0.0) += p;
    }
    let mut scores: Vec<((u32, u32), f64)> = scores.into_iter().collect();
    scores.sort_by(|x, y| (y.0.0, x.0.1).cmp(&(x.0.0, y.0.1)));
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
        let set = set_outcomes(0.55, 25);
        assert!((set.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(
            set.iter()
                .all(|&((_, played), _)| (25..=48).contains(&played) || (played >= 50 && played.is_multiple_of(2)))
        );
    }
}
