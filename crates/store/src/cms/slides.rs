//! Carousel slides. A carousel is named by its slug (`home`, `casino`, `livecasino` …); its slides show in
//! `position` order, each a link around a picture in three sizes.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::{Localized, audit_change, images_to_json, localized_images};
use crate::{BeginWrite, Db, Result, audit::NewEntry, with_db};

/// A slide as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Slide {
    pub id: i64,
    pub slug: String,
    pub url: String,
    pub target: String,
    pub position: i64,
    pub status: bool,
    /// Three urls per language: default (mobile), ≥ 1200 px, ≥ 992 px; English may be empty (same as Turkish).
    pub images: Localized<Vec<String>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What an operator (or the demo content) writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlideInput {
    pub slug: String,
    pub url: String,
    pub target: String,
    pub position: i64,
    pub status: bool,
    pub images: Localized<Vec<String>>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    slug: String,
    url: String,
    target: String,
    position: i64,
    status: bool,
    images_tr: String,
    images_en: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Row> for Slide {
    fn from(r: Row) -> Self {
        Slide {
            id: r.id,
            slug: r.slug,
            url: r.url,
            target: r.target,
            position: r.position,
            status: r.status,
            images: localized_images(&r.images_tr, &r.images_en),
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

const COLUMNS: &str = "id, slug, url, target, position, status, images_tr, images_en, created_at, updated_at";

/// The slides of one carousel (or of all, when `slug` is `None`), in order; `only_enabled` for players.
pub async fn list(db: &Db, slug: Option<&str>, only_enabled: bool) -> Result<Vec<Slide>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM cms_slides WHERE ($1 IS NULL OR slug = $1) AND (status = TRUE OR $2 = FALSE)
         ORDER BY slug, position, id"
    );
    let rows: Vec<Row> =
        with_db!(db, pool => sqlx::query_as(&sql).bind(slug).bind(only_enabled).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Slide::from).collect())
}

/// One slide.
pub async fn get(db: &Db, id: i64) -> Result<Option<Slide>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_slides WHERE id = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Slide::from))
}

/// How many slides a carousel has (enabled or not).
pub async fn count(db: &Db, slug: &str) -> Result<i64> {
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM cms_slides WHERE slug = $1")
        .bind(slug)
        .fetch_one(pool)
        .await)?)
}

/// Adds a slide; `audit` (an operator's change) is appended in the same transaction.
pub async fn create(db: &Db, input: &SlideInput, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<Slide> {
    let sql = format!(
        "INSERT INTO cms_slides (slug, url, target, position, status, images_tr, images_en, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Row = sqlx::query_as(&sql)
            .bind(&input.slug)
            .bind(&input.url)
            .bind(&input.target)
            .bind(input.position)
            .bind(input.status)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let slide = Slide::from(row);
        audit_change(&mut *tx, audit, slide.id, None::<Slide>, &slide).await?;
        tx.commit().await?;
        Ok(slide)
    })
}

/// Replaces a slide's fields (including its position); `None` when there is no such slide.
pub async fn update(
    db: &Db,
    id: i64,
    input: &SlideInput,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Slide>> {
    let select = format!("SELECT {COLUMNS} FROM cms_slides WHERE id = $1");
    let update = format!(
        "UPDATE cms_slides SET slug = $2, url = $3, target = $4, position = $5, status = $6, images_tr = $7,
         images_en = $8, updated_at = $9 WHERE id = $1 RETURNING {COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<Row> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before.map(Slide::from) else { return Ok(None) };
        let row: Row = sqlx::query_as(&update)
            .bind(id)
            .bind(&input.slug)
            .bind(&input.url)
            .bind(&input.target)
            .bind(input.position)
            .bind(input.status)
            .bind(images_to_json(&input.images.tr))
            .bind(images_to_json(&input.images.en))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let after = Slide::from(row);
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes a slide; the removed slide, `None` when there was none.
pub async fn delete(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Slide>> {
    let sql = format!("DELETE FROM cms_slides WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Row> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = row.map(Slide::from) else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Slide>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
