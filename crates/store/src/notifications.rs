//! Notifications to players: written by producers in the transaction of the change they announce (a deposit
//! confirmed, a withdrawal decided, a bonus granted, an operator's message), listed newest first with each
//! player's read state, and marked read by their player.
//!
//! # Producing one
//! ```ignore
//! with_db!(db, pool => {
//!     let mut tx = pool.begin().await?;
//!     // … the change, on &mut *tx …
//!     notifications::insert(&mut *tx, &NewNotification { player_id: Some(id), kind: Kind::Deposit, … }).await?;
//!     tx.commit().await?;
//! })
//! ```
//! A notification with no player is for every player registered by then; its read state is kept per player.

use chrono::{DateTime, SubsecRound, Utc};
use domain::notification::Kind;

use crate::{Conn, Db, Result, StoreError, cms::Localized, with_conn, with_db};

/// A notification to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    /// `None`: every player.
    pub player_id: Option<i64>,
    pub kind: Kind,
    pub title: Localized<String>,
    pub note: Localized<String>,
    pub created_at: DateTime<Utc>,
    /// The operator who sent it; `None` when the site did.
    pub operator_id: Option<i64>,
}

impl NewNotification {
    /// The notification as stored under `id`, not yet read.
    pub fn stored(&self, id: i64) -> Notification {
        Notification {
            id,
            kind: self.kind,
            title: self.title.clone(),
            note: self.note.clone(),
            created_at: self.created_at.trunc_subsecs(6),
            is_read: false,
        }
    }
}

/// A notification as a player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: i64,
    pub kind: Kind,
    pub title: Localized<String>,
    pub note: Localized<String>,
    pub created_at: DateTime<Utc>,
    pub is_read: bool,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    kind: i64,
    title_tr: String,
    title_en: String,
    note_tr: String,
    note_en: String,
    created_at: DateTime<Utc>,
    is_read: bool,
}

impl TryFrom<Row> for Notification {
    type Error = StoreError;

    fn try_from(row: Row) -> Result<Notification> {
        Ok(Notification {
            id: row.id,
            kind: Kind::from_number(row.kind).ok_or_else(|| StoreError::Other(format!("kind {}", row.kind)))?,
            title: Localized { tr: row.title_tr, en: row.title_en },
            note: Localized { tr: row.note_tr, en: row.note_en },
            created_at: row.created_at,
            is_read: row.is_read,
        })
    }
}

/// Writes `new` on `conn`, normally the transaction of the change it announces; gives its id.
pub async fn insert<'c>(conn: impl Into<Conn<'c>>, new: &NewNotification) -> Result<i64> {
    with_conn!(conn.into(), c => Ok(sqlx::query_scalar(
                        "INSERT INTO notifications (player_id, kind, title_tr, title_en, note_tr, note_en, created_at,
                             operator_id)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
                    )
                    .bind(new.player_id)
                    .bind(new.kind.number())
                    .bind(&new.title.tr)
                    .bind(&new.title.en)
                    .bind(&new.note.tr)
                    .bind(&new.note.en)
                    .bind(new.created_at.trunc_subsecs(6))
                    .bind(new.operator_id)
                    .fetch_one(&mut *c)
                    .await?))
}

/// Which notifications a player sees: their own and those for everyone sent since they registered, but for an
/// operator's offer (kinds 3 and 4: [`Kind::is_offer`]) sent while the player was in a time-out or self-exclusion
/// (a time-out until it ends; a self-exclusion until the account reopens).
const VISIBLE: &str = "FROM notifications n
     LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.player_id = $1
     WHERE (n.player_id = $1
        OR (n.player_id IS NULL AND n.created_at >= (SELECT created_at FROM players WHERE id = $1)))
       AND NOT (n.operator_id IS NOT NULL AND n.kind IN (3, 4) AND EXISTS (
           SELECT 1 FROM responsible_exclusions e
           WHERE e.player_id = $1 AND e.started_at <= n.created_at
             AND CASE WHEN e.kind = 'timeout' THEN e.ends_at > n.created_at
                 ELSE e.reopen_at IS NULL OR e.reopen_at > n.created_at END))";

/// A page of a player's notifications, newest first.
pub async fn page(db: &Db, player_id: i64, skip: i64, take: i64) -> Result<Vec<Notification>> {
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT n.id, n.kind, n.title_tr, n.title_en, n.note_tr, n.note_en, n.created_at,
                r.read_at IS NOT NULL AS is_read
         {VISIBLE} ORDER BY n.id DESC LIMIT $2 OFFSET $3"))
        .bind(player_id)
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    rows.into_iter().map(Notification::try_from).collect()
}

