//! The wallet over HTTP on both databases: deposits confirmed through the demo gateway's signed webhook (once,
//! however often it arrives), withdrawals held and decided by an operator, cancellations, expiry, bad input
//! refused with nothing stored, and the ledger's invariants after all of it.

use domain::{
    ledger::Account,
    operator::Role,
    payment::{ProcessState, Status},
};
use serde_json::{Value, json};

use crate::common::{Answer, TestApp, people::Player};

const CARD: i64 = 3;
const BANK: i64 = 1;
const PAPARA: i64 = 2;
const VALID_IBAN: &str = "TR33 0006 1005 1978 6457 8413 26";

impl TestApp {
    /// The demo payment methods.
    pub async fn payment_methods(&self) {
        store::demo::payments::load(&self.db).await.unwrap();
    }

    /// A registered player with a verified phone and `lira` in cash.
    pub async fn funded_player(&self, lira: i64) -> Player {
        let player = self.player().register().await;
        store::players::mark_phone_verified(&self.db, player.id, self.clock.now()).await.unwrap();
        if lira > 0 {
            self.transfer(Account::House, Account::PlayerCash(player.id), lira * 100).await;
        }
        player
    }

    /// The demo gateway's webhook for `intent`, signed now (or with `signature` as given).
    pub async fn webhook(&self, event: &str, intent: &str, amount: f64, signature: Option<String>) -> Answer {
        let body = json!({"event": event, "intent": intent, "amount": amount, "currency": "TRY",
            "transactionId": format!("gw_{intent}")})
        .to_string();
        let demo = api::payments::gateway::demo(&self.state.settings.payments, &self.state.settings.public_url);
        let signature = signature.unwrap_or_else(|| demo.sign(body.as_bytes(), self.clock.now()));
        let request = self.client.post(self.url("/api/payment/webhook/demo")).header("x-zar-signature", signature);
        self.send(request.header("content-type", "application/json").body(body)).await
    }
}

pub async fn balance(app: &TestApp, token: &str) -> (f64, f64) {
    let answer = app.get_as("/api/user/balance", token).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    (answer.body["data"]["balance"].as_f64().unwrap(), answer.body["data"]["bonus"].as_f64().unwrap())
}

async fn ledger_holds(app: &TestApp) {
    assert_eq!(store::ledger::verify(&app.db).await.unwrap(), vec![]);
}

pub fn card(amount: Value) -> Value {
    json!({"id": CARD, "target": "pay",
        "detail": {"Amount": amount, "CardNo": "4111 1111 1111 1111", "CardHolder": "Ayşe Yılmaz", "Expiry": "12/39"}})
}

pub fn bank_withdrawal(amount: Value) -> Value {
    json!({"id": BANK, "target": "pay", "detail": {"Amount": amount, "Iban": VALID_IBAN, "AccountHolder": "Ayşe Yılmaz"}})
}

/// Asks for a withdrawal of ₺`lira` as the player with `token` (asserting success); its id.
pub async fn withdraw(app: &TestApp, token: &str, lira: i64) -> i64 {
    let answer = app.post_as("/api/payment/withdraw", token, &bank_withdrawal(json!(lira))).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["id"].as_i64().unwrap()
}

/// Where withdrawal `id` is approved.
pub fn approve(id: i64) -> String {
    format!("/api/admin/withdrawals/{id}/approve")
}

/// The intent in a hosted page link.
pub fn intent(link: &str) -> String {
    let path = link.split("/pay/").nth(1).unwrap_or_else(|| panic!("not a payment link: {link}"));
    path.split('?').next().unwrap().to_owned()
}

async fn payment(app: &TestApp, id: i64) -> store::payments::Payment {
    store::payments::get(&app.db, id).await.unwrap().unwrap()
}

