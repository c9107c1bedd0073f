//! The site's languages: Turkish by default, English as the alternative.

use serde::{Deserialize, Serialize};

/// A language the site speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    Tr,
    En,
}

impl Locale {
    pub const ALL: [Locale; 2] = [Locale::Tr, Locale::En];

    /// Reads an `x-locale` value such as `en`, `EN`, `en-US` or `tr-TR`; anything else is Turkish.
    pub fn from_header(value: &str) -> Locale {
        let lang = value.trim().split(['-', '_']).next().unwrap_or_default();
        if lang.eq_ignore_ascii_case("en") { Locale::En } else { Locale::Tr }
    }

    pub fn code(self) -> &'static str {
        match self {
            Locale::Tr => "tr",
            Locale::En => "en",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_header_values_and_defaults_to_turkish() {
        assert_eq!(Locale::from_header("en"), Locale::En);
        assert_eq!(Locale::from_header("en-US"), Locale::En);
        assert_eq!(Locale::from_header(" EN "), Locale::En);
        assert_eq!(Locale::from_header("tr"), Locale::Tr);
        assert_eq!(Locale::from_header("de"), Locale::Tr);
        assert_eq!(Locale::from_header(""), Locale::Tr);
    }
}
