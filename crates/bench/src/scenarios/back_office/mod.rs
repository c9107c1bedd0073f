//! The back office at scale (issue 23): with 100,000 players and 1,000,000 ledger entries in the database
//! ([`seed`]), an operator's player search (`GET /api/admin/players?search=` by username, user code, e-mail, phone and
//! name; prefixes and exact values) and the withdrawal queue (`GET /api/admin/withdrawals?status=2&order=oldest`,
//! its first page and a deep one) answer within [`MAX_P99_FACTOR`]× the p99 of a bare handler doing one indexed
//! lookup on the same big database (a player by username, the bench's own axum handler on 127.0.0.1) at the same
//! offered rate in the same run — against a real release `zar serve` in its own process, over HTTP on 127.0.0.1.
//!
//! Operators are few: the budget is checked in a paced run where a handful of them together send a steady
//! stream (latency is service time, not a queue the bench builds); a closed loop gives the throughput, for
//! information.

pub mod seed;

use std::{path::Path, process::Stdio, time::Duration};

use anyhow::Context;
use chrono::Utc;
use domain::operator::Role;
use reqwest::header::HeaderValue;
use serde_json::{Value, json};
use store::{Db, audit::Actor};

use super::Options;
use crate::{
    load::{self, Call, Load, Measured},
    report::{Report, Row},
};

/// Each list's paced p99 may be at most this many times the bare lookup's. A list is a search over 100,000
/// players or 125,000 payments with a count and a page of twenty, where the baseline is one row by a unique
/// index: the lists measured 5–36× in a short run at a load of 9 on 2 cores (bench/results/sqlite-back-office.md);
/// 40× leaves room for that noise while a list that fell back to a scan is expected far above it (not measured).
const MAX_P99_FACTOR: f64 = 40.0;
const BASELINE: &str = "baseline: bare handler, one indexed lookup (a player by username)";
/// Operators at work at once.
const OPERATORS: usize = 8;
/// Requests per second they send together in the paced run.
const PACED_RATE: f64 = 40.0;
const USERNAME: &str = "benchadmin";
const PASSWORD: &str = "bench-admin-12345";

/// Seeds `db` (reached by the server at `url`), serves it with `zar`, and measures.
pub async fn run(db: &Db, url: &str, zar: &Path, backend: &'static str, options: Options) -> anyhow::Result<Report> {
    eprintln!("{backend}: back office, seeding {} players and {} ledger entries…", seed::PLAYERS, seed::LEDGER_ENTRIES);
    let seeded = seed::seed(db).await?;
    eprintln!("{backend}: seeded in {:.1} s", seeded.seconds);
    let password = domain::account::Password::parse(PASSWORD).map_err(|e| anyhow::anyhow!("password: {e:?}"))?;
    let hash = domain::password::hash(&password).context("hashing the operator's password")?;
    store::operators::create(db, USERNAME, Role::Admin, &hash, &Actor::system("zar-bench", Utc::now()))
        .await
        .map_err(|e| anyhow::anyhow!("creating the operator: {e:?}"))?;

    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = tokio::process::Command::new(zar)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}"), "--database-url", url])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .with_context(|| format!("starting {}", zar.display()))?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let bare = format!("http://{}", listener.local_addr()?);
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let router =
        axum::Router::new().route("/bare/player/{username}", axum::routing::get(bare_lookup)).with_state(db.clone());
    let bare_server = tokio::spawn(api::serve(listener, router, async {
        let _ = stopped.await;
    }));
    let result = measure(&base, &bare, backend, options, &seeded).await;
    let _ = server.kill().await;
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(5), bare_server).await;
    result
}

/// The baseline: one player by the unique index on their username, nothing around it.
async fn bare_lookup(
    axum::extract::State(db): axum::extract::State<Db>,
    axum::extract::Path(username): axum::extract::Path<String>,
) -> Result<axum::Json<Value>, axum::http::StatusCode> {
    let player = store::players::by_username(&db, &username)
        .await
        .map_err(|_| axum::http::StatusCode::INTERNAL_SERVER_ERROR)?
        .ok_or(axum::http::StatusCode::NOT_FOUND)?;
    Ok(axum::Json(json!({"success": true, "data": {"total": 1, "items": [{
        "id": player.id, "username": player.username, "usercode": player.usercode, "email": player.email,
        "phone": player.phone, "name": player.name, "surname": player.surname}]}})))
}