db_test!(methods_and_their_fields_come_from_the_database, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let deposit = app.post_as("/api/payment/methods", &player.token, &json!({"type": 1})).await;
    assert_eq!(deposit.status, 200, "{}", deposit.text);
    let names: Vec<&str> =
        deposit.body["data"].as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Bank transfer", "Papara", "Credit card", "Crypto"]);
    assert_eq!(deposit.body["data"][2]["min"], 50.0);
    let withdraw = app.post_as("/api/payment/methods", &player.token, &json!({"type": 2})).await;
    assert_eq!(withdraw.body["data"].as_array().unwrap().len(), 3, "cards are deposit-only");
    assert_eq!(withdraw.body["data"][2]["fee"], 25.0);

    let fields = app.post_as("/api/payment/detail", &player.token, &json!({"id": BANK, "type": 2})).await;
    assert_eq!(fields.status, 200, "{}", fields.text);
    assert_eq!(fields.body["data"][0], json!({"key": "Amount", "mask": null, "objectType": 4, "option": null}));
    assert_eq!(fields.body["data"][1]["mask"], "TR00 0000 0000 0000 0000 0000 00");
    let crypto = app.post_as("/api/payment/detail", &player.token, &json!({"id": 4, "type": 1})).await;
    assert_eq!(crypto.body["data"][1]["objectType"], 7);
    assert_eq!(crypto.body["data"][1]["option"][0], json!({"id": 1, "name": "USDT (TRC-20)"}));
    // A card cannot be withdrawn to; an unknown method is not found.
    assert_eq!(app.post_as("/api/payment/detail", &player.token, &json!({"id": CARD, "type": 2})).await.status, 404);
    assert_eq!(app.post_as("/api/payment/detail", &player.token, &json!({"id": 99, "type": 1})).await.status, 404);
    assert_eq!(app.post_as("/api/payment/methods", &player.token, &json!({"type": 3})).await.status, 422);
    assert_eq!(app.post("/api/payment/methods", "en", &json!({"type": 1})).await.status, 401);
});

db_test!(a_deposit_confirmed_on_the_hosted_page_credits_once_however_often_the_webhook_comes, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(150.5))).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let link = asked.body["data"].as_str().unwrap();
    assert!(link.starts_with("http") && link.contains("/pay/"), "{link}");
    let intent = intent(link);

    // The hosted page shows the payment; the card number is kept masked.
    let page = app.send(app.client.get(app.url(&format!("/pay/{intent}?lang=en")))).await;
    assert_eq!(page.status, 200);
    assert!(page.text.contains("150,50") && page.text.contains("411111******1111"), "{}", page.text);
    assert!(!page.text.contains("4111111111111111"));
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0), "nothing moves before the gateway confirms");

    // The player pays on the hosted page; then the gateway's webhook arrives ten more times at once.
    let paid = app
        .send(app.client.post(app.url(&format!("/pay/{intent}"))).form(&[("action", "confirm"), ("lang", "en")]))
        .await;
    assert_eq!(paid.status, 200);
    assert!(paid.text.contains("Payment successful"), "{}", paid.text);
    let replays = (0..10).map(|_| app.webhook("confirmed", &intent, 150.5, None));
    for answer in futures::future::join_all(replays).await {
        assert_eq!(answer.status, 200, "{}", answer.text);
    }
    assert_eq!(balance(app, &player.token).await, (150.5, 0.0));
    let notices = app.post_as("/api/customer/notification", &player.token, &json!({})).await;
    let deposits: Vec<&Value> = notices.body["data"].as_array().unwrap().iter().filter(|n| n["type"] == 1).collect();
    assert_eq!(deposits.len(), 1, "{}", notices.text);
    assert_eq!(deposits[0]["title"], "Deposit confirmed");
    ledger_holds(app).await;

    // A confirmation with another amount is a conflict and changes nothing.
    assert_eq!(app.webhook("confirmed", &intent, 1500.0, None).await.status, 409);
    assert_eq!(balance(app, &player.token).await, (150.5, 0.0));
});

