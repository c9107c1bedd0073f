//! The back office's reports: the period they cover, in whole days of the site's time zone (Europe/Istanbul,
//! UTC+3 all year), and how their money figures are derived from the ledger (docs/decisions.md).

use chrono::{DateTime, Duration, NaiveDate, Utc};

use crate::{responsible, validation::Invalid};

/// The site's time zone, as reports name it.
pub const TIME_ZONE: &str = "Europe/Istanbul";
/// Days a period covers when `from` is not given.
pub const DEFAULT_DAYS: i64 = 30;
/// The longest period, in days.
pub const MAX_DAYS: i64 = 366;

/// Whole days `from`..=`to` in Istanbul.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

/// Why a period was refused, by field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PeriodError {
    From(Invalid),
    To(Invalid),
}

impl Period {
    /// From the query's `from` and `to` (`YYYY-MM-DD`, both inclusive); `to` defaults to today in Istanbul at
    /// `now`, `from` to [`DEFAULT_DAYS`] days ending on `to`. At most [`MAX_DAYS`] days, `from` ≤ `to`.
    pub fn parse(from: Option<&str>, to: Option<&str>, now: DateTime<Utc>) -> Result<Period, PeriodError> {
        let date = |text: Option<&str>| -> Result<Option<NaiveDate>, Invalid> {
            match text.map(str::trim).filter(|t| !t.is_empty()) {
                None => Ok(None),
                Some(t) => NaiveDate::parse_from_str(t, "%Y-%m-%d")
                    .map(Some)
                    .map_err(|_| Invalid::new("validation.date_format")),
            }
        };
        let to = date(to).map_err(PeriodError::To)?.unwrap_or_else(|| local_date(now));
        let from = date(from).map_err(PeriodError::From)?.unwrap_or(to - Duration::days(DEFAULT_DAYS - 1));
        if from > to {
            return Err(PeriodError::To(Invalid::new("validation.date_range")));
        }
        if (to - from).num_days() + 1 > MAX_DAYS {
            return Err(PeriodError::From(Invalid::new("report.period_too_long").arg("max", MAX_DAYS)));
        }
        Ok(Period { from, to })
    }

    /// The first instant of the period.
    pub fn start(&self) -> DateTime<Utc> {
        responsible::midnight(self.from)
    }

    /// The first instant after the period.
    pub fn end(&self) -> DateTime<Utc> {
        responsible::midnight(self.to + Duration::days(1))
    }

    /// Every day of the period, in order.
    pub fn days(&self) -> impl Iterator<Item = NaiveDate> + use<> {
        let from = self.from;
        (0..=(self.to - self.from).num_days()).map(move |n| from + Duration::days(n))
    }
}

/// The Istanbul calendar day of `instant`.
pub fn local_date(instant: DateTime<Utc>) -> NaiveDate {
    instant.with_timezone(&responsible::istanbul()).date_naive()
}

/// The game figures of a set of ledger movements, in kuruş, from the house's and the bonus funds' side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GameFigures {
    /// Stakes taken by the house, less the stakes it refunded (rollbacks).
    pub bets: i64,
    /// Paid out to players.
    pub wins: i64,
    /// Bonus money that left the bonus funds (granted, less forfeited and returned).
    pub bonus_cost: i64,
}

impl GameFigures {
    /// Gross gaming revenue: bets − wins.
    pub fn ggr(&self) -> i64 {
        self.bets - self.wins
    }

    /// Net gaming revenue: GGR − bonus cost.
    pub fn ngr(&self) -> i64 {
        self.ggr() - self.bonus_cost
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).map(|t| t.to_utc()).unwrap_or_default()
    }

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap_or_default()
    }

    #[test]
    fn a_period_defaults_to_the_last_thirty_istanbul_days() {
        // 22:30 UTC on the 24th is already the 25th in Istanbul.
        let period = Period::parse(None, None, at("2026-11-24T22:30:00Z"))
            .unwrap_or(Period { from: day("2000-01-01"), to: day("2000-01-01") });
        assert_eq!((period.from, period.to), (day("2026-10-27"), day("2026-11-25")));
        assert_eq!(period.days().count(), 30);
        assert_eq!(period.start(), at("2026-10-26T21:00:00Z"));
        assert_eq!(period.end(), at("2026-11-25T21:00:00Z"));
    }

    #[test]
    fn a_period_is_checked() {
        let now = at("2026-11-24T12:00:00Z");
        assert!(matches!(Period::parse(Some("2026-11-02"), Some("2026-11-01"), now), Err(PeriodError::To(_))));
        assert!(matches!(Period::parse(Some("01.11.2026"), None, now), Err(PeriodError::From(_))));
        assert!(matches!(Period::parse(Some("2025-01-01"), Some("2026-11-01"), now), Err(PeriodError::From(_))));
        let one = Period::parse(Some("2026-11-01"), Some("2026-11-01"), now);
        assert_eq!(one.map(|p| p.days().count()), Ok(1));
    }

    #[test]
    fn ngr_is_ggr_less_bonus_cost() {
        let figures = GameFigures { bets: 10_000, wins: 7_000, bonus_cost: 500 };
        assert_eq!((figures.ggr(), figures.ngr()), (3_000, 2_500));
    }
}
