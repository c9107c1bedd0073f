//! What the player API answers (docs/sportsbook.md): events with their markets, and slips with their selections,
//! named in the player's language.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::{
    money::Money,
    sportsbook::{Market, MarketKey, MatchResult, Sport},
};
use partner::i18n::Lang;
use serde::Serialize;
use store::sportsbook::{bets::Bet, events::Event};
use utoipa::ToSchema;

use crate::{prices, slip::odds_json};

/// A league in a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueView {
    pub id: String,
    pub name: String,
    /// ISO 3166 alpha-2, or `INT`.
    pub country: String,
    /// Events not over yet.
    pub count: i64,
}

/// A sport with events not over, and its leagues.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SportView {
    pub code: String,
    pub name: String,
    pub esport: bool,
    pub count: i64,
    pub leagues: Vec<LeagueView>,
}

/// An outcome and its price.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeView {
    pub code: String,
    pub name: String,
    pub odds: f64,
}

/// A market of an event.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketView {
    /// The stable code: `1x2`, `total:2.5`, `ah:-1.25`, `ml`, `map:1` …
    pub key: String,
    /// `main`, `goals`, `handicap`, `halves`, `score`, `maps`, `sets`.
    pub group: String,
    pub group_name: String,
    pub name: String,
    /// `open`, `suspended`, `closed`.
    pub status: String,
    pub outcomes: Vec<OutcomeView>,
}

/// A score: sets, maps or goals, and each period's.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScoreView {
    pub home: u32,
    pub away: u32,
    pub periods: Vec<[u32; 2]>,
}

/// A league as an event names it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeagueRef {
    pub id: String,
    pub name: String,
    pub country: String,
}

/// An event in a list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventSummary {
    pub id: i64,
    pub sport: String,
    pub league: LeagueRef,
    pub home: String,
    pub away: String,
    pub starts_at: DateTime<Utc>,
    /// `upcoming`, `live`, `ended`, `cancelled`.
    pub status: String,
    pub score: Option<ScoreView>,
    pub best_of: i64,
    pub main_market: Option<MarketView>,
    pub market_count: usize,
}

/// An event with every market.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    #[serde(flatten)]
    pub summary: EventSummary,
    pub markets: Vec<MarketView>,
}

fn market(market: &Market, event: &Event, status: prices::MarketStatus, lang: Lang) -> MarketView {
    let locale = lang.locale();
    MarketView {
        key: market.key.code(),
        group: market.key.group().code().to_owned(),
        group_name: market.key.group().name(locale).to_owned(),
        name: market.key.name(locale),
        status: status.as_str().to_owned(),
        outcomes: market
            .outcomes
            .iter()
            .map(|o| OutcomeView {
                code: o.code.clone(),
                name: domain::sportsbook::outcome_name(&market.key, &o.code, &event.home, &event.away, locale),
                odds: odds_json(o.odds),
            })
            .collect(),
    }
}

fn score(event: &Event) -> Option<ScoreView> {
    let result: MatchResult = serde_json::from_str(event.result.as_deref()?).ok()?;
    Some(ScoreView {
        home: result.home,
        away: result.away,
        periods: result.periods.iter().map(|(h, a)| [*h, *a]).collect(),
    })
}

/// An event in a list, with its main market.
pub fn summary(event: &Event, markets: &[Market], now: DateTime<Utc>, lang: Lang) -> EventSummary {
    let status = prices::status(event, now);
    EventSummary {
        id: event.id,
        sport: event.sport.clone(),
        league: LeagueRef { id: event.league.clone(), name: event.league_name.clone(), country: event.country.clone() },
        home: event.home.clone(),
        away: event.away.clone(),
        starts_at: event.starts_at,
        status: prices::event_status(event, now).to_owned(),
        score: score(event),
        best_of: event.best_of,
        main_market: markets.first().map(|m| market(m, event, status, lang)),
        market_count: markets.len(),
    }
}

/// An event with every market.
pub fn event(event: &Event, markets: &[Market], now: DateTime<Utc>, lang: Lang) -> EventView {
    let status = prices::status(event, now);
    EventView {
        summary: summary(event, markets, now, lang),
        markets: markets.iter().map(|m| market(m, event, status, lang)).collect(),
    }
}

