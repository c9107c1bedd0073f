//! Operators and players: search, view, block and unblock, with role checks and audit rows.

use crate::common::{Answer, TestApp};
use domain::operator::Role;
use serde_json::{Value, json};

async fn player_id(app: &TestApp, token: &str, username: &str) -> i64 {
    let found = app.get_as(&format!("/api/admin/players?search={username}"), token).await;
    assert_eq!(found.status, 200, "{}", found.text);
    found.body["data"]["items"][0]["id"].as_i64().unwrap()
}

/// The audit rows about `player`, newest first.
async fn audit_rows(app: &TestApp, player: i64) -> Vec<Value> {
    let admin = app.operator(Role::Admin).login().await;
    let answer = app.get_as(&format!("/api/admin/audit?targetType=player&targetId={player}"), &admin).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["items"].as_array().unwrap().clone()
}

db_test!(roles_decide_who_may_view_and_block, async |app: &TestApp| {
    let player = app.player().register().await;
    let support = app.operator(Role::Support).login().await;
    let id = player_id(app, &support, &player.username).await;
    let detail = format!("/api/admin/players/{id}");
    let block = format!("/api/admin/players/{id}/block");
    let unblock = format!("/api/admin/players/{id}/unblock");

    let content = app.operator(Role::Content).login().await;
    for answer in [
        app.get_as("/api/admin/players", &content).await,
        app.get_as(&detail, &content).await,
        app.post_as(&block, &content, &json!({"reason": "fraud suspicion"})).await,
        app.post_bare_as(&unblock, &content).await,
    ] {
        assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{}", answer.text);
    }

    let finance = app.operator(Role::Finance).login().await;
    assert_eq!(app.get_as("/api/admin/players", &finance).await.status, 200);
    assert_eq!(app.get_as(&detail, &finance).await.status, 200);
    let refused = app.post_as(&block, &finance, &json!({"reason": "fraud suspicion"})).await;
    assert_eq!((refused.status, refused.code()), (403, "auth.forbidden"));
    assert_eq!(app.post_bare_as(&unblock, &finance).await.status, 403);

    let blocked = app.post_as(&block, &support, &json!({"reason": "fraud suspicion"})).await;
    assert_eq!(blocked.status, 200, "{}", blocked.text);
    let admin = app.operator(Role::Admin).login().await;
    assert_eq!(app.post_bare_as(&unblock, &admin).await.status, 200);

    let anonymous = app.get("/api/admin/players", "en").await;
    assert_eq!(anonymous.status, 401);
    // A player's token is not an operator's.
    assert_eq!(app.get_as("/api/admin/players", &player.token).await.status, 401);
});

db_test!(search_puts_exact_matches_first_and_reads_only_a_phones_digits, async |app: &TestApp| {
    let mert = app.player().set("username", json!("mert1990")).set("email", json!("m.1990@zar.test")).register().await;
    let newer = app
        .player()
        .set("username", json!("mert19900"))
        .set("email", json!("other@zar.test"))
        .phone("905321990777")
        .register()
        .await;
    let token = app.operator(Role::Support).login().await;
    let usernames = |answer: &Answer| -> Vec<String> {
        assert_eq!(answer.status, 200, "{}", answer.text);
        let items = answer.body["data"]["items"].as_array().unwrap();
        items.iter().map(|i| i["username"].as_str().unwrap().to_owned()).collect()
    };
    let search = async |text: &str| usernames(&app.get_as(&format!("/api/admin/players?search={text}"), &token).await);
    // Both contain it; the exact username comes first although the other player is newer.
    assert_eq!(search("MERT1990").await, [mert.username.as_str(), newer.username.as_str()]);
    // An e-mail's digits are not a phone: 1990 is in the newer player's phone, not in their e-mail.
    assert_eq!(search("m.1990%40zar.test").await, [mert.username.as_str()]);
    // A phone as people write it is matched by its digits.
    assert_eq!(search("%2B90%20(532)%20199-0777").await, [newer.username.as_str()]);
    assert_eq!(search("1990777").await, [newer.username.as_str()]);
    // Names with Turkish letters, through the trigram index (three characters or more) and without it (fewer).
    assert_eq!(search("Y%C4%B1lmaz").await, [newer.username.as_str(), mert.username.as_str()]);
    assert_eq!(search("AY%C5%9EE%20nur").await, [newer.username.as_str(), mert.username.as_str()]);
    assert_eq!(search("ay").await, [newer.username.as_str(), mert.username.as_str()]);
    // The index's query syntax is not the operator's: quotes and operators are text.
    assert!(search("%22mert%22%20OR%20x").await.is_empty());
    assert!(search("%22").await.is_empty());
});

