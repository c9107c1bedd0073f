//! The seamless wallet's conformance over HTTP on both databases (modelled on Hub88's operator wallet API): who a
//! token is, bets and wins that move money once however often they are sent, rollbacks that refund once,
//! refusals with their documented status that change nothing, Hub88's RSA signatures, 100 bets at once on a
//! small balance, and the ledger's invariants after each.

use std::sync::OnceLock;

use base64::Engine;
use domain::{casino::Provider, ledger::Account};
use rsa::{
    RsaPrivateKey,
    pkcs1v15::SigningKey,
    pkcs8::{EncodePublicKey, LineEnding},
    signature::{SignatureEncoding, Signer},
};
use serde_json::{Value, json};
use sha2::Sha256;

use crate::common::{Answer, TestApp, people::Player};

/// Hub88's unit per kuruş (amounts are 1/100000 TRY).
pub const UNITS: i64 = 1_000;

/// A game of `provider` with a casino session open for a player.
pub struct Table {
    pub provider: Provider,
    pub game_code: String,
    /// The session token the launch would hand the game.
    pub token: String,
}

/// How a test call is signed.
pub enum Signing {
    /// With the provider's own credentials (HMAC secret or, for Hub88, the test's RSA key).
    Right,
    /// With this HMAC secret.
    Hmac(Vec<u8>),
    /// Not at all.
    None,
}

/// The test's "Hub88" key pair (made once: key generation takes a while).
fn hub88_key() -> &'static RsaPrivateKey {
    static KEY: OnceLock<RsaPrivateKey> = OnceLock::new();
    KEY.get_or_init(|| RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).expect("an RSA key"))
}

fn rsa_signature(key: &RsaPrivateKey, body: &[u8]) -> String {
    let signature = SigningKey::<Sha256>::new(key.clone()).sign(body);
    base64::engine::general_purpose::STANDARD.encode(signature.to_bytes())
}

impl TestApp {
    /// A game of `provider` in the catalogue: its id.
    pub async fn casino_game(&self, provider: Provider, code: &str, name: &str, live: bool) -> i64 {
        let image = format!("/media/casino/games/{code}.svg");
        store::testing::insert_casino_game(&self.db, provider.id(), code, name, live, &image).await.unwrap()
    }

    /// A casino session for `player` (launched from their registration's site session) on `game_id`, lasting
    /// 12 hours: its token.
    pub async fn casino_session(&self, player: &Player, game_id: i64) -> String {
        let site = store::sessions::by_token_hash(&self.db, &api::session::token_hash(&player.token))
            .await
            .unwrap()
            .expect("the player's site session");
        let token = api::session::new_token();
        let now = self.clock.now();
        let session = store::casino::sessions::NewSession {
            token_hash: &api::session::token_hash(&token),
            player_id: player.id,
            game_id,
            session_id: site.session_id,
            created_at: now,
            expires_at: now + chrono::Duration::hours(12),
        };
        store::casino::sessions::open(&self.db, &session).await.unwrap();
        token
    }

    /// A new game of `provider` and a session on it for `player`.
    pub async fn table(&self, provider: Provider, player: &Player) -> Table {
        let code = format!("game{}", rand::random::<u32>());
        let game_id = self.casino_game(provider, &code, "Nazar Slot", false).await;
        let token = self.casino_session(player, game_id).await;
        Table { provider, game_code: code, token }
    }

    /// Configures Hub88 to verify with the test key's public half.
    pub async fn configure_hub88(&self) {
        let pem = hub88_key().to_public_key().to_public_key_pem(LineEnding::LF).unwrap();
        let config = json!({"public_key": pem}).to_string().replace('\'', "''");
        let sql = format!("UPDATE casino_providers SET config = '{config}' WHERE id = {}", Provider::Hub88.id());
        store::testing::execute(&self.db, &sql).await.unwrap();
    }

    /// Calls `wallet/{provider}/{path}` with `body`, signed as `signing` says, and reads the answer (HTTP 200
    /// always).
    pub async fn wallet(&self, provider: Provider, path: &str, body: &Value, signing: Signing) -> Value {
        let raw = body.to_string();
        let answer = self.wallet_raw(provider, path, raw.as_bytes(), signing).await;
        assert_eq!(answer.status, 200, "{path}: {}", answer.text);
        answer.body
    }

