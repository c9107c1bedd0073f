//! The sportsbook's sweep, every tick ([`tick`]):
//! 1. the feed's fixtures up to the horizon are added (once each);
//! 2. every event whose official end has passed gets its result from the feed (`ended`);
//! 3. every open slip none of whose events is still scheduled is decided — each selection resolved from its event's
//!    result (a cancelled event's selections are void), the payout by `domain::sportsbook::payout` — and its win sent
//!    (a zero win closes a lost slip), once: the win's `transaction_uuid` is fixed, and the wallet answers a replay
//!    with its first answer;
//!    An operator's void (`store::sportsbook::bets::ask_void`) settles an open slip at odds 1 the same way;
//! 4. slips left with an unfinished wallet call for `recovery_after` get one more attempt: a `placing` slip (its
//!    request died before the wallet answered) is rolled back, a `settling` one gets its win, a `rolling_back` one
//!    its rollback.

use std::collections::HashMap;

use futures::StreamExt;

use domain::sportsbook::{LegResult, MarketKey, MatchResult, Odds, Sport};
use store::sportsbook::{
    bets::{Bet, Status},
    events::Event,
};

use crate::{Error, Inner, calls};

/// Slips read at a time, and events ended per tick.
const BATCH: i64 = 500;
/// Slips settled at once: their wins reach the wallet together and are committed in a few batches.
const PARALLEL: usize = 32;

pub(crate) async fn tick(inner: &Inner) -> Result<usize, Error> {
    schedule(inner).await?;
    let now = inner.clock.now();
    for event in store::sportsbook::events::due(&inner.db, now, BATCH).await? {
        if let Some(result) = inner.feed.result(&event) {
            let json = serde_json::to_string(&result).map_err(Error::internal)?;
            store::sportsbook::events::finish(&inner.db, event.id, &json, now, None).await?;
        }
    }
    let mut settled = settle_all(inner, store::sportsbook::bets::void_asked(&inner.db, BATCH).await?, true).await?;
    loop {
        let due = store::sportsbook::bets::settleable(&inner.db, BATCH).await?;
        let count = due.len();
        let done = settle_all(inner, due, false).await?;
        settled += done;
        // A full batch that settled nothing (unreadable results) would be read again forever.
        if count < BATCH as usize || done == 0 {
            break;
        }
    }
    recover(inner).await?;
    Ok(settled)
}

/// Decides `bets` (voids: at odds 1, for their operator's reason) and sends their wins, [`PARALLEL`] at a time so
/// the wallet's committer applies them in batches; how many were settled.
async fn settle_all(inner: &Inner, bets: Vec<Bet>, voids: bool) -> Result<usize, Error> {
    let mut ids: Vec<i64> = bets.iter().flat_map(|b| b.selections.iter().map(|s| s.event_id)).collect();
    ids.sort_unstable();
    ids.dedup();
    let events: HashMap<i64, Event> =
        store::sportsbook::events::many(&inner.db, &ids).await?.into_iter().map(|e| (e.id, e)).collect();
    let events = &events;
    let results: Vec<Result<bool, Error>> = futures::stream::iter(bets)
        .map(|bet| async move {
            let reason = if voids { bet.reason.clone() } else { String::new() };
            decide(inner, &bet, &reason, events).await
        })
        .buffer_unordered(PARALLEL)
        .collect()
        .await;
    let mut settled = 0;
    for result in results {
        if result? {
            settled += 1;
        }
    }
    Ok(settled)
}

/// Adds the feed's fixtures from where the last reading stopped (at start: now) up to the horizon.
async fn schedule(inner: &Inner) -> Result<(), Error> {
    let now = inner.clock.now();
    let until = now + inner.config.horizon;
    let mut scheduled = inner.scheduled_until.lock().await;
    let from = scheduled.filter(|from| *from > now).unwrap_or(now);
    if until - from < chrono::Duration::minutes(5) {
        return Ok(());
    }
    let fixtures = inner.feed.fixtures(from, until);
    store::sportsbook::events::add(&inner.db, &fixtures, now).await?;
    *scheduled = Some(until);
    Ok(())
}

