//! Operators' internal notes on a player (the back office's player page): appended with an audit row in the
//! same transaction, listed newest first with their author. No player-facing query reads this table.

use chrono::{DateTime, SubsecRound, Utc};
use serde_json::json;

use crate::{
    Db, Result,
    audit::{self, NewEntry},
    with_db,
};

/// A note as operators read it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Note {
    pub id: i64,
    pub player_id: i64,
    pub operator_id: i64,
    /// The author's username.
    pub operator: String,
    pub text: String,
    pub created_at: DateTime<Utc>,
}

const SELECT: &str = "SELECT n.id, n.player_id, n.operator_id, o.username AS operator, n.text, n.created_at
    FROM player_notes n JOIN operators o ON o.id = n.operator_id";

/// Adds `text` on `player_id` by `operator_id` and appends `entry` (its `after` the note), in one transaction.
pub async fn add(
    db: &Db,
    player_id: i64,
    operator_id: i64,
    text: &str,
    now: DateTime<Utc>,
    entry: &NewEntry,
) -> Result<Note> {
    let now = now.trunc_subsecs(6);
    let select = format!("{SELECT} WHERE n.id = $1");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO player_notes (player_id, operator_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id")
            .bind(player_id)
            .bind(operator_id)
            .bind(text)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let note: Note = sqlx::query_as(&select).bind(id).fetch_one(&mut *tx).await?;
        let entry = entry.clone().after(json!({"noteId": id, "text": text}));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(note)
    })
}

/// A page of `player_id`'s notes, newest first, and how many there are.
pub async fn list(db: &Db, player_id: i64, skip: i64, take: i64) -> Result<(Vec<Note>, i64)> {
    let sql = format!("{SELECT} WHERE n.player_id = $1 ORDER BY n.id DESC LIMIT $2 OFFSET $3");
    let rows = with_db!(db, pool => sqlx::query_as(&sql).bind(player_id).bind(take).bind(skip).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM player_notes WHERE player_id = $1")
        .bind(player_id)
        .fetch_one(pool)
        .await)?;
    Ok((rows, total))
}
