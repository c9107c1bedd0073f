//! One-time codes (SMS phone verification, password reset): one active code per player and purpose, stored
//! only as a salted hash, with an expiry and a number of tries. The message carrying a code is queued in the
//! same transaction that stores it.

use chrono::{DateTime, Utc};

use crate::{Db, Result, outbox::NewMessage, with_db};

/// What a code is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Verifies a phone number (sent by SMS).
    Phone,
    /// Resets a forgotten password (sent by e-mail).
    Reset,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Purpose::Phone => "phone",
            Purpose::Reset => "reset",
        }
    }
}

/// A code to store: its salted hash, never the code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCode {
    pub player_id: i64,
    pub purpose: Purpose,
    /// Where it goes: the phone number being verified, or the e-mail address.
    pub target: String,
    pub salt: String,
    pub code_hash: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Stores `code` (replacing the player's earlier code for the same purpose) and queues `message` with it.
/// For a phone code, the number becomes the player's pending number unless it is already theirs.
pub async fn issue(db: &Db, code: &NewCode, message: &NewMessage) -> Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query(
            "INSERT INTO one_time_codes (player_id, purpose, target, salt, code_hash, attempts, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, 0, $6, $7)
             ON CONFLICT (player_id, purpose) DO UPDATE SET
                 target = excluded.target, salt = excluded.salt, code_hash = excluded.code_hash, attempts = 0,
                 created_at = excluded.created_at, expires_at = excluded.expires_at")
            .bind(code.player_id)
            .bind(code.purpose.as_str())
            .bind(&code.target)
            .bind(&code.salt)
            .bind(&code.code_hash)
            .bind(code.created_at)
            .bind(code.expires_at)
            .execute(&mut *tx)
            .await?;
        if code.purpose == Purpose::Phone {
            sqlx::query("UPDATE players SET pending_phone = CASE WHEN phone = $2 THEN NULL ELSE $2 END WHERE id = $1")
                .bind(code.player_id)
                .bind(&code.target)
                .execute(&mut *tx)
                .await?;
        }
        crate::outbox::insert_message!(&mut *tx, message, code.created_at)?;
        tx.commit().await?;
    });
    Ok(())
}

/// A player's current code for one purpose.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ActiveCode {
    pub id: i64,
    pub player_id: i64,
    pub target: String,
    pub salt: String,
    pub code_hash: String,
    pub attempts: i32,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// The player's code for `purpose`, if one was issued and not used (it may have expired).
pub async fn active(db: &Db, player_id: i64, purpose: Purpose) -> Result<Option<ActiveCode>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT id, player_id, target, salt, code_hash, attempts, created_at, expires_at
         FROM one_time_codes WHERE player_id = $1 AND purpose = $2")
        .bind(player_id)
        .bind(purpose.as_str())
        .fetch_optional(pool)
        .await)?)
}

/// Takes one try of code `id` before it is compared: false when the code is gone, expired at `now`, or has
/// used `max_tries` already. Taking the try first means parallel guesses cannot exceed the limit.
pub async fn take_try(db: &Db, id: i64, max_tries: i32, now: DateTime<Utc>) -> Result<bool> {
    let taken = with_db!(db, pool => sqlx::query(
        "UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND expires_at > $3")
        .bind(id)
        .bind(max_tries)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(taken == 1)
}

/// Gives back a try taken for a code that turned out right but is not used yet (`auth/checkresetcode`).
pub async fn give_back_try(db: &Db, id: i64) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE one_time_codes SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0")
        .bind(id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Deletes codes that expired before `before`.
pub async fn prune(db: &Db, before: DateTime<Utc>) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query("DELETE FROM one_time_codes WHERE expires_at < $1")
        .bind(before)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?)
}
