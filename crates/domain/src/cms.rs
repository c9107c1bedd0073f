//! Rules for the content operators edit: links, images, slugs, translation keys and site options.

use crate::{operator::Role, validation::Invalid};

/// Longest accepted url (links and images).
pub const MAX_URL: usize = 500;

/// A link or image address: a path on our own site (`/casino/slot`, `/media/x.svg`) or an `http(s)://` url.
/// Anything else (`javascript:`, `data:`, protocol-relative `//host`) is refused.
pub fn parse_url(value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    if value.chars().count() > MAX_URL {
        return Err(Invalid::new("validation.length").arg("min", 1).arg("max", MAX_URL));
    }
    let lower = value.to_ascii_lowercase();
    let own_path = value.starts_with('/') && !value.starts_with("//") && !value.starts_with("/\\");
    let web = ["https://", "http://"].iter().any(|scheme| lower.starts_with(scheme) && lower.len() > scheme.len());
    if !(own_path || web) || value.chars().any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '<') {
        return Err(Invalid::new("validation.url"));
    }
    Ok(value.to_owned())
}

/// Like [`parse_url`], but an empty value is allowed (no link).
pub fn parse_optional_url(value: &str) -> Result<String, Invalid> {
    if value.trim().is_empty() { Ok(String::new()) } else { parse_url(value) }
}

/// Where a link opens: `_self` (default when empty) or `_blank`.
pub fn parse_target(value: &str) -> Result<String, Invalid> {
    match value.trim() {
        "" | "_self" => Ok("_self".to_owned()),
        "_blank" => Ok("_blank".to_owned()),
        _ => Err(Invalid::new("validation.target")),
    }
}

/// The three sizes of a banner, in the spec's order: default (mobile), ≥ 1200 px, ≥ 992 px.
pub fn parse_images(values: &[String]) -> Result<Vec<String>, Invalid> {
    if values.len() != 3 {
        return Err(Invalid::new("validation.images"));
    }
    values.iter().map(|v| parse_url(v)).collect()
}

/// Like [`parse_images`], but an empty list is allowed ("the same as the Turkish ones").
pub fn parse_optional_images(values: &[String]) -> Result<Vec<String>, Invalid> {
    if values.is_empty() { Ok(Vec::new()) } else { parse_images(values) }
}

/// A slug: 1 to 60 lowercase letters, digits and hyphens (`home`, `general-terms`).
pub fn parse_slug(value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    let valid = value.len() <= 60
        && value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !value.starts_with('-');
    if valid { Ok(value.to_owned()) } else { Err(Invalid::new("validation.slug")) }
}

/// A translation key: 1 to 100 of `A-Z a-z 0-9 _ - .` (`TOP_NOTIFY`).
pub fn parse_translation_key(value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    let valid = value.len() <= 100 && value.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    if valid { Ok(value.to_owned()) } else { Err(Invalid::new("validation.translation_key")) }
}

/// A site option key: 1 to 64 of `a-z 0-9 _` (`livechat_site_id`).
pub fn parse_option_key(value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(Invalid::new("validation.required"));
    }
    let valid = value.len() <= 64 && value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if valid { Ok(value.to_owned()) } else { Err(Invalid::new("validation.option_key")) }
}

/// What kind of value a known site option holds, so an operator cannot save a broken one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// Empty, a path on our site or an http(s) url.
    Url,
    /// Empty or a host name, optionally with a port (`zar.example`, `zar2.example:8443`).
    Domain,
    /// An amount in lira (major units), at most two decimals, not negative (`0`, `50`, `25.50`).
    Amount,
    /// Free text.
    Text,
    /// Empty or a Google Tag Manager container id (`GTM-` and letters or digits), kept upper-case.
    TagManager,
}

/// The kind of a known option; `None` for keys we do not know (kept as free text).
pub fn option_kind(key: &str) -> Option<OptionKind> {
    Some(match key {
        "callcenterform" | "support_url" | "licence_badge_url" | "licence_url" | "betsy_url" | "betco_url"
        | "casino_video_url" => OptionKind::Url,
        k if k.starts_with("social_") => OptionKind::Url,
        "base_domain" | "next_domain" => OptionKind::Domain,
        "trial_bonus_amount" | "withdrawal_second_approval_over" => OptionKind::Amount,
        "tag_manager_id" => OptionKind::TagManager,
        "livechat_site_id" | "livechat_div_id" | "betsy_cid" | "aviator_search" | "casino_video_title" => {
            OptionKind::Text
        }
        _ => return None,
    })
}

