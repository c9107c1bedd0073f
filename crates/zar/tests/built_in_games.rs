//! Zar Games with a real `zar serve`: launched through `casino/zarlaunchurl`, the game server moves money only
//! through the seamless wallet over HTTP (signed with the secret the wallet keeps for it), into the ledger once,
//! and the rounds show in the player's balance and game history — with the game server in the site's process
//! (the default) and as a service of its own (`zar games serve`, on its own database).

use std::process::{Command, Stdio};

use domain::ledger::{Account, IdempotencyKey, Kind, Transfer};
use domain::money::Money;
use serde_json::{Value, json};
use store::{Backend, testing::FreshDb};

use crate::serve::{Instance, call, free_port, healthy, rand_seed, registration, start, start_with};

fn kurus(value: &Value) -> i64 {
    (value.as_f64().unwrap() * 100.0).round() as i64
}

/// Registers a player on `site`, funds them with ₺100, launches Zar Dice and plays four rounds at the game
/// server the launch points to; checks the balance, game history and the ledger of `db` (the site's).
async fn play_dice(site: &Instance, db: &store::Db, client: &reqwest::Client, games_base: &str, seed: u64) {
    let (status, body) = call(client.post(format!("{}/api/auth/register", site.base)).json(&registration(seed))).await;
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let player = store::players::by_username(db, &format!("so{seed}")).await.unwrap().unwrap();
    let funding = Transfer::between(Account::House, Account::PlayerCash(player.id), Money(10_000)).unwrap();
    let key = IdempotencyKey::parse(format!("test:{seed}")).unwrap();
    let now = domain::clock::Clock::default().now();
    store::ledger::post(db, Kind::Adjustment, &key, "test", &funding, now).await.unwrap();

    // The launch is the game server's page carrying a casino session's token.
    let launch = client.post(format!("{}/api/casino/zarlaunchurl", site.base)).bearer_auth(&token).json(&json!({
        "platform": 1, "gameCode": "dice", "language": "en", "lobbyUrl": "/casino/games"
    }));
    let (status, body) = call(launch).await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"].as_str().unwrap();
    let page = url.strip_prefix(games_base).unwrap_or_else(|| panic!("{url} is not on {games_base:?}"));
    assert!(page.starts_with("/games/dice?token="), "{url}");
    let game_token = page.split(['?', '&']).find_map(|p| p.strip_prefix("token=")).unwrap().to_owned();
    let game_server = if games_base.is_empty() { site.base.as_str() } else { games_base };

    let post = |path: &str, body: Value| client.post(format!("{game_server}{path}")).json(&body);
    let (status, session) = call(post("/games/api/dice/session", json!({"token": game_token}))).await;
    assert_eq!(status, 200, "{session}");
    assert_eq!(kurus(&session["data"]["balance"]), 10_000);

    let mut expected = 10_000;
    for _ in 0..4 {
        let play = json!({"token": game_token, "bet": 10.0, "params": {"target": 50.0, "direction": "under"}});
        let (status, played) = call(post("/games/api/dice/play", play)).await;
        assert_eq!(status, 200, "{played}");
        expected += kurus(&played["data"]["round"]["win"]) - 1_000;
        assert_eq!(kurus(&played["data"]["balance"]), expected);
    }
    // A stake above the balance is refused by the wallet and moves nothing.
    let greedy = json!({"token": game_token, "bet": 1_000.0, "params": {"target": 50.0, "direction": "under"}});
    let (status, refused) = call(post("/games/api/dice/play", greedy)).await;
    assert_ne!(status, 200, "{refused}");

    // The site sees what the game server did: the balance, the bets and wins in game history, a sound ledger.
    let (_, balance) = call(client.get(format!("{}/api/user/balance", site.base)).bearer_auth(&token)).await;
    assert_eq!(kurus(&balance["data"]["balance"]), expected);
    let history =
        client.post(format!("{}/api/transaction/gamehistory", site.base)).bearer_auth(&token).json(&json!({}));
    let (status, history) = call(history).await;
    assert_eq!(status, 200, "{history}");
    let items = history["data"]["items"].as_array().unwrap();
    assert_eq!(items.iter().filter(|item| item["kind"] == json!(2)).count(), 4, "{history}");
    assert!(items.iter().all(|item| item["gameName"] == json!("Zar Dice")), "{history}");
    assert_eq!(store::ledger::verify(db).await.unwrap(), vec![]);
}

