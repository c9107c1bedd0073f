//! The seamless wallet's money calls (bets, wins, rollbacks), modelled on Hub88's operator wallet API: each call
//! is recorded once in `casino_transactions` under the provider's transaction id, moves money through the ledger
//! (idempotency key `casino:{provider}:{transaction id}`) and keeps its game round's totals in `casino_rounds`,
//! all in one database transaction.
//!
//! Calls are applied in batches ([`apply`]): the API hands over every call that arrived while the previous batch
//! was committing, and the batch is decided in memory over rows read once (sessions, earlier transactions,
//! rollbacks, rounds, locked balances) and written set-wise — on PostgreSQL in one statement with the ledger's
//! postings, on SQLite through [`store::ledger::post_batch_locked`](crate::ledger) and a statement per table —
//! so a commit's `fsync` and the house account's row lock are paid once per batch instead of once per call —
//! one call at a time, every bet and win would queue behind the one before on the house account until its
//! commit reached the disk. Within a batch, calls take effect in the order given, exactly as if applied one by
//! one. A batch that fails as a whole (a concurrent instance wrote the same transaction id first, a deadlock)
//! is rolled back and its calls are applied one at a time, each retried a few times, so one bad call cannot
//! fail its neighbours.
//!
//! Rules (docs/decisions.md, "Seamless wallet"):
//! - A transaction id seen before answers its first answer — the same balance — when the call is the same (kind,
//!   amount, round, reference, game, player) and [`Refusal::DuplicateTransaction`] otherwise; nothing moves.
//! - A bet needs a live session of this provider for this game (not expired, site session open, player not
//!   blocked) and the money: cash first, then bonus money (`store::bonuses::wallet`: the bet wagers the active
//!   bonus by its game's lobby weight, and converts it when the wagering is done). A win pays bonus money back
//!   in the share the round's stake was, while the bonus is active; a rollback gives each part back.
//! - A win needs the bet it names (or, without a reference, its round) and pays the bet's player; a win or
//!   rollback never checks the token's life, because it may come after the session ended.
//! - A rollback refunds the bet it names once. A rollback of a transaction we never saw answers
//!   [`Refusal::TransactionDoesNotExist`] and is recorded, so the bet, arriving late, is refused
//!   ([`Refusal::TransactionRolledBack`]); so is a win of a rolled-back bet.

use std::{
    collections::{HashMap, HashSet},
    sync::LazyLock,
};

use chrono::{DateTime, Utc};
use domain::{
    casino::{Provider, TxKind},
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};

use super::sessions::{self, Resolved};
use crate::{
    Backend, Conn, Kept, KeptConn, Result, StoreError, bind_pairs,
    bonuses::{self, Grant},
    ledger::{self, Balances, Posting},
    notifications::NewNotification,
    pair_keys,
    responsible::{self, Alert, Notify, Usage},
    rows_table, rows_values, with_rows,
};

/// One money call of a provider, its shape already checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub provider_id: i64,
    pub kind: TxKind,
    /// The provider's id of this transaction (Hub88 `transaction_uuid`).
    pub transaction_uuid: String,
    /// The bet a win or rollback settles (Hub88 `reference_transaction_uuid`); a rollback must name one.
    pub reference_uuid: Option<String>,
    /// The provider's id of the game round.
    pub round: String,
    pub round_closed: bool,
    /// SHA-256 (hex) of the session token the call carries.
    pub token_hash: Option<String>,
    pub game_code: String,
    /// Kuruş, zero or more; a rollback's amount is the bet's and this is ignored.
    pub amount: i64,
    /// Whether the provider takes new bets (it is enabled); wins and rollbacks settle either way.
    pub bets_open: bool,
}

/// Why a call was refused; nothing moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No session has this token, or it is another provider's.
    InvalidToken,
    /// The session ended (expired, the site session ended): no new bets.
    TokenExpired,
    /// The player is blocked: no new bets.
    UserDisabled,
    /// The provider is disabled: no new bets.
    ProviderDisabled,
    /// The bet is for another game than the session's.
    InvalidGame,
    NotEnoughMoney,
    /// The transaction id was used before for a different call.
    DuplicateTransaction,
    /// The bet (or round) a win or rollback names does not exist.
    TransactionDoesNotExist,
    /// The bet was rolled back (a win of it, a second rollback, or the bet itself arriving after its rollback).
    TransactionRolledBack,
    /// The round belongs to another player.
    RoundOfAnotherPlayer,
    /// The bet would pass one of the player's loss or wager limits (responsible gambling).
    LimitReached,
}

/// Whose money a call concerned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub username: String,
}

/// What a call came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied now (`applied`), or by an earlier call with this transaction id (the first answer again).
    Done {
        player: Player,
        /// The player's cash and bonus money after the call (for a replay: after the first call).
        balance: Money,
        /// The player's balances now (to push to their open tabs).
        now: Balances,
        applied: bool,
        /// Notifications written with the call (a limit brought to 80 %), to push after the commit.
        notices: Vec<(i64, NewNotification)>,
    },
    Refused {
        refusal: Refusal,
        player: Option<Player>,
        /// The player's cash and bonus money, when known.
        balance: Option<Money>,
    },
}

/// How the notifications a batch writes are worded (the API's translations).
pub struct Words<'a> {
    /// A loss or wager limit brought to 80 %.
    pub alert: &'a Notify,
    /// A bonus whose wagering is done, converted to cash.
    pub converted: &'a (dyn Fn(&Grant) -> NewNotification + Send + Sync),
}

/// Applies `calls` in order in one transaction (see the module docs) on `conn`'s connection; when that fails as a
/// whole, each call alone. One result per call, in order: an `Err` only for a call that failed by itself.
/// `words` words the notifications a call writes: a loss or wager limit brought to 80 %, a bonus converted.
pub async fn apply(conn: &mut Kept, calls: &[Call], now: DateTime<Utc>, words: &Words<'_>) -> Vec<Result<Outcome>> {
    match apply_together(conn, calls, now, words).await {
        Ok(outcomes) => outcomes.into_iter().map(Ok).collect(),
        Err(error) if calls.len() > 1 => {
            tracing::warn!(%error, calls = calls.len(), "a wallet batch failed: applying its calls one by one");
            let mut results = Vec::with_capacity(calls.len());
            for call in calls {
                results.push(apply_alone(conn, call, now, words).await);
            }
            results
        }
        Err(error) => vec![retry(conn, &calls[0], now, words, error).await],
    }
}

async fn apply_alone(conn: &mut Kept, call: &Call, now: DateTime<Utc>, words: &Words<'_>) -> Result<Outcome> {
    match apply_together(conn, std::slice::from_ref(call), now, words).await {
        Ok(mut outcomes) => outcomes.pop().ok_or_else(|| StoreError::Other("no outcome".into())),
        Err(error) => retry(conn, call, now, words, error).await,
    }
}

/// A call that failed alone: again, while the failure is one a concurrent writer causes (the same transaction
/// id written by another instance: the retry reads it and answers the replay; a deadlock; a busy database).
async fn retry(
    conn: &mut Kept,
    call: &Call,
    now: DateTime<Utc>,
    words: &Words<'_>,
    mut error: StoreError,
) -> Result<Outcome> {
    for _ in 0..3 {
        if !transient(&error) {
            break;
        }
        match apply_together(conn, std::slice::from_ref(call), now, words).await {
            Ok(mut outcomes) => return outcomes.pop().ok_or_else(|| StoreError::Other("no outcome".into())),
            Err(again) => error = again,
        }
    }
    Err(error)
}

