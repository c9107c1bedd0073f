//! Operators' second factor (TOTP, RFC 6238), enrolled by the operator themselves:
//! `POST /api/admin/auth/totp/setup` makes a secret and answers it with its `otpauth://` link (for the
//! authenticator app's QR code), `…/confirm` enrols it with its first code (replacing an enrolled one also takes a
//! current code of that one), `…/remove` takes it away with a current code. Enrolling, replacing and removing are
//! audited (`operator.totp_enable`, `operator.totp_replace`, `operator.totp_remove`). A lost
//! device is reset on the command line (`zar operator reset-2fa`).

use axum::{extract::State, http::StatusCode};
use domain::totp::TotpSecret;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::operator::Operator;
use crate::{
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(setup)).routes(routes!(confirm)).routes(routes!(remove))
}

/// Whether `code` is operator `id`'s current code, not used before; using it marks it used.
pub async fn accept(state: &AppState, id: i64, code: &str) -> Result<bool, Error> {
    let secret = store::operator_totp::secrets(&state.db, id).await?.and_then(|s| s.totp_secret);
    let Some(step) = secret.as_deref().and_then(TotpSecret::from_base32).and_then(|s| s.check(code, unix_now(state)))
    else {
        return Ok(false);
    };
    Ok(store::operator_totp::use_step(&state.db, id, step_number(step)).await?)
}

fn unix_now(state: &AppState) -> u64 {
    u64::try_from(state.clock.now().timestamp()).unwrap_or_default()
}

fn step_number(step: u64) -> i64 {
    i64::try_from(step).unwrap_or(i64::MAX)
}

/// A secret to enrol: type it, or scan the link as a QR code.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TotpSetup {
    /// Base32, for typing into an authenticator app.
    pub secret: String,
    /// `otpauth://totp/Zar:<username>?secret=…&issuer=Zar`, for a QR code.
    pub otpauth_url: String,
}

/// Starts enrolling a second factor: a new secret, pending until its first code confirms it.
#[utoipa::path(post, path = "/api/admin/auth/totp/setup", tag = "admin", operation_id = "admin_totp_setup",
    security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<TotpSetup>), (status = 401)))]
pub async fn setup(State(state): State<AppState>, operator: Operator) -> ApiResult<TotpSetup> {
    let secret = TotpSecret::generate();
    store::operator_totp::begin(&state.db, operator.id, secret.base32()).await?;
    Ok(Reply::data(TotpSetup { otpauth_url: secret.url(&operator.username), secret: secret.base32().to_owned() }))
}

/// The authenticator's current code.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TotpCode {
    pub code: String,
}

/// The first code of the secret being enrolled and, to replace an enrolled one, a code of that one.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct TotpConfirm {
    pub code: String,
    /// Needed when a second factor is enrolled already: its current code, so a session alone cannot replace it.
    pub current_code: Option<String>,
}

/// Enrols the pending secret with its first code. Replacing an enrolled second factor also takes a current code of
/// it (issue 47), as removing one does.
#[utoipa::path(post, path = "/api/admin/auth/totp/confirm", tag = "admin", operation_id = "admin_totp_confirm",
    security(("operator" = [])),
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = TotpConfirm,
    responses(
        (status = 200, description = "enrolled; the envelope carries only a message"),
        (status = 400, description = "admin.totp_invalid: wrong or used code (either of them)"),
        (status = 401),
        (status = 403, description = "admin.totp_current_required: one is enrolled; replacing it needs its current code"),
        (status = 409, description = "admin.totp_not_started: no setup to confirm"),
    ))]
pub async fn confirm(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(input): ApiJson<TotpConfirm>,
) -> ApiResult<()> {
    let secrets = store::operator_totp::secrets(&state.db, operator.id).await?.unwrap_or_default();
    let Some(pending) = secrets.totp_pending else {
        return Err(Error::new(StatusCode::CONFLICT, "admin.totp_not_started"));
    };
    let check = |secret: &str, code: &str| {
        TotpSecret::from_base32(secret)
            .and_then(|s| s.check(code, unix_now(&state)))
            .map(step_number)
            .ok_or_else(|| Error::bad_request("admin.totp_invalid"))
    };
    let current = match secrets.totp_secret.as_deref() {
        None => None,
        Some(enrolled) => match input.current_code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
            None => return Err(Error::new(StatusCode::FORBIDDEN, "admin.totp_current_required")),
            Some(code) => Some((enrolled, check(enrolled, code)?)),
        },
    };
    let step = check(&pending, &input.code)?;
    let entry = match current {
        Some(_) => operator.audit("operator.totp_replace", "operator", operator.id),
        None => operator.audit("operator.totp_enable", "operator", operator.id),
    };
    let now = state.clock.now();
    if !store::operator_totp::confirm(&state.db, operator.id, &pending, step, current, now, &entry).await? {
        return Err(Error::bad_request("admin.totp_invalid"));
    }
    Ok(Reply::message(lang.t("admin.totp_enabled")))
}

/// Removes the second factor, with a current code.
#[utoipa::path(post, path = "/api/admin/auth/totp/remove", tag = "admin", operation_id = "admin_totp_remove",
    security(("operator" = [])),
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = TotpCode,
    responses(
        (status = 200, description = "removed; the envelope carries only a message"),
        (status = 400, description = "admin.totp_invalid: wrong or used code"),
        (status = 401), (status = 409, description = "admin.totp_not_enabled"),
    ))]
pub async fn remove(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(input): ApiJson<TotpCode>,
) -> ApiResult<()> {
    if !operator.totp {
        return Err(Error::new(StatusCode::CONFLICT, "admin.totp_not_enabled"));
    }
    if !accept(&state, operator.id, &input.code).await? {
        return Err(Error::bad_request("admin.totp_invalid"));
    }
    let entry = operator.audit("operator.totp_remove", "operator", operator.id);
    store::operator_totp::remove(&state.db, operator.id, &entry).await?;
    Ok(Reply::message(lang.t("admin.totp_removed")))
}