db_test!(a_bad_or_stale_signature_changes_nothing, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(100))).await;
    let intent = intent(asked.body["data"].as_str().unwrap());
    let now = app.clock.now().timestamp();
    for (signature, code) in [
        (format!("t={now},v1={}", "ab".repeat(32)), "wallet.webhook_signature"),
        ("nonsense".to_owned(), "wallet.webhook_signature"),
    ] {
        let answer = app.webhook("confirmed", &intent, 100.0, Some(signature)).await;
        assert_eq!((answer.status, answer.code()), (400, code), "{}", answer.text);
    }
    // Signed correctly, but six minutes ago.
    let body =
        json!({"event": "confirmed", "intent": intent, "amount": 100.0, "currency": "TRY", "transactionId": "x"});
    let demo = api::payments::gateway::demo(&app.state.settings.payments, &app.state.settings.public_url);
    let stale = demo.sign(body.to_string().as_bytes(), app.clock.now() - chrono::Duration::minutes(6));
    let request = app.client.post(app.url("/api/payment/webhook/demo")).header("x-zar-signature", stale);
    let answer = app.send(request.header("content-type", "application/json").body(body.to_string())).await;
    assert_eq!((answer.status, answer.code()), (400, "wallet.webhook_stale"), "{}", answer.text);
    assert_eq!(app.webhook("confirmed", "no-such-intent", 100.0, None).await.status, 404);
    let other = app.send(app.client.post(app.url("/api/payment/webhook/paypal")).body("{}")).await;
    assert_eq!(other.status, 404);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));
    assert_eq!(payment(app, 1).await.status, Status::Pending);
});

db_test!(bad_payment_input_is_refused_by_field_and_stores_nothing, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(1_000).await;
    let refused = async |path: &str, body: Value, field: &str| {
        let answer = app.post_as(path, &player.token, &body).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.text);
        assert!(answer.body["errors"][field].is_array(), "{field} in {}", answer.text);
    };
    for amount in [json!(10.005), json!(0), json!(-5), json!(20_000.01), json!(49.99), json!("abc"), json!(null)] {
        refused("/api/payment/deposit", card(amount), "Amount").await;
    }
    let mut luhn = card(json!(100));
    luhn["detail"]["CardNo"] = json!("4111 1111 1111 1112");
    refused("/api/payment/deposit", luhn, "CardNo").await;
    let mut expired = card(json!(100));
    expired["detail"]["Expiry"] = json!("01/20");
    refused("/api/payment/deposit", expired, "Expiry").await;
    let mut iban = bank_withdrawal(json!(100));
    iban["detail"]["Iban"] = json!("TR34 0006 1005 1978 6457 8413 26");
    refused("/api/payment/withdraw", iban, "Iban").await;
    let papara = json!({"id": PAPARA, "target": "pay", "detail": {"Amount": 100, "PaparaNo": "12ab"}});
    refused("/api/payment/withdraw", papara, "PaparaNo").await;
    let crypto = json!({"id": 4, "target": "pay", "detail": {"Amount": 300, "Network": 9}});
    refused("/api/payment/deposit", crypto, "Network").await;
    // Every refusal at once, each under its key.
    let all = json!({"id": CARD, "target": "pay", "detail": {"Amount": 1.234, "CardNo": "1", "Expiry": "99/99"}});
    let answer = app.post_as("/api/payment/deposit", &player.token, &all).await;
    let keys: Vec<&String> = answer.body["errors"].as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 4, "{}", answer.text);
    assert_eq!(store::testing::count(&app.db, "payments").await.unwrap(), 0);
    assert_eq!(balance(app, &player.token).await, (1_000.0, 0.0));
    ledger_holds(app).await;
});

db_test!(fifty_concurrent_withdrawals_of_the_whole_balance_one_wins, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(500).await;
    let body = bank_withdrawal(json!(500));
    let attempts = (0..50).map(|_| app.post_as("/api/payment/withdraw", &player.token, &body));
    let answers = futures::future::join_all(attempts).await;
    let won = answers.iter().filter(|a| a.status == 200).count();
    assert_eq!(won, 1, "{:?}", answers.iter().map(|a| (a.status, a.code().to_owned())).collect::<Vec<_>>());
    assert!(answers.iter().all(|a| a.status == 200 || a.code() == "wallet.insufficient_funds"));
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));
    assert_eq!(store::testing::count(&app.db, "payments").await.unwrap(), 1);
    assert_eq!(store::ledger::balance(&app.db, Account::WithdrawalHold).await.unwrap().minor(), 50_000);
    ledger_holds(app).await;
});

