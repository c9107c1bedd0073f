//! What a provider's adapter is ([`Adapter`], its [`Keys`], the [`Launch`] it builds from) and the one flow
//! every launch call shares ([`run`]): the game, the provider, its credentials, the casino session, then the
//! adapter. The adapters (`amusnet`, `hub88` …) and the launch calls are beside it.

use std::{sync::OnceLock, time::Duration};

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::{
    casino::Provider,
    locale::Locale,
    validation::{FieldErrors, Invalid},
};
use futures::future::BoxFuture;
use rsa::{RsaPrivateKey, pkcs1::DecodeRsaPrivateKey, pkcs8::DecodePrivateKey};
use serde::Deserialize;
use serde_json::{Map, Value};
use store::casino::{launch::LaunchGame, providers::Provider as Configured, sessions::NewSession};
use utoipa::ToSchema;

use crate::{
    accounts::Loose,
    error::Error,
    reply::{ApiResult, Reply},
    session::{Origin, Player, new_token, token_hash},
    state::AppState,
};

/// A provider's launch: which settings and secrets it needs, and how it builds the launch from them.
pub trait Adapter: Send + Sync {
    /// The settings (`config`) and secrets an operator gives this provider (docs/operations.md lists them).
    fn keys(&self) -> &'static Keys;

    /// Builds the launch: the url to open (or, for SoftGamings, the HTML to run). Only called when every
    /// required key is set.
    fn launch<'a>(&'a self, launch: &'a Launch<'a>) -> BoxFuture<'a, Result<String, Failure>>;
}

/// Why an adapter could not launch.
#[derive(Debug)]
pub enum Failure {
    /// A credential is unusable (e.g. a key that does not parse): for the log, never with a secret in it.
    NotConfigured(String),
    /// The provider's server failed: for the log, never with a secret in it.
    Unavailable(String),
}

/// What a setting holds; an operator's value is checked against it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An `http(s)://` address.
    Url,
    /// A whole number (a JSON number or a string of digits).
    Integer,
    /// Text.
    Text,
    /// An IPv4 or IPv6 address.
    Ip,
    /// An RSA private key in PEM (PKCS#8 `BEGIN PRIVATE KEY` or PKCS#1 `BEGIN RSA PRIVATE KEY`).
    RsaPrivateKey,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Url => "url",
            Kind::Integer => "integer",
            Kind::Text => "text",
            Kind::Ip => "ip",
            Kind::RsaPrivateKey => "rsaPrivateKey",
        }
    }
}

/// One setting or secret of a provider.
#[derive(Debug, Clone, Copy)]
pub struct Key {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

impl Key {
    pub const fn required(name: &'static str, kind: Kind) -> Key {
        Key { name, kind, required: true }
    }

    pub const fn optional(name: &'static str, kind: Kind) -> Key {
        Key { name, kind, required: false }
    }
}

/// A provider's settings (`config`, may be read back) and secrets (never read back).
#[derive(Debug)]
pub struct Keys {
    pub config: &'static [Key],
    pub secrets: &'static [Key],
}

/// Longest setting or secret accepted (a PEM key is a few KiB).
const VALUE_MAX: usize = 16 * 1024;

impl Keys {
    /// The required keys `provider` has no value for (`config.…` and `secrets.…`); empty when it can launch.
    pub fn missing(&self, provider: &Configured) -> Vec<String> {
        let absent = |map: &Map<String, Value>, key: &Key| key.required && value_text(map.get(key.name)).is_none();
        let config = self.config.iter().filter(|k| absent(&provider.config, k)).map(|k| format!("config.{}", k.name));
        let secrets =
            self.secrets.iter().filter(|k| absent(&provider.secrets, k)).map(|k| format!("secrets.{}", k.name));
        config.chain(secrets).collect()
    }

