//! The lobby's calls (product §7): `casino/categorylist` (the categories, for the rails and the start-up load) and
//! `casino/games` (categories with their games: a lobby's rows, one category's or lobby's page, a search, the
//! player's favourites). Category names come in the `x-locale` language.

use axum::{extract::State, http::HeaderMap};
use domain::{
    casino::{LiveType, Lobby, search_key},
    session::Activity,
    validation::{FieldErrors, Invalid},
};
use serde::{Deserialize, Serialize};
use store::casino::catalogue::{self, Category, Game, Page, Scope};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::Lang,
    paging::bounded,
    reply::{ApiResult, Reply},
    session::{authenticate, bearer},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(category_list)).routes(routes!(games))
}

/// Games per category or page when the request does not say (`take`).
pub const DEFAULT_TAKE: i64 = 24;
/// The most games per category or page.
pub const MAX_TAKE: i64 = 100;
/// The longest search (characters).
pub const SEARCH_MAX: usize = 100;

/// A casino category (product §3 Category).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CasinoCategory {
    pub id: i64,
    /// In the request's language.
    pub name: String,
    /// The lobbies (slot, live, games, bingo, tvbets, virtual) and live filters (roulette, blackjack, poker,
    /// baccarat, dealer) it shows in.
    pub slug_list: Vec<String>,
    /// Its icon.
    pub image_url: String,
}

impl CasinoCategory {
    pub fn new(category: &Category, lang: Lang) -> CasinoCategory {
        CasinoCategory {
            id: category.id,
            name: category.name.get(lang.0).clone(),
            slug_list: category.slug_list.clone(),
            image_url: category.image_url.clone(),
        }
    }
}

/// A game (product §3 Game), as a tile shows it and a launch call needs it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CasinoGame {
    pub id: i64,
    /// The provider's code of the game: what the launch calls take.
    pub game_code: String,
    pub name: String,
    /// The provider it launches through: Zar, Hub88, Egt Digital, Amusnet, EveryMatrix, Digitain, SoftGamings.
    pub provider_name: String,
    pub provider_id: i64,
    /// The studio's number.
    pub main_provider_id: i64,
    /// EveryMatrix's product (`casino/emlaunchurl`); empty for other providers.
    pub product_id: String,
    /// SoftGamings' system (`casino/softgamingslaunchurl`); empty for other providers.
    pub system: String,
    /// The studio that made it (Pragmatic Play, Evolution …).
    pub studio: String,
    /// Its tile (3:4).
    pub image: String,
    /// A live table.
    pub live: bool,
    /// A live table's type: roulette, blackjack, poker, baccarat or dealer; null for other games.
    pub live_type: Option<String>,
    /// Labels such as popular, new, jackpot.
    pub tags: Vec<String>,
    /// Return to player in percent (96.48), where the studio publishes it.
    pub rtp: Option<f64>,
}

/// Basis points (9648) as a percentage (96.48).
pub fn percent(basis_points: i64) -> f64 {
    basis_points as f64 / 100.0
}

impl From<Game> for CasinoGame {
    fn from(g: Game) -> Self {
        CasinoGame {
            id: g.id,
            game_code: g.game_code,
            name: g.name,
            provider_name: g.provider_name,
            provider_id: g.provider_id,
            main_provider_id: g.main_provider_id,
            product_id: g.product_id,
            system: g.system,
            studio: g.studio,
            image: g.image_url,
            live: g.live,
            live_type: g.live_type,
            tags: g.tags,
            rtp: g.rtp.map(percent),
        }
    }
}

/// A category with (a page of) its games.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryGames {
    /// The category's id; 0 for a whole lobby or filter, a search and the favourites.
    pub id: i64,
    /// In the request's language.
    pub name: String,
    pub slug_list: Vec<String>,
    pub image_url: String,
    /// How many games the category (or list) has in all.
    pub total: i64,
    /// The games asked for, in order.
    pub games: Vec<CasinoGame>,
}

impl CategoryGames {
    fn new(category: &Category, lang: Lang, page: Page) -> CategoryGames {
        let CasinoCategory { id, name, slug_list, image_url } = CasinoCategory::new(category, lang);
        CategoryGames { id, name, slug_list, image_url, total: page.total, games: from_page(page.games) }
    }

    /// A list that is no category (a whole lobby, a search, the favourites): id 0, named by catalogue key `name`.
    fn list(name: &str, slug_list: Vec<String>, lang: Lang, page: Page) -> CategoryGames {
        CategoryGames {
            id: 0,
            name: lang.t(name),
            slug_list,
            image_url: String::new(),
            total: page.total,
            games: from_page(page.games),
        }
    }
}

fn from_page(games: Vec<Game>) -> Vec<CasinoGame> {
    games.into_iter().map(CasinoGame::from).collect()
}

