//! Markets: what can be bet on in a match (a [`MarketKey`]: a kind and its line), how each is named and grouped,
//! and a priced market's outcomes.
//!
//! Lines are in hundredths (`250` = 2.5, `-125` = -1.25) and handicaps are the home side's: `ah:-1.25` is the home
//! team at -1.25 and the away team at +1.25. Outcome codes: `1` `X` `2` (three-way results, also the European
//! handicap's), `1X` `12` `X2` (double chance), `home` `away` (every two-way winner market: draw no bet, Asian
//! handicap, money line, spread, map winner), `over` `under`, `yes` `no`, a score `2-1` or `other` (correct
//! score), `1/X` (half time / full time).

use serde::{Deserialize, Serialize};

use super::odds::Odds;
use crate::locale::Locale;

/// What a market is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MarketKind {
    /// 1X2: home win, draw, away win (in regulation time).
    MatchResult,
    /// Two of the three results: 1X, 12, X2.
    DoubleChance,
    /// Home or away; a draw returns the stake.
    DrawNoBet,
    /// Over or under a line of goals or points (ice hockey: regulation goals; volleyball: every point of the
    /// match).
    Total,
    /// Whether both teams score.
    BothTeamsToScore,
    /// Two-way goal handicap on half or quarter lines; whole-line ties return the stake.
    AsianHandicap,
    /// Three-way result after a whole-goal handicap.
    EuropeanHandicap,
    /// The exact final score (regulation goals; sets or maps won in the set and map sports).
    CorrectScore,
    /// The result at half time and at full time.
    HalfTimeFullTime,
    /// The first half's 1X2.
    FirstHalfResult,
    /// Over or under a line of first-half goals.
    FirstHalfTotal,
    /// Two-way winner including overtime (basketball, tennis, volleyball, ice hockey, e-sports).
    MoneyLine,
    /// Point, set or map handicap, on the final score (ice hockey: including overtime's deciding goal).
    Spread,
    /// Over or under a line of games (tennis).
    TotalGames,
    /// Over or under a line of maps played (e-sports).
    TotalMaps,
    /// The winner of one map of a series; the line is the map's number, 1 for the first.
    MapWinner,
    /// Over or under a line of sets played (volleyball, tennis).
    TotalSets,
}

impl MarketKind {
    /// Every kind.
    pub const ALL: &[MarketKind] = &[
        MarketKind::MatchResult,
        MarketKind::DoubleChance,
        MarketKind::DrawNoBet,
        MarketKind::Total,
        MarketKind::BothTeamsToScore,
        MarketKind::AsianHandicap,
        MarketKind::EuropeanHandicap,
        MarketKind::CorrectScore,
        MarketKind::HalfTimeFullTime,
        MarketKind::FirstHalfResult,
        MarketKind::FirstHalfTotal,
        MarketKind::MoneyLine,
        MarketKind::Spread,
        MarketKind::TotalGames,
        MarketKind::TotalMaps,
        MarketKind::MapWinner,
        MarketKind::TotalSets,
    ];

    /// The code's stem (before `:` for a kind with a line).
    pub fn code(self) -> &'static str {
        match self {
            MarketKind::MatchResult => "1x2",
            MarketKind::DoubleChance => "dc",
            MarketKind::DrawNoBet => "dnb",
            MarketKind::Total => "total",
            MarketKind::BothTeamsToScore => "btts",
            MarketKind::AsianHandicap => "ah",
            MarketKind::EuropeanHandicap => "eh",
            MarketKind::CorrectScore => "cs",
            MarketKind::HalfTimeFullTime => "htft",
            MarketKind::FirstHalfResult => "1h-1x2",
            MarketKind::FirstHalfTotal => "1h-total",
            MarketKind::MoneyLine => "ml",
            MarketKind::Spread => "spread",
            MarketKind::TotalGames => "games",
            MarketKind::TotalMaps => "maps",
            MarketKind::MapWinner => "map",
            MarketKind::TotalSets => "sets",
        }
    }

    /// Whether a market of this kind has a line.
    pub fn has_line(self) -> bool {
        matches!(
            self,
            MarketKind::Total
                | MarketKind::AsianHandicap
                | MarketKind::EuropeanHandicap
                | MarketKind::FirstHalfTotal
                | MarketKind::Spread
                | MarketKind::TotalGames
                | MarketKind::TotalMaps
                | MarketKind::MapWinner
                | MarketKind::TotalSets
        )
    }

    /// Whether its line is an over/under line.
    pub fn is_total(self) -> bool {
        matches!(
            self,
            MarketKind::Total
                | MarketKind::FirstHalfTotal
                | MarketKind::TotalGames
                | MarketKind::TotalMaps
                | MarketKind::TotalSets
        )
    }
}

