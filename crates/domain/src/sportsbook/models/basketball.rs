//! Basketball: regulation's margin (home − away) and total points are independent normal variables, rounded to
//! whole points with the two of the same parity (a total and a margin make whole scores only then); a level game
//! goes to overtime, which adds 16 to 24 points (uniform) and is won by the side that leads the
//! regulation distribution more often, by 1 to 6 points. Point spreads and totals are priced on half points, so
//! nothing pushes.

use super::{
    super::{
        distribution::{Pmf, normal_cdf},
        margin::Margins,
        market::{Market, MarketKind},
        matchup::Matchup,
        random::Prng,
        result::MatchResult,
    },
    lines::{handicap_lines, handicaps, money_line, total_lines, totals},
};

/// Home court, in points.
const HOME_ADVANTAGE: f64 = 3.0;
/// Points of expected margin for a rating gap of the whole scale.
const STRENGTH: f64 = 40.0;
/// The expected total of a European game (level 74.5 or below).
const FIBA_TOTAL: f64 = 162.0;
/// The expected total of an NBA game (level 77.5 or above).
const NBA_TOTAL: f64 = 228.0;
/// The margin's standard deviation.
const MARGIN_SD: f64 = 12.0;
/// The total's standard deviation.
const TOTAL_SD: f64 = 16.0;
/// The normal distributions are cut at this many standard deviations.
const WIDTH: f64 = 6.0;
/// The points an overtime adds, each value equally likely.
const OVERTIME_POINTS: std::ops::RangeInclusive<i64> = 16..=24;

/// The model's parameters for a matchup: regulation margin's mean, regulation total's mean.
fn means(matchup: &Matchup) -> (f64, f64) {
    // A European (FIBA, 40-minute) game scores about 162 points, an NBA (48-minute) one about 228; ratings put
    // every NBA side at 80 or more and every European one at 72 or less (form moves a fixture's by up to 2.5), and
    // the total moves smoothly between 74.5 and 77.5.
    let x = ((matchup.level() - 74.5) / 3.0).clamp(0.0, 1.0);
    let nba = x * x * (3.0 - 2.0 * x);
    (HOME_ADVANTAGE + STRENGTH * matchup.edge(), FIBA_TOTAL + (NBA_TOTAL - FIBA_TOTAL) * nba)
}

/// P(regulation margin = m), before overtime.
fn regulation_margins(matchup: &Matchup) -> Pmf {
    Pmf::discrete_normal(means(matchup).0, MARGIN_SD, WIDTH)
}

/// P(regulation total = t) given the margin's parity: the normal's mass over (t − 1, t + 1) for t of that parity.
fn regulation_totals(matchup: &Matchup, odd: bool) -> Pmf {
    let mean = means(matchup).1;
    let low = (mean - WIDTH * TOTAL_SD).floor() as i64;
    let high = (mean + WIDTH * TOTAL_SD).ceil() as i64;
    let cdf = |x: f64| normal_cdf((x - mean) / TOTAL_SD);
    Pmf::from_pairs(
        (low..=high).filter(|t| (t.rem_euclid(2) == 1) == odd).map(|t| (t, cdf(t as f64 + 1.0) - cdf(t as f64 - 1.0))),
    )
}

/// The chance that the home side wins an overtime: its share of the decided regulation outcomes.
fn overtime_home(margins: &Pmf) -> f64 {
    let home: f64 = margins.iter().filter(|&(m, _)| m > 0).map(|(_, p)| p).sum();
    let away: f64 = margins.iter().filter(|&(m, _)| m < 0).map(|(_, p)| p).sum();
    if home + away > 0.0 { home / (home + away) } else { 0.5 }
}

/// An overtime's (points, winner's margin) and their probability: points uniform over [`OVERTIME_POINTS`], the
/// margin uniform over the three of 1 ..= 6 with the points' parity.
fn overtimes() -> Vec<(i64, i64, f64)> {
    let count = OVERTIME_POINTS.clone().count() as f64;
    OVERTIME_POINTS
        .flat_map(|points| {
            let first = if points % 2 == 0 { 2 } else { 1 };
            [first, first + 2, first + 4].map(move |margin| (points, margin, 1.0 / count / 3.0))
        })
        .collect()
}

