//! Responsible gambling over HTTP on both databases: deposit, loss and wager limits enforced at their boundary
//! (exactly at the limit passes, one kuruş over is refused), concurrent deposits and bets that cannot pass a
//! limit together, a lowering in force at once and a raise only after 24 hours and a confirmation, the 80 %
//! notification written once, and every change in the audit log.

use std::time::Duration;

use domain::casino::Provider;
use serde_json::{Value, json};

use crate::{
    casino_wallet::{Signing, Table, bet_body},
    common::{TestApp, people::Player},
};

const CARD: i64 = 3;

fn card(amount: Value) -> Value {
    json!({"id": CARD, "target": "pay",
        "detail": {"Amount": amount, "CardNo": "4111 1111 1111 1111", "CardHolder": "Ayşe Yılmaz", "Expiry": "12/39"}})
}

impl TestApp {
    /// Sets the player's `kind` limit for `period` to `amount` (null removes it); the answer.
    pub async fn limit(&self, player: &Player, kind: &str, period: &str, amount: Value) -> crate::common::Answer {
        let body = json!({"kind": kind, "period": period, "amount": amount});
        self.post_as("/api/customer/responsiblegaming/limits", &player.token, &body).await
    }

    async fn overview(&self, player: &Player) -> Value {
        let answer = self.get_as("/api/customer/responsiblegaming", &player.token).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"].clone()
    }

    /// The player's notifications titled `title`.
    async fn notices_titled(&self, player: &Player, title: &str) -> usize {
        let answer = self.post_as("/api/customer/notification", &player.token, &json!({"skip": 0, "take": 100})).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"].as_array().unwrap().iter().filter(|n| n["title"] == title).count()
    }
}

/// The overview's entry for `kind` and `period`.
fn entry<'a>(overview: &'a Value, kind: &str, period: &str) -> &'a Value {
    overview["limits"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["kind"] == kind && l["period"] == period)
        .unwrap_or_else(|| panic!("no {kind} {period} in {overview}"))
}

async fn bet(app: &TestApp, table: &Table, uuid: &str, kurus: i64) -> Value {
    app.bet(table, uuid, &format!("round-{uuid}"), kurus).await
}

db_test!(a_deposit_limit_passes_exactly_at_the_limit_and_refuses_one_kurus_over, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let set = app.limit(&player, "deposit", "daily", json!(200)).await;
    assert_eq!(set.status, 200, "{}", set.text);
    assert_eq!(set.body["data"]["immediate"], true);

    let first = app.post_as("/api/payment/deposit", &player.token, &card(json!(150))).await;
    assert_eq!(first.status, 200, "{}", first.text);
    let over = app.post_as("/api/payment/deposit", &player.token, &card(json!(50.01))).await;
    assert_eq!(over.status, 400, "{}", over.text);
    assert_eq!(over.code(), "responsible.deposit_limit.daily");
    assert!(over.message().contains("daily deposit limit of ₺200.00"), "{}", over.message());
    assert!(over.message().contains("₺50.00 is left until"), "{}", over.message());
    let exact = app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await;
    assert_eq!(exact.status, 200, "{}", exact.text);

    let overview = app.overview(&player).await;
    let daily = entry(&overview, "deposit", "daily");
    assert_eq!(daily["amount"], 200.0);
    assert_eq!(daily["used"], 200.0);
    assert_eq!(daily["left"], 0.0);
    // 150 is 75 %, 200 crossed 80 %: one notification, not one per deposit after it.
    let refused_again = app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await;
    assert_eq!(refused_again.status, 400);
    assert_eq!(app.notices_titled(&player, "You are near your limit").await, 1);
});

db_test!(twenty_deposits_at_once_never_pass_a_deposit_limit, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    assert_eq!(app.limit(&player, "deposit", "weekly", json!(500)).await.status, 200);
    let form = card(json!(50));
    let asks = (0..20).map(|_| app.post_as("/api/payment/deposit", &player.token, &form));
    let answers = futures::future::join_all(asks).await;
    let passed = answers.iter().filter(|a| a.status == 200).count();
    let refused = answers.iter().filter(|a| a.code() == "responsible.deposit_limit.weekly").count();
    assert_eq!((passed, refused), (10, 10), "{:?}", answers.iter().map(|a| &a.text).collect::<Vec<_>>());
});

