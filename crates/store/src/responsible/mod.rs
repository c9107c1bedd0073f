//! Responsible gambling's storage: each player's limits (with a loosening that may be waiting), what counts
//! against them, and the 80 % alerts sent (once per limit and period). The rules are `domain::responsible`.
//!
//! Enforcement happens inside the money movement's own transaction: a deposit's opening
//! (`payments::flow::open_deposit`) and the seamless wallet's batches (`seamless`) call [`check_deposit`]
//! and [`wallet_limits`] on their transaction, after taking the lock that serialises the player's movements of
//! that kind (on PostgreSQL the player's limit rows `FOR UPDATE`, or the player's ledger accounts in the wallet;
//! on SQLite the write lock of `BEGIN IMMEDIATE`), so the usage they read includes every movement committed before
//! and none can slip in until they commit.

pub mod exclusions;
pub(crate) mod newest_exclusion;
pub mod sessions;

use std::collections::HashMap;

use chrono::{DateTime, SubsecRound, Utc};
pub use domain::responsible::{Alert, Usage, within};
use domain::{
    money::Money,
    payment::{Direction, Status},
    responsible::{self, Change, Exceeded, LimitKind, Pending, Period},
};

use crate::{
    Backend, BeginWrite, Conn, Db, Result,
    audit::{self, NewEntry},
    in_list,
    notifications::{self, NewNotification},
    with_conn, with_db, with_rows,
};

/// Which limit: a money limit over a period, or the session time limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Which {
    Money(LimitKind, Period),
    /// Minutes per login.
    Session,
}

impl Which {
    /// Its `kind` and `period` columns.
    pub fn codes(self) -> (&'static str, &'static str) {
        match self {
            Which::Money(kind, period) => (kind.code(), period.code()),
            Which::Session => ("session", "login"),
        }
    }

    pub fn from_codes(kind: &str, period: &str) -> Option<Which> {
        if kind == "session" {
            return (period == "login").then_some(Which::Session);
        }
        Some(Which::Money(LimitKind::from_code(kind)?, Period::from_code(period)?))
    }
}

/// A limit in force, and the loosening waiting for the player's confirmation, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub which: Which,
    /// Kuruş, or minutes for the session limit.
    pub amount: i64,
    pub pending: Option<Pending>,
    pub updated_at: DateTime<Utc>,
}

#[derive(sqlx::FromRow)]
struct Row {
    kind: String,
    period: String,
    amount: i64,
    pending_amount: Option<i64>,
    pending_from: Option<DateTime<Utc>>,
    updated_at: DateTime<Utc>,
}

impl Row {
    fn limit(self) -> Option<Limit> {
        Some(Limit {
            which: Which::from_codes(&self.kind, &self.period)?,
            amount: self.amount,
            pending: self.pending_from.map(|from| Pending { value: self.pending_amount, from }),
            updated_at: self.updated_at,
        })
    }
}

const COLUMNS: &str = "kind, period, amount, pending_amount, pending_from, updated_at";

pub use domain::responsible::MoneyLimits;

/// Per player: their loss and wager limits and the usage of each (the wallet's batches).
pub type WalletLimits = HashMap<i64, (MoneyLimits, Usage)>;

/// A player's limits.
pub async fn limits(db: &Db, player_id: i64) -> Result<Vec<Limit>> {
    let sql = format!("SELECT {COLUMNS} FROM responsible_limits WHERE player_id = $1 ORDER BY kind, period");
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(player_id).fetch_all(pool).await)?;
    Ok(rows.into_iter().filter_map(Row::limit).collect())
}

async fn limit_on(conn: Conn<'_>, player_id: i64, which: Which, lock: bool) -> Result<Option<Limit>> {
    let (kind, period) = which.codes();
    let lock = if lock && conn.backend() == Backend::Postgres { " FOR UPDATE" } else { "" };
    let sql =
        format!("SELECT {COLUMNS} FROM responsible_limits WHERE player_id = $1 AND kind = $2 AND period = $3{lock}");
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(&sql).bind(player_id).bind(kind).bind(period)
        .fetch_optional(&mut *c).await)?;
    Ok(row.and_then(Row::limit))
}

/// What a change of a limit did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Changed {
    /// In force now (`None`: no limit any more).
    Now(Option<i64>),
    /// Waiting for the player's confirmation from `from`.
    Later(Pending),
    /// Nothing to change.
    Nothing,
}

