//! A month of the simulated feed with random slips (a bounded slice of what `make bench` runs longer): every slip
//! settles once when its last match ends, the ledger stays whole, and the sportsbook's books match the wallet's.

use std::sync::Arc;

use rand::{Rng, SeedableRng, rngs::StdRng};
use serde_json::{Value, json};
use sportsbook::feed::Simulated;
use store::{Backend, backend_test};

use crate::harness::{Harness, TestFeed};

/// Days simulated, and slips each player tries per step (two steps a day).
const DAYS: u32 = 30;
const SLIPS_PER_STEP: usize = 2;

/// A random slip over `events` (their ids and main markets): singles, a multiple or a system, at the shown odds.
fn random_slip(rng: &mut StdRng, events: &[Value]) -> Option<Value> {
    let n = rng.random_range(1..=4usize).min(events.len());
    if n == 0 {
        return None;
    }
    let mut picks: Vec<&Value> = Vec::new();
    while picks.len() < n {
        let event = &events[rng.random_range(0..events.len())];
        if !picks.iter().any(|p| p["id"] == event["id"]) {
            picks.push(event);
        }
    }
    let selections: Vec<Value> = picks
        .iter()
        .filter_map(|event| {
            let market = &event["mainMarket"];
            let outcomes = market["outcomes"].as_array()?;
            let outcome = &outcomes[rng.random_range(0..outcomes.len())];
            Some(json!({"eventId": event["id"], "market": market["key"], "outcome": outcome["code"], "odds": outcome["odds"]}))
        })
        .collect();
    let kind = match (selections.len(), rng.random_range(0..3)) {
        (1, _) | (_, 0) => json!({"kind": "single"}),
        (3.., 1) => json!({"kind": "system", "systemSize": 2}),
        _ => json!({"kind": "multiple"}),
    };
    let mut slip = json!({
        "requestId": uuid::Uuid::new_v4().to_string(),
        "stake": rng.random_range(1..=20),
        "stakePer": "line",
        "oddsChange": "any",
        "selections": selections,
    });
    for (key, value) in kind.as_object()? {
        slip[key] = value.clone();
    }
    Some(slip)
}

async fn a_month_of_slips_settles_once_and_the_books_match(backend: Backend) {
    let h = Harness::start_on(backend, Arc::new(Simulated::new(7)), Arc::new(TestFeed::default()), |config| {
        config.horizon = chrono::Duration::days(1);
    })
    .await;
    let mut players = Vec::new();
    for _ in 0..3 {
        players.push(h.player(1_000).await);
    }
    let mut rng = StdRng::seed_from_u64(49);
    let mut placed = 0;
    for step in 0..DAYS * 2 {
        h.book.tick().await.unwrap();
        let page = h.get("/sportsbook/api/events?take=60", None).await;
        let events = page.body["data"]["items"].as_array().cloned().unwrap_or_default();
        for player in &mut players {
            // A session lives a day: a new one each morning.
            if step % 2 == 0 {
                h.log_in(player).await;
            }
            for _ in 0..SLIPS_PER_STEP {
                let Some(slip) = random_slip(&mut rng, &events) else { continue };
                let answer = h.bet(&player.partner, slip).await;
                match answer.status {
                    200 => placed += 1,
                    409 if answer.code() == "sportsbook.insufficient_funds" => {}
                    _ => panic!("{}", answer.body),
                }
            }
        }
        h.clock.advance(std::time::Duration::from_secs(12 * 3600));
    }
    // Past the last match's end: everything settles.
    h.clock.advance(std::time::Duration::from_secs(24 * 3600));
    h.book.tick().await.unwrap();
    assert!(placed > 250, "only {placed} slips placed");

    let rows: Vec<(String, i64, i64)> = store::testing::sportsbook_books(&h.db).await.unwrap();
    let open: i64 =
        rows.iter().filter(|(status, ..)| !matches!(status.as_str(), "won" | "lost" | "void")).map(|r| r.1).sum();
    assert_eq!(open, 0, "slips left unsettled: {rows:?}");
    let stakes: i64 = rows.iter().map(|r| r.1).sum();
    let payouts: i64 = rows.iter().map(|r| r.2).sum();
    let (bets, wins) = store::testing::provider_rounds(&h.db, domain::casino::Provider::Sportsbook.id()).await.unwrap();
    assert_eq!((stakes, payouts), (bets, wins), "the sportsbook's books against the wallet's rounds");
    assert_eq!(store::ledger::verify(&h.db).await.unwrap(), vec![]);
}
backend_test!(a_month_of_slips_settles_once_and_the_books_match, a_month_of_slips_settles_once_and_the_books_match);
