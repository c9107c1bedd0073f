//! Casino sessions: a launch gives the provider's game a token for this player and game, which the game then
//! presents to the seamless wallet. Only the token's SHA-256 is kept. A casino session lives until it expires
//! or the player's site session ends (logout, revoke, password change, block), whichever comes first.

use chrono::{DateTime, Utc};
use domain::casino::Provider;

use std::collections::HashMap;

use crate::{Backend, Conn, Db, Result, in_list, with_db, with_rows};

/// A casino session to open: `token_hash` is the SHA-256 (hex) of the token handed to the provider.
#[derive(Debug, Clone)]
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub player_id: i64,
    pub game_id: i64,
    /// The site session the player launched from.
    pub session_id: i64,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Opens a casino session; its id.
pub async fn open(db: &Db, session: &NewSession<'_>) -> Result<i64> {
    Ok(with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO casino_sessions (token_hash, player_id, game_id, session_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id")
        .bind(session.token_hash)
        .bind(session.player_id)
        .bind(session.game_id)
        .bind(session.session_id)
        .bind(session.created_at)
        .bind(session.expires_at)
        .fetch_one(pool)
        .await)?)
}

/// A casino session as the wallet sees it: whose it is, for which game of which provider, and whether it may
/// still be used.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Resolved {
    pub id: i64,
    pub player_id: i64,
    pub username: String,
    pub game_id: i64,
    pub game_code: String,
    pub provider_id: i64,
    pub expires_at: DateTime<Utc>,
    /// The site session ended (logout, revoke, password change …).
    pub site_session_ended: bool,
    /// The player is blocked.
    pub blocked: bool,
}

impl Resolved {
    /// Whether the token may still start something new (a bet) at `now`. Settling what was already bet (a win,
    /// a rollback) needs only the session to exist.
    pub fn is_live(&self, now: DateTime<Utc>) -> bool {
        now < self.expires_at && !self.site_session_ended && !self.blocked
    }
}

const RESOLVE: &str = "SELECT c.id, c.player_id, p.username, c.game_id, g.game_code, g.provider_id, c.expires_at,
        (s.id IS NULL OR s.ended_at IS NOT NULL) AS site_session_ended,
        (p.blocked_at IS NOT NULL OR p.closed_at IS NOT NULL) AS blocked, c.token_hash
    FROM casino_sessions c
    JOIN players p ON p.id = c.player_id
    JOIN casino_games g ON g.id = c.game_id
    LEFT JOIN sessions s ON s.id = c.session_id";

/// The built-in sportsbook's sessions: a site session's partner tokens (`betsyToken`, `betcoToken`, product §3) are
/// the sportsbook's tokens when the sportsbook is the site's partner (docs/sportsbook.md), for its one catalogue
/// game, living as long as the site session. `{token}` is the partner token's column.
const PARTNER: &str = "SELECT s.id, s.player_id, p.username, g.id AS game_id, g.game_code, g.provider_id, s.expires_at,
        (s.ended_at IS NOT NULL) AS site_session_ended,
        (p.blocked_at IS NOT NULL OR p.closed_at IS NOT NULL) AS blocked, s.{token} AS token_hash
    FROM sessions s
    JOIN players p ON p.id = s.player_id
    JOIN casino_games g ON g.provider_id = {provider} AND g.game_code = 'sportsbook'";

/// The sessions (casino launches and the sportsbook's partner tokens) whose token hash matches `filter`, a
/// condition on the hash column written as `{column} …`.
fn resolving(filter: &str) -> String {
    let casino = format!("{RESOLVE} WHERE {}", filter.replace("{column}", "c.token_hash"));
    let partner = |token: &str| {
        let from = PARTNER.replace("{token}", token).replace("{provider}", &Provider::Sportsbook.id().to_string());
        format!("{from} WHERE {}", filter.replace("{column}", &format!("s.{token}")))
    };
    format!("{casino} UNION ALL {} UNION ALL {}", partner("betsy_token_hash"), partner("betco_token_hash"))
}

#[derive(sqlx::FromRow)]
struct ResolvedRow {
    #[sqlx(flatten)]
    resolved: Resolved,
    token_hash: String,
}

/// The casino session whose token hashes to `token_hash`, live or not.
pub async fn resolve(db: &Db, token_hash: &str) -> Result<Option<Resolved>> {
    let sql = resolving("{column} = $1");
    let row: Option<ResolvedRow> =
        with_db!(db, pool => sqlx::query_as(&sql).bind(token_hash).fetch_optional(pool).await)?;
    Ok(row.map(|row| row.resolved))
}

/// The casino sessions of `token_hashes` that exist (live or not), by token hash, in one statement on the
/// caller's connection (the seamless wallet resolves a whole batch of calls at once).
pub async fn resolve_many(conn: impl Into<Conn<'_>>, token_hashes: &[&str]) -> Result<HashMap<String, Resolved>> {
    if token_hashes.is_empty() {
        return Ok(HashMap::new());
    }
    let conn = conn.into();
    // The list is named in each of the three branches: SQLite's numbered placeholders (`?1` …) bind once for all.
    let list = match conn.backend() {
        Backend::Sqlite => {
            let numbered: Vec<String> = (1..=token_hashes.len()).map(|i| format!("?{i}")).collect();
            format!("IN ({})", numbered.join(", "))
        }
        Backend::Postgres => in_list(Backend::Postgres, token_hashes.len(), "text"),
    };
    let sql = resolving(&format!("{{column}} {list}"));
    let rows: Vec<ResolvedRow> = with_rows!(conn, sqlx::query_as(&sql), token_hashes, |hash| (*hash), fetch_all)?;
    Ok(rows.into_iter().map(|row| (row.token_hash, row.resolved)).collect())
}
