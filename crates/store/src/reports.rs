//! The back office's figures, read from the ledger (money), the players and sessions (people) and the payments
//! (methods and statuses), over a period of whole Istanbul days, per day (`YYYY-MM-DD`) or per provider or
//! game. Money is in kuruş. What counts as what is `domain::report` and docs/decisions.md:
//!
//! - deposits: `deposit` transactions (clearing → player), their count and amount;
//! - withdrawals: `withdrawal_approval` transactions (money paid out of the hold), count and gross amount;
//! - bets, wins: the house's side of `bet`, `win` and `rollback` transactions (a rollback refunds a bet);
//! - bonus cost: what left the bonus funds account (grants, less forfeits and returns);
//! - active players: those who logged in, were last seen, or had money move on their accounts that day.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use domain::report::GameFigures;

use crate::{Backend, Db, Result, with_db};

/// The Istanbul calendar day of timestamp column `column`, as `YYYY-MM-DD` text.
fn day(backend: Backend, column: &str) -> String {
    match backend {
        // Stored as `YYYY-MM-DD HH:MM:SS.ffffff+00:00`; Istanbul is UTC+3 all year.
        Backend::Sqlite => format!("date({column}, '+3 hours')"),
        Backend::Postgres => format!("to_char({column} AT TIME ZONE 'Europe/Istanbul', 'YYYY-MM-DD')"),
    }
}

/// One day's (or the whole period's) figures.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Figures {
    pub registrations: i64,
    pub active_players: i64,
    pub deposit_count: i64,
    pub deposit_amount: i64,
    pub withdrawal_count: i64,
    pub withdrawal_amount: i64,
    pub games: GameFigures,
}

/// The overview: per day (only days with something), the whole period, and what waits now.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Overview {
    pub days: BTreeMap<String, Figures>,
    pub totals: Figures,
    pub pending_withdrawal_count: i64,
    pub pending_withdrawal_amount: i64,
}

#[derive(sqlx::FromRow)]
struct MoneyRow {
    day: String,
    kind: String,
    account: String,
    transactions: i64,
    amount: i64,
}

/// The system accounts' side of every transaction in `[start, end)`, by day, kind and account.
async fn money_rows(db: &Db, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Vec<MoneyRow>> {
    let sql = format!(
        "SELECT {} AS day, t.kind AS kind, a.kind AS account, COUNT(DISTINCT t.id) AS transactions,
             CAST(COALESCE(SUM(e.amount), 0) AS BIGINT) AS amount
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id
         WHERE t.created_at >= $1 AND t.created_at < $2 AND a.owner = 0
           AND a.kind IN ('house', 'payment_clearing', 'withdrawal_hold', 'bonus_funds')
         GROUP BY 1, t.kind, a.kind",
        day(db.backend(), "t.created_at")
    );
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(start).bind(end).fetch_all(pool).await)?)
}

/// Adds one money row to `figures`.
fn add_money(figures: &mut Figures, row: &MoneyRow) {
    match (row.kind.as_str(), row.account.as_str()) {
        ("deposit", "payment_clearing") => {
            figures.deposit_count += row.transactions;
            figures.deposit_amount -= row.amount;
        }
        ("withdrawal_approval", "withdrawal_hold") => {
            figures.withdrawal_count += row.transactions;
            figures.withdrawal_amount -= row.amount;
        }
        ("bet" | "rollback", "house") => figures.games.bets += row.amount,
        ("win", "house") => figures.games.wins -= row.amount,
        (_, "bonus_funds") => figures.games.bonus_cost -= row.amount,
        _ => {}
    }
}

/// Who was active: a session opened or last seen, or money moved on the player's own accounts.
fn active_players_sql(backend: Backend, by_day: bool) -> String {
    let (t_day, s_created, s_seen) =
        (day(backend, "t.created_at"), day(backend, "s.created_at"), day(backend, "s.last_seen_at"));
    let (pick, group) = if by_day { ("d, ", " GROUP BY d") } else { ("", "") };
    format!(
        "SELECT {pick}COUNT(DISTINCT player) FROM (
             SELECT {t_day} AS d, a.owner AS player FROM ledger_transactions t
                 JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE t.created_at >= $1 AND t.created_at < $2 AND a.kind IN ('player_cash', 'player_bonus')
             UNION SELECT {s_created} AS d, s.player_id AS player FROM sessions s
                 WHERE s.created_at >= $1 AND s.created_at < $2
             UNION SELECT {s_seen} AS d, s.player_id AS player FROM sessions s
                 WHERE s.last_seen_at >= $1 AND s.last_seen_at < $2
         ) active{group}"
    )
}