fn transient(error: &StoreError) -> bool {
    match error {
        // The connection broke (the next try takes a fresh one; a call that was committed answers its replay).
        StoreError::Database(sqlx::Error::Io(_)) => true,
        // PostgreSQL: unique violation, serialization failure, deadlock, a connection ended by the server (class
        // 08, 57P01–57P03); SQLite: unique constraint, busy, locked.
        StoreError::Database(sqlx::Error::Database(e)) => e.code().is_some_and(|code| {
            matches!(code.as_ref(), "23505" | "40001" | "40P01" | "2067" | "1555" | "5" | "6" | "517")
                || code.starts_with("08")
                || code.starts_with("57P")
        }),
        _ => false,
    }
}

async fn apply_together(
    kept: &mut Kept,
    calls: &[Call],
    now: DateTime<Utc>,
    words: &Words<'_>,
) -> Result<Vec<Outcome>> {
    let result = async {
        match kept.conn().await? {
            KeptConn::Sqlite(conn) => {
                // Take the write lock first: the batch reads, then writes what it read.
                let mut tx = sqlx::Connection::begin_with(&mut **conn, "BEGIN IMMEDIATE").await?;
                let outcomes = decide_and_write(Conn::from(&mut *tx), calls, now, words).await?;
                tx.commit().await?;
                Ok(outcomes)
            }
            KeptConn::Postgres(conn) => {
                let mut tx = sqlx::Connection::begin(&mut **conn).await?;
                let outcomes = decide_and_write(Conn::from(&mut *tx), calls, now, words).await?;
                tx.commit().await?;
                Ok(outcomes)
            }
        }
    }
    .await;
    if result.is_err() {
        kept.failed();
    }
    result
}

/// A recorded transaction, as a replay or a reference needs it.
#[derive(Debug, Clone, sqlx::FromRow, serde::Deserialize)]
struct TxRow {
    provider_id: i64,
    transaction_uuid: String,
    kind: i64,
    amount: i64,
    reference_uuid: Option<String>,
    balance_after: i64,
    player_id: i64,
    username: String,
    game_id: i64,
    game_code: String,
    round: String,
    /// A bet's bonus money, the grant it wagered and by how much.
    bonus_amount: i64,
    player_bonus_id: Option<i64>,
    wagered: i64,
}

#[derive(Debug, Clone, sqlx::FromRow, serde::Deserialize)]
struct RoundRow {
    id: i64,
    provider_id: i64,
    round: String,
    player_id: i64,
    game_id: i64,
    bet: i64,
    win: i64,
    status: String,
    bonus_bet: i64,
    /// The grant whose bonus money the round's bets took (none when they took none, or of several grants).
    bonus_grant: Option<i64>,
}

/// A round as the batch leaves it: its stored state (`id` when it exists) and what the batch adds.
#[derive(Debug, Clone)]
struct RoundState {
    id: Option<i64>,
    player_id: i64,
    game_id: i64,
    bet: i64,
    win: i64,
    status: &'static str,
    /// Of `bet`, bonus money.
    bonus_bet: i64,
    /// The grant that bonus money came from (`None` with bonus money: several grants, so nobody's).
    bonus_grant: Option<i64>,
    bet_delta: i64,
    win_delta: i64,
    bonus_bet_delta: i64,
    changed: bool,
}

const OPEN: &str = "open";
const CLOSED: &str = "closed";
const ROLLED_BACK: &str = "rolled_back";

fn status(text: &str) -> &'static str {
    match text {
        CLOSED => CLOSED,
        ROLLED_BACK => ROLLED_BACK,
        _ => OPEN,
    }
}

/// A transaction the batch records.
struct NewTx {
    provider_id: i64,
    transaction_uuid: String,
    round: String,
    player_id: i64,
    game_id: i64,
    kind: TxKind,
    amount: i64,
    reference_uuid: Option<String>,
    balance_after: i64,
    /// A bet's bonus money, the grant it wagered and by how much.
    bonus_amount: i64,
    player_bonus_id: Option<i64>,
    wagered: i64,
    /// Index into the batch's postings, when money moved.
    posting: Option<usize>,
}

/// A posting the batch makes.
struct PendingPosting {
    kind: Kind,
    key: IdempotencyKey,
    memo: String,
    transfer: Transfer,
}

type Key = (i64, String);

/// A round of the batch with its key.
type RoundRef<'a> = (&'a Key, &'a RoundState);

/// Everything the batch read, then changes in memory as it goes through the calls.
struct State {
    sessions: HashMap<String, Resolved>,
    txs: HashMap<Key, TxRow>,
    /// Bets (and never-seen transactions) with a rollback recorded.
    rolled_back: HashSet<Key>,
    rounds: HashMap<Key, RoundState>,
    cash: HashMap<i64, i64>,
    bonus: HashMap<i64, i64>,
    usernames: HashMap<i64, String>,
    new_txs: Vec<NewTx>,
    postings: Vec<PendingPosting>,
    /// Players with loss or wager limits: the limits and their usage, carried forward through the batch.
    limits: responsible::WalletLimits,
    /// Limits brought to 80 %, by the index of the call that did it.
    alerts: Vec<(usize, Alert)>,
    /// The index of the call being decided.
    current: usize,
    /// The players' and the house's accounts, locked until the commit: the postings go to them.
    locked: ledger::Locked,
    /// The players' active bonus grants as the batch leaves them (wagered, converted), by player.
    grants: HashMap<i64, Grant>,
    /// The grants whose wagering the batch changed.
    grants_changed: HashSet<i64>,
    /// The lobby of each game the batch's bonus players play (what weights their bets).
    lobbies: HashMap<i64, String>,
    /// Grants converted, by the index of the call that did it.
    conversions: Vec<(usize, Grant)>,
    /// The ended grants whose bonus money the batch's rounds and bets staked, by id: where money of those stakes
    /// goes when it comes back (`domain::bonus::Funder`).
    ended_grants: HashMap<i64, Grant>,
    /// Of those, the converted ones that paid cash (their `converted_amount` grew).
    ended_changed: HashSet<i64>,
}

/// How staked bonus money comes back: a win's bonus share, or a bet undone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Came {
    Won,
    RolledBack,
}

/// What a bet's stake took of bonus money and wagered of the player's active grant.
#[derive(Debug, Clone, Copy, Default)]
struct BonusPart {
    amount: i64,
    grant: Option<i64>,
    wagered: i64,
}

async fn decide_and_write(
    mut conn: Conn<'_>,
    calls: &[Call],
    now: DateTime<Utc>,
    words: &Words<'_>,
) -> Result<Vec<Outcome>> {
    let mut state = read(conn.reborrow(), calls, now).await?;
    let mut outcomes = Vec::with_capacity(calls.len());
    for (index, call) in calls.iter().enumerate() {
        state.current = index;
        outcomes.push(state.decide(call, now)?);
    }
    let alerts = std::mem::take(&mut state.alerts);
    let conversions = std::mem::take(&mut state.conversions);
    state.write(conn.reborrow(), now).await?;
    // The conversions' notifications, in the same transaction as the bets that completed the wagering.
    for (index, grant) in conversions {
        let notification = (words.converted)(&grant);
        let id = crate::notifications::insert(conn.reborrow(), &notification).await?;
        if let Some(Outcome::Done { notices, .. }) = outcomes.get_mut(index) {
            notices.push((id, notification));
        }
    }
    // The 80 % notifications, in the same transaction as the bets that crossed it.
    for (index, alert) in alerts {
        if let Some(notice) = responsible::record_alert(conn.reborrow(), &alert, words.alert, now).await?
            && let Some(Outcome::Done { notices, .. }) = outcomes.get_mut(index)
        {
            notices.push(notice);
        }
    }
    Ok(outcomes)
}

