//! Deposits and withdrawals. A payment row records what was asked and where it stands; its money moves only
//! through the ledger, in the same transaction as the row's change and the player's notification:
//!
//! | change | status / process state | ledger |
//! |---|---|---|
//! | deposit asked | Pending / Processing | — |
//! | deposit confirmed by the gateway | Confirmed / Completed | clearing → player cash (`deposit:{id}`) |
//! | deposit cancelled on the hosted page | Cancelled / Cancelled | — |
//! | deposit not confirmed in time | Cancelled / Expired | — |
//! | withdrawal asked | Pending / Processing | player cash → hold (`withdrawal:{id}`) |
//! | withdrawal approved | Confirmed / Completed | hold → clearing, fee → house (`withdrawal:{id}:paid`) |
//! | withdrawal rejected or cancelled | Rejected / Completed, Cancelled / Cancelled | hold → player cash (`withdrawal:{id}:return`) |

mod approval;
mod error;
pub mod flow;
pub mod methods;

use chrono::{DateTime, Utc};
use domain::{
    money::Money,
    payment::{Direction, ProcessState, Status},
};

use crate::{Db, Result, StoreError, cms::Localized, with_db};

/// A payment as players and operators see it.
#[derive(Debug, Clone, PartialEq)]
pub struct Payment {
    pub id: i64,
    pub player_id: i64,
    pub username: String,
    pub method_id: i64,
    pub method_code: String,
    pub method_name: Localized<String>,
    /// The gateway that carries the method now (`payment_methods.gateway`): the only one that may confirm it.
    pub gateway: String,
    /// How a deposit through the method continues (a hosted page, or bank transfer instructions).
    pub deposit_flow: methods::DepositFlow,
    pub direction: Direction,
    pub amount: Money,
    pub fee: Money,
    pub status: Status,
    pub process_state: ProcessState,
    pub intent: String,
    pub reference: String,
    pub details: serde_json::Value,
    pub note: Option<String>,
    pub gateway_ref: Option<String>,
    pub decided_by: Option<i64>,
    /// A withdrawal above the four-eyes threshold approved once, waiting for a second operator: who and when.
    pub first_approval: Option<FirstApproval>,
    /// The player's block while they are blocked: since when, and why (operators see it beside a withdrawal).
    pub player_blocked_at: Option<DateTime<Utc>>,
    pub player_block_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
}

/// The first of the two approvals a large withdrawal needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstApproval {
    pub operator_id: i64,
    pub username: String,
    pub at: DateTime<Utc>,
}

/// The site option holding the four-eyes threshold: withdrawals above it (lira) need two operators.
pub const SECOND_APPROVAL_OPTION: &str = "withdrawal_second_approval_over";

/// The four-eyes threshold now: `None` when the option is absent, disabled, empty, unreadable or 0 (off).
pub async fn second_approval_over(db: &Db) -> Result<Option<Money>> {
    let value = crate::site_options::value(db, SECOND_APPROVAL_OPTION).await?;
    Ok(value.and_then(|v| Money::parse_major(v.trim()).ok()).filter(|m| m.minor() > 0))
}

impl Payment {
    /// Still waiting: for the gateway (a deposit) or for an operator (a withdrawal).
    pub fn is_pending(&self) -> bool {
        self.status == Status::Pending
    }
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    player_id: i64,
    username: String,
    method_id: i64,
    code: String,
    name_tr: String,
    name_en: String,
    gateway: String,
    deposit_flow: String,
    direction: i64,
    amount: i64,
    fee: i64,
    status: i64,
    process_state: i64,
    intent: String,
    reference: String,
    details: String,
    note: Option<String>,
    gateway_ref: Option<String>,
    decided_by: Option<i64>,
    first_approved_by: Option<i64>,
    first_approver: Option<String>,
    first_approved_at: Option<DateTime<Utc>>,
    player_blocked_at: Option<DateTime<Utc>>,
    player_block_reason: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    expires_at: Option<DateTime<Utc>>,
}

impl TryFrom<Row> for Payment {
    type Error = StoreError;

    fn try_from(row: Row) -> Result<Payment> {
        let bad = |what: &str, n: i64| StoreError::Other(format!("payment {}: {what} {n}", row.id));
        Ok(Payment {
            direction: Direction::from_number(row.direction).ok_or_else(|| bad("direction", row.direction))?,
            status: Status::from_number(row.status).ok_or_else(|| bad("status", row.status))?,
            process_state: ProcessState::from_number(row.process_state)
                .ok_or_else(|| bad("process state", row.process_state))?,
            details: serde_json::from_str(&row.details).unwrap_or(serde_json::Value::Null),
            id: row.id,
            player_id: row.player_id,
            username: row.username,
            method_id: row.method_id,
            method_code: row.code,
            method_name: Localized { tr: row.name_tr, en: row.name_en },
            deposit_flow: methods::DepositFlow::parse(&row.deposit_flow),
            gateway: row.gateway,
            amount: Money(row.amount),
            fee: Money(row.fee),
            intent: row.intent,
            reference: row.reference,
            note: row.note,
            gateway_ref: row.gateway_ref,
            decided_by: row.decided_by,
            first_approval: match (row.first_approved_by, row.first_approver, row.first_approved_at) {
                (Some(operator_id), Some(username), Some(at)) => Some(FirstApproval { operator_id, username, at }),
                _ => None,
            },
            player_block_reason: row.player_blocked_at.and(row.player_block_reason),
            player_blocked_at: row.player_blocked_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
            expires_at: row.expires_at,
        })
    }
}

