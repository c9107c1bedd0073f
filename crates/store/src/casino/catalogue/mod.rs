//! The casino catalogue: categories (the rails of each lobby) and games, as players browse them and operators
//! curate them.
//!
//! # What players see
//! Only enabled games of enabled providers, in `position` then `id` order, a page at a time with the total of
//! the whole list ([`page`]). A list is one [`Scope`]: a lobby, a live-casino filter, a category, a search or a
//! player's favourites. [`overview`] gives the first games and the total of every category of a lobby in one
//! query. Each scope is read through an index (migrations 0009 and 0010): lobby and live filter by
//! `(lobby | live, live_type, enabled, position, id, provider_id)`, which also gives their order; a category and
//! the favourites by their tables' primary keys; a search by `search_name` (a trigram index on PostgreSQL, a
//! covering index scanned without touching the table on SQLite).
//!
//! # Search keys
//! `search_name` holds [`search_key`] of the name. Every write here that sets a name sets it too, so a rename
//! is found by its new name at once.
//!
//! # Writes
//! Operators' changes take an audit entry, appended in the change's own transaction (`None` for the demo
//! content, which no operator made).

use chrono::{DateTime, Utc};
use domain::casino::{LiveType, Lobby};
use serde::Serialize;

mod categories;
mod curation;

pub use categories::{
    Category, CategoryInput, SlugTaken, categories, category, category_by_slug, create_category, delete_category,
    update_category,
};
pub use curation::{import_games, insert_game, last_game_position, update_game};

use crate::{Db, Result, with_db};

/// Lists (slug lists, tags) are stored comma separated.
fn list_text(items: &[String]) -> String {
    items.join(",")
}

fn list_items(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|item| !item.is_empty()).map(str::to_owned).collect()
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error().is_some_and(|d| d.is_unique_violation())
}

// ----------------------------------------------------------------------------------------------------- games

/// A game as stored, with its provider's name and state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    pub id: i64,
    pub provider_id: i64,
    /// The provider's `providerName` (Hub88, EveryMatrix …), by which the client picks the launch call.
    pub provider_name: String,
    pub provider_enabled: bool,
    /// The provider's code of the game.
    pub game_code: String,
    pub name: String,
    /// The studio that made it (Pragmatic Play, Evolution …) and its number.
    pub studio: String,
    pub main_provider_id: i64,
    pub product_id: String,
    pub system: String,
    pub image_url: String,
    /// `slot`, `live`, `games`, `bingo`, `tvbets` or `virtual`.
    pub lobby: String,
    /// A live table's type (`roulette` …); `None` for everything that is not a live table.
    pub live_type: Option<String>,
    pub live: bool,
    pub tags: Vec<String>,
    /// Return to player in basis points (9650 = 96.50 %), where known.
    pub rtp: Option<i64>,
    pub position: i64,
    pub enabled: bool,
    pub created_at: DateTime<Utc>,
}

/// A game with the categories it is in, as operators curate it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Curated {
    #[serde(flatten)]
    pub game: Game,
    pub categories: Vec<i64>,
}

/// A game to add (demo content, operators).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    pub provider_id: i64,
    pub game_code: String,
    pub name: String,
    pub studio: String,
    pub main_provider_id: i64,
    pub product_id: String,
    pub system: String,
    pub image_url: String,
    pub lobby: Lobby,
    /// A live table and its type: it shows under that live-casino filter and in live searches.
    pub live: Option<LiveType>,
    pub tags: Vec<String>,
    pub rtp: Option<i64>,
    pub position: i64,
    pub enabled: bool,
    pub categories: Vec<i64>,
}

/// What an operator changes of a game; `None` keeps a field as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameChange {
    pub name: Option<String>,
    pub enabled: Option<bool>,
    pub position: Option<i64>,
    /// The categories it is in, all of them (it leaves the others).
    pub categories: Option<Vec<i64>>,
    pub tags: Option<Vec<String>>,
    pub image_url: Option<String>,
}

/// The provider already has a game with this code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the provider already has this game")]
pub struct GameExists;