    pub async fn wallet_raw(&self, provider: Provider, path: &str, raw: &[u8], signing: Signing) -> Answer {
        let url = self.url(&format!("/api/wallet/{}/{path}", provider.code()));
        let mut request = self.client.post(url).header("content-type", "application/json").body(raw.to_vec());
        let hmac = |secret: &[u8]| domain::signature::sign(secret, raw, self.clock.now());
        match (signing, provider) {
            (Signing::Right, Provider::Hub88) => {
                request = request.header("X-Hub88-Signature", rsa_signature(hub88_key(), raw));
            }
            (Signing::Right, provider) => {
                let secret = self.wallet_secret(provider).await;
                request = request.header("x-zar-signature", hmac(&secret));
            }
            (Signing::Hmac(secret), _) => request = request.header("x-zar-signature", hmac(&secret)),
            (Signing::None, _) => {}
        }
        self.send(request).await
    }

    /// `provider`'s HMAC secret: the built-in one as the server keeps it; for others, one set now.
    pub async fn wallet_secret(&self, provider: Provider) -> Vec<u8> {
        if provider == Provider::Zar {
            return api::seamless::zar_secret(&self.state).await.unwrap().into_bytes();
        }
        let wanted = format!("secret-of-{}", provider.code());
        store::casino::providers::ensure_secret(
            &self.db,
            provider.id(),
            "wallet_secret",
            Some(&wanted),
            String::new,
            self.clock.now(),
        )
        .await
        .unwrap()
        .into_bytes()
    }

    /// A bet of `kurus` on `table` in `round`.
    pub async fn bet(&self, table: &Table, uuid: &str, round: &str, kurus: i64) -> Value {
        self.wallet(table.provider, "transaction/bet", &bet_body(table, uuid, round, kurus), Signing::Right).await
    }

    /// A win of `kurus` for the bet `reference` in `round`, closing it.
    pub async fn win(&self, table: &Table, uuid: &str, reference: &str, round: &str, kurus: i64) -> Value {
        let body = with(
            bet_body(table, uuid, round, kurus),
            &[("reference_transaction_uuid", json!(reference)), ("round_closed", json!(true))],
        );
        self.wallet(table.provider, "transaction/win", &body, Signing::Right).await
    }

    /// A rollback of the bet `reference`.
    pub async fn rollback(&self, table: &Table, uuid: &str, reference: &str, round: &str) -> Value {
        let body = json!({"request_uuid": uuid::Uuid::new_v4().to_string(), "token": table.token, "user": "x",
            "transaction_uuid": uuid, "reference_transaction_uuid": reference, "round": round, "round_closed": true,
            "game_code": table.game_code});
        self.wallet(table.provider, "transaction/rollback", &body, Signing::Right).await
    }

    /// The player's cash, kuruş.
    pub async fn cash(&self, player: &Player) -> i64 {
        store::ledger::player_balance(&self.db, player.id).await.unwrap()
    }

    /// The ledger's invariants hold.
    pub async fn ledger_holds(&self) {
        assert_eq!(store::ledger::verify(&self.db).await.unwrap(), vec![]);
    }

    /// A registered player with `lira` in cash.
    pub async fn gambler(&self, lira: i64) -> Player {
        let player = self.player().register().await;
        if lira > 0 {
            self.transfer(Account::House, Account::PlayerCash(player.id), lira * 100).await;
        }
        player
    }

    /// How many casino transactions and ledger transactions there are (what a refusal must not change).
    pub async fn wallet_rows(&self) -> (i64, i64, i64) {
        let count = |table| store::testing::count(&self.db, table);
        (
            count("casino_transactions").await.unwrap(),
            count("casino_rounds").await.unwrap(),
            count("ledger_transactions").await.unwrap(),
        )
    }
}

pub fn bet_body(table: &Table, uuid: &str, round: &str, kurus: i64) -> Value {
    json!({"request_uuid": uuid::Uuid::new_v4().to_string(), "token": table.token, "user": "ignored",
        "transaction_uuid": uuid, "round": round, "round_closed": false, "game_code": table.game_code,
        "amount": kurus * UNITS, "currency": "TRY", "is_free": false, "bet": "spin"})
}

/// `body` with `fields` set (`Value::Null` removes one).
pub fn with(mut body: Value, fields: &[(&str, Value)]) -> Value {
    for (field, value) in fields {
        if value.is_null() {
            body.as_object_mut().unwrap().remove(*field);
        } else {
            body[*field] = value.clone();
        }
    }
    body
}

