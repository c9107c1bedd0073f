//! The outbox over real HTTP on SQLite and PostgreSQL: `/dev/outbox` (only with the development outbox on) and
//! the delivery worker (log transport, the HTTP SMS gateway with retries and backoff).

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use crate::common::TestApp;
use api::{Settings, settings::Secret};
use axum::{Router, extract::State, http::StatusCode, routing::get};
use serde_json::json;

db_test!(dev_outbox_lists_messages_newest_first_and_filters_by_recipient, async |app: &TestApp| {
    let first = app.player().register().await;
    let second = app.player().register().await;
    for player in [&first, &second] {
        let sent =
            app.post_as("/api/customer/updatephone", &player.token, &json!({"step": 1, "phone": player.phone})).await;
        assert_eq!(sent.status, 200, "{}", sent.text);
    }
    let all = app.get("/dev/outbox", "en").await;
    assert_eq!(all.status, 200);
    assert_eq!(all.body["success"], true);
    let items = all.body["data"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["recipient"], second.phone.as_str(), "newest first");
    for key in ["id", "channel", "recipient", "subject", "body", "createdAt", "sentAt"] {
        assert!(items[0].get(key).is_some(), "{key}");
    }
    assert!(items[0]["sentAt"].is_null(), "no worker runs in this test");
    let one = app.get(&format!("/dev/outbox?recipient={}", first.phone), "en").await;
    assert_eq!(one.body["data"].as_array().unwrap().len(), 1);
    assert_eq!(one.body["data"][0]["recipient"], first.phone.as_str());
    // Every response says the development outbox is on.
    assert_eq!(app.get("/api/health", "en").await.header("x-zar-dev-outbox"), Some("on"));
    assert_eq!(one.header("x-zar-dev-outbox"), Some("on"));
});

db_test_with!(dev_outbox_is_404_when_off, Settings::default(), async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(
        app.post_as("/api/customer/updatephone", &player.token, &json!({"step": 1, "phone": player.phone}))
            .await
            .status,
        200
    );
    let answer = app.get("/dev/outbox", "en").await;
    assert_eq!(answer.status, 404);
    assert_eq!(answer.code(), "route.not_found");
    assert_eq!(answer.header("x-zar-dev-outbox"), None);
    assert_eq!(app.get("/api/health", "en").await.header("x-zar-dev-outbox"), None);
});