/// Reads, in five statements, what the batch's calls need.
async fn read(mut conn: Conn<'_>, calls: &[Call], now: DateTime<Utc>) -> Result<State> {
    let hashes: Vec<&str> = {
        let mut hashes: Vec<&str> = calls.iter().filter_map(|c| c.token_hash.as_deref()).collect();
        hashes.sort_unstable();
        hashes.dedup();
        hashes
    };
    let sessions = sessions::resolve_many(conn.reborrow(), &hashes).await?;

    // The calls' own transaction ids and the ones they name, and the calls' rounds.
    let mut ids: Vec<Key> = calls
        .iter()
        .flat_map(|c| {
            std::iter::once((c.provider_id, c.transaction_uuid.clone()))
                .chain(c.reference_uuid.iter().map(|r| (c.provider_id, r.clone())))
        })
        .collect();
    ids.sort();
    ids.dedup();
    let mut round_keys: Vec<Key> = calls.iter().map(|c| (c.provider_id, c.round.clone())).collect();
    round_keys.sort();
    round_keys.dedup();
    let Earlier { txs, rolled_back, rounds } = match conn.reborrow() {
        Conn::Postgres(c) => earlier_postgres(c, &ids, &round_keys).await?,
        Conn::Sqlite(c) => earlier_sqlite(c, &ids, round_keys).await?,
    };

    // Every player the batch may touch: their balances, locked until the commit.
    let mut usernames: HashMap<i64, String> = HashMap::new();
    for session in sessions.values() {
        usernames.insert(session.player_id, session.username.clone());
    }
    for tx in &txs {
        usernames.insert(tx.player_id, tx.username.clone());
    }
    let players: Vec<i64> = {
        let mut players: Vec<i64> = usernames.keys().copied().chain(rounds.iter().map(|r| r.player_id)).collect();
        players.sort_unstable();
        players.dedup();
        players
    };
    let locked = if players.is_empty() {
        ledger::Locked::default()
    } else {
        let accounts = players.iter().flat_map(|p| [Account::PlayerCash(*p), Account::PlayerBonus(*p)]);
        // The bonus funds and the house first (the global lock order): the batch posts to them (a conversion
        // beyond its cap and a rollback of bonus money after its grant ended give back to the bonus funds).
        let system = [Account::BonusFunds, Account::House];
        ledger::lock_balances(conn.reborrow(), system.into_iter().chain(accounts), now).await?
    };
    // Read after the lock: every earlier bet of these players is committed and counted, and no claim, forfeit
    // or expiry (which lock the same accounts first) changes their grants under the batch.
    let limits = responsible::wallet_limits(conn.reborrow(), &players, now).await?;
    let grants = bonuses::wallet::active_for(conn.reborrow(), &players).await?;
    let lobbies = if grants.is_empty() {
        HashMap::new()
    } else {
        let mut games: Vec<i64> = sessions.values().map(|s| s.game_id).collect();
        games.sort_unstable();
        games.dedup();
        bonuses::wallet::lobbies(conn.reborrow(), &games).await?
    };
    // The ended grants that staked bonus money in these rounds (rare: a grant ended while its round was open).
    let ended_grants = {
        let mut ids: Vec<i64> = rounds
            .iter()
            .filter_map(|r| r.bonus_grant)
            .chain(txs.iter().filter(|t| t.bonus_amount > 0).filter_map(|t| t.player_bonus_id))
            .filter(|id| !grants.values().any(|g| g.id == *id))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        bonuses::wallet::by_ids(conn.reborrow(), &ids).await?
    };
    let of = |account| locked.balances.get(&account).map_or(0, |m: &Money| m.minor());

    Ok(State {
        cash: players.iter().map(|p| (*p, of(Account::PlayerCash(*p)))).collect(),
        bonus: players.iter().map(|p| (*p, of(Account::PlayerBonus(*p)))).collect(),
        sessions,
        txs: txs.into_iter().map(|t| ((t.provider_id, t.transaction_uuid.clone()), t)).collect(),
        rolled_back: rolled_back.into_iter().collect(),
        rounds: rounds
            .into_iter()
            .map(|r| {
                let state = RoundState {
                    id: Some(r.id),
                    player_id: r.player_id,
                    game_id: r.game_id,
                    bet: r.bet,
                    win: r.win,
                    status: status(&r.status),
                    bonus_bet: r.bonus_bet,
                    bonus_grant: r.bonus_grant,
                    bet_delta: 0,
                    win_delta: 0,
                    bonus_bet_delta: 0,
                    changed: false,
                };
                ((r.provider_id, r.round), state)
            })
            .collect(),
        usernames,
        new_txs: Vec::new(),
        postings: Vec::new(),
        limits,
        alerts: Vec::new(),
        current: 0,
        locked,
        grants,
        grants_changed: HashSet::new(),
        lobbies,
        conversions: Vec::new(),
        ended_grants,
        ended_changed: HashSet::new(),
    })
}

/// What a batch's calls find recorded: the transactions with their ids (their own and the ones they name), the
/// rollbacks recorded for any of those ids, and the rounds of the calls and of those transactions.
struct Earlier {
    txs: Vec<TxRow>,
    rolled_back: Vec<Key>,
    rounds: Vec<RoundRow>,
}

/// The columns of a recorded transaction ([`TxRow`]), from `casino_transactions t` with its round `r`, player `p`
/// and game `g`.
const TX_COLUMNS: &str = "t.provider_id, t.transaction_uuid, t.kind, t.amount, t.reference_uuid, t.balance_after,
    t.player_id, p.username, t.game_id, g.game_code, r.round, t.bonus_amount, t.player_bonus_id, t.wagered";
const TX_JOINS: &str = "JOIN casino_rounds r ON r.id = t.round_id
    JOIN players p ON p.id = t.player_id
    JOIN casino_games g ON g.id = t.game_id";
const ROUND_COLUMNS: &str = "r.id, r.provider_id, r.round, r.player_id, r.game_id, r.bet, r.win, r.status, r.bonus_bet,
    CASE WHEN r.bonus_bet > 0 THEN (SELECT CASE WHEN MIN(b.player_bonus_id) = MAX(b.player_bonus_id)
        THEN MIN(b.player_bonus_id) END
        FROM casino_transactions b WHERE b.round_id = r.id AND b.kind = 2 AND b.bonus_amount > 0) END AS bonus_grant";

