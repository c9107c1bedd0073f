//! The game server's routes.
//!
//! Pages (the web app's `game.html`, which reads the game from the path):
//! - `GET /games/{code}?token=…&lang=…&lobby=…` — a game, as `casino/zarlaunchurl` links it;
//! - `GET /games/verify` — recompute any round, no login needed.
//!
//! API (JSON; answers `{success, message, data}` or `{success: false, code, message}` in the player's language —
//! `x-locale`, `?lang=` or `Accept-Language`). Every call of a player carries the launch `token` in the body:
//! - `GET  /games/api/info` — the games, their RTP and stake limits;
//! - `POST /games/api/{code}/session {token}` — balance, limits, the active seed pair;
//! - `POST /games/api/{code}/play {token, bet, params}` — one round (dice, roulette, slot);
//! - `POST /games/api/{code}/history {token, take?}` — the player's last rounds with their fairness data;
//! - `POST /games/api/{code}/seeds/rotate {token, clientSeed?}` — reveal the server seed, start a new pair;
//! - `POST /games/api/verify {game, serverSeed, clientSeed, nonce, params?, stake?}` (crash: `{game, hash,
//!   salt, terminal?, round?}`) — recompute a round;
//! - crash: `GET /games/api/crash/state` (the live snapshot), `GET /games/api/crash/live` (a WebSocket of
//!   snapshots), `POST /games/api/crash/bet {token, bet, autoCashout?}`, `POST /games/api/crash/cashout {token}`.

use std::net::SocketAddr;

use axum::{
    Router,
    body::Bytes,
    extract::ws::{Message, WebSocket, WebSocketUpgrade},
    extract::{ConnectInfo, Path, State},
    http::{Extensions, HeaderValue, StatusCode, header},
    response::{Html, IntoResponse, Response},
    routing::{get, post},
};
use domain::games::GameCode;
use serde::{Deserialize, de::DeserializeOwned};
use serde_json::{Value, json};

use crate::{
    ClientIp, Error, Games,
    error::{Arg, ok, reply},
    i18n::{Lang, message},
    rounds, seeds, verify,
};

pub fn router<S: Clone + Send + Sync + 'static>(games: Games) -> Router<S> {
    Router::new()
        .route("/games/verify", get(page))
        .route("/games/{code}", get(page))
        .route("/games/api/info", get(info))
        .route("/games/api/verify", post(verify_round))
        .route("/games/api/crash/state", get(crash_state))
        .route("/games/api/crash/live", get(crash_live))
        .route("/games/api/crash/bet", post(crash_bet))
        .route("/games/api/crash/cashout", post(crash_cashout))
        .route("/games/api/{code}/session", post(session))
        .route("/games/api/{code}/play", post(play))
        .route("/games/api/{code}/history", post(history))
        .route("/games/api/{code}/seeds/rotate", post(rotate))
        .with_state(games)
}

/// The page shell: `game.html` of the built web app, never cached (its assets are).
async fn page(State(games): State<Games>) -> Response {
    let path = games.inner().config.web_dir.join("game.html");
    match tokio::fs::read_to_string(&path).await {
        Ok(html) => {
            let mut response = Html(html).into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            response
        }
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Html("<!doctype html><meta charset=utf-8><title>Zar Games</title><p>The game pages are not built. Run <code>make web</code>."),
        )
            .into_response(),
    }
}

fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, Error> {
    serde_json::from_slice(bytes).map_err(|_| Error::new(StatusCode::BAD_REQUEST, "games.invalid_params"))
}

fn game(code: &str) -> Result<GameCode, Error> {
    GameCode::parse(code).ok_or_else(|| Error::new(StatusCode::NOT_FOUND, "games.game_not_found"))
}

fn rtp_percent(game: GameCode) -> f64 {
    (game.rtp_ppm() as f64 / 100.0).round() / 100.0
}

fn game_info(games: &Games, game: GameCode) -> Value {
    let limits = games.inner().config.limits(game);
    json!({
        "code": game.code(),
        "rtp": rtp_percent(game),
        "minStake": crate::bets::major(limits.min),
        "maxStake": crate::bets::major(limits.max),
    })
}

