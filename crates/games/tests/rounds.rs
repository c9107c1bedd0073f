//! Rounds through the game API against the fake wallet: money moves once whatever the wallet does — answers,
//! refuses, fails, or applies a call and answers too late — and every round can be recomputed from its seeds.

use std::{path::PathBuf, time::Duration};

use domain::{clock::Clock, games::ServerSeed};
use games::{Config, Games};
use serde_json::{Value, json};
use store::{Backend, backend_test, testing::FreshDb};

use crate::fake_wallet::{FakeWallet, Fault, SECRET};

struct Harness {
    base: String,
    wallet: FakeWallet,
    games: Games,
    clock: Clock,
    client: reqwest::Client,
    fresh: FreshDb,
}

/// A wallet call's timeout in these tests: short, so a stalled call costs little.
const TIMEOUT: Duration = Duration::from_millis(400);
const STALL: Duration = Duration::from_millis(900);

async fn start(backend: Backend) -> Harness {
    start_with(backend, SECRET).await
}

async fn start_with(backend: Backend, secret: &str) -> Harness {
    let fresh = FreshDb::require(backend).await;
    let wallet = FakeWallet::start().await;
    let mut config = Config::new(&wallet.url, secret, PathBuf::from("/nonexistent"));
    config.wallet_timeout = TIMEOUT;
    config.recovery_after = Duration::ZERO;
    let clock = Clock::default();
    let games = Games::new(config, fresh.db.clone(), clock.clone());
    let app: axum::Router = games.router();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Harness { base, wallet, games, clock, client: reqwest::Client::new(), fresh }
}

struct Answer {
    status: u16,
    body: Value,
}

impl Answer {
    fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }
}

impl Harness {
    async fn post(&self, path: &str, body: Value) -> Answer {
        self.post_in(path, body, "tr").await
    }

    async fn post_in(&self, path: &str, body: Value, lang: &str) -> Answer {
        let response =
            self.client.post(format!("{}{path}", self.base)).header("x-locale", lang).json(&body).send().await.unwrap();
        Answer { status: response.status().as_u16(), body: response.json().await.unwrap_or(Value::Null) }
    }

    async fn dice(&self, token: &str, stake: f64, target: f64) -> Answer {
        self.post(
            "/games/api/dice/play",
            json!({"token": token, "bet": stake, "params": {"target": target, "direction": "under"}}),
        )
        .await
    }

    async fn history(&self, token: &str, game: &str) -> Vec<Value> {
        let answer = self.post(&format!("/games/api/{game}/history"), json!({"token": token})).await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        answer.body["data"]["items"].as_array().unwrap().clone()
    }

    async fn done(self) {
        self.fresh.drop_now().await;
    }
}

fn kurus(value: &Value) -> i64 {
    (value.as_f64().unwrap() * 100.0).round() as i64
}

