//! The operators' money API under `/api/admin`: withdrawals to decide (role finance or admin, audited), the
//! payments list and a player's ledger (finance, support or admin).

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use domain::{
    notification::Kind,
    payment::{Direction, Status},
    validation::{FieldErrors, Invalid},
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use store::payments::{
    Filter, Payment,
    flow::{self, Decision, Step},
};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::history::instant;
use crate::notices::{APPROVED, REJECTED, announce, notice};
use crate::{
    admin::roles::{Cashier, MoneyReader},
    csv::{Format, Table},
    error::{ApiJson, Error},
    i18n::{Lang, message},
    paging::{Page, Paging},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(withdrawals))
        .routes(routes!(approve))
        .routes(routes!(reject))
        .routes(routes!(payments))
        .routes(routes!(ledger))
}

/// A payment as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPayment {
    pub id: i64,
    pub player_id: i64,
    pub username: String,
    /// Deposit 1, Withdraw 2.
    pub kind: i64,
    /// The method's code (bank_transfer, papara, card, crypto).
    pub method: String,
    pub amount: f64,
    pub fee: f64,
    /// Status: Confirmed 1, Pending 2, Rejected 4, Cancelled 5.
    pub status: i64,
    /// Processing 1, Completed 2, Cancelled 3, Expired 4.
    pub process_state: i64,
    pub reference: String,
    /// The fields the player gave (card numbers masked).
    #[schema(value_type = Object)]
    pub details: serde_json::Value,
    pub note: Option<String>,
    pub gateway_ref: Option<String>,
    /// The operator who decided a withdrawal.
    pub decided_by: Option<i64>,
    /// Four eyes: the operator who gave a large withdrawal its first approval, their username and when.
    pub first_approved_by: Option<i64>,
    pub first_approver: Option<String>,
    pub first_approved_at: Option<DateTime<Utc>>,
    /// Pending with a first approval: another operator's approval pays it out.
    pub awaiting_second_approval: bool,
    /// While the player is blocked: since when and why. Approving then needs an admin's `overrideReason`.
    pub player_blocked_at: Option<DateTime<Utc>>,
    pub player_block_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
}

impl From<Payment> for AdminPayment {
    fn from(p: Payment) -> Self {
        let awaiting_second_approval = p.is_pending() && p.first_approval.is_some();
        AdminPayment {
            id: p.id,
            player_id: p.player_id,
            username: p.username,
            kind: p.direction.number(),
            method: p.method_code,
            amount: p.amount.to_major_json(),
            fee: p.fee.to_major_json(),
            status: p.status.number(),
            process_state: p.process_state.number(),
            reference: p.reference,
            details: p.details,
            note: p.note,
            gateway_ref: p.gateway_ref,
            decided_by: p.decided_by,
            awaiting_second_approval,
            first_approved_by: p.first_approval.as_ref().map(|f| f.operator_id),
            first_approved_at: p.first_approval.as_ref().map(|f| f.at),
            first_approver: p.first_approval.map(|f| f.username),
            player_blocked_at: p.player_blocked_at,
            player_block_reason: p.player_block_reason,
            created_at: p.created_at,
            updated_at: p.updated_at,
            expires_at: p.expires_at,
        }
    }
}

/// Filters and paging of the payments lists.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct PaymentsQuery {
    /// Deposit 1, Withdraw 2 (absent: both; the withdrawals list ignores it).
    pub kind: Option<String>,
    /// A Status number (absent: any).
    pub status: Option<String>,
    /// A player's id.
    pub player: Option<String>,
    /// RFC 3339 instants.
    pub from: Option<String>,
    pub to: Option<String>,
    /// `newest` (default) or `oldest`: the order of the list; the pending queue reads oldest first.
    pub order: Option<String>,
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
    /// `json` (default) or `csv` (the payments list only: every matching row, up to 50,000, without paging).
    pub format: Option<String>,
}

