//! The seamless wallet's wire format, Hub88's operator wallet API (docs.hub88.io, "Wallet API" and "Seamless
//! Wallet response statuses"): snake_case JSON bodies, HTTP 200 with a `status` for every answer we can give —
//! `RS_OK` or an `RS_ERROR_…` — never the site's envelope.
//!
//! Amounts and balances are integers in Hub88's unit, a hundred-thousandth of the currency (`100000` = ₺1.00,
//! so a kuruş is [`UNITS_PER_KURUS`]). The ledger keeps kuruş: an amount that is not a whole number of kuruş
//! is refused with `RS_ERROR_WRONG_TYPES` rather than rounded either way.

use serde::{Deserialize, Serialize};
use store::seamless::Refusal;
use utoipa::ToSchema;

/// Hub88's amount unit per kuruş: amounts are in 1/100000 of the currency.
pub const UNITS_PER_KURUS: i64 = 1_000;
/// The only currency (architecture §7).
pub const CURRENCY: &str = "TRY";
/// The longest id (transaction, round, token, game code, request) we accept.
pub const MAX_ID_LEN: usize = 255;

/// An answer's status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Ok,
    Unknown,
    InvalidPartner,
    InvalidToken,
    InvalidGame,
    WrongCurrency,
    NotEnoughMoney,
    UserDisabled,
    InvalidSignature,
    TokenExpired,
    WrongSyntax,
    WrongTypes,
    DuplicateTransaction,
    TransactionDoesNotExist,
    TransactionRolledBack,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "RS_OK",
            Status::Unknown => "RS_ERROR_UNKNOWN",
            Status::InvalidPartner => "RS_ERROR_INVALID_PARTNER",
            Status::InvalidToken => "RS_ERROR_INVALID_TOKEN",
            Status::InvalidGame => "RS_ERROR_INVALID_GAME",
            Status::WrongCurrency => "RS_ERROR_WRONG_CURRENCY",
            Status::NotEnoughMoney => "RS_ERROR_NOT_ENOUGH_MONEY",
            Status::UserDisabled => "RS_ERROR_USER_DISABLED",
            Status::InvalidSignature => "RS_ERROR_INVALID_SIGNATURE",
            Status::TokenExpired => "RS_ERROR_TOKEN_EXPIRED",
            Status::WrongSyntax => "RS_ERROR_WRONG_SYNTAX",
            Status::WrongTypes => "RS_ERROR_WRONG_TYPES",
            Status::DuplicateTransaction => "RS_ERROR_DUPLICATE_TRANSACTION",
            Status::TransactionDoesNotExist => "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
            Status::TransactionRolledBack => "RS_ERROR_TRANSACTION_ROLLED_BACK",
        }
    }
}

impl From<Refusal> for Status {
    fn from(refusal: Refusal) -> Self {
        match refusal {
            Refusal::InvalidToken => Status::InvalidToken,
            Refusal::TokenExpired => Status::TokenExpired,
            Refusal::UserDisabled => Status::UserDisabled,
            Refusal::ProviderDisabled => Status::InvalidPartner,
            Refusal::InvalidGame => Status::InvalidGame,
            Refusal::NotEnoughMoney => Status::NotEnoughMoney,
            Refusal::DuplicateTransaction => Status::DuplicateTransaction,
            Refusal::TransactionDoesNotExist => Status::TransactionDoesNotExist,
            Refusal::TransactionRolledBack => Status::TransactionRolledBack,
            Refusal::RoundOfAnotherPlayer => Status::Unknown,
            // Hub88 documents no responsible-gaming status: a player who may not bet now is "disabled".
            Refusal::LimitReached => Status::UserDisabled,
        }
    }
}

/// `user/info` and `user/balance`: whose token it is (or, as Hub88's `user/info` sends, whose user name) and
/// their balance.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct UserRequest {
    /// The provider's id of this request, echoed in the answer.
    pub request_uuid: String,
    /// The session token the launch handed the game.
    #[serde(default)]
    pub token: Option<String>,
    /// The player's user name, as the launch gave it to the provider.
    #[serde(default)]
    pub user: Option<String>,
    #[serde(default)]
    pub game_code: Option<String>,
}

