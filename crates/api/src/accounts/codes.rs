//! One-time codes: 6 random digits, stored as SHA-256 of a random salt, the player, the purpose and the code;
//! valid for `code_ttl`, burnt after `code_tries` wrong entries. See docs/decisions.md.

use chrono::Duration;
use domain::account::OneTimeCode;
use sha2::{Digest, Sha256};
use store::{
    codes::{ActiveCode, NewCode, Purpose},
    outbox::NewMessage,
};
use subtle::ConstantTimeEq;

use crate::{error::Error, state::AppState};

/// The stored hash of `code`.
fn hash(salt: &str, player_id: i64, purpose: Purpose, code: &str) -> String {
    let digest = Sha256::digest(format!("{salt}:{player_id}:{}:{code}", purpose.as_str()));
    hex::encode(digest)
}

/// Makes a fresh code for `purpose`, replacing the player's earlier one, and queues the message `write`
/// builds around it — both in one transaction.
pub async fn issue(
    state: &AppState,
    player_id: i64,
    purpose: Purpose,
    target: &str,
    write: impl FnOnce(&OneTimeCode) -> NewMessage,
) -> Result<(), Error> {
    let code = OneTimeCode::generate(&mut rand::rng());
    let salt = hex::encode(rand::random::<[u8; 16]>());
    let now = state.clock.now();
    let ttl = Duration::from_std(state.settings.accounts.code_ttl).map_err(Error::internal)?;
    let new = NewCode {
        player_id,
        purpose,
        target: target.to_owned(),
        code_hash: hash(&salt, player_id, purpose, code.expose()),
        salt,
        created_at: now,
        expires_at: now + ttl,
    };
    store::codes::issue(&state.db, &new, &write(&code)).await?;
    Ok(())
}

/// Why an entered code was not accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// No code was sent (or it was used).
    Missing,
    Expired,
    /// The code took its last wrong entry; a new one must be requested.
    Exhausted,
    Wrong,
}

impl Refused {
    /// The answer on the phone form (the player is logged in, so the reason can be told).
    pub fn into_error(self) -> Error {
        let code = match self {
            Refused::Missing => "auth.code_missing",
            Refused::Expired => "auth.code_expired",
            Refused::Exhausted => "auth.code_attempts_exceeded",
            Refused::Wrong => "auth.invalid_code",
        };
        code_error(code)
    }
}

/// 400 with `code` shown on the form's code field.
pub fn code_error(code: &'static str) -> Error {
    Error {
        errors: Some(domain::validation::FieldErrors::single("code", domain::validation::Invalid::new(code))),
        ..Error::bad_request(code)
    }
}

/// Checks an entered code. Each check takes one of the code's tries before comparing, so parallel guesses
/// cannot exceed the limit; with `keep_try` a right code gives its try back (it will be used later).
/// `target`, when given, must be where the code was sent (the phone number being verified).
pub async fn check(
    state: &AppState,
    player_id: i64,
    purpose: Purpose,
    entered: &OneTimeCode,
    target: Option<&str>,
    keep_try: bool,
) -> Result<Result<ActiveCode, Refused>, Error> {
    let Some(active) = store::codes::active(&state.db, player_id, purpose).await? else {
        return Ok(Err(Refused::Missing));
    };
    let now = state.clock.now();
    if active.expires_at <= now {
        return Ok(Err(Refused::Expired));
    }
    let max = i32::try_from(state.settings.accounts.code_tries).unwrap_or(i32::MAX);
    if !store::codes::take_try(&state.db, active.id, max, now).await? {
        return Ok(Err(if active.expires_at <= state.clock.now() { Refused::Expired } else { Refused::Exhausted }));
    }
    let expected = hash(&active.salt, player_id, purpose, entered.expose());
    let code_matches: bool = expected.as_bytes().ct_eq(active.code_hash.as_bytes()).into();
    if !code_matches || target.is_some_and(|t| t != active.target) {
        return Ok(Err(Refused::Wrong));
    }
    if keep_try {
        store::codes::give_back_try(&state.db, active.id).await?;
    }
    Ok(Ok(active))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_depend_on_salt_player_and_purpose() {
        let base = hash("s", 1, Purpose::Phone, "123456");
        assert_eq!(base.len(), 64);
        assert_ne!(base, hash("t", 1, Purpose::Phone, "123456"));
        assert_ne!(base, hash("s", 2, Purpose::Phone, "123456"));
        assert_ne!(base, hash("s", 1, Purpose::Reset, "123456"));
        assert_ne!(base, hash("s", 1, Purpose::Phone, "123457"));
        assert!(!base.contains("123456"));
    }
}
