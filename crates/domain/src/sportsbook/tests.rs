//! Properties of the sportsbook's rules across sports and random matchups: prices are coherent probabilities
//! and move with strength, the simulation is the pricing model, settlement knows every outcome that is priced,
//! slips count and pay exactly, codes round-trip and the fixture list does not depend on the window read.

use chrono::{DateTime, Duration, Timelike, Utc};
use proptest::prelude::*;

use super::{
    BetKind, LegResult, Margins, MarketKey, MarketKind, Matchup, Odds, Sport, apply_margin, line_count, lines, payout,
    potential_payout, price, resolve, schedule, settle, simulate,
};

const RESULTS: [LegResult; 5] =
    [LegResult::Win, LegResult::Lose, LegResult::Void, LegResult::HalfWin, LegResult::HalfLose];

fn sport() -> impl Strategy<Value = Sport> {
    proptest::sample::select(Sport::ALL.to_vec())
}

fn matchup() -> impl Strategy<Value = Matchup> {
    (sport(), 0.0..100.0f64, 0.0..100.0f64, proptest::sample::select(vec![1u8, 3, 5]))
        .prop_map(|(sport, home, away, best_of)| Matchup { sport, home, away, best_of })
}

/// The main market's home outcome's fair probability.
fn home_wins(matchup: &Matchup) -> f64 {
    let markets = price(matchup, &Margins::default());
    let main = &markets[0];
    main.outcomes.iter().find(|o| o.code == "1" || o.code == "home").map_or(f64::NAN, |o| o.probability)
}

