//! The player page's read-only tabs (issue 23) on both databases: a player's game rounds, bonus grants and the
//! notifications sent to them, and a bonus's grants — content, newest first, paging, the roles refused (403)
//! and an unknown player or bonus (404); and a player's money at a glance (`…/summary`).

use domain::{casino::Provider, operator::Role};
use serde_json::{Value, json};

use crate::{
    common::{Answer, TestApp},
    payments::{bank_withdrawal, card, intent},
};

/// The items of a 200 page, after checking its total.
fn items(answer: &Answer, total: i64) -> Vec<Value> {
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["data"]["total"], total, "{}", answer.text);
    answer.body["data"]["items"].as_array().unwrap().clone()
}

fn field<'a>(rows: &'a [Value], name: &str) -> Vec<&'a Value> {
    rows.iter().map(|r| &r[name]).collect()
}

db_test!(operators_read_a_players_rounds_newest_first_in_pages, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let other = app.gambler(100).await;
    let slot = app.table(Provider::Zar, &player).await;
    assert_eq!(app.bet(&slot, "b1", "round-1", 1_000).await["status"], "RS_OK");
    assert_eq!(app.win(&slot, "w1", "b1", "round-1", 2_500).await["status"], "RS_OK");
    assert_eq!(app.bet(&slot, "b2", "round-2", 500).await["status"], "RS_OK");
    let elsewhere = app.table(Provider::Zar, &other).await;
    assert_eq!(app.bet(&elsewhere, "b3", "round-3", 700).await["status"], "RS_OK");

    let path = format!("/api/admin/players/{}/rounds", player.id);
    let finance = app.operator(Role::Finance).login().await;
    let rounds = items(&app.get_as(&path, &finance).await, 2);
    assert_eq!(field(&rounds, "round"), ["round-2", "round-1"], "newest first, only this player's");
    assert_eq!((rounds[1]["bet"].as_f64(), rounds[1]["win"].as_f64()), (Some(10.0), Some(25.0)));
    assert_eq!((rounds[1]["status"].as_str(), rounds[0]["status"].as_str()), (Some("closed"), Some("open")));
    assert_eq!(rounds[0]["gameName"], "Nazar Slot");
    assert_eq!(rounds[0]["providerName"], "Zar");
    assert!(rounds[0]["createdAt"].as_str().unwrap().ends_with('Z'));

    let support = app.operator(Role::Support).login().await;
    let second = items(&app.get_as(&format!("{path}?skip=1&take=1"), &support).await, 2);
    assert_eq!(field(&second, "round"), ["round-1"]);
    let bad = app.get_as(&format!("{path}?take=500"), &support).await;
    assert_eq!(bad.status, 422, "{}", bad.text);
});

