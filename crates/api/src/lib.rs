//! Zar's HTTP API. [`app`] builds the whole router: one `router()` per feature module, merged here,
//! wrapped in the layers every request goes through.

pub mod accounts;
pub mod admin;
pub mod auth;
pub mod clock;
pub mod cms;
pub mod customer;
pub mod delivery;
pub mod dev;
pub mod error;
pub mod health;
pub mod i18n;
pub mod metrics;
pub mod openapi;
pub mod reply;
pub mod session;
pub mod state;
pub mod user;
pub mod web;

use std::time::Duration;

use axum::{
    Router,
    extract::{DefaultBodyLimit, Request},
    http::{HeaderName, HeaderValue, header},
    middleware,
};
use tower::ServiceBuilder;
use tower_http::{
    compression::CompressionLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    set_header::SetResponseHeaderLayer,
    trace::TraceLayer,
};
use utoipa_axum::router::OpenApiRouter;

pub use clock::Clock;
pub use error::Error;
pub use state::{AppState, Settings};

/// Every documented route with its OpenAPI operation: each feature's `router()` registers a handler once
/// (`routes!(handler)`), and its path, method and docs come from the handler's `#[utoipa::path]`.
pub fn documented_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::root())
        .merge(health::router())
        .merge(auth::router())
        .merge(customer::router())
        .merge(user::router())
        .merge(admin::router())
        .merge(cms::router())
}

/// Every API route, without the web app or the layers.
pub fn api_routes() -> Router<AppState> {
    let (routes, document) = documented_routes().split_for_parts();
    let document = openapi::finish(document);
    routes
        .merge(dev::router())
        .merge(openapi::router(&document))
        .route("/api", axum::routing::any(not_found))
        .route("/api/{*rest}", axum::routing::any(not_found))
}

/// The whole site: API, web app and layers.
pub fn app(state: AppState) -> Router {
    let web = web::router(&state.settings);
    with_layers(api_routes().merge(web), &state.settings).with_state(state)
}

/// Requests that come all day from every open tab or probe: the balance poll (every 10 s), health checks and
/// metrics scrapes. They are logged at DEBUG, not INFO, so the log shows what players and operators did; their
/// failures still reach the log through the error renderer.
const ROUTINE_PATHS: [&str; 3] = ["/api/user/balance", "/api/health", "/metrics"];

/// Wraps routes in what every request goes through (request id, logs, compression, security headers,
/// metrics, error envelopes, panic catching, body limit). Tests wrap their own routes with it too.
pub fn with_layers(routes: Router<AppState>, settings: &Settings) -> Router<AppState> {
    let x_request_id = HeaderName::from_static("x-request-id");
    let routes = routes
        .layer(DefaultBodyLimit::max(settings.body_limit))
        .layer(middleware::from_fn(error::catch_panic))
        .layer(middleware::from_fn(error::render))
        .layer(middleware::from_fn(metrics::track));
    let routes = with_security_headers(routes);
    // Impossible to miss when the development outbox (which shows codes) is on.
    let routes = if settings.dev_outbox {
        routes.layer(SetResponseHeaderLayer::overriding(
            HeaderName::from_static(dev::HEADER),
            HeaderValue::from_static("on"),
        ))
    } else {
        routes
    };
    routes.layer(
        ServiceBuilder::new()
            .layer(SetRequestIdLayer::new(x_request_id.clone(), MakeRequestUuid))
            .layer(
                TraceLayer::new_for_http()
                    .make_span_with(|request: &Request| {
                        let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("");
                        let (method, path) = (request.method(), request.uri().path());
                        if ROUTINE_PATHS.contains(&path) {
                            tracing::debug_span!("request", method = %method, path = %path, request_id = %id)
                        } else {
                            tracing::info_span!("request", method = %method, path = %path, request_id = %id)
                        }
                    })
                    .on_response(log_response),
            )
            .layer(PropagateRequestIdLayer::new(x_request_id))
            .layer(CompressionLayer::new()),
    )
}

/// One line per finished request, inside its span (method, path, request id: the trace layer has entered it).
/// A routine request's span is off at the default level, so it logs nothing.
fn log_response<B>(response: &axum::http::Response<B>, latency: Duration, span: &tracing::Span) {
    if !span.is_disabled() {
        let status = response.status().as_u16();
        tracing::info!(status, latency_ms = latency.as_secs_f64() * 1000.0, "finished processing request");
    }
}

/// The strict headers every response carries (DESIGN §10). Frames: partners and providers are framed by us;
/// only our own pages may frame us. The one third-party script is the live-chat widget (Comm100, loaded only
/// when the site options configure it), so its origins may run scripts, styles and calls.
const SECURITY_HEADERS: [(HeaderName, &str); 6] = [
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "SAMEORIGIN"),
    (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'self'; \
        script-src 'self' https://*.comm100.com https://*.comm100.io; \
        style-src 'self' 'unsafe-inline' https://*.comm100.com https://*.comm100.io; \
        img-src 'self' data: blob: https:; font-src 'self' data: https://*.comm100.com https://*.comm100.io; \
        connect-src 'self' ws: wss: https://*.comm100.com https://*.comm100.io; \
        frame-src 'self' https:; media-src 'self' https:; object-src 'none'; base-uri 'self'; \
        form-action 'self'; frame-ancestors 'self'; worker-src 'self' blob:",
    ),
    (HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=()"),
    (HeaderName::from_static("cross-origin-opener-policy"), "same-origin"),
];

/// Adds [`SECURITY_HEADERS`] a handler did not set itself, in one step (one layer per header cost the
/// balance poll measurable throughput in `make bench`).
fn with_security_headers(routes: Router<AppState>) -> Router<AppState> {
    routes.layer(middleware::map_response(|mut response: axum::response::Response| async move {
        let headers = response.headers_mut();
        for (name, value) in &SECURITY_HEADERS {
            if !headers.contains_key(name) {
                headers.insert(name.clone(), HeaderValue::from_static(value));
            }
        }
        response
    }))
}

async fn not_found() -> Error {
    Error::not_found("route.not_found")
}

/// Serves `app` on an already bound listener until `shutdown` resolves, then lets requests finish.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: Router,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, app.into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
}

/// How long a graceful shutdown waits for requests before giving up.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(20);
