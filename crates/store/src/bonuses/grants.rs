//! Grants: a bonus given to a player, wagered by their bets (`super::wallet`) and ended by conversion, expiry
//! or forfeit. One active grant per player (a partial unique index); the trial bonus once per player and once
//! per verified phone number, a once-per-player campaign once, a deposit matched once (unique keys) — so even
//! concurrent claims cannot grant twice.

use chrono::{DateTime, Duration, SubsecRound, Utc};
use domain::{
    bonus::{self, BonusKind, DEPOSIT_MATCH_DAYS, NEW_PLAYER_DAYS, Status, Weights},
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
    payment::{Direction, Status as PaymentStatus},
    responsible::Exclusion,
};

use super::definitions::{self, Definition};
use crate::{
    BeginWrite, Conn, Db, Result, StoreError,
    cms::Localized,
    ledger::{self, LedgerError},
    notifications::{self, NewNotification},
    players,
    responsible::newest_exclusion::newest_on,
    with_conn, with_db,
};

/// A bonus given to a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub id: i64,
    pub player_id: i64,
    pub bonus_id: i64,
    pub kind: BonusKind,
    pub status: Status,
    pub title: Localized<String>,
    pub amount: Money,
    pub wagering_required: Money,
    pub wagered: Money,
    pub weights: Weights,
    pub max_conversion: Option<Money>,
    pub converted_amount: Money,
    pub granted_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

/// Words a grant's notification (granted, converted, expired, forfeited).
pub type Notice<'a> = dyn Fn(&Grant) -> NewNotification + Send + Sync + 'a;

/// Which bonus a claim is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    Id(i64),
    Code(String),
    Trial,
}

/// Why a bonus cannot be claimed (now); nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// No such bonus open to claims (or it is claimed only with its code).
    NotFound,
    /// The account is closed.
    Closed,
    /// The player is on a time-out or self-excluded: no offers.
    Excluded(Exclusion),
    /// Another bonus is active: one at a time.
    ActiveExists,
    /// A withdrawal of the player's is pending: no bonus while money is on its way out (it would be paid out
    /// while the bonus, matched or given on that money, stays).
    WithdrawalPending,
    /// Claimed before (once per player).
    AlreadyClaimed,
    /// For players registered in the last 30 days only.
    NotNewPlayer,
    /// A deposit match needs a deposit (of at least this much) in the last 7 days, not played yet.
    DepositRequired(Option<Money>),
    /// The trial bonus: not chosen at registration.
    TrialNotChosen,
    /// The trial bonus: the phone number is not verified yet.
    PhoneUnverified,
    /// The trial bonus: this phone number had it already (on any account).
    PhoneUsed,
    /// The trial bonus is off (its amount is 0).
    TrialDisabled,
}

/// A listed bonus as the player may claim it now: the amount it would grant, or why not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub definition: Definition,
    pub amount: Option<Money>,
    pub refused: Option<Refused>,
}

/// What a grant would be made of, once eligible.
struct Terms {
    amount: Money,
    payment_id: Option<i64>,
    trial_phone: Option<String>,
    once_key: Option<String>,
}

/// The trial bonus's amount: the site option `trial_bonus_amount` in lira (0 when missing or unreadable).
pub async fn trial_amount(db: &Db) -> Result<Money> {
    let value = crate::site_options::value(db, "trial_bonus_amount").await?;
    Ok(parse_amount(value.as_deref()))
}

async fn trial_amount_on(conn: Conn<'_>) -> Result<Money> {
    let value: Option<String> = with_conn!(conn, c => sqlx::query_scalar(
        "SELECT value FROM site_options WHERE key = 'trial_bonus_amount' AND status").fetch_optional(&mut *c).await)?;
    Ok(parse_amount(value.as_deref()))
}

fn parse_amount(value: Option<&str>) -> Money {
    value.and_then(|v| Money::parse_major(v.trim()).ok()).filter(|m| m.0 > 0).unwrap_or(Money(0))
}

