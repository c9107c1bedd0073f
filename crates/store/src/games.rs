//! Zar Games' own records (migration 0010): each player's provably fair seed pairs and every round with the
//! state of its seamless-wallet calls. The game server keeps these like any external provider keeps its own;
//! money never moves here.
//!
//! A round is written before its bet is sent, with every wallet transaction id it will ever use, so a crash or a
//! timeout at any point leaves a row that says what to do next ([`Status`]): the recovery sweep resends the win
//! of a `placed` round and the rollback of a `rolling_back` one with the same ids until the wallet confirms.

use chrono::{DateTime, SubsecRound, Utc};

use crate::{Db, Result, StoreError, with_db};

/// Where a round is in its life with the wallet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The bet was sent and is not confirmed yet.
    Placing,
    /// Crash: the wallet took the bet and the flight is not over; the win is not known yet.
    Open,
    /// The wallet took the bet; the win (or a zero win closing the round) is still to be confirmed.
    Placed,
    /// Settled: bet and win confirmed.
    Closed,
    /// The wallet refused the bet (insufficient funds, a closed session …): no money moved.
    Refused,
    /// The round failed after a bet may have been taken: its rollback is still to be confirmed.
    RollingBack,
    /// The rollback is confirmed: whatever was taken was given back.
    RolledBack,
}

impl Status {
    pub const ALL: [Status; 7] = [
        Status::Placing,
        Status::Open,
        Status::Placed,
        Status::Closed,
        Status::Refused,
        Status::RollingBack,
        Status::RolledBack,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Placing => "placing",
            Status::Open => "open",
            Status::Placed => "placed",
            Status::Closed => "closed",
            Status::Refused => "refused",
            Status::RollingBack => "rolling_back",
            Status::RolledBack => "rolled_back",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Self::ALL.into_iter().find(|status| status.as_str() == text)
    }

    /// Whether nothing is left to do for the round.
    pub fn is_final(self) -> bool {
        matches!(self, Status::Closed | Status::Refused | Status::RolledBack)
    }
}

/// A seed pair.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Seed {
    pub id: i64,
    pub player: String,
    pub server_seed: String,
    pub server_seed_hash: String,
    pub client_seed: String,
    pub next_nonce: i64,
    pub created_at: DateTime<Utc>,
    pub revealed_at: Option<DateTime<Utc>>,
}

/// A fresh seed pair to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSeed {
    pub server_seed: String,
    pub server_seed_hash: String,
    pub client_seed: String,
}

const SEED: &str = "id, player, server_seed, server_seed_hash, client_seed, next_nonce, created_at, revealed_at";

/// The player's active seed pair, stored from `fresh` if they have none yet.
pub async fn active_seed(db: &Db, player: &str, fresh: &NewSeed, now: DateTime<Utc>) -> Result<Seed> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => sqlx::query(
        "INSERT INTO zar_game_seeds (player, server_seed, server_seed_hash, client_seed, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (player) WHERE revealed_at IS NULL DO NOTHING")
        .bind(player)
        .bind(&fresh.server_seed)
        .bind(&fresh.server_seed_hash)
        .bind(&fresh.client_seed)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    let seed: Option<Seed> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {SEED} FROM zar_game_seeds WHERE player = $1 AND revealed_at IS NULL"))
        .bind(player)
        .fetch_optional(pool)
        .await)?;
    seed.ok_or_else(|| StoreError::Other(format!("no active seed for {player} right after making one")))
}

/// Reveals the player's active pair and makes `fresh` the active one, in one transaction: (the revealed pair,
/// if there was one; the new pair).
pub async fn rotate(db: &Db, player: &str, fresh: &NewSeed, now: DateTime<Utc>) -> Result<(Option<Seed>, Seed)> {
    let now = now.trunc_subsecs(6);
    Ok(with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let revealed: Option<Seed> = sqlx::query_as(&format!(
            "UPDATE zar_game_seeds SET revealed_at = $2 WHERE player = $1 AND revealed_at IS NULL RETURNING {SEED}"))
            .bind(player)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        let active: Seed = sqlx::query_as(&format!(
            "INSERT INTO zar_game_seeds (player, server_seed, server_seed_hash, client_seed, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING {SEED}"))
            .bind(player)
            .bind(&fresh.server_seed)
            .bind(&fresh.server_seed_hash)
            .bind(&fresh.client_seed)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>((revealed, active))
    }.await)?)
}

