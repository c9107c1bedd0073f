//! Rate-limit counters in the database, so every instance on one database shares them. A window opens at its
//! key's first hit and lasts `window` seconds; hits inside it are counted in one atomic upsert.

use crate::{Db, Result, with_db};

/// The state of a key's window after a hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    /// Hits in the current window, this one included.
    pub hits: i64,
    /// When the window opened (unix seconds).
    pub start: i64,
}

/// Counts a hit on `key` at `now` (unix seconds) in a window of `window` seconds.
pub async fn hit(db: &Db, key: &str, now: i64, window: i64) -> Result<Window> {
    let (hits, start): (i64, i64) = with_db!(db, pool => sqlx::query_as(
        "INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
             window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
         RETURNING hits, window_start")
        .bind(key)
        .bind(now)
        .bind(now - window)
        .fetch_one(pool)
        .await)?;
    Ok(Window { hits, start })
}

/// Takes back one hit on `key` (a request that spent it turned out not to count: a right password, or a later
/// budget refused it).
pub async fn refund(db: &Db, key: &str) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0")
        .bind(key)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Forgets `key` (e.g. a resend wait after the message could not be written).
pub async fn clear(db: &Db, key: &str) -> Result<()> {
    with_db!(db, pool => sqlx::query("DELETE FROM rate_limits WHERE key = $1").bind(key).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Drops windows that opened before `before` (unix seconds); they can no longer limit anything.
pub async fn prune(db: &Db, before: i64) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query("DELETE FROM rate_limits WHERE window_start < $1")
        .bind(before)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?)
}
