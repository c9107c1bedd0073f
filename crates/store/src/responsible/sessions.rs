//! What responsible gambling does to each login session: the session time limit ends it (`sessions.limit_at`)
//! and the reality check comes at every interval since login (`sessions.reality_check_at`). Both are written
//! when the session opens and again whenever the player changes their session limit or interval, so the sweeps
//! only read what is due, by index.

use chrono::{DateTime, Duration, SubsecRound, Utc};
use domain::responsible::{DEFAULT_REALITY_CHECK_MINUTES, next_reality_check};

use crate::{Conn, Db, Result, with_conn, with_db};

/// The player's reality-check interval in minutes (`None`: off) and session limit in minutes, on `conn`.
pub(super) async fn settings_on(mut conn: Conn<'_>, player_id: i64) -> sqlx::Result<(Option<i64>, Option<i64>)> {
    let reality: Option<Option<i64>> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "SELECT reality_check_minutes FROM responsible_settings WHERE player_id = $1")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    let limit: Option<i64> = with_conn!(conn, c => sqlx::query_scalar(
        "SELECT amount FROM responsible_limits WHERE player_id = $1 AND kind = 'session' AND period = 'login'")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    Ok((reality.unwrap_or(Some(DEFAULT_REALITY_CHECK_MINUTES)), limit))
}

/// A player's reality-check interval in minutes; `None`: off.
pub async fn reality_check_minutes(db: &Db, player_id: i64) -> Result<Option<i64>> {
    with_db!(db, pool => {
        let mut c = pool.acquire().await?;
        Ok(settings_on((&mut *c).into(), player_id).await?.0)
    })
}

/// Writes when each of the player's open sessions (or only `session_id`) reaches its time limit and its next
/// reality check, from their settings at `now`, on the caller's transaction.
pub(crate) async fn schedule(
    mut conn: Conn<'_>,
    player_id: i64,
    session_id: Option<i64>,
    now: DateTime<Utc>,
) -> sqlx::Result<()> {
    let (reality, limit) = settings_on(conn.reborrow(), player_id).await?;
    let open: Vec<(i64, DateTime<Utc>)> = with_conn!(conn.reborrow(), c => sqlx::query_as(
        "SELECT id, created_at FROM sessions
         WHERE player_id = $1 AND ended_at IS NULL AND ($2 IS NULL OR id = $2)")
        .bind(player_id).bind(session_id).fetch_all(&mut *c).await)?;
    for (id, opened) in open {
        let limit_at = limit.map(|minutes| (opened + Duration::minutes(minutes)).trunc_subsecs(6));
        let check_at = reality.map(|minutes| next_reality_check(opened, minutes, now).trunc_subsecs(6));
        with_conn!(conn.reborrow(), c => sqlx::query(
            "UPDATE sessions SET limit_at = $2, reality_check_at = $3 WHERE id = $1")
            .bind(id).bind(limit_at).bind(check_at).execute(&mut *c).await.map(|_| ()))?;
    }
    Ok(())
}

/// Open sessions whose time limit has come at `now`, at most `take`: `(id, limit_at)`.
pub async fn over_limit(db: &Db, now: DateTime<Utc>, take: i64) -> Result<Vec<(i64, DateTime<Utc>)>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT id, limit_at FROM sessions WHERE ended_at IS NULL AND limit_at IS NOT NULL AND limit_at <= $1
         ORDER BY limit_at LIMIT $2")
        .bind(now).bind(take).fetch_all(pool).await)?)
}

/// A reality check to show: the session, its player and what it has come to since login.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RealityCheck {
    pub session_id: i64,
    pub player_id: i64,
    pub opened: DateTime<Utc>,
    /// Bets less rollbacks since login (kuruş).
    pub wagered: i64,
    /// Wins less bets plus rollbacks since login (kuruş; below zero is a loss).
    pub net: i64,
}

/// Takes the reality checks due at `now` (at most `take`): each session's next one is moved on to the
/// following interval, so of several instances sweeping at once each check is taken by one. Gives what to
/// show for each.
pub async fn take_due_reality_checks(db: &Db, now: DateTime<Utc>, take: i64) -> Result<Vec<RealityCheck>> {
    type Due = (i64, i64, DateTime<Utc>, DateTime<Utc>, Option<Option<i64>>);
    let due: Vec<Due> = with_db!(db, pool => sqlx::query_as(
        "SELECT s.id, s.player_id, s.created_at, s.reality_check_at,
                (SELECT r.reality_check_minutes FROM responsible_settings r WHERE r.player_id = s.player_id)
         FROM sessions s
         WHERE s.ended_at IS NULL AND s.reality_check_at IS NOT NULL AND s.reality_check_at <= $1
         ORDER BY s.reality_check_at LIMIT $2")
        .bind(now).bind(take).fetch_all(pool).await)?;
    let mut checks = Vec::new();
    for (session_id, player_id, opened, was, minutes) in due {
        // A subquery's NULL is both "no row" and "off"; off sessions have no reality_check_at to be found.
        let minutes = minutes.flatten().unwrap_or(DEFAULT_REALITY_CHECK_MINUTES);
        let next = next_reality_check(opened, minutes, now).trunc_subsecs(6);
        let taken = with_db!(db, pool => sqlx::query(
            "UPDATE sessions SET reality_check_at = $3 WHERE id = $1 AND reality_check_at = $2")
            .bind(session_id).bind(was).bind(next).execute(pool).await.map(|r| r.rows_affected()))?;
        if taken == 1 {
            let (wagered, net) = session_result(db, player_id, opened).await?;
            checks.push(RealityCheck { session_id, player_id, opened, wagered, net });
        }
    }
    Ok(checks)
}

/// The player's wagers and net result in the casino since `since` (kuruş).
pub async fn session_result(db: &Db, player_id: i64, since: DateTime<Utc>) -> Result<(i64, i64)> {
    // kind: Win 1, Bet 2, Rollback 3.
    let rows: Vec<(i64, Option<i64>)> = with_db!(db, pool => sqlx::query_as(
        "SELECT kind, CAST(SUM(amount) AS BIGINT) FROM casino_transactions
         WHERE player_id = $1 AND created_at >= $2 GROUP BY kind")
        .bind(player_id).bind(since).fetch_all(pool).await)?;
    let of = |kind| rows.iter().find(|(k, _)| *k == kind).and_then(|(_, sum)| *sum).unwrap_or(0);
    let (wins, bets, rollbacks) = (of(1), of(2), of(3));
    Ok((bets - rollbacks, wins - bets + rollbacks))
}
