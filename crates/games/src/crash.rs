//! The crash game: rounds shared by every player, live. A round takes bets for a while, then its multiplier
//! climbs from 1.00× (`m(t) = e^{k·t}`, [`CrashConfig::growth_per_ms`]) until it reaches the round's crash point;
//! a bet cashed out before that — by hand or at its automatic target — wins stake × the multiplier at cash-out.
//!
//! Crash points come from a hash chain ([`domain::games::crash`]): the chain's terminal hash and salt are public
//! before its first round; each round's hash is revealed when it ends and hashes to the one before it.
//!
//! Money: a bet is a wallet round like any other (`store::games`), taken during the betting time (`open`), given
//! its result when the player cashes out or the round crashes (`placed`), then its win is sent (`closed`; zero for
//! a lost bet). A bet whose flight was cut off (the server stopped mid-round) is rolled back when the loop starts
//! again. One loop per database: run it in one instance.
//!
//! Live state goes to every player over a WebSocket (`/games/api/crash/live`) as whole snapshots with the server's
//! time, so a page only renders the last one and computes the multiplier between snapshots itself.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::games::crash;
use serde_json::{Value, json};
use store::games::{NewRound, Status};
use tokio::sync::broadcast;

use crate::{Error, Games, Inner, bets, rounds};

/// The crash loop's timing.
#[derive(Debug, Clone)]
pub struct CrashConfig {
    /// How long bets are taken before take-off.
    pub betting: Duration,
    /// The pause after a crash before the next round's betting.
    pub pause: Duration,
    /// How often the flight is checked for automatic cash-outs and the crash.
    pub tick: Duration,
    /// `k` of `m(t) = e^{k·t}`, t in milliseconds: ln 2 / 9000 doubles the multiplier every 9 s.
    pub growth_per_ms: f64,
    /// Rounds per chain.
    pub chain_length: u64,
    /// A fixed chain seed and salt (tests); normally random.
    pub seed: Option<String>,
    pub salt: Option<String>,
}

impl Default for CrashConfig {
    fn default() -> CrashConfig {
        CrashConfig {
            betting: Duration::from_secs(7),
            pause: Duration::from_secs(4),
            tick: Duration::from_millis(50),
            growth_per_ms: std::f64::consts::LN_2 / 9_000.0,
            chain_length: 100_000,
            seed: None,
            salt: None,
        }
    }
}

impl CrashConfig {
    /// The multiplier (hundredths) `elapsed_ms` after take-off.
    pub fn multiplier(&self, elapsed_ms: i64) -> u64 {
        let m = 100.0 * (self.growth_per_ms * elapsed_ms.max(0) as f64).exp();
        (m.floor() as u64).clamp(100, crash::MAX_CRASH)
    }

    /// How long after take-off the multiplier reaches `point` (hundredths), in milliseconds.
    pub fn flight_ms(&self, point: u64) -> i64 {
        let mut ms = ((point as f64 / 100.0).ln() / self.growth_per_ms).floor() as i64;
        // Float rounding: step to the first millisecond whose multiplier shows the point.
        while self.multiplier(ms) < point {
            ms += 1;
        }
        while ms > 0 && self.multiplier(ms - 1) >= point {
            ms -= 1;
        }
        ms
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The loop has not started a round yet.
    Starting,
    Betting,
    Flying,
    Crashed,
}

impl Phase {
    fn as_str(self) -> &'static str {
        match self {
            Phase::Starting => "starting",
            Phase::Betting => "betting",
            Phase::Flying => "flying",
            Phase::Crashed => "crashed",
        }
    }
}

#[derive(Debug, Clone)]
struct LiveBet {
    /// The bet's wallet round: its row and id (the player's page knows its own bet by it).
    row: i64,
    id: String,
    player: String,
    stake: i64,
    auto: Option<u64>,
    cashout: Option<u64>,
}

impl LiveBet {
    fn win(&self) -> i64 {
        self.cashout.map_or(0, |m| crash::payout(self.stake, m, m))
    }
}

#[derive(Debug, Clone)]
struct LiveRound {
    id: i64,
    number: i64,
    hash: String,
    point: u64,
    betting_ends: DateTime<Utc>,
    started_at: Option<DateTime<Utc>>,
    bets: Vec<LiveBet>,
}

