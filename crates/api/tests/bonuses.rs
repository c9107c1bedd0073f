//! Bonuses over HTTP on both databases (issue 20): the trial bonus is granted once — never twice, not under
//! concurrent requests nor to a second account with the same verified phone; bets spend cash first, then bonus,
//! and wager the active bonus by their game's weight; the bet that reaches the requirement converts it (up to its
//! cap); a win pays bonus money back while the bonus is active; expiry and forfeit remove the rest; a code claims
//! only its campaign; an ineligible claim says why and changes nothing; operators manage the definitions
//! (admin only, audited); the ledger's invariants hold throughout.

use std::time::Duration;

use domain::operator::Role;
use serde_json::{Value, json};

use crate::{
    casino_wallet::Table,
    common::{TestApp, content, people::Player},
    payments::{balance, bank_withdrawal, card, intent},
};

impl TestApp {
    /// Creates a bonus definition as an admin (asserting success): its id.
    pub async fn define_bonus(&self, body: Value) -> i64 {
        let admin = self.operator(Role::Admin).login().await;
        let answer = self.post_as("/api/admin/bonuses", &admin, &body).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["id"].as_i64().unwrap()
    }

    async fn trial_bonus(&self, lira: &str) {
        content::save_option(self, &content::option("trial_bonus_amount", lira)).await;
        self.define_bonus(json!({"kind": "trial", "titleTr": "Deneme Bonusu", "titleEn": "Trial Bonus",
            "wagering": 2, "validityDays": 7}))
            .await;
    }

    async fn bonus_history(&self, player: &Player) -> Vec<Value> {
        let answer = self.post_as("/api/bonus/history", &player.token, &json!({})).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["items"].as_array().unwrap().clone()
    }

    async fn claim(&self, player: &Player, body: Value) -> crate::common::Answer {
        self.post_as("/api/bonus/claim", &player.token, &body).await
    }

    /// The player's bonus notifications' texts, newest first.
    async fn bonus_notices(&self, player: &Player) -> Vec<String> {
        let answer = self.post_as("/api/customer/notification", &player.token, &json!({})).await;
        let list = answer.body["data"].as_array().unwrap();
        list.iter().filter(|n| n["type"] == 4).map(|n| n["note"].as_str().unwrap_or_default().to_owned()).collect()
    }
}

fn lira(value: &Value) -> f64 {
    value.as_f64().unwrap()
}

