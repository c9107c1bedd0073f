//! Placing slips: singles, a multiple and a system take their stake once through the wallet; every refusal says
//! why and moves nothing.

use serde_json::json;
use store::{Backend, backend_test};

use crate::harness::{Harness, kurus, slip};

async fn a_multiple_takes_its_stake_once(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let (a, b) = (h.football(60, 70.0, 60.0).await, h.football(90, 55.0, 65.0).await);
    let (odds_a, odds_b) = (h.odds(a, "1x2", "1").await, h.odds(b, "1x2", "2").await);
    let placed =
        h.bet(&player.partner, slip("multiple", 10.0, &[(a, "1x2", "1", odds_a), (b, "1x2", "2", odds_b)])).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    let bet = &placed.body["data"];
    assert_eq!(bet["status"], json!("open"));
    assert_eq!(bet["lines"], json!(1));
    assert_eq!(kurus(&bet["totalStake"]), 1_000);
    let expected = (1_000.0 * odds_a * odds_b).floor() as i64;
    assert!((kurus(&bet["potentialPayout"]) - expected).abs() <= 1, "{bet}");
    assert_eq!(h.balance(&player).await, 9_000);
    assert_eq!(bet["selections"][0]["result"], json!("open"));
    assert!(bet["selections"][0]["outcomeName"].as_str().unwrap().starts_with("Home"), "{bet}");

    // My bets lists it; the site's game history shows the stake as a bet of Zar Sportsbook.
    let open = h.get("/sportsbook/api/bets?status=open", Some(&player.partner)).await;
    assert_eq!(open.body["data"]["total"], json!(1), "{}", open.body);
    let history = h
        .client
        .post(format!("{}/api/transaction/gamehistory", h.base))
        .bearer_auth(&player.token)
        .json(&json!({}))
        .send()
        .await
        .unwrap()
        .json::<serde_json::Value>()
        .await
        .unwrap();
    let items = history["data"]["items"].as_array().unwrap();
    assert!(items.iter().any(|item| item["gameName"] == json!("Zar Sportsbook")), "{history}");
}
backend_test!(a_multiple_takes_its_stake_once, a_multiple_takes_its_stake_once);

async fn singles_and_systems_have_their_lines(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(1_000).await;
    let mut picks = Vec::new();
    for minutes in [30, 40, 50] {
        let id = h.football(minutes, 60.0, 60.0).await;
        picks.push((id, "1x2", "X", h.odds(id, "1x2", "X").await));
    }
    let singles = h.bet(&player.partner, slip("single", 5.0, &picks)).await;
    assert_eq!(singles.status, 200, "{}", singles.body);
    assert_eq!(singles.body["data"]["lines"], json!(3));
    assert_eq!(kurus(&singles.body["data"]["totalStake"]), 1_500);

    let mut system = slip("system", 10.0, &picks);
    system["systemSize"] = json!(2);
    system["stakePer"] = json!("total");
    let placed = h.bet(&player.partner, system).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    assert_eq!(placed.body["data"]["lines"], json!(3));
    assert_eq!(kurus(&placed.body["data"]["stakePerLine"]), 333);
    assert_eq!(kurus(&placed.body["data"]["totalStake"]), 999);
    assert_eq!(placed.body["data"]["systemName"], json!(null), "a 2-of-3 system is not a Trixie");
    assert_eq!(h.balance(&player).await, 100_000 - 1_500 - 999);

    // A full cover of three: the doubles and the treble, a Trixie.
    let mut trixie = slip("cover", 2.0, &picks);
    trixie["systemSize"] = json!(2);
    let placed = h.bet(&player.partner, trixie).await;
    assert_eq!(placed.status, 200, "{}", placed.body);
    assert_eq!(
        (placed.body["data"]["lines"].clone(), placed.body["data"]["systemName"].clone()),
        (json!(4), json!("Trixie"))
    );
    assert_eq!(h.balance(&player).await, 100_000 - 1_500 - 999 - 800);
}
backend_test!(singles_and_systems_have_their_lines, singles_and_systems_have_their_lines);

