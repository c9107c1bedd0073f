//! `transaction/financial` (ours): the player's deposits and withdrawals, newest first, filtered by kind, status
//! and dates.

use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::{
    payment::{Direction, Status},
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::payments::{Filter, Payment};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::Lang,
    paging::{Page, bounded},
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(financial))
}

/// Filters and paging of the financial history.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct FinancialRequest {
    /// All 0 (default), Deposit 1, Withdraw 2.
    #[schema(value_type = Option<i64>)]
    pub kind: Option<Loose>,
    /// A Status (Confirmed 1, Pending 2, Rejected 4, Cancelled 5); absent: any.
    #[schema(value_type = Option<i64>)]
    pub status: Option<Loose>,
    /// From this instant (RFC 3339).
    pub from: Option<String>,
    /// Up to this instant (RFC 3339).
    pub to: Option<String>,
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// 1–100 (default 20).
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// A deposit or withdrawal as the player's history shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FinancialItem {
    pub id: i64,
    /// Deposit 1, Withdraw 2.
    pub kind: i64,
    /// The method's name.
    pub method: String,
    /// In lira.
    pub amount: f64,
    /// Taken from a withdrawal, in lira.
    pub fee: f64,
    /// Status: Confirmed 1, Pending 2, Rejected 4, Cancelled 5.
    pub status: i64,
    /// Processing 1, Completed 2, Cancelled 3, Expired 4.
    pub process_state: i64,
    /// What to quote to support (and on a bank transfer).
    pub reference: String,
    /// An operator's reason for a rejection.
    pub note: Option<String>,
    /// A pending withdrawal the player may still take back (`payment/cancel`).
    pub cancellable: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl FinancialItem {
    pub fn new(payment: Payment, locale: domain::locale::Locale) -> FinancialItem {
        FinancialItem {
            id: payment.id,
            kind: payment.direction.number(),
            method: payment.method_name.get(locale).clone(),
            amount: payment.amount.to_major_json(),
            fee: payment.fee.to_major_json(),
            status: payment.status.number(),
            process_state: payment.process_state.number(),
            cancellable: payment.direction == Direction::Withdraw && payment.is_pending(),
            reference: payment.reference,
            note: payment.note,
            created_at: payment.created_at,
            updated_at: payment.updated_at,
        }
    }
}

/// An optional RFC 3339 instant.
pub fn instant(text: Option<&str>) -> Result<Option<DateTime<Utc>>, Invalid> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => DateTime::parse_from_rfc3339(t)
            .map(|d| Some(d.with_timezone(&Utc)))
            .map_err(|_| Invalid::new("validation.datetime")),
    }
}

/// The player's deposits and withdrawals, newest first.
#[utoipa::path(post, path = "/api/transaction/financial", tag = "payment", operation_id = "transaction_financial",
    request_body = FinancialRequest,
    responses((status = 200, body = crate::reply::Envelope<Page<FinancialItem>>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn financial(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    ApiJson(input): ApiJson<FinancialRequest>,
) -> ApiResult<Page<FinancialItem>> {
    let status = |n: Option<&Loose>| match n {
        None => Ok(None),
        Some(v) => v.integer().and_then(Status::from_number).map(Some).ok_or_else(|| Invalid::new("validation.choice")),
    };
    let (kind, status, from, to, skip, take) = validate((
        ("kind", bounded(input.kind.as_ref(), 0, 0, 2)),
        ("status", status(input.status.as_ref())),
        ("from", instant(input.from.as_deref())),
        ("to", instant(input.to.as_deref())),
        ("skip", bounded(input.skip.as_ref(), 0, 0, i64::from(i32::MAX))),
        ("take", bounded(input.take.as_ref(), 20, 1, 100)),
    ))
    .map_err(Error::validation)?;
    let filter = Filter {
        player_id: Some(player.player_id),
        direction: Direction::from_number(kind),
        status,
        from,
        to,
        oldest_first: false,
    };
    let (rows, total) = store::payments::page(&state.db, &filter, skip, take).await?;
    Ok(Reply::data(Page { items: rows.into_iter().map(|p| FinancialItem::new(p, locale)).collect(), total }))
}
