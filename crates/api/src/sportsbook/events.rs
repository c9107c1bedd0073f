//! Events under `/api/admin/sportsbook/events`: the list with what is open on each, one event with its markets
//! (prices at the default margins, exposure) and open slips, entering its result and cancelling it.

use std::collections::HashMap;

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
};
use domain::{
    casino::search_key,
    sportsbook::{Margins, Matchup, Sport},
    validation::{FieldErrors, Invalid},
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use store::sportsbook::{
    bets,
    events::{self, Booked, Event, Filter, When},
};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use super::{
    path_id, reason,
    result::{self, ResultRequest},
    views::{self, AdminEvent, AdminMarket, AdminSlip},
};
use crate::{
    admin::roles::{Cashier, MoneyReader},
    error::{ApiJson, Error},
    i18n::Lang,
    openapi::routes,
    paging::{Page, Paging},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_events))
        .routes(routes!(get_event))
        .routes(routes!(enter_result))
        .routes(routes!(cancel_event))
}

fn event_not_found() -> Error {
    Error::not_found("sportsbook.event_not_found")
}

fn not_scheduled() -> Error {
    Error::new(StatusCode::CONFLICT, "sportsbook.event_not_scheduled")
}

/// Filters and paging of the events list (all optional).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// Part of a team's name (case and accents do not matter).
    pub q: Option<String>,
    /// A sport's code (`football`, `ice-hockey`, `cs2` …).
    pub sport: Option<String>,
    /// `upcoming`, `live`, `ended` or `cancelled`.
    pub status: Option<String>,
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// Events of the sportsbook, upcoming and live by kick-off (the ended and cancelled ones latest first), each with its
/// open slips and their stake.
#[utoipa::path(get, path = "/api/admin/sportsbook/events", tag = "admin", operation_id = "admin_sportsbook_events",
    security(("operator" = [])), params(EventsQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminEvent>>), (status = 401),
        (status = 403, description = "role content"), (status = 422)))]
pub async fn list_events(
    State(state): State<AppState>,
    _: MoneyReader,
    lang: Lang,
    Query(query): Query<EventsQuery>,
) -> ApiResult<Page<AdminEvent>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let mut errors = FieldErrors::default();
    let sport = given(&query.sport).map(|s| Sport::parse(s).ok_or_else(|| Invalid::new("validation.choice")));
    let sport = errors.check("sport", sport.transpose()).flatten();
    let when = given(&query.status).map(|s| match s {
        "upcoming" => Ok(When::Upcoming),
        "live" => Ok(When::Live),
        "ended" => Ok(When::Ended),
        "cancelled" => Ok(When::Cancelled),
        _ => Err(Invalid::new("validation.choice")),
    });
    let when = errors.check("status", when.transpose()).flatten();
    errors.finish().map_err(Error::validation)?;
    let filter = Filter {
        sports: sport.map(|s| vec![s.code()]).unwrap_or_default(),
        search: given(&query.q).map(search_key).filter(|key| !key.is_empty()),
        when,
        ..Filter::default()
    };
    let now = state.clock.now();
    let (events, total) = events::booked(&state.db, &filter, now, paging.skip, paging.take).await?;
    let items = events.iter().map(|e| AdminEvent::new(e, now, lang.0)).collect();
    Ok(Reply::data(Page { items, total }))
}

/// An event with its markets and the open slips on it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventDetail {
    #[serde(flatten)]
    pub event: AdminEvent,
    /// Every market the model prices, at the default margins (the sportsbook's own margin setting may differ), with
    /// the open slips' exposure on each outcome; empty once the event is over.
    pub markets: Vec<AdminMarket>,
    /// The open slips with a selection on it, newest first.
    pub slips: Vec<AdminSlip>,
}

async fn booked(state: &AppState, id: i64) -> Result<(Event, Vec<bets::Bet>), Error> {
    let event = events::get(&state.db, id).await?.ok_or_else(event_not_found)?;
    let mut open = bets::open_on(&state.db, id).await?;
    open.reverse();
    Ok((event, open))
}

/// One event: its markets with prices and exposure, and its open slips.
#[utoipa::path(get, path = "/api/admin/sportsbook/events/{id}", tag = "admin", operation_id = "admin_sportsbook_event",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<EventDetail>), (status = 401), (status = 403),
        (status = 404)))]
pub async fn get_event(
    State(state): State<AppState>,
    _: MoneyReader,
    lang: Lang,
    Path(id): Path<String>,
) -> ApiResult<EventDetail> {
    let id = path_id(&id, event_not_found)?;
    let (event, open) = booked(&state, id).await?;
    Ok(Reply::data(detail(&state, event, open, lang).await?))
}

