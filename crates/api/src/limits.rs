//! Rate limits on logins (players and operators), registrations, code sending and code checks, per ip and per
//! account. Counters live in the database (`store::rate_limits`) so every instance shares them; see
//! docs/decisions.md. Every counter is named `<action>:<subject>` (`login:ip:203.0.113.7`,
//! `operator_login:user:admin`, `check:player:7`): one format, built only by [`key`].

use std::fmt;

use axum::http::StatusCode;
use domain::clock::Clock;
use store::Db;

use crate::{
    error::Error,
    session::Origin,
    settings::{AccountSettings, Rule},
};

/// What a counter limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Login,
    OperatorLogin,
    Register,
    /// Codes sent (SMS, reset e-mails).
    Send,
    /// The wait between two codes to the same account.
    SendWait,
    /// Entered codes checked.
    Check,
    /// Current-password checks.
    Password,
}

impl Action {
    fn as_str(self) -> &'static str {
        match self {
            Action::Login => "login",
            Action::OperatorLogin => "operator_login",
            Action::Register => "register",
            Action::Send => "send",
            Action::SendWait => "send:wait",
            Action::Check => "check",
            Action::Password => "password",
        }
    }
}

/// Who spends a budget: an address, a username (login and recovery, before anyone is logged in; known or
/// not, so a limit says nothing about existence) or a logged-in player.
#[derive(Debug, Clone, Copy)]
pub enum Subject<'a> {
    Ip(&'a str),
    /// The username's lookup key (lower case).
    Username(&'a str),
    Player(i64),
}

impl fmt::Display for Subject<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Subject::Ip(ip) => write!(f, "ip:{ip}"),
            Subject::Username(key) => write!(f, "user:{key}"),
            Subject::Player(id) => write!(f, "player:{id}"),
        }
    }
}

/// The counter of `action` by `subject`.
pub fn key(action: Action, subject: Subject<'_>) -> String {
    format!("{}:{subject}", action.as_str())
}

/// The per-ip budget of `action`.
pub fn by_ip<'a>(origin: &'a Origin) -> Subject<'a> {
    Subject::Ip(origin.ip_key())
}

/// Before a code is sent for `account`: the per-ip and per-account budgets, then the wait since the last code.
pub async fn before_send(
    db: &Db,
    clock: &Clock,
    settings: &AccountSettings,
    origin: &Origin,
    account: Subject<'_>,
) -> Result<(), Error> {
    let rules = &settings.limits;
    check(db, clock, key(Action::Send, by_ip(origin)), rules.send_ip).await?;
    check(db, clock, key(Action::Send, account), rules.send_account).await?;
    let wait = Rule { max: 1, window: settings.code_resend_wait };
    match hit(db, clock, &key(Action::SendWait, account), wait).await? {
        Some(secs) => Err(Error {
            retry_after: Some(secs),
            ..Error::new(StatusCode::TOO_MANY_REQUESTS, "auth.code_resend_wait").arg("seconds", secs)
        }),
        None => Ok(()),
    }
}

/// Before an entered code is checked for `account`: the per-ip and per-account budgets.
pub async fn before_check(
    db: &Db,
    clock: &Clock,
    settings: &AccountSettings,
    origin: &Origin,
    account: Subject<'_>,
) -> Result<(), Error> {
    let rules = &settings.limits;
    check(db, clock, key(Action::Check, by_ip(origin)), rules.check_ip).await?;
    check(db, clock, key(Action::Check, account), rules.check_account).await
}

/// Counts a hit on `key`; 429 `rate_limited` with Retry-After once the rule's budget is spent.
pub async fn check(db: &Db, clock: &Clock, key: String, rule: Rule) -> Result<(), Error> {
    match hit(db, clock, &key, rule).await? {
        Some(secs) => Err(Error::rate_limited(secs)),
        None => Ok(()),
    }
}

/// Forgets the hits on `key` (a successful login clears its username's failures).
pub async fn clear(db: &Db, key: String) -> Result<(), Error> {
    Ok(store::rate_limits::clear(db, &key).await?)
}

/// Counts a hit; the seconds to wait when over the limit.
async fn hit(db: &Db, clock: &Clock, key: &str, rule: Rule) -> Result<Option<u64>, Error> {
    let now = clock.now().timestamp();
    let window = i64::try_from(rule.window.as_secs()).unwrap_or(i64::MAX).max(1);
    let hits = store::rate_limits::hit(db, key, now, window).await?;
    if hits.hits > i64::from(rule.max) {
        let left = (hits.start + window - now).max(1);
        Ok(Some(u64::try_from(left).unwrap_or(1)))
    } else {
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_named_action_then_subject() {
        assert_eq!(key(Action::SendWait, Subject::Username("ayse1990")), "send:wait:user:ayse1990");
        assert_eq!(key(Action::Check, Subject::Player(7)), "check:player:7");
        assert_eq!(key(Action::Login, Subject::Ip("203.0.113.7")), "login:ip:203.0.113.7");
        assert_eq!(key(Action::OperatorLogin, Subject::Username("admin")), "operator_login:user:admin");
    }
}
