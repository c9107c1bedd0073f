//! Liveness with a database check, and the Prometheus metrics.

use axum::{
    extract::State,
    http::{HeaderMap, header},
    response::IntoResponse,
    routing::get,
};
use serde::Serialize;
use subtle::ConstantTimeEq;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

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

/// The Prometheus page; with `ZAR_METRICS_TOKEN` set, only for a scraper that presents it as a bearer token.
async fn prometheus(State(state): State<AppState>, headers: HeaderMap) -> Result<impl IntoResponse, Error> {
    if let Some(token) = &state.settings.metrics_token {
        let presented = crate::session::bearer(&headers).unwrap_or_default();
        if !bool::from(presented.as_bytes().ct_eq(token.0.as_bytes())) {
            return Err(Error::unauthorized());
        }
    }
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], metrics::render()))
}
