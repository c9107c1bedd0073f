//! A bet request (`POST bets`, docs/sportsbook.md) checked against the prices and the limits before any money is
//! asked for: the kind and its lines, related selections, each selection's market still open and its odds within
//! the player's preference, the stake between the minimum and the largest the limits allow.

use std::collections::HashMap;

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::{
    money::Money,
    sportsbook::{BetKind, MarketKey, Odds},
};
use partner::answer::Arg;
use serde::Deserialize;
use serde_json::{Value, json};
use store::sportsbook::events::Event;
use utoipa::ToSchema;

use crate::{Error, Inner, prices::MarketStatus};

/// A bet request as sent.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// A UUID the slip makes once: the same id placed again answers the first bet.
    pub request_id: String,
    /// `single`, `multiple`, `system` or `cover`.
    pub kind: String,
    /// A system's line size (2 ≤ size < selections); a cover's smallest line (1: with the singles, 2: doubles up).
    pub system_size: Option<u8>,
    /// Lira, at most two decimals.
    #[schema(value_type = f64)]
    pub stake: Value,
    /// `line` (the stake of each line) or `total` (divided evenly over the lines, rounded down to the kuruş).
    #[serde(default = "per_line")]
    pub stake_per: String,
    /// `none` (refuse any change), `higher` (accept better odds) or `any`.
    #[serde(default = "no_change")]
    pub odds_change: String,
    pub selections: Vec<Selection>,
}

fn per_line() -> String {
    "line".to_owned()
}

fn no_change() -> String {
    "none".to_owned()
}

/// One selection as sent: the odds the player saw.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Selection {
    pub event_id: i64,
    /// The market's key (`1x2`, `total:2.5` …).
    pub market: String,
    pub outcome: String,
    /// Decimal odds, at most three decimals.
    #[schema(value_type = f64)]
    pub odds: Value,
}

/// A checked slip, ready to write.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    pub request_id: String,
    pub kind: BetKind,
    pub lines: usize,
    pub stake_per_line: i64,
    pub total_stake: i64,
    pub potential_payout: i64,
    /// `(event, market, outcome, odds taken)`.
    pub selections: Vec<(i64, String, String, Odds)>,
}

impl Checked {
    /// The kind as stored: `single`, `multiple`, `system` or `cover`, and a system's size or a cover's smallest line.
    pub fn kind_text(&self) -> (&'static str, Option<i64>) {
        match self.kind {
            BetKind::Single => ("single", None),
            BetKind::Multiple => ("multiple", None),
            BetKind::System { size } => ("system", Some(i64::from(size))),
            BetKind::Cover { min } => ("cover", Some(i64::from(min))),
        }
    }
}

fn invalid() -> Error {
    Error::invalid("sportsbook.invalid_slip")
}

/// Decimal odds as sent, exactly, in thousandths.
pub fn odds(value: &Value) -> Option<Odds> {
    let Value::Number(number) = value else { return None };
    let text = number.to_string();
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    if fraction.len() > 3 || whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let fraction: u32 = format!("{fraction:0<3}").parse().ok()?;
    Odds::from_thousandths(whole.checked_mul(1000)?.checked_add(fraction)?)
}

/// Odds as the API writes them: a decimal number.
pub fn odds_json(odds: Odds) -> f64 {
    f64::from(odds.thousandths()) / 1000.0
}

/// The kind from the request's words.
fn kind(request: &Request, n: usize) -> Result<BetKind, Error> {
    let kind = match (request.kind.as_str(), request.system_size) {
        ("single", _) => BetKind::Single,
        ("multiple", _) if n >= 2 => BetKind::Multiple,
        ("system", Some(size))
            if (3..=domain::sportsbook::MAX_SYSTEM_SELECTIONS).contains(&n) && size >= 2 && usize::from(size) < n =>
        {
            BetKind::System { size }
        }
        // A full cover: every combination of `systemSize` (1 or 2) or more selections (Trixie, Patent, Yankee …).
        ("cover", Some(min))
            if (3..=domain::sportsbook::MAX_SYSTEM_SELECTIONS).contains(&n) && (1..=2).contains(&min) =>
        {
            BetKind::Cover { min }
        }
        _ => return Err(invalid()),
    };
    Ok(kind)
}

