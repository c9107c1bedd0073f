//! The bookmaker's margin: how much each market keeps, how it is spread over a market's outcomes (the power
//! method), and turning fair probabilities into a priced [`Market`].
//!
//! The power method (Clarke, Kovalchik and Ingram, "Adjusting bookmaker's odds to allow for overround", 2017)
//! raises every fair probability to one power k < 1, chosen so that the results sum to 1 + margin. Long shots are
//! raised more than favourites, as real books do (the favourite-longshot bias), and a probability never passes 1.
//! Shin's model (Shin 1993) gives much the same prices from a model of insider trading; the power method needs
//! no iteration inside an iteration, so it is the one used here.

use serde::{Deserialize, Serialize};

use super::{
    market::{Market, MarketKey, MarketKind, Priced},
    odds::Odds,
    settle::LegResult,
};

/// The margin of each market kind: `default` for any kind not in `by_kind`. A margin of 0.05 makes a market's
/// implied probabilities sum to 1.05.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Margins {
    pub default: f64,
    pub by_kind: Vec<(MarketKind, f64)>,
}

impl Default for Margins {
    /// 5 %, more on the many-outcome markets (correct score 15 %, half time / full time 12 %), less on the
    /// two-way lines punters compare across books (Asian handicap and money line 4 %).
    fn default() -> Margins {
        Margins {
            default: 0.05,
            by_kind: vec![
                (MarketKind::CorrectScore, 0.15),
                (MarketKind::HalfTimeFullTime, 0.12),
                (MarketKind::AsianHandicap, 0.04),
                (MarketKind::MoneyLine, 0.04),
            ],
        }
    }
}

impl Margins {
    /// The margin of a kind (a raw identifier: call it as `margins.r#for(kind)`, or use [`Margins::of`]).
    pub fn r#for(&self, kind: MarketKind) -> f64 {
        self.of(kind)
    }

    /// The margin of a kind, clamped to 0 ..= 0.5.
    pub fn of(&self, kind: MarketKind) -> f64 {
        let margin = self.by_kind.iter().find(|(k, _)| *k == kind).map_or(self.default, |&(_, margin)| margin);
        if margin.is_nan() { 0.0 } else { margin.clamp(0.0, 0.5) }
    }
}

/// The margined implied probabilities of fair probabilities `fair` (summing to 1) by the power method: `fair[i]^k`
/// with k in (0, 1] found by bisection so they sum to `1 + margin`. With fewer than two outcomes above zero no
/// power can add a margin; each is then scaled by `1 + margin`.
pub fn apply_margin(fair: &[f64], margin: f64) -> Vec<f64> {
    let fair: Vec<f64> = fair.iter().map(|&p| if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) }).collect();
    let target = 1.0 + margin.max(0.0);
    let sum_at = |k: f64| fair.iter().filter(|&&p| p > 0.0).map(|&p| p.powf(k)).sum::<f64>();
    let positive = fair.iter().filter(|&&p| p > 0.0).count();
    if margin <= 0.0 || positive < 2 || sum_at(1e-9) <= target {
        return fair.iter().map(|&p| p * target).collect();
    }
    let (mut low, mut high) = (1e-9, 1.0);
    for _ in 0..100 {
        let k = 0.5 * (low + high);
        if sum_at(k) > target {
            low = k;
        } else {
            high = k;
        }
    }
    let k = 0.5 * (low + high);
    fair.iter().map(|&p| if p > 0.0 { p.powf(k) } else { 0.0 }).collect()
}

/// A market of outcomes that partition the results (one and only one wins), priced at `margin`.
pub fn partition(key: MarketKey, fair: &[(String, f64)], margin: f64) -> Market {
    let total: f64 = fair.iter().map(|(_, p)| p).sum();
    let probabilities: Vec<f64> = fair.iter().map(|(_, p)| if total > 0.0 { p / total } else { 0.0 }).collect();
    let margined = apply_margin(&probabilities, margin);
    let outcomes = fair
        .iter()
        .zip(probabilities.iter().zip(margined))
        .map(|((code, _), (&probability, implied))| Priced {
            code: code.clone(),
            probability,
            odds: Odds::from_probability(implied),
        })
        .collect();
    Market { key, outcomes }
}

/// A market each of whose outcomes is priced as a two-way bet against its complement (double chance: every
/// outcome covers two of three results, so their probabilities sum to 2).
pub fn complements(key: MarketKey, fair: &[(String, f64)], margin: f64) -> Market {
    let outcomes = fair
        .iter()
        .map(|(code, p)| {
            let p = p.clamp(0.0, 1.0);
            let implied = apply_margin(&[p, 1.0 - p], margin)[0];
            Priced { code: code.clone(), probability: p, odds: Odds::from_probability(implied) }
        })
        .collect();
    Market { key, outcomes }
}

/// A two-way line market (handicap or total) priced from a distribution of whatever it settles on, `settle`
/// saying what each outcome does at each value. An outcome's fair probability is its paid share over its
/// unrefunded share, `E[paid] / (1 − E[refunded])` (a whole-line push refunds the stake, a half result half of
/// it), which makes the fair odds break even and the two outcomes sum to 1. `None` when the line is all but
/// decided (an outcome below `floor`) or always refunded.
pub fn two_way_line(
    key: MarketKey,
    codes: [&str; 2],
    values: impl Iterator<Item = (i64, f64)> + Clone,
    settle: impl Fn(i64, &str) -> LegResult,
    margin: f64,
    floor: f64,
) -> Option<Market> {
    let mut fair = Vec::with_capacity(2);
    for code in codes {
        let (mut refunded, mut paid) = (0.0, 0.0);
        for (value, p) in values.clone() {
            let (r, w) = settle(value, code).halves();
            refunded += p * f64::from(r) / 2.0;
            paid += p * f64::from(w) / 2.0;
        }
        if 1.0 - refunded < 1e-9 {
            return None;
        }
        fair.push((code.to_string(), paid / (1.0 - refunded)));
    }
    if fair.iter().any(|(_, p)| *p < floor) {
        return None;
    }
    Some(partition(key, &fair, margin))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_power_method_adds_the_margin_and_favours_favourites() {
        let margined = apply_margin(&[0.6, 0.25, 0.15], 0.05);
        assert!((margined.iter().sum::<f64>() - 1.05).abs() < 1e-9);
        // The long shot carries relatively more margin.
        assert!(margined[2] / 0.15 > margined[0] / 0.6);
        assert_eq!(apply_margin(&[1.0, 0.0], 0.05), vec![1.05, 0.0]);
        assert_eq!(apply_margin(&[0.5, 0.5], 0.0), vec![0.5, 0.5]);
    }

    #[test]
    fn margins_by_kind() {
        let margins = Margins::default();
        assert_eq!(margins.r#for(MarketKind::CorrectScore), 0.15);
        assert_eq!(margins.of(MarketKind::Total), 0.05);
    }
}