/// An `RS_OK` answer with `balance` kuruş for `player`.
#[track_caller]
fn assert_ok(answer: &Value, player: &Player, kurus: i64) {
    assert_eq!(answer["status"], "RS_OK", "{answer}");
    assert_eq!(answer["user"], player.username.to_lowercase(), "{answer}");
    assert_eq!(answer["currency"], "TRY", "{answer}");
    assert_eq!(answer["balance"], kurus * UNITS, "{answer}");
}

#[track_caller]
fn assert_status(answer: &Value, status: &str) {
    assert_eq!(answer["status"], status, "{answer}");
}

db_test!(user_info_and_balance_name_the_token_s_player, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    let ask = |token: &str| json!({"request_uuid": "r-1", "token": token, "game_code": table.game_code});

    let info = app.wallet(Provider::Zar, "user/info", &ask(&table.token), Signing::Right).await;
    assert_ok(&info, &player, 10_000);
    assert_eq!(info["request_uuid"], "r-1");
    // Hub88's user/info names the user instead of a token.
    let by_user = json!({"request_uuid": "r-2", "user": player.username});
    assert_ok(&app.wallet(Provider::Zar, "user/info", &by_user, Signing::Right).await, &player, 10_000);
    assert_ok(&app.wallet(Provider::Zar, "user/balance", &ask(&table.token), Signing::Right).await, &player, 10_000);

    for token in ["not-a-token", ""] {
        let answer = app.wallet(Provider::Zar, "user/balance", &ask(token), Signing::Right).await;
        assert_status(&answer, "RS_ERROR_INVALID_TOKEN");
        assert!(answer.get("balance").is_none(), "{answer}");
    }
    let nobody = json!({"request_uuid": "r-3", "user": "nobody-at-all"});
    assert_status(&app.wallet(Provider::Zar, "user/info", &nobody, Signing::Right).await, "RS_ERROR_INVALID_TOKEN");
    // Another provider's token is not this provider's.
    let other = app.table(Provider::Egt, &player).await;
    assert_status(
        &app.wallet(Provider::Zar, "user/balance", &ask(&other.token), Signing::Right).await,
        "RS_ERROR_INVALID_TOKEN",
    );
    // Unknown provider, unreadable bodies.
    let unknown = app.url("/api/wallet/nosuch/user/info");
    let answer = app.send(app.client.post(unknown).body("{\"request_uuid\":\"q\"}")).await;
    assert_eq!((answer.status, answer.body["status"].as_str()), (200, Some("RS_ERROR_INVALID_PARTNER")));
    assert_eq!(answer.body["request_uuid"], "q");
    let broken = app.wallet_raw(Provider::Zar, "user/info", b"{\"request_uuid\": ", Signing::Right).await;
    assert_eq!(broken.body["status"], "RS_ERROR_WRONG_SYNTAX");
    let typed = app.wallet_raw(Provider::Zar, "user/info", b"{\"request_uuid\": 5}", Signing::Right).await;
    assert_eq!(typed.body["status"], "RS_ERROR_WRONG_TYPES");
});

