//! What the sportsbook's back office answers: events with what is open on them, markets with prices and exposure,
//! slips with their selections named.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use domain::{
    locale::Locale,
    money::Money,
    sportsbook::{BetKind, Market, MarketKey, MatchResult, Odds, Sport},
};
use serde::Serialize;
use store::sportsbook::{
    bets::Bet,
    events::{Booked, Event},
};
use utoipa::ToSchema;

fn lira(minor: i64) -> f64 {
    Money(minor).to_major_json()
}

fn odds(thousandths: i64) -> f64 {
    thousandths as f64 / 1000.0
}

/// A score: goals, points, sets or maps, each period's, and who won in overtime (ice hockey).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Score {
    pub home: u32,
    pub away: u32,
    pub periods: Vec<[u32; 2]>,
    /// `home` or `away`: an ice hockey match level after regulation.
    pub overtime_winner: Option<String>,
}

fn score(event: &Event) -> Option<Score> {
    let result: MatchResult = serde_json::from_str(event.result.as_deref()?).ok()?;
    Some(Score {
        home: result.home,
        away: result.away,
        periods: result.periods.iter().map(|(h, a)| [*h, *a]).collect(),
        overtime_winner: result
            .overtime_winner
            .map(|side| if side == domain::sportsbook::Side::Home { "home" } else { "away" }.to_owned()),
    })
}

/// The event's state at `now`: `upcoming`, `live` (started, no result yet), `ended` or `cancelled`.
pub fn status(event: &Event, now: DateTime<Utc>) -> &'static str {
    match event.status.as_str() {
        "cancelled" => "cancelled",
        "ended" => "ended",
        _ if now < event.starts_at => "upcoming",
        _ => "live",
    }
}

/// The sets or maps a match of `event` is played over (1 for the other sports).
pub fn series(event: &Event) -> u8 {
    Sport::parse(&event.sport).map_or(1, |sport| sport.best_of(u8::try_from(event.best_of).unwrap_or(1)))
}

/// An event as operators see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminEvent {
    pub id: i64,
    /// `football`, `basketball`, `tennis`, `volleyball`, `ice-hockey`, `cs2`, `dota2`, `lol`, `valorant`.
    pub sport: String,
    pub sport_name: String,
    pub league: String,
    pub league_name: String,
    /// ISO 3166 alpha-2, or `INT`.
    pub country: String,
    pub home: String,
    pub away: String,
    pub starts_at: DateTime<Utc>,
    /// When the feed settles it.
    pub ends_at: DateTime<Utc>,
    /// `upcoming`, `live`, `ended`, `cancelled`.
    pub status: String,
    /// Sets or maps played (tennis, volleyball, e-sports); 1 for the other sports.
    pub best_of: u8,
    pub score: Option<Score>,
    /// Why it was cancelled.
    pub reason: String,
    /// Open slips with a selection on it.
    pub open_slips: i64,
    /// Their total stake, in lira.
    pub open_stake: f64,
}

impl AdminEvent {
    pub fn new(booked: &Booked, now: DateTime<Utc>, locale: Locale) -> AdminEvent {
        let event = &booked.event;
        AdminEvent {
            id: event.id,
            sport: event.sport.clone(),
            sport_name: Sport::parse(&event.sport).map_or_else(|| event.sport.clone(), |s| s.name(locale).to_owned()),
            league: event.league.clone(),
            league_name: event.league_name.clone(),
            country: event.country.clone(),
            home: event.home.clone(),
            away: event.away.clone(),
            starts_at: event.starts_at,
            ends_at: event.ends_at,
            status: status(event, now).to_owned(),
            best_of: series(event),
            score: score(event),
            reason: event.reason.clone(),
            open_slips: booked.open_slips,
            open_stake: lira(booked.open_stake),
        }
    }
}

/// An outcome with its price and what the open slips stand to win on it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminOutcome {
    pub code: String,
    pub name: String,
    /// At the default margins.
    pub odds: f64,
    /// Open lines backing it.
    pub lines: i64,
    /// Their stake, in lira.
    pub stake: f64,
    /// What those lines pay if it wins and every other selection of each line wins too, in lira.
    pub potential_payout: f64,
}

