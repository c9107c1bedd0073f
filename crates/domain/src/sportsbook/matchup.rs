//! A match as the models see it: the sport, the two sides' strengths and the series length.

use serde::{Deserialize, Serialize};

use super::sport::Sport;

/// Two sides' ratings (0 ..= 100, higher is stronger) in a sport. `best_of` is the number of sets (tennis: 3 or
/// 5) or maps (e-sports: 1, 3 or 5); the other sports ignore it ([`Sport::best_of`] says what is played).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Matchup {
    pub sport: Sport,
    pub home: f64,
    pub away: f64,
    pub best_of: u8,
}

impl Matchup {
    /// The rating difference home − away as a fraction of the scale, in -1 ..= 1 (ratings are clamped to 0 ..= 100;
    /// a rating that is not a number counts as 50).
    pub fn edge(&self) -> f64 {
        (rating(self.home) - rating(self.away)) / 100.0
    }

    /// The mean of the two ratings, 0 ..= 100.
    pub fn level(&self) -> f64 {
        (rating(self.home) + rating(self.away)) / 2.0
    }

    /// The series length actually played ([`Sport::best_of`]).
    pub fn series(&self) -> u8 {
        self.sport.best_of(self.best_of)
    }
}

fn rating(value: f64) -> f64 {
    if value.is_nan() { 50.0 } else { value.clamp(0.0, 100.0) }
}
