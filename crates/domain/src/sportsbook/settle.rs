//! Settling a selection: what a market's outcome did in a finished match.
//!
//! Handicaps and totals settle on the adjusted score: a whole line that ends level returns the stake (void), a
//! quarter line (x.25, x.75) is two half-stakes on the two lines either side (-0.25 = 0 and -0.5), so it can win
//! or lose half. An outcome code the market never had is void, never lost: the bet cannot have been offered.

use serde::{Deserialize, Serialize};

use super::{
    market::{MarketKey, MarketKind},
    result::{MatchResult, Side},
    sport::Sport,
};

/// What a selection did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LegResult {
    #[serde(rename = "won")]
    Win,
    #[serde(rename = "lost")]
    Lose,
    #[serde(rename = "void")]
    Void,
    #[serde(rename = "half-won")]
    HalfWin,
    #[serde(rename = "half-lost")]
    HalfLose,
}

impl LegResult {
    /// Its code on the wire and in storage: `won`, `lost`, `void`, `half-won`, `half-lost`.
    pub fn code(self) -> &'static str {
        match self {
            LegResult::Win => "won",
            LegResult::Lose => "lost",
            LegResult::Void => "void",
            LegResult::HalfWin => "half-won",
            LegResult::HalfLose => "half-lost",
        }
    }

    /// The result of this code, if any.
    pub fn parse(code: &str) -> Option<LegResult> {
        [LegResult::Win, LegResult::Lose, LegResult::Void, LegResult::HalfWin, LegResult::HalfLose]
            .into_iter()
            .find(|result| result.code() == code)
    }

    /// How the stake's two halves end: (halves returned as they were, halves paid at the odds). A win is (0, 2),
    /// a void (2, 0), a half win (1, 1), a half loss (1, 0), a loss (0, 0).
    pub fn halves(self) -> (u8, u8) {
        match self {
            LegResult::Win => (0, 2),
            LegResult::Lose => (0, 0),
            LegResult::Void => (2, 0),
            LegResult::HalfWin => (1, 1),
            LegResult::HalfLose => (1, 0),
        }
    }

    /// The result of two half-stakes, one on each line of a quarter line.
    fn join(self, other: LegResult) -> LegResult {
        match (self, other) {
            (a, b) if a == b => a,
            (LegResult::Win, LegResult::Void) | (LegResult::Void, LegResult::Win) => LegResult::HalfWin,
            (LegResult::Lose, LegResult::Void) | (LegResult::Void, LegResult::Lose) => LegResult::HalfLose,
            // Two lines half a goal apart cannot split a whole score any other way.
            _ => LegResult::Void,
        }
    }
}

/// A handicap bet on the side whose score margin (its score − the other's) is `margin`, at `line` hundredths
/// added to it: win when the adjusted margin is above 0, void at 0, lose below; quarter lines split in two.
pub fn handicap(margin: i64, line: i32) -> LegResult {
    if line.rem_euclid(50) == 25 {
        return handicap(margin, line - 25).join(handicap(margin, line + 25));
    }
    match (margin * 100 + i64::from(line)).cmp(&0) {
        std::cmp::Ordering::Greater => LegResult::Win,
        std::cmp::Ordering::Equal => LegResult::Void,
        std::cmp::Ordering::Less => LegResult::Lose,
    }
}

/// Over `line` hundredths with `total`.
pub fn over(total: i64, line: i32) -> LegResult {
    handicap(total, -line)
}

/// Under `line` hundredths with `total`.
pub fn under(total: i64, line: i32) -> LegResult {
    handicap(-total, line)
}

/// Whether a correct-score market of the sport lists this score as its own outcome; the rest are `other`.
/// Football and ice hockey list every score up to 4 goals a side; the set and map scores of the other sports
/// are all listed.
pub fn listed_score(sport: Sport, home: u32, away: u32) -> bool {
    match sport {
        Sport::Football | Sport::IceHockey => home <= 4 && away <= 4,
        _ => true,
    }
}

/// What the selection `outcome` of market `key` did in `result` (a match of `sport`; see [`MatchResult`] for
/// what its numbers are). An outcome the market does not have, a market whose line is missing, and a market
/// the result cannot decide (no first half reported, a map that was not played) are void.
pub fn resolve(key: &MarketKey, outcome: &str, result: &MatchResult, sport: Sport) -> LegResult {
    decide(key, outcome, result, sport).unwrap_or(LegResult::Void)
}