db_test!(a_bet_and_its_win_move_money_once_however_often_they_are_sent, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;

    let bet = app.bet(&table, "bet-1", "round-1", 1_000).await;
    assert_ok(&bet, &player, 9_000);
    let win = app.win(&table, "win-1", "bet-1", "round-1", 2_500).await;
    assert_ok(&win, &player, 11_500);
    assert_eq!(app.cash(&player).await, 11_500);

    // The provider retries both (new request ids): the first answers again, the balance of then included.
    let replayed_bet = app.bet(&table, "bet-1", "round-1", 1_000).await;
    assert_ok(&replayed_bet, &player, 9_000);
    assert_ok(&app.win(&table, "win-1", "bet-1", "round-1", 2_500).await, &player, 11_500);
    assert_eq!(app.cash(&player).await, 11_500, "money moved once");
    assert_eq!(store::ledger::balance(&app.db, Account::House).await.unwrap().minor(), -10_000 - 1_500);
    assert_eq!(app.wallet_rows().await.0, 2);

    // A replay that differs is a duplicate and moves nothing.
    assert_status(&app.bet(&table, "bet-1", "round-1", 2_000).await, "RS_ERROR_DUPLICATE_TRANSACTION");
    assert_status(&app.bet(&table, "bet-1", "round-2", 1_000).await, "RS_ERROR_DUPLICATE_TRANSACTION");
    assert_status(&app.win(&table, "bet-1", "bet-1", "round-1", 1_000).await, "RS_ERROR_DUPLICATE_TRANSACTION");
    assert_status(&app.win(&table, "win-1", "bet-1", "round-1", 2_600).await, "RS_ERROR_DUPLICATE_TRANSACTION");
    assert_eq!(app.cash(&player).await, 11_500);

    // A lost round: a bet, and a zero win that closes it.
    assert_ok(&app.bet(&table, "bet-2", "round-2", 500).await, &player, 11_000);
    assert_ok(&app.win(&table, "win-2", "bet-2", "round-2", 0).await, &player, 11_000);
    // Several bets in one round, then a win without a reference (settling the round).
    assert_ok(&app.bet(&table, "bet-3", "round-3", 100).await, &player, 10_900);
    assert_ok(&app.bet(&table, "bet-4", "round-3", 200).await, &player, 10_700);
    let round_win = with(bet_body(&table, "win-3", "round-3", 900), &[("round_closed", json!(true))]);
    assert_ok(&app.wallet(Provider::Zar, "transaction/win", &round_win, Signing::Right).await, &player, 11_600);
    assert_eq!(app.cash(&player).await, 11_600);
    app.ledger_holds().await;
});

db_test!(the_wallet_goes_on_after_its_database_connection_is_cut, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_ok(&app.bet(&table, "bet-1", "round-1", 1_000).await, &player, 9_000);

    // The committer keeps its connection between batches. PostgreSQL ends it (as a restart or a failover would);
    // SQLite's connections are in-process and cannot be cut, so there the calls below simply go on.
    if app.db.backend() == store::Backend::Postgres {
        let cut = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                   WHERE datname = current_database() AND pid <> pg_backend_pid()";
        store::testing::execute(&app.db, cut).await.unwrap();
    }
    assert_ok(&app.win(&table, "win-1", "bet-1", "round-1", 2_500).await, &player, 11_500);
    assert_ok(&app.bet(&table, "bet-2", "round-2", 500).await, &player, 11_000);
    assert_ok(&app.bet(&table, "bet-1", "round-1", 1_000).await, &player, 9_000);
    assert_eq!(app.cash(&player).await, 11_000, "every call moved money once");
    app.ledger_holds().await;
});

db_test!(a_rollback_refunds_its_bet_once, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_ok(&app.bet(&table, "bet-1", "round-1", 1_000).await, &player, 9_000);
    assert_ok(&app.rollback(&table, "rb-1", "bet-1", "round-1").await, &player, 10_000);
    // Sent again: the first answer; another rollback of it, or a win of it: rolled back; nothing moves.
    assert_ok(&app.rollback(&table, "rb-1", "bet-1", "round-1").await, &player, 10_000);
    assert_status(&app.rollback(&table, "rb-2", "bet-1", "round-1").await, "RS_ERROR_TRANSACTION_ROLLED_BACK");
    assert_status(&app.win(&table, "win-1", "bet-1", "round-1", 5_000).await, "RS_ERROR_TRANSACTION_ROLLED_BACK");
    assert_eq!(app.cash(&player).await, 10_000);
    // A rollback after the session ended still settles.
    assert_ok(&app.bet(&table, "bet-2", "round-2", 300).await, &player, 9_700);
    app.clock.advance(std::time::Duration::from_secs(13 * 3600));
    assert_ok(&app.rollback(&table, "rb-3", "bet-2", "round-2").await, &player, 10_000);
    app.ledger_holds().await;
});

db_test!(a_rollback_of_an_unknown_transaction_answers_so_and_bars_that_bet, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    let rows = app.wallet_rows().await;
    let answer = app.rollback(&table, "rb-1", "bet-late", "round-1").await;
    assert_status(&answer, "RS_ERROR_TRANSACTION_DOES_NOT_EXIST");
    assert!(answer.get("balance").is_none(), "{answer}");
    // Asked again: the same answer.
    assert_status(&app.rollback(&table, "rb-1", "bet-late", "round-1").await, "RS_ERROR_TRANSACTION_DOES_NOT_EXIST");
    // The bet it rolled back arrives late: refused, nothing moves.
    assert_status(&app.bet(&table, "bet-late", "round-1", 1_000).await, "RS_ERROR_TRANSACTION_ROLLED_BACK");
    assert_eq!(app.cash(&player).await, 10_000);
    let after = app.wallet_rows().await;
    assert_eq!((after.0, after.2), (rows.0 + 1, rows.2), "the rollback is remembered; no money moved");
    app.ledger_holds().await;
});

