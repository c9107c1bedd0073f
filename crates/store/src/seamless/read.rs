//! What a batch reads before it decides (`domain::seamless::Snapshot`): the calls' sessions, the transactions
//! they repeat or name with the rollbacks recorded for them, their rounds, and — locked until the commit — the
//! players' balances, with their loss and wager limits, active bonus grants and the lobbies that weight them.

use std::{
    collections::{HashMap, HashSet},
    sync::LazyLock,
};

use chrono::{DateTime, Utc};
use domain::{
    casino::TxKind,
    ledger::Account,
    money::Money,
    seamless::{Book, Key, Round, RoundStatus, Seen, Session, Snapshot},
};

use super::{Call, State, money_side};
use crate::{
    Backend, Conn, Result, StoreError, bind_pairs, bonuses,
    casino::sessions::{self, Resolved},
    ledger, pair_keys, responsible,
};

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

impl TxRow {
    fn seen(self) -> Result<(Key, Seen)> {
        let kind = TxKind::from_number(self.kind).ok_or_else(|| {
            StoreError::Other(format!("transaction {} has kind {}", self.transaction_uuid, self.kind))
        })?;
        let seen = Seen {
            provider_id: self.provider_id,
            transaction_uuid: self.transaction_uuid,
            kind,
            amount: self.amount,
            reference_uuid: self.reference_uuid,
            balance_after: self.balance_after,
            player_id: self.player_id,
            username: self.username,
            game_id: self.game_id,
            game_code: self.game_code,
            round: self.round,
            bonus_amount: self.bonus_amount,
            player_bonus_id: self.player_bonus_id,
            wagered: self.wagered,
        };
        Ok(((seen.provider_id, seen.transaction_uuid.clone()), seen))
    }
}

fn session(resolved: &Resolved) -> Session {
    Session {
        player_id: resolved.player_id,
        username: resolved.username.clone(),
        provider_id: resolved.provider_id,
        game_id: resolved.game_id,
        game_code: resolved.game_code.clone(),
        expires_at: resolved.expires_at,
        site_session_ended: resolved.site_session_ended,
        blocked: resolved.blocked,
    }
}

/// Reads, in five statements, what the batch's calls need.
pub(super) async fn read(mut conn: Conn<'_>, calls: &[Call], now: DateTime<Utc>) -> Result<State> {
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

    let seen = txs.into_iter().map(TxRow::seen).collect::<Result<HashMap<_, _>>>()?;
    let rounds = rounds
        .into_iter()
        .map(|r| {
            let status = RoundStatus::parse(&r.status);
            let round = Round::stored(r.id, r.player_id, r.game_id, r.bet, r.win, status, r.bonus_bet, r.bonus_grant);
            ((r.provider_id, r.round), round)
        })
        .collect();
    let snapshot = Snapshot {
        sessions: sessions.iter().map(|(hash, resolved)| (hash.clone(), session(resolved))).collect(),
        seen,
        rolled_back: rolled_back.into_iter().collect::<HashSet<_>>(),
        rounds,
        cash: players.iter().map(|p| (*p, of(Account::PlayerCash(*p)))).collect(),
        bonus: players.iter().map(|p| (*p, of(Account::PlayerBonus(*p)))).collect(),
        usernames,
        limits,
        grants: grants.iter().map(|(player, grant)| (*player, money_side(grant))).collect(),
        lobbies,
        ended_grants: ended_grants.iter().map(|(id, grant)| (*id, money_side(grant))).collect(),
    };
    Ok(State { book: Book::new(snapshot), locked, grants, ended_grants })
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
