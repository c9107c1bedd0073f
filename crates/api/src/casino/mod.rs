//! The casino (DESIGN §7): the lobby's categories and games, search and favourites ([`lobby`], [`favourites`]),
//! and the operators' catalogue API ([`admin`]).

pub mod admin;
pub mod favourites;
pub mod lobby;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// The casino's calls and the catalogue's admin API, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    lobby::router().merge(favourites::router()).merge(admin::router())
}
