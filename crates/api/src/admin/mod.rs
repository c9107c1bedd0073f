//! The operators' API under `/api/admin` (architecture §8): login, role checks, the audit log, players.
//!
//! # For other features' admin endpoints
//! Put the handlers in `admin/<feature>.rs` (or your feature's own module) and merge their router
//! (an `OpenApiRouter` of `routes!(handler)`, so each route is registered once, with its docs) in [`router`].
//! In a handler:
//!
//! ```ignore
//! async fn update_page(State(state): State<AppState>, operator: Operator, …) -> ApiResult<Page> {
//!     operator.require(&[Role::Content])?;                          // 403 auth.forbidden; admin always passes
//!     let entry = operator.audit("cms.page.update", "page", id);   // who, role, ip, user agent, request id
//!     store::cms::update_page(&state.db, id, &input, &entry).await?; // appends `entry` in its transaction
//!     …
//! }
//! ```
//!
//! The [`Operator`](operator::Operator) extractor answers 401 `auth.unauthorized` when the bearer token is missing, unknown,
//! ended, idle for too long or past its lifetime, or its operator is disabled. In the store, append the
//! entry with `store::audit::append(&mut *tx, &entry.changes(&before, &after))` inside the change's
//! transaction (see `store::audit`).

pub mod audit;
pub mod auth;
pub mod operator;
pub mod player_activity;
pub mod player_notes;
pub mod player_sessions;
pub mod players;
pub mod reports;
pub mod roles;
pub mod totp;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// Every `/api/admin` route with its docs (the content API is merged by [`crate::cms`]).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(auth::router())
        .merge(audit::router())
        .merge(players::router())
        .merge(player_sessions::router())
        .merge(player_notes::router())
        .merge(player_activity::router())
        .merge(reports::router())
}
