//! Signed anchors of the audit chain's head (`zar admin audit anchor`, `verify --anchor`).
//!
//! The hash chain shows that no row changed without every later hash being recomputed, but whoever holds the
//! database credentials can do exactly that. An anchor is the head (last id, its hash, the time) signed with an
//! Ed25519 key the database never holds and kept outside it (a file appended to on a schedule, a ticket, an
//! e-mail): a chain rewritten and rehashed after an anchor no longer has the anchored hash at the anchored id.
//!
//! An anchor is one JSON line:
//! `{"anchor":"zar.audit.anchor.v1","id":12,"hash":"…","at":"2026-…Z","key":"<public key>","signature":"<…>"}`.
//! The signature (base64) is over [`Anchor::canonical`], the compact JSON array
//! `["zar.audit.anchor.v1", id, hash, at]`; `key` (base64) says which key signed it, but a verifier trusts only the
//! public key it is given.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE, URL_SAFE_NO_PAD};
use chrono::{DateTime, SecondsFormat, Utc};
use clap::Args;
use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use serde::{Deserialize, Serialize};

/// The version tag of anchors, signed with them.
pub const VERSION: &str = "zar.audit.anchor.v1";

/// The signed head of the audit chain, as a line of an anchor file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Anchor {
    pub anchor: String,
    pub id: i64,
    pub hash: String,
    /// When the head was read, RFC 3339 UTC in seconds.
    pub at: String,
    /// The signer's public key (base64), for the reader: verification uses the key it is given.
    pub key: String,
    /// Ed25519 over [`Anchor::canonical`], base64.
    pub signature: String,
}

impl Anchor {
    /// Signs the head `(id, hash)` read at `at`.
    pub fn sign(key: &SigningKey, id: i64, hash: &str, at: DateTime<Utc>) -> Anchor {
        let at = at.to_rfc3339_opts(SecondsFormat::Secs, true);
        let signature = key.sign(canonical(id, hash, &at).as_bytes());
        Anchor {
            anchor: VERSION.to_owned(),
            id,
            hash: hash.to_owned(),
            at,
            key: STANDARD.encode(key.verifying_key().as_bytes()),
            signature: STANDARD.encode(signature.to_bytes()),
        }
    }

    /// The text the signature is over.
    pub fn canonical(&self) -> String {
        canonical(self.id, &self.hash, &self.at)
    }

    /// Whether `key` signed this anchor.
    pub fn check(&self, key: &VerifyingKey) -> anyhow::Result<()> {
        if self.anchor != VERSION {
            bail!("not a {VERSION} anchor");
        }
        let bytes = decode_base64(&self.signature).context("the signature is not base64")?;
        let signature = Signature::from_slice(&bytes).context("the signature is not 64 bytes")?;
        key.verify(self.canonical().as_bytes(), &signature).map_err(|_| {
            let signer = if self.key == STANDARD.encode(key.as_bytes()) { "this key" } else { "another key" };
            anyhow::anyhow!("its signature does not verify with the public key given (it claims {signer})")
        })
    }

