//! The game API's one error type and its answer: `{success: false, code, message}` with the message in the
//! player's language, like the site's envelope (the game pages read `message`).

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::json;

use crate::i18n::{Lang, message};

/// A refusal or failure, with its stable code (a key of `locales/*.json`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub status: StatusCode,
    pub code: &'static str,
    pub args: Vec<(&'static str, Arg)>,
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
        Error { status, code, args: Vec::new() }
    }

    /// A bad request value (422).
    pub fn invalid(code: &'static str) -> Error {
        Error::new(StatusCode::UNPROCESSABLE_ENTITY, code)
    }

    pub fn with(mut self, name: &'static str, value: Arg) -> Error {
        self.args.push((name, value));
        self
    }

    /// Something of ours broke; logged, and the player told to try again.
    pub fn internal(what: impl std::fmt::Display) -> Error {
        tracing::error!(error = %what, "games: internal error");
        Error::new(StatusCode::INTERNAL_SERVER_ERROR, "games.internal")
    }

    pub fn localized(self, lang: Lang) -> Localized {
        let args: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(name, value)| match value {
                Arg::Text(text) => (*name, text.clone()),
                Arg::Money(minor) => (*name, crate::i18n::money(lang, *minor)),
                Arg::Count(n) => (*name, crate::i18n::count(lang, *n)),
            })
            .collect();
        Localized { status: self.status, code: self.code, message: message(lang, self.code, &args) }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.code, self.status)
    }
}

impl From<store::StoreError> for Error {
    fn from(error: store::StoreError) -> Error {
        Error::internal(error)
    }
}

/// An [`Error`] in the player's language, ready to answer.
#[derive(Debug)]
pub struct Localized {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl IntoResponse for Localized {
    fn into_response(self) -> Response {
        (self.status, Json(json!({ "success": false, "code": self.code, "message": self.message }))).into_response()
    }
}

/// A success: `{success: true, message, data}`; `message` carries a note for the player (a win still on its way).
pub fn ok<T: Serialize>(data: T, message: Option<String>) -> Response {
    Json(json!({ "success": true, "message": message, "data": data })).into_response()
}

/// `result` answered in `lang`.
pub fn reply<T: Serialize>(lang: Lang, result: Result<T, Error>) -> Response {
    match result {
        Ok(data) => ok(data, None),
        Err(error) => error.localized(lang).into_response(),
    }
}
