//! Bonuses (issue 20): the player's calls ([`player`]), the operators' bonus definitions ([`admin`]) and
//! claims ([`claims_admin`]), and the expiry of grants ([`expiry`]).

pub mod admin;
pub mod claims_admin;
pub mod expiry;
pub mod player;

use utoipa_axum::router::OpenApiRouter;

use crate::{openapi::routes, state::AppState};

/// The player's calls and the operators', with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(player::trial_bonus_amount))
        .routes(routes!(player::define_trial_bonus))
        .routes(routes!(player::claimable))
        .routes(routes!(player::claim))
        .routes(routes!(player::history))
        .routes(routes!(player::forfeit))
        .merge(admin::router())
        .merge(claims_admin::router())
}
