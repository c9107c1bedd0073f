//! Money rules that hold across features (issue 47), each over HTTP on both databases and each failing with its
//! hole open: a bonus ended while a round it staked is open pays that round's bonus share to nobody, however it
//! ended (a forfeit, an expiry, a time-out) and whoever's bonus is active by then; no bonus is claimed while a
//! withdrawal is pending, and a deposit match needs a deposit still in the account.

use std::time::Duration;

use domain::{casino::Provider, operator::Role};
use serde_json::{Value, json};

use crate::{
    casino_wallet::Table,
    common::{TestApp, people::Player},
    payments::{approve, balance, bank_withdrawal, card, intent, withdraw},
};

/// A free bonus of ₺100 with a wagering far out of reach: its money stays bonus money.
async fn free_bonus(app: &TestApp, code: &str) -> i64 {
    app.define_bonus(json!({"kind": "free", "titleTr": "Bedava", "titleEn": "Free", "amount": 100, "code": code,
        "wagering": 30, "maxConversion": 100, "validityDays": 3}))
        .await
}

/// Claims the bonus of `code` (asserting success): the grant's id.
async fn claim_code(app: &TestApp, player: &Player, code: &str) -> i64 {
    let claimed = app.claim(player, json!({"code": code})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    claimed.body["data"]["id"].as_i64().unwrap()
}

fn ok(answer: Value) {
    assert_eq!(answer["status"], "RS_OK", "{answer}");
}

/// A deposit of ₺`lira`, confirmed by the gateway.
async fn deposit(app: &TestApp, player: &Player, lira: i64) {
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(lira))).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let link = asked.body["data"].as_str().unwrap().to_owned();
    let confirmed = app.webhook("confirmed", &intent(&link), lira as f64, None).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.text);
}

db_test!(a_bonus_ended_mid_round_pays_the_rounds_bonus_share_to_nobody, async |app: &TestApp| {
    app.payment_methods().await;
    free_bonus(app, "ZAR100").await;
    free_bonus(app, "AGAIN").await;

    // The review's case: all ₺100 of bonus on an open round, forfeited, then the round wins ₺101.
    let player = app.funded_player(0).await;
    let first = claim_code(app, &player, "ZAR100").await;
    let table: Table = app.table(Provider::Zar, &player).await;
    ok(app.bet(&table, "b1", "r1", 10_000).await);
    let forfeited = app.post_as("/api/bonus/forfeit", &player.token, &json!({"id": first})).await;
    assert_eq!(forfeited.status, 200, "{}", forfeited.text);
    ok(app.win(&table, "w1", "b1", "r1", 10_100).await);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0), "the win of a forfeited bonus's stake is nobody's");
    let cashed = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(101))).await;
    assert_eq!((cashed.status, cashed.code()), (400, "wallet.insufficient_funds"), "{}", cashed.text);

    // Nor is it another bonus's: a new grant active by the win or the rollback keeps only its own money.
    let second = claim_code(app, &player, "AGAIN").await;
    ok(app.bet(&table, "b3", "r3", 4_000).await);
    app.post_as("/api/bonus/forfeit", &player.token, &json!({"id": second})).await;
    app.define_bonus(json!({"kind": "free", "titleTr": "Üç", "titleEn": "Three", "amount": 10, "code": "THIRD",
        "wagering": 30}))
        .await;
    claim_code(app, &player, "THIRD").await;
    ok(app.rollback(&table, "x3", "b3", "r3").await);
    assert_eq!(balance(app, &player.token).await, (0.0, 10.0), "the rolled-back stake went to nobody");

    // An expiry ends it the same way.
    let expiring = app.gambler(0).await;
    claim_code(app, &expiring, "ZAR100").await;
    let table: Table = app.table(Provider::Zar, &expiring).await;
    ok(app.bet(&table, "e1", "re1", 10_000).await);
    app.clock.advance(Duration::from_secs(3 * 24 * 3600 + 60));
    assert!(api::bonus::expiry::run(&app.state).await.unwrap() >= 1);
    ok(app.win(&table, "ew1", "e1", "re1", 20_000).await);
    let token = expiring.login(app).await;
    assert_eq!(balance(app, &token).await, (0.0, 0.0), "the win of an expired bonus's stake is nobody's");

    // And a time-out, which forfeits the active bonus.
    let resting = app.gambler(5).await;
    claim_code(app, &resting, "ZAR100").await;
    let table: Table = app.table(Provider::Zar, &resting).await;
    ok(app.bet(&table, "t1", "rt1", 10_500).await);
    let timeout = app.protect(&resting, "timeout", json!({"period": "24h", "password": resting.password})).await;
    assert_eq!(timeout.status, 200, "{}", timeout.text);
    ok(app.win(&table, "tw1", "t1", "rt1", 21_000).await);
    let token = resting.login(app).await;
    // The round's stake was ₺5 cash and ₺100 bonus: the cash share of the ₺210 win (₺10) is the player's.
    assert_eq!(balance(app, &token).await, (10.0, 0.0));
    app.ledger_holds().await;
});

