//! What operators do with players: search, session counts, block and unblock (each change audited in its
//! transaction). Reading one player is `players::get`; ending sessions reuses `sessions`' statement.

use chrono::{DateTime, SubsecRound, Utc};
use domain::session::EndReason;
use serde_json::json;

use crate::{
    Db, Result,
    audit::{self, NewEntry},
    sessions::end_all_sessions,
    with_db,
};

/// A player as the search lists them.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Found {
    pub id: i64,
    pub username: String,
    pub usercode: String,
    pub name: String,
    pub surname: String,
    pub email: String,
    pub phone: String,
    pub phone_verified_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub blocked_at: Option<DateTime<Utc>>,
}

/// `%text%` for LIKE with `\` escaping the wildcards the operator typed.
fn contains_pattern(text: &str) -> String {
    let escaped: String = text
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    format!("%{escaped}%")
}

/// PostgreSQL: the searched texts as one, the expression of the trigram index `players_search` (migration 0022).
pub const SEARCH_TEXT: &str = "(username || E'\\x1f' || email || E'\\x1f' || phone || E'\\x1f' || usercode || E'\\x1f' || name || ' ' || surname)";

/// One value a search statement binds.
enum Arg {
    Text(String),
    Id(Option<i64>),
}

/// `text` as one FTS5 phrase (a substring, with the trigram tokenizer).
fn phrase(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// Players whose username, e-mail, phone, user code or name (first, last or both) contains `search`
/// (case-insensitive; a number also finds the player with that id; a text written like a phone number,
/// `+90 (532) 765-43-21`, is matched by its digits), with the total count. Exact matches (the username, e-mail,
/// user code, phone or id itself) come first, then the newest. An empty search lists everyone, newest first.
///
/// A trigram index answers (migration 0022): SQLite's FTS5 table `players_search`, PostgreSQL's pg_trgm GIN index
/// on [`SEARCH_TEXT`] behind one `ILIKE '%…%'`. Texts of one or two characters, which no trigram holds, scan.
pub async fn search(db: &Db, search: &str, skip: i64, take: i64) -> Result<(Vec<Found>, i64)> {
    let search = search.trim();
    let exact = search.to_lowercase();
    let digits: String = search.chars().filter(char::is_ascii_digit).collect();
    // Only a text made of a phone's characters is searched by its digits: an e-mail's or username's digits
    // would find every phone holding them.
    let phone_like = search.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c)) && digits.len() >= 3;
    let mut args = Vec::new();
    let mut arg = |value: Arg| {
        args.push(value);
        format!("${}", args.len())
    };
    let (filter, order) = if search.is_empty() {
        (String::new(), "id DESC".to_owned())
    } else {
        let id = arg(Arg::Id(search.parse().ok()));
        let matches = match db.backend() {
            crate::Backend::Sqlite if search.chars().count() >= 3 => {
                let mut query = phrase(search);
                if phone_like {
                    query.push_str(&format!(" OR {{phone}} : {}", phrase(&digits)));
                }
                format!("id IN (SELECT rowid FROM players_search WHERE players_search MATCH {})", arg(Arg::Text(query)))
            }
            crate::Backend::Sqlite => {
                let lower = arg(Arg::Text(contains_pattern(&exact)));
                let phone = if phone_like { arg(Arg::Text(contains_pattern(&digits))) } else { lower.clone() };
                // The name as typed, for the capitals SQLite's ASCII lower() leaves alone.
                let typed = arg(Arg::Text(contains_pattern(search)));
                format!(
                    "username_lower LIKE {lower} ESCAPE '\\' OR email_lower LIKE {lower} ESCAPE '\\'
                     OR phone LIKE {phone} ESCAPE '\\' OR lower(usercode) LIKE {lower} ESCAPE '\\'
                     OR lower(name || ' ' || surname) LIKE {lower} ESCAPE '\\'
                     OR name || ' ' || surname LIKE {typed} ESCAPE '\\'"
                )
            }
            crate::Backend::Postgres => {
                let text = arg(Arg::Text(contains_pattern(search)));
                let mut matches = format!("{SEARCH_TEXT} ILIKE {text} ESCAPE '\\'");
                if phone_like {
                    let phone = arg(Arg::Text(contains_pattern(&digits)));
                    matches.push_str(&format!(" OR {SEARCH_TEXT} LIKE {phone} ESCAPE '\\'"));
                }
                matches
            }
        };
        let (text, number) = (arg(Arg::Text(exact.clone())), arg(Arg::Text(digits.clone())));
        let order = format!(
            "CASE WHEN id = {id} OR username_lower = {text} OR email_lower = {text} OR lower(usercode) = {text}
                 OR phone = {number} THEN 0 ELSE 1 END, id DESC"
        );
        (format!("WHERE id = {id} OR {matches}"), order)
    };
    // The count binds what the filter names; the ordering's two values come after.
    let filtered = args.len() - if search.is_empty() { 0 } else { 2 };
    let (limit, offset) = (args.len() + 1, args.len() + 2);
    let list = format!(
        "SELECT id, username, usercode, name, surname, email, phone, phone_verified_at, created_at, last_login_at,
         blocked_at FROM players {filter} ORDER BY {order} LIMIT ${limit} OFFSET ${offset}"
    );
    let count = format!("SELECT COUNT(*) FROM players {filter}");
    macro_rules! bind {
        ($query:expr, $args:expr) => {{
            let mut query = $query;
            for value in $args {
                query = match value {
                    Arg::Text(text) => query.bind(text.clone()),
                    Arg::Id(id) => query.bind(*id),
                };
            }
            query
        }};
    }
    with_db!(db, pool => {
        let items: Vec<Found> = bind!(sqlx::query_as(&list), &args).bind(take).bind(skip).fetch_all(pool).await?;
        let total: i64 = bind!(sqlx::query_scalar(&count), &args[..filtered]).fetch_one(pool).await?;
        Ok((items, total))
    })
}

