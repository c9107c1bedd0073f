//! Player sessions: created at login and registration, found by the SHA-256 of their bearer token, ended by
//! logout, revoke, password change, an operator's block or a timeout.

use chrono::{DateTime, Utc};
use domain::session::EndReason;

use crate::{Db, Result, with_db};

/// A session to create. The hashes are SHA-256 (hex) of tokens only the player holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub token_hash: String,
    pub betsy_token_hash: String,
    pub betco_token_hash: String,
    pub ip: String,
    pub user_agent: String,
    pub fingerprint: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Inserts a session on an open connection or transaction and gives its id:
/// `insert_session!(&mut *tx, player_id, &new_session)`.
macro_rules! insert_session {
    ($conn:expr, $player_id:expr, $session:expr) => {
        sqlx::query_scalar::<_, i64>(
            "INSERT INTO sessions (player_id, token_hash, betsy_token_hash, betco_token_hash, ip, user_agent,
                 fingerprint, created_at, last_seen_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id",
        )
        .bind($player_id)
        .bind(&$session.token_hash)
        .bind(&$session.betsy_token_hash)
        .bind(&$session.betco_token_hash)
        .bind(&$session.ip)
        .bind(&$session.user_agent)
        .bind(&$session.fingerprint)
        .bind($session.created_at)
        .bind($session.expires_at)
        .fetch_one($conn)
        .await
    };
}
pub(crate) use insert_session;

/// Starts a session for `player_id` and gives its id.
pub async fn create(db: &Db, player_id: i64, session: &NewSession) -> Result<i64> {
    Ok(with_db!(db, pool => insert_session!(pool, player_id, session))?)
}

/// What a request's token leads to: the session, its player, and what decides whether it is still alive.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Presented {
    pub session_id: i64,
    pub player_id: i64,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    pub end_reason: Option<String>,
    pub limit_at: Option<DateTime<Utc>>,
    pub blocked_at: Option<DateTime<Utc>>,
    pub closed_at: Option<DateTime<Utc>>,
}

impl Presented {
    /// What the session rules (`domain::session::check`) look at.
    pub fn state(&self) -> domain::session::Presented {
        domain::session::Presented {
            ended: EndReason::of_stored(self.ended_at, self.end_reason.as_deref()),
            expires_at: self.expires_at,
            last_seen_at: self.last_seen_at,
            limit_at: self.limit_at,
            barred: match (self.blocked_at, self.closed_at) {
                (Some(_), _) => Some(EndReason::Blocked),
                (None, Some(_)) => Some(EndReason::Closed),
                (None, None) => None,
            },
        }
    }
}

/// The columns of [`Presented`], from `sessions s JOIN players p`.
const PRESENTED: &str =
    "s.id AS session_id, s.player_id, s.last_seen_at, s.expires_at, s.ended_at, s.end_reason, s.limit_at, p.blocked_at,
     p.closed_at";

/// The session whose token hashes to `token_hash`, ended or not.
pub async fn by_token_hash(db: &Db, token_hash: &str) -> Result<Option<Presented>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {PRESENTED} FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1"))
        .bind(token_hash)
        .fetch_optional(pool)
        .await)?)
}

/// [`by_token_hash`] and the player's balances in one round trip, for balance polling.
pub async fn by_token_hash_with_balances(
    db: &Db,
    token_hash: &str,
) -> Result<Option<(Presented, crate::ledger::Balances)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        presented: Presented,
        cash: i64,
        bonus: i64,
    }
    let (cash_kind, _) = domain::ledger::Account::PlayerCash(0).key();
    let (bonus_kind, _) = domain::ledger::Account::PlayerBonus(0).key();
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {PRESENTED}, COALESCE(a.balance, 0) AS cash, COALESCE(b.balance, 0) AS bonus
         FROM sessions s JOIN players p ON p.id = s.player_id
         LEFT JOIN ledger_accounts a ON a.kind = $2 AND a.owner = s.player_id
         LEFT JOIN ledger_accounts b ON b.kind = $3 AND b.owner = s.player_id
         WHERE s.token_hash = $1"))
        .bind(token_hash)
        .bind(cash_kind)
        .bind(bonus_kind)
        .fetch_optional(pool)
        .await)?;
    use domain::money::Money;
    Ok(row.map(|r| (r.presented, crate::ledger::Balances { cash: Money(r.cash), bonus: Money(r.bonus) })))
}