/// `transaction/bet`, `transaction/win` and `transaction/rollback` (Hub88's fields; others are ignored).
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct TransactionRequest {
    pub request_uuid: String,
    /// The provider's id of this transaction: a call is applied once per id, a repeat answers the first answer.
    pub transaction_uuid: String,
    /// The session token (required for a bet; a win or rollback settles even after the session ended).
    #[serde(default)]
    pub token: Option<String>,
    #[serde(default)]
    pub user: Option<String>,
    /// The bet a win or rollback settles (required for a rollback).
    #[serde(default)]
    pub reference_transaction_uuid: Option<String>,
    /// The provider's id of the game round.
    pub round: String,
    #[serde(default)]
    pub round_closed: bool,
    pub game_code: String,
    /// In 1/100000 TRY, a whole number of kuruş (required for a bet and a win; a rollback gives back the bet).
    #[serde(default)]
    pub amount: Option<i64>,
    /// `TRY` (required for a bet and a win).
    #[serde(default)]
    pub currency: Option<String>,
}

/// Every answer: the status, the request's id and, when the call succeeded (or a bet lacked the money), the
/// player, the currency and the balance in 1/100000 TRY.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Answer {
    /// `RS_OK`, or `RS_ERROR_UNKNOWN`, `_INVALID_PARTNER`, `_INVALID_TOKEN`, `_INVALID_GAME`, `_WRONG_CURRENCY`,
    /// `_NOT_ENOUGH_MONEY`, `_USER_DISABLED`, `_INVALID_SIGNATURE`, `_TOKEN_EXPIRED`, `_WRONG_SYNTAX`,
    /// `_WRONG_TYPES`, `_DUPLICATE_TRANSACTION`, `_TRANSACTION_DOES_NOT_EXIST`, `_TRANSACTION_ROLLED_BACK`.
    pub status: String,
    pub request_uuid: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub balance: Option<i64>,
}

impl Answer {
    /// A refusal without a balance.
    pub fn refused(status: Status, request_uuid: &str) -> Answer {
        Answer {
            status: status.as_str().to_owned(),
            request_uuid: request_uuid.to_owned(),
            user: None,
            currency: None,
            balance: None,
        }
    }

    /// `status` with the player and their balance in kuruş.
    pub fn with_balance(status: Status, request_uuid: &str, user: &str, kurus: i64) -> Answer {
        Answer {
            status: status.as_str().to_owned(),
            request_uuid: request_uuid.to_owned(),
            user: Some(user.to_owned()),
            currency: Some(CURRENCY.to_owned()),
            balance: Some(kurus.saturating_mul(UNITS_PER_KURUS)),
        }
    }
}

/// Why a body was not read.
pub fn unreadable(error: &serde_json::Error) -> Status {
    match error.classify() {
        serde_json::error::Category::Data if !error.to_string().starts_with("missing field") => Status::WrongTypes,
        _ => Status::WrongSyntax,
    }
}

/// The `request_uuid` of a body we could not read whole, to echo it.
pub fn request_uuid_of(body: &[u8]) -> String {
    serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|value| value.get("request_uuid").and_then(|v| v.as_str()).map(str::to_owned))
        .unwrap_or_default()
}

/// An amount in Hub88's unit as kuruş: zero or more, a whole number of kuruş.
pub fn kurus(units: i64) -> Result<i64, Status> {
    if units < 0 || units % UNITS_PER_KURUS != 0 {
        return Err(Status::WrongTypes);
    }
    Ok(units / UNITS_PER_KURUS)
}

/// An id we store: not empty, at most [`MAX_ID_LEN`] characters.
pub fn id(text: &str) -> Result<&str, Status> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_ID_LEN { Err(Status::WrongSyntax) } else { Ok(text) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_whole_kurus_in_hub88_units() {
        assert_eq!(kurus(100_000), Ok(100));
        assert_eq!(kurus(1_050_000), Ok(1_050));
        assert_eq!(kurus(0), Ok(0));
        assert_eq!(kurus(1_500), Err(Status::WrongTypes), "a kuruş and a half");
        assert_eq!(kurus(-1_000), Err(Status::WrongTypes));
        assert_eq!(Answer::with_balance(Status::Ok, "r", "ayse", 12_550).balance, Some(12_550_000));
    }

    #[test]
    fn unreadable_bodies_are_told_apart() {
        let syntax = serde_json::from_slice::<TransactionRequest>(b"{\"request_uuid\": ").unwrap_err();
        assert_eq!(unreadable(&syntax), Status::WrongSyntax);
        let missing = serde_json::from_slice::<TransactionRequest>(b"{\"request_uuid\": \"r\"}").unwrap_err();
        assert_eq!(unreadable(&missing), Status::WrongSyntax);
        let types = serde_json::from_slice::<TransactionRequest>(
            br#"{"request_uuid": "r", "transaction_uuid": "t", "round": "x", "game_code": "g", "amount": "10"}"#,
        )
        .unwrap_err();
        assert_eq!(unreadable(&types), Status::WrongTypes);
        assert_eq!(request_uuid_of(br#"{"request_uuid": "abc", "amount": "x"}"#), "abc");
    }
}
