//! Operators' second factor over HTTP on both databases (issue 15): enrolling a TOTP secret with its first code,
//! logging in with a code that is used once, removing it, replacing it only with a code of the current one (issue
//! 47), the audit rows, and `require_2fa` keeping an admin without one to enrolment.

use domain::{operator::Role, totp::TotpSecret};
use serde_json::{Value, json};

use crate::common::TestApp;

fn code(app: &TestApp, secret: &str) -> String {
    let now = u64::try_from(app.clock.now().timestamp()).unwrap();
    TotpSecret::from_base32(secret).unwrap().code_at(now)
}

fn with_code(credentials: Value, code: &str) -> Value {
    let mut form = credentials;
    form["code"] = json!(code);
    form
}

/// Runs setup and confirm for `token` (asserting success): the secret.
async fn enrol(app: &TestApp, token: &str) -> String {
    let setup = app.post_as("/api/admin/auth/totp/setup", token, &json!({})).await;
    assert_eq!(setup.status, 200, "{}", setup.text);
    let secret = setup.body["data"]["secret"].as_str().unwrap().to_owned();
    let confirmed = app.post_as("/api/admin/auth/totp/confirm", token, &json!({"code": code(app, &secret)})).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.text);
    secret
}

db_test!(an_operator_enrols_totp_and_then_logs_in_with_a_code_used_once, async |app: &TestApp| {
    let operator = app.operator(Role::Support).create().await;
    let token = operator.login(app).await;
    // Nothing to confirm before a setup; the setup answers the secret and its link.
    let early = app.post_as("/api/admin/auth/totp/confirm", &token, &json!({"code": "123456"})).await;
    assert_eq!((early.status, early.code()), (409, "admin.totp_not_started"));
    let setup = app.post_as("/api/admin/auth/totp/setup", &token, &json!({})).await;
    let secret = setup.body["data"]["secret"].as_str().unwrap().to_owned();
    let url = setup.body["data"]["otpauthUrl"].as_str().unwrap();
    assert!(url.starts_with(&format!("otpauth://totp/Zar:{}?", operator.username)), "{url}");
    // A wrong code does not enrol; the right one does, audited.
    let wrong = app.post_as("/api/admin/auth/totp/confirm", &token, &json!({"code": "000000"})).await;
    assert_eq!((wrong.status, wrong.code()), (400, "admin.totp_invalid"));
    let me = app.get_as("/api/admin/auth/me", &token).await;
    assert_eq!(me.body["data"]["totpEnabled"], false);
    let first = code(app, &secret);
    let confirmed = app.post_as("/api/admin/auth/totp/confirm", &token, &json!({"code": first})).await;
    assert_eq!(confirmed.status, 200, "{}", confirmed.text);
    assert_eq!(app.get_as("/api/admin/auth/me", &token).await.body["data"]["totpEnabled"], true);

    // The password alone now asks for the code; the code that enrolled is spent; the next one logs in, once.
    let bare = app.post("/api/admin/auth/login", "en", &operator.credentials()).await;
    assert_eq!((bare.status, bare.code()), (401, "admin.totp_required"));
    assert_eq!(bare.message(), "Enter the code from your authenticator app.");
    let replay = app.post("/api/admin/auth/login", "en", &with_code(operator.credentials(), &first)).await;
    assert_eq!((replay.status, replay.code()), (400, "admin.totp_invalid"));
    app.clock.advance(std::time::Duration::from_secs(30));
    let next = code(app, &secret);
    let login = app.post("/api/admin/auth/login", "en", &with_code(operator.credentials(), &next)).await;
    assert_eq!(login.status, 200, "{}", login.text);
    let again = app.post("/api/admin/auth/login", "en", &with_code(operator.credentials(), &next)).await;
    assert_eq!((again.status, again.code()), (400, "admin.totp_invalid"), "a code is used once");
    // A wrong password with a right code is still just wrong credentials.
    let bad_password = json!({"username": operator.username, "password": "wrong-password", "code": next});
    assert_eq!(app.post("/api/admin/auth/login", "en", &bad_password).await.code(), "admin.invalid_credentials");

    // Removing it takes a fresh code.
    let new_token = login.body["data"]["token"].as_str().unwrap().to_owned();
    let stale = app.post_as("/api/admin/auth/totp/remove", &new_token, &json!({"code": next})).await;
    assert_eq!((stale.status, stale.code()), (400, "admin.totp_invalid"));
    app.clock.advance(std::time::Duration::from_secs(30));
    let removed = app.post_as("/api/admin/auth/totp/remove", &new_token, &json!({"code": code(app, &secret)})).await;
    assert_eq!(removed.status, 200, "{}", removed.text);
    let twice = app.post_as("/api/admin/auth/totp/remove", &new_token, &json!({"code": "123456"})).await;
    assert_eq!((twice.status, twice.code()), (409, "admin.totp_not_enabled"));
    operator.login(app).await;

    let admin = app.operator(Role::Admin).login().await;
    let audit = app.get_as(&format!("/api/admin/audit?targetType=operator&targetId={}", operator.id), &admin).await;
    let actions: Vec<&str> =
        audit.body["data"]["items"].as_array().unwrap().iter().filter_map(|i| i["action"].as_str()).collect();
    assert!(actions.contains(&"operator.totp_enable") && actions.contains(&"operator.totp_remove"), "{actions:?}");
});