db_test!(operators_approve_or_reject_and_players_cancel_withdrawals, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(1_000).await;
    let finance = app.operator(Role::Finance).login().await;
    let support = app.operator(Role::Support).login().await;
    let withdraw = async |amount: i64| {
        let answer = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(amount))).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["id"].as_i64().unwrap()
    };
    let (approved, rejected, cancelled) = (withdraw(300).await, withdraw(200).await, withdraw(100).await);
    assert_eq!(balance(app, &player.token).await, (400.0, 0.0));

    let pending = app.get_as("/api/admin/withdrawals?status=2", &support).await;
    assert_eq!((pending.status, pending.body["data"]["total"].as_i64()), (200, Some(3)), "{}", pending.text);
    let ids = |answer: &crate::common::Answer| -> Vec<i64> {
        answer.body["data"]["items"].as_array().unwrap().iter().map(|row| row["id"].as_i64().unwrap()).collect()
    };
    assert_eq!(ids(&pending), vec![cancelled, rejected, approved], "newest first unless asked");
    let queue = app.get_as("/api/admin/withdrawals?status=2&order=oldest", &support).await;
    assert_eq!(ids(&queue), vec![approved, rejected, cancelled], "the queue reads oldest first");
    let wrong = app.get_as("/api/admin/withdrawals?order=sideways", &support).await;
    assert_eq!((wrong.status, wrong.body["errors"]["order"].is_array()), (422, true), "{}", wrong.text);
    // Support reads but does not decide.
    let path = |id: i64, what: &str| format!("/api/admin/withdrawals/{id}/{what}");
    assert_eq!(app.post_bare_as(&path(approved, "approve"), &support).await.status, 403);
    let ok = app.post_bare_as(&path(approved, "approve"), &finance).await;
    assert_eq!((ok.status, ok.body["data"]["status"].as_i64()), (200, Some(1)), "{}", ok.text);
    assert_eq!(app.post_bare_as(&path(approved, "approve"), &finance).await.status, 409, "decided once");
    let no_reason = app.post_as(&path(rejected, "reject"), &finance, &json!({"reason": ""})).await;
    assert_eq!(no_reason.status, 422);
    let no = app.post_as(&path(rejected, "reject"), &finance, &json!({"reason": "IBAN name mismatch"})).await;
    assert_eq!(no.status, 200, "{}", no.text);
    let cancel = app.post_as("/api/payment/cancel", &player.token, &json!({"id": cancelled})).await;
    assert_eq!(cancel.status, 200, "{}", cancel.text);
    assert_eq!(app.post_as("/api/payment/cancel", &player.token, &json!({"id": approved})).await.status, 409);
    // Another player cannot cancel it.
    let other = app.funded_player(0).await;
    assert_eq!(app.post_as("/api/payment/cancel", &other.token, &json!({"id": cancelled})).await.status, 404);

    // 300 paid out, 200 and 100 returned.
    assert_eq!(balance(app, &player.token).await, (700.0, 0.0));
    assert_eq!(store::ledger::balance(&app.db, Account::WithdrawalHold).await.unwrap().minor(), 0);
    assert_eq!(store::ledger::balance(&app.db, Account::PaymentClearing).await.unwrap().minor(), 30_000);
    assert_eq!(
        (payment(app, rejected).await.status, payment(app, rejected).await.note.as_deref()),
        (Status::Rejected, Some("IBAN name mismatch"))
    );
    assert_eq!(payment(app, cancelled).await.process_state, ProcessState::Cancelled);
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert!(actions.contains(&"withdrawal.approve".to_owned()) && actions.contains(&"withdrawal.reject".to_owned()));

    let history =
        app.post_as("/api/transaction/financial", &player.token, &json!({"kind": 2, "skip": 0, "take": 10})).await;
    let statuses: Vec<i64> =
        history.body["data"]["items"].as_array().unwrap().iter().map(|i| i["status"].as_i64().unwrap()).collect();
    assert_eq!(statuses, [5, 4, 1], "newest first: {}", history.text);
    assert_eq!(history.body["data"]["items"][1]["note"], "IBAN name mismatch");
    let titles: Vec<String> = app.post_as("/api/customer/notification", &player.token, &json!({})).await.body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["title"].as_str().unwrap().to_owned())
        .collect();
    assert!(
        titles.contains(&"Withdrawal approved".to_owned()) && titles.contains(&"Withdrawal rejected".to_owned()),
        "{titles:?}"
    );
    let ledger = app.get_as(&format!("/api/admin/players/{}/ledger?take=100", player.id), &finance).await;
    assert_eq!(ledger.body["data"]["total"].as_i64(), Some(6), "{}", ledger.text);
    ledger_holds(app).await;
});