/// The overview of `[start, end)`, with the pending withdrawals as they are now.
pub async fn overview(db: &Db, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Overview> {
    let backend = db.backend();
    let mut overview = Overview::default();
    for row in money_rows(db, start, end).await? {
        add_money(overview.days.entry(row.day.clone()).or_default(), &row);
        add_money(&mut overview.totals, &row);
    }
    let registrations = format!(
        "SELECT {} AS d, COUNT(*) FROM players WHERE created_at >= $1 AND created_at < $2 GROUP BY 1",
        day(backend, "created_at")
    );
    let registered: Vec<(String, i64)> =
        with_db!(db, pool => sqlx::query_as(&registrations).bind(start).bind(end).fetch_all(pool).await)?;
    for (d, count) in registered {
        overview.days.entry(d).or_default().registrations = count;
        overview.totals.registrations += count;
    }
    let by_day = active_players_sql(backend, true);
    let active: Vec<(String, i64)> =
        with_db!(db, pool => sqlx::query_as(&by_day).bind(start).bind(end).fetch_all(pool).await)?;
    for (d, count) in active {
        overview.days.entry(d).or_default().active_players = count;
    }
    let whole = active_players_sql(backend, false);
    overview.totals.active_players =
        with_db!(db, pool => sqlx::query_scalar(&whole).bind(start).bind(end).fetch_one(pool).await)?;
    let (count, amount): (i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT COUNT(*), CAST(COALESCE(SUM(amount), 0) AS BIGINT) FROM payments WHERE direction = 2 AND status = 2")
        .fetch_one(pool)
        .await)?;
    (overview.pending_withdrawal_count, overview.pending_withdrawal_amount) = (count, amount);
    Ok(overview)
}

/// GGR per day of `[start, end)` (only days with play or bonus movements).
pub async fn ggr_by_day(db: &Db, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<BTreeMap<String, GameFigures>> {
    let mut days: BTreeMap<String, Figures> = BTreeMap::new();
    for row in money_rows(db, start, end).await? {
        add_money(days.entry(row.day.clone()).or_default(), &row);
    }
    Ok(days.into_iter().map(|(d, f)| (d, f.games)).filter(|(_, g)| *g != GameFigures::default()).collect())
}

/// How [`ggr_by`] groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupBy {
    Provider,
    Game,
}

/// One provider's or game's game figures (no bonus cost: bonuses are not per game).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct GroupFigures {
    /// The provider's code, or the game's id.
    pub key: String,
    /// The provider's or the game's name.
    pub name: String,
    /// The game's provider (for a game; the provider's own name otherwise).
    pub provider: String,
    pub bets: i64,
    pub wins: i64,
}

/// Bets and wins of `[start, end)` per provider or game, from the house's side of each casino transaction's
/// ledger posting; highest GGR first.
pub async fn ggr_by(db: &Db, by: GroupBy, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Vec<GroupFigures>> {
    let (key, name, group) = match by {
        GroupBy::Provider => ("p.code", "p.name", "p.code, p.name"),
        GroupBy::Game => ("CAST(g.id AS TEXT)", "g.name", "g.id, g.name, p.name"),
    };
    let sql = format!(
        "SELECT {key} AS key, {name} AS name, p.name AS provider,
             CAST(COALESCE(SUM(CASE WHEN t.kind IN ('bet', 'rollback') THEN e.amount ELSE 0 END), 0) AS BIGINT) AS bets,
             CAST(COALESCE(SUM(CASE WHEN t.kind = 'win' THEN -e.amount ELSE 0 END), 0) AS BIGINT) AS wins
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.owner = 0
         JOIN casino_transactions ct ON ct.ledger_transaction_id = t.id
         JOIN casino_games g ON g.id = ct.game_id JOIN casino_providers p ON p.id = ct.provider_id
         WHERE t.created_at >= $1 AND t.created_at < $2 AND t.kind IN ('bet', 'win', 'rollback')
         GROUP BY {group}"
    );
    let mut rows: Vec<GroupFigures> =
        with_db!(db, pool => sqlx::query_as(&sql).bind(start).bind(end).fetch_all(pool).await)?;
    rows.sort_by(|a, b| (b.bets - b.wins).cmp(&(a.bets - a.wins)).then_with(|| a.key.cmp(&b.key)));
    Ok(rows)
}

/// Payments opened in `[start, end)` of one method, direction and status.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PaymentGroup {
    pub method: String,
    /// Deposit 1, Withdraw 2.
    pub direction: i64,
    /// Spec Status number.
    pub status: i64,
    pub count: i64,
    pub amount: i64,
    pub fee: i64,
}

