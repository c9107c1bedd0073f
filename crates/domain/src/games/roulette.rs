//! European roulette: one zero, 37 pockets, the standard inside and outside bets.
//!
//! | bet | numbers | pays |
//! |---|---|---|
//! | straight | 1 | 35:1 |
//! | split (two neighbours on the layout, or 0 with 1, 2 or 3) | 2 | 17:1 |
//! | street (a row of three, or the trios 0-1-2 and 0-2-3) | 3 | 11:1 |
//! | corner (a square of four, or the first four 0-1-2-3) | 4 | 8:1 |
//! | six line (two neighbouring rows) | 6 | 5:1 |
//! | column, dozen | 12 | 2:1 |
//! | red, black, odd, even, low (1–18), high (19–36) | 18 | 1:1 |
//!
//! A bet on `k` numbers returns `36 / k` times its stake when one of them comes up, so every bet has the same
//! RTP, 36/37 = 97.30 % (zero loses every outside bet; no la partage). The pocket is
//! [`Outcomes::below`]`(37)` of the round's stream.

use serde::{Deserialize, Serialize};

use super::Outcomes;

/// 36/37 in millionths, rounded: 97.2973 %.
pub const RTP_PPM: u64 = 972_973;
/// The most bets (chips) one spin may carry.
pub const MAX_BETS: usize = 60;

/// The red numbers; the rest of 1–36 are black, 0 is green.
pub const RED: [u8; 18] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/// The wheel's order, clockwise from zero (for drawing the wheel and the racetrack).
pub const WHEEL: [u8; 37] = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29,
    7, 28, 12, 35, 3, 26,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Straight,
    Split,
    Street,
    Corner,
    SixLine,
    Column,
    Dozen,
    Red,
    Black,
    Odd,
    Even,
    Low,
    High,
}

/// A set of pockets as bits (bit n = number n).
pub type Pockets = u64;

fn mask(numbers: &[u8]) -> Pockets {
    numbers.iter().fold(0, |m, &n| m | (1u64 << n))
}

/// Every valid split, street, corner and six line, as masks (built once).
fn inside_sets(kind: Kind) -> Vec<Pockets> {
    let mut sets = Vec::new();
    match kind {
        Kind::Split => {
            for n in 1u8..=36 {
                if n % 3 != 0 {
                    sets.push(mask(&[n, n + 1]));
                }
                if n <= 33 {
                    sets.push(mask(&[n, n + 3]));
                }
            }
            for n in 1..=3 {
                sets.push(mask(&[0, n]));
            }
        }
        Kind::Street => {
            for row in 0u8..12 {
                sets.push(mask(&[3 * row + 1, 3 * row + 2, 3 * row + 3]));
            }
            sets.push(mask(&[0, 1, 2]));
            sets.push(mask(&[0, 2, 3]));
        }
        Kind::Corner => {
            for n in 1u8..=32 {
                if n % 3 != 0 {
                    sets.push(mask(&[n, n + 1, n + 3, n + 4]));
                }
            }
            sets.push(mask(&[0, 1, 2, 3]));
        }
        Kind::SixLine => {
            for row in 0u8..11 {
                sets.push(mask(&(3 * row + 1..=3 * row + 6).collect::<Vec<_>>()));
            }
        }
        _ => {}
    }
    sets
}

/// A valid bet: what it covers and its stake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bet {
    pub kind: Kind,
    /// The pockets it wins on.
    pub pockets: Pockets,
    /// Minor units.
    pub stake: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BetError {
    #[error("these numbers are not a {0:?} on the layout")]
    Numbers(Kind),
    #[error("a stake must be positive")]
    Stake,
    #[error("a spin carries 1 to {MAX_BETS} bets")]
    Count,
}