/// A tab of the event page that markets are grouped under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MarketGroup {
    /// The result markets.
    Main,
    /// Totals of goals or points, both teams to score.
    Goals,
    /// Handicaps and spreads.
    Handicap,
    /// First half and half time / full time.
    Halves,
    /// Correct score.
    Score,
    /// Per-map and map-count markets.
    Maps,
    /// Set counts.
    Sets,
}

impl MarketGroup {
    /// Every group, in tab order.
    pub const ALL: &[MarketGroup] = &[
        MarketGroup::Main,
        MarketGroup::Goals,
        MarketGroup::Handicap,
        MarketGroup::Halves,
        MarketGroup::Score,
        MarketGroup::Maps,
        MarketGroup::Sets,
    ];

    /// Its code (`main`, `goals`, `handicap`, `halves`, `score`, `maps`, `sets`).
    pub fn code(self) -> &'static str {
        match self {
            MarketGroup::Main => "main",
            MarketGroup::Goals => "goals",
            MarketGroup::Handicap => "handicap",
            MarketGroup::Halves => "halves",
            MarketGroup::Score => "score",
            MarketGroup::Maps => "maps",
            MarketGroup::Sets => "sets",
        }
    }

    /// Its tab title.
    pub fn name(self, locale: Locale) -> &'static str {
        match (self, locale) {
            (MarketGroup::Main, Locale::Tr) => "Ana Bahisler",
            (MarketGroup::Main, Locale::En) => "Main",
            (MarketGroup::Goals, Locale::Tr) => "Alt/Üst",
            (MarketGroup::Goals, Locale::En) => "Totals",
            (MarketGroup::Handicap, Locale::Tr) => "Handikap",
            (MarketGroup::Handicap, Locale::En) => "Handicap",
            (MarketGroup::Halves, Locale::Tr) => "Yarılar",
            (MarketGroup::Halves, Locale::En) => "Halves",
            (MarketGroup::Score, Locale::Tr) => "Skor",
            (MarketGroup::Score, Locale::En) => "Score",
            (MarketGroup::Maps, Locale::Tr) => "Haritalar",
            (MarketGroup::Maps, Locale::En) => "Maps",
            (MarketGroup::Sets, Locale::Tr) => "Setler",
            (MarketGroup::Sets, Locale::En) => "Sets",
        }
    }
}

/// A market of a match: its kind and, for the kinds that have one, its line (hundredths; the map's number for
/// [`MarketKind::MapWinner`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MarketKey {
    pub kind: MarketKind,
    pub line: Option<i32>,
}

impl MarketKey {
    /// A market without a line.
    pub fn new(kind: MarketKind) -> MarketKey {
        MarketKey { kind, line: None }
    }

    /// A market with a line.
    pub fn with_line(kind: MarketKind, line: i32) -> MarketKey {
        MarketKey { kind, line: Some(line) }
    }

    /// Its stable, URL-safe code: `1x2`, `total:2.5`, `ah:-1.25`, `eh:-1`, `map:1` …
    pub fn code(&self) -> String {
        match (self.kind, self.line) {
            (MarketKind::MapWinner, Some(map)) => format!("map:{map}"),
            (kind, Some(line)) => format!("{}:{}", kind.code(), line_text(line, '.', false)),
            (kind, None) => kind.code().to_string(),
        }
    }

    /// The key of a code, if it is one [`MarketKey::code`] writes (exactly: `total:2.50` or `ah:+1` are not).
    /// A line is required where the kind has one and refused where it has none; European handicap lines are
    /// whole, total lines not negative, map numbers 1 or more.
    pub fn parse(code: &str) -> Option<MarketKey> {
        let (stem, line) = match code.split_once(':') {
            Some((stem, line)) => (stem, Some(line)),
            None => (code, None),
        };
        let kind = MarketKind::ALL.iter().copied().find(|kind| kind.code() == stem)?;
        let key = match (kind.has_line(), line) {
            (false, None) => MarketKey::new(kind),
            (true, Some(text)) if kind == MarketKind::MapWinner => {
                let map: i32 = text.parse().ok()?;
                MarketKey::with_line(kind, map)
            }
            (true, Some(text)) => MarketKey::with_line(kind, parse_line(text)?),
            _ => return None,
        };
        let valid = match (kind, key.line) {
            (MarketKind::MapWinner, Some(map)) => (1..=9).contains(&map),
            (MarketKind::EuropeanHandicap, Some(line)) => line % 100 == 0,
            (kind, Some(line)) if kind.is_total() => line >= 0,
            _ => true,
        };
        (valid && key.code() == code).then_some(key)
    }

