//! Payments (product §3): their directions, statuses and process states, the fields a method asks for, and the
//! checks of what a player typed into them (type, mask, IBAN checksum, Luhn, card expiry).

use chrono::{DateTime, Datelike, Utc};

use crate::{money::Money, validation::Invalid};

/// Money in or out (spec: Transaction kind; `All 0` is only a filter).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    Deposit = 1,
    Withdraw = 2,
}

/// A payment's status (spec: Status).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    None = 0,
    Confirmed = 1,
    Pending = 2,
    Merged = 3,
    Rejected = 4,
    Cancelled = 5,
    Created = 6,
}

/// Where a payment's processing stands (spec: Process state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProcessState {
    Processing = 1,
    Completed = 2,
    Cancelled = 3,
    Expired = 4,
}

/// How a field's value is typed (spec: Field type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldType {
    String = 1,
    Int = 2,
    Long = 3,
    Decimal = 4,
    Bool = 5,
    DateTime = 6,
    Dropdown = 7,
}

macro_rules! numbered {
    ($($name:ident: [$($variant:ident),+]),+ $(,)?) => {$(
        impl $name {
            pub const ALL: &[$name] = &[$($name::$variant),+];

            pub fn number(self) -> i64 {
                self as i64
            }

            /// The value numbered `number`, if any.
            pub fn from_number(number: i64) -> Option<$name> {
                Self::ALL.iter().copied().find(|value| value.number() == number)
            }
        }
    )+};
}

numbered! {
    Direction: [Deposit, Withdraw],
    Status: [None, Confirmed, Pending, Merged, Rejected, Cancelled, Created],
    ProcessState: [Processing, Completed, Cancelled, Expired],
    FieldType: [String, Int, Long, Decimal, Bool, DateTime, Dropdown],
}

/// A check beyond the field's type and mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// A Turkish IBAN: `TR` + 24 digits, ISO 13616 mod-97 checksum.
    Iban,
    /// A card number: 12–19 digits passing the Luhn check.
    Luhn,
    /// A card expiry `MM/YY`, not in the past.
    Expiry,
    /// A name: 2–100 letters and single spaces.
    Name,
    /// A wallet address: 20–100 letters and digits.
    Address,
}

impl Rule {
    pub const ALL: [Rule; 5] = [Rule::Iban, Rule::Luhn, Rule::Expiry, Rule::Name, Rule::Address];

    pub fn as_str(self) -> &'static str {
        match self {
            Rule::Iban => "iban",
            Rule::Luhn => "luhn",
            Rule::Expiry => "expiry",
            Rule::Name => "name",
            Rule::Address => "address",
        }
    }

    pub fn parse(text: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|rule| rule.as_str() == text)
    }
}

/// The letters of references: no look-alikes (0/O, 1/I/L).
const REFERENCE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A new payment's public ids: the unguessable intent of its hosted page (32 letters and digits) and the
/// reference the player quotes (`ZAR-` and 10 letters and digits without look-alikes).
pub fn new_ids() -> (String, String) {
    use rand::Rng;
    let mut rng = rand::rng();
    let intent: String = (0..32).map(|_| rng.sample(rand::distr::Alphanumeric) as char).collect();
    let reference: String =
        (0..10).map(|_| REFERENCE_ALPHABET[rng.random_range(0..REFERENCE_ALPHABET.len())] as char).collect();
    (intent, format!("ZAR-{reference}"))
}

/// The key of every method's amount field.
pub const AMOUNT: &str = "Amount";

/// One choice of a dropdown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub id: i64,
    pub name: String,
}

/// One field a method asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub key: String,
    pub kind: FieldType,
    /// `0` a digit, any other character literal (the client's mask convention).
    pub mask: Option<String>,
    pub choices: Vec<Choice>,
    pub rule: Option<Rule>,
}

/// A typed value, as sent: numbers as JSON numbers or digit strings, the rest as text.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Text(String),
    /// The number exactly as written (`150.5`), never through a float.
    Number(String),
}