db_test!(withdrawals_need_a_verified_phone, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.player().register().await;
    app.transfer(Account::House, Account::PlayerCash(player.id), 10_000).await;
    let answer = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(100))).await;
    assert_eq!((answer.status, answer.code()), (403, "wallet.phone_not_verified"), "{}", answer.text);
    assert_eq!(store::testing::count(&app.db, "payments").await.unwrap(), 0);
});

db_test!(pending_deposits_expire_and_a_late_confirmation_still_credits, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(75))).await;
    let intent = intent(asked.body["data"].as_str().unwrap());
    let bank = app
        .post_as(
            "/api/payment/deposit",
            &player.token,
            &json!({"id": BANK, "target": "pay", "detail": {"Amount": 180}}),
        )
        .await;
    assert_eq!(bank.status, 200, "{}", bank.text);
    let instructions = bank.body["data"].as_str().unwrap();
    assert!(instructions.contains("TR330006100519786457841326") && instructions.contains("ZAR-"), "{instructions}");

    assert_eq!(api::payments::expiry::run(&app.state).await.unwrap(), 0);
    app.clock.advance(std::time::Duration::from_secs(31 * 60));
    assert_eq!(api::payments::expiry::run(&app.state).await.unwrap(), 1, "the card deposit, not the bank transfer");
    let expired = store::payments::by_intent(&app.db, &intent).await.unwrap().unwrap();
    assert_eq!((expired.status, expired.process_state), (Status::Cancelled, ProcessState::Expired));
    let page = app.send(app.client.get(app.url(&format!("/pay/{intent}?lang=en")))).await;
    assert!(page.text.contains("expired") && !page.text.contains("name=action"), "{}", page.text);

    // The expired page takes no payment.
    let late = app.send(app.client.post(app.url(&format!("/pay/{intent}"))).form(&[("action", "confirm")])).await;
    assert_eq!(late.status, 200);
    assert_eq!(store::ledger::player_balance(&app.db, player.id).await.unwrap(), 0);
    // The gateway took the money after all: it is credited (the player's idle session ended meanwhile).
    assert_eq!(app.webhook("confirmed", &intent, 75.0, None).await.status, 200);
    assert_eq!(balance(app, &player.login(app).await).await, (75.0, 0.0));
    app.clock.advance(std::time::Duration::from_secs(24 * 3600));
    assert_eq!(api::payments::expiry::run(&app.state).await.unwrap(), 1, "the bank transfer");
    ledger_holds(app).await;
});

db_test!(a_cancelled_deposit_moves_nothing, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(0).await;
    let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(60))).await;
    let intent = intent(asked.body["data"].as_str().unwrap());
    let page = app.send(app.client.post(app.url(&format!("/pay/{intent}"))).form(&[("action", "cancel")])).await;
    assert!(page.text.contains("iptal"), "Turkish by default: {}", page.text);
    assert_eq!(app.webhook("confirmed", &intent, 60.0, None).await.status, 409);
    assert_eq!(balance(app, &player.token).await, (0.0, 0.0));
    let history = app.post_as("/api/transaction/financial", &player.token, &json!({"kind": 1, "status": 5})).await;
    assert_eq!(history.body["data"]["total"].as_i64(), Some(1), "{}", history.text);
    let bad = app.post_as("/api/transaction/financial", &player.token, &json!({"kind": 7, "from": "yesterday"})).await;
    assert_eq!(bad.status, 422);
});

