//! The casino (product §2–§8, architecture §7): the lobby's categories and games, search and favourites ([`lobby`],
//! [`favourites`]), game launch through the providers' adapters ([`launch`]), and the operators' catalogue and
//! provider APIs ([`admin`], [`providers_admin`]), and what the seamless wallet recorded: game history and top
//! winners ([`history`]).

pub mod admin;
pub mod favourites;
pub mod frame_host;
pub mod history;
pub mod launch;
pub mod lobby;
pub mod providers_admin;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// The casino's calls and its admin APIs, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    lobby::router()
        .merge(favourites::router())
        .merge(launch::router())
        .merge(admin::router())
        .merge(providers_admin::router())
        .merge(history::router())
}
