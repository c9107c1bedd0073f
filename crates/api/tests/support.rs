//! Support requests over HTTP on both databases (issue 24): a visitor or a player sends a message or a
//! call-back request and gets a reference; a player's is tied to them and acknowledged with a notification;
//! bad input says which field and stores nothing; the per-address and per-phone limits hold; operators with
//! role support (or admin) list the queue and close a request once, audited; other roles are refused.

use domain::operator::Role;
use serde_json::{Value, json};

use crate::common::TestApp;

fn callback(phone: &str) -> Value {
    json!({"kind": "callback", "name": "Ayşe Yılmaz", "phone": phone, "preferredTime": "evening",
        "message": "About my withdrawal"})
}

async fn queue(app: &TestApp, token: &str, query: &str) -> Value {
    let answer = app.get_as(&format!("/api/admin/support/requests{query}"), token).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"].clone()
}

db_test!(a_visitor_and_a_player_reach_support_and_operators_work_the_queue, async |app: &TestApp| {
    // A visitor asks to be called back, pasting the number with its country code.
    let visitor = app.post("/api/support/requests", "tr", &callback("+90 532 765 43 21")).await;
    assert_eq!(visitor.status, 200, "{}", visitor.text);
    let reference = visitor.body["data"]["reference"].as_str().unwrap().to_owned();
    assert!(reference.starts_with("ZS-"), "{reference}");
    assert!(visitor.message().contains(&reference), "{}", visitor.message());
    assert!(visitor.message().starts_with("Teşekkürler"), "{}", visitor.message());

    // A player writes, in English, and is told in a notification too.
    let player = app.player().register().await;
    let body = json!({"kind": "message", "name": "Mehmet Kaya", "phone": player.phone, "email": player.email,
        "message": "My deposit of 500 TL has not arrived yet."});
    let request = app.client.post(app.url("/api/support/requests")).bearer_auth(&player.token).header("x-locale", "en");
    let written = app.send(request.json(&body)).await;
    assert_eq!(written.status, 200, "{}", written.text);
    let written_ref = written.body["data"]["reference"].as_str().unwrap().to_owned();
    assert_eq!(
        written.message(),
        format!(
            "Thank you, we have received your message ({written_ref}). Our support team will get back to you as soon as possible."
        )
    );
    let notes = app.post_as("/api/customer/notification", &player.token, &json!({"skip": 0, "take": 10})).await;
    let first = &notes.body["data"][0];
    assert!(first.to_string().contains(&written_ref), "{}", notes.text);

    // Support sees the queue oldest first, with who sent what.
    let support = app.operator(Role::Support).login().await;
    let open = queue(app, &support, "").await;
    assert_eq!(open["total"], 2);
    let items = open["items"].as_array().unwrap();
    assert_eq!(items[0]["reference"], reference.as_str());
    assert_eq!(items[0]["phone"], "905327654321");
    assert_eq!(items[0]["preferredTime"], "evening");
    assert_eq!(items[0]["playerId"], Value::Null);
    assert_eq!(items[0]["locale"], "tr");
    assert_eq!(items[1]["username"], player.username.as_str());
    assert_eq!(items[1]["kind"], "message");
    assert_eq!(items[1]["preferredTime"], Value::Null);
    assert_eq!(queue(app, &support, "?kind=callback").await["total"], 1);
    assert_eq!(queue(app, &support, &format!("?playerId={}", player.id)).await["total"], 1);

    // Closing one: once, with what was done, in the audit log.
    let id = items[0]["id"].as_i64().unwrap();
    let path = format!("/api/admin/support/requests/{id}/close");
    let empty = app.post_as(&path, &support, &json!({"resolution": " "})).await;
    assert_eq!((empty.status, empty.code()), (422, "request.validation"));
    let closed =
        app.post_as(&path, &support, &json!({"resolution": "Called back at 19:10, withdrawal explained"})).await;
    assert_eq!(closed.status, 200, "{}", closed.text);
    assert_eq!(closed.body["data"]["status"], "closed");
    assert!(closed.body["data"]["closedBy"].is_string());
    let again = app.post_as(&path, &support, &json!({"resolution": "again"})).await;
    assert_eq!((again.status, again.code()), (409, "support.already_closed"));
    let missing =
        app.post_as("/api/admin/support/requests/999999/close", &support, &json!({"resolution": "x y"})).await;
    assert_eq!((missing.status, missing.code()), (404, "support.not_found"));
    assert_eq!(queue(app, &support, "").await["total"], 1);
    assert_eq!(
        queue(app, &support, "?status=closed").await["items"][0]["resolution"],
        "Called back at 19:10, withdrawal explained"
    );
    assert_eq!(queue(app, &support, "?status=all").await["total"], 2);
    let admin = app.operator(Role::Admin).login().await;
    let audit = app.get_as(&format!("/api/admin/audit?action=support.close&targetId={id}"), &admin).await;
    assert_eq!(audit.body["data"]["total"], 1, "{}", audit.text);
    assert_eq!(audit.body["data"]["items"][0]["after"]["status"], "closed");

    // Bad filters are refused; roles other than support and admin may not look.
    let bad = app.get_as("/api/admin/support/requests?status=maybe", &support).await;
    assert_eq!(bad.status, 422);
    for role in [Role::Finance, Role::Content] {
        let token = app.operator(role).login().await;
        assert_eq!(app.get_as("/api/admin/support/requests", &token).await.status, 403);
        assert_eq!(app.post_as(&path, &token, &json!({"resolution": "not mine"})).await.status, 403);
    }
    assert_eq!(app.get("/api/admin/support/requests", "en").await.status, 401);
});

