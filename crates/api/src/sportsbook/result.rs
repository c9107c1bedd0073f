//! Checking a result an operator enters: non-negative scores, and what the sport needs for its markets to settle —
//! football's two halves adding up to the final score, a set or map series won within its length with each period's
//! winner agreeing with the tally, no draw where there is none, ice hockey's overtime winner when regulation ended
//! level (docs/sportsbook.md "Back office").

use domain::{
    sportsbook::{MatchResult, Side, Sport},
    validation::{FieldErrors, Invalid},
};
use serde::Deserialize;
use utoipa::ToSchema;

/// The highest score or period score taken.
pub const SCORE_MAX: i64 = 999;

/// A result as an operator enters it.
#[derive(Debug, Default, Clone, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ResultRequest {
    /// Goals in regulation time (football, ice hockey), final points (basketball), sets (tennis, volleyball) or maps
    /// (e-sports) of the home side.
    pub home: Option<i64>,
    pub away: Option<i64>,
    /// `[[home, away], …]`: football's two halves (required); ice hockey's three periods and basketball's quarters
    /// (optional, may be empty); each set's games (tennis) or points (volleyball), each map's rounds (e-sports; `[1, 0]` for Dota 2
    /// and League of Legends), one per set or map played (required).
    pub periods: Option<Vec<[i64; 2]>>,
    /// Ice hockey only, and only when regulation ended level: `home` or `away`.
    pub overtime_winner: Option<String>,
}

fn score(value: Option<i64>) -> Result<u32, Invalid> {
    let value = value.ok_or_else(|| Invalid::new("validation.required"))?;
    if (0..=SCORE_MAX).contains(&value) {
        Ok(value as u32)
    } else {
        Err(Invalid::new("validation.range").arg("min", 0).arg("max", SCORE_MAX))
    }
}

