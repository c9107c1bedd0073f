//! Responsible gambling's rules (issue 22): a player's deposit, loss and wager limits per calendar day, week and
//! month (Europe/Istanbul), the session time limit, and how a change takes effect — a stricter limit at once, a
//! looser one (or none) only 24 hours later and once the player confirms it then. No I/O: the store counts usage
//! and the API asks these rules.

use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveDate, NaiveTime, TimeZone, Utc};

use crate::money::Money;

/// How long a loosening waits before the player may confirm it.
pub const COOLING_OFF: Duration = Duration::hours(24);

/// Share of a limit (in percent) at which the player is told they are near it.
pub const ALERT_PERCENT: i64 = 80;

/// What a money limit counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LimitKind {
    /// Deposits asked for (pending or confirmed).
    Deposit,
    /// Net loss: bets minus wins (rolled-back bets do not count).
    Loss,
    /// Sum of bets (rolled-back bets do not count).
    Wager,
}

impl LimitKind {
    pub const ALL: [LimitKind; 3] = [LimitKind::Deposit, LimitKind::Loss, LimitKind::Wager];

    pub fn code(self) -> &'static str {
        match self {
            LimitKind::Deposit => "deposit",
            LimitKind::Loss => "loss",
            LimitKind::Wager => "wager",
        }
    }

    pub fn from_code(code: &str) -> Option<LimitKind> {
        LimitKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// The calendar period a money limit counts over, in Istanbul time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Period {
    Day,
    /// Monday to Sunday.
    Week,
    Month,
}

impl Period {
    pub const ALL: [Period; 3] = [Period::Day, Period::Week, Period::Month];

    pub fn code(self) -> &'static str {
        match self {
            Period::Day => "daily",
            Period::Week => "weekly",
            Period::Month => "monthly",
        }
    }

    pub fn from_code(code: &str) -> Option<Period> {
        Period::ALL.into_iter().find(|p| p.code() == code)
    }

    /// When the period holding `now` began (UTC).
    pub fn start(self, now: DateTime<Utc>) -> DateTime<Utc> {
        let local = now.with_timezone(&istanbul()).date_naive();
        let first = match self {
            Period::Day => local,
            Period::Week => local - Duration::days(i64::from(local.weekday().num_days_from_monday())),
            Period::Month => local.with_day(1).unwrap_or(local),
        };
        midnight(first)
    }

    /// When the period holding `now` ends and the next begins (UTC): when a limit reached in it lifts.
    pub fn end(self, now: DateTime<Utc>) -> DateTime<Utc> {
        let start = self.start(now).with_timezone(&istanbul()).date_naive();
        let next = match self {
            Period::Day => start + Duration::days(1),
            Period::Week => start + Duration::days(7),
            Period::Month => {
                let (y, m) =
                    if start.month() == 12 { (start.year() + 1, 1) } else { (start.year(), start.month() + 1) };
                NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(start + Duration::days(31))
            }
        };
        midnight(next)
    }
}

/// Turkey's time: UTC+3 all year since 2016.
fn istanbul() -> FixedOffset {
    FixedOffset::east_opt(3 * 3600).expect("a valid offset")
}

fn midnight(date: NaiveDate) -> DateTime<Utc> {
    istanbul()
        .from_local_datetime(&date.and_time(NaiveTime::MIN))
        .single()
        .map_or_else(|| date.and_time(NaiveTime::MIN).and_utc(), |t| t.with_timezone(&Utc))
}

/// A loosening (a raise or a removal) waiting: the value it sets (`None`: no limit) and from when the player
/// may confirm it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pending {
    pub value: Option<i64>,
    pub from: DateTime<Utc>,
}

/// What a player's (or an operator's) change of a limit comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Stricter (or the same): in force now; any waiting loosening is dropped.
    Now(i64),
    /// Looser, or removing: waits, the current limit stays until the player confirms after `from`.
    Later(Pending),
    /// Nothing to do (no limit, none wanted).
    Nothing,
}

/// How a change from `current` to `wanted` (values in kuruş or minutes; `None` is no limit) takes effect at
/// `now`: a lowering at once, a raise or a removal only after [`COOLING_OFF`], confirmed.
pub fn change(current: Option<i64>, wanted: Option<i64>, now: DateTime<Utc>) -> Change {
    match (current, wanted) {
        (_, Some(w)) if current.is_none_or(|c| w <= c) => Change::Now(w),
        (None, None) => Change::Nothing,
        (_, wanted) => Change::Later(Pending { value: wanted, from: now + COOLING_OFF }),
    }
}

