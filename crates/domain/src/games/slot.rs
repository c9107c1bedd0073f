//! "Nazar", a 5×3 video slot: 10 paylines, a wild, a scatter that pays anywhere and starts free spins.
//!
//! **Reels.** Five strips of 32 symbols ([`REELS`]); a spin stops each reel at [`Outcomes::below`]`(32)` (five
//! numbers from the round's stream, reel 1 first) and shows the stop and the two symbols after it, top to bottom.
//!
//! **Lines.** The stake is the total bet for [`LINES`]`.len()` = 10 lines; a line bet is a tenth of it. A line pays
//! the longest run from the leftmost reel of one symbol, wilds standing in for it ([`PAYTABLE`], in line bets); a
//! run of wilds alone pays as wilds when that is more. The scatter is not on lines: 3, 4 or 5 anywhere pay
//! [`SCATTER_PAYS`] times the total bet and 3 or more start [`FREE_SPINS`] free spins, where every win is
//! multiplied by [`FREE_SPIN_MULTIPLIER`] and 3 or more scatters add [`FREE_SPINS`] more.
//!
//! **RTP 96.02 %** ([`RTP_PPM`]), exactly 62752915418061 / 65355334549504 = 0.960180463…: every line sees, on each
//! reel, that reel's symbols in proportion to their count, so a spin's expected line win is 10 × the expected win
//! of one line over the product of the reels' symbol frequencies ([`exact_rtp`] computes it); the scatter shows on
//! a reel with chance 3/32; free spins triggered with chance `p` last `10 / (1 − 10 p)` spins on average. The
//! exhaustive enumeration of all 32^5 stops ([`enumerate_base`]) gives the same base-game figures.

use serde::{Deserialize, Serialize};

use super::Outcomes;

/// The stated RTP in millionths: 96.0180 %.
pub const RTP_PPM: u64 = 960_180;

/// Symbols, by index into [`SYMBOLS`] and the paytable.
pub const WILD: u8 = 0;
pub const SCATTER: u8 = 1;
const CROWN: u8 = 2;
const LAMP: u8 = 3;
const TULIP: u8 = 4;
const POMEGRANATE: u8 = 5;
const ACE: u8 = 6;
const KING: u8 = 7;
const QUEEN: u8 = 8;
const JACK: u8 = 9;

/// Symbol names for the client, by index.
pub const SYMBOLS: [&str; 10] = ["wild", "scatter", "crown", "lamp", "tulip", "pomegranate", "a", "k", "q", "j"];

/// Line bets paid for a run of 0–5 of each symbol (the scatter's row is empty: it pays [`SCATTER_PAYS`]).
pub const PAYTABLE: [[u32; 6]; 10] = [
    [0, 0, 0, 50, 250, 1000], // wild
    [0; 6],                   // scatter
    [0, 0, 0, 24, 100, 400],  // crown
    [0, 0, 0, 20, 75, 250],   // lamp
    [0, 0, 0, 15, 50, 150],   // tulip
    [0, 0, 0, 10, 40, 100],   // pomegranate
    [0, 0, 0, 5, 20, 75],     // A
    [0, 0, 0, 5, 15, 60],     // K
    [0, 0, 0, 4, 10, 50],     // Q
    [0, 0, 0, 3, 10, 40],     // J
];

/// Total bets paid for 0–5 scatters anywhere.
pub const SCATTER_PAYS: [u32; 6] = [0, 0, 0, 2, 10, 50];
/// Free spins started (and added) by 3 or more scatters.
pub const FREE_SPINS: u32 = 10;
/// Free spins multiply every win by this.
pub const FREE_SPIN_MULTIPLIER: u32 = 3;

/// Rows per reel shown.
pub const ROWS: usize = 3;
/// Symbols per reel strip.
pub const STRIP: usize = 32;

/// The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each reel.
pub const LINES: [[u8; 5]; 10] = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
];

const W: u8 = WILD;
const S: u8 = SCATTER;
const CR: u8 = CROWN;
const LA: u8 = LAMP;
const TU: u8 = TULIP;
const PO: u8 = POMEGRANATE;
const A: u8 = ACE;
const K: u8 = KING;
const Q: u8 = QUEEN;
const J: u8 = JACK;

