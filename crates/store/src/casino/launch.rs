//! What a game launch reads and undoes: the game a provider's code names (with whether it may be played), and
//! the removal of a casino session whose launch the provider refused before its token was ever used.

use crate::{Db, Result, with_db};

/// A game as a launch needs it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct LaunchGame {
    pub id: i64,
    pub provider_id: i64,
    pub game_code: String,
    pub name: String,
    /// EveryMatrix's productId, where the provider has one (empty otherwise).
    pub product_id: String,
    /// SoftGamings' system (merchant), where the provider has one (empty otherwise).
    pub system: String,
    /// Its lobby (slot, live, games, bingo, tvbets, virtual): where the provider's lobby button returns to.
    pub lobby: String,
    pub enabled: bool,
}

/// The game of `provider_id` whose code is `game_code`, enabled or not.
pub async fn game(db: &Db, provider_id: i64, game_code: &str) -> Result<Option<LaunchGame>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT id, provider_id, game_code, name, product_id, system, lobby, enabled
         FROM casino_games WHERE provider_id = $1 AND game_code = $2")
        .bind(provider_id)
        .bind(game_code)
        .fetch_optional(pool)
        .await)?)
}

/// Removes casino session `id`, opened for a launch the provider then refused or never answered: its token
/// reached no game, so nothing can refer to it.
pub async fn discard_session(db: &Db, id: i64) -> Result<()> {
    with_db!(db, pool => sqlx::query("DELETE FROM casino_sessions WHERE id = $1")
        .bind(id)
        .execute(pool)
        .await
        .map(|_| ()))?;
    Ok(())
}
