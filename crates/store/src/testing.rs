//! Fresh databases for tests: a new SQLite file, or a new PostgreSQL database created from
//! `ZAR_TEST_DATABASE_URL`, so tests never share state and can run in parallel.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::{Backend, Db, Result, with_db};

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

    /// Like [`FreshDb::create`], with PostgreSQL databases made on the server at `postgres_url` (e.g. the
    /// bench's own setting) instead of `ZAR_TEST_DATABASE_URL`.
    pub async fn create_on(backend: Backend, postgres_url: Option<&str>) -> Result<Option<FreshDb>> {
        let name = unique_name();
        let fresh = match backend {
            Backend::Sqlite => {
                let dir = std::env::temp_dir().join(&name);
                let url = format!("sqlite://{}/zar.db", dir.display());
                let db = Db::connect(&url).await?;
                FreshDb { db, url, admin_url: None, name, _dir: Some(TempDir(dir)) }
            }
            Backend::Postgres => {
                let Some(admin_url) = postgres_url.map(str::to_owned) else { return Ok(None) };
                let admin = Db::connect(&admin_url).await?;
                with_db!(&admin, pool => sqlx::query(&format!("CREATE DATABASE {name}")).execute(pool).await.map(|r| r.rows_affected()))?;
                admin.close().await;
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
