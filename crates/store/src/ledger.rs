//! The ledger on disk: post balanced transfers atomically and idempotently, read balances, verify invariants.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use domain::{
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};

use crate::{Conn, Db, StoreError, bind_pairs, pair_keys, rows_table, rows_values, with_conn, with_db, with_rows};

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

impl From<LedgerError> for StoreError {
    /// For callers that treat every refusal of a posting they decided themselves as a failure.
    fn from(error: LedgerError) -> Self {
        match error {
            LedgerError::Store(e) => e,
            other => StoreError::Other(format!("ledger: {other}")),
        }
    }
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

/// One posting of a batch ([`post_batch_on`]).
#[derive(Debug, Clone, Copy)]
pub struct Posting<'a> {
    pub kind: Kind,
    pub key: &'a IdempotencyKey,
    pub memo: &'a str,
    pub transfer: &'a Transfer,
}

/// What [`post_batch_on`] did: each posting's transaction id, in order, and every touched account's balance
/// after the whole batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BatchPosted {
    pub transaction_ids: Vec<i64>,
    pub balances: Vec<(Account, Money)>,
}

/// The distinct accounts of `accounts`, in the global lock order.
fn lock_order(accounts: impl IntoIterator<Item = Account>) -> Vec<Account> {
    let mut accounts: Vec<Account> = accounts.into_iter().collect();
    accounts.sort_by_key(|account| account.key());
    accounts.dedup();
    accounts
}

/// Creates the accounts of `accounts` that do not exist yet (balance zero), in one statement.
async fn ensure_accounts(conn: Conn<'_>, accounts: &[Account], now: DateTime<Utc>) -> Result<(), StoreError> {
    if accounts.is_empty() {
        return Ok(());
    }
    // Balance zero is the column's default.
    let sql = format!(
        "INSERT INTO ledger_accounts (kind, owner, may_go_negative, created_at) {}
         ON CONFLICT (kind, owner) DO NOTHING",
        rows_values(conn.backend(), accounts.len(), &["text", "bigint", "boolean", "timestamptz"])
    );
    with_rows!(
        conn,
        sqlx::query(&sql),
        accounts,
        |account| (account.key().0, account.key().1, account.may_go_negative(), now),
        execute
    )?;
    Ok(())
}

/// Reads those of `accounts` that exist in the global order, locking their rows for the rest of the transaction
/// on PostgreSQL (on SQLite the transaction's write lock covers them): (id, balance, may go negative) each.
async fn lock_rows(
    conn: Conn<'_>,
    accounts: &[Account],
) -> Result<std::collections::HashMap<Account, (i64, i64, bool)>, StoreError> {
    if accounts.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let select = format!(
        "SELECT a.id, a.kind, a.owner, a.balance, a.may_go_negative
         FROM {} JOIN ledger_accounts a ON a.owner = k.n AND a.kind = k.t ORDER BY a.kind, a.owner",
        pair_keys(conn.backend(), accounts.len())
    );
    let keys: Vec<(i64, String)> = accounts.iter().map(|a| (a.key().1, a.key().0.to_owned())).collect();
    let rows: Vec<(i64, String, i64, i64, bool)> = match conn {
        Conn::Sqlite(c) => bind_pairs!(sqlite, sqlx::query_as(&select), &keys).fetch_all(&mut *c).await?,
        Conn::Postgres(c) => {
            let sql = format!("{select} FOR UPDATE OF a");
            bind_pairs!(postgres, sqlx::query_as(&sql), &keys).fetch_all(&mut *c).await?
        }
    };
    let by_key: std::collections::HashMap<(&str, i64), Account> = accounts.iter().map(|a| (a.key(), *a)).collect();
    Ok(rows
        .iter()
        .filter_map(|(id, kind, owner, balance, may_go_negative)| {
            by_key.get(&(kind.as_str(), *owner)).map(|account| (*account, (*id, *balance, *may_go_negative)))
        })
        .collect())
}

/// [`lock_rows`] of every one of `accounts`, creating those never used first. On PostgreSQL usually one
/// statement: only when some are missing are they created and everything locked again in the global order.
/// (Two transactions creating the same new account while each holds a lock the other wants deadlock; PostgreSQL
/// ends one, which its caller retries.) On SQLite the insert comes first, as it takes the write lock of a
/// transaction begun deferred before anything is read.
async fn lock_all(
    mut conn: Conn<'_>,
    accounts: &[Account],
    now: DateTime<Utc>,
) -> Result<std::collections::HashMap<Account, (i64, i64, bool)>, StoreError> {
    if conn.backend() == crate::Backend::Sqlite {
        ensure_accounts(conn.reborrow(), accounts, now).await?;
        return lock_rows(conn, accounts).await;
    }
    let found = lock_rows(conn.reborrow(), accounts).await?;
    if found.len() == accounts.len() {
        return Ok(found);
    }
    let missing: Vec<Account> = accounts.iter().filter(|a| !found.contains_key(a)).copied().collect();
    ensure_accounts(conn.reborrow(), &missing, now).await?;
    lock_rows(conn, accounts).await
}