/// How many sessions a player has had, and how many are open (not ended and not past their lifetime;
/// an idle one still counts until it is next used).
pub async fn session_counts(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<(i64, i64)> {
    let counts: (i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN ended_at IS NULL AND expires_at > $2 THEN 1 ELSE 0 END), 0)
         FROM sessions WHERE player_id = $1")
        .bind(player_id)
        .bind(now)
        .fetch_one(pool)
        .await)?;
    Ok(counts)
}

/// Why the player was blocked, while they are.
pub async fn block_reason(db: &Db, player_id: i64) -> Result<Option<String>> {
    let reason: Option<Option<String>> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT blocked_reason FROM players WHERE id = $1")
        .bind(player_id)
        .fetch_optional(pool)
        .await)?;
    Ok(reason.flatten())
}

/// What [`block`] or [`unblock`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Changed; for a block, the open sessions it ended.
    Done {
        sessions_ended: Vec<i64>,
    },
    /// The player was already in that state: nothing changed and nothing was audited.
    Unchanged,
    NotFound,
}

/// The block state of a player as audit rows show it.
fn state(blocked_at: Option<DateTime<Utc>>, reason: Option<&str>) -> serde_json::Value {
    json!({"blockedAt": blocked_at, "blockReason": reason})
}

/// Blocks a player: sets `blocked_at` and the reason, ends every open session (`blocked`), and appends
/// `entry` (with the state before and after) — all in one transaction.
pub async fn block(db: &Db, player_id: i64, reason: &str, now: DateTime<Utc>, entry: &NewEntry) -> Result<Outcome> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // A write first: it locks the row (PostgreSQL) or the database (SQLite) before we read its state.
        let found = sqlx::query("UPDATE players SET blocked_at = blocked_at WHERE id = $1")
            .bind(player_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if found == 0 {
            return Ok(Outcome::NotFound);
        }
        let (blocked_at, old_reason): (Option<DateTime<Utc>>, Option<String>) =
            sqlx::query_as("SELECT blocked_at, blocked_reason FROM players WHERE id = $1")
                .bind(player_id)
                .fetch_one(&mut *tx)
                .await?;
        if blocked_at.is_some() {
            return Ok(Outcome::Unchanged);
        }
        sqlx::query("UPDATE players SET blocked_at = $2, blocked_reason = $3 WHERE id = $1")
            .bind(player_id)
            .bind(now)
            .bind(reason)
            .execute(&mut *tx)
            .await?;
        let sessions_ended = end_all_sessions!(&mut *tx, player_id, now, EndReason::Blocked, None::<i64>)?;
        let mut after = state(Some(now), Some(reason));
        after["sessionsEnded"] = json!(sessions_ended.len());
        let entry = entry.clone().before(state(blocked_at, old_reason.as_deref())).after(after);
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Outcome::Done { sessions_ended })
    })
}

