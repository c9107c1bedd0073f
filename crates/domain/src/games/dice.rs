//! Dice: a roll from 0.00 to 99.99 (10,000 equally likely values), the player bets it lands under or over a
//! target. RTP 99 % (house edge 1 %): the payout multiplier is 99 / win chance in percent, kept to four decimals
//! (rounded down), so for every target the RTP is 99 % or a hair below (never below 98.99 %).
//!
//! Fairness: the roll is [`Outcomes::below`]`(10_000)` of the round's stream, in hundredths.

use serde::{Deserialize, Serialize};

use super::{Outcomes, payout};

/// Winning rolls a bet may cover: a win chance from 1 % to 98 % (multipliers 99× down to 1.0102×).
pub const MIN_WINNING: u32 = 100;
pub const MAX_WINNING: u32 = 9_800;
/// The number of possible rolls (0.00 to 99.99).
pub const ROLLS: u32 = 10_000;
/// The house's part: the multiplier is `(100 - 1) / chance %`.
pub const RTP_BP: u64 = 9_900;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Wins when the roll is below the target.
    Under,
    /// Wins when the roll is above the target.
    Over,
}

/// A valid dice bet: a target in hundredths and a direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bet {
    target: u32,
    direction: Direction,
}

/// Why a dice bet was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BetError {
    /// The target gives a win chance outside 1 %–98 % (or is not between 0.00 and 99.99).
    #[error("the win chance must be between 1% and 98%")]
    Chance,
}

impl Bet {
    /// `target` in hundredths (5000 = 50.00).
    pub fn new(target: u32, direction: Direction) -> Result<Bet, BetError> {
        if target >= ROLLS {
            return Err(BetError::Chance);
        }
        let bet = Bet { target, direction };
        if (MIN_WINNING..=MAX_WINNING).contains(&bet.winning_rolls()) { Ok(bet) } else { Err(BetError::Chance) }
    }

    pub fn target(&self) -> u32 {
        self.target
    }

    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// How many of the 10,000 rolls win: under t wins on 0.00 … t-0.01, over t on t+0.01 … 99.99.
    pub fn winning_rolls(&self) -> u32 {
        match self.direction {
            Direction::Under => self.target,
            Direction::Over => ROLLS - 1 - self.target,
        }
    }

    /// The payout multiplier in ten-thousandths (19800 = 1.98×): 99 / chance %, rounded down.
    pub fn multiplier_bp(&self) -> u64 {
        RTP_BP * u64::from(ROLLS) / u64::from(self.winning_rolls())
    }

    pub fn wins(&self, roll: u32) -> bool {
        match self.direction {
            Direction::Under => roll < self.target,
            Direction::Over => roll > self.target,
        }
    }

    /// This bet's exact RTP in millionths (990000 = 99 %).
    pub fn rtp_ppm(&self) -> u64 {
        u64::from(self.winning_rolls()) * self.multiplier_bp() * 100 / u64::from(ROLLS)
    }
}

/// A played dice round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The roll in hundredths (4217 = 42.17).
    pub roll: u32,
    pub win: bool,
    /// The multiplier paid in ten-thousandths (0 on a loss).
    pub multiplier_bp: u64,
}

/// Plays `bet` on the round's stream.
pub fn play(bet: &Bet, outcomes: &mut Outcomes) -> Outcome {
    let roll = outcomes.below(ROLLS);
    let win = bet.wins(roll);
    Outcome { roll, win, multiplier_bp: if win { bet.multiplier_bp() } else { 0 } }
}

