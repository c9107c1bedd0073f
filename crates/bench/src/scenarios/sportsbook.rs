//! Zar Sportsbook (issue 49): slips placed through the sportsbook's API, and a result settling every open slip on
//! it, each against a baseline in the same run.
//!
//! - **Placing.** Simulated players place ₺1 singles through `POST /sportsbook/api/bets` (the whole path: the
//!   partner token checked by the wallet's `user/info`, the slip checked against the prices, written, its stake
//!   taken by a signed `transaction/bet`). Budget: placements a second at least half the seamless wallet's bet+win
//!   round trips in the same run (the same players, the same wallet, provider `sportsbook`, signed calls straight
//!   from the partner kit's client).
//! - **Settling.** Every slip placed stands on one match; its result is entered and the sportsbook's sweep settles
//!   them all (each decided, its win sent, committed in the wallet's batches). Budget: slips settled a second at
//!   least a quarter of bare ledger postings in the same run (`store::ledger::post`, as many at once as the sweep
//!   settles). After each part the ledger is verified and the sportsbook's books (stakes and payouts of its slips)
//!   must equal the wallet's rounds of provider `sportsbook`.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{
        Arc, Mutex,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

use anyhow::Context;
use api::AppState;
use chrono::{DateTime, Utc};
use domain::{
    casino::Provider,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
    sportsbook::MatchResult,
};
use futures::StreamExt;
use serde_json::{Value, json};
use sportsbook::{Sportsbook, feed::Feed};
use store::{
    Db,
    sportsbook::events::{Event, NewEvent},
};
use tokio::{net::TcpListener, sync::oneshot, time::Instant};

use super::{
    Options,
    rounds::{Gambler, Rounds, STAKE},
    user_balance,
    wallet_rounds::{cash, play, settle},
};
use crate::{
    load::Measured,
    report::{Report, Row},
};

/// Placements a second must be at least this share of the wallet's round trips.
const MIN_PLACING: f64 = 0.5;
/// Settlements a second must be at least this share of bare ledger postings.
const MIN_SETTLING: f64 = 0.25;
/// Simulated players placing at once.
const PLAYERS: usize = 200;
/// Bare postings timed for the settlement's baseline, at most.
const BARE_POSTINGS: usize = 20_000;
/// Postings (and slips settled) at once.
const PARALLEL: usize = 32;

const WALLET: &str = "baseline: bet + win through POST /api/wallet/sportsbook/… (the partner kit's client)";
const PLACING: &str = "₺1 singles through POST /sportsbook/api/bets (the app)";
const BARE: &str = "baseline: bare ledger postings (store::ledger::post), 32 at once";
const SETTLING: &str = "every open slip on one result settled by the sweep (the app)";

/// The bench's feed: no fixtures of its own, the result the bench enters.
#[derive(Default)]
struct Results(Mutex<HashMap<String, MatchResult>>);

impl Feed for Results {
    fn fixtures(&self, _: DateTime<Utc>, _: DateTime<Utc>) -> Vec<NewEvent> {
        Vec::new()
    }

    fn result(&self, event: &Event) -> Option<MatchResult> {
        self.0.lock().ok()?.get(&event.feed_key).cloned()
    }
}

/// Signed bet+win round trips of provider `sportsbook` with the players' partner tokens.
struct WalletTable {
    wallet: partner::wallet::Wallet,
    net: AtomicI64,
    next: AtomicI64,
}

impl Rounds for WalletTable {
    async fn round(&self, gambler: &Gambler) -> bool {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let (bet, win, round) = (format!("bb{n}"), format!("bw{n}"), format!("br{n}"));
        let user = gambler.player_id.to_string();
        let mut call = partner::wallet::Transaction {
            token: &gambler.token,
            user: &user,
            transaction_uuid: &bet,
            reference_transaction_uuid: None,
            round: &round,
            round_closed: false,
            game_code: sportsbook::GAME_CODE,
            amount: STAKE,
        };
        if self.wallet.bet(&call).await.is_err() {
            return false;
        }
        self.net.fetch_sub(STAKE, Ordering::Relaxed);
        let won = (n % 3) * STAKE;
        call.transaction_uuid = &win;
        call.reference_transaction_uuid = Some(&bet);
        call.round_closed = true;
        call.amount = won;
        if self.wallet.win(&call).await.is_err() {
            return false;
        }
        self.net.fetch_add(won, Ordering::Relaxed);
        true
    }
}

