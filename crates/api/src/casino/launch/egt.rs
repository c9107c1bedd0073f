//! EGT Digital (`casino/egtlaunchurl`). EGT Digital publishes no integration document; until its own is
//! followed, the launch is a url built here on the configured launch address, with the player, the casino
//! session's token and the game, signed with Zar's signature scheme (docs/decisions.md, "Game launch"):
//!
//! `{launch_url}?operatorId=…&gameId=…&playerId=…&token=…&language=tr|en&platform=desktop|mobile&currency=TRY
//! &country=TR&lobbyUrl=…&signature=t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<query before &signature>">`
//!
//! Settings: `launch_url`, `operator_id`. Secret: `signing_key`.

use axum::extract::State;
use domain::casino::Provider;
use futures::future::BoxFuture;

use super::contract::{Adapter, Failure, Key, Keys, Kind, Launch, Platform, PlatformRequest, signed_url};
use crate::{
    error::ApiJson,
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// Launches an EGT Digital game: `data` is the game's url.
#[utoipa::path(post, path = "/api/casino/egtlaunchurl", tag = "casino", operation_id = "casino_egt_launch",
    request_body = PlatformRequest,
    responses((status = 200, description = "the game's url", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<PlatformRequest>,
) -> ApiResult<String> {
    let asked = input.asked(Provider::Egt, locale)?;
    super::contract::run(&state, player, &origin, asked, &Egt).await
}

/// The EGT Digital adapter.
pub struct Egt;

static KEYS: Keys = Keys {
    config: &[Key::required("launch_url", Kind::Url), Key::required("operator_id", Kind::Text)],
    secrets: &[Key::required("signing_key", Kind::Text)],
};

impl Adapter for Egt {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let params = [
                ("operatorId", launch.required(launch.config("operator_id"), "operator_id")?),
                ("gameId", launch.game.game_code.clone()),
                ("playerId", launch.username.to_owned()),
                ("token", launch.token.to_owned()),
                ("language", launch.language.code().to_owned()),
                ("platform", if launch.platform == Platform::Mobile { "mobile" } else { "desktop" }.to_owned()),
                ("currency", "TRY".to_owned()),
                ("country", "TR".to_owned()),
                ("lobbyUrl", launch.absolute_lobby_url()),
            ];
            let base = launch.required(launch.config("launch_url"), "launch_url")?;
            let key = launch.required(launch.secret("signing_key"), "signing_key")?;
            Ok(signed_url(&base, &params, &key, launch.now))
        })
    }
}
