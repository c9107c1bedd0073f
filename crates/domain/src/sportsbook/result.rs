//! A finished match's result, as the feed reports it and settlement reads it.

use serde::{Deserialize, Serialize};

/// One of the two sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Home,
    Away,
}

/// The final result of a match. `home`/`away` are: goals in regulation time (football, ice hockey), final points
/// including overtime (basketball), sets won (tennis, volleyball) or maps won (e-sports). `periods` are the halves
/// (football: `[first half, second half]`), the three periods (ice hockey), the quarters with any overtime as a
/// fifth (basketball), the games of each set (tennis, a tie-break set is 7-6), the points of each set
/// (volleyball), or each map (e-sports: the rounds for CS2 and Valorant, `(1, 0)`/`(0, 1)` for Dota 2 and League
/// of Legends). `overtime_winner` is who won an ice hockey match that was level after regulation (overtime or
/// shoot-out); `None` everywhere else.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    pub home: u32,
    pub away: u32,
    pub periods: Vec<(u32, u32)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overtime_winner: Option<Side>,
}

impl MatchResult {
    /// A result without an overtime winner.
    pub fn new(home: u32, away: u32, periods: Vec<(u32, u32)>) -> MatchResult {
        MatchResult { home, away, periods, overtime_winner: None }
    }

    /// The winner on `home`/`away`, then on the overtime winner; `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        match self.home.cmp(&self.away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => self.overtime_winner,
        }
    }

    /// The first period's score (football: the first half), if reported.
    pub fn first_period(&self) -> Option<(u32, u32)> {
        self.periods.first().copied()
    }

    /// The score as text: "2-1".
    pub fn score(&self) -> String {
        format!("{}-{}", self.home, self.away)
    }
}