db_test!(bad_requests_say_which_field_and_store_nothing, async |app: &TestApp| {
    let refused = app
        .post("/api/support/requests", "en", &json!({"kind": "message", "name": "A", "phone": "12", "message": "hi"}))
        .await;
    assert_eq!((refused.status, refused.code()), (422, "request.validation"), "{}", refused.text);
    let errors = refused.body["errors"].as_object().unwrap();
    let mut fields: Vec<&str> = errors.keys().map(String::as_str).collect();
    fields.sort_unstable();
    assert_eq!(fields, ["message", "name", "phone"]);
    let no_kind = app.post("/api/support/requests", "en", &json!({"name": "Ayşe", "phone": "05327654321"})).await;
    assert!(no_kind.body["errors"]["kind"].is_array(), "{}", no_kind.text);
    let bad_time = app
        .post(
            "/api/support/requests",
            "en",
            &json!({"kind": "callback", "name": "Ayşe",
        "phone": "05327654321", "preferredTime": "midnight"}),
        )
        .await;
    assert!(bad_time.body["errors"]["preferredTime"].is_array(), "{}", bad_time.text);
    let not_json = app.send(app.client.post(app.url("/api/support/requests")).body("kind=callback")).await;
    assert_eq!(not_json.status, 415);
    let support = app.operator(Role::Support).login().await;
    assert_eq!(queue(app, &support, "?status=all").await["total"], 0);
});

fn small_support_limits() -> api::Settings {
    let mut settings = api::Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.limits.support_ip = api::settings::Rule::new(4, 3600);
    settings.accounts.limits.support_phone = api::settings::Rule::new(2, 86400);
    settings
}

db_test_with!(requests_are_limited_per_phone_and_per_address, small_support_limits(), async |app: &TestApp| {
    // Two for one number, however it is written; the third is refused.
    for phone in ["05327654321", "+90 532 765 43 21"] {
        assert_eq!(app.post("/api/support/requests", "en", &callback(phone)).await.status, 200);
    }
    let third = app.post("/api/support/requests", "en", &callback("532 765 43 21")).await;
    assert_eq!((third.status, third.code()), (429, "rate_limited"), "{}", third.text);
    // Another number from the same address: two more, then the address is spent.
    for phone in ["05327654322", "05327654323"] {
        assert_eq!(app.post("/api/support/requests", "en", &callback(phone)).await.status, 200);
    }
    let spent = app.post("/api/support/requests", "en", &callback("05327654324")).await;
    assert_eq!((spent.status, spent.code()), (429, "rate_limited"));
    // Refused requests stored nothing.
    let support = app.operator(Role::Support).login().await;
    assert_eq!(queue(app, &support, "?status=all").await["total"], 4);
});
