//! Lobby search over a 10,000-game catalogue (architecture §12): `POST /api/casino/games` with `{search, live, skip: 0,
//! take}` through the whole app — the quick search a player types into (take 5) and the search page (take 24),
//! on the lobby (non-live games) and on the live casino (live tables). The baseline, in the same run: a bare
//! handler doing one indexed query over the same catalogue (a game by its unique provider and code). A bare
//! handler running the same store search without the app's layers, on the same pool, is a diagnostic that splits
//! the time between the query and the rest.
//!
//! Budget: the app's p99 within 3× the baseline's at the same offered rate. As in `user_balance`, a closed loop
//! measures the throughput (its latency is the queue the bench builds), and the budget is checked in a paced run
//! offering half the app's closed-loop throughput to all three targets: half the baseline's rate, as the other
//! scenarios pace, would be several times what the search can serve and measure a queue, not a service time.

use std::time::Duration;

use anyhow::Context;
use api::{AppState, casino::lobby::CasinoGame};
use axum::{Json, Router, extract::State, http::StatusCode, routing::post};
use domain::{
    casino::{LiveType, Lobby, search_key},
    clock::Clock,
};
use serde::Deserialize;
use serde_json::{Value, json};
use store::{
    Db,
    casino::catalogue::{self, NewGame, Scope},
};
use tokio::{net::TcpListener, sync::oneshot};

use super::{Options, Rng, user_balance};
use crate::{
    load::{self, Call, Load, Measured},
    report::{Report, Row},
};

/// Games in the catalogue.
pub const GAMES: usize = 10_000;
/// Players searching at once.
const SEARCHERS: usize = 64;
/// The app's paced p99 may be at most this many times the baseline's at the same rate.
const MAX_P99_FACTOR: f64 = 3.0;
/// Warm-up of every round after the first.
const REWARM: Duration = Duration::from_millis(250);

const BASELINE: &str = "baseline: bare handler, one indexed lookup (a game by provider and code)";
const APP: &str = "POST /api/casino/games search (the app)";
const BARE: &str = "diagnostic: bare handler, the store's search";

pub async fn run(db: &Db, backend: &'static str, options: Options) -> anyhow::Result<Report> {
    let (names, lookups) = seed(db).await?;
    let state = AppState::new(db.clone(), user_balance::settings());
    let (app, stop_app) = spawn(api::app(state)).await?;
    let bare = Router::new()
        .route("/bare/search", post(bare_search))
        .route("/bare/lookup", post(bare_lookup))
        .with_state(db.clone());
    let (bare, stop_bare) = spawn(bare).await?;
    let result = measure(backend, options, &names, &lookups, &app, &bare).await;
    let _ = stop_app.send(());
    let _ = stop_bare.send(());
    result
}

async fn spawn(router: Router) -> anyhow::Result<(String, oneshot::Sender<()>)> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(api::serve(listener, router, async {
        let _ = stopped.await;
    }));
    Ok((base, stop))
}

