//! A player's favourite games (product §4: the heart on a tile): `casino/togglefavorite` (product §7) and
//! `casino/favoritelist` (ours, for the client's `userFavoriteList`). The favourites as a list of games are
//! `casino/games` with `favorites: true`.

use axum::extract::State;
use domain::{
    casino::Provider,
    validation::{Invalid, text_length, validate},
};
use serde::{Deserialize, Serialize};
use store::casino::{catalogue, favourites};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::{Loose, required_integer},
    error::{ApiJson, Error},
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(toggle_favorite)).routes(routes!(favorite_list))
}

/// The longest game code (characters).
pub const CODE_MAX: usize = 100;

/// `{code, providerId}`: a game by its provider's code.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ToggleFavoriteRequest {
    /// The game's `gameCode`.
    pub code: Option<String>,
    /// The game's `providerId`.
    #[schema(value_type = i64)]
    pub provider_id: Option<Loose>,
}

/// Whether the game is a favourite now.
#[derive(Debug, Serialize, ToSchema)]
pub struct FavoriteToggled {
    pub favorite: bool,
}

/// A known provider's id.
fn provider(value: Option<&Loose>) -> Result<Provider, Invalid> {
    Provider::from_id(required_integer(value)?).ok_or_else(|| Invalid::new("validation.choice"))
}

/// Makes a game a favourite of the player, or no longer one when it was. A game players cannot see (disabled,
/// or its provider is) can only be taken off.
#[utoipa::path(post, path = "/api/casino/togglefavorite", tag = "casino", operation_id = "casino_toggle_favorite",
    request_body = ToggleFavoriteRequest,
    responses((status = 200, body = crate::reply::Envelope<FavoriteToggled>), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn toggle_favorite(
    State(state): State<AppState>,
    player: Player,
    ApiJson(input): ApiJson<ToggleFavoriteRequest>,
) -> ApiResult<FavoriteToggled> {
    let (code, provider) = validate((
        ("code", text_length(input.code.as_deref().unwrap_or_default(), 1, CODE_MAX)),
        ("providerId", provider(input.provider_id.as_ref())),
    ))
    .map_err(Error::validation)?;
    let game = catalogue::game_by_code(&state.db, provider.id(), code)
        .await?
        .ok_or_else(|| Error::not_found("casino.game_not_found"))?;
    let visible = game.enabled && game.provider_enabled;
    if !visible && !favourites::is_favourite(&state.db, player.player_id, game.id).await? {
        return Err(Error::not_found("casino.game_not_found"));
    }
    let favorite = favourites::toggle(&state.db, player.player_id, game.id, state.clock.now()).await?;
    Ok(Reply::data(FavoriteToggled { favorite }))
}

/// The game codes of the player's favourites that can be played, in catalogue order.
#[utoipa::path(get, path = "/api/casino/favoritelist", tag = "casino", operation_id = "casino_favorite_list",
    responses((status = 200, body = crate::reply::Envelope<Vec<String>>), (status = 401)),
    security(("player" = [])))]
pub async fn favorite_list(State(state): State<AppState>, player: Player) -> ApiResult<Vec<String>> {
    Ok(Reply::data(favourites::codes(&state.db, player.player_id).await?))
}
