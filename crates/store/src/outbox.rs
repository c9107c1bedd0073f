//! The outbox of e-mails and SMS: written in the same transaction as the change that sends them, claimed and
//! delivered by a worker. A claim is a conditional update, so when several instances run on one database each
//! message is claimed by one of them at a time.

use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use crate::{Db, Result, with_db};

/// How a message travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }

    fn from_stored(value: &str) -> Channel {
        if value == "sms" { Channel::Sms } else { Channel::Email }
    }
}

/// A message to send, already written in its reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub channel: Channel,
    pub recipient: String,
    pub player_id: Option<i64>,
    /// `tr` or `en`: the language the text is written in.
    pub locale: String,
    /// E-mail subject; empty for SMS.
    pub subject: String,
    /// The plain text (the SMS, or the e-mail's text part).
    pub body: String,
    /// The e-mail's HTML part, if any.
    pub html: Option<String>,
}

/// A stored message.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Message {
    pub id: i64,
    /// `email` or `sms` (see [`Message::channel`]).
    #[sqlx(rename = "channel")]
    pub channel_name: String,
    pub recipient: String,
    pub player_id: Option<i64>,
    pub locale: String,
    pub subject: String,
    pub body: String,
    pub html: Option<String>,
    pub created_at: DateTime<Utc>,
    pub attempts: i32,
    pub sent_at: Option<DateTime<Utc>>,
    pub failed_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
}

impl Message {
    pub fn channel(&self) -> Channel {
        Channel::from_stored(&self.channel_name)
    }
}

const COLUMNS: &str = "id, channel, recipient, player_id, locale, subject, body, html, created_at, attempts, sent_at, failed_at, last_error";

/// Inserts a message on an open connection or transaction: `insert_message!(&mut *tx, &message, now)`.
/// A macro because the store's transactions are per backend (see [`with_db!`]).
macro_rules! insert_message {
    ($conn:expr, $message:expr, $now:expr) => {
        sqlx::query(
            "INSERT INTO outbox (channel, recipient, player_id, locale, subject, body, html, created_at, next_attempt_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
        )
        .bind($message.channel.as_str())
        .bind(&$message.recipient)
        .bind($message.player_id)
        .bind(&$message.locale)
        .bind(&$message.subject)
        .bind(&$message.body)
        .bind(&$message.html)
        .bind($now)
        .execute($conn)
        .await
    };
}
pub(crate) use insert_message;

/// Queues one message on its own (when no other change goes with it).
pub async fn enqueue(db: &Db, message: &NewMessage, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => insert_message!(pool, message, now).map(|r| r.rows_affected()))?;
    Ok(())
}

/// Claims the oldest due message for `lease` (counting the attempt), or `None` when nothing is due.
pub async fn claim_next(db: &Db, now: DateTime<Utc>, lease: Duration) -> Result<Option<Message>> {
    let sql = format!(
        "UPDATE outbox SET claimed_until = $2, attempts = attempts + 1
         WHERE id = (SELECT id FROM outbox
                     WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
                       AND (claimed_until IS NULL OR claimed_until < $1)
                     ORDER BY next_attempt_at, id LIMIT 1)
           AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $1)
         RETURNING {COLUMNS}"
    );
    let claimed = with_db!(db, pool => sqlx::query_as::<_, Message>(&sql)
        .bind(now)
        .bind(now + lease)
        .fetch_optional(pool)
        .await)?;
    Ok(claimed)
}

/// Marks a claimed message sent. With `erase`, its text is dropped: it carried a code that must not outlive
/// its delivery (kept when the development outbox is on, which shows it).
pub async fn mark_sent(db: &Db, id: i64, now: DateTime<Utc>, erase: bool) -> Result<()> {
    let sql = if erase {
        "UPDATE outbox SET sent_at = $2, claimed_until = NULL, last_error = NULL, body = '', html = NULL WHERE id = $1"
    } else {
        "UPDATE outbox SET sent_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1"
    };
    with_db!(db, pool => sqlx::query(sql).bind(id).bind(now).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Records a failed attempt: retry at `retry_at`, or give up (`None`).
pub async fn mark_failed(
    db: &Db,
    id: i64,
    now: DateTime<Utc>,
    error: &str,
    retry_at: Option<DateTime<Utc>>,
) -> Result<()> {
    let error: String = error.chars().take(500).collect();
    with_db!(db, pool => sqlx::query(
        "UPDATE outbox SET claimed_until = NULL, last_error = $2,
             next_attempt_at = COALESCE($3, next_attempt_at),
             failed_at = CASE WHEN $3 IS NULL THEN $4 ELSE NULL END
         WHERE id = $1")
        .bind(id)
        .bind(&error)
        .bind(retry_at)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// The newest messages first, optionally to one recipient (for the development outbox).
pub async fn recent(db: &Db, recipient: Option<&str>, limit: i64) -> Result<Vec<Message>> {
    let messages = match recipient {
        Some(recipient) => {
            let sql = format!("SELECT {COLUMNS} FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT $2");
            with_db!(db, pool => sqlx::query_as(&sql).bind(recipient).bind(limit).fetch_all(pool).await)?
        }
        None => {
            let sql = format!("SELECT {COLUMNS} FROM outbox ORDER BY id DESC LIMIT $1");
            with_db!(db, pool => sqlx::query_as(&sql).bind(limit).fetch_all(pool).await)?
        }
    };
    Ok(messages)
}

/// One message by id.
pub async fn get(db: &Db, id: i64) -> Result<Option<Message>> {
    let sql = format!("SELECT {COLUMNS} FROM outbox WHERE id = $1");
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?)
}