async fn dice_game(db: &store::Db) {
    store::testing::insert_casino_game(db, 1, "dice", "Zar Dice", false, "/media/casino/games/zar-dice.svg")
        .await
        .unwrap();
}

async fn in_process(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    dice_game(&fresh.db).await;
    let client = reqwest::Client::new();
    let site = start(&fresh.url, &client).await;
    play_dice(&site, &fresh.db, &client, "", rand_seed()).await;
    drop(site);
    fresh.drop_now().await;
}
store::backend_test!(a_built_in_round_moves_money_through_the_wallet_once, in_process);

/// Eight players at once, each with their own rounds: every balance and history adds up, and so does the ledger.
async fn many_players(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    dice_game(&fresh.db).await;
    let client = reqwest::Client::new();
    let site = start(&fresh.url, &client).await;
    let seed = rand_seed();
    let players = (0..8).map(|n| play_dice(&site, &fresh.db, &client, "", seed + n));
    futures::future::join_all(players).await;
    assert_eq!(store::ledger::verify(&fresh.db).await.unwrap(), vec![]);
    drop(site);
    fresh.drop_now().await;
}
store::backend_test!(many_players_at_once_keep_the_books, many_players);

async fn as_a_service(backend: Backend) {
    let (site_db, games_db) = (FreshDb::require(backend).await, FreshDb::require(backend).await);
    dice_game(&site_db.db).await;
    let client = reqwest::Client::new();
    let secret = format!("{:x}{:x}", rand::random::<u64>(), rand::random::<u64>());
    let port = free_port();
    let games_base = format!("http://127.0.0.1:{port}");
    // The site frames the game server's pages (the Zar provider's `games_url`) and runs no games itself.
    let config = json!({"games_url": games_base}).to_string();
    let sql = format!("UPDATE casino_providers SET config = '{config}' WHERE id = 1");
    store::testing::execute(&site_db.db, &sql).await.unwrap();
    let site = start_with(
        &site_db.url,
        &client,
        &[("ZAR_GAMES_IN_PROCESS", "0"), ("ZAR_GAMES_WALLET_SECRET", secret.as_str())],
    )
    .await;
    let child = Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["games", "serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("ZAR_DATABASE_URL", &games_db.url)
        .env("ZAR_GAMES_WALLET_URL", format!("{}/api/wallet/zar", site.base))
        .env("ZAR_GAMES_WALLET_SECRET", &secret)
        .env("ZAR_WEB_DIR", std::env::temp_dir().join("zar-games-service-web"))
        .env("RUST_LOG", "warn")
        .env_remove("ZAR_CONFIG")
        .current_dir(std::env::temp_dir())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let games = Instance { base: games_base.clone(), child };
    healthy(&games, &client, "/games/api/info").await;
    let site_games = client.post(format!("{}/games/api/dice/session", site.base)).json(&json!({"token": "x"}));
    assert!(matches!(call(site_games).await.0, 404 | 405), "the site runs no games itself");

    play_dice(&site, &site_db.db, &client, &games_base, rand_seed()).await;
    // The game server keeps its own records: the rounds are in its database, not the site's.
    assert_eq!(store::testing::count(&games_db.db, "zar_game_rounds").await.unwrap(), 5);
    assert_eq!(store::testing::count(&site_db.db, "zar_game_rounds").await.unwrap(), 0);
    drop((site, games));
    site_db.drop_now().await;
    games_db.drop_now().await;
}
store::backend_test!(the_game_server_runs_as_a_service_of_its_own, as_a_service);