impl PaymentsQuery {
    fn filter(&self) -> Result<(Filter, Paging), Error> {
        let paging = Paging::parse(self.skip.as_deref(), self.take.as_deref())?;
        let mut errors = FieldErrors::default();
        let choice = |text: &Option<String>, parse: fn(i64) -> bool| match text.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(t) => {
                t.parse::<i64>().ok().filter(|n| parse(*n)).map(Some).ok_or_else(|| Invalid::new("validation.choice"))
            }
        };
        let kind = errors.check("kind", choice(&self.kind, |n| Direction::from_number(n).is_some()));
        let status = errors.check("status", choice(&self.status, |n| Status::from_number(n).is_some()));
        let player = errors.check("player", choice(&self.player, |n| n > 0));
        let from = errors.check("from", instant(self.from.as_deref()));
        let to = errors.check("to", instant(self.to.as_deref()));
        let oldest_first = errors.check(
            "order",
            match self.order.as_deref().map(str::trim) {
                None | Some("") | Some("newest") => Ok(false),
                Some("oldest") => Ok(true),
                Some(_) => Err(Invalid::new("validation.choice")),
            },
        );
        errors.finish().map_err(Error::validation)?;
        let filter = Filter {
            player_id: player.flatten(),
            direction: kind.flatten().and_then(Direction::from_number),
            status: status.flatten().and_then(Status::from_number),
            from: from.flatten(),
            to: to.flatten(),
            oldest_first: oldest_first.unwrap_or(false),
        };
        Ok((filter, paging))
    }
}

async fn listed(state: &AppState, filter: &Filter, paging: Paging) -> ApiResult<Page<AdminPayment>> {
    let (rows, total) = store::payments::page(&state.db, filter, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: rows.into_iter().map(AdminPayment::from).collect(), total }))
}

/// Withdrawals, newest first (`order=oldest` for a queue): `status=2` for those waiting for a decision.
#[utoipa::path(get, path = "/api/admin/withdrawals", tag = "admin", operation_id = "admin_withdrawals",
    security(("operator" = [])), params(PaymentsQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminPayment>>), (status = 401),
        (status = 403, description = "role content"), (status = 422)))]
pub async fn withdrawals(
    State(state): State<AppState>,
    _reader: MoneyReader,
    Query(query): Query<PaymentsQuery>,
) -> ApiResult<Page<AdminPayment>> {
    let (filter, paging) = query.filter()?;
    listed(&state, &Filter { direction: Some(Direction::Withdraw), ..filter }, paging).await
}

/// The most rows one CSV export holds.
const EXPORT_MAX: i64 = 50_000;

/// Deposits and withdrawals, newest first (or `order=oldest`), filtered; `format=csv` downloads every matching row (audited as
/// `payments.export`).
#[utoipa::path(get, path = "/api/admin/payments", tag = "admin", operation_id = "admin_payments",
    security(("operator" = [])), params(PaymentsQuery),
    responses((status = 200, description = "the envelope; with format=csv instead a text/csv download with a header row",
            body = crate::reply::Envelope<Page<AdminPayment>>),
        (status = 401), (status = 403, description = "role content"), (status = 422)))]
pub async fn payments(
    State(state): State<AppState>,
    reader: MoneyReader,
    Query(query): Query<PaymentsQuery>,
) -> Result<Response, Error> {
    let format = Format::parse(query.format.as_deref())?;
    let (filter, paging) = query.filter()?;
    if format == Format::Json {
        return Ok(listed(&state, &filter, paging).await?.into_response());
    }
    let mut table = Table::new(&[
        "id",
        "created_at",
        "updated_at",
        "player_id",
        "username",
        "kind",
        "method",
        "amount",
        "fee",
        "status",
        "process_state",
        "reference",
        "gateway_ref",
        "decided_by",
        "first_approver",
        "note",
    ]);
    let mut skip = 0;
    while skip < EXPORT_MAX {
        let (rows, _) = store::payments::page(&state.db, &filter, skip, 1_000).await?;
        let last = rows.len() < 1_000;
        for p in rows {
            let kind = if p.direction == Direction::Deposit { "deposit" } else { "withdrawal" };
            table.push(vec![
                p.id.to_string(),
                p.created_at.to_rfc3339(),
                p.updated_at.to_rfc3339(),
                p.player_id.to_string(),
                p.username,
                kind.to_owned(),
                p.method_code,
                p.amount.to_string(),
                p.fee.to_string(),
                p.status.number().to_string(),
                p.process_state.number().to_string(),
                p.reference,
                p.gateway_ref.unwrap_or_default(),
                p.decided_by.map(|id| id.to_string()).unwrap_or_default(),
                p.first_approval.map(|f| f.username).unwrap_or_default(),
                p.note.unwrap_or_default(),
            ]);
        }
        if last {
            break;
        }
        skip += 1_000;
    }
    let filters = serde_json::json!({"player": filter.player_id, "kind": filter.direction.map(Direction::number),
        "status": filter.status.map(Status::number), "from": filter.from, "to": filter.to, "rows": table.rows.len()});
    store::audit::record(&state.db, &reader.audit("payments.export", "payments", "csv").after(filters)).await?;
    Ok(table.into_response("payments"))
}

