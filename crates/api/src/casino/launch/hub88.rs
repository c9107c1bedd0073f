//! Hub88 (`casino/hub88launchurl`), by its public Operator API: `POST {api_url}/operator/generic/v2/game/url`
//! with the player, the casino session's token, platform, language, lobby and deposit pages, ip, game code,
//! currency TRY and country TR, the JSON body signed with the operator's RSA private key (RSA-SHA256, PKCS#1
//! v1.5, base64) in `X-Hub88-Signature`. Hub88 answers `{url}`: the game's landing page.
//!
//! Settings: `api_url` (Hub88's API address, e.g. `https://api.hub88.io`), `operator_id` (a number),
//! `sub_partner_id` (optional: our brand at Hub88). Secret: `private_key` (PEM; its public key is registered
//! with Hub88).

use axum::extract::State;
use base64::Engine;
use domain::casino::Provider;
use futures::future::BoxFuture;
use rsa::{
    RsaPrivateKey,
    pkcs1v15::SigningKey,
    signature::{SignatureEncoding, Signer},
};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::Sha256;

use super::contract::{
    Adapter, Failure, Key, Keys, Kind, Launch, Platform, PlatformRequest, excerpt, http, private_key, transport_failure,
};
use crate::{
    error::ApiJson,
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// Hub88's signature header.
pub const SIGNATURE_HEADER: &str = "X-Hub88-Signature";
/// The game url call, under the configured `api_url`.
pub const GAME_URL_PATH: &str = "/operator/generic/v2/game/url";

/// Launches a Hub88 game: `data` is the game's url (open it in a frame or a new page).
#[utoipa::path(post, path = "/api/casino/hub88launchurl", tag = "casino", operation_id = "casino_hub88_launch",
    request_body = PlatformRequest,
    responses((status = 200, description = "the game's url", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422),
        (status = 502, description = "casino.provider_unavailable")),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<PlatformRequest>,
) -> ApiResult<String> {
    let asked = input.asked(Provider::Hub88, locale)?;
    super::contract::run(&state, player, &origin, asked, &Hub88).await
}

/// The Hub88 adapter.
pub struct Hub88;

static KEYS: Keys = Keys {
    config: &[
        Key::required("api_url", Kind::Url),
        Key::required("operator_id", Kind::Integer),
        Key::optional("sub_partner_id", Kind::Text),
    ],
    secrets: &[Key::required("private_key", Kind::RsaPrivateKey)],
};

/// The body of Hub88's game url call (their field names).
#[derive(Debug, Serialize)]
struct GameUrl<'a> {
    user: &'a str,
    token: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    sub_partner_id: Option<String>,
    platform: &'static str,
    operator_id: i64,
    meta: Map<String, Value>,
    lobby_url: String,
    lang: &'static str,
    ip: &'a str,
    game_code: &'a str,
    deposit_url: String,
    currency: &'static str,
    game_currency: &'static str,
    country: &'static str,
}

#[derive(Debug, Deserialize)]
struct GameUrlAnswer {
    url: Option<String>,
}

impl Adapter for Hub88 {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let api_url = launch.required(launch.config("api_url"), "api_url")?;
            let operator_id = launch
                .required(launch.config("operator_id"), "operator_id")?
                .parse::<i64>()
                .map_err(|_| Failure::NotConfigured("operator_id is not a number".to_owned()))?;
            let key = private_key(&launch.required(launch.secret("private_key"), "private_key")?)
                .ok_or_else(|| Failure::NotConfigured("private_key is not an RSA private key in PEM".to_owned()))?;
            let body = GameUrl {
                user: launch.username,
                token: launch.token,
                sub_partner_id: launch.config("sub_partner_id"),
                platform: match launch.platform {
                    Platform::Desktop => "GPL_DESKTOP",
                    Platform::Mobile => "GPL_MOBILE",
                },
                operator_id,
                meta: Map::new(),
                lobby_url: launch.absolute_lobby_url(),
                lang: launch.language.code(),
                ip: launch.ip,
                game_code: &launch.game.game_code,
                deposit_url: launch.deposit_url(),
                currency: "TRY",
                game_currency: "TRY",
                country: "TR",
            };
            let body = serde_json::to_vec(&body).map_err(|e| Failure::Unavailable(format!("body: {e}")))?;
            let signature = sign(key, &body);
            let url = format!("{}{GAME_URL_PATH}", api_url.trim_end_matches('/'));
            let response = http()
                .post(url)
                .timeout(launch.timeout)
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .header(SIGNATURE_HEADER, signature)
                .body(body)
                .send()
                .await
                .map_err(transport_failure)?;
            let status = response.status();
            let text = response.text().await.map_err(transport_failure)?;
            if !status.is_success() {
                return Err(Failure::Unavailable(format!("answered {status}: {}", excerpt(&text))));
            }
            let answer: GameUrlAnswer = serde_json::from_str(&text)
                .map_err(|_| Failure::Unavailable(format!("answer is not JSON: {}", excerpt(&text))))?;
            match answer.url.filter(|u| u.starts_with("https://") || u.starts_with("http://")) {
                Some(url) => Ok(url),
                None => Err(Failure::Unavailable(format!("answer has no url: {}", excerpt(&text)))),
            }
        })
    }
}

/// An RSA private key from PEM: PKCS#8 (`BEGIN PRIVATE KEY`) or PKCS#1 (`BEGIN RSA PRIVATE KEY`); a key pasted
/// Hub88's signature of `body`: RSA-SHA256 (PKCS#1 v1.5) with `key`, base64.
pub fn sign(key: RsaPrivateKey, body: &[u8]) -> String {
    let signature = SigningKey::<Sha256>::new(key).sign(body);
    base64::engine::general_purpose::STANDARD.encode(signature.to_bytes())
}
