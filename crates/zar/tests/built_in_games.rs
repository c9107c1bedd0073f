//! Zar Games inside a real `zar serve`: launched through `casino/zarlaunchurl`, the game server moves money only
//! through the seamless wallet over HTTP (signed with the secret the wallet keeps for it), into the ledger once,
//! and the rounds show in the player's balance and game history.

use domain::ledger::{Account, IdempotencyKey, Kind, Transfer};
use domain::money::Money;
use serde_json::{Value, json};
use store::{Backend, testing::FreshDb};

use crate::serve::{call, rand_seed, registration, start};

fn kurus(value: &Value) -> i64 {
    (value.as_f64().unwrap() * 100.0).round() as i64
}

async fn a_round_moves_money_through_the_wallet_once(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    store::testing::insert_casino_game(&fresh.db, 1, "dice", "Zar Dice", false, "/media/casino/games/zar-dice.svg")
        .await
        .unwrap();
    let client = reqwest::Client::new();
    let site = start(&fresh.url, &client).await;
    let seed = rand_seed();
    let (status, body) = call(client.post(format!("{}/api/auth/register", site.base)).json(&registration(seed))).await;
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let player = store::players::by_username(&fresh.db, &format!("so{seed}")).await.unwrap().unwrap();
    let funding = Transfer::between(Account::House, Account::PlayerCash(player.id), Money(10_000)).unwrap();
    let key = IdempotencyKey::parse(format!("test:{seed}")).unwrap();
    store::ledger::post(&fresh.db, Kind::Adjustment, &key, "test", &funding, domain::clock::Clock::default().now())
        .await
        .unwrap();

    // The launch is a page on this site carrying a casino session's token.
    let launch = client.post(format!("{}/api/casino/zarlaunchurl", site.base)).bearer_auth(&token).json(&json!({
        "platform": 1, "gameCode": "dice", "language": "en", "lobbyUrl": "/casino/games"
    }));
    let (status, body) = call(launch).await;
    assert_eq!(status, 200, "{body}");
    let url = body["data"].as_str().unwrap();
    assert!(url.starts_with("/games/dice?token="), "{url}");
    let game_token = url.split(['?', '&']).find_map(|p| p.strip_prefix("token=")).unwrap().to_owned();

    let post = |path: &str, body: Value| client.post(format!("{}{path}", site.base)).json(&body);
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
    let bets = items.iter().filter(|item| item["kind"] == json!(2)).count();
    assert_eq!(bets, 4, "{history}");
    assert!(items.iter().all(|item| item["gameName"] == json!("Zar Dice")), "{history}");
    assert_eq!(store::ledger::verify(&fresh.db).await.unwrap(), vec![]);

    drop(site);
    fresh.drop_now().await;
}
store::backend_test!(a_built_in_round_moves_money_through_the_wallet_once, a_round_moves_money_through_the_wallet_once);
