//! The sportsbook's back office over HTTP on both databases: who may read and who may act, the events list with
//! its search and filters, an event's markets and exposure, a result (audited, once), a cancellation with a reason,
//! a slip's void (once), and bad input changing nothing. Events and slips are written straight into the
//! sportsbook's tables: the sportsbook crate does not run here.

use chrono::Duration;
use domain::operator::Role;
use serde_json::{Value, json};
use store::sportsbook::{
    bets::{self, NewBet, Status},
    events::{self, NewEvent},
};

use crate::common::TestApp;

/// Adds an event of `sport` starting `starts_in` from now; its id.
async fn event(app: &TestApp, key: &str, sport: &str, home: &str, away: &str, starts_in: Duration) -> i64 {
    let now = app.clock.now();
    let starts_at = now + starts_in;
    let new = NewEvent {
        feed_key: key.to_owned(),
        sport: sport.to_owned(),
        league: format!("{sport}-league"),
        league_name: "Süper Lig".to_owned(),
        country: "TR".to_owned(),
        home: home.to_owned(),
        away: away.to_owned(),
        home_rating: 70.0,
        away_rating: 60.0,
        best_of: 3,
        starts_at,
        ends_at: starts_at + Duration::minutes(110),
    };
    events::add(&app.db, &[new], now).await.unwrap();
    let filter = events::Filter { search: Some(domain::casino::search_key(home)), ..Default::default() };
    let (found, _) = events::list(&app.db, &filter, now, 0, 10).await.unwrap();
    found.iter().find(|e| e.feed_key == key).unwrap().id
}

/// Writes an open single of `stake` kuruş on `(event, market, outcome)` at `odds` thousandths for `player`; its id.
async fn slip(app: &TestApp, player: &str, request: &str, event: i64, market: &str, outcome: &str, odds: i64) -> i64 {
    let stake = 10_000;
    let bet = NewBet {
        player,
        request_id: request,
        kind: "single",
        system_size: None,
        lines: 1,
        stake_per_line: stake,
        total_stake: stake,
        potential_payout: stake * odds / 1000,
        token: "t",
        selections: vec![(event, market.to_owned(), outcome.to_owned(), odds)],
    };
    let (written, _) = bets::write(&app.db, &bet, request, app.clock.now()).await.unwrap();
    assert!(
        bets::transition(&app.db, written.id, &[Status::Placing], Status::Open, None, app.clock.now()).await.unwrap()
    );
    written.id
}

async fn audit(app: &TestApp, admin: &str, action: &str) -> Vec<Value> {
    let answer = app.get_as(&format!("/api/admin/audit?action={action}"), admin).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["items"].as_array().unwrap().clone()
}

db_test!(sportsbook_roles_read_and_act, async |app: &TestApp| {
    let id = event(app, "r1", "football", "Galatasaray", "Fenerbahçe", Duration::hours(-1)).await;
    let slip = slip(app, "ayse", "q1", id, "1x2", "1", 1850).await;
    let reads = [
        "/api/admin/sportsbook/events".to_owned(),
        format!("/api/admin/sportsbook/events/{id}"),
        "/api/admin/sportsbook/slips".to_owned(),
    ];
    let content = app.operator(Role::Content).login().await;
    for path in &reads {
        let answer = app.get_as(path, &content).await;
        assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{path}");
    }
    assert_eq!(app.get("/api/admin/sportsbook/events", "en").await.status, 401);
    let support = app.operator(Role::Support).login().await;
    for path in &reads {
        assert_eq!(app.get_as(path, &support).await.status, 200, "{path}");
    }
    let result = json!({"home": 1, "away": 0, "periods": [[1, 0], [0, 0]]});
    for token in [&support, &content] {
        let answers = [
            app.post_as(&format!("/api/admin/sportsbook/events/{id}/result"), token, &result).await,
            app.post_as(&format!("/api/admin/sportsbook/events/{id}/cancel"), token, &json!({"reason": "x"})).await,
            app.post_as(&format!("/api/admin/sportsbook/slips/{slip}/void"), token, &json!({"reason": "x"})).await,
        ];
        for answer in answers {
            assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{}", answer.text);
        }
    }
    assert_eq!(events::get(&app.db, id).await.unwrap().unwrap().status, "scheduled");
    let finance = app.operator(Role::Finance).login().await;
    let voided = app
        .post_as(&format!("/api/admin/sportsbook/slips/{slip}/void"), &finance, &json!({"reason": "palpable"}))
        .await;
    assert_eq!(voided.status, 200, "{}", voided.text);
});

