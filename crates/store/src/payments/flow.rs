//! A payment's changes, each in one transaction with its ledger posting, its notification and (for an
//! operator's decision) its audit row. Every change is a conditional update of a pending payment first, so two
//! racing changes (a replayed webhook, a double click, an approval against a cancellation) have one winner.

use chrono::{DateTime, SubsecRound, Utc};
use domain::{
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
    payment::{Direction, ProcessState, Status},
};

use super::approval::{Approval, approve};
pub use super::error::PaymentError;
use crate::{
    BeginWrite, Conn, Db, StoreError,
    audit::{self, NewEntry},
    ledger,
    notifications::{self, NewNotification},
    responsible, with_conn, with_db,
};

type Result<T, E = PaymentError> = std::result::Result<T, E>;

/// A payment to open.
#[derive(Debug, Clone)]
pub struct NewPayment {
    pub player_id: i64,
    pub method_id: i64,
    pub direction: Direction,
    pub amount: Money,
    pub fee: Money,
    /// The fields as given (card numbers already masked).
    pub details: serde_json::Value,
    /// A deposit not confirmed by then expires.
    pub expires_at: Option<DateTime<Utc>>,
    /// Its public ids (`domain::payment::new_ids`).
    pub intent: String,
    pub reference: String,
    pub now: DateTime<Utc>,
}