    /// Checks an operator's new `config` (whole) and `secrets` (the keys written; `null` removes): each key must
    /// be one of this provider's, each value of its kind. Refusals come under `config.<key>` / `secrets.<key>`.
    pub fn check(&self, config: Option<&Map<String, Value>>, secrets: Option<&Map<String, Value>>) -> FieldErrors {
        let mut errors = FieldErrors::default();
        let mut check = |part: &str, keys: &[Key], map: &Map<String, Value>, nullable: bool| {
            for (name, value) in map {
                let field = format!("{part}.{name}");
                let verdict = match keys.iter().find(|k| k.name == name) {
                    None => Err(Invalid::new("casino.unknown_setting")),
                    Some(_) if value.is_null() && nullable => Ok(()),
                    Some(key) => check_value(key.kind, value),
                };
                errors.check(&field, verdict);
            }
        };
        if let Some(config) = config {
            check("config", self.config, config, false);
        }
        if let Some(secrets) = secrets {
            check("secrets", self.secrets, secrets, true);
        }
        errors
    }
}

/// A setting's value as text: a non-empty string (trimmed) or a number.
pub fn value_text(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(text) => Some(text.trim().to_owned()).filter(|t| !t.is_empty()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

fn check_value(kind: Kind, value: &Value) -> Result<(), Invalid> {
    let text = value_text(Some(value)).ok_or_else(|| Invalid::new("validation.required"))?;
    if text.len() > VALUE_MAX {
        return Err(Invalid::new("validation.length").arg("min", 1).arg("max", VALUE_MAX));
    }
    let ok = match kind {
        Kind::Text => true,
        Kind::Integer => text.parse::<i64>().is_ok(),
        Kind::Ip => text.parse::<std::net::IpAddr>().is_ok(),
        Kind::Url => reqwest::Url::parse(&text).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.has_host()),
        Kind::RsaPrivateKey => private_key(&text).is_some(),
    };
    if ok {
        return Ok(());
    }
    Err(match kind {
        Kind::Integer => Invalid::new("validation.integer"),
        Kind::Url => Invalid::new("casino.setting_url"),
        Kind::Ip => Invalid::new("casino.setting_ip"),
        Kind::RsaPrivateKey => Invalid::new("casino.setting_private_key"),
        Kind::Text => Invalid::new("validation.required"),
    })
}

/// A launch's device: the spec's `platform` 1 (desktop) or 2 (mobile), or `isMobile`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    Desktop,
    Mobile,
}

impl Platform {
    /// `platform`: 1 desktop, 2 mobile; required.
    pub fn parse(value: Option<&Loose>) -> Result<Platform, Invalid> {
        match value.and_then(Loose::integer) {
            Some(1) => Ok(Platform::Desktop),
            Some(2) => Ok(Platform::Mobile),
            _ => Err(Invalid::new("validation.range").arg("min", 1).arg("max", 2)),
        }
    }