/// The final margin's and final total's distributions, overtime included.
fn finals(matchup: &Matchup) -> (Pmf, Pmf) {
    let regulation = regulation_margins(matchup);
    let tied = regulation.prob(0);
    let home_ot = overtime_home(&regulation);
    let mut margins: Vec<(i64, f64)> = regulation.iter().filter(|&(m, _)| m != 0).collect();
    let mut totals: Vec<(i64, f64)> = Vec::new();
    let (odd_totals, even_totals) = (regulation_totals(matchup, true), regulation_totals(matchup, false));
    let odd: f64 = regulation.iter().filter(|&(m, _)| m.rem_euclid(2) == 1).map(|(_, p)| p).sum();
    let even_decided = 1.0 - odd - tied;
    totals.extend(odd_totals.iter().map(|(t, p)| (t, p * odd)));
    totals.extend(even_totals.iter().map(|(t, p)| (t, p * even_decided)));
    for (points, margin, p) in overtimes() {
        margins.push((margin, tied * home_ot * p));
        margins.push((-margin, tied * (1.0 - home_ot) * p));
        totals.extend(even_totals.iter().map(|(t, q)| (t + points, q * tied * p)));
    }
    (Pmf::from_pairs(margins), Pmf::from_pairs(totals))
}

/// The money line first, then point spreads and totals around the model's means.
pub fn markets(matchup: &Matchup, prices: &Margins) -> Vec<Market> {
    let (margins, points) = finals(matchup);
    let mut markets = vec![money_line(&margins, prices)];
    // ±0.5 would be the money line again (no game ends level).
    let spreads: Vec<i32> = handicap_lines(&margins, 100, 50, 3).into_iter().filter(|line| line.abs() > 50).collect();
    markets.extend(handicaps(MarketKind::Spread, &margins, &spreads, prices));
    markets.extend(totals(MarketKind::Total, &points, &total_lines(&points, 200, 50, 3), prices));
    markets
}

/// A game drawn from the same model: the regulation margin, a total of its parity, an overtime when level;
/// the points split into four quarters (and the overtime as a fifth period).
pub fn simulate(matchup: &Matchup, prng: &mut Prng) -> MatchResult {
    let regulation = regulation_margins(matchup);
    let margin = regulation.sample(prng);
    let total = regulation_totals(matchup, margin.rem_euclid(2) == 1).sample(prng);
    let home = ((total + margin) / 2).max(0);
    let away = ((total - margin) / 2).max(0);
    let mut periods: Vec<(u32, u32)> = quarters(home, prng).into_iter().zip(quarters(away, prng)).collect();
    if margin == 0 {
        let overtime = overtimes();
        let (points, lead, _) = overtime[prng.below(overtime.len() as u64) as usize];
        let lead = if prng.chance(overtime_home(&regulation)) { lead } else { -lead };
        periods.push((to_u32((points + lead) / 2), to_u32((points - lead) / 2)));
    }
    let (home, away) = periods.iter().fold((0, 0), |(h, a), &(ph, pa)| (h + ph, a + pa));
    MatchResult::new(home, away, periods)
}

/// Points split into four quarters of roughly equal size.
fn quarters(points: i64, prng: &mut Prng) -> Vec<u32> {
    let weights: Vec<f64> = (0..4).map(|_| 0.8 + 0.4 * prng.unit()).collect();
    let sum: f64 = weights.iter().sum();
    let mut left = points;
    let mut split = Vec::with_capacity(4);
    for weight in &weights[..3] {
        let part = ((points as f64 * weight / sum).round() as i64).min(left);
        split.push(to_u32(part));
        left -= part;
    }
    split.push(to_u32(left));
    split
}

fn to_u32(value: i64) -> u32 {
    u32::try_from(value.max(0)).unwrap_or(u32::MAX)
}
