//! A partner's messages in Turkish (the default) and English (its `locales/*.json`, the code is the key), and the
//! request's language: `x-locale`, then `?lang=`, then `Accept-Language`.

use std::collections::HashMap;

use axum::{extract::FromRequestParts, http::request::Parts};

/// The code of a partner's "something went wrong" ([`crate::answer::Error::internal`]); every partner's
/// catalogue has it ([`Messages::new`] adds it).
pub const INTERNAL: &str = "partner.internal";

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

    /// The domain's locale of this language.
    pub fn locale(self) -> domain::locale::Locale {
        match self {
            Lang::Tr => domain::locale::Locale::Tr,
            Lang::En => domain::locale::Locale::En,
        }
    }
}

/// A partner's two catalogues of messages, code → text with `{name}` placeholders.
#[derive(Debug)]
pub struct Messages {
    tr: HashMap<String, String>,
    en: HashMap<String, String>,
}

impl Messages {
    /// The catalogues from the two locale files' texts (JSON objects; a partner includes them in its binary).
    ///
    /// # Panics
    /// When a text is not a JSON object of strings: the files are part of the source and tested.
    #[allow(clippy::expect_used)]
    pub fn new(tr: &str, en: &str) -> Messages {
        let load = |text: &str, internal: &str| {
            let mut messages: HashMap<String, String> =
                serde_json::from_str(text).expect("locale files are JSON objects of strings");
            messages.entry(INTERNAL.to_owned()).or_insert_with(|| internal.to_owned());
            messages
        };
        Messages {
            tr: load(tr, "Bir sorun oluştu. Lütfen tekrar deneyin."),
            en: load(en, "Something went wrong. Please try again."),
        }
    }

    fn of(&self, lang: Lang) -> &HashMap<String, String> {
        match lang {
            Lang::Tr => &self.tr,
            Lang::En => &self.en,
        }
    }

    /// The message `code` in `lang`, with `{name}` replaced by each argument; the code itself when unknown.
    pub fn message(&self, lang: Lang, code: &str, args: &[(&str, String)]) -> String {
        let mut text = self.of(lang).get(code).cloned().unwrap_or_else(|| code.to_owned());
        for (name, value) in args {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        text
    }

    /// Problems with the catalogues: a code in one language only, an empty text, or a `prefix…` code in the
    /// sources under `src` (a crate's `src` folder, read recursively) that has no message. Empty when all is well.
    pub fn problems(&self, prefix: &str, src: &std::path::Path) -> Vec<String> {
        let mut problems = Vec::new();
        for (code, _) in self.tr.iter().filter(|(code, _)| !self.en.contains_key(*code)) {
            problems.push(format!("{code}: no English text"));
        }
        for (code, _) in self.en.iter().filter(|(code, _)| !self.tr.contains_key(*code)) {
            problems.push(format!("{code}: no Turkish text"));
        }
        for (code, text) in self.tr.iter().chain(self.en.iter()) {
            if text.trim().is_empty() {
                problems.push(format!("{code}: an empty text"));
            }
        }
        let mut folders = vec![src.to_path_buf()];
        while let Some(folder) = folders.pop() {
            let Ok(entries) = std::fs::read_dir(&folder) else {
                problems.push(format!("{}: unreadable", folder.display()));
                continue;
            };
            for path in entries.flatten().map(|entry| entry.path()) {
                if path.is_dir() {
                    folders.push(path);
                    continue;
                }
                let source = std::fs::read_to_string(&path).unwrap_or_default();
                for piece in source.split('"').skip(1).step_by(2) {
                    let is_code = piece.len() > prefix.len()
                        && piece.starts_with(prefix)
                        && piece[prefix.len()..].bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
                    if is_code && !self.tr.contains_key(piece) {
                        problems.push(format!("{}: {piece} has no message", path.display()));
                    }
                }
            }
        }
        problems.sort();
        problems
    }
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
    fn arguments_are_filled_in_and_numbers_written_the_languages_way() {
        let messages = Messages::new(r#"{"x.range": "{min} ile {max}"}"#, r#"{"x.range": "{min} to {max}"}"#);
        assert_eq!(messages.message(Lang::En, "x.range", &[("min", "1".into()), ("max", "2".into())]), "1 to 2");
        assert_eq!(messages.message(Lang::Tr, "x.nope", &[]), "x.nope");
        assert_eq!(money(Lang::Tr, 100_050), "1.000,50");
        assert_eq!(money(Lang::En, 123_456_789), "1,234,567.89");
        assert_eq!(money(Lang::En, 5), "0.05");
        assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
    }

    #[test]
    fn a_code_in_one_language_only_is_a_problem() {
        let messages = Messages::new(r#"{"x.a": "a", "x.b": "b"}"#, r#"{"x.a": "a", "x.b": " "}"#);
        let empty = std::env::temp_dir().join(format!("partner-i18n-{}", std::process::id()));
        std::fs::create_dir_all(&empty).expect("a scratch folder");
        let problems = messages.problems("zzz-no-such-prefix.", &empty);
        assert_eq!(problems, vec!["x.b: an empty text".to_owned()]);
        assert_eq!(messages.message(Lang::En, INTERNAL, &[]), "Something went wrong. Please try again.");
        let one_sided = Messages::new(r#"{"x.a": "a"}"#, r#"{}"#);
        assert_eq!(one_sided.problems("zzz.", &empty), vec!["x.a: no English text".to_owned()]);
    }
}
