//! Player sessions over real HTTP on SQLite and PostgreSQL: logout, idle and absolute timeouts (balance
//! polling is not activity), the session history, revoke, password change ending the other sessions,
//! profile and balance.

use std::time::Duration;

use crate::common::{TestApp, login};
use api::Settings;
use serde_json::json;

const MINUTE: Duration = Duration::from_secs(60);

db_test!(logout_ends_the_session, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200);
    let answer =
        app.send(app.client.get(app.url("/api/auth/logout")).header("x-locale", "tr").bearer_auth(&player.token)).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.message(), "Çıkış yaptınız.");
    let after = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!((after.status, after.code()), (401, "auth.unauthorized"));
    assert_eq!(after.message(), "Your session has ended. Please log in again.");
    assert_eq!(app.get_as("/api/user/balance", &player.token).await.status, 401);
    // Logging out again (or without a session) is harmless.
    assert_eq!(app.get_as("/api/auth/logout", &player.token).await.status, 200);
    assert_eq!(app.get("/api/auth/logout", "en").await.status, 200);
    // Garbage or missing tokens are 401 too.
    assert_eq!(app.get_as("/api/customer/profile", "not-a-token").await.status, 401);
    assert_eq!(app.get("/api/customer/profile", "en").await.status, 401);
});

db_test!(an_idle_session_ends_and_balance_polling_does_not_keep_it_alive, async |app: &TestApp| {
    let player = app.player().register().await;
    // Activity keeps the session alive past 30 minutes in all …
    for _ in 0..3 {
        app.clock.advance(20 * MINUTE);
        assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200);
    }
    // … balance polls every 10 s-ish do not count: 31 minutes after the last activity the session is over.
    for _ in 0..5 {
        app.clock.advance(5 * MINUTE);
        let poll = app.get_as("/api/user/balance", &player.token).await;
        assert_eq!(poll.status, 200, "{}", poll.text);
    }
    app.clock.advance(6 * MINUTE);
    let poll = app.get_as("/api/user/balance", &player.token).await;
    assert_eq!((poll.status, poll.code()), (401, "session.idle"));
    assert_eq!(poll.message(), "You were logged out after a period without activity. Log in again to continue.");
    // Asked again, the ended session still says why.
    let again = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!((again.status, again.code()), (401, "session.idle"));
    // The history says why it ended.
    let token = player.login(app).await;
    let list = app.post_as("/api/customer/sessions", &token, &json!({"skip": 0, "take": 10})).await;
    assert_eq!(list.body["data"]["items"][1]["endReason"], "idle", "{}", list.text);
});

db_test!(the_sportsbook_heartbeat_keeps_a_session_alive_and_only_while_it_beats, async |app: &TestApp| {
    let player = app.player().register().await;
    let beat = async |token: &str| {
        app.send(app.client.post(app.url("/api/customer/heartbeat")).header("x-locale", "en").bearer_auth(token)).await
    };
    // A player betting only in the partner's frame: the site beats every few minutes, nothing else is called.
    for _ in 0..4 {
        app.clock.advance(20 * MINUTE);
        let answer = beat(&player.token).await;
        assert_eq!((answer.status, answer.text.as_str()), (204, ""));
    }
    assert_eq!(app.get_as("/api/user/balance", &player.token).await.status, 200, "80 minutes in, still logged in");
    // When the beats stop (the tab hidden, the frame closed), the idle timeout applies as before.
    app.clock.advance(31 * MINUTE);
    let answer = beat(&player.token).await;
    assert_eq!((answer.status, answer.code()), (401, "session.idle"));
    // Without a session it is refused like any player call.
    let anonymous = app.send(app.client.post(app.url("/api/customer/heartbeat")).header("x-locale", "en")).await;
    assert_eq!(anonymous.status, 401);
});

db_test!(a_session_ends_after_its_lifetime_however_active, async |app: &TestApp| {
    let player = app.player().register().await;
    // 48 steps of 29.5 minutes: 23.6 hours, never idle …
    for _ in 0..48 {
        app.clock.advance(30 * MINUTE - Duration::from_secs(30));
        assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200);
    }
    // … and 25 minutes later, still not idle, it is past its 24 hours.
    app.clock.advance(25 * MINUTE);
    let answer = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!((answer.status, answer.code()), (401, "session.expired"));
});

