//! Marketing popups: pictures in three sizes linking somewhere, shown while enabled and inside their window.
//! The client shows each popup once (remembered by id), so ids are never reused.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::{Localized, audit_change, images_to_json, localized_images};
use crate::{BeginWrite, Db, Result, audit::NewEntry, with_db};

/// A popup as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Popup {
    pub id: i64,
    pub url: String,
    pub target: String,
    pub status: bool,
    /// Shown from this moment (always, when empty).
    pub starts_at: Option<DateTime<Utc>>,
    /// Shown until this moment (for ever, when empty).
    pub ends_at: Option<DateTime<Utc>>,
    pub title: Localized<String>,
    pub description: Localized<String>,
    pub images: Localized<Vec<String>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Popup {
    /// Whether players see it at `now`.
    pub fn is_active(&self, now: DateTime<Utc>) -> bool {
        self.status && self.starts_at.is_none_or(|s| s <= now) && self.ends_at.is_none_or(|e| now < e)
    }
}

/// What an operator (or the demo content) writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PopupInput {
    pub url: String,
    pub target: String,
    pub status: bool,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub title: Localized<String>,
    pub description: Localized<String>,
    pub images: Localized<Vec<String>>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    url: String,
    target: String,
    status: bool,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    title_tr: String,
    title_en: String,
    description_tr: String,
    description_en: String,
    images_tr: String,
    images_en: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Row> for Popup {
    fn from(r: Row) -> Self {
        Popup {
            id: r.id,
            url: r.url,
            target: r.target,
            status: r.status,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            title: Localized { tr: r.title_tr, en: r.title_en },
            description: Localized { tr: r.description_tr, en: r.description_en },
            images: localized_images(&r.images_tr, &r.images_en),
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

const COLUMNS: &str = "id, url, target, status, starts_at, ends_at, title_tr, title_en, description_tr, \
    description_en, images_tr, images_en, created_at, updated_at";

/// Every popup, newest first.
pub async fn list(db: &Db) -> Result<Vec<Popup>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_popups ORDER BY id DESC");
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Popup::from).collect())
}

/// The popup players see at `now`: of the enabled ones inside their window, the newest (highest id). Windows
/// are compared here rather than in SQL because SQLite keeps times as text.
pub async fn active(db: &Db, now: DateTime<Utc>) -> Result<Option<Popup>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_popups WHERE status = TRUE");
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Popup::from).filter(|p| p.is_active(now)).max_by_key(|p| p.id))
}

/// One popup.
pub async fn get(db: &Db, id: i64) -> Result<Option<Popup>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_popups WHERE id = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Popup::from))
}

/// How many popups exist.
pub async fn count(db: &Db) -> Result<i64> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM cms_popups").fetch_one(pool).await)?)
}

/// Adds a popup; `audit` (an operator's change) is appended in the same transaction.
pub async fn create(db: &Db, input: &PopupInput, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<Popup> {
    let sql = format!(
        "INSERT INTO cms_popups (url, target, status, starts_at, ends_at, title_tr, title_en, description_tr,
         description_en, images_tr, images_en, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Row = sqlx::query_as(&sql)
            .bind(&input.url)
            .bind(&input.target)
            .bind(input.status)
            .bind(input.starts_at)
            .bind(input.ends_at)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&input.description.tr)
            .bind(&input.description.en)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let popup = Popup::from(row);
        audit_change(&mut *tx, audit, popup.id, None::<Popup>, &popup).await?;
        tx.commit().await?;
        Ok(popup)
    })
}

/// Replaces a popup's fields; `None` when there is no such popup.
pub async fn update(
    db: &Db,
    id: i64,
    input: &PopupInput,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Popup>> {
    let select = format!("SELECT {COLUMNS} FROM cms_popups WHERE id = $1");
    let update = format!(
        "UPDATE cms_popups SET url = $2, target = $3, status = $4, starts_at = $5, ends_at = $6, title_tr = $7,
         title_en = $8, description_tr = $9, description_en = $10, images_tr = $11, images_en = $12,
         updated_at = $13 WHERE id = $1 RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<Row> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before.map(Popup::from) else { return Ok(None) };
        let row: Row = sqlx::query_as(&update)
            .bind(id)
            .bind(&input.url)
            .bind(&input.target)
            .bind(input.status)
            .bind(input.starts_at)
            .bind(input.ends_at)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&input.description.tr)
            .bind(&input.description.en)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let after = Popup::from(row);
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes a popup; the removed popup, `None` when there was none.
pub async fn delete(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Popup>> {
    let sql = format!("DELETE FROM cms_popups WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Row> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = row.map(Popup::from) else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Popup>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
