//! Zar Sportsbook's back office (issue 49, docs/sportsbook.md "Back office"): the operators' API under
//! `/api/admin/sportsbook` over the sportsbook's own tables (`store::sportsbook`). Events with what is open on them,
//! an event's markets with prices and exposure, entering a result or cancelling an event ([`events`]), finding slips
//! and voiding one ([`slips`]). The sportsbook's tick settles what these change; nothing here moves money.
//! Reading is for roles finance and support (and admin); a result, a cancellation and a void move money, so they are
//! finance's (and admin's), each audited in the change's transaction.

pub mod events;
pub mod result;
pub mod slips;
pub mod views;

use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// The sportsbook's admin calls, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    events::router().merge(slips::router())
}

/// An operator's reason (a cancellation, a void): trimmed, 3 to [`REASON_MAX`] characters, as every operator's reason.
pub const REASON_MAX: usize = 500;

/// The trimmed reason, or a 422 on `reason`.
pub fn reason(text: &str) -> Result<String, crate::error::Error> {
    domain::validation::text_length(text, 3, REASON_MAX)
        .map(str::to_owned)
        .map_err(|invalid| crate::error::Error::field("reason", invalid))
}

/// The numeric id of a path; anything else names nothing.
fn path_id(id: &str, missing: fn() -> crate::error::Error) -> Result<i64, crate::error::Error> {
    id.trim().parse().ok().filter(|id| *id > 0).ok_or_else(missing)
}
