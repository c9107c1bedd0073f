//! Where fixtures and results come from. A [`Feed`] answers the fixtures starting in a window and the result of a
//! match whose official end has passed; a real data feed plugs in behind the same trait. [`Simulated`], the
//! built-in one, schedules fixtures from `domain::sportsbook`'s leagues, deterministic from a seed, and plays each
//! match from the same model the prices come from, so the odds are fair to the results over many matches.

use chrono::{DateTime, Utc};
use domain::sportsbook::{MatchResult, Matchup, Sport};
use store::sportsbook::events::{Event, NewEvent};

/// A source of fixtures and results.
pub trait Feed: Send + Sync {
    /// The fixtures starting in `[from, to)`. Reading a window again gives the same fixtures (by `feed_key`).
    fn fixtures(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<NewEvent>;

    /// The official result of `event`, once its end has passed; `None` while it is not known.
    fn result(&self, event: &Event) -> Option<MatchResult>;
}

/// The built-in feed: continuous fixtures from a seed, results played from the pricing model.
#[derive(Debug, Clone, Copy)]
pub struct Simulated {
    seed: u64,
}

impl Simulated {
    pub fn new(seed: u64) -> Simulated {
        Simulated { seed }
    }
}

/// The matchup the prices and the result of `event` come from.
pub fn matchup(event: &Event) -> Option<Matchup> {
    let sport = Sport::parse(&event.sport)?;
    let best_of = u8::try_from(event.best_of).unwrap_or(1);
    Some(Matchup { sport, home: event.home_rating, away: event.away_rating, best_of })
}

impl Feed for Simulated {
    fn fixtures(&self, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<NewEvent> {
        domain::sportsbook::schedule(self.seed, from, to)
            .into_iter()
            .map(|fixture| NewEvent {
                ends_at: fixture.starts_at + fixture.league.sport.duration(fixture.best_of),
                feed_key: fixture.key,
                sport: fixture.league.sport.code().to_owned(),
                league: fixture.league.code.to_owned(),
                league_name: fixture.league.name.to_owned(),
                country: fixture.league.country.to_owned(),
                home: fixture.home.to_owned(),
                away: fixture.away.to_owned(),
                home_rating: fixture.home_rating,
                away_rating: fixture.away_rating,
                best_of: i64::from(fixture.best_of),
                starts_at: fixture.starts_at,
            })
            .collect()
    }

    fn result(&self, event: &Event) -> Option<MatchResult> {
        let matchup = matchup(event)?;
        Some(domain::sportsbook::simulate(&matchup, domain::sportsbook::result_seed(self.seed, &event.feed_key)))
    }
}