fn payment_id(text: &str) -> Result<i64, Error> {
    text.parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(|| Error::not_found("wallet.payment_not_found"))
}

/// Decides withdrawal `id`; gives it as it is now (with a message after a first approval).
async fn decide(
    state: &AppState,
    cashier: &Cashier,
    lang: Lang,
    id: &str,
    decision: Decision,
) -> ApiResult<AdminPayment> {
    let id = payment_id(id)?;
    let before = store::payments::get(&state.db, id)
        .await?
        .filter(|p| p.direction == Direction::Withdraw)
        .ok_or_else(|| Error::not_found("wallet.payment_not_found"))?;
    let now = state.clock.now();
    let args = [("amount", before.amount.to_string()), ("reference", before.reference.clone())];
    let (key, reason, block_override) = match &decision {
        Decision::Approve { block_override } => (&APPROVED, String::new(), block_override.clone()),
        Decision::Reject(reason) => (&REJECTED, reason.clone(), None),
    };
    let notify = |player| {
        let args = [args[0].clone(), args[1].clone(), ("reason", reason.clone())];
        notice(player, Kind::Withdraw, key, &args, now)
    };
    let state_of =
        |s: Status, first: Option<i64>| json!({"status": s.number(), "note": reason, "firstApprovedBy": first});
    let first_before = before.first_approval.as_ref().map(|f| f.operator_id);
    let audit = |step: Step, overridden_block: Option<&str>| {
        let after = match step {
            Step::FirstApproval => state_of(Status::Pending, Some(cashier.id)),
            Step::Approved | Step::SecondApproval => state_of(Status::Confirmed, first_before),
            Step::Rejected => state_of(Status::Rejected, first_before),
        };
        let entry = cashier.audit(step.action(), "payment", id).changes(state_of(before.status, first_before), after);
        match overridden_block {
            Some(block) => entry.noting("blockOverride", json!({"reason": block_override, "blockReason": block})),
            None => entry,
        }
    };
    let over = store::payments::second_approval_over(&state.db).await?;
    let decided = flow::decide_withdrawal(&state.db, id, &decision, cashier.id, over, notify, audit, now).await?;
    if let Some(notification_id) = decided.notification_id {
        announce(state, decided.player_id, Some((notification_id, &notify(decided.player_id)))).await;
    }
    let now = store::payments::get(&state.db, id).await?.ok_or_else(|| Error::not_found("wallet.payment_not_found"))?;
    if decided.step == Step::FirstApproval {
        let text = message(lang.0, "admin.withdrawal_awaiting_second_approval", &[]);
        return Ok(Reply::with_message(text, now.into()));
    }
    Ok(Reply::data(now.into()))
}

/// An approval's optional body.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ApproveRequest {
    /// Only an admin, to pay out to a blocked player: why the block is overridden (3–500 characters), audited.
    pub override_reason: Option<String>,
}

/// Approves a pending withdrawal: the held amount is paid out (less the method's fee), the player notified.
/// Above the site option `withdrawal_second_approval_over` (four eyes), counting what the player was paid in the
/// last 24 hours, the first approval only records it (`awaitingSecondApproval`, with a message) and a different
/// operator's approval pays it out. A blocked player's withdrawal is refused unless an admin overrides the block
/// with `overrideReason`.
#[utoipa::path(post, path = "/api/admin/withdrawals/{id}/approve", tag = "admin", operation_id = "admin_approve_withdrawal",
    security(("operator" = [])), params(("id" = i64, Path, description = "payment id")),
    request_body(content = Option<ApproveRequest>, description = "optional; `overrideReason` only to pay a blocked player"),
    responses((status = 200, body = crate::reply::Envelope<AdminPayment>), (status = 401),
        (status = 403, description = "role support or content; wallet.override_admin_only: only an admin overrides a block"),
        (status = 404),
        (status = 409, description = "wallet.not_pending: decided or cancelled already; \
            wallet.second_approval_same_operator: this operator gave the first approval; \
            wallet.player_blocked: the player is blocked (an admin's override needed)"),
        (status = 422, description = "overrideReason: 3–500 characters")))]
