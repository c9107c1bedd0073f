//! Content pages (/pages/{id}: terms, privacy, about …) and the categories that group them in the footer.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::{Localized, audit_change, html};
use crate::{BeginWrite, Db, Result, audit::NewEntry, with_db};

/// A group of pages. `name` is the stable name of the spec (Footer, Story, Terms of use, Terms of service);
/// `title` is what a player reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Category {
    pub id: i64,
    pub name: String,
    pub title: Localized<String>,
    pub position: i64,
}

/// A page as stored; its HTML was sanitized when it was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Page {
    pub id: i64,
    pub slug: Option<String>,
    pub category_id: i64,
    pub position: i64,
    pub status: bool,
    pub title: Localized<String>,
    pub html: Localized<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What an operator (or the demo content) writes. `html` is sanitized on the way in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageInput {
    pub slug: Option<String>,
    pub category_id: i64,
    pub position: i64,
    pub status: bool,
    pub title: Localized<String>,
    pub html: Localized<String>,
}

#[derive(sqlx::FromRow)]
struct CategoryRow {
    id: i64,
    name: String,
    title_tr: String,
    title_en: String,
    position: i64,
}

impl From<CategoryRow> for Category {
    fn from(r: CategoryRow) -> Self {
        Category { id: r.id, name: r.name, title: Localized { tr: r.title_tr, en: r.title_en }, position: r.position }
    }
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    slug: Option<String>,
    category_id: i64,
    position: i64,
    status: bool,
    title_tr: String,
    title_en: String,
    html_tr: String,
    html_en: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Row> for Page {
    fn from(r: Row) -> Self {
        Page {
            id: r.id,
            slug: r.slug,
            category_id: r.category_id,
            position: r.position,
            status: r.status,
            title: Localized { tr: r.title_tr, en: r.title_en },
            html: Localized { tr: r.html_tr, en: r.html_en },
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

const COLUMNS: &str =
    "id, slug, category_id, position, status, title_tr, title_en, html_tr, html_en, created_at, updated_at";

/// Every category, in order.
pub async fn categories(db: &Db) -> Result<Vec<Category>> {
    let rows: Vec<CategoryRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, name, title_tr, title_en, position FROM cms_categories ORDER BY position, id")
        .fetch_all(pool)
        .await)?;
    Ok(rows.into_iter().map(Category::from).collect())
}

/// Whether a category exists.
pub async fn category_exists(db: &Db, id: i64) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => sqlx::query_scalar("SELECT id FROM cms_categories WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    Ok(found.is_some())
}

/// The id of the category named `name`, creating it with `title` and `position` when it is new.
pub async fn ensure_category(db: &Db, name: &str, title: &Localized<String>, position: i64) -> Result<i64> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO cms_categories (name, title_tr, title_en, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO NOTHING")
        .bind(name)
        .bind(&title.tr)
        .bind(&title.en)
        .bind(position)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(with_db!(db, pool => sqlx::query_scalar("SELECT id FROM cms_categories WHERE name = $1")
        .bind(name)
        .fetch_one(pool)
        .await)?)
}

/// The pages of one category (or all), in order; `only_enabled` for players.
pub async fn list(db: &Db, category_id: Option<i64>, only_enabled: bool) -> Result<Vec<Page>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM cms_pages WHERE ($1 IS NULL OR category_id = $1) AND (status = TRUE OR $2 = FALSE)
         ORDER BY category_id, position, id"
    );
    let rows: Vec<Row> =
        with_db!(db, pool => sqlx::query_as(&sql).bind(category_id).bind(only_enabled).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Page::from).collect())
}

/// One page, enabled or not.
pub async fn get(db: &Db, id: i64) -> Result<Option<Page>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_pages WHERE id = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Page::from))
}

/// The page with this slug.
pub async fn get_by_slug(db: &Db, slug: &str) -> Result<Option<Page>> {
    let sql = format!("SELECT {COLUMNS} FROM cms_pages WHERE slug = $1");
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&sql).bind(slug).fetch_optional(pool).await)?;
    Ok(row.map(Page::from))
}

/// Whether another page than `except` already uses `slug`.
pub async fn slug_taken(db: &Db, slug: &str, except: Option<i64>) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM cms_pages WHERE slug = $1 AND ($2 IS NULL OR id <> $2)")
        .bind(slug)
        .bind(except)
        .fetch_optional(pool)
        .await)?;
    Ok(found.is_some())
}

/// Adds a page, its HTML sanitized; `audit` (an operator's change) is appended in the same transaction.
pub async fn create(db: &Db, input: &PageInput, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<Page> {
    let sql = format!(
        "INSERT INTO cms_pages (slug, category_id, position, status, title_tr, title_en, html_tr, html_en,
         created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING {COLUMNS}"
    );
    let clean = input.html.map(|h| html::sanitize(h));
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Row = sqlx::query_as(&sql)
            .bind(&input.slug)
            .bind(input.category_id)
            .bind(input.position)
            .bind(input.status)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&clean.tr)
            .bind(&clean.en)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let page = Page::from(row);
        audit_change(&mut *tx, audit, page.id, None::<Page>, &page).await?;
        tx.commit().await?;
        Ok(page)
    })
}

/// Replaces a page's fields, its HTML sanitized; `None` when there is no such page.
pub async fn update(
    db: &Db,
    id: i64,
    input: &PageInput,
    now: DateTime<Utc>,
    audit: Option<&NewEntry>,
) -> Result<Option<Page>> {
    let select = format!("SELECT {COLUMNS} FROM cms_pages WHERE id = $1");
    let update = format!(
        "UPDATE cms_pages SET slug = $2, category_id = $3, position = $4, status = $5, title_tr = $6, title_en = $7,
         html_tr = $8, html_en = $9, updated_at = $10 WHERE id = $1 RETURNING {COLUMNS}"
    );
    let clean = input.html.map(|h| html::sanitize(h));
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<Row> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before.map(Page::from) else { return Ok(None) };
        let row: Row = sqlx::query_as(&update)
            .bind(id)
            .bind(&input.slug)
            .bind(input.category_id)
            .bind(input.position)
            .bind(input.status)
            .bind(&input.title.tr)
            .bind(&input.title.en)
            .bind(&clean.tr)
            .bind(&clean.en)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let after = Page::from(row);
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}

/// Removes a page; the removed page, `None` when there was none.
pub async fn delete(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Page>> {
    let sql = format!("DELETE FROM cms_pages WHERE id = $1 RETURNING {COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<Row> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = row.map(Page::from) else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Page>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
