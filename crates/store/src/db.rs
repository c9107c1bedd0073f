//! The connection pool for either backend, and the migrations of each.

use std::{str::FromStr, time::Duration};

use sqlx::{
    PgPool, SqlitePool,
    postgres::PgPoolOptions,
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};

use crate::{Result, StoreError};

/// Which database a [`Db`] talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The versioned migrations of this backend (crates/store/migrations/<backend>).
    pub fn migrator(self) -> sqlx::migrate::Migrator {
        match self {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
        }
    }
}

/// An open pool on SQLite or PostgreSQL. Cheap to clone.
#[derive(Debug, Clone)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the same code on whichever pool `db` holds: `with_db!(db, pool => sqlx::query("…").execute(pool).await)`.
/// The body is compiled once per backend, so the SQL must be accepted by both (`$1` placeholders, `RETURNING`),
/// and both arms must have one type (map `execute` results with `.map(|r| r.rows_affected())`). Private to the
/// store: other crates (and tests) go through repository functions and `store::testing`.
macro_rules! with_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::Db::Sqlite($pool) => $body,
            $crate::Db::Postgres($pool) => $body,
        }
    };
}
pub(crate) use with_db;

/// One connection of `db`, kept between uses by a task that runs short transactions back to back (the wallet's
/// committer). Taken from and given back to its pool each time, a connection is pinged twice (sqlx tests it when
/// it leaves the pool and again when it returns): two round trips more per batch than the batch's own
/// statements. Taken on first use, and given up after an error, so the next use takes a fresh one.
pub struct Kept {
    db: Db,
    conn: Option<KeptConn>,
}

/// The connection a [`Kept`] holds.
pub enum KeptConn {
    Sqlite(sqlx::pool::PoolConnection<sqlx::Sqlite>),
    Postgres(sqlx::pool::PoolConnection<sqlx::Postgres>),
}

impl Kept {
    pub fn new(db: Db) -> Kept {
        Kept { db, conn: None }
    }

    pub fn db(&self) -> &Db {
        &self.db
    }

    /// The kept connection, taken from the pool if there is none.
    pub async fn conn(&mut self) -> Result<&mut KeptConn> {
        if self.conn.is_none() {
            self.conn = Some(match &self.db {
                Db::Sqlite(pool) => KeptConn::Sqlite(pool.acquire().await?),
                Db::Postgres(pool) => KeptConn::Postgres(pool.acquire().await?),
            });
        }
        self.conn.as_mut().ok_or_else(|| StoreError::Other("no connection".into()))
    }

    /// Gives the connection up after an error (closing it): it may be broken, and one error's reconnection is
    /// cheap next to a ping per use.
    pub fn failed(&mut self) {
        match self.conn.take() {
            Some(KeptConn::Sqlite(mut conn)) => conn.close_on_drop(),
            Some(KeptConn::Postgres(mut conn)) => conn.close_on_drop(),
            None => {}
        }
    }
}

/// A connection of either backend, for writes that must share the transaction of the change they belong to
/// (a ledger posting, an audit row, a notification): pass `&mut *tx` where a `impl Into<Conn>` is asked.
pub enum Conn<'c> {
    Sqlite(&'c mut sqlx::SqliteConnection),
    Postgres(&'c mut sqlx::PgConnection),
}

impl<'c> From<&'c mut sqlx::SqliteConnection> for Conn<'c> {
    fn from(conn: &'c mut sqlx::SqliteConnection) -> Self {
        Conn::Sqlite(conn)
    }
}

impl<'c> From<&'c mut sqlx::PgConnection> for Conn<'c> {
    fn from(conn: &'c mut sqlx::PgConnection) -> Self {
        Conn::Postgres(conn)
    }
}

impl Conn<'_> {
    pub fn backend(&self) -> Backend {
        match self {
            Conn::Sqlite(_) => Backend::Sqlite,
            Conn::Postgres(_) => Backend::Postgres,
        }
    }

    /// The same connection again, for one more call (a `Conn` is taken by value).
    pub fn reborrow(&mut self) -> Conn<'_> {
        match self {
            Conn::Sqlite(c) => Conn::Sqlite(c),
            Conn::Postgres(c) => Conn::Postgres(c),
        }
    }
}

/// [`with_db!`] for a [`Conn`]: `with_conn!(conn, c => sqlx::query("…").execute(&mut *c).await)`.
macro_rules! with_conn {
    ($conn:expr, $c:ident => $body:expr) => {
        match $conn {
            $crate::Conn::Sqlite($c) => $body,
            $crate::Conn::Postgres($c) => $body,
        }
    };
}
pub(crate) use with_conn;

