//! The ledger on disk: post balanced transfers atomically and idempotently, read balances, verify invariants.

use chrono::{DateTime, Utc};
use domain::{
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};

use crate::{Conn, Db, StoreError, with_conn, with_db};

/// Why a posting did not happen.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("insufficient funds")]
    InsufficientFunds,
    /// The idempotency key was used before for another kind, other accounts or other amounts.
    #[error("the idempotency key was used for a different posting")]
    Conflict,
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

/// Posts `transfer` as a `kind` transaction at `now`, in a database transaction of its own. See [`post_on`].
pub async fn post(
    db: &Db,
    kind: Kind,
    key: &IdempotencyKey,
    memo: &str,
    transfer: &Transfer,
    now: DateTime<Utc>,
) -> Result<Posted, LedgerError> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let posted = post_on(&mut *tx, kind, key, memo, transfer, now).await?;
        tx.commit().await?;
        Ok(posted)
    })
}

/// Posts `transfer` as a `kind` transaction at `now` on `conn`, normally the transaction of the change it
/// belongs to (a payment's status, its notification), so both commit or neither does.
///
/// A retry with the same `key` and the same kind and legs returns the first result and moves nothing; the
/// same key with another kind, other accounts or other amounts is [`LedgerError::Conflict`]. Fails with
/// [`LedgerError::InsufficientFunds`] when an account that may not go negative would; the caller then drops
/// the transaction, so nothing of it stays.
pub async fn post_on<'c>(
    conn: impl Into<Conn<'c>>,
    kind: Kind,
    key: &IdempotencyKey,
    memo: &str,
    transfer: &Transfer,
    now: DateTime<Utc>,
) -> Result<Posted, LedgerError> {
    let (kind, idempotency_key) = (kind.as_str(), key.as_str());
    // Lock accounts in one global order so concurrent transfers cannot deadlock.
    let mut legs = transfer.legs().to_vec();
    legs.sort_by_key(|(account, _)| account.key());
    with_conn!(conn.into(), c => {
        let inserted: Option<i64> = sqlx::query_scalar(
            "INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id")
            .bind(kind)
            .bind(idempotency_key)
            .bind(memo)
            .bind(now)
            .fetch_optional(&mut *c)
            .await?;
        let Some(transaction_id) = inserted else {
            let (existing, existing_kind): (i64, String) =
                sqlx::query_as("SELECT id, kind FROM ledger_transactions WHERE idempotency_key = $1")
                    .bind(idempotency_key)
                    .fetch_one(&mut *c)
                    .await?;
            let mut stored: Vec<(String, i64, i64)> = sqlx::query_as(
                "SELECT a.kind, a.owner, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE e.transaction_id = $1")
                .bind(existing)
                .fetch_all(&mut *c)
                .await?;
            stored.sort();
            let mut asked: Vec<(String, i64, i64)> =
                legs.iter().map(|(account, amount)| (account.key().0.to_owned(), account.key().1, amount.minor())).collect();
            asked.sort();
            if existing_kind != kind || stored != asked {
                return Err(LedgerError::Conflict);
            }
            return Ok(Posted { transaction_id: existing, created: false });
        };
        for (account, amount) in legs {
            let (account_kind, owner) = account.key();
            sqlx::query(
                "INSERT INTO ledger_accounts (kind, owner, balance, may_go_negative, created_at) VALUES ($1, $2, 0, $3, $4)
                 ON CONFLICT (kind, owner) DO NOTHING")
                .bind(account_kind)
                .bind(owner)
                .bind(account.may_go_negative())
                .bind(now)
                .execute(&mut *c)
                .await?;
            let updated: Option<(i64, i64)> = sqlx::query_as(
                "UPDATE ledger_accounts SET balance = balance + $1
                 WHERE kind = $2 AND owner = $3 AND (may_go_negative OR balance + $1 >= 0)
                 RETURNING id, balance")
                .bind(amount.minor())
                .bind(account_kind)
                .bind(owner)
                .fetch_optional(&mut *c)
                .await?;
            let Some((account_id, balance_after)) = updated else {
                return Err(LedgerError::InsufficientFunds);
            };
            sqlx::query(
                "INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4)")
                .bind(transaction_id)
                .bind(account_id)
                .bind(amount.minor())
                .bind(balance_after)
                .execute(&mut *c)
                .await?;
        }
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

/// A player's cash (spendable and withdrawable) and bonus money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Balances {
    pub cash: Money,
    pub bonus: Money,
}

/// A player's [`Balances`].
pub async fn player_balances(db: &Db, player_id: i64) -> Result<Balances, StoreError> {
    let (cash_kind, _) = Account::PlayerCash(player_id).key();
    let (bonus_kind, _) = Account::PlayerBonus(player_id).key();
    let rows: Vec<(String, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT kind, balance FROM ledger_accounts WHERE owner = $1 AND kind IN ($2, $3)")
        .bind(player_id)
        .bind(cash_kind)
        .bind(bonus_kind)
        .fetch_all(pool)
        .await)?;
    let of = |kind: &str| Money(rows.iter().find(|(k, _)| k == kind).map_or(0, |(_, b)| *b));
    Ok(Balances { cash: of(cash_kind), bonus: of(bonus_kind) })
}

/// A player's withdrawable cash in minor units: what the header's balance shows.
pub async fn player_balance(db: &Db, player_id: i64) -> Result<i64, StoreError> {
    Ok(balance(db, Account::PlayerCash(player_id)).await?.minor())
}

/// One movement of a player's money, as support and finance read it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Movement {
    pub entry_id: i64,
    pub transaction_id: i64,
    /// The transaction's kind (`deposit`, `withdrawal_request` …).
    pub kind: String,
    pub idempotency_key: Option<String>,
    pub memo: String,
    pub created_at: DateTime<Utc>,
    /// `player_cash` or `player_bonus`.
    pub account: String,
    /// Signed, minor units.
    pub amount: i64,
    pub balance_after: i64,
}

/// A page of `player_id`'s movements (cash and bonus), newest first, with the total.
pub async fn player_movements(
    db: &Db,
    player_id: i64,
    skip: i64,
    take: i64,
) -> Result<(Vec<Movement>, i64), StoreError> {
    let (cash, _) = Account::PlayerCash(player_id).key();
    let (bonus, _) = Account::PlayerBonus(player_id).key();
    const FROM: &str = "FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transactions t ON t.id = e.transaction_id WHERE a.owner = $1 AND a.kind IN ($2, $3)";
    let list = format!(
        "SELECT e.id AS entry_id, t.id AS transaction_id, t.kind, t.idempotency_key, t.memo, t.created_at,
         a.kind AS account, e.amount, e.balance_after {FROM} ORDER BY e.id DESC LIMIT $4 OFFSET $5"
    );
    let count = format!("SELECT COUNT(*) {FROM}");
    with_db!(db, pool => {
        let rows = sqlx::query_as(&list).bind(player_id).bind(cash).bind(bonus).bind(take).bind(skip).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar(&count).bind(player_id).bind(cash).bind(bonus).fetch_one(pool).await?;
        Ok((rows, total))
    })
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
