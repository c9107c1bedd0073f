//! Digitain (`casino/dtlaunchurl`). Digitain publishes no integration document; until its own is followed, the
//! launch is a url built here on the configured launch address, signed with Zar's signature scheme
//! (docs/decisions.md, "Game launch"). The spec's payload has no device: Digitain's client picks its layout.
//!
//! `{launch_url}?partnerId=…&gameId=…&playerId=…&token=…&language=tr|en&currency=TRY&country=TR&lobbyUrl=…
//! &signature=t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<query before &signature>">`
//!
//! Settings: `launch_url`, `partner_id`. Secret: `signing_key`.

use axum::extract::State;
use domain::casino::Provider;
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

/// `{code}` (product §7).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DigitainRequest {
    /// Digitain's code of the game.
    #[schema(value_type = String)]
    pub code: Option<Loose>,
}

/// Launches a Digitain game: `data` is the game's url.
#[utoipa::path(post, path = "/api/casino/dtlaunchurl", tag = "casino", operation_id = "casino_digitain_launch",
    request_body = DigitainRequest,
    responses((status = 200, description = "the game's url", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<DigitainRequest>,
) -> ApiResult<String> {
    let code = code(input.code.as_ref()).map_err(|e| Error::field("code", e))?;
    let asked = Asked {
        provider: Provider::Digitain,
        code,
        product_id: None,
        system: None,
        platform: Platform::Desktop,
        language: locale,
        lobby_url: None,
    };
    super::contract::run(&state, player, &origin, asked, &Digitain).await
}

/// The Digitain adapter.
pub struct Digitain;

static KEYS: Keys = Keys {
    config: &[Key::required("launch_url", Kind::Url), Key::required("partner_id", Kind::Text)],
    secrets: &[Key::required("signing_key", Kind::Text)],
};

impl Adapter for Digitain {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let params = [
                ("partnerId", launch.required(launch.config("partner_id"), "partner_id")?),
                ("gameId", launch.game.game_code.clone()),
                ("playerId", launch.username.to_owned()),
                ("token", launch.token.to_owned()),
                ("language", launch.language.code().to_owned()),
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
