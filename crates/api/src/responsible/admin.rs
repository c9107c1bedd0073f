//! Responsible gambling for operators (`/api/admin/players/{id}/responsiblegaming…`, roles support and
//! admin): a player's limits with their usage, their exclusion, and the history of every change (the audit
//! log's `responsible.*` rows about them); and a stricter limit set on a player — never a looser one.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use domain::operator::Role;
use serde::Serialize;
use store::responsible::Refused;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::limits::{
    LimitChanged, LimitRequest, Overview, announce_change, change_notice, changed_view, limit_value, read_overview,
    which,
};
use crate::{
    admin::{audit::AuditItem, operator::Operator},
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/admin/players/{id}/responsiblegaming…`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(player_protection)).routes(routes!(set_stricter_limit))
}

/// Who may read and tighten a player's protections.
const ROLES: &[Role] = &[Role::Support];
/// How many history rows are shown.
const HISTORY: i64 = 200;

/// A player's protections as operators see them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerProtection {
    /// Limits, usage, reality check and exclusion, as the player's own page shows them.
    pub overview: Overview,
    /// Every change of them, newest first (the player's and operators'), from the audit log.
    pub history: Vec<AuditItem>,
}

async fn player_id(state: &AppState, id: &str) -> Result<i64, Error> {
    let not_found = || Error::not_found("admin.player_not_found");
    let id: i64 = id.trim().parse().map_err(|_| not_found())?;
    if !store::players::exists(&state.db, id).await? {
        return Err(not_found());
    }
    Ok(id)
}

/// A player's limits with their usage, reality check, exclusion, and the history of their changes.
#[utoipa::path(get, path = "/api/admin/players/{id}/responsiblegaming", tag = "admin",
    operation_id = "admin_player_responsiblegaming", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id")),
    responses((status = 200, body = crate::reply::Envelope<PlayerProtection>), (status = 401),
        (status = 403, description = "roles finance and content"), (status = 404, description = "admin.player_not_found")))]
pub async fn player_protection(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<PlayerProtection> {
    operator.require(ROLES)?;
    let id = player_id(&state, &id).await?;
    let filter = store::audit::Filter {
        operator_id: None,
        action: Some("responsible.*".to_owned()),
        target_type: Some("player".to_owned()),
        target_id: Some(id.to_string()),
    };
    let (rows, _) = store::audit::page(&state.db, &filter, 0, HISTORY).await?;
    Ok(Reply::data(PlayerProtection {
        overview: read_overview(&state, id).await?,
        history: rows.into_iter().map(AuditItem::from).collect(),
    }))
}

/// Sets a stricter limit on a player, in force at once (the player is notified). A looser limit, or removing
/// one, is refused: only the player may loosen their limits, and only with the 24-hour wait.
#[utoipa::path(post, path = "/api/admin/players/{id}/responsiblegaming/limits", tag = "admin",
    operation_id = "admin_player_responsiblegaming_limit", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id")),
    request_body = LimitRequest,
    responses((status = 200, body = crate::reply::Envelope<LimitChanged>), (status = 401),
        (status = 403, description = "roles finance and content"), (status = 404, description = "admin.player_not_found"),
        (status = 409, description = "responsible.not_stricter"), (status = 422)))]
pub async fn set_stricter_limit(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<LimitRequest>,
) -> ApiResult<LimitChanged> {
    operator.require(ROLES)?;
    let id = player_id(&state, &id).await?;
    let which = which(&input.kind, &input.period)?;
    let wanted = limit_value(which, input.amount.as_ref())?;
    let now = state.clock.now();
    let (kind, period) = which.codes();
    let entry = operator
        .audit("responsible.limit.operator", "player", id)
        .after(serde_json::json!({"kind": kind, "period": period}));
    let notice = |changed| change_notice(id, which, changed, now);
    let done = store::responsible::change(&state.db, id, which, wanted, true, notice, &entry, now).await?.map_err(
        |refused| match refused {
            Refused::NotStricter => Error::new(StatusCode::CONFLICT, "responsible.not_stricter"),
            _ => Error::internal("an operator's limit refused for another reason"),
        },
    )?;
    announce_change(&state, id, which, done, now).await;
    Ok(Reply::with_message(lang.t("responsible.limit_set_operator"), changed_view(which, done.0)))
}