db_test!(refused_calls_answer_their_status_and_change_nothing, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_ok(&app.bet(&table, "bet-0", "round-0", 100).await, &player, 9_900);
    let before = (app.cash(&player).await, app.wallet_rows().await);
    let unchanged = async || assert_eq!((app.cash(&player).await, app.wallet_rows().await), before);
    let zar =
        |path: &'static str, body: Value| async move { app.wallet(Provider::Zar, path, &body, Signing::Right).await };

    // A win without its bet, or of a round that does not exist.
    assert_status(
        &app.win(&table, "win-x", "no-such-bet", "round-0", 1_000).await,
        "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
    );
    assert_status(&app.win(&table, "win-y", "bet-0", "round-9", 1_000).await, "RS_ERROR_TRANSACTION_DOES_NOT_EXIST");
    let roundless = with(bet_body(&table, "win-z", "round-9", 1_000), &[]);
    assert_status(&zar("transaction/win", roundless).await, "RS_ERROR_TRANSACTION_DOES_NOT_EXIST");
    unchanged().await;

    // Not enough money: the balance comes with the refusal.
    let answer = app.bet(&table, "bet-big", "round-1", 9_901).await;
    assert_eq!(answer["status"], "RS_ERROR_NOT_ENOUGH_MONEY");
    assert_eq!(answer["balance"], 9_900 * UNITS);
    unchanged().await;

    // Bad signatures: none, another secret, a changed body, an old one; a provider without a secret.
    let body = bet_body(&table, "bet-sig", "round-1", 100);
    for signing in [Signing::None, Signing::Hmac(b"not-the-secret".to_vec())] {
        let answer = app.wallet(Provider::Zar, "transaction/bet", &body, signing).await;
        assert_status(&answer, "RS_ERROR_INVALID_SIGNATURE");
    }
    let secret = app.wallet_secret(Provider::Zar).await;
    let raw = body.to_string();
    let signed = domain::signature::sign(&secret, raw.as_bytes(), app.clock.now());
    let url = app.url("/api/wallet/zar/transaction/bet");
    let tampered = raw.replace(&(100 * UNITS).to_string(), &UNITS.to_string());
    let answer = app.send(app.client.post(&url).header("x-zar-signature", &signed).body(tampered)).await;
    assert_eq!(answer.body["status"], "RS_ERROR_INVALID_SIGNATURE");
    let old = domain::signature::sign(&secret, raw.as_bytes(), app.clock.now() - chrono::Duration::minutes(6));
    let answer = app.send(app.client.post(&url).header("x-zar-signature", old).body(raw.clone())).await;
    assert_eq!(answer.body["status"], "RS_ERROR_INVALID_SIGNATURE");
    let egt = app.table(Provider::Egt, &player).await;
    let answer = app
        .wallet(Provider::Egt, "transaction/bet", &bet_body(&egt, "bet-egt", "r", 100), Signing::Hmac(secret.clone()))
        .await;
    assert_status(&answer, "RS_ERROR_INVALID_SIGNATURE");
    unchanged().await;

    // Another game, another currency, a part of a kuruş, missing fields.
    let other_game = with(bet_body(&table, "bet-g", "round-1", 100), &[("game_code", json!("other"))]);
    assert_status(&zar("transaction/bet", other_game).await, "RS_ERROR_INVALID_GAME");
    let euros = with(bet_body(&table, "bet-c", "round-1", 100), &[("currency", json!("EUR"))]);
    assert_status(&zar("transaction/bet", euros).await, "RS_ERROR_WRONG_CURRENCY");
    let fraction = with(bet_body(&table, "bet-f", "round-1", 100), &[("amount", json!(1_500))]);
    assert_status(&zar("transaction/bet", fraction).await, "RS_ERROR_WRONG_TYPES");
    let negative = with(bet_body(&table, "bet-n", "round-1", 100), &[("amount", json!(-100_000))]);
    assert_status(&zar("transaction/bet", negative).await, "RS_ERROR_WRONG_TYPES");
    let tokenless = with(bet_body(&table, "bet-t", "round-1", 100), &[("token", Value::Null)]);
    assert_status(&zar("transaction/bet", tokenless).await, "RS_ERROR_WRONG_SYNTAX");
    let amountless = with(bet_body(&table, "bet-a", "round-1", 100), &[("amount", Value::Null)]);
    assert_status(&zar("transaction/bet", amountless).await, "RS_ERROR_WRONG_SYNTAX");
    let unknown_token = with(bet_body(&table, "bet-u", "round-1", 100), &[("token", json!("forged"))]);
    assert_status(&zar("transaction/bet", unknown_token).await, "RS_ERROR_INVALID_TOKEN");
    unchanged().await;

    // A blocked player bets no more; after the block is lifted, the token still works.
    store::testing::set_player_blocked_at(&app.db, &player.username.to_lowercase(), app.clock.now()).await.unwrap();
    assert_status(&app.bet(&table, "bet-b", "round-1", 100).await, "RS_ERROR_USER_DISABLED");
    store::testing::execute(&app.db, "UPDATE players SET blocked_at = NULL").await.unwrap();
    unchanged().await;

    // An expired token bets no more, but the win of an earlier bet still settles.
    app.clock.advance(std::time::Duration::from_secs(13 * 3600));
    assert_status(&app.bet(&table, "bet-e", "round-1", 100).await, "RS_ERROR_TOKEN_EXPIRED");
    unchanged().await;
    assert_ok(&app.win(&table, "win-0", "bet-0", "round-0", 300).await, &player, 10_200);
    app.ledger_holds().await;
});