    /// The tab it is listed under.
    pub fn group(&self) -> MarketGroup {
        match self.kind {
            MarketKind::MatchResult | MarketKind::DoubleChance | MarketKind::DrawNoBet | MarketKind::MoneyLine => {
                MarketGroup::Main
            }
            MarketKind::Total | MarketKind::BothTeamsToScore | MarketKind::TotalGames => MarketGroup::Goals,
            MarketKind::AsianHandicap | MarketKind::EuropeanHandicap | MarketKind::Spread => MarketGroup::Handicap,
            MarketKind::HalfTimeFullTime | MarketKind::FirstHalfResult | MarketKind::FirstHalfTotal => {
                MarketGroup::Halves
            }
            MarketKind::CorrectScore => MarketGroup::Score,
            MarketKind::TotalMaps | MarketKind::MapWinner => MarketGroup::Maps,
            MarketKind::TotalSets => MarketGroup::Sets,
        }
    }

    /// Its title: "Maç Sonucu" / "Match Result", "Alt/Üst 2,5" / "Total 2.5", "Asya Handikap -1,25" …
    pub fn name(&self, locale: Locale) -> String {
        let tr = locale == Locale::Tr;
        let line = |signed: bool| self.line.map(|line| line_text(line, if tr { ',' } else { '.' }, signed));
        let title = match (self.kind, tr) {
            (MarketKind::MatchResult, true) => "Maç Sonucu",
            (MarketKind::MatchResult, false) => "Match Result",
            (MarketKind::DoubleChance, true) => "Çifte Şans",
            (MarketKind::DoubleChance, false) => "Double Chance",
            (MarketKind::DrawNoBet, true) => "Beraberlikte İade",
            (MarketKind::DrawNoBet, false) => "Draw No Bet",
            (MarketKind::Total, true) => "Alt/Üst",
            (MarketKind::Total, false) => "Total",
            (MarketKind::BothTeamsToScore, true) => "Karşılıklı Gol",
            (MarketKind::BothTeamsToScore, false) => "Both Teams to Score",
            (MarketKind::AsianHandicap, true) => "Asya Handikap",
            (MarketKind::AsianHandicap, false) => "Asian Handicap",
            (MarketKind::EuropeanHandicap, true) => "Handikaplı Maç Sonucu",
            (MarketKind::EuropeanHandicap, false) => "European Handicap",
            (MarketKind::CorrectScore, true) => "Maç Skoru",
            (MarketKind::CorrectScore, false) => "Correct Score",
            (MarketKind::HalfTimeFullTime, true) => "İlk Yarı/Maç Sonucu",
            (MarketKind::HalfTimeFullTime, false) => "Half Time/Full Time",
            (MarketKind::FirstHalfResult, true) => "İlk Yarı Sonucu",
            (MarketKind::FirstHalfResult, false) => "First Half Result",
            (MarketKind::FirstHalfTotal, true) => "İlk Yarı Alt/Üst",
            (MarketKind::FirstHalfTotal, false) => "First Half Total",
            (MarketKind::MoneyLine, true) => "Kazanan",
            (MarketKind::MoneyLine, false) => "Winner",
            (MarketKind::Spread, true) => "Handikap",
            (MarketKind::Spread, false) => "Spread",
            (MarketKind::TotalGames, true) => "Toplam Oyun Alt/Üst",
            (MarketKind::TotalGames, false) => "Total Games",
            (MarketKind::TotalMaps, true) => "Toplam Harita Alt/Üst",
            (MarketKind::TotalMaps, false) => "Total Maps",
            (MarketKind::TotalSets, true) => "Toplam Set Alt/Üst",
            (MarketKind::TotalSets, false) => "Total Sets",
            (MarketKind::MapWinner, true) => {
                return format!("{}. Harita Kazananı", self.line.unwrap_or(1));
            }
            (MarketKind::MapWinner, false) => return format!("Map {} Winner", self.line.unwrap_or(1)),
        };
        let signed = !self.kind.is_total();
        match line(signed) {
            Some(line) => format!("{title} {line}"),
            None => title.to_string(),
        }
    }
}

/// An outcome with its fair probability and the odds offered (the margin included).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Priced {
    /// The outcome's code (see the module's documentation).
    pub code: String,
    /// The model's probability of it, without margin (for a push-able line, its win weight after pushes:
    /// `(P(win) + P(half win) / 2) / (1 - E[refunded share])`, so the fair odds are 1 / this).
    pub probability: f64,
    /// The odds offered.
    pub odds: Odds,
}

