//! Every hand-written parser of player and operator input under random text (issue 15): none panics, each
//! either refuses with a translation key or accepts a value that reads back the same and keeps its promises.
//! `make fuzz` runs these with many more cases (PROPTEST_CASES).
#![allow(clippy::unwrap_used)]

use chrono::NaiveDate;
use domain::{
    account::{BirthDate, Email, LoginName, OneTimeCode, Password, PersonName, Phone, Username},
    cms, ledger,
    money::Money,
    operator, payment, support,
    validation::Invalid,
};
use proptest::prelude::*;

/// A refusal names a translation key (`validation.…`), which the API turns into a localized message.
fn keyed<T>(result: &Result<T, Invalid>) -> bool {
    result.as_ref().err().is_none_or(|e| e.key.contains('.') && !e.key.contains(' '))
}

/// Text the way forms and JSON bring it: any characters, control characters, right-to-left marks and emoji too.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof!["\\PC{0,60}", ".{0,60}", "[ -~]{0,60}", "[0-9 .,+()/-]{0,30}"]
}

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
}

proptest! {
    #[test]
    fn account_fields_refuse_with_a_key_or_accept_what_reads_back(text in any_text()) {
        let name = PersonName::parse(&text);
        prop_assert!(keyed(&name));
        if let Ok(name) = name {
            prop_assert_eq!(PersonName::parse(name.as_str()).map(|n| n.as_str().to_owned()), Ok(name.as_str().to_owned()));
            prop_assert!(name.as_str().chars().all(|c| c.is_alphabetic() || c == ' '));
        }
        let username = Username::parse(&text);
        prop_assert!(keyed(&username));
        if let Ok(username) = username {
            prop_assert!(username.as_str().chars().all(|c| c.is_ascii_alphanumeric()));
        }
        prop_assert!(keyed(&LoginName::parse(&text)));
        prop_assert!(keyed(&LoginName::parse_recovery(&text)));
        let email = Email::parse(&text);
        prop_assert!(keyed(&email));
        if let Ok(email) = email {
            prop_assert_eq!(email.key(), email.key().to_lowercase());
            prop_assert!(!email.as_str().chars().any(char::is_whitespace));
        }
        let phone = Phone::parse(&text);
        prop_assert!(keyed(&phone));
        if let Ok(phone) = phone {
            prop_assert!(phone.as_str().bytes().all(|b| b.is_ascii_digit()));
            prop_assert_eq!(Phone::parse(phone.as_str()), Ok(phone.clone()));
        }
        prop_assert!(keyed(&Password::parse(&text)));
        prop_assert!(keyed(&Password::parse_login(&text)));
        let code = OneTimeCode::parse(&text);
        prop_assert!(keyed(&code));
        if let Ok(code) = code {
            prop_assert_eq!(OneTimeCode::parse(code.expose()), Ok(code));
        }
        prop_assert!(keyed(&OneTimeCode::parse_recovery(&text)));
        prop_assert!(keyed(&BirthDate::parse(&text, today())));
        prop_assert!(keyed(&BirthDate::parse_part(&text, 4)));
    }

    #[test]
    fn money_is_exact_and_never_negative(text in any_text()) {
        let amount = Money::parse_major(&text);
        prop_assert!(keyed(&amount));
        if let Ok(amount) = amount {
            prop_assert!(amount.minor() >= 0);
            prop_assert_eq!(Money::parse_major(&amount.to_string()), Ok(amount));
        }
    }

    #[test]
    fn money_reads_every_amount_written_with_two_decimals(minor in 0i64..=i64::MAX) {
        let written = format!("{}.{:02}", minor / 100, minor % 100);
        prop_assert_eq!(Money::parse_major(&written), Ok(Money(minor)));
        prop_assert_eq!(Money(minor).to_string(), written);
    }

    #[test]
    fn content_fields_refuse_or_accept_only_safe_values(text in any_text()) {
        let url = cms::parse_url(&text);
        prop_assert!(keyed(&url));
        if let Ok(url) = url {
            let lower = url.to_ascii_lowercase();
            prop_assert!(lower.starts_with("http://") || lower.starts_with("https://") || (url.starts_with('/') && !url.starts_with("//")));
            prop_assert!(!url.chars().any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '<'));
            prop_assert_eq!(cms::parse_url(&url), Ok(url.clone()));
        }
        prop_assert!(keyed(&cms::parse_optional_url(&text)));
        prop_assert!(keyed(&cms::parse_target(&text)));
        let slug = cms::parse_slug(&text);
        prop_assert!(keyed(&slug));
        if let Ok(slug) = slug {
            prop_assert!(slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'));
        }
        prop_assert!(keyed(&cms::parse_translation_key(&text)));
        let key = cms::parse_option_key(&text);
        prop_assert!(keyed(&key));
        if let Ok(key) = key {
            prop_assert!(keyed(&cms::parse_option_value(&key, &text)));
        }
        prop_assert!(keyed(&cms::parse_images(&[text.clone(), text.clone(), text.clone()])));
    }

    #[test]
    fn operator_and_support_fields_refuse_with_a_key(text in any_text()) {
        prop_assert!(keyed(&operator::Role::parse(&text)));
        prop_assert!(keyed(&operator::parse_username(&text)));
        prop_assert!(keyed(&support::RequestKind::parse(&text)));
        prop_assert!(keyed(&support::PreferredTime::parse(&text)));
        if let Ok(key) = ledger::IdempotencyKey::parse(text.clone()) {
            prop_assert!(!key.as_str().trim().is_empty());
            prop_assert!(key.as_str().chars().count() <= ledger::IdempotencyKey::MAX_LEN);
        }
    }

    #[test]
    fn stored_names_read_back_as_themselves_and_nothing_else_does(text in "[a-z_]{0,20}") {
        for kind in ledger::Kind::ALL {
            prop_assert_eq!(ledger::Kind::parse(kind.as_str()), Some(kind));
        }
        for rule in payment::Rule::ALL {
            prop_assert_eq!(payment::Rule::parse(rule.as_str()), Some(rule));
        }
        if let Some(kind) = ledger::Kind::parse(&text) {
            prop_assert_eq!(kind.as_str(), text.as_str());
        }
        if let Some(rule) = payment::Rule::parse(&text) {
            prop_assert_eq!(rule.as_str(), text.as_str());
        }
    }
}
