//! Time-based one-time passwords (RFC 6238) for operators' second factor: 160-bit secrets, six digits, 30-second
//! steps, one step of clock drift either way — what every authenticator app reads from an `otpauth://` link.
//! The caller keeps the last step it accepted, so a code is used once (RFC 6238 §5.2).

use totp_rs::{Builder, Secret, Totp};

/// A shared secret, as the base32 text authenticator apps take (and the database keeps).
#[derive(Clone, PartialEq, Eq)]
pub struct TotpSecret(String);

impl std::fmt::Debug for TotpSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TotpSecret(…)")
    }
}

impl TotpSecret {
    /// A new random secret (160 bits).
    pub fn generate() -> TotpSecret {
        TotpSecret(Secret::from(rand::random::<[u8; 20]>()).to_base32())
    }

    /// A stored secret; `None` when it is not base32.
    pub fn from_base32(text: &str) -> Option<TotpSecret> {
        Secret::try_from_base32(text).ok().map(|s| TotpSecret(s.to_base32()))
    }

    pub fn base32(&self) -> &str {
        &self.0
    }

    fn totp(&self, account: &str) -> Option<Totp> {
        let secret = Secret::try_from_base32(&self.0).ok()?;
        Builder::new().with_secret(secret).with_account_name(account).with_issuer(Some("Zar")).build().ok()
    }

    /// The step (`unix time / 30`) whose code `code` is at `unix_secs`, allowing one step either way; `None` for
    /// a wrong or malformed code. Spaces are ignored (`123 456`).
    pub fn check(&self, code: &str, unix_secs: u64) -> Option<u64> {
        let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        self.totp("").and_then(|totp| totp.check(&code, unix_secs))
    }

    /// The code at `unix_secs` (tests and the command line).
    pub fn code_at(&self, unix_secs: u64) -> String {
        self.totp("").map(|totp| totp.generate(unix_secs).to_string()).unwrap_or_default()
    }

    /// The `otpauth://totp/Zar:<account>?secret=…&issuer=Zar` link an authenticator app enrols from.
    pub fn url(&self, account: &str) -> String {
        self.totp(account).and_then(|totp| totp.to_url().ok()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_6238_sha1_test_vectors() {
        // RFC 6238 Appendix B's secret ("12345678901234567890"), last six digits of its eight-digit codes.
        let secret = TotpSecret(Secret::from(b"12345678901234567890".to_vec()).to_base32());
        assert_eq!(secret.code_at(59), "287082");
        assert_eq!(secret.code_at(1_111_111_109), "081804");
        assert_eq!(secret.code_at(1_234_567_890), "005924");
        assert_eq!(secret.code_at(2_000_000_000), "279037");
    }

    #[test]
    fn a_code_matches_its_step_and_one_either_side_only() {
        let secret = TotpSecret::generate();
        let now = 1_800_000_000;
        let code = secret.code_at(now);
        assert_eq!(secret.check(&code, now), Some(now / 30));
        assert_eq!(secret.check(&format!("{} {}", &code[..3], &code[3..]), now), Some(now / 30));
        assert_eq!(secret.check(&code, now + 30), Some(now / 30), "the next step still takes it");
        assert_eq!(secret.check(&code, now + 90), None, "two steps later it is gone");
        assert_eq!(secret.check("12345", now), None);
        assert_eq!(secret.check("abcdef", now), None);
        assert_eq!(TotpSecret::from_base32(secret.base32()), Some(secret.clone()));
        assert_eq!(TotpSecret::from_base32("not base32!"), None);
        let url = secret.url("ayse");
        assert!(url.starts_with("otpauth://totp/Zar:ayse?secret="), "{url}");
        assert!(url.contains("issuer=Zar"), "{url}");
        assert_eq!(format!("{secret:?}"), "TotpSecret(…)");
    }
}
