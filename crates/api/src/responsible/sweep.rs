//! The responsible-gambling sweep, run beside the session sweep (`delivery::run`): sessions past their
//! player's time limit end (their hub connections get `SessionEnded` with `session_limit`), and the reality
//! checks that came due are shown (`RealityCheck`). Several instances may sweep at once: each session ends once
//! and each check is taken by one.

use chrono::{DateTime, Utc};
use domain::{money::Money, session::EndReason};
use serde::Serialize;

use crate::state::AppState;

/// What the reality check shows.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RealityCheckMessage {
    /// Minutes since login.
    pub minutes: i64,
    /// Wins less bets this session, in lira (below zero: a loss).
    pub net: f64,
    /// Bets this session, in lira.
    pub wagered: f64,
    pub at: DateTime<Utc>,
}

/// How many of each a sweep handles at most; the next sweep takes the rest.
const BATCH: i64 = 500;

/// Ends the sessions over their time limit and shows the reality checks due; gives how many of each.
pub async fn run(state: &AppState) -> Result<(usize, usize), store::StoreError> {
    let now = state.clock.now();
    let mut ended = 0;
    for (id, at) in store::responsible::sessions::over_limit(&state.db, now, BATCH).await? {
        if store::sessions::end(&state.db, id, at, EndReason::SessionLimit).await? {
            ended += 1;
            if let Some(realtime) = &state.realtime {
                realtime.session_ended(id, EndReason::SessionLimit).await;
            }
        }
    }
    let checks = store::responsible::sessions::take_due_reality_checks(&state.db, now, BATCH).await?;
    for check in &checks {
        let message = RealityCheckMessage {
            minutes: (now - check.opened).num_minutes(),
            net: Money(check.net).to_major_json(),
            wagered: Money(check.wagered).to_major_json(),
            at: now,
        };
        if let Some(realtime) = &state.realtime {
            realtime.reality_check(check.session_id, &message).await;
        }
    }
    Ok((ended, checks.len()))
}
