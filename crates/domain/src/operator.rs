//! Operators (back-office staff): their roles and the rules for their usernames and passwords.

use serde::{Deserialize, Serialize};

use crate::validation::Invalid;

/// What an operator may do. `Admin` may do everything; the others open one area of the admin API each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Everything, including operators and the audit log.
    Admin,
    /// Money: withdrawals, payments, bonuses.
    Finance,
    /// Players: search, view, block.
    Support,
    /// Site content: sliders, pages, popups, promotions, translations, site options.
    Content,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Admin, Role::Finance, Role::Support, Role::Content];

    /// The stored and wire name: `admin`, `finance`, `support`, `content`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Finance => "finance",
            Role::Support => "support",
            Role::Content => "content",
        }
    }

    /// Reads a stored or typed role name (case-insensitive).
    pub fn parse(value: &str) -> Result<Role, Invalid> {
        let value = value.trim();
        if value.is_empty() {
            return Err(Invalid::new("validation.required"));
        }
        Role::ALL
            .into_iter()
            .find(|r| r.as_str().eq_ignore_ascii_case(value))
            .ok_or_else(|| Invalid::new("admin.role_unknown").arg("values", "admin, finance, support, content"))
    }

    /// Whether an operator with this role may do something open to `allowed`. Admin always may.
    pub fn is_allowed(self, allowed: &[Role]) -> bool {
        self == Role::Admin || allowed.contains(&self)
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Shortest operator password. Operators hold real power over money and players, so this is stricter than
/// the players' rule (OWASP ASVS 2.1.1 asks for 12).
pub const PASSWORD_MIN: usize = 12;
/// Longest operator password: the same bound as every password form (an unbounded input to argon2 is a
/// denial-of-service lever).
pub const PASSWORD_MAX: usize = crate::account::Password::MAX;

/// An operator's login name: 3–32 characters of ASCII letters, digits, `.`, `_` and `-`, kept as typed
/// (uniqueness is case-insensitive in the store).
pub fn parse_username(value: &str) -> Result<&str, Invalid> {
    let value = value.trim();
    let len = value.chars().count();
    if len == 0 {
        Err(Invalid::new("validation.required"))
    } else if !(3..=32).contains(&len) {
        Err(Invalid::new("validation.length").arg("min", 3).arg("max", 32))
    } else if !value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')) {
        Err(Invalid::new("admin.username_chars"))
    } else {
        Ok(value)
    }
}

/// A new operator password: 12–100 characters, not all the same character. Not trimmed: spaces count.
pub fn check_password(value: &str) -> Result<&str, Invalid> {
    let len = value.chars().count();
    if len == 0 {
        Err(Invalid::new("validation.required"))
    } else if !(PASSWORD_MIN..=PASSWORD_MAX).contains(&len) {
        Err(Invalid::new("validation.length").arg("min", PASSWORD_MIN).arg("max", PASSWORD_MAX))
    } else if value.chars().all(|c| value.starts_with(c)) {
        Err(Invalid::new("admin.password_weak"))
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_and_admin_passes_every_check() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Ok(role));
        }
        assert_eq!(Role::parse(" Support "), Ok(Role::Support));
        assert_eq!(Role::parse("root").unwrap_err().key, "admin.role_unknown");
        assert_eq!(Role::parse("").unwrap_err().key, "validation.required");
        assert!(Role::Admin.is_allowed(&[Role::Content]));
        assert!(Role::Support.is_allowed(&[Role::Admin, Role::Support]));
        assert!(!Role::Finance.is_allowed(&[Role::Admin, Role::Support]));
        assert!(!Role::Content.is_allowed(&[]));
    }

    #[test]
    fn usernames_are_short_plain_ascii() {
        assert_eq!(parse_username(" ops.ayse_1 "), Ok("ops.ayse_1"));
        assert_eq!(parse_username("ab").unwrap_err().key, "validation.length");
        assert_eq!(parse_username("ayşe").unwrap_err().key, "admin.username_chars");
        assert_eq!(parse_username("a b c").unwrap_err().key, "admin.username_chars");
        assert_eq!(parse_username("").unwrap_err().key, "validation.required");
    }

    #[test]
    fn passwords_are_long_enough_and_not_one_repeated_character() {
        assert!(check_password("correct horse battery").is_ok());
        assert_eq!(check_password("short1").unwrap_err().key, "validation.length");
        assert_eq!(check_password("aaaaaaaaaaaaaa").unwrap_err().key, "admin.password_weak");
        assert_eq!(check_password(&"x1".repeat(51)).unwrap_err().key, "validation.length");
    }
}