/// Checks `request` at `now` against `events` (the selections' events, by id).
pub(crate) fn check(
    inner: &Inner,
    request: &Request,
    events: &HashMap<i64, Event>,
    now: DateTime<Utc>,
) -> Result<Checked, Error> {
    let n = request.selections.len();
    if request.request_id.trim().is_empty()
        || request.request_id.len() > 64
        || n == 0
        || n > domain::sportsbook::MAX_SELECTIONS
    {
        return Err(invalid());
    }
    let kind = kind(request, n)?;
    let asked: Vec<Odds> =
        request.selections.iter().map(|s| odds(&s.odds)).collect::<Option<_>>().ok_or_else(invalid)?;
    let keys: Vec<MarketKey> =
        request.selections.iter().map(|s| MarketKey::parse(&s.market)).collect::<Option<_>>().ok_or_else(invalid)?;
    let stake = match &request.stake {
        Value::Number(number) => Money::parse_major(&number.to_string()).map_err(|_| invalid())?.minor(),
        _ => return Err(invalid()),
    };
    if stake <= 0 {
        return Err(invalid());
    }

    // The same selection twice is never a slip; two of one event only as singles.
    let mut seen = std::collections::HashSet::new();
    for selection in &request.selections {
        if !seen.insert((selection.event_id, selection.market.as_str(), selection.outcome.as_str())) {
            return Err(invalid());
        }
    }
    if kind != BetKind::Single {
        let mut related = Vec::new();
        for (i, a) in request.selections.iter().enumerate() {
            for b in &request.selections[i + 1..] {
                if domain::sportsbook::related(a.event_id, b.event_id) && !related.contains(&a.event_id) {
                    related.push(a.event_id);
                }
            }
        }
        if !related.is_empty() {
            return Err(Error::invalid("sportsbook.related_selections").offering(json!({ "eventIds": related })));
        }
    }

    // Each selection's market open now, and its current odds.
    let mut closed = Vec::new();
    let mut current = Vec::with_capacity(n);
    for (selection, key) in request.selections.iter().zip(&keys) {
        let price = events.get(&selection.event_id).and_then(|event| {
            if crate::prices::status(event, now) != MarketStatus::Open {
                return None;
            }
            let markets = inner.prices.markets(event);
            let market = markets.iter().find(|market| market.key == *key)?;
            market.outcomes.iter().find(|o| o.code == selection.outcome).map(|o| o.odds)
        });
        match price {
            Some(odds) => current.push(odds),
            None => closed.push(json!({
                "eventId": selection.event_id, "market": selection.market, "outcome": selection.outcome,
            })),
        }
    }
    if !closed.is_empty() {
        return Err(
            Error::new(StatusCode::CONFLICT, "sportsbook.market_closed").offering(json!({ "selections": closed }))
        );
    }
    let accepts = |asked: Odds, now: Odds| match request.odds_change.as_str() {
        "any" => true,
        "higher" => now >= asked,
        _ => now == asked,
    };
    if !matches!(request.odds_change.as_str(), "none" | "higher" | "any") {
        return Err(invalid());
    }
    if asked.iter().zip(&current).any(|(asked, now)| !accepts(*asked, *now)) {
        let selections: Vec<Value> = request
            .selections
            .iter()
            .zip(&current)
            .map(|(s, odds)| json!({"eventId": s.event_id, "market": s.market, "outcome": s.outcome, "odds": odds_json(*odds)}))
            .collect();
        return Err(
            Error::new(StatusCode::CONFLICT, "sportsbook.odds_changed").offering(json!({ "selections": selections }))
        );
    }

    // The stake: per line, between the minimum and the largest the limits allow.
    let lines = domain::sportsbook::line_count(kind, n);
    let lines_i64 = i64::try_from(lines).map_err(|_| invalid())?;
    let stake_per_line = match request.stake_per.as_str() {
        "line" => stake,
        "total" => stake / lines_i64,
        _ => return Err(invalid()),
    };
    let config = &inner.config;
    if stake_per_line < config.min_stake {
        let min = if request.stake_per == "total" { config.min_stake * lines_i64 } else { config.min_stake };
        return Err(Error::invalid("sportsbook.stake_too_low")
            .with("min", Arg::Money(min))
            .offering(json!({ "minStake": Money(min).to_major_json() })));
    }
    let payout_of = |per_line: i64| domain::sportsbook::potential_payout(kind, &current, per_line);
    let largest = largest_stake(config.max_stake, config.max_payout, &payout_of);
    if stake_per_line > largest {
        let max = if request.stake_per == "total" { largest * lines_i64 } else { largest };
        return Err(Error::invalid("sportsbook.stake_too_high")
            .with("max", Arg::Money(max))
            .offering(json!({ "maxStake": Money(max).to_major_json() })));
    }
    let selections = request
        .selections
        .iter()
        .zip(&current)
        .map(|(s, odds)| (s.event_id, s.market.clone(), s.outcome.clone(), *odds))
        .collect();
    Ok(Checked {
        request_id: request.request_id.trim().to_owned(),
        kind,
        lines,
        stake_per_line,
        total_stake: stake_per_line * lines_i64,
        potential_payout: payout_of(stake_per_line),
        selections,
    })
}

/// The largest stake per line, up to `max_stake`, whose potential payout stays within `max_payout` (the payout
/// only grows with the stake, so a bisection finds it).
fn largest_stake(max_stake: i64, max_payout: i64, payout_of: &dyn Fn(i64) -> i64) -> i64 {
    if payout_of(max_stake) <= max_payout {
        return max_stake;
    }
    let (mut fits, mut too_much) = (0, max_stake);
    while too_much - fits > 1 {
        let middle = fits + (too_much - fits) / 2;
        if payout_of(middle) <= max_payout { fits = middle } else { too_much = middle }
    }
    fits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_are_read_exactly() {
        assert_eq!(odds(&json!(1.85)).map(Odds::thousandths), Some(1850));
        assert_eq!(odds(&json!(2)).map(Odds::thousandths), Some(2000));
        assert_eq!(odds(&json!(1.005)).map(Odds::thousandths), Some(1005));
        assert_eq!(odds(&json!(1.0005)), None);
        assert_eq!(odds(&json!(1)), None);
        assert_eq!(odds(&json!("1.85")), None);
        assert_eq!(odds(&json!(-2.5)), None);
    }

    #[test]
    fn the_largest_stake_keeps_the_payout_within_the_limit() {
        let payout = |stake: i64| stake * 3;
        assert_eq!(largest_stake(1_000, 10_000, &payout), 1_000);
        assert_eq!(largest_stake(10_000, 10_000, &payout), 3_333);
        assert_eq!(largest_stake(10_000, 2, &payout), 0);
    }
}
