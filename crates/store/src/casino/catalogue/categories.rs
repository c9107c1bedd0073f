//! The categories: the rails of each lobby and live filter, as operators curate them.

use serde::Serialize;

use super::{is_unique_violation, list_items, list_text};
use crate::{BeginWrite, Db, Result, audit::NewEntry, cms::Localized, cms::audit_change, with_db};

/// A category: a rail of games in the lobbies and live filters its `slug_list` names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Category {
    pub id: i64,
    /// Stable name for links and the demo content (`slot-popular`).
    pub slug: String,
    pub name: Localized<String>,
    /// The lobbies (`slot`, `live` …) and live filters (`roulette` …) it shows in.
    pub slug_list: Vec<String>,
    pub image_url: String,
    pub position: i64,
    pub enabled: bool,
}

impl Category {
    /// Whether it shows in lobby or live filter `system_category`.
    pub fn shows_in(&self, system_category: &str) -> bool {
        self.slug_list.iter().any(|slug| slug == system_category)
    }
}

/// What an operator (or the demo content) writes of a category.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryInput {
    pub slug: String,
    pub name: Localized<String>,
    pub slug_list: Vec<String>,
    pub image_url: String,
    pub position: i64,
    pub enabled: bool,
}

/// Another category has this slug.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the slug is taken")]
pub struct SlugTaken;

#[derive(sqlx::FromRow)]
struct CategoryRow {
    id: i64,
    slug: String,
    name_tr: String,
    name_en: String,
    slug_list: String,
    image_url: String,
    position: i64,
    enabled: bool,
}

impl From<CategoryRow> for Category {
    fn from(r: CategoryRow) -> Self {
        Category {
            id: r.id,
            slug: r.slug,
            name: Localized { tr: r.name_tr, en: r.name_en },
            slug_list: list_items(&r.slug_list),
            image_url: r.image_url,
            position: r.position,
            enabled: r.enabled,
        }
    }
}

const CATEGORY_COLUMNS: &str = "id, slug, name_tr, name_en, slug_list, image_url, position, enabled";

/// Every category (or only the enabled ones), in order.
pub async fn categories(db: &Db, only_enabled: bool) -> Result<Vec<Category>> {
    let sql = format!(
        "SELECT {CATEGORY_COLUMNS} FROM casino_categories WHERE (enabled = TRUE OR $1 = FALSE) ORDER BY position, id"
    );
    let rows: Vec<CategoryRow> = with_db!(db, pool => sqlx::query_as(&sql).bind(only_enabled).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Category::from).collect())
}

/// One category, enabled or not.
pub async fn category(db: &Db, id: i64) -> Result<Option<Category>> {
    let sql = format!("SELECT {CATEGORY_COLUMNS} FROM casino_categories WHERE id = $1");
    let row: Option<CategoryRow> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Category::from))
}

/// The category with `slug`.
pub async fn category_by_slug(db: &Db, slug: &str) -> Result<Option<Category>> {
    let sql = format!("SELECT {CATEGORY_COLUMNS} FROM casino_categories WHERE slug = $1");
    let row: Option<CategoryRow> = with_db!(db, pool => sqlx::query_as(&sql).bind(slug).fetch_optional(pool).await)?;
    Ok(row.map(Category::from))
}

/// Adds a category.
pub async fn create_category(
    db: &Db,
    input: &CategoryInput,
    audit: Option<&NewEntry>,
) -> Result<Result<Category, SlugTaken>> {
    let sql = format!(
        "INSERT INTO casino_categories (slug, name_tr, name_en, slug_list, image_url, position, enabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING {CATEGORY_COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let inserted: sqlx::Result<CategoryRow> = sqlx::query_as(&sql)
            .bind(&input.slug)
            .bind(&input.name.tr)
            .bind(&input.name.en)
            .bind(list_text(&input.slug_list))
            .bind(&input.image_url)
            .bind(input.position)
            .bind(input.enabled)
            .fetch_one(&mut *tx)
            .await;
        let category = match inserted {
            Ok(row) => Category::from(row),
            Err(e) if is_unique_violation(&e) => return Ok(Err(SlugTaken)),
            Err(e) => return Err(e.into()),
        };
        audit_change(&mut *tx, audit, category.id, None::<Category>, &category).await?;
        tx.commit().await?;
        Ok(Ok(category))
    })
}

/// Replaces a category's fields; `None` when there is no such category.
pub async fn update_category(
    db: &Db,
    id: i64,
    input: &CategoryInput,
    audit: Option<&NewEntry>,
) -> Result<Option<Result<Category, SlugTaken>>> {
    let select = format!("SELECT {CATEGORY_COLUMNS} FROM casino_categories WHERE id = $1");
    let update = format!(
        "UPDATE casino_categories SET slug = $2, name_tr = $3, name_en = $4, slug_list = $5, image_url = $6,
         position = $7, enabled = $8 WHERE id = $1 RETURNING {CATEGORY_COLUMNS}"
    );
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let before: Option<CategoryRow> = sqlx::query_as(&select).bind(id).fetch_optional(&mut *tx).await?;
        let Some(before) = before.map(Category::from) else { return Ok(None) };
        let updated: sqlx::Result<CategoryRow> = sqlx::query_as(&update)
            .bind(id)
            .bind(&input.slug)
            .bind(&input.name.tr)
            .bind(&input.name.en)
            .bind(list_text(&input.slug_list))
            .bind(&input.image_url)
            .bind(input.position)
            .bind(input.enabled)
            .fetch_one(&mut *tx)
            .await;
        let after = match updated {
            Ok(row) => Category::from(row),
            Err(e) if is_unique_violation(&e) => return Ok(Some(Err(SlugTaken))),
            Err(e) => return Err(e.into()),
        };
        audit_change(&mut *tx, audit, id, &before, &after).await?;
        tx.commit().await?;
        Ok(Some(Ok(after)))
    })
}

/// Removes a category (its games stay, outside it); the removed category, `None` when there was none.
pub async fn delete_category(db: &Db, id: i64, audit: Option<&NewEntry>) -> Result<Option<Category>> {
    let sql = format!("DELETE FROM casino_categories WHERE id = $1 RETURNING {CATEGORY_COLUMNS}");
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query("DELETE FROM casino_game_categories WHERE category_id = $1").bind(id).execute(&mut *tx).await?;
        let row: Option<CategoryRow> = sqlx::query_as(&sql).bind(id).fetch_optional(&mut *tx).await?;
        let Some(removed) = row.map(Category::from) else { return Ok(None) };
        audit_change(&mut *tx, audit, id, &removed, None::<Category>).await?;
        tx.commit().await?;
        Ok(Some(removed))
    })
}
