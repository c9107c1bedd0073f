//! The operator behind a request: the [`Operator`] extractor every `/api/admin` handler takes (401
//! `auth.unauthorized` unless the session is live), the audit entries it writes, and a role on the wire.

use axum::{extract::FromRequestParts, http::request::Parts};
use domain::{operator::Role, session::Activity};
use store::audit::{Actor, NewEntry};

use crate::{
    error::Error,
    session::{self, Holder, Origin, bearer, token_hash},
    state::AppState,
};

/// The schema of a role on the wire (the domain crate knows nothing of OpenAPI).
pub fn role_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(&Role::ALL.map(Role::as_str), "admin (everything), finance, support or content")
}

/// Whether an operator with `role` and no second factor (`totp` false) must enrol one first.
pub fn must_enrol(state: &AppState, role: Role, totp: bool) -> bool {
    state.settings.operators.require_2fa && role == Role::Admin && !totp
}

/// The operator behind the request's `Authorization: Bearer` token, with where the request came from.
/// Extracting it answers 401 `auth.unauthorized` unless the session is live.
#[derive(Debug, Clone)]
pub struct Operator {
    pub id: i64,
    pub username: String,
    pub role: Role,
    pub session_id: i64,
    /// A second factor is enrolled.
    pub totp: bool,
    pub origin: Origin,
    /// When the request was admitted (the clock's time): audit rows are dated with it.
    pub at: chrono::DateTime<chrono::Utc>,
}

impl Operator {
    /// `Ok` when the operator's role is one of `roles` or admin, else 403 `auth.forbidden`:
    /// `operator.require(&[Role::Support])?`.
    pub fn require(&self, roles: &[Role]) -> Result<(), Error> {
        if self.role.is_allowed(roles) { Ok(()) } else { Err(Error::forbidden()) }
    }

    /// Who is acting, for audit rows.
    pub fn actor(&self) -> Actor {
        actor(self.id, self.role, &self.origin, self.at)
    }

    /// An audit entry for a change this operator makes to `target_type` `target_id`; add what changed
    /// with `.changes(before, after)` (or `.before(…)`/`.after(…)`) and append it with
    /// `store::audit::append` in the change's transaction.
    pub fn audit(&self, action: &str, target_type: &str, target_id: impl ToString) -> NewEntry {
        NewEntry::new(&self.actor(), action, target_type, target_id)
    }
}

/// Who is acting, for audit rows.
pub fn actor(operator_id: i64, role: Role, origin: &Origin, at: chrono::DateTime<chrono::Utc>) -> Actor {
    let known = |text: &str| Some(text.to_owned()).filter(|t| !t.is_empty());
    Actor {
        operator_id: Some(operator_id),
        role: role.as_str().to_owned(),
        ip: known(&origin.ip),
        user_agent: known(&origin.user_agent),
        request_id: known(&origin.request_id),
        at,
    }
}

impl FromRequestParts<AppState> for Operator {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        let session =
            store::operators::session_by_token(&state.db, &token_hash(token)).await?.ok_or_else(Error::unauthorized)?;
        session::admit(state, Holder::Operator, session.id, &session.state(), Activity::Active).await?;
        let totp = session.operator.totp_enabled_at.is_some();
        if must_enrol(state, session.operator.role, totp) && !parts.uri.path().starts_with("/api/admin/auth/") {
            return Err(Error::new(axum::http::StatusCode::FORBIDDEN, "admin.totp_enrolment_required"));
        }
        Ok(Operator {
            id: session.operator.id,
            username: session.operator.username,
            role: session.operator.role,
            session_id: session.id,
            totp,
            origin: Origin::from_parts(parts, &state.settings),
            at: state.clock.now(),
        })
    }
}
