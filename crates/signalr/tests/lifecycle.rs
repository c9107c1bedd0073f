//! Hooks and shutdown.
#![allow(clippy::unwrap_used)]

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures::StreamExt;
use serde_json::json;
use signalr::{Hub, HubError};
use support::{Client, serve};

#[tokio::test]
async fn hooks_run_and_shutdown_asks_clients_to_reconnect() {
    let connected = Arc::new(AtomicUsize::new(0));
    let disconnected = Arc::new(AtomicUsize::new(0));
    let (c, d) = (connected.clone(), disconnected.clone());
    let hub = Hub::builder("life")
        .method("Add", |_caller, (a, b): (i64, i64)| async move { Ok::<_, HubError>(a + b) })
        .on_connected(move |caller| {
            let c = c.clone();
            async move {
                assert!(!caller.connection_id().is_empty());
                c.fetch_add(1, Ordering::SeqCst);
                Ok(())
            }
        })
        .on_disconnected(move |_caller, _error| {
            let d = d.clone();
            async move {
                d.fetch_add(1, Ordering::SeqCst);
            }
        })
        .build()
        .unwrap();
    let address = serve(&hub).await;
    let mut client = Client::connect(address, "").await;
    assert_eq!(client.invoke("1", "add", json!([2, 3])).await, json!({"type": 3, "invocationId": "1", "result": 5}));
    assert_eq!(connected.load(Ordering::SeqCst), 1);
    assert_eq!(hub.context().local_connection_count(), 1);

    hub.context().shutdown(Duration::from_secs(2)).await;
    assert_eq!(client.next().await, json!({"type": 7, "allowReconnect": true}));
    assert!(client.closed().await);
    assert_eq!(disconnected.load(Ordering::SeqCst), 1);
    assert_eq!(hub.context().local_connection_count(), 0);
}

#[test]
fn duplicate_methods_are_refused() {
    let built = Hub::builder("dup")
        .method("Echo", |_c, (s,): (String,)| async move { Ok::<_, HubError>(s) })
        .method("echo", |_c, (s,): (String,)| async move { Ok::<_, HubError>(s) })
        .build();
    assert!(matches!(built, Err(signalr::BuildError::DuplicateMethod(name)) if name == "echo"));
}

#[tokio::test]
async fn a_panicking_method_or_stream_fails_its_invocation_only() {
    let hub = Hub::builder("panics")
        .method("Boom", |_caller, ()| async move {
            if true {
                panic!("boom");
            }
            Ok::<_, HubError>(())
        })
        .stream("BoomStream", |_caller, ()| async move {
            Ok(futures::stream::iter([1]).map(|_: i32| -> Result<i32, HubError> { panic!("boom") }))
        })
        .method("Ok", |_caller, ()| async move { Ok::<_, HubError>("ok") })
        .configure(|options| options.detailed_errors = true)
        .build()
        .unwrap();
    let address = serve(&hub).await;
    let mut client = Client::connect(address, "").await;
    assert_eq!(
        client.invoke("1", "Boom", json!([])).await["error"],
        "An unexpected error occurred invoking 'Boom' on the server. Exception: The hub method panicked."
    );
    client.send_text("{\"type\":4,\"invocationId\":\"2\",\"target\":\"BoomStream\",\"arguments\":[]}\u{1e}").await;
    let completion = client.next().await;
    assert_eq!(completion["invocationId"], "2");
    assert!(
        completion["error"].as_str().unwrap().starts_with("An error occurred on the server while streaming results.")
    );
    assert_eq!(client.invoke("3", "Ok", json!([])).await["result"], "ok");
}