    /// `isMobile`: true/false, 1/0 (or their strings); absent is desktop.
    pub fn from_is_mobile(value: Option<&Loose>) -> Result<Platform, Invalid> {
        let mobile = match value {
            None => false,
            Some(Loose::Bool(b)) => *b,
            Some(Loose::Text(t)) if t.trim().eq_ignore_ascii_case("true") => true,
            Some(Loose::Text(t)) if t.trim().eq_ignore_ascii_case("false") || t.trim().is_empty() => false,
            Some(other) => match other.integer() {
                Some(0) => false,
                Some(1) => true,
                _ => return Err(Invalid::new("validation.zero_or_one")),
            },
        };
        Ok(if mobile { Platform::Mobile } else { Platform::Desktop })
    }
}

/// A launch as the player asked for it, its fields checked.
#[derive(Debug, Clone)]
pub struct Asked {
    pub provider: Provider,
    /// The provider's code of the game.
    pub code: String,
    /// EveryMatrix's productId as sent: it must be the game's.
    pub product_id: Option<String>,
    /// SoftGamings' system as sent: it must be the game's (when the catalogue has one).
    pub system: Option<String>,
    pub platform: Platform,
    pub language: Locale,
    /// Where the game's lobby button returns to: a path on this site or an http(s) url; absent: the game's lobby.
    pub lobby_url: Option<String>,
}

/// Longest game code accepted.
const CODE_MAX: usize = 200;

/// A required code field (`code`, `gameCode`, `pageCode`): a string or a number, 1–200 characters.
pub fn code(value: Option<&Loose>) -> Result<String, Invalid> {
    let text = value.map(|v| v.text(0)).map(|t| t.trim().to_owned()).unwrap_or_default();
    if text.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    if text.chars().count() > CODE_MAX || text.chars().any(char::is_control) {
        return Err(Invalid::new("validation.length").arg("min", 1).arg("max", CODE_MAX));
    }
    Ok(text)
}

/// An optional `lobbyUrl`: a path on this site or an http(s) url.
pub fn lobby_url(value: Option<&str>) -> Result<Option<String>, Invalid> {
    let url = domain::cms::parse_optional_url(value.unwrap_or_default())?;
    Ok(Some(url).filter(|u| !u.is_empty()))
}

/// The launch language: the payload's `language` when it names one of ours, else the request's `x-locale`.
pub fn language(value: Option<&str>, fallback: Locale) -> Locale {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        Some(value) => Locale::from_header(value),
        None => fallback,
    }
}

/// The payload of `egtlaunchurl`, `hub88launchurl` and `zarlaunchurl`: `{platform, gameCode, language, lobbyUrl}`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PlatformRequest {
    /// 1 desktop, 2 mobile.
    #[schema(value_type = i64)]
    pub platform: Option<Loose>,
    /// The provider's code of the game.
    #[schema(value_type = String)]
    pub game_code: Option<Loose>,
    /// `tr` or `en`; the `x-locale` when absent.
    pub language: Option<String>,
    /// Where the game's lobby button returns to: a path on this site or an http(s) url; the game's lobby when
    /// absent.
    pub lobby_url: Option<String>,
}

impl PlatformRequest {
    /// The launch asked of `provider`, its fields checked (422 with every refused field).
    pub fn asked(&self, provider: Provider, locale: Locale) -> Result<Asked, Error> {
        let mut errors = FieldErrors::default();
        let code = errors.check("gameCode", code(self.game_code.as_ref()));
        let platform = errors.check("platform", Platform::parse(self.platform.as_ref()));
        let lobby = errors.check("lobbyUrl", lobby_url(self.lobby_url.as_deref()));
        errors.finish().map_err(Error::validation)?;
        Ok(Asked {
            provider,
            code: code.unwrap_or_default(),
            product_id: None,
            system: None,
            platform: platform.unwrap_or(Platform::Desktop),
            language: language(self.language.as_deref(), locale),
            lobby_url: lobby.flatten(),
        })
    }
}

/// Everything an adapter builds a launch from.
pub struct Launch<'a> {
    /// The provider with its settings and secrets.
    pub provider: &'a Configured,
    pub game: &'a LaunchGame,
    /// SoftGamings' system (merchant) to launch into: the game's, or as asked when the catalogue has none.
    pub system: &'a str,
    pub player_id: i64,
    /// The player's username: the `user` the provider names in wallet calls.
    pub username: &'a str,
    /// The casino session's token: the provider's game presents it to the seamless wallet.
    pub token: &'a str,
    pub platform: Platform,
    pub language: Locale,
    /// Where the game's lobby button returns to, as asked (a path on this site or a url) or the game's lobby.
    pub lobby_url: &'a str,
    /// The site's address (`https://zar.example`), for absolute urls.
    pub public_url: &'a str,
    /// The player's ip.
    pub ip: &'a str,
    pub now: DateTime<Utc>,
    /// The longest a call to the provider may take.
    pub timeout: Duration,
}