/// A player's seed pairs, newest first.
pub async fn seeds(db: &Db, player: &str, take: i64) -> Result<Vec<Seed>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {SEED} FROM zar_game_seeds WHERE player = $1 ORDER BY id DESC LIMIT $2"))
        .bind(player)
        .bind(take)
        .fetch_all(pool)
        .await)?)
}

/// A round to record, made from the seed pair and nonce it was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRound {
    pub round_uuid: String,
    pub game: String,
    pub params: String,
    pub outcome: String,
    pub stake: i64,
    pub win: i64,
    pub bet_uuid: String,
    pub win_uuid: String,
    pub rollback_uuid: String,
    pub token: String,
}

/// A recorded round with its seed pair (the server seed only once revealed).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Round {
    pub id: i64,
    pub round_uuid: String,
    pub player: String,
    pub game: String,
    /// Dice, roulette, slot: the seed pair and nonce; crash: the shared round.
    pub seed_id: Option<i64>,
    pub nonce: Option<i64>,
    pub crash_round_id: Option<i64>,
    pub params: String,
    pub outcome: String,
    pub stake: i64,
    pub win: i64,
    pub bet_uuid: String,
    pub win_uuid: String,
    pub rollback_uuid: String,
    pub token: String,
    status: String,
    pub attempts: i64,
    pub last_error: String,
    pub balance_after: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// The pair's server seed hash and client seed (empty for crash).
    pub server_seed_hash: String,
    pub client_seed: String,
    /// The server seed, once its pair was rotated away.
    pub revealed_server_seed: Option<String>,
}

impl Round {
    pub fn status(&self) -> Status {
        // Only this module writes the column, always from a Status.
        Status::parse(&self.status).unwrap_or(Status::Placing)
    }
}

const ROUND: &str = "r.id, r.round_uuid, r.player, r.game, r.seed_id, r.nonce, r.crash_round_id, r.params, r.outcome,
    r.stake, r.win, r.bet_uuid, r.win_uuid, r.rollback_uuid, r.token, r.status, r.attempts, r.last_error,
    r.balance_after, r.created_at, r.updated_at, COALESCE(s.server_seed_hash, '') AS server_seed_hash,
    COALESCE(s.client_seed, '') AS client_seed,
    CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS revealed_server_seed";

/// Rounds with their seed pair, if any.
const ROUNDS: &str = "zar_game_rounds r LEFT JOIN zar_game_seeds s ON s.id = r.seed_id";

/// Starts a round on the player's active seed pair: takes its next nonce and records the round `make` builds
/// from the pair and the nonce, in status `placing`, in one transaction. `None` when the player has no active
/// pair (make one with [`active_seed`]); `make`'s error aborts the transaction.
pub async fn start_round(
    db: &Db,
    player: &str,
    now: DateTime<Utc>,
    make: impl FnOnce(&Seed, u64) -> std::result::Result<NewRound, String>,
) -> Result<Option<Round>> {
    let now = now.trunc_subsecs(6);
    let id: Option<i64> = with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let seed: Option<Seed> = sqlx::query_as(&format!(
            "UPDATE zar_game_seeds SET next_nonce = next_nonce + 1 WHERE player = $1 AND revealed_at IS NULL
             RETURNING {SEED}"))
            .bind(player)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(seed) = seed else { return Ok::<_, StoreError>(None) };
        let nonce = seed.next_nonce - 1;
        let new = make(&seed, nonce as u64).map_err(StoreError::Other)?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO zar_game_rounds (round_uuid, player, game, seed_id, nonce, params, outcome, stake, win,
                 bet_uuid, win_uuid, rollback_uuid, token, status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id")
            .bind(&new.round_uuid)
            .bind(player)
            .bind(&new.game)
            .bind(seed.id)
            .bind(nonce)
            .bind(&new.params)
            .bind(&new.outcome)
            .bind(new.stake)
            .bind(new.win)
            .bind(&new.bet_uuid)
            .bind(&new.win_uuid)
            .bind(&new.rollback_uuid)
            .bind(&new.token)
            .bind(Status::Placing.as_str())
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(id))
    }.await)?;
    match id {
        Some(id) => round(db, id).await,
        None => Ok(None),
    }
}

/// The round with id `id`.
pub async fn round(db: &Db, id: i64) -> Result<Option<Round>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {ROUND} FROM {ROUNDS} WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await)?)
}

