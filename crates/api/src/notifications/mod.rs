//! Notifications (product §3, architecture §5): the player's list and read calls (`customer/notification`,
//! `customer/readnotification`, [`player`]) and the operators' messages under `/api/admin/notifications`
//! ([`admin`]). Producers elsewhere write theirs with `store::notifications::insert` in their own transaction.

pub mod admin;
pub mod item;
pub mod player;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// The player's calls and the operators' API, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    player::router().merge(admin::router())
}
