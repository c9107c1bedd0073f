//! A player's sessions for operators (`/api/admin/players/{id}/sessions…`, roles support and admin): the
//! list, live ones marked, and ending one. Ending is audited (`player.session.end`) in its transaction; the
//! player's open tabs get `SessionEnded` and their next request 401 `session.ended_by_operator`.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use chrono::{DateTime, Utc};
use domain::session::{EndReason, lapsed};
use serde::{Deserialize, Serialize};
use store::player_admin::SessionEnd;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::roles::SupportAgent;
use crate::paging::{Page, Paging};
use crate::{
    error::Error,
    i18n::{Lang, message},
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/admin/players/{id}/sessions…`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(sessions)).routes(routes!(end_session))
}

/// Paging of a player's sessions.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SessionsQuery {
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

/// One of a player's sessions as an operator sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSession {
    pub id: i64,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// Its absolute end.
    pub expires_at: DateTime<Utc>,
    /// When it ended (also when it lapsed by the idle timeout or its lifetime); null while live.
    pub ended_at: Option<DateTime<Utc>>,
    /// logout, revoked, password_changed, password_reset, idle, expired, blocked, session_limit, excluded,
    /// closed or ended_by_operator.
    pub end_reason: Option<String>,
    /// Live now: an operator may end it.
    pub active: bool,
    pub ip: String,
    pub user_agent: String,
}

/// The player's id from the path, when such a player exists.
pub(super) async fn existing_player(state: &AppState, id: &str) -> Result<i64, Error> {
    let not_found = || Error::not_found("admin.player_not_found");
    let id = id.trim().parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(not_found)?;
    store::players::get(&state.db, id).await?.ok_or_else(not_found)?;
    Ok(id)
}

/// A player's sessions, newest first, the live ones marked `active`.
#[utoipa::path(get, path = "/api/admin/players/{id}/sessions", tag = "admin", operation_id = "admin_player_sessions",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id"), SessionsQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminSession>>), (status = 401),
        (status = 403, description = "roles finance and content"),
        (status = 404, description = "admin.player_not_found"), (status = 422)))]
pub async fn sessions(
    State(state): State<AppState>,
    _agent: SupportAgent,
    Path(id): Path<String>,
    Query(query): Query<SessionsQuery>,
) -> ApiResult<Page<AdminSession>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let player = existing_player(&state, &id).await?;
    let (rows, total) = store::sessions::list(&state.db, player, paging.skip, paging.take).await?;
    let now = state.clock.now();
    let idle = state.settings.accounts.session_idle;
    let items = rows
        .into_iter()
        .map(|row| {
            let (ended_at, end_reason) = match (row.ended_at, row.end_reason) {
                (Some(at), reason) => (Some(at), reason),
                (None, _) => match lapsed(row.last_seen_at, row.expires_at, idle, now) {
                    Some((at, reason)) => (Some(at), Some(reason.as_str().to_owned())),
                    None => (None, None),
                },
            };
            AdminSession {
                id: row.id,
                created_at: row.created_at,
                last_seen_at: row.last_seen_at,
                expires_at: row.expires_at,
                active: ended_at.is_none(),
                ended_at,
                end_reason,
                ip: row.ip,
                user_agent: row.user_agent,
            }
        })
        .collect();
    Ok(Reply::data(Page { items, total }))
}

/// Ends one of a player's sessions now: their open tabs are logged out and told why.
#[utoipa::path(post, path = "/api/admin/players/{id}/sessions/{sessionId}/end", tag = "admin",
    operation_id = "admin_end_player_session", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id"), ("sessionId" = i64, Path, description = "session id")),
    responses((status = 200, body = crate::accounts::MessageEnvelope), (status = 401),
        (status = 403, description = "roles finance and content"),
        (status = 404, description = "admin.player_not_found, session.not_found"),
        (status = 409, description = "admin.session_already_ended")))]
pub async fn end_session(
    State(state): State<AppState>,
    lang: Lang,
    agent: SupportAgent,
    Path((id, session_id)): Path<(String, String)>,
) -> ApiResult<()> {
    let player = existing_player(&state, &id).await?;
    let not_found = || Error::not_found("session.not_found");
    let session_id = session_id.trim().parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(not_found)?;
    let entry = agent.audit("player.session.end", "session", session_id);
    match store::player_admin::end_session(&state.db, player, session_id, state.clock.now(), &entry).await? {
        SessionEnd::Ended => {}
        SessionEnd::AlreadyEnded => return Err(Error::new(StatusCode::CONFLICT, "admin.session_already_ended")),
        SessionEnd::NotFound => return Err(not_found()),
    }
    if let Some(realtime) = &state.realtime {
        realtime.session_ended(session_id, EndReason::EndedByOperator).await;
    }
    Ok(Reply::message(message(lang.0, "admin.session_ended", &[])))
}
