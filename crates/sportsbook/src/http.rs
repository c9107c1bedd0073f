//! The sportsbook's routes (docs/sportsbook.md):
//! - `GET /sportsbook/` — the frame page (the web app's `sportsbook.html`);
//! - the player API under `/sportsbook/api/`, answering in the site's envelope in the player's language; the calls
//!   of a player carry `Authorization: Bearer <partner token>`;
//! - `GET /sportsbook/api/openapi.json` — this API's OpenAPI document.

use std::collections::HashMap;

use axum::{
    Json, Router,
    body::Bytes,
    extract::{Path, Query, State},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{Html, IntoResponse, Response},
    routing::get,
};
use chrono::{NaiveDate, TimeZone, Utc};
use partner::{answer::ok, i18n::Lang};
use serde::Deserialize;
use serde_json::json;
use store::sportsbook::events::{Filter, When};
use utoipa::{IntoParams, OpenApi};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{Error, Sportsbook, i18n::messages, place, slip, views};

/// The largest page of a list.
const MAX_TAKE: i64 = 100;

#[derive(OpenApi)]
#[openapi(
    info(title = "Zar Sportsbook", description = "The built-in sportsbook's player API (docs/sportsbook.md). Every answer is the site's envelope {success, message, data}; a refusal adds code and, where it offers something instead, data."),
    components(schemas(views::BetView, views::EventView, views::SportView, slip::Request)),
    modifiers(&Security),
)]
struct Doc;

struct Security;

impl utoipa::Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "partner",
            SecurityScheme::Http(
                Http::builder()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("the session's partner token (betsyToken or betcoToken)"))
                    .build(),
            ),
        );
    }
}

fn api() -> OpenApiRouter<Sportsbook> {
    OpenApiRouter::with_openapi(Doc::openapi())
        .routes(routes!(sports))
        .routes(routes!(events))
        .routes(routes!(event))
        .routes(routes!(settings))
        .routes(routes!(me))
        .routes(routes!(place_bet, bets))
}

/// The player API's OpenAPI document.
pub fn document() -> utoipa::openapi::OpenApi {
    api().into_openapi()
}

pub fn router<S: Clone + Send + Sync + 'static>(sportsbook: Sportsbook) -> Router<S> {
    let (api, document) = api().split_for_parts();
    let document = std::sync::Arc::new(document);
    api.route("/sportsbook/api/openapi.json", get(move || async move { Json(document.as_ref().clone()) }))
        .route("/sportsbook", get(page))
        .route("/sportsbook/", get(page))
        .with_state(sportsbook)
}

/// The page shell: `sportsbook.html` of the built web app, never cached (its assets are).
async fn page(State(sportsbook): State<Sportsbook>) -> Response {
    // The web app's entry is named after the sportsbook's code: `sportsbook.html`.
    let path = sportsbook.inner().config.web_dir.join(format!("{}.html", crate::GAME_CODE));
    match tokio::fs::read_to_string(&path).await {
        Ok(html) => {
            let mut response = Html(html).into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            response
        }
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Html("<!doctype html><meta charset=utf-8><title>Zar Sportsbook</title><p>The sportsbook's page is not built. Run <code>make web</code>."),
        )
            .into_response(),
    }
}

fn reply<T: serde::Serialize>(lang: Lang, result: Result<T, Error>) -> Response {
    partner::answer::reply(messages(), lang, result)
}

/// The partner token of `Authorization: Bearer …`.
fn token(headers: &HeaderMap) -> String {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|t| t.trim().to_owned())
        .unwrap_or_default()
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct SportsQuery {
    /// `sports` (the default) or `esports`.
    section: Option<String>,
}

/// Sports with events not over, and their leagues, with counts.
#[utoipa::path(get, path = "/sportsbook/api/sports", tag = "sportsbook", params(SportsQuery),
    responses((status = 200, description = "data: the sports", body = [views::SportView])))]
