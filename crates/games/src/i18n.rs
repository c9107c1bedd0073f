//! The game server's messages in Turkish (the default) and English (`locales/*.json`; the code is the key),
//! and the request's language: `x-locale`, then `?lang=`, then `Accept-Language`.

use std::{collections::HashMap, sync::OnceLock};

use axum::{extract::FromRequestParts, http::request::Parts};

/// A language the messages exist in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    Tr,
    En,
}

impl Lang {
    pub fn parse(text: &str) -> Option<Lang> {
        match text.trim().get(..2).map(str::to_ascii_lowercase).as_deref() {
            Some("tr") => Some(Lang::Tr),
            Some("en") => Some(Lang::En),
            _ => None,
        }
    }

    fn index(self) -> usize {
        match self {
            Lang::Tr => 0,
            Lang::En => 1,
        }
    }
}

type Catalogue = HashMap<String, String>;

fn catalogues() -> &'static [Catalogue; 2] {
    static CATALOGUES: OnceLock<[Catalogue; 2]> = OnceLock::new();
    CATALOGUES.get_or_init(|| {
        let load = |text: &str| serde_json::from_str::<Catalogue>(text).expect("locale files are JSON objects");
        [load(include_str!("../locales/tr.json")), load(include_str!("../locales/en.json"))]
    })
}

/// The message `code` in `lang`, with `{name}` replaced by each argument; the code itself when unknown.
pub fn message(lang: Lang, code: &str, args: &[(&str, String)]) -> String {
    let mut text = catalogues()[lang.index()].get(code).cloned().unwrap_or_else(|| code.to_owned());
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// An amount in minor units as the language writes it: `1.000,50` (Turkish), `1,000.50` (English).
pub fn money(lang: Lang, minor: i64) -> String {
    let decimal = if lang == Lang::Tr { ',' } else { '.' };
    let sign = if minor < 0 { "-" } else { "" };
    format!("{sign}{}{decimal}{:02}", count(lang, (minor / 100).unsigned_abs()), (minor % 100).unsigned_abs())
}

/// A whole number with the language's thousands separator (`100.000` in Turkish, `100,000` in English).
pub fn count(lang: Lang, n: u64) -> String {
    let group = if lang == Lang::Tr { '.' } else { ',' };
    let whole = n.to_string();
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(group);
        }
        grouped.push(digit);
    }
    grouped
}

impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Lang, Self::Rejection> {
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok()).and_then(Lang::parse);
        let query = parts
            .uri
            .query()
            .and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("lang=")).and_then(Lang::parse));
        Ok(header("x-locale").or(query).or_else(|| header("accept-language")).unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_every_message() {
        let [tr, en] = catalogues();
        let mut tr_keys: Vec<_> = tr.keys().collect();
        let mut en_keys: Vec<_> = en.keys().collect();
        tr_keys.sort();
        en_keys.sort();
        assert_eq!(tr_keys, en_keys);
        assert!(tr.values().chain(en.values()).all(|text| !text.trim().is_empty()));
    }

    /// Every `games.…` code in this crate's sources is in the catalogue.
    #[test]
    fn every_code_in_the_sources_has_a_message() {
        let [tr, _] = catalogues();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut missing = Vec::new();
        for entry in std::fs::read_dir(dir).expect("src") {
            let path = entry.expect("entry").path();
            let source = std::fs::read_to_string(&path).expect("source");
            for piece in source.split('"').skip(1).step_by(2) {
                let is_code = piece.starts_with("games.")
                    && piece.len() > 6
                    && piece[6..].bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
                if is_code && !tr.contains_key(piece) {
                    missing.push(format!("{}: {piece}", path.display()));
                }
            }
        }
        assert!(missing.is_empty(), "codes without a message: {missing:?}");
    }

    #[test]
    fn arguments_are_filled_in() {
        let text = message(Lang::En, "games.stake_range", &[("min", "0.10".into()), ("max", "1,000.00".into())]);
        assert_eq!(text, "The stake must be between ₺0.10 and ₺1,000.00.");
        assert_eq!(money(Lang::Tr, 100_050), "1.000,50");
        assert_eq!(money(Lang::En, 123_456_789), "1,234,567.89");
        assert_eq!(money(Lang::En, 5), "0.05");
        assert_eq!(message(Lang::Tr, "games.nope", &[]), "games.nope");
        assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
    }
}
