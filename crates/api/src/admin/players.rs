//! Players for operators: search, view, block and unblock (`/api/admin/players…`).
//! Viewing is for admin, support and finance (finance looks players up for withdrawals); blocking and
//! unblocking for admin and support. Both changes are audited with the state before and after.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use chrono::{DateTime, NaiveDate, Utc};
use domain::{ledger::Account, validation::text_length};
use serde::{Deserialize, Serialize};
use store::player_admin::Outcome;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::operator::Operator;
use crate::paging::{Page, Paging};
use crate::{
    error::{ApiJson, Error},
    i18n::{Lang, message},
    reply::{ApiResult, Reply},
    state::AppState,
};
use domain::operator::Role;

/// `/api/admin/players…`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(search)).routes(routes!(detail)).routes(routes!(block)).routes(routes!(unblock))
}

/// Who may look players up.
const VIEW: &[Role] = &[Role::Support, Role::Finance];
/// Who may block and unblock.
const CHANGE: &[Role] = &[Role::Support];
/// Bounds of a block reason, in characters.
const REASON_MIN: usize = 3;
const REASON_MAX: usize = 500;

/// Search text and paging.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Part of a username, e-mail, phone, user code or name, or a player id; empty lists everyone.
    pub search: Option<String>,
    /// Rows to skip (default 0).
    pub skip: Option<String>,
    /// Rows to return, 1–100 (default 20).
    pub take: Option<String>,
}

/// A player in the search results.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerItem {
    pub id: i64,
    pub username: String,
    pub usercode: String,
    pub name: String,
    pub surname: String,
    pub email: String,
    pub phone: String,
    pub sms_verified: bool,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    /// Set while the player is blocked.
    pub blocked_at: Option<DateTime<Utc>>,
}

/// Finds players, newest first.
#[utoipa::path(get, path = "/api/admin/players", tag = "admin", operation_id = "admin_search_players", security(("operator" = [])),
    params(SearchQuery),
    responses(
        (status = 200, body = crate::reply::Envelope<Page<PlayerItem>>),
        (status = 401), (status = 403, description = "role content"), (status = 422),
    ))]
pub async fn search(
    State(state): State<AppState>,
    operator: Operator,
    Query(query): Query<SearchQuery>,
) -> ApiResult<Page<PlayerItem>> {
    operator.require(VIEW)?;
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let search = query.search.unwrap_or_default();
    if search.chars().count() > 100 {
        return Err(Error::field(
            "search",
            domain::validation::Invalid::new("validation.length").arg("min", 0).arg("max", 100),
        ));
    }
    let (found, total) = store::player_admin::search(&state.db, &search, paging.skip, paging.take).await?;
    let items = found
        .into_iter()
        .map(|p| PlayerItem {
            id: p.id,
            username: p.username,
            usercode: p.usercode,
            name: p.name,
            surname: p.surname,
            email: p.email,
            phone: p.phone,
            sms_verified: p.phone_verified_at.is_some(),
            created_at: p.created_at,
            last_login_at: p.last_login_at,
            blocked_at: p.blocked_at,
        })
        .collect();
    Ok(Reply::data(Page { items, total }))
}

/// One player as an operator sees them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerDetail {
    pub id: i64,
    pub username: String,
    pub usercode: String,
    pub name: String,
    pub surname: String,
    pub email: String,
    pub phone: String,
    pub sms_verified: bool,
    pub birth_date: NaiveDate,
    pub country_id: i64,
    /// The language e-mails and SMS go out in.
    pub locale: String,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    /// `active`, `blocked`, or `closed` (by the player).
    pub status: String,
    pub blocked_at: Option<DateTime<Utc>>,
    pub block_reason: Option<String>,
    /// Sessions ever opened.
    pub sessions: i64,
    /// Sessions not ended and within their lifetime.
    pub active_sessions: i64,
    /// Cash balance in major units (TRY).
    pub balance: f64,
    /// Bonus balance in major units (TRY).
    pub bonus_balance: f64,
}

