//! The one session service for players and operators: bearer tokens, where a request comes from
//! ([`Origin`]), and the live-session check ([`admit`]) that applies `domain::session`'s rules — timeouts,
//! end reasons, the activity throttle — the same way to both kinds of session.
//!
//! # For other features
//! Take [`Player`] in a handler to require a live player session (401 otherwise: `session.<reason>` for one
//! that ended other than by a logout, so the client can say why, else `auth.unauthorized`; it counts as
//! activity), [`BalancePoll`] for the background balance poll that must not keep a session alive, and the
//! operators' extractor for operators. Outside HTTP handlers (the hub), call [`authenticate`] with the token.

use std::net::{IpAddr, SocketAddr};

use axum::extract::OptionalFromRequestParts;
use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::{HeaderMap, header, request::Parts},
};
use base64::Engine;
use domain::session::{Activity, EndReason, Presented, Verdict};
use sha2::{Digest, Sha256};

use crate::{
    error::Error,
    settings::{Settings, ip_limit_key},
    state::AppState,
};

/// Longest user agent, fingerprint and request id kept.
const USER_AGENT_MAX: usize = 512;
const FINGERPRINT_MAX: usize = 128;
const REQUEST_ID_MAX: usize = 128;

/// A fresh random token: 256 bits, base64url without padding (43 characters).
pub fn new_token() -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
}

/// The SHA-256 (hex) of a token: what the database keeps.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The bearer token of a request, if any.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim()).filter(|t| !t.is_empty())
}

/// Where a request comes from: ip, user agent, the `x-fingerprint` visitor id and the `x-request-id`, for
/// sessions, rate limits and audit rows. Each is empty when unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Origin {
    /// The TCP peer, or with `trust_proxy` the right-most `X-Forwarded-For` address that is not a trusted proxy.
    pub ip: String,
    pub user_agent: String,
    pub fingerprint: String,
    /// Set on every request by the outermost layer.
    pub request_id: String,
    /// The ip's rate-limit key (an IPv6 address's /64).
    limit_key: String,
}

impl Origin {
    pub fn from_parts(parts: &Parts, settings: &Settings) -> Origin {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(addr)| addr.ip());
        let ip = match peer {
            Some(peer) if settings.trust_proxy => Some(client_ip(peer, &parts.headers, settings)),
            other => other,
        };
        let text = |name: &str, max: usize| {
            parts
                .headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(|v| v.trim().chars().take(max).collect::<String>())
                .unwrap_or_default()
        };
        Origin {
            ip: ip.map(|ip| ip.to_canonical().to_string()).unwrap_or_default(),
            user_agent: text(header::USER_AGENT.as_str(), USER_AGENT_MAX),
            fingerprint: text("x-fingerprint", FINGERPRINT_MAX),
            request_id: text("x-request-id", REQUEST_ID_MAX),
            limit_key: ip.map(ip_limit_key).unwrap_or_default(),
        }
    }

    /// The ip as a rate-limit key: the address, or an IPv6 address's /64 (`unknown` when the server was not
    /// given peer addresses).
    pub fn ip_key(&self) -> &str {
        if self.limit_key.is_empty() { "unknown" } else { &self.limit_key }
    }
}

/// The client of a request that reached us from `peer`: walking from the peer leftwards through
/// `X-Forwarded-For`, the first address that is not a trusted proxy. Each proxy appends the address it was
/// reached from, so only entries right of the last untrusted one were written by us; what is left of it the
/// client chose. An entry that is not an address stops the walk at the trusted hop that passed it on.
fn client_ip(peer: IpAddr, headers: &HeaderMap, settings: &Settings) -> IpAddr {
    let mut client = peer;
    let hops = headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect::<Vec<_>>();
    let mut entries = hops.iter().flat_map(|v| v.split(',')).rev();
    while settings.is_trusted_proxy(client) {
        match entries.next().map(|entry| entry.trim().parse::<IpAddr>()) {
            Some(Ok(hop)) => client = hop,
            Some(Err(_)) | None => break,
        }
    }
    client
}

impl FromRequestParts<AppState> for Origin {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(Origin::from_parts(parts, &state.settings))
    }
}

/// Whose session: each kind has its own table and timeouts, and the same rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    Player,
    Operator,
}

/// Applies the session rules at the clock's time to a presented session: `Ok` when it is live (its last-seen
/// time written when `activity` is due to); otherwise it is ended when found lapsed or barred, and 401.
pub async fn admit(
    state: &AppState,
    holder: Holder,
    session_id: i64,
    presented: &Presented,
    activity: Activity,
) -> Result<(), Error> {
    let timeouts = match holder {
        Holder::Player => state.settings.accounts.timeouts(),
        Holder::Operator => state.settings.operators.timeouts(),
    };
    let now = state.clock.now();
    match domain::session::check(presented, &timeouts, activity, now) {
        Verdict::Ended(reason) => Err(Error::session_ended(reason)),
        Verdict::End(reason) => {
            end(state, holder, session_id, reason).await?;
            Err(Error::session_ended(reason))
        }
        Verdict::Live { touch: false } => Ok(()),
        Verdict::Live { touch: true } => {
            match holder {
                Holder::Player => store::sessions::touch(&state.db, session_id, now).await?,
                Holder::Operator => store::operators::touch_session(&state.db, session_id, now).await?,
            }
            Ok(())
        }
    }
}

