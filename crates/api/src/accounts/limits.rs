//! Rate limits on logins, code sending and code checks, per ip and per account. Counters live in the
//! database (`store::rate_limits`) so every instance shares them; see docs/decisions.md.

use std::time::Duration;

use axum::http::StatusCode;

use crate::{error::Error, state::AppState};

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