#[derive(sqlx::FromRow)]
struct PlayerRow {
    phone: String,
    phone_verified_at: Option<DateTime<Utc>>,
    trial_bonus: bool,
    created_at: DateTime<Utc>,
}

/// Whether `player_id` may have `definition` now, and on what terms.
async fn eligibility(
    mut conn: Conn<'_>,
    player_id: i64,
    definition: &Definition,
    now: DateTime<Utc>,
) -> Result<Result<Terms, Refused>> {
    let player: Option<PlayerRow> = with_conn!(conn.reborrow(), c => sqlx::query_as(
        "SELECT phone, phone_verified_at, trial_bonus, created_at FROM players WHERE id = $1")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    let Some(player) = player else { return Ok(Err(Refused::NotFound)) };
    if !definition.open(now) {
        return Ok(Err(Refused::NotFound));
    }
    if let Some(exclusion) = newest_on(conn.reborrow(), player_id).await?.filter(|e| e.in_force(now)) {
        return Ok(Err(Refused::Excluded(exclusion)));
    }
    if definition.new_players_only && player.created_at < now - Duration::days(NEW_PLAYER_DAYS) {
        return Ok(Err(Refused::NotNewPlayer));
    }
    let once_key = match definition.kind {
        BonusKind::Trial => Some(format!("trial:{player_id}")),
        _ if definition.once_per_player => Some(format!("{}:{player_id}", definition.id)),
        _ => None,
    };
    if let Some(key) = &once_key {
        let claimed: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
            "SELECT id FROM player_bonuses WHERE once_key = $1").bind(key).fetch_optional(&mut *c).await)?;
        if claimed.is_some() {
            return Ok(Err(Refused::AlreadyClaimed));
        }
    }
    let active: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "SELECT id FROM player_bonuses WHERE player_id = $1 AND status = 'active'")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    if active.is_some() {
        return Ok(Err(Refused::ActiveExists));
    }
    let withdrawing: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "SELECT id FROM payments WHERE player_id = $1 AND direction = $2 AND status = $3 LIMIT 1")
        .bind(player_id).bind(Direction::Withdraw.number()).bind(PaymentStatus::Pending.number())
        .fetch_optional(&mut *c).await)?;
    if withdrawing.is_some() {
        return Ok(Err(Refused::WithdrawalPending));
    }
    let terms = |amount, payment_id, trial_phone| Terms { amount, payment_id, trial_phone, once_key: once_key.clone() };
    match definition.kind {
        BonusKind::Trial => {
            let amount = trial_amount_on(conn.reborrow()).await?;
            if amount.0 == 0 {
                return Ok(Err(Refused::TrialDisabled));
            }
            if !player.trial_bonus {
                return Ok(Err(Refused::TrialNotChosen));
            }
            if player.phone_verified_at.is_none() {
                return Ok(Err(Refused::PhoneUnverified));
            }
            let used: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
                "SELECT id FROM player_bonuses WHERE trial_phone = $1").bind(&player.phone)
                .fetch_optional(&mut *c).await)?;
            if used.is_some() {
                return Ok(Err(Refused::PhoneUsed));
            }
            Ok(Ok(terms(amount, None, Some(player.phone))))
        }
        BonusKind::Free => match definition.amount {
            Some(amount) if amount.0 > 0 => Ok(Ok(terms(amount, None, None))),
            _ => Ok(Err(Refused::NotFound)),
        },
        BonusKind::DepositMatch => {
            let refused = Refused::DepositRequired(definition.min_deposit);
            let Some((payment_id, deposit)) = unmatched_deposit(conn, player_id, now).await? else {
                return Ok(Err(refused));
            };
            let percent = definition.percent.unwrap_or(0);
            let amount = bonus::deposit_match(deposit, percent, definition.max_amount, definition.min_deposit);
            if amount.0 == 0 {
                return Ok(Err(refused));
            }
            Ok(Ok(terms(amount, Some(payment_id), None)))
        }
    }
}

