//! `POST {hub}/negotiate`: authenticate, create the connection, list the transports.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Json;
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::routes::query_pairs;
use crate::connection::actor;
use crate::hub::HubInner;

pub(crate) async fn negotiate(hub: Arc<HubInner>, parts: Parts) -> Response {
    if hub.shutting_down.load(Ordering::SeqCst) {
        return (StatusCode::SERVICE_UNAVAILABLE, "The server is shutting down.").into_response();
    }
    let identity = match hub.authenticate(&parts).await {
        Ok(identity) => identity,
        Err(reject) => return reject.into_response(),
    };
    let query = query_pairs(&parts);
    let version: u32 =
        query.iter().find(|(k, _)| k == "negotiateVersion").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
    let stateful = query.iter().any(|(k, v)| k == "useStatefulReconnect" && v == "true");
    let token = crate::ids::connection_token();
    let handle = actor::spawn(&hub, Some(token.clone()), stateful, identity);

    let transports = &hub.options.transports;
    let mut available = Vec::new();
    if transports.websockets {
        available.push(json!({"transport": "WebSockets", "transferFormats": ["Text", "Binary"]}));
    }
    if transports.server_sent_events {
        available.push(json!({"transport": "ServerSentEvents", "transferFormats": ["Text"]}));
    }
    if transports.long_polling {
        available.push(json!({"transport": "LongPolling", "transferFormats": ["Text", "Binary"]}));
    }
    let mut body = if version >= 1 {
        json!({"connectionId": handle.id, "connectionToken": token, "negotiateVersion": 1, "availableTransports": available})
    } else {
        // Version 0 has no separate token: the client connects with the id it is given.
        json!({"connectionId": token, "negotiateVersion": 0, "availableTransports": available})
    };
    if stateful {
        body["useStatefulReconnect"] = json!(true);
    }
    let mut response = Json(body).into_response();
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}
