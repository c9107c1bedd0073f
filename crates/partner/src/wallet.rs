//! The seamless-wallet client: how Zar Games reaches the player's money, exactly as an external provider does
//! (the casino contract, modelled on Hub88's operator wallet API): `POST {base}/user/info`, `user/balance`,
//! `transaction/bet`, `transaction/win`, `transaction/rollback`, JSON bodies in snake_case, each signed with
//! `x-zar-signature` ([`domain::signature`]) under the provider's shared secret. Answers are HTTP 200 with a
//! `status`: `RS_OK` or an `RS_ERROR_…` code.
//!
//! Amounts are integers in Hub88's unit, a hundred-thousandth of the currency (`100000` = ₺1.00), so a kuruş is
//! [`UNITS_PER_KURUS`]; balances come back in the same unit.
//!
//! One call here is one HTTP attempt. A transport failure, a timeout, a non-200 answer or a body that is not an
//! answer is [`WalletError::Unavailable`]: the call may or may not have been applied, and only repeating it with
//! the same `transaction_uuid` (the wallet answers a replay with its first answer) or rolling it back settles
//! that. The round flow ([`crate::rounds`]) decides which.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::json;

/// Hub88's amount unit per kuruş: amounts are in 1/100000 of the currency.
pub const UNITS_PER_KURUS: i64 = 1_000;
/// The only currency (architecture §7).
pub const CURRENCY: &str = "TRY";

/// `status` of a successful answer.
pub const RS_OK: &str = "RS_OK";
/// The answer codes the round flow tells apart.
pub const NOT_ENOUGH_MONEY: &str = "RS_ERROR_NOT_ENOUGH_MONEY";
pub const INVALID_TOKEN: &str = "RS_ERROR_INVALID_TOKEN";
pub const TOKEN_EXPIRED: &str = "RS_ERROR_TOKEN_EXPIRED";
pub const USER_DISABLED: &str = "RS_ERROR_USER_DISABLED";
pub const TRANSACTION_DOES_NOT_EXIST: &str = "RS_ERROR_TRANSACTION_DOES_NOT_EXIST";
pub const TRANSACTION_ROLLED_BACK: &str = "RS_ERROR_TRANSACTION_ROLLED_BACK";
pub const DUPLICATE_TRANSACTION: &str = "RS_ERROR_DUPLICATE_TRANSACTION";
pub const UNKNOWN: &str = "RS_ERROR_UNKNOWN";

/// Why a wallet call did not answer `RS_OK`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WalletError {
    /// The wallet answered with this `RS_ERROR_…` status (and the balance, when it sent one).
    #[error("the wallet answered {status}")]
    Refused { status: String, balance: Option<i64> },
    /// No answer we can read: the call may or may not have been applied.
    #[error("the wallet is unavailable: {0}")]
    Unavailable(String),
}

impl WalletError {
    pub fn refused_with(&self, status: &str) -> bool {
        matches!(self, WalletError::Refused { status: s, .. } if s == status)
    }

    /// A short text for the round's record.
    pub fn summary(&self) -> String {
        match self {
            WalletError::Refused { status, .. } => status.clone(),
            WalletError::Unavailable(reason) => format!("unavailable: {reason}"),
        }
    }
}

/// An `RS_OK` answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    pub user: String,
    /// The player's balance after the call, in kuruş.
    pub balance: i64,
    pub currency: String,
}

#[derive(Deserialize)]
struct Body {
    status: String,
    #[serde(default)]
    user: Option<String>,
    #[serde(default)]
    balance: Option<i64>,
    #[serde(default)]
    currency: Option<String>,
}

/// A money call: bet, win or rollback.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Transaction<'a> {
    pub token: &'a str,
    pub user: &'a str,
    pub transaction_uuid: &'a str,
    /// The bet a win or rollback settles.
    pub reference_transaction_uuid: Option<&'a str>,
    pub round: &'a str,
    pub round_closed: bool,
    pub game_code: &'a str,
    /// Kuruş (sent in Hub88's unit).
    pub amount: i64,
}

/// Attempts per wallet call within a request.
pub const ATTEMPTS: u32 = 3;
/// The pause before the second and third attempts.
pub const BACKOFF: [Duration; 2] = [Duration::from_millis(100), Duration::from_millis(400)];

/// Whether a refused bet certainly moved nothing (an answer the wallet gives only without applying the bet).
pub fn bet_not_applied(status: &str) -> bool {
    !matches!(status, UNKNOWN | DUPLICATE_TRANSACTION)
}

/// Calls `send` (given the attempt's number from 0) up to [`ATTEMPTS`] times, pausing [`BACKOFF`] between, until it
/// is confirmed or refused with an answer that moved nothing ([`bet_not_applied`]); any other error is the last
/// attempt's. A bet sent so keeps its `transaction_uuid`, so the wallet applies it at most once.
pub async fn retrying<F, Fut>(mut send: F) -> Result<Answer, WalletError>
where
    F: FnMut(u32) -> Fut,
    Fut: std::future::Future<Output = Result<Answer, WalletError>>,
{
    let mut last = WalletError::Unavailable("not sent".to_owned());
    for attempt in 0..ATTEMPTS {
        if attempt > 0 {
            tokio::time::sleep(BACKOFF[attempt as usize - 1]).await;
        }
        match send(attempt).await {
            Ok(answer) => return Ok(answer),
            Err(WalletError::Refused { status, balance }) if bet_not_applied(&status) => {
                return Err(WalletError::Refused { status, balance });
            }
            Err(error) => last = error,
        }
    }
    Err(last)
}

