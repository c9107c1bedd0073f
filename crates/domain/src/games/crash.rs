//! Crash: a multiplier climbs from 1.00× until it crashes; a bet cashed out before the crash wins stake × the
//! multiplier at cash-out. RTP 99 % for every cash-out target.
//!
//! **Crash points come from a published hash chain.** The operator draws a secret 32-byte seed `h[N]` and computes
//! `h[i-1] = SHA-256(h[i])` down to `h[0]`, the chain's *terminal hash*, which is published (with the chain's
//! salt) before round 1 is played. Round `i` (1, 2 … N) uses `h[i]`, revealed when the round ends; anyone checks
//! it by hashing it `i` times and arriving at `h[0]`, and since nobody can invert SHA-256 no round can be chosen
//! after the terminal hash is out. Hashes are hashed as raw 32 bytes and written as lowercase hex.
//!
//! **From a round's hash to its crash point.** `X` = the top 52 bits of `HMAC-SHA256(key = the round hash's 64
//! hex characters, message = the chain's salt)`, uniform in `[0, 2^52)`; the crash point in hundredths is
//! `max(100, ⌊99 · 2^52 / (2^52 − X)⌋)`. So `P(crash ≥ m) = ⌊99 · 2^52 / (100 m)⌋ / 2^52 ≈ 0.99 / m` for every
//! `m ≥ 1.00` in steps of 0.01, and a cash-out at `m` returns `m · 0.99 / m = 99 %` (a hair less by the floor,
//! under 2^-52). About 1 round in 51 crashes at once, at 1.00×.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// 99 % in millionths.
pub const RTP_PPM: u64 = 990_000;
/// The highest crash point, in hundredths (1,000,000×); the formula exceeds it with chance 1 in 10^6.
pub const MAX_CRASH: u64 = 100_000_000;
/// The lowest cash-out target a player may set: 1.01×.
pub const MIN_CASHOUT: u64 = 101;

const TWO_52: u128 = 1 << 52;

/// A round's crash point in hundredths (250 = 2.50×) from `X`, the top 52 bits of the round's HMAC.
pub fn crash_point_from_bits(x: u64) -> u64 {
    debug_assert!(u128::from(x) < TWO_52);
    let point = (99 * TWO_52 / (TWO_52 - u128::from(x))) as u64;
    point.clamp(100, MAX_CRASH)
}

/// The crash point of the round with hash `round_hash` (64 hex characters) in the chain salted `salt`.
pub fn crash_point(round_hash: &str, salt: &str) -> u64 {
    let mut mac = Hmac::<Sha256>::new_from_slice(round_hash.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(salt.as_bytes());
    let bytes = mac.finalize().into_bytes();
    let mut top = [0u8; 8];
    top.copy_from_slice(&bytes[..8]);
    crash_point_from_bits(u64::from_be_bytes(top) >> 12)
}

/// What a stake cashed out at `cashout` (hundredths) wins in a round that crashes at `crash`: nothing when it
/// crashed first (a cash-out exactly at the crash point wins).
pub fn payout(stake: i64, cashout: u64, crash: u64) -> i64 {
    if cashout > crash { 0 } else { super::payout(stake, cashout * 100) }
}

/// The previous hash of the chain: SHA-256 of this one's 32 bytes, hex. `None` when `hash` is not 64 hex.
pub fn previous(hash: &str) -> Option<String> {
    let bytes = decode(hash)?;
    Some(hex::encode(Sha256::digest(bytes)))
}

fn decode(hash: &str) -> Option<[u8; 32]> {
    if hash.len() != 64 || !hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return None;
    }
    let mut bytes = [0u8; 32];
    hex::decode_to_slice(hash, &mut bytes).ok()?;
    Some(bytes)
}

/// A hash chain as the operator keeps it: the seed `h[N]` (secret) and its length.
#[derive(Clone)]
pub struct Chain {
    seed: [u8; 32],
    length: u64,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Chain(length {})", self.length)
    }
}

impl Chain {
    /// A new chain of `length` rounds from 32 random bytes of `rng`.
    pub fn generate(rng: &mut (impl rand::CryptoRng + ?Sized), length: u64) -> Chain {
        let mut seed = [0u8; 32];
        rng.fill_bytes(&mut seed);
        Chain { seed, length }
    }

    /// The chain whose seed `h[N]` is `seed_hex`.
    pub fn from_seed(seed_hex: &str, length: u64) -> Option<Chain> {
        Some(Chain { seed: decode(seed_hex)?, length })
    }

    pub fn seed_hex(&self) -> String {
        hex::encode(self.seed)
    }

    pub fn length(&self) -> u64 {
        self.length
    }

