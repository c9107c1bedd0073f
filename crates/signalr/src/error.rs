//! Errors a hub method reports to its caller, and the rejection an authentication hook returns.

use std::borrow::Cow;
use std::fmt;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// An error from a hub method, a stream or the connected hook.
///
/// The client sees `An unexpected error occurred invoking 'Method' on the server.`, followed by
/// `Kind: message` when the error is [public](HubError::public) or the hub has
/// [detailed errors](crate::HubOptions::detailed_errors) on — the same text as ASP.NET Core, so
/// clients written against it behave the same.
///
/// Any `std::error::Error` converts into a `HubError` (its kind is the error's type name), so `?`
/// works in hub methods.
pub struct HubError {
    kind: Cow<'static, str>,
    message: String,
    public: bool,
}

impl HubError {
    /// An error of kind `Exception`, shown to clients only with detailed errors.
    pub fn new(message: impl Into<String>) -> Self {
        Self::with_kind("Exception", message)
    }

    /// An error of the given kind (e.g. `InvalidOperationException`), shown to clients only with
    /// detailed errors.
    pub fn with_kind(kind: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        Self { kind: kind.into(), message: message.into(), public: false }
    }

    /// An error meant for the client (ASP.NET Core's `HubException`): always shown.
    pub fn public(message: impl Into<String>) -> Self {
        Self { kind: Cow::Borrowed("HubException"), message: message.into(), public: true }
    }

    /// The error's kind, e.g. `Exception` or `HubException`.
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The error's message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Whether clients always see the message.
    pub fn is_public(&self) -> bool {
        self.public
    }

    /// `prefix`, plus ` Kind: message` when the client may see it.
    pub(crate) fn client_text(&self, prefix: &str, detailed: bool) -> String {
        if self.public || detailed { format!("{prefix} {}: {}", self.kind, self.message) } else { prefix.to_string() }
    }
}

impl fmt::Debug for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HubError").field("kind", &self.kind).field("message", &self.message).finish()
    }
}

impl fmt::Display for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl<E: std::error::Error + Send + Sync + 'static> From<E> for HubError {
    fn from(error: E) -> Self {
        let name = std::any::type_name::<E>();
        let short = name.split('<').next().unwrap_or(name).rsplit("::").next().unwrap_or(name);
        Self::with_kind(short.to_string(), error.to_string())
    }
}

/// An authentication hook's refusal: the negotiate or connect request is answered with `status`
/// (401 by default) and no connection is made.
#[derive(Debug, Clone)]
pub struct Reject {
    status: StatusCode,
    message: String,
}

impl Reject {
    /// 401 Unauthorized.
    pub fn unauthorized() -> Self {
        Self { status: StatusCode::UNAUTHORIZED, message: "Unauthorized".into() }
    }

    /// 403 Forbidden.
    pub fn forbidden() -> Self {
        Self { status: StatusCode::FORBIDDEN, message: "Forbidden".into() }
    }

    /// Any status and body text.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        Self { status, message: message.into() }
    }

    /// The status the request is answered with.
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

impl IntoResponse for Reject {
    fn into_response(self) -> Response {
        let mut response = (self.status, self.message).into_response();
        if self.status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(axum::http::header::WWW_AUTHENTICATE, axum::http::HeaderValue::from_static("Bearer"));
        }
        response
    }
}

/// Why a message could not be sent from a [`HubContext`](crate::HubContext).
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// The arguments are not serializable as a JSON array.
    #[error("the arguments must serialize to a JSON array: {0}")]
    Arguments(String),
    /// The backplane refused the message; local connections still received it.
    #[error("backplane: {0}")]
    Backplane(#[from] crate::backplane::BackplaneError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_text_hides_details_unless_public_or_detailed() {
        let error = HubError::with_kind("InvalidOperationException", "An error occurred.");
        let prefix = "An unexpected error occurred invoking 'ThrowException' on the server.";
        assert_eq!(error.client_text(prefix, false), prefix);
        assert_eq!(
            error.client_text(prefix, true),
            "An unexpected error occurred invoking 'ThrowException' on the server. InvalidOperationException: An error occurred."
        );
        assert_eq!(HubError::public("no").client_text("x", false), "x HubException: no");
        let parsed: HubError = serde_json::from_str::<u8>("x").unwrap_err().into();
        assert_eq!(parsed.kind(), "Error");
    }
}