// The model test found it: a bet that completed the wagering, rolled back, gave its bonus stake back as cash.
db_test!(a_bet_undone_after_the_conversion_it_brought_about_gives_no_cash, async |app: &TestApp| {
    app.define_bonus(json!({"kind": "free", "titleTr": "Bir", "titleEn": "Once", "amount": 100, "code": "ONCE",
        "wagering": 1, "validityDays": 3}))
        .await;
    let player = app.gambler(100).await;
    claim_code(app, &player, "ONCE").await;
    let table: Table = app.table(Provider::Zar, &player).await;
    // ₺100 cash and ₺100 bonus staked: the wagering is done, and nothing is left to convert.
    ok(app.bet(&table, "b1", "r1", 20_000).await);
    assert_eq!(app.bonus_history(&player).await[0]["status"], "converted");
    ok(app.rollback(&table, "x1", "b1", "r1").await);
    assert_eq!(balance(app, &player.token).await, (100.0, 0.0), "the cash comes back, the bonus stake to nobody");
    app.ledger_holds().await;
});

db_test!(no_bonus_is_claimed_on_money_being_withdrawn, async |app: &TestApp| {
    app.payment_methods().await;
    let welcome = app
        .define_bonus(json!({"kind": "deposit_match", "titleTr": "Hoş geldin", "titleEn": "Welcome", "percent": 100,
            "maxAmount": 1000, "wagering": 10}))
        .await;
    free_bonus(app, "ZAR100").await;
    let finance = app.operator(Role::Finance).login().await;

    // The review's case: deposit ₺1,000, ask for it back, claim the match on it.
    let player = app.funded_player(0).await;
    deposit(app, &player, 1_000).await;
    let pending = withdraw(app, &player.token, 1_000).await;
    let rows = app.wallet_rows().await;
    let matched = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((matched.status, matched.code()), (409, "bonus.withdrawal_pending"), "{}", matched.text);
    let free = app.claim(&player, json!({"code": "ZAR100"})).await;
    assert_eq!((free.status, free.code()), (409, "bonus.withdrawal_pending"), "{}", free.text);
    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    assert_eq!(listed.body["data"]["items"][0]["claimable"], false, "{}", listed.text);
    assert_eq!(app.wallet_rows().await, rows, "a refused claim changes nothing");

    // Paid out, the deposit is gone: nothing to match.
    let paid = app.post_bare_as(&approve(pending), &finance).await;
    assert_eq!(paid.status, 200, "{}", paid.text);
    let after = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((after.status, after.code()), (409, "bonus.deposit_required"), "{}", after.text);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));

    // A withdrawal rejected gives the money back: the deposit is in the account again and may be matched.
    let second = app.funded_player(0).await;
    deposit(app, &second, 500).await;
    let asked = withdraw(app, &second.token, 500).await;
    let path = format!("/api/admin/withdrawals/{asked}/reject");
    let rejected = app.post_as(&path, &finance, &json!({"reason": "IBAN name mismatch"})).await;
    assert_eq!(rejected.status, 200, "{}", rejected.text);
    let matched = app.claim(&second, json!({"id": welcome})).await;
    assert_eq!(matched.status, 200, "{}", matched.text);
    assert_eq!(balance(app, &second.token).await, (500.0, 500.0));

    // Asked at the same moment, a claim and a withdrawal never both pass: the bonus or the withdrawal, not both.
    for round in 0..4 {
        let racer = app.funded_player(0).await;
        deposit(app, &racer, 300).await;
        let (ask, out_body) = (json!({"id": welcome}), bank_withdrawal(json!(300)));
        let claim = app.claim(&racer, ask);
        let out = app.post_as("/api/payment/withdraw", &racer.token, &out_body);
        let (claim, out) = futures::join!(claim, out);
        assert!(
            !(claim.status == 200 && out.status == 200),
            "round {round}: both passed: {} / {}",
            claim.text,
            out.text
        );
    }
    app.ledger_holds().await;
});

db_test!(a_deposit_confirmed_late_counts_toward_the_limit_of_the_day_it_is_credited, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let set = app.limit(&player, "deposit", "daily", json!(200)).await;
    assert_eq!(set.status, 200, "{}", set.text);

    // ₺200 asked for late in the day; the page is left open until the deposit expires, and the day ends.
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(200))).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let link = asked.body["data"].as_str().unwrap().to_owned();
    let now = app.clock.now();
    let next_day = domain::responsible::Period::Day.end(now) - now;
    app.clock.advance(next_day.to_std().unwrap() + Duration::from_secs(3600));
    assert!(api::payments::expiry::run(&app.state).await.unwrap() >= 1);

    // The gateway took the money after all: it is credited, and it is today's deposit.
    let token = player.login(app).await;
    let late = app.webhook("confirmed", &intent(&link), 200.0, None).await;
    assert_eq!(late.status, 200, "{}", late.text);
    assert_eq!(balance(app, &token).await, (200.0, 0.0));
    let more = app.post_as("/api/payment/deposit", &token, &card(json!(50))).await;
    assert_eq!((more.status, more.code()), (400, "responsible.deposit_limit.daily"), "{}", more.text);
    app.ledger_holds().await;
});