/// What a change to a site option can do, which decides who may make it (issue 47).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionSensitivity {
    /// Texts, links and pictures: the content role's.
    Content,
    /// Money moves by it: an amount given away, a four-eyes threshold, the account players pay into.
    Money,
    /// It decides whose code runs on the players' pages, or where their session's partner token is sent.
    Script,
}

impl OptionSensitivity {
    /// The wire name: `content`, `money`, `script`.
    pub fn as_str(self) -> &'static str {
        match self {
            OptionSensitivity::Content => "content",
            OptionSensitivity::Money => "money",
            OptionSensitivity::Script => "script",
        }
    }
}

/// The account bank transfer deposits are sent to (their instructions name it).
pub const BANK_ACCOUNT_OPTIONS: [&str; 2] = ["bank_transfer_iban", "bank_transfer_holder"];

/// The sensitivity of option `key`; keys we do not know are content (nothing reads them).
pub fn option_sensitivity(key: &str) -> OptionSensitivity {
    match key {
        "withdrawal_second_approval_over" | "trial_bonus_amount" => OptionSensitivity::Money,
        k if BANK_ACCOUNT_OPTIONS.contains(&k) => OptionSensitivity::Money,
        // GTM's container and the chat provider's account pick scripts run on every page; the sportsbook frames
        // are sent the player's partner token.
        "tag_manager_id" | "livechat_site_id" | "betsy_url" | "betco_url" => OptionSensitivity::Script,
        _ => OptionSensitivity::Content,
    }
}

/// The roles (besides admin, who may change any) that may create, change or remove option `key`: content
/// options the content role, money and script options only an admin, except the bank account, which finance
/// keeps too.
pub fn option_editors(key: &str) -> &'static [Role] {
    match option_sensitivity(key) {
        OptionSensitivity::Content => &[Role::Content],
        OptionSensitivity::Money if BANK_ACCOUNT_OPTIONS.contains(&key) => &[Role::Finance],
        OptionSensitivity::Money | OptionSensitivity::Script => &[],
    }
}

/// Checks `value` against the kind of option `key` (free text for unknown keys); returns it trimmed.
pub fn parse_option_value(key: &str, value: &str) -> Result<String, Invalid> {
    let value = value.trim();
    if value.chars().count() > 2000 {
        return Err(Invalid::new("validation.length").arg("min", 0).arg("max", 2000));
    }
    match option_kind(key).unwrap_or(OptionKind::Text) {
        OptionKind::Text => Ok(value.to_owned()),
        OptionKind::Url => parse_optional_url(value),
        OptionKind::Domain => parse_domain(value),
        OptionKind::Amount => parse_amount(value),
        OptionKind::TagManager => parse_tag_manager_id(value),
    }
}

/// A Google Tag Manager container id (`GTM-K7X2Q9`), or empty (no tag manager). The id goes into a script's
/// address, so nothing but `GTM-` and up to 16 letters or digits is accepted.
fn parse_tag_manager_id(value: &str) -> Result<String, Invalid> {
    let id = value.to_ascii_uppercase();
    let valid = id.strip_prefix("GTM-").is_some_and(|rest| {
        (1..=16).contains(&rest.len()) && rest.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    });
    if value.is_empty() || valid { Ok(id) } else { Err(Invalid::new("validation.tag_manager_id")) }
}

/// A host name with an optional port, or empty.
fn parse_domain(value: &str) -> Result<String, Invalid> {
    if value.is_empty() {
        return Ok(String::new());
    }
    if is_host(value) { Ok(value.to_ascii_lowercase()) } else { Err(Invalid::new("validation.domain")) }
}

/// Whether `value` looks like `host` or `host:port` (letters, digits, dots, hyphens; no scheme, no path).
pub fn is_host(value: &str) -> bool {
    let (host, port) = match value.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (value, None),
    };
    let host_ok = !host.is_empty()
        && host.len() <= 253
        && !host.starts_with(['.', '-'])
        && !host.ends_with(['.', '-'])
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    let port_ok = port.is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.chars().all(|c| c.is_ascii_digit()));
    host_ok && port_ok
}

