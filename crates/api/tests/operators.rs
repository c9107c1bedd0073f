//! Operators: login without enumeration, rate limits, sessions, role checks, and the hash-chained audit log.

use domain::operator::Role;
use serde_json::json;
use store::testing;

use crate::common::TestApp;

/// Runs a statement as someone with the database's keys could.
async fn sql(app: &TestApp, statement: &str) -> u64 {
    testing::execute(&app.db, statement).await.unwrap()
}

db_test!(login_answers_a_token_and_the_role, async |app: &TestApp| {
    let operator = app.operator(Role::Support).create().await;
    let upper = json!({"username": operator.username.to_uppercase(), "password": operator.password});
    let answer = app.post("/api/admin/auth/login", "en", &upper).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["success"], true);
    assert_eq!(answer.body["data"]["role"], "support");
    let token = answer.body["data"]["token"].as_str().unwrap();
    assert_eq!(token.len(), 43, "256 bits in base64url");
    let me = app.get_as("/api/admin/auth/me", token).await;
    assert_eq!(me.status, 200, "{}", me.text);
    assert_eq!(me.body["data"]["username"], operator.username.as_str());
    assert_eq!(me.body["data"]["role"], "support");
    // Only the token's hash is stored.
    let stored = testing::operator_token_hashes(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token);
});

db_test!(wrong_password_and_unknown_username_answer_the_same, async |app: &TestApp| {
    let username = app.operator(Role::Admin).create().await.username;
    for locale in ["tr", "en"] {
        let wrong = app
            .post("/api/admin/auth/login", locale, &json!({"username": username, "password": "not-the-password"}))
            .await;
        let unknown = app
            .post("/api/admin/auth/login", locale, &json!({"username": "nobody_here", "password": "not-the-password"}))
            .await;
        assert_eq!((wrong.status, wrong.code()), (400, "admin.invalid_credentials"));
        assert_eq!(wrong.status, unknown.status);
        assert_eq!(wrong.body, unknown.body);
    }
    let en = app.post("/api/admin/auth/login", "en", &json!({"username": "nobody_here", "password": "x"})).await;
    assert_eq!(en.message(), "Wrong username or password.");
    let missing = app.post("/api/admin/auth/login", "en", &json!({"username": username})).await;
    assert_eq!((missing.status, missing.code()), (422, "request.validation"));
    assert_eq!(missing.body["errors"]["password"][0], "This field is required.");
});

db_test!(a_disabled_operator_cannot_log_in_and_its_sessions_end, async |app: &TestApp| {
    let operator = app.operator(Role::Admin).create().await;
    let token = operator.login(app).await;
    let disabled = testing::set_operator_disabled_at(&app.db, operator.id, app.clock.now()).await.unwrap();
    assert_eq!(disabled, 1);
    let me = app.get_as("/api/admin/auth/me", &token).await;
    assert_eq!((me.status, me.code()), (401, "session.disabled"));
    assert_eq!(testing::operator_end_reasons(&app.db).await.unwrap(), [Some("disabled".to_owned())]);
    let login = app.post("/api/admin/auth/login", "en", &operator.credentials()).await;
    assert_eq!((login.status, login.code()), (400, "admin.invalid_credentials"));
});

db_test!(logins_are_rate_limited_per_username, async |app: &TestApp| {
    let operator = app.operator(Role::Admin).create().await;
    let (username, password) = (&operator.username, &operator.password);
    for _ in 0..app.state.settings.operators.login_account.max {
        let answer = app.post("/api/admin/auth/login", "en", &json!({"username": username, "password": "wrong"})).await;
        assert_eq!(answer.status, 400);
    }
    // Even the right password waits now: the limit is checked before the password.
    let limited = app.post("/api/admin/auth/login", "en", &json!({"username": username, "password": password})).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"));
    let retry: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!(retry > 0 && retry <= app.state.settings.operators.login_account.window.as_secs(), "{retry}");
    assert!(limited.message().contains(&retry.to_string()), "{}", limited.message());
    // An unknown username is limited the same way.
    for _ in 0..app.state.settings.operators.login_account.max {
        app.post("/api/admin/auth/login", "en", &json!({"username": "ghost", "password": "wrong"})).await;
    }
    let ghost = app.post("/api/admin/auth/login", "en", &json!({"username": "ghost", "password": "wrong"})).await;
    assert_eq!(ghost.status, 429);
});

db_test!(logins_are_rate_limited_per_ip, async |app: &TestApp| {
    for i in 0..app.state.settings.operators.login_ip.max {
        let answer =
            app.post("/api/admin/auth/login", "en", &json!({"username": format!("user{i}"), "password": "x"})).await;
        assert_eq!(answer.status, 400, "attempt {i}");
    }
    let limited = app.post("/api/admin/auth/login", "en", &json!({"username": "someone_else", "password": "x"})).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"));
    assert!(limited.header("retry-after").is_some());
});