/// Waits for the server and logs the operator in: the bearer header.
async fn login(base: &str) -> anyhow::Result<HeaderValue> {
    let http = reqwest::Client::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while http.get(format!("{base}/api/health")).send().await.map(|r| r.status().as_u16()).ok() != Some(200) {
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "zar did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let answer: Value = http
        .post(format!("{base}/api/admin/auth/login"))
        .json(&json!({"username": USERNAME, "password": PASSWORD}))
        .send()
        .await?
        .json()
        .await?;
    let token = answer["data"]["token"].as_str().with_context(|| format!("operator login: {answer}"))?;
    Ok(HeaderValue::from_str(&format!("Bearer {token}"))?)
}

/// One measured list: its calls and what each must find.
struct Target {
    name: &'static str,
    calls: Vec<Call>,
    /// Per call: the total it must report at least, and a username its first page must hold.
    expect: Vec<(i64, Option<String>)>,
}

/// Query-string escaping of a search text.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' => (b as char).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// The baseline's calls: every sampled player by username.
fn baseline(bare: &str, seeded: &seed::Seeded) -> Target {
    let mut target = Target::new(BASELINE);
    for [username, ..] in &seeded.samples {
        let call =
            Call { url: format!("{bare}/bare/player/{}", escaped(&username.to_lowercase())), bearer: None, body: None };
        target.push(call, 1, Some(username.clone()));
    }
    target
}

fn targets(base: &str, bearer: &HeaderValue, seeded: &seed::Seeded) -> Vec<Target> {
    let call = |path: String| Call { url: format!("{base}{path}"), bearer: Some(bearer.clone()), body: None };
    let search = |q: &str| call(format!("/api/admin/players?search={}", escaped(q)));
    let (mut prefixes, mut exact) = (Target::new("player search: prefixes"), Target::new("player search: exact"));
    for (n, [username, usercode, email, phone, name, surname]) in seeded.samples.iter().enumerate() {
        let prefix: String = match n % 5 {
            0 => username.chars().take(4).collect(),
            1 => usercode.chars().take(3).collect(),
            2 => email.chars().take(6).collect(),
            3 => phone.chars().take(7).collect(),
            _ => name.chars().take(3).collect(),
        };
        prefixes.push(search(&prefix), 1, None);
        let (text, found) = match n % 5 {
            0 => (username.clone(), Some(username.clone())),
            1 => (usercode.clone(), Some(username.clone())),
            2 => (email.clone(), Some(username.clone())),
            3 => (phone.clone(), Some(username.clone())),
            _ => (format!("{name} {surname}"), None),
        };
        exact.push(search(&text), 1, found);
    }
    let queue = "/api/admin/withdrawals?status=2&order=oldest&take=20";
    let mut first = Target::new("withdrawal queue: first page");
    first.push(call(queue.to_owned()), seeded.pending_withdrawals as i64, None);
    let mut deep = Target::new("withdrawal queue: deep page");
    let skip = seeded.pending_withdrawals.saturating_sub(100);
    deep.push(call(format!("{queue}&skip={skip}")), seeded.pending_withdrawals as i64, None);
    vec![prefixes, exact, first, deep]
}

impl Target {
    fn new(name: &'static str) -> Target {
        Target { name, calls: Vec::new(), expect: Vec::new() }
    }

    fn push(&mut self, call: Call, total: i64, username: Option<String>) {
        self.calls.push(call);
        self.expect.push((total, username));
    }

    /// Every call answers 200 with what it should find, before anything is timed.
    async fn check(&self, client: &reqwest::Client) -> anyhow::Result<()> {
        for (call, (total, username)) in self.calls.iter().zip(&self.expect) {
            let mut request = client.get(&call.url);
            if let Some(bearer) = &call.bearer {
                request = request.header(reqwest::header::AUTHORIZATION, bearer.clone());
            }
            let answer: Value = request.send().await?.json().await?;
            let found = answer["data"]["total"].as_i64().unwrap_or(-1);
            anyhow::ensure!(found >= *total, "{}: {} found, {total} expected: {answer}", call.url, found);
            if let Some(username) = username {
                let items = answer["data"]["items"].as_array().context("items")?;
                anyhow::ensure!(
                    items.iter().any(|i| i["username"] == username.as_str()),
                    "{}: no {username}",
                    call.url
                );
            }
        }
        Ok(())
    }
}

async fn measure(
    base: &str,
    bare: &str,
    backend: &'static str,
    options: Options,
    seeded: &seed::Seeded,
) -> anyhow::Result<Report> {
    let bearer = login(base).await?;
    let targets: Vec<Target> = std::iter::once(baseline(bare, seeded)).chain(targets(base, &bearer, seeded)).collect();
    let client = load::client(OPERATORS)?;
    for target in &targets {
        target.check(&client).await.with_context(|| target.name)?;
    }
    let paced = Load::Paced { rate: PACED_RATE };
    let mut rows: Vec<Row> = Vec::new();
    for target in &targets {
        for load in [paced, Load::Closed] {
            eprintln!("{backend}: {}, {}…", target.name, load.describe(OPERATORS));
            let mut total = Measured::empty()?;
            let slice = options.window / options.rounds;
            for round in 0..options.rounds {
                let warmup = if round == 0 { options.warmup } else { Duration::from_millis(250) };
                total.merge(&load::run(&client, &target.calls, OPERATORS, load, warmup, slice).await?)?;
            }
            let mut row = Row::new(target.name, load.describe(OPERATORS), &total);
            // The baseline's paced row is the first row.
            if load == paced && target.name != BASELINE {
                row.p99_within(&rows[0], MAX_P99_FACTOR);
            }
            rows.push(row);
        }
    }
    let method = format!(
        "Budget (issue 23, architecture §12): with {} players and {} ledger entries, player search and the withdrawal \
         queue answer with a p99 within {MAX_P99_FACTOR}× the p99 of a bare handler doing one indexed lookup on the \
         same database (a player by username, `store::players::by_username`, served by the bench's own axum \
         handler) at the same offered rate in the same run.\n\n\
         How: a fresh database is seeded in bulk ({:.1} s): {} players (Turkish names, e-mails, phones, user \
         codes) registered over 180 days; per player a confirmed deposit, bets and wins against the house, one in \
         five a cancelled deposit, one in twenty a withdrawal waiting ({} payments, {} withdrawals pending); \
         `store::ledger::verify` passes on it. A release `zar serve` in its own process serves it on 127.0.0.1; an \
         admin operator logs in. Player search: `GET /api/admin/players?search=` with {} prefixes (4 letters of a \
         username, 3 of a user code, 6 of an e-mail, 7 digits of a phone, 3 letters of a first name) and as many \
         exact values (username, user code, e-mail, phone, \"first last\"), each checked to find its player first. \
         Withdrawal queue: `GET /api/admin/withdrawals?status=2&order=oldest&take=20`, the first page and \
         `skip={}`. {OPERATORS} operators (keep-alive connections); the budget is checked in a paced run of \
         {PACED_RATE:.0} requests/s in all (the baseline first, at the same rate), over {}s per target after a {}s warm-up in {} rounds; the closed loop \
         (each operator sends again as soon as the answer is read) shows the throughput.",
        seeded.players,
        seeded.ledger_entries,
        seeded.seconds,
        seeded.players,
        seeded.payments,
        seeded.pending_withdrawals,
        seeded.samples.len(),
        seeded.pending_withdrawals.saturating_sub(100),
        options.window.as_secs(),
        options.warmup.as_secs(),
        options.rounds,
    );
    Ok(Report { scenario: "back-office", backend, method, rows, load: String::new(), notes: Vec::new() })
}