/// Accounts locked for the rest of a transaction by [`lock_balances`]: their balances then, and what
/// [`post_batch_locked`] needs to post to them without locking them again.
#[derive(Debug, Clone, Default)]
pub struct Locked {
    pub balances: std::collections::HashMap<Account, Money>,
    rows: std::collections::HashMap<Account, (i64, i64, bool)>,
}

/// Locks `accounts` for the rest of the caller's transaction, in the global order (so it cannot deadlock with
/// postings), creating those never used; their balances. A caller that decides postings from balances (the
/// seamless wallet's batches) locks first, decides, then posts with [`post_batch_locked`] on the same
/// transaction.
pub async fn lock_balances<'c>(
    conn: impl Into<Conn<'c>>,
    accounts: impl IntoIterator<Item = Account>,
    now: DateTime<Utc>,
) -> Result<Locked, StoreError> {
    let conn = conn.into();
    let accounts = lock_order(accounts);
    let rows = lock_all(conn, &accounts, now).await?;
    let balances = rows.iter().map(|(account, (_, balance, _))| (*account, Money(*balance))).collect();
    Ok(Locked { balances, rows })
}

/// Posts `postings` in order on `conn`, with the same rules as calling [`post_on`] for each — balanced legs, no
/// account that may not go negative ever below zero (after each posting, not only at the end), idempotency
/// keys unique — but in a fixed number of statements for the whole batch instead of seven a posting: every
/// touched account is locked and read once, the balances are carried forward in memory, then the transactions,
/// one conditional update per account (its net change, guarded like [`post_on`]'s) and the entries (each with
/// its running balance) are written in one statement each. All or nothing: on an error the caller drops the
/// transaction. Keys must be new: a key used before is [`LedgerError::Conflict`] (replays go through
/// [`post_on`], which answers them); a posting that would overdraw is [`LedgerError::InsufficientFunds`].
pub async fn post_batch_on<'c>(
    conn: impl Into<Conn<'c>>,
    postings: &[Posting<'_>],
    now: DateTime<Utc>,
) -> Result<BatchPosted, LedgerError> {
    let mut conn = conn.into();
    if postings.is_empty() {
        return Ok(BatchPosted { transaction_ids: Vec::new(), balances: Vec::new() });
    }
    let accounts = lock_order(postings.iter().flat_map(|p| p.transfer.legs().iter().map(|(account, _)| *account)));
    let rows = lock_all(conn.reborrow(), &accounts, now).await?;
    post_locked(conn, postings, &accounts, &rows, now).await
}

/// [`post_batch_on`] to accounts the caller locked with [`lock_balances`] on the same transaction (they are not
/// locked again); a posting to an account not in `locked` is refused.
pub async fn post_batch_locked<'c>(
    conn: impl Into<Conn<'c>>,
    postings: &[Posting<'_>],
    locked: &Locked,
    now: DateTime<Utc>,
) -> Result<BatchPosted, LedgerError> {
    if postings.is_empty() {
        return Ok(BatchPosted { transaction_ids: Vec::new(), balances: Vec::new() });
    }
    let accounts = lock_order(postings.iter().flat_map(|p| p.transfer.legs().iter().map(|(account, _)| *account)));
    post_locked(conn.into(), postings, &accounts, &locked.rows, now).await
}

/// What a batch of postings comes to, decided in memory from the locked rows before anything is written: the
/// entries with their running balances, each account's net change, the balances after.
pub(crate) struct Plan<'p> {
    postings: &'p [Posting<'p>],
    /// (posting index, account id, amount, balance after), in posting order.
    entries: Vec<(usize, i64, i64, i64)>,
    /// Each account's net change, none zero.
    net: Vec<(i64, i64)>,
    /// Every touched account's balance after the whole batch.
    pub balances: Vec<(Account, Money)>,
}