impl Launch<'_> {
    /// A setting of the provider as text (set and not empty).
    pub fn config(&self, key: &str) -> Option<String> {
        value_text(self.provider.config.get(key))
    }

    /// A secret of the provider as text (set and not empty).
    pub fn secret(&self, key: &str) -> Option<String> {
        value_text(self.provider.secrets.get(key))
    }

    /// A required setting or secret (checked before the adapter runs; missing here is a configuration fault).
    pub fn required(&self, value: Option<String>, name: &str) -> Result<String, Failure> {
        value.ok_or_else(|| Failure::NotConfigured(format!("{name} is not set")))
    }

    /// The lobby url made absolute on the site's address (providers need absolute urls).
    pub fn absolute_lobby_url(&self) -> String {
        absolute(self.public_url, self.lobby_url)
    }

    /// The deposit page (Hub88's `deposit_url`).
    pub fn deposit_url(&self) -> String {
        absolute(self.public_url, "/dashboard/deposit")
    }
}

/// `path` on `public_url` when it is a path; urls as they are.
pub fn absolute(public_url: &str, path: &str) -> String {
    if path.starts_with('/') { format!("{}{path}", public_url.trim_end_matches('/')) } else { path.to_owned() }
}

/// The game's own lobby page, where a launch without `lobbyUrl` returns to.
fn default_lobby(game: &LaunchGame) -> String {
    let page = match game.lobby.as_str() {
        "live" => "live",
        "games" | "virtual" => "games",
        "bingo" => "bingo",
        "tvbets" => "tvbets",
        _ => "slot",
    };
    format!("/casino/{page}")
}

/// The HTTP client of provider calls: no redirects followed (a signed request goes where it was signed for),
/// each call with its own timeout.
pub fn http() -> &'static reqwest::Client {
    static CLIENT: OnceLock<reqwest::Client> = OnceLock::new();
    CLIENT.get_or_init(|| {
        reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(5))
            .build()
            .unwrap_or_default()
    })
}

/// A failed provider call for the log: what went wrong without the url (which may carry credentials).
pub fn transport_failure(error: reqwest::Error) -> Failure {
    let kind = if error.is_timeout() { "timed out" } else { "failed" };
    Failure::Unavailable(format!("request {kind}: {}", error.without_url()))
}

/// At most 200 characters of a provider's answer, for the log.
pub fn excerpt(text: &str) -> String {
    text.chars().take(200).collect::<String>().replace(['\n', '\r'], " ")
}

/// A launch url on `base` with `params` in order and, last, `signature`: Zar's signature scheme
/// (`domain::signature`, `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<query before &signature>">`) keyed by
/// `signing_key` — how the adapters of providers without a public launch document sign their launch.
pub fn signed_url(base: &str, params: &[(&str, String)], signing_key: &str, now: DateTime<Utc>) -> String {
    let query = query(params);
    let signature = domain::signature::sign(signing_key.as_bytes(), query.as_bytes(), now);
    let separator = if base.contains('?') { '&' } else { '?' };
    format!("{base}{separator}{query}&signature={}", encode(&signature))
}

/// `name=value&…`, values percent-encoded.
pub fn query(params: &[(&str, String)]) -> String {
    params.iter().map(|(name, value)| format!("{name}={}", encode(value))).collect::<Vec<_>>().join("&")
}

/// What [`encode`] escapes: everything but RFC 3986's unreserved characters.
const ESCAPED: &percent_encoding::AsciiSet =
    &percent_encoding::NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');

/// `value` percent-encoded for a query string or a path segment.
pub fn encode(value: &str) -> String {
    percent_encoding::utf8_percent_encode(value, ESCAPED).to_string()
}

