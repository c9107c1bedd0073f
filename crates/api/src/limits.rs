//! Rate limits on logins (players and operators), registrations, code sending and code checks, per ip and per
//! account. Counters live in the database (`store::rate_limits`) so every instance shares them; see
//! docs/decisions.md. Every counter is named `<action>:<subject>` (`login:ip:203.0.113.7`,
//! `operator_login:user:admin`, `check:player:7`): one format, built only by [`key`].
//!
//! A request spends its budgets with [`take`]: one hit of each, in order, atomically per counter. The first
//! spent budget refuses the request and every hit it took is given back, so a refused request costs nothing —
//! an attacker cannot spend a victim's budgets by being refused. Logins give their hits back on success too,
//! so only failures count.

use std::fmt;

use axum::http::StatusCode;
use domain::clock::Clock;
use store::Db;

use crate::{
    error::Error,
    session::Origin,
    settings::{AccountSettings, LoginRules, Rule},
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
    /// Text messages sent.
    Sms,
    /// Support requests sent.
    Support,
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
            Action::Sms => "sms",
            Action::Support => "support",
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
    /// A username's lookup key tried from one address: the owner, elsewhere, keeps their own budget.
    UsernameAt(&'a str, &'a str),
    Player(i64),
    /// A phone number (`905…`), whoever gives it.
    Phone(&'a str),
    /// Every request of its kind, site-wide (the hourly SMS budget).
    Everyone,
}

impl fmt::Display for Subject<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Subject::Ip(ip) => write!(f, "ip:{ip}"),
            Subject::Username(key) => write!(f, "user:{key}"),
            Subject::UsernameAt(key, ip) => write!(f, "user:{key}:ip:{ip}"),
            Subject::Player(id) => write!(f, "player:{id}"),
            Subject::Phone(phone) => write!(f, "phone:{phone}"),
            Subject::Everyone => f.write_str("all"),
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

/// What a spent budget answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Over {
    /// 429 `rate_limited`.
    RateLimited,
    /// 429 `auth.code_resend_wait` with the seconds left.
    ResendWait,
    /// 503 `auth.sms_unavailable`: the site's hourly SMS budget is spent (logged and counted for operators).
    SmsBudget,
}

/// A counter a request spends one hit of, its rule, and the answer once it is spent.
#[derive(Debug, Clone)]
pub struct Budget {
    pub key: String,
    pub rule: Rule,
    pub over: Over,
}

impl Budget {
    pub fn new(action: Action, subject: Subject<'_>, rule: Rule) -> Budget {
        Budget { key: key(action, subject), rule, over: Over::RateLimited }
    }
}

/// The hits a request took, to give back when it turns out not to count (a right password).
#[must_use = "give the hits back, or drop them to keep them spent"]
#[derive(Debug)]
pub struct Taken(Vec<String>);

impl Taken {
    pub async fn give_back(self, db: &Db) -> Result<(), Error> {
        for key in self.0 {
            store::rate_limits::refund(db, &key).await?;
        }
        Ok(())
    }
}

/// Spends one hit of each budget, in order. The first budget found spent refuses the request with its answer,
/// and every hit taken so far (its own included) is given back.
pub async fn take(db: &Db, clock: &Clock, budgets: Vec<Budget>) -> Result<Taken, Error> {
    let mut taken = Taken(Vec::with_capacity(budgets.len()));
    for budget in budgets {
        let over = hit(db, clock, &budget.key, budget.rule).await?;
        taken.0.push(budget.key);
        if let Some(secs) = over {
            taken.give_back(db).await?;
            return Err(refusal(budget.over, secs));
        }
    }
    Ok(taken)
}

fn refusal(over: Over, secs: u64) -> Error {
    match over {
        Over::RateLimited => Error::rate_limited(secs),
        Over::ResendWait => Error {
            retry_after: Some(secs),
            ..Error::new(StatusCode::TOO_MANY_REQUESTS, "auth.code_resend_wait").arg("seconds", secs)
        },
        Over::SmsBudget => {
            tracing::warn!(retry_after = secs, "the hourly SMS budget is spent: codes are refused until it renews");
            metrics::counter!("zar_sms_budget_refusals_total").increment(1);
            Error { retry_after: Some(secs), ..Error::new(StatusCode::SERVICE_UNAVAILABLE, "auth.sms_unavailable") }
        }
    }
}

/// The budgets of a login on `username` (its lookup key) from `origin`: failures on the username from this
/// address, on the username from anywhere (a higher ceiling), and from this address.
pub fn login_budgets(action: Action, username: &str, origin: &Origin, rules: LoginRules) -> Vec<Budget> {
    vec![
        Budget::new(action, Subject::UsernameAt(username, origin.ip_key()), rules.account),
        Budget::new(action, Subject::Username(username), rules.username),
        Budget::new(action, by_ip(origin), rules.ip),
    ]
}

/// How a code goes out: a text message counts against the site's hourly SMS budget too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Sms,
}

/// Before a code is sent for `account`: the wait since the last code, then the per-ip and per-account budgets
/// (and, for a text message, the site's hourly SMS budget). Refused, it charges nothing.
pub async fn before_send(
    db: &Db,
    clock: &Clock,
    settings: &AccountSettings,
    origin: &Origin,
    account: Subject<'_>,
    channel: Channel,
) -> Result<(), Error> {
    let rules = &settings.limits;
    let wait = Rule { max: 1, window: settings.code_resend_wait };
    let mut budgets = vec![
        Budget { key: key(Action::SendWait, account), rule: wait, over: Over::ResendWait },
        Budget::new(Action::Send, by_ip(origin), rules.send_ip),
        Budget::new(Action::Send, account, rules.send_account),
    ];
    if channel == Channel::Sms {
        let hourly = Rule::new(settings.sms.hourly_budget, 60 * 60);
        budgets.push(Budget { key: key(Action::Sms, Subject::Everyone), rule: hourly, over: Over::SmsBudget });
    }
    take(db, clock, budgets).await.map(drop)
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
    let budgets = vec![
        Budget::new(Action::Check, by_ip(origin), rules.check_ip),
        Budget::new(Action::Check, account, rules.check_account),
    ];
    take(db, clock, budgets).await.map(drop)
}

/// Counts a hit on `key`; 429 `rate_limited` with Retry-After once the rule's budget is spent.
pub async fn check(db: &Db, clock: &Clock, key: String, rule: Rule) -> Result<(), Error> {
    take(db, clock, vec![Budget { key, rule, over: Over::RateLimited }]).await.map(drop)
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
        assert_eq!(key(Action::Login, Subject::UsernameAt("ayse", "203.0.113.7")), "login:user:ayse:ip:203.0.113.7");
        assert_eq!(key(Action::Sms, Subject::Everyone), "sms:all");
    }
}
