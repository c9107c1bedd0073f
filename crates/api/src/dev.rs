//! Development aids, only with `ZAR_DEV_OUTBOX=1` (otherwise 404; every response then carries
//! `x-zar-dev-outbox: on`, and `zar serve` warns loudly at start):
//! - `GET /dev/outbox`: the e-mails and SMS the site sent, newest first, so a local player and the e2e tests
//!   can read their codes;
//! - `POST /dev/clock {"seconds": N}`: moves the server's clock N seconds forward and runs the session-limit
//!   and reality-check sweep and the bonus expiry at once, so journeys can reach an interval without waiting.

use axum::{
    Router,
    extract::{Query, State},
    routing::get,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::{
    error::Error,
    reply::{ApiResult, Reply},
    state::AppState,
};

/// The header every response carries while the development outbox is on.
pub const HEADER: &str = "x-zar-dev-outbox";

pub fn router() -> Router<AppState> {
    Router::new().route("/dev/outbox", get(outbox)).route("/dev/clock", axum::routing::post(advance_clock))
}

#[derive(Debug, Default, Deserialize)]
pub struct OutboxQuery {
    /// Only messages to this phone number or e-mail address.
    pub recipient: Option<String>,
}

/// One message as sent.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxItem {
    pub id: i64,
    /// `email` or `sms`.
    pub channel: &'static str,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

async fn outbox(State(state): State<AppState>, Query(query): Query<OutboxQuery>) -> ApiResult<Vec<OutboxItem>> {
    if !state.settings.dev_outbox {
        return Err(Error::not_found("route.not_found"));
    }
    let recipient = query.recipient.as_deref().map(str::trim).filter(|r| !r.is_empty());
    let items = store::outbox::recent(&state.db, recipient, 200)
        .await?
        .into_iter()
        .map(|m| OutboxItem {
            channel: m.channel().as_str(),
            id: m.id,
            recipient: m.recipient,
            subject: m.subject,
            body: m.body,
            created_at: m.created_at,
            sent_at: m.sent_at,
        })
        .collect();
    Ok(Reply::data(items))
}

#[derive(Debug, Default, Deserialize)]
pub struct ClockRequest {
    pub seconds: u64,
}

/// Where the clock is now, and what the sweep did.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockMoved {
    pub now: DateTime<Utc>,
    pub sessions_ended: usize,
    pub reality_checks: usize,
}

async fn advance_clock(
    State(state): State<AppState>,
    axum::Json(input): axum::Json<ClockRequest>,
) -> ApiResult<ClockMoved> {
    if !state.settings.dev_outbox {
        return Err(Error::not_found("route.not_found"));
    }
    state.clock.advance(std::time::Duration::from_secs(input.seconds));
    let (sessions_ended, reality_checks) = crate::responsible::sweep::run(&state).await?;
    crate::bonus::expiry::run(&state).await?;
    Ok(Reply::data(ClockMoved { now: state.clock.now(), sessions_ended, reality_checks }))
}