impl Bet {
    /// A bet of `kind` on `numbers` (inside bets: the numbers covered; column and dozen: `[1]`, `[2]` or `[3]`;
    /// even-money bets: none).
    pub fn new(kind: Kind, numbers: &[u8], stake: i64) -> Result<Bet, BetError> {
        if stake <= 0 {
            return Err(BetError::Stake);
        }
        let wrong = || BetError::Numbers(kind);
        let range = |from: u8, to: u8| (from..=to).fold(0, |m, n| m | (1u64 << n));
        let pockets = match kind {
            Kind::Straight => match numbers {
                [n] if *n <= 36 => mask(numbers),
                _ => return Err(wrong()),
            },
            Kind::Split | Kind::Street | Kind::Corner | Kind::SixLine => {
                let want = match kind {
                    Kind::Split => 2,
                    Kind::Street => 3,
                    Kind::Corner => 4,
                    _ => 6,
                };
                if numbers.len() != want || numbers.iter().any(|&n| n > 36) {
                    return Err(wrong());
                }
                let covered = mask(numbers);
                if covered.count_ones() as usize != want || !inside_sets(kind).contains(&covered) {
                    return Err(wrong());
                }
                covered
            }
            Kind::Column => match numbers {
                [c @ 1..=3] => (1u8..=36).filter(|n| (n - 1) % 3 == c - 1).fold(0, |m, n| m | (1u64 << n)),
                _ => return Err(wrong()),
            },
            Kind::Dozen => match numbers {
                [d @ 1..=3] => range(12 * (d - 1) + 1, 12 * d),
                _ => return Err(wrong()),
            },
            _ if !numbers.is_empty() => return Err(wrong()),
            Kind::Red => mask(&RED),
            Kind::Black => range(1, 36) & !mask(&RED),
            Kind::Odd => (1u8..=36).filter(|n| n % 2 == 1).fold(0, |m, n| m | (1u64 << n)),
            Kind::Even => (1u8..=36).filter(|n| n % 2 == 0).fold(0, |m, n| m | (1u64 << n)),
            Kind::Low => range(1, 18),
            Kind::High => range(19, 36),
        };
        Ok(Bet { kind, pockets, stake })
    }

    /// Numbers covered.
    pub fn size(&self) -> u32 {
        self.pockets.count_ones()
    }

    /// What it returns (stake included) when `pocket` comes up: `stake · 36 / k`, or 0.
    pub fn returns(&self, pocket: u8) -> i64 {
        if self.pockets & (1u64 << pocket) == 0 { 0 } else { self.stake * 36 / i64::from(self.size()) }
    }

    /// The payout in "n to 1" (35 for a straight).
    pub fn pays_to_one(&self) -> u32 {
        36 / self.size() - 1
    }
}

/// A spin's bets, checked together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Spin {
    bets: Vec<Bet>,
}

impl Spin {
    pub fn new(bets: Vec<Bet>) -> Result<Spin, BetError> {
        if bets.is_empty() || bets.len() > MAX_BETS {
            return Err(BetError::Count);
        }
        Ok(Spin { bets })
    }

    pub fn bets(&self) -> &[Bet] {
        &self.bets
    }

    /// The total stake.
    pub fn stake(&self) -> i64 {
        self.bets.iter().map(|bet| bet.stake).sum()
    }
}

/// A spun wheel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub pocket: u8,
    /// What each bet returned, in the spin's order (0 for a losing bet), minor units.
    pub returns: Vec<i64>,
    /// Their sum.
    pub win: i64,
}

/// Spins the wheel for `spin` on the round's stream.
pub fn play(spin: &Spin, outcomes: &mut Outcomes) -> Outcome {
    let pocket = outcomes.below(37) as u8;
    settle(spin, pocket)
}

/// The spin's returns when `pocket` comes up.
pub fn settle(spin: &Spin, pocket: u8) -> Outcome {
    let returns: Vec<i64> = spin.bets.iter().map(|bet| bet.returns(pocket)).collect();
    let win = returns.iter().sum();
    Outcome { pocket, returns, win }
}

