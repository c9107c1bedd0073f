//! The game server's messages in Turkish (the default) and English (`locales/*.json`; the code is the key); the
//! request's language and the number formats are the partner kit's ([`partner::i18n`]).

use std::sync::OnceLock;

pub use partner::i18n::{Lang, Messages, count, money};

/// The games' catalogues.
pub fn messages() -> &'static Messages {
    static MESSAGES: OnceLock<Messages> = OnceLock::new();
    MESSAGES.get_or_init(|| Messages::new(include_str!("../locales/tr.json"), include_str!("../locales/en.json")))
}

/// The message `code` in `lang`, with `{name}` replaced by each argument; the code itself when unknown.
pub fn message(lang: Lang, code: &str, args: &[(&str, String)]) -> String {
    messages().message(lang, code, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_in_both_languages_and_every_code_in_the_sources_has_one() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        assert_eq!(messages().problems("games.", &src), Vec::<String>::new());
    }

    #[test]
    fn arguments_are_filled_in() {
        let text = message(Lang::En, "games.stake_range", &[("min", "0.10".into()), ("max", "1,000.00".into())]);
        assert_eq!(text, "The stake must be between ₺0.10 and ₺1,000.00.");
    }
}
