//! Zar Games' maths (architecture §7.3): provably fair randomness ([`fair`]) and the rules and
//! payouts of each game, pure functions of a round's stream of uniform values. The game server (crate `games`)
//! moves the money; here a round is only "these seeds and this bet give this outcome and this payout".
//!
//! Money is in minor units (kuruş) and multipliers in ten-thousandths (`19800` = 1.98×); a payout is rounded
//! down to the kuruş.

pub mod crash;
pub mod dice;
pub mod fair;
pub mod roulette;
pub mod simulate;
pub mod slot;
pub mod stats;

pub use fair::{ClientSeed, Outcomes, ServerSeed};

/// A built-in game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameCode {
    Dice,
    Roulette,
    Slot,
    Crash,
}

impl GameCode {
    pub const ALL: &[GameCode] = &[GameCode::Dice, GameCode::Roulette, GameCode::Slot, GameCode::Crash];

    /// Its code in URLs (`/games/dice`), the catalogue (`casino_games.game_code`) and the wallet calls.
    pub fn code(self) -> &'static str {
        match self {
            GameCode::Dice => "dice",
            GameCode::Roulette => "roulette",
            GameCode::Slot => "slot",
            GameCode::Crash => "crash",
        }
    }

    pub fn parse(code: &str) -> Option<GameCode> {
        Self::ALL.iter().copied().find(|game| game.code() == code)
    }

    /// The stated return to player, in millionths (990000 = 99 %).
    pub fn rtp_ppm(self) -> u64 {
        match self {
            GameCode::Dice => 990_000,
            // 36/37 = 97.2973 %.
            GameCode::Roulette => roulette::RTP_PPM,
            GameCode::Slot => slot::RTP_PPM,
            GameCode::Crash => crash::RTP_PPM,
        }
    }
}

/// `stake × multiplier`, rounded down to the kuruş; `multiplier_bp` in ten-thousandths.
pub fn payout(stake: i64, multiplier_bp: u64) -> i64 {
    let paid = i128::from(stake) * i128::from(multiplier_bp) / 10_000;
    i64::try_from(paid).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for game in GameCode::ALL {
            assert_eq!(GameCode::parse(game.code()), Some(*game));
        }
        assert_eq!(GameCode::parse("poker"), None);
    }

    #[test]
    fn payouts_round_down_to_the_kurus() {
        assert_eq!(payout(1000, 19_800), 1980);
        assert_eq!(payout(1, 19_800), 1);
        assert_eq!(payout(333, 15_000), 499);
        assert_eq!(payout(i64::MAX, 20_000), i64::MAX);
    }
}
