//! The seamless wallet's money calls (bets, wins, rollbacks), modelled on Hub88's operator wallet API: each call
//! is recorded once in `casino_transactions` under the provider's transaction id, moves money through the ledger
//! (idempotency key `casino:{provider}:{transaction id}`) and keeps its game round's totals in `casino_rounds`,
//! all in one database transaction.
//!
//! Calls are applied in batches ([`apply`]): the API hands over every call that arrived while the previous batch
//! was committing, and the batch is decided in memory over rows read once (sessions, earlier transactions,
//! rollbacks, rounds, locked balances) and written set-wise — on PostgreSQL in one statement with the ledger's
//! postings, on SQLite through [`store::ledger::post_batch_locked`](crate::ledger) and a statement per table —
//! so a commit's `fsync` and the house account's row lock are paid once per batch instead of once per call —
//! one call at a time, every bet and win would queue behind the one before on the house account until its
//! commit reached the disk. Within a batch, calls take effect in the order given, exactly as if applied one by
//! one. A batch that fails as a whole (a concurrent instance wrote the same transaction id first, a deadlock)
//! is rolled back and its calls are applied one at a time, each retried a few times, so one bad call cannot
//! fail its neighbours.
//!
//! The rules — what a bet, a win, a rollback and a replay decide, and the bonus money's share — are
//! `domain::seamless`, pure code over a snapshot that [`read`] takes with the players' accounts locked; the
//! batch's decisions are written by [`postgres`] or [`sqlite`].

mod postgres;
mod read;
mod sqlite;

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::{
    ledger::{Account, Balances},
    money::Money,
    seamless::{Book, Decision},
};

use crate::{
    Conn, Kept, KeptConn, Result, StoreError,
    bonuses::{self, Grant},
    ledger::{self, Posting},
    notifications::NewNotification,
    responsible::{self, Notify},
};

pub use domain::seamless::{Call, Player, Refusal};

/// What a call came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied now (`applied`), or by an earlier call with this transaction id (the first answer again).
    Done {
        player: Player,
        /// The player's cash and bonus money after the call (for a replay: after the first call).
        balance: Money,
        /// The player's balances now (to push to their open tabs).
        now: Balances,
        applied: bool,
        /// Notifications written with the call (a limit brought to 80 %), to push after the commit.
        notices: Vec<(i64, NewNotification)>,
    },
    Refused {
        refusal: Refusal,
        player: Option<Player>,
        /// The player's cash and bonus money, when known.
        balance: Option<Money>,
    },
}

/// How the notifications a batch writes are worded (the API's translations).
pub struct Words<'a> {
    /// A loss or wager limit brought to 80 %.
    pub alert: &'a Notify,
    /// A bonus whose wagering is done, converted to cash.
    pub converted: &'a (dyn Fn(&Grant) -> NewNotification + Send + Sync),
    /// A sportsbook bet slip paid out: the player, the payout, when.
    pub slip_won: &'a (dyn Fn(i64, Money, DateTime<Utc>) -> NewNotification + Send + Sync),
}

/// Applies `calls` in order in one transaction (see the module docs) on `conn`'s connection; when that fails as a
/// whole, each call alone. One result per call, in order: an `Err` only for a call that failed by itself.
/// `words` words the notifications a call writes: a loss or wager limit brought to 80 %, a bonus converted.
pub async fn apply(conn: &mut Kept, calls: &[Call], now: DateTime<Utc>, words: &Words<'_>) -> Vec<Result<Outcome>> {
    match apply_together(conn, calls, now, words).await {
        Ok(outcomes) => outcomes.into_iter().map(Ok).collect(),
        Err(error) if calls.len() > 1 => {
            tracing::warn!(%error, calls = calls.len(), "a wallet batch failed: applying its calls one by one");
            let mut results = Vec::with_capacity(calls.len());
            for call in calls {
                results.push(apply_alone(conn, call, now, words).await);
            }
            results
        }
        Err(error) => vec![retry(conn, &calls[0], now, words, error).await],
    }
}

async fn apply_alone(conn: &mut Kept, call: &Call, now: DateTime<Utc>, words: &Words<'_>) -> Result<Outcome> {
    match apply_together(conn, std::slice::from_ref(call), now, words).await {
        Ok(mut outcomes) => outcomes.pop().ok_or_else(|| StoreError::Other("no outcome".into())),
        Err(error) => retry(conn, call, now, words, error).await,
    }
}