/// The enabled categories, in order, named in the request's language.
#[utoipa::path(get, path = "/api/casino/categorylist", tag = "casino", operation_id = "casino_category_list",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<CasinoCategory>>)))]
pub async fn category_list(State(state): State<AppState>, lang: Lang) -> ApiResult<Vec<CasinoCategory>> {
    let categories = catalogue::categories(&state.db, true).await?;
    Ok(Reply::data(categories.iter().map(|c| CasinoCategory::new(c, lang)).collect()))
}

/// `casino/games`, in one of its shapes (see [`games`]).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct GamesRequest {
    /// A lobby (slot, live, games, bingo, tvbets, virtual) or live filter (roulette, blackjack, poker, baccarat,
    /// dealer).
    pub system_category: Option<String>,
    /// A category of the lobby; 0 for every game of the lobby or filter.
    #[schema(value_type = Option<i64>)]
    pub category_id: Option<Loose>,
    /// With `search`: live tables only (true), or every other game (false, the default).
    pub live: Option<bool>,
    /// Part of a game's name; case, accents, Turkish İ/ı and punctuation do not matter.
    pub search: Option<String>,
    /// The logged-in player's favourites.
    pub favorites: Option<bool>,
    /// Games to pass over (default 0).
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// Games per category or page: 1–100 (default 24).
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// A lobby or a live filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum System {
    Lobby(Lobby),
    Live(LiveType),
}

impl System {
    fn parse(value: &str) -> Result<System, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        Lobby::parse(value)
            .map(System::Lobby)
            .or_else(|| LiveType::parse(value).map(System::Live))
            .ok_or_else(|| Invalid::new("validation.choice"))
    }

    fn as_str(self) -> &'static str {
        match self {
            System::Lobby(lobby) => lobby.as_str(),
            System::Live(kind) => kind.as_str(),
        }
    }

    fn scope(self) -> Scope<'static> {
        match self {
            System::Lobby(lobby) => Scope::Lobby(lobby),
            System::Live(kind) => Scope::Live(kind),
        }
    }
}

/// What a checked `casino/games` request asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Asked {
    /// Every category of a lobby or filter, each with its first `take` games.
    Rows { system: System, take: i64 },
    /// A page of every game of a lobby or filter.
    All { system: System, skip: i64, take: i64 },
    /// A page of one category.
    Category { id: i64, skip: i64, take: i64 },
    /// A page of the games whose search key contains `key`.
    Search { key: String, live: bool, skip: i64, take: i64 },
    /// A page of the player's favourites.
    Favourites { skip: i64, take: i64 },
}

impl GamesRequest {
    /// The request's shape and values, or every refused field.
    fn check(&self) -> Result<Asked, FieldErrors> {
        let mut errors = FieldErrors::default();
        let skip = errors.check("skip", bounded(self.skip.as_ref(), 0, 0, i64::from(i32::MAX))).unwrap_or(0);
        let take = errors.check("take", bounded(self.take.as_ref(), DEFAULT_TAKE, 1, MAX_TAKE)).unwrap_or(0);
        let asked = if self.favorites == Some(true) {
            Some(Asked::Favourites { skip, take })
        } else if let Some(search) = &self.search {
            let key = search_key(search);
            let checked = if search.chars().count() > SEARCH_MAX {
                Err(Invalid::new("validation.length").arg("min", 1).arg("max", SEARCH_MAX))
            } else if key.is_empty() {
                Err(Invalid::new("validation.required"))
            } else {
                Ok(key)
            };
            errors.check("search", checked).map(|key| Asked::Search { key, live: self.live == Some(true), skip, take })
        } else {
            let category = match &self.category_id {
                None => Ok(None),
                Some(value) => bounded(Some(value), 0, 0, i64::from(i32::MAX)).map(Some),
            };
            let category = errors.check("categoryId", category);
            let system = match (self.system_category.as_deref(), category) {
                // A category is found by its id alone.
                (None, Some(Some(id))) if id > 0 => Ok(None),
                (None, _) => Err(Invalid::new("validation.required")),
                (Some(text), _) => System::parse(text).map(Some),
            };
            let system = errors.check("systemCategory", system);
            match (system, category) {
                (Some(Some(system)), Some(None)) => Some(Asked::Rows { system, take }),
                (Some(Some(system)), Some(Some(0))) => Some(Asked::All { system, skip, take }),
                (Some(_), Some(Some(id))) => Some(Asked::Category { id, skip, take }),
                _ => None,
            }
        };
        errors.finish()?;
        asked.ok_or_else(|| FieldErrors::single("systemCategory", Invalid::new("validation.required")))
    }
}

