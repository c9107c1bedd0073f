//! One operator's approval of a withdrawal, inside the deciding transaction: the payee's row is taken first, so
//! what is read next holds until the decision commits — a block made a moment earlier refuses the payout (unless an
//! admin overrides it, issue 47), and what the player was paid in the last 24 hours counts toward the four-eyes
//! threshold, so two approvals of one player's small withdrawals racing each other cannot both slip under it.

use chrono::{DateTime, Duration, SubsecRound, Utc};
use domain::{
    money::Money,
    payment::{Direction, ProcessState, Status},
};

use super::error::PaymentError;
use crate::{Conn, with_conn};

type Result<T, E = PaymentError> = std::result::Result<T, E>;

/// How far back the player's paid withdrawals count toward the four-eyes threshold.
pub const PAID_WINDOW: Duration = Duration::hours(24);

/// Takes the row of the player withdrawal `id` pays, for the rest of the transaction (PostgreSQL: a row lock, which a
/// block and another approval of theirs wait for; SQLite: the transaction holds the write lock already), and reads
/// their block as it is now: `(player, Some(reason))` while blocked (`""`: no reason given). `None`: no such
/// withdrawal.
async fn lock_payee(conn: Conn<'_>, id: i64) -> Result<Option<(i64, Option<String>)>> {
    let row: Option<(i64, Option<DateTime<Utc>>, Option<String>)> = with_conn!(conn, c => sqlx::query_as(
        "UPDATE players SET locale = locale
         WHERE id = (SELECT player_id FROM payments WHERE id = $1 AND direction = $2)
         RETURNING id, blocked_at, blocked_reason")
        .bind(id)
        .bind(Direction::Withdraw.number())
        .fetch_optional(&mut *c)
        .await)?;
    Ok(row.map(|(player, at, reason)| (player, at.map(|_| reason.unwrap_or_default()))))
}

/// What `player` was paid out (withdrawals approved) since `since`, in kuruş, leaving out withdrawal `id`.
async fn paid_since(conn: Conn<'_>, player: i64, id: i64, since: DateTime<Utc>) -> Result<i64> {
    let sum: i64 = with_conn!(conn, c => sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM payments
         WHERE player_id = $1 AND direction = $2 AND status = $3 AND decided_by IS NOT NULL AND updated_at > $4
           AND id <> $5")
        .bind(player)
        .bind(Direction::Withdraw.number())
        .bind(Status::Confirmed.number())
        .bind(since.trunc_subsecs(6))
        .bind(id)
        .fetch_one(&mut *c)
        .await)?;
    Ok(sum)
}

/// One approval of withdrawal `id` by `operator_id`, first thing in the deciding transaction on `conn`. A blocked
/// player's is refused ([`PaymentError::PlayerBlocked`]) unless `block_override` (an admin's reason) is given; then
/// the block's reason comes back beside the approval, for the audit row. Four eyes: above `over` (the threshold,
/// `None`: off) counting what the player was paid in the last 24 hours, the first approval only records itself.
pub(super) async fn approve(
    mut conn: Conn<'_>,
    id: i64,
    operator_id: i64,
    over: Option<Money>,
    block_override: Option<&str>,
    now: DateTime<Utc>,
) -> Result<(Approval, Option<String>)> {
    let Some((player, block)) = lock_payee(conn.reborrow(), id).await? else {
        return Ok((Approval::Refused(PaymentError::NotFound), None));
    };
    if let Some(reason) = &block
        && block_override.is_none()
    {
        return Ok((Approval::Refused(PaymentError::PlayerBlocked(reason.clone())), None));
    }
    let bound = match over {
        Some(over) => Some(Money(over.minor() - paid_since(conn.reborrow(), player, id, now - PAID_WINDOW).await?)),
        None => None,
    };
    Ok((step(conn, id, operator_id, bound, now).await?, block))
}

/// What one operator's approval did to a pending withdrawal.
pub(super) enum Approval {
    /// Settled as Confirmed (the caller pays it out); `second` when it completed another's first approval.
    Paid {
        second: bool,
        settled: (i64, Money, Money, String),
    },
    /// Recorded as the first of two approvals.
    First {
        player: i64,
    },
    Refused(PaymentError),
}

/// One approval of withdrawal `id` by `operator_id`, paid out at once when `over` (the four-eyes bound left for this
/// amount; `None`: off) allows it.
async fn step(
    mut conn: Conn<'_>,
    id: i64,
    operator_id: i64,
    over: Option<Money>,
    now: DateTime<Utc>,
) -> Result<Approval> {
    let now = now.trunc_subsecs(6);
    let over = over.map(Money::minor);
    // Twice at most: a first approval by another operator can land between our two updates, and then ours is
    // the second one.
    for _ in 0..2 {
        let paid: Option<(i64, i64, i64, String, Option<i64>)> = with_conn!(conn.reborrow(), c => sqlx::query_as(
            "UPDATE payments SET status = $1, process_state = $2, decided_by = $3, updated_at = $4
             WHERE id = $5 AND direction = $6 AND status = $7
               AND ($8 IS NULL OR amount <= $8 OR (first_approved_by IS NOT NULL AND first_approved_by <> $3))
             RETURNING player_id, amount, fee, reference, first_approved_by")
            .bind(Status::Confirmed.number())
            .bind(ProcessState::Completed.number())
            .bind(operator_id)
            .bind(now)
            .bind(id)
            .bind(Direction::Withdraw.number())
            .bind(Status::Pending.number())
            .bind(over)
            .fetch_optional(&mut *c)
            .await)?;
        if let Some((player, amount, fee, reference, first)) = paid {
            return Ok(Approval::Paid {
                second: first.is_some(),
                settled: (player, Money(amount), Money(fee), reference),
            });
        }
        let first: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
            "UPDATE payments SET first_approved_by = $1, first_approved_at = $2, updated_at = $2
             WHERE id = $3 AND direction = $4 AND status = $5 AND first_approved_by IS NULL RETURNING player_id")
            .bind(operator_id)
            .bind(now)
            .bind(id)
            .bind(Direction::Withdraw.number())
            .bind(Status::Pending.number())
            .fetch_optional(&mut *c)
            .await)?;
        if let Some(player) = first {
            return Ok(Approval::First { player });
        }
        let current: Option<(i64, Option<i64>)> = with_conn!(conn.reborrow(), c => sqlx::query_as(
            "SELECT status, first_approved_by FROM payments WHERE id = $1 AND direction = $2")
            .bind(id)
            .bind(Direction::Withdraw.number())
            .fetch_optional(&mut *c)
            .await)?;
        match current {
            None => return Ok(Approval::Refused(PaymentError::NotFound)),
            Some((status, _)) if status != Status::Pending.number() => {
                return Ok(Approval::Refused(PaymentError::NotPending));
            }
            Some((_, Some(first))) if first == operator_id => return Ok(Approval::Refused(PaymentError::SameApprover)),
            Some(_) => {}
        }
    }
    Ok(Approval::Refused(PaymentError::NotPending))
}
