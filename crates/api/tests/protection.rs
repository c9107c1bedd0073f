//! Player protection over HTTP on both databases (issue 22, beyond the money limits): a time-out and a
//! self-exclusion end every session at once, refuse deposits and play but allow a withdrawal and the history,
//! cannot be shortened, and a self-exclusion reopens only on request and a day later; self-excluded details
//! cannot register again; the session time limit ends the session (its hub connection is told why); the
//! reality check comes at the interval with the session's result; closing an account needs the balance
//! withdrawn first; operators read it all with its history and may only tighten a limit; every change is audited.

use std::time::Duration;

use domain::{casino::Provider, operator::Role};
use futures::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::{
    common::{TestApp, people::Player, registration, with},
    realtime::hub_socket,
};

const CARD: i64 = 3;
const BANK: i64 = 1;

fn card(amount: Value) -> Value {
    json!({"id": CARD, "target": "pay",
        "detail": {"Amount": amount, "CardNo": "4111 1111 1111 1111", "CardHolder": "Ayşe Yılmaz", "Expiry": "12/39"}})
}

fn bank_withdrawal(amount: Value) -> Value {
    json!({"id": BANK, "target": "pay",
        "detail": {"Amount": amount, "Iban": "TR33 0006 1005 1978 6457 8413 26", "AccountHolder": "Ayşe Yılmaz"}})
}

const DAY: u64 = 24 * 3600;

impl TestApp {
    pub async fn protect(&self, player: &Player, what: &str, body: Value) -> crate::common::Answer {
        self.post_as(&format!("/api/customer/responsiblegaming/{what}"), &player.token, &body).await
    }

    async fn protection(&self, player: &Player) -> Value {
        let answer = self.get_as("/api/customer/responsiblegaming", &player.token).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"].clone()
    }

    /// Logs the player in again: the login's answer.
    async fn relogin(&self, player: &Player) -> crate::common::Answer {
        self.post("/api/auth/login", "en", &player.credentials()).await
    }

    async fn launch_dice(&self, player: &Player) -> crate::common::Answer {
        let body = json!({"gameCode": "dice", "platform": 1, "language": "en"});
        self.post_as("/api/casino/zarlaunchurl", &player.token, &body).await
    }

    /// The audit actions about the player, oldest first.
    async fn protection_actions(&self, player: &Player) -> Vec<String> {
        let filter = store::audit::Filter {
            action: Some("responsible.*".into()),
            target_type: Some("player".into()),
            target_id: Some(player.id.to_string()),
            ..Default::default()
        };
        let (rows, _) = store::audit::page(&self.db, &filter, 0, 100).await.unwrap();
        rows.into_iter().rev().map(|r| r.entry.action).collect()
    }
}

