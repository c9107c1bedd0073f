//! Bet+win round trips through the seamless wallet (architecture §12): simulated players of the built-in provider
//! `zar`, each with its own casino session, play rounds as a game server does — a signed `transaction/bet`, then a
//! signed `transaction/win` naming it (a loss is a zero win) — through the whole app (`api::app`: every layer,
//! the signature check, the batched commit, the balance push). The ledger is verified afterwards and the
//! players' cash must equal their funding plus every win less every bet answered `RS_OK`.
//!
//! Budget, against a baseline in the same run ([`super::bare_postings`]: a bare handler doing only the ledger
//! postings a bet and a win make, one HTTP call each): closed-loop round trips at least 40 % of the baseline's,
//! and p99 of a round trip (bet and win) within 5× the baseline's in a paced run offering both half the
//! baseline's closed-loop rate (below saturation, so latency is service time, not the queue the closed loop
//! builds: with N players it waits N ÷ throughput by Little's law). A diagnostic row without a budget
//! shows what batching buys: the same rounds applied straight through `store::seamless::apply` one call
//! per database transaction (no HTTP), as a wallet without a committer would.

use std::{
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

use anyhow::Context;
use api::AppState;
use domain::{
    casino::{Provider, TxKind},
    clock::Clock,
    ledger::Account,
};
use serde_json::{Value, json};
use store::Db;
use tokio::{net::TcpListener, sync::oneshot, time::Instant};

use super::{
    Options,
    rounds::{Gambler, Rounds, STAKE},
    user_balance,
};
use crate::{
    load::Measured,
    report::{Report, Row},
};

/// The app's closed-loop round trips must be at least this share of the bare postings'.
const MIN_RATIO: f64 = 0.4;
/// The app's paced p99 may be at most this many times the bare postings' at the same rate.
const MAX_P99_FACTOR: f64 = 5.0;
/// Simulated players playing at once.
const PLAYERS: usize = 200;
/// Hub88's unit per kuruş.
const UNITS: i64 = 1_000;

const BASELINE: &str = "baseline: bare handler, the bet's and the win's ledger postings, one HTTP call each";
const APP: &str = "bet + win through POST /api/wallet/zar/… (the app)";
const DIRECT: &str = "diagnostic: one call per transaction (store::seamless::apply), no HTTP";

pub async fn run(db: &Db, backend: &'static str, options: Options) -> anyhow::Result<Report> {
    let state = AppState::new(db.clone(), user_balance::settings());
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(api::serve(listener, api::app(state.clone()), async {
        let _ = stopped.await;
    }));
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let bare = format!("http://{}", listener.local_addr()?);
    let (stop_bare, bare_stopped) = oneshot::channel::<()>();
    let bare_server = tokio::spawn(api::serve(listener, super::bare_postings::router(db.clone()), async {
        let _ = bare_stopped.await;
    }));
    let result = measure(db, backend, options, &state, &base, &bare).await;
    let _ = stop.send(());
    let _ = stop_bare.send(());
    let _ = tokio::time::timeout(Duration::from_secs(5), server).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), bare_server).await;
    result
}

/// What every round trip shares: the app, the secret, the game, the money moved.
struct Table {
    base: String,
    secret: Vec<u8>,
    game_code: String,
    client: reqwest::Client,
    clock: Clock,
    /// Wins less bets answered `RS_OK`, kuruş.
    net: AtomicI64,
    next: AtomicI64,
}

impl Table {
    /// One signed call; true for `RS_OK`.
    async fn call(&self, path: &str, body: Value) -> bool {
        let raw = body.to_string();
        let signature = domain::signature::sign(&self.secret, raw.as_bytes(), self.clock.now());
        let request = self
            .client
            .post(format!("{}/api/wallet/zar/{path}", self.base))
            .header("content-type", "application/json")
            .header(domain::signature::HEADER, signature)
            .body(raw);
        match request.send().await {
            Ok(response) => match response.json::<Value>().await {
                Ok(answer) => answer["status"] == "RS_OK",
                Err(_) => false,
            },
            Err(_) => false,
        }
    }
}

impl Rounds for Table {
    /// A bet of ₺1 and its win (₺0, ₺1 or ₺2 in turn); true when both were `RS_OK`.
    async fn round(&self, gambler: &Gambler) -> bool {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let (bet, win, round) = (format!("b{n}"), format!("w{n}"), format!("r{n}"));
        let won = (n % 3) * STAKE;
        let body = |uuid: &str, amount: i64| {
            json!({"request_uuid": format!("q{uuid}"), "token": gambler.token, "user": gambler.player_id.to_string(),
                "transaction_uuid": uuid, "round": round, "round_closed": false, "game_code": self.game_code,
                "amount": amount * UNITS, "currency": "TRY"})
        };
        if !self.call("transaction/bet", body(&bet, STAKE)).await {
            return false;
        }
        self.net.fetch_sub(STAKE, Ordering::Relaxed);
        let mut settle = body(&win, won);
        settle["reference_transaction_uuid"] = json!(bet);
        settle["round_closed"] = json!(true);
        if !self.call("transaction/win", settle).await {
            return false;
        }
        self.net.fetch_add(won, Ordering::Relaxed);
        true
    }
}