/// The reel strips. Reels 1 and 5: 1 wild, 1 scatter, 2 crowns, 3 lamps, 3 tulips, 4 pomegranates, 4 A, 5 K, 5 Q,
/// 4 J; reels 2–4 the same with 3 wilds and 2 J. No symbol sits next to itself.
pub const REELS: [[u8; STRIP]; 5] = [
    [LA, TU, PO, A, K, Q, J, K, PO, Q, LA, A, TU, CR, J, K, Q, PO, A, W, LA, J, K, TU, Q, S, PO, A, K, Q, CR, J],
    [PO, S, J, A, K, CR, Q, LA, W, PO, TU, K, A, Q, LA, PO, K, J, Q, A, W, TU, CR, K, PO, Q, A, LA, K, W, TU, Q],
    [Q, LA, A, K, TU, J, Q, PO, S, W, A, K, CR, LA, Q, PO, TU, K, A, Q, W, LA, J, PO, K, Q, A, TU, CR, K, PO, W],
    [W, CR, TU, A, Q, K, PO, LA, Q, A, K, W, J, TU, PO, Q, LA, CR, K, A, S, Q, PO, W, TU, K, A, Q, J, LA, PO, K],
    [J, A, LA, Q, PO, K, W, CR, TU, J, A, Q, K, PO, LA, Q, J, A, K, TU, PO, Q, LA, CR, K, J, A, S, PO, Q, TU, K],
];

/// The most free spins one round may play: a guard, reached with chance far below 10^-30 (each free spin adds
/// 10 more with chance 0.7 %). Past it the round ends as if no scatter had come.
pub const MAX_FREE_SPINS: u32 = 1_000;

/// One line's win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LineWin {
    /// The line's index in [`LINES`].
    pub line: u8,
    /// The paying symbol.
    pub symbol: u8,
    /// How many reels from the left it covers.
    pub count: u8,
    /// Line bets won (before a free-spin multiplier).
    pub pay: u32,
}

/// One spin's result, without heap allocation (simulations run millions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SpinResult {
    pub stops: [u8; 5],
    pub lines: [LineWin; 10],
    pub line_count: u8,
    pub scatters: u8,
    /// Line bets won by lines and scatters (before a free-spin multiplier).
    pub pay: u32,
}

impl SpinResult {
    /// The symbols shown, `window[reel][row]`.
    pub fn window(&self) -> [[u8; ROWS]; 5] {
        window(&self.stops)
    }

    pub fn line_wins(&self) -> &[LineWin] {
        &self.lines[..self.line_count as usize]
    }
}

/// The window for these stops.
pub fn window(stops: &[u8; 5]) -> [[u8; ROWS]; 5] {
    let mut window = [[0u8; ROWS]; 5];
    for (reel, column) in window.iter_mut().enumerate() {
        for (row, cell) in column.iter_mut().enumerate() {
            *cell = REELS[reel][(stops[reel] as usize + row) % STRIP];
        }
    }
    window
}

/// A line of five symbols: (symbol, run, line bets) of its best win, if any.
pub fn line_pay(symbols: [u8; 5]) -> Option<(u8, u8, u32)> {
    let wilds = symbols.iter().take_while(|&&s| s == WILD).count();
    if wilds == 5 {
        return Some((WILD, 5, PAYTABLE[WILD as usize][5]));
    }
    let wild_pay = PAYTABLE[WILD as usize][wilds];
    let lead = symbols[wilds];
    let (symbol, run, pay) = if lead == SCATTER {
        (WILD, wilds, wild_pay)
    } else {
        let run = wilds + symbols[wilds..].iter().take_while(|&&s| s == lead || s == WILD).count();
        let pay = PAYTABLE[lead as usize][run];
        if wild_pay > pay { (WILD, wilds, wild_pay) } else { (lead, run, pay) }
    };
    (pay > 0).then_some((symbol, run as u8, pay))
}