db_test!(operators_read_a_players_bonuses_and_a_bonuses_grants, async |app: &TestApp| {
    let admin = app.operator(Role::Admin).login().await;
    let define = |title: &'static str, amount: i64| {
        json!({"kind": "free", "titleTr": format!("{title} tr"), "titleEn": title, "amount": amount,
            "wagering": 3, "validityDays": 5})
    };
    let created = app.post_as("/api/admin/bonuses", &admin, &define("Spring", 40)).await;
    assert_eq!(created.status, 200, "{}", created.text);
    let spring = created.body["data"]["id"].as_i64().unwrap();
    let unclaimed = app.post_as("/api/admin/bonuses", &admin, &define("Autumn", 10)).await;
    let autumn = unclaimed.body["data"]["id"].as_i64().unwrap();
    let (ayse, mehmet) = (app.gambler(0).await, app.gambler(0).await);
    for player in [&ayse, &mehmet] {
        let claimed = app.post_as("/api/bonus/claim", &player.token, &json!({"id": spring})).await;
        assert_eq!(claimed.status, 200, "{}", claimed.text);
    }

    let finance = app.operator(Role::Finance).login().await;
    let request = app.client.get(app.url(&format!("/api/admin/players/{}/bonuses", ayse.id)));
    let english = app.send(request.bearer_auth(&finance).header("x-locale", "en")).await;
    let grants = items(&english, 1);
    assert_eq!((grants[0]["title"].as_str(), grants[0]["bonusId"].as_i64()), (Some("Spring"), Some(spring)));
    assert_eq!((grants[0]["amount"].as_f64(), grants[0]["wageringRequired"].as_f64()), (Some(40.0), Some(120.0)));
    assert_eq!((grants[0]["status"].as_str(), grants[0]["balance"].as_f64()), (Some("active"), Some(40.0)));
    assert_eq!(grants[0]["wagered"], 0.0);
    assert!(grants[0]["expiresAt"].is_string() && grants[0]["endedAt"].is_null(), "{}", english.text);
    let request = app.client.get(app.url(&format!("/api/admin/players/{}/bonuses", ayse.id)));
    let turkish = app.send(request.bearer_auth(&finance).header("x-locale", "tr")).await;
    assert_eq!(items(&turkish, 1)[0]["title"], "Spring tr");

    let path = format!("/api/admin/bonuses/{spring}/grants");
    let claimed = items(&app.get_as(&path, &admin).await, 2);
    assert_eq!(field(&claimed, "username"), [mehmet.username.as_str(), ayse.username.as_str()], "newest first");
    assert_eq!(field(&claimed, "playerId"), [mehmet.id, ayse.id]);
    assert_eq!(claimed[0]["amount"], 40.0);
    assert_eq!(claimed[0]["status"], "active");
    let second = items(&app.get_as(&format!("{path}?skip=1&take=1"), &admin).await, 2);
    assert_eq!(field(&second, "username"), [ayse.username.as_str()]);
    items(&app.get_as(&format!("/api/admin/bonuses/{autumn}/grants"), &admin).await, 0);

    // The bonus screen is the admin's: every other role is refused; an unknown bonus is a 404.
    for role in [Role::Finance, Role::Support, Role::Content] {
        let token = app.operator(role).login().await;
        assert_eq!(app.get_as(&path, &token).await.status, 403, "{role:?}");
    }
    for unknown in ["999999", "x"] {
        let nobody = app.get_as(&format!("/api/admin/bonuses/{unknown}/grants"), &admin).await;
        assert_eq!((nobody.status, nobody.code()), (404, "bonus.not_found"), "{}", nobody.text);
    }
});

db_test!(operators_read_what_was_sent_to_a_player, async |app: &TestApp| {
    let support = app.operator(Role::Support).login().await;
    let ayse = app.player().register().await;
    let send = |audience: Value, title: &str| {
        let mut body = json!({"type": 5, "title": {"tr": format!("{title} tr"), "en": title},
            "note": {"tr": "not", "en": "note"}});
        for (key, value) in audience.as_object().unwrap() {
            body[key] = value.clone();
        }
        body
    };
    for (audience, title) in [
        (json!({"username": ayse.username}), "First"),
        (json!({"all": true}), "Everyone"),
        (json!({"username": ayse.username}), "Third"),
    ] {
        let sent = app.post_as("/api/admin/notifications", &support, &send(audience, title)).await;
        assert_eq!(sent.status, 200, "{}", sent.text);
    }
    let mine = app.post_as("/api/customer/notification", &ayse.token, &json!({})).await;
    let first_id = mine.body["data"][2]["id"].as_i64().unwrap();
    let read = app.post_as("/api/customer/readnotification", &ayse.token, &json!({"id": [first_id]})).await;
    assert_eq!(read.status, 200, "{}", read.text);

    let path = format!("/api/admin/players/{}/notifications", ayse.id);
    let finance = app.operator(Role::Finance).login().await;
    let request = app.client.get(app.url(&path)).bearer_auth(&finance).header("x-locale", "en");
    let sent = items(&app.send(request).await, 3);
    assert_eq!(field(&sent, "title"), ["Third", "Everyone", "First"]);
    assert_eq!(field(&sent, "isRead"), [false, false, true]);
    assert!(sent[0]["timeStamp"].as_str().unwrap().ends_with('Z'));
    let page = items(&app.get_as(&format!("{path}?skip=2&take=5"), &support).await, 3);
    assert_eq!(field(&page, "title"), ["First"]);
    // A player registered after the broadcast never saw it.
    let later = app.player().register().await;
    let theirs = items(&app.get_as(&format!("/api/admin/players/{}/notifications", later.id), &support).await, 0);
    assert!(theirs.is_empty());
});

