//! The sportsbook's events: what the feed scheduled ([`add`]), how players browse them ([`list`], [`sports`]),
//! and how a match ends ([`finish`], [`cancel`]). An event is `scheduled` until its result is known; whether it is
//! live follows from the clock.

use chrono::{DateTime, SubsecRound, Utc};

use crate::{Db, Result, audit::NewEntry, with_db};

/// An event to add from the feed: what the feed scheduled.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct NewEvent {
    pub feed_key: String,
    pub sport: String,
    pub league: String,
    pub league_name: String,
    pub country: String,
    pub home: String,
    pub away: String,
    pub home_rating: f64,
    pub away_rating: f64,
    pub best_of: i64,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

/// An event: the feed's fixture (its fields read through, `event.home`), and how it stands.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Event {
    pub id: i64,
    #[sqlx(flatten)]
    pub fixture: NewEvent,
    /// `scheduled`, `ended` or `cancelled`.
    pub status: String,
    /// The result as JSON, once ended.
    pub result: Option<String>,
    pub reason: String,
}

impl std::ops::Deref for Event {
    type Target = NewEvent;

    fn deref(&self) -> &NewEvent {
        &self.fixture
    }
}

const EVENT: &str = "id, feed_key, sport, league, league_name, country, home, away, home_rating, away_rating, best_of,
    starts_at, ends_at, status, result, reason";

/// Adds the events not added yet (by `feed_key`); how many were new.
pub async fn add(db: &Db, events: &[NewEvent], now: DateTime<Utc>) -> Result<u64> {
    let now = now.trunc_subsecs(6);
    let mut added = 0;
    with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        for event in events {
            let search = domain::casino::search_key(&format!("{} {}", event.home, event.away));
            added += sqlx::query(
                "INSERT INTO sb_events (feed_key, sport, league, league_name, country, home, away, home_rating,
                     away_rating, best_of, search, starts_at, ends_at, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
                 ON CONFLICT (feed_key) DO NOTHING")
                .bind(&event.feed_key)
                .bind(&event.sport)
                .bind(&event.league)
                .bind(&event.league_name)
                .bind(&event.country)
                .bind(&event.home)
                .bind(&event.away)
                .bind(event.home_rating)
                .bind(event.away_rating)
                .bind(event.best_of)
                .bind(search)
                .bind(event.starts_at.trunc_subsecs(6))
                .bind(event.ends_at.trunc_subsecs(6))
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        }
        tx.commit().await
    }.await)?;
    Ok(added)
}

/// Which events a list shows, by the clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Not started yet.
    Upcoming,
    /// Started, result not known.
    Live,
    /// Ended or cancelled.
    Over,
    /// Ended (the result is in).
    Ended,
    /// Cancelled.
    Cancelled,
}

/// A list's filter.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// Only these sports (codes); every sport when empty.
    pub sports: Vec<&'a str>,
    pub league: Option<&'a str>,
    /// Only events starting in `[from, to)`.
    pub between: Option<(DateTime<Utc>, DateTime<Utc>)>,
    /// A search key ([`domain::casino::search_key`]) the teams' names contain.
    pub search: Option<String>,
    pub when: Option<When>,
}

