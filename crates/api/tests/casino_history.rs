//! Game history and top winners over HTTP on both databases, from rounds played through the seamless wallet:
//! the player's bets and wins newest first with filters and paging (rolled-back bets and zero wins left out),
//! and the biggest wins of the week with masked names, one per player and game, live tables apart.

use domain::casino::Provider;
use serde_json::{Value, json};

use crate::{
    casino_wallet::Table,
    common::{TestApp, people::Player},
};

impl TestApp {
    /// A new game of `provider` named `name` and a session on it for `player`.
    async fn named_table(&self, provider: Provider, player: &Player, name: &str, live: bool) -> Table {
        let code = format!("g{}", rand::random::<u32>());
        let game_id = self.casino_game(provider, &code, name, live).await;
        let token = self.casino_session(player, game_id).await;
        Table { provider, game_code: code, token }
    }

    /// A bet of ₺1 and a win of `kurus` in a fresh round; the win's transaction id.
    async fn won(&self, table: &Table, kurus: i64) -> String {
        let (bet, win, round) = (fresh("bet"), fresh("win"), fresh("round"));
        assert_eq!(self.bet(table, &bet, &round, 100).await["status"], "RS_OK");
        assert_eq!(self.win(table, &win, &bet, &round, kurus).await["status"], "RS_OK");
        win
    }
}

fn fresh(prefix: &str) -> String {
    format!("{prefix}-{}", uuid::Uuid::new_v4())
}

async fn history(app: &TestApp, player: &Player, body: Value) -> Value {
    let answer = app.post_as("/api/transaction/gamehistory", &player.token, &body).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"].clone()
}

/// (kind, amount, balance after) of each item.
fn rows(page: &Value) -> Vec<(i64, f64, f64)> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (item["kind"].as_i64().unwrap(), item["amount"].as_f64().unwrap(), item["balanceAfter"].as_f64().unwrap())
        })
        .collect()
}

db_test!(game_history_lists_bets_and_wins_with_filters_and_paging, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let slot = app.named_table(Provider::Zar, &player, "Nazar Slot", false).await;
    let book = app.named_table(Provider::Egt, &player, "Book of Egt", false).await;
    assert_eq!(app.bet(&slot, "bet-1", "r1", 1_000).await["status"], "RS_OK");
    assert_eq!(app.win(&slot, "win-1", "bet-1", "r1", 2_500).await["status"], "RS_OK");
    assert_eq!(app.bet(&book, "bet-2", "r2", 500).await["status"], "RS_OK");
    // A lost round's zero win, and a bet rolled back, are not shown.
    assert_eq!(app.win(&book, "win-2", "bet-2", "r2", 0).await["status"], "RS_OK");
    assert_eq!(app.bet(&slot, "bet-3", "r3", 700).await["status"], "RS_OK");
    assert_eq!(app.rollback(&slot, "rb-3", "bet-3", "r3").await["status"], "RS_OK");
    assert_eq!(app.bet(&slot, "bet-4", "r4", 300).await["status"], "RS_OK");
    // Someone else's play is not.
    let other = app.gambler(10).await;
    let theirs = app.named_table(Provider::Zar, &other, "Nazar Slot", false).await;
    assert_eq!(app.bet(&theirs, "bet-x", "rx", 100).await["status"], "RS_OK");

    let page = history(app, &player, json!({"skip": 0, "take": 20})).await;
    assert_eq!(page["total"], 4);
    assert_eq!(rows(&page), [(2, 3.0, 107.0), (2, 5.0, 110.0), (1, 25.0, 115.0), (2, 10.0, 90.0)]);
    let first = &page["items"][0];
    assert_eq!((first["gameName"].as_str(), first["providerName"].as_str()), (Some("Nazar Slot"), Some("Zar")));
    assert_eq!(page["items"][1]["providerName"], "Egt Digital");
    assert_eq!(page["items"][2]["roundId"], page["items"][3]["roundId"], "a bet and its win share their round");
    assert_ne!(page["items"][0]["roundId"], page["items"][3]["roundId"]);
    assert!(first["createdAt"].as_str().unwrap().ends_with('Z'), "{first}");

    let wins = history(app, &player, json!({"kind": 1, "skip": 0, "take": 20})).await;
    assert_eq!((wins["total"].as_i64(), rows(&wins)), (Some(1), vec![(1, 25.0, 115.0)]));
    let bets = history(app, &player, json!({"kind": "2", "skip": 0, "take": 20})).await;
    assert_eq!(bets["total"], 3);
    let all = history(app, &player, json!({"kind": null, "skip": 1, "take": 2})).await;
    assert_eq!((all["total"].as_i64(), rows(&all)), (Some(4), vec![(2, 5.0, 110.0), (1, 25.0, 115.0)]));

    // Dates: the first bet three days ago.
    let now = app.clock.now();
    store::testing::set_casino_transaction_time(&app.db, "bet-1", now - chrono::Duration::days(3)).await.unwrap();
    let two_days_ago = (now - chrono::Duration::days(2)).to_rfc3339();
    let recent = history(app, &player, json!({"from": two_days_ago, "skip": 0, "take": 20})).await;
    assert_eq!(recent["total"], 3);
    let older = history(app, &player, json!({"to": two_days_ago, "skip": 0, "take": 20})).await;
    assert_eq!(rows(&older), [(2, 10.0, 90.0)]);

    // Only the player's own, only logged in, only sensible filters.
    assert_eq!(history(app, &other, json!({})).await["total"], 1);
    assert_eq!(app.post("/api/transaction/gamehistory", "en", &json!({})).await.status, 401);
    for bad in [json!({"kind": 3}), json!({"take": 101}), json!({"from": "yesterday"}), json!({"skip": -1})] {
        let answer = app.post_as("/api/transaction/gamehistory", &player.token, &bad).await;
        assert_eq!(answer.status, 422, "{bad}: {}", answer.text);
    }
});

