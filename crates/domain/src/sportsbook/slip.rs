//! Bet slips: how a slip's selections make lines (singles, one multiple, systems and full covers), what a slip
//! can pay, and what it pays once its legs are settled.
//!
//! A slip's stake is per line: a Trixie at 10 ₺ is four lines, 40 ₺. Every line pays `stake × product of its
//! legs' factors` — a won leg its odds, a void leg 1, a half-won leg (odds + 1) / 2, a half-lost leg 1/2, a lost
//! leg 0 — rounded down to the kuruş per line. The product is exact: thousandths multiplied as big integers and
//! divided at the end, never floating point.

use serde::{Deserialize, Serialize};

use super::{odds::Odds, settle::LegResult};

/// The most selections on a slip.
pub const MAX_SELECTIONS: usize = 20;
/// The most selections on a system or a full cover.
pub const MAX_SYSTEM_SELECTIONS: usize = 8;

/// How a slip's selections combine into lines.
///
/// Full covers (Trixie, Yankee, Lucky 15 …) are [`BetKind::Cover`]: every combination of `min` or more
/// selections. `Cover { min: 2 }` of 4 selections is a Yankee (6 doubles, 4 trebles, 1 four-fold: 11 lines),
/// `Cover { min: 1 }` of 4 is a Lucky 15 (the Yankee and the 4 singles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum BetKind {
    /// Every selection is its own line.
    Single,
    /// One line of all the selections (an accumulator, "kombine").
    Multiple,
    /// Every combination of exactly `size` selections (a "2/3 system" is size 2 of 3).
    System { size: u8 },
    /// Every combination of `min` or more selections.
    Cover { min: u8 },
}

/// Why a slip's shape is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SlipError {
    #[error("a slip needs at least one selection")]
    Empty,
    #[error("a slip takes at most {max} selections")]
    TooMany { max: usize },
    #[error("a multiple needs at least two selections")]
    TooFewForMultiple,
    #[error("a system or cover needs a size between 1 and its number of selections, and at least two selections")]
    BadSize,
    #[error("two selections on the same event cannot be combined")]
    Related,
}

impl BetKind {
    /// The name of this kind of bet over `n` selections, where it has one ("Trixie", "Lucky 15" …).
    pub fn name(self, n: usize) -> Option<&'static str> {
        match self {
            BetKind::Cover { min } => system_name(n, Some(min)),
            _ => None,
        }
    }

    /// Its code for storage and URLs: `single`, `multiple`, `system-<size>` (`system-2`), `cover-<min>`
    /// (`cover-2` is a Trixie on 3 selections).
    pub fn code(self) -> String {
        match self {
            BetKind::Single => "single".to_string(),
            BetKind::Multiple => "multiple".to_string(),
            BetKind::System { size } => format!("system-{size}"),
            BetKind::Cover { min } => format!("cover-{min}"),
        }
    }

    /// The kind with this code, if it is one [`BetKind::code`] writes.
    pub fn parse(code: &str) -> Option<BetKind> {
        let kind = match code.split_once('-') {
            None if code == "single" => BetKind::Single,
            None if code == "multiple" => BetKind::Multiple,
            Some(("system", size)) => BetKind::System { size: size.parse().ok()? },
            Some(("cover", min)) => BetKind::Cover { min: min.parse().ok()? },
            _ => return None,
        };
        (kind.code() == code).then_some(kind)
    }

    /// Whether `n` selections can make this kind of slip.
    pub fn check(self, n: usize) -> Result<(), SlipError> {
        if n == 0 {
            return Err(SlipError::Empty);
        }
        match self {
            BetKind::Single | BetKind::Multiple if n > MAX_SELECTIONS => {
                Err(SlipError::TooMany { max: MAX_SELECTIONS })
            }
            BetKind::Single => Ok(()),
            BetKind::Multiple if n < 2 => Err(SlipError::TooFewForMultiple),
            BetKind::Multiple => Ok(()),
            BetKind::System { .. } | BetKind::Cover { .. } if n > MAX_SYSTEM_SELECTIONS => {
                Err(SlipError::TooMany { max: MAX_SYSTEM_SELECTIONS })
            }
            BetKind::System { size: k } | BetKind::Cover { min: k } => {
                if n >= 2 && k >= 1 && usize::from(k) <= n {
                    Ok(())
                } else {
                    Err(SlipError::BadSize)
                }
            }
        }
    }
}

