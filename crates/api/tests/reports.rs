//! The back office's overview and reports (issue 23), from real movements: registrations, a deposit through
//! the gateway, bets, wins and a rollback through the seamless wallet, a bonus claimed, withdrawals paid and
//! pending — over two Istanbul days, asserting exact figures, in JSON and CSV, for finance and admin only.

use std::time::Duration;

use chrono::Duration as Days;
use domain::{casino::Provider, operator::Role};
use serde_json::{Value, json};

use crate::{
    common::{Answer, TestApp},
    payments::{bank_withdrawal, card, intent},
};

/// Moves the server's clock to 12:00 in Istanbul the next day; gives that day (`YYYY-MM-DD`).
fn to_next_istanbul_noon(app: &TestApp) -> chrono::NaiveDate {
    let now = app.clock.now();
    let local = domain::report::local_date(now);
    let noon = domain::responsible::midnight(local + Days::days(1)) + Days::hours(12);
    let by = (noon - now).to_std().unwrap();
    app.clock.advance(by);
    local + Days::days(1)
}

async fn deposit(app: &TestApp, token: &str, lira: f64) {
    let asked = app.post_as("/api/payment/deposit", token, &card(json!(lira))).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    let intent = intent(asked.body["data"].as_str().unwrap());
    assert_eq!(app.webhook("confirmed", &intent, lira, None).await.status, 200);
}

async fn withdraw(app: &TestApp, token: &str, lira: i64) -> i64 {
    let answer = app.post_as("/api/payment/withdraw", token, &bank_withdrawal(json!(lira))).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["id"].as_i64().unwrap()
}

fn figures(day: &Value) -> Vec<f64> {
    [
        "registrations",
        "activePlayers",
        "depositCount",
        "depositAmount",
        "withdrawalCount",
        "withdrawalAmount",
        "bets",
        "wins",
        "ggr",
        "bonusCost",
        "ngr",
    ]
    .iter()
    .map(|k| day[k].as_f64().unwrap_or_else(|| panic!("{k} in {day}")))
    .collect()
}

fn csv_lines(answer: &Answer) -> Vec<String> {
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert!(answer.header("content-type").unwrap().starts_with("text/csv"), "{:?}", answer.headers);
    assert!(answer.header("content-disposition").unwrap().contains(".csv"));
    answer.text.split("\r\n").filter(|l| !l.is_empty()).map(str::to_owned).collect()
}

