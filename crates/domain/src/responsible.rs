//! Responsible gambling's rules (issue 22): a player's deposit, loss and wager limits per calendar day, week and
//! month (Europe/Istanbul), the session time limit, and how a change takes effect — a stricter limit at once, a
//! looser one (or none) only 24 hours later and once the player confirms it then. No I/O: the store counts usage
//! and the API asks these rules.

use std::collections::HashMap;

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
pub fn istanbul() -> FixedOffset {
    FixedOffset::east_opt(3 * 3600).expect("a valid offset")
}

/// The instant `date` begins in Istanbul.
pub fn midnight(date: NaiveDate) -> DateTime<Utc> {
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

/// A limit a movement brought to 80 %: the player is told once per limit and period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alert {
    pub player_id: i64,
    pub kind: LimitKind,
    pub period: Period,
    pub limit: Money,
    pub used: Money,
    /// When the period ends.
    pub lifts_at: DateTime<Utc>,
    /// When the movement happened.
    pub at: DateTime<Utc>,
}

/// Usage by limit kind and period: what counts against the limits now.
pub type Usage = HashMap<(LimitKind, Period), Money>;

/// Money limits of one player: kind, period, amount.
pub type MoneyLimits = Vec<(LimitKind, Period, Money)>;

/// Whether `amount` more stays within every limit given `usage`: the first limit passed (the one lifting last),
/// or the alerts the movement crosses.
pub fn within(
    player_id: i64,
    limits: &[(LimitKind, Period, Money)],
    usage: &Usage,
    amount: Money,
    now: DateTime<Utc>,
) -> Result<Vec<Alert>, Exceeded> {
    let mut passed: Option<Exceeded> = None;
    let mut alerts = Vec::new();
    for &(kind, period, limit) in limits {
        let used = usage.get(&(kind, period)).copied().unwrap_or_default();
        if !allows(limit, used, amount) {
            let exceeded = Exceeded { kind, period, limit, left: left(limit, used), lifts_at: period.end(now) };
            if passed.is_none_or(|p| exceeded.lifts_at > p.lifts_at) {
                passed = Some(exceeded);
            }
        } else if crossed_alert(limit, used, Money(used.0 + amount.0)) {
            alerts.push(Alert {
                player_id,
                kind,
                period,
                limit,
                used: Money(used.0 + amount.0),
                lifts_at: period.end(now),
                at: now,
            });
        }
    }
    match passed {
        Some(exceeded) => Err(exceeded),
        None => Ok(alerts),
    }
}

/// The session time limit's bounds, in minutes.
pub const SESSION_MINUTES: (i64, i64) = (5, 24 * 60);

/// Reality-check intervals a player may pick, in minutes.
pub const REALITY_CHECK_MINUTES: [i64; 5] = [15, 30, 45, 60, 120];

/// The reality-check interval of a player who never picked one.
pub const DEFAULT_REALITY_CHECK_MINUTES: i64 = 60;

/// What keeps a player from playing for a while: a time-out (a short break) or a self-exclusion (a long one,
/// after which the account reopens only on request and after [`REOPEN_WAIT`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExclusionKind {
    Timeout,
    SelfExclusion,
}

impl ExclusionKind {
    pub fn code(self) -> &'static str {
        match self {
            ExclusionKind::Timeout => "timeout",
            ExclusionKind::SelfExclusion => "self_exclusion",
        }
    }

    pub fn from_code(code: &str) -> Option<ExclusionKind> {
        [ExclusionKind::Timeout, ExclusionKind::SelfExclusion].into_iter().find(|k| k.code() == code)
    }
}

/// How long a time-out or a self-exclusion lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExclusionPeriod {
    Hours24,
    Days7,
    Days30,
    Weeks6,
    Months6,
    Year1,
    Years5,
    Permanent,
}

impl ExclusionPeriod {
    pub const ALL: [ExclusionPeriod; 8] = [
        ExclusionPeriod::Hours24,
        ExclusionPeriod::Days7,
        ExclusionPeriod::Days30,
        ExclusionPeriod::Weeks6,
        ExclusionPeriod::Months6,
        ExclusionPeriod::Year1,
        ExclusionPeriod::Years5,
        ExclusionPeriod::Permanent,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ExclusionPeriod::Hours24 => "24h",
            ExclusionPeriod::Days7 => "7d",
            ExclusionPeriod::Days30 => "30d",
            ExclusionPeriod::Weeks6 => "6w",
            ExclusionPeriod::Months6 => "6m",
            ExclusionPeriod::Year1 => "1y",
            ExclusionPeriod::Years5 => "5y",
            ExclusionPeriod::Permanent => "permanent",
        }
    }

    /// The period `code` names, if it is one `kind` offers.
    pub fn for_kind(kind: ExclusionKind, code: &str) -> Option<ExclusionPeriod> {
        ExclusionPeriod::ALL.into_iter().find(|p| p.code() == code && p.kind() == kind)
    }

    pub fn from_code(code: &str) -> Option<ExclusionPeriod> {
        ExclusionPeriod::ALL.into_iter().find(|p| p.code() == code)
    }

    /// Time-outs are the short ones (up to six weeks); self-exclusions are six months or more.
    pub fn kind(self) -> ExclusionKind {
        match self {
            ExclusionPeriod::Hours24 | ExclusionPeriod::Days7 | ExclusionPeriod::Days30 | ExclusionPeriod::Weeks6 => {
                ExclusionKind::Timeout
            }
            _ => ExclusionKind::SelfExclusion,
        }
    }

    /// When one started at `start` ends; `None`: never.
    pub fn ends(self, start: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let months = |n| start.checked_add_months(chrono::Months::new(n));
        match self {
            ExclusionPeriod::Hours24 => Some(start + Duration::hours(24)),
            ExclusionPeriod::Days7 => Some(start + Duration::days(7)),
            ExclusionPeriod::Days30 => Some(start + Duration::days(30)),
            ExclusionPeriod::Weeks6 => Some(start + Duration::weeks(6)),
            ExclusionPeriod::Months6 => months(6),
            ExclusionPeriod::Year1 => months(12),
            ExclusionPeriod::Years5 => months(60),
            ExclusionPeriod::Permanent => None,
        }
    }
}