fn t(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(seconds, 0).unwrap_or_default()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fair_probabilities_sum_to_one_and_margins_add_up(matchup in matchup()) {
        let margins = Margins::default();
        let markets = price(&matchup, &margins);
        let main = if matchup.sport.has_draw() { MarketKind::MatchResult } else { MarketKind::MoneyLine };
        prop_assert_eq!(markets[0].key.kind, main);
        for market in &markets {
            let fair: Vec<f64> = market.outcomes.iter().map(|o| o.probability).collect();
            // Double chance's outcomes each cover two of the three results.
            let expected = if market.key.kind == MarketKind::DoubleChance { 2.0 } else { 1.0 };
            prop_assert!((fair.iter().sum::<f64>() - expected).abs() < 1e-9, "{} {:?}", market.key.code(), fair);
            prop_assert!(fair.iter().all(|p| (0.0..=1.0).contains(p)));
            if market.key.kind != MarketKind::DoubleChance {
                let margin = margins.of(market.key.kind);
                let margined = apply_margin(&fair, margin);
                prop_assert!((margined.iter().sum::<f64>() - (1.0 + margin)).abs() < 0.001);
                // Rounding to the ladder keeps the book over 100 % give or take the rounding.
                let book: f64 = market.outcomes.iter().map(|o| o.odds.implied()).sum();
                prop_assert!(book > 1.0 + margin - 0.03, "{} book {}", market.key.code(), book);
            }
        }
    }

    #[test]
    fn the_power_method_adds_exactly_the_margin(
        weights in proptest::collection::vec(0.001..1.0f64, 2..30),
        margin in 0.0..0.3f64,
    ) {
        let total: f64 = weights.iter().sum();
        let fair: Vec<f64> = weights.iter().map(|w| w / total).collect();
        let margined = apply_margin(&fair, margin);
        prop_assert!((margined.iter().sum::<f64>() - (1.0 + margin)).abs() < 0.001);
        for (p, q) in fair.iter().zip(&margined) {
            prop_assert!(q >= p && *q <= 1.0 + 1e-12);
        }
    }

    #[test]
    fn a_stronger_home_side_never_wins_less(matchup in matchup(), raise in 0.5..30.0f64) {
        let stronger = Matchup { home: (matchup.home + raise).min(100.0), ..matchup };
        prop_assert!(home_wins(&stronger) >= home_wins(&matchup) - 1e-12);
        let weaker_away = Matchup { away: (matchup.away - raise).max(0.0), ..matchup };
        prop_assert!(home_wins(&weaker_away) >= home_wins(&matchup) - 1e-12);
    }

    #[test]
    fn every_priced_outcome_settles(matchup in matchup(), seed in any::<u64>()) {
        let result = simulate(&matchup, seed);
        prop_assert_eq!(simulate(&matchup, seed), result.clone());
        for market in price(&matchup, &Margins::default()) {
            let results: Vec<LegResult> =
                market.outcomes.iter().map(|o| resolve(&market.key, &o.code, &result, matchup.sport)).collect();
            let can_push = match market.key.line {
                _ if matches!(market.key.kind, MarketKind::DrawNoBet | MarketKind::MapWinner) => true,
                Some(line) if market.key.kind != MarketKind::EuropeanHandicap => line % 50 != 0 || line % 100 == 0,
                _ => false,
            };
            if !can_push {
                let wins = results.iter().filter(|&&r| r == LegResult::Win).count();
                let expected = if market.key.kind == MarketKind::DoubleChance { 2 } else { 1 };
                prop_assert_eq!(wins, expected, "{} {:?} {:?}", market.key.code(), results, result);
                prop_assert!(results.iter().all(|r| matches!(r, LegResult::Win | LegResult::Lose)));
            }
        }
    }

    #[test]
    fn market_codes_round_trip(kind in proptest::sample::select(MarketKind::ALL.to_vec()), line in -1000..1000i32) {
        let line = match kind {
            MarketKind::MapWinner => Some(line.rem_euclid(9) + 1),
            MarketKind::EuropeanHandicap => Some(line / 100 * 100),
            kind if kind.is_total() => Some(line.abs()),
            kind if kind.has_line() => Some(line),
            _ => None,
        };
        let key = MarketKey { kind, line };
        prop_assert_eq!(MarketKey::parse(&key.code()), Some(key));
    }

    #[test]
    fn handicap_sides_mirror_each_other(margin in -8..8i64, quarter in -20..20i32) {
        let line = quarter * 25;
        let mirror = |r: LegResult| match r {
            LegResult::Win => LegResult::Lose,
            LegResult::Lose => LegResult::Win,
            LegResult::HalfWin => LegResult::HalfLose,
            LegResult::HalfLose => LegResult::HalfWin,
            LegResult::Void => LegResult::Void,
        };
        prop_assert_eq!(settle::handicap(-margin, -line), mirror(settle::handicap(margin, line)));
        let quartered = line.rem_euclid(50) == 25;
        let half = matches!(settle::handicap(margin, line), LegResult::HalfWin | LegResult::HalfLose);
        prop_assert!(!half || quartered);
    }

    #[test]
    fn system_lines_are_combinations(n in 2..=8usize, k in 1..=8u8) {
        prop_assume!(usize::from(k) <= n);
        let choose = |n: usize, k: usize| (0..k).fold(1usize, |c, i| c * (n - i) / (i + 1));
        let system = lines(BetKind::System { size: k }, n);
        prop_assert_eq!(system.len(), choose(n, usize::from(k)));
        prop_assert_eq!(line_count(BetKind::System { size: k }, n), system.len());
        prop_assert!(system.iter().all(|line| line.len() == usize::from(k) && line.windows(2).all(|w| w[0] < w[1])));
        let cover = BetKind::Cover { min: k };
        let sum: usize = (usize::from(k)..=n).map(|size| choose(n, size)).sum();
        prop_assert_eq!(line_count(cover, n), sum);
        prop_assert_eq!(lines(cover, n).len(), sum);
    }

    #[test]
    fn payouts_are_the_sum_of_their_lines(
        odds in proptest::collection::vec(1001..20_000u32, 2..=8),
        k in 1..=8u8,
        cover in any::<bool>(),
        stake in 1..1_000_000i64,
    ) {
        let n = odds.len();
        prop_assume!(usize::from(k) <= n);
        let odds: Vec<Odds> = odds.into_iter().filter_map(Odds::from_thousandths).collect();
        let kind = if cover { BetKind::Cover { min: k } } else { BetKind::System { size: k } };
        let each: i64 = lines(kind, n)
            .iter()
            .map(|line| {
                let legs: Vec<Odds> = line.iter().map(|&i| odds[i]).collect();
                let one = if legs.len() == 1 { BetKind::Single } else { BetKind::Multiple };
                potential_payout(one, &legs, stake)
            })
            .sum();
        prop_assert_eq!(potential_payout(kind, &odds, stake), each);
        let void: Vec<(Odds, LegResult)> = odds.iter().map(|&o| (o, LegResult::Void)).collect();
        prop_assert_eq!(payout(kind, &void, stake), stake * line_count(kind, n) as i64);
        let won: Vec<(Odds, LegResult)> = odds.iter().map(|&o| (o, LegResult::Win)).collect();
        prop_assert_eq!(payout(kind, &won, stake), each);
    }

    #[test]
    fn small_multiples_match_plain_integer_arithmetic(
        odds in proptest::collection::vec(1001..50_000u32, 1..=4),
        results in proptest::collection::vec(0..5u8, 4),
        stake in 1..10_000_000i64,
    ) {
        let legs: Vec<(Odds, LegResult)> = odds
            .iter()
            .zip(&results)
            .filter_map(|(&o, &r)| {
                Some((Odds::from_thousandths(o)?, RESULTS[r as usize]))
            })
            .collect();
        // stake × Π(numerator) / Π(denominator) in u128: at most 1e7 × 5.1e4^4 < 1e27.
        let (mut num, mut den) = (stake as u128, 1u128);
        for &(o, r) in &legs {
            let o = u128::from(o.thousandths());
            let (n, d) = match r {
                LegResult::Win => (o, 1000),
                LegResult::Lose => (0, 1),
                LegResult::Void => (1, 1),
                LegResult::HalfWin => (o + 1000, 2000),
                LegResult::HalfLose => (1, 2),
            };
            num *= n;
            den *= d;
        }
        let kind = if legs.len() == 1 { BetKind::Single } else { BetKind::Multiple };
        prop_assert_eq!(payout(kind, &legs, stake) as u128, num / den);
    }

    #[test]
    fn the_schedule_does_not_depend_on_the_window(seed in any::<u64>(), start in 0..200_000i64, hours in 1..12i64) {
        // Somewhere in 2026, any minute.
        let from = t(1_767_225_600 + start * 60);
        let to = from + Duration::hours(hours);
        let inner = schedule(seed, from, to);
        let outer: Vec<_> = schedule(seed, from - Duration::hours(1), to + Duration::hours(1))
            .into_iter()
            .filter(|f| f.starts_at >= from && f.starts_at < to)
            .collect();
        prop_assert_eq!(inner, outer);
    }
}