/// Why a change was refused; nothing changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// An operator may only make a limit stricter.
    NotStricter,
    /// Confirming: nothing is waiting.
    NothingPending,
    /// Confirming: the loosening may be confirmed only from this time.
    NotYet(DateTime<Utc>),
    /// A time-out or self-exclusion lasting as long or longer is in force.
    AlreadyExcluded(responsible::Exclusion),
    /// The reality check cannot be turned off while a session limit is set.
    SessionLimitOn,
    /// Reopening: no self-exclusion has ended (the newest, if any).
    CannotReopen(Option<responsible::Exclusion>),
    /// Closing: the player still holds this much cash (kuruş).
    BalanceLeft(i64),
    /// Closing: a deposit or withdrawal is still pending.
    PaymentPending,
    /// Closing: the account is closed already.
    Closed,
}

/// Changes a player's limit `which` to `wanted` (`None`: remove) by the rules of [`responsible::change`] —
/// or, for an operator (`stricter_only`), only to a stricter value, at once — with the player's `notification`
/// (given what was done) and the audit `entry`, in one transaction. The waiting loosening, if any, is dropped
/// by a tightening. Gives what was done and the notification's id.
#[allow(clippy::too_many_arguments)]
pub async fn change(
    db: &Db,
    player_id: i64,
    which: Which,
    wanted: Option<i64>,
    stricter_only: bool,
    notification: impl Fn(Changed) -> NewNotification,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<(Changed, i64), Refused>> {
    with_db!(db, pool => {
        // Reads the limit, then writes it: the write lock first on SQLite.
        let mut tx = pool.begin_write().await?;
        let current = limit_on((&mut *tx).into(), player_id, which, true).await?;
        let amount = current.map(|l| l.amount);
        let decided = if stricter_only {
            match wanted {
                Some(w) if responsible::is_stricter(amount, w) => Change::Now(w),
                _ => return Ok(Err(Refused::NotStricter)),
            }
        } else {
            responsible::change(amount, wanted, now)
        };
        let (kind, period) = which.codes();
        let changed = match decided {
            Change::Nothing => Changed::Nothing,
            Change::Now(value) => {
                sqlx::query(
                    "INSERT INTO responsible_limits (player_id, kind, period, amount, pending_amount, pending_from,
                         updated_at)
                     VALUES ($1, $2, $3, $4, NULL, NULL, $5)
                     ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = excluded.amount,
                         pending_amount = NULL, pending_from = NULL, updated_at = excluded.updated_at")
                    .bind(player_id).bind(kind).bind(period).bind(value).bind(now.trunc_subsecs(6))
                    .execute(&mut *tx).await?;
                Changed::Now(Some(value))
            }
            Change::Later(pending) => {
                sqlx::query(
                    "UPDATE responsible_limits SET pending_amount = $1, pending_from = $2, updated_at = $3
                     WHERE player_id = $4 AND kind = $5 AND period = $6")
                    .bind(pending.value).bind(pending.from.trunc_subsecs(6)).bind(now.trunc_subsecs(6))
                    .bind(player_id).bind(kind).bind(period)
                    .execute(&mut *tx).await?;
                Changed::Later(pending)
            }
        };
        if changed == Changed::Nothing {
            tx.rollback().await?;
            return Ok(Ok((changed, 0)));
        }
        if which == Which::Session {
            sessions::schedule((&mut *tx).into(), player_id, None, now).await?;
        }
        let id = notifications::insert(&mut *tx, &notification(changed)).await?;
        audit::append(&mut *tx, &entry.clone().changes(current.map(|l| snapshot(&l)), snapshot_after(which, changed, current, now)))
            .await?;
        tx.commit().await?;
        Ok(Ok((changed, id)))
    })
}

/// The player confirms the loosening of `which` waiting since at least now: it takes effect.
pub async fn confirm(
    db: &Db,
    player_id: i64,
    which: Which,
    notification: impl Fn(Changed) -> NewNotification,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<(Changed, i64), Refused>> {
    with_db!(db, pool => {
        // Reads the limit, then writes it: the write lock first on SQLite.
        let mut tx = pool.begin_write().await?;
        let current = limit_on((&mut *tx).into(), player_id, which, true).await?;
        let Some(pending) = current.and_then(|l| l.pending) else { return Ok(Err(Refused::NothingPending)) };
        if now < pending.from {
            return Ok(Err(Refused::NotYet(pending.from)));
        }
        let (kind, period) = which.codes();
        match pending.value {
            Some(value) => {
                sqlx::query(
                    "UPDATE responsible_limits SET amount = $1, pending_amount = NULL, pending_from = NULL,
                         updated_at = $2
                     WHERE player_id = $3 AND kind = $4 AND period = $5")
                    .bind(value).bind(now.trunc_subsecs(6)).bind(player_id).bind(kind).bind(period)
                    .execute(&mut *tx).await?;
            }
            None => {
                sqlx::query("DELETE FROM responsible_limits WHERE player_id = $1 AND kind = $2 AND period = $3")
                    .bind(player_id).bind(kind).bind(period)
                    .execute(&mut *tx).await?;
            }
        }
        let changed = Changed::Now(pending.value);
        if which == Which::Session {
            sessions::schedule((&mut *tx).into(), player_id, None, now).await?;
        }
        let id = notifications::insert(&mut *tx, &notification(changed)).await?;
        audit::append(&mut *tx, &entry.clone().changes(current.map(|l| snapshot(&l)), snapshot_after(which, changed, current, now)))
            .await?;
        tx.commit().await?;
        Ok(Ok((changed, id)))
    })
}

fn snapshot(limit: &Limit) -> serde_json::Value {
    let (kind, period) = limit.which.codes();
    serde_json::json!({
        "kind": kind, "period": period, "amount": limit.amount,
        "pendingAmount": limit.pending.and_then(|p| p.value),
        "pendingFrom": limit.pending.map(|p| p.from),
        "pendingRemoval": limit.pending.is_some_and(|p| p.value.is_none()),
    })
}

fn snapshot_after(
    which: Which,
    changed: Changed,
    before: Option<Limit>,
    now: DateTime<Utc>,
) -> Option<serde_json::Value> {
    let limit = match changed {
        Changed::Now(None) => return None,
        Changed::Now(Some(amount)) => Limit { which, amount, pending: None, updated_at: now },
        Changed::Later(pending) => Limit { pending: Some(pending), ..before? },
        Changed::Nothing => before?,
    };
    Some(snapshot(&limit))
}

/// How an alert is written for the player (the API's catalogue words it).
pub type Notify = dyn Fn(&Alert) -> NewNotification + Send + Sync;

/// Writes `alert` with its notification on `conn` unless this limit's alert for this period was written
/// already; the notification's id when written now.
pub async fn record_alert(
    conn: Conn<'_>,
    alert: &Alert,
    notify: &Notify,
    now: DateTime<Utc>,
) -> Result<Option<(i64, NewNotification)>> {
    let mut conn = conn;
    let start = alert.period.start(now);
    let inserted: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "INSERT INTO responsible_alerts (player_id, kind, period, period_start) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING player_id")
        .bind(alert.player_id).bind(alert.kind.code()).bind(alert.period.code()).bind(start)
        .fetch_optional(&mut *c).await)?;
    if inserted.is_none() {
        return Ok(None);
    }
    let notification = notify(alert);
    let id = notifications::insert(conn, &notification).await?;
    Ok(Some((id, notification)))
}

/// The starts of the periods holding `now`, in [`Period::ALL`]'s order.
fn starts(now: DateTime<Utc>) -> [DateTime<Utc>; 3] {
    Period::ALL.map(|p| p.start(now))
}

/// The deposits asked for (pending or confirmed) by the player in each period holding `now`. A confirmed deposit
/// counts in the periods it was asked for and credited in: one confirmed late, after it expired, is money the
/// player received now, and what they may open next must stay within the limit (issue 47).
async fn deposit_usage(conn: Conn<'_>, player_id: i64, now: DateTime<Utc>) -> Result<Usage> {
    let [day, week, month] = starts(now);
    let earliest = week.min(month);
    let sums: (Option<i64>, Option<i64>, Option<i64>) = with_conn!(conn, c => sqlx::query_as(
        "SELECT CAST(SUM(CASE WHEN created_at >= $1 OR (status = $7 AND updated_at >= $1) THEN amount ELSE 0 END)
                    AS BIGINT),
                CAST(SUM(CASE WHEN created_at >= $2 OR (status = $7 AND updated_at >= $2) THEN amount ELSE 0 END)
                    AS BIGINT),
                CAST(SUM(CASE WHEN created_at >= $3 OR (status = $7 AND updated_at >= $3) THEN amount ELSE 0 END)
                    AS BIGINT)
         FROM payments
         WHERE player_id = $4 AND direction = $5 AND status IN ($6, $7)
             AND (created_at >= $8 OR (status = $7 AND updated_at >= $8))")
        .bind(day).bind(week).bind(month).bind(player_id).bind(Direction::Deposit.number())
        .bind(Status::Pending.number()).bind(Status::Confirmed.number()).bind(earliest)
        .fetch_one(&mut *c).await)?;
    Ok(HashMap::from([
        ((LimitKind::Deposit, Period::Day), Money(sums.0.unwrap_or(0))),
        ((LimitKind::Deposit, Period::Week), Money(sums.1.unwrap_or(0))),
        ((LimitKind::Deposit, Period::Month), Money(sums.2.unwrap_or(0))),
    ]))
}

/// Net loss (bets − wins − rollbacks) and wagers (bets − rollbacks) of the player in each period holding `now`.
async fn casino_usage(conn: Conn<'_>, player_id: i64, now: DateTime<Utc>) -> Result<Usage> {
    let [day, week, month] = starts(now);
    let earliest = week.min(month);
    // kind: Win 1, Bet 2, Rollback 3.
    type Sums = (i64, Option<i64>, Option<i64>, Option<i64>);
    let rows: Vec<Sums> = with_conn!(conn, c => sqlx::query_as(
        "SELECT kind, CAST(SUM(CASE WHEN created_at >= $1 THEN amount ELSE 0 END) AS BIGINT),
                CAST(SUM(CASE WHEN created_at >= $2 THEN amount ELSE 0 END) AS BIGINT),
                CAST(SUM(CASE WHEN created_at >= $3 THEN amount ELSE 0 END) AS BIGINT)
         FROM casino_transactions WHERE player_id = $4 AND created_at >= $5 GROUP BY kind")
        .bind(day).bind(week).bind(month).bind(player_id).bind(earliest)
        .fetch_all(&mut *c).await)?;
    let mut usage = Usage::new();
    for (kind, d, w, m) in rows {
        for (period, sum) in Period::ALL.into_iter().zip([d, w, m]) {
            let sum = sum.unwrap_or(0);
            let (loss, wager) = match kind {
                2 => (sum, sum),
                1 => (-sum, 0),
                3 => (-sum, -sum),
                _ => (0, 0),
            };
            usage.entry((LimitKind::Loss, period)).or_default().0 += loss;
            usage.entry((LimitKind::Wager, period)).or_default().0 += wager;
        }
    }
    Ok(usage)
}

/// A player's usage of every money limit at `now` (for the player's page and the operators').
pub async fn usage(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<Usage> {
    with_db!(db, pool => {
        let mut c = pool.acquire().await?;
        let mut usage = deposit_usage((&mut *c).into(), player_id, now).await?;
        usage.extend(casino_usage((&mut *c).into(), player_id, now).await?);
        Ok(usage)
    })
}

fn money_limits(limits: &[Limit], kinds: &[LimitKind]) -> MoneyLimits {
    limits
        .iter()
        .filter_map(|l| match l.which {
            Which::Money(kind, period) if kinds.contains(&kind) => Some((kind, period, Money(l.amount))),
            _ => None,
        })
        .collect()
}

async fn limits_on(conn: Conn<'_>, player_ids: &[i64], lock: bool) -> Result<HashMap<i64, Vec<Limit>>> {
    if player_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let lock = if lock && conn.backend() == Backend::Postgres { " FOR UPDATE" } else { "" };
    let sql = format!(
        "SELECT player_id, {COLUMNS} FROM responsible_limits WHERE player_id {} ORDER BY player_id{lock}",
        in_list(conn.backend(), player_ids.len(), "bigint")
    );
    #[derive(sqlx::FromRow)]
    struct PlayerRow {
        player_id: i64,
        #[sqlx(flatten)]
        row: Row,
    }
    let rows: Vec<PlayerRow> = with_rows!(conn, sqlx::query_as(&sql), player_ids, |id| (*id), fetch_all)?;
    let mut by_player: HashMap<i64, Vec<Limit>> = HashMap::new();
    for PlayerRow { player_id, row } in rows {
        if let Some(limit) = row.limit() {
            by_player.entry(player_id).or_default().push(limit);
        }
    }
    Ok(by_player)
}

/// Checks a deposit of `amount` the player asks for against their deposit limits on the deposit's transaction
/// (locking their limits on PostgreSQL; SQLite's caller holds the write lock): the limit it would pass, or the
/// limits it brings to 80 %.
pub async fn check_deposit(
    mut conn: Conn<'_>,
    player_id: i64,
    amount: Money,
    now: DateTime<Utc>,
) -> Result<Result<Vec<Alert>, Exceeded>> {
    let limits = limits_on(conn.reborrow(), &[player_id], true).await?.remove(&player_id).unwrap_or_default();
    let limits = money_limits(&limits, &[LimitKind::Deposit]);
    if limits.is_empty() {
        return Ok(Ok(Vec::new()));
    }
    let usage = deposit_usage(conn, player_id, now).await?;
    Ok(within(player_id, &limits, &usage, amount, now))
}

/// The loss and wager limits of `player_ids` with their usage, read on the wallet batch's transaction after it
/// locked the players' accounts (which serialises their bets): only players who have such limits appear.
pub async fn wallet_limits(mut conn: Conn<'_>, player_ids: &[i64], now: DateTime<Utc>) -> Result<WalletLimits> {
    let limits = limits_on(conn.reborrow(), player_ids, false).await?;
    let mut out = HashMap::new();
    for (player, limits) in limits {
        let limits = money_limits(&limits, &[LimitKind::Loss, LimitKind::Wager]);
        if limits.is_empty() {
            continue;
        }
        let usage = casino_usage(conn.reborrow(), player, now).await?;
        out.insert(player, (limits, usage));
    }
    Ok(out)
}
