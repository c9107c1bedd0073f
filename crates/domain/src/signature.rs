//! The signature Zar puts on server-to-server calls (payment webhooks, seamless-wallet calls of providers that
//! have no scheme of their own, the built-in games): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
//! sent in the `x-zar-signature` header. The time is signed too, so an old request cannot be replayed later.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The header carrying the signature.
pub const HEADER: &str = "x-zar-signature";

/// Why a signature is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Missing, malformed or wrong.
    Bad,
    /// Signed longer than the tolerance ago, or as far in the future.
    Stale,
}

/// The header value for `body` signed with `secret` at `at`.
pub fn sign(secret: &[u8], body: &[u8], at: DateTime<Utc>) -> String {
    let t = at.timestamp();
    format!("t={t},v1={}", hex::encode(mac(secret, t, body).finalize().into_bytes()))
}

/// Checks `header` (the value of [`HEADER`], if sent) against `body`, `secret` and the time.
pub fn verify(
    secret: &[u8],
    header: Option<&str>,
    body: &[u8],
    now: DateTime<Utc>,
    tolerance: chrono::Duration,
) -> Result<(), Refusal> {
    let (mut t, mut v1) = (None, None);
    for part in header.ok_or(Refusal::Bad)?.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => t = value.parse::<i64>().ok(),
            Some(("v1", value)) => v1 = hex::decode(value).ok(),
            _ => {}
        }
    }
    let (t, v1) = (t.ok_or(Refusal::Bad)?, v1.ok_or(Refusal::Bad)?);
    // Constant-time comparison.
    mac(secret, t, body).verify_slice(&v1).map_err(|_| Refusal::Bad)?;
    if (now.timestamp() - t).abs() > tolerance.num_seconds() {
        return Err(Refusal::Stale);
    }
    Ok(())
}

fn mac(secret: &[u8], t: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes keys of any length");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_bodies_verify_and_changes_do_not() {
        let now = Utc::now();
        let minute = chrono::Duration::minutes(1);
        let header = sign(b"secret", b"{\"a\":1}", now);
        assert_eq!(verify(b"secret", Some(&header), b"{\"a\":1}", now, minute), Ok(()));
        assert_eq!(verify(b"secret", Some(&header), b"{\"a\":2}", now, minute), Err(Refusal::Bad));
        assert_eq!(verify(b"other", Some(&header), b"{\"a\":1}", now, minute), Err(Refusal::Bad));
        assert_eq!(verify(b"secret", None, b"{\"a\":1}", now, minute), Err(Refusal::Bad));
        assert_eq!(verify(b"secret", Some("t=1,v1=zz"), b"{\"a\":1}", now, minute), Err(Refusal::Bad));
        let later = now + chrono::Duration::minutes(2);
        assert_eq!(verify(b"secret", Some(&header), b"{\"a\":1}", later, minute), Err(Refusal::Stale));
    }
}
