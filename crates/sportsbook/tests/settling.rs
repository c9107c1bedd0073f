//! Settling slips from results: a winning multiple pays once however often the sweep runs, a lost one closes its
//! round, a cancelled match refunds, and the books match the ledger.

use serde_json::json;
use store::{Backend, backend_test};

use crate::harness::{Harness, kurus, slip};

async fn a_won_multiple_pays_once_and_notifies(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let (a, b) = (h.football(10, 70.0, 60.0).await, h.football(20, 55.0, 65.0).await);
    let (odds_a, odds_b) = (h.odds(a, "1x2", "1").await, h.odds(b, "total:2.5", "over").await);
    let placed = h
        .bet(&player.partner, slip("multiple", 10.0, &[(a, "1x2", "1", odds_a), (b, "total:2.5", "over", odds_b)]))
        .await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let lost = h.bet(&player.partner, slip("single", 5.0, &[(a, "1x2", "2", h.odds(a, "1x2", "2").await)])).await;
    assert_eq!(lost.status, 200, "{}", lost.body);
    let potential = kurus(&placed.body["data"]["potentialPayout"]);

    // One match over: the single on it settles (lost), the multiple waits for its other match.
    h.finish(a, 2, 0).await;
    assert_eq!(h.book.tick().await.unwrap(), 1);
    assert_eq!(h.balance(&player).await, 10_000 - 1_000 - 500);
    h.finish(b, 2, 1).await;
    assert_eq!(h.book.tick().await.unwrap(), 1);
    assert_eq!(h.balance(&player).await, 10_000 - 1_500 + potential);
    for _ in 0..3 {
        assert_eq!(h.book.tick().await.unwrap(), 0);
    }
    assert_eq!(h.balance(&player).await, 10_000 - 1_500 + potential);

    let settled = h.get("/sportsbook/api/bets?status=settled", Some(&player.partner)).await;
    let items = settled.body["data"]["items"].as_array().unwrap().clone();
    assert_eq!(items.len(), 2, "{}", settled.body);
    let won = items.iter().find(|bet| bet["kind"] == json!("multiple")).unwrap();
    assert_eq!(won["status"], json!("won"));
    assert_eq!(kurus(&won["payout"]), potential);
    assert_eq!(won["selections"][1]["result"], json!("won"));
    assert_eq!(won["selections"][1]["score"]["home"], json!(2));
    let lost = items.iter().find(|bet| bet["kind"] == json!("single")).unwrap();
    assert_eq!((lost["status"].clone(), kurus(&lost["payout"])), (json!("lost"), 0));

    // The payout came with a notification, written with the credit.
    let notes: i64 = store::testing::count(&h.db, "notifications").await.unwrap();
    assert_eq!(notes, 1);
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(a_won_multiple_pays_once_and_notifies, a_won_multiple_pays_once_and_notifies);

async fn a_cancelled_match_refunds_and_a_void_leg_counts_at_odds_one(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let (a, b) = (h.football(10, 60.0, 60.0).await, h.football(10, 60.0, 60.0).await);
    let (odds_a, odds_b) = (h.odds(a, "1x2", "1").await, h.odds(b, "1x2", "2").await);
    let single = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", odds_a)])).await;
    assert_eq!(single.status, 200, "{}", single.body);
    let multiple =
        h.bet(&player.partner, slip("multiple", 10.0, &[(a, "1x2", "1", odds_a), (b, "1x2", "2", odds_b)])).await;
    assert_eq!(multiple.status, 200, "{}", multiple.body);
    assert_eq!(h.balance(&player).await, 8_000);

    assert!(store::sportsbook::events::cancel(&h.db, a, "abandoned", h.clock.now(), None).await.unwrap());
    h.book.tick().await.unwrap();
    // The single is void: its stake back.
    assert_eq!(h.balance(&player).await, 9_000);
    h.finish(b, 0, 1).await;
    h.book.tick().await.unwrap();
    // The multiple pays at the other leg's odds alone.
    let expected = (1_000.0 * odds_b).floor() as i64;
    assert!((h.balance(&player).await - (9_000 + expected)).abs() <= 1);
    let settled = h.get("/sportsbook/api/bets?status=settled", Some(&player.partner)).await;
    let statuses: Vec<_> =
        settled.body["data"]["items"].as_array().unwrap().iter().map(|b| b["status"].clone()).collect();
    assert!(statuses.contains(&json!("void")) && statuses.contains(&json!("won")), "{statuses:?}");
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(
    a_cancelled_match_refunds_and_a_void_leg_counts_at_odds_one,
    a_cancelled_match_refunds_and_a_void_leg_counts_at_odds_one
);

async fn a_lost_win_call_is_sent_again_with_the_same_id(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let a = h.football(10, 70.0, 60.0).await;
    let odds = h.odds(a, "1x2", "1").await;
    let placed = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", odds)])).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let id = placed.body["data"]["id"].as_i64().unwrap();
    h.finish(a, 1, 0).await;
    assert_eq!(h.book.tick().await.unwrap(), 1);
    let paid = h.balance(&player).await;
    assert_eq!(paid, 9_000 + (1_000.0 * odds).floor() as i64);

    // The slip is put back to `settling` as if the answer to its win had been lost: the sweep sends the same win
    // again, and the wallet answers the replay without paying twice.
    store::testing::execute(&h.db, &format!("UPDATE sb_bets SET status = 'settling' WHERE id = {id}")).await.unwrap();
    h.book.tick().await.unwrap();
    let bet = store::sportsbook::bets::get(&h.db, id).await.unwrap().unwrap();
    assert_eq!(bet.status, "won");
    assert_eq!(h.balance(&player).await, paid);
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(a_lost_win_call_is_sent_again_with_the_same_id, a_lost_win_call_is_sent_again_with_the_same_id);

async fn an_operators_void_returns_the_stake(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let a = h.football(10, 70.0, 60.0).await;
    let placed = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", h.odds(a, "1x2", "1").await)])).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let id = placed.body["data"]["id"].as_i64().unwrap();
    assert!(store::sportsbook::bets::ask_void(&h.db, id, "palpable error", h.clock.now(), None).await.unwrap());
    assert!(!store::sportsbook::bets::ask_void(&h.db, id, "twice", h.clock.now(), None).await.unwrap());
    assert_eq!(h.book.tick().await.unwrap(), 1);
    assert_eq!(h.balance(&player).await, 10_000);
    let bet = store::sportsbook::bets::get(&h.db, id).await.unwrap().unwrap();
    assert_eq!((bet.status.as_str(), bet.reason.as_str()), ("void", "palpable error"));
    // The match's result later changes nothing.
    h.finish(a, 3, 0).await;
    assert_eq!(h.book.tick().await.unwrap(), 0);
    assert_eq!(h.balance(&player).await, 10_000);
}
backend_test!(an_operators_void_returns_the_stake, an_operators_void_returns_the_stake);