/// Starts a transaction that reads and then writes what it read. On SQLite it is `BEGIN IMMEDIATE`, which takes the
/// write lock at once (waiting up to the busy timeout): a deferred transaction that read first cannot upgrade to
/// writing once another connection has written meanwhile and fails at once with `database is locked`. On
/// PostgreSQL a plain `BEGIN` (its row locks do the serialising). Use it in `with_db!`: `pool.begin_write().await?`.
pub(crate) trait BeginWrite {
    type Database: sqlx::Database;

    fn begin_write(
        &self,
    ) -> impl std::future::Future<Output = sqlx::Result<sqlx::Transaction<'static, Self::Database>>> + Send;
}

impl BeginWrite for SqlitePool {
    type Database = sqlx::Sqlite;

    async fn begin_write(&self) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
        self.begin_with("BEGIN IMMEDIATE").await
    }
}

impl BeginWrite for PgPool {
    type Database = sqlx::Postgres;

    async fn begin_write(&self) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Postgres>> {
        self.begin().await
    }
}

/// Takes background job `job`'s lock for the rest of the transaction on `conn`, so one instance runs it at a
/// time: false when another holds it. PostgreSQL only (an advisory lock); SQLite's writers are one at a time
/// anyway, so there it is always true.
pub(crate) async fn job_lock(conn: Conn<'_>, job: &str) -> sqlx::Result<bool> {
    match conn {
        Conn::Sqlite(_) => Ok(true),
        Conn::Postgres(c) => {
            // A stable 64-bit key from the job's name (FNV-1a).
            let key =
                job.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
            sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)").bind(key as i64).fetch_one(&mut *c).await
        }
    }
}

/// `(integer, text)` keys a batch looks rows up by, as a row source `k (n, t)` to join on, its parameters the
/// statement's only ones (bind them with [`bind_pairs!`]). PostgreSQL: two arrays, `unnest($1::bigint[],
/// $2::text[])`, so the statement's text is the same for any number of keys (prepared once per connection) and
/// the planner sees a few rows to find by index — a long `(a, b) IN (VALUES …)` list is estimated as thousands
/// of matches and answered by scanning the whole table, which grows without end. SQLite: a `VALUES` list.
pub(crate) fn pair_keys(backend: Backend, count: usize) -> String {
    match backend {
        Backend::Postgres => "unnest($1::bigint[], $2::text[]) AS k (n, t)".to_owned(),
        Backend::Sqlite => {
            format!("(SELECT column1 AS n, column2 AS t FROM (VALUES {})) AS k", placeholders(backend, count, 2))
        }
    }
}

/// Binds `pairs` (`&[(i64, String)]`) to a query made for [`pair_keys`]: `bind_pairs!(sqlite, query, pairs)` or
/// `bind_pairs!(postgres, query, pairs)`.
macro_rules! bind_pairs {
    (sqlite, $query:expr, $pairs:expr) => {{
        let mut query = $query;
        for (n, t) in $pairs.iter() {
            query = query.bind(*n).bind(t.as_str());
        }
        query
    }};
    (postgres, $query:expr, $pairs:expr) => {{
        let (n, t): (Vec<i64>, Vec<String>) = $pairs.iter().map(|(n, t)| (*n, t.clone())).unzip();
        $query.bind(n).bind(t)
    }};
}
pub(crate) use bind_pairs;

/// `rows` groups of `columns` bind placeholders for a multi-row `VALUES` list (or an `IN` list), the statement's
/// only placeholders, bound row by row, column by column: `(?, ?), (?, ?)` on SQLite, `($1, $2), ($3, $4)` on
/// PostgreSQL. SQLite gets anonymous ones because it looks a named (`$7`) parameter up by name, one by one, when
/// the statement is prepared and again when each value is bound: quadratic in a statement of thousands.
pub(crate) fn placeholders(backend: Backend, rows: usize, columns: usize) -> String {
    let mut sql = String::with_capacity(rows * columns * 5);
    for row in 0..rows {
        if row > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        for column in 0..columns {
            if column > 0 {
                sql.push_str(", ");
            }
            match backend {
                Backend::Sqlite => sql.push('?'),
                Backend::Postgres => {
                    sql.push('$');
                    sql.push_str(&(1 + row * columns + column).to_string());
                }
            }
        }
        sql.push(')');
    }
    sql
}

