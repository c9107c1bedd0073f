//! Connection ids (public) and connection tokens (secret).

use base64::Engine;
use rand::RngCore;

fn random_url_safe(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut buf);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(buf)
}

/// A new public connection id (128 random bits).
pub(crate) fn connection_id() -> String {
    random_url_safe(16)
}

/// A new secret connection token (256 random bits, URL-safe).
pub(crate) fn connection_token() -> String {
    random_url_safe(32)
}

/// A new id for this server instance on the backplane.
pub(crate) fn instance_id() -> String {
    random_url_safe(12)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_are_url_safe_and_distinct() {
        let a = super::connection_token();
        let b = super::connection_token();
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert!(a.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        assert_eq!(super::connection_id().len(), 22);
    }
}
