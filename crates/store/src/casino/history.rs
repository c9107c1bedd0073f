//! What the seamless wallet recorded, as players read it: a player's game history (their bets and wins) and the
//! site's top winners.
//!
//! A rolled-back bet never happened for the player: the bet and its rollback both stay out of the history, and
//! so do calls that moved nothing (a zero win closing a lost round, a rollback of a transaction never seen).

use chrono::{DateTime, Utc};
use domain::casino::TxKind;

use crate::{Db, Result, with_db};

/// Which of a player's transactions to list.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub player_id: i64,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    /// Only wins or only bets.
    pub kind: Option<TxKind>,
}

/// One bet or win.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Item {
    pub id: i64,
    /// Our id of the round (`casino_rounds.id`).
    pub round_id: i64,
    pub game_name: String,
    pub provider_name: String,
    /// Win 1, Bet 2.
    pub kind: i64,
    /// Kuruş.
    pub amount: i64,
    /// The player's cash after it, kuruş.
    pub balance_after: i64,
    pub created_at: DateTime<Utc>,
}

/// A page of the player's bets and wins, newest first, and how many there are in all.
pub async fn page(db: &Db, filter: &Filter, skip: i64, take: i64) -> Result<(Vec<Item>, i64)> {
    // Binds: $1 player, then from, to, kind as present.
    let mut conditions = String::from(
        "t.player_id = $1 AND t.kind IN (1, 2) AND t.amount > 0
         AND NOT (t.kind = 2 AND EXISTS (SELECT 1 FROM casino_transactions b
             WHERE b.provider_id = t.provider_id AND b.reference_uuid = t.transaction_uuid AND b.kind = 3))",
    );
    let mut n = 1;
    let mut next = |condition: &str| {
        n += 1;
        format!(" AND {condition} ${n}")
    };
    if filter.from.is_some() {
        conditions.push_str(&next("t.created_at >="));
    }
    if filter.to.is_some() {
        conditions.push_str(&next("t.created_at <="));
    }
    if filter.kind.is_some() {
        conditions.push_str(&next("t.kind ="));
    }
    let from = "FROM casino_transactions t
        JOIN casino_games g ON g.id = t.game_id
        JOIN casino_providers pr ON pr.id = t.provider_id";
    let list = format!(
        "SELECT t.id, t.round_id, g.name AS game_name, pr.name AS provider_name, t.kind, t.amount, t.balance_after,
                t.created_at
         {from} WHERE {conditions} ORDER BY t.id DESC LIMIT {take} OFFSET {skip}",
        take = take.max(0),
        skip = skip.max(0)
    );
    let count = format!("SELECT COUNT(*) {from} WHERE {conditions}");
    let kind = filter.kind.map(TxKind::number);
    with_db!(db, pool => {
        let mut query = sqlx::query_as(&list).bind(filter.player_id);
        let mut total = sqlx::query_scalar(&count).bind(filter.player_id);
        if let Some(from) = filter.from {
            query = query.bind(from);
            total = total.bind(from);
        }
        if let Some(to) = filter.to {
            query = query.bind(to);
            total = total.bind(to);
        }
        if let Some(kind) = kind {
            query = query.bind(kind);
            total = total.bind(kind);
        }
        let items: Vec<Item> = query.fetch_all(pool).await?;
        let total: i64 = total.fetch_one(pool).await?;
        Ok((items, total))
    })
}

/// A game round of a player's, as operators read it: its game, what was staked and won, and how it stands.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Round {
    /// Our id (`casino_rounds.id`), which the history's items carry as `round_id`.
    pub id: i64,
    /// The provider's id of the round.
    pub round: String,
    pub game_id: i64,
    pub game_name: String,
    pub provider_name: String,
    /// Kuruş, less rolled-back bets.
    pub bet: i64,
    pub win: i64,
    /// open, closed or rolled_back.
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A page of the player's rounds, newest first, and how many there are in all.
pub async fn rounds(db: &Db, player_id: i64, skip: i64, take: i64) -> Result<(Vec<Round>, i64)> {
    with_db!(db, pool => {
        let items = sqlx::query_as(
            "SELECT r.id, r.round, r.game_id, g.name AS game_name, pr.name AS provider_name, r.bet, r.win, r.status,
                    r.created_at, r.updated_at
             FROM casino_rounds r JOIN casino_games g ON g.id = r.game_id JOIN casino_providers pr ON pr.id = r.provider_id
             WHERE r.player_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3")
            .bind(player_id).bind(take).bind(skip).fetch_all(pool).await?;
        let total = sqlx::query_scalar("SELECT COUNT(*) FROM casino_rounds WHERE player_id = $1")
            .bind(player_id).fetch_one(pool).await?;
        Ok((items, total))
    })
}

/// One of the biggest wins: a player's best win in one game.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Winner {
    pub username: String,
    pub game_name: String,
    pub image_url: String,
    /// Kuruş.
    pub amount: i64,
}

/// The `count` biggest wins since `since` in live games (`live`) or the others, one per player and game, biggest
/// first (the more recent first among equals).
pub async fn top_winners(db: &Db, live: bool, since: DateTime<Utc>, count: i64) -> Result<Vec<Winner>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT p.username, g.name AS game_name, g.image_url, MAX(t.amount) AS amount
         FROM casino_transactions t
         JOIN casino_games g ON g.id = t.game_id
         JOIN players p ON p.id = t.player_id
         WHERE t.kind = 1 AND t.amount > 0 AND t.created_at >= $1 AND g.live = $2
         GROUP BY t.player_id, t.game_id, p.username, g.name, g.image_url
         ORDER BY MAX(t.amount) DESC, MAX(t.id) DESC
         LIMIT $3")
        .bind(since)
        .bind(live)
        .bind(count)
        .fetch_all(pool)
        .await)?)
}
