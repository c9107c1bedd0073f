//! The built web app: hashed assets cached for a year, `index.html` (never cached) for every client route, the
//! back office's `admin.html` for `/admin` and every route under it, and the API's documentation viewer
//! (`api-docs.html`, a build of its own) at `/api/docs`.
//!
//! The site's pages carry the CSP that lets Google Tag Manager load while the site option `tag_manager_id` is set
//! (product §9); every other response keeps the pipeline's strict one. Pages that open with a carousel announce its
//! first picture ([`hero`]).

pub mod hero;

use axum::{
    Router,
    extract::{Request, State},
    http::{HeaderValue, header},
    middleware::{self, Next},
    response::{Html, Response},
    routing::get,
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

use crate::state::AppState;

/// Serves `state.settings.web_dir`; when the app was not built, a short page says how to build it.
pub fn router(state: &AppState) -> Router<AppState> {
    let dir = &state.settings.web_dir;
    let index = dir.join("index.html");
    if !index.exists() {
        tracing::warn!(dir = %dir.display(), "web app not built; serving a notice instead (run `make run`)");
        return Router::new().fallback(get(|| async {
            Html("<!doctype html><meta charset=utf-8><title>Zar</title><p>The web app is not built. Run <code>make run</code>.")
        }));
    }
    let assets = Router::new().nest_service("/assets", ServeDir::new(dir.join("assets"))).layer(
        SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        ),
    );
    let back_office = ServeFile::new(dir.join("admin.html"));
    let site = Router::new()
        .fallback_service(ServeDir::new(dir).fallback(ServeFile::new(index)))
        .layer(middleware::from_fn_with_state(state.clone(), tag_manager_policy))
        .layer(middleware::from_fn_with_state(state.clone(), hero::preload_first_slide));
    let app = Router::new()
        .route_service("/admin", back_office.clone())
        .route_service("/admin/", back_office.clone())
        .route_service("/admin/{*route}", back_office)
        .route_service("/api/docs", ServeFile::new(dir.join("api-docs.html")))
        .merge(site)
        .layer(SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")));
    assets.merge(app)
}

/// A site page (an HTML answer of the site's fallback) while `tag_manager_id` is set: the CSP that allows Google Tag
/// Manager. Only documents need it (a policy applies to the page it came with), so only they read the option.
async fn tag_manager_policy(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    if hero::is_html(&response) && matches!(store::site_options::value(&state.db, "tag_manager_id").await, Ok(Some(_)))
    {
        response.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(crate::pipeline::CONTENT_SECURITY_POLICY_WITH_TAG_MANAGER),
        );
    }
    response
}
