//! Slips under `/api/admin/sportsbook/slips`: finding them (by id, player, status or event) and voiding an open one.

use std::collections::HashMap;

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use domain::validation::{FieldErrors, Invalid};
use serde::Deserialize;
use serde_json::json;
use store::sportsbook::{
    bets::{self, Search, Status},
    events::{self, Event},
};
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;

use super::{
    events::ReasonRequest,
    path_id, reason,
    views::{self, AdminSlip},
};
use crate::{
    admin::roles::{Cashier, MoneyReader},
    error::{ApiJson, Error},
    i18n::Lang,
    openapi::routes,
    paging::{Page, Paging, number},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_slips)).routes(routes!(void_slip))
}

fn slip_not_found() -> Error {
    Error::not_found("sportsbook.slip_not_found")
}

/// Filters and paging of the slips list (all optional).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SlipsQuery {
    /// A slip's id.
    pub id: Option<String>,
    /// A player's username, exactly.
    pub player: Option<String>,
    /// `placing`, `open`, `refused`, `settling`, `won`, `lost`, `void`, `rolling_back`, `rolled_back`.
    pub status: Option<String>,
    /// Slips with a selection on this event.
    pub event: Option<String>,
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

async fn named(state: &AppState, slips: &[bets::Bet], lang: Lang) -> Result<Vec<AdminSlip>, Error> {
    let events: HashMap<i64, Event> =
        events::many(&state.db, &views::event_ids(slips)).await?.into_iter().map(|e| (e.id, e)).collect();
    Ok(slips.iter().map(|slip| views::slip(slip, &events, lang.0)).collect())
}

/// Slips, newest first, with their selections named.
#[utoipa::path(get, path = "/api/admin/sportsbook/slips", tag = "admin", operation_id = "admin_sportsbook_slips",
    security(("operator" = [])), params(SlipsQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminSlip>>), (status = 401),
        (status = 403, description = "role content"), (status = 422)))]
pub async fn list_slips(
    State(state): State<AppState>,
    _: MoneyReader,
    lang: Lang,
    Query(query): Query<SlipsQuery>,
) -> ApiResult<Page<AdminSlip>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let mut errors = FieldErrors::default();
    let id = given(&query.id).map(|id| number(Some(id.trim_start_matches('#')), 0, 1, i64::MAX));
    let id = errors.check("id", id.transpose()).flatten();
    let event = given(&query.event).map(|id| number(Some(id), 0, 1, i64::MAX));
    let event = errors.check("event", event.transpose()).flatten();
    let status = given(&query.status).map(|s| Status::parse(s).ok_or_else(|| Invalid::new("validation.choice")));
    let status = errors.check("status", status.transpose()).flatten();
    errors.finish().map_err(Error::validation)?;
    let search = Search { id, player: given(&query.player), status, event };
    let (slips, total) = bets::search(&state.db, &search, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: named(&state, &slips, lang).await?, total }))
}

/// Asks to void an open slip with a reason: the sportsbook's next tick settles it at odds 1 (the stake back to the
/// player). Audited (`sportsbook.slip.void`).
#[utoipa::path(post, path = "/api/admin/sportsbook/slips/{id}/void", tag = "admin",
    operation_id = "admin_sportsbook_slip_void", security(("operator" = [])), params(("id" = i64, Path)),
    request_body = ReasonRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSlip>), (status = 401),
        (status = 403, description = "role support or content"), (status = 404),
        (status = 409, description = "sportsbook.slip_not_open: not open, or a void is already asked"),
        (status = 422)))]
pub async fn void_slip(
    State(state): State<AppState>,
    cashier: Cashier,
    lang: Lang,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<AdminSlip> {
    let id = path_id(&id, slip_not_found)?;
    let slip = bets::get(&state.db, id).await?.ok_or_else(slip_not_found)?;
    let reason = reason(&request.reason)?;
    let entry = cashier
        .audit("sportsbook.slip.void", "sb_bet", id)
        .changes(json!({"status": slip.status}), json!({"status": slip.status, "voidAsked": true, "reason": reason}));
    if !bets::ask_void(&state.db, id, &reason, state.clock.now(), Some(&entry)).await? {
        return Err(Error::new(StatusCode::CONFLICT, "sportsbook.slip_not_open"));
    }
    let slip = bets::get(&state.db, id).await?.ok_or_else(slip_not_found)?;
    let slip = named(&state, &[slip], lang).await?.pop().ok_or_else(slip_not_found)?;
    Ok(Reply::with_message(lang.t("sportsbook.void_asked"), slip))
}