/// Categories with their games, as asked by one of these bodies:
/// - `{systemCategory}`: every enabled category of that lobby or live filter, each with its first `take` games
///   and its total;
/// - `{systemCategory, categoryId, skip, take}`: one entry, that category's page (`categoryId` 0: every game of
///   the lobby or filter, named "Tümü"/"All");
/// - `{search, live, skip, take}`: one entry (id 0, "Arama"/"Search"), the games whose name contains the
///   search, live tables when `live` is true and every other game when it is not;
/// - `{favorites: true, skip, take}`: one entry (id 0, "Favoriler"/"Favourites"), the logged-in player's
///   favourites (401 for a visitor).
///
/// Only enabled games of enabled providers, ordered by position, then id.
#[utoipa::path(post, path = "/api/casino/games", tag = "casino", operation_id = "casino_games",
    request_body = GamesRequest,
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<CategoryGames>>),
        (status = 401, description = "favourites asked without a live session"),
        (status = 404, description = "casino.category_not_found"), (status = 422)))]
pub async fn games(
    State(state): State<AppState>,
    lang: Lang,
    headers: HeaderMap,
    ApiJson(input): ApiJson<GamesRequest>,
) -> ApiResult<Vec<CategoryGames>> {
    let db = &state.db;
    let answer = match input.check().map_err(Error::validation)? {
        Asked::Rows { system, take } => catalogue::overview(db, system.as_str(), take)
            .await?
            .into_iter()
            .map(|rail| CategoryGames::new(&rail.category, lang, Page { games: rail.games, total: rail.total }))
            .collect(),
        Asked::All { system, skip, take } => {
            let page = catalogue::page(db, system.scope(), skip, take).await?;
            vec![CategoryGames::list("casino.all", vec![system.as_str().to_owned()], lang, page)]
        }
        Asked::Category { id, skip, take } => {
            let category = catalogue::category(db, id)
                .await?
                .filter(|category| category.enabled)
                .ok_or_else(|| Error::not_found("casino.category_not_found"))?;
            let page = catalogue::page(db, Scope::Category(id), skip, take).await?;
            vec![CategoryGames::new(&category, lang, page)]
        }
        Asked::Search { key, live, skip, take } => {
            let page = catalogue::page(db, Scope::Search { key: &key, live }, skip, take).await?;
            vec![CategoryGames::list("casino.search", Vec::new(), lang, page)]
        }
        Asked::Favourites { skip, take } => {
            let token = bearer(&headers).ok_or_else(Error::unauthorized)?;
            let player = authenticate(&state, token, Activity::Active).await?;
            let page = catalogue::page(db, Scope::Favourites(player.player_id), skip, take).await?;
            vec![CategoryGames::list("casino.favourites", Vec::new(), lang, page)]
        }
    };
    Ok(Reply::data(answer))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn check(body: serde_json::Value) -> Result<Asked, Vec<String>> {
        let request: GamesRequest = serde_json::from_value(body).unwrap();
        request.check().map_err(|e| e.0.into_iter().map(|(field, _)| field).collect())
    }

    #[test]
    fn each_shape_is_recognised() {
        let slot = System::Lobby(Lobby::Slot);
        assert_eq!(check(json!({"systemCategory": "slot"})), Ok(Asked::Rows { system: slot, take: 24 }));
        assert_eq!(
            check(json!({"systemCategory": "roulette", "categoryId": 0, "skip": 24, "take": 24})),
            Ok(Asked::All { system: System::Live(LiveType::Roulette), skip: 24, take: 24 })
        );
        assert_eq!(
            check(json!({"systemCategory": "live", "categoryId": "7", "take": 10})),
            Ok(Asked::Category { id: 7, skip: 0, take: 10 })
        );
        assert_eq!(check(json!({"categoryId": 7})), Ok(Asked::Category { id: 7, skip: 0, take: 24 }));
        assert_eq!(
            check(json!({"search": " Gonzo's ", "live": false, "skip": 0, "take": 5})),
            Ok(Asked::Search { key: "gonzos".into(), live: false, skip: 0, take: 5 })
        );
        assert_eq!(
            check(json!({"favorites": true, "systemCategory": "x"})),
            Ok(Asked::Favourites { skip: 0, take: 24 })
        );
    }

    #[test]
    fn bad_input_names_its_fields() {
        assert_eq!(check(json!({})), Err(vec!["systemCategory".to_owned()]));
        assert_eq!(check(json!({"categoryId": 0})), Err(vec!["systemCategory".to_owned()]));
        assert_eq!(check(json!({"systemCategory": "casino"})), Err(vec!["systemCategory".to_owned()]));
        assert_eq!(check(json!({"search": "  "})), Err(vec!["search".to_owned()]));
        assert_eq!(check(json!({"search": "'&!"})), Err(vec!["search".to_owned()]));
        assert_eq!(check(json!({"search": "x".repeat(101)})), Err(vec!["search".to_owned()]));
        assert_eq!(
            check(json!({"systemCategory": "slot", "categoryId": -1, "skip": -1, "take": 101})),
            Err(vec!["skip".to_owned(), "take".to_owned(), "categoryId".to_owned()])
        );
    }
}