/// ₺1 singles on one match, spread over its main market's outcomes.
struct Placer {
    base: String,
    client: reqwest::Client,
    event: i64,
    /// The main market's key and its outcomes with their odds.
    market: String,
    outcomes: Vec<(String, f64)>,
    next: AtomicI64,
}

impl Rounds for Placer {
    async fn round(&self, gambler: &Gambler) -> bool {
        let n = self.next.fetch_add(1, Ordering::Relaxed) as usize;
        let (outcome, odds) = &self.outcomes[n % self.outcomes.len()];
        let slip = json!({
            "requestId": format!("bench-{n}"), "kind": "single", "stake": 1, "stakePer": "line", "oddsChange": "any",
            "selections": [{"eventId": self.event, "market": self.market, "outcome": outcome, "odds": odds}],
        });
        let request =
            self.client.post(format!("{}/sportsbook/api/bets", self.base)).bearer_auth(&gambler.token).json(&slip);
        match request.send().await {
            Ok(response) => response.status().is_success(),
            Err(_) => false,
        }
    }
}

pub async fn run(db: &Db, backend: &'static str, options: Options) -> anyhow::Result<Report> {
    let slips = options.sportsbook_slips;
    let state = AppState::new(db.clone(), user_balance::settings());
    let secret =
        api::seamless::partner_secret(&state, Provider::Sportsbook).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let mut config =
        sportsbook::Config::new(&format!("{base}/api/wallet/sportsbook"), &secret, PathBuf::from("/nonexistent"));
    // The bench runs the sweep itself.
    config.tick = Duration::from_secs(3600);
    let results = Arc::new(Results::default());
    let book = Sportsbook::with_feed(config, db.clone(), state.clock.clone(), results.clone());
    let app = api::site(state.clone(), api::api_routes().merge(book.router()));
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(api::serve(listener, app, async {
        let _ = stopped.await;
    }));
    let result = measure(db, backend, options, slips, &state, &base, &secret, &book, &results).await;
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(5), server).await;
    result
}

