//! The operators' catalogue API under `/api/admin/casino` (architecture §8): games (list and filter, add, change:
//! on/off, order, categories, tags, picture, name) and categories (list, add, change, remove). Role `content` or
//! admin; every change writes an audit row (before and after) in the change's own transaction. Provider
//! settings and credentials are another module's (role admin).

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use domain::{
    casino::{LiveType, Lobby, Provider, search_key},
    cms as rules,
    validation::{FieldErrors, Invalid, text_length, validate},
};
use serde::{Deserialize, Serialize};
use store::{
    casino::catalogue::{self, Category, CategoryInput, Curated, CuratedFilter, GameChange, NewGame, SlugTaken},
    cms::Localized,
};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::{favourites::CODE_MAX, lobby::percent};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    paging::{Page, Paging},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_games, create_game))
        .routes(routes!(get_game, update_game))
        .routes(routes!(list_categories, create_category))
        .routes(routes!(get_category, update_category, delete_category))
}

/// Longest game or category name (characters).
pub const NAME_MAX: usize = 100;
/// Longest category name (characters).
pub const CATEGORY_NAME_MAX: usize = 60;
/// Longest studio, product or system (characters).
pub const LABEL_MAX: usize = 100;
/// Most tags on a game.
pub const TAGS_MAX: usize = 10;
/// Highest position.
pub const POSITION_MAX: i64 = 1_000_000_000;

fn game_not_found() -> Error {
    Error::not_found("casino.game_not_found")
}

fn category_not_found() -> Error {
    Error::not_found("casino.category_not_found")
}

/// The numeric id of a path; anything else names nothing.
fn path_id(id: &str, missing: fn() -> Error) -> Result<i64, Error> {
    id.trim().parse().map_err(|_| missing())
}

// --------------------------------------------------------------------------------------------------- games

/// A game as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminGame {
    pub id: i64,
    pub provider_id: i64,
    pub provider_name: String,
    /// Whether its provider is on (a game of a provider that is off is hidden from players).
    pub provider_enabled: bool,
    pub game_code: String,
    pub name: String,
    pub studio: String,
    pub main_provider_id: i64,
    pub product_id: String,
    pub system: String,
    pub image: String,
    pub lobby: String,
    pub live: bool,
    pub live_type: Option<String>,
    pub tags: Vec<String>,
    /// Percent (96.48).
    pub rtp: Option<f64>,
    /// Lists show games by position, then id.
    pub position: i64,
    pub enabled: bool,
    /// The ids of the categories it is in.
    pub categories: Vec<i64>,
    pub created_at: DateTime<Utc>,
}

impl From<Curated> for AdminGame {
    fn from(Curated { game: g, categories }: Curated) -> Self {
        AdminGame {
            id: g.id,
            provider_id: g.provider_id,
            provider_name: g.provider_name,
            provider_enabled: g.provider_enabled,
            game_code: g.game_code,
            name: g.name,
            studio: g.studio,
            main_provider_id: g.main_provider_id,
            product_id: g.product_id,
            system: g.system,
            image: g.image_url,
            lobby: g.lobby,
            live: g.live,
            live_type: g.live_type,
            tags: g.tags,
            rtp: g.rtp.map(percent),
            position: g.position,
            enabled: g.enabled,
            categories,
            created_at: g.created_at,
        }
    }
}

/// Filters and paging of the games list (all optional).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct GamesQuery {
    /// A provider's id (1 Zar … 7 SoftGamings).
    pub provider: Option<String>,
    /// slot, live, games, bingo, tvbets or virtual.
    pub lobby: Option<String>,
    /// Part of the name (case and accents do not matter).
    pub search: Option<String>,
    /// true or false.
    pub enabled: Option<String>,
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

/// An optional query value; empty counts as absent.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

impl GamesQuery {
    fn filter(&self) -> Result<(CuratedFilter, Paging), Error> {
        let paging = Paging::parse(self.skip.as_deref(), self.take.as_deref())?;
        let mut errors = FieldErrors::default();
        let provider = given(&self.provider).map(|p| {
            p.parse()
                .ok()
                .and_then(Provider::from_id)
                .map(Provider::id)
                .ok_or_else(|| Invalid::new("validation.choice"))
        });
        let provider = errors.check("provider", provider.transpose());
        let lobby = given(&self.lobby).map(|l| Lobby::parse(l).ok_or_else(|| Invalid::new("validation.choice")));
        let lobby = errors.check("lobby", lobby.transpose());
        let enabled = given(&self.enabled).map(|e| e.parse::<bool>().map_err(|_| Invalid::new("validation.choice")));
        let enabled = errors.check("enabled", enabled.transpose());
        errors.finish().map_err(Error::validation)?;
        let search = given(&self.search).map(search_key).filter(|key| !key.is_empty());
        let filter = CuratedFilter {
            provider_id: provider.flatten(),
            lobby: lobby.flatten(),
            search,
            enabled: enabled.flatten(),
        };
        Ok((filter, paging))
    }
}