/// A call that failed alone: again, while the failure is one a concurrent writer causes (the same transaction
/// id written by another instance: the retry reads it and answers the replay; a deadlock; a busy database).
async fn retry(
    conn: &mut Kept,
    call: &Call,
    now: DateTime<Utc>,
    words: &Words<'_>,
    mut error: StoreError,
) -> Result<Outcome> {
    for _ in 0..3 {
        if !transient(&error) {
            break;
        }
        match apply_together(conn, std::slice::from_ref(call), now, words).await {
            Ok(mut outcomes) => return outcomes.pop().ok_or_else(|| StoreError::Other("no outcome".into())),
            Err(again) => error = again,
        }
    }
    Err(error)
}

fn transient(error: &StoreError) -> bool {
    match error {
        // The connection broke (the next try takes a fresh one; a call that was committed answers its replay).
        StoreError::Database(sqlx::Error::Io(_)) => true,
        // PostgreSQL: unique violation, serialization failure, deadlock, a connection ended by the server (class
        // 08, 57P01–57P03); SQLite: unique constraint, busy, locked.
        StoreError::Database(sqlx::Error::Database(e)) => e.code().is_some_and(|code| {
            matches!(code.as_ref(), "23505" | "40001" | "40P01" | "2067" | "1555" | "5" | "6" | "517")
                || code.starts_with("08")
                || code.starts_with("57P")
        }),
        _ => false,
    }
}

async fn apply_together(
    kept: &mut Kept,
    calls: &[Call],
    now: DateTime<Utc>,
    words: &Words<'_>,
) -> Result<Vec<Outcome>> {
    let result = async {
        match kept.conn().await? {
            KeptConn::Sqlite(conn) => {
                // Take the write lock first: the batch reads, then writes what it read.
                let mut tx = sqlx::Connection::begin_with(&mut **conn, "BEGIN IMMEDIATE").await?;
                let outcomes = decide_and_write(Conn::from(&mut *tx), calls, now, words).await?;
                tx.commit().await?;
                Ok(outcomes)
            }
            KeptConn::Postgres(conn) => {
                let mut tx = sqlx::Connection::begin(&mut **conn).await?;
                let outcomes = decide_and_write(Conn::from(&mut *tx), calls, now, words).await?;
                tx.commit().await?;
                Ok(outcomes)
            }
        }
    }
    .await;
    if result.is_err() {
        kept.failed();
    }
    result
}

/// A batch's book (`domain::seamless`) with what the store keeps beside it: the locked accounts the postings go
/// to, and the players' grants whole (the book holds their money side).
struct State {
    book: Book,
    /// The players' and the house's accounts, locked until the commit: the postings go to them.
    locked: ledger::Locked,
    /// The players' active grants, by player.
    grants: HashMap<i64, Grant>,
    /// The ended grants the batch's rounds and bets staked, by id.
    ended_grants: HashMap<i64, Grant>,
}

/// `grant` with the money side the book left it with.
fn settled(grant: &Grant, money: &domain::seamless::Grant) -> Grant {
    Grant {
        status: money.status,
        wagered: money.wagered,
        converted_amount: money.converted_amount,
        ended_at: money.ended_at,
        ..grant.clone()
    }
}

/// The money side of `grant`, as the book decides on it.
fn money_side(grant: &Grant) -> domain::seamless::Grant {
    domain::seamless::Grant {
        id: grant.id,
        bonus_id: grant.bonus_id,
        status: grant.status,
        wagering_required: grant.wagering_required,
        wagered: grant.wagered,
        weights: grant.weights.clone(),
        max_conversion: grant.max_conversion,
        converted_amount: grant.converted_amount,
        ended_at: grant.ended_at,
    }
}

fn outcome(decision: Decision) -> Outcome {
    match decision {
        Decision::Done { player, balance, now, applied } => {
            Outcome::Done { player, balance, now, applied, notices: Vec::new() }
        }
        Decision::Refused { refusal, player, balance } => Outcome::Refused { refusal, player, balance },
    }
}