impl Outcome {
    /// What a stake of `stake` minor units wins back (0 on a loss).
    pub fn payout(&self, stake: i64) -> i64 {
        payout(stake, self.multiplier_bp)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use super::*;
    use crate::games::fair::{ClientSeed, ServerSeed};

    #[test]
    fn payouts_per_outcome() {
        let half = Bet::new(5000, Direction::Under).unwrap();
        assert_eq!(half.winning_rolls(), 5000);
        assert_eq!(half.multiplier_bp(), 19_800);
        assert!(half.wins(4999) && !half.wins(5000));
        let over = Bet::new(5000, Direction::Over).unwrap();
        assert_eq!(over.winning_rolls(), 4999);
        assert!(over.wins(5001) && !over.wins(5000));
        // 99 / 49.99 = 1.98039…, rounded down to 1.9803.
        assert_eq!(over.multiplier_bp(), 19_803);
        // 1 % → 99×; 98 % → 1.0102×.
        assert_eq!(Bet::new(100, Direction::Under).unwrap().multiplier_bp(), 990_000);
        assert_eq!(Bet::new(9800, Direction::Under).unwrap().multiplier_bp(), 10_102);
        // Stakes: ₺10.00 at 1.98× wins ₺19.80; at 1.9803× ₺19.80 (₺19.803 rounded down).
        let roll = Outcome { roll: 0, win: true, multiplier_bp: 19_803 };
        assert_eq!(roll.payout(1000), 1980);
        assert_eq!(Outcome { roll: 0, win: false, multiplier_bp: 0 }.payout(1000), 0);
    }

    #[test]
    fn chances_outside_one_to_ninety_eight_percent_are_refused() {
        assert_eq!(Bet::new(99, Direction::Under), Err(BetError::Chance));
        assert_eq!(Bet::new(9801, Direction::Under), Err(BetError::Chance));
        assert_eq!(Bet::new(9900, Direction::Over), Err(BetError::Chance)); // 99 rolls: 0.99 %
        assert!(Bet::new(9899, Direction::Over).is_ok()); // 100 rolls
        assert!(Bet::new(198, Direction::Over).is_err()); // 9801 rolls
        assert_eq!(Bet::new(10_000, Direction::Under), Err(BetError::Chance));
    }

    #[test]
    fn every_target_returns_between_98_99_and_99_percent() {
        for direction in [Direction::Under, Direction::Over] {
            for target in 0..ROLLS {
                if let Ok(bet) = Bet::new(target, direction) {
                    let rtp = bet.rtp_ppm();
                    assert!((989_900..=990_000).contains(&rtp), "{bet:?}: {rtp}");
                }
            }
        }
    }

    #[test]
    fn a_known_round() {
        // Recomputable by hand: the first u32 of HMAC(seed, "lucky-player:0:0") is 0x0a50b44a = 173061194,
        // below 2^32 - (2^32 mod 10000) so accepted, and 173061194 mod 10000 = 1194 → 11.94.
        let server = ServerSeed::parse("6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b").unwrap();
        let client = ClientSeed::parse("lucky-player").unwrap();
        let bet = Bet::new(5000, Direction::Under).unwrap();
        let outcome = play(&bet, &mut Outcomes::new(&server, &client, 0));
        assert_eq!(outcome, Outcome { roll: 1194, win: true, multiplier_bp: 19_800 });
    }

    proptest! {
        #[test]
        fn a_win_pays_the_multiplier_and_a_loss_nothing(target in 0u32..10_000, over: bool, nonce: u64, stake in 1i64..100_000_000) {
            let direction = if over { Direction::Over } else { Direction::Under };
            let Ok(bet) = Bet::new(target, direction) else { return Ok(()) };
            let server = ServerSeed::parse(&"ab".repeat(32)).unwrap();
            let client = ClientSeed::parse("p").unwrap();
            let outcome = play(&bet, &mut Outcomes::new(&server, &client, nonce));
            prop_assert!(outcome.roll < ROLLS);
            prop_assert_eq!(outcome.win, bet.wins(outcome.roll));
            let paid = outcome.payout(stake);
            if outcome.win {
                prop_assert_eq!(paid, (i128::from(stake) * i128::from(bet.multiplier_bp()) / 10_000) as i64);
                prop_assert!(paid > stake);
            } else {
                prop_assert_eq!(paid, 0);
            }
        }
    }
}