#[derive(sqlx::FromRow)]
struct GameRow {
    id: i64,
    provider_id: i64,
    provider_name: String,
    provider_enabled: bool,
    game_code: String,
    name: String,
    studio: String,
    main_provider_id: i64,
    product_id: String,
    system: String,
    image_url: String,
    lobby: String,
    live_type: Option<String>,
    live: bool,
    tags: String,
    rtp: Option<i64>,
    position: i64,
    enabled: bool,
    created_at: DateTime<Utc>,
}

impl From<GameRow> for Game {
    fn from(r: GameRow) -> Self {
        Game {
            id: r.id,
            provider_id: r.provider_id,
            provider_name: r.provider_name,
            provider_enabled: r.provider_enabled,
            game_code: r.game_code,
            name: r.name,
            studio: r.studio,
            main_provider_id: r.main_provider_id,
            product_id: r.product_id,
            system: r.system,
            image_url: r.image_url,
            lobby: r.lobby,
            live_type: r.live_type,
            live: r.live,
            tags: list_items(&r.tags),
            rtp: r.rtp,
            position: r.position,
            enabled: r.enabled,
            created_at: r.created_at,
        }
    }
}

/// A game row of a page, with the length of the whole list.
#[derive(sqlx::FromRow)]
struct CountedRow {
    #[sqlx(flatten)]
    game: GameRow,
    total: i64,
}

/// The columns of [`GameRow`] from `casino_games g`; the provider's name and state by its primary key, for the
/// rows returned only.
const GAME_COLUMNS: &str = "g.id, g.provider_id,
    (SELECT p.name FROM casino_providers p WHERE p.id = g.provider_id) AS provider_name,
    (SELECT p.enabled FROM casino_providers p WHERE p.id = g.provider_id) AS provider_enabled,
    g.game_code, g.name, g.studio, g.main_provider_id, g.product_id, g.system, g.image_url, g.lobby, g.live_type,
    g.live, g.tags, g.rtp, g.position, g.enabled, g.created_at";

/// What players may see of `casino_games g`: enabled games of enabled providers.
const VISIBLE: &str = "g.enabled = TRUE AND g.provider_id IN (SELECT id FROM casino_providers WHERE enabled = TRUE)";

/// A value bound to a query built at run time.
enum Arg {
    Int(i64),
    Text(String),
    Bool(bool),
}

/// Binds `args` in order to `query` (inside `with_db!`, so once per backend).
macro_rules! bind_args {
    ($query:expr, $args:expr) => {{
        let mut query = $query;
        for arg in $args {
            query = match arg {
                Arg::Int(value) => query.bind(*value),
                Arg::Text(value) => query.bind(value.as_str()),
                Arg::Bool(value) => query.bind(*value),
            };
        }
        query
    }};
}

/// `$first, $first+1, …` for `count` values.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count).map(|n| format!("${n}")).collect::<Vec<_>>().join(", ")
}

/// A `LIKE` pattern for names whose search key contains `key`.
fn contains_pattern(key: &str) -> String {
    let mut pattern = String::with_capacity(key.len() + 2);
    pattern.push('%');
    for c in key.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// Which games a player's list holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope<'a> {
    /// Every game of a lobby.
    Lobby(Lobby),
    /// The live tables of one type (a live-casino filter).
    Live(LiveType),
    /// The games of a category.
    Category(i64),
    /// Games whose search key contains `key` (itself a [`search_key`], not empty): live tables only, or every
    /// game that is not one.
    Search { key: &'a str, live: bool },
    /// A player's favourites.
    Favourites(i64),
}

/// A page of a list and the length of the whole list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub games: Vec<Game>,
    pub total: i64,
}

