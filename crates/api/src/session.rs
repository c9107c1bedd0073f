//! Player sessions: bearer tokens, the [`Player`] extractor every logged-in endpoint takes, and the session
//! data login and registration answer (DESIGN §4).
//!
//! # For other features
//! Take [`Player`] in a handler to require a live session: it answers 401 `auth.unauthorized` when the token is
//! missing, unknown, ended (logout, revoke, password change), idle longer than `session_idle`, older than
//! `session_lifetime`, or the player is blocked. It counts as activity; take [`PassivePlayer`] instead for
//! background polling that must not keep a session alive. Outside HTTP handlers (the hub), call
//! [`authenticate`] with the token.

use std::net::{IpAddr, SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{HeaderMap, header, request::Parts},
};
use base64::Engine;
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;
use sha2::{Digest, Sha256};
use store::sessions::{EndReason, NewSession};
use utoipa::ToSchema;

use crate::{error::Error, state::AppState};

/// Longest user agent and fingerprint kept.
const USER_AGENT_MAX: usize = 512;
const FINGERPRINT_MAX: usize = 128;
/// A session's last-seen time is written at most this often: one write per request would cost more than the
/// idle timeout (minutes) needs.
const TOUCH_EVERY: Duration = Duration::seconds(15);

/// A fresh random token: 256 bits, base64url without padding (43 characters).
pub fn new_token() -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
}

/// The SHA-256 (hex) of a token: what the database keeps.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Where a request comes from: ip, user agent and the `x-fingerprint` visitor id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Origin {
    /// The TCP peer, or with `trust_proxy` the first `X-Forwarded-For` address. Empty when unknown.
    pub ip: String,
    pub user_agent: String,
    pub fingerprint: String,
}

impl Origin {
    pub fn from_parts(parts: &Parts, trust_proxy: bool) -> Origin {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip());
        let forwarded = if trust_proxy { first_forwarded(&parts.headers) } else { None };
        let text = |name: &str, max: usize| {
            parts
                .headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(|v| v.trim().chars().take(max).collect::<String>())
                .unwrap_or_default()
        };
        Origin {
            ip: forwarded.or(peer).map(|ip| ip.to_string()).unwrap_or_default(),
            user_agent: text(header::USER_AGENT.as_str(), USER_AGENT_MAX),
            fingerprint: text("x-fingerprint", FINGERPRINT_MAX),
        }
    }

    /// The ip as a rate-limit key.
    pub fn ip_key(&self) -> &str {
        if self.ip.is_empty() { "unknown" } else { &self.ip }
    }
}

/// The first (client) address of `X-Forwarded-For`, when it is an ip address.
fn first_forwarded(headers: &HeaderMap) -> Option<IpAddr> {
    let value = headers.get("x-forwarded-for")?.to_str().ok()?;
    value.split(',').next()?.trim().parse().ok()
}

impl FromRequestParts<AppState> for Origin {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(Origin::from_parts(parts, state.settings.trust_proxy))
    }
}

/// The bearer token of a request, if any.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim()).filter(|t| !t.is_empty())
}

/// A logged-in player: who, and through which session. Extracting it counts as activity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    pub player_id: i64,
    pub session_id: i64,
}

/// A balance poll: the live session, which the poll does not keep alive, and the player's cash balance, read
/// together in one round trip (the client polls every 10 s, so this is the busiest authenticated call).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BalancePoll {
    pub player: Player,
    pub cash: domain::money::Money,
}

/// Whether a request keeps its session alive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activity {
    Active,
    Passive,
}

/// The live session of `token`, or 401. Ends sessions found idle, expired or blocked on the way.
pub async fn authenticate(state: &AppState, token: &str, activity: Activity) -> Result<Player, Error> {
    let Some(found) = store::sessions::by_token_hash(&state.db, &token_hash(token)).await? else {
        return Err(Error::unauthorized());
    };
    admit(state, found, activity).await
}

/// The player of a presented session that is still live, or 401; ends it when found idle, expired or blocked.
async fn admit(state: &AppState, found: store::sessions::Presented, activity: Activity) -> Result<Player, Error> {
    if found.ended_at.is_some() {
        return Err(Error::unauthorized());
    }
    let now = state.clock.now();
    let idle = Duration::from_std(state.settings.accounts.session_idle).map_err(Error::internal)?;
    let ending = if found.blocked_at.is_some() {
        Some(EndReason::Blocked)
    } else if now >= found.expires_at {
        Some(EndReason::Expired)
    } else if now >= found.last_seen_at + idle {
        Some(EndReason::Idle)
    } else {
        None
    };
    if let Some(reason) = ending {
        store::sessions::end(&state.db, found.session_id, now, reason).await?;
        return Err(Error::unauthorized());
    }
    if activity == Activity::Active && now - found.last_seen_at >= TOUCH_EVERY {
        store::sessions::touch(&state.db, found.session_id, now).await?;
    }
    Ok(Player { player_id: found.player_id, session_id: found.session_id })
}

impl FromRequestParts<AppState> for Player {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        authenticate(state, token, Activity::Active).await
    }
}

impl FromRequestParts<AppState> for BalancePoll {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        let Some((found, cash)) = store::sessions::by_token_hash_with_cash(&state.db, &token_hash(token)).await? else {
            return Err(Error::unauthorized());
        };
        let player = admit(state, found, Activity::Passive).await?;
        Ok(BalancePoll { player, cash: domain::money::Money(cash) })
    }
}

