//! The OpenAPI 3.1 document, assembled from each feature's `Doc`, served at `/api/openapi.json`.

use axum::{Json, Router, routing::get};
use utoipa::OpenApi;

use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(info(
    title = "Zar API",
    description = "Zar betting and casino site: player and operator API. \
Every response is the envelope {success, message, data}; failures add code and, for validation, errors."
))]
struct Root;

/// The whole document.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = Root::openapi();
    doc.merge(crate::health::Doc::openapi());
    doc.merge(crate::auth::Doc::openapi());
    doc.merge(crate::customer::Doc::openapi());
    doc.merge(crate::user::Doc::openapi());
    doc.merge(crate::admin::document());
    doc.merge(crate::cms::Doc::openapi());
    doc
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/openapi.json", get(|| async { Json(document()) }))
}