#[test]
fn every_priced_outcome_has_a_name() {
    for sport in Sport::ALL {
        let matchup = Matchup { sport: *sport, home: 75.0, away: 70.0, best_of: 3 };
        for market in price(&matchup, &Margins::default()) {
            for locale in crate::locale::Locale::ALL {
                assert!(!market.key.name(locale).is_empty());
                for outcome in &market.outcomes {
                    let name = super::outcome_name(&market.key, &outcome.code, "Ev", "Deplasman", locale);
                    let is_score = outcome.code.contains('-');
                    assert!(is_score || name != outcome.code, "{sport:?} {} {}", market.key.code(), outcome.code);
                }
            }
        }
    }
}

#[test]
fn football_results_come_up_as_often_as_priced() {
    for (home, away) in [(84.0, 60.0), (70.0, 72.0)] {
        let matchup = Matchup { sport: Sport::Football, home, away, best_of: 1 };
        let markets = price(&matchup, &Margins::default());
        let fair: Vec<f64> = markets[0].outcomes.iter().map(|o| o.probability).collect();
        let runs = 4000;
        let mut counts = [0usize; 3];
        for seed in 0..runs {
            let result = simulate(&matchup, seed);
            counts[match result.home.cmp(&result.away) {
                std::cmp::Ordering::Greater => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 2,
            }] += 1;
        }
        for (count, p) in counts.iter().zip(&fair) {
            let share = *count as f64 / runs as f64;
            // Four standard errors of a share out of 4000 (at most 0.032).
            let tolerance = 4.0 * (p * (1.0 - p) / runs as f64).sqrt();
            assert!((share - p).abs() < tolerance, "{home}-{away}: {share} vs {p}");
        }
    }
}

#[test]
fn other_sports_win_as_often_as_priced() {
    for sport in [Sport::Basketball, Sport::Tennis, Sport::Volleyball, Sport::IceHockey, Sport::Cs2] {
        let matchup = Matchup { sport, home: 80.0, away: 72.0, best_of: 3 };
        let markets = price(&matchup, &Margins::default());
        let ml = markets.iter().find(|m| m.key.kind == MarketKind::MoneyLine).and_then(|m| m.outcome("home"));
        let p = ml.map_or(f64::NAN, |o| o.probability);
        let runs = 2000;
        let won = (0..runs).filter(|&seed| simulate(&matchup, seed).winner() == Some(super::Side::Home)).count();
        let share = won as f64 / runs as f64;
        let tolerance = 4.0 * (p * (1.0 - p) / runs as f64).sqrt();
        assert!((share - p).abs() < tolerance, "{sport:?}: {share} vs {p}");
    }
}

/// Settling simulated matches at the fair odds (1 / fair probability) returns the stake on average, market by
/// market, pushes and half results included: the prices and the settlement describe the same bets.
#[test]
fn fair_odds_break_even_over_simulated_matches() {
    let runs = 2000;
    for (sport, best_of) in [(Sport::Football, 1), (Sport::Basketball, 1), (Sport::Tennis, 3), (Sport::IceHockey, 1)]
        .into_iter()
        .chain([(Sport::Volleyball, 5), (Sport::Cs2, 5)])
    {
        let matchup = Matchup { sport, home: 78.0, away: 70.0, best_of };
        let markets = price(&matchup, &Margins::default());
        let results: Vec<_> = (0..runs).map(|seed| simulate(&matchup, seed)).collect();
        for market in &markets {
            for outcome in market.outcomes.iter().filter(|o| (0.15..=0.85).contains(&o.probability)) {
                let fair_odds = 1.0 / outcome.probability;
                let returned: f64 = results
                    .iter()
                    .map(|result| {
                        let (refunded, paid) = resolve(&market.key, &outcome.code, result, sport).halves();
                        (f64::from(refunded) + f64::from(paid) * fair_odds) / 2.0
                    })
                    .sum::<f64>()
                    / f64::from(runs as u32);
                // Four standard errors of a win-or-lose bet at these odds.
                let tolerance =
                    4.0 * ((1.0 - outcome.probability) / outcome.probability / f64::from(runs as u32)).sqrt();
                assert!(
                    (returned - 1.0).abs() < tolerance,
                    "{sport:?} {} {}: returns {returned:.3} ± {tolerance:.3}",
                    market.key.code(),
                    outcome.code
                );
            }
        }
    }
}

