//! The ISO country list with Turkish and English names; Türkiye is the default.

use domain::locale::Locale;
use serde::Serialize;

use crate::{Db, Result, with_db};

/// A country as the registration form lists it: its id and its name in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Country {
    pub id: i64,
    pub name: String,
}

/// All countries, named and sorted in `locale`.
pub async fn list(db: &Db, locale: Locale) -> Result<Vec<Country>> {
    let sql = match locale {
        Locale::Tr => "SELECT id, name_tr AS name FROM countries",
        Locale::En => "SELECT id, name_en AS name FROM countries",
    };
    let mut countries: Vec<Country> = with_db!(db, pool => sqlx::query_as(sql).fetch_all(pool).await)?;
    countries.sort_by_cached_key(|c| collation_key(&c.name, locale));
    Ok(countries)
}

/// The id of the default country (Türkiye).
pub async fn default_id(db: &Db) -> Result<i64> {
    let id: i64 = with_db!(db, pool => sqlx::query_scalar("SELECT id FROM countries WHERE is_default = TRUE")
        .fetch_one(pool)
        .await)?;
    Ok(id)
}

/// The name of country `id` in `locale`.
pub async fn name(db: &Db, id: i64, locale: Locale) -> Result<Option<String>> {
    let sql = match locale {
        Locale::Tr => "SELECT name_tr FROM countries WHERE id = $1",
        Locale::En => "SELECT name_en FROM countries WHERE id = $1",
    };
    Ok(with_db!(db, pool => sqlx::query_scalar(sql).bind(id).fetch_optional(pool).await)?)
}

/// Whether `id` names a country.
pub async fn exists(db: &Db, id: i64) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => sqlx::query_scalar("SELECT id FROM countries WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    Ok(found.is_some())
}

/// A sort key that puts Turkish letters where a Turkish reader expects them (Ç after C, Ş after S, İ after I …).
fn collation_key(name: &str, locale: Locale) -> Vec<(u32, u32)> {
    const TURKISH: &str = "aâbcçdefgğhıiîjklmnoöprsştuüûvyz";
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match locale {
            Locale::Tr => match TURKISH.chars().position(|t| t == c) {
                Some(i) => (0, i as u32),
                None => (1, c as u32),
            },
            Locale::En => (0, c as u32),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_order_puts_cedilla_after_c() {
        let mut names = vec!["Çin", "Zambiya", "Cezayir", "Danimarka"];
        names.sort_by_key(|n| collation_key(n, Locale::Tr));
        assert_eq!(names, ["Cezayir", "Çin", "Danimarka", "Zambiya"]);
    }
}
