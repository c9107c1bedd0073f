//! Sessions of players and operators: why one ends, and whether a presented one is still live. One set of
//! rules for both kinds, so their timeouts, end reasons and activity tracking cannot drift apart.

use chrono::{DateTime, Duration, Utc};

/// A session's last-seen time is written at most this often: one write per request would cost more than
/// idle timeouts (minutes) need.
pub const TOUCH_EVERY: Duration = Duration::seconds(15);

/// Why a session ended. Stored as [`EndReason::as_str`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    Logout,
    /// Ended by its owner from another session (the session history).
    Revoked,
    /// Every other session ends when the password changes.
    PasswordChanged,
    PasswordReset,
    /// No activity for longer than the idle timeout.
    Idle,
    /// Older than its absolute lifetime.
    Expired,
    /// The player was blocked by an operator.
    Blocked,
    /// The operator was disabled.
    Disabled,
    /// The player's session time limit was reached.
    SessionLimit,
    /// The player took a time-out or excluded themselves.
    Excluded,
    /// The player closed their account.
    Closed,
    /// An operator ended this one session (the back office's player page).
    EndedByOperator,
}

impl EndReason {
    pub const ALL: [EndReason; 12] = [
        EndReason::Logout,
        EndReason::Revoked,
        EndReason::PasswordChanged,
        EndReason::PasswordReset,
        EndReason::Idle,
        EndReason::Expired,
        EndReason::Blocked,
        EndReason::Disabled,
        EndReason::SessionLimit,
        EndReason::Excluded,
        EndReason::Closed,
        EndReason::EndedByOperator,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::Logout => "logout",
            EndReason::Revoked => "revoked",
            EndReason::PasswordChanged => "password_changed",
            EndReason::PasswordReset => "password_reset",
            EndReason::Idle => "idle",
            EndReason::Expired => "expired",
            EndReason::Blocked => "blocked",
            EndReason::Disabled => "disabled",
            EndReason::SessionLimit => "session_limit",
            EndReason::Excluded => "excluded",
            EndReason::Closed => "closed",
            EndReason::EndedByOperator => "ended_by_operator",
        }
    }

    /// The reason stored as `text`, if it is one.
    pub fn parse(text: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|reason| reason.as_str() == text)
    }

    /// Why a stored session ended: `None` while it has not; an ended one whose reason is missing or unknown
    /// counts as a logout (nothing to explain).
    pub fn of_stored(ended_at: Option<DateTime<Utc>>, reason: Option<&str>) -> Option<EndReason> {
        ended_at.map(|_| reason.and_then(EndReason::parse).unwrap_or(EndReason::Logout))
    }
}

/// How long sessions of one kind last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// A session ends after this long without activity.
    pub idle: std::time::Duration,
    /// A session ends this long after login, however active.
    pub lifetime: std::time::Duration,
}

impl Timeouts {
    /// When a session opened at `now` ends at the latest.
    pub fn expires_at(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        now + Duration::from_std(self.lifetime).unwrap_or(Duration::MAX)
    }

    fn idle(&self) -> Duration {
        Duration::from_std(self.idle).unwrap_or(Duration::MAX)
    }
}

/// What the store knows of a presented session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Presented {
    /// Why it ended, when it has.
    pub ended: Option<EndReason>,
    pub expires_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// When the player's session time limit ends it, if they have one.
    pub limit_at: Option<DateTime<Utc>>,
    /// The owner may no longer use any session (a blocked player, a disabled operator): why.
    pub barred: Option<EndReason>,
}

/// Whether a request keeps its session alive (background polling does not).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activity {
    Active,
    Passive,
}

/// What to do with a presented session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// It ended earlier, for this reason: refuse.
    Ended(EndReason),
    /// It ends now, for this reason: record that, then refuse.
    End(EndReason),
    /// It is live; `touch`: write `now` as its last-seen time.
    Live { touch: bool },
}

/// The rules every session follows at `now`: barred owner, then lifetime, then the session limit, then idleness.
pub fn check(session: &Presented, timeouts: &Timeouts, activity: Activity, now: DateTime<Utc>) -> Verdict {
    if let Some(reason) = session.ended {
        Verdict::Ended(reason)
    } else if let Some(reason) = session.barred {
        Verdict::End(reason)
    } else if now >= session.expires_at {
        Verdict::End(EndReason::Expired)
    } else if session.limit_at.is_some_and(|limit| now >= limit) {
        Verdict::End(EndReason::SessionLimit)
    } else if now >= session.last_seen_at + timeouts.idle() {
        Verdict::End(EndReason::Idle)
    } else {
        Verdict::Live { touch: activity == Activity::Active && now - session.last_seen_at >= TOUCH_EVERY }
    }
}