/// The catalogue, enabled or not, filtered, by position then id.
#[utoipa::path(get, path = "/api/admin/casino/games", tag = "admin", operation_id = "admin_casino_list_games",
    security(("operator" = [])), params(GamesQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminGame>>), (status = 401), (status = 403),
        (status = 422)))]
pub async fn list_games(
    State(state): State<AppState>,
    _: ContentEditor,
    Query(query): Query<GamesQuery>,
) -> ApiResult<Page<AdminGame>> {
    let (filter, paging) = query.filter()?;
    let (games, total) = catalogue::curated_page(&state.db, &filter, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: games.into_iter().map(AdminGame::from).collect(), total }))
}

/// One game.
#[utoipa::path(get, path = "/api/admin/casino/games/{id}", tag = "admin", operation_id = "admin_casino_get_game",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminGame>), (status = 401), (status = 403),
        (status = 404)))]
pub async fn get_game(State(state): State<AppState>, _: ContentEditor, Path(id): Path<String>) -> ApiResult<AdminGame> {
    let id = path_id(&id, game_not_found)?;
    let game = catalogue::curated(&state.db, id).await?.ok_or_else(game_not_found)?;
    Ok(Reply::data(game.into()))
}

/// A tag: 1 to 30 lowercase letters, digits and hyphens (`popular`, `bonus-buy`).
fn parse_tag(tag: &str) -> Result<String, Invalid> {
    let tag = tag.trim();
    let valid = (1..=30).contains(&tag.len())
        && tag.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !tag.starts_with('-');
    if valid { Ok(tag.to_owned()) } else { Err(Invalid::new("casino.tag")) }
}

/// At most [`TAGS_MAX`] tags, each once.
fn parse_tags(tags: &[String]) -> Result<Vec<String>, Invalid> {
    if tags.len() > TAGS_MAX {
        return Err(Invalid::new("validation.count").arg("min", 0).arg("max", TAGS_MAX));
    }
    let mut parsed: Vec<String> = Vec::with_capacity(tags.len());
    for tag in tags {
        let tag = parse_tag(tag)?;
        if !parsed.contains(&tag) {
            parsed.push(tag);
        }
    }
    Ok(parsed)
}

/// Category ids that all exist.
fn parse_categories(ids: &[i64], known: &[Category]) -> Result<Vec<i64>, Invalid> {
    let mut parsed: Vec<i64> = Vec::with_capacity(ids.len());
    for id in ids {
        if !known.iter().any(|category| category.id == *id) {
            return Err(Invalid::new("casino.category_unknown"));
        }
        if !parsed.contains(id) {
            parsed.push(*id);
        }
    }
    Ok(parsed)
}

fn parse_position(position: i64) -> Result<i64, Invalid> {
    if (0..=POSITION_MAX).contains(&position) {
        Ok(position)
    } else {
        Err(Invalid::new("validation.range").arg("min", 0).arg("max", POSITION_MAX))
    }
}

/// An optional label (studio, product, system): at most [`LABEL_MAX`] characters.
fn parse_label(value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.chars().count() > LABEL_MAX {
        return Err(Invalid::new("validation.length").arg("min", 0).arg("max", LABEL_MAX));
    }
    Ok(value.to_owned())
}

/// A provider's game code: 1 to 100 characters without spaces.
fn parse_code(value: &str) -> Result<String, Invalid> {
    let code = text_length(value, 1, CODE_MAX)?;
    if code.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(Invalid::new("casino.game_code"));
    }
    Ok(code.to_owned())
}

/// An RTP in percent with at most two decimals, 50–100, as basis points.
fn parse_rtp(value: f64) -> Result<i64, Invalid> {
    let basis_points = (value * 100.0).round();
    if (value * 100.0 - basis_points).abs() > 1e-6 {
        return Err(Invalid::new("validation.amount_decimals"));
    }
    if !(5_000.0..=10_000.0).contains(&basis_points) {
        return Err(Invalid::new("validation.range").arg("min", 50).arg("max", 100));
    }
    Ok(basis_points as i64)
}