/// The player's latest deposit confirmed in the last [`DEPOSIT_MATCH_DAYS`], when no bonus matched it, no bet was
/// placed since and no withdrawal asked for since, unless it was rejected or cancelled (a match is for money still
/// in the account, not played yet).
async fn unmatched_deposit(mut conn: Conn<'_>, player_id: i64, now: DateTime<Utc>) -> Result<Option<(i64, Money)>> {
    let since = now - Duration::days(DEPOSIT_MATCH_DAYS);
    let latest: Option<(i64, i64, DateTime<Utc>)> = with_conn!(conn.reborrow(), c => sqlx::query_as(
        "SELECT id, amount, updated_at FROM payments
         WHERE player_id = $1 AND direction = 1 AND status = 1 AND updated_at >= $2
         ORDER BY updated_at DESC, id DESC LIMIT 1")
        .bind(player_id).bind(since).fetch_optional(&mut *c).await)?;
    let Some((payment_id, amount, confirmed_at)) = latest else { return Ok(None) };
    let used: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "SELECT id FROM player_bonuses WHERE payment_id = $1").bind(payment_id).fetch_optional(&mut *c).await)?;
    let played: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
        "SELECT id FROM casino_transactions WHERE player_id = $1 AND kind = 2 AND created_at > $2 LIMIT 1")
        .bind(player_id).bind(confirmed_at).fetch_optional(&mut *c).await)?;
    let withdrawn: Option<i64> = with_conn!(conn, c => sqlx::query_scalar(
        "SELECT id FROM payments WHERE player_id = $1 AND direction = $2 AND status IN ($3, $4) AND created_at >= $5
         LIMIT 1")
        .bind(player_id).bind(Direction::Withdraw.number()).bind(PaymentStatus::Pending.number())
        .bind(PaymentStatus::Confirmed.number()).bind(confirmed_at).fetch_optional(&mut *c).await)?;
    Ok((used.is_none() && played.is_none() && withdrawn.is_none()).then_some((payment_id, Money(amount))))
}

