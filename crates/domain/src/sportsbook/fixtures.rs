//! The simulated feed's fixture list: which sides meet when, a pure function of a seed and absolute time.
//!
//! Each league plays in slots of its own cadence (every few hours, kick-offs on quarter hours, counted from
//! 2024-01-01 00:00 UTC, within the hours its country plays), a few matches a slot. A slot's matches are the next
//! pairs of the current round of the league's round-robin (so a side plays once a round), their orientation and
//! form drawn from the seed, the league and the slot; a cadence is never shorter than the longest match of its sport, so a side's matches never overlap
//! within a league. A side that also plays in an earlier league of [`LEAGUES`] (Galatasaray in the Süper Lig and
//! the Champions League) sits out a slot that would overlap a match it has there. Nothing depends on the window
//! asked for: the same slot always gives the same fixtures, so a feed can be read again in any window.

use chrono::{DateTime, Duration, Timelike, Utc};
use serde::Serialize;
use sha2::{Digest, Sha256};

pub use super::teams::{LEAGUES, League};
use super::{
    matchup::Matchup,
    random::{Prng, mix, text_hash},
    sport::Sport,
};

/// A scheduled match of the simulated feed (serialisable for answers; rebuilt from the schedule, never read back).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fixture {
    /// Its stable id: `<league>-<YYYYMMDDHHMM of the start>-<n>` (`super-lig-202612021800-0`).
    pub key: String,
    pub league: &'static League,
    pub home: &'static str,
    pub away: &'static str,
    /// The sides' ratings on the day (their league rating and a little form).
    pub home_rating: f64,
    pub away_rating: f64,
    pub starts_at: DateTime<Utc>,
    /// Sets (tennis, volleyball) or maps (e-sports) it is played over; 1 elsewhere.
    pub best_of: u8,
}

impl Fixture {
    /// The match as the models see it.
    pub fn matchup(&self) -> Matchup {
        Matchup { sport: self.league.sport, home: self.home_rating, away: self.away_rating, best_of: self.best_of }
    }

    /// When it officially ends ([`Sport::duration`]) and can be settled.
    pub fn ends_at(&self) -> DateTime<Utc> {
        self.starts_at + self.league.sport.duration(self.best_of)
    }
}

/// How a league's slots fall: every `every` minutes from `phase` minutes past the epoch, `per_slot` matches each,
/// and only those starting in the UTC hours `[from, to)` of `hours` when given (a football league plays in the
/// afternoon and evening of its country, not at 5 in the morning).
struct Cadence {
    every: i64,
    phase: i64,
    per_slot: usize,
    hours: Option<(u32, u32)>,
}

const fn cadence_of(every: i64, phase: i64, per_slot: usize, hours: Option<(u32, u32)>) -> Cadence {
    Cadence { every, phase, per_slot, hours }
}

/// The cadence of each league (by code); leagues not listed play every 6 hours, one match a slot. Europe's
/// football, basketball and volleyball play in the afternoons and evenings (UTC hours); the NBA and the NHL in
/// America's evening, which is Europe's night; tennis and e-sports around the clock, so every two hours of the day
/// have kick-offs. A league plays its round-robin in order, a round spread over consecutive slots, so a side plays once
/// a round, every few days.
const CADENCES: &[(&str, Cadence)] = &[
    ("super-lig", cadence_of(180, 600, 1, Some((10, 20)))),
    ("premier-league", cadence_of(180, 690, 1, Some((11, 20)))),
    ("la-liga", cadence_of(180, 735, 1, Some((12, 21)))),
    ("serie-a", cadence_of(180, 660, 1, Some((11, 20)))),
    ("bundesliga", cadence_of(180, 630, 1, Some((10, 19)))),
    ("champions-league", cadence_of(165, 1020, 2, Some((17, 21)))),
    ("bsl", cadence_of(180, 780, 1, Some((13, 19)))),
    ("nba", cadence_of(150, 135, 2, Some((0, 5)))),
    ("euroleague", cadence_of(150, 1020, 2, Some((17, 21)))),
    ("atp", cadence_of(210, 0, 1, None)),
    ("wta", cadence_of(210, 90, 1, None)),
    ("sultanlar-ligi", cadence_of(180, 780, 1, Some((12, 18)))),
    ("efeler-ligi", cadence_of(180, 810, 1, Some((12, 18)))),
    ("nhl", cadence_of(150, 105, 1, Some((0, 5)))),
    ("cs2-pro", cadence_of(300, 15, 1, None)),
    ("dota2-pro", cadence_of(300, 90, 1, None)),
    ("lck", cadence_of(240, 90, 1, None)),
    ("lec", cadence_of(240, 210, 1, None)),
    ("vct", cadence_of(300, 195, 1, None)),
];

const DEFAULT_CADENCE: Cadence = cadence_of(360, 0, 1, None);

fn cadence(league: &League) -> &'static Cadence {
    CADENCES.iter().find(|(code, _)| *code == league.code).map_or(&DEFAULT_CADENCE, |(_, cadence)| cadence)
}

/// Slot 0's reference: 2024-01-01 00:00:00 UTC.
fn epoch() -> DateTime<Utc> {
    DateTime::from_timestamp(1_704_067_200, 0).unwrap_or_default()
}

