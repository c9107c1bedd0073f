//! The providers' admin over HTTP on both databases: admins only, settings read back and secrets never (not in
//! any answer, not in the audit log), secrets merged key by key, values checked, every change audited.

use domain::{casino::Provider, operator::Role};
use serde_json::{Value, json};

use crate::common::{Answer, TestApp};

const PEM_MARKER: &str = "BEGIN PRIVATE KEY";

impl TestApp {
    async fn put_provider(&self, token: &str, id: i64, body: &Value) -> Answer {
        let url = self.url(&format!("/api/admin/casino/providers/{id}"));
        self.send(self.client.put(url).header("x-locale", "en").bearer_auth(token).json(body)).await
    }
}

/// A PKCS#8 PEM private key (small: only its parsing is tested here).
fn test_pem() -> String {
    use rsa::pkcs8::{EncodePrivateKey, LineEnding};
    let key = rsa::RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 1024).unwrap();
    key.to_pkcs8_pem(LineEnding::LF).unwrap().to_string()
}

db_test!(only_admins_see_and_change_providers, async |app: &TestApp| {
    let hub88 = Provider::Hub88.id();
    for role in [Role::Content, Role::Finance, Role::Support] {
        let token = app.operator(role).login().await;
        for answer in [
            app.get_as("/api/admin/casino/providers", &token).await,
            app.get_as(&format!("/api/admin/casino/providers/{hub88}"), &token).await,
            app.put_provider(&token, hub88, &json!({"enabled": false})).await,
        ] {
            assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{role:?}: {}", answer.text);
        }
    }
    assert_eq!(app.get("/api/admin/casino/providers", "en").await.status, 401);
    let player = app.player().register().await;
    assert_eq!(app.get_as("/api/admin/casino/providers", &player.token).await.status, 401);

    let admin = app.operator(Role::Admin).login().await;
    let list = app.get_as("/api/admin/casino/providers", &admin).await;
    assert_eq!(list.status, 200, "{}", list.text);
    let codes: Vec<&str> = list.body["data"].as_array().unwrap().iter().map(|p| p["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["zar", "hub88", "egt", "amusnet", "everymatrix", "digitain", "softgamings", "sportsbook"]);
    let zar = &list.body["data"][0];
    assert_eq!((zar["configured"].as_bool(), zar["name"].as_str()), (Some(true), Some("Zar")), "nothing to configure");
    let hub = &list.body["data"][1];
    assert_eq!(hub["configured"], false);
    assert_eq!(hub["missing"], json!(["config.api_url", "config.operator_id", "secrets.private_key"]));
    assert_eq!(
        hub["settings"][3],
        json!({"name": "private_key", "secret": true, "required": true,
        "kind": "rsaPrivateKey", "set": false})
    );
    assert_eq!(app.get_as("/api/admin/casino/providers/99", &admin).await.status, 404);
    assert_eq!(app.put_provider(&admin, 99, &json!({"enabled": false})).await.status, 404);
    assert!(app.audit_rows(&admin).await.is_empty(), "refused and missing changes leave no audit row");
});

impl TestApp {
    /// The audit rows of provider changes, newest first, as an admin reads them.
    async fn audit_rows(&self, admin: &str) -> Vec<Value> {
        let answer = self.get_as("/api/admin/audit?action=casino.provider.update", admin).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["items"].as_array().unwrap().clone()
    }
}

db_test!(secrets_are_written_merged_and_removed_but_never_read_back, async |app: &TestApp| {
    let admin = app.operator(Role::Admin).login().await;
    let hub88 = Provider::Hub88.id();
    let pem = test_pem();
    let change = json!({"enabled": true,
        "config": {"api_url": "https://api.hub88.test", "operator_id": 77, "sub_partner_id": "zar-tr"},
        "secrets": {"private_key": pem}});
    let saved = app.put_provider(&admin, hub88, &change).await;
    assert_eq!(saved.status, 200, "{}", saved.text);
    assert_eq!(saved.message(), "Game provider saved.");
    let data = &saved.body["data"];
    assert_eq!(data["secretNames"], json!(["private_key"]));
    assert_eq!(
        data["config"],
        json!({"api_url": "https://api.hub88.test", "operator_id": 77, "sub_partner_id": "zar-tr"})
    );
    assert_eq!((data["configured"].as_bool(), data["missing"].as_array().map(Vec::len)), (Some(true), Some(0)));
    assert!(!saved.text.contains(PEM_MARKER), "{}", saved.text);

    // SoftGamings' secrets are set one by one; the ones not named stay.
    let sg = Provider::SoftGamings.id();
    let first = json!({"config": {"api_url": "https://apitest.fundist.test", "server_ip": "203.0.113.9"},
        "secrets": {"api_key": "key-AAAA", "api_password": "pass-BBBB"}});
    assert_eq!(app.put_provider(&admin, sg, &first).await.status, 200);
    let second = app.put_provider(&admin, sg, &json!({"secrets": {"player_password_key": "derive-CCCC"}})).await;
    assert_eq!(second.body["data"]["secretNames"], json!(["api_key", "api_password", "player_password_key"]));
    assert_eq!(second.body["data"]["configured"], true);
    assert_eq!(second.body["data"]["config"]["server_ip"], "203.0.113.9", "config left out stays");
    let removed = app.put_provider(&admin, sg, &json!({"secrets": {"api_password": null}})).await;
    assert_eq!(removed.body["data"]["secretNames"], json!(["api_key", "player_password_key"]));
    assert_eq!(removed.body["data"]["missing"], json!(["secrets.api_password"]));

    // No answer and no audit row holds a secret's value.
    let list = app.get_as("/api/admin/casino/providers", &admin).await;
    let one = app.get_as(&format!("/api/admin/casino/providers/{sg}"), &admin).await;
    let rows = app.audit_rows(&admin).await;
    let audit = serde_json::to_string(&rows).unwrap();
    for text in [&list.text, &one.text, &second.text, &removed.text, &audit] {
        for secret in [PEM_MARKER, "key-AAAA", "pass-BBBB", "derive-CCCC"] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
    }

    // Each change is one audit row of the admin, naming the secrets written and removed.
    assert_eq!(rows.len(), 4);
    assert!(rows.iter().all(|r| r["operatorRole"] == "admin" && r["targetType"] == "casino_provider"));
    assert_eq!(rows[3]["targetId"], hub88.to_string());
    assert_eq!(rows[3]["after"]["secrets"], json!(["private_key"]));
    assert_eq!(rows[3]["after"]["secretsWritten"], json!(["private_key"]));
    assert_eq!(rows[3]["after"]["config"]["operator_id"], 77);
    assert_eq!(rows[1]["before"]["secrets"], json!(["api_key", "api_password"]));
    assert_eq!(rows[1]["after"]["secretsWritten"], json!(["player_password_key"]));
    assert_eq!(rows[0]["after"]["secretsRemoved"], json!(["api_password"]));
    assert_eq!(rows[0]["before"]["secrets"], json!(["api_key", "api_password", "player_password_key"]));
    assert!(store::audit::verify(&app.db).await.unwrap().broken.is_none());
});

db_test!(settings_are_checked_before_anything_is_saved, async |app: &TestApp| {
    let admin = app.operator(Role::Admin).login().await;
    let hub88 = Provider::Hub88.id();
    let bad = json!({"config": {"api_url": "ftp://hub88", "operator_id": "seven", "colour": "red"},
        "secrets": {"private_key": "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----", "pin": "1"}});
    let answer = app.put_provider(&admin, hub88, &bad).await;
    assert_eq!(answer.status, 422, "{}", answer.text);
    let errors = &answer.body["errors"];
    for field in ["config.api_url", "config.operator_id", "config.colour", "secrets.private_key", "secrets.pin"] {
        assert!(errors[field].is_array(), "{field}: {}", answer.text);
    }
    assert_eq!(errors["config.colour"][0], "This provider has no such setting.");
    assert!(!answer.text.contains("not a key"), "a refused secret is not echoed");
    let sg = app.put_provider(&admin, Provider::SoftGamings.id(), &json!({"config": {"server_ip": "fundist"}})).await;
    assert_eq!(sg.status, 422);

    let after = app.get_as(&format!("/api/admin/casino/providers/{hub88}"), &admin).await;
    assert_eq!(after.body["data"]["config"], json!({}));
    assert_eq!(after.body["data"]["secretNames"], json!([]));
    assert!(app.audit_rows(&admin).await.is_empty());

    // Switching off is audited too, and config is replaced whole.
    let off = app.put_provider(&admin, hub88, &json!({"enabled": false, "config": {"operator_id": 5}})).await;
    assert_eq!((off.status, off.body["data"]["enabled"].as_bool()), (200, Some(false)), "{}", off.text);
    let again = app.put_provider(&admin, hub88, &json!({"config": {"api_url": "https://api.hub88.test"}})).await;
    assert_eq!(again.body["data"]["config"], json!({"api_url": "https://api.hub88.test"}));
    let rows = app.audit_rows(&admin).await;
    assert_eq!(rows[1]["before"]["enabled"], true);
    assert_eq!(rows[1]["after"]["enabled"], false);
});