/// Games `skip..skip + take` of `scope`'s list, as players see it, and the list's length.
pub async fn page(db: &Db, scope: Scope<'_>, skip: i64, take: i64) -> Result<Page> {
    // Each scope's FROM, filter and order are those its index serves (see the module's docs).
    let (from, filter, order, args) = match scope {
        Scope::Lobby(lobby) => {
            ("casino_games g", "g.lobby = $1", "g.position, g.id", vec![Arg::Text(lobby.as_str().to_owned())])
        }
        Scope::Live(kind) => (
            "casino_games g",
            "g.live = TRUE AND g.live_type = $1",
            "g.position, g.id",
            vec![Arg::Text(kind.as_str().to_owned())],
        ),
        Scope::Category(id) => (
            "casino_game_categories c JOIN casino_games g ON g.id = c.game_id",
            "c.category_id = $1",
            // The link's position mirrors the game's.
            "c.position, c.game_id",
            vec![Arg::Int(id)],
        ),
        Scope::Search { key, live } => (
            "casino_games g",
            "g.live = $1 AND g.search_name LIKE $2 ESCAPE '\\'",
            "g.position, g.id",
            vec![Arg::Bool(live), Arg::Text(contains_pattern(key))],
        ),
        Scope::Favourites(player_id) => (
            "casino_favourites f JOIN casino_games g ON g.id = f.game_id",
            "f.player_id = $1",
            "g.position, g.id",
            vec![Arg::Int(player_id)],
        ),
    };
    let n = args.len();
    // One statement, one round trip: the page read in index order (it stops after `take` entries) and the list's
    // length from an uncorrelated subquery both backends run once. Not `COUNT(*) OVER ()`: that window makes both
    // read and sort every row of the list with all its columns.
    let count_sql = format!("SELECT COUNT(*) FROM {from} WHERE {filter} AND {VISIBLE}");
    let rows_sql = if matches!(scope, Scope::Search { .. }) {
        // No index gives a search's order, so every match is read and sorted anyway: the matches are found once
        // (the trigram index, then each row's name rechecked) and both the page and the count are taken from them,
        // where the count's subquery made it two such reads (the lobby-search bench's tail, issue 18).
        format!(
            "WITH m AS MATERIALIZED (SELECT g.id, g.position FROM {from} WHERE {filter} AND {VISIBLE})
             SELECT {GAME_COLUMNS}, (SELECT COUNT(*) FROM m) AS total
             FROM (SELECT id, position FROM m ORDER BY position, id LIMIT ${} OFFSET ${}) p
             JOIN casino_games g ON g.id = p.id ORDER BY p.position, p.id",
            n + 1,
            n + 2
        )
    } else {
        format!(
            "SELECT {GAME_COLUMNS}, ({count_sql}) AS total FROM {from} WHERE {filter} AND {VISIBLE}
             ORDER BY {order} LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2
        )
    };
    let (rows, total): (Vec<CountedRow>, i64) = with_db!(db, pool => {
        let rows: Vec<CountedRow> =
            bind_args!(sqlx::query_as(&rows_sql), &args).bind(take).bind(skip).fetch_all(pool).await?;
        let total = match rows.first() {
            Some(row) => row.total,
            // Past the end there is no row to carry the total.
            None if skip > 0 => bind_args!(sqlx::query_scalar(&count_sql), &args).fetch_one(pool).await?,
            None => 0,
        };
        (rows, total)
    });
    Ok(Page { games: rows.into_iter().map(|row| Game::from(row.game)).collect(), total })
}

/// One category of an [`overview`]: its first games and how many it has in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rail {
    pub category: Category,
    pub total: i64,
    pub games: Vec<Game>,
}

/// Every enabled category that shows in `system_category` (a lobby or live filter), in order, each with its
/// first `take` games as players see them and its total.
pub async fn overview(db: &Db, system_category: &str, take: i64) -> Result<Vec<Rail>> {
    let mut rails = Vec::new();
    // One indexed page per category (a lobby has a handful): a single statement ranking every category's games
    // with a window function reads and sorts all of them, several times slower on both backends.
    for category in categories(db, true).await?.into_iter().filter(|category| category.shows_in(system_category)) {
        let Page { games, total } = page(db, Scope::Category(category.id), 0, take).await?;
        rails.push(Rail { category, total, games });
    }
    Ok(rails)
}

/// The game `game_code` of provider `provider_id`, enabled or not.
pub async fn game_by_code(db: &Db, provider_id: i64, game_code: &str) -> Result<Option<Game>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM casino_games g WHERE g.provider_id = $1 AND g.game_code = $2");
    let row: Option<GameRow> =
        with_db!(db, pool => sqlx::query_as(&sql).bind(provider_id).bind(game_code).fetch_optional(pool).await)?;
    Ok(row.map(Game::from))
}