/// PostgreSQL: [`Earlier`] in one statement, each part a JSON array, since every round trip of the committer is
/// time every waiting call waits.
async fn earlier_postgres(conn: &mut sqlx::PgConnection, ids: &[Key], round_keys: &[Key]) -> Result<Earlier> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
        "WITH k AS (SELECT * FROM unnest($1::bigint[], $2::text[]) AS k (n, t)),
        txs AS (SELECT {TX_COLUMNS} FROM k JOIN casino_transactions t ON t.provider_id = k.n AND t.transaction_uuid = k.t
            {TX_JOINS}),
        rb AS (SELECT t.provider_id, t.reference_uuid
            FROM k JOIN casino_transactions t ON t.provider_id = k.n AND t.reference_uuid = k.t WHERE t.kind = 3),
        rk AS (SELECT * FROM unnest($3::bigint[], $4::text[]) AS rk (n, t) UNION SELECT provider_id, round FROM txs),
        rs AS (SELECT {ROUND_COLUMNS} FROM rk JOIN casino_rounds r ON r.provider_id = rk.n AND r.round = rk.t)
        SELECT (SELECT COALESCE(json_agg(txs), '[]')::text FROM txs),
            (SELECT COALESCE(json_agg(json_build_array(rb.provider_id, rb.reference_uuid)), '[]')::text FROM rb),
            (SELECT COALESCE(json_agg(rs), '[]')::text FROM rs)"
        )
    });
    let (ids_n, ids_t): (Vec<i64>, Vec<&str>) = ids.iter().map(|(n, t)| (*n, t.as_str())).unzip();
    let (rounds_n, rounds_t): (Vec<i64>, Vec<&str>) = round_keys.iter().map(|(n, t)| (*n, t.as_str())).unzip();
    let (txs, rolled_back, rounds): (String, String, String) = sqlx::query_as(SQL.as_str())
        .bind(ids_n)
        .bind(ids_t)
        .bind(rounds_n)
        .bind(rounds_t)
        .fetch_one(&mut *conn)
        .await?;
    let parse = |e: serde_json::Error| StoreError::Other(format!("the wallet's earlier rows: {e}"));
    Ok(Earlier {
        txs: serde_json::from_str(&txs).map_err(parse)?,
        rolled_back: serde_json::from_str(&rolled_back).map_err(parse)?,
        rounds: serde_json::from_str(&rounds).map_err(parse)?,
    })
}

/// SQLite, whose statements cost no round trip: [`Earlier`] in three.
async fn earlier_sqlite(conn: &mut sqlx::SqliteConnection, ids: &[Key], mut round_keys: Vec<Key>) -> Result<Earlier> {
    let txs: Vec<TxRow> = if ids.is_empty() {
        Vec::new()
    } else {
        let sql = format!(
            "SELECT {TX_COLUMNS} FROM {} JOIN casino_transactions t ON t.provider_id = k.n AND t.transaction_uuid = k.t
             {TX_JOINS}",
            pair_keys(Backend::Sqlite, ids.len())
        );
        bind_pairs!(sqlite, sqlx::query_as(&sql), ids).fetch_all(&mut *conn).await?
    };
    let rolled_back: Vec<Key> = if ids.is_empty() {
        Vec::new()
    } else {
        let sql = format!(
            "SELECT t.provider_id, t.reference_uuid
             FROM {} JOIN casino_transactions t ON t.provider_id = k.n AND t.reference_uuid = k.t
             WHERE t.kind = 3",
            pair_keys(Backend::Sqlite, ids.len())
        );
        bind_pairs!(sqlite, sqlx::query_as(&sql), ids).fetch_all(&mut *conn).await?
    };
    round_keys.extend(txs.iter().map(|t| (t.provider_id, t.round.clone())));
    round_keys.sort();
    round_keys.dedup();
    let sql = format!(
        "SELECT {ROUND_COLUMNS} FROM {} JOIN casino_rounds r ON r.provider_id = k.n AND r.round = k.t",
        pair_keys(Backend::Sqlite, round_keys.len())
    );
    let rounds: Vec<RoundRow> = bind_pairs!(sqlite, sqlx::query_as(&sql), &round_keys).fetch_all(&mut *conn).await?;
    Ok(Earlier { txs, rolled_back, rounds })
}

/// Carries a call's `loss` and `wager` into the batch's usage of every period (the call happens now, in each).
fn use_limits(usage: &mut Usage, loss: i64, wager: i64) {
    use domain::responsible::{LimitKind, Period};
    for period in Period::ALL {
        usage.entry((LimitKind::Loss, period)).or_default().0 += loss;
        usage.entry((LimitKind::Wager, period)).or_default().0 += wager;
    }
}

impl State {
    fn player(&self, id: i64) -> Player {
        Player { id, username: self.usernames.get(&id).cloned().unwrap_or_default() }
    }

    fn balances(&self, player: i64) -> Balances {
        Balances {
            cash: Money(self.cash.get(&player).copied().unwrap_or(0)),
            bonus: Money(self.bonus.get(&player).copied().unwrap_or(0)),
        }
    }

    /// What the player may play with: cash and bonus money.
    fn playable(&self, player: i64) -> i64 {
        self.cash.get(&player).copied().unwrap_or(0) + self.bonus.get(&player).copied().unwrap_or(0)
    }

    fn refused(&self, refusal: Refusal, player: Option<i64>) -> Outcome {
        let balance = player.filter(|p| self.cash.contains_key(p)).map(|p| Money(self.playable(p)));
        Outcome::Refused { refusal, player: player.map(|p| self.player(p)), balance }
    }

    fn done(&self, player: i64, applied: bool) -> Outcome {
        Outcome::Done {
            player: self.player(player),
            balance: Money(self.playable(player)),
            now: self.balances(player),
            applied,
            notices: Vec::new(),
        }
    }

    /// The session of `call`'s token, when it is one of this provider's.
    fn session(&self, call: &Call) -> Option<&Resolved> {
        let session = self.sessions.get(call.token_hash.as_deref()?)?;
        (session.provider_id == call.provider_id).then_some(session)
    }

    fn decide(&mut self, call: &Call, now: DateTime<Utc>) -> Result<Outcome> {
        let key = (call.provider_id, call.transaction_uuid.clone());
        if let Some(first) = self.txs.get(&key) {
            return Ok(self.replay(call, first));
        }
        match call.kind {
            TxKind::Bet => self.bet(call, key, now),
            TxKind::Win => self.win(call, key),
            TxKind::Rollback => self.rollback(call, key),
        }
    }

    /// A call whose transaction id was seen: the first answer when it is the same call.
    fn replay(&self, call: &Call, first: &TxRow) -> Outcome {
        let same_player = self.session(call).is_none_or(|s| s.player_id == first.player_id);
        let same = first.kind == call.kind.number()
            && (call.kind == TxKind::Rollback || first.amount == call.amount)
            && first.reference_uuid == call.reference_uuid
            && (call.kind == TxKind::Rollback || first.round == call.round)
            && (call.kind != TxKind::Bet || first.game_code == call.game_code)
            && same_player;
        if !same {
            return self.refused(Refusal::DuplicateTransaction, None);
        }
        // A recorded rollback of a transaction we never saw keeps answering so.
        let never_seen = call.kind == TxKind::Rollback
            && first
                .reference_uuid
                .as_ref()
                .is_none_or(|r| self.txs.get(&(call.provider_id, r.clone())).is_none_or(|t| t.kind != 2));
        if never_seen {
            return self.refused(Refusal::TransactionDoesNotExist, Some(first.player_id));
        }
        Outcome::Done {
            player: Player { id: first.player_id, username: first.username.clone() },
            balance: Money(first.balance_after),
            now: self.balances(first.player_id),
            applied: false,
            notices: Vec::new(),
        }
    }

