//! Operators' second factor: enrolling a TOTP secret (pending until its first code confirms it), using a code
//! once (the step accepted is kept and only a later one passes), and removing it. Secrets arrive and leave as
//! base32 text; checking codes is `domain::totp`'s.

use chrono::{DateTime, SubsecRound, Utc};

use crate::{
    BeginWrite, Db, Result,
    audit::{self, NewEntry},
    with_db,
};

/// An operator's TOTP secrets.
#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Secrets {
    /// The enrolled secret.
    pub totp_secret: Option<String>,
    /// The secret being enrolled.
    pub totp_pending: Option<String>,
}

/// Operator `id`'s secrets (`None`: no such operator).
pub async fn secrets(db: &Db, id: i64) -> Result<Option<Secrets>> {
    with_db!(db, pool => Ok(sqlx::query_as("SELECT totp_secret, totp_pending FROM operators WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?))
}

/// Starts enrolling `secret` (replacing one being enrolled; the enrolled one, if any, stays until confirmed).
pub async fn begin(db: &Db, id: i64, secret: &str) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE operators SET totp_pending = $2 WHERE id = $1")
        .bind(id)
        .bind(secret)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Accepts `step` for operator `id` if it is later than the last step accepted; `false` when it was used.
pub async fn use_step(db: &Db, id: i64, step: i64) -> Result<bool> {
    let used = with_db!(db, pool => sqlx::query(
        "UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)")
        .bind(id)
        .bind(step)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(used == 1)
}

/// Makes the pending secret `pending` the enrolled one (its code at `step` confirmed it) and appends `entry`, in one
/// transaction. `current` is the enrolled secret being replaced and the step of its code that allowed it (`None`:
/// none is enrolled). `false` when the pending or the enrolled secret changed meanwhile or a step was used.
pub async fn confirm(
    db: &Db,
    id: i64,
    pending: &str,
    step: i64,
    current: Option<(&str, i64)>,
    now: DateTime<Utc>,
    entry: &NewEntry,
) -> Result<bool> {
    // Both codes are used once: the last step accepted must be before either, and becomes the later one.
    let (enrolled, current_step) = current.unwrap_or(("", step));
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let done = sqlx::query(
            "UPDATE operators SET totp_secret = totp_pending, totp_pending = NULL, totp_enabled_at = $3,
                 totp_last_step = $4
             WHERE id = $1 AND totp_pending = $2 AND COALESCE(totp_secret, '') = $5
               AND (totp_last_step IS NULL OR totp_last_step < $6)")
            .bind(id)
            .bind(pending)
            .bind(now.trunc_subsecs(6))
            .bind(step.max(current_step))
            .bind(enrolled)
            .bind(step.min(current_step))
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if done == 0 {
            return Ok(false);
        }
        audit::append(&mut *tx, entry).await?;
        tx.commit().await?;
        Ok(true)
    })
}

/// Removes operator `id`'s second factor (enrolled and pending) and appends `entry`, in one transaction; `false`
/// when they had none.
pub async fn remove(db: &Db, id: i64, entry: &NewEntry) -> Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let done = sqlx::query(
            "UPDATE operators SET totp_secret = NULL, totp_pending = NULL, totp_enabled_at = NULL
             WHERE id = $1 AND (totp_secret IS NOT NULL OR totp_pending IS NOT NULL)")
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if done == 0 {
            return Ok(false);
        }
        audit::append(&mut *tx, entry).await?;
        tx.commit().await?;
        Ok(true)
    })
}