fn short_sessions() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.session_idle = 5 * MINUTE;
    settings.accounts.session_lifetime = 60 * MINUTE;
    settings
}

db_test_with!(session_timeouts_follow_the_settings, short_sessions(), async |app: &TestApp| {
    let player = app.player().register().await;
    app.clock.advance(4 * MINUTE);
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200);
    app.clock.advance(5 * MINUTE + Duration::from_secs(1));
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 401);
    let token = player.login(app).await;
    for _ in 0..14 {
        app.clock.advance(4 * MINUTE);
        assert_eq!(app.get_as("/api/customer/profile", &token).await.status, 200);
    }
    app.clock.advance(4 * MINUTE);
    assert_eq!(app.get_as("/api/customer/profile", &token).await.status, 401, "past the 60-minute lifetime");
});

db_test!(the_session_history_marks_the_current_session_and_revoke_ends_one, async |app: &TestApp| {
    let player = app.player().register().await;
    let second = app
        .send(app.client.post(app.url("/api/auth/login")).header("user-agent", "ZarTest/2").json(&player.credentials()))
        .await
        .body["data"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let third = player.login(app).await;

    let list = app.post_as("/api/customer/sessions", &second, &json!({"skip": 0, "take": 10})).await;
    assert_eq!(list.status, 200, "{}", list.text);
    assert_eq!(list.body["data"]["total"], 3);
    let items = list.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 3);
    let current: Vec<bool> = items.iter().map(|i| i["current"].as_bool().unwrap()).collect();
    assert_eq!(current, [false, true, false], "newest first, the second login is this request's");
    let second_item = &items[1];
    assert_eq!(second_item["userAgent"], "ZarTest/2");
    assert_eq!(second_item["ip"], "127.0.0.1");
    assert!(second_item["endedAt"].is_null());
    assert!(second_item["createdAt"].as_str().unwrap().ends_with('Z'));
    for key in ["id", "createdAt", "lastSeenAt", "endedAt", "endReason", "ip", "userAgent", "current"] {
        assert!(second_item.get(key).is_some(), "{key}");
    }

    // Paging.
    let page = app.post_as("/api/customer/sessions", &second, &json!({"skip": 1, "take": 1})).await;
    assert_eq!(page.body["data"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(page.body["data"]["items"][0]["current"], true);
    assert_eq!(page.body["data"]["total"], 3);
    for bad in [json!({"take": 0}), json!({"take": 101}), json!({"skip": -1}), json!({"take": "many"})] {
        let answer = app.post_as("/api/customer/sessions", &second, &bad).await;
        assert_eq!(answer.status, 422, "{bad}: {}", answer.text);
    }

    // Revoke the third from the second.
    let third_id = items[0]["id"].as_i64().unwrap();
    let revoked = app.post_as("/api/customer/sessions/revoke", &second, &json!({"id": third_id})).await;
    assert_eq!(revoked.status, 200, "{}", revoked.text);
    assert_eq!(revoked.message(), "The session has been ended.");
    // The revoked client is told why, in its language.
    let gone =
        app.send(app.client.get(app.url("/api/customer/profile")).header("x-locale", "tr").bearer_auth(&third)).await;
    assert_eq!((gone.status, gone.code()), (401, "session.revoked"));
    assert_eq!(gone.message(), "Oturumunuz başka bir cihazdan sonlandırıldı. Devam etmek için tekrar giriş yapın.");
    assert_eq!(app.get_as("/api/customer/profile", &second).await.status, 200);
    let list = app.post_as("/api/customer/sessions", &second, &json!({})).await;
    assert_eq!(list.body["data"]["items"][0]["endReason"], "revoked");
    assert!(list.body["data"]["items"][0]["endedAt"].is_string());

    // Another player's session, or none at all: 404.
    let other = app.player().register().await;
    let others = app.post_as("/api/customer/sessions", &other.token, &json!({})).await;
    let other_id = others.body["data"]["items"][0]["id"].as_i64().unwrap();
    let answer = app.post_as("/api/customer/sessions/revoke", &second, &json!({"id": other_id})).await;
    assert_eq!((answer.status, answer.code()), (404, "session.not_found"));
    assert_eq!(app.get_as("/api/customer/profile", &other.token).await.status, 200, "untouched");
    let answer = app.post_as("/api/customer/sessions/revoke", &second, &json!({"id": 999999})).await;
    assert_eq!(answer.status, 404);
    let answer = app.post_as("/api/customer/sessions/revoke", &second, &json!({})).await;
    assert_eq!(answer.status, 422);
    // Revoking the current session logs this client out, as a logout (nothing to explain).
    let own_id = items[1]["id"].as_i64().unwrap();
    assert_eq!(app.post_as("/api/customer/sessions/revoke", &second, &json!({"id": own_id})).await.status, 200);
    let out = app.get_as("/api/customer/profile", &second).await;
    assert_eq!((out.status, out.code()), (401, "auth.unauthorized"));
});

db_test!(a_password_change_ends_every_other_session_but_not_the_current_one, async |app: &TestApp| {
    let player = app.player().register().await;
    let other = player.login(app).await;
    let change = json!({"oldPassword": player.password, "password": "newsecret1", "confirmPassword": "newsecret1"});
    let answer = app.post_as("/api/customer/changepassword", &player.token, &change).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.message(), "Your password has been changed. Your other sessions have been closed.");
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200, "the current session stays");
    let ended = app.get_as("/api/customer/profile", &other).await;
    assert_eq!((ended.status, ended.code()), (401, "session.password_changed"), "the other one ended");
    let old = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!(old.status, 400);
    login(app, &player.username, "newsecret1").await;
    // The player is told by e-mail.
    let mail = app.get(&format!("/dev/outbox?recipient={}", player.email), "en").await;
    assert_eq!(mail.body["data"][0]["subject"], "Your Zar password was changed");
    let list = app.post_as("/api/customer/sessions", &player.token, &json!({})).await;
    let reasons: Vec<&str> =
        list.body["data"]["items"].as_array().unwrap().iter().filter_map(|i| i["endReason"].as_str()).collect();
    assert_eq!(reasons, ["password_changed"]);
});

