//! The public verifier (issue 47, finding 5): anyone may call it without logging in, so one request must not stall
//! the server — the work runs off the async runtime, a round number beyond a chain's length is refused with a
//! clear error, and each address has a budget of verifications (429 with Retry-After beyond it).

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use axum::routing::get;
use domain::{clock::Clock, games::crash};
use games::{Config, Games};
use serde_json::{Value, json};
use store::{Backend, backend_test, testing::FreshDb};

struct Server {
    base: String,
    client: reqwest::Client,
    fresh: FreshDb,
}

/// The game server (with `config`) and a health route beside it, on a real port with peer addresses.
async fn start(backend: Backend, config: impl FnOnce(&mut Config)) -> Server {
    let fresh = FreshDb::require(backend).await;
    let mut settings = Config::new("http://127.0.0.1:9/wallet", "secret", PathBuf::from("/nonexistent"));
    config(&mut settings);
    let games = Games::new(settings, fresh.db.clone(), Clock::default());
    let app: axum::Router = games.router().route("/health", get(|| async { "ok" }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>()).await.unwrap()
    });
    Server { base, client: reqwest::Client::new(), fresh }
}

impl Server {
    async fn verify(&self, body: &Value) -> reqwest::Response {
        let url = format!("{}/games/api/verify", self.base);
        self.client.post(url).header("x-locale", "en").json(body).send().await.unwrap()
    }
}

/// A crash round `round` rounds after the terminal hash of a chain: the most work a verification does.
fn far_round(round: u64) -> Value {
    let chain = crash::Chain::from_seed(&"cd".repeat(32), 1).unwrap();
    let terminal = chain.hashes()[0].clone();
    json!({"game": "crash", "hash": terminal, "salt": "salt", "terminal": terminal, "round": round})
}

async fn heavy_verifications_leave_the_server_answering(backend: Backend) {
    // A chain as long as a server may configure: each verification walks 300,000 hashes.
    let server = start(backend, |config| config.crash.chain_length = 300_000).await;
    // Four verifications of the longest walk at once, then a health check while they run.
    let walks: Vec<_> = (0..4)
        .map(|_| {
            let request = server.client.post(format!("{}/games/api/verify", server.base)).json(&far_round(300_000));
            tokio::spawn(async move { request.send().await.unwrap().status() })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let started = std::time::Instant::now();
    let health = server.client.get(format!("{}/health", server.base)).send().await.unwrap();
    let waited = started.elapsed();
    assert_eq!(health.status(), 200);
    assert!(waited < Duration::from_millis(250), "the health check waited {waited:?}");
    for walk in walks {
        assert_eq!(walk.await.unwrap(), 200);
    }
    server.fresh.drop_now().await;
}
backend_test!(heavy_verifications_leave_the_server_answering, heavy_verifications_leave_the_server_answering);

async fn a_round_beyond_a_chain_is_refused(backend: Backend) {
    let server = start(backend, |_| {}).await;
    let refused = server.verify(&far_round(10_000_000)).await;
    assert_eq!(refused.status(), 422);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["code"], "games.verify_round_too_far", "{body}");
    assert!(body["message"].as_str().unwrap().contains("100,000"), "{body}");
    let within = server.verify(&far_round(100_000)).await;
    assert_eq!(within.status(), 200);
    server.fresh.drop_now().await;
}
backend_test!(a_round_beyond_a_chain_is_refused, a_round_beyond_a_chain_is_refused);
async fn each_address_has_a_budget_of_verifications(backend: Backend) {
    let server = start(backend, |config| config.verify_limit = (3, Duration::from_secs(60))).await;
    for _ in 0..3 {
        assert_eq!(server.verify(&far_round(10)).await.status(), 200);
    }
    let limited = server.verify(&far_round(10)).await;
    assert_eq!(limited.status(), 429);
    let wait: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    let body: Value = limited.json().await.unwrap();
    assert_eq!(body["code"], "games.verify_rate_limited", "{body}");
    server.fresh.drop_now().await;
}
backend_test!(each_address_has_a_budget_of_verifications, each_address_has_a_budget_of_verifications);
