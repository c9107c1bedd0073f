//! What the seamless wallet's batches (`crate::seamless`) read and write of the players' active grants:
//! each bet wagers the active grant by its game's lobby weight, and the bet that completes the wagering
//! converts it. Read after the batch locked the players' accounts, so no claim, forfeit or expiry (which lock
//! those accounts first) changes a grant under the batch.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::grants::{Grant, SELECT_GRANT, grant_from_row};
use crate::{Conn, Result, in_list, rows_table, with_conn, with_rows};

/// The active grants of `players`, by player.
pub(crate) async fn active_for(conn: Conn<'_>, players: &[i64]) -> Result<HashMap<i64, Grant>> {
    if players.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "{SELECT_GRANT} WHERE g.status = 'active' AND g.player_id {}",
        in_list(conn.backend(), players.len(), "bigint")
    );
    let rows = with_rows!(conn, sqlx::query_as(&sql), players, |player| (*player), fetch_all)?;
    rows.into_iter().map(grant_from_row).map(|g| g.map(|g| (g.player_id, g))).collect()
}

/// The grants `ids` (ended ones, whose staked bonus money comes back in a batch), by id.
pub(crate) async fn by_ids(conn: Conn<'_>, ids: &[i64]) -> Result<HashMap<i64, Grant>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!("{SELECT_GRANT} WHERE g.id {}", in_list(conn.backend(), ids.len(), "bigint"));
    let rows = with_rows!(conn, sqlx::query_as(&sql), ids, |id| (*id), fetch_all)?;
    rows.into_iter().map(grant_from_row).map(|g| g.map(|g| (g.id, g))).collect()
}

/// The lobby of each of `games` (what weights its bets).
pub(crate) async fn lobbies(conn: Conn<'_>, games: &[i64]) -> Result<HashMap<i64, String>> {
    if games.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!("SELECT id, lobby FROM casino_games WHERE id {}", in_list(conn.backend(), games.len(), "bigint"));
    let rows: Vec<(i64, String)> = with_rows!(conn, sqlx::query_as(&sql), games, |game| (*game), fetch_all)?;
    Ok(rows.into_iter().collect())
}

/// Writes the new `converted_amount` of converted `grants` that paid cash after their conversion (a win on a stake
/// of theirs from a round still open when they converted).
pub(crate) async fn write_converted(mut conn: Conn<'_>, grants: &[&Grant]) -> Result<()> {
    for grant in grants {
        with_conn!(conn.reborrow(), c => sqlx::query(
            "UPDATE player_bonuses SET converted_amount = $2 WHERE id = $1 AND status = 'converted'")
            .bind(grant.id).bind(grant.converted_amount.0)
            .execute(&mut *c).await.map(|_| ()))?;
    }
    Ok(())
}

/// Writes what a batch did to `grants`: the wagered totals of those still active, and the conversions.
pub(crate) async fn write(mut conn: Conn<'_>, grants: &[&Grant], now: DateTime<Utc>) -> Result<()> {
    let (active, ended): (Vec<&Grant>, Vec<&Grant>) =
        grants.iter().copied().partition(|g| g.status == domain::bonus::Status::Active);
    if !active.is_empty() {
        let sql = format!(
            "UPDATE player_bonuses SET wagered = v.wagered
             FROM {}
             WHERE player_bonuses.id = v.id AND player_bonuses.status = 'active'",
            rows_table(conn.backend(), active.len(), "v", &[("id", "bigint"), ("wagered", "bigint")])
        );
        with_rows!(conn.reborrow(), sqlx::query(&sql), active, |grant| (grant.id, grant.wagered.0), execute)?;
    }
    for grant in ended {
        with_conn!(conn.reborrow(), c => sqlx::query(
            "UPDATE player_bonuses SET wagered = $2, status = $3, converted_amount = $4, ended_at = $5
             WHERE id = $1 AND status = 'active'")
            .bind(grant.id).bind(grant.wagered.0).bind(grant.status.code()).bind(grant.converted_amount.0)
            .bind(grant.ended_at.unwrap_or(now))
            .execute(&mut *c).await.map(|_| ()))?;
    }
    Ok(())
}
