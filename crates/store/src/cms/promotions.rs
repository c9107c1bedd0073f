//! Promotions on /promotions: a title, sanitized HTML terms and pictures in three sizes, per language,
//! listed in `position` order while enabled and not past `valid_until`.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::{Localized, audit_change, html, images_to_json, localized_images};
use crate::{BeginWrite, Db, Result, audit::NewEntry, with_db};

/// A promotion as stored; its HTML was sanitized when it was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Promotion {
    pub id: i64,
    pub slug: Option<String>,
    pub position: i64,
    pub status: bool,
    /// Listed until this moment (for ever, when empty).
    pub valid_until: Option<DateTime<Utc>>,
    pub title: Localized<String>,
    pub html: Localized<String>,
    pub images: Localized<Vec<String>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Promotion {
    /// Whether players see it at `now`.
    pub fn is_current(&self, now: DateTime<Utc>) -> bool {
        self.status && self.valid_until.is_none_or(|until| now < until)
    }
}

/// What an operator (or the demo content) writes. `html` is sanitized on the way in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionInput {
    pub slug: Option<String>,
    pub position: i64,
    pub status: bool,
    pub valid_until: Option<DateTime<Utc>>,
    pub title: Localized<String>,
    pub html: Localized<String>,
    pub images: Localized<Vec<String>>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    slug: Option<String>,
    position: i64,
    status: bool,
    valid_until: Option<DateTime<Utc>>,
    title_tr: String,
    title_en: String,
    html_tr: String,
    html_en: String,
    images_tr: String,
    images_en: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Row> for Promotion {
    fn from(r: Row) -> Self {
        Promotion {
            id: r.id,
            slug: r.slug,
            position: r.position,
            status: r.status,
            valid_until: r.valid_until,
            title: Localized { tr: r.title_tr, en: r.title_en },
            html: Localized { tr: r.html_tr, en: r.html_en },
            images: localized_images(&r.images_tr, &r.images_en),
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

const COLUMNS: &str = "id, slug, position, status, valid_until, title_tr, title_en, html_tr, html_en, images_tr, \
    images_en, created_at, updated_at";

/// Every promotion, in order.
pub async fn list(db: &Db) -> Result<Vec<Promotion>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_promotions ORDER BY position, id");
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Promotion::from).collect())
}

/// The promotions players see at `now`, in order (the validity is compared here: SQLite keeps times as text).
pub async fn current(db: &Db, now: DateTime<Utc>) -> Result<Vec<Promotion>> {
    Ok(list(db).await?.into_iter().filter(|p| p.is_current(now)).collect())
}

/// One promotion.
pub async fn get(db: &Db, id: i64) -> Result<Option<Promotion>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_promotions WHERE id = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Promotion::from))
}

/// The promotion with this slug.
pub async fn get_by_slug(db: &Db, slug: &str) -> Result<Option<Promotion>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_promotions WHERE slug = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(slug).fetch_optional(pool).await)?;
    Ok(row.map(Promotion::from))
}

/// Whether another promotion than `except` already uses `slug`.
pub async fn slug_taken(db: &Db, slug: &str, except: Option<i64>) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM cms_promotions WHERE slug = $1 AND ($2 IS NULL OR id <> $2)")
        .bind(slug)
        .bind(except)
        .fetch_optional(pool)
        .await)?;
    Ok(found.is_some())
}

/// Adds a promotion, its HTML sanitized; `audit` (an operator's change) is appended in the same transaction.
pub async fn create(
    db: &Db,
    input: &PromotionInput,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Promotion> {
    let sql = format!(
        "INSERT INTO cms_promotions (slug, position, status, valid_until, title_tr, title_en, html_tr, html_en,
         images_tr, images_en, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING {COLUMNS}"
    );
    let clean = input.html.map(|h| html::sanitize(h));
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Row = sqlx::query_as(&sql)
            .bind(&input.slug)
            .bind(input.position)
            .bind(input.status)
            .bind(input.valid_until)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&clean.tr)
            .bind(&clean.en)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let promotion = Promotion::from(row);
        audit_change(&mut *tx, audit, promotion.id, None::<Promotion>, &promotion).await?;
        tx.commit().await?;
        Ok(promotion)
    })
}

/// Replaces a promotion's fields, its HTML sanitized; `None` when there is no such promotion.
pub async fn update(
    db: &Db,
    id: i64,
    input: &PromotionInput,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Promotion>> {
    let select = format!("SELECT {COLUMNS} FROM cms_promotions WHERE id = $1");
    let update = format!(
        "UPDATE cms_promotions SET slug = $2, position = $3, status = $4, valid_until = $5, title_tr = $6,
         title_en = $7, html_tr = $8, html_en = $9, images_tr = $10, images_en = $11, updated_at = $12
         WHERE id = $1 RETURNING {COLUMNS}"
    );
    let clean = input.html.map(|h| html::sanitize(h));
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<Row> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before.map(Promotion::from) else { return Ok(None) };
        let row: Row = sqlx::query_as(&update)
            .bind(id)
            .bind(&input.slug)
            .bind(input.position)
            .bind(input.status)
            .bind(input.valid_until)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&clean.tr)
            .bind(&clean.en)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let after = Promotion::from(row);
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes a promotion; the removed promotion, `None` when there was none.
pub async fn delete(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Promotion>> {
    let sql = format!("DELETE FROM cms_promotions WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Row> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = row.map(Promotion::from) else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Promotion>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
