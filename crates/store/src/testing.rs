//! Fresh databases for tests: a new SQLite file, or a new PostgreSQL database created from
//! `ZAR_TEST_DATABASE_URL`, so tests never share state and can run in parallel; [`backend_test!`](crate::backend_test)
//! for one test per backend; and the few reads and changes tests make behind the repositories' backs.
//!
//! A PostgreSQL test without `ZAR_TEST_DATABASE_URL` fails ([`NO_POSTGRES`]) rather than passing untested:
//! `make rust-test` leaves those tests out then (`-E 'not test(/::postgres$/)'`), so nextest reports them skipped.

use std::sync::atomic::{AtomicU64, Ordering};

use chrono::{DateTime, Utc};

use crate::{Backend, Db, Result, StoreError, with_db};

mod templates;

/// Why a PostgreSQL test failed without running.
pub const NO_POSTGRES: &str = "ZAR_TEST_DATABASE_URL is not set, so this PostgreSQL test cannot run. Set it, or \
    leave the PostgreSQL tests out as `make rust-test` does: cargo nextest run -E 'not test(/::postgres$/)'";

/// `backend_test!(name, function)` makes the tests `name::sqlite` and `name::postgres`, each calling
/// `function(backend).await` (an `async fn(store::Backend)` next to the macro call).
#[macro_export]
macro_rules! backend_test {
    ($name:ident, $test:ident) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$test($crate::Backend::Sqlite).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$test($crate::Backend::Postgres).await;
            }
        }
    };
}

/// A migrated database that only this test uses. PostgreSQL databases are dropped by [`FreshDb::drop_now`].
pub struct FreshDb {
    pub db: Db,
    pub url: String,
    admin_url: Option<String>,
    name: String,
    _dir: Option<TempDir>,
}

/// A folder removed when dropped.
struct TempDir(std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

fn unique_name() -> String {
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or_default();
    format!("zar_test_{}_{}_{}", std::process::id(), nanos % 1_000_000_000_000, COUNTER.fetch_add(1, Ordering::Relaxed))
}

/// The PostgreSQL server tests may use, if `ZAR_TEST_DATABASE_URL` is set.
pub fn postgres_url() -> Option<String> {
    std::env::var("ZAR_TEST_DATABASE_URL").ok().filter(|u| !u.is_empty())
}

impl FreshDb {
    /// Creates and migrates a new database; `None` when PostgreSQL is asked for but not configured.
    pub async fn create(backend: Backend) -> Result<Option<FreshDb>> {
        Self::create_on(backend, postgres_url().as_deref()).await
    }

    /// Like [`FreshDb::create`] for a test that must run on `backend`: fails with [`NO_POSTGRES`] when PostgreSQL
    /// is not configured, so a PostgreSQL test can never pass without running.
    pub async fn require(backend: Backend) -> FreshDb {
        match Self::create(backend).await {
            Ok(Some(fresh)) => fresh,
            Ok(None) => panic!("{NO_POSTGRES}"),
            Err(e) => panic!("cannot make a fresh {backend:?} database: {e}"),
        }
    }

    /// Like [`FreshDb::create`], with PostgreSQL databases made on the server at `postgres_url` (e.g. the
    /// bench's own setting) instead of `ZAR_TEST_DATABASE_URL`.
    pub async fn create_on(backend: Backend, postgres_url: Option<&str>) -> Result<Option<FreshDb>> {
        let name = unique_name();
        let fresh = match backend {
            Backend::Sqlite => {
                let template = templates::sqlite().await?;
                let dir = std::env::temp_dir().join(&name);
                std::fs::create_dir_all(&dir)
                    .and_then(|()| std::fs::copy(&template, dir.join("zar.db")))
                    .map_err(|e| StoreError::Other(format!("{}: {e}", dir.display())))?;
                let url = format!("sqlite://{}/zar.db", dir.display());
                let db = Db::connect(&url).await?;
                FreshDb { db, url, admin_url: None, name, _dir: Some(TempDir(dir)) }
            }
            Backend::Postgres => {
                let Some(admin_url) = postgres_url.map(str::to_owned) else { return Ok(None) };
                let admin = Db::connect(&admin_url).await?;
                let template = templates::postgres(&admin, &admin_url).await;
                let created = match &template {
                    Ok(template) => {
                        with_db!(&admin, pool => sqlx::query(&format!("CREATE DATABASE {name} TEMPLATE {template}"))
                        .execute(pool).await.map(|r| r.rows_affected()))
                        .map_err(StoreError::from)
                    }
                    Err(_) => Ok(0),
                };
                admin.close().await;
                template?;
                created?;
                let url = replace_database(&admin_url, &name);
                let db = Db::connect(&url).await?;
                FreshDb { db, url, admin_url: Some(admin_url), name, _dir: None }
            }
        };
        fresh.db.migrate().await?;
        Ok(Some(fresh))
    }

    /// Closes the pool and drops a PostgreSQL database (SQLite folders go when this value is dropped).
    pub async fn drop_now(self) {
        self.db.close().await;
        if let Some(admin_url) = &self.admin_url
            && let Ok(admin) = Db::connect(admin_url).await
        {
            let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
            let _ = with_db!(&admin, pool => sqlx::query(&sql).execute(pool).await.map(|r| r.rows_affected()));
            admin.close().await;
        }
    }
}

// ---- Reading and changing rows behind the repositories' backs, for tests only ----
//
// Each helper answers one question a test asks of the database (or makes one change the application never
// makes), so tests need neither raw pools nor SQL; the SQL lives here, once.

/// Runs one raw statement: for tests that play someone with the database's keys (tampering with the
/// append-only tables or a balance). Returns the rows affected.
pub async fn execute(db: &Db, statement: &str) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query(statement).execute(pool).await.map(|r| r.rows_affected()))?)
}