db_test!(the_trial_bonus_is_granted_once_per_player_and_per_phone, async |app: &TestApp| {
    let amount = app.get("/api/bonus/trialbonusamount", "en").await;
    assert_eq!(amount.body["data"]["amount"], 0.0, "no trial bonus until one is set: {}", amount.text);
    app.trial_bonus("50").await;
    let amount = app.get("/api/bonus/trialbonusamount", "en").await;
    assert_eq!(amount.body["data"]["amount"], 50.0, "{}", amount.text);

    let player = app.player().set("trialBonus", json!(1)).register().await;
    let early = app.get_as("/api/bonus/definetrialbonus", &player.token).await;
    assert_eq!((early.status, early.code()), (409, "bonus.trial.phone_unverified"), "{}", early.text);
    assert!(app.bonus_history(&player).await.is_empty(), "nothing granted");

    store::players::mark_phone_verified(&app.db, player.id, app.clock.now()).await.unwrap();
    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    let trial = &listed.body["data"]["items"][0];
    assert_eq!((trial["kind"].as_str(), trial["claimable"].as_bool()), (Some("trial"), Some(true)), "{}", listed.text);

    // Ten requests at once: one grant.
    let tries = (0..10).map(|_| app.get_as("/api/bonus/definetrialbonus", &player.token));
    let answers = futures::future::join_all(tries).await;
    let granted: Vec<_> = answers.iter().filter(|a| a.status == 200).collect();
    assert_eq!(granted.len(), 1, "{:?}", answers.iter().map(|a| &a.text).collect::<Vec<_>>());
    for refused in answers.iter().filter(|a| a.status != 200) {
        assert_eq!(refused.status, 409, "{}", refused.text);
        assert!(["bonus.already_claimed", "bonus.active_exists"].contains(&refused.code()), "{}", refused.text);
    }
    assert_eq!(granted[0].body["data"]["amount"], 50.0);
    assert_eq!(granted[0].body["data"]["wageringRequired"], 100.0);
    assert_eq!(balance(app, &player.token).await, (0.0, 50.0));
    let history = app.bonus_history(&player).await;
    assert_eq!((history.len(), history[0]["status"].as_str()), (1, Some("active")));
    assert_eq!(app.bonus_notices(&player).await.len(), 1, "one Bonus notification");
    assert!(
        app.get_as("/api/bonus/claimable", &player.token).await.body["data"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|b| b["kind"] != "trial"),
        "the trial is no longer listed"
    );

    // The same phone on another account (the first moved to a new number): no second trial bonus.
    let phone = player.phone.clone();
    store::testing::execute(&app.db, &format!("UPDATE players SET phone = '905009998877' WHERE id = {}", player.id))
        .await
        .unwrap();
    let second = app.player().set("trialBonus", json!(1)).phone(&phone).register().await;
    store::players::mark_phone_verified(&app.db, second.id, app.clock.now()).await.unwrap();
    let again = app.get_as("/api/bonus/definetrialbonus", &second.token).await;
    assert_eq!((again.status, again.code()), (409, "bonus.trial.phone_used"), "{}", again.text);
    assert_eq!(balance(app, &second.token).await, (0.0, 0.0));

    // Not chosen at registration: not granted, and the message says why (in Turkish by default).
    let unchosen = app.funded_player(0).await;
    let refused = app.send(app.client.get(app.url("/api/bonus/definetrialbonus")).bearer_auth(&unchosen.token)).await;
    assert_eq!((refused.status, refused.code()), (409, "bonus.trial.not_chosen"));
    assert!(refused.message().contains("Deneme bonusu"), "{}", refused.text);
    app.ledger_holds().await;
});

