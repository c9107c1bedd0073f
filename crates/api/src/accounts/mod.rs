//! What player accounts share across their endpoints (auth/*, customer/*): settings, rate limits, one-time
//! codes and the texts of the messages they send.

pub mod codes;
pub mod limits;
pub mod messages;
pub mod passwords;

use std::time::Duration;

pub use limits::{Limits, Rule};

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

/// The envelope of an answer that carries only a message (`data` is null): for the OpenAPI document.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct MessageEnvelope {
    pub success: bool,
    /// Shown by the client as a toast.
    pub message: Option<String>,
    #[schema(value_type = Option<Object>)]
    pub data: Option<()>,
}

/// A form value some clients send as a string and others as a number (or a boolean).
#[derive(Debug, Clone, PartialEq, serde::Deserialize, serde::Serialize)]
#[serde(untagged)]
pub enum Loose {
    Text(String),
    Number(serde_json::Number),
    Bool(bool),
}

impl Loose {
    /// As text; a number is zero-padded to `width` digits (`5` → `05` for a two-digit box).
    pub fn text(&self, width: usize) -> String {
        match self {
            Loose::Text(text) => text.clone(),
            Loose::Number(n) => match n.as_u64() {
                Some(n) => format!("{n:0width$}"),
                None => n.to_string(),
            },
            Loose::Bool(b) => b.to_string(),
        }
    }

    /// As a whole number (from a number or a string of digits).
    pub fn integer(&self) -> Option<i64> {
        match self {
            Loose::Text(text) => text.trim().parse().ok(),
            Loose::Number(n) => n.as_i64(),
            Loose::Bool(b) => Some(i64::from(*b)),
        }
    }
}

/// A required whole-number field (country id, step, session id).
pub fn required_integer(value: Option<&Loose>) -> Result<i64, domain::validation::Invalid> {
    use domain::validation::Invalid;
    match value {
        None => Err(Invalid::new("validation.required")),
        Some(Loose::Text(t)) if t.trim().is_empty() => Err(Invalid::new("validation.required")),
        Some(v) => v.integer().ok_or_else(|| Invalid::new("validation.integer")),
    }
}
