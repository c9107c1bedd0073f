//! Operators' and imports' writes of games: adding one (audited), importing a provider's catalogue, changing one.

use chrono::{DateTime, Utc};
use domain::casino::{LiveType, search_key};

use super::{Curated, GAME_COLUMNS, Game, GameChange, GameExists, GameRow, NewGame, list_text};
use crate::{BeginWrite, Conn, Db, Result, audit::NewEntry, cms::audit_change, with_conn, with_db};

/// The highest position of any game (0 when there is none): a new game without one goes after it.
pub async fn last_game_position(db: &Db) -> Result<i64> {
    let last: Option<i64> =
        with_db!(db, pool => sqlx::query_scalar("SELECT MAX(position) FROM casino_games").fetch_one(pool).await)?;
    Ok(last.unwrap_or(0))
}

/// Puts a game in a category, at the game's position (which the link mirrors, for the category's index).
const LINK: &str =
    "INSERT INTO casino_game_categories (category_id, game_id, position) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

/// Adds `new` with its category links on `conn`, unless the catalogue has a game of this code from this provider:
/// its id when added.
async fn add(mut conn: Conn<'_>, new: &NewGame, now: DateTime<Utc>) -> Result<Option<i64>> {
    let insert = "INSERT INTO casino_games (provider_id, game_code, name, search_name, studio, main_provider_id,
            product_id, system, image_url, lobby, live_type, live, tags, rtp, position, enabled, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         ON CONFLICT (provider_id, game_code) DO NOTHING RETURNING id";
    let id: Option<i64> = with_conn!(conn.reborrow(), tx => sqlx::query_scalar(insert)
            .bind(new.provider_id)
            .bind(&new.game_code)
            .bind(&new.name)
            .bind(search_key(&new.name))
            .bind(&new.studio)
            .bind(new.main_provider_id)
            .bind(&new.product_id)
            .bind(&new.system)
            .bind(&new.image_url)
            .bind(new.lobby.as_str())
            .bind(new.live.map(LiveType::as_str))
            .bind(new.live.is_some())
            .bind(list_text(&new.tags))
            .bind(new.rtp)
            .bind(new.position)
            .bind(new.enabled)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await)?;
    let Some(id) = id else { return Ok(None) };
    for category in &new.categories {
        with_conn!(conn.reborrow(), tx => sqlx::query(LINK).bind(category).bind(id).bind(new.position)
            .execute(&mut *tx).await.map(|_| ()))?;
    }
    Ok(Some(id))
}

/// Adds a game in its categories.
pub async fn insert_game(
    db: &Db,
    new: &NewGame,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Result<Curated, GameExists>> {
    let select = format!("SELECT {GAME_COLUMNS} FROM casino_games g WHERE g.id = $1");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let Some(id) = add(Conn::from(&mut *tx), new, now).await? else { return Ok(Err(GameExists)) };
        let row: GameRow = sqlx::query_as(&select).bind(id).fetch_one(&mut *tx).await?;
        let categories =
            sqlx::query_scalar("SELECT category_id FROM casino_game_categories WHERE game_id = $1 ORDER BY category_id")
                .bind(id)
                .fetch_all(&mut *tx)
                .await?;
        let curated = Curated { game: Game::from(row), categories };
        audit_change(&mut *tx, audit, id, None::<Curated>, &curated).await?;
        tx.commit().await?;
        Ok(Ok(curated))
    })
}

/// Adds many games at once (a provider's catalogue), in one transaction, skipping those the catalogue has
/// already; how many were added. Not audited: for imports by the system, not an operator's edits. Afterwards the
/// table's statistics are refreshed, as autovacuum would do a while later (on PostgreSQL this also moves the
/// new names from the trigram index's pending list into the index, so searches use it at once).
pub async fn import_games(db: &Db, games: &[NewGame], now: DateTime<Utc>) -> Result<u64> {
    let added = with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let mut added = 0;
        for new in games {
            if add(Conn::from(&mut *tx), new, now).await?.is_some() {
                added += 1;
            }
        }
        tx.commit().await?;
        added
    });
    let refresh = match db.backend() {
        crate::Backend::Sqlite => "ANALYZE casino_games",
        crate::Backend::Postgres => "VACUUM ANALYZE casino_games",
    };
    with_db!(db, pool => sqlx::query(refresh).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(added)
}

/// Changes what `change` names of a game (a new name gets its new search key); `None` when there is no such game.
pub async fn update_game(db: &Db, id: i64, change: &GameChange, audit: Option<&NewEntry>) -> Result<Option<Curated>> {
    let select = format!("SELECT {GAME_COLUMNS} FROM casino_games g WHERE g.id = $1");
    let categories = "SELECT category_id FROM casino_game_categories WHERE game_id = $1 ORDER BY category_id";
    let update = "UPDATE casino_games SET name = $2, search_name = $3, enabled = $4, position = $5, tags = $6,
         image_url = $7 WHERE id = $1";
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let row: Option<GameRow> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(game) = row.map(Game::from) else { return Ok(None) };
        let before = Curated {
            categories: sqlx::query_scalar(categories).bind(id).fetch_all(&mut *tx).await?,
            game,
        };
        let name = change.name.as_ref().unwrap_or(&before.game.name);
        let position = change.position.unwrap_or(before.game.position);
        sqlx::query(update)
            .bind(id)
            .bind(name)
            .bind(search_key(name))
            .bind(change.enabled.unwrap_or(before.game.enabled))
            .bind(position)
            .bind(list_text(change.tags.as_ref().unwrap_or(&before.game.tags)))
            .bind(change.image_url.as_ref().unwrap_or(&before.game.image_url))
            .execute(&mut *tx)
            .await?;
        if let Some(wanted) = &change.categories {
            sqlx::query("DELETE FROM casino_game_categories WHERE game_id = $1").bind(id).execute(&mut *tx).await?;
            for category in wanted {
                sqlx::query(LINK).bind(category).bind(id).bind(position).execute(&mut *tx).await?;
            }
        }
        sqlx::query("UPDATE casino_game_categories SET position = $2 WHERE game_id = $1")
            .bind(id)
            .bind(position)
            .execute(&mut *tx)
            .await?;
        let row: GameRow = sqlx::query_as(&select).bind(id).fetch_one(&mut *tx).await?;
        let after = Curated {
            game: Game::from(row),
            categories: sqlx::query_scalar(categories).bind(id).fetch_all(&mut *tx).await?,
        };
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}
