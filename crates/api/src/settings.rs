//! The server's settings: plain data, filled by the `zar` binary from flags, environment and `zar.toml`
//! (`crates/zar/src/config.rs`), read by every feature through `AppState::settings`. This module imports
//! nothing of ours but the domain's session timeouts, so any module may use it without a cycle.

use std::{fmt, path::PathBuf, time::Duration};

use domain::session::Timeouts;

/// Settings the API needs, filled by the `zar` binary from flags, environment and `zar.toml`.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The built web app (`web/dist`): `index.html` and hashed `assets/`.
    pub web_dir: PathBuf,
    /// Largest accepted request body, in bytes.
    pub body_limit: usize,
    /// `GET /dev/outbox` shows sent messages (local development and tests only).
    pub dev_outbox: bool,
    /// The site's public address, e.g. `https://zar.example` (links in e-mails).
    pub public_url: String,
    /// Read the client's ip from the first `X-Forwarded-For` hop (only behind a proxy that sets it).
    pub trust_proxy: bool,
    /// Player sessions, one-time codes and rate limits.
    pub accounts: AccountSettings,
    /// Operator sessions and login limits.
    pub operators: OperatorSettings,
    /// How e-mails and SMS leave the outbox.
    pub delivery: DeliverySettings,
    /// Deposits and withdrawals.
    pub payments: PaymentSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            web_dir: PathBuf::from("web/dist"),
            body_limit: 256 * 1024,
            dev_outbox: false,
            public_url: "http://127.0.0.1:8080".to_owned(),
            trust_proxy: false,
            accounts: Default::default(),
            operators: Default::default(),
            delivery: Default::default(),
            payments: Default::default(),
        }
    }
}

/// Deposits and withdrawals.
#[derive(Debug, Clone)]
pub struct PaymentSettings {
    /// The key the built-in demo gateway signs its webhooks with (HMAC-SHA256); every instance needs the same.
    pub demo_gateway_secret: Secret,
    /// A deposit through a hosted page not confirmed within this long expires.
    pub deposit_ttl: Duration,
    /// A bank transfer deposit not received within this long expires.
    pub transfer_ttl: Duration,
    /// A webhook signed longer ago than this is refused (replays of old captures).
    pub webhook_tolerance: Duration,
}

impl Default for PaymentSettings {
    fn default() -> Self {
        PaymentSettings {
            demo_gateway_secret: Secret(hex::encode(rand::random::<[u8; 32]>())),
            deposit_ttl: Duration::from_secs(30 * 60),
            transfer_ttl: Duration::from_secs(24 * 60 * 60),
            webhook_tolerance: Duration::from_secs(5 * 60),
        }
    }
}

/// Session, code and rate-limit settings of player accounts.
#[derive(Debug, Clone)]
pub struct AccountSettings {
    /// A session ends after this long without activity (polling `user/balance` is not activity).
    pub session_idle: Duration,
    /// A session ends this long after login, however active.
    pub session_lifetime: Duration,
    /// A one-time code is valid this long.
    pub code_ttl: Duration,
    /// Wrong entries a code survives; the next one burns it.
    pub code_tries: u32,
    /// The wait before another code can be sent to the same player (or, for recovery, username).
    pub code_resend_wait: Duration,
    pub limits: Limits,
}

impl AccountSettings {
    /// How long player sessions last.
    pub fn timeouts(&self) -> Timeouts {
        Timeouts { idle: self.session_idle, lifetime: self.session_lifetime }
    }

    /// How long a code is valid, in whole minutes rounded up, as the messages tell it.
    pub fn code_ttl_minutes(&self) -> u64 {
        self.code_ttl.as_secs().div_ceil(60)
    }
}

impl Default for AccountSettings {
    fn default() -> Self {
        AccountSettings {
            session_idle: Duration::from_secs(30 * 60),
            session_lifetime: Duration::from_secs(24 * 60 * 60),
            code_ttl: Duration::from_secs(10 * 60),
            code_tries: 5,
            code_resend_wait: Duration::from_secs(60),
            limits: Limits::default(),
        }
    }
}

/// Operator sessions and login limits.
#[derive(Debug, Clone)]
pub struct OperatorSettings {
    /// An operator session ends after this long without a request.
    pub idle_timeout: Duration,
    /// An operator session ends this long after login, however busy.
    pub session_lifetime: Duration,
    /// Login attempts from one ip.
    pub login_ip: Rule,
    /// Login attempts on one username (known or not).
    pub login_account: Rule,
}

impl OperatorSettings {
    /// How long operator sessions last.
    pub fn timeouts(&self) -> Timeouts {
        Timeouts { idle: self.idle_timeout, lifetime: self.session_lifetime }
    }
}

impl Default for OperatorSettings {
    fn default() -> Self {
        OperatorSettings {
            idle_timeout: Duration::from_secs(30 * 60),
            session_lifetime: Duration::from_secs(12 * 60 * 60),
            login_ip: Rule::new(20, 15 * 60),
            login_account: Rule::new(5, 15 * 60),
        }
    }
}

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

/// A configuration value that must never be printed (it may carry a password or an API key).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// How the SMS gateway is called.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SmsMethod {
    /// `GET` the filled template.
    #[default]
    Get,
    /// `POST` to the filled template with the JSON body `{"phone": …, "message": …}`.
    Post,
}

impl std::str::FromStr for SmsMethod {
    type Err = String;
    fn from_str(value: &str) -> Result<Self, Self::Err> {
        match value.trim().to_ascii_uppercase().as_str() {
            "GET" | "" => Ok(SmsMethod::Get),
            "POST" => Ok(SmsMethod::Post),
            other => Err(format!("expected GET or POST, got {other:?}")),
        }
    }
}

/// Where e-mails and SMS go.
#[derive(Debug, Clone)]
pub struct DeliverySettings {
    /// `smtp://user:pass@host:587?tls=required`, `smtps://…:465` or `smtp://host:25` (no TLS); none: log.
    pub smtp_url: Option<Secret>,
    /// The sender of e-mails, e.g. `Zar <no-reply@zar.example>`.
    pub mail_from: String,
    /// SMS gateway URL with `{phone}` and `{message}` (URL-encoded when filled); none: log.
    pub sms_url_template: Option<Secret>,
    pub sms_method: SmsMethod,
    /// How often the worker looks for due messages when idle.
    pub poll_interval: Duration,
    /// Attempts before a message is given up.
    pub max_attempts: u32,
    /// The first retry's delay; each further retry doubles it (at most an hour).
    pub retry_base: Duration,
}

impl Default for DeliverySettings {
    fn default() -> Self {
        DeliverySettings {
            smtp_url: None,
            mail_from: "Zar <no-reply@zar.example>".to_owned(),
            sms_url_template: None,
            sms_method: SmsMethod::Get,
            poll_interval: Duration::from_secs(1),
            max_attempts: 8,
            retry_base: Duration::from_secs(30),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
