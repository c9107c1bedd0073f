//! SoftGamings (`casino/softgamingslaunchurl`), through its Fundist API's `User/AuthHTML`, which logs the
//! player in at the chosen system (merchant) and answers the game as HTML with a script (`1,<html>`; anything
//! else is a failure, e.g. `34,Invalid Request`). SoftGamings hands its document to partners only; the call is
//! built as the public client implementations of that API agree (docs/decisions.md, "Game launch"):
//!
//! `GET {api_url}/System/Api/{api_key}/User/AuthHTML/?Login=…&Password=…&System=…&TID=…&Hash=…&Page=…
//! &UserIP=…&Language=…&Currency=TRY&Country=TR&IsMobile=1|0&UserAutoCreate=1&ExtParam={token}`,
//! `Hash` = MD5 hex of `User/AuthHTML/{server_ip}/{TID}/{api_key}/{Login}/{Password}/{System}/{api_password}`.
//!
//! Fundist keeps its own account per player: `Login` is `{login_prefix}_{player id}` and `Password` is derived
//! from it with `player_password_key` (HMAC-SHA256), so nothing more is stored. `ExtParam` carries the casino
//! session's token, which Fundist echoes on every wallet call.
//!
//! Settings: `api_url`, `server_ip` (our outbound address as registered with SoftGamings), `login_prefix`
//! (optional, `zar`). Secrets: `api_key`, `api_password`, `player_password_key`.

use axum::extract::State;
use domain::{casino::Provider, validation::FieldErrors};
use futures::future::BoxFuture;
use hmac::{Hmac, Mac};
use md5::{Digest, Md5};
use serde::Deserialize;
use sha2::Sha256;
use utoipa::ToSchema;

use super::contract::{
    Adapter, Asked, Failure, Key, Keys, Kind, Launch, Platform, code, encode, excerpt, http, query, transport_failure,
};
use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    session::{Origin, Player},
    state::AppState,
};

/// `{system, pageCode, isMobile}` (product §7).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct SoftGamingsRequest {
    /// The game's system (merchant) at SoftGamings (Game `system`).
    #[schema(value_type = String)]
    pub system: Option<Loose>,
    /// The game's page code (its `gameCode`).
    #[schema(value_type = String)]
    pub page_code: Option<Loose>,
    /// 1 on a phone, 0 otherwise.
    #[schema(value_type = i64)]
    pub is_mobile: Option<Loose>,
}

/// Launches a SoftGamings game: `data` is HTML with a script that starts the game (run it in a sandboxed
/// frame).
#[utoipa::path(post, path = "/api/casino/softgamingslaunchurl", tag = "casino",
    operation_id = "casino_softgamings_launch", request_body = SoftGamingsRequest,
    responses((status = 200, description = "HTML with a script", body = crate::reply::Envelope<String>),
        (status = 400, description = "casino.provider_not_configured, casino.provider_disabled"), (status = 401),
        (status = 404, description = "casino.game_not_found"), (status = 422),
        (status = 502, description = "casino.provider_unavailable")),
    security(("player" = [])))]
pub async fn launch(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<SoftGamingsRequest>,
) -> ApiResult<String> {
    let mut errors = FieldErrors::default();
    let code = errors.check("pageCode", code(input.page_code.as_ref()));
    let platform = errors.check("isMobile", Platform::from_is_mobile(input.is_mobile.as_ref()));
    errors.finish().map_err(Error::validation)?;
    let asked = Asked {
        provider: Provider::SoftGamings,
        code: code.unwrap_or_default(),
        product_id: None,
        system: input.system.as_ref().map(|s| s.text(0).trim().to_owned()).filter(|s| !s.is_empty()),
        platform: platform.unwrap_or(Platform::Desktop),
        language: locale,
        lobby_url: None,
    };
    super::contract::run(&state, player, &origin, asked, &SoftGamings).await
}

/// The SoftGamings adapter.
pub struct SoftGamings;

