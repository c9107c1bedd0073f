//! The ledger on disk: post balanced transfers atomically and idempotently, read balances, verify invariants.

use chrono::{DateTime, Utc};
use domain::{
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};

use crate::{Db, StoreError, with_db};

/// Why a posting did not happen.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("insufficient funds")]
    InsufficientFunds,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for LedgerError {
    fn from(e: sqlx::Error) -> Self {
        LedgerError::Store(StoreError::Database(e))
    }
}

/// The result of a posting: the transaction id and whether this call made it (false: an earlier call with
/// the same idempotency key did, and nothing moved now).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posted {
    pub transaction_id: i64,
    pub created: bool,
}

/// Posts `transfer` as a `kind` transaction at `now`, in one database transaction. A retry with the same
/// `key` returns the first result and moves nothing. Fails with [`LedgerError::InsufficientFunds`] (and
/// changes nothing) when an account that may not go negative would.
pub async fn post(
    db: &Db,
    kind: Kind,
    key: &IdempotencyKey,
    memo: &str,
    transfer: &Transfer,
    now: DateTime<Utc>,
) -> Result<Posted, LedgerError> {
    let (kind, idempotency_key) = (kind.as_str(), key.as_str());
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let inserted: Option<i64> = sqlx::query_scalar(
            "INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id")
            .bind(kind)
            .bind(idempotency_key)
            .bind(memo)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(transaction_id) = inserted else {
            tx.rollback().await?;
            let existing: i64 = sqlx::query_scalar("SELECT id FROM ledger_transactions WHERE idempotency_key = $1")
                .bind(idempotency_key)
                .fetch_one(pool)
                .await?;
            return Ok(Posted { transaction_id: existing, created: false });
        };
        // Lock accounts in one global order so concurrent transfers cannot deadlock.
        let mut legs = transfer.legs().to_vec();
        legs.sort_by_key(|(account, _)| account.key());
        for (account, amount) in legs {
            let (account_kind, owner) = account.key();
            sqlx::query(
                "INSERT INTO ledger_accounts (kind, owner, balance, may_go_negative, created_at) VALUES ($1, $2, 0, $3, $4)
                 ON CONFLICT (kind, owner) DO NOTHING")
                .bind(account_kind)
                .bind(owner)
                .bind(account.may_go_negative())
                .bind(now)
                .execute(&mut *tx)
                .await?;
            let updated: Option<(i64, i64)> = sqlx::query_as(
                "UPDATE ledger_accounts SET balance = balance + $1
                 WHERE kind = $2 AND owner = $3 AND (may_go_negative OR balance + $1 >= 0)
                 RETURNING id, balance")
                .bind(amount.minor())
                .bind(account_kind)
                .bind(owner)
                .fetch_optional(&mut *tx)
                .await?;
            let Some((account_id, balance_after)) = updated else {
                tx.rollback().await?;
                return Err(LedgerError::InsufficientFunds);
            };
            sqlx::query(
                "INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4)")
                .bind(transaction_id)
                .bind(account_id)
                .bind(amount.minor())
                .bind(balance_after)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Posted { transaction_id, created: true })
    })
}

/// The balance of one account (zero when it has never been used).
pub async fn balance(db: &Db, account: Account) -> Result<Money, StoreError> {
    let (kind, owner) = account.key();
    let balance: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT balance FROM ledger_accounts WHERE kind = $1 AND owner = $2")
        .bind(kind)
        .bind(owner)
        .fetch_optional(pool)
        .await)?;
    Ok(Money(balance.unwrap_or(0)))
}

/// A player's withdrawable cash in minor units: what the header's balance shows.
pub async fn player_balance(db: &Db, player_id: i64) -> Result<i64, StoreError> {
    Ok(balance(db, Account::PlayerCash(player_id)).await?.minor())
}

/// A broken ledger invariant, as `zar admin ledger verify` reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A transaction whose entries do not sum to zero.
    Unbalanced { transaction_id: i64, sum: i64 },
    /// An account whose stored balance differs from the sum of its entries.
    BalanceMismatch { account_id: i64, stored: i64, entries: i64 },
    /// An account that may not go negative, below zero.
    Negative { account_id: i64, balance: i64 },
}

/// Checks every invariant of the ledger; an empty list means it holds.
pub async fn verify(db: &Db) -> Result<Vec<Violation>, StoreError> {
    let unbalanced: Vec<(i64, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT transaction_id, CAST(SUM(amount) AS BIGINT) FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0")
        .fetch_all(pool)
        .await)?;
    let mismatched: Vec<(i64, i64, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT a.id, a.balance, CAST(COALESCE(SUM(e.amount), 0) AS BIGINT) FROM ledger_accounts a
         LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id, a.balance
         HAVING a.balance <> COALESCE(SUM(e.amount), 0)")
        .fetch_all(pool)
        .await)?;
    let negative: Vec<(i64, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, balance FROM ledger_accounts WHERE balance < 0 AND may_go_negative = FALSE")
        .fetch_all(pool)
        .await)?;
    Ok(unbalanced
        .into_iter()
        .map(|(transaction_id, sum)| Violation::Unbalanced { transaction_id, sum })
        .chain(mismatched.into_iter().map(|(account_id, stored, entries)| Violation::BalanceMismatch {
            account_id,
            stored,
            entries,
        }))
        .chain(negative.into_iter().map(|(account_id, balance)| Violation::Negative { account_id, balance }))
        .collect())
}
