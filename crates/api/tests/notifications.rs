//! Notifications over HTTP: operators send to one player, a list or everyone; players list theirs (and the
//! broadcasts since they registered) in their language, newest first, and mark them read — only their own.

use domain::operator::Role;
use serde_json::{Value, json};

use crate::common::{Answer, TestApp};

fn message(audience: Value, title: &str) -> Value {
    let mut body = json!({
        "type": 5,
        "title": {"tr": format!("{title} (tr)"), "en": format!("{title} (en)")},
        "note": {"tr": "Türkçe not", "en": "English note"},
    });
    for (key, value) in audience.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

async fn list(app: &TestApp, token: &str, locale: &str) -> Answer {
    let request = app.client.post(app.url("/api/customer/notification")).bearer_auth(token).header("x-locale", locale);
    app.send(request.json(&json!({"skip": 0, "take": 100}))).await
}

fn titles(answer: &Answer) -> Vec<String> {
    answer.body["data"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect()
}

db_test!(players_see_their_own_and_broadcasts_in_their_language_newest_first, async |app: &TestApp| {
    let ayse = app.player().register().await;
    let mehmet = app.player().register().await;
    let support = app.operator(Role::Support).login().await;

    let sent =
        app.post_as("/api/admin/notifications", &support, &message(json!({"username": ayse.username}), "one")).await;
    assert_eq!(sent.status, 200, "{}", sent.text);
    let everyone = message(json!({"all": true}), "all");
    assert_eq!(app.post_as("/api/admin/notifications", &support, &everyone).await.status, 200);
    let both = message(json!({"usernames": [ayse.username, mehmet.username]}), "list");
    assert_eq!(app.post_as("/api/admin/notifications", &support, &both).await.status, 200);

    let mine = list(app, &ayse.token, "en").await;
    assert_eq!(mine.status, 200, "{}", mine.text);
    assert_eq!(titles(&mine), ["list (en)", "all (en)", "one (en)"]);
    let first = &mine.body["data"][0];
    assert_eq!((first["type"].as_i64(), first["isRead"].as_bool()), (Some(5), Some(false)));
    assert_eq!(first["note"], "English note");
    assert!(first["timeStamp"].as_str().unwrap().ends_with('Z'), "{first}");
    assert_eq!(titles(&list(app, &ayse.token, "tr").await), ["list (tr)", "all (tr)", "one (tr)"]);
    // Mehmet never sees Ayşe's own message.
    assert_eq!(titles(&list(app, &mehmet.token, "en").await), ["list (en)", "all (en)"]);
    // A player who registers later does not get the old broadcast.
    let later = app.player().register().await;
    assert!(titles(&list(app, &later.token, "en").await).is_empty());
});

db_test!(reading_marks_only_the_players_own_and_is_idempotent, async |app: &TestApp| {
    let ayse = app.player().register().await;
    let mehmet = app.player().register().await;
    let support = app.operator(Role::Support).login().await;
    for audience in [json!({"username": ayse.username}), json!({"username": mehmet.username}), json!({"all": true})] {
        assert_eq!(app.post_as("/api/admin/notifications", &support, &message(audience, "x")).await.status, 200);
    }
    let ids = |answer: &Answer| -> Vec<i64> {
        answer.body["data"].as_array().unwrap().iter().map(|n| n["id"].as_i64().unwrap()).collect()
    };
    let ayse_ids = ids(&list(app, &ayse.token, "en").await);
    let mehmet_ids = ids(&list(app, &mehmet.token, "en").await);
    let (broadcast, mehmets_own) = (ayse_ids[0], mehmet_ids[1]);

    // Ayşe reads the broadcast and tries Mehmet's own: only hers changes, twice is the same as once.
    for _ in 0..2 {
        let read =
            app.post_as("/api/customer/readnotification", &ayse.token, &json!({"id": [broadcast, mehmets_own]})).await;
        assert_eq!(read.status, 200, "{}", read.text);
    }
    let reads = |answer: &Answer| -> Vec<bool> {
        answer.body["data"].as_array().unwrap().iter().map(|n| n["isRead"].as_bool().unwrap()).collect()
    };
    assert_eq!(reads(&list(app, &ayse.token, "en").await), [true, false]);
    // The broadcast stays unread for Mehmet, and his own message too.
    assert_eq!(reads(&list(app, &mehmet.token, "en").await), [false, false]);
});

db_test!(bad_requests_are_refused_with_field_errors_and_change_nothing, async |app: &TestApp| {
    let ayse = app.player().register().await;
    let support = app.operator(Role::Support).login().await;
    let cases = [
        (json!({"title": {"tr": "a", "en": "b"}, "note": {"tr": "c", "en": "d"}}), "username"),
        (message(json!({"username": ayse.username, "all": true}), "x"), "username"),
        (message(json!({"username": "nobody_here"}), "x"), "username"),
        (message(json!({"usernames": []}), "x"), "usernames"),
        (json!({"all": true, "type": 9, "title": {"tr": "a", "en": "b"}, "note": {"tr": "c", "en": "d"}}), "type"),
        (json!({"all": true, "title": {"tr": "", "en": "b"}, "note": {"tr": "c", "en": "d"}}), "title.tr"),
        (json!({"all": true, "title": {"tr": "a", "en": "b"}, "note": {"tr": "c", "en": "d".repeat(2001)}}), "note.en"),
    ];
    for (body, field) in cases {
        let answer = app.post_as("/api/admin/notifications", &support, &body).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.text);
        assert!(answer.body["errors"][field].is_array(), "{field}: {}", answer.text);
    }
    assert!(titles(&list(app, &ayse.token, "en").await).is_empty());

    let bad_reads = [json!({"id": []}), json!({"id": ["x"]}), json!({"id": (1..=101).collect::<Vec<i64>>()})];
    for body in bad_reads {
        let answer = app.post_as("/api/customer/readnotification", &ayse.token, &body).await;
        assert_eq!((answer.status, answer.body["errors"]["id"].is_array()), (422, true), "{}", answer.text);
    }
    let take = app.post_as("/api/customer/notification", &ayse.token, &json!({"take": 101})).await;
    assert_eq!(take.status, 422);
    // No session: 401.
    let anonymous = app.post("/api/customer/notification", "en", &json!({})).await;
    assert_eq!(anonymous.status, 401);
});

db_test!(only_support_and_admin_send_and_sending_is_audited, async |app: &TestApp| {
    let ayse = app.player().register().await;
    let body = message(json!({"username": ayse.username}), "hello");
    for role in [Role::Content, Role::Finance] {
        let token = app.operator(role).login().await;
        assert_eq!(app.post_as("/api/admin/notifications", &token, &body).await.status, 403, "{role:?}");
        assert_eq!(app.get_as("/api/admin/notifications", &token).await.status, 403, "{role:?}");
    }
    let admin = app.operator(Role::Admin).login().await;
    assert_eq!(app.post_as("/api/admin/notifications", &admin, &body).await.status, 200);

    let sent = app.get_as("/api/admin/notifications", &admin).await;
    assert_eq!(sent.status, 200, "{}", sent.text);
    assert_eq!(sent.body["data"]["total"], 1);
    let item = &sent.body["data"]["items"][0];
    assert_eq!(
        (item["username"].as_str(), item["title"]["en"].as_str()),
        (Some(ayse.username.as_str()), Some("hello (en)"))
    );
    assert!(item["sentBy"].as_str().unwrap().starts_with("op_admin"), "{item}");
    let audit = app.get_as("/api/admin/audit?action=notification.send", &admin).await;
    assert_eq!(audit.body["data"]["total"], 1, "{}", audit.text);
});
