//! Four eyes on large withdrawals (issue 23): above the site option `withdrawal_second_approval_over` (10,000
//! lira unless changed) one approval only records it and a second, different operator pays it out; the same
//! operator twice is refused; a rejection works at any stage; racing operators move the money once. What the player
//! was paid in the last 24 hours counts toward the threshold, so small withdrawals cannot split a large one (issue
//! 47), even approved at once.

use domain::{ledger::Account, operator::Role, payment::Status};
use serde_json::json;

use crate::{
    common::TestApp,
    payments::{approve, balance, withdraw},
};

async fn money(app: &TestApp, account: Account) -> i64 {
    store::ledger::balance(&app.db, account).await.unwrap().minor()
}

async fn ledger_holds(app: &TestApp) {
    assert_eq!(store::ledger::verify(&app.db).await.unwrap(), vec![]);
}

db_test!(one_approval_pays_a_withdrawal_at_or_below_the_threshold, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(20_000).await;
    let finance = app.operator(Role::Finance).login().await;
    let id = withdraw(app, &player.token, 10_000).await;
    let paid = app.post_bare_as(&approve(id), &finance).await;
    assert_eq!(paid.status, 200, "{}", paid.text);
    assert_eq!(paid.body["data"]["status"], 1, "exactly the threshold needs one approval");
    assert_eq!(paid.body["data"]["firstApprover"], json!(null));
    assert_eq!(money(app, Account::PaymentClearing).await, 1_000_000);
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert!(actions.contains(&"withdrawal.approve".to_owned()), "{actions:?}");
    ledger_holds(app).await;
});

db_test!(a_large_withdrawal_needs_two_different_operators, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(30_000).await;
    let first = app.operator(Role::Finance).create().await;
    let first_token = first.login(app).await;
    let admin = app.operator(Role::Admin).login().await;
    let id = withdraw(app, &player.token, 20_000).await;

    let once = app.post_bare_as(&approve(id), &first_token).await;
    assert_eq!(once.status, 200, "{}", once.text);
    assert_eq!(once.body["data"]["status"], 2, "still pending");
    assert_eq!(once.body["data"]["awaitingSecondApproval"], true);
    assert_eq!(once.body["data"]["firstApprover"], first.username.as_str());
    assert_eq!(once.body["data"]["firstApprovedBy"], first.id);
    assert!(once.message().contains("different operator"), "{}", once.text);
    assert_eq!(money(app, Account::WithdrawalHold).await, 2_000_000, "nothing paid yet");

    // The same operator cannot give the second approval.
    let twice = app.post_bare_as(&approve(id), &first_token).await;
    assert_eq!((twice.status, twice.code()), (409, "wallet.second_approval_same_operator"), "{}", twice.text);
    assert!(twice.message().contains("different operator"), "{}", twice.text);

    // The queue shows who approved first.
    let queue = app.get_as("/api/admin/withdrawals?status=2", &admin).await;
    let row = &queue.body["data"]["items"][0];
    assert_eq!((row["id"].as_i64(), row["firstApprover"].as_str()), (Some(id), Some(first.username.as_str())));
    assert_eq!(row["awaitingSecondApproval"], true);

    let paid = app.post_bare_as(&approve(id), &admin).await;
    assert_eq!(paid.status, 200, "{}", paid.text);
    assert_eq!(paid.body["data"]["status"], 1);
    assert_eq!(paid.body["data"]["awaitingSecondApproval"], false);
    assert_eq!(paid.body["data"]["firstApprover"], first.username.as_str(), "the first approval stays on record");
    assert_eq!(money(app, Account::WithdrawalHold).await, 0);
    assert_eq!(money(app, Account::PaymentClearing).await, 2_000_000);
    assert_eq!(balance(app, &player.token).await, (10_000.0, 0.0));
    assert_eq!(app.post_bare_as(&approve(id), &admin).await.code(), "wallet.not_pending");

    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    for action in ["withdrawal.approve_first", "withdrawal.approve_second"] {
        assert_eq!(actions.iter().filter(|a| *a == action).count(), 1, "{action} in {actions:?}");
    }
    assert!(!actions.contains(&"withdrawal.approve".to_owned()));
    ledger_holds(app).await;
});