db_test!(a_time_out_ends_every_session_and_leaves_only_withdrawals_and_history, async |app: &TestApp| {
    app.payment_methods().await;
    app.casino_game(Provider::Zar, "dice", "Zar Dice", false).await;
    let player = app.funded_player(500).await;
    let other = player.login(app).await;

    let wrong = app.protect(&player, "timeout", json!({"period": "24h", "password": "not-my-password"})).await;
    assert_eq!((wrong.status, wrong.code()), (400, "auth.wrong_password"), "{}", wrong.text);
    let bad = app.protect(&player, "timeout", json!({"period": "6m", "password": player.password})).await;
    assert!(bad.body["errors"]["period"].is_array(), "a self-exclusion period is no time-out: {}", bad.text);
    assert!(app.protection(&player).await["exclusion"].is_null(), "nothing changed");

    let took = app.protect(&player, "timeout", json!({"period": "7d", "password": player.password})).await;
    assert_eq!(took.status, 200, "{}", took.text);
    assert_eq!(took.body["data"]["exclusion"]["kind"], "timeout");
    for token in [&player.token, &other] {
        assert_eq!(app.get_as("/api/customer/responsiblegaming", token).await.status, 401, "every session ended");
    }
    assert_eq!(
        store::testing::player_end_reasons(&app.db, player.id).await.unwrap(),
        [Some("excluded".to_owned()), Some("excluded".to_owned())]
    );

    // The login still works, and says what is left and until when.
    let login = app.relogin(&player).await;
    assert_eq!(login.status, 200, "{}", login.text);
    assert!(login.message().contains("time-out until"), "{}", login.message());
    assert_eq!(login.body["data"]["exclusion"]["period"], "7d");
    assert_eq!(login.body["data"]["betsyToken"], "", "the sportsbooks open as for a visitor");
    let player = Player { token: login.body["data"]["token"].as_str().unwrap().to_owned(), ..player };
    let deposit = app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await;
    assert_eq!((deposit.status, deposit.code()), (403, "responsible.excluded.timeout"), "{}", deposit.text);
    let launch = app.launch_dice(&player).await;
    assert_eq!((launch.status, launch.code()), (403, "responsible.excluded.timeout"), "{}", launch.text);
    let withdrawal = app.post_as("/api/payment/withdraw", &player.token, &bank_withdrawal(json!(100))).await;
    assert_eq!(withdrawal.status, 200, "a withdrawal stays possible: {}", withdrawal.text);
    let history = app.post_as("/api/transaction/financial", &player.token, &json!({"kind": 2})).await;
    assert_eq!(history.status, 200, "{}", history.text);

    // It cannot be shortened; one that ends later may follow.
    let shorter = app.protect(&player, "timeout", json!({"period": "24h", "password": player.password})).await;
    assert_eq!((shorter.status, shorter.code()), (409, "responsible.already_excluded"), "{}", shorter.text);
    let longer = app.protect(&player, "timeout", json!({"period": "30d", "password": player.password})).await;
    assert_eq!(longer.status, 200, "{}", longer.text);

    // Once it ends, play and deposits are back by themselves.
    app.clock.advance(Duration::from_secs(30 * DAY + 1));
    let player = Player { token: player.login(app).await, ..player };
    assert!(app.protection(&player).await["exclusion"].is_null());
    assert_eq!(app.launch_dice(&player).await.status, 200);
    assert_eq!(app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await.status, 200);
    assert_eq!(app.protection_actions(&player).await, ["responsible.timeout", "responsible.timeout"]);
});

db_test!(a_self_exclusion_reopens_only_on_request_a_day_later_and_blocks_registering_again, async |app: &TestApp| {
    app.payment_methods().await;
    let player = app.funded_player(100).await;
    let took = app.protect(&player, "selfexclusion", json!({"period": "6m", "password": player.password})).await;
    assert_eq!(took.status, 200, "{}", took.text);
    assert!(took.message().contains("6 months"), "{}", took.message());

    // The same phone or e-mail cannot open another account.
    let again = crate::common::with(crate::common::registration(), "phone", json!(player.phone));
    let again = app.post("/api/auth/register", "en", &again).await;
    assert_eq!(again.status, 409, "{}", again.text);
    let again = crate::common::with(crate::common::registration(), "email", json!(player.email));
    assert_eq!(app.post("/api/auth/register", "en", &again).await.status, 409);

    // No marketing: no popup for them.
    let player = Player { token: player.login(app).await, ..player };
    assert!(app.get_as("/api/cms/popup", &player.token).await.body["data"].is_null());

    // Six months later it has ended, but the account stays closed to play until the player asks…
    app.clock.advance(Duration::from_secs(185 * DAY));
    let login = app.relogin(&player).await;
    assert_eq!(login.body["data"]["exclusion"]["canRequestReopen"], true, "{}", login.text);
    let player = Player { token: login.body["data"]["token"].as_str().unwrap().to_owned(), ..player };
    let deposit = app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await;
    assert_eq!((deposit.status, deposit.code()), (403, "responsible.excluded.self"), "{}", deposit.text);
    let asked = app.post_bare_as("/api/customer/responsiblegaming/reopen", &player.token).await;
    assert_eq!(asked.status, 200, "{}", asked.text);
    assert!(asked.body["data"]["exclusion"]["reopenAt"].is_string(), "{}", asked.text);
    let twice = app.post_bare_as("/api/customer/responsiblegaming/reopen", &player.token).await;
    assert_eq!((twice.status, twice.code()), (409, "responsible.cannot_reopen"));
    // … and for a day after that.
    app.clock.advance(Duration::from_secs(DAY - 60));
    let player = Player { token: player.login(app).await, ..player };
    let deposit = app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await;
    assert_eq!(deposit.code(), "responsible.excluded.reopening", "{}", deposit.text);
    app.clock.advance(Duration::from_secs(120));
    let player = Player { token: player.login(app).await, ..player };
    assert_eq!(app.post_as("/api/payment/deposit", &player.token, &card(json!(50))).await.status, 200);
    assert_eq!(app.protection_actions(&player).await, ["responsible.self_exclusion", "responsible.reopen"]);

    // A permanent one never offers reopening.
    let other = app.funded_player(0).await;
    let took = app.protect(&other, "selfexclusion", json!({"period": "permanent", "password": other.password})).await;
    assert_eq!(took.status, 200, "{}", took.text);
    app.clock.advance(Duration::from_secs(3650 * DAY));
    let login = app.relogin(&other).await;
    assert_eq!(login.body["data"]["exclusion"]["canRequestReopen"], false, "{}", login.text);
    assert!(login.body["data"]["exclusion"]["endsAt"].is_null());
});