db_test!(the_overview_and_reports_add_up_the_ledger_by_istanbul_day, async |app: &TestApp| {
    app.payment_methods().await;
    let first_day = to_next_istanbul_noon(app);
    let second_day = first_day + Days::days(1);
    let finance = app.operator(Role::Finance).login().await;

    // Day one: a depositor plays (bets 100 + 50, wins 30, the 50 rolled back) and takes 200 out; another
    // player (funded by hand) asks for 300, still pending.
    let depositor = app.funded_player(0).await;
    deposit(app, &depositor.token, 500.0).await;
    let slot = app.table(Provider::Zar, &depositor).await;
    assert_eq!(app.bet(&slot, "b1", "r1", 10_000).await["status"], "RS_OK");
    assert_eq!(app.win(&slot, "w1", "b1", "r1", 3_000).await["status"], "RS_OK");
    assert_eq!(app.bet(&slot, "b2", "r2", 5_000).await["status"], "RS_OK");
    assert_eq!(app.rollback(&slot, "rb2", "b2", "r2").await["status"], "RS_OK");
    let paid = withdraw(app, &depositor.token, 200).await;
    let approved = app.post_bare_as(&format!("/api/admin/withdrawals/{paid}/approve"), &finance).await;
    assert_eq!(approved.status, 200, "{}", approved.text);
    let waiting = app.funded_player(1_000).await;
    withdraw(app, &waiting.token, 300).await;

    // Day two: a new player claims a free bonus of 100 and loses 10 at another game.
    app.clock.advance(Duration::from_secs(24 * 3600));
    let admin = app.operator(Role::Admin).login().await;
    let bonus = app
        .post_as(
            "/api/admin/bonuses",
            &admin,
            &json!({"kind": "free", "titleTr": "Bedava", "titleEn": "Free",
            "amount": 100, "wagering": 2, "validityDays": 3}),
        )
        .await;
    assert_eq!(bonus.status, 200, "{}", bonus.text);
    let newcomer = app.gambler(20).await;
    let claimed = app.post_as("/api/bonus/claim", &newcomer.token, &json!({"id": bonus.body["data"]["id"]})).await;
    assert_eq!(claimed.status, 200, "{}", claimed.text);
    let table = app.table(Provider::Zar, &newcomer).await;
    assert_eq!(app.bet(&table, "b3", "r3", 1_000).await["status"], "RS_OK");

    // The first day's operator session has reached its lifetime: log in again.
    let finance = app.operator(Role::Finance).login().await;
    let period = format!("from={first_day}&to={second_day}");
    let overview = app.get_as(&format!("/api/admin/reports/overview?{period}"), &finance).await;
    assert_eq!(overview.status, 200, "{}", overview.text);
    let data = &overview.body["data"];
    assert_eq!(data["timeZone"], "Europe/Istanbul");
    assert_eq!(data["days"][0]["date"], first_day.to_string());
    //                                    reg active dep  amount  wd  amount  bets  wins  ggr  bonus ngr
    assert_eq!(figures(&data["days"][0]), [2.0, 2.0, 1.0, 500.0, 1.0, 200.0, 100.0, 30.0, 70.0, 0.0, 70.0]);
    assert_eq!(figures(&data["days"][1]), [1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 10.0, 0.0, 10.0, 100.0, -90.0]);
    assert_eq!(figures(&data["totals"]), [3.0, 3.0, 1.0, 500.0, 1.0, 200.0, 110.0, 30.0, 80.0, 100.0, -20.0]);
    assert_eq!(
        (data["pendingWithdrawalCount"].as_i64(), data["pendingWithdrawalAmount"].as_f64()),
        (Some(1), Some(300.0))
    );

    // By default the last 30 days, today included.
    let default = app.get_as("/api/admin/reports/overview", &admin).await;
    let days = default.body["data"]["days"].as_array().unwrap();
    assert_eq!((days.len(), days[29]["date"].as_str()), (30, Some(second_day.to_string().as_str())));
    assert_eq!(default.body["data"]["totals"]["ggr"], 80.0);

    let lines = csv_lines(&app.get_as(&format!("/api/admin/reports/overview?{period}&format=csv"), &finance).await);
    assert_eq!(
        lines[0],
        "date,registrations,active_players,deposit_count,deposit_amount,withdrawal_count,withdrawal_amount,bets,wins,ggr,bonus_cost,ngr"
    );
    assert_eq!(lines[1], format!("{first_day},2,2,1,500.00,1,200.00,100.00,30.00,70.00,0.00,70.00"));
    assert_eq!(lines[3], "total,3,3,1,500.00,1,200.00,110.00,30.00,80.00,100.00,-20.00");
    assert_eq!(lines.len(), 4);

    // GGR by provider and by game, highest first; by day with the bonus cost.
    let by_provider = app.get_as(&format!("/api/admin/reports/ggr?{period}&by=provider"), &finance).await;
    let items = by_provider.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "{}", by_provider.text);
    assert_eq!((items[0]["key"].as_str(), items[0]["ggr"].as_f64()), (Some("zar"), Some(80.0)));
    let by_game = app.get_as(&format!("/api/admin/reports/ggr?{period}&by=game"), &finance).await;
    let games: Vec<(f64, f64, f64)> = by_game.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["bets"].as_f64().unwrap(), g["wins"].as_f64().unwrap(), g["ggr"].as_f64().unwrap()))
        .collect();
    assert_eq!(games, [(100.0, 30.0, 70.0), (10.0, 0.0, 10.0)]);
    assert_eq!(by_game.body["data"]["total"]["ggr"], 80.0);
    let by_day = app.get_as(&format!("/api/admin/reports/ggr?{period}"), &finance).await;
    assert_eq!(by_day.body["data"]["items"][1]["ngr"], -90.0, "{}", by_day.text);
    let lines = csv_lines(&app.get_as(&format!("/api/admin/reports/ggr?{period}&by=game&format=csv"), &admin).await);
    assert_eq!(lines[0], "key,name,provider,bets,wins,ggr,bonus_cost,ngr");
    assert!(lines[1].ends_with(",100.00,30.00,70.00,,"), "{lines:?}");
    assert_eq!(lines[3], "total,total,,110.00,30.00,80.00,,");

    // Payments by method and status.
    let payments = app.get_as(&format!("/api/admin/reports/payments?{period}"), &finance).await;
    let rows: Vec<(String, i64, i64, i64, f64)> = payments.body["data"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let n = |k: &str| r[k].as_i64().unwrap();
            (
                r["method"].as_str().unwrap().to_owned(),
                n("kind"),
                n("status"),
                n("count"),
                r["amount"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("bank_transfer".to_owned(), 2, 1, 1, 200.0),
            ("bank_transfer".to_owned(), 2, 2, 1, 300.0),
            ("card".to_owned(), 1, 1, 1, 500.0)
        ]
    );
    let lines = csv_lines(&app.get_as(&format!("/api/admin/reports/payments?{period}&format=csv"), &finance).await);
    assert_eq!(
        lines,
        [
            "method,kind,status,count,amount,fee",
            "bank_transfer,withdrawal,confirmed,1,200.00,0.00",
            "bank_transfer,withdrawal,pending,1,300.00,0.00",
            "card,deposit,confirmed,1,500.00,0.00"
        ]
    );

    // Bonus cost by day (every day) and by bonus, in the operator's language; the total is the overview's.
    let bonus_id = bonus.body["data"]["id"].as_i64().unwrap();
    let by_day = app.get_as(&format!("/api/admin/reports/bonuses?{period}"), &finance).await;
    assert_eq!(by_day.status, 200, "{}", by_day.text);
    let day = |row: &Value| {
        let n = |k: &str| row[k].as_f64().unwrap();
        (row["key"].as_str().unwrap().to_owned(), n("grants"), n("granted"), n("returned"), n("cost"))
    };
    let days: Vec<_> = by_day.body["data"]["items"].as_array().unwrap().iter().map(day).collect();
    assert_eq!(days, [(first_day.to_string(), 0.0, 0.0, 0.0, 0.0), (second_day.to_string(), 1.0, 100.0, 0.0, 100.0)]);
    assert_eq!(day(&by_day.body["data"]["total"]), ("total".to_owned(), 1.0, 100.0, 0.0, 100.0));
    let request = app.client.get(app.url(&format!("/api/admin/reports/bonuses?{period}&by=bonus")));
    let by_bonus = app.send(request.bearer_auth(&finance).header("x-locale", "en")).await;
    let items = by_bonus.body["data"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "{}", by_bonus.text);
    assert_eq!(
        (items[0]["key"].as_str(), items[0]["name"].as_str()),
        (Some(bonus_id.to_string().as_str()), Some("Free"))
    );
    assert_eq!(by_bonus.body["data"]["by"], "bonus");
    let lines =
        csv_lines(&app.get_as(&format!("/api/admin/reports/bonuses?{period}&by=bonus&format=csv"), &finance).await);
    assert_eq!(
        lines,
        [
            "key,name,grants,granted,returned,cost",
            &format!("{bonus_id},Free,1,100.00,0.00,100.00"),
            "total,total,1,100.00,0.00,100.00"
        ]
    );
    let lines = csv_lines(&app.get_as(&format!("/api/admin/reports/bonuses?{period}&format=csv"), &admin).await);
    assert_eq!(lines[1], format!("{first_day},{first_day},0,0.00,0.00,0.00"));
    assert_eq!(lines.len(), 4);

    // The day before has nothing.
    let before = first_day - Days::days(1);
    let empty = app.get_as(&format!("/api/admin/reports/overview?from={before}&to={before}"), &finance).await;
    assert_eq!(figures(&empty.body["data"]["totals"]), [0.0; 11]);
    app.ledger_holds().await;
});

