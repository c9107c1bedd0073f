//! Game launch (product §4 and §7, architecture §7): the seven launch calls, one per provider, and the one flow they
//! share ([`contract::run`]). A launch needs a logged-in player who is not blocked, an enabled game of an enabled
//! provider, and that provider's credentials; it opens a casino session (a random 256-bit token, only its
//! SHA-256 kept, tied to the player's site session) and hands the token to the provider's [`Adapter`], which
//! builds the provider's launch: a url, or SoftGamings' HTML with a script.
//!
//! Without credentials a launch answers `casino.provider_not_configured` — never a made-up url — and opens no
//! session. When the provider's server fails (timeout, an error status, an answer without a url) it answers
//! `casino.provider_unavailable` (502, with the request id, logged without secrets) and the session it opened
//! is removed again.

pub mod amusnet;
pub mod contract;
pub mod digitain;
pub mod egt;
pub mod everymatrix;
pub mod hub88;
pub mod softgamings;
pub mod zar;

use domain::casino::Provider;
use utoipa_axum::router::OpenApiRouter;

use self::contract::{Adapter, Keys};
use crate::state::AppState;

/// The seven launch calls.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(crate::openapi::routes!(digitain::launch))
        .routes(crate::openapi::routes!(everymatrix::launch))
        .routes(crate::openapi::routes!(amusnet::launch))
        .routes(crate::openapi::routes!(egt::launch))
        .routes(crate::openapi::routes!(hub88::launch))
        .routes(crate::openapi::routes!(softgamings::launch))
        .routes(crate::openapi::routes!(zar::launch))
}

/// What an operator sets for `provider`: its adapter's settings and secrets. The sportsbook is launched from the
/// sports pages, not the casino, and takes none here (its wallet secret is made and kept by the site).
pub fn keys(provider: Provider) -> &'static Keys {
    static NONE: Keys = Keys { config: &[], secrets: &[] };
    let adapter: &dyn Adapter = match provider {
        Provider::Zar => &zar::Zar,
        Provider::Hub88 => &hub88::Hub88,
        Provider::Egt => &egt::Egt,
        Provider::Amusnet => &amusnet::Amusnet,
        Provider::EveryMatrix => &everymatrix::EveryMatrix,
        Provider::Digitain => &digitain::Digitain,
        Provider::SoftGamings => &softgamings::SoftGamings,
        Provider::Sportsbook => return &NONE,
    };
    adapter.keys()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use domain::locale::Locale;
    use serde_json::Value;
    use store::casino::providers::Provider as Configured;

    use super::{contract::*, *};
    use crate::accounts::Loose;

    fn provider(config: Value, secrets: Value) -> Configured {
        Configured {
            id: 2,
            code: "hub88".to_owned(),
            name: "Hub88".to_owned(),
            enabled: true,
            config: config.as_object().cloned().unwrap_or_default(),
            secrets: secrets.as_object().cloned().unwrap_or_default(),
            position: 2,
            updated_at: None,
        }
    }

    #[test]
    fn a_provider_launches_only_with_every_required_key() {
        let keys = hub88::Hub88.keys();
        let none = provider(json!({}), json!({}));
        assert_eq!(keys.missing(&none), ["config.api_url", "config.operator_id", "secrets.private_key"]);
        let blank = provider(json!({"api_url": " ", "operator_id": 7}), json!({"private_key": null}));
        assert_eq!(keys.missing(&blank), ["config.api_url", "secrets.private_key"]);
        let full =
            provider(json!({"api_url": "https://api.hub88.test", "operator_id": "7"}), json!({"private_key": "k"}));
        assert!(keys.missing(&full).is_empty());
    }

    #[test]
    fn settings_are_checked_by_kind_and_unknown_keys_refused() {
        let keys = hub88::Hub88.keys();
        let config = json!({"api_url": "ftp://x", "operator_id": "seven", "colour": "red"});
        let secrets = json!({"private_key": "not a key", "other": "x"});
        let errors = keys.check(config.as_object(), secrets.as_object());
        let mut fields: Vec<&str> = errors.0.iter().map(|(field, _)| field.as_str()).collect();
        fields.sort_unstable();
        assert_eq!(
            fields,
            ["config.api_url", "config.colour", "config.operator_id", "secrets.other", "secrets.private_key"]
        );
        let removal = json!({"private_key": null});
        assert!(keys.check(None, removal.as_object()).0.is_empty(), "null removes a secret");
        let good = json!({"api_url": "https://api.hub88.test/", "operator_id": 12, "sub_partner_id": "zar"});
        assert!(keys.check(good.as_object(), None).0.is_empty());
    }

    #[test]
    fn signed_urls_carry_zar_s_signature_of_their_query() {
        let now = chrono::DateTime::from_timestamp(1_700_000_000, 0).unwrap();
        let params = [("gameId", "book of ra".to_owned()), ("token", "a/b".to_owned())];
        let url = signed_url("https://games.test/launch", &params, "key", now);
        let (base, query) = url.split_once('?').unwrap();
        assert_eq!(base, "https://games.test/launch");
        let (signed, signature) = query.split_once("&signature=").unwrap();
        assert_eq!(signed, "gameId=book%20of%20ra&token=a%2Fb");
        let header = percent_encoding::percent_decode_str(signature).decode_utf8().unwrap();
        assert!(
            domain::signature::verify(b"key", Some(&header), signed.as_bytes(), now, chrono::Duration::seconds(1))
                .is_ok()
        );
    }

    #[test]
    fn platforms_and_languages_are_read_leniently_but_checked() {
        assert_eq!(Platform::parse(Some(&Loose::Number(1.into()))).ok(), Some(Platform::Desktop));
        assert_eq!(Platform::parse(Some(&Loose::Text("2".into()))).ok(), Some(Platform::Mobile));
        assert!(Platform::parse(Some(&Loose::Number(3.into()))).is_err());
        assert!(Platform::parse(None).is_err());
        assert_eq!(Platform::from_is_mobile(Some(&Loose::Bool(true))).ok(), Some(Platform::Mobile));
        assert_eq!(Platform::from_is_mobile(Some(&Loose::Number(0.into()))).ok(), Some(Platform::Desktop));
        assert_eq!(Platform::from_is_mobile(None).ok(), Some(Platform::Desktop));
        assert!(Platform::from_is_mobile(Some(&Loose::Number(5.into()))).is_err());
        assert_eq!(language(Some("en-GB"), Locale::Tr), Locale::En);
        assert_eq!(language(None, Locale::En), Locale::En);
        assert_eq!(lobby_url(Some("javascript:alert(1)")).unwrap_err().key, "validation.url");
        assert_eq!(lobby_url(Some("/casino/slot")).unwrap().as_deref(), Some("/casino/slot"));
        assert_eq!(absolute("https://zar.test/", "/casino/live"), "https://zar.test/casino/live");
    }
}
