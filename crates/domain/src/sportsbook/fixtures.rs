//! The simulated feed's fixture list: which sides meet when, a pure function of a seed and absolute time.
//!
//! Each league plays in slots of its own cadence (every few hours, kick-offs on quarter hours, counted from
//! 2024-01-01 00:00 UTC), a few matches a slot. A slot's matches are drawn from one round of the league's
//! round-robin (so nobody plays twice in a slot), in an order and orientation drawn from the seed, the league and
//! the slot; a cadence is never shorter than the longest match of its sport, so a side's matches never overlap
//! within a league. A side that also plays in an earlier league of [`LEAGUES`] (Galatasaray in the Süper Lig and
//! the Champions League) sits out a slot that would overlap a match it has there. Nothing depends on the window
//! asked for: the same slot always gives the same fixtures, so a feed can be read again in any window.

use chrono::{DateTime, Duration, Utc};
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

/// How a league's slots fall: every `every` minutes from `phase` minutes past the epoch, `per_slot` matches each.
struct Cadence {
    every: i64,
    phase: i64,
    per_slot: usize,
}

/// The cadence of each league (by code); leagues not listed play every 6 hours, one match a slot. Twelve leagues
/// play every 6 hours at the twelve half hours of a 6-hour cycle, so every hour of the day has at least two
/// kick-offs; the rest add to them.
const CADENCES: &[(&str, Cadence)] = &[
    ("super-lig", Cadence { every: 360, phase: 300, per_slot: 2 }),
    ("premier-league", Cadence { every: 360, phase: 180, per_slot: 2 }),
    ("la-liga", Cadence { every: 360, phase: 210, per_slot: 2 }),
    ("serie-a", Cadence { every: 360, phase: 330, per_slot: 2 }),
    ("bundesliga", Cadence { every: 360, phase: 150, per_slot: 2 }),
    ("champions-league", Cadence { every: 720, phase: 1215, per_slot: 2 }),
    ("bsl", Cadence { every: 360, phase: 120, per_slot: 1 }),
    ("nba", Cadence { every: 360, phase: 0, per_slot: 2 }),
    ("euroleague", Cadence { every: 720, phase: 1065, per_slot: 2 }),
    ("atp", Cadence { every: 360, phase: 60, per_slot: 2 }),
    ("wta", Cadence { every: 360, phase: 90, per_slot: 2 }),
    ("sultanlar-ligi", Cadence { every: 360, phase: 240, per_slot: 1 }),
    ("efeler-ligi", Cadence { every: 360, phase: 270, per_slot: 1 }),
    ("nhl", Cadence { every: 360, phase: 30, per_slot: 2 }),
    ("cs2-pro", Cadence { every: 300, phase: 0, per_slot: 1 }),
    ("dota2-pro", Cadence { every: 300, phase: 135, per_slot: 1 }),
    ("lck", Cadence { every: 240, phase: 45, per_slot: 1 }),
    ("lec", Cadence { every: 240, phase: 165, per_slot: 1 }),
    ("vct", Cadence { every: 300, phase: 255, per_slot: 1 }),
];

const DEFAULT_CADENCE: Cadence = Cadence { every: 360, phase: 0, per_slot: 1 };

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
    let prng = &mut Prng::new(mix(mix(seed, text_hash(league.code)), slot as u64));
    let rounds = round_robin(league.teams.len());
    let round = &rounds[(slot.rem_euclid(rounds.len() as i64)) as usize];
    let mut pairs = round.clone();
    for i in (1..pairs.len()).rev() {
        pairs.swap(i, prng.below(i as u64 + 1) as usize);
    }
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
