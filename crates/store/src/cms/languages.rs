//! The languages the site speaks (Turkish first, English), as the language selector lists them.

use serde::Serialize;

use crate::{Db, Result, with_db};

/// A language: its code and its own name (`tr`, `Türkçe`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Language {
    pub locale: String,
    pub name: String,
}

/// Every language, in order.
pub async fn list(db: &Db) -> Result<Vec<Language>> {
    Ok(with_db!(db, pool => sqlx::query_as("SELECT locale, name FROM languages ORDER BY position, locale")
        .fetch_all(pool)
        .await)?)
}