/// Words game names are made of: the usual themes, and Turkish ones with İ, ı, ş, ç, ğ, ö, ü for the folding.
const WORDS: &[&str] = &[
    "Sweet",
    "Gates",
    "Book",
    "Wolf",
    "Gold",
    "Big",
    "Bass",
    "Fruit",
    "Party",
    "Starlight",
    "Princess",
    "Sugar",
    "Rush",
    "Hot",
    "Fiesta",
    "Burning",
    "Joker",
    "Wild",
    "Lucky",
    "Dragon",
    "Fortune",
    "Mega",
    "Diamond",
    "Treasure",
    "Pharaoh",
    "Viking",
    "Olympus",
    "Zeus",
    "Aztec",
    "Jungle",
    "Ocean",
    "Royal",
    "Magic",
    "Mystic",
    "Crystal",
    "Fire",
    "Ice",
    "Thunder",
    "Neon",
    "Buffalo",
    "Tiger",
    "Panda",
    "Cleopatra",
    "Pirate",
    "Candy",
    "Cherry",
    "Seven",
    "Bonanza",
    "Hold",
    "Spin",
    "Reels",
    "Jackpot",
    "Riches",
    "Legend",
    "Quest",
    "Rise",
    "Kingdom",
    "Empire",
    "Blaze",
    "Rocket",
    "Galaxy",
    "Samurai",
    "Ninja",
    "Wizard",
    "Witch",
    "Vampire",
    "Ghost",
    "Mummy",
    "Safari",
    "Gems",
    "Coins",
    "Bells",
    "Stars",
    "Moon",
    "Sun",
    "Rainbow",
    "Clover",
    "Bounty",
    "Outlaw",
    "Sheriff",
    "Desert",
    "Pyramid",
    "Temple",
    "Jewel",
    "Ruby",
    "Emerald",
    "Sapphire",
    "İstanbul",
    "Şeker",
    "Çılgın",
    "Altın",
    "Ateş",
    "Yıldız",
    "Güneş",
    "Kızıl",
    "Öfke",
    "Büyük",
    "Işık",
    "Sultan",
    "Lale",
    "Çarşı",
    "Kervan",
];
const SUFFIXES: &[&str] = &["", "", "", "", "Deluxe", "Megaways", "1000", "100", "II", "Hold and Win", "Xmas"];
const STUDIOS: &[&str] = &["Pragmatic Play", "Play'n GO", "NetEnt", "Hacksaw Gaming", "EGT Digital", "Amusnet"];

/// Loads a 10,000-game catalogue across every lobby and the six external providers; the games' names, and the
/// baseline's lookups (one game in every `GAMES / SEARCHERS`, as `{provider, code}` bodies).
async fn seed(db: &Db) -> anyhow::Result<(Vec<String>, Vec<Value>)> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut games = Vec::with_capacity(GAMES);
    for n in 0..GAMES {
        let words = 2 + rng.below(2);
        let mut name: Vec<&str> = (0..words).map(|_| rng.pick(WORDS)).collect();
        let suffix = rng.pick(SUFFIXES);
        if !suffix.is_empty() {
            name.push(suffix);
        }
        let name = name.join(" ");
        // Mostly slots, as real catalogues are; a tenth live tables.
        let (lobby, live) = match rng.below(100) {
            0..=69 => (Lobby::Slot, None),
            70..=79 => (Lobby::Live, Some(LiveType::ALL[rng.below(LiveType::ALL.len())])),
            80..=87 => (Lobby::Games, None),
            88..=91 => (Lobby::Bingo, None),
            92..=95 => (Lobby::TvBets, None),
            _ => (Lobby::Virtual, None),
        };
        games.push(NewGame {
            provider_id: 2 + rng.below(6) as i64,
            game_code: format!("bench-{n}"),
            name,
            studio: rng.pick(STUDIOS).to_owned(),
            main_provider_id: 2,
            product_id: String::new(),
            system: String::new(),
            image_url: format!("/media/casino/games/bench-{n}.svg"),
            lobby,
            live,
            tags: Vec::new(),
            rtp: Some(9500 + rng.below(200) as i64),
            position: rng.below(1000) as i64,
            // A few switched off, as operators do.
            enabled: rng.below(50) != 0,
            categories: Vec::new(),
        });
    }
    let added = catalogue::import_games(db, &games, Clock::default().now()).await.context("seeding the catalogue")?;
    anyhow::ensure!(added as usize == GAMES, "{added} of {GAMES} games added");
    let lookups = games
        .iter()
        .step_by(GAMES / SEARCHERS)
        .take(SEARCHERS)
        .map(|g| json!({"provider": g.provider_id, "code": g.game_code}))
        .collect();
    Ok((games.into_iter().map(|g| g.name).collect(), lookups))
}

/// The searches players make: parts of real names as they type them (in any case, with or without Turkish
/// letters), on the lobby and on the live casino, a fifth of them the full page; and some that find nothing.
fn searches(names: &[String]) -> Vec<Value> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    (0..SEARCHERS)
        .map(|i| {
            let search = if i % 8 == 7 {
                format!("qzx{i}")
            } else {
                let name = &names[rng.below(names.len())];
                let words: Vec<&str> = name.split(' ').collect();
                let word = words[rng.below(words.len())];
                let typed: String = word.chars().take(3 + rng.below(6)).collect();
                match i % 4 {
                    0 => typed.to_uppercase(),
                    1 => search_key(&typed),
                    _ => typed,
                }
            };
            let take = if i % 5 == 0 { 24 } else { 5 };
            json!({"search": search, "live": i % 6 == 0, "skip": 0, "take": take})
        })
        .collect()
}

