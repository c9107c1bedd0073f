//! Support requests for operators (role support, or admin): `GET /api/admin/support/requests` lists them (the
//! open ones oldest first: the queue), `POST /api/admin/support/requests/{id}/close` closes one with what was
//! done, audited as `support.close`.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use chrono::{DateTime, Utc};
use domain::validation::{Invalid, text_length};
use serde::{Deserialize, Serialize};
use store::support::{Closed, Filter, Listed};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    admin::roles::SupportAgent,
    error::{ApiJson, Error},
    i18n::{Lang, message},
    paging::{Page, Paging, number},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(close))
}

/// Paging and filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct SupportQuery {
    /// Rows to skip (default 0).
    pub skip: Option<String>,
    /// Rows to return, 1–100 (default 20).
    pub take: Option<String>,
    /// `open` (the default: oldest first), `closed` or `all` (newest first).
    pub status: Option<String>,
    /// `message` or `callback`.
    pub kind: Option<String>,
    pub player_id: Option<String>,
}

/// A support request as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupportRequestItem {
    pub id: i64,
    /// `ZS-000042`: what the player quotes.
    pub reference: String,
    #[schema(schema_with = super::player::kind_schema)]
    pub kind: String,
    /// The player logged in when it was sent; empty for a visitor.
    pub player_id: Option<i64>,
    pub username: Option<String>,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    /// A call-back's: `any`, `morning`, `afternoon` or `evening`.
    pub preferred_time: Option<String>,
    pub message: String,
    /// The language to answer in.
    pub locale: String,
    pub created_at: DateTime<Utc>,
    /// `open` or `closed`.
    pub status: String,
    pub closed_at: Option<DateTime<Utc>>,
    /// The operator who closed it.
    pub closed_by: Option<String>,
    pub resolution: Option<String>,
}

impl From<Listed> for SupportRequestItem {
    fn from(r: Listed) -> Self {
        SupportRequestItem {
            reference: domain::support::reference(r.id),
            status: if r.closed_at.is_some() { "closed" } else { "open" }.to_owned(),
            id: r.id,
            kind: r.kind,
            player_id: r.player_id,
            username: r.username,
            name: r.name,
            phone: r.phone,
            email: r.email,
            preferred_time: r.preferred_time,
            message: r.message,
            locale: r.locale,
            created_at: r.created_at,
            closed_at: r.closed_at,
            closed_by: r.closed_by,
            resolution: r.resolution,
        }
    }
}

/// Support requests: the open ones oldest first, or the closed (or all) newest first.
#[utoipa::path(get, path = "/api/admin/support/requests", tag = "admin", operation_id = "admin_list_support_requests",
    security(("operator" = [])),
    params(SupportQuery),
    responses(
        (status = 200, body = crate::reply::Envelope<Page<SupportRequestItem>>),
        (status = 401), (status = 403, description = "roles finance and content"), (status = 422),
    ))]
pub async fn list(
    State(state): State<AppState>,
    _agent: SupportAgent,
    Query(query): Query<SupportQuery>,
) -> ApiResult<Page<SupportRequestItem>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let text = |v: &Option<String>| v.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
    let choice = || Invalid::new("validation.choice");
    let open = match text(&query.status).as_deref() {
        None | Some("open") => Some(true),
        Some("closed") => Some(false),
        Some("all") => None,
        Some(_) => return Err(Error::field("status", choice())),
    };
    let kind = match text(&query.kind) {
        Some(kind) => {
            Some(domain::support::RequestKind::parse(&kind).map_err(|e| Error::field("kind", e))?.as_str().to_owned())
        }
        None => None,
    };
    let player_id = match text(&query.player_id) {
        Some(id) => Some(number(Some(&id), 0, 1, i64::MAX).map_err(|e| Error::field("playerId", e))?),
        None => None,
    };
    let filter = Filter { open, kind, player_id };
    let (rows, total) = store::support::page(&state.db, &filter, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: rows.into_iter().map(SupportRequestItem::from).collect(), total }))
}

/// What was done about a request.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct CloseSupportRequest {
    /// 2–500 characters, e.g. "Called back, deposit found".
    pub resolution: Option<String>,
}

/// Bounds of a resolution, in characters.
const RESOLUTION: (usize, usize) = (2, 500);

/// Closes an open request with what was done.
#[utoipa::path(post, path = "/api/admin/support/requests/{id}/close", tag = "admin",
    operation_id = "admin_close_support_request", security(("operator" = [])),
    params(("id" = i64, Path, description = "request id"), ("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = CloseSupportRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<SupportRequestItem>),
        (status = 401), (status = 403, description = "roles finance and content"),
        (status = 404, description = "support.not_found"),
        (status = 409, description = "support.already_closed"),
        (status = 422, description = "resolution missing or too long"),
    ))]
pub async fn close(
    State(state): State<AppState>,
    lang: Lang,
    agent: SupportAgent,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<CloseSupportRequest>,
) -> ApiResult<SupportRequestItem> {
    let not_found = || Error::not_found("support.not_found");
    let id: i64 = id.trim().parse().map_err(|_| not_found())?;
    let resolution = text_length(input.resolution.as_deref().unwrap_or_default(), RESOLUTION.0, RESOLUTION.1)
        .map_err(|e| Error::field("resolution", e))?;
    let entry = agent.audit("support.close", "support_request", id);
    match store::support::close(&state.db, id, agent.id, resolution, state.clock.now(), &entry).await? {
        Closed::Done => {}
        Closed::AlreadyClosed => return Err(Error::new(StatusCode::CONFLICT, "support.already_closed")),
        Closed::NotFound => return Err(not_found()),
    }
    let item = store::support::get(&state.db, id).await?.ok_or_else(not_found)?;
    let text = message(lang.0, "support.closed", &[("reference", domain::support::reference(id))]);
    Ok(Reply::with_message(text, SupportRequestItem::from(item)))
}