/// A non-negative amount with at most two decimals, kept as written (`0`, `50`, `25.50`).
fn parse_amount(value: &str) -> Result<String, Invalid> {
    let value = if value.is_empty() { "0" } else { value };
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || whole.len() > 12 || !digits(whole) || !digits(fraction) || value.ends_with('.') {
        return Err(Invalid::new("validation.amount"));
    }
    if fraction.len() > 2 {
        return Err(Invalid::new("validation.amount_decimals"));
    }
    Ok(value.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_own_paths_or_web_addresses() {
        assert_eq!(parse_url(" /casino/slot ").unwrap(), "/casino/slot");
        assert!(parse_url("https://example.org/x?y=1").is_ok());
        for bad in
            ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.example", "casino", "https://"]
        {
            assert_eq!(parse_url(bad).unwrap_err().key, "validation.url", "{bad}");
        }
        assert_eq!(parse_url("").unwrap_err().key, "validation.required");
        assert_eq!(parse_optional_url("  ").unwrap(), "");
    }

    #[test]
    fn banners_need_exactly_three_images() {
        let three = vec!["/a.svg".to_owned(), "/b.svg".to_owned(), "/c.svg".to_owned()];
        assert_eq!(parse_images(&three).unwrap(), three);
        assert_eq!(parse_images(&three[..2]).unwrap_err().key, "validation.images");
        assert!(parse_optional_images(&[]).unwrap().is_empty());
    }

    #[test]
    fn targets_slugs_and_keys() {
        assert_eq!(parse_target("").unwrap(), "_self");
        assert_eq!(parse_target("_blank").unwrap(), "_blank");
        assert!(parse_target("_top").is_err());
        assert!(parse_slug("live-casino2").is_ok());
        assert!(parse_slug("Home").is_err());
        assert!(parse_translation_key("TOP_NOTIFY").is_ok());
        assert!(parse_translation_key("TOP NOTIFY").is_err());
        assert!(parse_option_key("social_x").is_ok());
        assert!(parse_option_key("Social-X").is_err());
    }

    #[test]
    fn tag_manager_ids_are_gtm_containers_or_empty() {
        assert_eq!(parse_option_value("tag_manager_id", " gtm-k7x2q9 ").unwrap(), "GTM-K7X2Q9");
        assert_eq!(parse_option_value("tag_manager_id", "").unwrap(), "");
        for bad in ["K7X2Q9", "GTM-", "GTM-K7X2\"><script>", "UA-1234-1", "GTM-ABCDEFGHIJKLMNOPQ"] {
            assert_eq!(
                parse_option_value("tag_manager_id", bad).unwrap_err().key,
                "validation.tag_manager_id",
                "{bad}"
            );
        }
    }

    #[test]
    fn known_options_are_checked_by_kind() {
        assert_eq!(parse_option_value("trial_bonus_amount", "").unwrap(), "0");
        assert_eq!(parse_option_value("trial_bonus_amount", "25.50").unwrap(), "25.50");
        assert_eq!(parse_option_value("trial_bonus_amount", "2.555").unwrap_err().key, "validation.amount_decimals");
        assert_eq!(parse_option_value("trial_bonus_amount", "-5").unwrap_err().key, "validation.amount");
        assert_eq!(parse_option_value("base_domain", "Zar.Example:8443").unwrap(), "zar.example:8443");
        assert_eq!(parse_option_value("next_domain", "https://x").unwrap_err().key, "validation.domain");
        assert_eq!(parse_option_value("social_x", "javascript:x").unwrap_err().key, "validation.url");
        assert_eq!(parse_option_value("betsy_url", "").unwrap(), "");
        assert_eq!(parse_option_value("anything_else", " free text ").unwrap(), "free text");
    }

    #[test]
    fn money_and_script_options_are_the_admins_and_the_bank_account_finances_too() {
        use OptionSensitivity::*;
        for (key, sensitivity, editors) in [
            ("casino_video_title", Content, &[Role::Content][..]),
            ("unknown_key", Content, &[Role::Content]),
            ("withdrawal_second_approval_over", Money, &[]),
            ("trial_bonus_amount", Money, &[]),
            ("bank_transfer_iban", Money, &[Role::Finance]),
            ("bank_transfer_holder", Money, &[Role::Finance]),
            ("tag_manager_id", Script, &[]),
            ("livechat_site_id", Script, &[]),
            ("betsy_url", Script, &[]),
        ] {
            assert_eq!((option_sensitivity(key), option_editors(key)), (sensitivity, editors), "{key}");
        }
        assert!(!Role::Content.is_allowed(option_editors("bank_transfer_iban")));
        assert!(Role::Admin.is_allowed(option_editors("tag_manager_id")));
    }
}