/// The bonuses listed to `player_id` now, each with the amount it would grant or why not (nothing while the
/// player is excluded). The trial bonus is listed while the player chose it at registration and has not had it.
pub async fn claimable(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<Vec<Offer>> {
    with_db!(db, pool => {
        let mut conn = pool.acquire().await?;
        if newest_on((&mut *conn).into(), player_id).await?.is_some_and(|e| e.in_force(now)) {
            return Ok(Vec::new());
        }
        let mut definitions = definitions::listed_on((&mut *conn).into(), now).await?;
        definitions.retain(|d| d.kind != BonusKind::Trial);
        if let Some(trial) = definitions::trial_on((&mut *conn).into()).await?.filter(|t| t.open(now)) {
            definitions.insert(0, trial);
        }
        let mut offers = Vec::new();
        for definition in definitions {
            let decided = eligibility((&mut *conn).into(), player_id, &definition, now).await?;
            let hidden = definition.kind == BonusKind::Trial && matches!(&decided,
                Err(Refused::TrialNotChosen | Refused::AlreadyClaimed | Refused::PhoneUsed | Refused::TrialDisabled));
            let once_done = matches!(&decided, Err(Refused::AlreadyClaimed | Refused::NotNewPlayer));
            if hidden || once_done {
                continue;
            }
            let (amount, refused) = match decided {
                Ok(terms) => (Some(terms.amount), None),
                Err(refused) => (definition.amount, Some(refused)),
            };
            offers.push(Offer { definition, amount, refused });
        }
        Ok(offers)
    })
}

/// Grants the bonus `claim` names to `player_id` when eligible: the grant row, the ledger's `bonus_grant`, the
/// notification `notice` words, in one transaction. The grant and the notification (with its id).
pub async fn claim(
    db: &Db,
    player_id: i64,
    claim: &Claim,
    notice: impl Fn(&Grant) -> NewNotification + Send + Sync,
    now: DateTime<Utc>,
) -> Result<Result<(Grant, i64, NewNotification), Refused>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        // The player's row first: their claims are one at a time.
        if players::lock((&mut *tx).into(), player_id).await? {
            return Ok(Err(Refused::Closed));
        }
        let definition = match claim {
            Claim::Id(id) => definitions::get_on((&mut *tx).into(), *id).await?.filter(|d| d.code.is_none()),
            Claim::Code(code) => definitions::by_code_on((&mut *tx).into(), code).await?,
            Claim::Trial => definitions::trial_on((&mut *tx).into()).await?,
        };
        let Some(definition) = definition else { return Ok(Err(Refused::NotFound)) };
        let terms = match eligibility((&mut *tx).into(), player_id, &definition, now).await? {
            Ok(terms) => terms,
            Err(refused) => return Ok(Err(refused)),
        };
        let grant = Grant {
            id: 0,
            player_id,
            bonus_id: definition.id,
            kind: definition.kind,
            status: Status::Active,
            title: definition.title.clone(),
            amount: terms.amount,
            wagering_required: bonus::wagering_required(terms.amount, definition.wagering),
            wagered: Money(0),
            weights: definition.weights.clone(),
            max_conversion: definition.max_conversion,
            converted_amount: Money(0),
            granted_at: now,
            expires_at: now + Duration::days(definition.validity_days),
            ended_at: None,
        };
        let inserted: std::result::Result<i64, sqlx::Error> = sqlx::query_scalar(
            "INSERT INTO player_bonuses (player_id, bonus_id, kind, status, amount, wagering_required, wagered, weights,
                max_conversion, converted_amount, once_key, payment_id, trial_phone, granted_at, expires_at)
             VALUES ($1, $2, $3, 'active', $4, $5, 0, $6, $7, 0, $8, $9, $10, $11, $12) RETURNING id")
            .bind(player_id).bind(definition.id).bind(definition.kind.code()).bind(grant.amount.0)
            .bind(grant.wagering_required.0).bind(grant.weights.to_json()).bind(grant.max_conversion.map(|m| m.0))
            .bind(terms.once_key.as_deref()).bind(terms.payment_id).bind(terms.trial_phone.as_deref())
            .bind(now).bind(grant.expires_at)
            .fetch_one(&mut *tx).await;
        let id = match inserted {
            Ok(id) => id,
            // Another account claimed the trial bonus for this phone at the same time.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(Err(if definition.kind == BonusKind::Trial { Refused::PhoneUsed } else { Refused::AlreadyClaimed }));
            }
            Err(e) => return Err(e.into()),
        };
        let grant = Grant { id, ..grant };
        let transfer = Transfer::between(Account::BonusFunds, Account::PlayerBonus(player_id), grant.amount)
            .map_err(|e| StoreError::Other(format!("bonus grant: {e}")))?;
        let memo = format!("bonus {} granted", definition.id);
        ledger::post_on(&mut *tx, Kind::BonusGrant, &grant_key(id, "grant")?, &memo, &transfer, now)
            .await.map_err(ledger_error)?;
        let notification = notice(&grant);
        let notification_id = notifications::insert(&mut *tx, &notification).await?;
        tx.commit().await?;
        Ok(Ok((grant, notification_id, notification)))
    })
}

pub(crate) fn grant_key(id: i64, what: &str) -> Result<IdempotencyKey> {
    bonus::grant_key(id, what).map_err(|e| StoreError::Other(format!("bonus key: {e}")))
}

