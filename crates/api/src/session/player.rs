//! Player sessions: the [`Player`] extractor every logged-in endpoint takes, the balance poll's
//! [`BalancePoll`], and the session data login and registration answer (DESIGN §4). The rules are the shared
//! ones of [`super::admit`].

use axum::{extract::FromRequestParts, http::request::Parts};
use domain::session::Activity;
use serde::Serialize;
use store::sessions::NewSession;
use utoipa::ToSchema;

use super::{Holder, Origin, admit, bearer, new_token, token_hash};
use crate::{error::Error, state::AppState};

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
impl axum::extract::OptionalFromRequestParts<AppState> for Player {
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
    /// The time-out or self-exclusion in force: the player may only withdraw and read their history (the
    /// sportsbook tokens are then empty); null when they may play.
    pub exclusion: Option<crate::responsible::exclusions::ExclusionView>,
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
        Ok(NewSession {
            token_hash: token_hash(&self.token),
            betsy_token_hash: token_hash(&self.betsy_token),
            betco_token_hash: token_hash(&self.betco_token),
            ip: origin.ip.clone(),
            user_agent: origin.user_agent.clone(),
            fingerprint: origin.fingerprint.clone(),
            created_at: now,
            expires_at: state.settings.accounts.timeouts().expires_at(now),
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
    let exclusion = crate::responsible::exclusions::exclusion_view(state, player.id).await?;
    // The sportsbooks take bets on their side: an excluded player opens them as a visitor.
    let partner = |token: String| if exclusion.is_some() { String::new() } else { token };
    Ok(SessionData {
        token: tokens.token,
        balance: balance(state, player.id).await?,
        username: player.username.clone(),
        usercode: player.usercode.clone(),
        betsy_cid: option("betsy_cid").await?,
        betsy_url: option("betsy_url").await?,
        betsy_token: partner(tokens.betsy_token),
        betco_token: partner(tokens.betco_token),
        betco_url: option("betco_url").await?,
        phone: player.phone.clone(),
        sms_verified: player.sms_verified(),
        fingerprint: origin.fingerprint.clone(),
        exclusion,
    })
}

/// The player's cash balance in major units.
pub async fn balance(state: &AppState, player_id: i64) -> Result<f64, Error> {
    let minor = store::ledger::player_balance(&state.db, player_id).await?;
    Ok(domain::money::Money(minor).to_major_json())
}
