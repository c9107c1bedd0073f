//! Crash safety: `zar serve` killed with SIGKILL in the middle of a concurrent workload and started again on the
//! same database loses nothing it acknowledged and leaves nothing half-written. Players register, bet and win
//! through the seamless wallet (ledger postings) and lower their deposit limits (audit rows) all at once; the
//! process is killed while requests are in flight; after the restart `zar admin ledger verify` and
//! `zar admin audit verify` pass and every write the clients saw answered 200 is there — on SQLite (WAL) and
//! PostgreSQL.

use std::{
    collections::{HashMap, HashSet},
    process::Command,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use domain::ledger::{Account, IdempotencyKey, Kind, Transfer};
use domain::money::Money;
use serde_json::{Value, json};
use store::{Backend, testing::FreshDb};

use crate::serve::{call, rand_seed, registration, start_with};

/// The built-in games' wallet secret, given to the server so the test can sign wallet calls as a game would.
const SECRET: &str = "crash-suite-wallet-secret";
/// Players betting at once.
const GAMBLERS: u64 = 6;
/// How long the load runs before the kill, at least.
const LOAD: Duration = Duration::from_millis(1500);

/// What the clients saw acknowledged.
#[derive(Default)]
struct Acks {
    /// Wallet transactions answered `RS_OK` (bets and wins).
    transactions: Vec<String>,
    /// Deposit-limit lowerings answered 200, by player id.
    limits: HashMap<i64, usize>,
    /// Registrations answered 200.
    usernames: Vec<String>,
    /// Requests that got no answer: in flight at the kill (each worker stops at its first).
    unanswered: usize,
}

/// A funded player with a site session and a casino session on the dice game.
struct Gambler {
    id: i64,
    site_token: String,
    casino_token: String,
}

async fn gambler(base: &str, db: &store::Db, client: &reqwest::Client, seed: u64) -> Gambler {
    let (status, body) = call(client.post(format!("{base}/api/auth/register")).json(&registration(seed))).await;
    assert_eq!(status, 200, "{body}");
    let site_token = body["data"]["token"].as_str().unwrap().to_owned();
    let id = store::players::by_username(db, &format!("so{seed}")).await.unwrap().unwrap().id;
    let funding = Transfer::between(Account::House, Account::PlayerCash(id), Money(1_000_000)).unwrap();
    let key = IdempotencyKey::parse(format!("crash:{seed}")).unwrap();
    store::ledger::post(db, Kind::Adjustment, &key, "test", &funding, domain::clock::Clock::default().now())
        .await
        .unwrap();
    let launch = client.post(format!("{base}/api/casino/zarlaunchurl")).bearer_auth(&site_token).json(&json!({
        "platform": 1, "gameCode": "dice", "language": "en", "lobbyUrl": "/casino/games"
    }));
    let (status, body) = call(launch).await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"].as_str().unwrap();
    let casino_token = url.split(['?', '&']).find_map(|p| p.strip_prefix("token=")).unwrap().to_owned();
    Gambler { id, site_token, casino_token }
}

/// A signed seamless-wallet call as the built-in games make it; `None` when no answer came.
async fn wallet(client: &reqwest::Client, base: &str, path: &str, body: &Value) -> Option<Value> {
    let raw = body.to_string();
    let signature = domain::signature::sign(SECRET.as_bytes(), raw.as_bytes(), chrono::Utc::now());
    let response = client
        .post(format!("{base}/api/wallet/zar/{path}"))
        .header("content-type", "application/json")
        .header("x-zar-signature", signature)
        .body(raw)
        .send()
        .await
        .ok()?;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.ok()
}

fn transaction(gambler: &Gambler, uuid: &str, round: &str, kurus: i64) -> Value {
    json!({"request_uuid": uuid::Uuid::new_v4().to_string(), "token": gambler.casino_token, "user": "ignored",
        "transaction_uuid": uuid, "round": round, "round_closed": false, "game_code": "dice",
        "amount": kurus * 1_000, "currency": "TRY", "is_free": false, "bet": "roll"})
}

/// Bets, wins and lowers a deposit limit in a loop until `stop` or the first request without an answer, recording
/// what was acknowledged.
async fn gamble(
    client: reqwest::Client,
    base: String,
    gambler: Gambler,
    stop: Arc<AtomicBool>,
    acks: Arc<Mutex<Acks>>,
) {
    let mut n: i64 = 0;
    while !stop.load(Ordering::Relaxed) {
        n += 1;
        let (bet, round) = (uuid::Uuid::new_v4().to_string(), uuid::Uuid::new_v4().to_string());
        let Some(answer) = wallet(&client, &base, "transaction/bet", &transaction(&gambler, &bet, &round, 100)).await
        else {
            acks.lock().unwrap().unanswered += 1;
            return;
        };
        assert_eq!(answer["status"], "RS_OK", "{answer}");
        acks.lock().unwrap().transactions.push(bet.clone());

        let win = uuid::Uuid::new_v4().to_string();
        let mut body = transaction(&gambler, &win, &round, n % 3 * 100);
        body["reference_transaction_uuid"] = json!(bet);
        body["round_closed"] = json!(true);
        match wallet(&client, &base, "transaction/win", &body).await {
            Some(answer) => {
                assert_eq!(answer["status"], "RS_OK", "{answer}");
                acks.lock().unwrap().transactions.push(win);
            }
            None => {
                acks.lock().unwrap().unanswered += 1;
                return;
            }
        }

        if n % 4 == 0 {
            // Lower is stricter: in force at once, audited in its transaction.
            let limit = json!({"kind": "deposit", "period": "monthly", "amount": 100_000 - n});
            let lowered = client
                .post(format!("{base}/api/customer/responsiblegaming/limits"))
                .bearer_auth(&gambler.site_token)
                .json(&limit)
                .send()
                .await;
            match lowered {
                Ok(response) => {
                    let status = response.status().as_u16();
                    assert_eq!(status, 200, "{}", response.text().await.unwrap_or_default());
                    *acks.lock().unwrap().limits.entry(gambler.id).or_default() += 1;
                }
                Err(_) => {
                    acks.lock().unwrap().unanswered += 1;
                    return;
                }
            }
        }
    }
}

/// Registers new players one after another until `stop` or the first request without an answer.
async fn register(client: reqwest::Client, base: String, seed: u64, stop: Arc<AtomicBool>, acks: Arc<Mutex<Acks>>) {
    let mut n = 0;
    while !stop.load(Ordering::Relaxed) {
        n += 1;
        match client.post(format!("{base}/api/auth/register")).json(&registration(seed + n)).send().await {
            Ok(response) => {
                let status = response.status().as_u16();
                assert_eq!(status, 200, "{}", response.text().await.unwrap_or_default());
                acks.lock().unwrap().usernames.push(format!("so{}", seed + n));
            }
            Err(_) => {
                acks.lock().unwrap().unanswered += 1;
                return;
            }
        }
    }
}

/// `zar admin … verify` on `url`: it must pass.
fn verifies(url: &str, what: &str) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["admin", what, "verify"])
        .env("ZAR_DATABASE_URL", url)
        .env_remove("ZAR_CONFIG")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "zar admin {what} verify after the crash: {stdout}{stderr}");
    stdout.into_owned()
}

