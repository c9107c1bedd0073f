//! The operators' API under `/api/admin` (DESIGN §8): login, role checks, the audit log, players.
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
//! The [`Operator`] extractor answers 401 `auth.unauthorized` when the bearer token is missing, unknown,
//! ended, idle for too long or past its lifetime, or its operator is disabled. In the store, append the
//! entry with `store::audit::append(&mut *tx, &entry.changes(&before, &after))` inside the change's
//! transaction (see `store::audit`).

pub mod audit;
pub mod auth;
pub mod player_activity;
pub mod player_notes;
pub mod player_sessions;
pub mod players;
pub mod reports;
pub mod roles;
pub mod totp;

use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::{error::Error, state::AppState};
use domain::validation::{FieldErrors, Invalid};

pub use auth::Operator;
pub use domain::operator::Role;
pub use roles::{Allowed, ContentEditor};

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

/// The schema of a [`Role`] on the wire (the domain crate knows nothing of OpenAPI).
pub fn role_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(&Role::ALL.map(Role::as_str), "admin (everything), finance, support or content")
}

/// A page of a list: `{items, total}` (DESIGN §4 paging).
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub items: Vec<T>,
    /// How many items match in all.
    pub total: i64,
}

/// `skip` and `take` of a list request, checked: `skip` ≥ 0, `take` 1–100 (20 when absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub skip: i64,
    pub take: i64,
}

impl Paging {
    pub const DEFAULT_TAKE: i64 = 20;
    pub const MAX_TAKE: i64 = 100;

    /// Reads the query's texts; a bad value is a 422 on its field.
    pub fn parse(skip: Option<&str>, take: Option<&str>) -> Result<Paging, Error> {
        let mut errors = FieldErrors::default();
        let skip = errors.check("skip", number(skip, 0, 0, i64::from(i32::MAX)));
        let take = errors.check("take", number(take, Self::DEFAULT_TAKE, 1, Self::MAX_TAKE));
        errors.finish().map_err(Error::validation)?;
        Ok(Paging { skip: skip.unwrap_or(0), take: take.unwrap_or(Self::DEFAULT_TAKE) })
    }
}

/// A whole number within bounds, or `default` when absent or empty.
pub fn number(value: Option<&str>, default: i64, min: i64, max: i64) -> Result<i64, Invalid> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Ok(default);
    }
    value
        .parse::<i64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| Invalid::new("admin.number_range").arg("min", min).arg("max", max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_has_defaults_and_bounds() {
        assert_eq!(Paging::parse(None, None).ok(), Some(Paging { skip: 0, take: 20 }));
        assert_eq!(Paging::parse(Some("40"), Some("100")).ok(), Some(Paging { skip: 40, take: 100 }));
        assert!(Paging::parse(Some("-1"), None).is_err());
        assert!(Paging::parse(None, Some("101")).is_err());
        assert!(Paging::parse(None, Some("0")).is_err());
        assert!(Paging::parse(None, Some("ten")).is_err());
    }
}