    fn bet(&mut self, call: &Call, key: Key, now: DateTime<Utc>) -> Result<Outcome> {
        let Some(session) = self.session(call).cloned() else {
            return Ok(self.refused(Refusal::InvalidToken, None));
        };
        let player = session.player_id;
        if self.rolled_back.contains(&key) {
            return Ok(self.refused(Refusal::TransactionRolledBack, Some(player)));
        }
        let refusal = if session.blocked {
            Some(Refusal::UserDisabled)
        } else if !session.is_live(now) {
            Some(Refusal::TokenExpired)
        } else if !call.bets_open {
            Some(Refusal::ProviderDisabled)
        } else if call.game_code != session.game_code {
            Some(Refusal::InvalidGame)
        } else {
            None
        };
        if let Some(refusal) = refusal {
            return Ok(self.refused(refusal, Some(player)));
        }
        let round_key = (call.provider_id, call.round.clone());
        if self.rounds.get(&round_key).is_some_and(|r| r.player_id != player) {
            return Ok(self.refused(Refusal::RoundOfAnotherPlayer, Some(player)));
        }
        let cash = self.cash.get(&player).copied().unwrap_or(0);
        let bonus = self.bonus.get(&player).copied().unwrap_or(0);
        let Some((from_cash, from_bonus)) = domain::bonus::split_stake(Money(call.amount), Money(cash), Money(bonus))
        else {
            return Ok(self.refused(Refusal::NotEnoughMoney, Some(player)));
        };
        let (from_cash, from_bonus) = (from_cash.0, from_bonus.0);
        let funding = self.active_grant(player).map(|g| g.id);
        let checked = self
            .limits
            .get(&player)
            .map(|(limits, usage)| responsible::within(player, limits, usage, Money(call.amount), now));
        match checked {
            Some(Err(_)) => return Ok(self.refused(Refusal::LimitReached, Some(player))),
            Some(Ok(alerts)) => {
                let current = self.current;
                self.alerts.extend(alerts.into_iter().map(|alert| (current, alert)));
                if let Some((_, usage)) = self.limits.get_mut(&player) {
                    use_limits(usage, call.amount, call.amount);
                }
            }
            None => {}
        }
        self.cash.insert(player, cash - from_cash);
        self.bonus.insert(player, bonus - from_bonus);
        let legs = [
            (Account::PlayerCash(player), -from_cash),
            (Account::PlayerBonus(player), -from_bonus),
            (Account::House, call.amount),
        ];
        let posting = self.post(call, Kind::Bet, &legs)?;
        let round = self.rounds.entry(round_key).or_insert(RoundState {
            id: None,
            player_id: player,
            game_id: session.game_id,
            bet: 0,
            win: 0,
            status: OPEN,
            bonus_bet: 0,
            bonus_grant: None,
            bet_delta: 0,
            win_delta: 0,
            bonus_bet_delta: 0,
            changed: true,
        });
        round.bet += call.amount;
        round.bet_delta += call.amount;
        if from_bonus > 0 {
            // One grant's bonus money in the round, or nobody's.
            round.bonus_grant = if round.bonus_bet == 0 || round.bonus_grant == funding { funding } else { None };
        }
        round.bonus_bet += from_bonus;
        round.bonus_bet_delta += from_bonus;
        round.status = if call.round_closed { CLOSED } else { OPEN };
        round.changed = true;
        let wagered = self.wager(player, session.game_id, call.amount, now)?;
        let part = BonusPart { amount: from_bonus, ..wagered };
        self.record(call, key, player, session.game_id, call.amount, self.playable(player), part, posting);
        Ok(self.done(player, true))
    }

    fn win(&mut self, call: &Call, key: Key) -> Result<Outcome> {
        let round_key = (call.provider_id, call.round.clone());
        let (player, game_id) = match &call.reference_uuid {
            Some(reference) => {
                let reference = (call.provider_id, reference.clone());
                match self.txs.get(&reference) {
                    None if self.rolled_back.contains(&reference) => {
                        return Ok(self.refused(Refusal::TransactionRolledBack, None));
                    }
                    Some(bet) if bet.kind == TxKind::Bet.number() && bet.round == call.round => {
                        if self.rolled_back.contains(&reference) {
                            return Ok(self.refused(Refusal::TransactionRolledBack, Some(bet.player_id)));
                        }
                        (bet.player_id, bet.game_id)
                    }
                    _ => return Ok(self.refused(Refusal::TransactionDoesNotExist, None)),
                }
            }
            None => match self.rounds.get(&round_key) {
                Some(round) if round.status != ROLLED_BACK => (round.player_id, round.game_id),
                _ => return Ok(self.refused(Refusal::TransactionDoesNotExist, None)),
            },
        };
        let Some(round) = self.rounds.get(&round_key) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        // The bonus share of the win (the share of the round's stake that was bonus money) goes where the grant that
        // staked it says: its bonus account while it is active, cash up to its cap once converted, else nobody.
        let share = domain::bonus::win_bonus_share(Money(call.amount), Money(round.bet), Money(round.bonus_bet));
        let funder = round.bonus_grant;
        let back = self.money_back(player, funder, share, Came::Won);
        let to_cash = call.amount - share.0 + back.cash.0;
        let Some(round) = self.rounds.get_mut(&round_key) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        round.win += call.amount;
        round.win_delta += call.amount;
        if call.round_closed {
            round.status = CLOSED;
        }
        round.changed = true;
        *self.cash.entry(player).or_default() += to_cash;
        *self.bonus.entry(player).or_default() += back.bonus.0;
        if let Some((_, usage)) = self.limits.get_mut(&player) {
            use_limits(usage, -call.amount, 0);
        }
        let legs = [
            (Account::House, -call.amount),
            (Account::PlayerCash(player), to_cash),
            (Account::PlayerBonus(player), back.bonus.0),
            (Account::BonusFunds, back.funds.0),
        ];
        let posting = self.post(call, Kind::Win, &legs)?;
        let part = BonusPart { amount: back.bonus.0, ..BonusPart::default() };
        self.record(call, key, player, game_id, call.amount, self.playable(player), part, posting);
        Ok(self.done(player, true))
    }

