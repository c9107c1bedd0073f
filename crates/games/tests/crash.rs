//! The crash game's shared rounds against the fake wallet: players see the same round and crash point, the point
//! is the chain's, cash-outs (by hand and automatic) pay once, losses close with a zero win, and a flight cut off
//! by a restart is rolled back.

use std::{path::PathBuf, time::Duration};

use domain::{clock::Clock, games::crash};
use futures::StreamExt;
use games::{Config, Games, crash::CrashConfig};
use serde_json::{Value, json};
use store::{Backend, backend_test, testing::FreshDb};

use crate::fake_wallet::{FakeWallet, SECRET};

const SEED: &str = "5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a5a1a";
const SALT: &str = "test-salt";

struct Harness {
    base: String,
    wallet: FakeWallet,
    games: Games,
    client: reqwest::Client,
    stop: tokio::sync::watch::Sender<bool>,
    fresh: FreshDb,
}

fn fast() -> CrashConfig {
    CrashConfig {
        betting: Duration::from_millis(700),
        pause: Duration::from_millis(200),
        tick: Duration::from_millis(10),
        // Doubling every 0.4 s: a 10× flight takes 1.3 s.
        growth_per_ms: std::f64::consts::LN_2 / 400.0,
        chain_length: 200,
        seed: Some(SEED.to_owned()),
        salt: Some(SALT.to_owned()),
    }
}

async fn start(backend: Backend) -> Harness {
    let fresh = FreshDb::require(backend).await;
    let wallet = FakeWallet::start().await;
    let (base, games, stop) = serve(&fresh, &wallet).await;
    Harness { base, wallet, games, client: reqwest::Client::new(), stop, fresh }
}

/// The game server with a running crash loop.
async fn serve(fresh: &FreshDb, wallet: &FakeWallet) -> (String, Games, tokio::sync::watch::Sender<bool>) {
    let mut config = Config::new(&wallet.url, SECRET, PathBuf::from("/nonexistent"));
    config.wallet_timeout = Duration::from_millis(400);
    config.crash = fast();
    let games = Games::new(config, fresh.db.clone(), Clock::default());
    let app: axum::Router = games.router();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let looping = games.clone();
    tokio::spawn(async move { looping.run_crash(stopped).await });
    (base, games, stop)
}

impl Harness {
    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let response = self.client.post(format!("{}{path}", self.base)).json(&body).send().await.unwrap();
        (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
    }

    async fn state(&self) -> Value {
        let response = self.client.get(format!("{}/games/api/crash/state", self.base)).send().await.unwrap();
        let body: Value = response.json().await.unwrap();
        body["data"].clone()
    }