db_test!(a_login_checked_against_a_password_changed_meanwhile_makes_no_session, async |app: &TestApp| {
    let player = app.player().register().await;
    // The login read the old hash and checked the password against it; then the password changed.
    let checked = store::players::get(&app.db, player.id).await.unwrap().unwrap().password_hash;
    let change = json!({"oldPassword": player.password, "password": "newsecret1", "confirmPassword": "newsecret1"});
    assert_eq!(app.post_as("/api/customer/changepassword", &player.token, &change).await.status, 200);
    let now = app.clock.now();
    let session = store::sessions::NewSession {
        token_hash: "a".repeat(64),
        betsy_token_hash: "b".repeat(64),
        betco_token_hash: "c".repeat(64),
        ip: String::new(),
        user_agent: String::new(),
        fingerprint: String::new(),
        created_at: now,
        expires_at: now + chrono::Duration::hours(1),
    };
    assert_eq!(store::players::log_in(&app.db, player.id, &checked, &session, "en").await.unwrap(), None);
    let current = store::players::get(&app.db, player.id).await.unwrap().unwrap().password_hash;
    assert!(store::players::log_in(&app.db, player.id, &current, &session, "en").await.unwrap().is_some());
});

db_test!(change_password_refuses_every_broken_rule, async |app: &TestApp| {
    let player = app.player().register().await;
    let form =
        |old: &str, new: &str, confirm: &str| json!({"oldPassword": old, "password": new, "confirmPassword": confirm});
    let cases = [
        (form("", "newsecret1", "newsecret1"), "oldPassword", "This field is required."),
        (form("abcd", "newsecret1", "newsecret1"), "oldPassword", "Must be between 5 and 100 characters."),
        (form(&player.password, "abcd", "abcd"), "password", "Must be between 5 and 100 characters."),
        (form(&player.password, "", ""), "password", "This field is required."),
        (form(&player.password, "newsecret1", "newsecret2"), "confirmPassword", "Passwords do not match."),
        (form(&player.password, "newsecret1", ""), "confirmPassword", "This field is required."),
        (
            form(&player.password, &player.password, &player.password),
            "password",
            "The new password must differ from the current one.",
        ),
    ];
    for (body, field, message) in cases {
        let answer = app.post_as("/api/customer/changepassword", &player.token, &body).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.text);
        assert_eq!(answer.body["errors"][field][0], message, "{body}");
    }
    let wrong = app
        .post_as("/api/customer/changepassword", &player.token, &form("wrongpass", "newsecret1", "newsecret1"))
        .await;
    assert_eq!((wrong.status, wrong.code()), (400, "auth.wrong_password"));
    assert_eq!(wrong.body["errors"]["oldPassword"][0], "Your current password is incorrect.");
    let anonymous =
        app.post("/api/customer/changepassword", "en", &form(&player.password, "newsecret1", "newsecret1")).await;
    assert_eq!(anonymous.status, 401);
});

