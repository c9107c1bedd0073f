//! Who may call the seamless wallet: every call is signed by its provider, over the raw body.
//!
//! - Hub88 signs as its documentation says: RSA-SHA256 (PKCS#1 v1.5) of the body with Hub88's private key,
//!   base64, in `X-Hub88-Signature`; we verify with Hub88's public key (PEM, `public_key` in the provider's
//!   settings, or in its secrets).
//! - Every other provider, the built-in Zar Games included, signs with HMAC-SHA256 under the provider's
//!   `wallet_secret` secret in `x-zar-signature: t=<unix>,v1=<hex>` ([`domain::signature`], the payment
//!   webhooks' scheme), at most [`TOLERANCE`] old.
//!
//! A provider with neither configured refuses every call (`RS_ERROR_INVALID_SIGNATURE`). Credentials are read
//! from the database at most every [`CACHE_FOR`], so an operator's change takes effect within that.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use axum::http::HeaderMap;
use base64::Engine;
use chrono::{DateTime, Utc};
use domain::casino::Provider;
use rsa::{
    RsaPublicKey,
    pkcs1::DecodeRsaPublicKey,
    pkcs1v15::{Signature, VerifyingKey},
    pkcs8::DecodePublicKey,
    signature::Verifier as _,
};
use sha2::Sha256;
use store::{Db, casino::providers};

/// Hub88's signature header.
pub const HUB88_HEADER: &str = "x-hub88-signature";
/// The secret an HMAC-signing provider's wallet calls are signed with.
pub const WALLET_SECRET: &str = "wallet_secret";
/// Hub88's public key (PEM).
pub const PUBLIC_KEY: &str = "public_key";
/// How old an HMAC signature may be.
pub const TOLERANCE: chrono::Duration = chrono::Duration::minutes(5);
/// How long credentials read from the database are used before they are read again.
pub const CACHE_FOR: Duration = Duration::from_secs(5);

/// How a provider's calls are verified.
#[derive(Clone)]
pub enum Verifier {
    Hmac(Vec<u8>),
    Rsa(Box<VerifyingKey<Sha256>>),
    /// Nothing configured (or a key that does not parse): every call is refused.
    Refuse,
}

impl Verifier {
    /// Whether `body` carries a valid signature in `headers` at `now`.
    pub fn accepts(&self, headers: &HeaderMap, body: &[u8], now: DateTime<Utc>) -> bool {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        match self {
            Verifier::Hmac(secret) => {
                domain::signature::verify(secret, header(domain::signature::HEADER), body, now, TOLERANCE).is_ok()
            }
            Verifier::Rsa(key) => {
                let Some(signature) = header(HUB88_HEADER)
                    .and_then(|text| base64::engine::general_purpose::STANDARD.decode(text.trim()).ok())
                    .and_then(|bytes| Signature::try_from(bytes.as_slice()).ok())
                else {
                    return false;
                };
                key.verify(body, &signature).is_ok()
            }
            Verifier::Refuse => false,
        }
    }
}

/// Reads a public key in PEM: SubjectPublicKeyInfo (`BEGIN PUBLIC KEY`) or PKCS#1 (`BEGIN RSA PUBLIC KEY`).
pub fn public_key(pem: &str) -> Option<RsaPublicKey> {
    let pem = pem.trim();
    RsaPublicKey::from_public_key_pem(pem).or_else(|_| RsaPublicKey::from_pkcs1_pem(pem)).ok()
}

/// A provider's state as its wallet calls need it.
#[derive(Clone)]
pub struct Credentials {
    pub enabled: bool,
    pub verifier: Verifier,
}

impl Credentials {
    fn of(provider: Provider, row: &providers::Provider) -> Credentials {
        let text =
            |key| providers::Provider::text(&row.config, key).or_else(|| providers::Provider::text(&row.secrets, key));
        let verifier = match provider {
            Provider::Hub88 => match text(PUBLIC_KEY).map(public_key) {
                Some(Some(key)) => Verifier::Rsa(Box::new(VerifyingKey::new(key))),
                Some(None) => {
                    tracing::warn!("hub88's public_key does not parse: refusing its wallet calls");
                    Verifier::Refuse
                }
                None => Verifier::Refuse,
            },
            _ => match providers::Provider::text(&row.secrets, WALLET_SECRET) {
                Some(secret) => Verifier::Hmac(secret.as_bytes().to_vec()),
                None => Verifier::Refuse,
            },
        };
        Credentials { enabled: row.enabled, verifier }
    }
}

/// Providers' credentials, read at most every [`CACHE_FOR`].
#[derive(Default)]
pub struct Cache {
    entries: Mutex<HashMap<i64, (Instant, Arc<Credentials>)>>,
}

impl Cache {
    /// `provider`'s credentials (none configured when it has no row).
    pub async fn get(&self, db: &Db, provider: Provider) -> Result<Arc<Credentials>, store::StoreError> {
        if let Some(fresh) = self.fresh(provider) {
            return Ok(fresh);
        }
        let credentials = Arc::new(match providers::get(db, provider.id()).await? {
            Some(row) => Credentials::of(provider, &row),
            None => Credentials { enabled: false, verifier: Verifier::Refuse },
        });
        if let Ok(mut entries) = self.entries.lock() {
            entries.insert(provider.id(), (Instant::now(), credentials.clone()));
        }
        Ok(credentials)
    }

    fn fresh(&self, provider: Provider) -> Option<Arc<Credentials>> {
        let entries = self.entries.lock().ok()?;
        let (read, credentials) = entries.get(&provider.id())?;
        (read.elapsed() < CACHE_FOR).then(|| credentials.clone())
    }

    /// Forgets `provider`'s credentials (after we changed them ourselves).
    pub fn forget(&self, provider: Provider) {
        if let Ok(mut entries) = self.entries.lock() {
            entries.remove(&provider.id());
        }
    }
}