db_test!(the_player_tabs_refuse_content_editors_and_unknown_players, async |app: &TestApp| {
    let player = app.player().register().await;
    let content = app.operator(Role::Content).login().await;
    let support = app.operator(Role::Support).login().await;
    for tab in ["rounds", "bonuses", "notifications"] {
        let path = format!("/api/admin/players/{}/{tab}", player.id);
        assert_eq!(app.get_as(&path, &content).await.status, 403, "{tab}");
        assert_eq!(app.get(&path, "en").await.status, 401, "{tab}");
        items(&app.get_as(&path, &support).await, 0);
        for unknown in ["999999", "0", "abc"] {
            let nobody = app.get_as(&format!("/api/admin/players/{unknown}/{tab}"), &support).await;
            assert_eq!((nobody.status, nobody.code()), (404, "admin.player_not_found"), "{tab}: {}", nobody.text);
        }
    }
});

db_test!(the_summary_sums_a_players_payments_play_and_protection, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let deposit = async |lira: f64| {
        let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(lira))).await;
        assert_eq!(asked.status, 200, "{}", asked.text);
        let intent = intent(asked.body["data"].as_str().unwrap());
        assert_eq!(app.webhook("confirmed", &intent, lira, None).await.status, 200);
    };
    deposit(300.0).await;
    deposit(200.0).await;
    let withdraw = async |lira: i64| {
        let answer = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(lira))).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["id"].as_i64().unwrap()
    };
    let paid = withdraw(100).await;
    withdraw(150).await;
    let finance = app.operator(Role::Finance).login().await;
    let approved = app.post_as(&format!("/api/admin/withdrawals/{paid}/approve"), &finance, &json!({})).await;
    assert_eq!(approved.status, 200, "{}", approved.text);
    let slot = app.table(Provider::Zar, &player).await;
    for (n, (bet, win)) in [(1_000, 0), (2_000, 9_000), (500, 1_500)].into_iter().enumerate() {
        let (b, w, round) = (format!("b{n}"), format!("w{n}"), format!("round-{n}"));
        assert_eq!(app.bet(&slot, &b, &round, bet).await["status"], "RS_OK");
        if win > 0 {
            assert_eq!(app.win(&slot, &w, &b, &round, win).await["status"], "RS_OK");
        }
    }
    let limit = json!({"kind": "deposit", "period": "daily", "amount": 1000});
    assert_eq!(app.post_as("/api/customer/responsiblegaming/limits", &player.token, &limit).await.status, 200);

    let path = format!("/api/admin/players/{}/summary", player.id);
    let answer = app.get_as(&path, &finance).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let s = &answer.body["data"];
    assert_eq!((s["deposits"]["count"].as_i64(), s["deposits"]["amount"].as_f64()), (Some(2), Some(500.0)));
    assert_eq!((s["withdrawals"]["count"].as_i64(), s["withdrawals"]["amount"].as_f64()), (Some(1), Some(100.0)));
    let pending = &s["pendingWithdrawals"];
    assert_eq!((pending["count"].as_i64(), pending["amount"].as_f64()), (Some(1), Some(150.0)));
    let recent = &s["last30Days"];
    assert_eq!(
        ["deposits", "withdrawals", "bets", "wins"].map(|k| recent[k].as_f64().unwrap()),
        [500.0, 100.0, 35.0, 105.0],
        "{answer:?}",
        answer = answer.text
    );
    assert_eq!(recent["rounds"], 3);
    let wins = s["recentWins"].as_array().unwrap();
    assert_eq!(field(wins, "win"), [90.0, 15.0], "biggest first, wins only");
    assert_eq!((wins[0]["bet"].as_f64(), wins[0]["gameName"].as_str()), (Some(20.0), Some("Nazar Slot")));
    assert!(s["bonus"].is_null(), "{}", answer.text);
    let protection = &s["protection"];
    assert_eq!((protection["limits"].as_i64(), protection["alerts30Days"].as_i64()), (Some(1), Some(0)));
    assert!(protection["excludedUntil"].is_null() && protection["exclusionKind"].is_null(), "{}", answer.text);

    // Seven days on, the wins have aged out of the list; a month on, the period's figures too.
    // (An operator's session lasts 12 hours: a new one each time.)
    app.clock.advance(std::time::Duration::from_secs(8 * 86_400));
    let week = app.get_as(&path, &app.operator(Role::Finance).login().await).await;
    assert!(week.body["data"]["recentWins"].as_array().unwrap().is_empty(), "{}", week.text);
    assert_eq!(week.body["data"]["last30Days"]["rounds"], 3);
    app.clock.advance(std::time::Duration::from_secs(30 * 86_400));
    let month = app.get_as(&path, &app.operator(Role::Finance).login().await).await;
    assert_eq!(month.body["data"]["last30Days"]["rounds"], 0);
    assert_eq!(month.body["data"]["deposits"]["amount"], 500.0, "lifetime figures stay");

    let content = app.operator(Role::Content).login().await;
    assert_eq!(app.get_as(&path, &content).await.status, 403);
    let support = app.operator(Role::Support).login().await;
    let nobody = app.get_as("/api/admin/players/999999/summary", &support).await;
    assert_eq!((nobody.status, nobody.code()), (404, "admin.player_not_found"), "{}", nobody.text);
});

