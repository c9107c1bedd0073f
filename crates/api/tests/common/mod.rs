//! The test harness: the real server on a random port over a fresh database, and a client for it.
//! `db_test!(name, async |app| { … })` makes `name::sqlite` and `name::postgres`. The latter needs
//! `ZAR_TEST_DATABASE_URL` and fails without it (never passes untested); `make rust-test` leaves the
//! `::postgres` tests out when the variable is unset, and nextest counts them as skipped.
#![allow(dead_code)]

pub mod content;
pub mod people;

use std::path::PathBuf;

use api::{AppState, Settings};
use axum::Router;
use serde_json::Value;
use store::{Backend, Db, testing::FreshDb};

pub use people::{login, registration, with};

/// A running server and what a test needs to talk to it.
pub struct TestApp {
    pub base: String,
    pub db: Db,
    pub client: reqwest::Client,
    /// The server's clock: `app.clock.advance(…)` reaches expiry and timeouts without waiting.
    pub clock: api::Clock,
    /// The server's state (settings, database, clock), e.g. to run a background worker against it.
    pub state: AppState,
    fresh: Option<FreshDb>,
    web_dir: PathBuf,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
}

/// A response read whole: status, headers and the JSON body (Null when not JSON).
pub struct Answer {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Value,
    pub text: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// `body.code`, for failures.
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }

    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or_default()
    }
}

impl TestApp {
    /// Moves `minor` kuruş from `from` to `to` through the ledger, as a one-off adjustment (test funding).
    pub async fn transfer(&self, from: domain::ledger::Account, to: domain::ledger::Account, minor: i64) {
        use domain::ledger::{IdempotencyKey, Kind, Transfer};
        let transfer = Transfer::between(from, to, domain::money::Money(minor)).unwrap();
        let key = IdempotencyKey::parse(format!("test:{}", rand::random::<u64>())).unwrap();
        store::ledger::post(&self.db, Kind::Adjustment, &key, "test", &transfer, self.clock.now()).await.unwrap();
    }

    /// Starts the full app on `backend` (PostgreSQL: fails when `ZAR_TEST_DATABASE_URL` is not set).
    pub async fn spawn(backend: Backend) -> TestApp {
        Self::spawn_with(backend, Settings::default(), |routes| routes).await
    }

    /// Starts the app with custom settings (the dev outbox and the demo gateway switched on), extra routes merged
    /// before the layers (for testing the layers).
    pub async fn spawn_with(
        backend: Backend,
        mut settings: Settings,
        extra: impl FnOnce(Router<AppState>) -> Router<AppState>,
    ) -> TestApp {
        settings.dev_outbox = true;
        settings.payments.demo_gateway = true;
        Self::spawn_exact(backend, settings, extra).await
    }

