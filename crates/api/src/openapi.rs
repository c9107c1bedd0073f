//! The OpenAPI 3.1 document, served at `/api/openapi.json`. Each route is registered once, with its docs,
//! through utoipa-axum (`OpenApiRouter` + `routes!(handler)` in each feature's `router()`); the document is
//! what [`crate::documented_routes`] collected, so it cannot miss or invent a route.

use axum::{Router, http::header, routing::get};
use utoipa::OpenApi;

use crate::{session::SecuritySchemes, state::AppState};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Zar API",
        description = "Zar betting and casino site: player and operator API. \
Every response is the envelope {success, message, data}; failures add code and, for validation, errors."
    ),
    modifiers(&SecuritySchemes)
)]
struct Root;

/// The document's info and security schemes, before the routes add their paths and schemas.
pub fn root() -> utoipa::openapi::OpenApi {
    Root::openapi()
}

/// The whole document.
pub fn document() -> utoipa::openapi::OpenApi {
    crate::documented_routes().into_openapi()
}

/// `GET /api/openapi.json`: `document`, serialized once.
pub fn router(document: &utoipa::openapi::OpenApi) -> Router<AppState> {
    // Plain data (strings, maps, numbers): serializing it cannot fail.
    let body = axum::body::Bytes::from(document.to_json().expect("the OpenAPI document serializes"));
    Router::new()
        .route("/api/openapi.json", get(move || async move { ([(header::CONTENT_TYPE, "application/json")], body) }))
}