fn decide(key: &MarketKey, outcome: &str, result: &MatchResult, sport: Sport) -> Option<LegResult> {
    let (home, away) = (i64::from(result.home), i64::from(result.away));
    let bool_result = |won: bool| if won { LegResult::Win } else { LegResult::Lose };
    let three_way =
        |margin: i64, outcome: &str| matches!(outcome, "1" | "X" | "2").then(|| bool_result(outcome == sign(margin)));
    let two_way = |margin: i64, line: i32| match outcome {
        "home" => Some(handicap(margin, line)),
        "away" => Some(handicap(-margin, -line)),
        _ => None,
    };
    let over_under = |total: i64, line: i32| match outcome {
        "over" => Some(over(total, line)),
        "under" => Some(under(total, line)),
        _ => None,
    };
    match key.kind {
        MarketKind::MatchResult => three_way(home - away, outcome),
        MarketKind::DoubleChance => {
            let covered = match outcome {
                "1X" => ["1", "X"],
                "12" => ["1", "2"],
                "X2" => ["X", "2"],
                _ => return None,
            };
            Some(bool_result(covered.contains(&sign(home - away))))
        }
        MarketKind::DrawNoBet => two_way(home - away, 0),
        // Volleyball's total is of points (every rally of every set); the others' of goals or points.
        MarketKind::Total if sport == Sport::Volleyball => over_under(period_sum(result), key.line?),
        MarketKind::Total => over_under(home + away, key.line?),
        MarketKind::BothTeamsToScore => match outcome {
            "yes" => Some(bool_result(home > 0 && away > 0)),
            "no" => Some(bool_result(home == 0 || away == 0)),
            _ => None,
        },
        MarketKind::AsianHandicap => two_way(home - away, key.line?),
        MarketKind::EuropeanHandicap => {
            let line = key.line?;
            (line % 100 == 0).then_some(())?;
            three_way(home - away + i64::from(line / 100), outcome)
        }
        MarketKind::CorrectScore => {
            if outcome == "other" {
                return Some(bool_result(!listed_score(sport, result.home, result.away)));
            }
            let (h, a) = outcome.split_once('-')?;
            let (h, a): (u32, u32) = (h.parse().ok()?, a.parse().ok()?);
            if !listed_score(sport, h, a) || outcome != format!("{h}-{a}") {
                return None;
            }
            Some(bool_result((h, a) == (result.home, result.away)))
        }
        MarketKind::HalfTimeFullTime => {
            let (first, full) = outcome.split_once('/')?;
            let (h1, a1) = result.first_period()?;
            let half = three_way(i64::from(h1) - i64::from(a1), first)?;
            let whole = three_way(home - away, full)?;
            Some(bool_result(half == LegResult::Win && whole == LegResult::Win))
        }
        MarketKind::FirstHalfResult => {
            let (h1, a1) = result.first_period()?;
            three_way(i64::from(h1) - i64::from(a1), outcome)
        }
        MarketKind::FirstHalfTotal => {
            let (h1, a1) = result.first_period()?;
            over_under(i64::from(h1) + i64::from(a1), key.line?)
        }
        MarketKind::MoneyLine => {
            let winner = result.winner()?;
            match outcome {
                "home" => Some(bool_result(winner == Side::Home)),
                "away" => Some(bool_result(winner == Side::Away)),
                _ => None,
            }
        }
        MarketKind::Spread => {
            // Ice hockey's puck line counts the overtime or shoot-out winner's deciding goal.
            let extra = match result.overtime_winner {
                Some(Side::Home) if home == away => 1,
                Some(Side::Away) if home == away => -1,
                _ => 0,
            };
            two_way(home - away + extra, key.line?)
        }
        MarketKind::TotalGames => over_under(period_sum(result), key.line?),
        MarketKind::TotalMaps | MarketKind::TotalSets => over_under(home + away, key.line?),
        MarketKind::MapWinner => {
            let index = usize::try_from(key.line?).ok()?.checked_sub(1)?;
            let (h, a) = *result.periods.get(index)?;
            (h != a).then_some(())?;
            match outcome {
                "home" => Some(bool_result(h > a)),
                "away" => Some(bool_result(a > h)),
                _ => None,
            }
        }
    }
}

/// Everything scored in every period: tennis games, volleyball points.
fn period_sum(result: &MatchResult) -> i64 {
    result.periods.iter().map(|&(h, a)| i64::from(h) + i64::from(a)).sum()
}