/// Moves round `id` from one of `from` to `to`, recording the balance the wallet answered (when known); a
/// settled round forgets its token. False when the round was not in one of `from` (another worker moved it).
pub async fn advance(
    db: &Db,
    id: i64,
    from: &[Status],
    to: Status,
    balance_after: Option<i64>,
    now: DateTime<Utc>,
) -> Result<bool> {
    let from: Vec<&str> = from.iter().map(|s| s.as_str()).collect();
    let sql = format!(
        "UPDATE zar_game_rounds SET status = $1, balance_after = COALESCE($2, balance_after), updated_at = $3,
             token = CASE WHEN $4 THEN '' ELSE token END
         WHERE id = $5 AND status IN ({})",
        (0..from.len()).map(|i| format!("${}", i + 6)).collect::<Vec<_>>().join(", ")
    );
    let rows = with_db!(db, pool => {
        let mut query = sqlx::query(&sql)
            .bind(to.as_str())
            .bind(balance_after)
            .bind(now.trunc_subsecs(6))
            .bind(to.is_final())
            .bind(id);
        for status in &from {
            query = query.bind(*status);
        }
        query.execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(rows == 1)
}

/// Records a failed wallet call of round `id` (it stays in its status for a later retry).
pub async fn failed_attempt(db: &Db, id: i64, error: &str, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => sqlx::query(
        "UPDATE zar_game_rounds SET attempts = attempts + 1, last_error = $2, updated_at = $3 WHERE id = $1")
        .bind(id)
        .bind(error)
        .bind(now.trunc_subsecs(6))
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Rounds with work left (placing, placed, rolling back) last touched before `before`, oldest first.
pub async fn unsettled(db: &Db, before: DateTime<Utc>, take: i64) -> Result<Vec<Round>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {ROUND} FROM {ROUNDS}
         WHERE r.status IN ('placing', 'placed', 'rolling_back') AND r.updated_at < $1
         ORDER BY r.updated_at, r.id LIMIT $2"))
        .bind(before.trunc_subsecs(6))
        .bind(take)
        .fetch_all(pool)
        .await)?)
}

/// A player's rounds of `game` whose bet was decided (taken: placed, closed; or undone: rolling back, rolled back),
/// newest first, before round id `before` (paging). A round whose bet is still being placed is left out: its
/// outcome is drawn first, and a player who read a losing one could empty their balance so the bet is refused.
pub async fn history(db: &Db, player: &str, game: &str, before: Option<i64>, take: i64) -> Result<Vec<Round>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {ROUND} FROM {ROUNDS}
         WHERE r.player = $1 AND r.game = $2 AND r.id < $3 AND r.status NOT IN ('placing', 'refused')
         ORDER BY r.id DESC LIMIT $4"))
        .bind(player)
        .bind(game)
        .bind(before.unwrap_or(i64::MAX))
        .bind(take)
        .fetch_all(pool)
        .await)?)
}

// ---- Crash: the shared rounds ----

/// Records a crash bet of `player` on crash round `crash_round_id` in status `placing`; `None` when the player
/// already has a live bet on it.
pub async fn start_crash_bet(
    db: &Db,
    player: &str,
    crash_round_id: i64,
    new: &NewRound,
    now: DateTime<Utc>,
) -> Result<Option<Round>> {
    let now = now.trunc_subsecs(6);
    let inserted: std::result::Result<i64, sqlx::Error> = with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO zar_game_rounds (round_uuid, player, game, crash_round_id, params, outcome, stake, win, bet_uuid,
             win_uuid, rollback_uuid, token, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id")
        .bind(&new.round_uuid)
        .bind(player)
        .bind(&new.game)
        .bind(crash_round_id)
        .bind(&new.params)
        .bind(&new.outcome)
        .bind(new.stake)
        .bind(new.win)
        .bind(&new.bet_uuid)
        .bind(&new.win_uuid)
        .bind(&new.rollback_uuid)
        .bind(&new.token)
        .bind(Status::Placing.as_str())
        .bind(now)
        .fetch_one(pool)
        .await);
    match inserted {
        Ok(id) => round(db, id).await,
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Settles an `open` crash bet's result: its win and outcome, and it becomes `placed` (the win to send). False
/// when it was not open.
pub async fn set_result(db: &Db, id: i64, win: i64, outcome: &str, now: DateTime<Utc>) -> Result<bool> {
    let rows = with_db!(db, pool => sqlx::query(
        "UPDATE zar_game_rounds SET win = $2, outcome = $3, status = 'placed', updated_at = $4
         WHERE id = $1 AND status = 'open'")
        .bind(id)
        .bind(win)
        .bind(outcome)
        .bind(now.trunc_subsecs(6))
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(rows == 1)
}

/// Open crash bets on rounds other than `live` (none: all): their flight was cut off (a restart).
pub async fn stranded_crash_bets(db: &Db, live: Option<i64>) -> Result<Vec<Round>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {ROUND} FROM {ROUNDS} WHERE r.status = 'open' AND r.crash_round_id <> $1 ORDER BY r.id"))
        .bind(live.unwrap_or(-1))
        .fetch_all(pool)
        .await)?)
}

/// A hash chain.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CrashChain {
    pub id: i64,
    pub seed: String,
    pub salt: String,
    pub length: i64,
    pub terminal_hash: String,
    pub next_round: i64,
    pub created_at: DateTime<Utc>,
}

