//! The hub's routes and the dispatch of `GET`, `POST` and `DELETE` on the hub path to the
//! transports.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};

use super::TransportType;
use crate::connection::{ConnectionHandle, ConnectionInfo, Control, actor};
use crate::hub::{HubInner, Identity};

pub(crate) fn router(hub: Arc<HubInner>) -> Router {
    Router::new()
        .route("/", get(connect).post(send).delete(delete))
        .route("/negotiate", post(negotiate))
        .with_state(hub)
}

async fn negotiate(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (parts, _) = request.into_parts();
    super::negotiate::negotiate(hub, parts).await
}

/// The decoded query pairs of a request.
pub(crate) fn query_pairs(parts: &Parts) -> Vec<(String, String)> {
    let query = parts.uri.query().unwrap_or("");
    url_decode_pairs(query)
}

fn url_decode_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(key), percent_decode(value))
        })
        .collect()
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let hex = |c: Option<&u8>| c.and_then(|c| (*c as char).to_digit(16));
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match (hex(bytes.get(i + 1)), hex(bytes.get(i + 2))) {
                (Some(high), Some(low)) => {
                    out.push(u8::try_from(high * 16 + low).unwrap_or(b'?'));
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn connection_token(parts: &Parts) -> Option<String> {
    query_pairs(parts).into_iter().find(|(k, _)| k == "id").map(|(_, v)| v)
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "No Connection with that ID").into_response()
}

fn is_websocket_request(headers: &HeaderMap) -> bool {
    headers.get(header::UPGRADE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.eq_ignore_ascii_case("websocket"))
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
        headers: parts.headers.clone(),
        transport,
    };
    handle.info.set(Arc::new(info)).is_ok()
}

async fn connect(State(hub): State<Arc<HubInner>>, request: Request) -> Response {
    let (mut parts, _body) = request.into_parts();
    let token = connection_token(&parts);
    if is_websocket_request(&parts.headers) {
        if !hub.options.transports.websockets {
            return (StatusCode::NOT_FOUND, "WebSockets are not enabled on this hub.").into_response();
        }
        let upgrade = match axum::extract::ws::WebSocketUpgrade::from_request_parts(&mut parts, &()).await {
            Ok(upgrade) => upgrade,
            Err(rejection) => return rejection.into_response(),
        };
        let handle = match token {
            Some(token) => {
                let Some(handle) = hub.registry.by_token(&token) else { return not_found() };
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
                if hub.shutting_down.load(Ordering::SeqCst) {
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
    let Some(handle) = hub.registry.by_token(&token) else { return not_found() };
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
    let Some(handle) = hub.registry.by_token(&token) else { return not_found() };
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
    let Some(handle) = hub.registry.by_token(&token) else { return not_found() };
    if handle.transport() != Some(TransportType::LongPolling) {
        return (StatusCode::BAD_REQUEST, "Cannot terminate this connection using the DELETE endpoint.")
            .into_response();
    }
    hub.registry.forget_token(&handle);
    let _ = handle.control.send(Control::ClientClosed).await;
    StatusCode::ACCEPTED.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_query_pairs() {
        assert_eq!(
            url_decode_pairs("id=a%2Bb&x=1+2&flag&bad=%zz&end=%4"),
            vec![
                ("id".into(), "a+b".into()),
                ("x".into(), "1 2".into()),
                ("flag".into(), String::new()),
                ("bad".into(), "%zz".into()),
                ("end".into(), "%4".into())
            ]
        );
    }
}
