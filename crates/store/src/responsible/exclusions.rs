//! Time-outs, self-exclusions, the reality-check interval and account closure: each a change the player makes
//! with its notification and audit row in one transaction. A time-out or self-exclusion ends every session of
//! the player in that transaction too; its rules are `domain::responsible::Exclusion`.

use chrono::{DateTime, SubsecRound, Utc};
use domain::{
    payment::Status,
    responsible::{Exclusion, ExclusionPeriod, REOPEN_WAIT},
    session::EndReason,
};

use super::{
    Refused,
    newest_exclusion::newest_on,
    sessions::{schedule, settings_on},
};
use crate::{
    BeginWrite, Db, Result,
    audit::{self, NewEntry},
    notifications::{self, NewNotification},
    players,
    sessions::end_all_sessions,
    with_db,
};

/// The player's newest time-out or self-exclusion, in force or not.
pub async fn newest(db: &Db, player_id: i64) -> Result<Option<Exclusion>> {
    with_db!(db, pool => {
        let mut c = pool.acquire().await?;
        newest_on((&mut *c).into(), player_id).await
    })
}

/// The player's time-out or self-exclusion in force at `now`, if any.
pub async fn in_force(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<Option<Exclusion>> {
    Ok(newest(db, player_id).await?.filter(|e| e.in_force(now)))
}

/// What a time-out or self-exclusion did: the sessions it ended, the notification's id, and the active bonus
/// it forfeited (with its notification), if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Excluded {
    pub exclusion: Exclusion,
    pub ended_sessions: Vec<i64>,
    pub notification_id: i64,
    pub forfeited: Option<(crate::bonuses::Grant, i64, NewNotification)>,
}

/// Starts a time-out or self-exclusion of `period` now: every session of the player ends. Refused while one
/// is in force that lasts as long or longer (nothing can be shortened, by the player or an operator). The
/// player's active bonus is forfeited (`bonus_notice` words its notification): an excluded player gets no offers.
#[allow(clippy::too_many_arguments)]
pub async fn exclude(
    db: &Db,
    player_id: i64,
    period: ExclusionPeriod,
    notification: impl Fn(&Exclusion) -> NewNotification,
    bonus_notice: &crate::bonuses::grants::Notice<'_>,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<Excluded, Refused>> {
    let now = now.trunc_subsecs(6);
    let exclusion =
        Exclusion { kind: period.kind(), period, started_at: now, ends_at: period.ends(now), reopen_at: None };
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        players::lock((&mut *tx).into(), player_id).await?;
        let current = newest_on((&mut *tx).into(), player_id).await?.filter(|e| e.in_force(now));
        if let Some(current) = current {
            let lasts_longer = match (exclusion.ends_at, current.lifts_at()) {
                (_, None) => false,
                (None, Some(_)) => true,
                (Some(new), Some(old)) => new > old,
            };
            if !lasts_longer {
                return Ok(Err(Refused::AlreadyExcluded(current)));
            }
        }
        sqlx::query(
            "INSERT INTO responsible_exclusions (player_id, kind, period, started_at, ends_at, reopen_at)
             VALUES ($1, $2, $3, $4, $5, NULL)")
            .bind(player_id).bind(exclusion.kind.code()).bind(period.code()).bind(now).bind(exclusion.ends_at)
            .execute(&mut *tx).await?;
        let ended_sessions = end_all_sessions!(&mut *tx, player_id, now, EndReason::Excluded, None::<i64>)?;
        let notification_id = notifications::insert(&mut *tx, &notification(&exclusion)).await?;
        let forfeited = crate::bonuses::grants::end_active_on(
            (&mut *tx).into(), player_id, None, domain::bonus::Status::Forfeited, bonus_notice, now).await?;
        audit::append(&mut *tx, &entry.clone().after(snapshot(&exclusion))).await?;
        tx.commit().await?;
        Ok(Ok(Excluded { exclusion, ended_sessions, notification_id, forfeited }))
    })
}

fn snapshot(exclusion: &Exclusion) -> serde_json::Value {
    serde_json::json!({
        "kind": exclusion.kind.code(), "period": exclusion.period.code(), "startedAt": exclusion.started_at,
        "endsAt": exclusion.ends_at, "reopenAt": exclusion.reopen_at,
    })
}