    fn rollback(&mut self, call: &Call, key: Key) -> Result<Outcome> {
        let Some(reference) = call.reference_uuid.clone().map(|r| (call.provider_id, r)) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        let bet = self.txs.get(&reference).cloned();
        let Some(bet) = bet else {
            if self.rolled_back.contains(&reference) {
                return Ok(self.refused(Refusal::TransactionRolledBack, None));
            }
            return Ok(self.record_unknown_rollback(call, key, reference));
        };
        if bet.kind != TxKind::Bet.number() {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, Some(bet.player_id)));
        }
        if self.rolled_back.contains(&reference) {
            return Ok(self.refused(Refusal::TransactionRolledBack, Some(bet.player_id)));
        }
        let player = bet.player_id;
        let Some(round) = self.rounds.get_mut(&(call.provider_id, bet.round.clone())) else {
            return Err(StoreError::Other(format!("the round of bet {} is missing", bet.transaction_uuid)));
        };
        round.bet -= bet.amount;
        round.bet_delta -= bet.amount;
        round.bonus_bet -= bet.bonus_amount;
        round.bonus_bet_delta -= bet.bonus_amount;
        round.status = if round.bet == 0 && round.win == 0 {
            ROLLED_BACK
        } else if call.round_closed {
            CLOSED
        } else {
            round.status
        };
        round.changed = true;
        if let Some((_, usage)) = self.limits.get_mut(&player) {
            use_limits(usage, -bet.amount, -bet.amount);
        }
        // The stake goes back where it came from: its cash part to cash, its bonus money to the bonus account while
        // the grant that staked it is active, else to nobody (a bet that is undone wagered nothing, so a conversion
        // it brought about gives it no cash); what the bet wagered of the still-active grant is taken back.
        let back = self.money_back(player, bet.player_bonus_id, Money(bet.bonus_amount), Came::RolledBack);
        let cash_part = bet.amount - bet.bonus_amount + back.cash.0;
        *self.cash.entry(player).or_default() += cash_part;
        *self.bonus.entry(player).or_default() += back.bonus.0;
        if let Some(grant_id) = self.active_grant(player).map(|g| g.id)
            && bet.player_bonus_id == Some(grant_id)
            && bet.wagered > 0
        {
            if let Some(grant) = self.grants.get_mut(&player) {
                grant.wagered = Money((grant.wagered.0 - bet.wagered).max(0));
            }
            self.grants_changed.insert(player);
        }
        let legs = [
            (Account::House, -bet.amount),
            (Account::PlayerCash(player), cash_part),
            (Account::PlayerBonus(player), back.bonus.0),
            (Account::BonusFunds, back.funds.0),
        ];
        let posting = self.post(call, Kind::Rollback, &legs)?;
        self.rolled_back.insert(reference);
        // A rollback is recorded under its bet's round.
        let rollback = Call { round: bet.round.clone(), ..call.clone() };
        let part = BonusPart { amount: back.bonus.0, ..BonusPart::default() };
        self.record(&rollback, key, player, bet.game_id, bet.amount, self.playable(player), part, posting);
        Ok(self.done(player, true))
    }

    /// A rollback of a transaction we never saw: recorded (when its session says whose it is), so the bet,
    /// should it arrive after all, is refused; answered "does not exist".
    fn record_unknown_rollback(&mut self, call: &Call, key: Key, reference: Key) -> Outcome {
        let Some(session) = self.session(call).cloned() else {
            return self.refused(Refusal::TransactionDoesNotExist, None);
        };
        let player = session.player_id;
        let round_key = (call.provider_id, call.round.clone());
        match self.rounds.get_mut(&round_key) {
            Some(round) if round.player_id != player => {
                return self.refused(Refusal::TransactionDoesNotExist, Some(player));
            }
            Some(_) => {}
            None => {
                self.rounds.insert(
                    round_key,
                    RoundState {
                        id: None,
                        player_id: player,
                        game_id: session.game_id,
                        bet: 0,
                        win: 0,
                        status: ROLLED_BACK,
                        bonus_bet: 0,
                        bonus_grant: None,
                        bet_delta: 0,
                        win_delta: 0,
                        bonus_bet_delta: 0,
                        changed: true,
                    },
                );
            }
        }
        self.rolled_back.insert(reference);
        let playable = self.playable(player);
        self.record(call, key, player, session.game_id, 0, playable, BonusPart::default(), None);
        self.refused(Refusal::TransactionDoesNotExist, Some(player))
    }

    /// Queues the posting of `legs` (none when every leg is zero); its index.
    fn post(&mut self, call: &Call, kind: Kind, legs: &[(Account, i64)]) -> Result<Option<usize>> {
        if legs.iter().all(|(_, amount)| *amount == 0) {
            return Ok(None);
        }
        let provider = Provider::from_id(call.provider_id).map_or("unknown", Provider::code);
        let invalid = |e: domain::ledger::TransferError| StoreError::Other(format!("posting: {e}"));
        let key = IdempotencyKey::parse(format!("casino:{provider}:{}", call.transaction_uuid)).map_err(invalid)?;
        let memo = format!("{provider} {} round {}", call.game_code, call.round);
        let transfer =
            Transfer::new(legs.iter().map(|(account, amount)| (*account, Money(*amount)))).map_err(invalid)?;
        self.postings.push(PendingPosting { kind, key, memo, transfer });
        Ok(Some(self.postings.len() - 1))
    }

    /// The player's grant while it is active.
    fn active_grant(&self, player: i64) -> Option<&Grant> {
        self.grants.get(&player).filter(|g| g.status == domain::bonus::Status::Active)
    }

    /// Where `amount` of bonus money staked from `grant` goes when it comes back to `player` (a win's share, a
    /// rollback); a converted grant's cash counts towards its maximum conversion.
    fn money_back(&mut self, player: i64, grant: Option<i64>, amount: Money, came: Came) -> domain::bonus::MoneyBack {
        use domain::bonus::{Funder, Status};
        if amount.0 <= 0 {
            return domain::bonus::MoneyBack::default();
        }
        let in_batch = self.grants.get(&player).is_some_and(|g| Some(g.id) == grant);
        let found =
            if in_batch { self.grants.get_mut(&player) } else { grant.and_then(|id| self.ended_grants.get_mut(&id)) };
        let Some(found) = found else { return domain::bonus::money_back(amount, Funder::Ended) };
        let funder = match found.status {
            Status::Active => Funder::Active,
            Status::Converted if came == Came::Won => {
                Funder::Converted { cap_left: found.max_conversion.map(|m| Money(m.0 - found.converted_amount.0)) }
            }
            Status::Converted => Funder::Ended,
            Status::Expired | Status::Forfeited => Funder::Ended,
        };
        let back = domain::bonus::money_back(amount, funder);
        if back.cash.0 > 0 {
            found.converted_amount = Money(found.converted_amount.0 + back.cash.0);
            if in_batch {
                self.grants_changed.insert(player);
            } else {
                self.ended_changed.insert(found.id);
            }
        }
        back
    }

    /// Counts a bet of `stake` on `game_id` towards the player's active grant by the game's lobby weight; the bet
    /// that completes the wagering converts the grant. What the bet wagered, of which grant.
    fn wager(&mut self, player: i64, game_id: i64, stake: i64, now: DateTime<Utc>) -> Result<BonusPart> {
        let Some(grant) = self.active_grant(player) else { return Ok(BonusPart::default()) };
        let lobby = self.lobbies.get(&game_id).map_or("", String::as_str);
        let wagered = domain::bonus::contribution(Money(stake), grant.weights.of(lobby)).0;
        let grant_id = grant.id;
        let done = {
            let grant = self.grants.get_mut(&player).expect("the active grant");
            grant.wagered = Money(grant.wagered.0 + wagered);
            grant.wagered.0 >= grant.wagering_required.0
        };
        self.grants_changed.insert(player);
        if done {
            self.convert(player, now)?;
        }
        Ok(BonusPart { amount: 0, grant: Some(grant_id), wagered })
    }

    /// Converts the player's grant, its wagering done: the bonus money left becomes cash up to the grant's
    /// maximum conversion (`bonus_release`), the rest goes back to the bonus funds (`bonus_forfeit`).
    fn convert(&mut self, player: i64, now: DateTime<Utc>) -> Result<()> {
        let left = self.bonus.get(&player).copied().unwrap_or(0);
        let Some(grant) = self.grants.get_mut(&player) else { return Ok(()) };
        let (released, removed) = domain::bonus::conversion(Money(left), grant.max_conversion);
        grant.status = domain::bonus::Status::Converted;
        grant.converted_amount = released;
        grant.ended_at = Some(now);
        let grant = grant.clone();
        let invalid = |e: domain::ledger::TransferError| StoreError::Other(format!("bonus conversion: {e}"));
        let memo = format!("bonus {} converted", grant.bonus_id);
        if released.0 > 0 {
            self.postings.push(PendingPosting {
                kind: Kind::BonusRelease,
                key: bonuses::grants::grant_key(grant.id, "release")?,
                memo: memo.clone(),
                transfer: Transfer::between(Account::PlayerBonus(player), Account::PlayerCash(player), released)
                    .map_err(invalid)?,
            });
        }
        if removed.0 > 0 {
            self.postings.push(PendingPosting {
                kind: Kind::BonusForfeit,
                key: bonuses::grants::grant_key(grant.id, "forfeit")?,
                memo,
                transfer: Transfer::between(Account::PlayerBonus(player), Account::BonusFunds, removed)
                    .map_err(invalid)?,
            });
        }
        *self.cash.entry(player).or_default() += released.0;
        self.bonus.insert(player, 0);
        self.conversions.push((self.current, grant));
        Ok(())
    }

    /// Records the call as a transaction of the batch (later calls of the batch see it as seen).
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        call: &Call,
        key: Key,
        player: i64,
        game_id: i64,
        amount: i64,
        balance_after: i64,
        bonus: BonusPart,
        posting: Option<usize>,
    ) {
        let username = self.usernames.get(&player).cloned().unwrap_or_default();
        self.txs.insert(
            key,
            TxRow {
                provider_id: call.provider_id,
                transaction_uuid: call.transaction_uuid.clone(),
                kind: call.kind.number(),
                amount,
                reference_uuid: call.reference_uuid.clone(),
                balance_after,
                player_id: player,
                username,
                game_id,
                game_code: call.game_code.clone(),
                round: call.round.clone(),
                bonus_amount: bonus.amount,
                player_bonus_id: bonus.grant,
                wagered: bonus.wagered,
            },
        );
        self.new_txs.push(NewTx {
            provider_id: call.provider_id,
            transaction_uuid: call.transaction_uuid.clone(),
            round: call.round.clone(),
            player_id: player,
            game_id,
            kind: call.kind,
            amount,
            reference_uuid: call.reference_uuid.clone(),
            balance_after,
            bonus_amount: bonus.amount,
            player_bonus_id: bonus.grant,
            wagered: bonus.wagered,
            posting,
        });
    }

    /// Writes what the batch decided: the ledger postings, the rounds, the transactions, the grants' wagering.
    async fn write(self, mut conn: Conn<'_>, now: DateTime<Utc>) -> Result<()> {
        let postings: Vec<Posting<'_>> = self
            .postings
            .iter()
            .map(|p| Posting { kind: p.kind, key: &p.key, memo: &p.memo, transfer: &p.transfer })
            .collect();
        match conn.reborrow() {
            Conn::Postgres(c) => self.write_postgres(c, &postings, now).await?,
            Conn::Sqlite(_) => self.write_sqlite(conn.reborrow(), &postings, now).await?,
        }
        let grants: Vec<&Grant> = self.grants_changed.iter().filter_map(|player| self.grants.get(player)).collect();
        if !grants.is_empty() {
            bonuses::wallet::write(conn.reborrow(), &grants, now).await?;
        }
        let converted: Vec<&Grant> = self.ended_changed.iter().filter_map(|id| self.ended_grants.get(id)).collect();
        bonuses::wallet::write_converted(conn, &converted).await?;
        Ok(())
    }

    /// The ledger carried the same balances forward as the decisions did, or nothing is written.
    fn same_balances(&self, balances: &[(Account, Money)]) -> Result<()> {
        for (account, balance) in balances {
            let decided = match account {
                Account::PlayerCash(player) => self.cash.get(player),
                Account::PlayerBonus(player) => self.bonus.get(player),
                _ => continue,
            };
            if decided.copied() != Some(balance.minor()) {
                return Err(StoreError::Other(format!("{account:?} moved under the batch")));
            }
        }
        Ok(())
    }

    /// The new rounds and the changed ones.
    fn changed_rounds(&self) -> (Vec<RoundRef<'_>>, Vec<RoundRef<'_>>) {
        self.rounds.iter().filter(|(_, r)| r.changed).partition(|(_, r)| r.id.is_none())
    }

    /// PostgreSQL: everything in one statement (the ledger's [`ledger::PG_POSTING_CTE`] with the rounds and the
    /// transactions, which take their round's and posting's ids by joining on the keys), because the committer's
    /// time — which every waiting call waits for — goes on round trips: one instead of six.
    async fn write_postgres(
        &self,
        conn: &mut sqlx::PgConnection,
        postings: &[Posting<'_>],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let plan = ledger::plan_locked(postings, &self.locked)?;
        self.same_balances(&plan.balances)?;
        let (new, existing) = self.changed_rounds();
        static SQL: LazyLock<String> = LazyLock::new(|| {
            format!(
            "WITH {},
            nr AS (
                INSERT INTO casino_rounds (provider_id, round, player_id, game_id, bet, win, status, created_at,
                    updated_at, bonus_bet)
                SELECT x.provider_id, x.round, x.player_id, x.game_id, x.bet, x.win, x.status, $19, $19, x.bonus_bet
                FROM unnest($11::bigint[], $12::text[], $13::bigint[], $14::bigint[], $15::bigint[], $16::bigint[],
                    $17::text[], $18::bigint[]) AS x (provider_id, round, player_id, game_id, bet, win, status, bonus_bet)
                ON CONFLICT (provider_id, round) DO UPDATE SET bet = casino_rounds.bet + excluded.bet,
                    win = casino_rounds.win + excluded.win, status = excluded.status, updated_at = excluded.updated_at,
                    bonus_bet = casino_rounds.bonus_bet + excluded.bonus_bet
                RETURNING id, provider_id, round),
            ur AS (
                UPDATE casino_rounds SET bet = casino_rounds.bet + v.bet, win = casino_rounds.win + v.win,
                    status = v.status, updated_at = $19, bonus_bet = casino_rounds.bonus_bet + v.bonus_bet
                FROM unnest($20::bigint[], $21::bigint[], $22::bigint[], $23::text[], $24::bigint[])
                    AS v (id, bet, win, status, bonus_bet)
                WHERE casino_rounds.id = v.id),
            ct AS (
                INSERT INTO casino_transactions (provider_id, transaction_uuid, round_id, player_id, game_id, kind,
                    amount, reference_uuid, balance_after, ledger_transaction_id, created_at, bonus_amount,
                    player_bonus_id, wagered)
                SELECT x.provider_id, x.transaction_uuid, COALESCE(x.round_id, nr.id), x.player_id, x.game_id, x.kind,
                    x.amount, x.reference_uuid, x.balance_after, lt.id, $19, x.bonus_amount, x.player_bonus_id, x.wagered
                FROM unnest($25::bigint[], $26::text[], $27::bigint[], $28::text[], $29::bigint[], $30::bigint[],
                    $31::bigint[], $32::bigint[], $33::text[], $34::bigint[], $35::text[], $36::bigint[], $37::bigint[],
                    $38::bigint[]) WITH ORDINALITY
                    AS x (provider_id, transaction_uuid, round_id, round, player_id, game_id, kind, amount,
                        reference_uuid, balance_after, ledger_key, bonus_amount, player_bonus_id, wagered, n)
                LEFT JOIN nr ON nr.provider_id = x.provider_id AND nr.round = x.round
                LEFT JOIN lt ON lt.idempotency_key = x.ledger_key
                ORDER BY x.n)
            SELECT (SELECT COUNT(*) FROM lt), (SELECT COUNT(*) FROM acc)",
            ledger::PG_POSTING_CTE
        )
        });
        let txs = &self.new_txs;
        let round_id = |tx: &NewTx| self.rounds.get(&(tx.provider_id, tx.round.clone())).and_then(|r| r.id);
        let (transactions, accounts): (i64, i64) = ledger::bind_posting_cte(sqlx::query_as(SQL.as_str()), &plan, now)
            .bind(new.iter().map(|((provider, _), _)| *provider).collect::<Vec<_>>())
            .bind(new.iter().map(|((_, round), _)| round.as_str()).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.player_id).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.game_id).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.bet_delta).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.win_delta).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.status).collect::<Vec<_>>())
            .bind(new.iter().map(|(_, r)| r.bonus_bet_delta).collect::<Vec<_>>())
            .bind(now)
            .bind(existing.iter().map(|(_, r)| r.id).collect::<Vec<_>>())
            .bind(existing.iter().map(|(_, r)| r.bet_delta).collect::<Vec<_>>())
            .bind(existing.iter().map(|(_, r)| r.win_delta).collect::<Vec<_>>())
            .bind(existing.iter().map(|(_, r)| r.status).collect::<Vec<_>>())
            .bind(existing.iter().map(|(_, r)| r.bonus_bet_delta).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.provider_id).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.transaction_uuid.as_str()).collect::<Vec<_>>())
            .bind(txs.iter().map(round_id).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.round.as_str()).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.player_id).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.game_id).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.kind.number()).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.amount).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.reference_uuid.as_deref()).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.balance_after).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.posting.map(|i| postings[i].key.as_str())).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.bonus_amount).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.player_bonus_id).collect::<Vec<_>>())
            .bind(txs.iter().map(|tx| tx.wagered).collect::<Vec<_>>())
            .fetch_one(&mut *conn)
            .await?;
        plan.written(transactions, accounts)?;
        Ok(())
    }

    /// SQLite, whose statements cost no round trip: the ledger's batch posting, the new rounds, the changed
    /// ones, the transactions.
    async fn write_sqlite(&self, mut conn: Conn<'_>, postings: &[Posting<'_>], now: DateTime<Utc>) -> Result<()> {
        let posted = if postings.is_empty() {
            None
        } else {
            let posted = ledger::post_batch_locked(conn.reborrow(), postings, &self.locked, now).await?;
            self.same_balances(&posted.balances)?;
            Some(posted.transaction_ids)
        };

        // New rounds (their totals are never negative), then the changes of existing ones.
        let mut round_ids: HashMap<Key, i64> = HashMap::new();
        let (new, existing) = self.changed_rounds();
        if !new.is_empty() {
            let sql = format!(
                "INSERT INTO casino_rounds (provider_id, round, player_id, game_id, bet, win, status, created_at,
                    updated_at, bonus_bet)
                 {}
                 ON CONFLICT (provider_id, round) DO UPDATE SET bet = casino_rounds.bet + excluded.bet,
                    win = casino_rounds.win + excluded.win, status = excluded.status, updated_at = excluded.updated_at,
                    bonus_bet = casino_rounds.bonus_bet + excluded.bonus_bet
                 RETURNING id, provider_id, round",
                rows_values(
                    conn.backend(),
                    new.len(),
                    &[
                        "bigint",
                        "text",
                        "bigint",
                        "bigint",
                        "bigint",
                        "bigint",
                        "text",
                        "timestamptz",
                        "timestamptz",
                        "bigint"
                    ]
                )
            );
            let rows: Vec<(i64, i64, String)> = with_rows!(
                conn.reborrow(),
                sqlx::query_as(&sql),
                new,
                |((provider, round), state)| (
                    *provider,
                    round.as_str(),
                    state.player_id,
                    state.game_id,
                    state.bet_delta,
                    state.win_delta,
                    state.status,
                    now,
                    now,
                    state.bonus_bet_delta
                ),
                fetch_all
            )?;
            round_ids.extend(rows.into_iter().map(|(id, provider, round)| ((provider, round), id)));
        }
        if !existing.is_empty() {
            let sql = format!(
                "UPDATE casino_rounds SET bet = casino_rounds.bet + v.bet, win = casino_rounds.win + v.win,
                    status = v.status, updated_at = v.at, bonus_bet = casino_rounds.bonus_bet + v.bonus_bet
                 FROM {}
                 WHERE casino_rounds.id = v.id",
                rows_table(
                    conn.backend(),
                    existing.len(),
                    "v",
                    &[
                        ("id", "bigint"),
                        ("bet", "bigint"),
                        ("win", "bigint"),
                        ("status", "text"),
                        ("at", "timestamptz"),
                        ("bonus_bet", "bigint"),
                    ]
                )
            );
            with_rows!(
                conn.reborrow(),
                sqlx::query(&sql),
                existing,
                |(_, state)| (state.id, state.bet_delta, state.win_delta, state.status, now, state.bonus_bet_delta),
                execute
            )?;
            for (key, state) in &existing {
                if let Some(id) = state.id {
                    round_ids.insert((*key).clone(), id);
                }
            }
        }

        if !self.new_txs.is_empty() {
            let sql =
                format!(
                "INSERT INTO casino_transactions (provider_id, transaction_uuid, round_id, player_id, game_id, kind,
                    amount, reference_uuid, balance_after, ledger_transaction_id, created_at, bonus_amount,
                    player_bonus_id, wagered)
                 {}",
                rows_values(
                    conn.backend(),
                    self.new_txs.len(),
                    &[
                        "bigint", "text", "bigint", "bigint", "bigint", "bigint", "bigint", "text", "bigint", "bigint",
                        "timestamptz", "bigint", "bigint", "bigint",
                    ]
                )
            );
            let ledger_ids = posted.unwrap_or_default();
            let mut rows = Vec::with_capacity(self.new_txs.len());
            for tx in &self.new_txs {
                let round_id = *round_ids
                    .get(&(tx.provider_id, tx.round.clone()))
                    .ok_or_else(|| StoreError::Other(format!("round {} not written", tx.round)))?;
                rows.push((tx, round_id, tx.posting.and_then(|i| ledger_ids.get(i).copied())));
            }
            with_rows!(
                conn.reborrow(),
                sqlx::query(&sql),
                rows,
                |(tx, round_id, ledger_id)| (
                    tx.provider_id,
                    tx.transaction_uuid.as_str(),
                    *round_id,
                    tx.player_id,
                    tx.game_id,
                    tx.kind.number(),
                    tx.amount,
                    tx.reference_uuid.as_deref(),
                    tx.balance_after,
                    *ledger_id,
                    now,
                    tx.bonus_amount,
                    tx.player_bonus_id,
                    tx.wagered
                ),
                execute
            )?;
        }

        Ok(())
    }
}