/// A priced market of a match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Market {
    pub key: MarketKey,
    pub outcomes: Vec<Priced>,
}

impl Market {
    /// The outcome with this code, if the market has it.
    pub fn outcome(&self, code: &str) -> Option<&Priced> {
        self.outcomes.iter().find(|outcome| outcome.code == code)
    }
}

/// An outcome's label for a bet slip or a button: a team's name ("Galatasaray", with the handicap for handicap
/// markets: "Galatasaray (-1,25)"), "Beraberlik" / "Draw", "Üst 2,5" / "Over 2.5", "Var" / "Yes", "2-1",
/// "Galatasaray / Beraberlik". An unknown code is shown as it is.
pub fn outcome_name(key: &MarketKey, code: &str, home: &str, away: &str, locale: Locale) -> String {
    let tr = locale == Locale::Tr;
    let comma = if tr { ',' } else { '.' };
    let draw = if tr { "Beraberlik" } else { "Draw" };
    let or = if tr { "veya" } else { "or" };
    let result = |code: &str| match code {
        "1" => Some(home),
        "X" => Some(draw),
        "2" => Some(away),
        _ => None,
    };
    let handicap = |side: i32| key.line.map(|line| line_text(side * line, comma, true));
    match (key.kind, code) {
        (MarketKind::EuropeanHandicap, "1" | "X" | "2") => {
            let side = if code == "2" { -1 } else { 1 };
            match (result(code), handicap(side)) {
                (Some(name), Some(line)) => format!("{name} ({line})"),
                (Some(name), None) => name.to_string(),
                _ => code.to_string(),
            }
        }
        (_, "1" | "X" | "2") => result(code).unwrap_or(code).to_string(),
        (_, "1X") => format!("{home} {or} {draw}"),
        (_, "12") => format!("{home} {or} {away}"),
        (_, "X2") => format!("{draw} {or} {away}"),
        (MarketKind::AsianHandicap | MarketKind::Spread, "home" | "away") => {
            let (name, side) = if code == "home" { (home, 1) } else { (away, -1) };
            match handicap(side) {
                Some(line) => format!("{name} ({line})"),
                None => name.to_string(),
            }
        }
        (_, "home") => home.to_string(),
        (_, "away") => away.to_string(),
        (_, "over" | "under") => {
            let word = match (code, tr) {
                ("over", true) => "Üst",
                ("over", false) => "Over",
                (_, true) => "Alt",
                (_, false) => "Under",
            };
            match key.line {
                Some(line) => format!("{word} {}", line_text(line, comma, false)),
                None => word.to_string(),
            }
        }
        (_, "yes") => (if tr { "Var" } else { "Yes" }).to_string(),
        (_, "no") => (if tr { "Yok" } else { "No" }).to_string(),
        (_, "other") => (if tr { "Diğer" } else { "Other" }).to_string(),
        (MarketKind::HalfTimeFullTime, _) => match code.split_once('/').map(|(a, b)| (result(a), result(b))) {
            Some((Some(first), Some(second))) => format!("{first} / {second}"),
            _ => code.to_string(),
        },
        _ => code.to_string(),
    }
}

/// A line in hundredths as text with the given decimal separator: `250` → "2.5", `-125` → "-1.25", `-100` → "-1";
/// `signed` adds "+" to a positive line.
pub fn line_text(line: i32, separator: char, signed: bool) -> String {
    let sign = if line < 0 {
        "-"
    } else if signed && line > 0 {
        "+"
    } else {
        ""
    };
    let magnitude = line.unsigned_abs();
    let (whole, frac) = (magnitude / 100, magnitude % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}{separator}{}", f / 10),
        f => format!("{sign}{whole}{separator}{f:02}"),
    }
}

