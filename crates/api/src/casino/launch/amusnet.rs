//! Amusnet (`casino/amusnetlaunchurl`). Amusnet publishes no integration document; until its own is followed,
//! the launch is a url built here on the configured launch address, signed with Zar's signature scheme
//! (docs/decisions.md, "Game launch"):
//!
//! `{launch_url}?portalCode=…&gameId=…&playerId=…&token=…&language=tr|en&mobile=true|false&currency=TRY
//! &country=TR&lobbyUrl=…&signature=t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<query before &signature>">`
//!
//! Settings: `launch_url`, `portal_code`. Secret: `signing_key`.

use axum::extract::State;
use domain::{casino::Provider, validation::FieldErrors};
use futures::future::BoxFuture;
use serde::Deserialize;
use utoipa::ToSchema;

use super::contract::{Adapter, Asked, Failure, Key, Keys, Kind, Launch, Platform, code, signed_url};
use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// `{code, isMobile}` (product §7).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct AmusnetRequest {
    /// Amusnet's code of the game.
    #[schema(value_type = String)]
    pub code: Option<Loose>,
    /// true (or 1) on a phone.
    #[schema(value_type = bool)]
    pub is_mobile: Option<Loose>,
}

/// Launches an Amusnet game: `data` is the game's url.
#[utoipa::path(post, path = "/api/casino/amusnetlaunchurl", tag = "casino", operation_id = "casino_amusnet_launch",
    request_body = AmusnetRequest,
    responses((status = 200, description = "the game's url", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<AmusnetRequest>,
) -> ApiResult<String> {
    let mut errors = FieldErrors::default();
    let code = errors.check("code", code(input.code.as_ref()));
    let platform = errors.check("isMobile", Platform::from_is_mobile(input.is_mobile.as_ref()));
    errors.finish().map_err(Error::validation)?;
    let asked = Asked {
        provider: Provider::Amusnet,
        code: code.unwrap_or_default(),
        product_id: None,
        system: None,
        platform: platform.unwrap_or(Platform::Desktop),
        language: locale,
        lobby_url: None,
    };
    super::contract::run(&state, player, &origin, asked, &Amusnet).await
}

/// The Amusnet adapter.
pub struct Amusnet;

static KEYS: Keys = Keys {
    config: &[Key::required("launch_url", Kind::Url), Key::required("portal_code", Kind::Text)],
    secrets: &[Key::required("signing_key", Kind::Text)],
};

impl Adapter for Amusnet {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let params = [
                ("portalCode", launch.required(launch.config("portal_code"), "portal_code")?),
                ("gameId", launch.game.game_code.clone()),
                ("playerId", launch.username.to_owned()),
                ("token", launch.token.to_owned()),
                ("language", launch.language.code().to_owned()),
                ("mobile", (launch.platform == Platform::Mobile).to_string()),
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