/// Every fixture that starts in `[from, to)`, by start time then key.
pub fn schedule(seed: u64, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<Fixture> {
    let mut fixtures: Vec<Fixture> =
        (0..LEAGUES.len()).flat_map(|index| league_fixtures(seed, index, from, to)).collect();
    fixtures.sort_by(|a, b| (a.starts_at, &a.key).cmp(&(b.starts_at, &b.key)));
    fixtures
}

/// The seed [`super::simulate::simulate`] takes for a fixture's result: the first 8 bytes (big-endian) of
/// SHA-256 of `zar-sportsbook-result:<seed>:<fixture key>`.
pub fn result_seed(seed: u64, fixture_key: &str) -> u64 {
    let digest = Sha256::digest(format!("zar-sportsbook-result:{seed}:{fixture_key}").as_bytes());
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(bytes)
}

/// The fixtures of league `index` that start in `[from, to)`.
fn league_fixtures(seed: u64, index: usize, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<Fixture> {
    let cadence = cadence(&LEAGUES[index]);
    let (every, phase) = (cadence.every * 60, cadence.phase * 60);
    let slot_of = |t: DateTime<Utc>| ((t - epoch()).num_seconds() - phase).div_euclid(every);
    // One slot more either side, then the exact bounds (a bound may fall inside a second).
    (slot_of(from) - 1..=slot_of(to) + 1)
        .flat_map(|slot| slot_fixtures(seed, index, slot))
        .filter(|fixture| fixture.starts_at >= from && fixture.starts_at < to)
        .collect()
}

/// The fixtures of one slot of league `index`.
fn slot_fixtures(seed: u64, index: usize, slot: i64) -> Vec<Fixture> {
    let league = &LEAGUES[index];
    let cadence = cadence(league);
    let starts_at = epoch() + Duration::minutes(cadence.phase + slot * cadence.every);
    if let Some((from, to)) = cadence.hours
        && !(from..to).contains(&starts_at.hour())
    {
        return Vec::new();
    }
    let prng = &mut Prng::new(mix(mix(seed, text_hash(league.code)), slot as u64));
    // The round-robin in order, a round's pairs over consecutive slots, so a side plays once a round: a league
    // that plays in some hours only plays a round a day (its first slots that day), the others a round every
    // few slots.
    let rounds = round_robin(league.teams.len());
    let chunks = rounds[0].len().div_ceil(cadence.per_slot).max(1) as i64;
    let (round, chunk) = match cadence.hours {
        Some((from, _)) => {
            let day = (starts_at - epoch()).num_days();
            let opens = (day * 24 + i64::from(from)) * 60 - cadence.phase;
            let first_slot = opens.div_euclid(cadence.every) + i64::from(opens.rem_euclid(cadence.every) != 0);
            (day, slot - first_slot)
        }
        None => (slot.div_euclid(chunks), slot.rem_euclid(chunks)),
    };
    let round = &rounds[round.rem_euclid(rounds.len() as i64) as usize];
    let first = usize::try_from(chunk).unwrap_or(usize::MAX).saturating_mul(cadence.per_slot);
    let pairs: Vec<(usize, usize)> = round.iter().copied().skip(first).take(cadence.per_slot).collect();
    let mut fixtures = Vec::new();
    for (a, b) in pairs {
        if fixtures.len() == cadence.per_slot {
            break;
        }
        let (home, away) = if prng.chance(0.5) { (a, b) } else { (b, a) };
        let best_of = best_of(league.sport, league.code, prng);
        let ends = starts_at + league.sport.duration(best_of);
        let (home, away) = (league.teams[home], league.teams[away]);
        let form = |prng: &mut Prng, rating: f64| (rating + 5.0 * (prng.unit() - 0.5)).clamp(0.0, 100.0);
        let (home_rating, away_rating) = (form(prng, home.1), form(prng, away.1));
        if busy(seed, index, home.0, starts_at, ends) || busy(seed, index, away.0, starts_at, ends) {
            continue;
        }
        fixtures.push(Fixture {
            key: format!("{}-{}-{}", league.code, starts_at.format("%Y%m%d%H%M"), fixtures.len()),
            league,
            home: home.0,
            away: away.0,
            home_rating,
            away_rating,
            starts_at,
            best_of,
        });
    }
    fixtures
}

/// The series length of a match: tennis majors-style best of 5 for a third of ATP matches, e-sports mostly best
/// of 3 with some best of 1 and best of 5, volleyball 5, 1 elsewhere.
fn best_of(sport: Sport, league: &str, prng: &mut Prng) -> u8 {
    let roll = prng.below(10);
    match sport {
        Sport::Tennis if league == "atp" && roll < 3 => 5,
        Sport::Tennis => 3,
        _ if sport.is_esport() && roll < 2 => 1,
        _ if sport.is_esport() && roll == 9 => 5,
        _ => sport.best_of(3),
    }
}

/// Whether `team` plays in a league before `index` (of the same sport) at a time overlapping `[starts, ends)`.
fn busy(seed: u64, index: usize, team: &str, starts: DateTime<Utc>, ends: DateTime<Utc>) -> bool {
    let sport = LEAGUES[index].sport;
    LEAGUES[..index].iter().enumerate().any(|(earlier, league)| {
        league.sport == sport
            && league.rating(team).is_some()
            && league_fixtures(seed, earlier, starts - sport.duration(5), ends)
                .iter()
                .any(|f| (f.home == team || f.away == team) && f.ends_at() > starts)
    })
}

/// The rounds of a single round-robin of `n` sides (the circle method), each a list of disjoint pairs of
/// indices; with an odd `n` one side rests each round.
fn round_robin(n: usize) -> Vec<Vec<(usize, usize)>> {
    let sides = n + n % 2;
    if sides < 2 {
        return vec![Vec::new()];
    }
    (0..sides - 1)
        .map(|round| {
            let at = |k: usize| if k == 0 { 0 } else { (k - 1 + round) % (sides - 1) + 1 };
            (0..sides / 2).map(|k| (at(k), at(sides - 1 - k))).filter(|&(a, b)| a < n && b < n).collect()
        })
        .collect()
}
