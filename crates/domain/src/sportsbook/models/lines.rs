//! Markets every model builds the same way from a distribution: results, totals and handicaps, their lines, and
//! the correct score.

use super::super::{
    distribution::Pmf,
    margin::{Margins, complements, partition, two_way_line},
    market::{Market, MarketKey, MarketKind},
    settle::{handicap, listed_score, over, under},
    sport::Sport,
};

/// An outcome is not offered below this fair probability (a line nobody would take at 1.01).
pub const FLOOR: f64 = 0.03;

/// The 1X2 of a margin distribution (home − away) shifted by `shift` goals (a European handicap's line).
pub fn three_way(key: MarketKey, margins: &Pmf, shift: i64, margin: f64) -> Market {
    let mut fair = [0.0; 3];
    for (value, p) in margins.iter() {
        let index = match (value + shift).cmp(&0) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 2,
        };
        fair[index] += p;
    }
    partition(key, &codes(&["1", "X", "2"], &fair), margin)
}

/// Double chance from the 1X2 probabilities.
pub fn double_chance(margins: &Pmf, prices: &Margins) -> Market {
    let (mut home, mut draw, mut away) = (0.0, 0.0, 0.0);
    for (value, p) in margins.iter() {
        match value.cmp(&0) {
            std::cmp::Ordering::Greater => home += p,
            std::cmp::Ordering::Equal => draw += p,
            std::cmp::Ordering::Less => away += p,
        }
    }
    let kind = MarketKind::DoubleChance;
    complements(
        MarketKey::new(kind),
        &codes(&["1X", "12", "X2"], &[home + draw, home + away, draw + away]),
        prices.of(kind),
    )
}

/// Over/under markets of `kind` at each of `lines` on a distribution of the total.
pub fn totals(kind: MarketKind, totals: &Pmf, lines: &[i32], prices: &Margins) -> Vec<Market> {
    lines
        .iter()
        .filter_map(|&line| {
            let settle = |total: i64, code: &str| if code == "over" { over(total, line) } else { under(total, line) };
            two_way_line(
                MarketKey::with_line(kind, line),
                ["over", "under"],
                totals.iter(),
                settle,
                prices.of(kind),
                FLOOR,
            )
        })
        .collect()
}

/// Two-way handicap markets of `kind` (home/away) at each of `lines` on a distribution of the margin; a kind
/// without a line (draw no bet, money line) is priced at line 0.
pub fn handicaps(kind: MarketKind, margins: &Pmf, lines: &[i32], prices: &Margins) -> Vec<Market> {
    lines
        .iter()
        .filter_map(|&line| {
            let key = if kind.has_line() { MarketKey::with_line(kind, line) } else { MarketKey::new(kind) };
            let settle = |margin: i64, code: &str| {
                if code == "home" { handicap(margin, line) } else { handicap(-margin, -line) }
            };
            two_way_line(key, ["home", "away"], margins.iter(), settle, prices.of(kind), FLOOR)
        })
        .collect()
}

/// The home handicap, on a grid of `step` hundredths offset by `offset`, that makes the two sides the closest to
/// even; the lines `count` steps either side of it follow.
pub fn handicap_lines(margins: &Pmf, step: i32, offset: i32, count: i32) -> Vec<i32> {
    let center = lines_around(-margins.mean(), step, offset);
    (-count..=count).map(|i| center + i * step).collect()
}

/// Total lines on a grid of `step` hundredths offset by `offset`, `count` steps either side of the mean.
pub fn total_lines(totals: &Pmf, step: i32, offset: i32, count: i32) -> Vec<i32> {
    let center = lines_around(totals.mean(), step, offset);
    (-count..=count).map(|i| center + i * step).filter(|&line| line > 0).collect()
}

/// The money line (home/away, line 0) of a margin distribution; offered however lopsided, as it is the main
/// market.
pub fn money_line(margins: &Pmf, prices: &Margins) -> Market {
    let kind = MarketKind::MoneyLine;
    let settle = |margin: i64, code: &str| if code == "home" { handicap(margin, 0) } else { handicap(-margin, 0) };
    two_way_line(MarketKey::new(kind), ["home", "away"], margins.iter(), settle, prices.of(kind), 0.0)
        .unwrap_or_else(|| partition(MarketKey::new(kind), &codes(&["home", "away"], &[0.5, 0.5]), prices.of(kind)))
}

/// The grid line nearest `value` (goals or points).
fn lines_around(value: f64, step: i32, offset: i32) -> i32 {
    let steps = ((value * 100.0 - f64::from(offset)) / f64::from(step)).round() as i32;
    offset + steps * step
}

/// The correct-score market from the probability of each (home, away) score: every score the sport lists, then
/// `other` for the rest (when there is any rest).
pub fn correct_score(sport: Sport, scores: &[((u32, u32), f64)], prices: &Margins) -> Market {
    let mut fair: Vec<(String, f64)> = Vec::new();
    let mut other = 0.0;
    for &((home, away), p) in scores {
        if listed_score(sport, home, away) {
            fair.push((format!("{home}-{away}"), p));
        } else {
            other += p;
        }
    }
    if other > 0.0 {
        fair.push(("other".to_string(), other));
    }
    let kind = MarketKind::CorrectScore;
    partition(MarketKey::new(kind), &fair, prices.of(kind))
}

/// Codes paired with probabilities.
pub fn codes(codes: &[&str], fair: &[f64]) -> Vec<(String, f64)> {
    codes.iter().zip(fair).map(|(code, &p)| ((*code).to_string(), p)).collect()
}