db_test!(bets_spend_cash_first_wager_by_weight_and_convert_exactly_at_the_threshold, async |app: &TestApp| {
    let bonus = app
        .define_bonus(json!({"kind": "free", "titleTr": "Bedava", "titleEn": "Free", "amount": 100,
            "wagering": 2, "maxConversion": 150, "validityDays": 3,
            "weights": {"slot": 100, "live": 10, "games": 50, "bingo": 100, "tvbets": 100, "virtual": 100}}))
        .await;
    let player = app.gambler(10).await;
    let claimed = app.claim(&player, json!({"id": bonus})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    assert_eq!(balance(app, &player.token).await, (10.0, 100.0));
    let grant = claimed.body["data"]["id"].as_i64().unwrap();

    let slot: Table = app.table(domain::casino::Provider::Zar, &player).await;
    let live_game = app.casino_game(domain::casino::Provider::Zar, "live1", "Live Table", true).await;
    let live = Table {
        provider: domain::casino::Provider::Zar,
        game_code: "live1".into(),
        token: app.casino_session(&player, live_game).await,
    };

    // Cash first: ₺10 from cash, then ₺50 from bonus (wagering 60 at slot weight 100 %).
    assert_eq!(app.bet(&slot, "b1", "r1", 1_000).await["status"], "RS_OK");
    assert_eq!(app.bet(&slot, "b2", "r2", 5_000).await["status"], "RS_OK");
    assert_eq!(balance(app, &player.token).await, (0.0, 50.0));
    // A live table counts 10 %: ₺10 wagers ₺1.
    assert_eq!(app.bet(&live, "b3", "r3", 1_000).await["status"], "RS_OK");
    let history = app.bonus_history(&player).await;
    assert_eq!(lira(&history[0]["wagered"]), 61.0, "{:?}", history[0]);
    assert_eq!(lira(&history[0]["balance"]), 40.0);
    // A win of a round staked with bonus money pays bonus money; a round staked with cash pays cash.
    assert_eq!(app.win(&slot, "w2", "b2", "r2", 30_000).await["status"], "RS_OK");
    assert_eq!(app.win(&slot, "w1", "b1", "r1", 500).await["status"], "RS_OK");
    assert_eq!(balance(app, &player.token).await, (5.0, 340.0));
    // A rolled-back bet gives back its bonus money and its wagering.
    assert_eq!(app.rollback(&live, "x3", "b3", "r3").await["status"], "RS_OK");
    assert_eq!(balance(app, &player.token).await, (5.0, 350.0));
    assert_eq!(lira(&app.bonus_history(&player).await[0]["wagered"]), 60.0);

    // ₺139.99 more brings the wagering to ₺199.99 of ₺200: still active. Cash goes first (₺5).
    assert_eq!(app.bet(&slot, "b4", "r4", 13_999).await["status"], "RS_OK");
    let history = app.bonus_history(&player).await;
    assert_eq!((history[0]["status"].as_str(), lira(&history[0]["wagered"])), (Some("active"), 199.99));
    assert_eq!(balance(app, &player.token).await, (0.0, 215.01));
    // One kuruş more reaches it exactly: ₺150 of the ₺215 left converts (the cap), the rest is removed.
    assert_eq!(app.bet(&slot, "b5", "r5", 1).await["status"], "RS_OK");
    let history = app.bonus_history(&player).await;
    assert_eq!(history[0]["id"].as_i64(), Some(grant));
    assert_eq!((history[0]["status"].as_str(), lira(&history[0]["convertedAmount"])), (Some("converted"), 150.0));
    assert_eq!(balance(app, &player.token).await, (150.0, 0.0));
    assert!(app.bonus_notices(&player).await[0].contains("150.00"), "the conversion is announced");
    // After the conversion a win is cash, even of a round staked with bonus money.
    assert_eq!(app.win(&slot, "w4", "b4", "r4", 2_000).await["status"], "RS_OK");
    assert_eq!(balance(app, &player.token).await, (170.0, 0.0));
    // A replayed bet answers as first and moves nothing.
    assert_eq!(app.bet(&slot, "b5", "r5", 1).await["status"], "RS_OK");
    assert_eq!(balance(app, &player.token).await, (170.0, 0.0));
    app.ledger_holds().await;
});

db_test!(expiry_removes_the_rest_and_a_code_claims_only_its_campaign, async |app: &TestApp| {
    app.payment_methods().await;
    let spring = app
        .define_bonus(json!({"kind": "free", "titleTr": "Bahar", "titleEn": "Spring", "amount": 20, "code": "spring",
            "validityDays": 2}))
        .await;
    app.define_bonus(json!({"kind": "free", "titleTr": "Diğer", "titleEn": "Other", "amount": 30, "code": "OTHER"}))
        .await;
    let player = app.funded_player(100).await;

    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    assert_eq!(listed.body["data"]["items"], json!([]), "code campaigns are not listed: {}", listed.text);
    let by_id = app.claim(&player, json!({"id": spring})).await;
    assert_eq!((by_id.status, by_id.code()), (404, "bonus.not_found"), "{}", by_id.text);
    let unknown = app.claim(&player, json!({"code": "NOPE"})).await;
    assert_eq!((unknown.status, unknown.code()), (404, "bonus.code_unknown"));
    let empty = app.claim(&player, json!({})).await;
    assert_eq!(empty.status, 422, "{}", empty.text);
    let claimed = app.claim(&player, json!({"code": " Spring "})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    assert_eq!((claimed.body["data"]["title"].as_str(), lira(&claimed.body["data"]["amount"])), (Some("Spring"), 20.0));
    assert_eq!(balance(app, &player.token).await, (100.0, 20.0));

    // One bonus at a time; a withdrawal waits for the bonus to end. Neither changes anything.
    let rows = app.wallet_rows().await;
    let second = app.claim(&player, json!({"code": "OTHER"})).await;
    assert_eq!((second.status, second.code()), (409, "bonus.active_exists"), "{}", second.text);
    let withdrawal = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(100))).await;
    assert_eq!((withdrawal.status, withdrawal.code()), (409, "bonus.active"), "{}", withdrawal.text);
    assert_eq!(app.wallet_rows().await, rows);
    assert_eq!(balance(app, &player.token).await, (100.0, 20.0));

    // Two days on, the expiry job removes what is left and tells the player.
    app.clock.advance(Duration::from_secs(2 * 24 * 3600 + 60));
    assert_eq!(api::bonus::expiry::run(&app.state).await.unwrap(), 1);
    assert_eq!(api::bonus::expiry::run(&app.state).await.unwrap(), 0, "once");
    let mut player = player;
    player.token = player.login(app).await;
    assert_eq!(balance(app, &player.token).await, (100.0, 0.0));
    let history = app.bonus_history(&player).await;
    assert_eq!(history[0]["status"], "expired");
    assert_eq!(app.bonus_notices(&player).await.len(), 2, "granted, expired");
    // A once-per-player campaign stays claimed; another may be claimed now, and a withdrawal goes through.
    let spring_again = app.claim(&player, json!({"code": "SPRING"})).await;
    assert_eq!((spring_again.status, spring_again.code()), (409, "bonus.already_claimed"));
    let withdrawal = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(100))).await;
    assert_eq!(withdrawal.status, 200, "{}", withdrawal.text);
    app.ledger_holds().await;
});

