//! The hub's door at `/hub/frnotify/negotiate`: a player's token (header or `access_token` query) opens it, no
//! token opens an anonymous connection, an invalid or ended token is 401; a session found lapsed there is ended
//! and its open connections are told. (What flows through a connection is tested with the official client from
//! Node: crates/signalr/conformance and e2e/hub.)

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::Value;
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestApp;

async fn negotiate(app: &TestApp, query: &str, bearer: Option<&str>) -> (u16, Value) {
    let url = app.url(&format!("/hub/frnotify/negotiate?negotiateVersion=1&fingerprint=abc{query}"));
    let mut request = app.client.post(url);
    if let Some(token) = bearer {
        request = request.bearer_auth(token);
    }
    let answer = app.send(request).await;
    (answer.status, answer.body)
}

db_test!(negotiate_admits_players_and_visitors_and_refuses_bad_tokens, async |app: &TestApp| {
    let player = app.player().register().await;
    let (status, body) = negotiate(app, "", Some(&player.token)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["negotiateVersion"], 1);
    assert!(body["connectionToken"].as_str().is_some_and(|t| !t.is_empty()), "{body}");
    assert!(body["availableTransports"].as_array().is_some_and(|t| !t.is_empty()), "{body}");

    let (status, _) = negotiate(app, &format!("&access_token={}", player.token), None).await;
    assert_eq!(status, 200, "a token in the query (browsers cannot set headers on WebSockets)");
    let (status, _) = negotiate(app, "", None).await;
    assert_eq!(status, 200, "no token: an anonymous connection");
    let (status, _) = negotiate(app, "&access_token=not-a-token", None).await;
    assert_eq!(status, 401);

    // A session that ended no longer opens the hub.
    let logout = app.send(app.client.get(app.url("/api/auth/logout")).bearer_auth(&player.token)).await;
    assert_eq!(logout.status, 200);
    let (status, _) = negotiate(app, "", Some(&player.token)).await;
    assert_eq!(status, 401);
});

/// A hub connection by WebSockets with skip-negotiation (the token in the query), past its handshake.
pub(crate) async fn hub_socket(
    app: &TestApp,
    token: &str,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    let url = app.url(&format!("/hub/frnotify?access_token={token}&locale=en")).replacen("http", "ws", 1);
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.expect("the hub accepts the connection");
    socket.send(Message::text("{\"protocol\":\"json\",\"version\":1}\u{1e}")).await.unwrap();
    let answer = socket.next().await.expect("a handshake answer").unwrap();
    assert_eq!(answer.to_text().unwrap(), "{}\u{1e}");
    socket
}

/// The records a hub connection receives until the server closes it (at most 10 s).
async fn records_until_closed(
    socket: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
) -> Vec<Value> {
    let mut records = Vec::new();
    let reading = async {
        while let Some(Ok(Message::Text(text))) = socket.next().await {
            records.extend(text.split('\u{1e}').filter(|r| !r.is_empty()).map(|r| serde_json::from_str(r).unwrap()));
        }
    };
    tokio::time::timeout(Duration::from_secs(10), reading).await.expect("the server closes the connection");
    records
}

db_test!(a_session_found_lapsed_at_connect_is_ended_and_its_open_connections_are_told, async |app: &TestApp| {
    let player = app.player().register().await;
    let mut open = hub_socket(app, &player.token).await;
    // Idle past the 30 minutes: the next connection attempt finds the session lapsed (before any sweep does).
    app.clock.advance(Duration::from_secs(35 * 60));
    let (status, _) = negotiate(app, "", Some(&player.token)).await;
    assert_eq!(status, 401);
    assert_eq!(store::testing::player_end_reasons(&app.db, player.id).await.unwrap(), [Some("idle".to_owned())]);
    let records = records_until_closed(&mut open).await;
    let told: Vec<_> = records.iter().filter(|r| r["type"] == 1).map(|r| (&r["target"], &r["arguments"][0])).collect();
    assert_eq!(told, [(&Value::from("NotifyMessage"), &Value::from("SessionEnded"))], "{records:?}");
    assert!(
        records.iter().any(|r| r["type"] == 7 && r["allowReconnect"] != true),
        "a Close without reconnect: {records:?}"
    );
});
