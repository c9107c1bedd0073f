//! Content and settings behind the site: the player-facing `cms/*` calls of the spec ([`public`]) and the
//! operators' content API under `/api/admin/cms` ([`admin`], merged here rather than in `crate::admin` so the
//! feature stays in one place).

pub mod admin;
pub mod public;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// The public calls and the admin content API, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    public::router().merge(admin::router())
}