const SELECT: &str =
    "SELECT p.id, p.player_id, pl.username, p.method_id, m.code, m.name_tr, m.name_en, m.gateway, m.deposit_flow,
    p.direction,
    p.amount, p.fee, p.status, p.process_state, p.intent, p.reference, p.details, p.note, p.gateway_ref,
    p.decided_by, p.first_approved_by, fa.username AS first_approver, p.first_approved_at,
    pl.blocked_at AS player_blocked_at, pl.blocked_reason AS player_block_reason, p.created_at, p.updated_at, p.expires_at
    FROM payments p JOIN payment_methods m ON m.id = p.method_id JOIN players pl ON pl.id = p.player_id
    LEFT JOIN operators fa ON fa.id = p.first_approved_by";

/// One payment by id.
pub async fn get(db: &Db, id: i64) -> Result<Option<Payment>> {
    let sql = format!("{SELECT} WHERE p.id = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    row.map(Payment::try_from).transpose()
}

/// One payment by its hosted page's intent.
pub async fn by_intent(db: &Db, intent: &str) -> Result<Option<Payment>> {
    let sql = format!("{SELECT} WHERE p.intent = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(intent).fetch_optional(pool).await)?;
    row.map(Payment::try_from).transpose()
}

/// Which payments a list shows; `None` does not filter.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub player_id: Option<i64>,
    pub direction: Option<Direction>,
    pub status: Option<Status>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// Oldest first (a queue) rather than newest first.
    pub oldest_first: bool,
}

/// A page of payments, newest first (or oldest first), with the total that match.
///
/// The statement names only the filters given (`status = $1 AND direction = $2`, not `($1 IS NULL OR …)`), so the
/// planner sees which index serves it: the withdrawal queue is a range of `payments_status`, not a scan of every
/// payment (with 100,000 players the scan took 150–400 ms; the bench's back-office scenario).
pub async fn page(db: &Db, filter: &Filter, skip: i64, take: i64) -> Result<(Vec<Payment>, i64)> {
    let direction = filter.direction.map(Direction::number);
    let status = filter.status.map(Status::number);
    let mut conditions = Vec::new();
    for (given, condition) in [
        (filter.player_id.is_some(), "p.player_id = "),
        (direction.is_some(), "p.direction = "),
        (status.is_some(), "p.status = "),
        (filter.from.is_some(), "p.created_at >= "),
        (filter.to.is_some(), "p.created_at <= "),
    ] {
        if given {
            conditions.push(format!("{condition}${}", conditions.len() + 1));
        }
    }
    let filters = conditions.len();
    let clause = if conditions.is_empty() { String::new() } else { format!("WHERE {}", conditions.join(" AND ")) };
    let order = if filter.oldest_first { "ASC" } else { "DESC" };
    // The page's ids first, from the filter's index alone; then those rows joined (a deep page walks the index,
    // not every joined row before it).
    let list = format!(
        "{SELECT} WHERE p.id IN (SELECT p.id FROM payments p {clause} ORDER BY p.id {order} LIMIT ${} OFFSET ${})
         ORDER BY p.id {order}",
        filters + 1,
        filters + 2
    );
    let count = format!("SELECT COUNT(*) FROM payments p {clause}");
    macro_rules! bind_filters {
        ($query:expr) => {{
            let mut query = $query;
            if let Some(v) = filter.player_id {
                query = query.bind(v);
            }
            if let Some(v) = direction {
                query = query.bind(v);
            }
            if let Some(v) = status {
                query = query.bind(v);
            }
            if let Some(v) = filter.from {
                query = query.bind(v);
            }
            if let Some(v) = filter.to {
                query = query.bind(v);
            }
            query
        }};
    }
    let (rows, total): (Vec<Row>, i64) = with_db!(db, pool => {
        let rows = bind_filters!(sqlx::query_as(&list)).bind(take).bind(skip).fetch_all(pool).await?;
        let total: i64 = bind_filters!(sqlx::query_scalar(&count)).fetch_one(pool).await?;
        Ok::<_, sqlx::Error>((rows, total))
    })?;
    Ok((rows.into_iter().map(Payment::try_from).collect::<Result<_>>()?, total))
}