db_test!(admin_routes_need_a_live_session, async |app: &TestApp| {
    let missing = app.get("/api/admin/audit", "en").await;
    assert_eq!((missing.status, missing.code()), (401, "auth.unauthorized"));
    assert_eq!(missing.message(), "Your session has ended. Please log in again.");
    let garbage = app.get_as("/api/admin/audit", "not-a-token").await;
    assert_eq!(garbage.status, 401);
    let basic = app.send(app.client.get(app.url("/api/admin/audit")).basic_auth("admin", Some("x"))).await;
    assert_eq!(basic.status, 401);

    // Past its lifetime, however active.
    let (idle, lifetime) = (app.state.settings.operators.idle_timeout, app.state.settings.operators.session_lifetime);
    let step = idle - std::time::Duration::from_secs(60);
    let token = app.operator(Role::Admin).login().await;
    let mut lived = std::time::Duration::ZERO;
    while lived + step < lifetime {
        app.clock.advance(step);
        lived += step;
        assert_eq!(app.get_as("/api/admin/audit", &token).await.status, 200, "active after {lived:?}");
    }
    app.clock.advance(step);
    let expired = app.get_as("/api/admin/audit", &token).await;
    assert_eq!((expired.status, expired.code()), (401, "session.expired"));
    assert_eq!(testing::operator_end_reasons(&app.db).await.unwrap(), [Some("expired".to_owned())]);

    // Idle for longer than the idle timeout.
    let token = app.operator(Role::Admin).login().await;
    app.clock.advance(idle + std::time::Duration::from_secs(1));
    assert_eq!(app.get_as("/api/admin/audit", &token).await.status, 401);
    assert_eq!(testing::operator_end_reasons(&app.db).await.unwrap()[1].as_deref(), Some("idle"));

    // Logged out.
    let token = app.operator(Role::Admin).login().await;
    let logout = app.post_bare_as("/api/admin/auth/logout", &token).await;
    assert_eq!(logout.status, 200, "{}", logout.text);
    assert_eq!(logout.message(), "You have logged out.");
    assert_eq!(app.get_as("/api/admin/auth/me", &token).await.status, 401);
});

db_test!(the_audit_log_is_for_admins_only, async |app: &TestApp| {
    for role in [Role::Finance, Role::Support, Role::Content] {
        let token = app.operator(role).login().await;
        let answer = app.get_as("/api/admin/audit", &token).await;
        assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{role}");
    }
    let token = app.operator(Role::Admin).login().await;
    assert_eq!(app.get_as("/api/admin/audit", &token).await.status, 200);
});