async fn decide_and_write(
    mut conn: Conn<'_>,
    calls: &[Call],
    now: DateTime<Utc>,
    words: &Words<'_>,
) -> Result<Vec<Outcome>> {
    let mut state = read::read(conn.reborrow(), calls, now).await?;
    let mut outcomes = Vec::with_capacity(calls.len());
    for call in calls {
        let decision = state.book.decide(call, now).map_err(|e| StoreError::Other(e.0))?;
        outcomes.push(outcome(decision));
    }
    let alerts = std::mem::take(&mut state.book.alerts);
    let conversions = std::mem::take(&mut state.book.conversions);
    state.write(conn.reborrow(), now).await?;
    // The conversions' notifications, in the same transaction as the bets that completed the wagering.
    for (index, converted) in conversions {
        let Some(grant) = state.grant(converted.id) else {
            continue;
        };
        let notification = (words.converted)(&settled(grant, &converted));
        let id = crate::notifications::insert(conn.reborrow(), &notification).await?;
        if let Some(Outcome::Done { notices, .. }) = outcomes.get_mut(index) {
            notices.push((id, notification));
        }
    }
    // A sportsbook slip's payout is news the player waits for (a casino round's win is seen in the game): its
    // notification, in the same transaction as the credit.
    for (index, call) in calls.iter().enumerate() {
        let sportsbook_win = call.provider_id == domain::casino::Provider::Sportsbook.id()
            && call.kind == domain::casino::TxKind::Win
            && call.amount > 0;
        if let Some(Outcome::Done { player, applied: true, notices, .. }) = outcomes.get_mut(index)
            && sportsbook_win
        {
            let notification = (words.slip_won)(player.id, Money(call.amount), now);
            let id = crate::notifications::insert(conn.reborrow(), &notification).await?;
            notices.push((id, notification));
        }
    }
    // The 80 % notifications, in the same transaction as the bets that crossed it.
    for (index, alert) in alerts {
        if let Some(notice) = responsible::record_alert(conn.reborrow(), &alert, words.alert, now).await?
            && let Some(Outcome::Done { notices, .. }) = outcomes.get_mut(index)
        {
            notices.push(notice);
        }
    }
    Ok(outcomes)
}

impl State {
    /// The active grant with this id, whoever's.
    fn grant(&self, id: i64) -> Option<&Grant> {
        self.grants.values().find(|g| g.id == id)
    }

    /// Writes what the batch decided: the ledger postings, the rounds, the transactions, the grants' wagering.
    async fn write(&self, mut conn: Conn<'_>, now: DateTime<Utc>) -> Result<()> {
        let postings: Vec<Posting<'_>> = self
            .book
            .postings
            .iter()
            .map(|p| Posting { kind: p.kind, key: &p.key, memo: &p.memo, transfer: &p.transfer })
            .collect();
        match conn.reborrow() {
            Conn::Postgres(c) => postgres::write(self, c, &postings, now).await?,
            Conn::Sqlite(_) => sqlite::write(self, conn.reborrow(), &postings, now).await?,
        }
        let book = &self.book;
        let grants: Vec<Grant> = book
            .grants_changed
            .iter()
            .filter_map(|player| Some(settled(self.grants.get(player)?, book.grants.get(player)?)))
            .collect();
        if !grants.is_empty() {
            bonuses::wallet::write(conn.reborrow(), &grants.iter().collect::<Vec<_>>(), now).await?;
        }
        let converted: Vec<Grant> = book
            .ended_changed
            .iter()
            .filter_map(|id| Some(settled(self.ended_grants.get(id)?, book.ended_grants.get(id)?)))
            .collect();
        bonuses::wallet::write_converted(conn, &converted.iter().collect::<Vec<_>>()).await?;
        Ok(())
    }

    /// The ledger carried the same balances forward as the decisions did, or nothing is written.
    fn same_balances(&self, balances: &[(Account, Money)]) -> Result<()> {
        for (account, balance) in balances {
            let decided = match account {
                Account::PlayerCash(player) => self.book.cash.get(player),
                Account::PlayerBonus(player) => self.book.bonus.get(player),
                _ => continue,
            };
            if decided.copied() != Some(balance.minor()) {
                return Err(StoreError::Other(format!("{account:?} moved under the batch")));
            }
        }
        Ok(())
    }
}