async fn detail(state: &AppState, event: Event, open: Vec<bets::Bet>, lang: Lang) -> Result<EventDetail, Error> {
    let now = state.clock.now();
    let prices = match (event.status.as_str(), Sport::parse(&event.sport)) {
        ("scheduled", Some(sport)) => {
            let best_of = u8::try_from(event.best_of).unwrap_or(1);
            let matchup = Matchup { sport, home: event.home_rating, away: event.away_rating, best_of };
            domain::sportsbook::price(&matchup, &Margins::default())
        }
        _ => Vec::new(),
    };
    let markets = views::markets(&event, &prices, &open, lang.0);
    let named: HashMap<i64, Event> =
        events::many(&state.db, &views::event_ids(&open)).await?.into_iter().map(|e| (e.id, e)).collect();
    let slips = open.iter().map(|slip| views::slip(slip, &named, lang.0)).collect();
    let open_stake = open.iter().map(|s| s.total_stake).sum();
    let booked = Booked { open_slips: open.len() as i64, open_stake, event };
    Ok(EventDetail { event: AdminEvent::new(&booked, now, lang.0), markets, slips })
}

/// Records a started event's result (docs/sportsbook.md "Back office" says what each sport needs); the sportsbook's
/// next tick settles its open slips. Audited (`sportsbook.event.result`).
#[utoipa::path(post, path = "/api/admin/sportsbook/events/{id}/result", tag = "admin",
    operation_id = "admin_sportsbook_event_result", security(("operator" = [])), params(("id" = i64, Path)),
    request_body = ResultRequest,
    responses((status = 200, body = crate::reply::Envelope<EventDetail>), (status = 401),
        (status = 403, description = "role support or content"), (status = 404),
        (status = 409, description = "sportsbook.event_not_scheduled: ended or cancelled already; \
            sportsbook.event_not_started: it has not started"),
        (status = 422)))]
pub async fn enter_result(
    State(state): State<AppState>,
    cashier: Cashier,
    lang: Lang,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ResultRequest>,
) -> ApiResult<EventDetail> {
    let id = path_id(&id, event_not_found)?;
    let event = events::get(&state.db, id).await?.ok_or_else(event_not_found)?;
    if event.status != "scheduled" {
        return Err(not_scheduled());
    }
    let now = state.clock.now();
    if now < event.starts_at {
        return Err(Error::new(StatusCode::CONFLICT, "sportsbook.event_not_started"));
    }
    let sport = Sport::parse(&event.sport).ok_or_else(|| Error::internal(format!("event {id}: sport")))?;
    let result = result::check(sport, views::series(&event), &request).map_err(Error::validation)?;
    let json = serde_json::to_string(&result).map_err(Error::internal)?;
    let entry = cashier
        .audit("sportsbook.event.result", "sb_event", id)
        .changes(json!({"status": "scheduled"}), json!({"status": "ended", "result": result}));
    if !events::finish(&state.db, id, &json, now, Some(&entry)).await? {
        return Err(not_scheduled());
    }
    let (event, open) = booked(&state, id).await?;
    let detail = detail(&state, event, open, lang).await?;
    Ok(Reply::with_message(lang.t("sportsbook.result_saved"), detail))
}

/// Why an event is cancelled, or a slip voided.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ReasonRequest {
    /// 3–500 characters (trimmed); kept with the event or slip and in the audit log.
    pub reason: String,
}

/// Cancels an event that has no result yet: every selection on it is void when the sportsbook's next tick settles
/// its slips. Audited (`sportsbook.event.cancel`).
#[utoipa::path(post, path = "/api/admin/sportsbook/events/{id}/cancel", tag = "admin",
    operation_id = "admin_sportsbook_event_cancel", security(("operator" = [])), params(("id" = i64, Path)),
    request_body = ReasonRequest,
    responses((status = 200, body = crate::reply::Envelope<EventDetail>), (status = 401),
        (status = 403, description = "role support or content"), (status = 404),
        (status = 409, description = "sportsbook.event_not_scheduled: ended or cancelled already"), (status = 422)))]
pub async fn cancel_event(
    State(state): State<AppState>,
    cashier: Cashier,
    lang: Lang,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<ReasonRequest>,
) -> ApiResult<EventDetail> {
    let id = path_id(&id, event_not_found)?;
    let event = events::get(&state.db, id).await?.ok_or_else(event_not_found)?;
    let reason = reason(&request.reason)?;
    if event.status != "scheduled" {
        return Err(not_scheduled());
    }
    let entry = cashier
        .audit("sportsbook.event.cancel", "sb_event", id)
        .changes(json!({"status": "scheduled"}), json!({"status": "cancelled", "reason": reason}));
    if !events::cancel(&state.db, id, &reason, state.clock.now(), Some(&entry)).await? {
        return Err(not_scheduled());
    }
    let (event, open) = booked(&state, id).await?;
    let detail = detail(&state, event, open, lang).await?;
    Ok(Reply::with_message(lang.t("sportsbook.event_cancelled"), detail))
}