/// Runs a script of several statements (e.g. `tools/postgres-grants.sql` with its variables filled in).
pub async fn execute_script(db: &Db, script: &str) -> Result<()> {
    with_db!(db, pool => sqlx::raw_sql(script).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The number of rows in `table` (a plain table name).
pub async fn count(db: &Db, table: &str) -> Result<i64> {
    assert!(table.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'), "not a table name: {table}");
    let sql = format!("SELECT COUNT(*) FROM {table}");
    Ok(with_db!(db, pool => sqlx::query_scalar(&sql).fetch_one(pool).await)?)
}

/// The sportsbook's slips that moved money, by status: the sum of their stakes and of their payouts (kuruş).
pub async fn sportsbook_books(db: &Db) -> Result<Vec<(String, i64, i64)>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT status, CAST(SUM(total_stake) AS BIGINT), CAST(COALESCE(SUM(payout), 0) AS BIGINT) FROM sb_bets
         WHERE status NOT IN ('refused', 'rolled_back', 'placing') GROUP BY status ORDER BY status")
        .fetch_all(pool)
        .await)?)
}

/// What the wallet's rounds of `provider` staked and paid (kuruş), rolled-back rounds aside.
pub async fn provider_rounds(db: &Db, provider_id: i64) -> Result<(i64, i64)> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(bet), 0) AS BIGINT), CAST(COALESCE(SUM(win), 0) AS BIGINT) FROM casino_rounds
         WHERE provider_id = $1 AND status <> 'rolled_back'")
        .bind(provider_id)
        .fetch_one(pool)
        .await)?)
}

/// What the wallet's rounds that are sportsbook slips staked and paid (kuruş), rolled-back rounds aside.
pub async fn sportsbook_rounds(db: &Db) -> Result<(i64, i64)> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(r.bet), 0) AS BIGINT), CAST(COALESCE(SUM(r.win), 0) AS BIGINT) FROM casino_rounds r
         JOIN sb_bets b ON b.round_uuid = r.round WHERE r.provider_id = $1 AND r.status <> 'rolled_back'")
        .bind(domain::casino::Provider::Sportsbook.id())
        .fetch_one(pool)
        .await)?)
}

/// Drops the triggers that make the audit log append-only, as an attacker with the database's keys could.
pub async fn drop_audit_log_guards(db: &Db) -> Result<()> {
    let statements: &[&str] = match db.backend() {
        Backend::Sqlite => &["DROP TRIGGER audit_log_no_update", "DROP TRIGGER audit_log_no_delete"],
        Backend::Postgres => &["DROP TRIGGER audit_log_no_change ON audit_log"],
    };
    for statement in statements {
        execute(db, statement).await?;
    }
    Ok(())
}

