//! The success side of the envelope: `{"success": true, "message": …, "data": …}`.

use axum::{
    Json,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

/// The envelope every API response uses (failures are written by [`crate::error`]).
#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T> {
    pub success: bool,
    pub message: Option<String>,
    pub data: Option<T>,
}

/// A successful answer; handlers return `Result<Reply<T>, Error>`.
#[derive(Debug)]
pub struct Reply<T>(pub Envelope<T>);

impl<T> Reply<T> {
    pub fn data(data: T) -> Self {
        Reply(Envelope { success: true, message: None, data: Some(data) })
    }

    /// Data with a message the client shows as a success toast.
    pub fn with_message(message: impl Into<String>, data: T) -> Self {
        Reply(Envelope { success: true, message: Some(message.into()), data: Some(data) })
    }
}

impl Reply<()> {
    /// Only a message, no data.
    pub fn message(message: impl Into<String>) -> Self {
        Reply(Envelope { success: true, message: Some(message.into()), data: None })
    }
}

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        Json(self.0).into_response()
    }
}

/// What handlers return.
pub type ApiResult<T> = Result<Reply<T>, crate::error::Error>;
