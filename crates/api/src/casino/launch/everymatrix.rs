//! EveryMatrix (`casino/emlaunchurl`): CasinoEngine's game loader,
//! `{launch_url}/Loader/Start/{domain_id}/{gameCode}?language=tr|en&funMode=False&_sid={token}`, the shape
//! EveryMatrix's public clients open (their integration document itself is not public). `_sid` is the casino
//! session's token, which EveryMatrix presents back to the seamless wallet. The spec's `productId` must be the
//! game's (when the catalogue has one).
//!
//! Settings: `launch_url` (e.g. `https://gamelaunch.everymatrix.com`), `domain_id` (our operator domain at
//! EveryMatrix). No secret: the token is the credential.

use axum::extract::State;
use domain::{casino::Provider, validation::FieldErrors};
use futures::future::BoxFuture;
use serde::Deserialize;
use utoipa::ToSchema;

use super::contract::{Adapter, Asked, Failure, Key, Keys, Kind, Launch, Platform, code, encode, query};
use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// `{code, productId}` (product §7).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct EveryMatrixRequest {
    /// EveryMatrix's code (slug) of the game.
    #[schema(value_type = String)]
    pub code: Option<Loose>,
    /// The game's productId (Game `productId`).
    #[schema(value_type = String)]
    pub product_id: Option<Loose>,
}

/// Launches an EveryMatrix game: `data` is the game's url.
#[utoipa::path(post, path = "/api/casino/emlaunchurl", tag = "casino", operation_id = "casino_everymatrix_launch",
    request_body = EveryMatrixRequest,
    responses((status = 200, description = "the game's url", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422)),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<EveryMatrixRequest>,
) -> ApiResult<String> {
    let mut errors = FieldErrors::default();
    let code = errors.check("code", code(input.code.as_ref()));
    errors.finish().map_err(Error::validation)?;
    let asked = Asked {
        provider: Provider::EveryMatrix,
        code: code.unwrap_or_default(),
        product_id: input.product_id.as_ref().map(|p| p.text(0)),
        system: None,
        platform: Platform::Desktop,
        language: locale,
        lobby_url: None,
    };
    super::contract::run(&state, player, &origin, asked, &EveryMatrix).await
}

/// The EveryMatrix adapter.
pub struct EveryMatrix;

static KEYS: Keys =
    Keys { config: &[Key::required("launch_url", Kind::Url), Key::required("domain_id", Kind::Text)], secrets: &[] };

impl Adapter for EveryMatrix {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let base = launch.required(launch.config("launch_url"), "launch_url")?;
            let domain = launch.required(launch.config("domain_id"), "domain_id")?;
            let params = [
                ("language", launch.language.code().to_owned()),
                ("funMode", "False".to_owned()),
                ("_sid", launch.token.to_owned()),
            ];
            Ok(format!(
                "{}/Loader/Start/{}/{}?{}",
                base.trim_end_matches('/'),
                encode(&domain),
                encode(&launch.game.game_code),
                query(&params)
            ))
        })
    }
}