/// The lines of a slip of `n` selections, each the indices of its selections in increasing order; by size, then
/// in lexicographic order. Empty when the shape is not allowed ([`BetKind::check`]).
pub fn lines(kind: BetKind, n: usize) -> Vec<Vec<usize>> {
    if kind.check(n).is_err() {
        return Vec::new();
    }
    match kind {
        BetKind::Single => (0..n).map(|i| vec![i]).collect(),
        BetKind::Multiple => vec![(0..n).collect()],
        BetKind::System { size } => combinations(n, usize::from(size)),
        BetKind::Cover { min } => (usize::from(min)..=n).flat_map(|k| combinations(n, k)).collect(),
    }
}

/// Every `k`-subset of `0..n`, lexicographically.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current: Vec<usize> = (0..k).collect();
    if k > n {
        return all;
    }
    loop {
        all.push(current.clone());
        // The rightmost index that can still move right.
        let Some(i) = (0..k).rev().find(|&i| current[i] < n - k + i) else {
            return all;
        };
        current[i] += 1;
        for j in i + 1..k {
            current[j] = current[j - 1] + 1;
        }
    }
}

/// How many lines [`lines`] gives: n for singles, 1 for a multiple, C(n, k) for a system, the sum of C(n, k) over
/// k ≥ min for a cover; 0 when the shape is not allowed.
pub fn line_count(kind: BetKind, n: usize) -> usize {
    if kind.check(n).is_err() {
        return 0;
    }
    match kind {
        BetKind::Single => n,
        BetKind::Multiple => 1,
        BetKind::System { size } => choose(n, usize::from(size)),
        BetKind::Cover { min } => (usize::from(min)..=n).map(|k| choose(n, k)).sum(),
    }
}

/// C(n, k).
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// The slip's total stake: its lines times the stake per line (saturating).
pub fn total_stake(kind: BetKind, n: usize, stake_per_line: i64) -> i64 {
    i64::try_from(line_count(kind, n)).unwrap_or(i64::MAX).saturating_mul(stake_per_line)
}

/// The name of a full cover of `n` selections with lines of `size` or more selections (`None` means 2): Trixie,
/// Yankee, Canadian (also called Super Yankee), Heinz, Super Heinz and Goliath from doubles up; Patent, Lucky 15,
/// Lucky 31 and Lucky 63 with the singles too.
pub fn system_name(n: usize, size: Option<u8>) -> Option<&'static str> {
    match (size.unwrap_or(2), n) {
        (2, 3) => Some("Trixie"),
        (2, 4) => Some("Yankee"),
        (2, 5) => Some("Canadian"),
        (2, 6) => Some("Heinz"),
        (2, 7) => Some("Super Heinz"),
        (2, 8) => Some("Goliath"),
        (1, 3) => Some("Patent"),
        (1, 4) => Some("Lucky 15"),
        (1, 5) => Some("Lucky 31"),
        (1, 6) => Some("Lucky 63"),
        _ => None,
    }
}

/// What the slip pays if every selection wins, in kuruş: the sum over its lines of
/// `floor(stake × product of the line's odds)`. 0 when the shape is not allowed or the stake is not positive.
pub fn potential_payout(kind: BetKind, odds: &[Odds], stake_per_line: i64) -> i64 {
    let legs: Vec<(Odds, LegResult)> = odds.iter().map(|&o| (o, LegResult::Win)).collect();
    payout(kind, &legs, stake_per_line)
}