async fn load(state: &AppState, id: &str) -> Result<PlayerDetail, Error> {
    let not_found = || Error::not_found("admin.player_not_found");
    let id: i64 = id.trim().parse().map_err(|_| not_found())?;
    let player = store::players::get(&state.db, id).await?.ok_or_else(not_found)?;
    let block_reason = store::player_admin::block_reason(&state.db, id).await?;
    let (sessions, active_sessions) = store::player_admin::session_counts(&state.db, id, state.clock.now()).await?;
    let balance = store::ledger::player_balance(&state.db, id).await?;
    let bonus = store::ledger::balance(&state.db, Account::PlayerBonus(id)).await?;
    Ok(PlayerDetail {
        id: player.id,
        sms_verified: player.sms_verified(),
        username: player.username,
        usercode: player.usercode,
        name: player.name,
        surname: player.surname,
        email: player.email,
        phone: player.phone,
        birth_date: player.birth_date,
        country_id: player.country_id,
        locale: player.locale,
        created_at: player.created_at,
        last_login_at: player.last_login_at,
        status: match (player.blocked_at, player.closed_at) {
            (Some(_), _) => "blocked",
            (None, Some(_)) => "closed",
            (None, None) => "active",
        }
        .to_owned(),
        blocked_at: player.blocked_at,
        block_reason,
        sessions,
        active_sessions,
        balance: domain::money::Money(balance).to_major_json(),
        bonus_balance: bonus.to_major_json(),
    })
}

/// One player: profile, status, sessions and balances.
#[utoipa::path(get, path = "/api/admin/players/{id}", tag = "admin", operation_id = "admin_get_player", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id")),
    responses(
        (status = 200, body = crate::reply::Envelope<PlayerDetail>),
        (status = 401), (status = 403), (status = 404, description = "admin.player_not_found"),
    ))]
pub async fn detail(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<PlayerDetail> {
    operator.require(VIEW)?;
    Ok(Reply::data(load(&state, &id).await?))
}

/// Why a player is blocked.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct BlockRequest {
    /// 3–500 characters; kept on the player and in the audit log.
    pub reason: String,
}

/// Blocks a player: they cannot log in, and every open session ends now.
#[utoipa::path(post, path = "/api/admin/players/{id}/block", tag = "admin", operation_id = "admin_block_player", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id")),
    request_body = BlockRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<PlayerDetail>),
        (status = 401), (status = 403, description = "roles finance and content"),
        (status = 404, description = "admin.player_not_found"),
        (status = 409, description = "admin.player_already_blocked"),
        (status = 422, description = "reason missing or too long"),
    ))]
pub async fn block(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<BlockRequest>,
) -> ApiResult<PlayerDetail> {
    operator.require(CHANGE)?;
    let player = load(&state, &id).await?;
    let reason = text_length(&input.reason, REASON_MIN, REASON_MAX).map_err(|e| Error::field("reason", e))?;
    let entry = operator.audit("player.block", "player", player.id);
    let outcome = store::player_admin::block(&state.db, player.id, reason, state.clock.now(), &entry).await?;
    let sessions_ended = match outcome {
        Outcome::Done { sessions_ended } => sessions_ended,
        Outcome::Unchanged => return Err(Error::new(StatusCode::CONFLICT, "admin.player_already_blocked")),
        Outcome::NotFound => return Err(Error::not_found("admin.player_not_found")),
    };
    if let Some(realtime) = &state.realtime {
        realtime.sessions_ended(&sessions_ended, domain::session::EndReason::Blocked).await;
    }
    let args = [("username", player.username.clone()), ("sessions", sessions_ended.len().to_string())];
    let text = message(lang.0, "admin.player_blocked", &args);
    Ok(Reply::with_message(text, load(&state, &id).await?))
}

/// Unblocks a player: they may log in again (sessions ended by the block stay ended).
#[utoipa::path(post, path = "/api/admin/players/{id}/unblock", tag = "admin", operation_id = "admin_unblock_player", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id")),
    responses(
        (status = 200, body = crate::reply::Envelope<PlayerDetail>),
        (status = 401), (status = 403, description = "roles finance and content"),
        (status = 404, description = "admin.player_not_found"),
        (status = 409, description = "admin.player_not_blocked"),
    ))]
pub async fn unblock(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<PlayerDetail> {
    operator.require(CHANGE)?;
    let player = load(&state, &id).await?;
    let entry = operator.audit("player.unblock", "player", player.id);
    match store::player_admin::unblock(&state.db, player.id, &entry).await? {
        Outcome::Done { .. } => {}
        Outcome::Unchanged => return Err(Error::new(StatusCode::CONFLICT, "admin.player_not_blocked")),
        Outcome::NotFound => return Err(Error::not_found("admin.player_not_found")),
    }
    let text = message(lang.0, "admin.player_unblocked", &[("username", player.username.clone())]);
    Ok(Reply::with_message(text, load(&state, &id).await?))
}
