//! The client's ip behind proxies, over real HTTP on SQLite and PostgreSQL: `X-Forwarded-For` is read only
//! with `trust_proxy`, from the right (what the client wrote itself is not believed), and IPv6 clients are
//! rate limited by their /64.

use crate::common::{Answer, TestApp};
use api::{Settings, settings::Rule};
use serde_json::{Value, json};

fn behind_a_proxy() -> Settings {
    let mut settings = Settings { trust_proxy: true, dev_outbox: true, ..Default::default() };
    settings.accounts.limits.login_ip = Rule::new(2, 300);
    settings
}

/// `trusted_proxies` lists only the test client's own address (the proxy the server sees).
fn behind_a_listed_proxy() -> Settings {
    Settings { trusted_proxies: vec!["127.0.0.1/32".parse().unwrap()], ..behind_a_proxy() }
}

async fn login_via(app: &TestApp, forwarded_for: &str, credentials: &Value) -> Answer {
    let request = app.client.post(app.url("/api/auth/login")).header("x-locale", "en");
    app.send(request.header("x-forwarded-for", forwarded_for).json(credentials)).await
}

/// The ip of the player's newest session, as its session list shows it.
async fn session_ip(app: &TestApp, login: &Answer) -> String {
    let token = login.body["data"]["token"].as_str().unwrap();
    let list = app.post_as("/api/customer/sessions", token, &json!({})).await;
    list.body["data"]["items"][0]["ip"].as_str().unwrap().to_owned()
}

db_test_with!(behind_a_proxy_private_hops_are_skipped, behind_a_proxy(), async |app: &TestApp| {
    let player = app.player().register().await;
    let answer = login_via(app, "203.0.113.9, 10.0.0.2", &player.credentials()).await;
    assert_eq!(session_ip(app, &answer).await, "203.0.113.9");
});

db_test_with!(a_client_written_forwarded_for_entry_is_not_believed, behind_a_proxy(), async |app: &TestApp| {
    let player = app.player().register().await;
    // The client sent `X-Forwarded-For: 198.51.100.1`; the proxy appended the address it saw.
    let answer = login_via(app, "198.51.100.1, 203.0.113.9", &player.credentials()).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(session_ip(app, &answer).await, "203.0.113.9");
});

db_test_with!(a_forged_first_entry_does_not_dodge_the_ip_limit, behind_a_proxy(), async |app: &TestApp| {
    let wrong = json!({"username": "nobody123", "password": "wrong-pass"});
    for forged in ["198.51.100.1", "198.51.100.2"] {
        let answer = login_via(app, &format!("{forged}, 203.0.113.9"), &wrong).await;
        assert_eq!(answer.status, 400, "{}", answer.text);
    }
    let limited = login_via(app, "198.51.100.3, 203.0.113.9", &wrong).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"), "{}", limited.text);
});

db_test_with!(with_a_proxy_list_only_listed_hops_are_skipped, behind_a_listed_proxy(), async |app: &TestApp| {
    let player = app.player().register().await;
    let answer = login_via(app, "203.0.113.9, 10.0.0.2", &player.credentials()).await;
    assert_eq!(session_ip(app, &answer).await, "10.0.0.2");
});

db_test_with!(ipv6_clients_share_the_ip_limit_of_their_64, behind_a_proxy(), async |app: &TestApp| {
    let wrong = json!({"username": "nobody123", "password": "wrong-pass"});
    for client in ["2001:db8:1:2::1", "2001:db8:1:2::2"] {
        assert_eq!(login_via(app, client, &wrong).await.status, 400);
    }
    let limited = login_via(app, "2001:db8:1:2:ffff::3", &wrong).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"), "{}", limited.text);
    // Another /64 has its own budget.
    assert_eq!(login_via(app, "2001:db8:1:3::1", &wrong).await.status, 400);
});

db_test!(without_trust_proxy_forwarded_headers_are_ignored, async |app: &TestApp| {
    let player = app.player().register().await;
    let answer = login_via(app, "203.0.113.9", &player.credentials()).await;
    assert_eq!(session_ip(app, &answer).await, "127.0.0.1");
});