/// The chain being played: the newest one with rounds left.
pub async fn active_chain(db: &Db) -> Result<Option<CrashChain>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT id, seed, salt, length, terminal_hash, next_round, created_at FROM zar_crash_chains
         WHERE next_round <= length ORDER BY id DESC LIMIT 1")
        .fetch_optional(pool)
        .await)?)
}

/// Stores a new chain (its terminal hash is public from now on).
pub async fn create_chain(
    db: &Db,
    seed: &str,
    salt: &str,
    length: i64,
    terminal_hash: &str,
    now: DateTime<Utc>,
) -> Result<CrashChain> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "INSERT INTO zar_crash_chains (seed, salt, length, terminal_hash, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, seed, salt, length, terminal_hash, next_round, created_at")
        .bind(seed)
        .bind(salt)
        .bind(length)
        .bind(terminal_hash)
        .bind(now.trunc_subsecs(6))
        .fetch_one(pool)
        .await)?)
}

/// A crash round.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CrashRound {
    pub id: i64,
    pub chain_id: i64,
    pub number: i64,
    pub hash: String,
    pub crash_point: i64,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub ended_at: Option<DateTime<Utc>>,
}

const CRASH_ROUND: &str = "id, chain_id, number, hash, crash_point, created_at, started_at, ended_at";

/// Takes chain `chain_id`'s next round: records it with `hash` and `crash_point` and moves the chain on, in one
/// transaction. `None` when the chain is used up or its next round is not `number` (another taker won).
pub async fn take_crash_round(
    db: &Db,
    chain_id: i64,
    number: i64,
    hash: &str,
    crash_point: i64,
    now: DateTime<Utc>,
) -> Result<Option<CrashRound>> {
    let now = now.trunc_subsecs(6);
    Ok(with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE zar_crash_chains SET next_round = next_round + 1 WHERE id = $1 AND next_round = $2
             AND next_round <= length")
            .bind(chain_id)
            .bind(number)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if moved != 1 {
            return Ok::<_, sqlx::Error>(None);
        }
        let round: CrashRound = sqlx::query_as(&format!(
            "INSERT INTO zar_crash_rounds (chain_id, number, hash, crash_point, created_at) VALUES ($1, $2, $3, $4, $5)
             RETURNING {CRASH_ROUND}"))
            .bind(chain_id)
            .bind(number)
            .bind(hash)
            .bind(crash_point)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(round))
    }.await)?)
}

/// Marks a crash round's take-off or end.
pub async fn crash_round_times(
    db: &Db,
    id: i64,
    started_at: Option<DateTime<Utc>>,
    ended_at: Option<DateTime<Utc>>,
) -> Result<()> {
    with_db!(db, pool => sqlx::query(
        "UPDATE zar_crash_rounds SET started_at = COALESCE($2, started_at), ended_at = COALESCE($3, ended_at)
         WHERE id = $1")
        .bind(id)
        .bind(started_at.map(|t| t.trunc_subsecs(6)))
        .bind(ended_at.map(|t| t.trunc_subsecs(6)))
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// The last `take` ended crash rounds, newest first (their hashes are public).
pub async fn ended_crash_rounds(db: &Db, take: i64) -> Result<Vec<CrashRound>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {CRASH_ROUND} FROM zar_crash_rounds WHERE ended_at IS NOT NULL ORDER BY id DESC LIMIT $1"))
        .bind(take)
        .fetch_all(pool)
        .await)?)
}
