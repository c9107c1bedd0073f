//! The built web app: hashed assets cached for a year, `index.html` (never cached) for every client route, and
//! the back office's `admin.html` for `/admin` and every route under it.

use axum::{
    Router,
    http::{HeaderValue, header},
    response::Html,
    routing::get,
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

use crate::{settings::Settings, state::AppState};

/// Serves `settings.web_dir`; when the app was not built, a short page says how to build it.
pub fn router(settings: &Settings) -> Router<AppState> {
    let dir = &settings.web_dir;
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
    let app = Router::new()
        .route_service("/admin", back_office.clone())
        .route_service("/admin/", back_office.clone())
        .route_service("/admin/{*route}", back_office)
        .fallback_service(ServeDir::new(dir).fallback(ServeFile::new(index)))
        .layer(SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-cache")));
    assets.merge(app)
}