db_test!(the_summary_names_an_active_bonus_and_an_exclusion, async |app: &TestApp| {
    let admin = app.operator(Role::Admin).login().await;
    let body = json!({"kind": "free", "titleTr": "Bahar", "titleEn": "Spring", "amount": 40, "wagering": 3,
        "validityDays": 5});
    let created = app.post_as("/api/admin/bonuses", &admin, &body).await;
    let bonus = created.body["data"]["id"].as_i64().unwrap();
    let player = app.gambler(0).await;
    let claimed = app.post_as("/api/bonus/claim", &player.token, &json!({"id": bonus})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    let path = format!("/api/admin/players/{}/summary", player.id);
    let request = app.client.get(app.url(&path)).bearer_auth(&admin).header("x-locale", "en");
    let answer = app.send(request).await;
    let active = &answer.body["data"]["bonus"];
    assert_eq!((active["name"].as_str(), active["balance"].as_f64()), (Some("Spring"), Some(40.0)), "{}", answer.text);
    assert_eq!((active["wagered"].as_f64(), active["required"].as_f64()), (Some(0.0), Some(120.0)));

    let password = player.password.clone();
    let timeout = json!({"period": "24h", "password": password});
    let excluded = app.post_as("/api/customer/responsiblegaming/timeout", &player.token, &timeout).await;
    assert_eq!(excluded.status, 200, "{}", excluded.text);
    let answer = app.get_as(&path, &admin).await;
    let protection = &answer.body["data"]["protection"];
    assert_eq!(protection["exclusionKind"], "timeout", "{}", answer.text);
    let until: chrono::DateTime<chrono::Utc> = protection["excludedUntil"].as_str().unwrap().parse().unwrap();
    assert_eq!((until - app.clock.now()).num_hours(), 23, "{until}");
});
