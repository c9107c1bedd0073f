//! Payment gateways: where a deposit goes after it is asked for, and how a gateway's webhook is told from a
//! forgery. One adapter per provider; the built-in demo gateway is the only one today (docs/operations.md says
//! how to add a real one).

use axum::http::HeaderMap;
use chrono::{DateTime, Utc};
use domain::money::Money;
use serde::{Deserialize, Serialize};

use crate::settings::PaymentSettings;

/// The header carrying a webhook's signature (`domain::signature`).
pub const SIGNATURE_HEADER: &str = domain::signature::HEADER;

/// Where the player goes on after asking for a deposit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// A page of the gateway to open (the client opens it in a new tab).
    Link(String),
    /// Instructions to follow (a bank transfer).
    Instructions,
}

/// What a gateway reports about a payment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    /// `confirmed` or `cancelled`.
    pub event: String,
    /// Our payment's intent, as the gateway was given it.
    pub intent: String,
    /// The amount in major units, as the gateway took it.
    pub amount: serde_json::Number,
    pub currency: String,
    /// The gateway's own id of the payment.
    pub transaction_id: String,
}

impl Event {
    pub const CONFIRMED: &str = "confirmed";
    pub const CANCELLED: &str = "cancelled";

    /// The amount in minor units, exactly as sent.
    pub fn amount(&self) -> Option<Money> {
        Money::parse_major(&self.amount.to_string()).ok()
    }
}

/// Why a webhook was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No gateway by that name.
    UnknownGateway,
    /// Missing, malformed or wrong signature.
    BadSignature,
    /// Signed too long ago (or in the future).
    Stale,
    /// Signed right, but not an event we read.
    BadBody,
}

/// A payment provider's adapter.
pub trait Gateway: Send + Sync {
    /// Where a deposit with `intent` continues, for a method whose deposits go to a hosted page (`hosted`) or by
    /// instructions.
    fn start(&self, intent: &str, hosted: bool, lang: &str) -> Next;

    /// Checks a webhook's signature and age and reads its event.
    fn verify(&self, headers: &HeaderMap, body: &[u8], now: DateTime<Utc>) -> Result<Event, Refusal>;
}

/// The built-in demo gateway: its hosted page is ours (`/pay/{intent}`), and it signs its webhooks with
/// `ZAR_DEMO_GATEWAY_SECRET`.
pub struct Demo {
    pub public_url: String,
    pub secret: Vec<u8>,
    pub tolerance: chrono::Duration,
}

impl Demo {
    pub const NAME: &str = "demo";

    /// `x-zar-signature`'s value for `body` signed at `at`.
    pub fn sign(&self, body: &[u8], at: DateTime<Utc>) -> String {
        domain::signature::sign(&self.secret, body, at)
    }
}

impl Gateway for Demo {
    fn start(&self, intent: &str, hosted: bool, lang: &str) -> Next {
        if hosted { Next::Link(format!("{}/pay/{intent}?lang={lang}", self.public_url)) } else { Next::Instructions }
    }

    fn verify(&self, headers: &HeaderMap, body: &[u8], now: DateTime<Utc>) -> Result<Event, Refusal> {
        let header = headers.get(SIGNATURE_HEADER).and_then(|v| v.to_str().ok());
        domain::signature::verify(&self.secret, header, body, now, self.tolerance).map_err(
            |refusal| match refusal {
                domain::signature::Refusal::Bad => Refusal::BadSignature,
                domain::signature::Refusal::Stale => Refusal::Stale,
            },
        )?;
        serde_json::from_slice(body).map_err(|_| Refusal::BadBody)
    }
}

/// The adapter named `name`, if configured (the demo gateway only when switched on).
pub fn find(name: &str, settings: &PaymentSettings, public_url: &str) -> Option<Box<dyn Gateway>> {
    match name {
        Demo::NAME if settings.demo_gateway => Some(Box::new(demo(settings, public_url))),
        _ => None,
    }
}

/// The demo gateway as configured.
pub fn demo(settings: &PaymentSettings, public_url: &str) -> Demo {
    Demo {
        public_url: public_url.trim_end_matches('/').to_owned(),
        secret: settings.demo_gateway_secret.0.as_bytes().to_vec(),
        tolerance: chrono::Duration::from_std(settings.webhook_tolerance).unwrap_or(chrono::Duration::minutes(5)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gateway() -> Demo {
        Demo {
            public_url: "https://zar.example".into(),
            secret: b"k".to_vec(),
            tolerance: chrono::Duration::minutes(5),
        }
    }

    #[test]
    fn signatures_are_checked_with_their_age() {
        let demo = gateway();
        let now = Utc::now();
        let body = br#"{"event":"confirmed","intent":"i","amount":150.5,"currency":"TRY","transactionId":"t"}"#;
        let mut headers = HeaderMap::new();
        headers.insert(SIGNATURE_HEADER, demo.sign(body, now).parse().unwrap());
        let event = demo.verify(&headers, body, now).unwrap();
        assert_eq!(event.amount(), Some(Money(15_050)));
        assert_eq!(demo.verify(&headers, b"{}", now), Err(Refusal::BadSignature));
        assert_eq!(demo.verify(&headers, body, now + chrono::Duration::minutes(6)), Err(Refusal::Stale));
        let other = Demo { secret: b"other".to_vec(), ..gateway() };
        assert_eq!(other.verify(&headers, body, now), Err(Refusal::BadSignature));
        assert_eq!(demo.verify(&HeaderMap::new(), body, now), Err(Refusal::BadSignature));
    }

    #[test]
    fn hosted_methods_get_a_link() {
        assert_eq!(gateway().start("abc", true, "en"), Next::Link("https://zar.example/pay/abc?lang=en".into()));
        assert_eq!(gateway().start("abc", false, "tr"), Next::Instructions);
    }
}
