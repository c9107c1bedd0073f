//! Liveness with a database check, and the Prometheus metrics.

use axum::{extract::State, http::header, response::IntoResponse, routing::get};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    error::Error,
    metrics,
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/health` (documented) and `/metrics` (not part of the API document).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(health)).route("/metrics", get(prometheus))
}

/// The running version and whether the database answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    pub version: String,
    pub database: String,
}

/// Liveness: answers 200 with the version when the database answers, 503 otherwise.
#[utoipa::path(get, path = "/api/health", tag = "health", operation_id = "health",
    responses((status = 200, body = crate::reply::Envelope<Health>), (status = 503)))]
pub async fn health(State(state): State<AppState>) -> ApiResult<Health> {
    state.db.ping().await.map_err(|e| Error {
        internal: Some(e.to_string()),
        ..Error::new(axum::http::StatusCode::SERVICE_UNAVAILABLE, "health.database_unavailable")
    })?;
    Ok(Reply::data(Health { version: env!("CARGO_PKG_VERSION").to_owned(), database: "ok".to_owned() }))
}

async fn prometheus() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], metrics::render())
}