impl Field {
    /// Checks `value` against the field's type, mask and rule; gives the value to keep, normalized (spaces of
    /// the mask removed, IBAN upper-case).
    pub fn check(&self, value: Option<&Value>, now: DateTime<Utc>) -> Result<String, Invalid> {
        let text = match value {
            None => return Err(Invalid::new("validation.required")),
            Some(Value::Text(text)) | Some(Value::Number(text)) => text.trim(),
        };
        if text.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        match self.kind {
            FieldType::Int | FieldType::Long => {
                if !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 18 {
                    return Err(Invalid::new("validation.integer"));
                }
            }
            FieldType::Decimal => {
                Money::parse_major(&text)?;
            }
            FieldType::Dropdown => {
                let id: i64 = text.parse().map_err(|_| Invalid::new("validation.choice"))?;
                if !self.choices.iter().any(|choice| choice.id == id) {
                    return Err(Invalid::new("validation.choice"));
                }
            }
            FieldType::Bool | FieldType::DateTime | FieldType::String => {
                if text.chars().count() > 100 {
                    return Err(Invalid::new("validation.length").arg("min", 1).arg("max", 100));
                }
            }
        }
        if let Some(mask) = &self.mask
            && !fits_mask(&text, mask)
        {
            return Err(Invalid::new("validation.mask").arg("mask", mask));
        }
        match self.rule {
            None => Ok(text),
            Some(Rule::Iban) => iban(&text),
            Some(Rule::Luhn) => luhn(&text).then_some(text).ok_or_else(|| Invalid::new("validation.card_number")),
            Some(Rule::Expiry) => expiry(&text, now).map(|_| text),
            Some(Rule::Name) => {
                // Names keep their single spaces: check the value as typed.
                let name = match value {
                    Some(Value::Text(name)) => name.trim().to_owned(),
                    _ => text,
                };
                let ok = (2..=100).contains(&name.chars().count())
                    && name.split(' ').all(|word| !word.is_empty() && word.chars().all(char::is_alphabetic));
                ok.then_some(name).ok_or_else(|| Invalid::new("validation.name"))
            }
            Some(Rule::Address) => {
                let ok = (20..=100).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_alphanumeric());
                ok.then_some(text).ok_or_else(|| Invalid::new("validation.address"))
            }
        }
    }
}

/// Whether `text` (without spaces) fits `mask` (whose spaces are only for display).
fn fits_mask(text: &str, mask: &str) -> bool {
    let mask: Vec<char> = mask.chars().filter(|c| !c.is_whitespace()).collect();
    let text: Vec<char> = text.chars().collect();
    mask.len() == text.len()
        && mask.iter().zip(&text).all(|(m, t)| match m {
            '0' => t.is_ascii_digit(),
            literal => literal.eq_ignore_ascii_case(t),
        })
}

/// A Turkish IBAN, upper-case, when its checksum holds.
fn iban(text: &str) -> Result<String, Invalid> {
    let iban = text.to_ascii_uppercase();
    let invalid = || Invalid::new("validation.iban");
    if iban.len() != 26 || !iban.starts_with("TR") || !iban[2..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(invalid());
    }
    // ISO 13616: move the first four characters to the end, letters to numbers (A = 10), mod 97 must be 1.
    let rearranged = format!("{}{}", &iban[4..], &iban[..4]);
    let remainder = rearranged.chars().fold(0u32, |acc, c| {
        let value = c.to_digit(36).unwrap_or(0);
        if value >= 10 { (acc * 100 + value) % 97 } else { (acc * 10 + value) % 97 }
    });
    if remainder == 1 { Ok(iban) } else { Err(invalid()) }
}