db_test!(a_self_excluded_players_details_cannot_register_again, async |app: &TestApp| {
    // Their number was never verified, yet it stays theirs: the exclusion must not be dodged with a new account.
    let player = app.player().register().await;
    let took = app.protect(&player, "selfexclusion", json!({"period": "6m", "password": player.password})).await;
    assert_eq!(took.status, 200, "{}", took.text);
    for (field, value) in [("phone", &player.phone), ("email", &player.email)] {
        let again = app.post("/api/auth/register", "en", &with(registration(), field, json!(value))).await;
        // The usual "already registered": nothing tells a stranger that the owner excluded themselves.
        assert_eq!((again.status, again.code()), (409, format!("auth.{field}_taken").as_str()), "{}", again.text);
    }
});

/// The next hub record with `command` (at most 10 s).
pub(crate) async fn next_command(
    socket: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    command: &str,
) -> Value {
    let reading = async {
        while let Some(Ok(message)) = socket.next().await {
            let Message::Text(text) = message else { continue };
            for record in text.split('\u{1e}').filter(|r| !r.is_empty()) {
                let record: Value = serde_json::from_str(record).unwrap();
                if record["arguments"][0] == command {
                    return record["arguments"][1].clone();
                }
            }
        }
        panic!("the connection closed before {command}");
    };
    tokio::time::timeout(Duration::from_secs(10), reading).await.unwrap_or_else(|_| panic!("no {command} in 10 s"))
}

db_test!(the_session_limit_ends_the_session_and_the_reality_check_comes_at_its_interval, async |app: &TestApp| {
    let player = app.gambler(100).await;
    // The reality check cannot be off while a session limit is set; 15 minutes it is.
    let every = app.protect(&player, "realitycheck", json!({"minutes": 15})).await;
    assert_eq!(every.status, 200, "{}", every.text);
    assert_eq!(app.protection(&player).await["realityCheck"]["minutes"], 15);
    let odd = app.protect(&player, "realitycheck", json!({"minutes": 17})).await;
    assert!(odd.body["errors"]["minutes"].is_array(), "{}", odd.text);
    let set = app
        .post_as("/api/customer/responsiblegaming/limits", &player.token, &json!({"kind": "session", "amount": 20}))
        .await;
    assert_eq!(set.status, 200, "{}", set.text);
    let off = app.protect(&player, "realitycheck", json!({"minutes": null})).await;
    assert_eq!(
        (off.status, off.message()),
        (422, "The reality check cannot be turned off while you have a session time limit.")
    );

    // Play a little, then reach the first interval: the check shows the time and the session's result.
    let table = app.table(Provider::Zar, &player).await;
    assert_eq!(app.bet(&table, "rc1", "round-rc1", 1_500).await["status"], "RS_OK");
    let mut socket = hub_socket(app, &player.token).await;
    app.clock.advance(Duration::from_secs(15 * 60 + 1));
    let moved = app.post("/dev/clock", "en", &json!({"seconds": 0})).await;
    assert_eq!(moved.body["data"]["realityChecks"], 1, "{}", moved.text);
    let check = next_command(&mut socket, "RealityCheck").await;
    assert_eq!(check["minutes"], 15, "{check}");
    assert_eq!(check["net"], -15.0, "{check}");
    assert_eq!(check["wagered"], 15.0, "{check}");
    // Taken once: the same sweep again shows nothing until the next interval.
    let again = app.post("/dev/clock", "en", &json!({"seconds": 0})).await;
    assert_eq!(again.body["data"]["realityChecks"], 0, "{}", again.text);

    // At 20 minutes the session ends, and its connection is told why.
    let ended = app.post("/dev/clock", "en", &json!({"seconds": 5 * 60})).await;
    assert_eq!(ended.body["data"]["sessionsEnded"], 1, "{}", ended.text);
    assert_eq!(next_command(&mut socket, "SessionEnded").await["reason"], "session_limit");
    assert_eq!(app.get_as("/api/customer/responsiblegaming", &player.token).await.status, 401);
    assert_eq!(
        store::testing::player_end_reasons(&app.db, player.id).await.unwrap(),
        [Some("session_limit".to_owned())]
    );
    // A new login starts a new allowance.
    let player = Player { token: player.login(app).await, ..player };
    assert_eq!(app.get_as("/api/customer/responsiblegaming", &player.token).await.status, 200);
});

