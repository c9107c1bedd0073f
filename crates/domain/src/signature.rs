//! Signed requests between our services and with providers that sign like Stripe (DESIGN §7): the header
//! `x-zar-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under a shared secret. The demo
//! payment gateway's webhooks and the seamless-wallet calls of HMAC-signing providers (Zar Games among them) use
//! this one implementation.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The header carrying the signature.
pub const HEADER: &str = "x-zar-signature";

/// Why a signature was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Missing, malformed or not made with the secret over this body.
    Bad,
    /// Made too long ago (or too far in the future).
    Stale,
}

fn mac(secret: &[u8], t: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

/// The header's value for `body` signed at unix time `t`.
pub fn sign(secret: &[u8], body: &[u8], t: i64) -> String {
    format!("t={t},v1={}", hex::encode(mac(secret, t, body).finalize().into_bytes()))
}

/// Checks `header` (the header's value, if any) over `body` at unix time `now`, accepting signatures at most
/// `tolerance_seconds` old or ahead. The comparison takes constant time.
pub fn verify(
    secret: &[u8],
    header: Option<&str>,
    body: &[u8],
    now: i64,
    tolerance_seconds: i64,
) -> Result<(), Refusal> {
    let header = header.ok_or(Refusal::Bad)?;
    let (mut t, mut v1) = (None, None);
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => t = value.parse::<i64>().ok(),
            Some(("v1", value)) => v1 = hex::decode(value).ok(),
            _ => {}
        }
    }
    let (t, v1) = (t.ok_or(Refusal::Bad)?, v1.ok_or(Refusal::Bad)?);
    mac(secret, t, body).verify_slice(&v1).map_err(|_| Refusal::Bad)?;
    if (now - t).abs() > tolerance_seconds {
        return Err(Refusal::Stale);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_checked_with_their_age() {
        let body = br#"{"a":1}"#;
        let header = sign(b"secret", body, 1_000);
        assert_eq!(verify(b"secret", Some(&header), body, 1_100, 300), Ok(()));
        assert_eq!(verify(b"secret", Some(&header), b"{}", 1_100, 300), Err(Refusal::Bad));
        assert_eq!(verify(b"other", Some(&header), body, 1_100, 300), Err(Refusal::Bad));
        assert_eq!(verify(b"secret", Some(&header), body, 1_301, 300), Err(Refusal::Stale));
        assert_eq!(verify(b"secret", None, body, 1_000, 300), Err(Refusal::Bad));
        assert_eq!(verify(b"secret", Some("t=1000"), body, 1_000, 300), Err(Refusal::Bad));
        // Known answer: HMAC-SHA256("secret", "1000.{\"a\":1}").
        assert_eq!(header, "t=1000,v1=79735020b7448fd0956ae8a025e12d8e8e654b3b2d7757e722076546bb0f8e3b");
    }
}