/// What operators filter the catalogue by; `None` for any.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CuratedFilter {
    pub provider_id: Option<i64>,
    pub lobby: Option<Lobby>,
    /// A [`search_key`] the game's must contain.
    pub search: Option<String>,
    pub enabled: Option<bool>,
}

/// One game with its categories, enabled or not.
pub async fn curated(db: &Db, id: i64) -> Result<Option<Curated>> {
    let sql = format!("SELECT {GAME_COLUMNS} FROM casino_games g WHERE g.id = $1");
    let row: Option<GameRow> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    let Some(game) = row.map(Game::from) else { return Ok(None) };
    Ok(with_categories(db, vec![game]).await?.pop())
}

/// Games `skip..skip + take` of the whole catalogue (enabled or not) that match `filter`, in order, with their
/// categories; and how many match. The sportsbook's one game (lobby `sports`, migration 0025) is not a casino game
/// and is never listed.
pub async fn curated_page(db: &Db, filter: &CuratedFilter, skip: i64, take: i64) -> Result<(Vec<Curated>, i64)> {
    let lobby = filter.lobby.map(|lobby| lobby.as_str());
    let pattern = filter.search.as_deref().map(contains_pattern);
    let filters = "g.lobby <> 'sports' AND ($1 IS NULL OR g.provider_id = $1) AND ($2 IS NULL OR g.lobby = $2)
         AND ($3 IS NULL OR g.search_name LIKE $3 ESCAPE '\\') AND ($4 IS NULL OR g.enabled = $4)";
    let rows_sql = format!(
        "SELECT {GAME_COLUMNS} FROM casino_games g WHERE {filters} ORDER BY g.position, g.id LIMIT $5 OFFSET $6"
    );
    let count_sql = format!("SELECT COUNT(*) FROM casino_games g WHERE {filters}");
    let (rows, total): (Vec<GameRow>, i64) = with_db!(db, pool => {
        let rows: Vec<GameRow> = sqlx::query_as(&rows_sql)
            .bind(filter.provider_id)
            .bind(lobby)
            .bind(pattern.as_deref())
            .bind(filter.enabled)
            .bind(take)
            .bind(skip)
            .fetch_all(pool)
            .await?;
        let total: i64 = sqlx::query_scalar(&count_sql)
            .bind(filter.provider_id)
            .bind(lobby)
            .bind(pattern.as_deref())
            .bind(filter.enabled)
            .fetch_one(pool)
            .await?;
        (rows, total)
    });
    Ok((with_categories(db, rows.into_iter().map(Game::from).collect()).await?, total))
}

/// `games` with the categories each is in.
async fn with_categories(db: &Db, games: Vec<Game>) -> Result<Vec<Curated>> {
    if games.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Arg> = games.iter().map(|game| Arg::Int(game.id)).collect();
    let sql = format!(
        "SELECT game_id, category_id FROM casino_game_categories WHERE game_id IN ({}) ORDER BY category_id",
        placeholders(1, ids.len())
    );
    let links: Vec<(i64, i64)> = with_db!(db, pool => bind_args!(sqlx::query_as(&sql), &ids).fetch_all(pool).await)?;
    Ok(games
        .into_iter()
        .map(|game| {
            let categories = links.iter().filter(|(id, _)| *id == game.id).map(|(_, category)| *category).collect();
            Curated { game, categories }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_the_key_literally() {
        assert_eq!(contains_pattern("sweet bonanza"), "%sweet bonanza%");
        assert_eq!(contains_pattern("100%_\\"), "%100\\%\\_\\\\%");
    }

    #[test]
    fn lists_round_trip_without_empty_items() {
        assert_eq!(list_items(&list_text(&["slot".into(), "live".into()])), ["slot", "live"]);
        assert_eq!(list_items(" slot, ,live,"), ["slot", "live"]);
        assert!(list_items("").is_empty());
    }

    #[test]
    fn placeholders_are_numbered_from_first() {
        assert_eq!(placeholders(1, 3), "$1, $2, $3");
        assert_eq!(placeholders(4, 1), "$4");
    }
}