async fn insert_payment(conn: Conn<'_>, new: &NewPayment) -> Result<i64> {
    let now = new.now.trunc_subsecs(6);
    let id: i64 = with_conn!(conn, c => sqlx::query_scalar(
        "INSERT INTO payments (player_id, method_id, direction, amount, fee, status, process_state, intent, reference,
             details, created_at, updated_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id")
        .bind(new.player_id)
        .bind(new.method_id)
        .bind(new.direction.number())
        .bind(new.amount.minor())
        .bind(new.fee.minor())
        .bind(Status::Pending.number())
        .bind(ProcessState::Processing.number())
        .bind(&new.intent)
        .bind(&new.reference)
        .bind(new.details.to_string())
        .bind(now)
        .bind(new.expires_at.map(|at| at.trunc_subsecs(6)))
        .fetch_one(&mut *c)
        .await)?;
    Ok(id)
}

/// Opens a pending deposit, unless it would pass one of the player's deposit limits (pending deposits count, so
/// two asked together cannot both pass: the limit check and the insert share a transaction that holds the
/// player's limit rows on PostgreSQL and the write lock on SQLite); no money moves until the gateway confirms it.
/// Gives its id and the 80 % notifications it wrote (to push after the commit).
pub async fn open_deposit(
    db: &Db,
    new: &NewPayment,
    notify: &responsible::Notify,
) -> Result<(i64, Vec<(i64, NewNotification)>)> {
    macro_rules! open {
        ($tx:ident) => {{
            let checked = responsible::check_deposit((&mut *$tx).into(), new.player_id, new.amount, new.now).await?;
            let alerts = match checked {
                Ok(alerts) => alerts,
                Err(exceeded) => {
                    $tx.rollback().await?;
                    return Err(PaymentError::LimitExceeded(exceeded));
                }
            };
            let id = insert_payment((&mut *$tx).into(), new).await?;
            let mut written = Vec::new();
            for alert in &alerts {
                if let Some(notice) = responsible::record_alert((&mut *$tx).into(), alert, notify, new.now).await? {
                    written.push(notice);
                }
            }
            $tx.commit().await?;
            Ok((id, written))
        }};
    }
    match db {
        Db::Sqlite(pool) => {
            // The write lock first: the limit check reads what the insert then changes.
            let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
            open!(tx)
        }
        Db::Postgres(pool) => {
            let mut tx = pool.begin().await?;
            open!(tx)
        }
    }
}

fn key(text: String) -> Result<IdempotencyKey> {
    IdempotencyKey::parse(text).map_err(|e| PaymentError::Store(StoreError::Other(e.to_string())))
}

fn between(from: Account, to: Account, amount: Money) -> Result<Transfer> {
    Transfer::between(from, to, amount).map_err(|e| PaymentError::Store(StoreError::Other(e.to_string())))
}

/// Opens a withdrawal: the amount leaves the player's cash for the hold, with `notification`; gives the
/// payment's id and the notification's. [`PaymentError::InsufficientFunds`] leaves nothing behind.
pub async fn request_withdrawal(db: &Db, new: &NewPayment, notification: &NewNotification) -> Result<(i64, i64)> {
    with_db!(db, pool => {
        // Reads before it writes: on SQLite the write lock first; then the player's row, which a bonus claim locks
        // too, so a claim and a withdrawal never both pass their checks of each other (issue 47).
        let mut tx = pool.begin_write().await?;
        crate::players::lock((&mut *tx).into(), new.player_id).await?;
        let bonus: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM player_bonuses WHERE player_id = $1 AND status = 'active'")
            .bind(new.player_id).fetch_optional(&mut *tx).await?;
        if bonus.is_some() {
            return Err(PaymentError::BonusActive);
        }
        let id = insert_payment((&mut *tx).into(), new).await?;
        let legs = between(Account::PlayerCash(new.player_id), Account::WithdrawalHold, new.amount)?;
        let memo = format!("withdrawal {}", new.reference);
        ledger::post_on(&mut *tx, Kind::WithdrawalRequest, &key(format!("withdrawal:{id}"))?, &memo, &legs, new.now)
            .await?;
        let notification = notifications::insert(&mut *tx, notification).await?;
        tx.commit().await?;
        Ok((id, notification))
    })
}

/// Moves a pending payment of `direction` to `status`/`state` (optionally only the player's own, or only with
/// `amount`), first thing in the transaction; gives the player and amounts, or why not.
#[allow(clippy::too_many_arguments)]
async fn settle(
    conn: Conn<'_>,
    id: i64,
    direction: Direction,
    owner: Option<i64>,
    to: (Status, ProcessState),
    note: Option<&str>,
    gateway_ref: Option<&str>,
    decided_by: Option<i64>,
    now: DateTime<Utc>,
) -> Result<Option<(i64, Money, Money, String)>> {
    let row: Option<(i64, i64, i64, String)> = with_conn!(conn, c => sqlx::query_as(
        "UPDATE payments SET status = $1, process_state = $2, note = COALESCE($3, note),
             gateway_ref = COALESCE($4, gateway_ref), decided_by = COALESCE($5, decided_by), updated_at = $6
         WHERE id = $7 AND direction = $8 AND status = $9 AND ($10 IS NULL OR player_id = $10)
         RETURNING player_id, amount, fee, reference")
        .bind(to.0.number())
        .bind(to.1.number())
        .bind(note)
        .bind(gateway_ref)
        .bind(decided_by)
        .bind(now.trunc_subsecs(6))
        .bind(id)
        .bind(direction.number())
        .bind(Status::Pending.number())
        .bind(owner)
        .fetch_optional(&mut *c)
        .await)?;
    Ok(row.map(|(player, amount, fee, reference)| (player, Money(amount), Money(fee), reference)))
}

/// Why a settle found nothing: the payment is missing, not the player's, or no longer pending.
async fn explain(db: &Db, id: i64, owner: Option<i64>) -> PaymentError {
    match super::get(db, id).await {
        Ok(Some(p)) if owner.is_none_or(|o| o == p.player_id) => PaymentError::NotPending,
        Ok(_) => PaymentError::NotFound,
        Err(e) => e.into(),
    }
}

/// The gateway confirmed deposit `id` for `amount`: the player's cash rises once, however often it is told.
/// Gives the notification's id when this call made the change (`None`: an earlier one did). A confirmation of an expired deposit
/// still credits it (the gateway took the money); a cancelled one or another amount is refused.
pub async fn confirm_deposit(
    db: &Db,
    id: i64,
    amount: Money,
    gateway_ref: &str,
    notification: &NewNotification,
    now: DateTime<Utc>,
) -> Result<Option<i64>> {
    let Some(payment) = super::get(db, id).await? else { return Err(PaymentError::NotFound) };
    if payment.amount != amount {
        return Err(PaymentError::AmountMismatch);
    }
    if payment.status == Status::Confirmed {
        return Ok(None);
    }
    let late = payment.process_state == ProcessState::Expired;
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let settled = if late {
            // Expired → Confirmed: the one transition out of a final state, for money the gateway did take.
            let row: Option<(i64,)> = sqlx::query_as(
                "UPDATE payments SET status = $1, process_state = $2, gateway_ref = $3, updated_at = $4
                 WHERE id = $5 AND process_state = $6 RETURNING player_id")
                .bind(Status::Confirmed.number())
                .bind(ProcessState::Completed.number())
                .bind(gateway_ref)
                .bind(now.trunc_subsecs(6))
                .bind(id)
                .bind(ProcessState::Expired.number())
                .fetch_optional(&mut *tx)
                .await?;
            row.map(|(player,)| (player, payment.amount, Money::ZERO, payment.reference.clone()))
        } else {
            let to = (Status::Confirmed, ProcessState::Completed);
            settle((&mut *tx).into(), id, Direction::Deposit, None, to, None, Some(gateway_ref), None, now).await?
        };
        let Some((player, amount, _, reference)) = settled else {
            tx.rollback().await?;
            return match super::get(db, id).await? {
                Some(p) if p.status == Status::Confirmed => Ok(None),
                Some(_) => Err(PaymentError::NotPending),
                None => Err(PaymentError::NotFound),
            };
        };
        let legs = between(Account::PaymentClearing, Account::PlayerCash(player), amount)?;
        ledger::post_on(&mut *tx, Kind::Deposit, &key(format!("deposit:{id}"))?, &format!("deposit {reference}"), &legs, now)
            .await?;
        let notification = notifications::insert(&mut *tx, notification).await?;
        tx.commit().await?;
        Ok(Some(notification))
    })
}

/// The player cancelled deposit `id` on the hosted page. Nothing had moved, so nothing moves back.
pub async fn cancel_deposit(db: &Db, id: i64, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let to = (Status::Cancelled, ProcessState::Cancelled);
        let settled = settle((&mut *tx).into(), id, Direction::Deposit, None, to, None, None, None, now).await?;
        if settled.is_none() {
            tx.rollback().await?;
            return Err(explain(db, id, None).await);
        }
        tx.commit().await?;
        Ok(())
    })
}

