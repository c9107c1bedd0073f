//! The sportsbook's bet slips. A slip is written before its bet is sent, with every wallet transaction id it will
//! ever use, so a crash or a timeout at any point leaves a row that says what to do next ([`Status`]): the
//! recovery sweep resends the bet of a `placing` slip (or rolls it back), the win of a `settling` one, the rollback
//! of a `rolling_back` one, with the same ids until the wallet confirms.

use chrono::{DateTime, SubsecRound, Utc};

use crate::{Db, Result, StoreError, audit::NewEntry, with_db};

/// Where a slip is in its life with the wallet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The bet call was sent and is not confirmed yet.
    Placing,
    /// The stake is taken; the results are still to come.
    Open,
    /// The wallet refused the bet: nothing moved.
    Refused,
    /// The payout is decided; the win call (a zero win closes a lost slip) is still to be confirmed.
    Settling,
    Won,
    Lost,
    /// Every line came back at odds 1 (void selections, a cancelled event, an operator's void): the stake returned.
    Void,
    /// The bet failed after its call may have been taken: its rollback is still to be confirmed.
    RollingBack,
    RolledBack,
}

impl Status {
    pub const ALL: [Status; 9] = [
        Status::Placing,
        Status::Open,
        Status::Refused,
        Status::Settling,
        Status::Won,
        Status::Lost,
        Status::Void,
        Status::RollingBack,
        Status::RolledBack,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Placing => "placing",
            Status::Open => "open",
            Status::Refused => "refused",
            Status::Settling => "settling",
            Status::Won => "won",
            Status::Lost => "lost",
            Status::Void => "void",
            Status::RollingBack => "rolling_back",
            Status::RolledBack => "rolled_back",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Self::ALL.into_iter().find(|status| status.as_str() == text)
    }

    /// Settled for the player: won, lost or void.
    pub fn is_settled(self) -> bool {
        matches!(self, Status::Won | Status::Lost | Status::Void)
    }
}

/// A selection of a slip: the market and outcome backed at these odds (thousandths).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Selection {
    pub position: i64,
    pub event_id: i64,
    pub market: String,
    pub outcome: String,
    pub odds: i64,
    /// `won`, `lost`, `void`, `half-won`, `half-lost` once settled.
    pub result: Option<String>,
}

/// A slip to write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBet<'a> {
    pub player: &'a str,
    pub request_id: &'a str,
    pub kind: &'a str,
    pub system_size: Option<i64>,
    pub lines: i64,
    pub stake_per_line: i64,
    pub total_stake: i64,
    pub potential_payout: i64,
    pub token: &'a str,
    /// `(event, market, outcome, odds)` in the slip's order.
    pub selections: Vec<(i64, String, String, i64)>,
}

/// A slip as stored.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Bet {
    pub id: i64,
    pub player: String,
    pub request_id: String,
    pub kind: String,
    pub system_size: Option<i64>,
    pub lines: i64,
    pub stake_per_line: i64,
    pub total_stake: i64,
    pub potential_payout: i64,
    pub payout: Option<i64>,
    pub status: String,
    pub round_uuid: String,
    pub bet_uuid: String,
    pub win_uuid: String,
    pub rollback_uuid: String,
    pub token: String,
    pub attempts: i64,
    pub last_error: String,
    pub reason: String,
    pub placed_at: DateTime<Utc>,
    pub settled_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
    #[sqlx(skip)]
    pub selections: Vec<Selection>,
}

impl Bet {
    pub fn status(&self) -> Result<Status> {
        Status::parse(&self.status)
            .ok_or_else(|| StoreError::Other(format!("slip {}: status {}", self.id, self.status)))
    }
}

const BET: &str = "id, player, request_id, kind, system_size, lines, stake_per_line, total_stake, potential_payout,
    payout, status, round_uuid, bet_uuid, win_uuid, rollback_uuid, token, attempts, last_error, reason, placed_at,
    settled_at, updated_at";

