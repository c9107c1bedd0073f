//! What the seamless wallet's batches (`crate::casino::wallet`) read and write of the players' active grants:
//! each bet wagers the active grant by its game's lobby weight, and the bet that completes the wagering
//! converts it. Read after the batch locked the players' accounts, so no claim, forfeit or expiry (which lock
//! those accounts first) changes a grant under the batch.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::grants::{Grant, SELECT_GRANT, grant_from_row};
use crate::{Conn, Result, placeholders, with_conn};

/// The active grants of `players`, by player.
pub(crate) async fn active_for(conn: Conn<'_>, players: &[i64]) -> Result<HashMap<i64, Grant>> {
    if players.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "{SELECT_GRANT} WHERE g.status = 'active' AND g.player_id IN ({})",
        (1..=players.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
    );
    let rows = with_conn!(conn, c => {
        let mut query = sqlx::query_as(&sql);
        for player in players {
            query = query.bind(*player);
        }
        query.fetch_all(&mut *c).await
    })?;
    rows.into_iter().map(grant_from_row).map(|g| g.map(|g| (g.player_id, g))).collect()
}

/// The lobby of each of `games` (what weights its bets).
pub(crate) async fn lobbies(conn: Conn<'_>, games: &[i64]) -> Result<HashMap<i64, String>> {
    if games.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT id, lobby FROM casino_games WHERE id IN ({})",
        (1..=games.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
    );
    let rows: Vec<(i64, String)> = with_conn!(conn, c => {
        let mut query = sqlx::query_as(&sql);
        for game in games {
            query = query.bind(*game);
        }
        query.fetch_all(&mut *c).await
    })?;
    Ok(rows.into_iter().collect())
}

/// Writes what a batch did to `grants`: the wagered totals of those still active, and the conversions.
pub(crate) async fn write(mut conn: Conn<'_>, grants: &[&Grant], now: DateTime<Utc>) -> Result<()> {
    let (active, ended): (Vec<&Grant>, Vec<&Grant>) =
        grants.iter().copied().partition(|g| g.status == domain::bonus::Status::Active);
    if !active.is_empty() {
        let sql = format!(
            "UPDATE player_bonuses SET wagered = v.wagered
             FROM (SELECT column1 AS id, column2 AS wagered FROM (VALUES {}) AS x) AS v
             WHERE player_bonuses.id = v.id AND player_bonuses.status = 'active'",
            placeholders(conn.backend(), active.len(), 2)
        );
        with_conn!(conn.reborrow(), c => {
            let mut query = sqlx::query(&sql);
            for grant in &active {
                query = query.bind(grant.id).bind(grant.wagered.0);
            }
            query.execute(&mut *c).await.map(|_| ())
        })?;
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