db_test!(a_rejection_works_after_a_first_approval, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(15_000).await;
    let finance = app.operator(Role::Finance).login().await;
    let id = withdraw(app, &player.token, 15_000).await;
    assert_eq!(app.post_bare_as(&approve(id), &finance).await.body["data"]["status"], 2);
    let rejected = app
        .post_as(&format!("/api/admin/withdrawals/{id}/reject"), &finance, &json!({"reason": "Documents missing"}))
        .await;
    assert_eq!((rejected.status, rejected.body["data"]["status"].as_i64()), (200, Some(4)), "{}", rejected.text);
    assert_eq!(rejected.body["data"]["awaitingSecondApproval"], false);
    assert_eq!(balance(app, &player.token).await, (15_000.0, 0.0));
    assert_eq!(money(app, Account::WithdrawalHold).await, 0);
    ledger_holds(app).await;
});

db_test!(only_an_admin_changes_the_threshold_and_zero_turns_it_off, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(50_000).await;
    let content = app.operator(Role::Content).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let path = "/api/admin/cms/siteoptions/withdrawal_second_approval_over";
    let current = app.get_as(path, &admin).await;
    assert_eq!((current.status, current.body["data"]["value"].as_str()), (200, Some("10000")), "{}", current.text);
    assert_eq!(current.body["data"]["isPublic"], false);
    assert_eq!(app.put_as(path, &content, &json!({"value": "0"})).await.status, 403);
    assert_eq!(app.delete_as(path, &content).await.status, 403);
    assert_eq!(app.put_as(path, &admin, &json!({"value": "-5"})).await.status, 422);
    assert_eq!(app.put_as(path, &admin, &json!({"value": "0"})).await.status, 200);
    let id = withdraw(app, &player.token, 40_000).await;
    let paid = app.post_bare_as(&approve(id), &admin).await;
    assert_eq!((paid.status, paid.body["data"]["status"].as_i64()), (200, Some(1)), "{}", paid.text);
    ledger_holds(app).await;
});

db_test!(racing_operators_pay_a_large_withdrawal_once, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(60_000).await;
    let mut tokens = Vec::new();
    for role in [Role::Finance, Role::Finance, Role::Admin, Role::Finance] {
        tokens.push(app.operator(role).login().await);
    }

    // Four operators at once on a fresh one: one first approval, one payout, the rest too late.
    let fresh = withdraw(app, &player.token, 25_000).await;
    let path = approve(fresh);
    let answers = futures::future::join_all(tokens.iter().map(|t| app.post_bare_as(&path, t))).await;
    // A first approval says so in its message; a payout has none. (Each answer shows the payment as read after its
    // step, which a racing payout may already have changed, so the status does not tell the steps apart.)
    let outcome =
        |first: bool| answers.iter().filter(|a| a.status == 200 && a.body["message"].is_null() != first).count();
    let summary: Vec<_> = answers.iter().map(|a| (a.status, a.code().to_owned())).collect();
    assert_eq!((outcome(true), outcome(false)), (1, 1), "{summary:?}");
    assert!(answers.iter().all(|a| a.status == 200 || a.code() == "wallet.not_pending"), "{summary:?}");

    // Approved once already: three others at once, one pays it out.
    let second = withdraw(app, &player.token, 30_000).await;
    assert_eq!(app.post_bare_as(&approve(second), &tokens[0]).await.body["data"]["status"], 2);
    let path = approve(second);
    let answers = futures::future::join_all(tokens[1..].iter().map(|t| app.post_bare_as(&path, t))).await;
    let paid = answers.iter().filter(|a| a.status == 200 && a.body["data"]["status"] == 1).count();
    let summary: Vec<_> = answers.iter().map(|a| (a.status, a.code().to_owned())).collect();
    assert_eq!(paid, 1, "{summary:?}");
    assert!(answers.iter().all(|a| a.status == 200 || a.code() == "wallet.not_pending"), "{summary:?}");

    assert_eq!(money(app, Account::PaymentClearing).await, 5_500_000, "each paid exactly once");
    assert_eq!(money(app, Account::WithdrawalHold).await, 0);
    for id in [fresh, second] {
        assert_eq!(store::payments::get(&app.db, id).await.unwrap().unwrap().status, Status::Confirmed);
    }
    ledger_holds(app).await;
});