/// An operator's decision on a pending withdrawal.
#[derive(Debug, Clone)]
pub enum Decision {
    /// Pay it out: hold → clearing, the fee → house. `block_override`: an admin's reason to pay out to a blocked
    /// player (without it a blocked player's approval is refused).
    Approve { block_override: Option<String> },
    /// Give it back, with the reason the player sees.
    Reject(String),
}

/// What a decision on a withdrawal did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Approved by one operator and paid out (at or below the four-eyes threshold).
    Approved,
    /// Above the threshold, approved for the first time: still pending, waiting for a second operator.
    FirstApproval,
    /// Approved by a second operator after another's first approval, and paid out.
    SecondApproval,
    /// Rejected (at any stage): the hold went back to the player.
    Rejected,
}

impl Step {
    /// The audit action recording it.
    pub fn action(self) -> &'static str {
        match self {
            Step::Approved => "withdrawal.approve",
            Step::FirstApproval => "withdrawal.approve_first",
            Step::SecondApproval => "withdrawal.approve_second",
            Step::Rejected => "withdrawal.reject",
        }
    }
}

/// The outcome of [`decide_withdrawal`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decided {
    pub step: Step,
    pub player_id: i64,
    /// The player's notification, when the withdrawal was decided (not on a first approval).
    pub notification_id: Option<i64>,
}