/// What the settled slip pays, in kuruş: the sum over its lines of the stake times the product of its legs'
/// factors (won: odds, void: 1, half won: (odds + 1) / 2, half lost: 1/2, lost: 0), each line rounded down to
/// the kuruş; saturates at `i64::MAX`. 0 when the shape is not allowed or the stake is not positive.
pub fn payout(kind: BetKind, legs: &[(Odds, LegResult)], stake_per_line: i64) -> i64 {
    let Ok(stake) = u64::try_from(stake_per_line) else {
        return 0;
    };
    let mut total: u128 = 0;
    for line in lines(kind, legs.len()) {
        let mut value = Big::from(stake);
        let mut divisors = Vec::with_capacity(line.len());
        for &(odds, result) in line.iter().map(|&i| &legs[i]) {
            let odds = u64::from(odds.thousandths());
            match result {
                LegResult::Win => {
                    value.mul(odds);
                    divisors.push(1000);
                }
                LegResult::Void => {}
                LegResult::HalfWin => {
                    value.mul(odds + 1000);
                    divisors.push(2000);
                }
                LegResult::HalfLose => divisors.push(2),
                LegResult::Lose => value = Big::from(0),
            }
        }
        // floor(floor(x / a) / b) = floor(x / (a b)) for positive integers: dividing one factor at a time is exact.
        for divisor in divisors {
            value.div(divisor);
        }
        total = total.saturating_add(value.saturating_u128());
    }
    i64::try_from(total).unwrap_or(i64::MAX)
}

/// Whether two selections' events are related, so they cannot be on the same multiple: the same event. The one
/// place this rule lives.
pub fn related(a_event: i64, b_event: i64) -> bool {
    a_event == b_event
}

/// Whether a slip of `kind` with selections on these events (one event id per selection) may be placed: its
/// shape ([`BetKind::check`]) and, when any of its lines combines selections, no two [`related`] selections.
/// Singles (and systems of size 1) may hold several selections of one event.
pub fn validate(kind: BetKind, events: &[i64]) -> Result<(), SlipError> {
    kind.check(events.len())?;
    let combines = match kind {
        BetKind::Single | BetKind::System { size: 1 } => false,
        BetKind::Multiple | BetKind::System { .. } | BetKind::Cover { .. } => true,
    };
    if combines && has_related(events) { Err(SlipError::Related) } else { Ok(()) }
}

/// Whether any two of a slip's selections are [`related`].
pub fn has_related(events: &[i64]) -> bool {
    events.iter().enumerate().any(|(i, &a)| events[i + 1..].iter().any(|&b| related(a, b)))
}

/// A non-negative integer of any size, little-endian 64-bit limbs; only what a payout needs.
struct Big(Vec<u64>);

impl From<u64> for Big {
    fn from(value: u64) -> Big {
        Big(vec![value])
    }
}

impl Big {
    fn mul(&mut self, factor: u64) {
        let mut carry: u128 = 0;
        for limb in &mut self.0 {
            let product = u128::from(*limb) * u128::from(factor) + carry;
            *limb = product as u64;
            carry = product >> 64;
        }
        if carry > 0 {
            self.0.push(carry as u64);
        }
    }