async fn a_dice_round_moves_money_once_and_verifies(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-ayse", "ayse", 10_000);
    let session = h.post("/games/api/dice/session", json!({"token": "tok-ayse"})).await;
    assert_eq!(session.status, 200, "{}", session.body);
    assert_eq!(session.body["data"]["balance"], json!(100.0));
    assert_eq!(session.body["data"]["game"]["rtp"], json!(99.0));
    let commitment = session.body["data"]["seeds"]["serverSeedHash"].as_str().unwrap().to_owned();
    assert_eq!(session.body["data"]["seeds"]["nonce"], json!(0));
    assert!(session.body["data"]["seeds"]["serverSeed"].is_null(), "the server seed stays secret");

    let mut expected = 10_000;
    for i in 0..5 {
        let played = h.dice("tok-ayse", 10.0, 50.0).await;
        assert_eq!(played.status, 200, "{}", played.body);
        let round = &played.body["data"]["round"];
        assert_eq!(round["status"], json!("closed"));
        assert_eq!(round["nonce"], json!(i));
        assert_eq!(round["serverSeedHash"], json!(commitment));
        let win = kurus(&round["win"]);
        assert_eq!(win, if round["outcome"]["win"] == json!(true) { 1_980 } else { 0 });
        expected += win - 1_000;
        assert_eq!(kurus(&played.body["data"]["balance"]), expected);
    }
    assert_eq!(h.wallet.balance("ayse"), expected);
    // Every round: one bet and one win (a zero win closes a lost round), nothing twice.
    let (bets, wins) = (h.wallet.applied("bet"), h.wallet.applied("win"));
    assert_eq!((bets.len(), wins.len()), (5, 5));
    assert!(bets.iter().all(|bet| bet.amount == 1_000 && bet.user == "ayse"));
    assert_eq!(h.wallet.calls("transaction/bet").len(), 5);

    // Rotating reveals the seed the rounds used; each round recomputes from it on the public verify call.
    let rotated = h.post("/games/api/dice/seeds/rotate", json!({"token": "tok-ayse", "clientSeed": "my-own"})).await;
    assert_eq!(rotated.status, 200, "{}", rotated.body);
    let revealed = rotated.body["data"]["revealed"]["serverSeed"].as_str().unwrap().to_owned();
    assert_eq!(ServerSeed::parse(&revealed).unwrap().commitment(), commitment);
    assert_eq!(rotated.body["data"]["revealed"]["nonce"], json!(5));
    assert_eq!(rotated.body["data"]["active"]["clientSeed"], json!("my-own"));
    assert_ne!(rotated.body["data"]["active"]["serverSeedHash"], json!(commitment));
    let history = h.history("tok-ayse", "dice").await;
    assert_eq!(history.len(), 5);
    for bet in &bets {
        assert!(history.iter().any(|round| round["id"] == json!(bet.round)), "each bet names its round");
    }
    for round in &history {
        assert_eq!(round["serverSeed"], json!(revealed));
        let verified = h
            .post(
                "/games/api/verify",
                json!({"game": "dice", "serverSeed": revealed, "clientSeed": round["clientSeed"],
                       "nonce": round["nonce"], "params": round["params"], "stake": round["stake"]}),
            )
            .await;
        assert_eq!(verified.status, 200, "{}", verified.body);
        assert_eq!(verified.body["data"]["outcome"], round["outcome"]);
        assert_eq!(verified.body["data"]["win"], round["win"]);
    }
    // The new pair starts at nonce 0 with the chosen client seed.
    let next = h.dice("tok-ayse", 1.0, 50.0).await;
    assert_eq!(next.body["data"]["round"]["nonce"], json!(0));
    assert_eq!(next.body["data"]["round"]["clientSeed"], json!("my-own"));
    h.done().await;
}
backend_test!(a_dice_round_moves_money_once_and_verifies, a_dice_round_moves_money_once_and_verifies);

async fn refusals_move_nothing_and_say_why(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-can", "can", 500);
    let poor = h.dice("tok-can", 10.0, 50.0).await;
    assert_eq!((poor.status, poor.code()), (402, "games.insufficient_funds"));
    assert_eq!(poor.body["message"], json!("Bakiyeniz bu bahis için yetersiz."));
    let english = h
        .post_in(
            "/games/api/dice/play",
            json!({"token": "tok-can", "bet": 10, "params": {"target": 50, "direction": "under"}}),
            "en",
        )
        .await;
    assert_eq!(english.body["message"], json!("Your balance is too low for this bet."));
    assert_eq!(h.wallet.balance("can"), 500);
    assert!(h.wallet.applied("bet").is_empty());
    assert!(h.history("tok-can", "dice").await.is_empty(), "a refused round is not history");

    // Bad bets never reach the wallet.
    let calls = h.wallet.calls("user/info").len();
    let chance = h.dice("tok-can", 1.0, 99.5).await;
    assert_eq!((chance.status, chance.code()), (422, "games.dice_chance"));
    let limit = h.dice("tok-can", 5000.0, 50.0).await;
    assert_eq!((limit.status, limit.code()), (422, "games.stake_range"));
    assert_eq!(limit.body["message"], json!("Bahis tutarı 0,10 ₺ ile 1.000,00 ₺ arasında olmalı."));
    let step = h.post("/games/api/slot/play", json!({"token": "tok-can", "bet": 0.15, "params": {}})).await;
    assert_eq!(step.code(), "games.stake_step");
    assert_eq!(h.wallet.calls("user/info").len(), calls);

    // An unknown or expired session.
    let unknown = h.dice("nobody", 1.0, 50.0).await;
    assert_eq!((unknown.status, unknown.code()), (401, "games.session_invalid"));
    h.wallet.expire("tok-can");
    let expired = h.dice("tok-can", 1.0, 50.0).await;
    assert_eq!((expired.status, expired.code()), (401, "games.session_invalid"));
    let missing = h.post("/games/api/poker/play", json!({"token": "tok-can"})).await;
    assert_eq!((missing.status, missing.code()), (404, "games.game_not_found"));
    h.done().await;
}
backend_test!(refusals_move_nothing_and_say_why, refusals_move_nothing_and_say_why);

