//! The sportsbook's messages in Turkish (the default) and English (`locales/*.json`; the code is the key); the
//! request's language and the number formats are the partner kit's ([`partner::i18n`]).

use std::sync::OnceLock;

use partner::i18n::Messages;

/// The sportsbook's catalogues.
pub fn messages() -> &'static Messages {
    static MESSAGES: OnceLock<Messages> = OnceLock::new();
    MESSAGES.get_or_init(|| Messages::new(include_str!("../locales/tr.json"), include_str!("../locales/en.json")))
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_message_is_in_both_languages_and_every_code_in_the_sources_has_one() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        assert_eq!(super::messages().problems("sportsbook.", &src), Vec::<String>::new());
    }
}