db_test!(profile_and_balance_describe_the_player, async |app: &TestApp| {
    let player = app.player().register().await;
    let profile = app
        .send(app.client.get(app.url("/api/customer/profile")).header("x-locale", "tr").bearer_auth(&player.token))
        .await;
    assert_eq!(profile.status, 200, "{}", profile.text);
    let data = &profile.body["data"];
    assert_eq!(data["username"], player.username.as_str());
    assert_eq!(data["usercode"], player.usercode.as_str());
    assert_eq!(data["email"], player.email.as_str());
    assert_eq!(data["phone"], player.phone.as_str());
    assert_eq!(data["name"], "Ayşe Nur");
    assert_eq!(data["surname"], "Yılmaz");
    assert_eq!(data["birthDate"], "1990-05-17");
    assert_eq!(data["smsVerified"], false);
    assert_eq!(data["country"], json!({"id": 228, "name": "Türkiye"}));
    assert!(data["createdAt"].as_str().unwrap().ends_with('Z'));
    assert!(data["lastLoginAt"].is_string());
    let balance = app.get_as("/api/user/balance", &player.token).await;
    assert_eq!(balance.status, 200);
    assert_eq!(balance.body["data"], json!({"balance": 0.0, "bonus": 0.0}));
    assert_eq!(app.get("/api/user/balance", "en").await.status, 401);
});

db_test!(the_polled_balance_is_the_players_own_cash_and_bonus, async |app: &TestApp| {
    use domain::ledger::Account;
    let rich = app.player().register().await;
    let other = app.player().register().await;
    app.transfer(Account::House, Account::PlayerCash(rich.id), 123_450).await;
    app.transfer(Account::BonusFunds, Account::PlayerBonus(rich.id), 5_000).await;

    // Cash and, beside it, bonus money, to two decimals; a player without postings has 0.
    let polled = app.get_as("/api/user/balance", &rich.token).await;
    assert_eq!(polled.body["data"], json!({"balance": 1234.5, "bonus": 50.0}), "{}", polled.text);
    assert_eq!(app.get_as("/api/user/balance", &other.token).await.body["data"], json!({"balance": 0.0, "bonus": 0.0}));
});

db_test!(sessions_that_lapse_unnoticed_are_ended_by_the_sweep_at_the_time_they_lapsed, async |app: &TestApp| {
    let idle = app.player().register().await;
    let busy = app.player().register().await;
    // Nothing lapsed yet: the sweep ends nothing.
    assert_eq!(api::session::end_lapsed(&app.state).await.unwrap(), 0);
    app.clock.advance(std::time::Duration::from_secs(20 * 60));
    assert_eq!(app.get_as("/api/customer/profile", &busy.token).await.status, 200);
    app.clock.advance(std::time::Duration::from_secs(15 * 60));
    // 35 minutes for the first (idle 30 min), 15 since the second's last request.
    assert_eq!(api::session::end_lapsed(&app.state).await.unwrap(), 1);
    assert_eq!(store::testing::player_end_reasons(&app.db, idle.id).await.unwrap(), [Some("idle".to_owned())]);
    assert_eq!(store::testing::player_end_reasons(&app.db, busy.id).await.unwrap(), [None]);
    assert_eq!(api::session::end_lapsed(&app.state).await.unwrap(), 0, "each session is ended once");
    assert_eq!(app.get_as("/api/customer/profile", &idle.token).await.status, 401);
});