pub async fn approve(
    State(state): State<AppState>,
    lang: Lang,
    cashier: Cashier,
    Path(id): Path<String>,
    body: Option<ApiJson<ApproveRequest>>,
) -> ApiResult<AdminPayment> {
    let reason = body.and_then(|ApiJson(b)| b.override_reason).map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    if let Some(reason) = &reason {
        cashier.require(&[]).map_err(|_| Error::new(StatusCode::FORBIDDEN, "wallet.override_admin_only"))?;
        reason_length("overrideReason", reason)?;
    }
    decide(&state, &cashier, lang, &id, Decision::Approve { block_override: reason }).await
}

/// A reason an operator gives: 3–500 characters.
fn reason_length(field: &str, reason: &str) -> Result<(), Error> {
    if (3..=500).contains(&reason.chars().count()) {
        Ok(())
    } else {
        Err(Error::field(field, Invalid::new("validation.length").arg("min", 3).arg("max", 500)))
    }
}

/// Why a withdrawal is rejected.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct RejectRequest {
    /// 3–500 characters; the player reads it.
    pub reason: String,
}

/// Rejects a pending withdrawal with a reason: the held amount returns to the player's cash, the player notified.
#[utoipa::path(post, path = "/api/admin/withdrawals/{id}/reject", tag = "admin", operation_id = "admin_reject_withdrawal",
    security(("operator" = [])), params(("id" = i64, Path, description = "payment id")), request_body = RejectRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPayment>), (status = 401),
        (status = 403, description = "role support or content"), (status = 404),
        (status = 409, description = "wallet.not_pending"), (status = 422)))]
pub async fn reject(
    State(state): State<AppState>,
    lang: Lang,
    cashier: Cashier,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<RejectRequest>,
) -> ApiResult<AdminPayment> {
    let reason = request.reason.trim().to_owned();
    reason_length("reason", &reason)?;
    decide(&state, &cashier, lang, &id, Decision::Reject(reason)).await
}

/// One movement of a player's money.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LedgerMovement {
    pub entry_id: i64,
    pub transaction_id: i64,
    /// deposit, withdrawal_request, withdrawal_approval, withdrawal_return, bet, win, rollback, bonus_grant …
    pub kind: String,
    pub idempotency_key: Option<String>,
    pub memo: String,
    pub created_at: DateTime<Utc>,
    /// player_cash or player_bonus.
    pub account: String,
    /// Signed, in lira.
    pub amount: f64,
    pub balance_after: f64,
}

/// Paging of a ledger.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct LedgerQuery {
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

/// A player's ledger: every movement of their cash and bonus money, newest first.
#[utoipa::path(get, path = "/api/admin/players/{id}/ledger", tag = "admin", operation_id = "admin_player_ledger",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id"), LedgerQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<LedgerMovement>>), (status = 401),
        (status = 403, description = "role content"), (status = 404), (status = 422)))]
pub async fn ledger(
    State(state): State<AppState>,
    _reader: MoneyReader,
    Path(id): Path<String>,
    Query(query): Query<LedgerQuery>,
) -> ApiResult<Page<LedgerMovement>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let player = id.parse::<i64>().ok().filter(|id| *id > 0);
    let Some(player) = player else { return Err(Error::not_found("admin.player_not_found")) };
    if store::players::get(&state.db, player).await?.is_none() {
        return Err(Error::not_found("admin.player_not_found"));
    }
    let (rows, total) = store::ledger::player_movements(&state.db, player, paging.skip, paging.take).await?;
    let money = |minor: i64| domain::money::Money(minor).to_major_json();
    let items = rows
        .into_iter()
        .map(|m| LedgerMovement {
            entry_id: m.entry_id,
            transaction_id: m.transaction_id,
            kind: m.kind,
            idempotency_key: m.idempotency_key,
            memo: m.memo,
            created_at: m.created_at,
            account: m.account,
            amount: money(m.amount),
            balance_after: money(m.balance_after),
        })
        .collect();
    Ok(Reply::data(Page { items, total }))
}
