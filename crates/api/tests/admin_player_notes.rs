//! Internal notes on a player (issue 23): support, finance and admin write and read them, newest first with
//! their author; each new note is audited; content cannot; bad text is refused with nothing stored.

use domain::operator::Role;
use serde_json::json;

use crate::common::TestApp;

db_test!(operators_write_and_read_notes_newest_first, async |app: &TestApp| {
    let player = app.player().register().await;
    let path = format!("/api/admin/players/{}/notes", player.id);
    let support = app.operator(Role::Support).create().await;
    let support_token = support.login(app).await;
    let finance = app.operator(Role::Finance).create().await;
    let finance_token = finance.login(app).await;

    let first = app.post_as(&path, &support_token, &json!({"text": "  Called about a late withdrawal.  "})).await;
    assert_eq!(first.status, 200, "{}", first.text);
    assert_eq!(first.body["data"]["text"], "Called about a late withdrawal.", "trimmed");
    assert_eq!(first.body["data"]["operator"], support.username.as_str());
    assert_eq!(first.message(), "Note saved.");
    let long = "ç".repeat(2000);
    let second = app.post_as(&path, &finance_token, &json!({"text": long})).await;
    assert_eq!(second.status, 200, "{}", second.text);

    let list = app.get_as(&path, &support_token).await;
    assert_eq!(list.body["data"]["total"], 2, "{}", list.text);
    let items = list.body["data"]["items"].as_array().unwrap();
    assert_eq!(items[0]["operator"], finance.username.as_str(), "newest first");
    assert_eq!(items[0]["text"].as_str().unwrap().chars().count(), 2000);
    assert_eq!(items[1]["operatorId"], support.id);
    assert!(items[1]["createdAt"].as_str().unwrap().ends_with('Z'));
    let page = app.get_as(&format!("{path}?skip=1&take=1"), &finance_token).await;
    assert_eq!(page.body["data"]["items"][0]["text"], "Called about a late withdrawal.");

    let admin = app.operator(Role::Admin).login().await;
    let audit = app.get_as(&format!("/api/admin/audit?targetType=player&targetId={}", player.id), &admin).await;
    let actions: Vec<&str> =
        audit.body["data"]["items"].as_array().unwrap().iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["player.note.create", "player.note.create"], "{}", audit.text);

    // The player's own profile says nothing of them.
    let profile = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!(profile.status, 200);
    assert!(!profile.text.contains("late withdrawal"));
});

db_test!(notes_are_checked_and_kept_from_content_editors, async |app: &TestApp| {
    let player = app.player().register().await;
    let path = format!("/api/admin/players/{}/notes", player.id);
    let content = app.operator(Role::Content).login().await;
    assert_eq!(app.get_as(&path, &content).await.status, 403);
    assert_eq!(app.post_as(&path, &content, &json!({"text": "hello"})).await.status, 403);
    let support = app.operator(Role::Support).login().await;
    for body in [json!({"text": "   "}), json!({"text": "x".repeat(2001)}), json!({})] {
        let refused = app.post_as(&path, &support, &body).await;
        assert_eq!(refused.status, 422, "{}", refused.text);
        assert!(refused.body["errors"]["text"].is_array(), "{}", refused.text);
    }
    let nobody = app.post_as("/api/admin/players/999999/notes", &support, &json!({"text": "hi"})).await;
    assert_eq!((nobody.status, nobody.code()), (404, "admin.player_not_found"));
    assert_eq!(store::testing::count(&app.db, "player_notes").await.unwrap(), 0);
});
