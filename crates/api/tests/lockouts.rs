//! Lockouts nobody else can cause and SMS nobody can pump, over real HTTP on SQLite and PostgreSQL: only failed
//! logins count, keyed by username and address under a higher username-wide ceiling; a refused code request
//! charges nothing; codes are texted only to allowed prefixes and within the site's hourly SMS budget.

use std::time::Duration;

use crate::common::{Answer, TestApp, outbox_code};
use api::{Settings, settings::Rule};
use serde_json::{Value, json};

fn behind_a_proxy() -> Settings {
    let mut settings = Settings { trust_proxy: true, dev_outbox: true, ..Default::default() };
    settings.accounts.limits.login_account = Rule::new(3, 900);
    settings.accounts.limits.login_username = Rule::new(6, 900);
    settings.accounts.limits.login_ip = Rule::new(50, 300);
    settings.operators.login_account = Rule::new(3, 900);
    settings.operators.login_username = Rule::new(6, 900);
    settings
}

async fn login_from(app: &TestApp, path: &str, ip: &str, credentials: &Value) -> Answer {
    let request = app.client.post(app.url(path)).header("x-locale", "en").header("x-forwarded-for", ip);
    app.send(request.json(credentials)).await
}

db_test_with!(right_passwords_do_not_count_towards_a_lockout, behind_a_proxy(), async |app: &TestApp| {
    let player = app.player().register().await;
    for _ in 0..8 {
        let answer = login_from(app, "/api/auth/login", "203.0.113.5", &player.credentials()).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
    }
    // Two failures, then the right password: it gets in, and the failures before it still count.
    let wrong = json!({"username": player.username, "password": "wrong-pass"});
    for _ in 0..2 {
        assert_eq!(login_from(app, "/api/auth/login", "203.0.113.5", &wrong).await.status, 400);
    }
    assert_eq!(login_from(app, "/api/auth/login", "203.0.113.5", &player.credentials()).await.status, 200);
    assert_eq!(login_from(app, "/api/auth/login", "203.0.113.5", &wrong).await.status, 400);
    let limited = login_from(app, "/api/auth/login", "203.0.113.5", &player.credentials()).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"), "{}", limited.text);
});

db_test_with!(the_owner_logs_in_while_an_attacker_hammers_the_username, behind_a_proxy(), async |app: &TestApp| {
    let player = app.player().register().await;
    let wrong = json!({"username": player.username, "password": "wrong-pass"});
    for _ in 0..20 {
        login_from(app, "/api/auth/login", "198.51.100.66", &wrong).await;
    }
    let attacker = login_from(app, "/api/auth/login", "198.51.100.66", &player.credentials()).await;
    assert_eq!(attacker.status, 429, "the attacker's address is out");
    // Refused attempts spent nothing of the username-wide ceiling (6): the owner, from home, gets in.
    let owner = login_from(app, "/api/auth/login", "203.0.113.5", &player.credentials()).await;
    assert_eq!(owner.status, 200, "{}", owner.text);
    // Failures from many addresses reach the ceiling, which then holds everywhere.
    for i in 0..6 {
        login_from(app, "/api/auth/login", &format!("192.0.2.{i}"), &wrong).await;
    }
    let everyone = login_from(app, "/api/auth/login", "203.0.113.5", &player.credentials()).await;
    assert_eq!((everyone.status, everyone.code()), (429, "rate_limited"));
});

db_test_with!(operators_are_not_locked_out_from_another_address, behind_a_proxy(), async |app: &TestApp| {
    let operator = app.operator(domain::operator::Role::Admin).create().await;
    let wrong = json!({"username": operator.username, "password": "wrong-pass"});
    for _ in 0..10 {
        login_from(app, "/api/admin/auth/login", "198.51.100.66", &wrong).await;
    }
    let right = json!({"username": operator.username, "password": operator.password});
    assert_eq!(login_from(app, "/api/admin/auth/login", "198.51.100.66", &right).await.status, 429);
    let owner = login_from(app, "/api/admin/auth/login", "203.0.113.5", &right).await;
    assert_eq!(owner.status, 200, "{}", owner.text);
    // And a right password from the attacker's address, once the window passes, clears nothing it should not.
    app.clock.advance(Duration::from_secs(901));
    assert_eq!(login_from(app, "/api/admin/auth/login", "198.51.100.66", &right).await.status, 200);
});

fn send_code(phone: &str) -> Value {
    json!({"step": 1, "phone": phone, "code": ""})
}

fn two_codes_an_hour() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.limits.send_account = Rule::new(2, 3600);
    settings
}

db_test_with!(a_refused_code_request_charges_nothing, two_codes_an_hour(), async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &send_code(&player.phone)).await.status, 200);
    // Asking again and again inside the resend wait is refused each time …
    for _ in 0..5 {
        let early = app.post_as("/api/customer/updatephone", &player.token, &send_code(&player.phone)).await;
        assert_eq!((early.status, early.code()), (429, "auth.code_resend_wait"), "{}", early.text);
    }
    // … and spent none of the player's two codes an hour: the second still goes out after the wait.
    app.clock.advance(Duration::from_secs(61));
    let second = app.post_as("/api/customer/updatephone", &player.token, &send_code(&player.phone)).await;
    assert_eq!(second.status, 200, "{}", second.text);
    outbox_code(app, &player.phone).await;
});

db_test!(codes_are_texted_only_to_allowed_prefixes, async |app: &TestApp| {
    let player = app.player().register().await;
    let abroad = "882351234567";
    let answer = app.post_as("/api/customer/updatephone", &player.token, &send_code(abroad)).await;
    assert_eq!(answer.status, 422, "{}", answer.text);
    let error = &answer.body["errors"]["phone"][0];
    assert_eq!(error, "We cannot text this number. Please enter a mobile number registered in Turkey.");
    let outbox = app.get(&format!("/dev/outbox?recipient={abroad}"), "en").await;
    assert_eq!(outbox.status, 200, "{}", outbox.text);
    assert!(!outbox.text.contains("\"body\""), "nothing was queued for {abroad}: {}", outbox.text);
});

fn one_sms_an_hour() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.sms.hourly_budget = 1;
    settings
}

db_test_with!(the_hourly_sms_budget_holds_for_the_whole_site, one_sms_an_hour(), async |app: &TestApp| {
    let first = app.player().register().await;
    let second = app.player().register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &first.token, &send_code(&first.phone)).await.status, 200);
    let refused = app.post_as("/api/customer/updatephone", &second.token, &send_code(&second.phone)).await;
    assert_eq!((refused.status, refused.code()), (503, "auth.sms_unavailable"), "{}", refused.text);
    assert!(refused.header("retry-after").is_some());
    let metrics = app.get("/metrics", "en").await;
    assert!(metrics.text.contains("zar_sms_budget_refusals_total"), "{}", metrics.text);
    // The refusal charged nothing else: after the hour the second player's code goes out at once.
    app.clock.advance(Duration::from_secs(3601));
    let token = second.login(app).await;
    let later = app.post_as("/api/customer/updatephone", &token, &send_code(&second.phone)).await;
    assert_eq!(later.status, 200, "{}", later.text);
});