/// Plans `postings` whose `accounts` (in the global order) are locked as `rows`: the rules of [`post_on`]
/// (balanced legs, no account that may not go negative ever below zero, keys unique in the batch).
fn plan<'p>(
    postings: &'p [Posting<'p>],
    accounts: &[Account],
    rows: &std::collections::HashMap<Account, (i64, i64, bool)>,
) -> Result<Plan<'p>, LedgerError> {
    let mut keys: Vec<&str> = postings.iter().map(|posting| posting.key.as_str()).collect();
    keys.sort_unstable();
    if keys.windows(2).any(|pair| pair[0] == pair[1]) {
        return Err(LedgerError::Conflict);
    }

    // Carry the balances forward posting by posting, legs in the global order like post_on.
    let mut running: std::collections::HashMap<Account, i64> =
        rows.iter().map(|(account, (_, balance, _))| (*account, *balance)).collect();
    let mut entries: Vec<(usize, i64, i64, i64)> = Vec::new();
    for (index, posting) in postings.iter().enumerate() {
        let mut legs = posting.transfer.legs().to_vec();
        legs.sort_by_key(|(account, _)| account.key());
        for (account, amount) in legs {
            let (id, _, may_go_negative) =
                *rows.get(&account).ok_or_else(|| StoreError::Other(format!("account {account:?} not found")))?;
            let balance = running.entry(account).or_default();
            *balance = balance.checked_add(amount.minor()).ok_or(LedgerError::InsufficientFunds)?;
            if *balance < 0 && !may_go_negative {
                return Err(LedgerError::InsufficientFunds);
            }
            entries.push((index, id, amount.minor(), *balance));
        }
    }
    let mut net: Vec<(i64, i64)> = Vec::new();
    for (_, id, amount, _) in &entries {
        match net.iter_mut().find(|(account, _)| account == id) {
            Some((_, sum)) => *sum += amount,
            None => net.push((*id, *amount)),
        }
    }
    net.retain(|(_, sum)| *sum != 0);
    let balances = accounts.iter().map(|account| (*account, Money(running[account]))).collect();
    Ok(Plan { postings, entries, net, balances })
}

/// [`post_batch_locked`]'s plan for a caller that writes it inside a statement of its own (PostgreSQL): its
/// [`PG_POSTING_CTE`] parts, bound with [`bind_posting_cte`], checked with [`Plan::written`].
pub(crate) fn plan_locked<'p>(postings: &'p [Posting<'p>], locked: &Locked) -> Result<Plan<'p>, LedgerError> {
    let accounts = lock_order(postings.iter().flat_map(|p| p.transfer.legs().iter().map(|(account, _)| *account)));
    plan(postings, &accounts, &locked.rows)
}

/// A plan written in one PostgreSQL statement, as the `WITH` parts `lt` (the transactions: `id`,
/// `idempotency_key`), `acc` (the accounts updated: `id`) and the entries, parameters `$1` to `$10`
/// ([`bind_posting_cte`]). The update's guard is [`post_on`]'s and the CHECK backs it; the statement's caller
/// compares the counts with [`Plan::written`] and drops the transaction when they differ. One round trip instead
/// of three: the seamless wallet's committer, which every bet and win waits for, spends its time on round trips.
pub(crate) const PG_POSTING_CTE: &str = "lt AS (
    INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key),
acc AS (
    UPDATE ledger_accounts SET balance = ledger_accounts.balance + v.delta
    FROM unnest($5::bigint[], $6::bigint[]) AS v (id, delta)
    WHERE ledger_accounts.id = v.id AND (ledger_accounts.may_go_negative OR ledger_accounts.balance + v.delta >= 0)
    RETURNING ledger_accounts.id),
le AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT lt.id, e.account_id, e.amount, e.balance_after
    FROM unnest($7::text[], $8::bigint[], $9::bigint[], $10::bigint[]) WITH ORDINALITY
        AS e (idempotency_key, account_id, amount, balance_after, n)
    JOIN lt ON lt.idempotency_key = e.idempotency_key
    ORDER BY e.n)";

/// Binds `plan` to a query made with [`PG_POSTING_CTE`] (its first ten parameters).
pub(crate) fn bind_posting_cte<'q, O>(
    query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    plan: &Plan<'q>,
    now: DateTime<Utc>,
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    let postings = plan.postings;
    query
        .bind(postings.iter().map(|p| p.kind.as_str()).collect::<Vec<_>>())
        .bind(postings.iter().map(|p| p.key.as_str()).collect::<Vec<_>>())
        .bind(postings.iter().map(|p| p.memo).collect::<Vec<_>>())
        .bind(vec![now; postings.len()])
        .bind(plan.net.iter().map(|(id, _)| *id).collect::<Vec<_>>())
        .bind(plan.net.iter().map(|(_, delta)| *delta).collect::<Vec<_>>())
        .bind(plan.entries.iter().map(|(index, ..)| postings[*index].key.as_str()).collect::<Vec<_>>())
        .bind(plan.entries.iter().map(|(_, id, ..)| *id).collect::<Vec<_>>())
        .bind(plan.entries.iter().map(|(_, _, amount, _)| *amount).collect::<Vec<_>>())
        .bind(plan.entries.iter().map(|(.., after)| *after).collect::<Vec<_>>())
}