#[allow(clippy::too_many_arguments)]
async fn measure(
    db: &Db,
    backend: &'static str,
    options: Options,
    slips: usize,
    state: &AppState,
    base: &str,
    secret: &str,
    book: &Sportsbook,
    results: &Results,
) -> anyhow::Result<Report> {
    let sessions = user_balance::sign_up(db, base, PLAYERS).await?;
    let gamblers: Vec<Gambler> =
        sessions.iter().map(|s| Gambler { player_id: s.player_id, token: s.partner.clone() }).collect();
    let mut players: Vec<i64> = gamblers.iter().map(|g| g.player_id).collect();
    players.sort_unstable();
    players.dedup();
    let cash_before = cash(db, &players).await?;

    // One match in three hours, its main market read as a player does.
    let now = state.clock.now();
    let starts_at = now + chrono::Duration::hours(3);
    let match_ = NewEvent {
        feed_key: format!("bench-{}", now.timestamp_millis()),
        sport: "football".to_owned(),
        league: "super-lig".to_owned(),
        league_name: "Süper Lig".to_owned(),
        country: "TR".to_owned(),
        home: "Galatasaray".to_owned(),
        away: "Fenerbahçe".to_owned(),
        home_rating: 80.0,
        away_rating: 78.0,
        best_of: 1,
        starts_at,
        ends_at: starts_at + chrono::Duration::minutes(110),
    };
    store::sportsbook::events::add(db, std::slice::from_ref(&match_), now).await?;
    let (events, _) = store::sportsbook::events::list(db, &Default::default(), now, 0, 1).await?;
    let event = events.first().context("the bench's match")?.clone();
    let client = crate::load::client(PLAYERS)?;
    let shown: Value = client.get(format!("{base}/sportsbook/api/events/{}", event.id)).send().await?.json().await?;
    let main = &shown["data"]["markets"][0];
    let outcomes = main["outcomes"]
        .as_array()
        .context("the main market's outcomes")?
        .iter()
        .map(|o| (o["code"].as_str().unwrap_or_default().to_owned(), o["odds"].as_f64().unwrap_or(1.0)))
        .collect();
    let placer = Arc::new(Placer {
        base: base.to_owned(),
        client: client.clone(),
        event: event.id,
        market: main["key"].as_str().unwrap_or_default().to_owned(),
        outcomes,
        next: AtomicI64::new(0),
    });
    let wallet = Arc::new(WalletTable {
        wallet: partner::wallet::Wallet::new(
            &format!("{base}/api/wallet/sportsbook"),
            secret.as_bytes(),
            Duration::from_secs(30),
            state.clock.clone(),
        ),
        net: AtomicI64::new(0),
        next: AtomicI64::new(0),
    });
    anyhow::ensure!(wallet.round(&gamblers[0]).await, "a first wallet round was not answered RS_OK");
    anyhow::ensure!(placer.round(&gamblers[0]).await, "a first slip was not placed");

    eprintln!("{backend}: sportsbook, warming up for {}s…", options.warmup.as_secs());
    play(&placer, &gamblers, None, Duration::ZERO, options.warmup).await?;
    settle(db).await?;
    eprintln!("{backend}: sportsbook, closed loop, {PLAYERS} players, {}s each…", options.window.as_secs());
    let round_trips = play(&wallet, &gamblers, None, options.warmup, options.window).await?;
    settle(db).await?;
    let placing = play(&placer, &gamblers, None, options.warmup, options.window).await?;
    // Up to `slips` open slips on the match, unmeasured.
    let mut placed = store::testing::count(db, "sb_bets").await? as usize;
    while placed < slips {
        let left = slips - placed;
        eprintln!("{backend}: sportsbook, placing {left} more slips…");
        let started = Instant::now();
        let more = play(&placer, &gamblers, None, Duration::ZERO, Duration::from_secs(30)).await?;
        anyhow::ensure!(more.requests > 0, "no slip was placed in {:?}", started.elapsed());
        placed = store::testing::count(db, "sb_bets").await? as usize;
    }
    books_match(db).await?;
    settle(db).await?;

    // The baseline of settling: bare ledger postings, as many at once as the sweep settles.
    let postings = placed.min(BARE_POSTINGS);
    eprintln!("{backend}: sportsbook, {postings} bare ledger postings…");
    let bare = bare_postings(db, &players, postings, state.clock.now()).await?;
    settle(db).await?;
    // The result, and the sweep until nothing is open.
    results
        .0
        .lock()
        .map_err(|_| anyhow::anyhow!("poisoned"))?
        .insert(event.feed_key.clone(), MatchResult::new(2, 1, vec![(1, 0), (1, 1)]));
    state.clock.advance(Duration::from_secs(3 * 3600 + 110 * 60 + 60));
    eprintln!("{backend}: sportsbook, settling {placed} slips on one result…");
    let started = Instant::now();
    let mut settled = 0;
    loop {
        let done = book.tick().await.map_err(|e| anyhow::anyhow!("{e}"))?;
        settled += done;
        if done == 0 {
            break;
        }
    }
    let settling = Measured { requests: settled as u64, errors: 0, window: started.elapsed(), ..Measured::empty()? };
    let open = store::testing::sportsbook_books(db).await?;
    anyhow::ensure!(
        open.iter().all(|(status, ..)| matches!(status.as_str(), "won" | "lost" | "void")),
        "slips left unsettled: {open:?}"
    );
    books_match(db).await?;
    let violations = store::ledger::verify(db).await?;
    anyhow::ensure!(violations.is_empty(), "the ledger is broken after the run: {violations:?}");
    let held = cash(db, &players).await?;
    let (staked, paid) = store::testing::provider_rounds(db, Provider::Sportsbook.id()).await?;
    let expected = cash_before + bare.1 - staked + paid;
    anyhow::ensure!(held == expected, "the players hold {held} kuruş, {expected} expected");

    let closed_load = format!("closed loop, {PLAYERS} players");
    let wallet_row = Row::new(WALLET, closed_load.clone(), &round_trips);
    let mut placing_row = Row::new(PLACING, closed_load, &placing);
    placing_row.rate_at_least(&wallet_row, MIN_PLACING);
    let bare_row = Row::new(BARE, format!("{postings} postings"), &bare.0);
    let mut settling_row = Row::new(SETTLING, format!("{settled} slips"), &settling);
    settling_row.rate_at_least(&bare_row, MIN_SETTLING);
    Ok(Report {
        scenario: "sportsbook",
        backend,
        method: format!(
            "Budgets (issue 49): slips placed through `POST /sportsbook/api/bets` ≥ {:.0} % of the seamless wallet's \
             bet+win round trips (provider `sportsbook`, the same players, signed by the partner kit's client) in the \
             same run; every open slip on one result settled by the sportsbook's sweep ≥ {:.0} % of bare ledger \
             postings (`store::ledger::post`, {PARALLEL} at once) in the same run.\n\n\
             How: one process serves the site and the sportsbook (`api::site` with `Sportsbook::router`, every layer) \
             on a fresh database; {} players are registered through the API and funded with ₺{} each. {PLAYERS} \
             simulated players (tokio tasks sharing one keep-alive client) first place ₺1 singles on one match for \
             the warm-up, unmeasured; then, for {}s each after a {}s warm-up, play wallet round trips (a bet of ₺1, \
             then its win of ₺0, ₺1 or ₺2) and place ₺1 singles on the match's main market (the odds shown, \
             `oddsChange: any`). Singles are then placed until {slips} slips stand on the match. The settlement's \
             baseline posts {postings} transfers of ₺1 to the players, {PARALLEL} at once; then the match's result \
             is entered, the clock moved past its end, and the sweep (`Sportsbook::tick`, {PARALLEL} slips at once) \
             runs until it settles nothing more; its rate is slips settled over the sweeps' time. After each part \
             `store::ledger::verify` must find nothing, the sportsbook's slips' stakes and payouts must equal the \
             wallet's rounds of provider `sportsbook`, and the players' cash must equal their funding plus every \
             payout less every stake.",
            MIN_PLACING * 100.0,
            MIN_SETTLING * 100.0,
            players.len(),
            user_balance::BALANCE / 100,
            options.window.as_secs(),
            options.warmup.as_secs(),
        ),
        rows: vec![wallet_row, placing_row, bare_row, settling_row],
        load: String::new(),
        notes: vec![format!("{placed} slips stood on the match; {settled} were settled")],
    })
}