/// Decides withdrawal `id` as operator `operator_id`, with `notify` (the player's notification, built for its
/// player) and `audit` (the operator's audit entry for the step taken, and the reason of the player's block when an
/// override let the approval through), both written in the decision's transaction. An approval of an amount that,
/// with what the player was paid in the last 24 hours, is above `second_approval_over` (four eyes; `None`: off)
/// first only records the approval; a second approval by another operator pays it out, the same operator's is
/// [`PaymentError::SameApprover`]. A blocked player's approval is [`PaymentError::PlayerBlocked`] without an override
/// (see [`super::approval`]). Each step is a conditional update of the pending row, so racing operators have one
/// winner per step and the money moves once.
#[allow(clippy::too_many_arguments)]
pub async fn decide_withdrawal(
    db: &Db,
    id: i64,
    decision: &Decision,
    operator_id: i64,
    second_approval_over: Option<Money>,
    notify: impl Fn(i64) -> NewNotification,
    audit: impl Fn(Step, Option<&str>) -> NewEntry,
    now: DateTime<Utc>,
) -> Result<Decided> {
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let (step, settled, overridden) = match decision {
            Decision::Reject(reason) => {
                let to = (Status::Rejected, ProcessState::Completed);
                let settled = settle((&mut *tx).into(), id, Direction::Withdraw, None, to, Some(reason.as_str()), None,
                    Some(operator_id), now).await?;
                (Step::Rejected, settled, None)
            }
            Decision::Approve { block_override } => {
                let by = block_override.as_deref();
                let (approval, overridden) =
                    approve((&mut *tx).into(), id, operator_id, second_approval_over, by, now).await?;
                match approval {
                    Approval::Paid { second, settled } => {
                        (if second { Step::SecondApproval } else { Step::Approved }, Some(settled), overridden)
                    }
                    Approval::First { player } => {
                        audit::append(&mut *tx, &audit(Step::FirstApproval, overridden.as_deref())).await?;
                        tx.commit().await?;
                        return Ok(Decided { step: Step::FirstApproval, player_id: player, notification_id: None });
                    }
                    Approval::Refused(e) => {
                        tx.rollback().await?;
                        return Err(e);
                    }
                }
            }
        };
        let Some((player, amount, fee, reference)) = settled else {
            tx.rollback().await?;
            return Err(explain(db, id, None).await);
        };
        let (kind, key_text, legs) = match decision {
            Decision::Approve { .. } => (
                Kind::WithdrawalApproval,
                format!("withdrawal:{id}:paid"),
                Transfer::new([
                    (Account::WithdrawalHold, Money(-amount.minor())),
                    (Account::PaymentClearing, Money(amount.minor() - fee.minor())),
                    (Account::House, fee),
                ])
                .map_err(|e| PaymentError::Store(StoreError::Other(e.to_string())))?,
            ),
            Decision::Reject(_) => (
                Kind::WithdrawalReturn,
                format!("withdrawal:{id}:return"),
                between(Account::WithdrawalHold, Account::PlayerCash(player), amount)?,
            ),
        };
        ledger::post_on(&mut *tx, kind, &key(key_text)?, &format!("withdrawal {reference}"), &legs, now).await?;
        let notification = notifications::insert(&mut *tx, &notify(player)).await?;
        audit::append(&mut *tx, &audit(step, overridden.as_deref())).await?;
        tx.commit().await?;
        Ok(Decided { step, player_id: player, notification_id: Some(notification) })
    })
}

/// The player cancels their own pending withdrawal `id`: the hold goes back to their cash.
pub async fn cancel_withdrawal(db: &Db, player_id: i64, id: i64, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let to = (Status::Cancelled, ProcessState::Cancelled);
        let settled =
            settle((&mut *tx).into(), id, Direction::Withdraw, Some(player_id), to, None, None, None, now).await?;
        let Some((player, amount, _, reference)) = settled else {
            tx.rollback().await?;
            return Err(explain(db, id, Some(player_id)).await);
        };
        let legs = between(Account::WithdrawalHold, Account::PlayerCash(player), amount)?;
        let key = key(format!("withdrawal:{id}:return"))?;
        ledger::post_on(&mut *tx, Kind::WithdrawalReturn, &key, &format!("withdrawal {reference} cancelled"), &legs, now)
            .await?;
        tx.commit().await?;
        Ok(())
    })
}

/// Expires the pending deposits whose time ran out by `now`; gives their ids. Safe on several instances at
/// once (each expiry is a conditional update); on PostgreSQL one instance sweeps at a time (an advisory lock).
pub async fn expire_due(db: &Db, now: DateTime<Utc>) -> Result<Vec<i64>> {
    let now = now.trunc_subsecs(6);
    const EXPIRE: &str = "UPDATE payments SET status = $1, process_state = $2, updated_at = $3
        WHERE status = $4 AND direction = $5 AND expires_at IS NOT NULL AND expires_at <= $3 RETURNING id";
    let ids: Vec<i64> = with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        if !crate::db::job_lock((&mut *tx).into(), "payments.expire").await? {
            tx.rollback().await?;
            return Ok(Vec::new());
        }
        let ids = sqlx::query_scalar(EXPIRE)
            .bind(Status::Cancelled.number())
            .bind(ProcessState::Expired.number())
            .bind(now)
            .bind(Status::Pending.number())
            .bind(Direction::Deposit.number())
            .fetch_all(&mut *tx)
            .await?;
        tx.commit().await?;
        ids
    });
    Ok(ids)
}
