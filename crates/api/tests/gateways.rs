//! A confirmation belongs to the payment's own gateway and flow (issue 47, finding 4): a gateway's webhook
//! confirms only deposits of its methods, the demo gateway's hosted page only hosted deposits of the demo
//! gateway's methods, and the demo gateway — which credits money without taking any — is off unless switched on.

use api::Settings;
use serde_json::json;

use crate::{
    common::TestApp,
    payments::{balance, card, intent},
};

const BANK: i64 = 1;

/// The pending deposit's intent, read behind the API (a bank transfer's answer does not show it).
async fn pending_intent(app: &TestApp, player_id: i64) -> String {
    let filter = store::payments::Filter { player_id: Some(player_id), ..Default::default() };
    let (payments, _) = store::payments::page(&app.db, &filter, 0, 10).await.unwrap();
    payments.into_iter().find(|p| p.is_pending()).unwrap().intent
}

async fn press(app: &TestApp, intent: &str, action: &str) -> crate::common::Answer {
    app.send(app.client.post(app.url(&format!("/pay/{intent}"))).form(&[("action", action), ("lang", "en")])).await
}

db_test!(a_webhook_confirms_only_deposits_of_its_own_gateway, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(120))).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let intent = intent(asked.body["data"].as_str().unwrap());
    // The card method moves to a real provider while the deposit waits: only that provider may confirm it.
    store::testing::execute(&app.db, "UPDATE payment_methods SET gateway = 'paytr' WHERE id = 3").await.unwrap();

    let forged = app.webhook("confirmed", &intent, 120.0, None).await;
    assert_eq!((forged.status, forged.code()), (404, "wallet.payment_not_found"), "{}", forged.text);
    let page = press(app, &intent, "confirm").await;
    assert_eq!(page.status, 404, "{}", page.text);
    let shown = app.send(app.client.get(app.url(&format!("/pay/{intent}?lang=en")))).await;
    assert_eq!(shown.status, 404, "another gateway's payment has no demo page");
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));
    let payment = store::payments::by_intent(&app.db, &intent).await.unwrap().unwrap();
    assert!(payment.is_pending(), "still waiting for its own gateway");
});

db_test!(the_hosted_page_confirms_only_hosted_deposits, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let bank = app
        .post_as(
            "/api/payment/deposit",
            &player.token,
            &json!({"id": BANK, "target": "pay", "detail": {"Amount": 500}}),
        )
        .await;
    assert_eq!(bank.status, 200, "{}", bank.text);
    let intent = pending_intent(app, player.id).await;

    // A bank transfer is confirmed when the bank reports the money, never by pressing a button.
    let page = press(app, &intent, "confirm").await;
    assert_eq!(page.status, 404, "{}", page.text);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));
    // The bank's report (the demo gateway's webhook) still confirms it.
    assert_eq!(app.webhook("confirmed", &intent, 500.0, None).await.status, 200);
    assert_eq!(balance(app, &player.token).await, (500.0, 0.0));
});

db_test_with!(
    the_demo_gateway_is_off_unless_switched_on,
    Settings { dev_outbox: true, ..Settings::default() },
    async |app: &TestApp| {
        app.payment_methods().await;
        let player = app.funded_player(0).await;
        let refused = app.post_as("/api/payment/deposit", &player.token, &card(json!(120))).await;
        assert_eq!((refused.status, refused.code()), (400, "wallet.gateway_not_configured"), "{}", refused.text);
        assert!(refused.message().contains("not available"), "{}", refused.text);
        let turkish = app
            .send(
                app.client
                    .post(app.url("/api/payment/deposit"))
                    .header("x-locale", "tr")
                    .bearer_auth(&player.token)
                    .json(&card(json!(120))),
            )
            .await;
        assert!(turkish.message().contains("kullanılamıyor"), "{}", turkish.text);
        assert_eq!(store::testing::count(&app.db, "payments").await.unwrap(), 0, "nothing was asked");

        let webhook = app.webhook("confirmed", "any-intent", 120.0, None).await;
        assert_eq!((webhook.status, webhook.code()), (404, "wallet.gateway_not_configured"), "{}", webhook.text);
        assert_eq!(app.send(app.client.get(app.url("/pay/any-intent"))).await.status, 404);
    }
);