async fn measure(
    db: &Db,
    backend: &'static str,
    options: Options,
    state: &AppState,
    base: &str,
    bare: &str,
) -> anyhow::Result<Report> {
    let sessions = user_balance::sign_up(db, base, PLAYERS).await?;
    let game_code = format!("bench{}", rand_suffix());
    let game_id = store::testing::insert_casino_game(db, Provider::Zar.id(), &game_code, "Bench Slot", false, "")
        .await
        .context("the bench's game")?;
    let now = state.clock.now();
    let mut gamblers = Vec::with_capacity(sessions.len());
    for session in &sessions {
        let site = store::sessions::by_token_hash(db, &api::session::token_hash(&session.token))
            .await?
            .context("a bench player's site session")?;
        let token = api::session::new_token();
        let open = store::casino::sessions::NewSession {
            token_hash: &api::session::token_hash(&token),
            player_id: session.player_id,
            game_id,
            session_id: site.session_id,
            created_at: now,
            expires_at: now + chrono::Duration::hours(12),
        };
        store::casino::sessions::open(db, &open).await?;
        gamblers.push(Gambler { player_id: session.player_id, token });
    }
    let mut players: Vec<i64> = gamblers.iter().map(|g| g.player_id).collect();
    players.sort_unstable();
    players.dedup();
    let cash_before = cash(db, &players).await?;

    let secret = api::seamless::zar_secret(state).await.map_err(|e| anyhow::anyhow!("{e:?}"))?.into_bytes();
    let table = Arc::new(Table {
        base: base.to_owned(),
        secret,
        game_code,
        client: crate::load::client(PLAYERS)?,
        clock: state.clock.clone(),
        net: AtomicI64::new(0),
        next: AtomicI64::new(0),
    });
    anyhow::ensure!(table.round(&gamblers[0]).await, "a first round was not answered RS_OK");
    let bare_table = super::bare_postings::BareTable::new(bare.to_owned(), crate::load::client(PLAYERS)?);
    anyhow::ensure!(bare_table.round(&gamblers[0]).await, "a first bare round was not answered 200");

    // Tables the size of a warm-up before the first statistics (see `settle`): analyzed empty, they stay "empty"
    // to the planner while the measured phase fills them.
    eprintln!("{backend}: wallet rounds, filling the tables for {}s…", options.warmup.as_secs());
    play(&table, &gamblers, None, Duration::ZERO, options.warmup).await?;
    settle(db).await?;
    eprintln!("{backend}: wallet rounds, closed loop, {PLAYERS} players, {}s each…", options.window.as_secs());
    let base_closed = play(&bare_table, &gamblers, None, options.warmup, options.window).await?;
    settle(db).await?;
    let closed = play(&table, &gamblers, None, options.warmup, options.window).await?;
    settle(db).await?;
    let rate = (base_closed.per_second() * options.paced_fraction).max(1.0);
    eprintln!("{backend}: wallet rounds, paced {rate:.0}/s, {PLAYERS} players, {}s each…", options.window.as_secs());
    let base_paced = play(&bare_table, &gamblers, Some(rate), options.warmup, options.window).await?;
    settle(db).await?;
    let paced = play(&table, &gamblers, Some(rate), options.warmup, options.window).await?;
    eprintln!("{backend}: wallet rounds straight through the store, {}s…", options.window.as_secs());
    let direct = direct(db, state, &gamblers, &table.game_code, options.window).await?;

    // The ledger is whole and the players hold exactly what their rounds say.
    let violations = store::ledger::verify(db).await?;
    anyhow::ensure!(violations.is_empty(), "the ledger is broken after the run: {violations:?}");
    let held = cash(db, &players).await?;
    let expected = cash_before + table.net.load(Ordering::Relaxed) + bare_table.net.load(Ordering::Relaxed) + direct.1;
    anyhow::ensure!(held == expected, "the players hold {held} kuruş, {expected} expected");

    let closed_load = format!("closed loop, {PLAYERS} players");
    let paced_load = format!("paced {rate:.0}/s, {PLAYERS} players");
    let base_closed_row = Row::new(BASELINE, closed_load.clone(), &base_closed);
    let mut closed_row = Row::new(APP, closed_load.clone(), &closed);
    closed_row.rate_at_least(&base_closed_row, MIN_RATIO);
    let base_paced_row = Row::new(BASELINE, paced_load.clone(), &base_paced);
    let mut paced_row = Row::new(APP, paced_load, &paced);
    paced_row.p99_within(&base_paced_row, MAX_P99_FACTOR);
    let direct_row = Row::new(DIRECT, closed_load, &direct.0);
    Ok(Report {
        scenario: "wallet-rounds",
        backend,
        method: format!(
            "Budget (architecture §12): bet+win round trips through the seamless-wallet API ≥ {:.0} % of a bare handler \
             doing only the ledger postings (the bet's and the win's, `store::ledger::post`, one HTTP call each, no \
             signature, envelope or bonus logic) in the same run; at the same offered rate (half the baseline's \
             closed-loop rate) the app's p99 within {MAX_P99_FACTOR}× the baseline's; the ledger verified \
             afterwards.\n\n\
             How: one process serves the real app (`api::app`, every layer, request logs formatted as `zar serve` \
             does and discarded) on a fresh database. {} players are registered through the API, funded with ₺{} \
             each and given a casino session on one game of the built-in provider `zar`. {PLAYERS} simulated players \
             (tokio tasks sharing one keep-alive HTTP/1.1 client) each play rounds: a `transaction/bet` of ₺1 signed \
             with the provider's HMAC secret (`x-zar-signature`), then the `transaction/win` naming it (₺0, ₺1 or ₺2 \
             in turn). One round trip is both calls answered `RS_OK`; its latency is from the bet's send to the \
             win's answer. Closed loop: a player starts its next round when the last one is answered; rounds \
             completed in {}s after a {}s warm-up count, the baseline's first, then the app's (the same players \
             and sessions play the baseline's rounds as bare bet and win postings). Paced: the players together \
             start {rate:.0} rounds a second ({:.0} % of the baseline's closed-loop rate), evenly spread, against the \
             baseline and then the app; a player that falls behind measures from its scheduled start. The players first \
             play closed-loop rounds for the warm-up's length, unmeasured, to fill the tables; on PostgreSQL each \
             measured phase then starts after `ANALYZE` and `CHECKPOINT`, the background work autovacuum (off on \
             this machine) and the checkpointer would have done in production. Afterwards \
             `store::ledger::verify` must find nothing and the players' cash must equal their funding plus every \
             win less every bet answered `RS_OK`. The diagnostic row applies the same rounds from {PLAYERS} tasks \
             straight through `store::seamless::apply`, one call per database transaction and without HTTP, \
             signing or JSON: what the wallet would do without its committer's batches.",
            MIN_RATIO * 100.0,
            players.len(),
            user_balance::BALANCE / 100,
            options.window.as_secs(),
            options.warmup.as_secs(),
            options.paced_fraction * 100.0,
        ),
        rows: vec![base_closed_row, closed_row, base_paced_row, paced_row, direct_row],
        load: String::new(),
        notes: Vec::new(),
    })
}

