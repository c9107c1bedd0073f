//! Football: each side's goals are Poisson with a rate from the ratings and home advantage, corrected at the low
//! scores (0-0, 1-0, 0-1, 1-1) as Dixon and Coles (1997) found real matches need; each goal falls in the first
//! half with probability [`FIRST_HALF`]. Every market — and [`simulate`] — reads this one score distribution.

use super::{
    super::{
        distribution::{Pmf, binomial, poisson},
        margin::{Margins, partition},
        market::{Market, MarketKey, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::MatchResult,
    },
    lines::{codes, correct_score, double_chance, handicap_lines, handicaps, three_way, total_lines, totals},
};

/// The goal rate of two average sides away from home.
const BASE_RATE: f64 = 1.25;
/// Home advantage on the log of the home side's rate (×1.2).
const HOME_ADVANTAGE: f64 = 0.18;
/// How far the rating gap moves each side's log rate: a gap of the whole scale is ×e^1.5 for one side and
/// ÷e^1.5 for the other.
const STRENGTH: f64 = 1.5;
/// The Dixon–Coles dependence parameter: negative makes 0-0 and 1-1 likelier and 1-0, 0-1 less likely than
/// independent Poisson goals would.
const RHO: f64 = -0.08;
/// The highest goal count a side is modelled with (the rest of the tail, far below 1e-6, is dropped).
const MAX_GOALS: usize = 10;
/// The share of goals scored in the first half.
pub const FIRST_HALF: f64 = 0.45;

/// The expected regulation goals of the home and away sides.
pub fn rates(matchup: &Matchup) -> (f64, f64) {
    let edge = matchup.edge() * STRENGTH;
    let home = (BASE_RATE.ln() + HOME_ADVANTAGE + edge).exp().clamp(0.1, 6.0);
    let away = (BASE_RATE.ln() - edge).exp().clamp(0.1, 6.0);
    (home, away)
}

/// P(home scores `h`, away scores `a`) at full time, indexed `[h][a]`, summing to 1.
pub fn scores(matchup: &Matchup) -> Vec<Vec<f64>> {
    let (home_rate, away_rate) = rates(matchup);
    let (home, away) = (poisson(home_rate, MAX_GOALS), poisson(away_rate, MAX_GOALS));
    let tau = |h: usize, a: usize| match (h, a) {
        (0, 0) => 1.0 - home_rate * away_rate * RHO,
        (0, 1) => 1.0 + home_rate * RHO,
        (1, 0) => 1.0 + away_rate * RHO,
        (1, 1) => 1.0 - RHO,
        _ => 1.0,
    };
    let mut grid: Vec<Vec<f64>> =
        (0..=MAX_GOALS).map(|h| (0..=MAX_GOALS).map(|a| home[h] * away[a] * tau(h, a)).collect()).collect();
    let total: f64 = grid.iter().flatten().sum();
    grid.iter_mut().flatten().for_each(|p| *p /= total);
    grid
}

/// Every football market: 1X2 first, then double chance, draw no bet, totals, both teams to score, Asian and
/// European handicaps, correct score, half time / full time, the first half's result and totals.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let grid = scores(matchup);
    let cells = || grid.iter().enumerate().flat_map(|(h, row)| row.iter().enumerate().map(move |(a, &p)| (h, a, p)));
    let margins = Pmf::from_pairs(cells().map(|(h, a, p)| (h as i64 - a as i64, p)));
    let goals = Pmf::from_pairs(cells().map(|(h, a, p)| ((h + a) as i64, p)));
    let halves = half_times(&grid);

    let mut markets =
        vec![three_way(MarketKey::new(MarketKind::MatchResult), &margins, 0, prices.of(MarketKind::MatchResult))];
    markets.push(double_chance(&margins, prices));
    markets.extend(handicaps(MarketKind::DrawNoBet, &margins, &[0], prices));
    // Half-goal lines, and the Asian (quarter and whole) lines either side of the even one.
    let mut goal_lines = vec![50, 150, 250, 350, 450, 550];
    goal_lines.extend(total_lines(&goals, 25, 0, 1));
    goal_lines.sort_unstable();
    goal_lines.dedup();
    markets.extend(totals(MarketKind::Total, &goals, &goal_lines, prices));
    let both = cells().filter(|&(h, a, _)| h > 0 && a > 0).map(|(_, _, p)| p).sum::<f64>();
    let btts = MarketKind::BothTeamsToScore;
    markets.push(partition(MarketKey::new(btts), &codes(&["yes", "no"], &[both, 1.0 - both]), prices.of(btts)));
    markets.extend(handicaps(MarketKind::AsianHandicap, &margins, &handicap_lines(&margins, 25, 0, 2), prices));
    for line in [-100, 100] {
        let key = MarketKey::with_line(MarketKind::EuropeanHandicap, line);
        markets.push(three_way(key, &margins, i64::from(line / 100), prices.of(MarketKind::EuropeanHandicap)));
    }
    let scores: Vec<((u32, u32), f64)> = cells().map(|(h, a, p)| ((h as u32, a as u32), p)).collect();
    markets.push(correct_score(matchup.sport, &scores, prices));
    let htft = MarketKind::HalfTimeFullTime;
    let names = ["1", "X", "2"];
    let htft_codes: Vec<(String, f64)> =
        (0..9).map(|i| (format!("{}/{}", names[i / 3], names[i % 3]), halves.half_full[i / 3][i % 3])).collect();
    markets.push(partition(MarketKey::new(htft), &htft_codes, prices.of(htft)));
    let first_margins = Pmf::from_pairs(halves.first.iter().map(|&((h, a), p)| (h - a, p)));
    let first_goals = Pmf::from_pairs(halves.first.iter().map(|&((h, a), p)| (h + a, p)));
    let first = MarketKind::FirstHalfResult;
    markets.push(three_way(MarketKey::new(first), &first_margins, 0, prices.of(first)));
    markets.extend(totals(MarketKind::FirstHalfTotal, &first_goals, &[50, 150, 250], prices));
    markets
}