async fn sports(State(sportsbook): State<Sportsbook>, lang: Lang, Query(query): Query<SportsQuery>) -> Response {
    let esports = match query.section.as_deref() {
        Some("esports") => Some(true),
        Some("all") => None,
        _ => Some(false),
    };
    let result = store::sportsbook::events::leagues(&sportsbook.inner().db)
        .await
        .map_err(Error::from)
        .map(|leagues| views::sports(&leagues, esports, lang));
    reply(lang, result)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
struct EventsQuery {
    /// A sport's code, or `esports` for every e-sport.
    sport: Option<String>,
    /// A league's id.
    league: Option<String>,
    /// Events starting on this day (UTC), `YYYY-MM-DD`.
    day: Option<String>,
    /// `upcoming` (the default), `live` or `ended`.
    status: Option<String>,
    /// Part of a team's name.
    q: Option<String>,
    skip: Option<i64>,
    take: Option<i64>,
}

/// A page of events with their main market.
#[utoipa::path(get, path = "/sportsbook/api/events", tag = "sportsbook", params(EventsQuery),
    responses((status = 200, description = "data: {items: [EventSummary], total}"),
        (status = 422, description = "sportsbook.invalid_query")))]
async fn events(State(sportsbook): State<Sportsbook>, lang: Lang, Query(query): Query<EventsQuery>) -> Response {
    let result = async {
        let inner = sportsbook.inner();
        let invalid = || Error::invalid("sportsbook.invalid_query");
        let e_sports: Vec<&str> =
            domain::sportsbook::Sport::ALL.iter().filter(|s| s.is_esport()).map(|s| s.code()).collect();
        let sports = match query.sport.as_deref() {
            None | Some("") => Vec::new(),
            Some("esports") => e_sports,
            Some(code) => vec![domain::sportsbook::Sport::parse(code).ok_or_else(invalid)?.code()],
        };
        let between = match query.day.as_deref() {
            None | Some("") => None,
            Some(day) => {
                let day = NaiveDate::parse_from_str(day, "%Y-%m-%d").map_err(|_| invalid())?;
                let from = Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).ok_or_else(invalid)?);
                Some((from, from + chrono::Duration::days(1)))
            }
        };
        let when = match query.status.as_deref() {
            None | Some("") | Some("upcoming") => When::Upcoming,
            Some("live") => When::Live,
            Some("ended") => When::Over,
            Some(_) => return Err(invalid()),
        };
        let search = query.q.as_deref().map(domain::casino::search_key).filter(|key| !key.is_empty());
        let filter = Filter { sports, league: query.league.as_deref(), between, search, when: Some(when) };
        let skip = query.skip.unwrap_or(0).max(0);
        let take = query.take.unwrap_or(50).clamp(1, MAX_TAKE);
        let now = inner.clock.now();
        let (items, total) = store::sportsbook::events::list(&inner.db, &filter, now, skip, take).await?;
        let items: Vec<views::EventSummary> =
            items.iter().map(|e| views::summary(e, &inner.prices.markets(e), now, lang)).collect();
        Ok::<_, Error>(json!({ "items": items, "total": total }))
    }
    .await;
    reply(lang, result)
}

/// One event with every market.
#[utoipa::path(get, path = "/sportsbook/api/events/{id}", tag = "sportsbook",
    params(("id" = i64, Path, description = "the event's id")),
    responses((status = 200, description = "data: the event", body = views::EventView),
        (status = 404, description = "sportsbook.event_not_found")))]
async fn event(State(sportsbook): State<Sportsbook>, lang: Lang, Path(id): Path<i64>) -> Response {
    let result = async {
        let inner = sportsbook.inner();
        let event = store::sportsbook::events::get(&inner.db, id)
            .await?
            .ok_or_else(|| Error::new(StatusCode::NOT_FOUND, "sportsbook.event_not_found"))?;
        Ok::<_, Error>(views::event(&event, &inner.prices.markets(&event), inner.clock.now(), lang))
    }
    .await;
    reply(lang, result)
}

/// The slip's limits.
#[utoipa::path(get, path = "/sportsbook/api/settings", tag = "sportsbook",
    responses((status = 200, description = "data: {currency, minStake, maxStake, maxPayout, maxSelections, maxSystemSelections}")))]
async fn settings(State(sportsbook): State<Sportsbook>) -> Response {
    let config = &sportsbook.inner().config;
    let major = |minor| domain::money::Money(minor).to_major_json();
    ok(
        json!({
            "currency": partner::wallet::CURRENCY,
            "minStake": major(config.min_stake),
            "maxStake": major(config.max_stake),
            "maxPayout": major(config.max_payout),
            "maxSelections": domain::sportsbook::MAX_SELECTIONS,
            "maxSystemSelections": domain::sportsbook::MAX_SYSTEM_SELECTIONS,
        }),
        None,
    )
}

