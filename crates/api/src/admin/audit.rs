//! `GET /api/admin/audit`: the audit log, newest first, and `GET /api/admin/audit/verify`: whether its hash chain
//! is intact (role admin).

use axum::extract::{Query, State};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::operator::Operator;
use crate::paging::{Page, Paging};
use crate::{
    error::Error,
    reply::{ApiResult, Reply},
    state::AppState,
};
use domain::operator::Role;

/// `/api/admin/audit`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(verify))
}

/// Paging and optional filters (all exact matches).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct AuditQuery {
    /// Rows to skip (default 0).
    pub skip: Option<String>,
    /// Rows to return, 1–100 (default 20).
    pub take: Option<String>,
    pub operator_id: Option<String>,
    /// e.g. `player.block`.
    /// One action, or a family ending in `*` (`responsible.*`).
    pub action: Option<String>,
    /// e.g. `player`.
    pub target_type: Option<String>,
    pub target_id: Option<String>,
}

/// One audit row.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditItem {
    /// The row's position in the chain (1, 2, 3 …).
    pub id: i64,
    pub at: DateTime<Utc>,
    /// Empty for changes made with the `zar` command line.
    pub operator_id: Option<i64>,
    pub operator_username: Option<String>,
    pub operator_role: String,
    pub action: String,
    pub target_type: String,
    pub target_id: Option<String>,
    /// The changed fields before the change.
    #[schema(value_type = Option<Object>)]
    pub before: Option<Value>,
    /// The changed fields after the change.
    #[schema(value_type = Option<Object>)]
    pub after: Option<Value>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    pub request_id: Option<String>,
    pub prev_hash: String,
    pub hash: String,
}

impl From<store::audit::Listed> for AuditItem {
    fn from(row: store::audit::Listed) -> AuditItem {
        let json = |text: Option<String>| text.and_then(|t| serde_json::from_str(&t).ok());
        let e = row.entry;
        AuditItem {
            id: e.id,
            at: e.at,
            operator_id: e.operator_id,
            operator_username: row.operator_username,
            operator_role: e.operator_role,
            action: e.action,
            target_type: e.target_type,
            target_id: e.target_id,
            before: json(e.before),
            after: json(e.after),
            ip: e.ip,
            user_agent: e.user_agent,
            request_id: e.request_id,
            prev_hash: e.prev_hash,
            hash: e.hash,
        }
    }
}

/// The audit log, newest first.
#[utoipa::path(get, path = "/api/admin/audit", tag = "admin", operation_id = "admin_list_audit", security(("operator" = [])),
    params(AuditQuery),
    responses(
        (status = 200, body = crate::reply::Envelope<Page<AuditItem>>),
        (status = 401), (status = 403, description = "not an admin"), (status = 422),
    ))]
pub async fn list(
    State(state): State<AppState>,
    operator: Operator,
    Query(query): Query<AuditQuery>,
) -> ApiResult<Page<AuditItem>> {
    operator.require(&[Role::Admin])?;
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let text = |v: Option<String>| v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
    let operator_id = match text(query.operator_id) {
        Some(id) => Some(id.parse::<i64>().map_err(|_| {
            Error::field(
                "operatorId",
                domain::validation::Invalid::new("admin.number_range").arg("min", 1).arg("max", i64::MAX),
            )
        })?),
        None => None,
    };
    let filter = store::audit::Filter {
        operator_id,
        action: text(query.action),
        target_type: text(query.target_type),
        target_id: text(query.target_id),
    };
    let (rows, total) = store::audit::page(&state.db, &filter, paging.skip, paging.take).await?;
    let items = rows.into_iter().map(AuditItem::from).collect();
    Ok(Reply::data(Page { items, total }))
}

/// What walking the audit log's hash chain found.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChainStatus {
    /// Every row links to the one before it and hashes to what it says, and the head points at the last row.
    pub intact: bool,
    /// Rows checked (all of them when intact; up to the break otherwise).
    pub checked: i64,
    /// The chain's head: the last row's id.
    pub head_id: i64,
    /// The row at which the chain breaks.
    pub broken_at: Option<i64>,
    /// Why it breaks.
    pub reason: Option<String>,
}

/// Walks the audit log's hash chain from its first row, as `zar admin audit verify` does (without the signed
/// anchors, which are kept outside the database).
#[utoipa::path(get, path = "/api/admin/audit/verify", tag = "admin", operation_id = "admin_verify_audit",
    security(("operator" = [])),
    responses(
        (status = 200, body = crate::reply::Envelope<ChainStatus>),
        (status = 401), (status = 403, description = "not an admin"),
    ))]
pub async fn verify(State(state): State<AppState>, operator: Operator) -> ApiResult<ChainStatus> {
    operator.require(&[Role::Admin])?;
    let verification = store::audit::verify(&state.db).await?;
    let (head_id, _) = store::audit::head(&state.db).await?;
    let broken = verification.broken;
    Ok(Reply::data(ChainStatus {
        intact: broken.is_none(),
        checked: verification.checked,
        head_id,
        broken_at: broken.as_ref().map(|b| b.id),
        reason: broken.map(|b| b.reason),
    }))
}
