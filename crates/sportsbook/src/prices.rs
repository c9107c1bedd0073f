//! Each event's markets and their odds. Before kick-off the prices come from the event's matchup by the sport's
//! model and the configured margins ([`domain::sportsbook::price`]), and every market is open; from kick-off the
//! pre-match markets are closed (the live issue adds in-play prices). The markets of an event depend only on its
//! matchup, so they are computed once per event and kept.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use chrono::{DateTime, Utc};
use domain::sportsbook::{Margins, Market};
use store::sportsbook::events::Event;

/// Events whose markets are kept; past it the cache starts again (a few hundred events are open at a time).
const KEPT: usize = 4_096;

/// A market's state for betting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarketStatus {
    Open,
    Suspended,
    Closed,
}

impl MarketStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            MarketStatus::Open => "open",
            MarketStatus::Suspended => "suspended",
            MarketStatus::Closed => "closed",
        }
    }
}

/// The markets of events, computed once each.
pub struct Prices {
    margins: Margins,
    kept: Mutex<HashMap<i64, Arc<Vec<Market>>>>,
}

impl Prices {
    pub fn new(margins: Margins) -> Prices {
        Prices { margins, kept: Mutex::new(HashMap::new()) }
    }

    /// Every market of `event` (the first is its main market); none for an event the model cannot price.
    pub fn markets(&self, event: &Event) -> Arc<Vec<Market>> {
        if let Some(markets) = self.kept.lock().ok().and_then(|kept| kept.get(&event.id).cloned()) {
            return markets;
        }
        let markets = Arc::new(
            crate::feed::matchup(event)
                .map(|matchup| domain::sportsbook::price(&matchup, &self.margins))
                .unwrap_or_default(),
        );
        if let Ok(mut kept) = self.kept.lock() {
            if kept.len() >= KEPT {
                kept.clear();
            }
            kept.insert(event.id, markets.clone());
        }
        markets
    }
}

/// Whether `event`'s markets take bets at `now`.
pub fn status(event: &Event, now: DateTime<Utc>) -> MarketStatus {
    if event.status == "scheduled" && now < event.starts_at { MarketStatus::Open } else { MarketStatus::Closed }
}

/// The event's state for players at `now`: `upcoming`, `live`, `ended` or `cancelled`.
pub fn event_status(event: &Event, now: DateTime<Utc>) -> &'static str {
    match event.status.as_str() {
        "cancelled" => "cancelled",
        "ended" => "ended",
        _ if now < event.starts_at => "upcoming",
        _ => "live",
    }
}