/// The audit log's actions, oldest first.
pub async fn audit_actions(db: &Db) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT action FROM audit_log ORDER BY id").fetch_all(pool).await)?)
}

/// The provider's transaction ids (Hub88 `transaction_uuid`) of every seamless-wallet call recorded.
pub async fn casino_transaction_uuids(db: &Db) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT transaction_uuid FROM casino_transactions ORDER BY id")
        .fetch_all(pool).await)?)
}

/// The stored token hashes of every player session, oldest first.
pub async fn player_token_hashes(db: &Db) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT token_hash FROM sessions ORDER BY id").fetch_all(pool).await)?)
}

/// The stored token hashes of every operator session, oldest first.
pub async fn operator_token_hashes(db: &Db) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT token_hash FROM operator_sessions ORDER BY id")
        .fetch_all(pool).await)?)
}

/// Why each of a player's sessions ended (`None`: still open), oldest first.
pub async fn player_end_reasons(db: &Db, player_id: i64) -> Result<Vec<Option<String>>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT end_reason FROM sessions WHERE player_id = $1 ORDER BY id")
        .bind(player_id).fetch_all(pool).await)?)
}

/// Why each operator session ended (`None`: still open), oldest first.
pub async fn operator_end_reasons(db: &Db) -> Result<Vec<Option<String>>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT end_reason FROM operator_sessions ORDER BY id")
        .fetch_all(pool).await)?)
}

/// The stored hashes of every one-time code, oldest first.
pub async fn code_hashes(db: &Db) -> Result<Vec<String>> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT code_hash FROM one_time_codes ORDER BY id")
        .fetch_all(pool).await)?)
}

/// Marks a player blocked the way a direct database change would: only `blocked_at`, no reason, no audit row,
/// sessions left open (the session check must refuse them by itself).
pub async fn set_player_blocked_at(db: &Db, username: &str, at: DateTime<Utc>) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query("UPDATE players SET blocked_at = $1 WHERE username = $2")
        .bind(at).bind(username).execute(pool).await.map(|r| r.rows_affected()))?)
}

/// Marks an operator disabled the way a direct database change would: only `disabled_at`, sessions left open.
pub async fn set_operator_disabled_at(db: &Db, operator_id: i64, at: DateTime<Utc>) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query("UPDATE operators SET disabled_at = $1 WHERE id = $2")
        .bind(at).bind(operator_id).execute(pool).await.map(|r| r.rows_affected()))?)
}

/// A casino game of provider `provider_id` (the catalogue's own rows come with its admin API and demo content):
/// its id.
pub async fn insert_casino_game(
    db: &Db,
    provider_id: i64,
    game_code: &str,
    name: &str,
    live: bool,
    image_url: &str,
) -> Result<i64> {
    Ok(with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO casino_games (provider_id, game_code, name, search_name, lobby, live, image_url, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id")
        .bind(provider_id)
        .bind(game_code)
        .bind(name)
        .bind(domain::casino::search_key(name))
        .bind(if live { "live" } else { "slot" })
        .bind(live)
        .bind(image_url)
        .bind(Utc::now())
        .fetch_one(pool)
        .await)?)
}

/// Dates the casino transaction `transaction_uuid` at `at` (of any provider): for tests of time windows.
pub async fn set_casino_transaction_time(db: &Db, transaction_uuid: &str, at: DateTime<Utc>) -> Result<u64> {
    Ok(with_db!(db, pool => sqlx::query("UPDATE casino_transactions SET created_at = $1 WHERE transaction_uuid = $2")
        .bind(at).bind(transaction_uuid).execute(pool).await.map(|r| r.rows_affected()))?)
}

/// `postgres://u@h:5432/test?x=y` with the database name swapped.
fn replace_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    match base[scheme_end..].find('/') {
        Some(slash) => format!("{}/{name}{query}", &base[..scheme_end + slash]),
        None => format!("{base}/{name}{query}"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn swaps_the_database_name() {
        assert_eq!(super::replace_database("postgres://p@h:5432/test", "x"), "postgres://p@h:5432/x");
        assert_eq!(
            super::replace_database("postgres://p@h/test?sslmode=disable", "x"),
            "postgres://p@h/x?sslmode=disable"
        );
        assert_eq!(super::replace_database("postgres://p@h", "x"), "postgres://p@h/x");
    }
}
