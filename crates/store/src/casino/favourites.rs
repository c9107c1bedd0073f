//! The games a player marked as favourites (the heart on a tile). Their list as players see it is
//! [`super::catalogue::page`] with [`super::catalogue::Scope::Favourites`].

use chrono::{DateTime, Utc};

use crate::{Db, Result, with_db};

/// Marks game `game_id` a favourite of `player_id`, or unmarks it when it is one; whether it is one now.
pub async fn toggle(db: &Db, player_id: i64, game_id: i64, now: DateTime<Utc>) -> Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let removed = sqlx::query("DELETE FROM casino_favourites WHERE player_id = $1 AND game_id = $2")
            .bind(player_id)
            .bind(game_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if removed == 0 {
            sqlx::query(
                "INSERT INTO casino_favourites (player_id, game_id, created_at) VALUES ($1, $2, $3)
                 ON CONFLICT (player_id, game_id) DO NOTHING",
            )
            .bind(player_id)
            .bind(game_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(removed == 0)
    })
}

/// Whether game `game_id` is a favourite of `player_id`.
pub async fn is_favourite(db: &Db, player_id: i64, game_id: i64) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => {
        sqlx::query_scalar("SELECT game_id FROM casino_favourites WHERE player_id = $1 AND game_id = $2")
            .bind(player_id)
            .bind(game_id)
            .fetch_optional(pool)
            .await
    })?;
    Ok(found.is_some())
}

/// The game codes of `player_id`'s favourites that players can see (enabled games of enabled providers), in
/// catalogue order.
pub async fn codes(db: &Db, player_id: i64) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => {
        sqlx::query_scalar(
            "SELECT g.game_code FROM casino_favourites f JOIN casino_games g ON g.id = f.game_id
             WHERE f.player_id = $1 AND g.enabled = TRUE
               AND g.provider_id IN (SELECT id FROM casino_providers WHERE enabled = TRUE)
             ORDER BY g.position, g.id",
        )
        .bind(player_id)
        .fetch_all(pool)
        .await
    })?)
}