/// A market of an event with its prices and exposure.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminMarket {
    /// `1x2`, `total:2.5`, `ah:-1.25`, `ml`, `map:1` …
    pub key: String,
    /// `main`, `goals`, `handicap`, `halves`, `score`, `maps`, `sets`.
    pub group: String,
    pub group_name: String,
    pub name: String,
    pub outcomes: Vec<AdminOutcome>,
}

/// Exposure of one outcome: lines, stake and potential payout (kuruş).
#[derive(Debug, Default, Clone, Copy)]
struct Exposure {
    lines: i64,
    stake: i64,
    payout: i64,
}

/// What the open `slips` have on each `(market, outcome)` of `event`: every line that backs it counts its stake and
/// its whole potential payout there.
fn exposure(event: i64, slips: &[Bet]) -> HashMap<(String, String), Exposure> {
    let mut all: HashMap<(String, String), Exposure> = HashMap::new();
    for slip in slips {
        let Some(kind) = kind_of(slip) else { continue };
        let prices: Vec<Odds> = slip
            .selections
            .iter()
            .filter_map(|s| u32::try_from(s.odds).ok().and_then(Odds::from_thousandths))
            .collect();
        if prices.len() != slip.selections.len() {
            continue;
        }
        for line in domain::sportsbook::lines(kind, slip.selections.len()) {
            let line_odds: Vec<Odds> = line.iter().map(|&i| prices[i]).collect();
            let line_kind = if line_odds.len() == 1 { BetKind::Single } else { BetKind::Multiple };
            let payout = domain::sportsbook::potential_payout(line_kind, &line_odds, slip.stake_per_line);
            for &i in &line {
                let selection = &slip.selections[i];
                if selection.event_id == event {
                    let entry = all.entry((selection.market.clone(), selection.outcome.clone())).or_default();
                    entry.lines += 1;
                    entry.stake = entry.stake.saturating_add(slip.stake_per_line);
                    entry.payout = entry.payout.saturating_add(payout);
                }
            }
        }
    }
    all
}

/// The slip's kind as stored.
fn kind_of(slip: &Bet) -> Option<BetKind> {
    match (slip.kind.as_str(), slip.system_size) {
        ("single", _) => Some(BetKind::Single),
        ("multiple", _) => Some(BetKind::Multiple),
        ("system", Some(size)) => u8::try_from(size).ok().map(|size| BetKind::System { size }),
        _ => None,
    }
}

/// The event's markets at `markets`' prices, with the exposure of the open `slips`; a market backed by a slip but no
/// longer priced is listed after the rest with the odds taken.
pub fn markets(event: &Event, markets: &[Market], slips: &[Bet], locale: Locale) -> Vec<AdminMarket> {
    let mut exposure = exposure(event.id, slips);
    let name =
        |key: &MarketKey, code: &str| domain::sportsbook::outcome_name(key, code, &event.home, &event.away, locale);
    let mut listed: Vec<AdminMarket> = markets
        .iter()
        .map(|market| AdminMarket {
            key: market.key.code(),
            group: market.key.group().code().to_owned(),
            group_name: market.key.group().name(locale).to_owned(),
            name: market.key.name(locale),
            outcomes: market
                .outcomes
                .iter()
                .map(|o| {
                    let e = exposure.remove(&(market.key.code(), o.code.clone())).unwrap_or_default();
                    AdminOutcome {
                        code: o.code.clone(),
                        name: name(&market.key, &o.code),
                        odds: odds(i64::from(o.odds.thousandths())),
                        lines: e.lines,
                        stake: lira(e.stake),
                        potential_payout: lira(e.payout),
                    }
                })
                .collect(),
        })
        .collect();
    let mut rest: Vec<((String, String), Exposure)> = exposure.into_iter().collect();
    rest.sort_by(|a, b| a.0.cmp(&b.0));
    for ((market, outcome), e) in rest {
        let key = MarketKey::parse(&market);
        let title = key.map_or_else(|| market.clone(), |k| k.name(locale));
        let outcome_name = key.map_or_else(|| outcome.clone(), |k| name(&k, &outcome));
        let group = key.map(|k| k.group());
        let entry = AdminOutcome {
            code: outcome,
            name: outcome_name,
            odds: 0.0,
            lines: e.lines,
            stake: lira(e.stake),
            potential_payout: lira(e.payout),
        };
        match listed.iter_mut().find(|m| m.key == market) {
            Some(existing) => existing.outcomes.push(entry),
            None => listed.push(AdminMarket {
                key: market,
                group: group.map_or("main", |g| g.code()).to_owned(),
                group_name: group.map_or("", |g| g.name(locale)).to_owned(),
                name: title,
                outcomes: vec![entry],
            }),
        }
    }
    listed
}

