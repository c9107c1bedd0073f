//! The hub's routes and the dispatch of `GET`, `POST` and `DELETE` on the hub path to the
//! transports. A WebSocket arrives as an HTTP/1.1 `GET` with `Upgrade`, or over HTTP/2 as an extended `CONNECT`
//! (RFC 8441), which browsers use once the server offers it on their HTTP/2 connection.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use super::TransportType;
use super::query::query_pairs;
use crate::connection::{ConnectionHandle, ConnectionInfo, Control, actor};
use crate::hub_inner::HubInner;
use crate::identity::Identity;

pub(crate) fn router(hub: Arc<HubInner>) -> Router {
    Router::new()
        .route("/", get(connect).post(send).delete(delete).connect(connect))
        .route("/negotiate", post(negotiate))
        .with_state(hub)
}

async fn negotiate(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (parts, _) = request.into_parts();
    super::negotiate::negotiate(hub, parts).await
}

fn connection_token(parts: &Parts) -> Option<String> {
    query_pairs(parts).into_iter().find(|(k, _)| k == "id").map(|(_, v)| v)
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "No Connection with that ID").into_response()
}

fn is_websocket_request(parts: &Parts) -> bool {
    // A CONNECT that is not an HTTP/2 WebSocket is refused by `WebSocketUpgrade` below.
    parts.method == Method::CONNECT
        || parts
            .headers
            .get(header::UPGRADE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
}

fn accepts_event_stream(headers: &HeaderMap) -> bool {
    headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("text/event-stream"))
}

/// Authenticates a connect request; it must be the same user as at negotiate.
async fn authenticate_connect(
    hub: &HubInner,
    parts: &Parts,
    negotiated: Option<&ConnectionHandle>,
) -> Result<Option<Identity>, Response> {
    let identity = hub.authenticate(parts).await.map_err(IntoResponse::into_response)?;
    if let Some(handle) = negotiated {
        let before = handle.identity.as_ref().map(|i| i.user_id.as_str());
        let now = identity.as_ref().map(|i| i.user_id.as_str());
        if before != now {
            return Err((StatusCode::FORBIDDEN, "The connection belongs to another user.").into_response());
        }
    }
    Ok(identity)
}

/// Records what the hub may read about the connection, once, at its first transport request.
fn set_info(handle: &ConnectionHandle, parts: &Parts, transport: TransportType) -> bool {
    let query = query_pairs(parts).into_iter().filter(|(k, _)| k != "id" && k != "access_token" && k != "_").collect();
    let info = ConnectionInfo {
        id: handle.id.clone(),
        identity: handle.identity.clone(),
        query,
        headers: detached(&parts.headers),
        transport,
    };
    handle.info.set(Arc::new(info)).is_ok()
}

/// A copy of `headers` whose values share one small allocation of their own. The request's values are slices
/// of the HTTP connection's whole read buffer (8 to 16 KiB): a clone would keep that buffer alive for as long
/// as the connection lasts, the largest part of an idle connection's memory.
fn detached(headers: &HeaderMap) -> HeaderMap {
    let mut values = Vec::with_capacity(headers.values().map(HeaderValue::len).sum());
    for value in headers.values() {
        values.extend_from_slice(value.as_bytes());
    }
    let values = bytes::Bytes::from(values);
    let mut copy = HeaderMap::with_capacity(headers.len());
    let mut start = 0;
    for (name, value) in headers {
        let end = start + value.len();
        // The bytes were a valid value already; `from_maybe_shared` takes the slice without copying it.
        if let Ok(mut detached) = HeaderValue::from_maybe_shared(values.slice(start..end)) {
            detached.set_sensitive(value.is_sensitive());
            copy.append(name.clone(), detached);
        }
        start = end;
    }
    copy
}

