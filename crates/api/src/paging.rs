//! Lists in pages: the `{items, total}` answer ([`Page`]) and the one parser of `skip`, `take` and other
//! bounded whole numbers, for operators' query strings ([`Paging::parse`], [`number`]) and players' lenient
//! JSON bodies ([`bounded`]).

use domain::validation::{FieldErrors, Invalid};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{accounts::Loose, error::Error};

/// A page of a list: `{items, total}` (architecture §4 paging).
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub items: Vec<T>,
    /// How many items match in all.
    pub total: i64,
}

/// `skip` and `take` of a list request, checked: `skip` ≥ 0, `take` 1–100 (20 when absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub skip: i64,
    pub take: i64,
}

impl Paging {
    pub const DEFAULT_TAKE: i64 = 20;
    pub const MAX_TAKE: i64 = 100;

    /// Reads the query's texts; a bad value is a 422 on its field.
    pub fn parse(skip: Option<&str>, take: Option<&str>) -> Result<Paging, Error> {
        let mut errors = FieldErrors::default();
        let skip = errors.check("skip", number(skip, 0, 0, i64::from(i32::MAX)));
        let take = errors.check("take", number(take, Self::DEFAULT_TAKE, 1, Self::MAX_TAKE));
        errors.finish().map_err(Error::validation)?;
        Ok(Paging { skip: skip.unwrap_or(0), take: take.unwrap_or(Self::DEFAULT_TAKE) })
    }
}

/// Paging of a list (`skip`, `take`) in an operator's query string.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct PagingQuery {
    pub skip: Option<String>,
    /// 1–100 (default 20).
    pub take: Option<String>,
}

/// A whole number of a query string within bounds, or `default` when absent or empty
/// (`admin.number_range` otherwise).
pub fn number(value: Option<&str>, default: i64, min: i64, max: i64) -> Result<i64, Invalid> {
    let value = value.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Ok(default);
    }
    within(value.parse::<i64>().ok(), min, max, "admin.number_range")
}

/// An optional whole-number field of a JSON body within `min..=max` (paging's `skip` and `take`, a filter),
/// `default` when absent (`validation.range` otherwise).
pub fn bounded(value: Option<&Loose>, default: i64, min: i64, max: i64) -> Result<i64, Invalid> {
    match value {
        None => Ok(default),
        Some(v) => within(v.integer(), min, max, "validation.range"),
    }
}

/// `value` when it is a whole number within `min..=max`; else `code` with the bounds.
fn within(value: Option<i64>, min: i64, max: i64, code: &'static str) -> Result<i64, Invalid> {
    value.filter(|n| (min..=max).contains(n)).ok_or_else(|| Invalid::new(code).arg("min", min).arg("max", max))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_has_defaults_and_bounds() {
        assert_eq!(Paging::parse(None, None).ok(), Some(Paging { skip: 0, take: 20 }));
        assert_eq!(Paging::parse(Some("40"), Some("100")).ok(), Some(Paging { skip: 40, take: 100 }));
        assert!(Paging::parse(Some("-1"), None).is_err());
        assert!(Paging::parse(None, Some("101")).is_err());
        assert!(Paging::parse(None, Some("0")).is_err());
        assert!(Paging::parse(None, Some("ten")).is_err());
    }

    #[test]
    fn a_body_field_is_bounded_the_same_way() {
        let number = |n: i64| Loose::Number(n.into());
        assert_eq!(bounded(None, 20, 1, 100).ok(), Some(20));
        assert_eq!(bounded(Some(&number(100)), 20, 1, 100).ok(), Some(100));
        assert_eq!(bounded(Some(&Loose::Text("7".into())), 20, 1, 100).ok(), Some(7));
        assert!(bounded(Some(&number(0)), 20, 1, 100).is_err());
        assert!(bounded(Some(&Loose::Text(String::new())), 20, 1, 100).is_err());
    }
}