/// The sportsbook's slips that moved money must equal the wallet's rounds of provider `sportsbook` (the wallet
/// baseline's rounds included: they are rounds of the same provider without a slip, so they are counted apart).
async fn books_match(db: &Db) -> anyhow::Result<()> {
    let books = store::testing::sportsbook_books(db).await?;
    let stakes: i64 = books.iter().map(|b| b.1).sum();
    let payouts: i64 = books.iter().map(|b| b.2).sum();
    let (staked, paid) = store::testing::sportsbook_rounds(db).await?;
    anyhow::ensure!((stakes, payouts) == (staked, paid), "books {stakes}/{payouts} against rounds {staked}/{paid}");
    Ok(())
}

/// `count` bare ledger postings of ₺1 from the house to the players, [`PARALLEL`] at once: what was measured and the
/// money moved.
async fn bare_postings(db: &Db, players: &[i64], count: usize, now: DateTime<Utc>) -> anyhow::Result<(Measured, i64)> {
    let stamp = now.timestamp_millis();
    let started = Instant::now();
    let outcomes: Vec<anyhow::Result<()>> = futures::stream::iter(0..count)
        .map(|n| async move {
            let player = players[n % players.len()];
            let transfer = Transfer::between(Account::House, Account::PlayerCash(player), Money(STAKE))?;
            let key = IdempotencyKey::parse(format!("bench:sb:{stamp}:{n}"))?;
            store::ledger::post(db, Kind::Adjustment, &key, "bench", &transfer, now).await?;
            anyhow::Ok(())
        })
        .buffer_unordered(PARALLEL)
        .collect()
        .await;
    let window = started.elapsed();
    let errors = outcomes.iter().filter(|o| o.is_err()).count() as u64;
    let requests = count as u64 - errors;
    Ok((Measured { requests, errors, window, ..Measured::empty()? }, requests as i64 * STAKE))
}