/// Evaluates the window at `stops`.
pub fn evaluate(stops: [u8; 5]) -> SpinResult {
    let window = window(&stops);
    let mut result = SpinResult { stops, ..SpinResult::default() };
    for (index, line) in LINES.iter().enumerate() {
        let symbols = [
            window[0][line[0] as usize],
            window[1][line[1] as usize],
            window[2][line[2] as usize],
            window[3][line[3] as usize],
            window[4][line[4] as usize],
        ];
        if let Some((symbol, count, pay)) = line_pay(symbols) {
            result.lines[result.line_count as usize] = LineWin { line: index as u8, symbol, count, pay };
            result.line_count += 1;
            result.pay += pay;
        }
    }
    result.scatters = window.iter().filter(|column| column.contains(&SCATTER)).count() as u8;
    result.pay += SCATTER_PAYS[result.scatters as usize] * LINES.len() as u32;
    result
}

/// One spin on the round's stream.
pub fn spin(outcomes: &mut Outcomes) -> SpinResult {
    let mut stops = [0u8; 5];
    for stop in &mut stops {
        *stop = outcomes.below(STRIP as u32) as u8;
    }
    evaluate(stops)
}

fn triggers(result: &SpinResult) -> bool {
    result.scatters >= 3
}

/// A stake valid for the slot: a positive multiple of 10 kuruş, so each line bet is whole kuruş.
pub fn valid_stake(stake: i64) -> bool {
    stake > 0 && stake % LINES.len() as i64 == 0
}

/// What `units` line bets are worth at total stake `stake`.
pub fn money(stake: i64, units: u64) -> i64 {
    let paid = i128::from(stake) * i128::from(units) / LINES.len() as i128;
    i64::try_from(paid).unwrap_or(i64::MAX)
}

/// The line bets a whole round wins (base spin and its free spins), without keeping the spins: the simulator's
/// path. [`play`] gives the same total.
pub fn play_units(outcomes: &mut Outcomes) -> u64 {
    let base = spin(outcomes);
    let mut units = u64::from(base.pay);
    if triggers(&base) {
        let mut left = FREE_SPINS;
        let mut played = 0;
        while left > 0 && played < MAX_FREE_SPINS {
            let free = spin(outcomes);
            units += u64::from(free.pay * FREE_SPIN_MULTIPLIER);
            left -= 1;
            played += 1;
            if triggers(&free) {
                left += FREE_SPINS;
            }
        }
    }
    units
}

/// A spin as the client shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Spin {
    pub stops: [u8; 5],
    /// `window[reel][row]`, symbol indices.
    pub window: [[u8; ROWS]; 5],
    pub lines: Vec<LineWin>,
    pub scatters: u8,
    /// Line bets won, multiplier included.
    pub pay: u32,
    /// Whether this spin started or added free spins.
    pub trigger: bool,
}

/// A played round: the base spin and any free spins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub base: Spin,
    pub free_spins: Vec<Spin>,
    /// Line bets won in all.
    pub units: u64,
}

impl Outcome {
    /// The win at total stake `stake`.
    pub fn payout(&self, stake: i64) -> i64 {
        money(stake, self.units)
    }
}

fn shown(result: &SpinResult, multiplier: u32) -> Spin {
    Spin {
        stops: result.stops,
        window: result.window(),
        lines: result.line_wins().to_vec(),
        scatters: result.scatters,
        pay: result.pay * multiplier,
        trigger: triggers(result),
    }
}

/// Plays a round on the round's stream.
pub fn play(outcomes: &mut Outcomes) -> Outcome {
    let base = spin(outcomes);
    let mut units = u64::from(base.pay);
    let mut free_spins = Vec::new();
    if triggers(&base) {
        let mut left = FREE_SPINS;
        while left > 0 && free_spins.len() < MAX_FREE_SPINS as usize {
            let free = spin(outcomes);
            units += u64::from(free.pay * FREE_SPIN_MULTIPLIER);
            left -= 1;
            if triggers(&free) {
                left += FREE_SPINS;
            }
            free_spins.push(shown(&free, FREE_SPIN_MULTIPLIER));
        }
    }
    Outcome { base: shown(&base, 1), free_spins, units }
}