/// Records activity on a live session.
pub async fn touch(db: &Db, session_id: i64, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND ended_at IS NULL")
        .bind(session_id)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Open sessions past their lifetime (`expires_at <= now`) or idle since `idle_cutoff`, oldest first, at most
/// `limit`: `(id, last_seen_at, expires_at)`.
pub async fn open_lapsed(
    db: &Db,
    now: DateTime<Utc>,
    idle_cutoff: DateTime<Utc>,
    limit: i64,
) -> Result<Vec<(i64, DateTime<Utc>, DateTime<Utc>)>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT id, last_seen_at, expires_at FROM sessions
         WHERE ended_at IS NULL AND (expires_at <= $1 OR last_seen_at <= $2) ORDER BY id LIMIT $3")
        .bind(now)
        .bind(idle_cutoff)
        .bind(limit)
        .fetch_all(pool)
        .await)?)
}

/// Ends one session if it is still open; true when this call ended it.
pub async fn end(db: &Db, session_id: i64, now: DateTime<Utc>, reason: EndReason) -> Result<bool> {
    let ended = with_db!(db, pool => sqlx::query(
        "UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE id = $1 AND ended_at IS NULL")
        .bind(session_id)
        .bind(now)
        .bind(reason.as_str())
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(ended == 1)
}

/// [`end_all`] on an open connection or transaction.
macro_rules! end_all_sessions {
    ($conn:expr, $player_id:expr, $now:expr, $reason:expr, $except:expr) => {
        sqlx::query_scalar::<_, i64>(
            "UPDATE sessions SET ended_at = $2, end_reason = $3
             WHERE player_id = $1 AND ended_at IS NULL AND ($4 IS NULL OR id <> $4) RETURNING id",
        )
        .bind($player_id)
        .bind($now)
        .bind($reason.as_str())
        .bind($except)
        .fetch_all($conn)
        .await
    };
}
pub(crate) use end_all_sessions;

/// Ends every open session of `player_id` but `except`; gives the ids of those that ended.
pub async fn end_all(
    db: &Db,
    player_id: i64,
    now: DateTime<Utc>,
    reason: EndReason,
    except: Option<i64>,
) -> Result<Vec<i64>> {
    Ok(with_db!(db, pool => end_all_sessions!(pool, player_id, now, reason, except))?)
}

/// A row of the player's session history.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SessionRow {
    pub id: i64,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    pub end_reason: Option<String>,
    pub ip: String,
    pub user_agent: String,
}

/// A page of `player_id`'s sessions, newest first, and how many there are in all.
pub async fn list(db: &Db, player_id: i64, skip: i64, take: i64) -> Result<(Vec<SessionRow>, i64)> {
    let rows = with_db!(db, pool => sqlx::query_as(
        "SELECT id, created_at, last_seen_at, expires_at, ended_at, end_reason, ip, user_agent
         FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3")
        .bind(player_id)
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM sessions WHERE player_id = $1")
        .bind(player_id)
        .fetch_one(pool)
        .await)?;
    Ok((rows, total))
}

/// Ends `session_id` if it belongs to `player_id`. `None` when the player has no such session; otherwise
/// whether this call ended it (false: it had already ended).
pub async fn end_owned(
    db: &Db,
    player_id: i64,
    session_id: i64,
    now: DateTime<Utc>,
    reason: EndReason,
) -> Result<Option<bool>> {
    let owner: Option<i64> = with_db!(db, pool => sqlx::query_scalar("SELECT player_id FROM sessions WHERE id = $1")
        .bind(session_id)
        .fetch_optional(pool)
        .await)?;
    if owner != Some(player_id) {
        return Ok(None);
    }
    end(db, session_id, now, reason).await.map(Some)
}
