//! Simulated play, to check each game's stated RTP: rounds played through the real provably fair path (seeds,
//! nonces, the games' `play`) with bets drawn from a separate generator, so every kind of bet is exercised.
//!
//! A simulation is deterministic in its `seed`: the server seed, the client seed and the bets all derive from it,
//! and round `i` uses nonce `i`, so a range of rounds can be split across threads and merged.

use rand::{Rng, SeedableRng, rngs::StdRng};

use super::{ClientSeed, GameCode, Outcomes, ServerSeed, crash, dice, roulette, slot, stats::Tally};

/// The stake of a simulated round (₺100): large enough that rounding payouts down to the kuruş costs nothing
/// measurable.
pub const STAKE: i64 = 10_000;

/// The seeds of simulation `seed`.
pub fn seeds(seed: u64) -> (ServerSeed, ClientSeed) {
    let mut rng = StdRng::seed_from_u64(seed);
    (ServerSeed::generate(&mut rng), ClientSeed::generate(&mut rng))
}

/// Plays rounds `nonces` of simulation `seed` of `game`.
pub fn run(game: GameCode, seed: u64, nonces: std::ops::Range<u64>) -> Tally {
    let (server, client) = seeds(seed);
    let key = server.key();
    // Bets come from their own generator, positioned by the first nonce so split ranges stay independent.
    let mut bets = StdRng::seed_from_u64(seed ^ nonces.start.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut tally = Tally::default();
    match game {
        GameCode::Dice => {
            for nonce in nonces {
                let bet = random_dice_bet(&mut bets);
                let outcome = dice::play(&bet, &mut Outcomes::with_key(&key, &client, nonce));
                tally.add(STAKE, outcome.payout(STAKE));
            }
        }
        GameCode::Roulette => {
            for nonce in nonces {
                let spin = random_spin(&mut bets);
                let outcome = roulette::play(&spin, &mut Outcomes::with_key(&key, &client, nonce));
                tally.add(spin.stake(), outcome.win);
            }
        }
        GameCode::Slot => {
            for nonce in nonces {
                let units = slot::play_units(&mut Outcomes::with_key(&key, &client, nonce));
                tally.add(STAKE, slot::money(STAKE, units));
            }
        }
        GameCode::Crash => {
            // A chain walked forward from a hash of the seed and the range's start (played backwards in a real
            // chain; the hashes are as random either way), through the same crash-point function rounds use.
            let salt = client.as_str();
            let mut hash = super::fair::sha256_hex(format!("{}:{}", server.as_str(), nonces.start).as_bytes());
            for _ in nonces {
                hash = crash::previous(&hash).expect("a SHA-256 is 64 hex characters");
                let point = crash::crash_point(&hash, salt);
                tally.add(STAKE, crash::payout(STAKE, random_cashout(&mut bets), point));
            }
        }
    }
    tally
}

/// A dice bet with a uniformly chosen direction and win chance.
fn random_dice_bet(rng: &mut StdRng) -> dice::Bet {
    loop {
        let direction = if rng.random() { dice::Direction::Under } else { dice::Direction::Over };
        if let Ok(bet) = dice::Bet::new(rng.random_range(0..dice::ROLLS), direction) {
            return bet;
        }
    }
}

/// One to four bets of random kinds on the layout, ₺10 to ₺50 each.
fn random_spin(rng: &mut StdRng) -> roulette::Spin {
    use roulette::Kind;
    let count = rng.random_range(1..=4);
    let bets = (0..count)
        .map(|_| {
            let stake = 1_000 * rng.random_range(1..=5);
            loop {
                let kind = [
                    Kind::Straight,
                    Kind::Split,
                    Kind::Street,
                    Kind::Corner,
                    Kind::SixLine,
                    Kind::Column,
                    Kind::Dozen,
                    Kind::Red,
                    Kind::Black,
                    Kind::Odd,
                    Kind::Even,
                    Kind::Low,
                    Kind::High,
                ][rng.random_range(0..13)];
                let n: u8 = rng.random_range(0..=36);
                let numbers: Vec<u8> = match kind {
                    Kind::Straight => vec![n],
                    Kind::Split => vec![n, if rng.random() { n + 1 } else { n + 3 }],
                    Kind::Street => vec![n, n + 1, n + 2],
                    Kind::Corner => vec![n, n + 1, n + 3, n + 4],
                    Kind::SixLine => (n..n + 6).collect(),
                    Kind::Column | Kind::Dozen => vec![rng.random_range(1..=3)],
                    _ => vec![],
                };
                if let Ok(bet) = roulette::Bet::new(kind, &numbers, stake) {
                    break bet;
                }
            }
        })
        .collect();
    roulette::Spin::new(bets).expect("one to four bets")
}

/// A cash-out target between 1.01× and 100×, log-uniform.
fn random_cashout(rng: &mut StdRng) -> u64 {
    let exponent: f64 = rng.random_range(0.0..2.0);
    (10f64.powf(exponent) * 100.0).round().clamp(crash::MIN_CASHOUT as f64, 10_000.0) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The RTP tests: each game's measured RTP over a fixed simulation must contain the stated RTP in its 99 %
    /// interval. Deterministic (fixed seeds), so they do not flake; a wrong payout table or a biased draw moves the
    /// measured RTP out. The round counts fit a debug build in a few seconds; `zar games simulate` runs 10^8.
    fn check(game: GameCode, rounds: u64, widest: f64) {
        let tally = run(game, 19, 0..rounds);
        let stated = game.rtp_ppm() as f64 / 1e6;
        let (low, high) = tally.interval_99();
        assert!(
            tally.agrees_with(stated),
            "{game:?}: measured {:.4}% [{:.4}%, {:.4}%] over {rounds} rounds does not contain the stated {:.4}%",
            tally.rtp() * 100.0,
            low * 100.0,
            high * 100.0,
            stated * 100.0,
        );
        // The interval is narrow enough to mean something.
        assert!(high - low < widest, "{game:?}: interval {:.4}% wide", (high - low) * 100.0);
        // And a stated RTP off by twice the interval's width would have failed.
        assert!(!tally.agrees_with(stated + (high - low)) && !tally.agrees_with(stated - (high - low)));
    }

    #[test]
    fn dice_rtp() {
        check(GameCode::Dice, 300_000, 0.03);
    }

    #[test]
    fn roulette_rtp() {
        check(GameCode::Roulette, 300_000, 0.03);
    }

    #[test]
    fn slot_rtp() {
        check(GameCode::Slot, 300_000, 0.07);
    }

    #[test]
    fn crash_rtp() {
        check(GameCode::Crash, 300_000, 0.06);
    }

    #[test]
    fn split_runs_add_up() {
        let mut parts = run(GameCode::Dice, 3, 0..500);
        parts.merge(&run(GameCode::Dice, 3, 500..1000));
        let whole = run(GameCode::Dice, 3, 0..1000);
        assert_eq!(parts.rounds, whole.rounds);
        // Bets differ between a split and a whole run (their generator is positioned by the range), outcomes'
        // nonces do not; so only the counts are equal. Same range, same result:
        assert_eq!(run(GameCode::Slot, 3, 0..200), run(GameCode::Slot, 3, 0..200));
    }
}