    /// Divides in place, rounding down (`divisor` > 0).
    fn div(&mut self, divisor: u64) {
        let mut remainder: u128 = 0;
        for limb in self.0.iter_mut().rev() {
            let current = (remainder << 64) | u128::from(*limb);
            *limb = (current / u128::from(divisor)) as u64;
            remainder = current % u128::from(divisor);
        }
        while self.0.len() > 1 && self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn saturating_u128(&self) -> u128 {
        match self.0.as_slice() {
            [] => 0,
            [low] => u128::from(*low),
            [low, high] => u128::from(*low) | (u128::from(*high) << 64),
            _ => u128::MAX,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(thousandths: u32) -> Odds {
        Odds::from_thousandths(thousandths).unwrap_or(Odds::MIN_PRICE)
    }

    #[test]
    fn named_covers_have_their_line_counts() {
        let count = |n, min| line_count(BetKind::Cover { min }, n);
        assert_eq!((count(3, 2), count(3, 1), count(4, 2), count(4, 1)), (4, 7, 11, 15));
        assert_eq!((count(5, 2), count(5, 1), count(6, 2), count(6, 1)), (26, 31, 57, 63));
        assert_eq!((count(7, 2), count(8, 2)), (120, 247));
        assert_eq!(system_name(3, None), Some("Trixie"));
        assert_eq!(system_name(3, Some(1)), Some("Patent"));
        assert_eq!(system_name(8, None), Some("Goliath"));
        assert_eq!(BetKind::Cover { min: 1 }.name(4), Some("Lucky 15"));
        assert_eq!(system_name(9, None), None);
    }

    #[test]
    fn lines_of_each_kind() {
        assert_eq!(lines(BetKind::Single, 3), vec![vec![0], vec![1], vec![2]]);
        assert_eq!(lines(BetKind::Multiple, 3), vec![vec![0, 1, 2]]);
        assert_eq!(lines(BetKind::System { size: 2 }, 3), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
        assert_eq!(lines(BetKind::Cover { min: 2 }, 3).len(), 4);
        assert!(lines(BetKind::System { size: 2 }, 9).is_empty());
        assert!(lines(BetKind::Multiple, 1).is_empty());
        assert_eq!(BetKind::Single.check(21), Err(SlipError::TooMany { max: 20 }));
    }

    #[test]
    fn payouts_are_exact_and_round_down_per_line() {
        // 10 ₺ on 1.85 × 2.10 = 38.85 ₺.
        assert_eq!(potential_payout(BetKind::Multiple, &[odds(1850), odds(2100)], 1000), 3885);
        // 0.01 ₺ on 1.5: 1.5 kuruş rounds down to 1.
        assert_eq!(potential_payout(BetKind::Single, &[odds(1500)], 1), 1);
        let legs = [(odds(2000), LegResult::HalfWin), (odds(3000), LegResult::Void)];
        assert_eq!(payout(BetKind::Multiple, &legs, 1000), 1500);
        let legs = [(odds(2000), LegResult::HalfLose), (odds(3000), LegResult::Win)];
        assert_eq!(payout(BetKind::Multiple, &legs, 1000), 1500);
        let legs = [(odds(2000), LegResult::Lose), (odds(3000), LegResult::Win)];
        assert_eq!(payout(BetKind::Single, &legs, 1000), 3000);
        assert_eq!(payout(BetKind::Multiple, &legs, 1000), 0);
        assert_eq!(payout(BetKind::Single, &legs, -5), 0);
    }

    #[test]
    fn huge_multiples_saturate() {
        let legs = vec![odds(1_000_000); 20];
        assert_eq!(potential_payout(BetKind::Multiple, &legs, 100_000), i64::MAX);
        let legs = vec![odds(1001); 20];
        // 1.001^20 × 1,000,000 kuruş = 1,020,191.14… → 1,020,191 (f64 would have to be trusted to the last digit).
        assert_eq!(potential_payout(BetKind::Multiple, &legs, 1_000_000), 1_020_191);
    }

    #[test]
    fn kind_codes_round_trip() {
        for kind in [BetKind::Single, BetKind::Multiple, BetKind::System { size: 3 }, BetKind::Cover { min: 1 }] {
            assert_eq!(BetKind::parse(&kind.code()), Some(kind));
        }
        for bad in ["", "system", "system-", "system-02", "cover-x", "singles"] {
            assert_eq!(BetKind::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn related_selections() {
        assert!(related(7, 7));
        assert!(!related(7, 8));
        assert!(has_related(&[1, 2, 1]));
        assert!(!has_related(&[1, 2, 3]));
        assert_eq!(validate(BetKind::Single, &[1, 1]), Ok(()));
        assert_eq!(validate(BetKind::Multiple, &[1, 1]), Err(SlipError::Related));
        assert_eq!(validate(BetKind::Cover { min: 1 }, &[1, 2, 1]), Err(SlipError::Related));
        assert_eq!(validate(BetKind::System { size: 1 }, &[1, 1]), Ok(()));
        assert_eq!(validate(BetKind::Multiple, &[1]), Err(SlipError::TooFewForMultiple));
        assert_eq!(validate(BetKind::Multiple, &[]), Err(SlipError::Empty));
    }
}