async fn connect(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (mut parts, _body) = request.into_parts();
    let token = connection_token(&parts);
    if is_websocket_request(&parts) {
        if !hub.options.transports.websockets {
            return (StatusCode::NOT_FOUND, "WebSockets are not enabled on this hub.").into_response();
        }
        let upgrade = match axum::extract::ws::WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
            Ok(upgrade) => upgrade,
            Err(rejection) => return rejection.into_response(),
        };
        let handle = match token {
            Some(token) => {
                let Some(handle) = hub.delivery.registry.by_token(&token) else { return not_found() };
                if let Err(response) = authenticate_connect(&hub, &parts, Some(&handle)).await {
                    return response;
                }
                match handle.transport() {
                    None => {
                        if !set_info(&handle, &parts, TransportType::WebSockets) {
                            return (StatusCode::CONFLICT, "The connection is already in use.").into_response();
                        }
                    }
                    Some(TransportType::WebSockets) if handle.stateful => {}
                    Some(TransportType::WebSockets) => {
                        return (StatusCode::CONFLICT, "The connection is already in use.").into_response();
                    }
                    Some(_) => {
                        return (StatusCode::BAD_REQUEST, "Cannot change transports between requests.").into_response();
                    }
                }
                handle
            }
            None => {
                if hub.delivery.shutting_down.load(Ordering::SeqCst) {
                    return (StatusCode::SERVICE_UNAVAILABLE, "The server is shutting down.").into_response();
                }
                let identity = match authenticate_connect(&hub, &parts, None).await {
                    Ok(identity) => identity,
                    Err(response) => return response,
                };
                let handle = actor::spawn(&hub, None, false, identity);
                set_info(&handle, &parts, TransportType::WebSockets);
                handle
            }
        };
        return super::websocket::upgrade(&hub, handle, upgrade);
    }

    let Some(token) = token else {
        return (StatusCode::BAD_REQUEST, "Connection ID required").into_response();
    };
    let Some(handle) = hub.delivery.registry.by_token(&token) else { return not_found() };
    match handle.transport() {
        Some(TransportType::LongPolling) => super::long_polling::poll(&hub, handle).await,
        Some(_) => (StatusCode::CONFLICT, "The connection is already in use.").into_response(),
        None => {
            let transport = if accepts_event_stream(&parts.headers) {
                TransportType::ServerSentEvents
            } else {
                TransportType::LongPolling
            };
            let enabled = match transport {
                TransportType::ServerSentEvents => hub.options.transports.server_sent_events,
                _ => hub.options.transports.long_polling,
            };
            if !enabled {
                return (StatusCode::NOT_FOUND, format!("{transport} is not enabled on this hub.")).into_response();
            }
            if let Err(response) = authenticate_connect(&hub, &parts, Some(&handle)).await {
                return response;
            }
            if !set_info(&handle, &parts, transport) {
                return (StatusCode::CONFLICT, "The connection is already in use.").into_response();
            }
            match transport {
                TransportType::ServerSentEvents => super::sse::start(handle).await,
                _ => super::long_polling::start(handle).await,
            }
        }
    }
}

/// `POST {hub}?id=…`: client→server data for Server-Sent Events and long polling.
async fn send(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Some(token) = connection_token(&parts) else {
        return (StatusCode::BAD_REQUEST, "Connection ID required").into_response();
    };
    let Some(handle) = hub.delivery.registry.by_token(&token) else { return not_found() };
    match handle.transport() {
        Some(TransportType::WebSockets) => {
            return (StatusCode::METHOD_NOT_ALLOWED, "POST requests are not allowed for WebSocket connections.")
                .into_response();
        }
        None => return (StatusCode::CONFLICT, "The connection has no transport yet.").into_response(),
        Some(_) => {}
    }
    let limit = hub.options.max_message_size.saturating_mul(4).max(64 * 1024);
    let bytes = match axum::body::to_bytes(Body::new(body), limit).await {
        Ok(bytes) => bytes,
        Err(_) => return (StatusCode::PAYLOAD_TOO_LARGE, "The message is too large.").into_response(),
    };
    let generation = handle.generation.load(Ordering::SeqCst);
    if handle.control.send(Control::Data { generation, bytes }).await.is_err() {
        return not_found();
    }
    StatusCode::OK.into_response()
}

/// `DELETE {hub}?id=…`: a long polling client ends its connection.
async fn delete(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (parts, _) = request.into_parts();
    let Some(token) = connection_token(&parts) else {
        return (StatusCode::BAD_REQUEST, "Connection ID required").into_response();
    };
    let Some(handle) = hub.delivery.registry.by_token(&token) else { return not_found() };
    if handle.transport() != Some(TransportType::LongPolling) {
        return (StatusCode::BAD_REQUEST, "Cannot terminate this connection using the DELETE endpoint.")
            .into_response();
    }
    hub.delivery.registry.forget_token(&handle);
    let _ = handle.control.send(Control::ClientClosed).await;
    StatusCode::ACCEPTED.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detached_headers_keep_every_value_in_order_but_none_of_the_request_buffer() {
        let request_buffer = bytes::Bytes::from_static(b"text/plain;a=1;a=2");
        let mut headers = HeaderMap::new();
        let shared =
            |range: std::ops::Range<usize>| HeaderValue::from_maybe_shared(request_buffer.slice(range)).unwrap();
        headers.insert(header::CONTENT_TYPE, shared(0..10));
        headers.append("x-a", shared(11..14));
        headers.append("x-a", shared(15..18));
        let mut secret = HeaderValue::from_static("Bearer t");
        secret.set_sensitive(true);
        headers.insert(header::AUTHORIZATION, secret);
        let copy = detached(&headers);
        assert_eq!(copy, headers);
        assert!(copy[header::AUTHORIZATION].is_sensitive());
        let within = |value: &HeaderValue| request_buffer.as_ptr_range().contains(&value.as_bytes().as_ptr());
        assert!(headers.values().any(within));
        assert!(!copy.values().any(within), "no value points into the request's buffer");
    }
}
