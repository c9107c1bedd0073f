//! Content behind the site: carousel slides, pages and their categories, popups, promotions, languages and
//! translations. Site options live in [`crate::site_options`].

pub mod html;
pub mod languages;
pub mod pages;
pub mod popups;
pub mod promotions;
pub mod slides;
pub mod translations;

use domain::locale::Locale;
use serde::{Deserialize, Serialize};

use crate::{
    Result,
    audit::{self, NewEntry},
};

/// A value in each language the site speaks.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Localized<T> {
    pub tr: T,
    pub en: T,
}

impl<T> Localized<T> {
    pub fn new(tr: impl Into<T>, en: impl Into<T>) -> Self {
        Localized { tr: tr.into(), en: en.into() }
    }

    /// The value in `locale`.
    pub fn get(&self, locale: Locale) -> &T {
        match locale {
            Locale::Tr => &self.tr,
            Locale::En => &self.en,
        }
    }

    pub fn map<U>(&self, f: impl Fn(&T) -> U) -> Localized<U> {
        Localized { tr: f(&self.tr), en: f(&self.en) }
    }
}

impl Localized<Vec<String>> {
    /// The images for `locale`: English falls back to the Turkish set when it has none of its own.
    pub fn images(&self, locale: Locale) -> &[String] {
        match locale {
            Locale::En if !self.en.is_empty() => &self.en,
            _ => &self.tr,
        }
    }
}

/// Image lists are stored as JSON arrays in a TEXT column.
fn images_to_json(images: &[String]) -> String {
    serde_json::to_string(images).unwrap_or_else(|_| "[]".to_owned())
}

fn images_from_json(text: &str) -> Vec<String> {
    serde_json::from_str(text).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "unreadable image list in the cms tables; treating it as empty");
        Vec::new()
    })
}

fn localized_images(tr: &str, en: &str) -> Localized<Vec<String>> {
    Localized { tr: images_from_json(tr), en: images_from_json(en) }
}

/// Appends an operator's audit `entry` for object `target_id` (what changed from `before` to `after`) on the
/// change's own transaction, so the change and its row commit together. `None` for changes that are not an
/// operator's (the demo content).
pub(crate) async fn audit_change<'c>(
    conn: impl Into<crate::Conn<'c>>,
    entry: Option<&NewEntry>,
    target_id: impl ToString,
    before: impl Serialize,
    after: impl Serialize,
) -> Result<()> {
    if let Some(entry) = entry {
        let entry = NewEntry { target_id: Some(target_id.to_string()), ..entry.clone() };
        audit::append(conn, &entry.changes(before, after)).await?;
    }
    Ok(())
}