/// A line written as [`line_text`] writes it with a '.', in hundredths.
fn parse_line(text: &str) -> Option<i32> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() || frac.len() > 2 || !whole.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i32 = whole.parse().ok()?;
    let frac: i32 = if frac.is_empty() { 0 } else { format!("{frac:0<2}").parse().ok()? };
    let value = whole.checked_mul(100)?.checked_add(frac)?;
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_of_every_kind() {
        let code = |kind, line| MarketKey { kind, line }.code();
        assert_eq!(code(MarketKind::MatchResult, None), "1x2");
        assert_eq!(code(MarketKind::Total, Some(250)), "total:2.5");
        assert_eq!(code(MarketKind::AsianHandicap, Some(-125)), "ah:-1.25");
        assert_eq!(code(MarketKind::AsianHandicap, Some(50)), "ah:0.5");
        assert_eq!(code(MarketKind::EuropeanHandicap, Some(-100)), "eh:-1");
        assert_eq!(code(MarketKind::FirstHalfTotal, Some(150)), "1h-total:1.5");
        assert_eq!(code(MarketKind::Spread, Some(-550)), "spread:-5.5");
        assert_eq!(code(MarketKind::TotalGames, Some(2250)), "games:22.5");
        assert_eq!(code(MarketKind::TotalMaps, Some(250)), "maps:2.5");
        assert_eq!(code(MarketKind::MapWinner, Some(1)), "map:1");
        assert_eq!(code(MarketKind::HalfTimeFullTime, None), "htft");
    }

    #[test]
    fn parse_takes_only_canonical_codes() {
        assert_eq!(MarketKey::parse("ah:-1.25"), Some(MarketKey::with_line(MarketKind::AsianHandicap, -125)));
        assert_eq!(MarketKey::parse("1h-1x2"), Some(MarketKey::new(MarketKind::FirstHalfResult)));
        for bad in ["total", "total:2.50", "ah:+1", "1x2:1", "eh:-1.5", "total:-0.5", "map:0", "map:1.5", "x", ""] {
            assert_eq!(MarketKey::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn names_use_the_languages_decimal_separator() {
        let total = MarketKey::with_line(MarketKind::Total, 250);
        assert_eq!(total.name(Locale::Tr), "Alt/Üst 2,5");
        assert_eq!(total.name(Locale::En), "Total 2.5");
        assert_eq!(MarketKey::new(MarketKind::MatchResult).name(Locale::Tr), "Maç Sonucu");
        assert_eq!(MarketKey::with_line(MarketKind::AsianHandicap, -125).name(Locale::Tr), "Asya Handikap -1,25");
        assert_eq!(MarketKey::with_line(MarketKind::MapWinner, 2).name(Locale::En), "Map 2 Winner");
        assert_eq!(outcome_name(&total, "over", "A", "B", Locale::Tr), "Üst 2,5");
        assert_eq!(outcome_name(&total, "under", "A", "B", Locale::En), "Under 2.5");
    }

    #[test]
    fn outcome_names() {
        let (gs, fb) = ("Galatasaray", "Fenerbahçe");
        let result = MarketKey::new(MarketKind::MatchResult);
        assert_eq!(outcome_name(&result, "1", gs, fb, Locale::Tr), "Galatasaray");
        assert_eq!(outcome_name(&result, "X", gs, fb, Locale::Tr), "Beraberlik");
        assert_eq!(outcome_name(&result, "X", gs, fb, Locale::En), "Draw");
        let ah = MarketKey::with_line(MarketKind::AsianHandicap, -125);
        assert_eq!(outcome_name(&ah, "home", gs, fb, Locale::Tr), "Galatasaray (-1,25)");
        assert_eq!(outcome_name(&ah, "away", gs, fb, Locale::En), "Fenerbahçe (+1.25)");
        let eh = MarketKey::with_line(MarketKind::EuropeanHandicap, -100);
        assert_eq!(outcome_name(&eh, "X", gs, fb, Locale::En), "Draw (-1)");
        let dc = MarketKey::new(MarketKind::DoubleChance);
        assert_eq!(outcome_name(&dc, "1X", gs, fb, Locale::Tr), "Galatasaray veya Beraberlik");
        let htft = MarketKey::new(MarketKind::HalfTimeFullTime);
        assert_eq!(outcome_name(&htft, "1/X", gs, fb, Locale::En), "Galatasaray / Draw");
        let cs = MarketKey::new(MarketKind::CorrectScore);
        assert_eq!(outcome_name(&cs, "2-1", gs, fb, Locale::En), "2-1");
        assert_eq!(outcome_name(&cs, "other", gs, fb, Locale::Tr), "Diğer");
        let btts = MarketKey::new(MarketKind::BothTeamsToScore);
        assert_eq!(outcome_name(&btts, "yes", gs, fb, Locale::Tr), "Var");
    }

    #[test]
    fn line_texts() {
        assert_eq!(line_text(250, ',', false), "2,5");
        assert_eq!(line_text(-125, '.', true), "-1.25");
        assert_eq!(line_text(75, '.', true), "+0.75");
        assert_eq!(line_text(0, '.', true), "0");
        assert_eq!(line_text(-5, '.', false), "-0.05");
        assert_eq!(parse_line("-0.05"), Some(-5));
    }
}