/// What the bare handler takes.
#[derive(Deserialize)]
struct Search {
    search: String,
    live: bool,
    take: i64,
}

/// The diagnostic: the store's search and the answer's serialization, nothing else.
async fn bare_search(State(db): State<Db>, Json(search): Json<Search>) -> Result<Json<Value>, StatusCode> {
    let key = search_key(&search.search);
    let page = catalogue::page(&db, Scope::Search { key: &key, live: search.live }, 0, search.take)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let games: Vec<CasinoGame> = page.games.into_iter().map(CasinoGame::from).collect();
    Ok(Json(json!({"success": true, "message": null, "data": [{"id": 0, "total": page.total, "games": games}]})))
}

/// What the baseline takes.
#[derive(Deserialize)]
struct Lookup {
    provider: i64,
    code: String,
}

/// The baseline: one game by its unique `(provider_id, game_code)` index, serialized as the lobby does.
async fn bare_lookup(State(db): State<Db>, Json(lookup): Json<Lookup>) -> Result<Json<Value>, StatusCode> {
    let game = catalogue::game_by_code(&db, lookup.provider, &lookup.code)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?
        .ok_or(StatusCode::NOT_FOUND)?;
    let games = vec![CasinoGame::from(game)];
    Ok(Json(json!({"success": true, "message": null, "data": [{"id": 0, "total": 1, "games": games}]})))
}

/// A search answers and finds what it should before anything is timed.
async fn check(url: &str, body: &Value, names: &[String]) -> anyhow::Result<()> {
    let answer: Value = reqwest::Client::new().post(url).json(body).send().await?.json().await?;
    anyhow::ensure!(answer["success"] == true, "{url} answered {answer}");
    let key = search_key(body["search"].as_str().unwrap_or_default());
    let expected = names.iter().filter(|name| search_key(name).contains(&key)).count();
    let total = answer["data"][0]["total"].as_u64().unwrap_or(0) as usize;
    // Some games are switched off, and live searches see only live tables: never more than the names hold.
    anyhow::ensure!(total <= expected, "{body}: {total} found, at most {expected} expected");
    Ok(())
}

struct Target {
    name: &'static str,
    calls: Vec<Call>,
    client: reqwest::Client,
}