db_test!(withdrawals_split_under_the_threshold_add_up_over_a_day, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(40_000).await;
    let cashier = app.operator(Role::Finance).create().await;
    let finance = cashier.login(app).await;
    let other = app.operator(Role::Finance).login().await;
    // 6,000 is paid at once; another 6,000 the same day makes 12,000 paid in 24 hours, above 10,000.
    let first = withdraw(app, &player.token, 6_000).await;
    assert_eq!(app.post_bare_as(&approve(first), &finance).await.body["data"]["status"], 1);
    let second = withdraw(app, &player.token, 6_000).await;
    let once = app.post_bare_as(&approve(second), &finance).await;
    assert_eq!(once.status, 200, "{}", once.text);
    let step = (once.body["data"]["status"].as_i64(), once.body["data"]["awaitingSecondApproval"].as_bool());
    assert_eq!(step, (Some(2), Some(true)), "{}", once.text);
    assert_eq!(money(app, Account::WithdrawalHold).await, 600_000, "not paid on one approval");
    let twice = app.post_bare_as(&approve(second), &finance).await;
    assert_eq!(twice.code(), "wallet.second_approval_same_operator");
    let paid = app.post_bare_as(&approve(second), &other).await;
    assert_eq!(paid.body["data"]["status"], 1, "{}", paid.text);

    // A day after both were paid, neither counts: one approval pays a small one again.
    app.clock.advance(std::time::Duration::from_secs(24 * 3600 + 1));
    let (token, finance) = (player.login(app).await, cashier.login(app).await);
    let third = withdraw(app, &token, 6_000).await;
    assert_eq!(app.post_bare_as(&approve(third), &finance).await.body["data"]["status"], 1);
    // Another player's payouts never count toward this one's.
    let stranger = app.funded_player(9_000).await;
    let theirs = withdraw(app, &stranger.token, 9_000).await;
    assert_eq!(app.post_bare_as(&approve(theirs), &finance).await.body["data"]["status"], 1);
    assert_eq!(money(app, Account::PaymentClearing).await, 2_700_000);
    ledger_holds(app).await;
});

db_test!(racing_approvals_of_one_players_withdrawals_do_not_both_slip_under, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(40_000).await;
    let cashiers = [app.operator(Role::Finance).create().await, app.operator(Role::Finance).create().await];
    for _ in 0..3 {
        let token = player.login(app).await;
        let tokens = [cashiers[0].login(app).await, cashiers[1].login(app).await];
        // Two of 6,000 approved at once by two operators: together above 10,000, so one waits for a second look.
        let ids = [withdraw(app, &token, 6_000).await, withdraw(app, &token, 6_000).await];
        let paths = ids.map(approve);
        let answers = futures::future::join_all(paths.iter().zip(&tokens).map(|(p, t)| app.post_bare_as(p, t))).await;
        let summary: Vec<_> = answers.iter().map(|a| (a.status, a.body["data"]["status"].clone())).collect();
        let paid = answers.iter().filter(|a| a.status == 200 && a.body["data"]["status"] == 1).count();
        let waiting =
            answers.iter().filter(|a| a.status == 200 && a.body["data"]["awaitingSecondApproval"] == true).count();
        assert_eq!((paid, waiting), (1, 1), "{summary:?}");
        // Reject the waiting one and let a day pass, so the next round starts afresh.
        let waiting_id = ids.iter().zip(&answers).find(|(_, a)| a.body["data"]["status"] == 2).unwrap().0;
        let reason = json!({"reason": "Split withdrawal"});
        let rejected = app.post_as(&format!("/api/admin/withdrawals/{waiting_id}/reject"), &tokens[0], &reason).await;
        assert_eq!(rejected.status, 200, "{}", rejected.text);
        app.clock.advance(std::time::Duration::from_secs(24 * 3600 + 1));
    }
    assert_eq!(money(app, Account::WithdrawalHold).await, 0);
    ledger_holds(app).await;
});