fn ledger_error(e: LedgerError) -> StoreError {
    match e {
        LedgerError::Store(e) => e,
        other => StoreError::Other(format!("bonus posting: {other:?}")),
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct Row {
    id: i64,
    player_id: i64,
    bonus_id: i64,
    kind: String,
    status: String,
    title_tr: String,
    title_en: String,
    amount: i64,
    wagering_required: i64,
    wagered: i64,
    weights: String,
    max_conversion: Option<i64>,
    converted_amount: i64,
    granted_at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
    ended_at: Option<DateTime<Utc>>,
}

pub(super) fn grant_from_row(row: Row) -> Result<Grant> {
    Grant::try_from(row)
}

impl TryFrom<Row> for Grant {
    type Error = StoreError;

    fn try_from(r: Row) -> Result<Grant> {
        let bad = |what: &str| StoreError::Other(format!("player_bonuses {}: {what}", r.id));
        Ok(Grant {
            id: r.id,
            player_id: r.player_id,
            bonus_id: r.bonus_id,
            kind: BonusKind::parse(&r.kind).ok_or_else(|| bad("kind"))?,
            status: Status::parse(&r.status).ok_or_else(|| bad("status"))?,
            title: Localized { tr: r.title_tr, en: r.title_en },
            amount: Money(r.amount),
            wagering_required: Money(r.wagering_required),
            wagered: Money(r.wagered),
            weights: Weights::from_json(&r.weights).ok_or_else(|| bad("weights"))?,
            max_conversion: r.max_conversion.map(Money),
            converted_amount: Money(r.converted_amount),
            granted_at: r.granted_at,
            expires_at: r.expires_at,
            ended_at: r.ended_at,
        })
    }
}

pub(super) const SELECT_GRANT: &str = "SELECT g.id, g.player_id, g.bonus_id, g.kind, g.status, b.title_tr, b.title_en, g.amount, \
    g.wagering_required, g.wagered, g.weights, g.max_conversion, g.converted_amount, g.granted_at, g.expires_at, \
    g.ended_at FROM player_bonuses g JOIN bonuses b ON b.id = g.bonus_id";

/// The player's grants, newest first, and how many there are.
pub async fn history(db: &Db, player_id: i64, skip: i64, take: i64) -> Result<(Vec<Grant>, i64)> {
    let list = format!("{SELECT_GRANT} WHERE g.player_id = $1 ORDER BY g.id DESC LIMIT $2 OFFSET $3");
    let (rows, total): (Vec<Row>, i64) = with_db!(db, pool => {
        let rows = sqlx::query_as(&list).bind(player_id).bind(take).bind(skip).fetch_all(pool).await?;
        let total = sqlx::query_scalar("SELECT COUNT(*) FROM player_bonuses WHERE player_id = $1")
            .bind(player_id).fetch_one(pool).await?;
        Ok::<_, sqlx::Error>((rows, total))
    })?;
    Ok((rows.into_iter().map(Grant::try_from).collect::<Result<_>>()?, total))
}

/// A grant of a bonus with the player it was given to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimed {
    pub grant: Grant,
    pub username: String,
}

#[derive(sqlx::FromRow)]
struct ClaimedRow {
    #[sqlx(flatten)]
    grant: Row,
    username: String,
}

/// Who was given bonus `bonus_id`: its grants, newest first, with the players' usernames, and how many there are.
pub async fn of_bonus(db: &Db, bonus_id: i64, skip: i64, take: i64) -> Result<(Vec<Claimed>, i64)> {
    let list = format!(
        "SELECT x.*, p.username FROM ({SELECT_GRANT} WHERE g.bonus_id = $1 ORDER BY g.id DESC LIMIT $2 OFFSET $3) x
         JOIN players p ON p.id = x.player_id ORDER BY x.id DESC"
    );
    let (rows, total): (Vec<ClaimedRow>, i64) = with_db!(db, pool => {
        let rows = sqlx::query_as(&list).bind(bonus_id).bind(take).bind(skip).fetch_all(pool).await?;
        let total = sqlx::query_scalar("SELECT COUNT(*) FROM player_bonuses WHERE bonus_id = $1")
            .bind(bonus_id).fetch_one(pool).await?;
        Ok::<_, sqlx::Error>((rows, total))
    })?;
    let claimed = rows
        .into_iter()
        .map(|r| Ok(Claimed { grant: Grant::try_from(r.grant)?, username: r.username }))
        .collect::<Result<_>>()?;
    Ok((claimed, total))
}

/// The player's active grant, if any.
pub async fn active(db: &Db, player_id: i64) -> Result<Option<Grant>> {
    with_db!(db, pool => {
        let mut conn = pool.acquire().await?;
        active_on((&mut *conn).into(), player_id).await
    })
}

pub(crate) async fn active_on(conn: Conn<'_>, player_id: i64) -> Result<Option<Grant>> {
    let sql = format!("{SELECT_GRANT} WHERE g.player_id = $1 AND g.status = 'active'");
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(&sql).bind(player_id).fetch_optional(&mut *c).await)?;
    row.map(Grant::try_from).transpose()
}