    /// Like [`TestApp::spawn_with`], but with `settings` exactly as given (`dev_outbox` and the demo gateway
    /// included).
    pub async fn spawn_exact(
        backend: Backend,
        mut settings: Settings,
        extra: impl FnOnce(Router<AppState>) -> Router<AppState>,
    ) -> TestApp {
        let fresh = FreshDb::require(backend).await;
        let web_dir = std::env::temp_dir().join(format!("zar-web-{}", rand::random::<u64>()));
        std::fs::create_dir_all(web_dir.join("assets")).unwrap();
        std::fs::write(web_dir.join("index.html"), "<!doctype html><title>Zar</title><div id=root></div>").unwrap();
        std::fs::write(web_dir.join("admin.html"), "<!doctype html><title>Zar back office</title><div id=admin></div>")
            .unwrap();
        std::fs::write(web_dir.join("api-docs.html"), "<!doctype html><title>Zar API</title><div id=api-docs></div>")
            .unwrap();
        std::fs::write(web_dir.join("assets/app-3f9a1c.js"), "console.log('zar')").unwrap();
        settings.web_dir = web_dir.clone();
        let state = AppState::new(fresh.db.clone(), settings);
        let clock = state.clock.clone();
        let kept = state.clone();
        let web = api::web::router(&state);
        let routes = extra(api::api_routes()).merge(web);
        let app = api::site(state, routes);

        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(api::serve(listener, app, async {
            let _ = rx.await;
        }));
        TestApp {
            base,
            db: fresh.db.clone(),
            client: reqwest::Client::new(),
            clock,
            state: kept,
            fresh: Some(fresh),
            web_dir,
            shutdown: Some(tx),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    /// Sends a request and reads the whole answer.
    pub async fn send(&self, request: reqwest::RequestBuilder) -> Answer {
        let response = request.send().await.expect("request sent");
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let text = response.text().await.unwrap_or_default();
        let body = serde_json::from_str(&text).unwrap_or(Value::Null);
        Answer { status, headers, body, text }
    }

    pub async fn get(&self, path: &str, locale: &str) -> Answer {
        self.send(self.client.get(self.url(path)).header("x-locale", locale)).await
    }

    pub async fn post(&self, path: &str, locale: &str, body: &Value) -> Answer {
        self.send(self.client.post(self.url(path)).header("x-locale", locale).json(body)).await
    }

    /// GET with a bearer token (a player's or an operator's).
    pub async fn get_as(&self, path: &str, token: &str) -> Answer {
        self.send(self.client.get(self.url(path)).header("x-locale", "en").bearer_auth(token)).await
    }

    /// POST with a bearer token (a player's or an operator's).
    pub async fn post_as(&self, path: &str, token: &str, body: &Value) -> Answer {
        self.send(self.client.post(self.url(path)).header("x-locale", "en").bearer_auth(token).json(body)).await
    }

    /// PUT with a bearer token.
    pub async fn put_as(&self, path: &str, token: &str, body: &Value) -> Answer {
        self.send(self.client.put(self.url(path)).header("x-locale", "en").bearer_auth(token).json(body)).await
    }

    /// DELETE with a bearer token.
    pub async fn delete_as(&self, path: &str, token: &str) -> Answer {
        self.send(self.client.delete(self.url(path)).header("x-locale", "en").bearer_auth(token)).await
    }

    /// POST without a body, with a bearer token (e.g. logout, unblock).
    pub async fn post_bare_as(&self, path: &str, token: &str) -> Answer {
        self.send(self.client.post(self.url(path)).header("x-locale", "en").bearer_auth(token)).await
    }

    /// Stops the server and removes the database.
    pub async fn stop(mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        let _ = std::fs::remove_dir_all(&self.web_dir);
        if let Some(fresh) = self.fresh.take() {
            fresh.drop_now().await;
        }
    }
}

impl TestApp {
    /// Waits until the work requests started without waiting for it (recovery e-mails) is done.
    pub async fn settled(&self) {
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
        while !self.state.background.is_empty() {
            assert!(tokio::time::Instant::now() < deadline, "background work still running after 10 s");
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }
}

/// The code in the newest message to `recipient` on `/dev/outbox` (the first run of six digits), once the
/// background work is done.
pub async fn outbox_code(app: &TestApp, recipient: &str) -> String {
    app.settled().await;
    let answer = app.get(&format!("/dev/outbox?recipient={recipient}"), "en").await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let body = answer.body["data"][0]["body"].as_str().unwrap_or_else(|| panic!("no message to {recipient}"));
    let digits: Vec<char> = body.chars().collect();
    digits
        .windows(6)
        .enumerate()
        .find(|(i, w)| {
            w.iter().all(char::is_ascii_digit)
                && (*i == 0 || !digits[i - 1].is_ascii_digit())
                && digits.get(i + 6).is_none_or(|c| !c.is_ascii_digit())
        })
        .map(|(_, w)| w.iter().collect())
        .unwrap_or_else(|| panic!("no code in {body:?}"))
}

/// Runs `test` against a fresh app on `backend`, then cleans up.
pub async fn run(backend: Backend, test: impl AsyncFnOnce(&TestApp)) {
    let app = TestApp::spawn(backend).await;
    test(&app).await;
    app.stop().await;
}

/// Like [`run`] with `settings` exactly as given.
pub async fn run_with(backend: Backend, settings: Settings, test: impl AsyncFnOnce(&TestApp)) {
    let app = TestApp::spawn_exact(backend, settings, |routes| routes).await;
    test(&app).await;
    app.stop().await;
}

/// One test per backend with custom settings:
/// `db_test_with!(name, Settings { dev_outbox: true, ..Default::default() }, async |app: &TestApp| { … })`.
#[macro_export]
macro_rules! db_test_with {
    ($name:ident, $settings:expr, $test:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $crate::common::run_with(store::Backend::Sqlite, $settings, $test).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                $crate::common::run_with(store::Backend::Postgres, $settings, $test).await;
            }
        }
    };
}

/// One test per backend: `db_test!(health_answers, async |app: &TestApp| { … })`.
#[macro_export]
macro_rules! db_test {
    ($name:ident, $test:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $crate::common::run(store::Backend::Sqlite, $test).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                $crate::common::run(store::Backend::Postgres, $test).await;
            }
        }
    };
}