db_test!(the_audit_log_pages_newest_first, async |app: &TestApp| {
    // Creating an operator and logging in each write a row: four operators, eight rows.
    let admin = app.operator(Role::Admin).create().await;
    let (admin_id, admin_name) = (admin.id, admin.username.as_str());
    for role in [Role::Support, Role::Finance, Role::Content] {
        app.operator(role).login().await;
    }
    let token = admin.login(app).await;
    let all = app.get_as("/api/admin/audit?take=100", &token).await;
    assert_eq!(all.status, 200, "{}", all.text);
    assert_eq!(all.body["data"]["total"], 8);
    let items = all.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 8);
    let ids: Vec<i64> = items.iter().map(|i| i["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![8, 7, 6, 5, 4, 3, 2, 1]);
    let newest = &items[0];
    assert_eq!(newest["action"], "operator.login");
    assert_eq!(newest["operatorId"], admin_id);
    assert_eq!(newest["operatorUsername"], admin_name);
    assert_eq!(newest["operatorRole"], "admin");
    assert_eq!(newest["ip"], "127.0.0.1");
    assert!(newest["requestId"].as_str().is_some_and(|r| !r.is_empty()));
    assert_eq!(newest["prevHash"], items[1]["hash"]);
    let oldest = &items[7];
    assert_eq!(oldest["action"], "operator.create");
    assert_eq!(oldest["operatorRole"], "system");
    assert_eq!(oldest["after"]["role"], "admin");
    assert_eq!(oldest["prevHash"], store::audit::GENESIS);

    let page = app.get_as("/api/admin/audit?skip=2&take=3", &token).await;
    let ids: Vec<i64> =
        page.body["data"]["items"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![6, 5, 4]);
    assert_eq!(page.body["data"]["total"], 8);

    let filtered = app.get_as(&format!("/api/admin/audit?action=operator.login&operatorId={admin_id}"), &token).await;
    assert_eq!(filtered.body["data"]["total"], 1);

    let bad = app.get_as("/api/admin/audit?take=500", &token).await;
    assert_eq!((bad.status, bad.code()), (422, "request.validation"));
    assert_eq!(bad.body["errors"]["take"][0], "Enter a whole number between 1 and 100.");
});

db_test!(the_audit_chain_verifies_and_detects_tampering, async |app: &TestApp| {
    for role in [Role::Admin, Role::Support, Role::Content] {
        app.operator(role).login().await;
    }
    let intact = store::audit::verify(&app.db).await.unwrap();
    assert!(intact.is_intact(), "{:?}", intact.broken);
    assert_eq!(intact.checked, 6);

    // The table refuses changes…
    let refused = testing::execute(&app.db, "UPDATE audit_log SET action = 'x' WHERE id = 3").await;
    assert!(refused.is_err(), "an update of the audit log must fail");
    let refused = testing::execute(&app.db, "DELETE FROM audit_log WHERE id = 6").await;
    assert!(refused.is_err(), "a delete from the audit log must fail");

    // … and when someone with the database's keys changes a row anyway, the chain shows where.
    testing::drop_audit_log_guards(&app.db).await.unwrap();
    sql(app, "UPDATE audit_log SET ip = '10.0.0.1' WHERE id = 3").await;
    let broken = store::audit::verify(&app.db).await.unwrap();
    assert_eq!(broken.checked, 2);
    let link = broken.broken.unwrap();
    assert_eq!(link.id, 3);
    assert!(link.reason.contains("does not match"), "{link}");
});

db_test!(admins_verify_the_audit_chain_over_http, async |app: &TestApp| {
    let admin = app.operator(Role::Admin).login().await;
    app.operator(Role::Support).login().await;
    let status = app.get_as("/api/admin/audit/verify", &admin).await;
    assert_eq!(status.status, 200, "{}", status.text);
    let head = store::audit::head(&app.db).await.unwrap().0;
    assert!(head >= 4, "the operators' creation and logins are audited");
    let data = &status.body["data"];
    assert_eq!(
        (data["intact"].as_bool(), data["checked"].as_i64(), data["headId"].as_i64()),
        (Some(true), Some(head), Some(head))
    );
    assert!(data["brokenAt"].is_null() && data["reason"].is_null(), "{}", status.text);

    for role in [Role::Finance, Role::Support, Role::Content] {
        let token = app.operator(role).login().await;
        assert_eq!(app.get_as("/api/admin/audit/verify", &token).await.status, 403, "{role:?}");
    }
    assert_eq!(app.get("/api/admin/audit/verify", "en").await.status, 401);

    testing::drop_audit_log_guards(&app.db).await.unwrap();
    sql(app, "UPDATE audit_log SET ip = '10.0.0.9' WHERE id = 2").await;
    let broken = app.get_as("/api/admin/audit/verify", &admin).await;
    let data = &broken.body["data"];
    assert_eq!(
        (data["intact"].as_bool(), data["checked"].as_i64(), data["brokenAt"].as_i64()),
        (Some(false), Some(1), Some(2))
    );
    assert!(data["reason"].as_str().unwrap().contains("does not match"), "{}", broken.text);
});

db_test!(removing_or_rehashing_rows_breaks_the_chain, async |app: &TestApp| {
    for role in [Role::Admin, Role::Support, Role::Content] {
        app.operator(role).login().await;
    }
    testing::drop_audit_log_guards(&app.db).await.unwrap();
    // Cutting off the newest row: the head still names it.
    sql(app, "DELETE FROM audit_log WHERE id = 6").await;
    let cut = store::audit::verify(&app.db).await.unwrap();
    assert_eq!(cut.broken.map(|b| b.id), Some(6));
    // Removing one in the middle.
    sql(app, "DELETE FROM audit_log WHERE id = 2").await;
    let gap = store::audit::verify(&app.db).await.unwrap();
    assert_eq!(gap.broken.map(|b| b.id), Some(2));
});

db_test!(the_audit_chain_does_not_fork_under_concurrent_writers, async |app: &TestApp| {
    let actor = store::audit::Actor::system("test", app.clock.now());
    let writers = (0..16).map(|i| {
        let db = app.db.clone();
        let entry = store::audit::NewEntry::new(&actor, "test.concurrent", "test", i);
        tokio::spawn(async move { store::audit::record(&db, &entry).await.map(|row| row.id) })
    });
    let mut ids: Vec<i64> = Vec::new();
    for writer in writers {
        ids.push(writer.await.unwrap().unwrap());
    }
    ids.sort_unstable();
    assert_eq!(ids, (1..=16).collect::<Vec<i64>>());
    let verified = store::audit::verify(&app.db).await.unwrap();
    assert!(verified.is_intact(), "{:?}", verified.broken);
    assert_eq!(verified.checked, 16);
});
