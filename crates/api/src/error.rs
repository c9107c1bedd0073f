//! The one error type of the API. Handlers return `Result<_, Error>`; the [`render`] middleware turns an
//! error into the envelope of architecture §4 in the request's language, with the request id for 5xx.

use axum::{
    body::Body,
    extract::{FromRequest, OptionalFromRequest, Request, rejection::JsonRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use domain::validation::{FieldErrors, Invalid};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use crate::i18n::{Lang, message};

/// A refused or failed request: an HTTP status, a stable dotted code (also the message key) and details.
#[derive(Debug, Clone)]
pub struct Error {
    pub status: StatusCode,
    pub code: &'static str,
    pub args: Vec<(&'static str, String)>,
    pub errors: Option<FieldErrors>,
    pub retry_after: Option<u64>,
    /// What went wrong inside, for the log only; never sent.
    pub internal: Option<String>,
}

impl Error {
    pub fn new(status: StatusCode, code: &'static str) -> Self {
        Error { status, code, args: Vec::new(), errors: None, retry_after: None, internal: None }
    }

    /// A message argument, e.g. `.arg("seconds", 60)`.
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// 400 with a feature's code, e.g. `auth.invalid_credentials`.
    pub fn bad_request(code: &'static str) -> Self {
        Error::new(StatusCode::BAD_REQUEST, code)
    }

    /// 422 with the refused fields.
    pub fn validation(errors: FieldErrors) -> Self {
        Error { errors: Some(errors), ..Error::new(StatusCode::UNPROCESSABLE_ENTITY, "request.validation") }
    }

    /// 422 for one field.
    pub fn field(field: &str, invalid: Invalid) -> Self {
        Error::validation(FieldErrors::single(field, invalid))
    }

    /// 409 for a value that is taken, reported on its field (the field's message is the code's message).
    pub fn conflict(code: &'static str, field: &str) -> Self {
        Error { errors: Some(FieldErrors::single(field, Invalid::new(code))), ..Error::new(StatusCode::CONFLICT, code) }
    }

    pub fn not_found(code: &'static str) -> Self {
        Error::new(StatusCode::NOT_FOUND, code)
    }

    pub fn unauthorized() -> Self {
        Error::new(StatusCode::UNAUTHORIZED, "auth.unauthorized")
    }

    /// 401 for a session that ended, with why (`session.<reason>`) so the client can tell the player; one that
    /// its holder ended (a logout) is a plain `auth.unauthorized`.
    pub fn session_ended(reason: domain::session::EndReason) -> Self {
        use domain::session::EndReason::*;
        let code = match reason {
            Logout => return Error::unauthorized(),
            Revoked => "session.revoked",
            PasswordChanged => "session.password_changed",
            PasswordReset => "session.password_reset",
            Idle => "session.idle",
            Expired => "session.expired",
            Blocked => "session.blocked",
            Disabled => "session.disabled",
            SessionLimit => "session.session_limit",
            Excluded => "session.excluded",
            Closed => "session.closed",
            EndedByOperator => "session.ended_by_operator",
        };
        Error::new(StatusCode::UNAUTHORIZED, code)
    }

    pub fn forbidden() -> Self {
        Error::new(StatusCode::FORBIDDEN, "auth.forbidden")
    }

    pub fn rate_limited(retry_after_secs: u64) -> Self {
        let secs = retry_after_secs.max(1);
        Error {
            retry_after: Some(secs),
            ..Error::new(StatusCode::TOO_MANY_REQUESTS, "rate_limited").arg("seconds", secs)
        }
    }

    /// 500; `detail` goes to the log, the player sees a generic message and the request id.
    pub fn internal(detail: impl std::fmt::Display) -> Self {
        Error { internal: Some(detail.to_string()), ..Error::new(StatusCode::INTERNAL_SERVER_ERROR, "internal") }
    }

    /// The envelope body in `lang`.
    fn body(&self, lang: Lang, request_id: &str) -> Value {
        let mut args: Vec<(&str, String)> = self.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        args.push(("requestId", request_id.to_owned()));
        let mut body = json!({
            "success": false,
            "message": message(lang.0, self.code, &args),
            "data": null,
            "code": self.code,
        });
        if let Some(errors) = &self.errors {
            let mut fields = Map::new();
            for (field, list) in &errors.0 {
                let texts = list.iter().map(|i| Value::String(message(lang.0, i.key, &i.args))).collect();
                fields.insert(field.clone(), Value::Array(texts));
            }
            // The toast shows `message`: make it the first refused field's first reason.
            if let Some(first) = errors.0.first().and_then(|(_, list)| list.first()) {
                body["message"] = Value::String(message(lang.0, first.key, &first.args));
            }
            body["errors"] = Value::Object(fields);
        }
        if self.status.is_server_error() {
            body["requestId"] = Value::String(request_id.to_owned());
        }
        body
    }
}

impl From<store::StoreError> for Error {
    fn from(e: store::StoreError) -> Self {
        Error::internal(e)
    }
}

impl IntoResponse for Error {
    /// A bodiless response carrying the error; [`render`] writes the body in the request's language.
    fn into_response(self) -> Response {
        let mut response = self.status.into_response();
        response.extensions_mut().insert(self);
        response
    }
}

/// Renders an error a handler or a rejection left in `response` (or a bare 4xx of an API route, such as
/// axum's 404 and 405) as the localized envelope, with the request id; other responses pass unchanged.
pub fn render(mut response: Response, lang: Lang, is_api: bool, request_id: &HeaderValue) -> Response {
    let error = match response.extensions_mut().remove::<Error>() {
        Some(error) => error,
        None if is_api && response.status().is_client_error() && !is_json(&response) => {
            Error::new(response.status(), generic_code(response.status()))
        }
        None => return response,
    };
    let request_id = request_id.to_str().unwrap_or_default();
    if let Some(detail) = &error.internal {
        tracing::error!(request_id, code = error.code, detail, "request failed");
    }
    let mut rendered = (error.status, axum::Json(error.body(lang, request_id))).into_response();
    if let Some(secs) = error.retry_after {
        rendered.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    rendered
}

fn is_json(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"))
}

fn generic_code(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "route.not_found",
        StatusCode::METHOD_NOT_ALLOWED => "request.method_not_allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "request.too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "request.unsupported_media_type",
        StatusCode::UNAUTHORIZED => "auth.unauthorized",
        StatusCode::FORBIDDEN => "auth.forbidden",
        _ => "request.bad_request",
    }
}

/// A handler's panic as a 500 (its message is logged, never sent).
pub fn from_panic(panic: Box<dyn std::any::Any + Send>) -> Error {
    let detail = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_owned());
    Error::internal(format!("handler panicked: {detail}"))
}

/// `axum::Json` whose rejections are our envelope: bad syntax 400, wrong shape 400, no JSON content type 415,
/// too large 413. The body must be a JSON object, as every request body in the document is.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiJson<T>(pub T);

/// `T` read from a JSON object only. serde fills a struct from an array too, field by field in order, so
/// `[null, null]` passed for an object body (Schemathesis found it accepted as an update); read the object first.
struct Object<T>(T);

impl<'de, T: DeserializeOwned> serde::Deserialize<'de> for Object<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let object = Value::Object(Map::<String, Value>::deserialize(deserializer)?);
        if holds_nul(&object) {
            return Err(serde::de::Error::custom("a text holds U+0000, which cannot be stored"));
        }
        T::deserialize(object).map(Object).map_err(serde::de::Error::custom)
    }
}