    /// The hashes `h[0]` (the terminal hash) to `h[N]`, computed from the seed in one pass.
    pub fn hashes(&self) -> Vec<String> {
        let mut chain = Vec::with_capacity(self.length as usize + 1);
        let mut current = self.seed;
        chain.push(current);
        for _ in 0..self.length {
            current = Sha256::digest(current).into();
            chain.push(current);
        }
        chain.reverse();
        chain.into_iter().map(hex::encode).collect()
    }

    /// `h[0]`, to publish before round 1.
    pub fn terminal_hash(&self) -> String {
        let mut current = self.seed;
        for _ in 0..self.length {
            current = Sha256::digest(current).into();
        }
        hex::encode(current)
    }
}

/// Checks that `round_hash` is round `round` of the chain whose terminal hash is `terminal`: hashing it `round`
/// times gives `terminal`. Walks backwards to the start, so it costs `round` hashes.
pub fn verify(round_hash: &str, round: u64, terminal: &str) -> bool {
    let Some(mut current) = decode(round_hash) else { return false };
    for _ in 0..round {
        current = Sha256::digest(current).into();
    }
    hex::encode(current) == terminal
}

/// A round's position found by walking back from `round_hash` to `terminal` in at most `max_rounds` steps.
pub fn position(round_hash: &str, terminal: &str, max_rounds: u64) -> Option<u64> {
    let mut current = decode(round_hash)?;
    for steps in 1..=max_rounds {
        current = Sha256::digest(current).into();
        if hex::encode(current) == terminal {
            return Some(steps);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn the_chain_verifies_backwards() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let chain = Chain::generate(&mut rng, 100);
        let hashes = chain.hashes();
        assert_eq!(hashes.len(), 101);
        assert_eq!(hashes[0], chain.terminal_hash());
        assert_eq!(hashes[100], chain.seed_hex());
        for i in 1..=100u64 {
            let hash = &hashes[i as usize];
            assert_eq!(previous(hash).unwrap(), hashes[i as usize - 1], "each hash reveals the one before");
            assert!(verify(hash, i, &hashes[0]));
            assert!(!verify(hash, i + 1, &hashes[0]), "a wrong position does not verify");
            assert_eq!(position(hash, &hashes[0], 1000), Some(i));
        }
        // A made-up hash does not reach the terminal.
        assert!(!verify(&"ab".repeat(32), 5, &hashes[0]));
        assert_eq!(position(&"ab".repeat(32), &hashes[0], 200), None);
        assert!(!verify("not hex", 1, &hashes[0]));
        let again = Chain::from_seed(&chain.seed_hex(), 100).unwrap();
        assert_eq!(again.terminal_hash(), chain.terminal_hash());
    }

    #[test]
    fn crash_points_from_the_formula() {
        assert_eq!(crash_point_from_bits(0), 100, "0.99 is floored up to 1.00");
        // X = 2^51: 99 · 2 = 198 → 1.98×.
        assert_eq!(crash_point_from_bits(1 << 51), 198);
        // X = 2^52 - 1: 99 · 2^52 → capped.
        assert_eq!(crash_point_from_bits((1 << 52) - 1), MAX_CRASH);
        // Known value: recomputable with any HMAC tool.
        let hash = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b";
        let mut mac = Hmac::<Sha256>::new_from_slice(hash.as_bytes()).unwrap();
        mac.update(b"zar");
        let bytes = mac.finalize().into_bytes();
        let x = u64::from_be_bytes(bytes[..8].try_into().unwrap()) >> 12;
        assert_eq!(crash_point(hash, "zar"), crash_point_from_bits(x));
    }

    #[test]
    fn cash_outs_win_only_before_the_crash() {
        assert_eq!(payout(1000, 200, 250), 2000);
        assert_eq!(payout(1000, 250, 250), 2500, "cashing out at the crash point itself wins");
        assert_eq!(payout(1000, 251, 250), 0);
        assert_eq!(payout(1000, 101, 100), 0);
    }

    /// P(crash ≥ m) = ⌊99·2^52 / (100 m)⌋ / 2^52 exactly; checked at the boundaries of X for a few targets.
    #[test]
    fn the_survival_function_is_0_99_over_m() {
        for m in [101u64, 150, 200, 1000, 10_000] {
            // The smallest X whose point reaches m: 2^52 - X ≤ 99·2^52/m.
            let d = 99 * TWO_52 / u128::from(m);
            let x_min = (TWO_52 - d) as u64;
            assert!(crash_point_from_bits(x_min) >= m);
            assert!(crash_point_from_bits(x_min - 1) < m);
            let survival = d as f64 / TWO_52 as f64;
            assert!((survival * m as f64 / 100.0 - 0.99).abs() < 1e-9, "m {m}: {survival}");
        }
    }

    proptest! {
        #[test]
        fn crash_points_never_fall_below_one(x in 0u64..(1 << 52)) {
            let point = crash_point_from_bits(x);
            prop_assert!((100..=MAX_CRASH).contains(&point));
        }
    }
}