/// Unblocks a player (clears `blocked_at` and the reason) and appends `entry`, in one transaction. Sessions
/// ended by the block stay ended.
pub async fn unblock(db: &Db, player_id: i64, entry: &NewEntry) -> Result<Outcome> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let found = sqlx::query("UPDATE players SET blocked_at = blocked_at WHERE id = $1")
            .bind(player_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if found == 0 {
            return Ok(Outcome::NotFound);
        }
        let (blocked_at, old_reason): (Option<DateTime<Utc>>, Option<String>) =
            sqlx::query_as("SELECT blocked_at, blocked_reason FROM players WHERE id = $1")
                .bind(player_id)
                .fetch_one(&mut *tx)
                .await?;
        if blocked_at.is_none() {
            return Ok(Outcome::Unchanged);
        }
        sqlx::query("UPDATE players SET blocked_at = NULL, blocked_reason = NULL WHERE id = $1")
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        let entry = entry.clone().before(state(blocked_at, old_reason.as_deref())).after(state(None, None));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Outcome::Done { sessions_ended: Vec::new() })
    })
}

/// What [`end_session`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionEnd {
    /// Ended now, and audited.
    Ended,
    /// It had ended already: nothing changed and nothing was audited.
    AlreadyEnded,
    /// The player has no such session.
    NotFound,
}

/// Ends `player_id`'s session `session_id` for an operator (`ended_by_operator`) and appends `entry` (with the
/// session's state before and after), in one transaction.
pub async fn end_session(
    db: &Db,
    player_id: i64,
    session_id: i64,
    now: DateTime<Utc>,
    entry: &NewEntry,
) -> Result<SessionEnd> {
    let now = now.trunc_subsecs(6);
    let reason = EndReason::EndedByOperator;
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let ended = sqlx::query(
            "UPDATE sessions SET ended_at = $3, end_reason = $4 WHERE id = $1 AND player_id = $2 AND ended_at IS NULL")
            .bind(session_id)
            .bind(player_id)
            .bind(now)
            .bind(reason.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if ended == 0 {
            tx.rollback().await?;
            let owner: Option<i64> = sqlx::query_scalar("SELECT player_id FROM sessions WHERE id = $1")
                .bind(session_id)
                .fetch_optional(pool)
                .await?;
            return Ok(if owner == Some(player_id) { SessionEnd::AlreadyEnded } else { SessionEnd::NotFound });
        }
        let entry = entry
            .clone()
            .before(json!({"endedAt": null, "endReason": null}))
            .after(json!({"endedAt": now, "endReason": reason.as_str()}));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(SessionEnd::Ended)
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(super::contains_pattern("ay"), "%ay%");
        assert_eq!(super::contains_pattern("50%_a\\b"), "%50\\%\\_a\\\\b%");
    }
}

/// A count and a sum of money (kuruş).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Totals {
    pub count: i64,
    pub amount: i64,
}

/// The last days' play and payments of a player (kuruş).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Recent {
    pub deposits: i64,
    pub withdrawals: i64,
    /// Staked in rounds begun in the period (less rolled-back bets).
    pub bets: i64,
    pub wins: i64,
    pub rounds: i64,
}