/// Sports and their leagues from the league counts, in the order of [`Sport::ALL`].
pub fn sports(leagues: &[store::sportsbook::events::LeagueCount], esports: Option<bool>, lang: Lang) -> Vec<SportView> {
    Sport::ALL
        .iter()
        .filter(|sport| esports.is_none_or(|esports| sport.is_esport() == esports))
        .filter_map(|sport| {
            let leagues: Vec<LeagueView> = leagues
                .iter()
                .filter(|l| l.sport == sport.code())
                .map(|l| LeagueView {
                    id: l.league.clone(),
                    name: l.league_name.clone(),
                    country: l.country.clone(),
                    count: l.count,
                })
                .collect();
            let count = leagues.iter().map(|l| l.count).sum();
            (count > 0).then(|| SportView {
                code: sport.code().to_owned(),
                name: sport.name(lang.locale()).to_owned(),
                esport: sport.is_esport(),
                count,
                leagues,
            })
        })
        .collect()
}

/// A selection of a slip.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SelectionView {
    pub event_id: i64,
    pub sport: String,
    pub league: String,
    pub home: String,
    pub away: String,
    pub starts_at: Option<DateTime<Utc>>,
    pub market: String,
    pub market_name: String,
    pub outcome: String,
    pub outcome_name: String,
    pub odds: f64,
    /// `open`, `won`, `lost`, `void`, `half-won`, `half-lost`.
    pub result: String,
    pub score: Option<ScoreView>,
}

/// A slip.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BetView {
    pub id: i64,
    pub request_id: String,
    /// `single`, `multiple`, `system`, `cover`.
    pub kind: String,
    pub system_size: Option<i64>,
    /// Trixie, Patent, Yankee, Lucky 15 … for a full cover.
    pub system_name: Option<String>,
    pub lines: i64,
    pub stake_per_line: f64,
    pub total_stake: f64,
    pub potential_payout: f64,
    /// `open`, `won`, `lost`, `void`.
    pub status: String,
    pub payout: Option<f64>,
    pub placed_at: DateTime<Utc>,
    pub settled_at: Option<DateTime<Utc>>,
    pub selections: Vec<SelectionView>,
}

/// A slip, its selections named from `events`.
pub fn bet(bet: &Bet, events: &HashMap<i64, Event>, lang: Lang) -> BetView {
    let locale = lang.locale();
    let status = match bet.status.as_str() {
        "won" | "lost" | "void" => bet.status.clone(),
        _ => "open".to_owned(),
    };
    let settled = status != "open";
    BetView {
        id: bet.id,
        request_id: bet.request_id.clone(),
        kind: bet.kind.clone(),
        system_size: bet.system_size,
        // The common names are the full covers' (a 2-of-3 system is not a Trixie).
        system_name: crate::settle::kind_of(bet).and_then(|kind| kind.name(bet.selections.len())).map(str::to_owned),
        lines: bet.lines,
        stake_per_line: Money(bet.stake_per_line).to_major_json(),
        total_stake: Money(bet.total_stake).to_major_json(),
        potential_payout: Money(bet.potential_payout).to_major_json(),
        status,
        payout: bet.payout.filter(|_| settled).map(|p| Money(p).to_major_json()),
        placed_at: bet.placed_at,
        settled_at: bet.settled_at,
        selections: bet
            .selections
            .iter()
            .map(|s| {
                let event = events.get(&s.event_id);
                let key = MarketKey::parse(&s.market);
                let (home, away) = event.map_or((String::new(), String::new()), |e| (e.home.clone(), e.away.clone()));
                SelectionView {
                    event_id: s.event_id,
                    sport: event.map(|e| e.sport.clone()).unwrap_or_default(),
                    league: event.map(|e| e.league_name.clone()).unwrap_or_default(),
                    starts_at: event.map(|e| e.starts_at),
                    market: s.market.clone(),
                    market_name: key.as_ref().map(|k| k.name(locale)).unwrap_or_else(|| s.market.clone()),
                    outcome: s.outcome.clone(),
                    outcome_name: key
                        .as_ref()
                        .map(|k| domain::sportsbook::outcome_name(k, &s.outcome, &home, &away, locale))
                        .unwrap_or_else(|| s.outcome.clone()),
                    odds: f64::from(u32::try_from(s.odds).unwrap_or(0)) / 1000.0,
                    result: s.result.clone().unwrap_or_else(|| "open".to_owned()),
                    score: event.and_then(score),
                    home,
                    away,
                }
            })
            .collect(),
    }
}