/// A game to add. `liveType` makes it a live table of that type (roulette, blackjack, poker, baccarat, dealer).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct NewGameRequest {
    pub provider_id: Option<i64>,
    pub game_code: String,
    pub name: String,
    pub studio: String,
    pub main_provider_id: Option<i64>,
    pub product_id: String,
    pub system: String,
    /// Its tile: a path on this site or an http(s) url.
    pub image: String,
    pub lobby: String,
    pub live_type: Option<String>,
    pub tags: Vec<String>,
    /// Percent (96.48).
    pub rtp: Option<f64>,
    /// After the last game when absent.
    pub position: Option<i64>,
    /// Default true.
    pub enabled: Option<bool>,
    /// Category ids.
    pub categories: Vec<i64>,
}

/// Adds a game to the catalogue (409 `casino.game_exists` when its provider has one with that code).
#[utoipa::path(post, path = "/api/admin/casino/games", tag = "admin", operation_id = "admin_casino_create_game",
    security(("operator" = [])), request_body = NewGameRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminGame>), (status = 401), (status = 403),
        (status = 409, description = "casino.game_exists"), (status = 422)))]
pub async fn create_game(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<NewGameRequest>,
) -> ApiResult<AdminGame> {
    let known = catalogue::categories(&state.db, false).await?;
    let provider = request
        .provider_id
        .ok_or_else(|| Invalid::new("validation.required"))
        .and_then(|id| Provider::from_id(id).ok_or_else(|| Invalid::new("validation.choice")));
    let live = match request.live_type.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(kind) => LiveType::parse(kind).map(Some).ok_or_else(|| Invalid::new("validation.choice")),
    };
    let lobby = Lobby::parse(request.lobby.trim()).ok_or_else(|| {
        Invalid::new(if request.lobby.trim().is_empty() { "validation.required" } else { "validation.choice" })
    });
    let checked = validate((
        ("providerId", provider),
        ("gameCode", parse_code(&request.game_code)),
        ("name", text_length(&request.name, 1, NAME_MAX).map(str::to_owned)),
        ("studio", parse_label(&request.studio)),
        ("mainProviderId", parse_position(request.main_provider_id.unwrap_or(0))),
        ("productId", parse_label(&request.product_id)),
        ("system", parse_label(&request.system)),
        ("image", rules::parse_optional_url(&request.image)),
        ("lobby", lobby),
        ("liveType", live),
        ("tags", parse_tags(&request.tags)),
        ("categories", parse_categories(&request.categories, &known)),
    ));
    let extra = validate((
        ("rtp", request.rtp.map(parse_rtp).transpose()),
        ("position", request.position.map(parse_position).transpose()),
    ));
    let (checked, extra) = match (checked, extra) {
        (Ok(checked), Ok(extra)) => (checked, extra),
        (checked, extra) => {
            let mut errors = FieldErrors::default();
            errors.merge(checked.err().unwrap_or_default());
            errors.merge(extra.err().unwrap_or_default());
            return Err(Error::validation(errors));
        }
    };
    let (
        provider,
        game_code,
        name,
        studio,
        main_provider_id,
        product_id,
        system,
        image_url,
        lobby,
        live,
        tags,
        categories,
    ) = checked;
    let (rtp, position) = extra;
    let position = match position {
        Some(position) => position,
        None => catalogue::last_game_position(&state.db).await? + 10,
    };
    let new = NewGame {
        provider_id: provider.id(),
        game_code,
        name,
        studio,
        main_provider_id,
        product_id,
        system,
        image_url,
        lobby,
        live,
        tags,
        rtp,
        position,
        enabled: request.enabled.unwrap_or(true),
        categories,
    };
    let entry = editor.audit("casino.game.create", "casino_game", "");
    match catalogue::insert_game(&state.db, &new, state.clock.now(), Some(&entry)).await? {
        Ok(game) => Ok(Reply::with_message(lang.t("cms.saved"), game.into())),
        Err(catalogue::GameExists) => Err(Error::conflict("casino.game_exists", "gameCode")),
    }
}

/// What to change of a game; absent fields stay as they are.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct GameUpdateRequest {
    pub name: Option<String>,
    pub enabled: Option<bool>,
    pub position: Option<i64>,
    /// The ids of all the categories it is in (it leaves the others).
    pub categories: Option<Vec<i64>>,
    pub tags: Option<Vec<String>>,
    /// Its tile: a path on this site or an http(s) url; empty for none.
    pub image: Option<String>,
}