/// How `selection` of a slip settles on its event.
fn resolve(event: Option<&Event>, market: &str, outcome: &str) -> Option<LegResult> {
    let event = event?;
    match event.status.as_str() {
        "cancelled" => Some(LegResult::Void),
        "ended" => {
            let result: MatchResult = serde_json::from_str(event.result.as_deref()?).ok()?;
            let sport = Sport::parse(&event.sport)?;
            let key = MarketKey::parse(market)?;
            Some(domain::sportsbook::resolve(&key, outcome, &result, sport))
        }
        _ => None,
    }
}

/// Decides an open slip whose events are all over (or voids it, with an operator's `reason`) from `events` (its
/// events, by id) and sends its win. False when the slip was not open or an event's result is unreadable.
pub(crate) async fn decide(
    inner: &Inner,
    bet: &Bet,
    reason: &str,
    events: &HashMap<i64, Event>,
) -> Result<bool, Error> {
    let mut legs = Vec::with_capacity(bet.selections.len());
    for selection in &bet.selections {
        let result = if reason.is_empty() {
            resolve(events.get(&selection.event_id), &selection.market, &selection.outcome)
        } else {
            Some(LegResult::Void)
        };
        let odds = u32::try_from(selection.odds).ok().and_then(Odds::from_thousandths);
        match (result, odds) {
            (Some(result), Some(odds)) => legs.push((odds, result)),
            _ => {
                tracing::error!(bet = bet.id, event = selection.event_id, "sportsbook: a selection cannot be settled");
                return Ok(false);
            }
        }
    }
    let kind = kind_of(bet).ok_or_else(|| Error::internal(format!("slip {}: kind {}", bet.id, bet.kind)))?;
    let payout = domain::sportsbook::payout(kind, &legs, bet.stake_per_line);
    let results: Vec<(i64, &str)> =
        bet.selections.iter().zip(&legs).map(|(s, (_, result))| (s.position, result.code())).collect();
    if !store::sportsbook::bets::decide(&inner.db, bet.id, &results, payout, reason, inner.clock.now()).await? {
        return Ok(false);
    }
    let mut decided = bet.clone();
    decided.payout = Some(payout);
    decided.status = Status::Settling.as_str().to_owned();
    let all_void = legs.iter().all(|(_, result)| *result == LegResult::Void);
    calls::send_win(inner, &decided, all_void).await?;
    Ok(true)
}

/// The slip's kind as stored.
pub(crate) fn kind_of(bet: &Bet) -> Option<domain::sportsbook::BetKind> {
    use domain::sportsbook::BetKind;
    match (bet.kind.as_str(), bet.system_size) {
        ("single", _) => Some(BetKind::Single),
        ("multiple", _) => Some(BetKind::Multiple),
        ("system", Some(size)) => u8::try_from(size).ok().map(|size| BetKind::System { size }),
        ("cover", Some(min)) => u8::try_from(min).ok().map(|min| BetKind::Cover { min }),
        _ => None,
    }
}

/// The recovery part of the sweep.
async fn recover(inner: &Inner) -> Result<(), Error> {
    let now = inner.clock.now();
    let before = now - chrono::Duration::from_std(inner.config.recovery_after).unwrap_or(chrono::Duration::zero());
    for bet in store::sportsbook::bets::unfinished(&inner.db, before, 200).await? {
        match bet.status()? {
            Status::Placing => {
                let moved = store::sportsbook::bets::transition(
                    &inner.db,
                    bet.id,
                    &[Status::Placing],
                    Status::RollingBack,
                    None,
                    now,
                )
                .await?;
                let _settled = moved && calls::roll_back(inner, &bet).await?;
            }
            Status::Settling => {
                let all_void = bet.selections.iter().all(|s| s.result.as_deref() == Some(LegResult::Void.code()));
                calls::send_win(inner, &bet, all_void).await?;
            }
            Status::RollingBack => {
                calls::roll_back(inner, &bet).await?;
            }
            _ => {}
        }
        if bet.attempts >= 20 {
            tracing::error!(bet = bet.id, attempts = bet.attempts, error = %bet.last_error,
                "sportsbook: a slip is still unfinished; the wallet keeps refusing or is down");
        }
    }
    Ok(())
}
