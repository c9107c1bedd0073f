//! Deposit confirmations through `POST /api/payment/webhook/demo` (architecture §12): each request is a gateway's
//! signed webhook confirming one pending deposit, so the whole path runs — the signature check, the payment's
//! conditional update, the ledger posting, the notification and the push of the new balance — against a bare
//! handler doing only the ledger posting a confirmation makes, on the same pool, in the same run. The ledger is
//! verified afterwards and every player's cash must equal what was confirmed.
//!
//! Budget: the app confirms at least 25 % as many deposits per second as the bare posting (it does four writes
//! and three reads where the baseline does one posting), with no errors.

use std::{
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Instant,
};

use anyhow::Context;
use api::AppState;
use axum::{
    Router,
    extract::{Path, State},
    http::StatusCode,
    routing::post,
};
use domain::{
    clock::Clock,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
    payment::Direction,
};
use serde_json::json;
use store::{Db, payments::flow};
use tokio::{net::TcpListener, sync::oneshot};

use super::{Options, user_balance};
use crate::{
    load::Measured,
    report::{Report, Row},
};

/// The app's confirmations per second must be at least this share of the bare posting's.
const MIN_RATIO: f64 = 0.25;
/// Every deposit: ₺100.
const AMOUNT: i64 = 10_000;
/// Gateways calling at once.
const CONCURRENCY: usize = 32;

const BASELINE: &str = "baseline: bare handler, the confirmation's ledger posting";
const APP: &str = "POST /api/payment/webhook/demo (the app)";

pub async fn run(db: &Db, backend: &'static str, options: Options) -> anyhow::Result<Report> {
    store::demo::payments::load(db).await.context("payment methods")?;
    // The demo gateway's webhook is what is measured: switched on, as ZAR_DEMO_GATEWAY=1 does.
    let mut settings = user_balance::settings();
    settings.payments.demo_gateway = true;
    let state = AppState::new(db.clone(), settings);
    let (app, stop_app) = spawn(api::app(state.clone())).await?;
    let bare = Router::new().route("/bare/{payment}", post(bare_posting)).with_state(db.clone());
    let (bare, stop_bare) = spawn(bare).await?;
    let result = measure(db, backend, options, &state, &app, &bare).await;
    let _ = stop_app.send(());
    let _ = stop_bare.send(());
    result
}

async fn spawn(router: Router) -> anyhow::Result<(String, oneshot::Sender<()>)> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(api::serve(listener, router, async {
        let _ = stopped.await;
    }));
    Ok((base, stop))
}