db_test!(a_session_ended_on_the_site_ends_its_bets, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    assert_ok(&app.bet(&table, "bet-1", "round-1", 100).await, &player, 9_900);
    let logout = app.send(app.client.get(app.url("/api/auth/logout")).bearer_auth(&player.token)).await;
    assert_eq!(logout.status, 200);
    assert_status(&app.bet(&table, "bet-2", "round-2", 100).await, "RS_ERROR_TOKEN_EXPIRED");
    assert_ok(&app.win(&table, "win-1", "bet-1", "round-1", 200).await, &player, 10_100);
});

db_test!(hub88_calls_are_verified_with_its_rsa_public_key, async |app: &TestApp| {
    let player = app.gambler(100).await;
    let table = app.table(Provider::Hub88, &player).await;
    let body = bet_body(&table, "h-bet-1", "h-round-1", 1_000);
    // Not configured yet: refused.
    assert_status(
        &app.wallet(Provider::Hub88, "transaction/bet", &body, Signing::Right).await,
        "RS_ERROR_INVALID_SIGNATURE",
    );
    app.configure_hub88().await;
    // The credentials are read again within seconds; wait for it rather than sleeping a fixed time.
    let mut answer = Value::Null;
    for _ in 0..100 {
        answer = app
            .wallet(
                Provider::Hub88,
                "user/balance",
                &json!({"request_uuid": "r", "token": table.token}),
                Signing::Right,
            )
            .await;
        if answer["status"] == "RS_OK" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_ok(&answer, &player, 10_000);
    assert_ok(&app.wallet(Provider::Hub88, "transaction/bet", &body, Signing::Right).await, &player, 9_000);
    // Another key's signature, a tampered body, an HMAC header: refused.
    let raw = bet_body(&table, "h-bet-2", "h-round-2", 100).to_string();
    let other = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 1024).unwrap();
    let url = app.url("/api/wallet/hub88/transaction/bet");
    let forged = app
        .send(
            app.client.post(&url).header("X-Hub88-Signature", rsa_signature(&other, raw.as_bytes())).body(raw.clone()),
        )
        .await;
    assert_eq!(forged.body["status"], "RS_ERROR_INVALID_SIGNATURE");
    let signed = rsa_signature(hub88_key(), raw.as_bytes());
    let tampered = raw.replace("h-round-2", "h-round-3");
    let answer = app.send(app.client.post(&url).header("X-Hub88-Signature", signed).body(tampered)).await;
    assert_eq!(answer.body["status"], "RS_ERROR_INVALID_SIGNATURE");
    let secret = app.wallet_secret(Provider::Zar).await;
    let answer = app
        .wallet(Provider::Hub88, "transaction/bet", &bet_body(&table, "h-bet-3", "r", 1), Signing::Hmac(secret))
        .await;
    assert_status(&answer, "RS_ERROR_INVALID_SIGNATURE");
    assert_eq!(app.cash(&player).await, 9_000);
});

