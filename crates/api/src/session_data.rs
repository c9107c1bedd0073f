//! The session data login and registration answer (architecture §4): the session's tokens, the player's balance and
//! details, the partner sportsbooks' tokens and the exclusion in force. The login and registration handlers
//! compose it; the session service knows none of these features.

use serde::Serialize;
use store::sessions::NewSession;
use utoipa::ToSchema;

use crate::{
    error::Error,
    session::{Origin, new_token, token_hash},
    state::AppState,
};

/// The session data of architecture §4, saved by the client after login and registration.
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