/// The title of each notification `token`'s player sees, newest first.
async fn notice_titles(app: &TestApp, token: &str) -> Vec<String> {
    let answer = app.post_as("/api/customer/notification", token, &json!({"skip": 0, "take": 100})).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap_or_default().to_owned()).collect()
}

/// The title of the next notification a hub connection is sent (at most 10 s).
async fn next_pushed(
    socket: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
) -> String {
    use futures::StreamExt;
    let reading = async {
        while let Some(Ok(message)) = socket.next().await {
            let text = message.into_text().unwrap_or_default();
            for record in text.split('\u{1e}').filter(|r| !r.is_empty()) {
                let record: Value = serde_json::from_str(record).unwrap();
                if record["type"] == 1 && record["arguments"][0] == "Notification" {
                    return record["arguments"][1]["title"].as_str().unwrap_or_default().to_owned();
                }
            }
        }
        panic!("the hub closed the connection");
    };
    tokio::time::timeout(Duration::from_secs(10), reading).await.expect("a notification is pushed")
}

db_test!(offers_never_reach_a_player_in_a_time_out_or_self_exclusion, async |app: &TestApp| {
    let support = app.operator(Role::Support).login().await;
    let playing = app.player().register().await;
    let resting = app.player().register().await;
    let timeout = app.protect(&resting, "timeout", json!({"period": "24h", "password": resting.password})).await;
    assert_eq!(timeout.status, 200, "{}", timeout.text);
    let resting_token = resting.login(app).await;
    let away = app.player().register().await;
    let excluded = app.protect(&away, "selfexclusion", json!({"period": "6m", "password": away.password})).await;
    assert_eq!(excluded.status, 200, "{}", excluded.text);
    let away_token = away.login(app).await;
    let mut playing_hub = crate::realtime::hub_socket(app, &playing.token).await;
    let mut resting_hub = crate::realtime::hub_socket(app, &resting_token).await;
    let message = |audience: Value, kind: i64, title: &str| {
        let mut body = json!({"type": kind, "title": {"tr": title, "en": title}, "note": {"tr": "Not", "en": "Note"}});
        for (key, value) in audience.as_object().unwrap() {
            body[key] = value.clone();
        }
        body
    };

    // An offer for everyone: pushed to and listed for the player at play, not the one resting.
    let offer = message(json!({"all": true}), 4, "Weekend bonus");
    let sent = app.post_as("/api/admin/notifications", &support, &offer).await;
    assert_eq!(sent.status, 200, "{}", sent.text);
    assert_eq!(next_pushed(&mut playing_hub).await, "Weekend bonus");
    // A system message still reaches both, and is the first the resting player's connection is sent.
    let news = message(json!({"all": true}), 5, "Maintenance tonight");
    assert_eq!(app.post_as("/api/admin/notifications", &support, &news).await.status, 200);
    assert_eq!(next_pushed(&mut resting_hub).await, "Maintenance tonight");
    assert_eq!(next_pushed(&mut playing_hub).await, "Maintenance tonight");

    // An offer to a list leaves the resting and the self-excluded player out, and says so.
    let all = json!({"usernames": [playing.username, resting.username, away.username]});
    let listed = app.post_as("/api/admin/notifications", &support, &message(all, 3, "Jackpot night")).await;
    assert_eq!((listed.status, listed.body["data"]["leftOut"].as_i64()), (200, Some(2)), "{}", listed.text);
    assert!(listed.message().contains('2'), "{}", listed.text);
    assert_eq!(next_pushed(&mut playing_hub).await, "Jackpot night");

    assert_eq!(
        notice_titles(app, &playing.token).await[..3],
        ["Jackpot night", "Maintenance tonight", "Weekend bonus"]
    );
    let resting_sees = notice_titles(app, &resting_token).await;
    assert!(resting_sees.contains(&"Maintenance tonight".to_owned()), "{resting_sees:?}");
    assert!(
        !resting_sees.iter().any(|t| t == "Weekend bonus" || t == "Jackpot night"),
        "no offer reaches a resting player: {resting_sees:?}"
    );
    let away_sees = notice_titles(app, &away_token).await;
    assert!(away_sees.contains(&"Maintenance tonight".to_owned()), "{away_sees:?}");
    assert!(!away_sees.iter().any(|t| t == "Weekend bonus" || t == "Jackpot night"), "{away_sees:?}");
    // Nor later: an offer sent during the time-out stays unseen once it ends.
    app.clock.advance(Duration::from_secs(24 * 3600 + 60));
    let back = resting.login(app).await;
    assert!(!notice_titles(app, &back).await.iter().any(|t| t == "Weekend bonus"));
});