/// The wallet takes the bet but its answer comes too late: the retry with the same transaction id gets the first
/// answer, and the round goes on. Same for a win.
async fn late_answers_are_retried_with_the_same_transaction(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-efe", "efe", 10_000);
    h.wallet.fault("transaction/bet", Fault::ApplyThenStall(STALL), 1);
    h.wallet.fault("transaction/win", Fault::ApplyThenStall(STALL), 1);
    let played = h.dice("tok-efe", 10.0, 50.0).await;
    assert_eq!(played.status, 200, "{}", played.body);
    assert_eq!(played.body["data"]["round"]["status"], json!("closed"));
    let win = kurus(&played.body["data"]["round"]["win"]);
    assert_eq!(h.wallet.balance("efe"), 10_000 - 1_000 + win);
    assert_eq!(kurus(&played.body["data"]["balance"]), 10_000 - 1_000 + win);
    let bets = h.wallet.calls("transaction/bet");
    assert_eq!(bets.len(), 2);
    assert_eq!(bets[0]["transaction_uuid"], bets[1]["transaction_uuid"]);
    assert_ne!(bets[0]["request_uuid"], bets[1]["request_uuid"]);
    let wins = h.wallet.calls("transaction/win");
    assert_eq!(wins.len(), 2);
    assert_eq!(wins[0]["transaction_uuid"], wins[1]["transaction_uuid"]);
    assert_eq!(wins[0]["reference_transaction_uuid"], bets[0]["transaction_uuid"]);
    assert_eq!((h.wallet.applied("bet").len(), h.wallet.applied("win").len()), (1, 1));
    h.done().await;
}
backend_test!(late_answers_are_retried_with_the_same_transaction, late_answers_are_retried_with_the_same_transaction);

