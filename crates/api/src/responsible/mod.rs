//! Responsible gambling (issue 22): the player's limits ([`limits`]), time-outs, self-exclusion and the
//! reality check ([`exclusions`]), the operators' view ([`admin`]) and the sweep that confirms due changes
//! ([`sweep`]). The rules are `domain::responsible`; enforcement is in the money movements' transactions
//! (`store::payments::flow::open_deposit`, `store::seamless`).

pub mod admin;
pub mod exclusions;
pub mod limits;
pub mod sweep;

use utoipa_axum::router::OpenApiRouter;

use crate::{openapi::routes, state::AppState};

/// The player's calls and the operators'.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(limits::overview))
        .routes(routes!(limits::set_limit))
        .routes(routes!(limits::confirm))
        .routes(routes!(exclusions::reality_check))
        .routes(routes!(exclusions::timeout))
        .routes(routes!(exclusions::self_exclusion))
        .routes(routes!(exclusions::reopen))
        .routes(routes!(exclusions::close))
        .merge(admin::router())
}
