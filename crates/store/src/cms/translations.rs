//! Texts of the web app that operators may change (`TOP_NOTIFY`, `OPERATOR_STATEMENT` …), one row per key and
//! language. The client lays them over its bundled strings.

use chrono::{DateTime, Utc};
use domain::locale::Locale;
use serde::Serialize;

use super::audit_change;
use crate::{BeginWrite, Db, Result, audit::NewEntry, with_db};

/// A translation as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Translation {
    pub id: i64,
    pub key: String,
    pub locale: String,
    pub value: String,
    pub updated_at: DateTime<Utc>,
}

const COLUMNS: &str = "id, key, locale, value, updated_at";

/// Every translation of `locale` (or of all languages), by key.
pub async fn list(db: &Db, locale: Option<Locale>) -> Result<Vec<Translation>> {
    let sql = format!("SELECT {COLUMNS} FROM translations WHERE ($1 IS NULL OR locale = $1) ORDER BY key, locale");
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(locale.map(Locale::code)).fetch_all(pool).await)?)
}

/// One translation.
pub async fn get(db: &Db, id: i64) -> Result<Option<Translation>> {
    let sql = format!("SELECT {COLUMNS} FROM translations WHERE id = $1");
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?)
}

/// Adds a translation; `None` when `key` already has one in `locale`. `audit` (an operator's change) is
/// appended in the same transaction.
pub async fn create(
    db: &Db,
    key: &str,
    locale: Locale,
    value: &str,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Translation>> {
    let sql = format!(
        "INSERT INTO translations (key, locale, value, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key, locale) DO NOTHING RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let created: Option<Translation> = sqlx::query_as(&sql)
            .bind(key)
            .bind(locale.code())
            .bind(value)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(created) = created else { return Ok(None) };
        audit_change(&mut *tx, audit, created.id, None::<Translation>, &created).await?;
        tx.commit().await?;
        Ok(Some(created))
    })
}

/// Changes a translation's text (its key and language identify it and stay); `None` when there is none.
pub async fn update(
    db: &Db,
    id: i64,
    value: &str,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Translation>> {
    let select = format!("SELECT {COLUMNS} FROM translations WHERE id = $1");
    let update = format!("UPDATE translations SET value = $2, updated_at = $3 WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<Translation> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before else { return Ok(None) };
        let after: Translation = sqlx::query_as(&update).bind(id).bind(value).bind(now).fetch_one(&mut *tx).await?;
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes a translation; the removed one, `None` when there was none.
pub async fn delete(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Translation>> {
    let sql = format!("DELETE FROM translations WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let removed: Option<Translation> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = removed else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Translation>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
