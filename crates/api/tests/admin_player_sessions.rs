//! Operators see a player's sessions and end one (issue 23): roles support and admin, audited, the player's
//! open tabs told `SessionEnded` and their next request refused with `session.ended_by_operator`.

use domain::operator::Role;
use serde_json::Value;

use crate::{common::TestApp, protection::next_command, realtime::hub_socket};

fn items(answer: &crate::common::Answer) -> Vec<Value> {
    answer.body["data"]["items"].as_array().unwrap().clone()
}

db_test!(support_lists_a_player_s_sessions_and_ends_one, async |app: &TestApp| {
    let player = app.player().register().await;
    let phone = player.login(app).await;
    let support = app.operator(Role::Support).login().await;
    let list = format!("/api/admin/players/{}/sessions", player.id);

    let answer = app.get_as(&list, &support).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["data"]["total"], 2);
    let sessions = items(&answer);
    assert!(sessions.iter().all(|s| s["active"] == true && s["endedAt"].is_null()), "{sessions:?}");
    let newest = sessions[0]["id"].as_i64().unwrap();
    let paged = app.get_as(&format!("{list}?skip=1&take=1"), &support).await;
    assert_eq!(items(&paged).len(), 1);
    assert_ne!(items(&paged)[0]["id"].as_i64(), Some(newest));

    // The newest session is the phone's: end it while its tab listens on the hub.
    let mut socket = hub_socket(app, &phone).await;
    let end = format!("/api/admin/players/{}/sessions/{newest}/end", player.id);
    let ended = app.post_bare_as(&end, &support).await;
    assert_eq!(ended.status, 200, "{}", ended.text);
    assert!(!ended.message().is_empty());
    assert_eq!(next_command(&mut socket, "SessionEnded").await["reason"], "ended_by_operator");
    let refused = app.get_as("/api/customer/profile", &phone).await;
    assert_eq!((refused.status, refused.code()), (401, "session.ended_by_operator"), "{}", refused.text);
    assert!(refused.message().contains("support team"), "{}", refused.text);
    let tr =
        app.send(app.client.get(app.url("/api/customer/profile")).header("x-locale", "tr").bearer_auth(&phone)).await;
    assert!(tr.message().contains("destek ekibimiz"), "{}", tr.text);
    // The other session lives on.
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200);

    let after = items(&app.get_as(&list, &support).await);
    assert_eq!(
        (after[0]["active"].as_bool(), after[0]["endReason"].as_str()),
        (Some(false), Some("ended_by_operator"))
    );
    assert_eq!(after[1]["active"], true);

    let again = app.post_bare_as(&end, &support).await;
    assert_eq!((again.status, again.code()), (409, "admin.session_already_ended"));
    let admin = app.operator(Role::Admin).login().await;
    let audit = app.get_as(&format!("/api/admin/audit?targetType=session&targetId={newest}"), &admin).await;
    let rows = items(&audit);
    assert_eq!(rows.len(), 1, "{}", audit.text);
    assert_eq!(rows[0]["action"], "player.session.end");
});

db_test!(only_support_and_admin_end_sessions_of_the_right_player, async |app: &TestApp| {
    let player = app.player().register().await;
    let other = app.player().register().await;
    let session = store::sessions::list(&app.db, player.id, 0, 1).await.unwrap().0[0].id;
    let end = |owner: i64| format!("/api/admin/players/{owner}/sessions/{session}/end");
    for role in [Role::Finance, Role::Content] {
        let token = app.operator(role).login().await;
        let list = app.get_as(&format!("/api/admin/players/{}/sessions", player.id), &token).await;
        assert_eq!((list.status, list.code()), (403, "auth.forbidden"));
        assert_eq!(app.post_bare_as(&end(player.id), &token).await.status, 403);
    }
    let admin = app.operator(Role::Admin).login().await;
    let wrong = app.post_bare_as(&end(other.id), &admin).await;
    assert_eq!((wrong.status, wrong.code()), (404, "session.not_found"), "another player's session");
    assert_eq!(app.get_as("/api/admin/players/999999/sessions", &admin).await.code(), "admin.player_not_found");
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 200, "nothing ended");
    assert_eq!(app.post_bare_as(&end(player.id), &admin).await.status, 200);
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.code(), "session.ended_by_operator");
});