db_test!(top_winners_are_the_week_s_biggest_one_per_player_and_game_with_masked_names, async |app: &TestApp| {
    let named = async |name: &str| {
        let username = format!("{name}{}", rand::random_range(100_000..999_999));
        let player = app.player().set("username", json!(username)).register().await;
        app.transfer(domain::ledger::Account::House, domain::ledger::Account::PlayerCash(player.id), 10_000).await;
        player
    };
    let (ayse, mehmet, zeynep, can) =
        (named("ayse").await, named("mehmet").await, named("zeynep").await, named("can").await);
    let slot = app.casino_game(Provider::Zar, "nazar", "Nazar Slot", false).await;
    let roulette = app.casino_game(Provider::Zar, "rulet", "Canlı Rulet", true).await;
    let table = async |player: &Player, game_id: i64, code: &str| Table {
        provider: Provider::Zar,
        game_code: code.to_owned(),
        token: app.casino_session(player, game_id).await,
    };
    let ayse_slot = table(&ayse, slot, "nazar").await;
    app.won(&ayse_slot, 5_000).await;
    app.won(&ayse_slot, 8_000).await;
    app.won(&table(&mehmet, slot, "nazar").await, 12_000).await;
    app.won(&table(&zeynep, roulette, "rulet").await, 3_000).await;
    // Can's big win is eight days old.
    let old = app.won(&table(&can, slot, "nazar").await, 50_000).await;
    store::testing::set_casino_transaction_time(&app.db, &old, app.clock.now() - chrono::Duration::days(8))
        .await
        .unwrap();

    let winners = |is_live: bool, count: i64| async move {
        let answer = app.post("/api/transaction/topwinners", "tr", &json!({"isLive": is_live, "count": count})).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"].clone()
    };
    let slots = winners(false, 40).await;
    assert_eq!(
        slots,
        json!([
            {"image": "/media/casino/games/nazar.svg", "game": "Nazar Slot", "name": "me***", "amount": 120.0,
                "currencySymbol": "₺"},
            {"image": "/media/casino/games/nazar.svg", "game": "Nazar Slot", "name": "ay***", "amount": 80.0,
                "currencySymbol": "₺"},
        ])
    );
    let live = winners(true, 40).await;
    assert_eq!(live.as_array().map(Vec::len), Some(1));
    assert_eq!((live[0]["game"].as_str(), live[0]["name"].as_str()), (Some("Canlı Rulet"), Some("ze***")));
    let one = winners(false, 1).await;
    assert_eq!(
        one.as_array().map(|list| list.iter().map(|w| w["name"].clone()).collect::<Vec<_>>()),
        Some(vec![json!("me***")])
    );
    for bad in [json!({"isLive": false, "count": 41}), json!({"isLive": false, "count": 0})] {
        assert_eq!(app.post("/api/transaction/topwinners", "en", &bad).await.status, 422, "{bad}");
    }
});
