//! The conformance server: the hubs and methods of ASP.NET Core's SignalR functional test app
//! (`TestHub.cs`), so the official client's tests can run against this crate.
//!
//! ```text
//! cargo run -p signalr --example conformance -- 127.0.0.1:0
//! ```
//! prints `http://<bound address>` on its first line of stdout, then serves:
//! - `/testhub` — every transport; `/testhub-nowebsockets` — Server-Sent Events and long polling;
//! - `/authorizedhub` — requires the bearer token `GET /generateJwtToken` hands out;
//! - `/uncreatable` — a hub whose creation fails, so the client's start fails;
//! - negotiate responses set the cookies `testCookie`, `testCookie2` and an expired one.
//!
//! Beyond TestHub's methods (Echo, GetCallerConnectionId, ThrowException, InvokeWithString,
//! SendCustomObject, Stream, InfiniteStream, StreamingConcat, EmptyStream,
//! StreamThrowException, GetActiveTransportName, EchoComplexObject, SendComplexObject,
//! GetContentTypeHeader, GetCookie), a few for this crate's own tests: GetHeader, Counter,
//! Record/GetRecorded, JoinGroup/SendToGroup, Broadcast, SendToUser, CloseMe, GetUser.
//!
//! Environment: `SIGNALR_KEEP_ALIVE_MS`, `SIGNALR_CLIENT_TIMEOUT_MS`, `SIGNALR_RECONNECT_WINDOW_MS`,
//! `SIGNALR_NEGOTIATE_TIMEOUT_MS`, `SIGNALR_MAX_MESSAGE_SIZE`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{CONTENT_TYPE, COOKIE, SET_COOKIE};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::get;
use futures::StreamExt;
use serde_json::{Value, json};
use signalr::{Caller, Hub, HubBuilder, HubContext, HubError, Identity, Reject, Transports};

/// The one token `/authorizedhub` accepts.
const TEST_TOKEN: &str = "conformance-test-token";

type Recorded = Arc<Mutex<HashMap<String, Vec<Value>>>>;

fn env_ms(name: &str) -> Option<Duration> {
    std::env::var(name).ok()?.parse().ok().map(Duration::from_millis)
}

fn invalid_operation(message: impl Into<String>) -> HubError {
    HubError::with_kind("InvalidOperationException", message)
}

fn cookie(caller: &Caller, name: &str) -> Option<String> {
    let header = caller.headers().get(COOKIE)?.to_str().ok()?;
    header
        .split(';')
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// TestHub's methods, plus the extras.
fn test_hub(name: &str) -> HubBuilder {
    let recorded: Recorded = Arc::default();
    let recorded_read = recorded.clone();
    let recorded_gone = recorded.clone();
    Hub::builder(name)
        .configure(|options| {
            options.detailed_errors = true;
            if let Some(interval) = env_ms("SIGNALR_KEEP_ALIVE_MS") {
                options.keep_alive_interval = interval;
            }
            if let Some(timeout) = env_ms("SIGNALR_CLIENT_TIMEOUT_MS") {
                options.client_timeout = timeout;
            }
            if let Some(window) = env_ms("SIGNALR_RECONNECT_WINDOW_MS") {
                options.stateful_reconnect_window = window;
            }
            if let Some(timeout) = env_ms("SIGNALR_NEGOTIATE_TIMEOUT_MS") {
                options.negotiate_timeout = timeout;
            }
            if let Some(size) = std::env::var("SIGNALR_MAX_MESSAGE_SIZE").ok().and_then(|v| v.parse().ok()) {
                options.max_message_size = size;
            }
        })
        .method("Echo", |_caller, (message,): (String,)| async move { Ok(message) })
        .method("GetCallerConnectionId", |caller, ()| async move { Ok(caller.connection_id().to_string()) })
        .method(
            "ThrowException",
            |_caller, (message,): (String,)| async move { Err::<(), _>(invalid_operation(message)) },
        )
        .method("InvokeWithString", |caller, (message,): (String,)| async move {
            caller.send("Message", (message,)).await?;
            Ok(())
        })
        .method("SendCustomObject", |caller, (object,): (Value,)| async move {
            caller.send("CustomObject", (object,)).await?;
            Ok(())
        })
        .stream("Stream", |_caller, ()| async move { Ok(futures::stream::iter(["a", "b", "c"].map(Ok))) })
        .stream("InfiniteStream", |caller, ()| async move {
            let hub = caller.clients().clone();
            let id = caller.connection_id().to_string();
            let cancelled = caller.cancellation().clone();
            tokio::spawn(async move {
                cancelled.cancelled().await;
                let _ = hub.connection(id).send("StreamCanceled", ()).await;
            });
            Ok(futures::stream::pending::<Result<String, HubError>>())
        })
        .method("StreamingConcat", |mut caller, ()| async move {
            let mut stream = caller.take_stream::<String>()?;
            let mut text = String::new();
            while let Some(item) = stream.next().await {
                text.push_str(&item?);
            }
            Ok(text)
        })
        .stream("EmptyStream", |_caller, ()| async move { Ok(futures::stream::empty::<Result<i32, HubError>>()) })
        .stream("StreamThrowException", |_caller, (message,): (String,)| async move {
            Err::<futures::stream::Empty<Result<i32, HubError>>, _>(invalid_operation(message))
        })
        .method("GetActiveTransportName", |caller, ()| async move { Ok(caller.transport().as_str()) })
        .method("EchoComplexObject", |_caller, (object,): (Value,)| async move { Ok(object) })
        .method("SendComplexObject", |_caller, ()| async move {
            Ok(json!({
                "ByteArray": "AQID",
                "DateTime": "2000-01-01T00:00:00Z",
                "Guid": "00010203-0405-0607-0706-050403020100",
                "IntArray": [1, 2, 3],
                "String": "hello world",
            }))
        })
        .method("GetContentTypeHeader", |caller, ()| async move {
            Ok(caller.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_string))
        })
        .method("GetCookie", |caller, (name,): (String,)| async move { Ok(cookie(&caller, &name)) })
        .method("GetHeader", |caller, (name,): (String,)| async move {
            Ok(caller.headers().get(name.as_str()).and_then(|v| v.to_str().ok()).map(str::to_string))
        })
        // Sends Counter(1..=count) to the caller, one every `every_ms`, from outside the method.
        .method("Counter", |caller, (count, every_ms): (u32, u64)| async move {
            let hub = caller.clients().clone();
            let id = caller.connection_id().to_string();
            tokio::spawn(async move {
                for i in 1..=count {
                    tokio::time::sleep(Duration::from_millis(every_ms)).await;
                    let _ = hub.connection(id.clone()).send("Counter", (i,)).await;
                }
            });
            Ok(())
        })
        .method("Record", move |caller, (value,): (Value,)| {
            let recorded = recorded.clone();
            async move {
                let mut map = recorded.lock().map_err(|_| HubError::new("poisoned"))?;
                map.entry(caller.connection_id().to_string()).or_default().push(value);
                Ok(())
            }
        })
        .method("GetRecorded", move |caller, ()| {
            let recorded = recorded_read.clone();
            async move {
                let map = recorded.lock().map_err(|_| HubError::new("poisoned"))?;
                Ok(map.get(caller.connection_id()).cloned().unwrap_or_default())
            }
        })
        .method("JoinGroup", |caller, (group,): (String,)| async move {
            caller.clients().add_to_group(caller.connection_id(), &group).await?;
            Ok(())
        })
        .method("SendToGroup", |caller, (group, message): (String, String)| async move {
            caller.clients().group(group).send("Message", (message,)).await?;
            Ok(())
        })
        .method("Broadcast", |caller, (message,): (String,)| async move {
            caller.clients().all().send("Message", (message,)).await?;
            Ok(())
        })
        .method("SendToUser", |caller, (user, message): (String, String)| async move {
            caller.clients().user(user).send("Message", (message,)).await?;
            Ok(())
        })
        .method("CloseMe", |caller, (error, allow_reconnect): (Option<String>, bool)| async move {
            caller.clients().connection(caller.connection_id()).close(error.as_deref(), allow_reconnect).await?;
            Ok(())
        })
        .method("GetUser", |caller, ()| async move { Ok(caller.user_id().map(str::to_string)) })
        .on_disconnected(move |caller, _error| {
            let recorded = recorded_gone.clone();
            async move {
                if let Ok(mut map) = recorded.lock() {
                    map.remove(caller.connection_id());
                }
            }
        })
}