/// An operator may only make a limit stricter: setting `wanted` over `current` is allowed when it is a
/// lowering (or a first limit).
pub fn is_stricter(current: Option<i64>, wanted: i64) -> bool {
    current.is_none_or(|c| wanted <= c)
}

/// A limit that a movement would pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exceeded {
    pub kind: LimitKind,
    pub period: Period,
    pub limit: Money,
    /// What is left in the period (never below zero).
    pub left: Money,
    /// When the period ends and the limit lifts.
    pub lifts_at: DateTime<Utc>,
}

/// What is left of `limit` when `used` counts against it (never below zero).
pub fn left(limit: Money, used: Money) -> Money {
    Money((limit.0 - used.0).max(0))
}

/// Whether adding `amount` to `used` stays within `limit` (exactly at the limit passes).
pub fn allows(limit: Money, used: Money, amount: Money) -> bool {
    used.0.saturating_add(amount.0) <= limit.0
}

/// Whether usage going from `before` to `after` crossed [`ALERT_PERCENT`] of `limit`.
pub fn crossed_alert(limit: Money, before: Money, after: Money) -> bool {
    let at = |used: Money| i128::from(used.0) * 100 >= i128::from(limit.0) * i128::from(ALERT_PERCENT);
    limit.0 > 0 && !at(before) && at(after)
}

/// The session time limit's bounds, in minutes.
pub const SESSION_MINUTES: (i64, i64) = (5, 24 * 60);

/// Reality-check intervals allowed, in minutes (the default first).
pub const REALITY_CHECK_MINUTES: [i64; 5] = [60, 15, 30, 45, 120];

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn periods_are_istanbul_calendar_days_weeks_and_months() {
        // 2026-11-24 is a Tuesday; 01:30 in Istanbul is 22:30 UTC the day before.
        let now = at("2026-11-23T22:30:00Z");
        assert_eq!(Period::Day.start(now), at("2026-11-23T21:00:00Z"));
        assert_eq!(Period::Day.end(now), at("2026-11-24T21:00:00Z"));
        assert_eq!(Period::Week.start(now), at("2026-11-22T21:00:00Z"));
        assert_eq!(Period::Week.end(now), at("2026-11-29T21:00:00Z"));
        assert_eq!(Period::Month.start(now), at("2026-10-31T21:00:00Z"));
        assert_eq!(Period::Month.end(now), at("2026-11-30T21:00:00Z"));
        let december = at("2026-12-15T10:00:00Z");
        assert_eq!(Period::Month.end(december), at("2026-12-31T21:00:00Z"));
        // The first instant of a period belongs to it.
        assert_eq!(Period::Day.start(at("2026-11-23T21:00:00Z")), at("2026-11-23T21:00:00Z"));
    }

    #[test]
    fn lowering_is_immediate_and_loosening_waits_a_day() {
        let now = at("2026-11-24T10:00:00Z");
        assert_eq!(change(None, Some(500), now), Change::Now(500));
        assert_eq!(change(Some(500), Some(400), now), Change::Now(400));
        assert_eq!(change(Some(500), Some(500), now), Change::Now(500));
        let later = Pending { value: Some(600), from: at("2026-11-25T10:00:00Z") };
        assert_eq!(change(Some(500), Some(600), now), Change::Later(later));
        assert_eq!(change(Some(500), None, now), Change::Later(Pending { value: None, from: later.from }));
        assert_eq!(change(None, None, now), Change::Nothing);
        assert!(is_stricter(None, 1) && is_stricter(Some(5), 5) && !is_stricter(Some(5), 6));
    }

    #[test]
    fn limits_allow_up_to_exactly_the_limit_and_alert_once_at_eighty_percent() {
        assert!(allows(Money(1000), Money(900), Money(100)));
        assert!(!allows(Money(1000), Money(900), Money(101)));
        assert!(allows(Money(1000), Money(-500), Money(1500)));
        assert_eq!(left(Money(1000), Money(1200)), Money(0));
        assert!(crossed_alert(Money(1000), Money(799), Money(800)));
        assert!(!crossed_alert(Money(1000), Money(800), Money(900)));
        assert!(!crossed_alert(Money(1000), Money(0), Money(799)));
    }
}