/// A round's outcome is drawn before its bet is taken: history lists a round only once its bet is decided, so
/// nobody reads an outcome while they could still make its bet fail (issue 47).
async fn history_lists_a_round_once_its_bet_is_decided(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-ece", "ece", 10_000);
    h.wallet.fault("transaction/bet", Fault::ApplyThenStall(STALL), 1);
    let playing = h.dice("tok-ece", 10.0, 50.0);
    let reading = async {
        // The bet call has reached the wallet (which sits on its answer): the round is being placed.
        while h.wallet.calls("transaction/bet").is_empty() {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        h.history("tok-ece", "dice").await
    };
    let (played, during) = tokio::join!(playing, reading);
    assert!(during.is_empty(), "a round being placed is not history: {during:?}");
    assert_eq!(played.status, 200, "{}", played.body);
    let after = h.history("tok-ece", "dice").await;
    assert_eq!(after.len(), 1);
    assert_eq!(
        (&after[0]["status"], &after[0]["outcome"]),
        (&json!("closed"), &played.body["data"]["round"]["outcome"])
    );
    h.done().await;
}
backend_test!(history_lists_a_round_once_its_bet_is_decided, history_lists_a_round_once_its_bet_is_decided);

/// Every bet attempt is taken but none answered in time: the round is rolled back and the stake returned.
async fn an_unanswered_bet_is_rolled_back(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-deniz", "deniz", 10_000);
    h.wallet.fault("transaction/bet", Fault::ApplyThenStall(STALL), 3);
    let played = h.dice("tok-deniz", 10.0, 50.0).await;
    assert_eq!((played.status, played.code()), (503, "games.wallet_unavailable"));
    assert_eq!(h.wallet.balance("deniz"), 10_000);
    assert_eq!(h.wallet.applied("bet").len(), 1, "three attempts, one bet");
    let rollbacks = h.wallet.applied("rollback");
    assert_eq!(rollbacks.len(), 1);
    assert_eq!(rollbacks[0].reference.as_deref(), h.wallet.calls("transaction/bet")[0]["transaction_uuid"].as_str());
    assert!(h.wallet.applied("win").is_empty());
    let history = h.history("tok-deniz", "dice").await;
    assert_eq!(history[0]["status"], json!("rolled_back"));
    // The next round plays normally.
    assert_eq!(h.dice("tok-deniz", 10.0, 50.0).await.status, 200);
    h.done().await;
}
backend_test!(an_unanswered_bet_is_rolled_back, an_unanswered_bet_is_rolled_back);

/// The wallet is down for bets: nothing is taken. The rollback of a bet the wallet never saw answers "unknown
/// transaction"; it is believed only after the grace period (a late bet could still land), then the sweep
/// settles the round — and had the bet landed meanwhile, the second rollback would have refunded it.
async fn a_wallet_down_for_bets_takes_nothing(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-ali", "ali", 10_000);
    h.wallet.fault("transaction/bet", Fault::Fail, 3);
    let played = h.dice("tok-ali", 10.0, 50.0).await;
    assert_eq!((played.status, played.code()), (503, "games.wallet_unavailable_refund"));
    assert_eq!(h.wallet.balance("ali"), 10_000);
    let history = h.history("tok-ali", "dice").await;
    assert_eq!(history[0]["status"], json!("rolling_back"));
    // Within the grace period the sweep keeps asking.
    assert_eq!(h.games.sweep().await.unwrap(), 0);
    assert_eq!(h.wallet.calls("transaction/rollback").len(), 2);
    h.clock.advance(Duration::from_secs(61));
    assert_eq!(h.games.sweep().await.unwrap(), 1);
    assert_eq!(h.history("tok-ali", "dice").await[0]["status"], json!("rolled_back"));
    assert_eq!(h.games.sweep().await.unwrap(), 0, "nothing left to do");
    assert_eq!(h.wallet.calls("transaction/rollback").len(), 3);
    assert_eq!(h.wallet.balance("ali"), 10_000);
    assert!(h.wallet.applied("bet").is_empty() && h.wallet.applied("rollback").is_empty());
    h.done().await;
}
backend_test!(a_wallet_down_for_bets_takes_nothing, a_wallet_down_for_bets_takes_nothing);

/// The wallet is down for wins: the player sees the result and a note, the round stays `placed`, and the sweep
/// delivers the same win once the wallet is back — once.
async fn a_win_the_wallet_missed_is_delivered_later(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-zeynep", "zeynep", 10_000);
    h.wallet.fault("transaction/win", Fault::Fail, 3);
    // A 98% chance: almost surely a win worth delivering; either way the round must close.
    let played = h.dice("tok-zeynep", 10.0, 98.0).await;
    assert_eq!(played.status, 200, "{}", played.body);
    assert_eq!(played.body["data"]["round"]["status"], json!("placed"));
    assert_eq!(
        played.body["message"],
        json!("Kazancınız hesabınıza aktarılıyor; birkaç saniye içinde bakiyenize yansıyacak.")
    );
    assert_eq!(kurus(&played.body["data"]["balance"]), 9_000, "the balance after the bet");
    let win = kurus(&played.body["data"]["round"]["win"]);
    assert_eq!(h.wallet.balance("zeynep"), 9_000);
    assert_eq!(h.games.sweep().await.unwrap(), 1);
    assert_eq!(h.wallet.balance("zeynep"), 9_000 + win);
    assert_eq!(h.games.sweep().await.unwrap(), 0);
    assert_eq!(h.wallet.applied("win").len(), 1);
    assert_eq!(h.history("tok-zeynep", "dice").await[0]["status"], json!("closed"));
    h.done().await;
}
backend_test!(a_win_the_wallet_missed_is_delivered_later, a_win_the_wallet_missed_is_delivered_later);

/// Many rounds of one player at once: distinct nonces, and the balance is exactly the stakes and wins.
async fn concurrent_rounds_keep_the_books(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-mert", "mert", 100_000);
    let rounds = futures::future::join_all((0..16).map(|_| h.dice("tok-mert", 5.0, 50.0))).await;
    let mut nonces: Vec<i64> = Vec::new();
    let mut expected = 100_000;
    for round in &rounds {
        assert_eq!(round.status, 200, "{}", round.body);
        nonces.push(round.body["data"]["round"]["nonce"].as_i64().unwrap());
        expected += kurus(&round.body["data"]["round"]["win"]) - 500;
    }
    nonces.sort_unstable();
    assert_eq!(nonces, (0..16).collect::<Vec<_>>());
    assert_eq!(h.wallet.balance("mert"), expected);
    h.done().await;
}
backend_test!(concurrent_rounds_keep_the_books, concurrent_rounds_keep_the_books);

async fn roulette_and_slot_rounds(backend: Backend) {
    let h = start(backend).await;
    h.wallet.player("tok-ece", "ece", 100_000);
    let spin = h
        .post(
            "/games/api/roulette/play",
            json!({"token": "tok-ece", "bet": 3, "params": {"bets": [
                {"kind": "straight", "numbers": [17], "amount": 1},
                {"kind": "red", "amount": 1},
                {"kind": "dozen", "numbers": [2], "amount": 1},
            ]}}),
        )
        .await;
    assert_eq!(spin.status, 200, "{}", spin.body);
    let outcome = &spin.body["data"]["round"]["outcome"];
    let pocket = outcome["pocket"].as_i64().unwrap();
    let expected = if pocket == 17 { 3_600 } else { 0 }
        + if outcome["colour"] == json!("red") { 200 } else { 0 }
        + if (13..=24).contains(&pocket) { 300 } else { 0 };
    assert_eq!(kurus(&spin.body["data"]["round"]["win"]), expected);
    let wrong = h
        .post(
            "/games/api/roulette/play",
            json!({"token": "tok-ece", "bet": 2, "params": {"bets": [{"kind": "red", "amount": 1}]}}),
        )
        .await;
    assert_eq!(wrong.code(), "games.roulette_total");

    let slot = h.post("/games/api/slot/play", json!({"token": "tok-ece", "bet": 2, "params": {}})).await;
    assert_eq!(slot.status, 200, "{}", slot.body);
    let round = &slot.body["data"]["round"];
    let units = round["outcome"]["units"].as_i64().unwrap();
    assert_eq!(kurus(&round["win"]), 200 * units / 10);
    assert_eq!(round["outcome"]["base"]["window"].as_array().unwrap().len(), 5);
    let balance = 100_000 - 300 + expected - 200 + 200 * units / 10;
    assert_eq!(h.wallet.balance("ece"), balance);
    assert_eq!(kurus(&slot.body["data"]["balance"]), balance);
    // Slot rounds verify from their revealed seed too.
    let revealed = h.post("/games/api/slot/seeds/rotate", json!({"token": "tok-ece"})).await;
    let seed = revealed.body["data"]["revealed"]["serverSeed"].clone();
    let verified = h
        .post(
            "/games/api/verify",
            json!({"game": "slot", "serverSeed": seed, "clientSeed": round["clientSeed"], "nonce": round["nonce"],
                   "stake": 2}),
        )
        .await;
    assert_eq!(verified.body["data"]["outcome"], round["outcome"]);
    h.done().await;
}
backend_test!(roulette_and_slot_rounds, roulette_and_slot_rounds);

/// Requests are signed with the shared secret: a game server with the wrong one is refused by the wallet and
/// tells the player the wallet is unavailable.
async fn a_wrong_secret_is_refused(backend: Backend) {
    let h = start_with(backend, "not-the-secret").await;
    h.wallet.player("tok-su", "su", 10_000);
    let played = h.dice("tok-su", 10.0, 50.0).await;
    assert_eq!((played.status, played.code()), (503, "games.wallet_unavailable"));
    assert_eq!(h.wallet.balance("su"), 10_000);
    h.done().await;
}
backend_test!(a_wrong_secret_is_refused, a_wrong_secret_is_refused);

async fn verify_needs_no_login_and_reports_bad_input(backend: Backend) {
    let h = start(backend).await;
    let seed = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b";
    let answer = h
        .post(
            "/games/api/verify",
            json!({"game": "dice", "serverSeed": seed, "clientSeed": "lucky-player", "nonce": 0}),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.body["data"]["outcome"]["roll"], json!(11.94));
    let bad = h.post_in("/games/api/verify", json!({"game": "dice", "serverSeed": "short"}), "en").await;
    assert_eq!((bad.status, bad.code()), (422, "games.server_seed"));
    assert_eq!(bad.body["message"], json!("A server seed is 64 hexadecimal characters (0–9, a–f)."));
    let info = h.client.get(format!("{}/games/api/info", h.base)).send().await.unwrap();
    let info: Value = info.json().await.unwrap();
    let rtps: Vec<f64> = info["data"].as_array().unwrap().iter().map(|g| g["rtp"].as_f64().unwrap()).collect();
    assert_eq!(rtps, vec![99.0, 97.3, 96.02, 99.0]);
    h.done().await;
}
backend_test!(verify_needs_no_login_and_reports_bad_input, verify_needs_no_login_and_reports_bad_input);
