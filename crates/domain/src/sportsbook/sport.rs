//! The sports the built-in sportsbook offers: their codes, names, and how long a match lasts.

use chrono::Duration;
use serde::{Deserialize, Serialize};

use crate::locale::Locale;

/// A sport of the built-in sportsbook.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Sport {
    #[serde(rename = "football")]
    Football,
    #[serde(rename = "basketball")]
    Basketball,
    #[serde(rename = "tennis")]
    Tennis,
    #[serde(rename = "volleyball")]
    Volleyball,
    #[serde(rename = "ice-hockey")]
    IceHockey,
    #[serde(rename = "cs2")]
    Cs2,
    #[serde(rename = "dota2")]
    Dota2,
    #[serde(rename = "lol")]
    LeagueOfLegends,
    #[serde(rename = "valorant")]
    Valorant,
}

impl Sport {
    /// Every sport, in the order the site lists them.
    pub const ALL: &[Sport] = &[
        Sport::Football,
        Sport::Basketball,
        Sport::Tennis,
        Sport::Volleyball,
        Sport::IceHockey,
        Sport::Cs2,
        Sport::Dota2,
        Sport::LeagueOfLegends,
        Sport::Valorant,
    ];

    /// Its code in URLs and on the wire (the same as its serde name).
    pub fn code(self) -> &'static str {
        match self {
            Sport::Football => "football",
            Sport::Basketball => "basketball",
            Sport::Tennis => "tennis",
            Sport::Volleyball => "volleyball",
            Sport::IceHockey => "ice-hockey",
            Sport::Cs2 => "cs2",
            Sport::Dota2 => "dota2",
            Sport::LeagueOfLegends => "lol",
            Sport::Valorant => "valorant",
        }
    }

    /// The sport with this code, if any.
    pub fn parse(code: &str) -> Option<Sport> {
        Self::ALL.iter().copied().find(|sport| sport.code() == code)
    }

    /// Whether it is an e-sport (a series of maps).
    pub fn is_esport(self) -> bool {
        matches!(self, Sport::Cs2 | Sport::Dota2 | Sport::LeagueOfLegends | Sport::Valorant)
    }

    /// Whether a match can end level after regulation time (football; ice hockey before overtime).
    pub fn has_draw(self) -> bool {
        matches!(self, Sport::Football | Sport::IceHockey)
    }

    /// Its name in a language.
    pub fn name(self, locale: Locale) -> &'static str {
        match (self, locale) {
            (Sport::Football, Locale::Tr) => "Futbol",
            (Sport::Football, Locale::En) => "Football",
            (Sport::Basketball, Locale::Tr) => "Basketbol",
            (Sport::Basketball, Locale::En) => "Basketball",
            (Sport::Tennis, Locale::Tr) => "Tenis",
            (Sport::Tennis, Locale::En) => "Tennis",
            (Sport::Volleyball, Locale::Tr) => "Voleybol",
            (Sport::Volleyball, Locale::En) => "Volleyball",
            (Sport::IceHockey, Locale::Tr) => "Buz Hokeyi",
            (Sport::IceHockey, Locale::En) => "Ice Hockey",
            (Sport::Cs2, _) => "Counter-Strike 2",
            (Sport::Dota2, _) => "Dota 2",
            (Sport::LeagueOfLegends, _) => "League of Legends",
            (Sport::Valorant, _) => "Valorant",
        }
    }

    /// The series length this sport plays for a requested `best_of`: tennis 3 or 5 sets (3 unless 5 is asked),
    /// volleyball always 5 sets, e-sports 1, 3 or 5 maps (3 unless 1 or 5 is asked), 1 for the rest.
    pub fn best_of(self, requested: u8) -> u8 {
        match self {
            Sport::Tennis if requested == 5 => 5,
            Sport::Tennis => 3,
            Sport::Volleyball => 5,
            _ if self.is_esport() && matches!(requested, 1 | 5) => requested,
            _ if self.is_esport() => 3,
            _ => 1,
        }
    }

    /// How long a match lasts from its start to its official end, which is when the feed settles it: football
    /// 1 h 50 min (two halves, the break and stoppage time), basketball 2 h 15 min, ice hockey 2 h 30 min (with the
    /// intermissions and overtime), volleyball 2 h, tennis 2 h for best of 3 and 3 h 30 min for best of 5, an
    /// e-sports series every possible map of it (CS2 and Valorant 55 min a map, Dota 2 50, League of Legends 40,
    /// each with the break after it).
    pub fn duration(self, best_of: u8) -> Duration {
        let minutes = match self {
            Sport::Football => 110,
            Sport::Basketball => 135,
            Sport::IceHockey => 150,
            Sport::Volleyball => 120,
            Sport::Tennis if self.best_of(best_of) == 5 => 210,
            Sport::Tennis => 120,
            Sport::Cs2 | Sport::Valorant => 55 * i64::from(self.best_of(best_of)),
            Sport::Dota2 => 50 * i64::from(self.best_of(best_of)),
            Sport::LeagueOfLegends => 40 * i64::from(self.best_of(best_of)),
        };
        Duration::minutes(minutes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_match_serde() {
        for sport in Sport::ALL {
            assert_eq!(Sport::parse(sport.code()), Some(*sport));
            assert_eq!(serde_json::to_string(sport).ok(), Some(format!("\"{}\"", sport.code())));
        }
        assert_eq!(Sport::parse("cricket"), None);
    }

    #[test]
    fn names_in_both_languages() {
        assert_eq!(Sport::IceHockey.name(Locale::Tr), "Buz Hokeyi");
        assert_eq!(Sport::Football.name(Locale::En), "Football");
        assert_eq!(Sport::Cs2.name(Locale::Tr), "Counter-Strike 2");
    }

    #[test]
    fn durations_follow_the_series_length() {
        assert_eq!(Sport::Football.duration(1), Duration::minutes(110));
        assert_eq!(Sport::Tennis.duration(5), Duration::minutes(210));
        assert_eq!(Sport::Tennis.duration(0), Duration::minutes(120));
        assert_eq!(Sport::Cs2.duration(3), Duration::minutes(165));
        assert_eq!(Sport::Cs2.duration(1), Duration::minutes(55));
    }
}