/// When a session that was not explicitly ended stopped being usable at `now` (idle or past its lifetime),
/// for the session history.
pub fn lapsed(
    last_seen_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
    idle: std::time::Duration,
    now: DateTime<Utc>,
) -> Option<(DateTime<Utc>, EndReason)> {
    let idle_end = last_seen_at + Duration::from_std(idle).unwrap_or(Duration::MAX);
    let (at, reason) =
        if idle_end < expires_at { (idle_end, EndReason::Idle) } else { (expires_at, EndReason::Expired) };
    (now >= at).then_some((at, reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t0() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-01-01T12:00:00Z").map(|t| t.to_utc()).unwrap_or_default()
    }

    const TIMEOUTS: Timeouts = Timeouts {
        idle: std::time::Duration::from_secs(30 * 60),
        lifetime: std::time::Duration::from_secs(24 * 60 * 60),
    };

    fn fresh() -> Presented {
        Presented {
            ended: None,
            expires_at: TIMEOUTS.expires_at(t0()),
            last_seen_at: t0(),
            limit_at: None,
            barred: None,
        }
    }

    #[test]
    fn end_reasons_round_trip_through_their_stored_names() {
        for reason in EndReason::ALL {
            assert_eq!(EndReason::parse(reason.as_str()), Some(reason));
        }
        assert_eq!(EndReason::parse("bored"), None);
    }

    #[test]
    fn live_sessions_are_touched_only_by_activity_and_at_most_every_15_seconds() {
        let at = |secs| t0() + Duration::seconds(secs);
        assert_eq!(check(&fresh(), &TIMEOUTS, Activity::Active, at(14)), Verdict::Live { touch: false });
        assert_eq!(check(&fresh(), &TIMEOUTS, Activity::Active, at(15)), Verdict::Live { touch: true });
        assert_eq!(check(&fresh(), &TIMEOUTS, Activity::Passive, at(600)), Verdict::Live { touch: false });
    }

    #[test]
    fn sessions_end_barred_first_then_expired_then_idle() {
        let late = t0() + Duration::hours(25);
        assert_eq!(check(&fresh(), &TIMEOUTS, Activity::Active, late), Verdict::End(EndReason::Expired));
        let idle = t0() + Duration::minutes(30);
        assert_eq!(check(&fresh(), &TIMEOUTS, Activity::Passive, idle), Verdict::End(EndReason::Idle));
        let blocked = Presented { barred: Some(EndReason::Blocked), ..fresh() };
        assert_eq!(check(&blocked, &TIMEOUTS, Activity::Active, late), Verdict::End(EndReason::Blocked));
        let ended = Presented { ended: Some(EndReason::Revoked), ..blocked };
        assert_eq!(check(&ended, &TIMEOUTS, Activity::Active, t0()), Verdict::Ended(EndReason::Revoked));
        let limited = Presented { limit_at: Some(t0() + Duration::minutes(5)), ..fresh() };
        assert_eq!(check(&limited, &TIMEOUTS, Activity::Active, idle), Verdict::End(EndReason::SessionLimit));
        let minute = t0() + Duration::minutes(4);
        assert_eq!(check(&limited, &TIMEOUTS, Activity::Passive, minute), Verdict::Live { touch: false });
    }

    #[test]
    fn lapsed_sessions_end_at_the_earlier_of_idle_and_lifetime() {
        let idle = TIMEOUTS.idle;
        let expires = TIMEOUTS.expires_at(t0());
        assert_eq!(lapsed(t0(), expires, idle, t0() + Duration::minutes(29)), None);
        assert_eq!(
            lapsed(t0(), expires, idle, t0() + Duration::minutes(31)),
            Some((t0() + Duration::minutes(30), EndReason::Idle))
        );
        let late = t0() + Duration::hours(23) + Duration::minutes(50);
        assert_eq!(lapsed(late, expires, idle, late + Duration::hours(1)), Some((expires, EndReason::Expired)));
    }
}