/// Whether a text of `value` (a key too) holds U+0000: PostgreSQL's text cannot store it, so a body with one is
/// refused whole, on every backend alike (Schemathesis found a note with one answered 500 on PostgreSQL).
fn holds_nul(value: &Value) -> bool {
    match value {
        Value::String(text) => text.contains('\0'),
        Value::Array(items) => items.iter().any(holds_nul),
        Value::Object(map) => map.iter().any(|(key, item)| key.contains('\0') || holds_nul(item)),
        _ => false,
    }
}

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        match <axum::Json<Object<T>> as FromRequest<S>>::from_request(request, state).await {
            Ok(axum::Json(Object(value))) => Ok(ApiJson(value)),
            Err(rejection) => Err(match rejection {
                JsonRejection::JsonSyntaxError(_) => Error::bad_request("request.malformed_json"),
                JsonRejection::JsonDataError(e) => {
                    Error { internal: None, ..Error::bad_request("request.invalid_body") }.arg("detail", e.body_text())
                }
                JsonRejection::MissingJsonContentType(_) => {
                    Error::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, "request.unsupported_media_type")
                }
                other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                    Error::new(StatusCode::PAYLOAD_TOO_LARGE, "request.too_large")
                }
                other => Error::bad_request("request.bad_request").arg("detail", other.body_text()),
            }),
        }
    }
}

/// An optional body (`Option<ApiJson<T>>`): `None` when the request has none (an empty body, whatever its content
/// type), else read as [`ApiJson`] reads it.
impl<S, T> OptionalFromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = Error;

    async fn from_request(request: Request, state: &S) -> Result<Option<Self>, Self::Rejection> {
        /// Optional bodies are small: a reason or a flag.
        const LIMIT: usize = 64 * 1024;
        let (parts, body) = request.into_parts();
        let bytes = axum::body::to_bytes(body, LIMIT)
            .await
            .map_err(|_| Error::new(StatusCode::PAYLOAD_TOO_LARGE, "request.too_large"))?;
        if bytes.is_empty() {
            return Ok(None);
        }
        let request = Request::from_parts(parts, Body::from(bytes));
        <ApiJson<T> as FromRequest<S>>::from_request(request, state).await.map(Some)
    }
}
