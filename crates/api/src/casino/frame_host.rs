//! The page a provider's HTML launch runs in (SoftGamings answers a document with inline scripts, not an
//! address). A `srcdoc` or `data:` frame inherits the site's policy (`script-src 'self'`), which blocks those
//! scripts, and loosening the site's policy for one provider would loosen it everywhere. So the web app frames
//! `/casino/frame-host` instead: a page of ours with a policy of its own, always sandboxed into an opaque origin
//! (the `sandbox` directive, whatever the frame's attributes say), that waits for the parent to post the HTML
//! and writes it into itself. The provider's scripts run there and cannot reach the site's origin, its storage
//! or its session.

use axum::{
    Router,
    http::{HeaderValue, header},
    response::{Html, IntoResponse},
    routing::get,
};

use crate::state::AppState;

/// Where the page is served (outside `/api`: it is a document, not a call).
pub const PATH: &str = "/casino/frame-host";

/// The page: it tells its parent it listens (`zar.frame-ready`) and writes the HTML of the one answer it takes
/// from the parent (`zar.frame-html`) into itself.
const PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game</title><style>html,body{margin:0;height:100%;background:#0b0f19}</style></head>
<body><script>
addEventListener('message', function take(event) {
  var data = event.data;
  if (event.source !== parent || !data || data.type !== 'zar.frame-html' || typeof data.html !== 'string') return;
  removeEventListener('message', take);
  document.open();
  document.write(data.html);
  document.close();
});
parent.postMessage({ type: 'zar.frame-ready' }, '*');
</script></body></html>"#;

/// Providers' pages load their scripts, styles and frames from their own hosts over HTTPS and inline; the
/// sandbox keeps them in an opaque origin (no `allow-same-origin`), with forms and popups (cashier, rules).
const POLICY: &str = "default-src 'none'; script-src 'unsafe-inline' https:; style-src 'unsafe-inline' https:; \
    img-src https: data: blob:; font-src https: data:; media-src https: blob:; connect-src https: wss:; \
    frame-src https:; form-action https:; base-uri https:; frame-ancestors 'self'; \
    sandbox allow-scripts allow-forms allow-popups";

pub fn router() -> Router<AppState> {
    Router::new().route(PATH, get(page))
}

async fn page() -> impl IntoResponse {
    (
        [
            (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY)),
            (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600")),
        ],
        Html(PAGE),
    )
}