/// How many notifications the player sees in all (what [`page`] pages through).
pub async fn count(db: &Db, player_id: i64) -> Result<i64> {
    Ok(with_db!(db, pool => sqlx::query_scalar(&format!("SELECT COUNT(*) {VISIBLE}"))
        .bind(player_id)
        .fetch_one(pool)
        .await)?)
}

/// Marks as read those of `ids` the player sees; ids they do not see, or already read, change nothing.
/// Gives how many became read now.
pub async fn mark_read(db: &Db, player_id: i64, ids: &[i64], now: DateTime<Utc>) -> Result<u64> {
    let mut marked = 0;
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        for id in ids {
            marked += sqlx::query(&format!(
                "INSERT INTO notification_reads (notification_id, player_id, read_at)
                 SELECT n.id, $1, $3 {VISIBLE} AND n.id = $2
                 ON CONFLICT (notification_id, player_id) DO NOTHING"))
                .bind(player_id)
                .bind(id)
                .bind(now.trunc_subsecs(6))
                .execute(&mut *tx)
                .await?
                .rows_affected();
        }
        tx.commit().await?;
        Ok::<_, StoreError>(())
    })?;
    Ok(marked)
}

/// A notification as operators list what was sent.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Sent {
    pub id: i64,
    /// `None`: everyone.
    pub player_id: Option<i64>,
    pub username: Option<String>,
    pub kind: i64,
    pub title_tr: String,
    pub title_en: String,
    pub note_tr: String,
    pub note_en: String,
    pub created_at: DateTime<Utc>,
    pub operator_id: Option<i64>,
    pub operator_username: Option<String>,
    /// Players who have read it.
    pub reads: i64,
}

/// What was sent, newest first, and how many in all.
pub async fn sent(db: &Db, skip: i64, take: i64) -> Result<(Vec<Sent>, i64)> {
    let rows: Vec<Sent> = with_db!(db, pool => sqlx::query_as(
        "SELECT n.id, n.player_id, p.username, n.kind, n.title_tr, n.title_en, n.note_tr, n.note_en, n.created_at,
                n.operator_id, o.username AS operator_username,
                (SELECT COUNT(*) FROM notification_reads r WHERE r.notification_id = n.id) AS reads
         FROM notifications n
         LEFT JOIN players p ON p.id = n.player_id
         LEFT JOIN operators o ON o.id = n.operator_id
         ORDER BY n.id DESC LIMIT $1 OFFSET $2")
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM notifications")
        .fetch_one(pool)
        .await)?;
    Ok((rows, total))
}

/// What an operator's message came to: the notifications written, with their player (`None`: everyone), and the
/// players left out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Delivered {
    pub sent: Vec<(i64, Option<i64>)>,
    /// Players in a time-out or self-exclusion, who are sent no offers ([`Kind::is_offer`]).
    pub excluded: Vec<i64>,
}

/// Operators' messages: one notification per player in `player_ids`, or one for everyone when it is `None`,
/// with the audit row, in one transaction. An offer leaves out the players excluded at `created_at` (for everyone,
/// [`page`] hides it from them).
pub async fn send(
    db: &Db,
    player_ids: Option<&[i64]>,
    template: &NewNotification,
    entry: &crate::audit::NewEntry,
) -> Result<Delivered> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let mut delivered = Delivered::default();
        match player_ids {
            None => {
                let id = insert(&mut *tx, &NewNotification { player_id: None, ..template.clone() }).await?;
                delivered.sent.push((id, None));
            }
            Some(players) => {
                for player in players {
                    if template.kind.is_offer()
                        && crate::responsible::newest_exclusion::newest_on((&mut *tx).into(), *player)
                            .await?
                            .is_some_and(|e| e.in_force(template.created_at))
                    {
                        delivered.excluded.push(*player);
                        continue;
                    }
                    let new = NewNotification { player_id: Some(*player), ..template.clone() };
                    delivered.sent.push((insert(&mut *tx, &new).await?, Some(*player)));
                }
            }
        }
        let ids: Vec<i64> = delivered.sent.iter().map(|(id, _)| *id).collect();
        let after = serde_json::json!({"ids": ids, "excluded": delivered.excluded.len()});
        crate::audit::append(&mut *tx, &entry.clone().after(after)).await?;
        tx.commit().await?;
        Ok(delivered)
    })
}