/// Changes a game: on or off, its position, categories, tags, tile or name.
#[utoipa::path(put, path = "/api/admin/casino/games/{id}", tag = "admin", operation_id = "admin_casino_update_game",
    security(("operator" = [])), params(("id" = i64, Path)), request_body = GameUpdateRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminGame>), (status = 401), (status = 403),
        (status = 404), (status = 422)))]
pub async fn update_game(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<GameUpdateRequest>,
) -> ApiResult<AdminGame> {
    let id = path_id(&id, game_not_found)?;
    let known = catalogue::categories(&state.db, false).await?;
    let (name, position, categories, tags, image_url) = validate((
        ("name", request.name.as_deref().map(|n| text_length(n, 1, NAME_MAX).map(str::to_owned)).transpose()),
        ("position", request.position.map(parse_position).transpose()),
        ("categories", request.categories.as_deref().map(|c| parse_categories(c, &known)).transpose()),
        ("tags", request.tags.as_deref().map(parse_tags).transpose()),
        ("image", request.image.as_deref().map(rules::parse_optional_url).transpose()),
    ))
    .map_err(Error::validation)?;
    let change = GameChange { name, enabled: request.enabled, position, categories, tags, image_url };
    let entry = editor.audit("casino.game.update", "casino_game", id);
    let game = catalogue::update_game(&state.db, id, &change, Some(&entry)).await?.ok_or_else(game_not_found)?;
    Ok(Reply::with_message(lang.t("cms.saved"), game.into()))
}

// ---------------------------------------------------------------------------------------------- categories

/// A name in Turkish and English.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct Names {
    pub tr: String,
    pub en: String,
}

/// A category as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminCategory {
    pub id: i64,
    pub slug: String,
    pub name: Names,
    /// The lobbies and live filters it shows in.
    pub slug_list: Vec<String>,
    pub image_url: String,
    pub position: i64,
    pub enabled: bool,
}

impl From<Category> for AdminCategory {
    fn from(c: Category) -> Self {
        AdminCategory {
            id: c.id,
            slug: c.slug,
            name: Names { tr: c.name.tr, en: c.name.en },
            slug_list: c.slug_list,
            image_url: c.image_url,
            position: c.position,
            enabled: c.enabled,
        }
    }
}

/// A category to save. `position` orders the rails (after the last when absent; an update keeps its place);
/// `enabled` defaults to true.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CategoryRequest {
    pub slug: String,
    pub name: Names,
    /// Lobbies (slot, live, games, bingo, tvbets, virtual) and live filters (roulette, blackjack, poker, baccarat,
    /// dealer), at least one.
    pub slug_list: Vec<String>,
    /// Its icon: a path on this site or an http(s) url; empty for none.
    pub image_url: String,
    pub position: Option<i64>,
    pub enabled: Option<bool>,
}

/// One to eleven lobbies and live filters, each once.
fn parse_slug_list(values: &[String]) -> Result<Vec<String>, Invalid> {
    let mut parsed: Vec<String> = Vec::with_capacity(values.len());
    for value in values {
        let value = value.trim();
        let known = Lobby::parse(value).map(Lobby::as_str).or_else(|| LiveType::parse(value).map(LiveType::as_str));
        let known = known.ok_or_else(|| Invalid::new("validation.choice"))?;
        if !parsed.iter().any(|p| p == known) {
            parsed.push(known.to_owned());
        }
    }
    if parsed.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    Ok(parsed)
}

/// The category's checked fields, its position `None` when the request leaves it to the server.
fn category_input(request: &CategoryRequest) -> Result<(CategoryInput, Option<i64>), Error> {
    let (slug, tr, en, slug_list, image_url, position) = validate((
        ("slug", rules::parse_slug(&request.slug)),
        ("name.tr", text_length(&request.name.tr, 1, CATEGORY_NAME_MAX).map(str::to_owned)),
        ("name.en", text_length(&request.name.en, 1, CATEGORY_NAME_MAX).map(str::to_owned)),
        ("slugList", parse_slug_list(&request.slug_list)),
        ("imageUrl", rules::parse_optional_url(&request.image_url)),
        ("position", request.position.map(parse_position).transpose()),
    ))
    .map_err(Error::validation)?;
    let input = CategoryInput {
        slug,
        name: Localized { tr, en },
        slug_list,
        image_url,
        position: position.unwrap_or(0),
        enabled: request.enabled.unwrap_or(true),
    };
    Ok((input, position))
}

/// Every category, enabled or not, in order.
#[utoipa::path(get, path = "/api/admin/casino/categories", tag = "admin", operation_id = "admin_casino_list_categories",
    security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminCategory>>), (status = 401), (status = 403)))]
