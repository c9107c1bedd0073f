//! Zar's HTTP API. [`app`] builds the whole router: one `router()` per feature module, merged here,
//! wrapped in the layers every request goes through.

pub mod accounts;
pub mod admin;
pub mod auth;
pub mod balance;
pub mod bonus;
pub mod casino;
pub mod cms;
pub mod csv;
pub mod customer;
pub mod delivery;
pub mod dev;
pub mod error;
pub mod health;
pub mod i18n;
pub mod limits;
pub mod metrics;
pub mod notices;
pub mod notifications;
pub mod openapi;
pub mod paging;
pub mod payments;
pub mod pipeline;
pub mod realtime;
pub mod reply;
pub mod responsible;
pub mod seamless;
pub mod seo;
pub mod session;
pub mod session_data;
pub mod settings;
pub mod sportsbook;
pub mod state;
pub mod support;
pub mod tls;
pub mod user;
pub mod web;

use std::time::Duration;

use axum::{Router, extract::DefaultBodyLimit, middleware};
use tower_http::compression::CompressionLayer;
use utoipa_axum::router::OpenApiRouter;

pub use domain::clock::Clock;
pub use error::Error;
pub use settings::Settings;
pub use state::AppState;

/// Every documented route with its OpenAPI operation: each feature's `router()` registers a handler once
/// (`routes!(handler)`), and its path, method and docs come from the handler's `#[utoipa::path]`.
pub fn documented_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::root())
        .merge(health::router())
        .merge(auth::router())
        .merge(customer::router())
        .merge(responsible::router())
        .merge(bonus::router())
        .merge(support::router())
        .merge(user::router())
        .merge(admin::router())
        .merge(cms::router())
        .merge(notifications::router())
        .merge(payments::router())
        .merge(casino::router())
        .merge(sportsbook::router())
        .merge(seamless::router())
}

/// The whole OpenAPI document: what [`documented_routes`] registered, finished by [`openapi::finish`].
pub fn document() -> utoipa::openapi::OpenApi {
    openapi::finish(documented_routes().into_openapi())
}

/// Every API route, without the web app or the layers.
pub fn api_routes() -> Router<AppState> {
    let (routes, document) = documented_routes().split_for_parts();
    let document = openapi::finish(document);
    routes
        .merge(dev::router())
        .merge(payments::hosted::router())
        .merge(casino::frame_host::router())
        .merge(seo::router())
        .merge(openapi::router(&document))
        .route("/api", axum::routing::any(not_found))
        .route("/api/{*rest}", axum::routing::any(not_found))
}

/// The whole site: API, web app and layers, and the hub.
pub fn app(state: AppState) -> Router {
    let web = web::router(&state);
    site(state, api_routes().merge(web))
}

/// `routes` (the API and the web app, or a test's own) wrapped in the layers, with the hub beside them.
pub fn site(state: AppState, routes: Router<AppState>) -> Router {
    let hub = state.realtime.as_ref().and_then(realtime::Realtime::router);
    let site = with_layers(routes, &state.settings).with_state(state);
    // The hub's transports stream (Server-Sent Events, long polling): outside the compression layer.
    match hub {
        Some(hub) => site.nest(realtime::PATH, hub),
        None => site,
    }
}

/// Wraps routes in what every request goes through: the body limit, the [`pipeline`] (request id, logs,
/// panic catching, error envelopes, security headers, metrics) and compression. Tests wrap their own routes
/// with it too.
pub fn with_layers(routes: Router<AppState>, settings: &Settings) -> Router<AppState> {
    let pipeline = pipeline::Pipeline {
        dev_outbox: settings.dev_outbox,
        hsts: settings.public_url.to_ascii_lowercase().starts_with("https://"),
    };
    routes
        .layer(DefaultBodyLimit::max(settings.body_limit))
        .layer(middleware::from_fn_with_state(pipeline, pipeline::run))
        .layer(CompressionLayer::new())
}

async fn not_found() -> Error {
    Error::not_found("route.not_found")
}

/// Serves `app` on an already bound listener (a `TcpListener`, or a [`tls::TlsListener`]) until `shutdown`
/// resolves, then lets requests finish.
pub async fn serve<L>(
    listener: L,
    app: Router,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()>
where
    L: axum::serve::Listener<Addr = std::net::SocketAddr>,
{
    use axum::serve::ListenerExt;
    // `tap_io` (doing nothing) gives any listener the connection's address for `ConnectInfo`.
    axum::serve(listener.tap_io(|_| {}), app.into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
}

/// How long a graceful shutdown waits for requests before giving up.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(20);