/// Writes a slip in `placing` with its selections, unless the player already has one with this request id: the
/// slip, and whether it is new. The wallet's ids are made from `ids` (a fresh unique text) up front.
pub async fn write(db: &Db, bet: &NewBet<'_>, ids: &str, now: DateTime<Utc>) -> Result<(Bet, bool)> {
    let now = now.trunc_subsecs(6);
    let id: Option<i64> = with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO sb_bets (player, request_id, kind, system_size, lines, stake_per_line, total_stake,
                 potential_payout, status, round_uuid, bet_uuid, win_uuid, rollback_uuid, token, placed_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'placing', $9, $10, $11, $12, $13, $14, $14)
             ON CONFLICT (player, request_id) DO NOTHING RETURNING id")
            .bind(bet.player)
            .bind(bet.request_id)
            .bind(bet.kind)
            .bind(bet.system_size)
            .bind(bet.lines)
            .bind(bet.stake_per_line)
            .bind(bet.total_stake)
            .bind(bet.potential_payout)
            .bind(format!("sb-{ids}"))
            .bind(format!("sb-{ids}-bet"))
            .bind(format!("sb-{ids}-win"))
            .bind(format!("sb-{ids}-rollback"))
            .bind(bet.token)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        if let Some(id) = id {
            for (position, (event, market, outcome, odds)) in bet.selections.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO sb_selections (bet_id, position, event_id, market, outcome, odds)
                     VALUES ($1, $2, $3, $4, $5, $6)")
                    .bind(id)
                    .bind(position as i64)
                    .bind(*event)
                    .bind(market)
                    .bind(outcome)
                    .bind(*odds)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok::<_, sqlx::Error>(id)
    }.await)?;
    let created = id.is_some();
    let bet = by_request(db, bet.player, bet.request_id)
        .await?
        .ok_or_else(|| StoreError::Other(format!("slip {} vanished", bet.request_id)))?;
    Ok((bet, created))
}

/// The player's slip with this request id.
pub async fn by_request(db: &Db, player: &str, request_id: &str) -> Result<Option<Bet>> {
    let bet: Option<Bet> = with_db!(db, pool => sqlx::query_as(&format!("SELECT {BET} FROM sb_bets WHERE player = $1 AND request_id = $2"))
            .bind(player)
            .bind(request_id)
            .fetch_optional(pool)
            .await)?;
    match bet {
        Some(bet) => Ok(with_selections(db, vec![bet]).await?.pop()),
        None => Ok(None),
    }
}

/// One slip.
pub async fn get(db: &Db, id: i64) -> Result<Option<Bet>> {
    let bet: Option<Bet> = with_db!(db, pool => sqlx::query_as(&format!("SELECT {BET} FROM sb_bets WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    match bet {
        Some(bet) => Ok(with_selections(db, vec![bet]).await?.pop()),
        None => Ok(None),
    }
}

async fn with_selections(db: &Db, mut bets: Vec<Bet>) -> Result<Vec<Bet>> {
    if bets.is_empty() {
        return Ok(bets);
    }
    let list: Vec<String> = (1..=bets.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT bet_id, position, event_id, market, outcome, odds, result FROM sb_selections
         WHERE bet_id IN ({}) ORDER BY bet_id, position",
        list.join(", ")
    );
    #[derive(sqlx::FromRow)]
    struct Row {
        bet_id: i64,
        #[sqlx(flatten)]
        selection: Selection,
    }
    let rows: Vec<Row> = with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for bet in &bets {
            query = query.bind(bet.id);
        }
        query.fetch_all(pool).await
    })?;
    for row in rows {
        if let Some(bet) = bets.iter_mut().find(|bet| bet.id == row.bet_id) {
            bet.selections.push(row.selection);
        }
    }
    Ok(bets)
}

