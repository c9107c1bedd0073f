//! A blocked player's withdrawal (issue 47, finding 10): the queue and the player's summary beside it show the block,
//! its reason and the latest notes; an approval is refused, inside the deciding transaction, unless an admin
//! overrides the block with a reason (audited); finance cannot override; rejecting stays finance's.

use domain::{ledger::Account, operator::Role, payment::Status};
use serde_json::json;

use crate::{
    common::TestApp,
    payments::{approve, withdraw},
};

const BLOCK_REASON: &str = "Chargeback received — do not pay out";

async fn hold(app: &TestApp) -> i64 {
    store::ledger::balance(&app.db, Account::WithdrawalHold).await.unwrap().minor()
}

async fn status(app: &TestApp, id: i64) -> Status {
    store::payments::get(&app.db, id).await.unwrap().unwrap().status
}

db_test!(a_blocked_players_withdrawal_needs_an_admins_override_with_a_reason, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(5_000).await;
    let support = app.operator(Role::Support).login().await;
    let finance = app.operator(Role::Finance).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let paid_by_override = withdraw(app, &player.token, 2_000).await;
    let rejected = withdraw(app, &player.token, 1_000).await;
    let notes = format!("/api/admin/players/{}/notes", player.id);
    let note = app.post_as(&notes, &support, &json!({"text": "Bank called: card chargeback filed."})).await;
    assert_eq!(note.status, 200, "{}", note.text);
    let blocked = app
        .post_as(&format!("/api/admin/players/{}/block", player.id), &support, &json!({"reason": BLOCK_REASON}))
        .await;
    assert_eq!(blocked.status, 200, "{}", blocked.text);

    // The queue and the player's summary say so.
    let queue = app.get_as("/api/admin/withdrawals?status=2", &finance).await;
    let row =
        queue.body["data"]["items"].as_array().unwrap().iter().find(|r| r["id"] == paid_by_override).unwrap().clone();
    assert_eq!(row["playerBlockReason"], BLOCK_REASON, "{row}");
    assert!(row["playerBlockedAt"].is_string(), "{row}");
    let summary = app.get_as(&format!("/api/admin/players/{}/summary", player.id), &finance).await;
    assert_eq!(summary.body["data"]["block"]["reason"], BLOCK_REASON, "{}", summary.text);
    assert_eq!(summary.body["data"]["latestNotes"][0]["text"], "Bank called: card chargeback filed.");

    // Finance's click pays nothing, and finance cannot override.
    let refused = app.post_bare_as(&approve(paid_by_override), &finance).await;
    assert_eq!((refused.status, refused.code()), (409, "wallet.player_blocked"), "{}", refused.text);
    assert!(refused.message().contains(BLOCK_REASON), "{}", refused.message());
    let reason = json!({"overrideReason": "Chargeback withdrawn by the bank"});
    let not_theirs = app.post_as(&approve(paid_by_override), &finance, &reason).await;
    assert_eq!((not_theirs.status, not_theirs.code()), (403, "wallet.override_admin_only"), "{}", not_theirs.text);
    // An admin needs to give a reason too.
    let bare = app.post_bare_as(&approve(paid_by_override), &admin).await;
    assert_eq!(bare.code(), "wallet.player_blocked");
    let short = app.post_as(&approve(paid_by_override), &admin, &json!({"overrideReason": "ok"})).await;
    assert_eq!(short.status, 422, "{}", short.text);
    assert_eq!((hold(app).await, status(app, paid_by_override).await), (300_000, Status::Pending));

    // Rejecting stays finance's.
    let no = json!({"reason": "Chargeback on the deposit"});
    let answer = app.post_as(&format!("/api/admin/withdrawals/{rejected}/reject"), &finance, &no).await;
    assert_eq!(answer.status, 200, "{}", answer.text);

    // The admin's override pays it, audited with both reasons.
    let paid = app.post_as(&approve(paid_by_override), &admin, &reason).await;
    assert_eq!((paid.status, paid.body["data"]["status"].as_i64()), (200, Some(1)), "{}", paid.text);
    assert_eq!(hold(app).await, 0);
    let audit = app.get_as(&format!("/api/admin/audit?targetType=payment&targetId={paid_by_override}"), &admin).await;
    let entry = &audit.body["data"]["items"][0];
    assert_eq!(entry["action"], "withdrawal.approve", "{entry}");
    assert_eq!(entry["after"]["blockOverride"]["reason"], "Chargeback withdrawn by the bank", "{entry}");
    assert_eq!(entry["after"]["blockOverride"]["blockReason"], BLOCK_REASON, "{entry}");
    assert_eq!(store::ledger::verify(&app.db).await.unwrap(), vec![]);
});

db_test!(a_block_made_after_the_queue_was_read_still_holds, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(5_000).await;
    let finance = app.operator(Role::Finance).login().await;
    let id = withdraw(app, &player.token, 2_000).await;
    let queue = app.get_as("/api/admin/withdrawals?status=2", &finance).await;
    assert!(queue.body["data"]["items"][0]["playerBlockedAt"].is_null(), "{}", queue.text);
    // Blocked between the cashier's look and the click (here straight in the store, as a support agent's
    // request a moment earlier would).
    store::testing::set_player_blocked_at(&app.db, &player.username, app.clock.now()).await.unwrap();
    let refused = app.post_bare_as(&approve(id), &finance).await;
    assert_eq!((refused.status, refused.code()), (409, "wallet.player_blocked"), "{}", refused.text);
    assert_eq!((hold(app).await, status(app, id).await), (200_000, Status::Pending));
});