    /// Waits for a snapshot in `phase` (of round `number`, when given).
    async fn until(&self, phase: &str, number: Option<i64>) -> Value {
        for _ in 0..600 {
            let state = self.state().await;
            if state["phase"] == json!(phase) && number.is_none_or(|n| state["round"]["number"] == json!(n)) {
                return state;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("no {phase} phase within 6 s");
    }

    async fn done(self) {
        let _ = self.stop.send(true);
        self.fresh.drop_now().await;
    }
}

/// Waits until the wallet has applied `count` transactions of `kind`.
async fn applied(wallet: &FakeWallet, kind: &str, count: usize) {
    for _ in 0..600 {
        if wallet.applied(kind).len() >= count {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the wallet saw {} {kind}s, not {count}", wallet.applied(kind).len());
}

async fn two_players_share_a_round_and_are_paid_once(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-a", "ayse", 10_000);
    h.wallet.player("tok-b", "bora", 10_000);
    // Two live connections, as two browsers.
    let ws = h.base.replace("http://", "ws://") + "/games/api/crash/live";
    let (mut first, _) = tokio_tungstenite::connect_async(&ws).await.unwrap();
    let (mut second, _) = tokio_tungstenite::connect_async(&ws).await.unwrap();

    let betting = h.until("betting", None).await;
    let number = betting["round"]["number"].as_i64().unwrap();
    let terminal = betting["chain"]["terminalHash"].as_str().unwrap().to_owned();
    assert_eq!(betting["chain"]["salt"], json!(SALT));
    assert!(betting["round"]["hash"].is_null(), "the round's hash stays secret until it crashes");
    let (status, a) = h.post("/games/api/crash/bet", json!({"token": "tok-a", "bet": 10, "autoCashout": 1.01})).await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(a["data"]["balance"], json!(90.0));
    let (status, b) = h.post("/games/api/crash/bet", json!({"token": "tok-b", "bet": 10})).await;
    assert_eq!(status, 200, "{b}");
    let (status, again) = h.post("/games/api/crash/bet", json!({"token": "tok-b", "bet": 5})).await;
    assert_eq!((status, again["code"].as_str()), (409, Some("games.crash_already_bet")));

    h.until("flying", Some(number)).await;
    let (status, late) = h.post("/games/api/crash/bet", json!({"token": "tok-a", "bet": 1})).await;
    assert_eq!((status, late["code"].as_str()), (409, Some("games.crash_betting_closed")));
    // Bora cashes out by hand at once (unless it crashed at 1.00×).
    let (status, cashed) = h.post("/games/api/crash/cashout", json!({"token": "tok-b"})).await;
    let crashed = h.until("crashed", Some(number)).await;
    let point = crashed["round"]["crashPoint"].as_f64().unwrap();
    let hash = crashed["round"]["hash"].as_str().unwrap().to_owned();

    // The point is the chain's: the hash walks back to the published terminal hash, and gives this point.
    assert!(crash::verify(&hash, number as u64, &terminal));
    assert_eq!((point * 100.0).round() as u64, crash::crash_point(&hash, SALT));

    // Both connections saw this round crash at this point.
    for socket in [&mut first, &mut second] {
        let mut seen = None;
        while let Some(Ok(message)) = socket.next().await {
            let snapshot: Value = serde_json::from_str(message.to_text().unwrap()).unwrap();
            if snapshot["phase"] == json!("crashed") && snapshot["round"]["number"] == json!(number) {
                seen = Some(snapshot["round"]["crashPoint"].as_f64().unwrap());
                break;
            }
        }
        assert_eq!(seen, Some(point));
    }

    applied(&h.wallet, "win", 2).await;
    let ayse_win = if point >= 1.01 { 1_010 } else { 0 };
    let bora_win = if status == 200 { (cashed["data"]["win"].as_f64().unwrap() * 100.0).round() as i64 } else { 0 };
    if status == 200 {
        let at = cashed["data"]["win"].as_f64().unwrap() / 10.0;
        assert!(at >= 1.0 && at <= point, "cashed out at {at}× in a round that crashed at {point}×");
    } else {
        assert_eq!(cashed["code"], json!("games.crash_no_bet"));
    }
    assert_eq!(h.wallet.balance("ayse"), 9_000 + ayse_win);
    assert_eq!(h.wallet.balance("bora"), 9_000 + bora_win);
    assert_eq!((h.wallet.applied("bet").len(), h.wallet.applied("win").len()), (2, 2));
    // The next rounds go on, and a sweep finds nothing left to settle.
    h.until("betting", Some(number + 1)).await;
    assert_eq!(h.games.sweep().await.unwrap(), 0);
    let history = h.post("/games/api/crash/history", json!({"token": "tok-a"})).await.1;
    assert_eq!(history["data"]["items"][0]["status"], json!("closed"));
    h.done().await;
}
backend_test!(two_players_share_a_round_and_are_paid_once, two_players_share_a_round_and_are_paid_once);

/// A restart in mid-flight: the bets of the cut-off round are rolled back when the loop starts again.
async fn a_flight_cut_off_is_rolled_back(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-c", "cem", 10_000);
    let betting = h.until("betting", None).await;
    let number = betting["round"]["number"].as_i64().unwrap();
    let (status, body) = h.post("/games/api/crash/bet", json!({"token": "tok-c", "bet": 25})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(h.wallet.balance("cem"), 7_500);
    h.until("flying", Some(number)).await;
    // The server stops mid-flight…
    let _ = h.stop.send(true);
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(h.wallet.balance("cem"), 7_500);
    // …and comes back: the bet is returned, and the chain goes on with the next round.
    let (base, _games, stop) = serve(&h.fresh, &h.wallet).await;
    applied(&h.wallet, "rollback", 1).await;
    assert_eq!(h.wallet.balance("cem"), 10_000);
    let client = reqwest::Client::new();
    for _ in 0..300 {
        let state: Value =
            client.get(format!("{base}/games/api/crash/state")).send().await.unwrap().json().await.unwrap();
        if state["data"]["phase"] == json!("betting") {
            assert_eq!(state["data"]["round"]["number"], json!(number + 1));
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let _ = stop.send(true);
    h.fresh.drop_now().await;
}
backend_test!(a_flight_cut_off_is_rolled_back, a_flight_cut_off_is_rolled_back);
