//! The wallet's baseline (architecture §12): a bare axum handler doing only the ledger postings a bet and a win make —
//! the bet's cash → house, the win's house → cash (nothing for a zero win, as the wallet posts nothing then) —
//! one HTTP call each like the app, without signature, JSON envelope, session, round or bonus logic. The one
//! place the bench posts as the wallet does: when the wallet's posting moves (`store::ledger` today), repoint
//! [`post`].

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

use axum::{
    Router,
    extract::{Path, State},
    http::StatusCode,
    routing::post as post_route,
};
use domain::{
    clock::Clock,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};
use store::Db;

use super::rounds::{Gambler, Rounds, STAKE};

/// The bare handlers' router, on `db`.
pub fn router(db: Db) -> Router {
    Router::new()
        .route("/bare/bet/{player}/{n}", post_route(bet))
        .route("/bare/win/{player}/{n}/{amount}", post_route(win))
        .with_state(db)
}

/// The postings, as the wallet makes them: one database transaction each through `store::ledger::post`.
async fn post(db: &Db, kind: Kind, key: String, transfer: &Transfer) -> Result<(), StatusCode> {
    let key = IdempotencyKey::parse(key).map_err(|_| StatusCode::BAD_REQUEST)?;
    store::ledger::post(db, kind, &key, "bench bare round", transfer, Clock::default().now())
        .await
        .map(|_| ())
        .map_err(|_| StatusCode::CONFLICT)
}

async fn bet(State(db): State<Db>, Path((player, n)): Path<(i64, i64)>) -> StatusCode {
    let Ok(transfer) = Transfer::between(Account::PlayerCash(player), Account::House, Money(STAKE)) else {
        return StatusCode::BAD_REQUEST;
    };
    post(&db, Kind::Bet, format!("bare:{n}:bet"), &transfer).await.map_or_else(|status| status, |()| StatusCode::OK)
}

async fn win(State(db): State<Db>, Path((player, n, amount)): Path<(i64, i64, i64)>) -> StatusCode {
    if amount == 0 {
        return StatusCode::OK;
    }
    let Ok(transfer) = Transfer::between(Account::House, Account::PlayerCash(player), Money(amount)) else {
        return StatusCode::BAD_REQUEST;
    };
    post(&db, Kind::Win, format!("bare:{n}:win"), &transfer).await.map_or_else(|status| status, |()| StatusCode::OK)
}

/// The bench's side: rounds of a bet and its win against the bare handlers, the net they moved.
pub struct BareTable {
    pub base: String,
    pub client: reqwest::Client,
    /// Wins less bets answered 200, kuruş.
    pub net: AtomicI64,
    next: AtomicI64,
}

impl BareTable {
    pub fn new(base: String, client: reqwest::Client) -> Arc<BareTable> {
        Arc::new(BareTable { base, client, net: AtomicI64::new(0), next: AtomicI64::new(0) })
    }

    async fn call(&self, path: String) -> bool {
        match self.client.post(format!("{}{path}", self.base)).send().await {
            Ok(response) => response.status() == reqwest::StatusCode::OK && response.bytes().await.is_ok(),
            Err(_) => false,
        }
    }
}

impl Rounds for BareTable {
    async fn round(&self, gambler: &Gambler) -> bool {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let won = (n % 3) * STAKE;
        if !self.call(format!("/bare/bet/{}/{n}", gambler.player_id)).await {
            return false;
        }
        self.net.fetch_sub(STAKE, Ordering::Relaxed);
        if !self.call(format!("/bare/win/{}/{n}/{won}", gambler.player_id)).await {
            return false;
        }
        self.net.fetch_add(won, Ordering::Relaxed);
        true
    }
}