/// Like the functional test app: negotiate answers set two cookies and an expired one.
async fn negotiate_cookies(request: Request, next: Next) -> Response {
    let negotiate = request.uri().path().ends_with("/negotiate");
    let mut response = next.run(request).await;
    if negotiate {
        let headers = response.headers_mut();
        for cookie in [
            "testCookie=testValue; path=/",
            "testCookie2=testValue2; path=/",
            "expiredCookie=doesntmatter; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT",
        ] {
            headers.append(SET_COOKIE, HeaderValue::from_static(cookie));
        }
    }
    response
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .init();
    let address = std::env::args().nth(1).unwrap_or_else(|| "127.0.0.1:0".to_string());

    let test = test_hub("testhub").build()?;
    let no_websockets = test_hub("testhub-nowebsockets")
        .configure(|options| options.transports = Transports { websockets: false, ..Transports::ALL })
        .build()?;
    let authorized = test_hub("authorizedhub")
        .authenticate(|parts| {
            let token = signalr::bearer_token(parts);
            async move {
                match token.as_deref() {
                    Some(TEST_TOKEN) => Ok(Some(Identity::user("testuser"))),
                    _ => Err(Reject::unauthorized()),
                }
            }
        })
        .build()?;
    let uncreatable = Hub::builder("uncreatable")
        .configure(|options| options.detailed_errors = true)
        .on_connected(|_caller| async move {
            Err(invalid_operation(
                "Unable to resolve service for type 'System.Object' while attempting to activate 'FunctionalTests.UncreatableHub'.",
            ))
        })
        .build()?;
    let contexts: Vec<HubContext> =
        [&test, &no_websockets, &authorized, &uncreatable].iter().map(|hub| hub.context()).collect();

    let app = Router::new()
        .nest("/testhub", test.router())
        .nest("/testhub-nowebsockets", no_websockets.router())
        .nest("/authorizedhub", authorized.router())
        .nest("/uncreatable", uncreatable.router())
        .route("/generateJwtToken", get(|| async { TEST_TOKEN }))
        .layer(middleware::from_fn(negotiate_cookies));

    let listener = tokio::net::TcpListener::bind(&address).await?;
    println!("http://{}", listener.local_addr()?);
    axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            let _ = tokio::signal::ctrl_c().await;
            for context in contexts {
                context.shutdown(Duration::from_secs(2)).await;
            }
        })
        .await?;
    Ok(())
}
