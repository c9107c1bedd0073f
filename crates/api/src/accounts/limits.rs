//! Rate limits on logins, code sending and code checks, per ip and per account. Counters live in the
//! database (`store::rate_limits`) so every instance shares them; see docs/decisions.md.

use std::{fmt, time::Duration};

use axum::http::StatusCode;

use crate::{error::Error, session::Origin, state::AppState};

/// At most `max` hits per `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    pub max: u32,
    pub window: Duration,
}

impl Rule {
    pub const fn new(max: u32, window_secs: u64) -> Rule {
        Rule { max, window: Duration::from_secs(window_secs) }
    }
}

/// `30/300`: at most 30 hits per 300 seconds (the form of the `ZAR_LIMIT_*` settings).
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.max, self.window.as_secs())
    }
}

impl std::str::FromStr for Rule {
    type Err = String;

    fn from_str(text: &str) -> Result<Rule, String> {
        let explain = || format!("expected <max hits>/<window seconds> such as 30/300, got {text:?}");
        let (max, secs) = text.trim().split_once('/').ok_or_else(explain)?;
        let max: u32 = max.trim().parse().map_err(|_| explain())?;
        let secs: u64 = secs.trim().parse().map_err(|_| explain())?;
        if max == 0 || secs == 0 {
            return Err(format!("{text:?}: both the hits and the window must be above 0"));
        }
        Ok(Rule::new(max, secs))
    }
}

/// The rate limits of player accounts.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Login attempts from one ip.
    pub login_ip: Rule,
    /// Login attempts on one username (known or not, so the limit says nothing about existence).
    pub login_account: Rule,
    /// Codes sent (SMS and reset e-mails) for requests from one ip.
    pub send_ip: Rule,
    /// Codes sent for one player or username.
    pub send_account: Rule,
    /// Code checks from one ip.
    pub check_ip: Rule,
    /// Code checks on one player or username.
    pub check_account: Rule,
    /// Registrations from one ip.
    pub register_ip: Rule,
    /// Current-password checks (customer/changepassword) by one player.
    pub password_account: Rule,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            login_ip: Rule::new(30, 5 * 60),
            login_account: Rule::new(10, 15 * 60),
            send_ip: Rule::new(20, 60 * 60),
            send_account: Rule::new(6, 60 * 60),
            check_ip: Rule::new(50, 10 * 60),
            check_account: Rule::new(15, 10 * 60),
            register_ip: Rule::new(30, 60 * 60),
            password_account: Rule::new(10, 15 * 60),
        }
    }
}

/// Whose per-account budgets a request spends: a username (recovery, before anyone is logged in) or a
/// logged-in player. It names their counters: `send:user:<name>`, `check:player:<id>` …
#[derive(Debug, Clone, Copy)]
pub enum Account<'a> {
    /// The username's lookup key.
    Username(&'a str),
    Player(i64),
}

impl fmt::Display for Account<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Account::Username(key) => write!(f, "user:{key}"),
            Account::Player(id) => write!(f, "player:{id}"),
        }
    }
}

/// Before a code is sent for `account`: the per-ip and per-account budgets, then the wait since the last code.
pub async fn before_send(state: &AppState, origin: &Origin, account: Account<'_>) -> Result<(), Error> {
    let rules = &state.settings.accounts.limits;
    check(state, &format!("send:ip:{}", origin.ip_key()), rules.send_ip).await?;
    check(state, &format!("send:{account}"), rules.send_account).await?;
    resend_wait(state, &format!("send:wait:{account}")).await
}

/// Before an entered code is checked for `account`: the per-ip and per-account budgets.
pub async fn before_check(state: &AppState, origin: &Origin, account: Account<'_>) -> Result<(), Error> {
    let rules = &state.settings.accounts.limits;
    check(state, &format!("check:ip:{}", origin.ip_key()), rules.check_ip).await?;
    check(state, &format!("check:{account}"), rules.check_account).await
}

/// Counts a hit on `key`; 429 `rate_limited` with Retry-After once the rule's budget is spent.
pub async fn check(state: &AppState, key: &str, rule: Rule) -> Result<(), Error> {
    match wait(state, key, rule).await? {
        Some(secs) => Err(Error::rate_limited(secs)),
        None => Ok(()),
    }
}

/// The wait before another code may be sent on `key`: 429 `auth.code_resend_wait` with Retry-After.
pub async fn resend_wait(state: &AppState, key: &str) -> Result<(), Error> {
    let rule = Rule { max: 1, window: state.settings.accounts.code_resend_wait };
    match wait(state, key, rule).await? {
        Some(secs) => Err(Error {
            retry_after: Some(secs),
            ..Error::new(StatusCode::TOO_MANY_REQUESTS, "auth.code_resend_wait").arg("seconds", secs)
        }),
        None => Ok(()),
    }
}

/// Counts a hit; the seconds to wait when over the limit.
async fn wait(state: &AppState, key: &str, rule: Rule) -> Result<Option<u64>, Error> {
    let now = state.clock.now().timestamp();
    let window = i64::try_from(rule.window.as_secs()).unwrap_or(i64::MAX).max(1);
    let hits = store::rate_limits::hit(&state.db, key, now, window).await?;
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
    fn accounts_name_their_counters() {
        assert_eq!(format!("send:wait:{}", Account::Username("ayse1990")), "send:wait:user:ayse1990");
        assert_eq!(format!("check:{}", Account::Player(7)), "check:player:7");
    }

    #[test]
    fn rules_read_and_print_as_hits_per_seconds() {
        assert_eq!("30/300".parse::<Rule>(), Ok(Rule::new(30, 300)));
        assert_eq!(" 5 / 60 ".parse::<Rule>(), Ok(Rule::new(5, 60)));
        assert_eq!(Rule::new(10, 900).to_string(), "10/900");
        for bad in ["", "30", "30/", "/300", "x/300", "30/5m", "-1/300", "0/300", "30/0"] {
            assert!(bad.parse::<Rule>().is_err(), "{bad:?} was accepted");
        }
    }
}