db_test!(sportsbook_events_are_listed_searched_and_filtered, async |app: &TestApp| {
    let live = event(app, "l1", "football", "Galatasaray", "Fenerbahçe", Duration::hours(-1)).await;
    let soon = event(app, "u1", "basketball", "Anadolu Efes", "Fenerbahçe Beko", Duration::hours(2)).await;
    event(app, "u2", "cs2", "Natus Vincere", "FaZe Clan", Duration::hours(3)).await;
    slip(app, "ayse", "a1", soon, "ml", "home", 1500).await;
    slip(app, "mehmet", "m1", soon, "ml", "away", 2500).await;
    let admin = app.operator(Role::Admin).login().await;
    let all = app.get_as("/api/admin/sportsbook/events", &admin).await;
    assert_eq!(all.status, 200, "{}", all.text);
    assert_eq!(all.body["data"]["total"], 3);
    let search = app.get_as("/api/admin/sportsbook/events?q=fenerbahce", &admin).await;
    let items = search.body["data"]["items"].as_array().unwrap();
    let ids: Vec<i64> = items.iter().map(|e| e["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [live, soon], "by kick-off, accents folded");
    assert_eq!((items[0]["status"].as_str(), items[1]["status"].as_str()), (Some("live"), Some("upcoming")));
    assert_eq!((items[1]["openSlips"].as_i64(), items[1]["openStake"].as_f64()), (Some(2), Some(200.0)));
    let basketball = app.get_as("/api/admin/sportsbook/events?sport=basketball&status=upcoming", &admin).await;
    assert_eq!(basketball.body["data"]["total"], 1);
    let bad = app.get_as("/api/admin/sportsbook/events?sport=cricket&status=soon&take=0", &admin).await;
    assert_eq!(bad.status, 422, "{}", bad.text);

    let detail = app.get_as(&format!("/api/admin/sportsbook/events/{soon}"), &admin).await;
    assert_eq!(detail.status, 200, "{}", detail.text);
    let data = &detail.body["data"];
    assert_eq!(data["slips"].as_array().unwrap().len(), 2);
    let ml = data["markets"].as_array().unwrap().iter().find(|m| m["key"] == "ml").unwrap();
    let home = ml["outcomes"].as_array().unwrap().iter().find(|o| o["code"] == "home").unwrap();
    assert_eq!((home["stake"].as_f64(), home["potentialPayout"].as_f64()), (Some(100.0), Some(150.0)));
    assert!(home["odds"].as_f64().unwrap() > 1.0);
    assert_eq!(app.get_as("/api/admin/sportsbook/events/999999", &admin).await.status, 404);

    let slips = app.get_as("/api/admin/sportsbook/slips?player=ayse", &admin).await;
    assert_eq!(slips.body["data"]["total"], 1);
    assert_eq!(slips.body["data"]["items"][0]["selections"][0]["event"], "Anadolu Efes – Fenerbahçe Beko");
    let newest = app.get_as(&format!("/api/admin/sportsbook/slips?event={soon}"), &admin).await;
    let players: Vec<&str> =
        newest.body["data"]["items"].as_array().unwrap().iter().map(|s| s["player"].as_str().unwrap()).collect();
    assert_eq!(players, ["mehmet", "ayse"]);
    assert_eq!(app.get_as("/api/admin/sportsbook/slips?id=abc", &admin).await.status, 422);
});

db_test!(sportsbook_result_is_recorded_once_and_audited, async |app: &TestApp| {
    let id = event(app, "f1", "football", "Beşiktaş", "Trabzonspor", Duration::hours(-2)).await;
    let later = event(app, "f2", "football", "Göztepe", "Samsunspor", Duration::hours(1)).await;
    let finance = app.operator(Role::Finance).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let path = format!("/api/admin/sportsbook/events/{id}/result");
    for bad in [
        json!({"home": 2, "away": 1}),
        json!({"home": 2, "away": 1, "periods": [[1, 0], [0, 0]]}),
        json!({"home": -1, "away": 1, "periods": [[0, 0], [0, 1]]}),
        json!({"away": 1}),
    ] {
        let answer = app.post_as(&path, &finance, &bad).await;
        assert_eq!((answer.status, answer.code()), (422, "request.validation"), "{bad}: {}", answer.text);
    }
    assert_eq!(events::get(&app.db, id).await.unwrap().unwrap().status, "scheduled", "bad input changes nothing");
    assert!(audit(app, &admin, "sportsbook.event.result").await.is_empty());

    let early = app
        .post_as(
            &format!("/api/admin/sportsbook/events/{later}/result"),
            &finance,
            &json!({"home": 0, "away": 0, "periods": [[0, 0], [0, 0]]}),
        )
        .await;
    assert_eq!((early.status, early.code()), (409, "sportsbook.event_not_started"));

    let result = json!({"home": 2, "away": 1, "periods": [[1, 0], [1, 1]]});
    let saved = app.post_as(&path, &finance, &result).await;
    assert_eq!(saved.status, 200, "{}", saved.text);
    assert_eq!(saved.body["data"]["status"], "ended");
    assert_eq!(saved.body["data"]["score"]["periods"], json!([[1, 0], [1, 1]]));
    let stored = events::get(&app.db, id).await.unwrap().unwrap();
    let parsed: domain::sportsbook::MatchResult = serde_json::from_str(stored.result.as_deref().unwrap()).unwrap();
    assert_eq!(parsed, domain::sportsbook::MatchResult::new(2, 1, vec![(1, 0), (1, 1)]));
    let rows = audit(app, &admin, "sportsbook.event.result").await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["targetId"], id.to_string());

    let again = app.post_as(&path, &finance, &result).await;
    assert_eq!((again.status, again.code()), (409, "sportsbook.event_not_scheduled"));
    let cancel =
        app.post_as(&format!("/api/admin/sportsbook/events/{id}/cancel"), &finance, &json!({"reason": "late"})).await;
    assert_eq!(cancel.status, 409);
    assert_eq!(audit(app, &admin, "sportsbook.event.result").await.len(), 1);
});

db_test!(sportsbook_series_results_follow_their_length, async |app: &TestApp| {
    let id = event(app, "c1", "cs2", "Natus Vincere", "FaZe Clan", Duration::hours(-1)).await;
    let finance = app.operator(Role::Finance).login().await;
    let path = format!("/api/admin/sportsbook/events/{id}/result");
    let three_nil =
        app.post_as(&path, &finance, &json!({"home": 3, "away": 0, "periods": [[13, 5], [13, 7], [13, 2]]})).await;
    assert_eq!(three_nil.status, 422, "best of 3: {}", three_nil.text);
    let ok =
        app.post_as(&path, &finance, &json!({"home": 2, "away": 1, "periods": [[13, 5], [9, 13], [13, 11]]})).await;
    assert_eq!(ok.status, 200, "{}", ok.text);
});

db_test!(sportsbook_event_is_cancelled_with_a_reason, async |app: &TestApp| {
    let id = event(app, "k1", "tennis", "Sinner", "Alcaraz", Duration::hours(1)).await;
    let finance = app.operator(Role::Finance).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let path = format!("/api/admin/sportsbook/events/{id}/cancel");
    for bad in [json!({"reason": "   "}), json!({}), json!({"reason": "x".repeat(501)})] {
        let answer = app.post_as(&path, &finance, &bad).await;
        assert_eq!(answer.status, 422, "{}", answer.text);
        assert!(answer.body["errors"]["reason"].is_array() || answer.text.contains("reason"), "{}", answer.text);
    }
    assert_eq!(events::get(&app.db, id).await.unwrap().unwrap().status, "scheduled");
    let cancelled = app.post_as(&path, &finance, &json!({"reason": "  Player withdrew  "})).await;
    assert_eq!(cancelled.status, 200, "{}", cancelled.text);
    assert_eq!(
        (cancelled.body["data"]["status"].as_str(), cancelled.body["data"]["reason"].as_str()),
        (Some("cancelled"), Some("Player withdrew"))
    );
    let rows = audit(app, &admin, "sportsbook.event.cancel").await;
    assert_eq!(rows.len(), 1);
    assert!(rows[0].to_string().contains("Player withdrew"));
    let again = app.post_as(&path, &finance, &json!({"reason": "again"})).await;
    assert_eq!((again.status, again.code()), (409, "sportsbook.event_not_scheduled"));
    let listed = app.get_as("/api/admin/sportsbook/events?status=cancelled", &admin).await;
    assert_eq!(listed.body["data"]["total"], 1);
});

db_test!(sportsbook_slip_void_is_asked_once, async |app: &TestApp| {
    let id = event(app, "v1", "football", "Kasımpaşa", "Rizespor", Duration::hours(1)).await;
    let slip = slip(app, "ayse", "v1", id, "1x2", "X", 3200).await;
    let finance = app.operator(Role::Finance).login().await;
    let admin = app.operator(Role::Admin).login().await;
    let path = format!("/api/admin/sportsbook/slips/{slip}/void");
    let empty = app.post_as(&path, &finance, &json!({"reason": ""})).await;
    assert_eq!(empty.status, 422, "{}", empty.text);
    assert_eq!(bets::get(&app.db, slip).await.unwrap().unwrap().reason, "", "bad input changes nothing");
    let voided = app.post_as(&path, &finance, &json!({"reason": "Palpable error"})).await;
    assert_eq!(voided.status, 200, "{}", voided.text);
    assert_eq!(
        (voided.body["data"]["voidAsked"].as_bool(), voided.body["data"]["status"].as_str()),
        (Some(true), Some("open"))
    );
    assert_eq!(bets::void_asked(&app.db, 10).await.unwrap().len(), 1);
    let twice = app.post_as(&path, &finance, &json!({"reason": "again"})).await;
    assert_eq!((twice.status, twice.code()), (409, "sportsbook.slip_not_open"));
    assert_eq!(bets::get(&app.db, slip).await.unwrap().unwrap().reason, "Palpable error");
    let rows = audit(app, &admin, "sportsbook.slip.void").await;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        app.post_as("/api/admin/sportsbook/slips/999999/void", &finance, &json!({"reason": "x"})).await.status,
        404
    );
    let found = app.get_as(&format!("/api/admin/sportsbook/slips?id={slip}"), &admin).await;
    assert_eq!(found.body["data"]["items"][0]["reason"], "Palpable error");
});