db_test!(loss_and_wager_limits_refuse_a_bet_one_kurus_over_and_never_a_win_or_rollback, async |app: &TestApp| {
    let player = app.gambler(1_000).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_eq!(app.limit(&player, "wager", "daily", json!(100)).await.status, 200);
    assert_eq!(app.limit(&player, "loss", "monthly", json!(50)).await.status, 200);

    assert_eq!(bet(app, &table, "b1", 5_000).await["status"], "RS_OK");
    // Loss 50.00 of 50.00: one kuruş more is refused with Hub88's "user disabled", nothing moves.
    let cash = app.cash(&player).await;
    assert_eq!(bet(app, &table, "b2", 1).await["status"], "RS_ERROR_USER_DISABLED");
    assert_eq!(app.cash(&player).await, cash);
    // A win is never refused and brings the loss down: 20.00 more may be lost.
    let won = app.win(&table, "w1", "b1", "round-b1", 2_000).await;
    assert_eq!(won["status"], "RS_OK", "{won}");
    assert_eq!(bet(app, &table, "b3", 2_001).await["status"], "RS_ERROR_USER_DISABLED");
    assert_eq!(bet(app, &table, "b4", 2_000).await["status"], "RS_OK");
    // Wagered 70.00 of 100.00; a rollback gives 20.00 back to both limits and is never refused.
    let rolled = app.rollback(&table, "r1", "b4", "round-b4").await;
    assert_eq!(rolled["status"], "RS_OK", "{rolled}");
    let overview = app.overview(&player).await;
    assert_eq!(entry(&overview, "wager", "daily")["used"], 50.0);
    assert_eq!(entry(&overview, "loss", "monthly")["used"], 30.0);
    assert_eq!(entry(&overview, "loss", "monthly")["left"], 20.0);
    // Raise the loss limit out of the way: the wager limit binds at exactly 100.00.
    app.limit(&player, "loss", "monthly", Value::Null).await;
    app.clock.advance(Duration::from_secs(24 * 3600 + 1));
    let player = Player { token: player.login(app).await, ..player };
    let confirmed = app
        .post_as(
            "/api/customer/responsiblegaming/confirm",
            &player.token,
            &json!({"kind": "loss", "period": "monthly"}),
        )
        .await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.text);
    let table = app.table(Provider::Zar, &player).await;
    let wagered = entry(&app.overview(&player).await, "wager", "daily")["used"].as_f64().unwrap();
    let left = 10_000 - (wagered * 100.0).round() as i64;
    assert_eq!(bet(app, &table, "b5", left + 1).await["status"], "RS_ERROR_USER_DISABLED");
    assert_eq!(bet(app, &table, "b6", left).await["status"], "RS_OK");
    app.ledger_holds().await;
});

db_test!(twenty_bets_at_once_never_pass_a_wager_limit, async |app: &TestApp| {
    let player = app.gambler(1_000).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_eq!(app.limit(&player, "wager", "daily", json!(100)).await.status, 200);
    let bodies: Vec<Value> = (0..20).map(|i| bet_body(&table, &format!("pb{i}"), &format!("pr{i}"), 1_000)).collect();
    let bets = bodies.iter().map(|body| app.wallet(table.provider, "transaction/bet", body, Signing::Right));
    let answers = futures::future::join_all(bets).await;
    let ok = answers.iter().filter(|a| a["status"] == "RS_OK").count();
    let refused = answers.iter().filter(|a| a["status"] == "RS_ERROR_USER_DISABLED").count();
    assert_eq!((ok, refused), (10, 10), "{answers:?}");
    assert_eq!(app.cash(&player).await, (1_000 - 100) * 100);
    assert_eq!(app.notices_titled(&player, "You are near your limit").await, 1);
    app.ledger_holds().await;
});

db_test!(a_lowering_is_immediate_and_a_raise_waits_a_day_and_a_confirmation, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.limit(&player, "loss", "weekly", json!(100)).await.status, 200);
    let lowered = app.limit(&player, "loss", "weekly", json!(50)).await;
    assert_eq!(lowered.body["data"]["immediate"], true, "{}", lowered.text);
    assert_eq!(entry(&app.overview(&player).await, "loss", "weekly")["amount"], 50.0);

    let raised = app.limit(&player, "loss", "weekly", json!(300)).await;
    assert_eq!(raised.status, 200, "{}", raised.text);
    assert_eq!(raised.body["data"]["immediate"], false);
    let overview = app.overview(&player).await;
    let weekly = entry(&overview, "loss", "weekly");
    assert_eq!(weekly["amount"], 50.0, "the current limit stays");
    assert_eq!(weekly["pending"]["amount"], 300.0);

    let confirm = json!({"kind": "loss", "period": "weekly"});
    let early = app.post_as("/api/customer/responsiblegaming/confirm", &player.token, &confirm).await;
    assert_eq!(early.status, 409, "{}", early.text);
    assert_eq!(early.code(), "responsible.not_yet");
    app.clock.advance(Duration::from_secs(23 * 3600));
    let player = Player { token: player.login(app).await, ..player };
    let still = app.post_as("/api/customer/responsiblegaming/confirm", &player.token, &confirm).await;
    assert_eq!(still.code(), "responsible.not_yet");
    app.clock.advance(Duration::from_secs(3600));
    let player = Player { token: player.login(app).await, ..player };
    let done = app.post_as("/api/customer/responsiblegaming/confirm", &player.token, &confirm).await;
    assert_eq!(done.status, 200, "{}", done.text);
    assert_eq!(entry(&app.overview(&player).await, "loss", "weekly")["amount"], 300.0);
    let again = app.post_as("/api/customer/responsiblegaming/confirm", &player.token, &confirm).await;
    assert_eq!(again.code(), "responsible.nothing_pending");

    // The session limit follows the same rules, in minutes.
    let session = app.limit(&player, "session", "", json!(90)).await;
    assert_eq!(session.body["data"]["amount"], 90.0, "{}", session.text);
    assert_eq!(app.overview(&player).await["session"]["minutes"], 90);
    let bad = app.limit(&player, "deposit", "yearly", json!(10)).await;
    assert_eq!(bad.status, 422);
    assert!(bad.body["errors"]["period"].is_array(), "{}", bad.text);
    let bad = app.limit(&player, "deposit", "daily", json!(10.001)).await;
    assert!(bad.body["errors"]["amount"].is_array(), "{}", bad.text);

    // Every change is audited and notified.
    let filter = store::audit::Filter {
        target_type: Some("player".into()),
        target_id: Some(player.id.to_string()),
        ..Default::default()
    };
    let (rows, total) = store::audit::page(&app.db, &filter, 0, 100).await.unwrap();
    assert_eq!(total, 5, "{rows:?}");
    assert!(rows.iter().all(|r| r.entry.action.starts_with("responsible.limit.")));
    assert_eq!(app.notices_titled(&player, "Your limits").await, 5);
});
