//! A partner API's answers: `{success: true, message, data}`, or `{success: false, code, message, data}` with the
//! message in the player's language, like the site's envelope (the partner's pages read `message`, and `data` for
//! what a refusal offers instead: the current odds, the largest stake).

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::{Value, json};

pub use crate::i18n::INTERNAL;
use crate::i18n::{Lang, Messages, count, money};

/// A refusal or failure, with its stable code (a key of the partner's `locales/*.json`).
#[derive(Debug, Clone, PartialEq)]
pub struct Error {
    pub status: StatusCode,
    pub code: &'static str,
    pub args: Vec<(&'static str, Arg)>,
    /// What the refusal offers the player instead (sent as `data`).
    pub data: Option<Value>,
}

/// A value filled into a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    /// An amount in minor units, written the language's way (`1.000,50` in Turkish, `1,000.50` in English).
    Money(i64),
    /// A whole number, grouped the language's way (`100.000`, `100,000`).
    Count(u64),
}

impl Error {
    pub fn new(status: StatusCode, code: &'static str) -> Error {
        Error { status, code, args: Vec::new(), data: None }
    }

    /// A bad request value (422).
    pub fn invalid(code: &'static str) -> Error {
        Error::new(StatusCode::UNPROCESSABLE_ENTITY, code)
    }

    pub fn with(mut self, name: &'static str, value: Arg) -> Error {
        self.args.push((name, value));
        self
    }

    /// Adds what the player may do instead, sent as the answer's `data`.
    pub fn offering(mut self, data: Value) -> Error {
        self.data = Some(data);
        self
    }

    /// Something of ours broke; logged, and the player told to try again ([`INTERNAL`]).
    pub fn internal(what: impl std::fmt::Display) -> Error {
        tracing::error!(error = %what, "partner: internal error");
        Error::new(StatusCode::INTERNAL_SERVER_ERROR, INTERNAL)
    }

    /// The message in `lang` from `messages`, ready to answer.
    pub fn localized(self, messages: &Messages, lang: Lang) -> Localized {
        let args: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(name, value)| match value {
                Arg::Text(text) => (*name, text.clone()),
                Arg::Money(minor) => (*name, money(lang, *minor)),
                Arg::Count(n) => (*name, count(lang, *n)),
            })
            .collect();
        let message = messages.message(lang, self.code, &args);
        Localized { status: self.status, code: self.code, message, data: self.data }
    }
}

impl From<store::StoreError> for Error {
    fn from(error: store::StoreError) -> Error {
        Error::internal(error)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.code, self.status)
    }
}

/// An [`Error`] in the player's language, ready to answer.
#[derive(Debug)]
pub struct Localized {
    status: StatusCode,
    code: &'static str,
    message: String,
    data: Option<Value>,
}

impl Localized {
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl IntoResponse for Localized {
    fn into_response(self) -> Response {
        let body = json!({ "success": false, "code": self.code, "message": self.message, "data": self.data });
        (self.status, Json(body)).into_response()
    }
}

/// A success: `{success: true, message, data}`; `message` carries a note for the player.
pub fn ok<T: Serialize>(data: T, message: Option<String>) -> Response {
    Json(json!({ "success": true, "message": message, "data": data })).into_response()
}

/// `result` answered in `lang`.
pub fn reply<T: Serialize>(messages: &Messages, lang: Lang, result: Result<T, Error>) -> Response {
    match result {
        Ok(data) => ok(data, None),
        Err(error) => error.localized(messages, lang).into_response(),
    }
}