fn require_2fa() -> api::Settings {
    let mut settings = api::Settings { dev_outbox: true, ..Default::default() };
    settings.operators.require_2fa = true;
    settings
}

db_test_with!(with_require_2fa_an_admin_enrols_before_anything_else, require_2fa(), async |app: &TestApp| {
    let admin = app.operator(Role::Admin).create().await;
    let token = admin.login(app).await;
    let refused = app.get_as("/api/admin/audit", &token).await;
    assert_eq!((refused.status, refused.code()), (403, "admin.totp_enrolment_required"));
    let me = app.get_as("/api/admin/auth/me", &token).await;
    assert_eq!(
        (me.body["data"]["totpRequired"].clone(), me.body["data"]["totpEnabled"].clone()),
        (json!(true), json!(false))
    );
    enrol(app, &token).await;
    assert_eq!(app.get_as("/api/admin/audit", &token).await.status, 200);
    assert_eq!(app.get_as("/api/admin/auth/me", &token).await.body["data"]["totpRequired"], false);
    // Other roles may enrol, but need not.
    let support = app.operator(Role::Support).login().await;
    assert_eq!(app.get_as("/api/admin/support/requests", &support).await.status, 200);
});

db_test!(replacing_a_second_factor_needs_a_code_from_the_current_one, async |app: &TestApp| {
    let operator = app.operator(Role::Finance).create().await;
    let token = operator.login(app).await;
    let owners = enrol(app, &token).await;
    let enrolled = async || store::operator_totp::secrets(&app.db, operator.id).await.unwrap().unwrap().totp_secret;
    app.clock.advance(std::time::Duration::from_secs(30));

    // A stolen session alone starts a secret of its own and confirms it with that secret's code: refused.
    let setup = app.post_as("/api/admin/auth/totp/setup", &token, &json!({})).await;
    let thiefs = setup.body["data"]["secret"].as_str().unwrap().to_owned();
    let confirm = "/api/admin/auth/totp/confirm";
    let bare = app.post_as(confirm, &token, &json!({"code": code(app, &thiefs)})).await;
    assert_eq!((bare.status, bare.code()), (403, "admin.totp_current_required"), "{}", bare.text);
    assert_eq!(bare.message(), "Enter a code from the authenticator you use now: replacing it needs the current one.");
    let guessed = app.post_as(confirm, &token, &json!({"code": code(app, &thiefs), "currentCode": "000000"})).await;
    assert_eq!((guessed.status, guessed.code()), (400, "admin.totp_invalid"), "{}", guessed.text);
    assert_eq!(enrolled().await.as_deref(), Some(owners.as_str()), "the owner's factor stays");

    // With a code of the current factor it is replaced, audited; the new one logs in.
    let both = json!({"code": code(app, &thiefs), "currentCode": code(app, &owners)});
    let replaced = app.post_as(confirm, &token, &both).await;
    assert_eq!(replaced.status, 200, "{}", replaced.text);
    assert_eq!(enrolled().await.as_deref(), Some(thiefs.as_str()));
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert!(actions.contains(&"operator.totp_replace".to_owned()), "{actions:?}");
    app.clock.advance(std::time::Duration::from_secs(30));
    let login = app.post("/api/admin/auth/login", "en", &with_code(operator.credentials(), &code(app, &thiefs))).await;
    assert_eq!(login.status, 200, "{}", login.text);
});