/// The rows a multi-row statement writes, in place of a `VALUES` list: `VALUES (?, ?), …` on SQLite (see
/// [`placeholders`]); on PostgreSQL `SELECT * FROM unnest($1::bigint[], $2::text[], …)`, one array per column of
/// `types` (PostgreSQL's type names). Bind them with [`with_rows!`]. On PostgreSQL the text is then the same for
/// any number of rows, so it is parsed and planned once per connection: a `VALUES` list of n rows is a new
/// statement for every n, prepared and planned again (a thousand parameters take milliseconds) and pushing the
/// others out of the connection's statement cache — the seamless wallet's batches, of every size from 1 to 256,
/// spent most of their time there.
pub(crate) fn rows_values(backend: Backend, count: usize, types: &[&str]) -> String {
    match backend {
        Backend::Sqlite => format!("VALUES {}", placeholders(backend, count, types.len())),
        Backend::Postgres => format!("SELECT * FROM {}", unnest(types)),
    }
}

/// The rows of [`rows_values`] as a table `alias (columns…)` to join or update from: `columns` are (name,
/// PostgreSQL type) pairs. Bind them with [`with_rows!`].
pub(crate) fn rows_table(backend: Backend, count: usize, alias: &str, columns: &[(&str, &str)]) -> String {
    match backend {
        Backend::Sqlite => {
            let names: Vec<String> =
                columns.iter().enumerate().map(|(i, (name, _))| format!("column{} AS {name}", i + 1)).collect();
            format!(
                "(SELECT {} FROM (VALUES {})) AS {alias}",
                names.join(", "),
                placeholders(backend, count, columns.len())
            )
        }
        Backend::Postgres => {
            let types: Vec<&str> = columns.iter().map(|(_, ty)| *ty).collect();
            let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
            format!("{} AS {alias} ({})", unnest(&types), names.join(", "))
        }
    }
}

/// `IN (?, ?, …)` on SQLite, `= ANY($1::type[])` on PostgreSQL (the same text for any count): a column's test
/// against `count` values of PostgreSQL type `ty`, bound with [`with_rows!`] as one column.
pub(crate) fn in_list(backend: Backend, count: usize, ty: &str) -> String {
    match backend {
        Backend::Sqlite => format!("IN {}", placeholders(backend, 1, count)),
        Backend::Postgres => format!("= ANY($1::{ty}[])"),
    }
}

fn unnest(types: &[&str]) -> String {
    let arrays: Vec<String> = types.iter().enumerate().map(|(i, ty)| format!("${}::{ty}[]", i + 1)).collect();
    format!("unnest({})", arrays.join(", "))
}

/// Runs `query` (`sqlx::query(&sql)`, `query_as`, `query_scalar`) on `conn` with one row per item of `items` (a
/// slice) bound as [`rows_values`], [`rows_table`] and [`in_list`] expect, the columns given by a closure-like
/// `|item| (a, b, …)`, and `run` (`execute`, `fetch_all`…): row by row on SQLite, as one array per column on
/// PostgreSQL.
macro_rules! with_rows {
    // `execute` answers the rows affected (the backends' results differ).
    ($conn:expr, $query:expr, $items:expr, |$item:pat_param| ($($value:expr),+ $(,)?), execute) => {
        $crate::with_rows!(@run $conn, $query, $items, |$item| ($($value),+), execute, |done| done.rows_affected())
    };
    ($conn:expr, $query:expr, $items:expr, |$item:pat_param| ($($value:expr),+ $(,)?), $run:ident) => {
        $crate::with_rows!(@run $conn, $query, $items, |$item| ($($value),+), $run, |rows| rows)
    };
    (@run $conn:expr, $query:expr, $items:expr, |$item:pat_param| ($($value:expr),+), $run:ident, |$out:ident| $answer:expr) => {{
        // Each column's closure names the whole item and uses one part of it.
        #[allow(unused_variables)]
        let result = match $conn {
            $crate::Conn::Sqlite(c) => {
                let mut query = $query;
                for $item in $items.iter() {
                    $(query = query.bind($value);)+
                }
                query.$run(&mut *c).await.map(|$out| $answer)
            }
            $crate::Conn::Postgres(c) => {
                let mut query = $query;
                $(query = query.bind($items.iter().map(|$item| $value).collect::<Vec<_>>());)+
                query.$run(&mut *c).await.map(|$out| $answer)
            }
        };
        result
    }};
}
pub(crate) use with_rows;

