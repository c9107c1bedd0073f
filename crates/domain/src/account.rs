//! A player's account inputs (product §5) as types that can only be built by parsing, so an invalid name, e-mail,
//! phone, password or birth date never reaches the database. Each refusal is an [`Invalid`] message key.

use std::fmt;

use chrono::{Datelike, NaiveDate};
use rand::Rng;

use crate::validation::{Invalid, text_length};

/// A first name or surname: 2–100 letters (any script, Turkish included), words separated by single spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    pub const MIN: usize = 2;
    pub const MAX: usize = 100;

    /// Trims the outer spaces; refuses digits, punctuation and runs of spaces.
    pub fn parse(value: &str) -> Result<Self, Invalid> {
        let value = text_length(value, Self::MIN, Self::MAX)?;
        let words_ok = value.split(' ').all(|word| !word.is_empty() && word.chars().all(char::is_alphabetic));
        if !words_ok {
            return Err(Invalid::new("validation.name_letters"));
        }
        Ok(PersonName(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new player's username: 5–30 ASCII letters and digits. Unique regardless of case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub const MIN: usize = 5;
    pub const MAX: usize = 30;

    pub fn parse(value: &str) -> Result<Self, Invalid> {
        let value = text_length(value, Self::MIN, Self::MAX)?;
        if !value.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(Invalid::new("validation.username_chars"));
        }
        Ok(Username(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The case-insensitive form that is unique across players.
    pub fn key(&self) -> String {
        self.0.to_ascii_lowercase()
    }
}

/// A username as typed into the login (1–50) or recovery (2–30) form: only its length is checked, because
/// whether it names a player is the store's question, answered the same way for every refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginName(String);

impl LoginName {
    /// Login form: 1 to 50 characters.
    pub fn parse(value: &str) -> Result<Self, Invalid> {
        Ok(LoginName(text_length(value, 1, 50)?.to_owned()))
    }

    /// Recovery form: at least 2 characters (product §5) and at most 30, the longest a username can be. The spec's
    /// 20 would lock players with longer usernames out of recovery (docs/decisions.md).
    pub fn parse_recovery(value: &str) -> Result<Self, Invalid> {
        Ok(LoginName(text_length(value, 2, Username::MAX)?.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The key a username is looked up by (usernames are unique regardless of case).
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

/// An e-mail address: 5–100 characters, `local@domain.tld` with the usual characters. Unique regardless of case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub const MIN: usize = 5;
    pub const MAX: usize = 100;

    pub fn parse(value: &str) -> Result<Self, Invalid> {
        let value = text_length(value, Self::MIN, Self::MAX)?;
        if !is_email(value) {
            return Err(Invalid::new("validation.email"));
        }
        Ok(Email(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The case-insensitive form that is unique across players.
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

/// The practical subset of RFC 5322 addresses that mail systems deliver: a dot-atom local part (≤ 64) and a
/// domain of at least two LDH labels whose last one is alphabetic.
fn is_email(value: &str) -> bool {
    let Some((local, domain)) = value.rsplit_once('@') else { return false };
    const LOCAL_SPECIALS: &str = "!#$%&'*+/=?^_`{|}~-";
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && local.split('.').all(|atom| {
            !atom.is_empty() && atom.chars().all(|c| c.is_ascii_alphanumeric() || LOCAL_SPECIALS.contains(c))
        });
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && domain.len() <= 253
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        && labels.last().is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
    local_ok && domain_ok
}

/// A phone number in international form without the `+` (`905327654321`). Unique.
///
/// Typed, pasted or autofilled numbers are normalised the one way every client must get: spaces, dashes, dots
/// and brackets go; a leading `+` or `00` goes; a Turkish number written nationally (`0532…`) or bare (`532…`)
/// gets the country code `90`; and a number in Turkey (`90…`) must be a mobile, `90 5xx xxx xx xx`, so a doubled
/// or cut prefix (`90 90 532…`) is refused instead of stored. Other countries' numbers are 7–15 digits (E.164).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub const MIN: usize = 7;
    pub const MAX: usize = 15;

    pub fn parse(value: &str) -> Result<Self, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        let kept: String = value.chars().filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')' | '\u{a0}')).collect();
        let digits = kept.strip_prefix('+').unwrap_or(&kept);
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(Invalid::new("validation.phone_digits"));
        }
        let digits = digits.strip_prefix("00").unwrap_or(digits);
        let number = match digits.len() {
            11 if digits.starts_with("05") => format!("90{}", &digits[1..]),
            10 if digits.starts_with('5') => format!("90{digits}"),
            // The country code typed twice (a mask's `90` and a pasted `+90`).
            14 if digits.starts_with("90905") => digits[2..].to_owned(),
            _ => digits.to_owned(),
        };
        if number.starts_with('0') {
            // No country code starts with 0: a national number of another country.
            return Err(Invalid::new("validation.phone_country"));
        }
        if number.starts_with("90") {
            let mobile = number.len() == 12 && number.as_bytes()[2] == b'5';
            return if mobile { Ok(Phone(number)) } else { Err(Invalid::new("validation.phone_tr")) };
        }
        if number.len() < Self::MIN || number.len() > Self::MAX {
            return Err(Invalid::new("validation.phone_length").arg("min", Self::MIN).arg("max", Self::MAX));
        }
        Ok(Phone(number))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password as typed: kept exactly (spaces count), never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    /// The shortest new password (product §5).
    pub const MIN: usize = 5;
    /// The longest password any form accepts (the login rule's 100).
    pub const MAX: usize = 100;

    /// A new or current password: 5 to 100 characters.
    pub fn parse(value: &str) -> Result<Self, Invalid> {
        Self::within(value, Self::MIN)
    }

    /// The login form's password: 3 to 100 characters.
    pub fn parse_login(value: &str) -> Result<Self, Invalid> {
        Self::within(value, 3)
    }

    fn within(value: &str, min: usize) -> Result<Self, Invalid> {
        let len = value.chars().count();
        if value.trim().is_empty() {
            Err(Invalid::new("validation.required"))
        } else if len < min || len > Self::MAX {
            Err(Invalid::new("validation.length").arg("min", min).arg("max", Self::MAX))
        } else {
            Ok(Password(value.to_owned()))
        }
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// The confirmation must equal the password (`validation.password_mismatch`).
pub fn confirm(password: &str, confirmation: &str) -> Result<(), Invalid> {
    if confirmation.is_empty() {
        Err(Invalid::new("validation.required"))
    } else if password != confirmation {
        Err(Invalid::new("validation.password_mismatch"))
    } else {
        Ok(())
    }
}

/// A player's birth date: a real date, not before 1900, and at least 18 years before `today`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BirthDate(NaiveDate);

impl BirthDate {
    pub const ADULT_AGE: i32 = 18;

    /// One of the form's boxes: exactly `digits` digits (day 2, month 2, year 4).
    pub fn parse_part(value: &str, digits: usize) -> Result<u32, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        if value.len() != digits || !value.chars().all(|c| c.is_ascii_digit()) {
            return Err(Invalid::new("validation.digits").arg("count", digits));
        }
        value.parse().map_err(|_| Invalid::new("validation.digits").arg("count", digits))
    }

    /// The date from its parts, checked to exist and to make the player an adult on `today`.
    pub fn from_parts(day: u32, month: u32, year: u32, today: NaiveDate) -> Result<Self, Invalid> {
        let date = i32::try_from(year)
            .ok()
            .and_then(|year| NaiveDate::from_ymd_opt(year, month, day))
            .ok_or_else(|| Invalid::new("validation.date_invalid"))?;
        if date.year() < 1900 || date > today {
            return Err(Invalid::new("validation.date_invalid"));
        }
        if age_on(date, today) < Self::ADULT_AGE {
            return Err(Invalid::new("validation.adult").arg("age", Self::ADULT_AGE));
        }
        Ok(BirthDate(date))
    }

    /// `year-month-day` with 4, 2 and 2 digits (a trailing `T…` time part, as some clients send, is ignored).
    pub fn parse(value: &str, today: NaiveDate) -> Result<Self, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        let date = value.split('T').next().unwrap_or(value);
        let parts: Vec<&str> = date.split('-').collect();
        let [year, month, day] = parts.as_slice() else { return Err(Invalid::new("validation.date_format")) };
        let format = |_| Invalid::new("validation.date_format");
        let year = Self::parse_part(year, 4).map_err(format)?;
        let month = Self::parse_part(month, 2).map_err(format)?;
        let day = Self::parse_part(day, 2).map_err(format)?;
        Self::from_parts(day, month, year, today)
    }

    pub fn date(&self) -> NaiveDate {
        self.0
    }
}

/// Whole years between `birth` and `on`. A 29 February birthday is reached on 1 March in other years.
pub fn age_on(birth: NaiveDate, on: NaiveDate) -> i32 {
    let before_birthday = (on.month(), on.day()) < (birth.month(), birth.day());
    on.year() - birth.year() - i32::from(before_birthday)
}

/// A one-time code as the player types it: exactly 6 digits. The form's mask separators (`12-34-56`,
/// `123-456`) and spaces are ignored.
#[derive(Clone, PartialEq, Eq)]
pub struct OneTimeCode(String);

impl OneTimeCode {
    pub const DIGITS: usize = 6;

    /// The SMS and e-mail code forms: 6 digits.
    pub fn parse(value: &str) -> Result<Self, Invalid> {
        let code = strip_mask(value);
        if code.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        if code.len() != Self::DIGITS || !code.chars().all(|c| c.is_ascii_digit()) {
            return Err(Invalid::new("validation.code_digits").arg("count", Self::DIGITS));
        }
        Ok(OneTimeCode(code))
    }

    /// The recovery form: 3 to 20 characters (product §5). Our codes are 6 digits, so anything else simply does
    /// not match — and costs one of the code's tries, like any wrong code.
    pub fn parse_recovery(value: &str) -> Result<Self, Invalid> {
        let code = strip_mask(value);
        text_length(&code, 3, 20)?;
        Ok(OneTimeCode(code))
    }

    /// A fresh random code.
    pub fn generate(rng: &mut impl Rng) -> Self {
        OneTimeCode(format!("{:06}", rng.random_range(0..1_000_000u32)))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for OneTimeCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("OneTimeCode(***)")
    }
}

fn strip_mask(value: &str) -> String {
    value.chars().filter(|c| *c != '-' && !c.is_whitespace()).collect()
}

/// A player's public code, shown beside the username: 8 characters from an alphabet without look-alikes
/// (no 0/O, 1/I/L), e.g. `K7M2QX9D`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Usercode(String);

impl Usercode {
    pub const ALPHABET: &'static [u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    pub const LEN: usize = 8;

    pub fn generate(rng: &mut impl Rng) -> Self {
        let code = (0..Self::LEN).map(|_| Self::ALPHABET[rng.random_range(0..Self::ALPHABET.len())] as char).collect();
        Usercode(code)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn key<T: fmt::Debug>(result: Result<T, Invalid>) -> &'static str {
        result.expect_err("refused").key
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 6, 15).unwrap()
    }

    #[test]
    fn names_take_letters_of_any_script_with_single_spaces() {
        for ok in ["Ayşe", "Çağrı Ömer", "İlkay Şükrü Ğ", "José", "Björk", "Łukasz", "Ωμέγα", "Ли"]
        {
            assert_eq!(PersonName::parse(ok).unwrap().as_str(), ok);
        }
        assert_eq!(PersonName::parse("  Ayşe Nur ").unwrap().as_str(), "Ayşe Nur");
        assert_eq!(key(PersonName::parse("")), "validation.required");
        assert_eq!(key(PersonName::parse("A")), "validation.length");
        assert_eq!(key(PersonName::parse(&"a".repeat(101))), "validation.length");
        assert!(PersonName::parse(&"a".repeat(100)).is_ok());
        for bad in ["Ayşe  Nur", "Ali2", "O'Neil", "Jean-Luc", "Ali\tVeli", "Ali_"] {
            assert_eq!(key(PersonName::parse(bad)), "validation.name_letters", "{bad}");
        }
    }

    #[test]
    fn usernames_are_5_to_30_ascii_letters_and_digits() {
        assert!(Username::parse("ayse1").is_ok());
        assert!(Username::parse(&"a".repeat(30)).is_ok());
        assert_eq!(key(Username::parse("ayse")), "validation.length");
        assert_eq!(key(Username::parse(&"a".repeat(31))), "validation.length");
        assert_eq!(key(Username::parse("ayşe12")), "validation.username_chars");
        assert_eq!(key(Username::parse("ayse 12")), "validation.username_chars");
        assert_eq!(key(Username::parse("ayse_12")), "validation.username_chars");
        assert_eq!(Username::parse("AyseK1").unwrap().key(), "aysek1");
    }

    #[test]
    fn login_and_recovery_names_check_length_only() {
        assert!(LoginName::parse("a").is_ok());
        assert_eq!(key(LoginName::parse(" ")), "validation.required");
        assert_eq!(key(LoginName::parse(&"a".repeat(51))), "validation.length");
        assert_eq!(key(LoginName::parse_recovery("a")), "validation.length");
        assert_eq!(key(LoginName::parse_recovery(&"a".repeat(31))), "validation.length");
        assert_eq!(LoginName::parse("DeMo").unwrap().key(), "demo");
    }

    #[test]
    fn emails_need_a_plausible_address() {
        for ok in ["a@b.co", "ayse.k+bet@mail.example.com", "x_y@sub-domain.org"] {
            assert!(Email::parse(ok).is_ok(), "{ok}");
        }
        for bad in ["ayse", "ayse@", "@mail.com", "ayse@mail", "ay se@mail.com", "a..b@mail.com", "a@-x.com", "a@b.c1"]
        {
            assert!(Email::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(key(Email::parse("a@b")), "validation.length");
        assert_eq!(key(Email::parse(&format!("{}@mail.com", "a".repeat(92)))), "validation.length");
        assert_eq!(key(Email::parse("ayse@mail")), "validation.email");
        assert_eq!(Email::parse("Ayse@Mail.COM").unwrap().key(), "ayse@mail.com");
    }

    #[test]
    fn phones_are_normalised_to_one_international_form() {
        for typed in [
            "905327654321",
            "+90 532 765 43 21",
            "0090 532 765 43 21",
            "0532 765 43 21",
            "532 765 4321",
            "(0532) 765-43-21",
            "90 90 532 765 43 21",
            "+90\u{a0}532.765.43.21",
        ] {
            assert_eq!(Phone::parse(typed).map(|p| p.as_str().to_owned()), Ok("905327654321".to_owned()), "{typed}");
        }
        assert_eq!(key(Phone::parse("909053276543")), "validation.phone_tr", "a doubled, cut prefix is refused");
        assert_eq!(key(Phone::parse("90212555443")), "validation.phone_tr", "a landline gets no SMS");
        assert_eq!(Phone::parse("+44 7700 900123").map(|p| p.as_str().to_owned()), Ok("447700900123".to_owned()));
        assert_eq!(key(Phone::parse("123456")), "validation.phone_length");
        assert_eq!(key(Phone::parse(&"1".repeat(16))), "validation.phone_length");
        assert_eq!(key(Phone::parse("555 12a 45")), "validation.phone_digits");
        assert_eq!(key(Phone::parse("+")), "validation.phone_digits");
        assert_eq!(key(Phone::parse("0000123456")), "validation.phone_country");
        assert_eq!(key(Phone::parse("")), "validation.required");
    }

    #[test]
    fn passwords_keep_their_spaces_and_hide_in_debug() {
        assert_eq!(Password::parse(" a b ").unwrap().expose(), " a b ");
        assert_eq!(key(Password::parse("abcd")), "validation.length");
        assert_eq!(key(Password::parse(&"a".repeat(101))), "validation.length");
        assert_eq!(key(Password::parse("     ")), "validation.required");
        assert!(Password::parse_login("abc").is_ok());
        assert_eq!(key(Password::parse_login("ab")), "validation.length");
        assert_eq!(format!("{:?}", Password::parse("secret1").unwrap()), "Password(***)");
        assert_eq!(confirm("abcde", "abcdf").unwrap_err().key, "validation.password_mismatch");
        assert_eq!(confirm("abcde", "").unwrap_err().key, "validation.required");
        assert!(confirm("abcde", "abcde").is_ok());
    }

    #[test]
    fn birth_dates_are_real_adult_dates() {
        assert_eq!(BirthDate::parse_part("05", 2), Ok(5));
        assert_eq!(key(BirthDate::parse_part("5", 2)), "validation.digits");
        assert_eq!(key(BirthDate::parse_part("198", 4)), "validation.digits");
        assert_eq!(key(BirthDate::parse_part("1a", 2)), "validation.digits");
        assert_eq!(key(BirthDate::parse_part(" ", 2)), "validation.required");
        assert_eq!(key(BirthDate::from_parts(31, 2, 1990, today())), "validation.date_invalid");
        assert_eq!(key(BirthDate::from_parts(1, 13, 1990, today())), "validation.date_invalid");
        assert_eq!(key(BirthDate::from_parts(1, 1, 1899, today())), "validation.date_invalid");
        assert_eq!(key(BirthDate::from_parts(1, 1, 2030, today())), "validation.date_invalid");
        // 18 today is old enough; one day short is not.
        assert!(BirthDate::from_parts(15, 6, 2008, today()).is_ok());
        assert_eq!(key(BirthDate::from_parts(16, 6, 2008, today())), "validation.adult");
        assert_eq!(
            BirthDate::parse("1990-04-23", today()).unwrap().date(),
            NaiveDate::from_ymd_opt(1990, 4, 23).unwrap()
        );
        assert!(BirthDate::parse("1990-04-23T00:00:00", today()).is_ok());
        assert_eq!(key(BirthDate::parse("23-04-1990", today())), "validation.date_format");
        assert_eq!(key(BirthDate::parse("1990-4-23", today())), "validation.date_format");
    }

    #[test]
    fn leap_day_birthdays_turn_18_on_the_first_of_march() {
        let born = NaiveDate::from_ymd_opt(2008, 2, 29).unwrap();
        assert_eq!(age_on(born, NaiveDate::from_ymd_opt(2026, 2, 28).unwrap()), 17);
        assert_eq!(age_on(born, NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()), 18);
    }

    #[test]
    fn codes_are_six_digits_and_ignore_the_mask() {
        assert_eq!(OneTimeCode::parse("12-34-56").unwrap().expose(), "123456");
        assert_eq!(OneTimeCode::parse("123-456").unwrap().expose(), "123456");
        assert_eq!(key(OneTimeCode::parse("12345")), "validation.code_digits");
        assert_eq!(key(OneTimeCode::parse("1234567")), "validation.code_digits");
        assert_eq!(key(OneTimeCode::parse("12a456")), "validation.code_digits");
        assert_eq!(key(OneTimeCode::parse("")), "validation.required");
        assert!(OneTimeCode::parse_recovery("abc").is_ok());
        assert_eq!(key(OneTimeCode::parse_recovery("12")), "validation.length");
        assert_eq!(key(OneTimeCode::parse_recovery(&"1".repeat(21))), "validation.length");
        assert_eq!(format!("{:?}", OneTimeCode::parse("123456").unwrap()), "OneTimeCode(***)");
    }

    proptest! {
        #[test]
        fn generated_codes_always_parse(seed in any::<u64>()) {
            use rand::SeedableRng;
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let code = OneTimeCode::generate(&mut rng);
            prop_assert_eq!(OneTimeCode::parse(code.expose()), Ok(code));
            let usercode = Usercode::generate(&mut rng);
            prop_assert_eq!(usercode.as_str().len(), Usercode::LEN);
            prop_assert!(usercode.as_str().bytes().all(|b| Usercode::ALPHABET.contains(&b)));
        }

        #[test]
        fn names_of_letter_words_are_accepted(words in prop::collection::vec("[a-zA-ZçğıöşüÇĞİÖŞÜ]{2,12}", 1..5)) {
            let name = words.join(" ");
            prop_assert_eq!(PersonName::parse(&name).map(|n| n.as_str().to_owned()), Ok(name));
        }

        #[test]
        fn names_with_a_digit_or_double_space_are_refused(word in "[a-zçğ]{2,10}", digit in 0u8..10) {
            let with_digit = format!("{word}{digit}");
            let double_space = format!("{word}  {word}");
            prop_assert!(PersonName::parse(&with_digit).is_err());
            prop_assert!(PersonName::parse(&double_space).is_err());
        }

        #[test]
        fn usernames_accept_exactly_ascii_alphanumerics(value in "\\PC{0,40}") {
            let len = value.trim().chars().count();
            let trimmed = value.trim();
            let expected = (5..=30).contains(&len) && trimmed.chars().all(|c| c.is_ascii_alphanumeric());
            prop_assert_eq!(Username::parse(&value).is_ok(), expected);
        }

        #[test]
        fn phones_parse_to_digits_only_and_parse_again_the_same(value in "[+0-9 ()-]{0,25}") {
            if let Ok(phone) = Phone::parse(&value) {
                prop_assert!(phone.as_str().chars().all(|c| c.is_ascii_digit()));
                prop_assert!((7..=15).contains(&phone.as_str().len()));
                prop_assert_eq!(Phone::parse(phone.as_str()), Ok(phone.clone()));
            }
        }

        #[test]
        fn the_18th_birthday_is_the_first_adult_day(y in 1950i32..2010, m in 1u32..=12, d in 1u32..=28) {
            let birth = NaiveDate::from_ymd_opt(y, m, d).unwrap();
            let birthday = NaiveDate::from_ymd_opt(y + 18, m, d).unwrap();
            prop_assert!(BirthDate::from_parts(d, m, y as u32, birthday).is_ok());
            let eve = birthday.pred_opt().unwrap();
            prop_assert_eq!(BirthDate::from_parts(d, m, y as u32, eve).map(|_| ()), Err(Invalid::new("validation.adult").arg("age", 18)));
            prop_assert_eq!(age_on(birth, birthday), 18);
        }

        #[test]
        fn emails_round_trip_their_case_insensitive_key(local in "[a-zA-Z0-9]{1,20}", domain in "[a-zA-Z]{1,20}") {
            let email = format!("{local}@{domain}.com");
            let parsed = Email::parse(&email).unwrap();
            prop_assert_eq!(parsed.key(), email.to_lowercase());
        }
    }
}