/// Payments opened in `[start, end)` by method, direction and status.
pub async fn payments(db: &Db, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Vec<PaymentGroup>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT m.code AS method, p.direction, p.status, COUNT(*) AS count,
             CAST(COALESCE(SUM(p.amount), 0) AS BIGINT) AS amount, CAST(COALESCE(SUM(p.fee), 0) AS BIGINT) AS fee
         FROM payments p JOIN payment_methods m ON m.id = p.method_id
         WHERE p.created_at >= $1 AND p.created_at < $2
         GROUP BY m.code, p.direction, p.status ORDER BY m.code, p.direction, p.status")
        .bind(start)
        .bind(end)
        .fetch_all(pool)
        .await)?)
}

/// The grant id in a bonus posting's idempotency key (`bonus:{grant id}:{what}`), as an integer expression.
fn grant_of_key(backend: Backend, column: &str) -> String {
    match backend {
        Backend::Sqlite => format!("CAST(substr({column}, 7, instr(substr({column}, 7), ':') - 1) AS INTEGER)"),
        Backend::Postgres => format!("CAST(split_part({column}, ':', 2) AS BIGINT)"),
    }
}

/// One bonus's movements of the bonus funds on one day. Kuruş.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct BonusCost {
    /// `YYYY-MM-DD` in Istanbul.
    pub day: String,
    /// The bonus; `None` for movements of the bonus funds no grant explains (a correction by hand).
    pub bonus_id: Option<i64>,
    pub title_tr: Option<String>,
    pub title_en: Option<String>,
    /// Grants made.
    pub grants: i64,
    /// Bonus money granted.
    pub granted: i64,
    /// Bonus money that came back (forfeited, expired, or above the conversion cap).
    pub returned: i64,
}

impl BonusCost {
    /// What the bonus cost: granted less returned.
    pub fn cost(&self) -> i64 {
        self.granted - self.returned
    }
}

/// The bonus funds' movements of `[start, end)` by Istanbul day and bonus (the grant named by each posting's
/// idempotency key), by day then bonus. Their costs add up to the overview's bonus cost.
pub async fn bonus_costs(db: &Db, start: DateTime<Utc>, end: DateTime<Utc>) -> Result<Vec<BonusCost>> {
    let backend = db.backend();
    let sql = format!(
        "SELECT m.day, g.bonus_id, b.title_tr, b.title_en,
             CAST(SUM(CASE WHEN m.kind = 'bonus_grant' THEN 1 ELSE 0 END) AS BIGINT) AS grants,
             CAST(SUM(CASE WHEN m.amount < 0 THEN -m.amount ELSE 0 END) AS BIGINT) AS granted,
             CAST(SUM(CASE WHEN m.amount > 0 THEN m.amount ELSE 0 END) AS BIGINT) AS returned
         FROM (SELECT {day} AS day, t.kind, e.amount,
                   CASE WHEN t.idempotency_key LIKE 'bonus:%:%' THEN {grant} END AS grant_id
               FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
               JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'bonus_funds' AND a.owner = 0
               WHERE t.created_at >= $1 AND t.created_at < $2) m
         LEFT JOIN player_bonuses g ON g.id = m.grant_id LEFT JOIN bonuses b ON b.id = g.bonus_id
         GROUP BY m.day, g.bonus_id, b.title_tr, b.title_en
         ORDER BY m.day, g.bonus_id",
        day = day(backend, "t.created_at"),
        grant = grant_of_key(backend, "t.idempotency_key"),
    );
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(start).bind(end).fetch_all(pool).await)?)
}