/// A page of the player's slips, newest first: the open ones (`settled` false: placing, open, settling) or the
/// settled ones; and how many there are. Refused and rolled-back slips moved no money and are not listed.
pub async fn of_player(db: &Db, player: &str, settled: bool, skip: i64, take: i64) -> Result<(Vec<Bet>, i64)> {
    let statuses = if settled { "('won', 'lost', 'void')" } else { "('placing', 'open', 'settling', 'rolling_back')" };
    let bets: Vec<Bet> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {BET} FROM sb_bets WHERE player = $1 AND status IN {statuses} ORDER BY id DESC LIMIT $2 OFFSET $3"))
        .bind(player)
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    let total: i64 = with_db!(db, pool => sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM sb_bets WHERE player = $1 AND status IN {statuses}"))
        .bind(player)
        .fetch_one(pool)
        .await)?;
    Ok((with_selections(db, bets).await?, total))
}

/// Moves a slip from one of `from` to `to`, clearing the token once it is not needed and counting a failure when
/// `error` is given; false when the slip was not in `from` (another worker moved it).
pub async fn transition(
    db: &Db,
    id: i64,
    from: &[Status],
    to: Status,
    error: Option<&str>,
    now: DateTime<Utc>,
) -> Result<bool> {
    let from: Vec<String> = from.iter().map(|s| format!("'{}'", s.as_str())).collect();
    let keeps_token = matches!(to, Status::Placing);
    let settled = if to.is_settled() { ", settled_at = $2" } else { "" };
    let sql = format!(
        "UPDATE sb_bets SET status = $3, updated_at = $2{settled}{}{} WHERE id = $1 AND status IN ({})",
        if keeps_token { "" } else { ", token = ''" },
        if error.is_some() { ", attempts = attempts + 1, last_error = $4" } else { "" },
        from.join(", ")
    );
    let changed = with_db!(db, pool => sqlx::query(&sql)
        .bind(id)
        .bind(now.trunc_subsecs(6))
        .bind(to.as_str())
        .bind(error.unwrap_or_default())
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(changed == 1)
}

/// Decides an open slip: each selection's result (by position) and the payout; the slip moves to `settling`
/// (with `reason`, when an operator voided it). False when it was not open.
pub async fn decide(
    db: &Db,
    id: i64,
    results: &[(i64, &str)],
    payout: i64,
    reason: &str,
    now: DateTime<Utc>,
) -> Result<bool> {
    let now = now.trunc_subsecs(6);
    Ok(with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let changed = sqlx::query(
            "UPDATE sb_bets SET status = 'settling', payout = $2, reason = $3, updated_at = $4
             WHERE id = $1 AND status = 'open'")
            .bind(id)
            .bind(payout)
            .bind(reason)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if changed == 1 {
            for (position, result) in results {
                sqlx::query("UPDATE sb_selections SET result = $3 WHERE bet_id = $1 AND position = $2")
                    .bind(id)
                    .bind(*position)
                    .bind(*result)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok::<_, sqlx::Error>(changed == 1)
    }.await)?)
}

/// Open slips none of whose events is still scheduled (every result is in, or the event was cancelled) and that no
/// operator asked to void: due for settlement. At most `limit`, oldest first.
pub async fn settleable(db: &Db, limit: i64) -> Result<Vec<Bet>> {
    let bets: Vec<Bet> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {BET} FROM sb_bets b WHERE b.status = 'open' AND b.reason = '' AND NOT EXISTS (
             SELECT 1 FROM sb_selections s JOIN sb_events e ON e.id = s.event_id
             WHERE s.bet_id = b.id AND e.status = 'scheduled')
         ORDER BY b.id LIMIT $1"))
        .bind(limit)
        .fetch_all(pool)
        .await)?;
    with_selections(db, bets).await
}

/// Slips whose wallet calls are unfinished (placing, settling, rolling back) and untouched since `before`.
pub async fn unfinished(db: &Db, before: DateTime<Utc>, limit: i64) -> Result<Vec<Bet>> {
    let bets: Vec<Bet> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {BET} FROM sb_bets WHERE status IN ('placing', 'settling', 'rolling_back') AND updated_at < $1
         ORDER BY id LIMIT $2"))
        .bind(before.trunc_subsecs(6))
        .bind(limit)
        .fetch_all(pool)
        .await)?;
    with_selections(db, bets).await
}

