//! The success side of the envelope: `{"success": true, "message": …, "data": …}`.

use axum::{
    Json,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

/// A successful answer: `data` is always sent, null only where its type says so.
// In the OpenAPI document each use is named after its data (`Envelope_SessionData`, `Envelope_Vec_AdminSlide`,
// `Envelope_Option_PopupItem`), its `data` a `$ref` (see `openapi::finish`). Failures are written by
// `crate::error` (with `data` null) and are not this type.
#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T> {
    pub success: bool,
    /// Shown by the client as a toast when present.
    #[schema(required = true)]
    pub message: Option<String>,
    pub data: T,
}

/// A successful answer; handlers return `Result<Reply<T>, Error>`.
#[derive(Debug)]
pub struct Reply<T>(pub Envelope<T>);

impl<T> Reply<T> {
    pub fn data(data: T) -> Self {
        Reply(Envelope { success: true, message: None, data })
    }

    /// Data with a message the client shows as a success toast.
    pub fn with_message(message: impl Into<String>, data: T) -> Self {
        Reply(Envelope { success: true, message: Some(message.into()), data })
    }
}

impl Reply<()> {
    /// Only a message; `data` is null (`()` serializes as null).
    pub fn message(message: impl Into<String>) -> Self {
        Reply(Envelope { success: true, message: Some(message.into()), data: () })
    }
}

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        Json(self.0).into_response()
    }
}

/// What handlers return.
pub type ApiResult<T> = Result<Reply<T>, crate::error::Error>;