/// On PostgreSQL, what a production server's background work would have done by now, before a measured phase: the
/// planner's statistics of the tables the last phase filled (this machine's PostgreSQL runs with autovacuum, and so
/// autoanalyze, off: the wallet's lookups were planned for the empty tables of the start) and a checkpoint, so one
/// the last phase's writes made due does not land in the next one's window (pgbench vacuums before a run the same
/// way). SQLite has neither. Never on empty tables: statistics that say "empty" make the planner scan the
/// referenced tables for every foreign-key check and lookup, and with autoanalyze off they would say so while the
/// phase fills them with tens of thousands of rows (the closed loop fell from ~3,500 to ~600 rounds/s).
pub(crate) async fn settle(db: &Db) -> anyhow::Result<()> {
    if let Db::Postgres(pool) = db {
        sqlx::query("ANALYZE").execute(pool).await.context("ANALYZE")?;
        sqlx::query("CHECKPOINT").execute(pool).await.context("CHECKPOINT")?;
    }
    Ok(())
}

fn rand_suffix() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

pub(crate) async fn cash(db: &Db, players: &[i64]) -> anyhow::Result<i64> {
    let mut total = 0;
    for player in players {
        total += store::ledger::balance(db, Account::PlayerCash(*player)).await?.minor();
    }
    Ok(total)
}