impl Plan<'_> {
    /// Whether a statement with [`PG_POSTING_CTE`] wrote the whole plan: `transactions` rows in `lt` (fewer: a
    /// key used before) and `accounts` in `acc` (fewer: the guard refused an overdraft).
    pub(crate) fn written(&self, transactions: i64, accounts: i64) -> Result<(), LedgerError> {
        if transactions != self.postings.len() as i64 {
            return Err(LedgerError::Conflict);
        }
        if accounts != self.net.len() as i64 {
            return Err(LedgerError::InsufficientFunds);
        }
        Ok(())
    }
}

/// Posts `postings` whose `accounts` (in the global order) are locked as `rows`: one statement on PostgreSQL
/// ([`PG_POSTING_CTE`]); on SQLite, whose statements cost no round trip, the transactions, one guarded update per
/// account with its net change, and the entries (each with its running balance).
async fn post_locked(
    mut conn: Conn<'_>,
    postings: &[Posting<'_>],
    accounts: &[Account],
    rows: &std::collections::HashMap<Account, (i64, i64, bool)>,
    now: DateTime<Utc>,
) -> Result<BatchPosted, LedgerError> {
    let plan = plan(postings, accounts, rows)?;
    let transaction_ids: Vec<i64> = match conn {
        Conn::Postgres(c) => {
            static SQL: LazyLock<String> = LazyLock::new(|| {
                format!("WITH {PG_POSTING_CTE} SELECT lt.id, lt.idempotency_key, (SELECT COUNT(*) FROM acc) FROM lt")
            });
            let rows: Vec<(i64, String, i64)> =
                bind_posting_cte(sqlx::query_as(SQL.as_str()), &plan, now).fetch_all(&mut *c).await?;
            plan.written(rows.len() as i64, rows.first().map_or(0, |(.., accounts)| *accounts))?;
            let inserted: Vec<(i64, String)> = rows.into_iter().map(|(id, key, _)| (id, key)).collect();
            transaction_ids(postings, &inserted)?
        }
        Conn::Sqlite(_) => {
            let insert = format!(
                "INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) {}
                 ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key",
                rows_values(conn.backend(), postings.len(), &["text", "text", "text", "timestamptz"])
            );
            let inserted: Vec<(i64, String)> = with_rows!(
                conn.reborrow(),
                sqlx::query_as(&insert),
                postings,
                |posting| (posting.kind.as_str(), posting.key.as_str(), posting.memo, now),
                fetch_all
            )?;
            if !plan.net.is_empty() {
                let update = format!(
                    "UPDATE ledger_accounts SET balance = ledger_accounts.balance + v.delta
                     FROM {}
                     WHERE ledger_accounts.id = v.id AND (ledger_accounts.may_go_negative OR ledger_accounts.balance + v.delta >= 0)
                     RETURNING ledger_accounts.id",
                    rows_table(conn.backend(), plan.net.len(), "v", &[("id", "bigint"), ("delta", "bigint")])
                );
                let updated: Vec<i64> = with_rows!(
                    conn.reborrow(),
                    sqlx::query_scalar(&update),
                    plan.net,
                    |(id, delta)| (*id, *delta),
                    fetch_all
                )?;
                plan.written(inserted.len() as i64, updated.len() as i64)?;
            }
            let ids = transaction_ids(postings, &inserted)?;
            let insert_entries = format!(
                "INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) {}",
                rows_values(conn.backend(), plan.entries.len(), &["bigint", "bigint", "bigint", "bigint"])
            );
            with_rows!(
                conn,
                sqlx::query(&insert_entries),
                plan.entries,
                |(index, account_id, amount, balance_after)| (ids[*index], *account_id, *amount, *balance_after),
                execute
            )?;
            ids
        }
    };
    Ok(BatchPosted { transaction_ids, balances: plan.balances })
}

/// Each posting's transaction id among the rows `inserted` (id, key), in the postings' order.
fn transaction_ids(postings: &[Posting<'_>], inserted: &[(i64, String)]) -> Result<Vec<i64>, LedgerError> {
    postings
        .iter()
        .map(|posting| {
            inserted.iter().find(|(_, key)| key == posting.key.as_str()).map(|(id, _)| *id).ok_or(LedgerError::Conflict)
        })
        .collect()
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

pub use domain::ledger::Balances;

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