async fn measure(
    backend: &'static str,
    options: Options,
    names: &[String],
    lookups: &[Value],
    app: &str,
    bare: &str,
) -> anyhow::Result<Report> {
    let bodies = searches(names);
    let target = |name, url: String| -> anyhow::Result<Target> {
        let calls = bodies.iter().map(|b| Call { url: url.clone(), bearer: None, body: Some(b.to_string()) }).collect();
        Ok(Target { name, calls, client: load::client(SEARCHERS)? })
    };
    let app = target(APP, format!("{app}/api/casino/games"))?;
    let lookup = Target {
        name: BASELINE,
        calls: lookups
            .iter()
            .map(|b| Call { url: format!("{bare}/bare/lookup"), bearer: None, body: Some(b.to_string()) })
            .collect(),
        client: load::client(SEARCHERS)?,
    };
    let bare = target(BARE, format!("{bare}/bare/search"))?;
    for (call, body) in lookup.calls.iter().zip(lookups) {
        let answer: Value = reqwest::Client::new().post(&call.url).json(body).send().await?.json().await?;
        anyhow::ensure!(answer["data"][0]["total"] == 1, "{BASELINE}: {body} answered {answer}");
    }
    for target in [&app, &bare] {
        for (call, body) in target.calls.iter().zip(&bodies) {
            check(&call.url, body, names).await.with_context(|| target.name)?;
        }
    }
    let found: Vec<usize> = bodies
        .iter()
        .map(|b| {
            let key = search_key(b["search"].as_str().unwrap_or_default());
            names.iter().filter(|name| search_key(name).contains(&key)).count()
        })
        .collect();

    let alternate = async |targets: &[&Target], load: Load| -> anyhow::Result<Vec<Measured>> {
        let slice = options.window / options.rounds;
        eprintln!(
            "{backend}: lobby search, {}, {} rounds of {:.1}s each…",
            load.describe(SEARCHERS),
            options.rounds,
            slice.as_secs_f64()
        );
        let mut totals = targets.iter().map(|_| Measured::empty()).collect::<anyhow::Result<Vec<_>>>()?;
        for round in 0..options.rounds {
            let warmup = if round == 0 { options.warmup } else { REWARM };
            for (target, total) in targets.iter().zip(&mut totals) {
                total.merge(&load::run(&target.client, &target.calls, SEARCHERS, load, warmup, slice).await?)?;
            }
        }
        Ok(totals)
    };
    let closed = alternate(&[&lookup, &app, &bare], Load::Closed).await?;
    let paced = Load::Paced { rate: (closed[1].per_second() * options.paced_fraction).max(1.0) };
    let paced_runs = alternate(&[&lookup, &app, &bare], paced).await?;

    let mut rows = vec![
        Row::new(BASELINE, Load::Closed.describe(SEARCHERS), &closed[0]),
        Row::new(APP, Load::Closed.describe(SEARCHERS), &closed[1]),
        Row::new(BARE, Load::Closed.describe(SEARCHERS), &closed[2]),
    ];
    let base_rate = rows[0].per_second.max(f64::MIN_POSITIVE);
    for row in &mut rows[1..] {
        row.ratio = Some(row.per_second / base_rate);
    }
    let base_paced = Row::new(BASELINE, paced.describe(SEARCHERS), &paced_runs[0]);
    let mut app_paced = Row::new(APP, paced.describe(SEARCHERS), &paced_runs[1]);
    app_paced.p99_within(&base_paced, MAX_P99_FACTOR);
    let mut bare_paced = Row::new(BARE, paced.describe(SEARCHERS), &paced_runs[2]);
    bare_paced.p99_ratio = Some(bare_paced.p99_ms / base_paced.p99_ms.max(f64::MIN_POSITIVE));
    rows.extend([base_paced, app_paced, bare_paced]);

    let (most, none) = (found.iter().max().copied().unwrap_or(0), found.iter().filter(|n| **n == 0).count());
    let method = format!(
        "Budget (architecture §12): lobby search over a {GAMES}-game catalogue, p99 within {MAX_P99_FACTOR}× the p99 of \
         a bare handler doing one indexed lookup over the same catalogue (a game by its unique provider and code, \
         serialized as the lobby does) at the same offered rate in the same run.\n\n\
         How: a fresh database gets {GAMES} games (names of two or three theme words, Turkish ones among them, \
         across every lobby, a tenth of them live tables, one in fifty switched off) through \
         `store::casino::catalogue::import_games`. {SEARCHERS} searchers (one keep-alive HTTP/1.1 connection each) \
         send `POST /api/casino/games` with `{{search, live, skip: 0, take}}`: a part of a real name as typed (3–8 \
         letters of one word, in capitals, folded or as written), take 5 (the quick search) or 24 (one in five, the \
         search page), live tables for one in six; one in eight finds nothing. The searches match between 0 and \
         {most} names ({none} match none). Closed loop: each searcher sends again when the answer is read; req/s \
         over {}s per target after a {}s warm-up, in {} alternating rounds (baseline, app, diagnostic). The budget \
         is checked in a paced run offering {:.0} % of the app's closed-loop throughput to all three, where latency \
         is service time rather than the queue the bench builds (half the baseline's own rate would be several \
         times what the search serves); p99 ratio is a row's p99 over the baseline's at that rate. The diagnostic runs the same store search and serializes the same games, without the \
         app's layers.",
        options.window.as_secs(),
        options.warmup.as_secs(),
        options.rounds,
        options.paced_fraction * 100.0,
    );
    Ok(Report { scenario: "lobby-search", backend, method, rows, load: String::new(), notes: Vec::new() })
}