/// The game's analytic figures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Figures {
    /// Expected line bets won by one line per spin.
    pub line: f64,
    /// Expected total bets won by scatters per spin.
    pub scatter: f64,
    /// Chance a spin starts free spins.
    pub trigger: f64,
    /// Expected free spins per trigger: 10 / (1 − 10 p).
    pub free_spins_per_trigger: f64,
    /// The return to player (1.0 = 100 %).
    pub rtp: f64,
}

/// The exact RTP (see the module docs): sums over every combination of one symbol per reel, weighted by the
/// reels' symbol counts.
pub fn exact_rtp() -> Figures {
    let mut counts = [[0u64; 10]; 5];
    for (reel, strip) in REELS.iter().enumerate() {
        for &symbol in strip {
            counts[reel][symbol as usize] += 1;
        }
    }
    // Σ over 10^5 symbol tuples of Π counts · pay, exactly in integers, over 32^5.
    let mut weighted: u128 = 0;
    for a in 0..10u8 {
        for b in 0..10u8 {
            for c in 0..10u8 {
                for d in 0..10u8 {
                    for e in 0..10u8 {
                        let weight = counts[0][a as usize]
                            * counts[1][b as usize]
                            * counts[2][c as usize]
                            * counts[3][d as usize]
                            * counts[4][e as usize];
                        if weight == 0 {
                            continue;
                        }
                        if let Some((_, _, pay)) = line_pay([a, b, c, d, e]) {
                            weighted += u128::from(weight) * u128::from(pay);
                        }
                    }
                }
            }
        }
    }
    let total = (STRIP as u128).pow(5);
    let line = weighted as f64 / total as f64;
    // Scatter count distribution: a reel shows its scatter with chance 3·count/32 (one scatter per strip).
    let mut distribution = [0f64; 6];
    distribution[0] = 1.0;
    for reel in counts {
        let p = (ROWS as u64 * reel[SCATTER as usize]) as f64 / STRIP as f64;
        for k in (0..5).rev() {
            let moved = distribution[k] * p;
            distribution[k + 1] += moved;
            distribution[k] -= moved;
        }
    }
    let scatter: f64 = (0..6).map(|k| distribution[k] * f64::from(SCATTER_PAYS[k])).sum();
    let trigger: f64 = distribution[3..].iter().sum();
    let free_spins_per_trigger = f64::from(FREE_SPINS) / (1.0 - f64::from(FREE_SPINS) * trigger);
    // Per total bet: 10 lines of one line bet each is one total bet.
    let spin = line + scatter;
    let rtp = spin * (1.0 + trigger * free_spins_per_trigger * f64::from(FREE_SPIN_MULTIPLIER));
    Figures { line, scatter, trigger, free_spins_per_trigger, rtp }
}