/// The three-way result of a margin: `1`, `X` or `2`.
fn sign(margin: i64) -> &'static str {
    match margin.cmp(&0) {
        std::cmp::Ordering::Greater => "1",
        std::cmp::Ordering::Equal => "X",
        std::cmp::Ordering::Less => "2",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn football(home: u32, away: u32) -> MatchResult {
        MatchResult::new(home, away, vec![(0, 0), (home, away)])
    }

    fn check(code: &str, outcome: &str, result: &MatchResult, sport: Sport) -> LegResult {
        let key = MarketKey::parse(code).unwrap_or_else(|| panic!("{code}"));
        resolve(&key, outcome, result, sport)
    }

    #[test]
    fn quarter_and_whole_lines() {
        let f = Sport::Football;
        assert_eq!(check("ah:-0.25", "home", &football(1, 1), f), LegResult::HalfLose);
        assert_eq!(check("ah:-0.25", "away", &football(1, 1), f), LegResult::HalfWin);
        assert_eq!(check("ah:-0.75", "home", &football(2, 1), f), LegResult::HalfWin);
        assert_eq!(check("ah:-0.75", "away", &football(2, 1), f), LegResult::HalfLose);
        assert_eq!(check("ah:-1", "home", &football(2, 1), f), LegResult::Void);
        assert_eq!(check("ah:-1", "home", &football(3, 1), f), LegResult::Win);
        assert_eq!(check("ah:0.5", "home", &football(0, 0), f), LegResult::Win);
        assert_eq!(check("total:2.25", "over", &football(1, 1), f), LegResult::HalfLose);
        assert_eq!(check("total:2.25", "under", &football(1, 1), f), LegResult::HalfWin);
        assert_eq!(check("total:2", "over", &football(1, 1), f), LegResult::Void);
        assert_eq!(check("total:2.5", "over", &football(2, 1), f), LegResult::Win);
        assert_eq!(check("total:2.75", "over", &football(2, 1), f), LegResult::HalfWin);
    }

    #[test]
    fn results_and_halves() {
        let f = Sport::Football;
        let result = MatchResult::new(2, 1, vec![(0, 1), (2, 0)]);
        assert_eq!(check("1x2", "1", &result, f), LegResult::Win);
        assert_eq!(check("1x2", "X", &result, f), LegResult::Lose);
        assert_eq!(check("dc", "X2", &result, f), LegResult::Lose);
        assert_eq!(check("dc", "12", &result, f), LegResult::Win);
        assert_eq!(check("dnb", "away", &football(1, 1), f), LegResult::Void);
        assert_eq!(check("btts", "yes", &result, f), LegResult::Win);
        assert_eq!(check("eh:-1", "X", &result, f), LegResult::Win);
        assert_eq!(check("eh:-1", "1", &result, f), LegResult::Lose);
        assert_eq!(check("htft", "2/1", &result, f), LegResult::Win);
        assert_eq!(check("1h-1x2", "2", &result, f), LegResult::Win);
        assert_eq!(check("1h-total:0.5", "over", &result, f), LegResult::Win);
        assert_eq!(check("cs", "2-1", &result, f), LegResult::Win);
        assert_eq!(check("cs", "other", &result, f), LegResult::Lose);
        assert_eq!(check("cs", "other", &football(5, 0), f), LegResult::Win);
        assert_eq!(check("htft", "1/1", &MatchResult::new(1, 0, vec![]), f), LegResult::Void);
    }

    #[test]
    fn unknown_outcomes_are_void() {
        let f = Sport::Football;
        assert_eq!(check("1x2", "home", &football(2, 1), f), LegResult::Void);
        assert_eq!(check("cs", "5-0", &football(5, 0), f), LegResult::Void);
        assert_eq!(check("cs", "02-1", &football(2, 1), f), LegResult::Void);
        assert_eq!(check("total:2.5", "yes", &football(2, 1), f), LegResult::Void);
        assert_eq!(resolve(&MarketKey::new(MarketKind::Total), "over", &football(2, 1), f), LegResult::Void);
    }

    #[test]
    fn other_sports() {
        let hockey = MatchResult { overtime_winner: Some(Side::Away), ..MatchResult::new(2, 2, vec![]) };
        assert_eq!(check("1x2", "X", &hockey, Sport::IceHockey), LegResult::Win);
        assert_eq!(check("ml", "away", &hockey, Sport::IceHockey), LegResult::Win);
        assert_eq!(check("spread:1.5", "home", &hockey, Sport::IceHockey), LegResult::Win);
        assert_eq!(check("spread:-1.5", "away", &hockey, Sport::IceHockey), LegResult::Win);
        assert_eq!(check("spread:-1.5", "home", &hockey, Sport::IceHockey), LegResult::Lose);
        let tennis = MatchResult::new(2, 1, vec![(6, 4), (6, 7), (7, 5)]);
        assert_eq!(check("games:34.5", "over", &tennis, Sport::Tennis), LegResult::Win);
        assert_eq!(check("sets:2.5", "over", &tennis, Sport::Tennis), LegResult::Win);
        assert_eq!(check("spread:-1.5", "home", &tennis, Sport::Tennis), LegResult::Lose);
        let volleyball = MatchResult::new(3, 0, vec![(25, 20), (25, 23), (27, 25)]);
        assert_eq!(check("total:144.5", "over", &volleyball, Sport::Volleyball), LegResult::Win);
        assert_eq!(check("sets:3.5", "under", &volleyball, Sport::Volleyball), LegResult::Win);
        let series = MatchResult::new(2, 0, vec![(13, 9), (13, 11)]);
        assert_eq!(check("map:2", "home", &series, Sport::Cs2), LegResult::Win);
        assert_eq!(check("map:3", "home", &series, Sport::Cs2), LegResult::Void);
        assert_eq!(check("maps:2.5", "under", &series, Sport::Cs2), LegResult::Win);
        assert_eq!(check("ml", "home", &football(1, 1), Sport::Football), LegResult::Void);
    }

    #[test]
    fn codes_round_trip() {
        for result in [LegResult::Win, LegResult::Lose, LegResult::Void, LegResult::HalfWin, LegResult::HalfLose] {
            assert_eq!(LegResult::parse(result.code()), Some(result));
            assert_eq!(serde_json::to_string(&result).ok(), Some(format!("\"{}\"", result.code())));
        }
    }
}