#[test]
fn a_week_has_hundreds_of_fixtures_every_two_hours_and_nobody_plays_twice_at_once() {
    let from = t(1_764_633_600); // 2025-12-02 00:00 UTC
    let week = schedule(42, from, from + Duration::days(7));
    assert!(week.len() >= 300, "{}", week.len());
    for quarter in 0..(7 * 24 * 4 - 8) {
        let start = from + Duration::minutes(15 * quarter);
        let starting = week.iter().filter(|f| f.starts_at >= start && f.starts_at < start + Duration::hours(2)).count();
        assert!(starting >= 2, "{starting} starting at {start}");
    }
    // A football side plays once a round, and its league a round a day: never twice on one day.
    for (i, a) in week.iter().enumerate().filter(|(_, f)| f.league.sport == Sport::Football) {
        for b in week[i + 1..].iter().filter(|b| b.league.code == a.league.code) {
            if b.starts_at.date_naive() == a.starts_at.date_naive() {
                assert!(
                    ![b.home, b.away].contains(&a.home) && ![b.home, b.away].contains(&a.away),
                    "{} {}",
                    a.key,
                    b.key
                );
            }
        }
    }
    // Europe's football kicks off in its afternoon and evening.
    assert!(week.iter().filter(|f| f.league.code == "super-lig").all(|f| (10..20).contains(&f.starts_at.hour())));
    for (i, a) in week.iter().enumerate() {
        assert_eq!(a.starts_at.timestamp() % 900, 0, "{}", a.key);
        assert_ne!(a.home, a.away);
        for b in &week[i + 1..] {
            if a.league.sport != b.league.sport || b.starts_at >= a.ends_at() {
                continue;
            }
            for team in [a.home, a.away] {
                assert!(team != b.home && team != b.away, "{team}: {} and {}", a.key, b.key);
            }
        }
    }
    assert!(week.iter().any(|f| f.league.code == "super-lig" && f.home == "Galatasaray" || f.away == "Galatasaray"));
    assert_eq!(week.iter().map(|f| &f.key).collect::<std::collections::HashSet<_>>().len(), week.len());
}

#[test]
fn cadences_leave_room_for_the_longest_match() {
    for league in super::LEAGUES {
        let week = schedule(1, t(1_764_633_600), t(1_764_633_600 + 86_400));
        let mut starts: Vec<_> = week.iter().filter(|f| f.league.code == league.code).map(|f| f.starts_at).collect();
        starts.dedup();
        assert!(starts.len() >= 2, "{}", league.code);
        let gap = starts[1] - starts[0];
        assert!(gap >= league.sport.duration(5), "{}", league.code);
    }
}

#[test]
fn window_bounds_are_exact_to_the_nanosecond() {
    let day = t(1_764_633_600); // 2025-12-02 00:00 UTC
    let kick_off = schedule(3, day, day + Duration::days(1))[0].starts_at;
    let at = schedule(3, kick_off, kick_off + Duration::seconds(1));
    assert!(!at.is_empty());
    assert!(at.iter().all(|f| f.starts_at == kick_off));
    let just = Duration::nanoseconds(1);
    assert_eq!(schedule(3, kick_off - just, kick_off + just), at);
    assert!(schedule(3, kick_off + just, kick_off + Duration::minutes(15)).is_empty());
    assert!(schedule(3, kick_off - Duration::minutes(15), kick_off).iter().all(|f| f.starts_at < kick_off));
    assert!(schedule(3, kick_off, kick_off - Duration::hours(1)).is_empty());
}

#[test]
fn result_seeds_are_stable() {
    assert_eq!(super::result_seed(1, "super-lig-202612021700-0"), super::result_seed(1, "super-lig-202612021700-0"));
    assert_ne!(super::result_seed(1, "super-lig-202612021700-0"), super::result_seed(2, "super-lig-202612021700-0"));
    assert_ne!(super::result_seed(1, "super-lig-202612021700-0"), super::result_seed(1, "super-lig-202612021700-1"));
}