/// Ends the player's active grant on `conn` as `status` (expired or forfeited): the bonus money left is removed
/// (`bonus_forfeit`) and the notification `notice` words is written. `None` when no grant is active (or it is
/// not `only`). Gives the grant as ended and the notification with its id.
pub(crate) async fn end_active_on(
    mut conn: Conn<'_>,
    player_id: i64,
    only: Option<i64>,
    status: Status,
    notice: &Notice<'_>,
    now: DateTime<Utc>,
) -> Result<Option<(Grant, i64, NewNotification)>> {
    // The accounts first (the lock order the wallet's batches keep), then the grant.
    let locked =
        ledger::lock_balances(conn.reborrow(), [Account::BonusFunds, Account::PlayerBonus(player_id)], now).await?;
    let Some(grant) = active_on(conn.reborrow(), player_id).await?.filter(|g| only.is_none_or(|id| id == g.id)) else {
        return Ok(None);
    };
    let left = locked.balances.get(&Account::PlayerBonus(player_id)).copied().unwrap_or(Money(0));
    if left.0 > 0 {
        let transfer = Transfer::between(Account::PlayerBonus(player_id), Account::BonusFunds, left)
            .map_err(|e| StoreError::Other(format!("bonus forfeit: {e}")))?;
        let memo = format!("bonus {} {}", grant.bonus_id, status.code());
        ledger::post_on(conn.reborrow(), Kind::BonusForfeit, &grant_key(grant.id, "forfeit")?, &memo, &transfer, now)
            .await
            .map_err(ledger_error)?;
    }
    with_conn!(conn.reborrow(), c => sqlx::query(
        "UPDATE player_bonuses SET status = $2, ended_at = $3 WHERE id = $1 AND status = 'active'")
        .bind(grant.id).bind(status.code()).bind(now).execute(&mut *c).await.map(|_| ()))?;
    let ended = Grant { status, ended_at: Some(now), ..grant };
    let notification = notice(&ended);
    let id = notifications::insert(conn, &notification).await?;
    Ok(Some((ended, id, notification)))
}

/// The player gives up their active grant `grant_id`: the bonus money left is removed. `None` when it is not
/// their active grant.
pub async fn forfeit(
    db: &Db,
    player_id: i64,
    grant_id: i64,
    notice: impl Fn(&Grant) -> NewNotification + Send + Sync,
    now: DateTime<Utc>,
) -> Result<Option<(Grant, i64, NewNotification)>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let ended = end_active_on((&mut *tx).into(), player_id, Some(grant_id), Status::Forfeited, &notice, now).await?;
        // Locking the balances creates the player's bonus account when it is missing: a refused forfeit (not their
        // active grant) must store nothing, so it rolls back (Schemathesis found the empty account rows).
        if ended.is_some() {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        Ok(ended)
    })
}

/// Ends up to `take` grants whose time ran out (one instance at a time: the job's lock); the ended grants with
/// their notifications. Run again until it gives fewer than `take`.
pub async fn expire_due(
    db: &Db,
    now: DateTime<Utc>,
    take: i64,
    notice: impl Fn(&Grant) -> NewNotification + Send + Sync,
) -> Result<Vec<(Grant, i64, NewNotification)>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        if !crate::db::job_lock((&mut *tx).into(), "bonuses.expire").await? {
            return Ok(Vec::new());
        }
        let due: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT id, player_id FROM player_bonuses WHERE status = 'active' AND expires_at <= $1
             ORDER BY expires_at, id LIMIT $2")
            .bind(now).bind(take).fetch_all(&mut *tx).await?;
        let mut ended = Vec::new();
        for (id, player_id) in due {
            if let Some(done) =
                end_active_on((&mut *tx).into(), player_id, Some(id), Status::Expired, &notice, now).await?
            {
                ended.push(done);
            }
        }
        tx.commit().await?;
        Ok(ended)
    })
}