db_test!(reports_are_for_finance_and_admin_and_check_their_period, async |app: &TestApp| {
    for role in [Role::Support, Role::Content] {
        let token = app.operator(role).login().await;
        for path in ["overview", "ggr", "payments", "bonuses"] {
            let answer = app.get_as(&format!("/api/admin/reports/{path}"), &token).await;
            assert_eq!((answer.status, answer.code()), (403, "auth.forbidden"), "{path}");
        }
    }
    let finance = app.operator(Role::Finance).login().await;
    for (query, field) in [
        ("from=2026-13-01", "from"),
        ("from=2026-11-02&to=2026-11-01", "to"),
        ("from=2024-01-01&to=2026-01-01", "from"),
        ("format=xlsx", "format"),
    ] {
        let answer = app.get_as(&format!("/api/admin/reports/overview?{query}"), &finance).await;
        assert_eq!(answer.status, 422, "{query}: {}", answer.text);
        assert!(answer.body["errors"][field].is_array(), "{query}: {}", answer.text);
    }
    for path in ["ggr?by=studio", "bonuses?by=game", "bonuses?format=pdf"] {
        let answer = app.get_as(&format!("/api/admin/reports/{path}"), &finance).await;
        assert_eq!(answer.status, 422, "{path}: {}", answer.text);
        let field = if path.contains("format") { "format" } else { "by" };
        assert!(answer.body["errors"][field].is_array(), "{path}: {}", answer.text);
    }
    let long = app.get_as("/api/admin/reports/payments?from=2024-01-01&to=2026-01-01", &finance).await;
    assert!(long.body["errors"]["from"][0].as_str().unwrap_or_default().contains("366"), "{}", long.text);
});
