//! What every request goes through, in one middleware pass (one layer per concern cost the balance poll a
//! third of its throughput in `make bench`): the request id, the trace span and the log line, panic catching,
//! error envelopes, the security headers and the metrics.
//!
//! Cheap on the hot path: the span and the log line are built only when their level is enabled (routine
//! requests log at DEBUG), and the metric handles of each (method, route, status) are registered once and
//! reused, so a request allocates no labels.

use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
    time::Instant,
};

use axum::{
    extract::{MatchedPath, Request, State},
    http::{HeaderName, HeaderValue, Method, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use futures::FutureExt;
use tracing::Instrument;

use crate::{error, i18n::Lang};

/// What the pipeline needs to know of the settings.
#[derive(Debug, Clone, Copy)]
pub struct Pipeline {
    /// Every response says the development outbox is on (it shows codes).
    pub dev_outbox: bool,
    /// The public URL is https: browsers are told to use nothing else (`Strict-Transport-Security`).
    pub hsts: bool,
}

static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Longest client-sent request id kept (in the log only, as `client_request_id`).
const CLIENT_REQUEST_ID_MAX: usize = 64;

/// A year; without `includeSubDomains`, which would bind hosts this server does not control.
const HSTS: &str = "max-age=31536000";

/// Requests that come all day from every open tab or probe: the balance poll (every 10 s), health checks and
/// metrics scrapes. They are logged at DEBUG, not INFO, so the log shows what players and operators did; their
/// failures still reach the log through the error renderer.
const ROUTINE_PATHS: [&str; 3] = ["/api/user/balance", "/api/health", "/metrics"];

/// The Content-Security-Policy, with `$script` and `$connect` origins added to the scripts and calls allowed. The
/// one third-party script is the live-chat widget (Comm100, loaded only when the site options configure it), so its
/// origins may run scripts, styles and calls; frames: partners and providers are framed by us, only our own pages
/// may frame us.
macro_rules! csp {
    ($script:literal, $connect:literal) => {
        concat!(
            "default-src 'self'; script-src 'self' https://*.comm100.com https://*.comm100.io",
            $script,
            "; style-src 'self' 'unsafe-inline' https://*.comm100.com https://*.comm100.io; \
            img-src 'self' data: blob: https:; font-src 'self' data: https://*.comm100.com https://*.comm100.io; \
            connect-src 'self' ws: wss: https://*.comm100.com https://*.comm100.io",
            $connect,
            "; frame-src 'self' https:; media-src 'self' https:; object-src 'none'; base-uri 'self'; \
            form-action 'self'; frame-ancestors 'self'; worker-src 'self' blob:"
        )
    };
}

/// The policy of every response that does not set its own.
pub const CONTENT_SECURITY_POLICY: &str = csp!("", "");

/// The site's pages while the site option `tag_manager_id` is set (product §9): Google Tag Manager's script, and the
/// calls its tags make to Google Analytics, are allowed then and only then (see `web::tag_manager_policy`).
pub const CONTENT_SECURITY_POLICY_WITH_TAG_MANAGER: &str = csp!(
    " https://www.googletagmanager.com",
    " https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com"
);

/// The strict headers every response carries (architecture §10).
const SECURITY_HEADERS: [(HeaderName, &str); 6] = [
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "SAMEORIGIN"),
    (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=()"),
    (HeaderName::from_static("cross-origin-opener-policy"), "same-origin"),
];

/// The middleware: `middleware::from_fn_with_state(Pipeline { … }, pipeline::run)`.
pub async fn run(State(pipeline): State<Pipeline>, mut request: Request, next: Next) -> Response {
    let started = Instant::now();
    // The id is always ours: one a client sends could collide with another request's or carry anything into
    // the log and the audit rows. Theirs is logged beside it, printable ASCII only and shortened.
    let client_request_id = request.headers().get(&REQUEST_ID).map(client_request_id);
    let request_id = new_request_id();
    request.headers_mut().insert(REQUEST_ID.clone(), request_id.clone());
    let method = request.method().clone();
    let route = request.extensions().get::<MatchedPath>().cloned();
    let is_api = request.uri().path().starts_with("/api/") || request.uri().path() == "/api";
    let lang = Lang::from_headers(request.headers());
    let span = span(&method, request.uri().path(), &request_id, client_request_id.as_deref());

    let response = async {
        let response = match std::panic::AssertUnwindSafe(next.run(request)).catch_unwind().await {
            Ok(response) => response,
            Err(panic) => error::from_panic(panic).into_response(),
        };
        let mut response = error::render(response, lang, is_api, &request_id);
        finish_headers(&mut response, request_id, pipeline);
        if !tracing::Span::current().is_disabled() {
            let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
            tracing::info!(status = response.status().as_u16(), latency_ms, "finished processing request");
        }
        response
    }
    .instrument(span)
    .await;

    let route = route.as_ref().map(MatchedPath::as_str).unwrap_or(if is_api { "/api/*" } else { "web" });
    record(&method, route, response.status().as_u16(), started);
    response
}

/// A fresh request id: a UUID v4, written on the stack (no formatting machinery on the hot path).
fn new_request_id() -> HeaderValue {
    let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
    let id = uuid::Uuid::new_v4().hyphenated().encode_lower(&mut text);
    HeaderValue::from_str(id).unwrap_or(HeaderValue::from_static("-"))
}

/// A client's `x-request-id` as the log may show it: visible ASCII, at most [`CLIENT_REQUEST_ID_MAX`] long.
fn client_request_id(value: &HeaderValue) -> String {
    let visible = value.as_bytes().iter().filter(|b| b.is_ascii_graphic()).map(|&b| char::from(b));
    visible.take(CLIENT_REQUEST_ID_MAX).collect()
}

/// The request's span, at DEBUG for routine requests (disabled, and never formatted, at the default level).
fn span(method: &Method, path: &str, request_id: &HeaderValue, client: Option<&str>) -> tracing::Span {
    let id = request_id.to_str().unwrap_or_default();
    if ROUTINE_PATHS.contains(&path) {
        tracing::debug_span!("request", method = %method, path = %path, request_id = %id, client_request_id = client)
    } else {
        tracing::info_span!("request", method = %method, path = %path, request_id = %id, client_request_id = client)
    }
}

/// The request id, the security headers a handler did not set itself, and the development outbox's warning.
fn finish_headers(response: &mut Response, request_id: HeaderValue, pipeline: Pipeline) {
    let headers = response.headers_mut();
    headers.insert(REQUEST_ID.clone(), request_id);
    for (name, value) in &SECURITY_HEADERS {
        if !headers.contains_key(name) {
            headers.insert(name.clone(), HeaderValue::from_static(value));
        }
    }
    if pipeline.dev_outbox {
        headers.insert(HeaderName::from_static(crate::dev::HEADER), HeaderValue::from_static("on"));
    }
    if pipeline.hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_request_id_is_kept_printable_and_short() {
        assert_eq!(client_request_id(&HeaderValue::from_static("abc-123")), "abc-123");
        assert_eq!(client_request_id(&HeaderValue::from_static("a b\tc")), "abc");
        let long = "x".repeat(500);
        assert_eq!(client_request_id(&HeaderValue::from_str(&long).unwrap()).len(), CLIENT_REQUEST_ID_MAX);
    }
}

/// The request counter and latency histogram of one (method, route template, status).
#[derive(Clone)]
struct Handles {
    count: metrics::Counter,
    duration: metrics::Histogram,
}

impl Handles {
    fn record(&self, started: Instant) {
        self.count.increment(1);
        self.duration.record(started.elapsed().as_secs_f64());
    }
}

/// Counts a finished request and its latency under its (method, route template, status).
fn record(method: &Method, route: &str, status: u16, started: Instant) {
    let registry = HANDLES.get_or_init(Default::default);
    if let Ok(known) = registry.read()
        && let Some(handles) = known.get(&(method.clone(), status)).and_then(|routes| routes.get(route))
    {
        handles.record(started);
        return;
    }
    metrics_for(method, route, status).record(started);
}

type Registry = RwLock<HashMap<(Method, u16), HashMap<Arc<str>, Handles>>>;

static HANDLES: std::sync::OnceLock<Registry> = std::sync::OnceLock::new();

/// Registers the handles of `route` (a template like `/api/cms/content/{id}`, never a raw path).
fn metrics_for(method: &Method, route: &str, status: u16) -> Handles {
    let registry = HANDLES.get_or_init(Default::default);
    crate::metrics::install();
    let labels = [("method", method.to_string()), ("route", route.to_owned()), ("status", status.to_string())];
    let handles = Handles {
        count: metrics::counter!("http_requests_total", &labels),
        duration: metrics::histogram!("http_request_duration_seconds", &labels),
    };
    if let Ok(mut known) = registry.write() {
        known.entry((method.clone(), status)).or_default().insert(Arc::from(route), handles.clone());
    }
    handles
}