/// The Luhn check of a 12–19-digit card number.
pub fn luhn(digits: &str) -> bool {
    if !(12..=19).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// A card expiry `MM/YY` that has not passed at `now` (a card is good through its month's end).
fn expiry(text: &str, now: DateTime<Utc>) -> Result<(), Invalid> {
    let invalid = || Invalid::new("validation.expiry");
    let (month, year) = text.split_once('/').ok_or_else(invalid)?;
    let month: u32 = month.parse().map_err(|_| invalid())?;
    let year: i32 = year.parse::<i32>().map_err(|_| invalid())? + 2000;
    if !(1..=12).contains(&month) || (year, month) < (now.year(), now.month()) {
        return Err(invalid());
    }
    Ok(())
}

/// The card number as it may be kept and shown: first six and last four digits.
pub fn masked_card(digits: &str) -> String {
    if digits.len() < 10 {
        return "*".repeat(digits.len());
    }
    format!("{}{}{}", &digits[..6], "*".repeat(digits.len() - 10), &digits[digits.len() - 4..])
}

/// An amount for a method: within its bounds, and above the fee for a withdrawal.
pub fn check_amount(amount: Money, min: Money, max: Money, fee: Money) -> Result<Money, Invalid> {
    if amount.0 <= 0 {
        return Err(Invalid::new("validation.amount_positive"));
    }
    if amount < min || amount > max {
        return Err(Invalid::new("wallet.amount_range").arg("min", min).arg("max", max));
    }
    if amount <= fee {
        return Err(Invalid::new("wallet.amount_below_fee").arg("fee", fee));
    }
    Ok(amount)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn field(kind: FieldType, mask: Option<&str>, rule: Option<Rule>) -> Field {
        Field {
            key: "x".into(),
            kind,
            mask: mask.map(Into::into),
            choices: vec![Choice { id: 1, name: "TRC-20".into() }],
            rule,
        }
    }

    fn text(value: &str) -> Option<Value> {
        Some(Value::Text(value.into()))
    }

    #[test]
    fn enums_are_numbered_as_the_spec_says() {
        assert_eq!(Status::Cancelled.number(), 5);
        assert_eq!(Status::from_number(6), Some(Status::Created));
        assert_eq!(ProcessState::Expired.number(), 4);
        assert_eq!(FieldType::Dropdown.number(), 7);
        assert_eq!(Direction::from_number(0), None);
        for rule in Rule::ALL {
            assert_eq!(Rule::parse(rule.as_str()), Some(rule));
        }
    }

    #[test]
    fn ibans_are_checked_by_mask_and_checksum() {
        let now = Utc::now();
        let iban = field(FieldType::String, Some("TR00 0000 0000 0000 0000 0000 00"), Some(Rule::Iban));
        assert_eq!(
            iban.check(text("tr33 0006 1005 1978 6457 8413 26").as_ref(), now).unwrap(),
            "TR330006100519786457841326"
        );
        assert_eq!(iban.check(text("TR340006100519786457841326").as_ref(), now).unwrap_err().key, "validation.iban");
        assert_eq!(iban.check(text("DE89370400440532013000").as_ref(), now).unwrap_err().key, "validation.mask");
        assert_eq!(iban.check(text("").as_ref(), now).unwrap_err().key, "validation.required");
        assert_eq!(iban.check(None, now).unwrap_err().key, "validation.required");
    }

    #[test]
    fn cards_need_luhn_and_a_future_expiry() {
        let now = Utc.with_ymd_and_hms(2026, 11, 24, 0, 0, 0).unwrap();
        let card = field(FieldType::String, Some("0000 0000 0000 0000"), Some(Rule::Luhn));
        assert!(card.check(text("4111 1111 1111 1111").as_ref(), now).is_ok());
        assert_eq!(card.check(text("4111111111111112").as_ref(), now).unwrap_err().key, "validation.card_number");
        assert_eq!(masked_card("4111111111111111"), "411111******1111");
        let expiry = field(FieldType::String, Some("00/00"), Some(Rule::Expiry));
        assert!(expiry.check(text("11/26").as_ref(), now).is_ok());
        assert_eq!(expiry.check(text("10/26").as_ref(), now).unwrap_err().key, "validation.expiry");
        assert_eq!(expiry.check(text("13/30").as_ref(), now).unwrap_err().key, "validation.expiry");
    }

    #[test]
    fn numbers_and_choices_are_typed() {
        let now = Utc::now();
        let number = |v: &str| Some(Value::Number(v.into()));
        let papara = field(FieldType::Long, Some("0000000000"), None);
        assert!(papara.check(number("1234567890").as_ref(), now).is_ok());
        assert_eq!(papara.check(text("12345abc90").as_ref(), now).unwrap_err().key, "validation.integer");
        assert_eq!(papara.check(number("123").as_ref(), now).unwrap_err().key, "validation.mask");
        let amount = field(FieldType::Decimal, None, None);
        assert_eq!(amount.check(number("150.5").as_ref(), now).unwrap(), "150.5");
        assert_eq!(amount.check(number("1.005").as_ref(), now).unwrap_err().key, "validation.amount_decimals");
        let network = field(FieldType::Dropdown, None, None);
        assert!(network.check(number("1").as_ref(), now).is_ok());
        assert_eq!(network.check(number("9").as_ref(), now).unwrap_err().key, "validation.choice");
        let holder = field(FieldType::String, None, Some(Rule::Name));
        assert_eq!(holder.check(text("Ayşe Yılmaz").as_ref(), now).unwrap(), "Ayşe Yılmaz");
        assert_eq!(holder.check(text("R2D2").as_ref(), now).unwrap_err().key, "validation.name");
    }

    #[test]
    fn amounts_stay_within_the_methods_bounds() {
        let (min, max, fee) = (Money(5_000), Money(5_000_000), Money(1_000));
        assert_eq!(check_amount(Money(10_000), min, max, fee), Ok(Money(10_000)));
        assert_eq!(check_amount(Money(0), min, max, fee).unwrap_err().key, "validation.amount_positive");
        assert_eq!(check_amount(Money(4_999), min, max, fee).unwrap_err().key, "wallet.amount_range");
        assert_eq!(check_amount(Money(5_000_001), min, max, fee).unwrap_err().key, "wallet.amount_range");
        assert_eq!(check_amount(Money(1_000), Money(1), max, fee).unwrap_err().key, "wallet.amount_below_fee");
    }
}