/// The player asks to reopen the account after a self-exclusion ended: it reopens [`REOPEN_WAIT`] from now.
/// Gives the exclusion as it is now and the notification's id.
pub async fn request_reopen(
    db: &Db,
    player_id: i64,
    notification: impl Fn(&Exclusion) -> NewNotification,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<(Exclusion, i64), Refused>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        players::lock((&mut *tx).into(), player_id).await?;
        let Some(current) = newest_on((&mut *tx).into(), player_id).await? else {
            return Ok(Err(Refused::CannotReopen(None)));
        };
        if !current.can_request_reopen(now) {
            return Ok(Err(Refused::CannotReopen(Some(current))));
        }
        let reopened = Exclusion { reopen_at: Some(now + REOPEN_WAIT), ..current };
        sqlx::query(
            "UPDATE responsible_exclusions SET reopen_at = $2
             WHERE id = (SELECT MAX(id) FROM responsible_exclusions WHERE player_id = $1)")
            .bind(player_id).bind(reopened.reopen_at).execute(&mut *tx).await?;
        let id = notifications::insert(&mut *tx, &notification(&reopened)).await?;
        audit::append(&mut *tx, &entry.clone().changes(Some(snapshot(&current)), Some(snapshot(&reopened)))).await?;
        tx.commit().await?;
        Ok(Ok((reopened, id)))
    })
}

/// Sets the player's reality-check interval (`None`: off, refused while they have a session limit) and
/// reschedules their open sessions' next check. Gives the notification's id.
pub async fn set_reality_check(
    db: &Db,
    player_id: i64,
    minutes: Option<i64>,
    notification: &NewNotification,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<i64, Refused>> {
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let (before, session_limit) = settings_on((&mut *tx).into(), player_id).await?;
        if minutes.is_none() && session_limit.is_some() {
            return Ok(Err(Refused::SessionLimitOn));
        }
        sqlx::query(
            "INSERT INTO responsible_settings (player_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes,
                 updated_at = excluded.updated_at")
            .bind(player_id).bind(minutes).bind(now.trunc_subsecs(6)).execute(&mut *tx).await?;
        schedule((&mut *tx).into(), player_id, None, now).await?;
        let id = notifications::insert(&mut *tx, notification).await?;
        let value = |m: Option<i64>| serde_json::json!({ "realityCheckMinutes": m });
        audit::append(&mut *tx, &entry.clone().changes(Some(value(before)), Some(value(minutes)))).await?;
        tx.commit().await?;
        Ok(Ok(id))
    })
}

/// Closes the player's account on their request: refused while they hold cash or a payment is pending (the
/// balance is withdrawn first); every session ends. Gives the sessions ended.
pub async fn close(db: &Db, player_id: i64, entry: &NewEntry, now: DateTime<Utc>) -> Result<Result<Vec<i64>, Refused>> {
    let now = now.trunc_subsecs(6);
    let (cash_kind, _) = domain::ledger::Account::PlayerCash(player_id).key();
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // Taken first: the player's row stays locked until the account is closed, so no payment opens meanwhile.
        if players::lock((&mut *tx).into(), player_id).await? {
            return Ok(Err(Refused::Closed));
        }
        let cash: Option<i64> = sqlx::query_scalar(
            "SELECT balance FROM ledger_accounts WHERE kind = $1 AND owner = $2")
            .bind(cash_kind).bind(player_id).fetch_optional(&mut *tx).await?;
        if cash.unwrap_or(0) > 0 {
            return Ok(Err(Refused::BalanceLeft(cash.unwrap_or(0))));
        }
        let pending: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM payments WHERE player_id = $1 AND status = $2")
            .bind(player_id).bind(Status::Pending.number()).fetch_one(&mut *tx).await?;
        if pending > 0 {
            return Ok(Err(Refused::PaymentPending));
        }
        sqlx::query("UPDATE players SET closed_at = $2 WHERE id = $1").bind(player_id).bind(now)
            .execute(&mut *tx).await?;
        let ended = end_all_sessions!(&mut *tx, player_id, now, EndReason::Closed, None::<i64>)?;
        audit::append(&mut *tx, &entry.clone().after(serde_json::json!({ "closedAt": now }))).await?;
        tx.commit().await?;
        Ok(Ok(ended))
    })
}
