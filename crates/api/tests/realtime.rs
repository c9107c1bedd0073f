//! The hub's door at `/hub/frnotify/negotiate`: a player's token (header or `access_token` query) opens it, no
//! token opens an anonymous connection, an invalid or ended token is 401. (What flows through the connection is
//! tested with the official client from Node: crates/signalr/conformance.)

use serde_json::Value;

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