#[derive(Debug, Clone)]
struct Ended {
    number: i64,
    point: u64,
    hash: String,
}

struct Live {
    phase: Phase,
    round: Option<LiveRound>,
    history: VecDeque<Ended>,
    terminal_hash: String,
    salt: String,
}

/// The crash game's live state and its subscribers.
pub(crate) struct Crash {
    config: CrashConfig,
    live: Mutex<Live>,
    events: broadcast::Sender<Arc<str>>,
}

/// A bet's result to settle with the wallet.
struct Settlement {
    row: i64,
    win: i64,
    outcome: Value,
}

fn masked(player: &str) -> String {
    domain::casino::mask_name(player)
}

impl Crash {
    pub(crate) fn new(config: CrashConfig) -> Crash {
        let (events, _) = broadcast::channel(64);
        Crash {
            config,
            live: Mutex::new(Live {
                phase: Phase::Starting,
                round: None,
                history: VecDeque::new(),
                terminal_hash: String::new(),
                salt: String::new(),
            }),
            events,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Live> {
        // A panic while holding the lock leaves plain data behind; keep serving it.
        self.live.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Every player's view now: phase, round, bets, recent crash points, the chain's public data, the server time.
    pub(crate) fn snapshot(&self, now: DateTime<Utc>) -> Value {
        let live = self.lock();
        self.snapshot_of(&live, now)
    }

    fn snapshot_of(&self, live: &Live, now: DateTime<Utc>) -> Value {
        let round = live.round.as_ref().map(|round| {
            let crashed = live.phase == Phase::Crashed;
            let multiplier = match (live.phase, round.started_at) {
                (Phase::Flying, Some(started)) => {
                    Some(self.config.multiplier((now - started).num_milliseconds()).min(round.point))
                }
                (Phase::Crashed, _) => Some(round.point),
                _ => None,
            };
            json!({
                "number": round.number,
                "bettingEndsAt": round.betting_ends.timestamp_millis(),
                "startedAt": round.started_at.map(|t| t.timestamp_millis()),
                "multiplier": multiplier.map(|m| m as f64 / 100.0),
                "crashPoint": crashed.then_some(round.point as f64 / 100.0),
                "hash": crashed.then(|| round.hash.clone()),
                "bets": round.bets.iter().map(|bet| json!({
                    "id": bet.id,
                    "player": masked(&bet.player),
                    "stake": bets::major(bet.stake),
                    "autoCashout": bet.auto.map(|m| m as f64 / 100.0),
                    "cashout": bet.cashout.map(|m| m as f64 / 100.0),
                    "win": bets::major(bet.win()),
                })).collect::<Vec<_>>(),
            })
        });
        json!({
            "type": "state",
            "phase": live.phase.as_str(),
            "serverNow": now.timestamp_millis(),
            "growthPerMs": self.config.growth_per_ms,
            "round": round,
            "chain": { "terminalHash": live.terminal_hash, "salt": live.salt },
            "history": live.history.iter().map(|ended| json!({
                "number": ended.number,
                "crashPoint": ended.point as f64 / 100.0,
                "hash": ended.hash,
            })).collect::<Vec<_>>(),
        })
    }

    fn publish(&self, live: &Live, now: DateTime<Utc>) {
        let _ = self.events.send(Arc::from(self.snapshot_of(live, now).to_string()));
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Arc<str>> {
        self.events.subscribe()
    }
}

/// Places a bet on the round taking bets: `stake` in major units, `auto` an optional cash-out multiplier (≥ 1.01).
pub(crate) async fn bet(inner: &Inner, token: &str, stake: &Value, auto: &Value) -> Result<Value, Error> {
    let stake = bets::amount(stake)?;
    inner.config.limits(domain::games::GameCode::Crash).check(stake)?;
    let auto = match auto {
        Value::Null => None,
        Value::Number(number) => {
            let hundredths = domain::money::Money::parse_major(&number.to_string())
                .map_err(|_| Error::invalid("games.cashout"))?
                .minor();
            if !(crash::MIN_CASHOUT as i64..=crash::MAX_CRASH as i64).contains(&hundredths) {
                return Err(Error::invalid("games.cashout"));
            }
            Some(hundredths as u64)
        }
        _ => return Err(Error::invalid("games.cashout")),
    };
    let closed = || Error::new(StatusCode::CONFLICT, "games.crash_betting_closed");
    let taking = |now: DateTime<Utc>| {
        let live = inner.crash.lock();
        match (&live.phase, &live.round) {
            (Phase::Betting, Some(round)) if now < round.betting_ends => Some(round.id),
            _ => None,
        }
    };
    let round_id = taking(inner.clock.now()).ok_or_else(closed)?;
    let player = rounds::identify(inner, token, domain::games::GameCode::Crash).await?;
    let id = || uuid::Uuid::new_v4().to_string();
    let new = NewRound {
        round_uuid: id(),
        game: "crash".to_owned(),
        params: json!({ "autoCashout": auto.map(|m| m as f64 / 100.0) }).to_string(),
        outcome: "{}".to_owned(),
        stake,
        win: 0,
        bet_uuid: id(),
        win_uuid: id(),
        rollback_uuid: id(),
        token: token.to_owned(),
    };
    let round = store::games::start_crash_bet(&inner.db, &player.user, round_id, &new, inner.clock.now())
        .await?
        .ok_or_else(|| Error::new(StatusCode::CONFLICT, "games.crash_already_bet"))?;
    let answer = rounds::place_bet(inner, &round, Status::Open).await?;
    // The wallet took the bet: join the round, unless its betting closed meanwhile (then give the stake back).
    let joined = {
        let mut live = inner.crash.lock();
        let now = inner.clock.now();
        let open = matches!(live.phase, Phase::Betting);
        match live.round.as_mut() {
            Some(current) if open && current.id == round_id => {
                current.bets.push(LiveBet {
                    row: round.id,
                    id: round.round_uuid.clone(),
                    player: player.user.clone(),
                    stake,
                    auto,
                    cashout: None,
                });
                inner.crash.publish(&live, now);
                true
            }
            _ => false,
        }
    };
    if !joined {
        store::games::advance(&inner.db, round.id, &[Status::Open], Status::RollingBack, None, inner.clock.now())
            .await?;
        rounds::roll_back(inner, &round).await?;
        return Err(closed());
    }
    Ok(json!({ "balance": bets::major(answer.balance), "round": round.round_uuid }))
}

/// Cashes out the player's bet in the flying round at the multiplier now.
pub(crate) async fn cashout(games: &Games, token: &str) -> Result<Value, Error> {
    let inner = games.inner();
    let player = rounds::identify(inner, token, domain::games::GameCode::Crash).await?;
    let settlement = {
        let mut live = inner.crash.lock();
        let now = inner.clock.now();
        let config = &inner.crash.config;
        if live.phase != Phase::Flying {
            return Err(Error::new(StatusCode::CONFLICT, "games.crash_no_bet"));
        }
        let Some(round) = live.round.as_mut() else {
            return Err(Error::new(StatusCode::CONFLICT, "games.crash_no_bet"));
        };
        let started = round.started_at.unwrap_or(now);
        let elapsed = (now - started).num_milliseconds();
        if elapsed >= config.flight_ms(round.point) {
            // It has crashed; the loop is about to say so.
            return Err(Error::new(StatusCode::CONFLICT, "games.crash_no_bet"));
        }
        let multiplier = config.multiplier(elapsed).min(round.point);
        let number = round.number;
        let Some(bet) = round.bets.iter_mut().find(|bet| bet.player == player.user && bet.cashout.is_none()) else {
            return Err(Error::new(StatusCode::CONFLICT, "games.crash_no_bet"));
        };
        bet.cashout = Some(multiplier);
        let settlement = Settlement {
            row: bet.row,
            win: bet.win(),
            outcome: json!({ "round": number, "cashout": multiplier as f64 / 100.0 }),
        };
        inner.crash.publish(&live, now);
        settlement
    };
    let win = settlement.win;
    let balance = settle(inner, settlement).await;
    Ok(json!({ "win": bets::major(win), "balance": balance.map(bets::major) }))
}

/// Records a bet's result and sends its win; the balance when the wallet confirmed it (otherwise the recovery sweep
/// sends the same win later).
async fn settle(inner: &Inner, settlement: Settlement) -> Option<i64> {
    let now = inner.clock.now();
    match store::games::set_result(&inner.db, settlement.row, settlement.win, &settlement.outcome.to_string(), now)
        .await
    {
        Ok(true) => {}
        Ok(false) => return None,
        Err(error) => {
            tracing::error!(%error, row = settlement.row, "games: crash result not recorded");
            return None;
        }
    }
    let round = store::games::round(&inner.db, settlement.row).await.ok().flatten()?;
    rounds::settle(inner, &round).await.map(|answer| answer.balance)
}

fn settle_later(games: &Games, settlements: Vec<Settlement>) {
    for settlement in settlements {
        let games = games.clone();
        tokio::spawn(async move {
            settle(games.inner(), settlement).await;
        });
    }
}

/// Sleeps `duration` or until `stop`; false when stopped.
async fn pause(duration: Duration, stop: &mut tokio::sync::watch::Receiver<bool>) -> bool {
    tokio::select! {
        _ = tokio::time::sleep(duration) => true,
        _ = stop.wait_for(|stop| *stop) => false,
    }
}

/// The chain to play and its hashes `h[0..=N]`, made if none is left.
async fn chain(inner: &Inner) -> Result<(store::games::CrashChain, Vec<String>), Error> {
    let config = &inner.crash.config;
    if let Some(chain) = store::games::active_chain(&inner.db).await? {
        let hashes = crash::Chain::from_seed(&chain.seed, chain.length as u64)
            .ok_or_else(|| Error::internal("a stored crash chain's seed is not 64 hex characters"))?
            .hashes();
        return Ok((chain, hashes));
    }
    let made = match &config.seed {
        Some(seed) => crash::Chain::from_seed(seed, config.chain_length).ok_or_else(|| Error::internal("bad seed"))?,
        None => crash::Chain::generate(&mut rand::rng(), config.chain_length),
    };
    let salt = config.salt.clone().unwrap_or_else(|| {
        let bytes: [u8; 16] = rand::random();
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    });
    let hashes = made.hashes();
    let chain = store::games::create_chain(
        &inner.db,
        &made.seed_hex(),
        &salt,
        made.length() as i64,
        &made.terminal_hash(),
        inner.clock.now(),
    )
    .await?;
    tracing::info!(terminal = %chain.terminal_hash, salt = %chain.salt, "games: a new crash chain is published");
    Ok((chain, hashes))
}

/// Rolls back open bets whose flight was cut off.
async fn rescue_stranded(inner: &Inner, live_round: Option<i64>) -> Result<(), Error> {
    for round in store::games::stranded_crash_bets(&inner.db, live_round).await? {
        if store::games::advance(&inner.db, round.id, &[Status::Open], Status::RollingBack, None, inner.clock.now())
            .await?
        {
            tracing::warn!(round = %round.round_uuid, "games: a crash bet's flight was cut off; rolling it back");
            rounds::roll_back(inner, &round).await?;
        }
    }
    Ok(())
}

/// The crash loop: rounds one after another until `stop`.
pub(crate) async fn run(games: Games, mut stop: tokio::sync::watch::Receiver<bool>) {
    let inner = games.inner();
    if let Err(error) = rescue_stranded(inner, None).await {
        tracing::warn!(%error, "games: stranded crash bets not rolled back yet; the sweep retries");
    }
    if let Ok(recent) = store::games::ended_crash_rounds(&inner.db, 20).await {
        let mut live = inner.crash.lock();
        live.history = recent
            .into_iter()
            .map(|round| Ended { number: round.number, point: round.crash_point as u64, hash: round.hash })
            .collect();
    }
    loop {
        match play_round(&games, &mut stop).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(error) => {
                tracing::error!(%error, "games: a crash round failed");
                if !pause(Duration::from_secs(2), &mut stop).await {
                    return;
                }
            }
        }
    }
}

/// One round; false when stopped.
async fn play_round(games: &Games, stop: &mut tokio::sync::watch::Receiver<bool>) -> Result<bool, Error> {
    let inner = games.inner();
    let config = &inner.crash.config;
    let (chain, hashes) = chain(inner).await?;
    let number = chain.next_round;
    let hash = hashes.get(number as usize).cloned().ok_or_else(|| Error::internal("chain shorter than its length"))?;
    let point = crash::crash_point(&hash, &chain.salt);
    let Some(round) =
        store::games::take_crash_round(&inner.db, chain.id, number, &hash, point as i64, inner.clock.now()).await?
    else {
        return Err(Error::internal("another crash loop took this round: run one loop per database"));
    };
    // Betting.
    let now = inner.clock.now();
    let betting_ends = now + chrono::Duration::from_std(config.betting).unwrap_or(chrono::Duration::seconds(7));
    {
        let mut live = inner.crash.lock();
        live.phase = Phase::Betting;
        live.terminal_hash = chain.terminal_hash.clone();
        live.salt = chain.salt.clone();
        live.round = Some(LiveRound {
            id: round.id,
            number,
            hash: hash.clone(),
            point,
            betting_ends,
            started_at: None,
            bets: Vec::new(),
        });
        inner.crash.publish(&live, now);
    }
    if !pause(config.betting, stop).await {
        return Ok(false);
    }
    // Take-off.
    let started = inner.clock.now();
    {
        let mut live = inner.crash.lock();
        live.phase = Phase::Flying;
        if let Some(round) = live.round.as_mut() {
            round.started_at = Some(started);
        }
        inner.crash.publish(&live, started);
    }
    store::games::crash_round_times(&inner.db, round.id, Some(started), None).await?;
    let flight = config.flight_ms(point);
    loop {
        let now = inner.clock.now();
        let elapsed = (now - started).num_milliseconds();
        let crashed = elapsed >= flight;
        // Automatic cash-outs the multiplier has reached (all those at or below the crash point, once crashed).
        let reached = if crashed { point } else { config.multiplier(elapsed) };
        let settlements: Vec<Settlement> = {
            let mut live = inner.crash.lock();
            let mut due = Vec::new();
            if let Some(round) = live.round.as_mut() {
                for bet in round.bets.iter_mut().filter(|bet| bet.cashout.is_none()) {
                    if let Some(auto) = bet.auto.filter(|auto| *auto <= reached && *auto <= point) {
                        bet.cashout = Some(auto);
                        due.push(Settlement {
                            row: bet.row,
                            win: bet.win(),
                            outcome: json!({ "round": number, "cashout": auto as f64 / 100.0 }),
                        });
                    }
                }
            }
            if !due.is_empty() && !crashed {
                inner.crash.publish(&live, now);
            }
            due
        };
        settle_later(games, settlements);
        if crashed {
            break;
        }
        if !pause(config.tick, stop).await {
            return Ok(false);
        }
    }
    // The crash: reveal the hash; every bet still riding loses.
    let ended = inner.clock.now();
    let losses: Vec<Settlement> = {
        let mut live = inner.crash.lock();
        live.phase = Phase::Crashed;
        let losses = live
            .round
            .as_ref()
            .map(|round| {
                round
                    .bets
                    .iter()
                    .filter(|bet| bet.cashout.is_none())
                    .map(|bet| Settlement {
                        row: bet.row,
                        win: 0,
                        outcome: json!({ "round": number, "cashout": null, "crashPoint": point as f64 / 100.0 }),
                    })
                    .collect()
            })
            .unwrap_or_default();
        live.history.push_front(Ended { number, point, hash: hash.clone() });
        live.history.truncate(20);
        inner.crash.publish(&live, ended);
        losses
    };
    store::games::crash_round_times(&inner.db, round.id, None, Some(ended)).await?;
    settle_later(games, losses);
    Ok(pause(config.pause, stop).await)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_multiplier_doubles_every_nine_seconds_and_reaches_each_point_on_time() {
        let config = CrashConfig::default();
        assert_eq!(config.multiplier(0), 100);
        assert_eq!(config.multiplier(9_000), 200);
        assert_eq!(config.multiplier(18_000), 400);
        for point in [100, 101, 150, 200, 1_000, 123_456] {
            let ms = config.flight_ms(point);
            assert!(config.multiplier(ms) >= point, "{point}");
            assert!(ms == 0 || config.multiplier(ms - 1) < point, "{point}");
        }
        assert_eq!(config.flight_ms(100), 0);
    }
}
