//! `user/balance`: the balance the client polls every 10 s. Polling does not keep a session alive.

use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    balance::Balance,
    reply::{ApiResult, Reply},
    session::BalancePoll,
    state::AppState,
};

/// `/api/user/balance`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(balance))
}

/// The player's cash and bonus balances. Does not count as activity for the session's idle timeout.
#[utoipa::path(get, path = "/api/user/balance", tag = "user", operation_id = "user_balance",
    responses((status = 200, body = crate::reply::Envelope<Balance>), (status = 401)),
    security(("player" = [])))]
pub async fn balance(poll: BalancePoll) -> ApiResult<Balance> {
    Ok(Reply::data(poll.balances.into()))
}