/// Ends one session now for `reason` (a player's open hub connections are told and closed); ending an ended
/// session changes nothing.
pub async fn end(state: &AppState, holder: Holder, session_id: i64, reason: EndReason) -> Result<(), Error> {
    let now = state.clock.now();
    match holder {
        Holder::Player => {
            if store::sessions::end(&state.db, session_id, now, reason).await?
                && let Some(realtime) = &state.realtime
            {
                realtime.session_ended(session_id, reason).await;
            }
        }
        Holder::Operator => store::operators::end_session(&state.db, session_id, now, reason).await?,
    }
    Ok(())
}

/// Ends the player sessions that lapsed (idle or past their lifetime) without a request noticing, dated when
/// they lapsed, and tells their open hub connections. Run periodically (the delivery worker does); several
/// instances may run it at once, each session is ended once. Gives how many it ended.
pub async fn end_lapsed(state: &AppState) -> Result<usize, store::StoreError> {
    let now = state.clock.now();
    let idle = state.settings.accounts.session_idle;
    let cutoff = now - chrono::Duration::from_std(idle).unwrap_or(chrono::Duration::MAX);
    let mut ended = 0;
    for (id, last_seen_at, expires_at) in store::sessions::open_lapsed(&state.db, now, cutoff, 500).await? {
        let Some((at, reason)) = domain::session::lapsed(last_seen_at, expires_at, idle, now) else { continue };
        if store::sessions::end(&state.db, id, at, reason).await? {
            ended += 1;
            if let Some(realtime) = &state.realtime {
                realtime.session_ended(id, reason).await;
            }
        }
    }
    Ok(ended)
}

// Player sessions: the [`Player`] extractor every logged-in endpoint takes and the balance poll's
// [`BalancePoll`]. The rules are the shared ones of [`admit`].

/// A logged-in player: who, and through which session. Extracting it counts as activity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    pub player_id: i64,
    pub session_id: i64,
}

/// A balance poll: the live session, which the poll does not keep alive, and the player's balances, read
/// together in one round trip (the client polls every 10 s, so this is the busiest authenticated call).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BalancePoll {
    pub player: Player,
    pub balances: store::ledger::Balances,
}

/// The live session of `token`, or 401. Ends sessions found idle, expired or blocked on the way.
pub async fn authenticate(state: &AppState, token: &str, activity: Activity) -> Result<Player, Error> {
    let Some(found) = store::sessions::by_token_hash(&state.db, &token_hash(token)).await? else {
        return Err(Error::unauthorized());
    };
    admit(state, Holder::Player, found.session_id, &found.state(), activity).await?;
    Ok(Player { player_id: found.player_id, session_id: found.session_id })
}

/// The hub checks tokens here, passively (connecting does not keep a session alive).
impl crate::realtime::Authenticate for AppState {
    fn player(&self, token: String) -> futures::future::BoxFuture<'_, Option<crate::realtime::Connecting>> {
        Box::pin(async move {
            let player = authenticate(self, &token, Activity::Passive).await.ok()?;
            let excluded =
                store::responsible::exclusions::in_force(&self.db, player.player_id, self.clock.now()).await.ok()?;
            Some(crate::realtime::Connecting {
                player_id: player.player_id,
                session_id: player.session_id,
                offers: excluded.is_none(),
            })
        })
    }
}

impl FromRequestParts<AppState> for Player {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        authenticate(state, token, Activity::Active).await
    }
}

/// The player of a request that may or may not carry a live session (public pages that differ for some
/// players): `None` without one. Passive: reading a public page does not keep a session alive.
impl OptionalFromRequestParts<AppState> for Player {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Option<Self>, Self::Rejection> {
        let Some(token) = bearer(&parts.headers) else { return Ok(None) };
        match authenticate(state, token, Activity::Passive).await {
            Ok(player) => Ok(Some(player)),
            Err(e) if e.status == axum::http::StatusCode::UNAUTHORIZED => Ok(None),
            Err(e) => Err(e),
        }
    }
}

impl FromRequestParts<AppState> for BalancePoll {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        let Some((found, balances)) =
            store::sessions::by_token_hash_with_balances(&state.db, &token_hash(token)).await?
        else {
            return Err(Error::unauthorized());
        };
        admit(state, Holder::Player, found.session_id, &found.state(), Activity::Passive).await?;
        let player = Player { player_id: found.player_id, session_id: found.session_id };
        Ok(BalancePoll { player, balances })
    }
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
    fn the_client_is_the_right_most_forwarded_address_that_is_not_a_proxy() {
        let client = |xff: &str, settings: &Settings| {
            let mut headers = HeaderMap::new();
            headers.insert("x-forwarded-for", xff.parse().unwrap());
            client_ip("10.0.0.1".parse().unwrap(), &headers, settings).to_string()
        };
        let default = Settings::default();
        assert_eq!(client("203.0.113.7, 10.0.0.2", &default), "203.0.113.7");
        // The client wrote the first entry; the proxy appended the address it saw.
        assert_eq!(client("1.2.3.4, 203.0.113.7", &default), "203.0.113.7");
        assert_eq!(client("garbage, 203.0.113.7", &default), "203.0.113.7");
        assert_eq!(client("garbage", &default), "10.0.0.1");
        assert_eq!(client("10.0.0.3, 10.0.0.2", &default), "10.0.0.3");
        let listed = Settings { trusted_proxies: vec!["10.0.0.1/32".parse().unwrap()], ..Default::default() };
        assert_eq!(client("203.0.113.7, 10.0.0.2", &listed), "10.0.0.2");
        let untrusted_peer = client_ip("203.0.113.1".parse().unwrap(), &HeaderMap::new(), &default);
        assert_eq!(untrusted_peer.to_string(), "203.0.113.1");
    }
}
