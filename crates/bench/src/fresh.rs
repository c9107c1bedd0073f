//! A database only this run uses: SQLite in a temporary folder, or a new PostgreSQL database on the server named
//! by `ZAR_BENCH_DATABASE_URL` (else `ZAR_TEST_DATABASE_URL`), dropped afterwards. `store::testing::FreshDb` does
//! the same for tests but reads only `ZAR_TEST_DATABASE_URL`, so the bench keeps its own few lines.

use std::path::PathBuf;

use anyhow::Context;
use store::{Backend, Db, with_db};

/// The PostgreSQL server to bench on, if one is configured.
pub fn postgres_url() -> Option<String> {
    ["ZAR_BENCH_DATABASE_URL", "ZAR_TEST_DATABASE_URL"]
        .iter()
        .find_map(|key| std::env::var(key).ok().filter(|url| !url.trim().is_empty()))
}

/// A migrated, empty database. Call [`FreshDb::remove`] when done.
pub struct FreshDb {
    pub db: Db,
    admin_url: Option<String>,
    name: String,
    dir: Option<PathBuf>,
}

fn unique_name() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or_default();
    format!("zar_bench_{}_{nanos}", std::process::id())
}

impl FreshDb {
    /// Creates and migrates a new database on `backend` (`admin_url` is the PostgreSQL server to create it on).
    pub async fn create(backend: Backend, admin_url: Option<&str>) -> anyhow::Result<FreshDb> {
        let name = unique_name();
        let fresh = match (backend, admin_url) {
            (Backend::Sqlite, _) => {
                let dir = std::env::temp_dir().join(&name);
                let db = Db::connect(&format!("sqlite://{}/zar.db", dir.display())).await?;
                FreshDb { db, admin_url: None, name, dir: Some(dir) }
            }
            (Backend::Postgres, Some(admin_url)) => {
                let admin = Db::connect(admin_url)
                    .await
                    .with_context(|| format!("connecting to {}", store::redact(admin_url)))?;
                let created = with_db!(&admin, pool => sqlx::query(&format!("CREATE DATABASE {name}"))
                    .execute(pool)
                    .await
                    .map(|r| r.rows_affected()));
                admin.close().await;
                created.context("creating the bench database")?;
                let db = Db::connect(&replace_database(admin_url, &name)).await?;
                FreshDb { db, admin_url: Some(admin_url.to_owned()), name, dir: None }
            }
            (Backend::Postgres, None) => anyhow::bail!("PostgreSQL needs ZAR_BENCH_DATABASE_URL"),
        };
        fresh.db.migrate().await?;
        Ok(fresh)
    }

    /// Closes the pool and removes the database (the folder, or `DROP DATABASE`).
    pub async fn remove(self) {
        self.db.close().await;
        if let Some(dir) = &self.dir {
            let _ = std::fs::remove_dir_all(dir);
        }
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
    let (base, query) = url.split_once('?').map_or((url, String::new()), |(b, q)| (b, format!("?{q}")));
    let host_start = base.find("://").map_or(0, |i| i + 3);
    match base[host_start..].find('/') {
        Some(slash) => format!("{}/{name}{query}", &base[..host_start + slash]),
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