db_test!(a_deposit_match_a_forfeit_and_an_exclusion, async |app: &TestApp| {
    app.payment_methods().await;
    let welcome = app
        .define_bonus(json!({"kind": "deposit_match", "titleTr": "Hoş geldin", "titleEn": "Welcome", "percent": 100,
            "maxAmount": 150, "minDeposit": 100, "newPlayersOnly": true, "wagering": 10}))
        .await;
    let player = app.funded_player(0).await;

    // No deposit yet: listed, not claimable, with the reason; a claim changes nothing.
    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    let offer = &listed.body["data"]["items"][0];
    assert_eq!((offer["claimable"].as_bool(), offer["percent"].as_i64()), (Some(false), Some(100)), "{}", listed.text);
    assert!(offer["reason"].as_str().unwrap().contains("100"), "{}", listed.text);
    let early = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((early.status, early.code()), (409, "bonus.deposit_required_min"), "{}", early.text);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));

    // A deposit of ₺200 is matched up to the cap, once.
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(200))).await;
    let link = asked.body["data"].as_str().unwrap().to_owned();
    assert_eq!(app.webhook("confirmed", &intent(&link), 200.0, None).await.status, 200);
    let listed = app.get_as("/api/bonus/claimable", &player.token).await;
    assert_eq!(listed.body["data"]["items"][0]["amount"], 150.0, "{}", listed.text);
    let claimed = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    assert_eq!(balance(app, &player.token).await, (200.0, 150.0));
    assert_eq!(lira(&claimed.body["data"]["wageringRequired"]), 1500.0);

    // Forfeit: the bonus money goes; the campaign was once per player.
    let grant = claimed.body["data"]["id"].as_i64().unwrap();
    let wrong = app.post_as("/api/bonus/forfeit", &player.token, &json!({"id": grant + 1000})).await;
    assert_eq!((wrong.status, wrong.code()), (404, "bonus.not_active"));
    let forfeited = app.post_as("/api/bonus/forfeit", &player.token, &json!({"id": grant})).await;
    assert_eq!((forfeited.status, forfeited.body["data"]["status"].as_str()), (200, Some("forfeited")));
    assert_eq!(balance(app, &player.token).await, (200.0, 0.0));
    let again = app.claim(&player, json!({"id": welcome})).await;
    assert_eq!((again.status, again.code()), (409, "bonus.already_claimed"));

    // A time-out forfeits the active bonus, and an excluded player is offered nothing.
    let free = app.define_bonus(json!({"kind": "free", "titleTr": "Bedava", "titleEn": "Free", "amount": 10})).await;
    assert_eq!(app.claim(&player, json!({"id": free})).await.status, 200);
    let timeout = app
        .post_as(
            "/api/customer/responsiblegaming/timeout",
            &player.token,
            &json!({"period": "24h", "password": player.password}),
        )
        .await;
    assert_eq!(timeout.status, 200, "{}", timeout.text);
    let token = player.login(app).await;
    assert_eq!(balance(app, &token).await, (200.0, 0.0));
    let history = app.post_as("/api/bonus/history", &token, &json!({})).await;
    assert_eq!(history.body["data"]["items"][0]["status"], "forfeited", "{}", history.text);
    assert_eq!(app.get_as("/api/bonus/claimable", &token).await.body["data"]["items"], json!([]));
    let excluded = app.post_as("/api/bonus/claim", &token, &json!({"id": free})).await;
    assert_eq!((excluded.status, excluded.code()), (403, "responsible.excluded.timeout"), "{}", excluded.text);
    app.ledger_holds().await;
});

