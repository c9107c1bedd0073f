//! Tennis: a Markov chain from points to games to sets to the match. Each player wins a point on their own serve
//! with a fixed probability (from the ratings); a game goes to four points by two (deuce), a set to six games by
//! two with a seven-point tie-break at 6-6 (in every set, the final one included), the match to two or three
//! sets. Who serves first is a coin toss; serve alternates by game, and in a tie-break after the first point and
//! then every two. Prices come from the chain's exact distribution of set scores and games; [`simulate`] plays
//! the same chain point by point.

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

/// A player's chance of winning a point on serve between equal players.
const SERVE: f64 = 0.62;
/// How far the rating gap moves it: each side by this times the gap (a fraction of the scale).
const STRENGTH: f64 = 0.12;

/// P(home wins a point on home's serve), P(away wins a point on away's serve).
pub fn serve_probabilities(matchup: &Matchup) -> (f64, f64) {
    let edge = matchup.edge() * STRENGTH;
    ((SERVE + edge).clamp(0.3, 0.9), (SERVE - edge).clamp(0.3, 0.9))
}

/// P(the server holds) when winning each point on serve with probability `p`.
pub fn hold(p: f64) -> f64 {
    let q = 1.0 - p;
    let deuce = p * p / (p * p + q * q);
    p.powi(4) * (1.0 + 4.0 * q + 10.0 * q * q) + 20.0 * p.powi(3) * q.powi(3) * deuce
}

/// Whether the player who served the tie-break's first point serves point `n` (0-based).
fn tiebreak_first_serves(n: u32) -> bool {
    n.div_ceil(2).is_multiple_of(2)
}

/// P(the tie-break's first server wins it), `p` their point-on-serve probability and `r` the other's.
fn tiebreak(p: f64, r: f64) -> f64 {
    // Scores up to 6-6 exactly, then from 6-6 each pair of points is one serve each.
    let mut grid = [[0.0; 8]; 8];
    grid[0][0] = 1.0;
    let mut won = 0.0;
    for n in 0..12u32 {
        for a in 0..=n.min(6) {
            let b = n - a;
            if b > 6 {
                continue;
            }
            let here = grid[a as usize][b as usize];
            if here == 0.0 {
                continue;
            }
            let point = if tiebreak_first_serves(n) { p } else { 1.0 - r };
            let (win, lose) = (here * point, here * (1.0 - point));
            if a + 1 == 7 {
                won += win;
            } else {
                grid[a as usize + 1][b as usize] += win;
            }
            if b + 1 < 7 {
                grid[a as usize][b as usize + 1] += lose;
            }
        }
    }
    let (both_first, both_second) = (p * (1.0 - r), (1.0 - p) * r);
    won + grid[6][6] * both_first / (both_first + both_second)
}

/// The set's final games (home, away) and their probability, given whether home serves its first game.
fn set_scores(
    home_hold: f64,
    away_hold: f64,
    home_tiebreak_first: f64,
    away_tiebreak_first: f64,
    home_first: bool,
) -> Vec<((u32, u32), f64)> {
    let mut grid = [[0.0; 7]; 7];
    grid[0][0] = 1.0;
    let mut ends = Vec::new();
    for n in 0..12usize {
        for h in 0..=n.min(6) {
            let a = n - h;
            if a > 6 || grid[h][a] == 0.0 || (h == 6 && a < 5) || (a == 6 && h < 5) {
                continue;
            }
            let here = grid[h][a];
            let home_serves = (n % 2 == 0) == home_first;
            let home_wins = if home_serves { home_hold } else { 1.0 - away_hold };
            for (dh, da, p) in [(1, 0, home_wins), (0, 1, 1.0 - home_wins)] {
                let (nh, na) = (h + dh, a + da);
                let over = (nh >= 6 || na >= 6) && nh.abs_diff(na) >= 2;
                if over {
                    ends.push(((nh as u32, na as u32), here * p));
                } else {
                    grid[nh][na] += here * p;
                }
            }
        }
    }
    // Game 13 is the tie-break, served first by whoever served the set's first game.
    let home_takes = if home_first { home_tiebreak_first } else { 1.0 - away_tiebreak_first };
    ends.push(((7, 6), grid[6][6] * home_takes));
    ends.push(((6, 7), grid[6][6] * (1.0 - home_takes)));
    ends
}

/// The match's exact distribution: (sets home, sets away, total games) → probability.
fn outcomes(matchup: &Matchup) -> Vec<((u32, u32, u32), f64)> {
    let (home_serve, away_serve) = serve_probabilities(matchup);
    let (home_hold, away_hold) = (hold(home_serve), hold(away_serve));
    let (home_tb, away_tb) = (tiebreak(home_serve, away_serve), tiebreak(away_serve, home_serve));
    let sets = [false, true].map(|home_first| set_scores(home_hold, away_hold, home_tb, away_tb, home_first));
    let need = u32::from(matchup.series()) / 2 + 1;
    // (sets home, sets away, games, home serves first next) → probability.
    let mut live = vec![((0u32, 0u32, 0u32, true), 0.5), ((0, 0, 0, false), 0.5)];
    let mut done = Vec::new();
    while !live.is_empty() {
        let mut next = Vec::new();
        for ((sh, sa, games, home_first), p) in live {
            for &((gh, ga), q) in &sets[usize::from(home_first)] {
                let played = gh + ga;
                let state = (sh + u32::from(gh > ga), sa + u32::from(ga > gh), games + played);
                let home_next = if played % 2 == 1 { !home_first } else { home_first };
                if state.0 == need || state.1 == need {
                    done.push((state, p * q));
                } else {
                    next.push(((state.0, state.1, state.2, home_next), p * q));
                }
            }
        }
        live = merge(next);
    }
    done
}

