//! Decimal odds, held exactly in thousandths, and the ladder prices are rounded to.

use serde::{Deserialize, Serialize};

/// Decimal odds in thousandths: `1850` is 1.85 (a winning 100 ₺ stake returns 185 ₺). Always at least 1.001.
/// On the wire it is the number of thousandths (`1850`); a value of 1000 or less is refused when read.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct Odds(u32);

impl TryFrom<u32> for Odds {
    type Error = String;

    fn try_from(thousandths: u32) -> Result<Odds, String> {
        Odds::from_thousandths(thousandths).ok_or_else(|| format!("odds of {thousandths} thousandths are not above 1"))
    }
}

impl From<Odds> for u32 {
    fn from(odds: Odds) -> u32 {
        odds.0
    }
}

impl Odds {
    /// The lowest odds a price is given at: 1.01.
    pub const MIN_PRICE: Odds = Odds(1010);
    /// The highest odds a price is given at: 1000.
    pub const MAX_PRICE: Odds = Odds(1_000_000);

    /// Odds of `thousandths` / 1000, if above 1.
    pub fn from_thousandths(thousandths: u32) -> Option<Odds> {
        (thousandths >= 1001).then_some(Odds(thousandths))
    }

    /// The odds in thousandths.
    pub fn thousandths(self) -> u32 {
        self.0
    }

    /// The price for an implied probability `p`, on the ladder: 1/p rounded to the nearest 0.01 below 10,
    /// to the nearest 0.5 from 10 to 20 and to a whole number from 20; clamped to 1.01 ..= 1000. A `p` that is
    /// not a number or not positive gives 1000.
    pub fn from_probability(p: f64) -> Odds {
        if p.is_nan() || p <= 0.0 {
            return Odds::MAX_PRICE;
        }
        let decimal = 1.0 / p;
        let step = if decimal < 9.995 {
            10.0
        } else if decimal < 19.75 {
            500.0
        } else {
            1000.0
        };
        let rounded = ((decimal * 1000.0 / step).round() * step).clamp(1010.0, 1_000_000.0);
        // In range by the clamp, a whole number by the rounding.
        Odds(rounded as u32)
    }

    /// The implied probability 1 / odds.
    pub fn implied(self) -> f64 {
        1000.0 / f64::from(self.0)
    }

    /// The odds as a decimal number (only for display and statistics, never for money).
    pub fn decimal(self) -> f64 {
        f64::from(self.0) / 1000.0
    }
}

impl std::fmt::Display for Odds {
    /// Two decimals, as the site shows odds (`1.85`, `12.50`); a third only when it is not zero.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whole, frac) = (self.0 / 1000, self.0 % 1000);
        if frac % 10 == 0 { write!(f, "{whole}.{:02}", frac / 10) } else { write!(f, "{whole}.{frac:03}") }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_odds_above_one() {
        assert_eq!(Odds::from_thousandths(1000), None);
        assert_eq!(Odds::from_thousandths(1001).map(Odds::thousandths), Some(1001));
    }

    #[test]
    fn probabilities_land_on_the_ladder() {
        assert_eq!(Odds::from_probability(0.5).thousandths(), 2000);
        assert_eq!(Odds::from_probability(1.0 / 1.853).thousandths(), 1850);
        assert_eq!(Odds::from_probability(1.0 / 12.3).thousandths(), 12_500);
        assert_eq!(Odds::from_probability(1.0 / 41.3).thousandths(), 41_000);
        assert_eq!(Odds::from_probability(0.999).thousandths(), 1010);
        assert_eq!(Odds::from_probability(1e-9).thousandths(), 1_000_000);
        assert_eq!(Odds::from_probability(0.0).thousandths(), 1_000_000);
        assert_eq!(Odds::from_probability(f64::NAN).thousandths(), 1_000_000);
    }

    #[test]
    fn serde_is_the_thousandths_and_checks_them() {
        assert_eq!(serde_json::to_string(&Odds(1850)).ok(), Some("1850".to_string()));
        assert_eq!(serde_json::from_str::<Odds>("1850").ok(), Some(Odds(1850)));
        assert!(serde_json::from_str::<Odds>("1000").is_err());
    }

    #[test]
    fn shows_two_decimals() {
        assert_eq!(Odds(1850).to_string(), "1.85");
        assert_eq!(Odds(12_500).to_string(), "12.50");
        assert_eq!(Odds(1005).to_string(), "1.005");
        assert!((Odds(2500).implied() - 0.4).abs() < 1e-12);
    }
}