db_test!(closing_an_account_needs_the_balance_withdrawn_first, async |app: &TestApp| {
    let player = app.gambler(10).await;
    let close = json!({"password": player.password});
    let refused = app.protect(&player, "close", close.clone()).await;
    assert_eq!((refused.status, refused.code()), (409, "responsible.close_balance"), "{}", refused.text);
    assert!(refused.message().contains("₺10.00"), "{}", refused.message());
    app.transfer(domain::ledger::Account::PlayerCash(player.id), domain::ledger::Account::House, 1_000).await;
    let closed = app.protect(&player, "close", close).await;
    assert_eq!(closed.status, 200, "{}", closed.text);
    assert_eq!(app.get_as("/api/customer/responsiblegaming", &player.token).await.status, 401);
    let login = app.relogin(&player).await;
    assert_eq!((login.status, login.code()), (403, "auth.closed"), "{}", login.text);
    assert_eq!(app.protection_actions(&player).await, ["responsible.close"]);
});

db_test!(operators_see_a_players_protections_and_may_only_tighten_them, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(
        app.post_as(
            "/api/customer/responsiblegaming/limits",
            &player.token,
            &json!({"kind": "deposit", "period": "daily", "amount": 500}),
        )
        .await
        .status,
        200
    );
    let support = app.operator(Role::Support).login().await;
    let finance = app.operator(Role::Finance).login().await;
    let path = format!("/api/admin/players/{}/responsiblegaming", player.id);
    assert_eq!(app.get_as(&path, &finance).await.status, 403);
    let tighter = json!({"kind": "deposit", "period": "daily", "amount": 300});
    let set = app.post_as(&format!("{path}/limits"), &support, &tighter).await;
    assert_eq!(set.status, 200, "{}", set.text);
    let looser = json!({"kind": "deposit", "period": "daily", "amount": 1000});
    let refused = app.post_as(&format!("{path}/limits"), &support, &looser).await;
    assert_eq!((refused.status, refused.code()), (409, "responsible.not_stricter"), "{}", refused.text);
    let removing = json!({"kind": "deposit", "period": "daily", "amount": null});
    assert_eq!(app.post_as(&format!("{path}/limits"), &support, &removing).await.code(), "responsible.not_stricter");

    let seen = app.get_as(&path, &support).await;
    assert_eq!(seen.status, 200, "{}", seen.text);
    let daily = seen.body["data"]["overview"]["limits"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["kind"] == "deposit" && l["period"] == "daily")
        .cloned()
        .unwrap();
    assert_eq!(daily["amount"], 300.0);
    let history: Vec<&str> =
        seen.body["data"]["history"].as_array().unwrap().iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(history, ["responsible.limit.operator", "responsible.limit.change"]);
    assert_eq!(seen.body["data"]["history"][0]["operatorRole"], "support");
    assert_eq!(app.get_as("/api/admin/players/999999/responsiblegaming", &support).await.status, 404);
});
