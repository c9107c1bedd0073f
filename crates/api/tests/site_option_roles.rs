//! Who may change which site option (issue 47, finding 3): content options the content role, money options
//! (amounts given away, the four-eyes threshold, the account players pay into) and script options (whose code runs
//! on the players' pages) only an admin — the bank account finance too. A refusal is a localized 403 that changes
//! nothing; the list says which options the signed-in operator may not change; the audit row records the
//! option's sensitivity.

use domain::operator::Role;
use serde_json::{Value, json};

use crate::common::TestApp;

fn option(key: &str) -> String {
    format!("/api/admin/cms/siteoptions/{key}")
}

async fn stored(app: &TestApp, key: &str) -> Option<String> {
    store::site_options::get(&app.db, key).await.unwrap().map(|o| o.value)
}

/// Options as `token` lists them, by key.
async fn listed(app: &TestApp, token: &str) -> Vec<Value> {
    let answer = app.get_as("/api/admin/cms/siteoptions", token).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"].as_array().unwrap().clone()
}

fn find<'a>(options: &'a [Value], key: &str) -> &'a Value {
    options.iter().find(|o| o["key"] == key).unwrap_or_else(|| panic!("{key} not listed"))
}

db_test!(a_content_editor_cannot_change_money_or_script_options, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let content = app.operator(Role::Content).login().await;
    let iban = stored(app, "bank_transfer_iban").await.unwrap();
    let refusals = [
        ("bank_transfer_iban", json!({"value": "TR000000000000000000000000"}), "cms.option_forbidden_bank"),
        ("bank_transfer_holder", json!({"value": "Someone Else"}), "cms.option_forbidden_bank"),
        ("trial_bonus_amount", json!({"value": "5000"}), "cms.option_forbidden_money"),
        ("withdrawal_second_approval_over", json!({"value": "0"}), "cms.option_forbidden_money"),
        ("tag_manager_id", json!({"value": "GTM-EVIL1"}), "cms.option_forbidden_script"),
        ("betsy_url", json!({"value": "https://evil.example"}), "cms.option_forbidden_script"),
    ];
    let before: Vec<Option<String>> =
        futures::future::join_all(refusals.iter().map(|(key, _, _)| stored(app, key))).await;
    for (key, body, code) in &refusals {
        let put = app.put_as(&option(key), &content, body).await;
        assert_eq!((put.status, put.code()), (403, *code), "{key}: {}", put.text);
        assert!(put.message().contains("admin"), "{key}: {}", put.message());
        let delete = app.delete_as(&option(key), &content).await;
        assert_eq!((delete.status, delete.code()), (403, *code), "{key}: {}", delete.text);
    }
    let bank = app.put_as(&option("bank_transfer_iban"), &content, &json!({"value": "TR1"})).await;
    assert_eq!(bank.message(), "This is the account players pay into: only finance or an admin may change it.");
    // Nothing changed.
    let after: Vec<Option<String>> =
        futures::future::join_all(refusals.iter().map(|(key, _, _)| stored(app, key))).await;
    assert_eq!(after, before);
    // Creating one that is missing is refused the same way.
    store::site_options::remove(&app.db, "tag_manager_id", None).await.unwrap();
    let created =
        app.post_as("/api/admin/cms/siteoptions", &content, &json!({"key": "tag_manager_id", "value": ""})).await;
    assert_eq!((created.status, created.code()), (403, "cms.option_forbidden_script"), "{}", created.text);
    assert_eq!(stored(app, "tag_manager_id").await, None);
    // Content options stay the content editor's.
    assert_eq!(stored(app, "bank_transfer_iban").await.unwrap(), iban);
    let title = app.put_as(&option("casino_video_title"), &content, &json!({"value": "Masalar açık"})).await;
    assert_eq!(title.status, 200, "{}", title.text);
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert_eq!(actions.iter().filter(|a| a.starts_with("cms.site_option")).count(), 1, "{actions:?}");
});

db_test!(finance_changes_the_bank_account_and_an_admin_every_option, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let finance = app.operator(Role::Finance).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let changed =
        app.put_as(&option("bank_transfer_iban"), &finance, &json!({"value": "TR330006100519786457841999"})).await;
    assert_eq!(changed.status, 200, "{}", changed.text);
    for (key, code) in
        [("trial_bonus_amount", "cms.option_forbidden_money"), ("casino_video_title", "cms.option_forbidden_content")]
    {
        let refused = app.put_as(&option(key), &finance, &json!({"value": "1"})).await;
        assert_eq!((refused.status, refused.code()), (403, code), "{key}: {}", refused.text);
    }
    for (key, value) in [("tag_manager_id", "GTM-K7X2Q9"), ("trial_bonus_amount", "75"), ("casino_video_title", "x")] {
        let put = app.put_as(&option(key), &admin, &json!({"value": value})).await;
        assert_eq!(put.status, 200, "{key}: {}", put.text);
    }

    // The audit rows say how sensitive the option was, and who changed it.
    let audit = app.get_as("/api/admin/audit?targetType=site_option&take=100", &admin).await;
    let rows = audit.body["data"]["items"].as_array().unwrap();
    let row = |key: &str| rows.iter().find(|r| r["targetId"] == key).unwrap_or_else(|| panic!("{key}: {rows:?}"));
    assert_eq!(row("bank_transfer_iban")["after"]["sensitivity"], "money");
    assert_eq!(row("bank_transfer_iban")["after"]["value"], "TR330006100519786457841999");
    assert_eq!(row("bank_transfer_iban")["operatorRole"], "finance");
    assert_eq!(row("tag_manager_id")["after"]["sensitivity"], "script");
    assert_eq!(row("casino_video_title")["after"]["sensitivity"], "content");
});

db_test!(the_list_says_which_options_the_operator_may_not_change, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let content = listed(app, &app.operator(Role::Content).login().await).await;
    let finance = listed(app, &app.operator(Role::Finance).login().await).await;
    let admin = listed(app, &app.operator(Role::Admin).login().await).await;
    for (key, sensitivity, by_content, by_finance) in [
        ("casino_video_title", "content", true, false),
        ("bank_transfer_iban", "money", false, true),
        ("trial_bonus_amount", "money", false, false),
        ("withdrawal_second_approval_over", "money", false, false),
        ("betsy_url", "script", false, false),
    ] {
        assert_eq!(find(&content, key)["sensitivity"], sensitivity, "{key}");
        assert_eq!(find(&content, key)["editable"], by_content, "{key}");
        assert_eq!(find(&finance, key)["editable"], by_finance, "{key}");
        assert_eq!(find(&admin, key)["editable"], true, "{key}");
    }
    assert_eq!(find(&content, "bank_transfer_holder")["editors"], json!(["finance"]));
    assert_eq!(find(&content, "tag_manager_id")["editors"], json!([]));
    assert_eq!(find(&content, "casino_video_title")["editors"], json!(["content"]));
});