/// The same states' probabilities added together.
fn merge<K: PartialEq>(states: Vec<(K, f64)>) -> Vec<(K, f64)> {
    let mut merged: Vec<(K, f64)> = Vec::with_capacity(states.len());
    for (key, p) in states {
        match merged.iter_mut().find(|(k, _)| *k == key) {
            Some((_, q)) => *q += p,
            None => merged.push((key, p)),
        }
    }
    merged
}

/// The money line first, then set handicaps, total sets, total games and the set score.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let outcomes = outcomes(matchup);
    let margins = Pmf::from_pairs(outcomes.iter().map(|&((h, a, _), p)| (i64::from(h) - i64::from(a), p)));
    let sets = Pmf::from_pairs(outcomes.iter().map(|&((h, a, _), p)| (i64::from(h + a), p)));
    let games = Pmf::from_pairs(outcomes.iter().map(|&((_, _, g), p)| (i64::from(g), p)));
    let five = matchup.series() == 5;
    let mut markets = vec![money_line(&margins, prices)];
    let spread_lines: &[i32] = if five { &[-250, -150, 150, 250] } else { &[-150, 150] };
    markets.extend(handicaps(MarketKind::Spread, &margins, spread_lines, prices));
    markets.extend(totals(MarketKind::TotalSets, &sets, if five { &[350, 450] } else { &[250] }, prices));
    markets.extend(totals(MarketKind::TotalGames, &games, &total_lines(&games, 100, 50, 2), prices));
    let mut scores: Vec<((u32, u32), f64)> = Vec::new();
    for &((h, a, _), p) in &outcomes {
        match scores.iter_mut().find(|(score, _)| *score == (h, a)) {
            Some((_, q)) => *q += p,
            None => scores.push(((h, a), p)),
        }
    }
    scores.sort_by(|x, y| (y.0.0, x.0.1).cmp(&(x.0.0, y.0.1)));
    markets.push(correct_score(matchup.sport, &scores, prices));
    markets
}

/// A match played point by point on the same chain.
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let (home_serve, away_serve) = serve_probabilities(matchup);
    let need = u32::from(matchup.series()) / 2 + 1;
    let mut home_first = prng.chance(0.5);
    let (mut sets_home, mut sets_away) = (0, 0);
    let mut periods = Vec::new();
    while sets_home < need && sets_away < need {
        let (mut h, mut a) = (0u32, 0u32);
        loop {
            let home_serves = ((h + a) % 2 == 0) == home_first;
            if h == 6 && a == 6 {
                let first_serve = if home_serves { home_serve } else { away_serve };
                let other_serve = if home_serves { away_serve } else { home_serve };
                let first_wins = play_tiebreak(first_serve, other_serve, prng);
                if first_wins == home_serves {
                    h += 1
                } else {
                    a += 1
                }
                break;
            }
            let server_holds = prng_game(if home_serves { home_serve } else { away_serve }, prng);
            if server_holds == home_serves {
                h += 1
            } else {
                a += 1
            }
            if (h >= 6 || a >= 6) && h.abs_diff(a) >= 2 {
                break;
            }
        }
        if (h + a) % 2 == 1 {
            home_first = !home_first;
        }
        if h > a {
            sets_home += 1
        } else {
            sets_away += 1
        }
        periods.push((h, a));
    }
    MatchResult::new(sets_home, sets_away, periods)
}

/// Whether the server holds a game played point by point.
fn prng_game(p: f64, prng: &mut Prng) -> bool {
    let (mut server, mut receiver) = (0u32, 0u32);
    loop {
        if prng.chance(p) {
            server += 1
        } else {
            receiver += 1
        }
        if (server >= 4 || receiver >= 4) && server.abs_diff(receiver) >= 2 {
            return server > receiver;
        }
    }
}

/// Whether the tie-break's first server wins it, played point by point.
fn play_tiebreak(p: f64, r: f64, prng: &mut Prng) -> bool {
    let (mut first, mut second) = (0u32, 0u32);
    loop {
        let won = if tiebreak_first_serves(first + second) { prng.chance(p) } else { !prng.chance(r) };
        if won {
            first += 1
        } else {
            second += 1
        }
        if (first >= 7 || second >= 7) && first.abs_diff(second) >= 2 {
            return first > second;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hold_and_tiebreak_are_even_between_equals() {
        assert!((hold(0.5) - 0.5).abs() < 1e-12);
        assert!((tiebreak(0.6, 0.6) - 0.5).abs() < 1e-9);
        assert!(hold(0.62) > 0.75 && hold(0.62) < 0.85);
        assert!(tiebreak(0.7, 0.6) > 0.5);
    }

    #[test]
    fn set_scores_sum_to_one() {
        let set = set_scores(hold(0.64), hold(0.6), tiebreak(0.64, 0.6), tiebreak(0.6, 0.64), true);
        assert!((set.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-9);
        assert_eq!(set.len(), 14);
    }
}