impl Db {
    /// Opens `sqlite://path/to/file.db` (created with its folder on first use) or `postgres://…`.
    pub async fn connect(url: &str) -> Result<Db> {
        if let Some(path) = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")) {
            let path = path.split('?').next().unwrap_or(path);
            if let Some(dir) = std::path::Path::new(path).parent()
                && !dir.as_os_str().is_empty()
            {
                std::fs::create_dir_all(dir).map_err(|e| StoreError::Url(format!("{path}: {e}")))?;
            }
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                // The ledger's durability matters more than write speed.
                .synchronous(SqliteSynchronous::Full)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            let pool = SqlitePoolOptions::new().max_connections(8).connect_with(options).await?;
            Ok(Db::Sqlite(pool))
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool =
                PgPoolOptions::new().max_connections(20).acquire_timeout(Duration::from_secs(10)).connect(url).await?;
            Ok(Db::Postgres(pool))
        } else {
            Err(StoreError::Url(format!("expected sqlite://… or postgres://…, got {}", redact(url))))
        }
    }

    pub fn backend(&self) -> Backend {
        match self {
            Db::Sqlite(_) => Backend::Sqlite,
            Db::Postgres(_) => Backend::Postgres,
        }
    }

    /// The same database for a task that runs on a runtime of its own (the wallet's committer): on PostgreSQL a
    /// pool of its own with one connection, opened on first use by the runtime that awaits it, because a socket's
    /// readiness is reported by the runtime that opened it, and a busy one reports it late. SQLite's connections
    /// answer from threads of their own, so the pool is shared.
    pub fn dedicated(&self) -> Db {
        match self {
            Db::Sqlite(pool) => Db::Sqlite(pool.clone()),
            Db::Postgres(pool) => Db::Postgres(
                PgPoolOptions::new()
                    .max_connections(1)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_lazy_with((*pool.connect_options()).clone()),
            ),
        }
    }

    /// Applies the versioned migrations of this backend that have not run yet.
    pub async fn migrate(&self) -> Result<()> {
        let migrator = self.backend().migrator();
        // Up to date: nothing to run, and nothing that needs more than SELECT, so `zar serve` starts as an
        // application role without rights on the schema once the owner has run `zar migrate`
        // (docs/operations.md, tools/postgres-grants.sql). sqlx's own check creates its table first, which needs
        // CREATE on the schema even when the table exists.
        if self.applied(&migrator).await.unwrap_or(false) {
            return Ok(());
        }
        match self {
            Db::Sqlite(pool) => {
                // A migration that rebuilds a table (SQLite cannot drop a constraint) needs foreign keys off, and
                // that cannot change inside the migration's transaction: off on the migrating connection, then
                // checked whole before they are on again.
                let mut conn = pool.acquire().await?;
                sqlx::query("PRAGMA foreign_keys = OFF").execute(&mut *conn).await?;
                let ran = migrator.run(&mut *conn).await;
                let broken = sqlx::query("PRAGMA foreign_key_check").fetch_all(&mut *conn).await?.len();
                sqlx::query("PRAGMA foreign_keys = ON").execute(&mut *conn).await?;
                ran?;
                if broken > 0 {
                    return Err(StoreError::Other(format!("{broken} rows break a foreign key after migrating")));
                }
            }
            Db::Postgres(pool) => migrator.run(pool).await?,
        }
        Ok(())
    }

    /// Whether every migration of `migrator` is applied, successfully and unchanged.
    async fn applied(&self, migrator: &sqlx::migrate::Migrator) -> Result<bool> {
        let applied: Vec<(i64, bool, Vec<u8>)> = with_db!(self, pool =>
            sqlx::query_as("SELECT version, success, checksum FROM _sqlx_migrations").fetch_all(pool).await)?;
        let applied: std::collections::HashMap<i64, (bool, Vec<u8>)> =
            applied.into_iter().map(|(version, success, checksum)| (version, (success, checksum))).collect();
        if applied.values().any(|(success, _)| !success) {
            return Ok(false);
        }
        Ok(migrator
            .iter()
            .filter(|m| !m.migration_type.is_down_migration())
            .all(|m| applied.get(&m.version).is_some_and(|(_, checksum)| checksum.as_slice() == m.checksum.as_ref())))
    }

    /// A cheap round trip, for health checks.
    pub async fn ping(&self) -> Result<()> {
        with_db!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|r| r.rows_affected()))?;
        Ok(())
    }

    pub async fn close(&self) {
        with_db!(self, pool => pool.close().await)
    }
}

/// The URL without its password, safe to log.
pub fn redact(url: &str) -> String {
    let url = match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            let user = userinfo.split(':').next().unwrap_or_default();
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    };
    // A password may be a query parameter too (`?password=…`, libpq style).
    match url.split_once('?') {
        Some((base, query)) => {
            let params: Vec<String> = query
                .split('&')
                .map(|param| match param.split_once('=') {
                    Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                    _ => param.to_owned(),
                })
                .collect();
            format!("{base}?{}", params.join("&"))
        }
        None => url,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn redacts_passwords() {
        assert_eq!(super::redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(super::redact("sqlite://data/zar.db"), "sqlite://data/zar.db");
        assert_eq!(
            super::redact("postgres://u@h/db?sslmode=require&password=secret"),
            "postgres://u:***@h/db?sslmode=require&password=***"
        );
    }
}
