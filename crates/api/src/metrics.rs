//! Request counts and latencies in Prometheus text, by method, route and status.

use std::{sync::OnceLock, time::Instant};

use axum::{
    extract::{MatchedPath, Request},
    middleware::Next,
    response::Response,
};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process-wide recorder once (several apps in one test process share it).
fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(&[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0])
            .unwrap_or_else(|_| PrometheusBuilder::new())
            .build_recorder();
        let handle = recorder.handle();
        // Fails only if another recorder was installed first; then we still render ours (empty).
        let _ = metrics::set_global_recorder(recorder);
        handle
    })
}

/// The metrics page.
pub fn render() -> String {
    handle().render()
}

/// Counts each request and times it under its route template (`/api/cms/content/{id}`), never the raw path.
pub async fn track(request: Request, next: Next) -> Response {
    handle();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_else(|| if request.uri().path().starts_with("/api/") { "/api/*".into() } else { "web".into() });
    let method = request.method().to_string();
    let started = Instant::now();
    let response = next.run(request).await;
    let labels = [("method", method), ("route", route), ("status", response.status().as_u16().to_string())];
    metrics::counter!("http_requests_total", &labels).increment(1);
    metrics::histogram!("http_request_duration_seconds", &labels).record(started.elapsed().as_secs_f64());
    response
}
