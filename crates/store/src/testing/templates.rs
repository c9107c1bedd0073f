//! Migrated templates for the tests' fresh databases. Running every migration for each test cost about 2.4 s on
//! PostgreSQL and 0.25 s on SQLite, hundreds of times a suite; instead the first test to need one migrates a
//! template (one per backend and set of migrations: the name carries their fingerprint), and every fresh database
//! is a copy of it — `CREATE DATABASE … TEMPLATE` (about 0.3 s) or a file copy. A changed migration changes the
//! fingerprint, so a stale template is never used; `Db::migrate` still runs on each copy and finds nothing to do.
//!
//! Templates stay between runs (a few megabytes each, in the temp folder or as `zar_template_*` databases).

use std::{
    hash::{Hash, Hasher},
    path::PathBuf,
};

use crate::{Backend, Db, Result, StoreError, with_db};

/// Changes whenever a migration of `backend` is added or edited.
fn fingerprint(backend: Backend) -> String {
    let mut hasher = std::hash::DefaultHasher::new();
    for migration in backend.migrator().iter() {
        migration.version.hash(&mut hasher);
        migration.checksum.as_ref().hash(&mut hasher);
    }
    format!("{:016x}", hasher.finish())
}

/// The migrated SQLite file to copy, made by the first test that asks (several may race: each builds its own
/// and renames it into place, and a rename replaces atomically).
pub(super) async fn sqlite() -> Result<PathBuf> {
    let path = std::env::temp_dir().join(format!("zar_template_{}.db", fingerprint(Backend::Sqlite)));
    if path.is_file() {
        return Ok(path);
    }
    let building = std::env::temp_dir().join(format!("{}.building", super::unique_name()));
    let db = Db::connect(&format!("sqlite://{}/zar.db", building.display())).await?;
    db.migrate().await?;
    // Everything into the main file, so a copy of that file alone is the whole database.
    with_db!(&db, pool => sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(pool).await.map(|r| r.rows_affected()))?;
    db.close().await;
    let moved = std::fs::rename(building.join("zar.db"), &path);
    let _ = std::fs::remove_dir_all(&building);
    moved.map_err(|e| StoreError::Other(format!("{}: {e}", path.display())))?;
    Ok(path)
}

/// Marks a PostgreSQL template whose migrations all ran (a test stopped mid-build leaves one without it).
const READY: &str = "zar test template: migrated";
/// Serializes the building of templates between test processes.
const BUILD_LOCK: i64 = 4_820_261_202;

/// The name of the migrated PostgreSQL database to copy, on the server `admin` is connected to.
pub(super) async fn postgres(admin: &Db, admin_url: &str) -> Result<String> {
    let name = format!("zar_template_{}", fingerprint(Backend::Postgres));
    let Db::Postgres(pool) = admin else { return Err(StoreError::Other("not a PostgreSQL server".into())) };
    if ready(pool, &name).await? {
        return Ok(name);
    }
    let mut conn = pool.acquire().await?;
    sqlx::query("SELECT pg_advisory_lock($1)").bind(BUILD_LOCK).execute(&mut *conn).await?;
    let built = build(pool, admin_url, &name).await;
    sqlx::query("SELECT pg_advisory_unlock($1)").bind(BUILD_LOCK).execute(&mut *conn).await?;
    built.map(|()| name)
}

/// Under the lock: made meanwhile by another test, or (re)made here.
async fn build(pool: &sqlx::PgPool, admin_url: &str, name: &str) -> Result<()> {
    if ready(pool, name).await? {
        return Ok(());
    }
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(pool).await?;
    sqlx::query(&format!("CREATE DATABASE {name}")).execute(pool).await?;
    let template = Db::connect(&super::replace_database(admin_url, name)).await?;
    let migrated = template.migrate().await;
    template.close().await;
    migrated?;
    sqlx::query(&format!("COMMENT ON DATABASE {name} IS '{READY}'")).execute(pool).await?;
    Ok(())
}

async fn ready(pool: &sqlx::PgPool, name: &str) -> Result<bool> {
    let found: Option<i32> = sqlx::query_scalar(
        "SELECT 1 FROM pg_database d JOIN pg_shdescription s ON s.objoid = d.oid \
         AND s.classoid = 'pg_database'::regclass WHERE d.datname = $1 AND s.description = $2",
    )
    .bind(name)
    .bind(READY)
    .fetch_optional(pool)
    .await?;
    Ok(found.is_some())
}