db_test!(search_finds_players_by_any_identifier, async |app: &TestApp| {
    let first = app.player().register().await;
    let second = app.player().register().await;
    let third = app.player().register().await;
    let token = app.operator(Role::Support).login().await;
    let total = |answer: &Answer| answer.body["data"]["total"].as_i64().unwrap();
    let ids = |answer: &Answer| -> Vec<String> {
        answer.body["data"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["username"].as_str().unwrap().to_owned())
            .collect()
    };

    let everyone = app.get_as("/api/admin/players", &token).await;
    assert_eq!(everyone.status, 200, "{}", everyone.text);
    assert_eq!(total(&everyone), 3);
    assert_eq!(ids(&everyone), vec![third.username.clone(), second.username.clone(), first.username.clone()]);

    for search in [
        second.username.to_uppercase(),
        second.email.clone(),
        second.phone[2..].to_owned(),
        second.usercode.to_lowercase(),
    ] {
        let found = app.get_as(&format!("/api/admin/players?search={search}"), &token).await;
        assert_eq!(ids(&found), vec![second.username.clone()], "search {search}");
    }
    let id = everyone.body["data"]["items"][1]["id"].as_i64().unwrap();
    let by_id = app.get_as(&format!("/api/admin/players?search={id}"), &token).await;
    assert!(ids(&by_id).contains(&second.username));

    // Everyone registered as Ayşe Nur Yılmaz.
    let by_name = app.get_as("/api/admin/players?search=nur%20y", &token).await;
    assert_eq!(total(&by_name), 3);
    let page = app.get_as("/api/admin/players?search=nur&skip=1&take=1", &token).await;
    assert_eq!(ids(&page), vec![second.username.clone()]);
    assert_eq!(total(&page), 3);
    let nobody = app.get_as("/api/admin/players?search=%25_nobody", &token).await;
    assert_eq!(total(&nobody), 0);
    let item = &everyone.body["data"]["items"][0];
    assert_eq!(item["email"], third.email.as_str());
    assert_eq!(item["blockedAt"], Value::Null);
    assert!(item["createdAt"].as_str().unwrap().ends_with('Z'));

    let bad = app.get_as("/api/admin/players?take=0", &token).await;
    assert_eq!((bad.status, bad.code()), (422, "request.validation"));
});

db_test!(a_player_is_shown_with_status_sessions_and_balance, async |app: &TestApp| {
    let player = app.player().register().await;
    player.login(app).await;
    let token = app.operator(Role::Support).login().await;
    let id = player_id(app, &token, &player.username).await;
    let answer = app.get_as(&format!("/api/admin/players/{id}"), &token).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let data = &answer.body["data"];
    assert_eq!(data["username"], player.username.as_str());
    assert_eq!(data["usercode"], player.usercode.as_str());
    assert_eq!(data["email"], player.email.as_str());
    assert_eq!(data["name"], "Ayşe Nur");
    assert_eq!(data["birthDate"], "1990-05-17");
    assert_eq!(data["status"], "active");
    assert_eq!(data["sessions"], 2);
    assert_eq!(data["activeSessions"], 2);
    assert_eq!(data["balance"], 0.0);
    assert!(data["lastLoginAt"].is_string());
    assert!(data.get("passwordHash").is_none());

    for missing in ["/api/admin/players/999999", "/api/admin/players/abc"] {
        let answer = app.get_as(missing, &token).await;
        assert_eq!((answer.status, answer.code()), (404, "admin.player_not_found"));
    }
});