/// One of a player's biggest recent wins.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Win {
    pub game_name: String,
    pub provider_name: String,
    pub bet: i64,
    pub win: i64,
    pub at: DateTime<Utc>,
}

/// A player's money at a glance, for an operator deciding a withdrawal: lifetime payments, what waits, the
/// last days' play and the biggest recent wins.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoneySummary {
    /// Confirmed deposits.
    pub deposits: Totals,
    /// Withdrawals paid out.
    pub withdrawals: Totals,
    /// Withdrawals waiting for a decision.
    pub pending_withdrawals: Totals,
    /// Since `since`.
    pub recent: Recent,
    /// The biggest wins since `wins_since`, biggest first.
    pub wins: Vec<Win>,
    /// Responsible-gambling alerts (a limit reached) since `since`.
    pub alerts: i64,
    /// Responsible-gambling limits in force.
    pub limits: i64,
}

/// How many of the biggest recent wins [`money_summary`] gives.
pub const SUMMARY_WINS: i64 = 5;

/// [`MoneySummary`] of `player_id`: the recent figures since `since`, the wins since `wins_since`.
pub async fn money_summary(
    db: &Db,
    player_id: i64,
    since: DateTime<Utc>,
    wins_since: DateTime<Utc>,
) -> Result<MoneySummary> {
    with_db!(db, pool => {
        let payments: Vec<(i64, i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT direction, status, COUNT(*), CAST(COALESCE(SUM(amount), 0) AS BIGINT),
                 CAST(COALESCE(SUM(CASE WHEN created_at >= $2 THEN amount ELSE 0 END), 0) AS BIGINT)
             FROM payments WHERE player_id = $1 AND status IN (1, 2) GROUP BY direction, status",
        )
        .bind(player_id)
        .bind(since)
        .fetch_all(pool)
        .await?;
        let mut summary = MoneySummary::default();
        for (direction, status, count, amount, recent) in payments {
            match (direction, status) {
                (1, 1) => (summary.deposits, summary.recent.deposits) = (Totals { count, amount }, recent),
                (2, 1) => (summary.withdrawals, summary.recent.withdrawals) = (Totals { count, amount }, recent),
                (2, 2) => summary.pending_withdrawals = Totals { count, amount },
                _ => {}
            }
        }
        (summary.recent.rounds, summary.recent.bets, summary.recent.wins) = sqlx::query_as(
            "SELECT COUNT(*), CAST(COALESCE(SUM(bet), 0) AS BIGINT), CAST(COALESCE(SUM(win), 0) AS BIGINT)
             FROM casino_rounds WHERE player_id = $1 AND created_at >= $2",
        )
        .bind(player_id)
        .bind(since)
        .fetch_one(pool)
        .await?;
        summary.wins = sqlx::query_as(
            "SELECT g.name AS game_name, pr.name AS provider_name, r.bet, r.win, r.updated_at AS at
             FROM casino_rounds r JOIN casino_games g ON g.id = r.game_id
             JOIN casino_providers pr ON pr.id = r.provider_id
             WHERE r.player_id = $1 AND r.created_at >= $2 AND r.win > 0
             ORDER BY r.win DESC, r.id DESC LIMIT $3",
        )
        .bind(player_id)
        .bind(wins_since)
        .bind(SUMMARY_WINS)
        .fetch_all(pool)
        .await?;
        summary.alerts = sqlx::query_scalar(
            "SELECT COUNT(*) FROM responsible_alerts WHERE player_id = $1 AND period_start >= $2",
        )
        .bind(player_id)
        .bind(since)
        .fetch_one(pool)
        .await?;
        summary.limits = sqlx::query_scalar("SELECT COUNT(*) FROM responsible_limits WHERE player_id = $1")
            .bind(player_id)
            .fetch_one(pool)
            .await?;
        Ok(summary)
    })
}