/// The `WHERE` of `filter` at `now` and its binds, from `$1`.
fn condition(filter: &Filter<'_>, now: DateTime<Utc>) -> (String, Vec<Bind>) {
    let mut parts = Vec::new();
    let mut binds = Vec::new();
    let next = |bind: Bind, binds: &mut Vec<Bind>| {
        binds.push(bind);
        format!("${}", binds.len())
    };
    if !filter.sports.is_empty() {
        let list: Vec<String> =
            filter.sports.iter().map(|sport| next(Bind::Text((*sport).to_owned()), &mut binds)).collect();
        parts.push(format!("sport IN ({})", list.join(", ")));
    }
    if let Some(league) = filter.league {
        parts.push(format!("league = {}", next(Bind::Text(league.to_owned()), &mut binds)));
    }
    if let Some((from, to)) = filter.between {
        let from = next(Bind::Time(from), &mut binds);
        let to = next(Bind::Time(to), &mut binds);
        parts.push(format!("starts_at >= {from} AND starts_at < {to}"));
    }
    if let Some(search) = &filter.search {
        let pattern = format!("%{}%", search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        parts.push(format!("search LIKE {} ESCAPE '\\'", next(Bind::Text(pattern), &mut binds)));
    }
    let now = now.trunc_subsecs(6);
    match filter.when {
        Some(When::Upcoming) => {
            parts.push(format!("status = 'scheduled' AND starts_at > {}", next(Bind::Time(now), &mut binds)))
        }
        Some(When::Live) => {
            parts.push(format!("status = 'scheduled' AND starts_at <= {}", next(Bind::Time(now), &mut binds)))
        }
        Some(When::Over) => parts.push("status <> 'scheduled'".to_owned()),
        Some(When::Ended) => parts.push("status = 'ended'".to_owned()),
        Some(When::Cancelled) => parts.push("status = 'cancelled'".to_owned()),
        None => {}
    }
    let clause = if parts.is_empty() { String::new() } else { format!("WHERE {}", parts.join(" AND ")) };
    (clause, binds)
}

enum Bind {
    Text(String),
    Time(DateTime<Utc>),
}

macro_rules! bound {
    ($query:expr, $binds:expr) => {{
        let mut query = $query;
        for bind in $binds {
            query = match bind {
                Bind::Text(text) => query.bind(text.clone()),
                Bind::Time(time) => query.bind(*time),
            };
        }
        query
    }};
}

/// A page of events matching `filter` (upcoming and live by kick-off, the rest latest first) and how many match.
pub async fn list(db: &Db, filter: &Filter<'_>, now: DateTime<Utc>, skip: i64, take: i64) -> Result<(Vec<Event>, i64)> {
    let (clause, binds) = condition(filter, now);
    let order = order(filter);
    let page = format!(
        "SELECT {EVENT} FROM sb_events {clause} ORDER BY {order} LIMIT ${} OFFSET ${}",
        binds.len() + 1,
        binds.len() + 2
    );
    let count = format!("SELECT COUNT(*) FROM sb_events {clause}");
    let events: Vec<Event> = with_db!(db, pool => bound!(sqlx::query_as(&page), &binds)
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    let total: i64 = with_db!(db, pool => bound!(sqlx::query_scalar(&count), &binds).fetch_one(pool).await)?;
    Ok((events, total))
}

/// Upcoming and live by kick-off, the rest latest first.
fn order(filter: &Filter<'_>) -> &'static str {
    match filter.when {
        Some(When::Over | When::Ended | When::Cancelled) => "starts_at DESC, id DESC",
        _ => "starts_at, id",
    }
}

/// An event with what is open on it, for the back office.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Booked {
    #[sqlx(flatten)]
    pub event: Event,
    /// Open slips with a selection on it.
    pub open_slips: i64,
    /// Their total stake (kuruş; a slip counts whole however many of its selections are on the event).
    pub open_stake: i64,
}

/// [`list`] with each event's open slips and their stake.
pub async fn booked(
    db: &Db,
    filter: &Filter<'_>,
    now: DateTime<Utc>,
    skip: i64,
    take: i64,
) -> Result<(Vec<Booked>, i64)> {
    let (clause, binds) = condition(filter, now);
    let open = "FROM sb_bets b WHERE b.status = 'open' AND b.id IN (SELECT s.bet_id FROM sb_selections s WHERE s.event_id = e.id)";
    let page = format!(
        "SELECT {EVENT}, (SELECT COUNT(*) {open}) AS open_slips,
             CAST((SELECT COALESCE(SUM(b.total_stake), 0) {open}) AS BIGINT) AS open_stake
         FROM sb_events e {clause} ORDER BY {} LIMIT ${} OFFSET ${}",
        order(filter),
        binds.len() + 1,
        binds.len() + 2
    );
    let count = format!("SELECT COUNT(*) FROM sb_events e {clause}");
    let events: Vec<Booked> = with_db!(db, pool => bound!(sqlx::query_as(&page), &binds)
        .bind(take)
        .bind(skip)
        .fetch_all(pool)
        .await)?;
    let total: i64 = with_db!(db, pool => bound!(sqlx::query_scalar(&count), &binds).fetch_one(pool).await)?;
    Ok((events, total))
}

/// One event.
pub async fn get(db: &Db, id: i64) -> Result<Option<Event>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!("SELECT {EVENT} FROM sb_events WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await)?)
}

/// The events of `ids` that exist.
pub async fn many(db: &Db, ids: &[i64]) -> Result<Vec<Event>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let list: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!("SELECT {EVENT} FROM sb_events WHERE id IN ({})", list.join(", "));
    Ok(with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for id in ids {
            query = query.bind(*id);
        }
        query.fetch_all(pool).await
    })?)
}

/// A league with events not started yet, and how many.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct LeagueCount {
    pub sport: String,
    pub league: String,
    pub league_name: String,
    pub country: String,
    pub count: i64,
}

/// Every league with events not over (upcoming or live), with their counts.
pub async fn leagues(db: &Db) -> Result<Vec<LeagueCount>> {
    Ok(with_db!(db, pool => sqlx::query_as(
        "SELECT sport, league, league_name, country, COUNT(*) AS count FROM sb_events
         WHERE status = 'scheduled' GROUP BY sport, league, league_name, country ORDER BY sport, league_name")
        .fetch_all(pool)
        .await)?)
}

/// Scheduled events whose official end has passed at `now`, earliest first: the feed's results are due.
pub async fn due(db: &Db, now: DateTime<Utc>, limit: i64) -> Result<Vec<Event>> {
    Ok(with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {EVENT} FROM sb_events WHERE status = 'scheduled' AND ends_at <= $1 ORDER BY ends_at, id LIMIT $2"))
        .bind(now.trunc_subsecs(6))
        .bind(limit)
        .fetch_all(pool)
        .await)?)
}

/// Records a scheduled event's result, with an operator's audit row (`audit`) in the same transaction; false when it
/// was not scheduled (ended or cancelled already), and then nothing is written.
pub async fn finish(db: &Db, id: i64, result: &str, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<bool> {
    let sql =
        "UPDATE sb_events SET status = 'ended', result = $2, updated_at = $3 WHERE id = $1 AND status = 'scheduled'";
    change(db, sql, id, result, now, audit).await
}

/// Cancels a scheduled event (its bets are void), with an operator's audit row (`audit`) in the same transaction;
/// false when it was not scheduled.
pub async fn cancel(db: &Db, id: i64, reason: &str, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<bool> {
    let sql = "UPDATE sb_events SET status = 'cancelled', reason = $2, updated_at = $3 WHERE id = $1 AND status = 'scheduled'";
    change(db, sql, id, reason, now, audit).await
}

/// Runs one of the updates above and appends `audit` when it changed the event.
async fn change(db: &Db, sql: &str, id: i64, text: &str, now: DateTime<Utc>, audit: Option<&NewEntry>) -> Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let changed = sqlx::query(sql).bind(id).bind(text).bind(now.trunc_subsecs(6)).execute(&mut *tx).await?;
        if changed.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some(entry) = audit {
            crate::audit::append(&mut *tx, entry).await?;
        }
        tx.commit().await?;
        Ok(true)
    })
}
