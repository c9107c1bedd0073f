//! Password hashing: argon2id with 19 MiB, 2 passes, 1 lane (architecture §6), stored as a PHC string.
//! Hashing takes tens of milliseconds on purpose: callers run it off the async threads.

use std::sync::LazyLock;

use argon2::{
    Algorithm, Argon2, Params, PasswordHash, PasswordHasher, PasswordVerifier, Version, password_hash::SaltString,
};

use crate::account::Password;

/// Memory cost in KiB, passes and lanes.
pub const MEMORY_KIB: u32 = 19_456;
pub const PASSES: u32 = 2;
pub const LANES: u32 = 1;

fn argon2() -> Argon2<'static> {
    #[allow(clippy::expect_used)]
    let params = Params::new(MEMORY_KIB, PASSES, LANES, None).expect("constant argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashing failed (only on a broken salt, which a random one never is).
#[derive(Debug, thiserror::Error)]
#[error("password hashing failed: {0}")]
pub struct HashError(String);

/// The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) of `password` with a fresh random salt.
pub fn hash(password: &Password) -> Result<String, HashError> {
    let salt_bytes: [u8; 16] = rand::random();
    let salt = SaltString::encode_b64(&salt_bytes).map_err(|e| HashError(e.to_string()))?;
    argon2()
        .hash_password(password.expose().as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| HashError(e.to_string()))
}

/// Whether `password` matches `phc`. A malformed stored hash never matches.
pub fn verify(password: &str, phc: &str) -> bool {
    match PasswordHash::new(phc) {
        Ok(parsed) => argon2().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

/// A hash of a random password, made once: checking against it when the username is unknown costs the same
/// as checking a real player's password, so the answer's timing does not tell whether the player exists.
static DUMMY: LazyLock<String> = LazyLock::new(|| {
    let random: [u8; 24] = rand::random();
    let text: String = random.iter().map(|b| format!("{b:02x}")).collect();
    Password::parse(&text).ok().and_then(|p| hash(&p).ok()).unwrap_or_default()
});

/// Spends the time of one [`verify`] and always fails.
pub fn verify_dummy(password: &str) -> bool {
    let _ = verify(password, &DUMMY);
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_verify_and_carry_the_parameters() {
        let password = Password::parse("demo12345").unwrap();
        let phc = hash(&password).unwrap();
        assert!(phc.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{phc}");
        assert!(verify("demo12345", &phc));
        assert!(!verify("demo12346", &phc));
        assert!(!verify("demo12345", "not a hash"));
        assert_ne!(phc, hash(&password).unwrap(), "salted");
        assert!(!verify_dummy("demo12345"));
    }
}