/// How long an ended self-exclusion waits after the player asks to reopen the account.
pub const REOPEN_WAIT: Duration = Duration::hours(24);

/// A time-out or self-exclusion as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exclusion {
    pub kind: ExclusionKind,
    pub period: ExclusionPeriod,
    pub started_at: DateTime<Utc>,
    /// `None`: permanent.
    pub ends_at: Option<DateTime<Utc>>,
    /// A self-exclusion that ended: when the account reopens (the player asked).
    pub reopen_at: Option<DateTime<Utc>>,
}

impl Exclusion {
    /// Whether it keeps the player from playing and depositing at `now`: a time-out until it ends; a
    /// self-exclusion until the account reopens (asked for after it ended, then [`REOPEN_WAIT`]).
    pub fn in_force(&self, now: DateTime<Utc>) -> bool {
        let running = self.ends_at.is_none_or(|end| now < end);
        match self.kind {
            ExclusionKind::Timeout => running,
            ExclusionKind::SelfExclusion => running || self.reopen_at.is_none_or(|at| now < at),
        }
    }

    /// Whether the player may ask to reopen the account now: a self-exclusion that ended, not asked yet.
    pub fn can_request_reopen(&self, now: DateTime<Utc>) -> bool {
        self.kind == ExclusionKind::SelfExclusion
            && self.reopen_at.is_none()
            && self.ends_at.is_some_and(|end| now >= end)
    }

    /// When the player may play again, if ever known: a time-out's end, a self-exclusion's reopening.
    pub fn lifts_at(&self) -> Option<DateTime<Utc>> {
        match self.kind {
            ExclusionKind::Timeout => self.ends_at,
            ExclusionKind::SelfExclusion => self.reopen_at.or(self.ends_at),
        }
    }
}

/// When a session opened at `opened` next shows the reality check after `now`, every `minutes`: the first
/// whole interval since login that is still to come.
pub fn next_reality_check(opened: DateTime<Utc>, minutes: i64, now: DateTime<Utc>) -> DateTime<Utc> {
    let every = Duration::minutes(minutes.max(1));
    let passed = (now - opened).num_seconds().max(0) / every.num_seconds();
    opened + every * i32::try_from(passed + 1).unwrap_or(i32::MAX)
}

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

    #[test]
    fn exclusions_last_their_period_and_a_self_exclusion_reopens_only_when_asked() {
        let start = at("2026-11-24T10:00:00Z");
        assert_eq!(ExclusionPeriod::Hours24.ends(start), Some(at("2026-11-25T10:00:00Z")));
        assert_eq!(ExclusionPeriod::Weeks6.ends(start), Some(at("2027-01-05T10:00:00Z")));
        assert_eq!(ExclusionPeriod::Months6.ends(start), Some(at("2027-05-24T10:00:00Z")));
        assert_eq!(ExclusionPeriod::Permanent.ends(start), None);
        assert_eq!(ExclusionPeriod::for_kind(ExclusionKind::Timeout, "6m"), None);
        assert_eq!(ExclusionPeriod::for_kind(ExclusionKind::SelfExclusion, "6m"), Some(ExclusionPeriod::Months6));
        let timeout = Exclusion {
            kind: ExclusionKind::Timeout,
            period: ExclusionPeriod::Hours24,
            started_at: start,
            ends_at: ExclusionPeriod::Hours24.ends(start),
            reopen_at: None,
        };
        assert!(timeout.in_force(at("2026-11-25T09:59:59Z")));
        assert!(!timeout.in_force(at("2026-11-25T10:00:00Z")));
        assert!(!timeout.can_request_reopen(at("2026-11-26T10:00:00Z")));
        let end = at("2027-05-24T10:00:00Z");
        let exclusion = Exclusion {
            kind: ExclusionKind::SelfExclusion,
            period: ExclusionPeriod::Months6,
            started_at: start,
            ends_at: Some(end),
            reopen_at: None,
        };
        assert!(exclusion.in_force(end + Duration::days(300)), "it stays in force until the player asks");
        assert!(!exclusion.can_request_reopen(end - Duration::seconds(1)));
        assert!(exclusion.can_request_reopen(end));
        let asked = Exclusion { reopen_at: Some(end + Duration::days(2) + REOPEN_WAIT), ..exclusion };
        assert!(asked.in_force(end + Duration::days(2)));
        assert!(!asked.in_force(end + Duration::days(3)));
        let permanent = Exclusion { period: ExclusionPeriod::Permanent, ends_at: None, ..exclusion };
        assert!(permanent.in_force(start + Duration::days(36500)) && !permanent.can_request_reopen(start));
    }

    #[test]
    fn reality_checks_come_at_whole_intervals_since_login() {
        let login = at("2026-11-24T10:00:00Z");
        assert_eq!(next_reality_check(login, 60, login), at("2026-11-24T11:00:00Z"));
        assert_eq!(next_reality_check(login, 60, at("2026-11-24T11:00:00Z")), at("2026-11-24T12:00:00Z"));
        assert_eq!(next_reality_check(login, 15, at("2026-11-24T10:31:00Z")), at("2026-11-24T10:45:00Z"));
    }
}