/// Every base spin, by exhaustive enumeration of the 32^5 stops: (Σ line bets won, spins that trigger, spins).
/// About a second in a release build; `zar games rtp` prints it.
pub fn enumerate_base() -> (u128, u64, u64) {
    let (mut units, mut triggered, mut spins) = (0u128, 0u64, 0u64);
    for a in 0..STRIP as u8 {
        for b in 0..STRIP as u8 {
            for c in 0..STRIP as u8 {
                for d in 0..STRIP as u8 {
                    for e in 0..STRIP as u8 {
                        let result = evaluate([a, b, c, d, e]);
                        units += u128::from(result.pay);
                        triggered += u64::from(triggers(&result));
                        spins += 1;
                    }
                }
            }
        }
    }
    (units, triggered, spins)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use super::*;
    use crate::games::fair::{ClientSeed, ServerSeed};

    #[test]
    fn the_reels_are_as_documented() {
        for (reel, strip) in REELS.iter().enumerate() {
            let mut counts = [0u32; 10];
            for &s in strip {
                counts[s as usize] += 1;
            }
            let wilds = if reel == 0 || reel == 4 { 1 } else { 3 };
            let jacks = if reel == 0 || reel == 4 { 4 } else { 2 };
            assert_eq!(counts, [wilds, 1, 2, 3, 3, 4, 4, 5, 5, jacks], "reel {}", reel + 1);
            for i in 0..STRIP {
                assert_ne!(strip[i], strip[(i + 1) % STRIP], "reel {} position {i}", reel + 1);
            }
        }
    }

    #[test]
    fn line_pays() {
        assert_eq!(line_pay([CR, CR, CR, J, J]), Some((CR, 3, 24)));
        assert_eq!(line_pay([CR, W, CR, CR, Q]), Some((CR, 4, 100)));
        assert_eq!(line_pay([W, W, CR, W, CR]), Some((CR, 5, 400)));
        // Three wilds then a jack: wilds alone (50) beat the jack run of 4 (10).
        assert_eq!(line_pay([W, W, W, J, Q]), Some((W, 3, 50)));
        assert_eq!(line_pay([W, W, W, W, W]), Some((W, 5, 1000)));
        assert_eq!(line_pay([W, W, W, S, W]), Some((W, 3, 50)), "the scatter breaks a run");
        assert_eq!(line_pay([W, S, CR, CR, CR]), None);
        assert_eq!(line_pay([J, J, Q, J, J]), None, "runs start at the leftmost reel");
        assert_eq!(line_pay([Q, Q, J, J, J]), None);
        assert_eq!(line_pay([A, W, A, W, A]), Some((A, 5, 75)));
    }

    #[test]
    fn a_window_pays_lines_and_scatters() {
        // Stops that put [W, CR, TU] (reel 4 from 0) and find the window by the strips.
        let stops = [13, 5, 12, 1, 7];
        let result = evaluate(stops);
        let window = result.window();
        assert_eq!(window[0], [CR, J, K]);
        assert_eq!(window[1], [CR, Q, LA]);
        assert_eq!(window[2], [CR, LA, Q]);
        assert_eq!(window[3], [CR, TU, A]);
        assert_eq!(window[4], [CR, TU, J]);
        // Line 2 (top row): five crowns, 400. Line 6 [1,0,0,0,1]: J CR CR CR TU: nothing (J leads).
        // Line 8 [0,0,1,2,2]: CR CR LA A J → 2 crowns only; nothing.
        assert!(result.line_wins().contains(&LineWin { line: 1, symbol: CR, count: 5, pay: 400 }));
        let expected: u32 =
            LINES.iter().filter_map(|l| line_pay(std::array::from_fn(|r| window[r][l[r] as usize])).map(|w| w.2)).sum();
        assert_eq!(result.pay, expected);
        assert_eq!(result.scatters, 0);
        // Scatters on reels 1, 2 and 3 (positions 25, 1, 8): 3 scatters pay 2 total bets = 20 line bets and trigger.
        let scattered = evaluate([24, 0, 7, 2, 0]);
        assert_eq!(scattered.scatters, 3);
        assert!(triggers(&scattered));
        let lines: u32 = scattered.line_wins().iter().map(|w| w.pay).sum();
        assert_eq!(scattered.pay, lines + 20);
    }

    #[test]
    fn money_is_line_bets_times_a_tenth_of_the_stake() {
        assert!(valid_stake(10) && valid_stake(1000) && !valid_stake(15) && !valid_stake(0));
        assert_eq!(money(1000, 24), 2400);
        assert_eq!(money(10, 1), 1);
        let outcome = Outcome { base: shown(&evaluate([0; 5]), 1), free_spins: vec![], units: 37 };
        assert_eq!(outcome.payout(200), 740);
    }

    /// The analytic RTP is the stated one; the exhaustive enumeration's base-game figures equal the analytic
    /// ones on reel positions sampled in debug builds (the full 32^5 runs in `zar games rtp` and the release
    /// test below).
    #[test]
    fn the_exact_rtp_is_the_stated_one() {
        let figures = exact_rtp();
        assert_eq!((figures.rtp * 1e6).round() as u64, RTP_PPM, "{figures:?}");
        assert!((figures.rtp - 62_752_915_418_061f64 / 65_355_334_549_504f64).abs() < 1e-12);
        assert!((figures.trigger - 0.007_124_483_585_357_666).abs() < 1e-15);
    }

    /// All 32^5 stops are too many for a debug build; this enumerates reels 2–5 fully for two positions of reel
    /// 1 (one showing a wild, one the scatter) and compares with the analytic expectation given
    /// reel 1's symbols at those positions — the same independence argument, checked by brute force.
    #[test]
    fn enumeration_agrees_with_the_analysis_on_a_slice() {
        for a in [19u8, 25] {
            let mut units = 0u64;
            let mut scatters = [0u64; 6];
            for b in 0..STRIP as u8 {
                for c in 0..STRIP as u8 {
                    for d in 0..STRIP as u8 {
                        for e in 0..STRIP as u8 {
                            let result = evaluate([a, b, c, d, e]);
                            units += u64::from(result.pay);
                            scatters[result.scatters as usize] += 1;
                        }
                    }
                }
            }
            // Analytic: each line's reel-1 symbol is known (window row of the line), the rest by frequency.
            let window0 = window(&[a, 0, 0, 0, 0])[0];
            let mut counts = [[0u64; 10]; 5];
            for (reel, strip) in REELS.iter().enumerate() {
                for &s in strip {
                    counts[reel][s as usize] += 1;
                }
            }
            let mut weighted = 0u128;
            for line in LINES {
                let first = window0[line[0] as usize];
                for b in 0..10u8 {
                    for c in 0..10u8 {
                        for d in 0..10u8 {
                            for e in 0..10u8 {
                                let weight = counts[1][b as usize]
                                    * counts[2][c as usize]
                                    * counts[3][d as usize]
                                    * counts[4][e as usize];
                                if let Some((_, _, pay)) = line_pay([first, b, c, d, e]) {
                                    weighted += u128::from(weight) * u128::from(pay);
                                }
                            }
                        }
                    }
                }
            }
            let scatter_units: u64 =
                (0..6).map(|k| scatters[k] * u64::from(SCATTER_PAYS[k]) * LINES.len() as u64).sum();
            assert_eq!(u128::from(units - scatter_units), weighted, "reel 1 at {a}");
            // Scatter counts: reel 1 shows one iff the scatter (position 25) is in rows 0–2 below the stop.
            let first_shows = window0.contains(&SCATTER);
            let shows: u64 = scatters.iter().enumerate().map(|(k, n)| k as u64 * n).sum::<u64>();
            let expected_shows = u64::from(first_shows) * 32u64.pow(4) + 4 * 3 * 32u64.pow(3);
            assert_eq!(shows, expected_shows, "reel 1 at {a}");
        }
    }

    #[test]
    fn a_round_pays_the_same_by_both_paths() {
        let server = ServerSeed::parse(&"5e".repeat(32)).unwrap();
        let client = ClientSeed::parse("slot").unwrap();
        let key = server.key();
        let mut triggered = 0;
        for nonce in 0..3_000 {
            let outcome = play(&mut Outcomes::with_key(&key, &client, nonce));
            let units = play_units(&mut Outcomes::with_key(&key, &client, nonce));
            assert_eq!(outcome.units, units);
            let spins: u64 = std::iter::once(&outcome.base).chain(&outcome.free_spins).map(|s| u64::from(s.pay)).sum();
            assert_eq!(spins, units);
            if outcome.base.trigger {
                triggered += 1;
                assert!(outcome.free_spins.len() >= FREE_SPINS as usize);
                let added = outcome.free_spins.iter().filter(|s| s.trigger).count();
                assert_eq!(outcome.free_spins.len(), FREE_SPINS as usize * (1 + added));
            } else {
                assert!(outcome.free_spins.is_empty());
            }
        }
        assert!(triggered > 5, "1 in 140 rounds should start free spins: {triggered}");
    }

    proptest! {
        #[test]
        fn every_window_pays_at_least_its_best_line(stops in proptest::array::uniform5(0u8..32)) {
            let result = evaluate(stops);
            let window = result.window();
            for win in result.line_wins() {
                let line = LINES[win.line as usize];
                let symbols: [u8; 5] = std::array::from_fn(|r| window[r][line[r] as usize]);
                prop_assert_eq!(line_pay(symbols), Some((win.symbol, win.count, win.pay)));
                // The run really is there: every covered cell is the symbol or a wild.
                for &s in &symbols[..win.count as usize] {
                    prop_assert!(s == win.symbol || s == WILD);
                }
            }
            prop_assert!(result.pay >= result.line_wins().iter().map(|w| w.pay).sum::<u32>());
        }
    }
}
