//! `transaction/gamehistory` (ours): the player's bets and wins, newest first, filtered by kind and dates; and
//! `transaction/topwinners` (product §7): the biggest wins of the last seven days, names masked. Both read what the
//! seamless wallet recorded; a rolled-back bet and calls that moved nothing (a zero win, a rollback of an
//! unknown transaction) are not shown.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::{
    casino::{TxKind, mask_name},
    money::Money,
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::casino::history::{self, Filter};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    paging::{Page, bounded},
    payments::history::instant,
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(game_history)).routes(routes!(top_winners))
}

/// The currency symbol top winners show.
pub const CURRENCY_SYMBOL: &str = "₺";
/// The most winners one call may ask for.
pub const MAX_WINNERS: i64 = 40;
/// How far back top winners look.
pub const WINNERS_WINDOW: chrono::Duration = chrono::Duration::days(7);
/// How long one answer of top winners is reused: every casino page asks for it, and a list ten seconds old is
/// news enough.
pub const WINNERS_CACHE_FOR: Duration = Duration::from_secs(10);

/// Filters and paging of the game history.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct GameHistoryRequest {
    /// From this instant (RFC 3339).
    pub from: Option<String>,
    /// Up to this instant (RFC 3339).
    pub to: Option<String>,
    /// Win 1, Bet 2; absent or null: both.
    #[schema(value_type = Option<i64>)]
    pub kind: Option<Loose>,
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// 1–100 (default 20).
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// A bet or win of the player's.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GameHistoryItem {
    pub id: i64,
    /// The round it belongs to (bets and wins of one round share it).
    pub round_id: i64,
    pub game_name: String,
    pub provider_name: String,
    /// Win 1, Bet 2.
    pub kind: i64,
    /// In lira.
    pub amount: f64,
    /// The player's cash after it, in lira.
    pub balance_after: f64,
    pub created_at: DateTime<Utc>,
}

impl From<history::Item> for GameHistoryItem {
    fn from(item: history::Item) -> Self {
        GameHistoryItem {
            id: item.id,
            round_id: item.round_id,
            game_name: item.game_name,
            provider_name: item.provider_name,
            kind: item.kind,
            amount: Money(item.amount).to_major_json(),
            balance_after: Money(item.balance_after).to_major_json(),
            created_at: item.created_at,
        }
    }
}

/// The player's bets and wins, newest first.
#[utoipa::path(post, path = "/api/transaction/gamehistory", tag = "casino", operation_id = "transaction_game_history",
    request_body = GameHistoryRequest,
    responses((status = 200, body = crate::reply::Envelope<Page<GameHistoryItem>>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn game_history(
    State(state): State<AppState>,
    player: Player,
    ApiJson(input): ApiJson<GameHistoryRequest>,
) -> ApiResult<Page<GameHistoryItem>> {
    let kind = |value: Option<&Loose>| match value {
        None => Ok(None),
        Some(v) => v
            .integer()
            .and_then(TxKind::from_number)
            .filter(|kind| *kind != TxKind::Rollback)
            .map(Some)
            .ok_or_else(|| Invalid::new("validation.choice")),
    };
    let (kind, from, to, skip, take) = validate((
        ("kind", kind(input.kind.as_ref())),
        ("from", instant(input.from.as_deref())),
        ("to", instant(input.to.as_deref())),
        ("skip", bounded(input.skip.as_ref(), 0, 0, i64::from(i32::MAX))),
        ("take", bounded(input.take.as_ref(), 20, 1, 100)),
    ))
    .map_err(Error::validation)?;
    let filter = Filter { player_id: player.player_id, from, to, kind };
    let (items, total) = history::page(&state.db, &filter, skip, take).await?;
    Ok(Reply::data(Page { items: items.into_iter().map(GameHistoryItem::from).collect(), total }))
}

/// Which top winners.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct TopWinnersRequest {
    /// Live tables (true) or the other games (false, default).
    pub is_live: Option<bool>,
    /// 1–40 (default 40).
    #[schema(value_type = Option<i64>)]
    pub count: Option<Loose>,
}

/// One of the biggest wins (product §3 Top winner).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopWinner {
    /// The game's image.
    pub image: String,
    /// The game's name.
    pub game: String,
    /// The winner's user name, masked: the first two letters and `***`.
    pub name: String,
    /// In lira.
    pub amount: f64,
    /// `₺`.
    pub currency_symbol: String,
}

/// The last answers of top winners, by (live, count).
#[derive(Default)]
pub struct WinnersCache {
    entries: Mutex<HashMap<WinnersKey, (Instant, Vec<TopWinner>)>>,
}

/// Live tables or not, and how many.
type WinnersKey = (bool, i64);

/// The biggest wins of the last seven days, one per player and game, biggest first. Public.
#[utoipa::path(post, path = "/api/transaction/topwinners", tag = "casino", operation_id = "transaction_top_winners",
    request_body = TopWinnersRequest,
    responses((status = 200, body = crate::reply::Envelope<Vec<TopWinner>>), (status = 422)))]
pub async fn top_winners(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<TopWinnersRequest>,
) -> ApiResult<Vec<TopWinner>> {
    let (count,) = validate((("count", bounded(input.count.as_ref(), MAX_WINNERS, 1, MAX_WINNERS)),))
        .map_err(Error::validation)?;
    let live = input.is_live.unwrap_or(false);
    let cache = state.features.get::<WinnersCache>();
    let cached = cache.entries.lock().ok().and_then(|entries| {
        entries.get(&(live, count)).filter(|(at, _)| at.elapsed() < WINNERS_CACHE_FOR).map(|(_, list)| list.clone())
    });
    if let Some(list) = cached {
        return Ok(Reply::data(list));
    }
    let since = state.clock.now() - WINNERS_WINDOW;
    let list: Vec<TopWinner> = history::top_winners(&state.db, live, since, count)
        .await?
        .into_iter()
        .map(|winner| TopWinner {
            image: winner.image_url,
            game: winner.game_name,
            name: mask_name(&winner.username),
            amount: Money(winner.amount).to_major_json(),
            currency_symbol: CURRENCY_SYMBOL.to_owned(),
        })
        .collect();
    if let Ok(mut entries) = cache.entries.lock() {
        entries.insert((live, count), (Instant::now(), list.clone()));
    }
    Ok(Reply::data(list))
}
