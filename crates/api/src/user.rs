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

/// The player's balance.
#[derive(Debug, Serialize, ToSchema)]
pub struct Balance {
    /// Cash balance in major units (TRY), at most two decimals.
    pub balance: f64,
}

/// The player's cash balance. Does not count as activity for the session's idle timeout.
#[utoipa::path(get, path = "/api/user/balance", tag = "user", operation_id = "user_balance",
    responses((status = 200, body = crate::reply::Envelope<Balance>), (status = 401)),
    security(("player" = [])))]
pub async fn balance(poll: BalancePoll) -> ApiResult<Balance> {
    Ok(Reply::data(Balance { balance: poll.cash.to_major_json() }))
}
