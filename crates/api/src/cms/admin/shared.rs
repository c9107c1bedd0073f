//! What the content resources share: texts and images in both languages, field checks, and the answers
//! (listed, found, saved, deleted).

use chrono::{DateTime, Utc};
use domain::{
    cms as rules,
    validation::{FieldErrors, Invalid, text_length, validate},
};
use serde::{Deserialize, Serialize};
use store::cms::Localized;
use utoipa::ToSchema;

use crate::{
    error::Error,
    i18n::Lang,
    reply::{ApiResult, Reply},
};

/// Longest title (characters).
pub const TITLE_MAX: usize = 200;
/// Longest description (characters).
pub const DESCRIPTION_MAX: usize = 1000;
/// Longest HTML body (characters).
pub const HTML_MAX: usize = 100_000;
/// Longest translation (characters).
pub const TRANSLATION_MAX: usize = 2000;

/// A text in Turkish and English.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct Texts {
    pub tr: String,
    pub en: String,
}

impl From<Localized<String>> for Texts {
    fn from(l: Localized<String>) -> Self {
        Texts { tr: l.tr, en: l.en }
    }
}

/// Three image urls per language: `[0]` default (mobile), `[1]` ≥ 1200 px, `[2]` ≥ 992 px. `en` may be empty
/// (then English visitors see the Turkish images).
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct ImageSets {
    pub tr: Vec<String>,
    pub en: Vec<String>,
}

impl From<Localized<Vec<String>>> for ImageSets {
    fn from(l: Localized<Vec<String>>) -> Self {
        ImageSets { tr: l.tr, en: l.en }
    }
}

/// Both languages of a required text, 1 to `max` characters each.
pub(crate) fn required_texts(field: &str, value: &Texts, max: usize) -> Result<Localized<String>, FieldErrors> {
    let (tr, en) = validate((
        (format!("{field}.tr").as_str(), text_length(&value.tr, 1, max).map(str::to_owned)),
        (format!("{field}.en").as_str(), text_length(&value.en, 1, max).map(str::to_owned)),
    ))?;
    Ok(Localized { tr, en })
}

/// Both languages of an optional text, at most `max` characters each.
pub(super) fn optional_texts(field: &str, value: &Texts, max: usize) -> Result<Localized<String>, FieldErrors> {
    let check = |text: &str| {
        let text = text.trim();
        if text.chars().count() > max {
            Err(Invalid::new("validation.length").arg("min", 0).arg("max", max))
        } else {
            Ok(text.to_owned())
        }
    };
    let (tr, en) = validate((
        (format!("{field}.tr").as_str(), check(&value.tr)),
        (format!("{field}.en").as_str(), check(&value.en)),
    ))?;
    Ok(Localized { tr, en })
}

/// Both languages of an image set (Turkish required, English optional).
pub(super) fn image_sets(value: &ImageSets) -> Result<Localized<Vec<String>>, FieldErrors> {
    let (tr, en) = validate((
        ("images.tr", rules::parse_images(&value.tr)),
        ("images.en", rules::parse_optional_images(&value.en)),
    ))?;
    Ok(Localized { tr, en })
}

/// An optional RFC 3339 time (`2026-01-31T18:00:00Z`).
pub(super) fn optional_time(value: Option<&str>) -> Result<Option<DateTime<Utc>>, Invalid> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(text) => DateTime::parse_from_rfc3339(text)
            .map(|t| Some(t.with_timezone(&Utc)))
            .map_err(|_| Invalid::new("validation.datetime")),
    }
}

/// An optional slug (empty means none).
pub(super) fn optional_slug(value: Option<&str>) -> Result<Option<String>, Invalid> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(slug) => rules::parse_slug(slug).map(Some),
    }
}

/// The numeric id of a path; anything else names no item.
pub(super) fn item_id(id: &str) -> Result<i64, Error> {
    id.trim().parse().map_err(|_| not_found())
}

/// 404 `cms.not_found`.
pub(super) fn not_found() -> Error {
    Error::not_found("cms.not_found")
}

// The handlers' answers, one per outcome.

/// Every item of a list, as operators see it.
pub(super) fn listed<T, U: From<T>>(items: Vec<T>) -> ApiResult<Vec<U>> {
    Ok(Reply::data(items.into_iter().map(U::from).collect()))
}

/// The item, as operators see it; 404 when there is none.
pub(super) fn found<T, U: From<T>>(item: Option<T>) -> ApiResult<U> {
    item.map(|item| Reply::data(U::from(item))).ok_or_else(not_found)
}

/// A created or updated item with the localized "Saved." message.
pub(super) fn saved<T>(lang: Lang, item: T) -> ApiResult<T> {
    Ok(Reply::with_message(lang.t("cms.saved"), item))
}

/// The localized "Deleted." message; 404 when there was nothing to delete.
pub(super) fn deleted<T>(lang: Lang, removed: Option<T>) -> ApiResult<()> {
    removed.ok_or_else(not_found)?;
    Ok(Reply::message(lang.t("cms.deleted")))
}

/// Where a new item goes when the request leaves its position to the server: after the last one.
pub(super) fn after_last(positions: impl Iterator<Item = i64>) -> i64 {
    positions.max().unwrap_or(0) + 1
}
