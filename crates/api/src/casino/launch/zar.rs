//! Zar, the built-in provider (`casino/zarlaunchurl`): its games are served by this site (`zar serve` runs the
//! game server in-process), so the launch is a path on it, `/games/{gameCode}?token=…&lang=tr|en&lobby={lobbyUrl,
//! encoded}`, opened in a frame on the same origin. When the game server runs as a service of its own
//! (`zar games serve`), the provider's optional setting `games_url` (its public address) is put in front. The
//! game presents the token to the seamless wallet like any provider's.

use axum::extract::State;
use domain::casino::Provider;
use futures::future::BoxFuture;

use super::contract::{Adapter, Failure, Key, Keys, Kind, Launch, PlatformRequest, encode, query};
use crate::{
    error::ApiJson,
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// Launches a built-in game: `data` is the game's page on this site (a path).
#[utoipa::path(post, path = "/api/casino/zarlaunchurl", tag = "casino", operation_id = "casino_zar_launch",
    request_body = PlatformRequest,
    responses((status = 200, description = "the game's page: /games/{gameCode}?token=…&lang=…&lobby=…",
        body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<PlatformRequest>,
) -> ApiResult<String> {
    let asked = input.asked(Provider::Zar, locale)?;
    super::contract::run(&state, player, &origin, asked, &Zar).await
}

/// The built-in provider's adapter.
pub struct Zar;

static KEYS: Keys = Keys { config: &[Key::optional("games_url", Kind::Url)], secrets: &[] };

impl Adapter for Zar {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let params = [
                ("token", launch.token.to_owned()),
                ("lang", launch.language.code().to_owned()),
                ("lobby", launch.lobby_url.to_owned()),
            ];
            let base = launch.config("games_url").unwrap_or_default();
            Ok(format!("{}/games/{}?{}", base.trim_end_matches('/'), encode(&launch.game.game_code), query(&params)))
        })
    }
}