/// A launch's shared flow: the game, the provider, its credentials, the casino session, then the adapter.
pub async fn run(
    state: &AppState,
    player: Player,
    origin: &Origin,
    asked: Asked,
    adapter: &dyn Adapter,
) -> ApiResult<String> {
    let provider_id = asked.provider.id();
    let game = store::casino::launch::game(&state.db, provider_id, &asked.code)
        .await?
        .filter(|game| matches_catalogue(asked.product_id.as_deref(), &game.product_id))
        .filter(|game| matches_catalogue(asked.system.as_deref(), &game.system))
        .ok_or_else(|| Error::not_found("casino.game_not_found"))?;
    let provider = store::casino::providers::get(&state.db, provider_id)
        .await?
        .ok_or_else(|| Error::internal(format!("casino provider {provider_id} is missing")))?;
    if !provider.enabled {
        return Err(Error::bad_request("casino.provider_disabled"));
    }
    if !game.enabled {
        return Err(Error::not_found("casino.game_not_found"));
    }
    if !adapter.keys().missing(&provider).is_empty() {
        return Err(Error::bad_request("casino.provider_not_configured"));
    }
    let system = if game.system.is_empty() { asked.system.clone().unwrap_or_default() } else { game.system.clone() };
    if asked.provider == Provider::SoftGamings && system.is_empty() {
        return Err(Error::field("system", Invalid::new("validation.required")));
    }
    let account = store::players::get(&state.db, player.player_id).await?.ok_or_else(Error::unauthorized)?;
    if account.blocked_at.is_some() {
        return Err(Error::unauthorized());
    }
    crate::responsible::exclusions::refuse_if_excluded(state, player.player_id).await?;

    let now = state.clock.now();
    let token = new_token();
    let hash = token_hash(&token);
    let lifetime =
        chrono::Duration::from_std(state.settings.casino.game_session).unwrap_or(chrono::Duration::hours(12));
    let session_id = store::casino::sessions::open(
        &state.db,
        &NewSession {
            token_hash: &hash,
            player_id: player.player_id,
            game_id: game.id,
            session_id: player.session_id,
            created_at: now,
            expires_at: now + lifetime,
        },
    )
    .await?;
    let lobby_url = asked.lobby_url.clone().unwrap_or_else(|| default_lobby(&game));
    let launch = Launch {
        provider: &provider,
        game: &game,
        system: &system,
        player_id: player.player_id,
        username: &account.username,
        token: &token,
        platform: asked.platform,
        language: asked.language,
        lobby_url: &lobby_url,
        public_url: &state.settings.public_url,
        ip: &origin.ip,
        now,
        timeout: state.settings.casino.provider_timeout,
    };
    match adapter.launch(&launch).await {
        Ok(data) => Ok(Reply::data(data)),
        Err(failure) => {
            // The token reached no game: the session goes (a failure to remove it only leaves a session that
            // expires unused).
            if let Err(e) = store::casino::launch::discard_session(&state.db, session_id).await {
                tracing::warn!(request_id = %origin.request_id, error = %e, "casino session of a failed launch kept");
            }
            let provider = asked.provider.code();
            Err(match failure {
                Failure::NotConfigured(detail) => {
                    tracing::warn!(request_id = %origin.request_id, provider, detail, "casino provider misconfigured");
                    Error::bad_request("casino.provider_not_configured")
                }
                Failure::Unavailable(detail) => {
                    tracing::warn!(request_id = %origin.request_id, provider, detail, "casino provider unavailable");
                    Error::new(StatusCode::BAD_GATEWAY, "casino.provider_unavailable")
                }
            })
        }
    }
}

/// Whether a productId or system the client sent agrees with the catalogue's (a game without one takes any).
fn matches_catalogue(asked: Option<&str>, catalogue: &str) -> bool {
    match asked.map(str::trim).filter(|a| !a.is_empty()) {
        Some(asked) => catalogue.is_empty() || asked == catalogue,
        None => true,
    }
}

/// An RSA private key in PEM (PKCS#8 or PKCS#1), as an operator may paste it (with `\n` for line breaks).
pub fn private_key(pem: &str) -> Option<RsaPrivateKey> {
    let pem = pem.trim().replace("\\n", "\n");
    RsaPrivateKey::from_pkcs8_pem(&pem).or_else(|_| RsaPrivateKey::from_pkcs1_pem(&pem)).ok()
}