async fn refusals_say_why_and_move_nothing(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(20).await;
    let a = h.football(60, 70.0, 60.0).await;
    let b = h.football(60, 50.0, 50.0).await;
    let odds = h.odds(a, "1x2", "1").await;
    let odds_b = h.odds(b, "1x2", "1").await;

    // Odds the player did not see: refused with the current ones; accepted when the player takes better odds.
    // Odds in thousandths, back to a decimal the way the API writes them.
    let moved = |by: i64| ((odds * 1000.0).round() as i64 + by) as f64 / 1000.0;
    let changed = h.bet(&player.partner, slip("single", 5.0, &[(a, "1x2", "1", moved(500))])).await;
    assert_eq!((changed.status, changed.code()), (409, "sportsbook.odds_changed"), "{}", changed.body);
    assert_eq!(changed.body["data"]["selections"][0]["odds"].as_f64(), Some(odds));
    let mut better = slip("single", 5.0, &[(a, "1x2", "1", moved(-10))]);
    better["oddsChange"] = json!("higher");
    let taken = h.bet(&player.partner, better).await;
    assert_eq!(taken.status, 200, "{}", taken.body);
    assert_eq!(taken.body["data"]["selections"][0]["odds"].as_f64(), Some(odds));
    let after_one = h.balance(&player).await;
    assert_eq!(after_one, 1_500);

    // Two selections of one match in a multiple.
    let draw = h.odds(a, "1x2", "X").await;
    let related = h.bet(&player.partner, slip("multiple", 5.0, &[(a, "1x2", "1", odds), (a, "1x2", "X", draw)])).await;
    assert_eq!((related.status, related.code()), (422, "sportsbook.related_selections"), "{}", related.body);

    // More than the balance.
    let greedy = h.bet(&player.partner, slip("single", 50.0, &[(b, "1x2", "1", odds_b)])).await;
    assert_eq!((greedy.status, greedy.code()), (409, "sportsbook.insufficient_funds"), "{}", greedy.body);

    // Below the minimum; above the maximum (which the answer offers).
    let small = h.bet(&player.partner, slip("single", 0.5, &[(b, "1x2", "1", odds_b)])).await;
    assert_eq!((small.status, small.code()), (422, "sportsbook.stake_too_low"), "{}", small.body);
    let huge = h.bet(&player.partner, slip("single", 20_000.0, &[(b, "1x2", "1", odds_b)])).await;
    assert_eq!((huge.status, huge.code()), (422, "sportsbook.stake_too_high"), "{}", huge.body);
    assert!(huge.body["data"]["maxStake"].as_f64().unwrap() > 0.0, "{}", huge.body);

    // No token; a market that does not exist; a match that started.
    let anonymous = h.bet("", slip("single", 5.0, &[(b, "1x2", "1", odds_b)])).await;
    assert_eq!((anonymous.status, anonymous.code()), (401, "sportsbook.login_required"));
    let unknown = h.bet(&player.partner, slip("single", 5.0, &[(b, "total:9.5", "over", 2.0)])).await;
    assert_eq!((unknown.status, unknown.code()), (409, "sportsbook.market_closed"), "{}", unknown.body);
    let bad = h.bet(&player.partner, json!({"kind": "single", "stake": 5})).await;
    assert_eq!((bad.status, bad.code()), (422, "sportsbook.invalid_slip"));
    h.clock.advance(std::time::Duration::from_secs(3_601));
    let started = h.bet(&player.partner, slip("single", 5.0, &[(b, "1x2", "1", odds_b)])).await;
    assert_eq!((started.status, started.code()), (409, "sportsbook.market_closed"), "{}", started.body);
    assert!(!started.body["message"].as_str().unwrap().is_empty());

    assert_eq!(h.balance(&player).await, after_one);
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(refusals_say_why_and_move_nothing, refusals_say_why_and_move_nothing);

async fn a_limit_refuses_in_the_players_words(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let a = h.football(60, 70.0, 60.0).await;
    let odds = h.odds(a, "1x2", "1").await;
    let limit = h
        .client
        .post(format!("{}/api/customer/responsiblegaming/limits", h.base))
        .bearer_auth(&player.token)
        .json(&json!({"kind": "wager", "period": "daily", "amount": 5}))
        .send()
        .await
        .unwrap();
    assert_eq!(limit.status(), 200);
    let refused = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", odds)])).await;
    assert_eq!((refused.status, refused.code()), (403, "sportsbook.not_allowed"), "{}", refused.body);
    assert!(refused.body["message"].as_str().unwrap().contains("limit"), "{}", refused.body);
    assert_eq!(h.balance(&player).await, 10_000);

    // A logged-out session's partner token places nothing.
    let logout = h.client.get(format!("{}/api/auth/logout", h.base)).bearer_auth(&player.token).send().await.unwrap();
    assert!(logout.status().is_success());
    let after = h.bet(&player.partner, slip("single", 1.0, &[(a, "1x2", "1", odds)])).await;
    assert_eq!((after.status, after.code()), (401, "sportsbook.login_required"), "{}", after.body);
}
backend_test!(a_limit_refuses_in_the_players_words, a_limit_refuses_in_the_players_words);

async fn the_same_request_placed_ten_times_at_once_is_one_bet(backend: Backend) {
    let h = Harness::start(backend).await;
    let player = h.player(100).await;
    let a = h.football(60, 70.0, 60.0).await;
    let odds = h.odds(a, "1x2", "1").await;
    let body = slip("single", 7.0, &[(a, "1x2", "1", odds)]);
    let answers = futures::future::join_all((0..10).map(|_| h.bet(&player.partner, body.clone()))).await;
    let ids: Vec<_> = answers.iter().map(|a| (a.status, a.body["data"]["id"].clone())).collect();
    assert!(ids.iter().all(|id| *id == ids[0] && id.0 == 200), "{ids:?}");
    assert_eq!(h.balance(&player).await, 9_300);
    let open = h.get("/sportsbook/api/bets", Some(&player.partner)).await;
    assert_eq!(open.body["data"]["total"], json!(1));
}
backend_test!(
    the_same_request_placed_ten_times_at_once_is_one_bet,
    the_same_request_placed_ten_times_at_once_is_one_bet
);

async fn an_exclusion_ends_betting(backend: Backend) {
    let h = Harness::start(backend).await;
    let mut player = h.player(100).await;
    let a = h.football(60, 70.0, 60.0).await;
    let odds = h.odds(a, "1x2", "1").await;
    let timeout = h
        .client
        .post(format!("{}/api/customer/responsiblegaming/timeout", h.base))
        .bearer_auth(&player.token)
        .json(&json!({"period": "24h", "password": "secret123"}))
        .send()
        .await
        .unwrap();
    assert_eq!(timeout.status(), 200, "{}", timeout.text().await.unwrap());

    // The time-out ended every session: the frame's token places nothing.
    let ended = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", odds)])).await;
    assert_eq!((ended.status, ended.code()), (401, "sportsbook.login_required"), "{}", ended.body);

    // Logged in again during the time-out (to withdraw or read the history), the player still cannot bet, and is
    // told why in their own words.
    h.log_in(&mut player).await;
    let refused = h.bet(&player.partner, slip("single", 10.0, &[(a, "1x2", "1", odds)])).await;
    assert!(matches!(refused.status, 401 | 403), "{}", refused.body);
    assert!(!refused.body["message"].as_str().unwrap_or_default().is_empty(), "{}", refused.body);
    assert_eq!(h.balance(&player).await, 10_000);
    let open = h.get("/sportsbook/api/bets?status=open", Some(&player.partner)).await;
    assert_ne!(open.body["data"]["total"], json!(1), "{}", open.body);
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(an_exclusion_ends_betting, an_exclusion_ends_betting);