async fn info(State(games): State<Games>) -> Response {
    ok(GameCode::ALL.iter().map(|game| game_info(&games, *game)).collect::<Vec<_>>(), None)
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct TokenBody {
    token: String,
    take: Option<i64>,
    client_seed: Option<String>,
}

async fn session(State(games): State<Games>, lang: Lang, Path(code): Path<String>, bytes: Bytes) -> Response {
    let result = async {
        let game = game(&code)?;
        let request: TokenBody = body(&bytes)?;
        let player = rounds::identify(games.inner(), &request.token, game).await?;
        let seed = seeds::active(games.inner(), &player.user).await?;
        Ok::<_, Error>(json!({
            "balance": crate::bets::major(player.balance),
            "currency": player.currency,
            "game": game_info(&games, game),
            "seeds": seeds::SeedView::from(&seed),
        }))
    }
    .await;
    reply(lang, result)
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct PlayBody {
    token: String,
    bet: Value,
    params: Value,
}

async fn play(State(games): State<Games>, lang: Lang, Path(code): Path<String>, bytes: Bytes) -> Response {
    let result = async {
        let game = game(&code)?;
        if game == GameCode::Crash {
            return Err(Error::new(StatusCode::NOT_FOUND, "games.game_not_found"));
        }
        let request: PlayBody = body(&bytes)?;
        rounds::play(games.inner(), game, &request.token, &request.bet, &request.params).await
    }
    .await;
    match result {
        Ok(played) => ok(
            json!({ "round": played.round, "balance": crate::bets::major(played.balance) }),
            played.note.map(|code| message(lang, code, &[])),
        ),
        Err(error) => error.localized(crate::i18n::messages(), lang).into_response(),
    }
}

async fn history(State(games): State<Games>, lang: Lang, Path(code): Path<String>, bytes: Bytes) -> Response {
    let result = async {
        let game = game(&code)?;
        let request: TokenBody = body(&bytes)?;
        let player = rounds::identify(games.inner(), &request.token, game).await?;
        let take = request.take.unwrap_or(30).clamp(1, 100);
        let rounds = store::games::history(&games.inner().db, &player.user, game.code(), None, take).await?;
        Ok::<_, Error>(json!({ "items": rounds.iter().map(rounds::RoundView::from).collect::<Vec<_>>() }))
    }
    .await;
    reply(lang, result)
}

async fn rotate(State(games): State<Games>, lang: Lang, Path(code): Path<String>, bytes: Bytes) -> Response {
    let result = async {
        let game = game(&code)?;
        let request: TokenBody = body(&bytes)?;
        let player = rounds::identify(games.inner(), &request.token, game).await?;
        let (revealed, active) = seeds::rotate(games.inner(), &player.user, request.client_seed.as_deref()).await?;
        Ok::<_, Error>(json!({
            "revealed": revealed.as_ref().map(seeds::SeedView::from),
            "active": seeds::SeedView::from(&active),
        }))
    }
    .await;
    reply(lang, result)
}

/// Recomputes a round for anyone. The walk along a crash chain is CPU work of up to a chain's length in hashes:
/// it runs on a blocking thread (at most one a core at a time), never on the async runtime, and each address has a
/// budget of verifications (429 with Retry-After beyond it).
async fn verify_round(State(games): State<Games>, lang: Lang, extensions: Extensions, bytes: Bytes) -> Response {
    if let Some(wait) = over_verify_limit(&games, &extensions).await {
        let mut response = Error::new(StatusCode::TOO_MANY_REQUESTS, "games.verify_rate_limited")
            .with("seconds", Arg::Count(wait))
            .localized(crate::i18n::messages(), lang)
            .into_response();
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(wait));
        return response;
    }
    let result = async {
        let request = body::<verify::Request>(&bytes)?;
        let max_rounds = games.inner().config.crash.chain_length;
        let permit = games.inner().verifier.clone().acquire_owned().await.map_err(Error::internal)?;
        tokio::task::spawn_blocking(move || {
            let _turn = permit;
            verify::verify(&request, max_rounds)
        })
        .await
        .map_err(Error::internal)?
    }
    .await;
    reply(lang, result)
}

/// Counts a verification by the client's address; the seconds to wait when its budget is spent. A failure to
/// count lets the request through (the walk is bounded anyway).
async fn over_verify_limit(games: &Games, extensions: &Extensions) -> Option<u64> {
    let ip = match (extensions.get::<ClientIp>(), extensions.get::<ConnectInfo<SocketAddr>>()) {
        (Some(ClientIp(ip)), _) => ip.clone(),
        (None, Some(ConnectInfo(peer))) => peer.ip().to_canonical().to_string(),
        (None, None) => "unknown".to_owned(),
    };
    let (max, window) = games.inner().config.verify_limit;
    let window = i64::try_from(window.as_secs()).unwrap_or(i64::MAX).max(1);
    let now = games.inner().clock.now().timestamp();
    match store::rate_limits::hit(&games.inner().db, &format!("games_verify:ip:{ip}"), now, window).await {
        Ok(hits) if hits.hits > i64::from(max) => Some(u64::try_from(hits.start + window - now).unwrap_or(1).max(1)),
        Ok(_) => None,
        Err(error) => {
            tracing::warn!(%error, "games: the verification budget could not be counted");
            None
        }
    }
}

async fn crash_state(State(games): State<Games>) -> Response {
    ok(games.inner().crash.snapshot(games.inner().clock.now()), None)
}

/// Snapshots of the crash game as they happen; the first one at once.
async fn crash_live(State(games): State<Games>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| live(games, socket))
}

async fn live(games: Games, mut socket: WebSocket) {
    let mut events = games.inner().crash.subscribe();
    let first = games.inner().crash.snapshot(games.inner().clock.now()).to_string();
    if socket.send(Message::Text(first.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            event = events.recv() => match event {
                Ok(snapshot) => {
                    if socket.send(Message::Text(snapshot.as_ref().into())).await.is_err() {
                        return;
                    }
                }
                // Too slow for the stream: the latest snapshot says everything.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    let now = games.inner().crash.snapshot(games.inner().clock.now()).to_string();
                    if socket.send(Message::Text(now.into())).await.is_err() {
                        return;
                    }
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct CrashBetBody {
    token: String,
    bet: Value,
    auto_cashout: Value,
}

async fn crash_bet(State(games): State<Games>, lang: Lang, bytes: Bytes) -> Response {
    let result = async {
        let request: CrashBetBody = body(&bytes)?;
        crate::crash::bet(games.inner(), &request.token, &request.bet, &request.auto_cashout).await
    }
    .await;
    reply(lang, result)
}

async fn crash_cashout(State(games): State<Games>, lang: Lang, bytes: Bytes) -> Response {
    let result = async {
        let request: TokenBody = body(&bytes)?;
        crate::crash::cashout(&games, &request.token).await
    }
    .await;
    reply(lang, result)
}