/// Waits (polling, at most 10 s) until `check` is true.
async fn until(what: &str, mut check: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !check().await {
        assert!(tokio::time::Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Starts the delivery worker on the app's state; dropping the sender stops it.
fn start_worker(app: &TestApp) -> tokio::sync::watch::Sender<bool> {
    let (stop, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(api::delivery::run(app.state.clone(), stopped));
    stop
}

db_test!(the_log_transport_marks_messages_sent, async |app: &TestApp| {
    let player = app.player().register().await;
    let stop = start_worker(app);
    assert_eq!(
        app.post_as("/api/customer/updatephone", &player.token, &json!({"step": 1, "phone": player.phone}))
            .await
            .status,
        200
    );
    until("the SMS to be sent", async || {
        let outbox = app.get(&format!("/dev/outbox?recipient={}", player.phone), "en").await;
        outbox.body["data"][0]["sentAt"].is_string()
    })
    .await;
    // With the development outbox on, the text stays readable after delivery.
    let code = crate::common::outbox_code(app, &player.phone).await;
    assert_eq!(code.len(), 6);
    stop.send(true).unwrap();
});

/// A fake SMS gateway: records each request's query and answers `fail_first` times 500, then 200.
#[derive(Clone, Default)]
struct Gateway {
    seen: Arc<Mutex<Vec<String>>>,
    fail_first: usize,
}

async fn gateway(listener: tokio::net::TcpListener, state: Gateway) {
    async fn send(State(state): State<Gateway>, uri: axum::http::Uri) -> StatusCode {
        let mut seen = state.seen.lock().unwrap();
        seen.push(uri.query().unwrap_or_default().to_owned());
        if seen.len() <= state.fail_first { StatusCode::INTERNAL_SERVER_ERROR } else { StatusCode::OK }
    }
    let router = Router::new().route("/send", get(send)).with_state(state);
    axum::serve(listener, router).await.unwrap();
}

async fn gateway_settings(dev_outbox: bool) -> (Settings, Gateway) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let template =
        format!("http://{}/send?to={{phone}}&text={{message}}&key=secret-key", listener.local_addr().unwrap());
    let state = Gateway { fail_first: 1, ..Default::default() };
    tokio::spawn(gateway(listener, state.clone()));
    let mut settings = Settings { dev_outbox, ..Default::default() };
    settings.delivery.sms_url_template = Some(Secret(template));
    settings.delivery.poll_interval = Duration::from_millis(10);
    settings.delivery.retry_base = Duration::from_secs(30);
    (settings, state)
}

store::backend_test!(the_sms_gateway_gets_the_text_and_failures_are_retried_with_backoff, sms_gateway);

async fn sms_gateway(backend: store::Backend) {
    let (settings, gateway) = gateway_settings(false).await;
    let app = TestApp::spawn_exact(backend, settings, |routes| routes).await;
    let player = app.player().register().await;
    let stop = start_worker(&app);
    let sent =
        app.post_as("/api/customer/updatephone", &player.token, &json!({"step": 1, "phone": player.phone})).await;
    assert_eq!(sent.status, 200);
    let seen = gateway.seen.clone();
    until("the first attempt", async || seen.lock().unwrap().len() == 1).await;
    let id = store::outbox::recent(&app.db, None, 1).await.unwrap()[0].id;
    until("the failure to be recorded", async || {
        let message = store::outbox::get(&app.db, id).await.unwrap().unwrap();
        message.last_error.is_some()
    })
    .await;
    let message = store::outbox::get(&app.db, id).await.unwrap().unwrap();
    assert_eq!(message.attempts, 1);
    assert_eq!(message.last_error.as_deref(), Some("sms gateway answered HTTP 500"));
    assert!(message.sent_at.is_none());
    // Not retried before the backoff …
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(seen.lock().unwrap().len(), 1);
    // … and retried after it.
    app.clock.advance(Duration::from_secs(31));
    until("the message to be sent", async || store::outbox::get(&app.db, id).await.unwrap().unwrap().sent_at.is_some())
        .await;
    let message = store::outbox::get(&app.db, id).await.unwrap().unwrap();
    assert_eq!(message.attempts, 2);
    // Without the development outbox, a delivered text (it holds a code) is erased.
    assert_eq!(message.body, "");
    let query = seen.lock().unwrap()[1].clone();
    assert!(query.starts_with(&format!("to={}&text=Your%20Zar%20verification%20code%3A%20", player.phone)), "{query}");
    assert!(query.ends_with("&key=secret-key"), "{query}");
    stop.send(true).unwrap();
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_is_given_up_after_the_last_attempt() {
    let (mut settings, gateway) = gateway_settings(true).await;
    settings.delivery.max_attempts = 1;
    let app = TestApp::spawn_exact(store::Backend::Sqlite, settings, |routes| routes).await;
    let player = app.player().register().await;
    let stop = start_worker(&app);
    assert_eq!(
        app.post_as("/api/customer/updatephone", &player.token, &json!({"step": 1, "phone": player.phone}))
            .await
            .status,
        200
    );
    until("the message to be given up", async || {
        let messages = store::outbox::recent(&app.db, None, 1).await.unwrap();
        messages[0].failed_at.is_some()
    })
    .await;
    app.clock.advance(Duration::from_secs(3600));
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(gateway.seen.lock().unwrap().len(), 1, "no retry after giving up");
    stop.send(true).unwrap();
    app.stop().await;
}

/// A minimal SMTP server: accepts one message at a time and keeps each DATA section.
async fn smtp_server(listener: tokio::net::TcpListener, received: Arc<Mutex<Vec<String>>>) {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    loop {
        let Ok((socket, _)) = listener.accept().await else { return };
        let received = received.clone();
        tokio::spawn(async move {
            let (read, mut write) = socket.into_split();
            let mut lines = BufReader::new(read).lines();
            write.write_all(b"220 test ESMTP\r\n").await.unwrap();
            let mut data: Option<String> = None;
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(body) = data.as_mut() {
                    if line == "." {
                        received.lock().unwrap().push(data.take().unwrap());
                        write.write_all(b"250 queued\r\n").await.unwrap();
                    } else {
                        body.push_str(&line);
                        body.push('\n');
                    }
                    continue;
                }
                let verb = line.split_whitespace().next().unwrap_or_default().to_ascii_uppercase();
                let reply: &[u8] = match verb.as_str() {
                    "EHLO" | "HELO" => b"250 test\r\n",
                    "DATA" => {
                        data = Some(String::new());
                        b"354 go ahead\r\n"
                    }
                    "QUIT" => {
                        write.write_all(b"221 bye\r\n").await.unwrap();
                        return;
                    }
                    _ => b"250 ok\r\n",
                };
                write.write_all(reply).await.unwrap();
            }
        });
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reset_codes_are_e_mailed_by_smtp_with_text_and_html() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.delivery.smtp_url = Some(Secret(format!("smtp://{}", listener.local_addr().unwrap())));
    settings.delivery.mail_from = "Zar <no-reply@zar.test>".to_owned();
    settings.delivery.poll_interval = Duration::from_millis(10);
    let received = Arc::new(Mutex::new(Vec::new()));
    tokio::spawn(smtp_server(listener, received.clone()));
    let app = TestApp::spawn_exact(store::Backend::Sqlite, settings, |routes| routes).await;
    let player = app.player().register().await;
    let stop = start_worker(&app);
    let sent = app.post("/api/auth/sendresetpassword", "tr", &json!({"username": player.username})).await;
    assert_eq!(sent.status, 200);
    until("the e-mail to arrive", async || !received.lock().unwrap().is_empty()).await;
    let mail = received.lock().unwrap()[0].clone();
    let code = crate::common::outbox_code(&app, &player.email).await;
    assert!(mail.contains("From: Zar <no-reply@zar.test>"), "{mail}");
    assert!(mail.contains(&format!("To: {}", player.email)), "{mail}");
    assert!(mail.contains("multipart/alternative"), "{mail}");
    assert!(mail.contains("text/plain") && mail.contains("text/html"), "{mail}");
    assert!(mail.matches(code.as_str()).count() >= 2, "the code in both parts: {mail}");
    until("the message to be marked sent", async || {
        store::outbox::recent(&app.db, Some(&player.email), 1).await.unwrap()[0].sent_at.is_some()
    })
    .await;
    stop.send(true).unwrap();
    app.stop().await;
}