static KEYS: Keys = Keys {
    config: &[
        Key::required("api_url", Kind::Url),
        Key::required("server_ip", Kind::Ip),
        Key::optional("login_prefix", Kind::Text),
    ],
    secrets: &[
        Key::required("api_key", Kind::Text),
        Key::required("api_password", Kind::Text),
        Key::required("player_password_key", Kind::Text),
    ],
};

/// The method called.
const METHOD: &str = "User/AuthHTML";

/// The player's Fundist login: `{prefix}_{id}` (the prefix's letters and digits, at most 16).
pub fn login(prefix: Option<&str>, player_id: i64) -> String {
    let prefix: String = prefix.unwrap_or("zar").chars().filter(char::is_ascii_alphanumeric).take(16).collect();
    format!("{}_{player_id}", if prefix.is_empty() { "zar" } else { &prefix })
}

/// The player's Fundist password: 20 hex digits of HMAC-SHA256(`key`, login) — the same at every launch.
pub fn password(key: &str, login: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(login.as_bytes());
    hex::encode(mac.finalize().into_bytes())[..20].to_owned()
}

/// The request's `Hash`: MD5 hex of the method's fields in Fundist's order.
pub fn hash(fields: &[&str]) -> String {
    hex::encode(Md5::digest(fields.join("/").as_bytes()))
}

impl Adapter for SoftGamings {
    fn keys(&self) -> &'static Keys {
        &KEYS
    }

    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>> {
        Box::pin(async move {
            let api_url = launch.required(launch.config("api_url"), "api_url")?;
            let server_ip = launch.required(launch.config("server_ip"), "server_ip")?;
            let api_key = launch.required(launch.secret("api_key"), "api_key")?;
            let api_password = launch.required(launch.secret("api_password"), "api_password")?;
            let password_key = launch.required(launch.secret("player_password_key"), "player_password_key")?;
            let login = login(launch.config("login_prefix").as_deref(), launch.player_id);
            let password = password(&password_key, &login);
            let tid = hex::encode(rand::random::<[u8; 16]>());
            let hash = hash(&[METHOD, &server_ip, &tid, &api_key, &login, &password, launch.system, &api_password]);
            let params = [
                ("Login", login.clone()),
                ("Password", password),
                ("System", launch.system.to_owned()),
                ("TID", tid),
                ("Hash", hash),
                ("Page", launch.game.game_code.clone()),
                ("UserIP", launch.ip.to_owned()),
                ("Language", launch.language.code().to_owned()),
                ("Currency", "TRY".to_owned()),
                ("Country", "TR".to_owned()),
                ("IsMobile", if launch.platform == Platform::Mobile { "1" } else { "0" }.to_owned()),
                ("UserAutoCreate", "1".to_owned()),
                ("ExtParam", launch.token.to_owned()),
            ];
            let url = format!(
                "{}/System/Api/{}/{METHOD}/?{}",
                api_url.trim_end_matches('/'),
                encode(&api_key),
                query(&params)
            );
            let response = http().get(url).timeout(launch.timeout).send().await.map_err(transport_failure)?;
            let status = response.status();
            let text = response.text().await.map_err(transport_failure)?;
            match text.split_once(',') {
                Some(("1", html)) if status.is_success() && !html.trim().is_empty() => Ok(html.to_owned()),
                // The answer's code and message only: nothing of the request is in it.
                _ => Err(Failure::Unavailable(format!("answered {status}: {}", excerpt(&text)))),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logins_and_passwords_are_stable_per_player() {
        assert_eq!(login(None, 42), "zar_42");
        assert_eq!(login(Some("Zar Casino!"), 42), "ZarCasino_42");
        let first = password("k", "zar_42");
        assert_eq!(first, password("k", "zar_42"));
        assert_ne!(first, password("k", "zar_43"));
        assert_eq!(first.len(), 20);
        // Fundist's positional hash: MD5 hex of the fields joined by slashes.
        assert_eq!(hash(&["abc"]), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(hash(&["User", "AuthHTML"]), hash(&["User/AuthHTML"]));
    }
}