/// A selection of a slip, named.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSelection {
    pub event_id: i64,
    pub sport: String,
    /// "Home – Away".
    pub event: String,
    pub starts_at: Option<DateTime<Utc>>,
    pub market: String,
    pub market_name: String,
    pub outcome: String,
    pub outcome_name: String,
    pub odds: f64,
    /// `won`, `lost`, `void`, `half-won`, `half-lost`; `null` while open.
    pub result: Option<String>,
}

/// A slip as operators see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSlip {
    pub id: i64,
    /// The player's username.
    pub player: String,
    /// `single`, `multiple`, `system`.
    pub kind: String,
    pub system_size: Option<i64>,
    pub lines: i64,
    /// In lira.
    pub stake_per_line: f64,
    pub total_stake: f64,
    pub potential_payout: f64,
    pub payout: Option<f64>,
    /// `placing`, `open`, `refused`, `settling`, `won`, `lost`, `void`, `rolling_back`, `rolled_back`.
    pub status: String,
    /// An operator asked to void it (settled at odds 1 on the sportsbook's next tick), or did.
    pub void_asked: bool,
    /// The operator's reason for a void.
    pub reason: String,
    pub placed_at: DateTime<Utc>,
    pub settled_at: Option<DateTime<Utc>>,
    pub selections: Vec<AdminSelection>,
}

/// The ids of the events of `slips`' selections.
pub fn event_ids(slips: &[Bet]) -> Vec<i64> {
    let mut ids: Vec<i64> = slips.iter().flat_map(|s| s.selections.iter().map(|s| s.event_id)).collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// `slip` with its selections named from `events`.
pub fn slip(slip: &Bet, events: &HashMap<i64, Event>, locale: Locale) -> AdminSlip {
    AdminSlip {
        id: slip.id,
        player: slip.player.clone(),
        kind: slip.kind.clone(),
        system_size: slip.system_size,
        lines: slip.lines,
        stake_per_line: lira(slip.stake_per_line),
        total_stake: lira(slip.total_stake),
        potential_payout: lira(slip.potential_payout),
        payout: slip.payout.map(lira),
        status: slip.status.clone(),
        void_asked: !slip.reason.is_empty(),
        reason: slip.reason.clone(),
        placed_at: slip.placed_at,
        settled_at: slip.settled_at,
        selections: slip
            .selections
            .iter()
            .map(|s| {
                let event = events.get(&s.event_id);
                let key = MarketKey::parse(&s.market);
                AdminSelection {
                    event_id: s.event_id,
                    sport: event.map(|e| e.sport.clone()).unwrap_or_default(),
                    event: event.map(|e| format!("{} – {}", e.home, e.away)).unwrap_or_default(),
                    starts_at: event.map(|e| e.starts_at),
                    market: s.market.clone(),
                    market_name: key.map_or_else(|| s.market.clone(), |k| k.name(locale)),
                    outcome: s.outcome.clone(),
                    outcome_name: match (key, event) {
                        (Some(k), Some(e)) => {
                            domain::sportsbook::outcome_name(&k, &s.outcome, &e.home, &e.away, locale)
                        }
                        _ => s.outcome.clone(),
                    },
                    odds: odds(s.odds),
                    result: s.result.clone(),
                }
            })
            .collect(),
    }
}
