//! `user/balance`: the balance the client polls every 10 s. Polling does not keep a session alive.

use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    reply::{ApiResult, Reply},
    session::BalancePoll,
    state::AppState,
};

/// `/api/user/balance`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(balance))
}

/// The player's balances.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Balance {
    /// Cash in major units (TRY), at most two decimals: what can be played and withdrawn.
    pub balance: f64,
    /// Bonus money in major units: played after the cash, withdrawable once wagered.
    pub bonus: f64,
}

impl From<store::ledger::Balances> for Balance {
    fn from(balances: store::ledger::Balances) -> Self {
        Balance { balance: balances.cash.to_major_json(), bonus: balances.bonus.to_major_json() }
    }
}

/// The player's cash and bonus balances. Does not count as activity for the session's idle timeout.
#[utoipa::path(get, path = "/api/user/balance", tag = "user", operation_id = "user_balance",
    responses((status = 200, body = crate::reply::Envelope<Balance>), (status = 401)),
    security(("player" = [])))]
pub async fn balance(poll: BalancePoll) -> ApiResult<Balance> {
    Ok(Reply::data(poll.balances.into()))
}