    /// The line written to an anchor file.
    pub fn line(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

fn canonical(id: i64, hash: &str, at: &str) -> String {
    serde_json::json!([VERSION, id, hash, at]).to_string()
}

/// Where the signing key comes from: the environment or a file, never the database.
#[derive(Args, Debug, Clone)]
pub struct SigningKeyArgs {
    /// The Ed25519 signing key's 32-byte seed, base64 or hex (`zar admin audit keygen` makes one). Keep it off
    /// the database host's disks and out of the database.
    #[arg(long = "signing-key", env = "ZAR_AUDIT_SIGNING_KEY", hide_env_values = true, hide = true)]
    pub signing_key: Option<String>,
    /// A file holding the signing key's seed (base64 or hex), instead of ZAR_AUDIT_SIGNING_KEY.
    #[arg(long, value_name = "PATH")]
    pub key_file: Option<PathBuf>,
}

impl SigningKeyArgs {
    /// The signing key, if one is given (the file wins over the environment).
    pub fn load(&self) -> anyhow::Result<Option<SigningKey>> {
        let text = match (&self.key_file, &self.signing_key) {
            (Some(path), _) => {
                std::fs::read_to_string(path).with_context(|| format!("reading the key file {}", path.display()))?
            }
            (None, Some(text)) if !text.trim().is_empty() => text.clone(),
            _ => return Ok(None),
        };
        let seed = parse_key(&text).context("the audit signing key")?;
        Ok(Some(SigningKey::from_bytes(&seed)))
    }

    /// The signing key, or an error saying how to give one.
    pub fn require(&self) -> anyhow::Result<SigningKey> {
        self.load()?.context("no signing key: set ZAR_AUDIT_SIGNING_KEY or pass --key-file (zar admin audit keygen)")
    }
}

/// A 32-byte key written as 64 hex digits or base64 (standard or URL-safe, padded or not).
pub fn parse_key(text: &str) -> anyhow::Result<[u8; 32]> {
    let text = text.trim();
    let bytes = if text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
        hex::decode(text)?
    } else {
        decode_base64(text).context("neither 64 hex digits nor base64")?
    };
    bytes.try_into().map_err(|b: Vec<u8>| anyhow::anyhow!("{} bytes where a key has 32", b.len()))
}

/// A public key as [`parse_key`] reads it.
pub fn parse_public_key(text: &str) -> anyhow::Result<VerifyingKey> {
    VerifyingKey::from_bytes(&parse_key(text)?).context("not an Ed25519 public key")
}

fn decode_base64(text: &str) -> anyhow::Result<Vec<u8>> {
    [&STANDARD, &STANDARD_NO_PAD, &URL_SAFE, &URL_SAFE_NO_PAD]
        .iter()
        .find_map(|engine| engine.decode(text).ok())
        .context("not base64")
}

/// A new signing key's seed from the operating system's random numbers.
pub fn generate() -> SigningKey {
    SigningKey::from_bytes(&rand::random::<[u8; 32]>())
}

/// Reads an anchor file: one anchor per line (blank lines skipped); a line that does not parse is an error
/// naming its number.
pub fn read_file(path: &Path) -> anyhow::Result<Vec<(usize, Anchor)>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading the anchor file {}", path.display()))?;
    let mut anchors = Vec::new();
    for (number, line) in text.lines().enumerate().map(|(i, line)| (i + 1, line.trim())) {
        if line.is_empty() {
            continue;
        }
        let anchor: Anchor =
            serde_json::from_str(line).with_context(|| format!("{} line {number}: not an anchor", path.display()))?;
        anchors.push((number, anchor));
    }
    Ok(anchors)
}

/// Appends `anchor` as a line of the file at `path` (created if missing).
pub fn append(path: &Path, anchor: &Anchor) -> anyhow::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| format!("opening the anchor file {}", path.display()))?;
    writeln!(file, "{}", anchor.line()).and_then(|()| file.sync_all()).context("writing the anchor")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_anchor_verifies_with_its_key_only_and_covers_every_field() {
        let key = SigningKey::from_bytes(&[7; 32]);
        let at = DateTime::parse_from_rfc3339("2026-11-24T15:00:00Z").map(|t| t.to_utc()).unwrap_or_default();
        let anchor = Anchor::sign(&key, 12, "ab", at);
        assert_eq!(anchor.canonical(), r#"["zar.audit.anchor.v1",12,"ab","2026-11-24T15:00:00Z"]"#);
        assert!(anchor.check(&key.verifying_key()).is_ok());
        let parsed: Anchor = serde_json::from_str(&anchor.line()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parsed, anchor);

        let other = SigningKey::from_bytes(&[8; 32]).verifying_key();
        assert!(anchor.check(&other).is_err());
        for changed in [
            Anchor { id: 13, ..anchor.clone() },
            Anchor { hash: "ac".into(), ..anchor.clone() },
            Anchor { at: "2026-11-24T15:00:01Z".into(), ..anchor.clone() },
        ] {
            assert!(changed.check(&key.verifying_key()).is_err(), "{changed:?}");
        }
    }

    #[test]
    fn keys_parse_from_hex_or_base64() {
        let seed = [0xab_u8; 32];
        assert_eq!(parse_key(&hex::encode(seed)).ok(), Some(seed));
        assert_eq!(parse_key(&format!(" {}\n", STANDARD.encode(seed))).ok(), Some(seed));
        assert_eq!(parse_key(&URL_SAFE_NO_PAD.encode(seed)).ok(), Some(seed));
        assert!(parse_key(&STANDARD.encode([1_u8; 31])).is_err());
        assert!(parse_key("not a key").is_err());
    }
}