/// The first half's score distribution and the 3×3 half time (rows 1, X, 2) × full time (columns) table.
struct Halves {
    first: Vec<((i64, i64), f64)>,
    half_full: [[f64; 3]; 3],
}

fn half_times(grid: &[Vec<f64>]) -> Halves {
    let splits: Vec<Vec<f64>> = (0..=MAX_GOALS as u32).map(|n| binomial(n, FIRST_HALF)).collect();
    let mut first = vec![vec![0.0; MAX_GOALS + 1]; MAX_GOALS + 1];
    let mut half_full = [[0.0; 3]; 3];
    let side = |margin: i64| match margin.cmp(&0) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Equal => 1,
        std::cmp::Ordering::Less => 2,
    };
    for (h, row) in grid.iter().enumerate() {
        for (a, &p) in row.iter().enumerate() {
            let full = side(h as i64 - a as i64);
            for (h1, &ph) in splits[h].iter().enumerate() {
                for (a1, &pa) in splits[a].iter().enumerate() {
                    let q = p * ph * pa;
                    first[h1][a1] += q;
                    half_full[side(h1 as i64 - a1 as i64)][full] += q;
                }
            }
        }
    }
    let first = first
        .iter()
        .enumerate()
        .flat_map(|(h, row)| row.iter().enumerate().map(move |(a, &p)| ((h as i64, a as i64), p)))
        .collect();
    Halves { first, half_full }
}

/// A match drawn from the same distribution: the full-time score from [`scores`], then each goal into the first
/// half with probability [`FIRST_HALF`].
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let grid = scores(matchup);
    let flat: Vec<f64> = grid.iter().flatten().copied().collect();
    let cell = prng.pick(&flat);
    let (home, away) = ((cell / (MAX_GOALS + 1)) as u32, (cell % (MAX_GOALS + 1)) as u32);
    let home_first = (0..home).filter(|_| prng.chance(FIRST_HALF)).count() as u32;
    let away_first = (0..away).filter(|_| prng.chance(FIRST_HALF)).count() as u32;
    MatchResult::new(home, away, vec![(home_first, away_first), (home - home_first, away - away_first)])
}
