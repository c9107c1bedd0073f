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
    payments::{balance, bank_withdrawal, card, intent},
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

/// The player's withdrawal of ₺`lira` (asserting success): its id.
async fn withdraw(app: &TestApp, player: &Player, lira: i64) -> i64 {
    let answer = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(lira))).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["id"].as_i64().unwrap()
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
    let timeout = app
        .post_as(
            "/api/customer/responsiblegaming/timeout",
            &resting.token,
            &json!({"period": "24h", "password": resting.password}),
        )
        .await;
    assert_eq!(timeout.status, 200, "{}", timeout.text);
    ok(app.win(&table, "tw1", "t1", "rt1", 21_000).await);
    let token = resting.login(app).await;
    // The round's stake was ₺5 cash and ₺100 bonus: the cash share of the ₺210 win (₺10) is the player's.
    assert_eq!(balance(app, &token).await, (10.0, 0.0));
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
    let pending = withdraw(app, &player, 1_000).await;
    let rows = app.wallet_rows().await;
    let matched = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((matched.status, matched.code()), (409, "bonus.withdrawal_pending"), "{}", matched.text);
    let free = app.claim(&player, json!({"code": "ZAR100"})).await;
    assert_eq!((free.status, free.code()), (409, "bonus.withdrawal_pending"), "{}", free.text);
    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    assert_eq!(listed.body["data"]["items"][0]["claimable"], false, "{}", listed.text);
    assert_eq!(app.wallet_rows().await, rows, "a refused claim changes nothing");

    // Paid out, the deposit is gone: nothing to match.
    let paid = app.post_bare_as(&format!("/api/admin/withdrawals/{pending}/approve"), &finance).await;
    assert_eq!(paid.status, 200, "{}", paid.text);
    let after = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((after.status, after.code()), (409, "bonus.deposit_required"), "{}", after.text);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));

    // A withdrawal rejected gives the money back: the deposit is in the account again and may be matched.
    let second = app.funded_player(0).await;
    deposit(app, &second, 500).await;
    let asked = withdraw(app, &second, 500).await;
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