/// Every gambler plays rounds for `warmup` then `window`: back to back (`rate` None) or on a schedule offering
/// `rate` rounds a second in all.
pub(crate) async fn play<T: Rounds>(
    table: &Arc<T>,
    gamblers: &[Gambler],
    rate: Option<f64>,
    warmup: Duration,
    window: Duration,
) -> anyhow::Result<Measured> {
    let started = Instant::now();
    let (from, until) = (started + warmup, started + warmup + window);
    let count = gamblers.len();
    let tasks: Vec<_> = gamblers
        .iter()
        .cloned()
        .enumerate()
        .map(|(index, gambler)| {
            let table = table.clone();
            tokio::spawn(async move {
                let mut part = Measured::empty()?;
                part.window = window;
                let interval = rate.map(|rate| Duration::from_secs_f64(count as f64 / rate));
                let mut scheduled =
                    started + interval.map_or(Duration::ZERO, |every| every.mul_f64(index as f64 / count as f64));
                loop {
                    if let Some(interval) = interval {
                        let behind = Instant::now() >= scheduled;
                        tokio::time::sleep_until(scheduled).await;
                        let sent = if behind { scheduled } else { Instant::now() };
                        if sent >= until {
                            break;
                        }
                        let ok = table.round(&gambler).await;
                        record(&mut part, ok, sent, from, until);
                        scheduled += interval;
                    } else {
                        let sent = Instant::now();
                        if sent >= until {
                            break;
                        }
                        let ok = table.round(&gambler).await;
                        record(&mut part, ok, sent, from, until);
                    }
                }
                anyhow::Ok(part)
            })
        })
        .collect();
    let mut total = Measured::empty()?;
    total.window = window;
    for task in tasks {
        let part = task.await.context("a player panicked")??;
        total.requests += part.requests;
        total.errors += part.errors;
        total.latency.add(&part.latency).context("merging histograms")?;
    }
    Ok(total)
}

fn record(part: &mut Measured, ok: bool, sent: Instant, from: Instant, until: Instant) {
    let done = Instant::now();
    if done < from || done > until {
        return;
    }
    if ok {
        part.requests += 1;
        part.latency.saturating_record((done - sent).as_micros().try_into().unwrap_or(u64::MAX));
    } else {
        part.errors += 1;
    }
}

/// The diagnostic: rounds straight through the store for `window`; what it measured and the net it moved.
async fn direct(
    db: &Db,
    state: &AppState,
    gamblers: &[Gambler],
    game_code: &str,
    window: Duration,
) -> anyhow::Result<(Measured, i64)> {
    let started = Instant::now();
    let until = started + window;
    let next = Arc::new(AtomicI64::new(0));
    let tasks: Vec<_> = gamblers
        .iter()
        .cloned()
        .map(|gambler| {
            let (db, clock, next, game_code) = (db.clone(), state.clock.clone(), next.clone(), game_code.to_owned());
            tokio::spawn(async move {
                let mut part = Measured::empty()?;
                part.window = window;
                let mut net = 0;
                let call = |kind, uuid: String, reference: Option<String>, round: &str, amount| store::seamless::Call {
                    provider_id: Provider::Zar.id(),
                    kind,
                    transaction_uuid: uuid,
                    reference_uuid: reference,
                    round: round.to_owned(),
                    round_closed: kind == TxKind::Win,
                    token_hash: Some(api::session::token_hash(&gambler.token)),
                    game_code: game_code.clone(),
                    amount,
                    bets_open: true,
                };
                while Instant::now() < until {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let (bet, round) = (format!("db{n}"), format!("dr{n}"));
                    let won = (n % 3) * STAKE;
                    let sent = Instant::now();
                    let ok = async {
                        let placed = store::seamless::apply(
                            // A connection from the pool for each call, as a wallet without a committer would.
                            &mut store::Kept::new(db.clone()),
                            &[call(TxKind::Bet, bet.clone(), None, &round, STAKE)],
                            clock.now(),
                            &api::seamless::words(),
                        )
                        .await;
                        if !matches!(placed.first(), Some(Ok(store::seamless::Outcome::Done { .. }))) {
                            return false;
                        }
                        net -= STAKE;
                        let paid = store::seamless::apply(
                            // A connection from the pool for each call, as a wallet without a committer would.
                            &mut store::Kept::new(db.clone()),
                            &[call(TxKind::Win, format!("dw{n}"), Some(bet), &round, won)],
                            clock.now(),
                            &api::seamless::words(),
                        )
                        .await;
                        let ok = matches!(paid.first(), Some(Ok(store::seamless::Outcome::Done { .. })));
                        if ok {
                            net += won;
                        }
                        ok
                    }
                    .await;
                    record(&mut part, ok, sent, started, until);
                }
                anyhow::Ok((part, net))
            })
        })
        .collect();
    let mut total = Measured::empty()?;
    total.window = window;
    let mut net = 0;
    for task in tasks {
        let (part, moved) = task.await.context("a player panicked")??;
        total.requests += part.requests;
        total.errors += part.errors;
        total.latency.add(&part.latency).context("merging histograms")?;
        net += moved;
    }
    Ok((total, net))
}