/// The client.
#[derive(Debug, Clone)]
pub struct Wallet {
    http: reqwest::Client,
    base: String,
    secret: Vec<u8>,
    clock: domain::clock::Clock,
}

impl Wallet {
    /// A client for the wallet at `base` (e.g. `http://127.0.0.1:8080/api/wallet/zar`), each attempt given at most
    /// `timeout`.
    pub fn new(base: &str, secret: &[u8], timeout: Duration, clock: domain::clock::Clock) -> Wallet {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .build()
            .unwrap_or_else(|_| reqwest::Client::new());
        Wallet { http, base: base.trim_end_matches('/').to_owned(), secret: secret.to_vec(), clock }
    }

    /// One signed call.
    async fn call(&self, path: &str, mut body: serde_json::Value) -> Result<Answer, WalletError> {
        body["request_uuid"] = json!(uuid::Uuid::new_v4().to_string());
        let raw = serde_json::to_vec(&body).map_err(|e| WalletError::Unavailable(e.to_string()))?;
        let signature = domain::signature::sign(&self.secret, &raw, self.clock.now());
        let url = format!("{}/{path}", self.base);
        let response = self
            .http
            .post(&url)
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(domain::signature::HEADER, signature)
            .body(raw)
            .send()
            .await
            .map_err(|e| WalletError::Unavailable(describe(&e)))?;
        let code = response.status();
        if !code.is_success() {
            return Err(WalletError::Unavailable(format!("HTTP {code} from {path}")));
        }
        let bytes = response.bytes().await.map_err(|e| WalletError::Unavailable(describe(&e)))?;
        let body: Body = serde_json::from_slice(&bytes)
            .map_err(|e| WalletError::Unavailable(format!("unreadable answer from {path}: {e}")))?;
        let balance = body.balance.map(|units| units / UNITS_PER_KURUS);
        if body.status != RS_OK {
            return Err(WalletError::Refused { status: body.status, balance });
        }
        Ok(Answer {
            user: body.user.unwrap_or_default(),
            balance: balance
                .ok_or_else(|| WalletError::Unavailable(format!("{path} answered RS_OK without a balance")))?,
            currency: body.currency.unwrap_or_else(|| CURRENCY.to_owned()),
        })
    }

    /// Who holds `token`, and their balance.
    pub async fn user_info(&self, token: &str, game_code: &str) -> Result<Answer, WalletError> {
        self.call("user/info", json!({ "token": token, "game_code": game_code })).await
    }

    /// The balance of `user` playing with `token`.
    pub async fn balance(&self, token: &str, user: &str, game_code: &str) -> Result<Answer, WalletError> {
        self.call("user/balance", json!({ "token": token, "user": user, "game_code": game_code })).await
    }

    pub async fn bet(&self, transaction: &Transaction<'_>) -> Result<Answer, WalletError> {
        self.call("transaction/bet", transaction_body(transaction)).await
    }

    pub async fn win(&self, transaction: &Transaction<'_>) -> Result<Answer, WalletError> {
        self.call("transaction/win", transaction_body(transaction)).await
    }

    /// Rolls back the bet `reference_transaction_uuid` (a rollback carries no amount).
    pub async fn rollback(&self, transaction: &Transaction<'_>) -> Result<Answer, WalletError> {
        let mut body = transaction_body(transaction);
        if let Some(object) = body.as_object_mut() {
            object.remove("amount");
            object.remove("currency");
        }
        self.call("transaction/rollback", body).await
    }
}

fn transaction_body(transaction: &Transaction<'_>) -> serde_json::Value {
    let mut body = serde_json::to_value(transaction).unwrap_or_else(|_| json!({}));
    body["amount"] = json!(transaction.amount * UNITS_PER_KURUS);
    body["currency"] = json!(CURRENCY);
    if let Some(object) = body.as_object_mut() {
        if transaction.reference_transaction_uuid.is_none() {
            object.remove("reference_transaction_uuid");
        }
        // A win or rollback settles what was bet and needs no session: a partner that kept no token sends none.
        if transaction.token.is_empty() {
            object.remove("token");
        }
    }
    body
}

fn describe(error: &reqwest::Error) -> String {
    if error.is_timeout() {
        "timed out".to_owned()
    } else if error.is_connect() {
        "could not connect".to_owned()
    } else {
        error.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_go_in_hub88_units() {
        let body = transaction_body(&Transaction {
            token: "t",
            user: "7",
            transaction_uuid: "b",
            reference_transaction_uuid: None,
            round: "r",
            round_closed: false,
            game_code: "dice",
            amount: 1050,
        });
        assert_eq!(body["amount"], json!(1_050_000));
        assert_eq!(body["currency"], json!("TRY"));
        assert!(body.get("reference_transaction_uuid").is_none());
        assert_eq!(body["round_closed"], json!(false));
    }
}