/// The open slips with a selection on `event`.
pub async fn open_on(db: &Db, event: i64) -> Result<Vec<Bet>> {
    let bets: Vec<Bet> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {BET} FROM sb_bets WHERE status = 'open' AND id IN (SELECT bet_id FROM sb_selections WHERE event_id = $1)
         ORDER BY id"))
        .bind(event)
        .fetch_all(pool)
        .await)?;
    with_selections(db, bets).await
}

/// An operator's void of an open slip, with the reason and the operator's audit row (`audit`, in the same
/// transaction): the sportsbook's sweep settles it at odds 1 (the stake back). False when the slip is not open or a
/// void is already asked for, and then nothing is written.
pub async fn ask_void(db: &Db, id: i64, reason: &str, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let changed = sqlx::query(
            "UPDATE sb_bets SET reason = $2, updated_at = $3 WHERE id = $1 AND status = 'open' AND reason = ''")
            .bind(id)
            .bind(reason)
            .bind(now.trunc_subsecs(6))
            .execute(&mut *tx)
            .await?;
        if changed.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some(entry) = audit {
            crate::audit::append(&mut *tx, entry).await?;
        }
        tx.commit().await?;
        Ok(true)
    })
}

/// Which slips [`search`] finds; `None` fields do not filter.
#[derive(Debug, Clone, Default)]
pub struct Search<'a> {
    pub id: Option<i64>,
    /// The wallet's user (the player's username), exactly.
    pub player: Option<&'a str>,
    pub status: Option<Status>,
    /// Slips with a selection on this event.
    pub event: Option<i64>,
}

/// A page of slips matching `search`, newest first, with their selections; and how many match.
pub async fn search(db: &Db, search: &Search<'_>, skip: i64, take: i64) -> Result<(Vec<Bet>, i64)> {
    let mut parts = Vec::new();
    let mut n = 0;
    let mut next = || {
        n += 1;
        format!("${n}")
    };
    if search.id.is_some() {
        parts.push(format!("id = {}", next()));
    }
    if search.player.is_some() {
        parts.push(format!("player = {}", next()));
    }
    if search.status.is_some() {
        parts.push(format!("status = {}", next()));
    }
    if search.event.is_some() {
        parts.push(format!("id IN (SELECT bet_id FROM sb_selections WHERE event_id = {})", next()));
    }
    let clause = if parts.is_empty() { String::new() } else { format!("WHERE {}", parts.join(" AND ")) };
    let (take_at, skip_at) = (next(), next());
    let page = format!("SELECT {BET} FROM sb_bets {clause} ORDER BY id DESC LIMIT {take_at} OFFSET {skip_at}");
    let count = format!("SELECT COUNT(*) FROM sb_bets {clause}");
    macro_rules! filtered {
        ($query:expr) => {{
            let mut query = $query;
            if let Some(id) = search.id {
                query = query.bind(id);
            }
            if let Some(player) = search.player {
                query = query.bind(player);
            }
            if let Some(status) = search.status {
                query = query.bind(status.as_str());
            }
            if let Some(event) = search.event {
                query = query.bind(event);
            }
            query
        }};
    }
    let bets: Vec<Bet> =
        with_db!(db, pool => filtered!(sqlx::query_as(&page)).bind(take).bind(skip).fetch_all(pool).await)?;
    let total: i64 = with_db!(db, pool => filtered!(sqlx::query_scalar(&count)).fetch_one(pool).await)?;
    Ok((with_selections(db, bets).await?, total))
}

/// Open slips an operator asked to void, oldest first.
pub async fn void_asked(db: &Db, limit: i64) -> Result<Vec<Bet>> {
    let bets: Vec<Bet> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {BET} FROM sb_bets WHERE status = 'open' AND reason <> '' ORDER BY id LIMIT $1"))
        .bind(limit)
        .fetch_all(pool)
        .await)?;
    with_selections(db, bets).await
}