db_test!(operators_define_bonuses_as_admins_and_every_change_is_audited, async |app: &TestApp| {
    let support = app.operator(Role::Support).login().await;
    let denied = app.post_as("/api/admin/bonuses", &support, &json!({})).await;
    assert_eq!(denied.status, 403, "{}", denied.text);
    let admin = app.operator(Role::Admin).login().await;
    let bad = app
        .post_as(
            "/api/admin/bonuses",
            &admin,
            &json!({"kind": "free", "titleTr": "", "titleEn": "X", "amount": 1.234,
            "code": "a b", "wagering": 500, "weights": {"slot": 120}}),
        )
        .await;
    assert_eq!(bad.status, 422, "{}", bad.text);
    for field in ["titleTr", "amount", "code", "wagering", "weights"] {
        assert!(bad.body["errors"][field].is_array(), "{field}: {}", bad.text);
    }
    assert_eq!(app.get_as("/api/admin/bonuses", &admin).await.body["data"], json!([]), "nothing was created");

    let created = app
        .post_as(
            "/api/admin/bonuses",
            &admin,
            &json!({"kind": "free", "titleTr": "Yaz", "titleEn": "Summer",
            "amount": 25.5, "code": "summer"}),
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text);
    let id = created.body["data"]["id"].as_i64().unwrap();
    assert_eq!(
        (created.body["data"]["code"].as_str(), created.body["data"]["amount"].as_f64()),
        (Some("SUMMER"), Some(25.5))
    );
    let taken = app
        .post_as(
            "/api/admin/bonuses",
            &admin,
            &json!({"kind": "free", "titleTr": "B", "titleEn": "B", "amount": 5,
            "code": "SUMMER"}),
        )
        .await;
    assert_eq!((taken.status, taken.code()), (409, "bonus.code_taken"));
    let changed = app
        .put_as(
            &format!("/api/admin/bonuses/{id}"),
            &admin,
            &json!({"kind": "trial", "titleTr": "Yaz", "titleEn": "Summer",
            "amount": 30, "code": "SUMMER", "wagering": 3}),
        )
        .await;
    assert_eq!(changed.status, 200, "{}", changed.text);
    assert_eq!(
        (changed.body["data"]["kind"].as_str(), changed.body["data"]["wagering"].as_i64()),
        (Some("free"), Some(3))
    );
    let off = app.delete_as(&format!("/api/admin/bonuses/{id}"), &admin).await;
    assert_eq!((off.status, off.body["data"]["active"].as_bool()), (200, Some(false)));
    let player = app.funded_player(0).await;
    let closed = app.claim(&player, json!({"code": "summer"})).await;
    assert_eq!((closed.status, closed.code()), (404, "bonus.code_unknown"), "a switched-off bonus is not claimable");
    assert_eq!(app.get_as("/api/admin/bonuses/999999", &admin).await.status, 404);

    let filter = store::audit::Filter {
        target_type: Some("bonus".into()),
        target_id: Some(id.to_string()),
        ..Default::default()
    };
    let (rows, _) = store::audit::page(&app.db, &filter, 0, 10).await.unwrap();
    let actions: Vec<String> = rows.into_iter().rev().map(|r| r.entry.action).collect();
    assert_eq!(actions, ["bonus.create", "bonus.update", "bonus.deactivate"]);
});

// Schemathesis found it: a forfeit refused for want of an active grant created the player's bonus account.
db_test!(a_refused_forfeit_stores_nothing, async |app: &TestApp| {
    let player = app.player().register().await;
    let accounts = store::testing::count(&app.db, "ledger_accounts").await.unwrap();
    let refused = app.post_as("/api/bonus/forfeit", &player.token, &json!({"id": 1})).await;
    assert_eq!((refused.status, refused.code()), (404, "bonus.not_active"), "{}", refused.text);
    assert_eq!(store::testing::count(&app.db, "ledger_accounts").await.unwrap(), accounts, "no account was created");
});
