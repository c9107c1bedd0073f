//! Money in integer minor units (kuruş). Never floats in storage or arithmetic; on the wire a JSON
//! number in major units with at most two decimals.

use serde::{Deserialize, Serialize};

use crate::validation::Invalid;

/// An amount in minor units (1 TRY = 100 kuruş).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Money(pub i64);

impl Money {
    pub const ZERO: Money = Money(0);

    pub fn minor(self) -> i64 {
        self.0
    }

    /// Parses a decimal in major units (`125`, `125.5`, `125.50`); more than two decimals, signs,
    /// exponents and overflow are refused.
    pub fn parse_major(text: &str) -> Result<Money, Invalid> {
        let invalid = || Invalid::new("validation.amount");
        let text = text.trim();
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        if whole.is_empty()
            || !whole.bytes().all(|b| b.is_ascii_digit())
            || !fraction.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(invalid());
        }
        if fraction.len() > 2 {
            return Err(Invalid::new("validation.amount_decimals"));
        }
        let whole: i64 = whole.parse().map_err(|_| invalid())?;
        let cents: i64 = format!("{fraction:0<2}").parse().map_err(|_| invalid())?;
        whole.checked_mul(100).and_then(|w| w.checked_add(cents)).map(Money).ok_or_else(invalid)
    }

    /// The amount as a JSON number in major units (`12550` → `125.5`).
    pub fn to_major_json(self) -> f64 {
        // Exact for every amount below 2^53 kuruş; the shortest decimal form prints back as written.
        self.0 as f64 / 100.0
    }
}

impl std::fmt::Display for Money {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{:02}", (self.0 / 100).abs(), (self.0 % 100).abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_major_units_exactly() {
        assert_eq!(Money::parse_major("125.5"), Ok(Money(12550)));
        assert_eq!(Money::parse_major("125.50"), Ok(Money(12550)));
        assert_eq!(Money::parse_major("0.01"), Ok(Money(1)));
        assert_eq!(Money::parse_major("7"), Ok(Money(700)));
        assert_eq!(Money::parse_major("1.005").unwrap_err().key, "validation.amount_decimals");
        for bad in ["", "-1", "1e3", "abc", ".5", "99999999999999999999"] {
            assert!(Money::parse_major(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn shows_two_decimals() {
        assert_eq!(Money(12550).to_string(), "125.50");
        assert_eq!(Money(-5).to_string(), "-0.05");
        assert_eq!(Money(12550).to_major_json(), 125.5);
    }
}