/// The session data of DESIGN §4, saved by the client after login and registration.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionData {
    /// Send as `Authorization: Bearer <token>`.
    pub token: String,
    /// Cash balance in major units (TRY).
    pub balance: f64,
    pub username: String,
    pub usercode: String,
    /// Betsy sportsbook partner id and address (site options `betsy_cid`, `betsy_url`; empty when unset).
    pub betsy_cid: String,
    pub betsy_url: String,
    /// This session's token for the Betsy sportsbook.
    pub betsy_token: String,
    /// This session's token for the BetConstruct e-sports book.
    pub betco_token: String,
    pub betco_url: String,
    pub phone: String,
    pub sms_verified: bool,
    /// The `x-fingerprint` the session was opened with.
    pub fingerprint: String,
}

/// Fresh tokens for a new session, and what is stored of them.
pub struct Tokens {
    pub token: String,
    pub betsy_token: String,
    pub betco_token: String,
}

impl Tokens {
    pub fn generate() -> Tokens {
        Tokens { token: new_token(), betsy_token: new_token(), betco_token: new_token() }
    }

    /// The session row for these tokens, opened now from `origin`.
    pub fn new_session(&self, state: &AppState, origin: &Origin) -> Result<NewSession, Error> {
        let now = state.clock.now();
        let lifetime = Duration::from_std(state.settings.accounts.session_lifetime).map_err(Error::internal)?;
        Ok(NewSession {
            token_hash: token_hash(&self.token),
            betsy_token_hash: token_hash(&self.betsy_token),
            betco_token_hash: token_hash(&self.betco_token),
            ip: origin.ip.clone(),
            user_agent: origin.user_agent.clone(),
            fingerprint: origin.fingerprint.clone(),
            created_at: now,
            expires_at: now + lifetime,
        })
    }
}

/// The session data for `player`'s new session.
pub async fn session_data(
    state: &AppState,
    player: &store::players::Player,
    tokens: Tokens,
    origin: &Origin,
) -> Result<SessionData, Error> {
    let option = async |key: &str| store::site_options::value(&state.db, key).await.map(Option::unwrap_or_default);
    Ok(SessionData {
        token: tokens.token,
        balance: balance(state, player.id).await?,
        username: player.username.clone(),
        usercode: player.usercode.clone(),
        betsy_cid: option("betsy_cid").await?,
        betsy_url: option("betsy_url").await?,
        betsy_token: tokens.betsy_token,
        betco_token: tokens.betco_token,
        betco_url: option("betco_url").await?,
        phone: player.phone.clone(),
        sms_verified: player.sms_verified(),
        fingerprint: origin.fingerprint.clone(),
    })
}

/// The player's cash balance in major units.
pub async fn balance(state: &AppState, player_id: i64) -> Result<f64, Error> {
    let minor = store::ledger::player_balance(&state.db, player_id).await?;
    Ok(domain::money::Money(minor).to_major_json())
}

/// When a session that was not explicitly ended stopped being usable at `now` (idle or past its lifetime),
/// for the session history.
pub fn lapsed(
    last_seen_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
    idle: std::time::Duration,
    now: DateTime<Utc>,
) -> Option<(DateTime<Utc>, EndReason)> {
    let idle_end = last_seen_at + Duration::from_std(idle).unwrap_or(Duration::MAX);
    let (at, reason) =
        if idle_end < expires_at { (idle_end, EndReason::Idle) } else { (expires_at, EndReason::Expired) };
    (now >= at).then_some((at, reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_256_bit_base64url_and_hash_to_hex() {
        let token = new_token();
        assert_eq!(token.len(), 43);
        assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_ne!(token, new_token());
        assert_eq!(token_hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    #[test]
    fn bearer_tokens_are_read_case_insensitively() {
        let mut headers = HeaderMap::new();
        assert_eq!(bearer(&headers), None);
        headers.insert(header::AUTHORIZATION, "bearer abc".parse().unwrap());
        assert_eq!(bearer(&headers), Some("abc"));
        headers.insert(header::AUTHORIZATION, "Basic abc".parse().unwrap());
        assert_eq!(bearer(&headers), None);
    }

    #[test]
    fn forwarded_for_gives_its_first_hop() {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "203.0.113.7, 10.0.0.1".parse().unwrap());
        assert_eq!(first_forwarded(&headers), Some("203.0.113.7".parse().unwrap()));
        headers.insert("x-forwarded-for", "garbage".parse().unwrap());
        assert_eq!(first_forwarded(&headers), None);
    }

    #[test]
    fn lapsed_sessions_end_at_the_earlier_of_idle_and_lifetime() {
        let t0 = Utc::now();
        let idle = std::time::Duration::from_secs(30 * 60);
        let expires = t0 + Duration::hours(24);
        assert_eq!(lapsed(t0, expires, idle, t0 + Duration::minutes(29)), None);
        assert_eq!(
            lapsed(t0, expires, idle, t0 + Duration::minutes(31)),
            Some((t0 + Duration::minutes(30), EndReason::Idle))
        );
        let late = t0 + Duration::hours(23) + Duration::minutes(50);
        assert_eq!(lapsed(late, expires, idle, late + Duration::hours(1)), Some((expires, EndReason::Expired)));
    }
}