pub async fn list_categories(State(state): State<AppState>, _: ContentEditor) -> ApiResult<Vec<AdminCategory>> {
    let categories = catalogue::categories(&state.db, false).await?;
    Ok(Reply::data(categories.into_iter().map(AdminCategory::from).collect()))
}

/// One category.
#[utoipa::path(get, path = "/api/admin/casino/categories/{id}", tag = "admin", operation_id = "admin_casino_get_category",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminCategory>), (status = 401), (status = 403),
        (status = 404)))]
pub async fn get_category(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<AdminCategory> {
    let id = path_id(&id, category_not_found)?;
    let category = catalogue::category(&state.db, id).await?.ok_or_else(category_not_found)?;
    Ok(Reply::data(category.into()))
}

/// Adds a category (409 `casino.category_slug_taken` when its slug is in use).
#[utoipa::path(post, path = "/api/admin/casino/categories", tag = "admin", operation_id = "admin_casino_create_category",
    security(("operator" = [])), request_body = CategoryRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminCategory>), (status = 401), (status = 403),
        (status = 409), (status = 422)))]
pub async fn create_category(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<CategoryRequest>,
) -> ApiResult<AdminCategory> {
    let (mut input, position) = category_input(&request)?;
    if position.is_none() {
        let categories = catalogue::categories(&state.db, false).await?;
        input.position = categories.iter().map(|c| c.position).max().unwrap_or(0) + 1;
    }
    let entry = editor.audit("casino.category.create", "casino_category", "");
    match catalogue::create_category(&state.db, &input, Some(&entry)).await? {
        Ok(category) => Ok(Reply::with_message(lang.t("cms.saved"), category.into())),
        Err(SlugTaken) => Err(Error::conflict("casino.category_slug_taken", "slug")),
    }
}

/// Replaces a category (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/casino/categories/{id}", tag = "admin", operation_id = "admin_casino_update_category",
    security(("operator" = [])), params(("id" = i64, Path)), request_body = CategoryRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminCategory>), (status = 401), (status = 403),
        (status = 404), (status = 409), (status = 422)))]
pub async fn update_category(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<CategoryRequest>,
) -> ApiResult<AdminCategory> {
    let id = path_id(&id, category_not_found)?;
    let current = catalogue::category(&state.db, id).await?.ok_or_else(category_not_found)?;
    let (mut input, position) = category_input(&request)?;
    input.position = position.unwrap_or(current.position);
    input.enabled = request.enabled.unwrap_or(current.enabled);
    let entry = editor.audit("casino.category.update", "casino_category", id);
    match catalogue::update_category(&state.db, id, &input, Some(&entry)).await?.ok_or_else(category_not_found)? {
        Ok(category) => Ok(Reply::with_message(lang.t("cms.saved"), category.into())),
        Err(SlugTaken) => Err(Error::conflict("casino.category_slug_taken", "slug")),
    }
}

/// Removes a category; its games stay in the catalogue.
#[utoipa::path(delete, path = "/api/admin/casino/categories/{id}", tag = "admin", operation_id = "admin_casino_delete_category",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope),
        (status = 401), (status = 403), (status = 404)))]
pub async fn delete_category(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = path_id(&id, category_not_found)?;
    let entry = editor.audit("casino.category.delete", "casino_category", id);
    catalogue::delete_category(&state.db, id, Some(&entry)).await?.ok_or_else(category_not_found)?;
    Ok(Reply::message(lang.t("cms.deleted")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rtps_are_percent_with_two_decimals() {
        assert_eq!(parse_rtp(96.48), Ok(9648));
        assert_eq!(parse_rtp(100.0), Ok(10_000));
        assert!(parse_rtp(96.485).is_err());
        assert!(parse_rtp(49.99).is_err());
        assert!(parse_rtp(101.0).is_err());
    }

    #[test]
    fn slug_lists_name_lobbies_and_filters_once() {
        assert_eq!(
            parse_slug_list(&["LIVE".into(), "roulette".into(), "live".into()]),
            Ok(vec!["live".into(), "roulette".into()])
        );
        assert!(parse_slug_list(&[]).is_err());
        assert!(parse_slug_list(&["casino".into()]).is_err());
    }

    #[test]
    fn tags_are_short_slugs() {
        assert_eq!(
            parse_tags(&["new".into(), "bonus-buy".into(), "new".into()]),
            Ok(vec!["new".into(), "bonus-buy".into()])
        );
        assert!(parse_tags(&["Yeni Oyun".into()]).is_err());
        assert!(parse_tags(&vec!["a".to_owned(); 11]).is_err());
    }
}