db_test!(a_hundred_bets_at_once_never_overdraw_a_small_balance, async |app: &TestApp| {
    let player = app.gambler(10).await;
    let table = app.table(Provider::Zar, &player).await;
    // The first of 100 bets of ₺1 on ₺10; then the other 99 all at once, with the first sent five more times
    // among them.
    assert_ok(&app.bet(&table, "bet-0", "round-0", 100).await, &player, 900);
    let ids: Vec<(String, String)> = (1..100).map(|i| (format!("bet-{i}"), format!("round-{i}"))).collect();
    let mut calls = Vec::new();
    for (bet, round) in &ids {
        calls.push(app.bet(&table, bet, round, 100));
    }
    for _ in 0..5 {
        calls.push(app.bet(&table, "bet-0", "round-0", 100));
    }
    let answers = futures::future::join_all(calls).await;
    let (bets, replays) = answers.split_at(99);
    let ok = bets.iter().filter(|a| a["status"] == "RS_OK").count();
    let broke = bets.iter().filter(|a| a["status"] == "RS_ERROR_NOT_ENOUGH_MONEY").count();
    assert_eq!((ok, broke), (9, 90), "exactly nine more fit: {answers:?}");
    for replay in replays {
        assert_ok(replay, &player, 900);
    }
    assert_eq!(app.cash(&player).await, 0);
    assert_eq!(store::testing::count(&app.db, "casino_transactions").await.unwrap(), 10);
    app.ledger_holds().await;
});

db_test!(the_new_balance_reaches_the_player_s_open_tabs, async |app: &TestApp| {
    use futures::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let player = app.gambler(100).await;
    let table = app.table(Provider::Zar, &player).await;
    let url = app.url(&format!("/hub/frnotify?access_token={}&locale=en", player.token)).replacen("http", "ws", 1);
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    socket.send(Message::text("{\"protocol\":\"json\",\"version\":1}\u{1e}")).await.unwrap();
    assert_eq!(socket.next().await.unwrap().unwrap().to_text().unwrap(), "{}\u{1e}");
    assert_ok(&app.bet(&table, "bet-1", "round-1", 250).await, &player, 9_750);
    let pushed = async {
        while let Some(Ok(Message::Text(text))) = socket.next().await {
            for record in text.split('\u{1e}').filter(|r| !r.is_empty()) {
                let record: Value = serde_json::from_str(record).unwrap();
                if record["arguments"][0] == "Balance" {
                    return record["arguments"][1].clone();
                }
            }
        }
        Value::Null
    };
    let balance = tokio::time::timeout(std::time::Duration::from_secs(5), pushed).await.expect("a Balance push");
    assert_eq!(balance, json!({"balance": 97.5, "bonus": 0.0}));
});

db_test!(the_built_in_games_secret_is_made_once_and_kept, async |app: &TestApp| {
    let first = api::seamless::zar_secret(&app.state).await.unwrap();
    assert_eq!(first.len(), 64);
    assert_eq!(api::seamless::zar_secret(&app.state).await.unwrap(), first);
    let provider = store::casino::providers::get(&app.db, Provider::Zar.id()).await.unwrap().unwrap();
    assert_eq!(provider.secrets["wallet_secret"], first.as_str());
});

mod configured_secret {
    use super::*;

    fn settings() -> api::Settings {
        let mut settings = api::Settings::default();
        settings.wallet.zar_secret = Some(api::settings::Secret("shared-with-the-game-server".to_owned()));
        settings
    }

    db_test_with!(zar_games_wallet_secret_sets_it, settings(), async |app: &TestApp| {
        assert_eq!(api::seamless::zar_secret(&app.state).await.unwrap(), "shared-with-the-game-server");
        let player = app.gambler(5).await;
        let table = app.table(Provider::Zar, &player).await;
        let body = json!({"request_uuid": "r", "token": table.token});
        let answer =
            app.wallet(Provider::Zar, "user/info", &body, Signing::Hmac(b"shared-with-the-game-server".to_vec())).await;
        assert_ok(&answer, &player, 500);
    });
}