/// Who the partner token belongs to, and what they may stake.
#[utoipa::path(get, path = "/sportsbook/api/me", tag = "sportsbook", security(("partner" = [])),
    responses((status = 200, description = "data: {username, balance}"),
        (status = 401, description = "sportsbook.login_required")))]
async fn me(State(sportsbook): State<Sportsbook>, lang: Lang, headers: HeaderMap) -> Response {
    let result = place::identify(sportsbook.inner(), &token(&headers)).await.map(
        |player| json!({ "username": player.user, "balance": domain::money::Money(player.balance).to_major_json() }),
    );
    reply(lang, result)
}

/// Places a slip: singles, a multiple or a system (docs/sportsbook.md lists the refusals).
#[utoipa::path(post, path = "/sportsbook/api/bets", tag = "sportsbook", security(("partner" = [])),
    request_body = slip::Request,
    responses((status = 200, description = "data: the placed slip", body = views::BetView),
        (status = 401, description = "sportsbook.login_required"),
        (status = 403, description = "sportsbook.not_allowed"),
        (status = 409, description = "sportsbook.market_closed, sportsbook.odds_changed, sportsbook.insufficient_funds"),
        (status = 422, description = "sportsbook.invalid_slip, sportsbook.related_selections, sportsbook.stake_too_low, sportsbook.stake_too_high"),
        (status = 503, description = "sportsbook.unavailable")))]
async fn place_bet(State(sportsbook): State<Sportsbook>, lang: Lang, headers: HeaderMap, body: Bytes) -> Response {
    let result = async {
        let inner = sportsbook.inner();
        let request: slip::Request =
            serde_json::from_slice(&body).map_err(|_| Error::invalid("sportsbook.invalid_slip"))?;
        let bet = place::place(inner, &token(&headers), &request).await?;
        view_bets(inner, vec![bet], lang).await.map(|mut views| views.remove(0))
    }
    .await;
    reply(lang, result)
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct BetsQuery {
    /// `open` (the default) or `settled`.
    status: Option<String>,
    skip: Option<i64>,
    take: Option<i64>,
}

/// The player's slips, newest first.
#[utoipa::path(get, path = "/sportsbook/api/bets", tag = "sportsbook", security(("partner" = [])), params(BetsQuery),
    responses((status = 200, description = "data: {items: [BetView], total}"),
        (status = 401, description = "sportsbook.login_required")))]
async fn bets(
    State(sportsbook): State<Sportsbook>,
    lang: Lang,
    headers: HeaderMap,
    Query(query): Query<BetsQuery>,
) -> Response {
    let result = async {
        let inner = sportsbook.inner();
        let player = place::identify(inner, &token(&headers)).await?;
        let settled = match query.status.as_deref() {
            None | Some("") | Some("open") => false,
            Some("settled") => true,
            Some(_) => return Err(Error::invalid("sportsbook.invalid_query")),
        };
        let skip = query.skip.unwrap_or(0).max(0);
        let take = query.take.unwrap_or(20).clamp(1, MAX_TAKE);
        let (items, total) = store::sportsbook::bets::of_player(&inner.db, &player.user, settled, skip, take).await?;
        let items = view_bets(inner, items, lang).await?;
        Ok::<_, Error>(json!({ "items": items, "total": total }))
    }
    .await;
    reply(lang, result)
}

async fn view_bets(
    inner: &crate::Inner,
    bets: Vec<store::sportsbook::bets::Bet>,
    lang: Lang,
) -> Result<Vec<views::BetView>, Error> {
    let mut ids: Vec<i64> = bets.iter().flat_map(|b| b.selections.iter().map(|s| s.event_id)).collect();
    ids.sort_unstable();
    ids.dedup();
    let events: HashMap<i64, _> =
        store::sportsbook::events::many(&inner.db, &ids).await?.into_iter().map(|e| (e.id, e)).collect();
    Ok(bets.iter().map(|bet| views::bet(bet, &events, lang)).collect())
}