/// The colour of a pocket: "green", "red" or "black".
pub fn colour(pocket: u8) -> &'static str {
    if pocket == 0 {
        "green"
    } else if RED.contains(&pocket) {
        "red"
    } else {
        "black"
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use super::*;

    #[test]
    fn the_layout_has_the_standard_number_of_each_bet() {
        assert_eq!(inside_sets(Kind::Split).len(), 60);
        assert_eq!(inside_sets(Kind::Street).len(), 14);
        assert_eq!(inside_sets(Kind::Corner).len(), 23);
        assert_eq!(inside_sets(Kind::SixLine).len(), 11);
        let mut wheel = WHEEL;
        wheel.sort_unstable();
        assert_eq!(wheel.to_vec(), (0..=36).collect::<Vec<u8>>());
    }

    #[test]
    fn payouts_per_bet() {
        let cases: [(Kind, &[u8], u32, u32); 13] = [
            (Kind::Straight, &[17], 1, 35),
            (Kind::Split, &[17, 20], 2, 17),
            (Kind::Street, &[16, 17, 18], 3, 11),
            (Kind::Corner, &[17, 18, 20, 21], 4, 8),
            (Kind::SixLine, &[16, 17, 18, 19, 20, 21], 6, 5),
            (Kind::Column, &[2], 12, 2),
            (Kind::Dozen, &[2], 12, 2),
            (Kind::Red, &[], 18, 1),
            (Kind::Black, &[], 18, 1),
            (Kind::Odd, &[], 18, 1),
            (Kind::Even, &[], 18, 1),
            (Kind::Low, &[], 18, 1),
            (Kind::High, &[], 18, 1),
        ];
        for (kind, numbers, size, pays) in cases {
            let bet = Bet::new(kind, numbers, 1000).unwrap();
            assert_eq!((bet.size(), bet.pays_to_one()), (size, pays), "{kind:?}");
            // Every bet returns 36 units over its 37 pockets: RTP 36/37.
            let total: i64 = (0..=36).map(|p| bet.returns(p)).sum();
            assert_eq!(total, 36 * 1000, "{kind:?}");
        }
        let seventeen = Bet::new(Kind::Straight, &[17], 1000).unwrap();
        assert_eq!((seventeen.returns(17), seventeen.returns(18)), (36_000, 0));
        let black = Bet::new(Kind::Black, &[], 1000).unwrap();
        assert_eq!((black.returns(17), black.returns(0), black.returns(18)), (2000, 0, 0));
        let column = Bet::new(Kind::Column, &[2], 1000).unwrap();
        assert_eq!((column.returns(2), column.returns(35), column.returns(3)), (3000, 3000, 0));
        assert_eq!(Bet::new(Kind::Dozen, &[3], 1000).unwrap().returns(25), 3000);
    }

    #[test]
    fn zero_bets_and_the_first_four() {
        for numbers in [[0u8, 1], [0, 2], [0, 3]] {
            assert!(Bet::new(Kind::Split, &numbers, 100).is_ok());
        }
        assert!(Bet::new(Kind::Street, &[0, 1, 2], 100).is_ok());
        assert!(Bet::new(Kind::Street, &[0, 2, 3], 100).is_ok());
        assert!(Bet::new(Kind::Corner, &[0, 1, 2, 3], 100).is_ok());
        for kind in [Kind::Red, Kind::Black, Kind::Odd, Kind::Even, Kind::Low, Kind::High] {
            assert_eq!(Bet::new(kind, &[], 100).unwrap().returns(0), 0, "{kind:?} loses on zero");
        }
    }

    #[test]
    fn bets_not_on_the_layout_are_refused() {
        let refused: [(Kind, &[u8]); 11] = [
            (Kind::Straight, &[37]),
            (Kind::Straight, &[]),
            (Kind::Split, &[3, 4]), // across rows
            (Kind::Split, &[1, 5]),
            (Kind::Split, &[5, 5]),
            (Kind::Street, &[2, 3, 4]),
            (Kind::Corner, &[3, 4, 6, 7]),
            (Kind::SixLine, &[2, 3, 4, 5, 6, 7]),
            (Kind::Column, &[4]),
            (Kind::Dozen, &[0]),
            (Kind::Red, &[1]),
        ];
        for (kind, numbers) in refused {
            assert_eq!(Bet::new(kind, numbers, 100), Err(BetError::Numbers(kind)), "{kind:?} {numbers:?}");
        }
        assert_eq!(Bet::new(Kind::Red, &[], 0), Err(BetError::Stake));
        assert_eq!(Spin::new(vec![]), Err(BetError::Count));
        // Order of the numbers does not matter.
        assert!(Bet::new(Kind::Corner, &[21, 17, 20, 18], 100).is_ok());
    }

    #[test]
    fn colours() {
        assert_eq!((colour(0), colour(1), colour(2), colour(36)), ("green", "red", "black", "red"));
    }

    proptest! {
        #[test]
        fn a_spin_pays_the_sum_of_its_winning_bets(pocket in 0u8..=36, straight in 0u8..=36, stake in 1i64..10_000) {
            let spin = Spin::new(vec![
                Bet::new(Kind::Straight, &[straight], stake).unwrap(),
                Bet::new(Kind::Red, &[], stake).unwrap(),
                Bet::new(Kind::Dozen, &[1], stake).unwrap(),
            ]).unwrap();
            let outcome = settle(&spin, pocket);
            let expected = if pocket == straight { 36 * stake } else { 0 }
                + if RED.contains(&pocket) { 2 * stake } else { 0 }
                + if (1..=12).contains(&pocket) { 3 * stake } else { 0 };
            prop_assert_eq!(outcome.win, expected);
            prop_assert_eq!(outcome.returns.iter().sum::<i64>(), expected);
        }
    }
}