db_test!(blocking_ends_sessions_and_refuses_logins_until_unblocked, async |app: &TestApp| {
    let player = app.player().register().await;
    let second_session = player.login(app).await;
    assert_eq!(app.get_as("/api/user/balance", &player.token).await.status, 200);
    let support = app.operator(Role::Support).login().await;
    let id = player_id(app, &support, &player.username).await;

    let missing = app.post_as(&format!("/api/admin/players/{id}/block"), &support, &json!({})).await;
    assert_eq!((missing.status, missing.code()), (422, "request.validation"));
    assert_eq!(missing.body["errors"]["reason"][0], "This field is required.");

    let blocked =
        app.post_as(&format!("/api/admin/players/{id}/block"), &support, &json!({"reason": "chargeback fraud"})).await;
    assert_eq!(blocked.status, 200, "{}", blocked.text);
    assert_eq!(blocked.message(), format!("{} is blocked; 2 open sessions were ended.", player.username));
    assert_eq!(blocked.body["data"]["status"], "blocked");
    assert_eq!(blocked.body["data"]["blockReason"], "chargeback fraud");
    assert_eq!(blocked.body["data"]["activeSessions"], 0);

    // Both sessions are over, and a new login is refused with a clear message.
    for token in [&player.token, &second_session] {
        let answer = app.get_as("/api/user/balance", token).await;
        assert_eq!((answer.status, answer.code()), (401, "session.blocked"));
    }
    let refused = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!((refused.status, refused.code()), (403, "auth.blocked"));
    assert_eq!(refused.message(), "Your account has been blocked. Please contact support.");
    let ended = store::testing::player_end_reasons(&app.db, id).await.unwrap();
    assert_eq!(ended, vec![Some("blocked".to_owned()), Some("blocked".to_owned())]);

    let again =
        app.post_as(&format!("/api/admin/players/{id}/block"), &support, &json!({"reason": "chargeback fraud"})).await;
    assert_eq!((again.status, again.code()), (409, "admin.player_already_blocked"));

    let unblocked = app.post_bare_as(&format!("/api/admin/players/{id}/unblock"), &support).await;
    assert_eq!(unblocked.status, 200, "{}", unblocked.text);
    assert_eq!(unblocked.message(), format!("{} can log in again.", player.username));
    assert_eq!(unblocked.body["data"]["status"], "active");
    assert_eq!(unblocked.body["data"]["blockReason"], Value::Null);
    let token = player.login(app).await;
    assert_eq!(app.get_as("/api/user/balance", &token).await.status, 200);
    // The old sessions stay ended.
    assert_eq!(app.get_as("/api/user/balance", &player.token).await.status, 401);
    let again = app.post_bare_as(&format!("/api/admin/players/{id}/unblock"), &support).await;
    assert_eq!((again.status, again.code()), (409, "admin.player_not_blocked"));
});

db_test!(blocks_and_unblocks_are_audited_with_before_and_after, async |app: &TestApp| {
    let player = app.player().register().await;
    let support = app.operator(Role::Support).login().await;
    let me = app.get_as("/api/admin/auth/me", &support).await;
    let id = player_id(app, &support, &player.username).await;
    app.post_as(&format!("/api/admin/players/{id}/block"), &support, &json!({"reason": "abuse"})).await;
    app.post_bare_as(&format!("/api/admin/players/{id}/unblock"), &support).await;
    // Refused changes write nothing.
    app.post_bare_as(&format!("/api/admin/players/{id}/unblock"), &support).await;
    let finance = app.operator(Role::Finance).login().await;
    app.post_as(&format!("/api/admin/players/{id}/block"), &finance, &json!({"reason": "abuse"})).await;

    let rows = audit_rows(app, id).await;
    assert_eq!(rows.len(), 2, "{rows:?}");
    let (unblock, block) = (&rows[0], &rows[1]);
    assert_eq!(block["action"], "player.block");
    assert_eq!(block["operatorId"], me.body["data"]["id"]);
    assert_eq!(block["operatorRole"], "support");
    assert_eq!(block["targetType"], "player");
    assert_eq!(block["targetId"], id.to_string());
    assert_eq!(block["before"], json!({"blockedAt": null, "blockReason": null}));
    assert_eq!(block["after"]["blockReason"], "abuse");
    assert_eq!(block["after"]["sessionsEnded"], 1);
    assert!(block["after"]["blockedAt"].is_string());
    assert_eq!(block["ip"], "127.0.0.1");
    assert!(block["requestId"].as_str().is_some_and(|r| !r.is_empty()));
    assert_eq!(unblock["action"], "player.unblock");
    assert_eq!(unblock["before"]["blockReason"], "abuse");
    assert_eq!(unblock["after"], json!({"blockedAt": null, "blockReason": null}));
    assert_eq!(unblock["prevHash"], block["hash"]);

    let verified = store::audit::verify(&app.db).await.unwrap();
    assert!(verified.is_intact(), "{:?}", verified.broken);
});