/// The result of `request` for a match of `sport` over `series` sets or maps ([`Sport::best_of`]), or every refused
/// field.
pub fn check(sport: Sport, series: u8, request: &ResultRequest) -> Result<MatchResult, FieldErrors> {
    let mut errors = FieldErrors::default();
    let home = errors.check("home", score(request.home));
    let away = errors.check("away", score(request.away));
    let mut periods = Vec::new();
    for [h, a] in request.periods.clone().unwrap_or_default() {
        match (score(Some(h)), score(Some(a))) {
            (Ok(h), Ok(a)) => periods.push((h, a)),
            (Err(invalid), _) | (_, Err(invalid)) => {
                errors.add("periods", invalid);
                break;
            }
        }
    }
    let overtime_winner = match request.overtime_winner.as_deref().map(str::trim).filter(|w| !w.is_empty()) {
        None => None,
        Some("home") => Some(Side::Home),
        Some("away") => Some(Side::Away),
        Some(_) => {
            errors.add("overtimeWinner", Invalid::new("validation.choice"));
            None
        }
    };
    let (Some(home), Some(away)) = (home, away) else {
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let given = !periods.is_empty();
    let sums = |periods: &[(u32, u32)]| {
        let (h, a) = periods.iter().fold((0, 0), |(h, a), (ph, pa)| (h + ph, a + pa));
        h == home && a == away
    };
    let count = |n: usize| Invalid::new("sportsbook.result_periods").arg("count", n);
    match sport {
        Sport::Football => {
            if periods.len() != 2 {
                errors.add("periods", count(2));
            } else if !sums(&periods) {
                errors.add("periods", Invalid::new("sportsbook.result_sum"));
            }
        }
        Sport::IceHockey | Sport::Basketball => {
            let (min, max) = if sport == Sport::IceHockey { (3, 3) } else { (4, 5) };
            if given && !(min..=max).contains(&periods.len()) {
                errors.add("periods", count(min));
            } else if given && !sums(&periods) {
                errors.add("periods", Invalid::new("sportsbook.result_sum"));
            }
            if sport == Sport::Basketball && home == away {
                errors.add("away", Invalid::new("sportsbook.result_draw"));
            }
        }
        Sport::Tennis | Sport::Volleyball | Sport::Cs2 | Sport::Dota2 | Sport::LeagueOfLegends | Sport::Valorant => {
            let need = u32::from(series / 2 + 1);
            if home.max(away) != need || home.min(away) >= need {
                errors.add("home", Invalid::new("sportsbook.result_series").arg("bestOf", series).arg("need", need));
            } else if periods.len() != (home + away) as usize {
                errors.add("periods", count((home + away) as usize));
            } else {
                let won = periods.iter().filter(|(h, a)| h > a).count() as u32;
                let lost = periods.iter().filter(|(h, a)| h < a).count() as u32;
                if won != home || lost != away {
                    errors.add("periods", Invalid::new("sportsbook.result_period_winners"));
                }
            }
        }
    }
    let overtime_allowed = sport == Sport::IceHockey && home == away;
    match (overtime_allowed, overtime_winner) {
        (true, None) | (false, Some(_)) => errors.add("overtimeWinner", Invalid::new("sportsbook.result_overtime")),
        _ => {}
    }
    errors.finish()?;
    Ok(MatchResult { home, away, periods, overtime_winner })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(home: i64, away: i64, periods: &[[i64; 2]]) -> ResultRequest {
        ResultRequest { home: Some(home), away: Some(away), periods: Some(periods.to_vec()), overtime_winner: None }
    }

    fn codes(result: Result<MatchResult, FieldErrors>) -> Vec<(String, &'static str)> {
        match result {
            Ok(_) => Vec::new(),
            Err(FieldErrors(fields)) => fields
                .into_iter()
                .flat_map(|(field, invalids)| invalids.into_iter().map(move |i| (field.clone(), i.key)))
                .collect(),
        }
    }

    #[test]
    fn football_needs_both_halves_adding_up() {
        let ok = check(Sport::Football, 1, &request(2, 1, &[[1, 0], [1, 1]])).unwrap();
        assert_eq!(ok, MatchResult::new(2, 1, vec![(1, 0), (1, 1)]));
        assert_eq!(
            codes(check(Sport::Football, 1, &request(2, 1, &[[1, 0]]))),
            [("periods".into(), "sportsbook.result_periods")]
        );
        assert_eq!(
            codes(check(Sport::Football, 1, &request(2, 1, &[[1, 0], [0, 1]]))),
            [("periods".into(), "sportsbook.result_sum")]
        );
        assert_eq!(codes(check(Sport::Football, 1, &request(-1, 1, &[]))), [("home".into(), "validation.range")]);
        let missing = ResultRequest { away: Some(1), ..ResultRequest::default() };
        assert_eq!(codes(check(Sport::Football, 1, &missing)), [("home".into(), "validation.required")]);
    }

    #[test]
    fn series_are_won_within_their_length() {
        assert!(check(Sport::Tennis, 3, &request(2, 1, &[[6, 4], [3, 6], [7, 6]])).is_ok());
        assert_eq!(codes(check(Sport::Tennis, 3, &request(3, 0, &[]))), [("home".into(), "sportsbook.result_series")]);
        assert_eq!(
            codes(check(Sport::Cs2, 3, &request(2, 0, &[[13, 5]]))),
            [("periods".into(), "sportsbook.result_periods")]
        );
        assert_eq!(
            codes(check(Sport::Cs2, 3, &request(2, 0, &[[13, 5], [5, 13]]))),
            [("periods".into(), "sportsbook.result_period_winners")]
        );
        assert!(check(Sport::Dota2, 1, &request(0, 1, &[[0, 1]])).is_ok());
    }

    #[test]
    fn draws_and_overtime_follow_the_sport() {
        assert_eq!(
            codes(check(Sport::Basketball, 1, &request(90, 90, &[]).clone())),
            [("away".into(), "sportsbook.result_draw")]
        );
        let mut level = ResultRequest { periods: None, ..request(2, 2, &[]) };
        assert_eq!(
            codes(check(Sport::IceHockey, 1, &level)),
            [("overtimeWinner".into(), "sportsbook.result_overtime")]
        );
        level.overtime_winner = Some("away".into());
        assert_eq!(check(Sport::IceHockey, 1, &level).unwrap().overtime_winner, Some(Side::Away));
        let football = ResultRequest { overtime_winner: Some("home".into()), ..request(1, 1, &[[0, 0], [1, 1]]) };
        assert_eq!(
            codes(check(Sport::Football, 1, &football)),
            [("overtimeWinner".into(), "sportsbook.result_overtime")]
        );
    }
}
