//! Reaching the operator without a live chat (issue 24): the request anyone may send ([`player`]) and the
//! operators' work through them ([`admin`]).

pub mod admin;
pub mod player;

use utoipa_axum::router::OpenApiRouter;

use crate::{openapi::routes, state::AppState};

/// The request anyone may send and the operators' calls, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(player::create)).merge(admin::router())
}