async fn killed_mid_load(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    store::testing::insert_casino_game(&fresh.db, 1, "dice", "Zar Dice", false, "/media/casino/games/zar-dice.svg")
        .await
        .unwrap();
    let env = [("ZAR_GAMES_WALLET_SECRET", SECRET), ("ZAR_LIMIT_REGISTER_IP", "100000/60")];
    let client = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().unwrap();
    let mut site = start_with(&fresh.url, &client, &env).await;
    let seed = rand_seed();
    let gamblers = (0..GAMBLERS).map(|n| gambler(&site.base, &fresh.db, &client, seed + n));
    let gamblers = futures::future::join_all(gamblers).await;
    let first = (gamblers[0].id, gamblers[0].casino_token.clone());

    let stop = Arc::new(AtomicBool::new(false));
    let acks = Arc::new(Mutex::new(Acks::default()));
    let mut tasks: Vec<_> = gamblers
        .into_iter()
        .map(|g| tokio::spawn(gamble(client.clone(), site.base.clone(), g, stop.clone(), acks.clone())))
        .collect();
    tasks.push(tokio::spawn(register(client.clone(), site.base.clone(), seed + 1_000, stop.clone(), acks.clone())));

    // Load for a while and until there is something to lose, then SIGKILL with requests in flight.
    let started = tokio::time::Instant::now();
    loop {
        let enough = {
            let acks = acks.lock().unwrap();
            acks.transactions.len() >= 40 && !acks.limits.is_empty() && !acks.usernames.is_empty()
        };
        if enough && started.elapsed() >= LOAD {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "the workload made too little progress");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    site.child.kill().unwrap();
    site.child.wait().unwrap();
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.unwrap();
    }
    drop(site);
    let acks = Arc::try_unwrap(acks).ok().unwrap().into_inner().unwrap();

    // Started again on the same database: it serves, the books and the chain are whole, nothing acknowledged is
    // missing.
    let site = start_with(&fresh.url, &client, &env).await;
    assert!(verifies(&fresh.url, "ledger").contains("ledger intact"));
    assert!(verifies(&fresh.url, "audit").contains("audit log intact"));
    let stored: HashSet<String> =
        store::testing::casino_transaction_uuids(&fresh.db).await.unwrap().into_iter().collect();
    let lost: Vec<_> = acks.transactions.iter().filter(|uuid| !stored.contains(*uuid)).collect();
    assert!(lost.is_empty(), "acknowledged wallet transactions lost: {lost:?}");
    for username in &acks.usernames {
        assert!(store::players::by_username(&fresh.db, username).await.unwrap().is_some(), "{username} lost");
    }
    for (player, acknowledged) in &acks.limits {
        let filter = store::audit::Filter {
            action: Some("responsible.limit.change".into()),
            target_id: Some(player.to_string()),
            ..store::audit::Filter::default()
        };
        let (_, rows) = store::audit::page(&fresh.db, &filter, 0, 1).await.unwrap();
        assert!(rows >= *acknowledged as i64, "player {player}: {acknowledged} limits acknowledged, {rows} audited");
    }
    eprintln!(
        "{backend:?}: {} wallet transactions, {} limit changes and {} registrations acknowledged before the kill, \
         {} requests unanswered",
        acks.transactions.len(),
        acks.limits.values().sum::<usize>(),
        acks.usernames.len(),
        acks.unanswered
    );

    // The restarted instance carries on where the dead one stopped: the open casino session still bets.
    let gambler = Gambler { id: first.0, site_token: String::new(), casino_token: first.1 };
    let round = uuid::Uuid::new_v4().to_string();
    let answer = wallet(&client, &site.base, "transaction/bet", &transaction(&gambler, "after-restart", &round, 100))
        .await
        .unwrap();
    assert_eq!(answer["status"], "RS_OK", "{answer}");
    drop(site);
    assert!(verifies(&fresh.url, "ledger").contains("ledger intact"));
    fresh.drop_now().await;
}

store::backend_test!(a_crash_mid_load_loses_no_acknowledged_write, killed_mid_load);
