//! Site options: key/value settings operators edit (partner ids and urls, links, live-chat ids …).

use serde::Serialize;

use crate::{
    BeginWrite, Conn, Db, Result,
    audit::{self, NewEntry},
    with_db,
};

/// One option as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct SiteOption {
    pub key: String,
    pub value: String,
    pub is_public: bool,
    pub status: bool,
    pub description: String,
}

/// The value of an enabled option, if it is set.
pub async fn value(db: &Db, key: &str) -> Result<Option<String>> {
    let value: Option<String> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT value FROM site_options WHERE key = $1 AND status = TRUE")
        .bind(key)
        .fetch_optional(pool)
        .await)?;
    Ok(value.filter(|v| !v.is_empty()))
}

/// Every option, public or not, by key.
pub async fn list(db: &Db, only_public: bool) -> Result<Vec<SiteOption>> {
    let sql = if only_public {
        "SELECT key, value, is_public, status, description FROM site_options WHERE is_public = TRUE ORDER BY key"
    } else {
        "SELECT key, value, is_public, status, description FROM site_options ORDER BY key"
    };
    Ok(with_db!(db, pool => sqlx::query_as(sql).fetch_all(pool).await)?)
}

/// Creates or replaces an option.
pub async fn upsert(db: &Db, option: &SiteOption) -> Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO site_options (key, value, is_public, status, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, is_public = excluded.is_public,
         status = excluded.status, description = excluded.description")
        .bind(&option.key)
        .bind(&option.value)
        .bind(option.is_public)
        .bind(option.status)
        .bind(&option.description)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Inserts an option only when its key is new (demo content never overwrites an operator's edit).
pub async fn insert_missing(db: &Db, option: &SiteOption) -> Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO site_options (key, value, is_public, status, description) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO NOTHING")
        .bind(&option.key)
        .bind(&option.value)
        .bind(option.is_public)
        .bind(option.status)
        .bind(&option.description)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// The options the site's visitors may read: public and enabled, by key.
pub async fn list_visible(db: &Db) -> Result<Vec<SiteOption>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT key, value, is_public, status, description FROM site_options
         WHERE is_public = TRUE AND status = TRUE ORDER BY key")
        .fetch_all(pool)
        .await)?)
}

/// One option, enabled or not.
pub async fn get(db: &Db, key: &str) -> Result<Option<SiteOption>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT key, value, is_public, status, description FROM site_options WHERE key = $1")
        .bind(key)
        .fetch_optional(pool)
        .await)?)
}

/// Appends an operator's audit `entry` for option `key` (what changed, and the option's sensitivity: content,
/// money or script) on the change's transaction. `None` for changes that are not an operator's (the demo).
async fn audit_option<'c>(
    conn: impl Into<Conn<'c>>,
    entry: Option<&NewEntry>,
    key: &str,
    before: impl Serialize,
    after: impl Serialize,
) -> Result<()> {
    if let Some(entry) = entry {
        let entry = NewEntry { target_id: Some(key.to_owned()), ..entry.clone() }
            .changes(before, after)
            .noting("sensitivity", domain::cms::option_sensitivity(key).as_str());
        audit::append(conn, &entry).await?;
    }
    Ok(())
}

const COLUMNS: &str = "key, value, is_public, status, description";

/// Adds an option; `None` when its key is taken. `audit` (an operator's change) is appended in the same
/// transaction.
pub async fn add(db: &Db, option: &SiteOption, audit: Option<&NewEntry>) -> Result<Option<SiteOption>> {
    let sql = format!(
        "INSERT INTO site_options ({COLUMNS}) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let added: Option<SiteOption> = sqlx::query_as(&sql)
            .bind(&option.key)
            .bind(&option.value)
            .bind(option.is_public)
            .bind(option.status)
            .bind(&option.description)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(added) = added else { return Ok(None) };
        audit_option(&mut *tx, audit, &added.key, None::<SiteOption>, &added).await?;
        tx.commit().await?;
        Ok(Some(added))
    })
}

/// Replaces an existing option's value, visibility, status and description; `None` when there is none.
pub async fn replace(db: &Db, option: &SiteOption, audit: Option<&NewEntry>) -> Result<Option<SiteOption>> {
    let select = format!("SELECT {COLUMNS} FROM site_options WHERE key = $1");
    let update = format!(
        "UPDATE site_options SET value = $2, is_public = $3, status = $4, description = $5 WHERE key = $1
         RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<SiteOption> = sqlx::query_as(&select).bind(&option.key).fetch_optional(&mut *tx).await?;
        let Some(before) = before else { return Ok(None) };
        let after: SiteOption = sqlx::query_as(&update)
            .bind(&option.key)
            .bind(&option.value)
            .bind(option.is_public)
            .bind(option.status)
            .bind(&option.description)
            .fetch_one(&mut *tx)
            .await?;
        audit_option(&mut *tx, audit, &after.key, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes an option; the removed one, `None` when there was none.
pub async fn remove(db: &Db, key: &str, audit: Option<&NewEntry>) -> Result<Option<SiteOption>> {
    let sql = format!("DELETE FROM site_options WHERE key = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let removed: Option<SiteOption> = sqlx::query_as(&sql).bind(key).fetch_optional(&mut *tx).await?;
        let Some(removed) = removed else { return Ok(None) };
        audit_option(&mut *tx, audit, key, &removed, None::<SiteOption>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