/// The baseline: what a confirmation posts, with nothing around it.
async fn bare_posting(State(db): State<Db>, Path(payment): Path<i64>) -> StatusCode {
    let Some(found) = store::payments::get(&db, payment).await.ok().flatten() else { return StatusCode::NOT_FOUND };
    let Ok(key) = IdempotencyKey::parse(format!("bare:{payment}")) else { return StatusCode::BAD_REQUEST };
    let Ok(transfer) = Transfer::between(Account::PaymentClearing, Account::PlayerCash(found.player_id), found.amount)
    else {
        return StatusCode::BAD_REQUEST;
    };
    match store::ledger::post(&db, Kind::Deposit, &key, "bench", &transfer, Clock::default().now()).await {
        Ok(_) => StatusCode::OK,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// `count` pending ₺100 card deposits spread over `players`: (payment id, intent).
async fn open_deposits(db: &Db, players: &[i64], count: usize) -> anyhow::Result<Vec<(i64, String)>> {
    let mut out = Vec::with_capacity(count);
    let now = Clock::default().now();
    for i in 0..count {
        let (intent, reference) = domain::payment::new_ids();
        let new = flow::NewPayment {
            player_id: players[i % players.len()],
            method_id: 3,
            direction: Direction::Deposit,
            amount: Money(AMOUNT),
            fee: Money::ZERO,
            details: json!({}),
            expires_at: Some(now + chrono::Duration::hours(1)),
            intent: intent.clone(),
            reference,
            now,
        };
        out.push((flow::open_deposit(db, &new, &api::notices::alert_notice).await?.0, intent));
    }
    Ok(out)
}

/// Sends one request per item from `CONCURRENCY` workers; the counts and latencies.
async fn drive(items: Vec<reqwest::RequestBuilder>) -> anyhow::Result<Measured> {
    let items = Arc::new(items.into_iter().map(Some).map(std::sync::Mutex::new).collect::<Vec<_>>());
    let next = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let workers = (0..CONCURRENCY).map(|_| {
        let (items, next) = (items.clone(), next.clone());
        tokio::spawn(async move {
            let mut measured = Measured::empty()?;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(slot) = items.get(i) else { break };
                let Some(request) = slot.lock().map_err(|_| anyhow::anyhow!("poisoned"))?.take() else { continue };
                let sent = Instant::now();
                match request.send().await {
                    Ok(response) if response.status().is_success() => {
                        measured.requests += 1;
                        measured.latency.record(sent.elapsed().as_micros().max(1) as u64)?;
                    }
                    _ => measured.errors += 1,
                }
            }
            anyhow::Ok(measured)
        })
    });
    let mut total = Measured::empty()?;
    for worker in futures::future::join_all(workers).await {
        total.merge(&worker??)?;
    }
    total.window = started.elapsed();
    Ok(total)
}

async fn measure(
    db: &Db,
    backend: &'static str,
    options: Options,
    state: &AppState,
    app: &str,
    bare: &str,
) -> anyhow::Result<Report> {
    // Ten players (two sessions each: keep each player once).
    let mut players: Vec<i64> = user_balance::sign_up(db, app, 20).await?.into_iter().map(|s| s.player_id).collect();
    players.dedup();
    // Enough deposits to keep each run busy for about the window.
    let per_run = (options.window.as_secs() as usize * 150).clamp(500, 5_000);
    let client = reqwest::Client::builder().pool_max_idle_per_host(CONCURRENCY).tcp_nodelay(true).build()?;
    let demo = api::payments::gateway::demo(&state.settings.payments, &state.settings.public_url);

    let deposits = open_deposits(db, &players, per_run).await?;
    let requests = deposits.iter().map(|(id, _)| client.post(format!("{bare}/bare/{id}"))).collect();
    let baseline = drive(requests).await?;

    let deposits = open_deposits(db, &players, per_run).await?;
    let requests = deposits
        .iter()
        .map(|(_, intent)| {
            let body = json!({"event": "confirmed", "intent": intent, "amount": Money(AMOUNT).to_major_json(),
                "currency": "TRY", "transactionId": format!("bench_{intent}")})
            .to_string();
            let signature = demo.sign(body.as_bytes(), state.clock.now());
            client
                .post(format!("{app}/api/payment/webhook/demo"))
                .header("x-zar-signature", signature)
                .header("content-type", "application/json")
                .body(body)
        })
        .collect();
    let confirmed = drive(requests).await?;

    // Every confirmation credited exactly once, and the ledger whole.
    let violations = store::ledger::verify(db).await?;
    anyhow::ensure!(violations.is_empty(), "the ledger is broken after the run: {violations:?}");
    let mut cash = 0;
    for player in &players {
        cash += store::ledger::balance(db, Account::PlayerCash(*player)).await?.minor();
    }
    let expected =
        (baseline.requests + confirmed.requests) as i64 * AMOUNT + players.len() as i64 * user_balance::BALANCE;
    anyhow::ensure!(cash == expected, "players hold {cash} kuruş, {expected} expected");

    let load = format!("{CONCURRENCY} gateways, {per_run} deposits");
    let base_row = Row::new(BASELINE, load.clone(), &baseline);
    let mut app_row = Row::new(APP, load, &confirmed);
    app_row.rate_at_least(&base_row, MIN_RATIO);
    Ok(Report {
        scenario: "deposit-webhook",
        backend,
        method: format!(
            "{per_run} pending ₺100 card deposits over {} players are confirmed by {CONCURRENCY} concurrent callers, \
             each request once: through the app (signed webhook, conditional update, ledger posting, notification, \
             balance push) and, as the baseline, a bare handler doing only the ledger posting. The ledger is verified \
             afterwards and the players' cash must equal what was credited. Budget: the app ≥ {:.0} % of the \
             baseline's confirmations per second, no errors.",
            players.len(),
            MIN_RATIO * 100.0
        ),
        rows: vec![base_row, app_row],
        load: String::new(),
        notes: Vec::new(),
    })
}