db_test!(a_random_concurrent_workload_keeps_the_ledger_whole, async |app: &TestApp| {
    app.payment_methods().await;
    let finance = app.operator(Role::Finance).login().await;
    let mut players = Vec::new();
    for _ in 0..4 {
        players.push(app.funded_player(1_000).await);
    }
    let step = async |i: usize| {
        let player = &players[i % players.len()];
        let amount = 100 + (rand::random::<u32>() % 400) as i64;
        match rand::random::<u8>() % 4 {
            0 => {
                let asked = app.post_as("/api/payment/deposit", &player.token, &card(json!(amount))).await;
                if let Some(link) = asked.body["data"].as_str() {
                    let intent = intent(link);
                    if rand::random::<bool>() {
                        app.webhook("confirmed", &intent, amount as f64, None).await;
                        app.webhook("confirmed", &intent, amount as f64, None).await;
                    } else {
                        app.webhook("cancelled", &intent, amount as f64, None).await;
                    }
                }
            }
            choice => {
                let asked = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(amount))).await;
                if let Some(id) = asked.body["data"]["id"].as_i64() {
                    match choice {
                        1 => drop(app.post_bare_as(&format!("/api/admin/withdrawals/{id}/approve"), &finance).await),
                        2 => drop(
                            app.post_as(
                                &format!("/api/admin/withdrawals/{id}/reject"),
                                &finance,
                                &json!({"reason": "random"}),
                            )
                            .await,
                        ),
                        _ => drop(app.post_as("/api/payment/cancel", &player.token, &json!({"id": id})).await),
                    }
                }
            }
        }
    };
    futures::future::join_all((0..60).map(step)).await;
    app.clock.advance(std::time::Duration::from_secs(3600));
    api::payments::expiry::run(&app.state).await.unwrap();
    ledger_holds(app).await;
    // Money is conserved: what players hold plus what is held equals funding plus confirmed deposits minus payouts.
    let mut held = 0;
    for p in &players {
        held += store::ledger::balance(&app.db, Account::PlayerCash(p.id)).await.unwrap().minor();
    }
    held += store::ledger::balance(&app.db, Account::WithdrawalHold).await.unwrap().minor();
    let house = store::ledger::balance(&app.db, Account::House).await.unwrap().minor();
    let clearing = store::ledger::balance(&app.db, Account::PaymentClearing).await.unwrap().minor();
    assert_eq!(held + house + clearing, 0, "every kuruş is somewhere");
});

db_test!(the_payments_list_downloads_as_csv_with_its_filters, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(1_000).await;
    let other = app.funded_player(1_000).await;
    for (who, amount) in [(&player, 100), (&player, 250), (&other, 300)] {
        let asked = app.post_as("/api/payment/withdraw", &who.token, &bank_withdrawal(json!(amount))).await;
        assert_eq!(asked.status, 200, "{}", asked.text);
    }
    let deposit = app.post_as("/api/payment/deposit", &player.token, &card(json!(75.5))).await;
    assert_eq!(deposit.status, 200, "{}", deposit.text);
    let finance = app.operator(Role::Finance).login().await;

    let all = app.get_as("/api/admin/payments?format=csv&take=1", &finance).await;
    assert_eq!(all.status, 200, "{}", all.text);
    assert_eq!(all.header("content-type"), Some("text/csv; charset=utf-8"));
    let lines: Vec<&str> = all.text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 5, "every row, not a page: {lines:?}");
    assert!(lines[0].starts_with("id,created_at,updated_at,player_id,username,kind,method,amount,fee,status"));
    assert!(lines[1].contains(",deposit,card,75.50,0.00,2,"), "newest first: {}", lines[1]);

    let mine = app.get_as(&format!("/api/admin/payments?format=csv&player={}&kind=2", player.id), &finance).await;
    let lines: Vec<&str> = mine.text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[1..].iter().all(|l| l.contains(&format!(",{},{},withdrawal,", player.id, player.username))));
    assert_eq!(app.get_as("/api/admin/payments?format=pdf", &finance).await.status, 422);
    let content = app.operator(Role::Content).login().await;
    assert_eq!(app.get_as("/api/admin/payments?format=csv", &content).await.status, 403);
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert_eq!(actions.iter().filter(|a| *a == "payments.export").count(), 2, "{actions:?}");
});
