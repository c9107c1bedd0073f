//! The server's message catalogue in Turkish and English (`locales/*.json`), and the request's language.

use std::{collections::HashMap, sync::LazyLock};

use axum::{extract::FromRequestParts, http::request::Parts};
use domain::locale::Locale;

type Catalogue = HashMap<String, String>;

static CATALOGUES: LazyLock<[Catalogue; 2]> = LazyLock::new(|| {
    let load = |text: &str| serde_json::from_str::<Catalogue>(text).expect("locale files are valid JSON");
    [load(include_str!("../locales/tr.json")), load(include_str!("../locales/en.json"))]
});

fn catalogue(locale: Locale) -> &'static Catalogue {
    match locale {
        Locale::Tr => &CATALOGUES[0],
        Locale::En => &CATALOGUES[1],
    }
}

/// The message for `key` in `locale`, with `{name}` placeholders filled from `args`.
/// An unknown key falls back to the key itself, so a missing translation is visible but harmless.
pub fn message(locale: Locale, key: &str, args: &[(&str, String)]) -> String {
    let mut text = catalogue(locale).get(key).cloned().unwrap_or_else(|| key.to_owned());
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// Every key the catalogue of `locale` has (for the parity test).
pub fn keys(locale: Locale) -> impl Iterator<Item = &'static String> {
    catalogue(locale).keys()
}

/// The request's language, from `x-locale` (Turkish when absent).
#[derive(Debug, Clone, Copy, Default)]
pub struct Lang(pub Locale);

impl Lang {
    pub fn from_headers(headers: &axum::http::HeaderMap) -> Lang {
        Lang(headers.get("x-locale").and_then(|v| v.to_str().ok()).map(Locale::from_header).unwrap_or_default())
    }

    /// Shorthand for [`message`] in this language.
    pub fn t(self, key: &str) -> String {
        message(self.0, key, &[])
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Lang::from_headers(&parts.headers))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_key_exists_in_every_language() {
        let tr: BTreeSet<_> = keys(Locale::Tr).collect();
        let en: BTreeSet<_> = keys(Locale::En).collect();
        assert_eq!(tr.difference(&en).collect::<Vec<_>>(), Vec::<&&String>::new(), "missing in en");
        assert_eq!(en.difference(&tr).collect::<Vec<_>>(), Vec::<&&String>::new(), "missing in tr");
    }

    #[test]
    fn fills_placeholders() {
        let text = message(Locale::En, "validation.length", &[("min", "2".into()), ("max", "9".into())]);
        assert_eq!(text, "Must be between 2 and 9 characters.");
    }
}
