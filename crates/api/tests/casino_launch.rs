//! Game launch over HTTP on both databases: who may launch, which games, the answer of a provider without
//! credentials (never a url, no session), the built-in provider's page and its casino session, Hub88 against a
//! real local Hub88 that checks the RSA signature, SoftGamings against a local Fundist that checks the hash,
//! the signed urls of the other providers, and upstream failures.

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::{Arc, Mutex, OnceLock},
    time::Duration,
};

use axum::{
    Router,
    body::Bytes,
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use base64::Engine;
use domain::{casino::Provider, operator::Role};
use rsa::{
    RsaPrivateKey, RsaPublicKey,
    pkcs1v15::{Signature, VerifyingKey},
    pkcs8::{EncodePrivateKey, LineEnding},
    signature::Verifier,
};
use serde_json::{Value, json};
use sha2::Sha256;
use store::casino::sessions::Resolved;

use crate::common::{Answer, TestApp, people::Player};

/// The launch calls of the six external providers, each with a valid payload for `code`.
fn external_calls(code: &str) -> Vec<(Provider, &'static str, Value)> {
    vec![
        (Provider::Digitain, "/api/casino/dtlaunchurl", json!({"code": code})),
        (Provider::EveryMatrix, "/api/casino/emlaunchurl", json!({"code": code, "productId": "77"})),
        (Provider::Amusnet, "/api/casino/amusnetlaunchurl", json!({"code": code, "isMobile": false})),
        (
            Provider::Egt,
            "/api/casino/egtlaunchurl",
            json!({"platform": 1, "gameCode": code, "language": "tr", "lobbyUrl": "/casino/slot"}),
        ),
        (
            Provider::Hub88,
            "/api/casino/hub88launchurl",
            json!({"platform": 2, "gameCode": code, "language": "en", "lobbyUrl": "/casino/slot"}),
        ),
        (
            Provider::SoftGamings,
            "/api/casino/softgamingslaunchurl",
            json!({"system": "998", "pageCode": code, "isMobile": 1}),
        ),
    ]
}

impl TestApp {
    /// Puts an enabled game of `provider` in the catalogue, with the product or system its launch call needs.
    async fn launch_game(&self, provider: Provider, code: &str) -> i64 {
        let id = self.casino_game(provider, code, &format!("Game {code}"), false).await;
        let (product, system) = match provider {
            Provider::EveryMatrix => ("77", ""),
            Provider::SoftGamings => ("", "998"),
            _ => return id,
        };
        let sql = format!("UPDATE casino_games SET product_id = '{product}', system = '{system}' WHERE id = {id}");
        store::testing::execute(&self.db, &sql).await.unwrap();
        id
    }

    /// Configures provider `provider` as an admin would (asserting success).
    async fn configure(&self, provider: Provider, change: Value) {
        let admin = self.operator(Role::Admin).login().await;
        let answer = self.put_as(&format!("/api/admin/casino/providers/{}", provider.id()), &admin, &change).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
    }

    async fn sessions(&self) -> i64 {
        store::testing::count(&self.db, "casino_sessions").await.unwrap()
    }

    /// The casino session of `token`.
    async fn resolve(&self, token: &str) -> Resolved {
        store::casino::sessions::resolve(&self.db, &api::session::token_hash(token)).await.unwrap().expect("session")
    }
}

/// The value of `name` in `url`'s query, decoded.
fn param(url: &str, name: &str) -> String {
    let query = url.split_once('?').map(|(_, q)| q).unwrap_or_default();
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| percent_encoding::percent_decode_str(value).decode_utf8().unwrap().into_owned())
        .unwrap_or_else(|| panic!("no {name} in {url}"))
}

fn assert_refused(answer: &Answer, status: u16, code: &str) {
    assert_eq!((answer.status, answer.code()), (status, code), "{}", answer.text);
    assert_eq!(answer.body["success"], false);
    assert_eq!(answer.body["data"], Value::Null, "a refused launch carries no url");
}

db_test!(without_credentials_every_provider_answers_not_configured_and_opens_no_session, async |app: &TestApp| {
    let player = app.player().register().await;
    for (provider, path, body) in external_calls("g1") {
        app.launch_game(provider, "g1").await;
        let answer = app.post_as(path, &player.token, &body).await;
        assert_refused(&answer, 400, "casino.provider_not_configured");
        assert_eq!(answer.message(), "This game provider has not been set up yet. Please choose another game.");
        let turkish = app.send(app.client.post(app.url(path)).bearer_auth(&player.token).json(&body)).await;
        assert_eq!(turkish.message(), "Bu oyun sağlayıcısı henüz yapılandırılmadı. Lütfen başka bir oyun seçin.");
    }
    assert_eq!(app.sessions().await, 0);

    // Half a configuration is still none: Hub88 without its private key.
    app.configure(Provider::Hub88, json!({"config": {"api_url": "https://api.hub88.test", "operator_id": 5}})).await;
    let (_, path, body) = external_calls("g1").remove(4);
    assert_refused(&app.post_as(path, &player.token, &body).await, 400, "casino.provider_not_configured");
    assert_eq!(app.sessions().await, 0);
});

db_test!(a_visitor_or_a_blocked_player_cannot_launch, async |app: &TestApp| {
    app.launch_game(Provider::Zar, "dice").await;
    let zar = ("/api/casino/zarlaunchurl", json!({"gameCode": "dice", "platform": 1, "language": "tr"}));
    let mut calls: Vec<(&str, Value)> = external_calls("g1").into_iter().map(|(_, path, body)| (path, body)).collect();
    calls.push(zar.clone());
    for (path, body) in &calls {
        let answer = app.post(path, "en", body).await;
        assert_eq!((answer.status, answer.code()), (401, "auth.unauthorized"), "{path}: {}", answer.text);
        let garbage = app.post_as(path, "not-a-token", body).await;
        assert_eq!(garbage.status, 401, "{path}");
    }

    // Blocked behind the session's back (its session still open): refused all the same.
    let player = app.player().register().await;
    store::testing::set_player_blocked_at(&app.db, &player.username, app.clock.now()).await.unwrap();
    let answer = app.post_as(zar.0, &player.token, &zar.1).await;
    assert_eq!(answer.status, 401, "{}", answer.text);
    assert_eq!(app.sessions().await, 0);
});

db_test!(unknown_and_disabled_games_and_switched_off_providers_are_refused, async |app: &TestApp| {
    let player = app.player().register().await;
    let game = app.launch_game(Provider::Zar, "dice").await;
    let launch = |code: &str| json!({"gameCode": code, "platform": 1, "language": "en", "lobbyUrl": "/casino/games"});
    let path = "/api/casino/zarlaunchurl";

    assert_refused(&app.post_as(path, &player.token, &launch("no-such-game")).await, 404, "casino.game_not_found");
    // A code of another provider is not this provider's game.
    app.launch_game(Provider::Egt, "egt-only").await;
    assert_refused(&app.post_as(path, &player.token, &launch("egt-only")).await, 404, "casino.game_not_found");

    store::testing::execute(&app.db, &format!("UPDATE casino_games SET enabled = FALSE WHERE id = {game}"))
        .await
        .unwrap();
    assert_refused(&app.post_as(path, &player.token, &launch("dice")).await, 404, "casino.game_not_found");
    store::testing::execute(&app.db, &format!("UPDATE casino_games SET enabled = TRUE WHERE id = {game}"))
        .await
        .unwrap();

    app.configure(Provider::Zar, json!({"enabled": false})).await;
    let off = app.post_as(path, &player.token, &launch("dice")).await;
    assert_refused(&off, 400, "casino.provider_disabled");
    app.configure(Provider::Zar, json!({"enabled": true})).await;
    assert_eq!(app.sessions().await, 0);

    // EveryMatrix: a productId that is not the game's.
    app.launch_game(Provider::EveryMatrix, "em-slug").await;
    let em =
        app.post_as("/api/casino/emlaunchurl", &player.token, &json!({"code": "em-slug", "productId": "12"})).await;
    assert_refused(&em, 404, "casino.game_not_found");

    // Bad payloads: every refused field at once.
    let bad = app
        .post_as(path, &player.token, &json!({"gameCode": "", "platform": 3, "lobbyUrl": "javascript:alert(1)"}))
        .await;
    assert_eq!(bad.status, 422, "{}", bad.text);
    for field in ["gameCode", "platform", "lobbyUrl"] {
        assert!(bad.body["errors"][field].is_array(), "{field}: {}", bad.text);
    }
    let no_code = app.post_as("/api/casino/dtlaunchurl", &player.token, &json!({})).await;
    assert_eq!((no_code.status, no_code.body["errors"]["code"].is_array()), (422, true), "{}", no_code.text);
    let mobile = app.post_as("/api/casino/amusnetlaunchurl", &player.token, &json!({"code": "x", "isMobile": 7})).await;
    assert_eq!(mobile.status, 422, "{}", mobile.text);
    assert_eq!(app.sessions().await, 0);

    // And the game launches once all is well.
    assert_eq!(app.post_as(path, &player.token, &launch("dice")).await.status, 200);
    assert_eq!(app.sessions().await, 1);
});

db_test!(a_built_in_game_launches_into_a_casino_session_of_the_player, async |app: &TestApp| {
    let player = app.player().register().await;
    let game = app.launch_game(Provider::Zar, "dice").await;
    let body = json!({"gameCode": "dice", "platform": 2, "language": "en", "lobbyUrl": "/casino/games?x=1"});
    let before = app.clock.now();
    let answer = app.post_as("/api/casino/zarlaunchurl", &player.token, &body).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let url = answer.body["data"].as_str().unwrap();
    assert!(url.starts_with("/games/dice?token="), "{url}");
    assert!(url.ends_with("&lang=en&lobby=%2Fcasino%2Fgames%3Fx%3D1"), "{url}");
    let token = param(url, "token");
    assert_eq!(token.len(), 43, "a 256-bit token");

    let session = app.resolve(&token).await;
    assert_eq!((session.player_id, session.game_id, session.game_code.as_str()), (player.id, game, "dice"));
    assert_eq!(session.provider_id, Provider::Zar.id());
    assert_eq!(session.username, player.username);
    let lifetime = session.expires_at - before;
    assert!(
        lifetime >= chrono::Duration::hours(12)
            && lifetime < chrono::Duration::hours(12) + chrono::Duration::minutes(1)
    );
    assert!(session.is_live(app.clock.now()));
    assert!(!session.is_live(session.expires_at));

    // A second launch is a second session; without lobbyUrl the game's lobby is the way back, in the
    // request's language.
    let again = app
        .send(
            app.client
                .post(app.url("/api/casino/zarlaunchurl"))
                .header("x-locale", "tr")
                .bearer_auth(&player.token)
                .json(&json!({"gameCode": "dice", "platform": 1})),
        )
        .await;
    let again = again.body["data"].as_str().unwrap().to_owned();
    assert!(again.ends_with("&lang=tr&lobby=%2Fcasino%2Fslot"), "{again}");
    assert_ne!(param(&again, "token"), token);
    assert_eq!(app.sessions().await, 2);

    // Ending the site session ends what was launched from it.
    let logout = app.send(app.client.get(app.url("/api/auth/logout")).bearer_auth(&player.token)).await;
    assert_eq!(logout.status, 200);
    let ended = app.resolve(&token).await;
    assert!(ended.site_session_ended && !ended.is_live(app.clock.now()));
});

/// A test RSA key pair, made once per test run.
fn key(n: usize) -> &'static RsaPrivateKey {
    static KEYS: [OnceLock<RsaPrivateKey>; 2] = [OnceLock::new(), OnceLock::new()];
    KEYS[n].get_or_init(|| RsaPrivateKey::new(&mut rsa::rand_core::OsRng, 2048).unwrap())
}

fn pem(key: &RsaPrivateKey) -> String {
    key.to_pkcs8_pem(LineEnding::LF).unwrap().to_string()
}

/// How the local Hub88 answers a correctly signed game url call.
#[derive(Clone)]
enum Hub88Answer {
    Url(String),
    Status(u16),
    Slow(Duration),
    NoUrl,
}

#[derive(Clone)]
struct FakeHub88 {
    public: RsaPublicKey,
    answer: Arc<Mutex<Hub88Answer>>,
    /// The bodies of the correctly signed calls.
    seen: Arc<Mutex<Vec<Value>>>,
    refused: Arc<Mutex<u32>>,
}

/// Hub88's `POST /operator/generic/v2/game/url`: checks `X-Hub88-Signature` (RSA-SHA256 of the raw body,
/// base64) with the operator's public key, as Hub88 does.
async fn hub88_game_url(State(fake): State<FakeHub88>, headers: HeaderMap, body: Bytes) -> Response {
    let signature = headers
        .get("x-hub88-signature")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| base64::engine::general_purpose::STANDARD.decode(v).ok())
        .and_then(|bytes| Signature::try_from(bytes.as_slice()).ok());
    let valid = signature.is_some_and(|s| VerifyingKey::<Sha256>::new(fake.public.clone()).verify(&body, &s).is_ok());
    let json_type = headers.get("content-type").is_some_and(|v| v == "application/json");
    if !valid || !json_type {
        *fake.refused.lock().unwrap() += 1;
        return (StatusCode::UNAUTHORIZED, axum::Json(json!({"error": "RS_ERROR_INVALID_SIGNATURE"}))).into_response();
    }
    fake.seen.lock().unwrap().push(serde_json::from_slice(&body).unwrap());
    let answer = fake.answer.lock().unwrap().clone();
    match answer {
        Hub88Answer::Url(url) => axum::Json(json!({"url": url})).into_response(),
        Hub88Answer::Status(code) => (StatusCode::from_u16(code).unwrap(), "upstream trouble").into_response(),
        Hub88Answer::Slow(wait) => {
            tokio::time::sleep(wait).await;
            axum::Json(json!({"url": "https://late.hub88.test/"})).into_response()
        }
        Hub88Answer::NoUrl => axum::Json(json!({"message": "ok"})).into_response(),
    }
}

/// Serves `router` on a random loopback port; its address.
async fn serve(router: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    addr
}

async fn fake_hub88(answer: Hub88Answer) -> (FakeHub88, String) {
    let fake = FakeHub88 {
        public: key(0).to_public_key(),
        answer: Arc::new(Mutex::new(answer)),
        seen: Arc::default(),
        refused: Arc::default(),
    };
    let router = Router::new().route("/operator/generic/v2/game/url", post(hub88_game_url)).with_state(fake.clone());
    let addr = serve(router).await;
    (fake, format!("http://{addr}"))
}

async fn hub88_launch(app: &TestApp, player: &Player) -> Answer {
    let body = json!({"platform": 2, "gameCode": "hub_book", "language": "tr", "lobbyUrl": "/casino/slot"});
    app.post_as("/api/casino/hub88launchurl", &player.token, &body).await
}

db_test!(hub88_launches_with_a_request_signed_as_hub88_checks_it, async |app: &TestApp| {
    let (hub88, api_url) = fake_hub88(Hub88Answer::Url("https://games.hub88.test/launch/abc?x=1".into())).await;
    let game = app.launch_game(Provider::Hub88, "hub_book").await;
    app.configure(
        Provider::Hub88,
        json!({"config": {"api_url": format!("{api_url}/"), "operator_id": 77, "sub_partner_id": "zar-tr"},
               "secrets": {"private_key": pem(key(0))}}),
    )
    .await;
    let player = app.player().register().await;
    let answer = hub88_launch(app, &player).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["data"], "https://games.hub88.test/launch/abc?x=1", "Hub88's url, as it answered");

    let seen = hub88.seen.lock().unwrap().clone();
    assert_eq!(seen.len(), 1);
    let sent = &seen[0];
    let token = sent["token"].as_str().unwrap();
    assert_eq!(
        sent,
        &json!({"user": player.username, "token": token, "sub_partner_id": "zar-tr", "platform": "GPL_MOBILE",
            "operator_id": 77, "meta": {}, "lobby_url": "http://127.0.0.1:8080/casino/slot", "lang": "tr",
            "ip": "127.0.0.1", "game_code": "hub_book", "deposit_url": "http://127.0.0.1:8080/dashboard/deposit",
            "currency": "TRY", "game_currency": "TRY", "country": "TR"})
    );
    let session = app.resolve(token).await;
    assert_eq!((session.player_id, session.game_id, session.provider_id), (player.id, game, Provider::Hub88.id()));
    assert_eq!(app.sessions().await, 1);

    // Signed with a key Hub88 does not know: Hub88 refuses, the player is told the provider is unavailable
    // and the session opened for it is gone again.
    app.configure(Provider::Hub88, json!({"secrets": {"private_key": pem(key(1))}})).await;
    let refused = hub88_launch(app, &player).await;
    assert_refused(&refused, 502, "casino.provider_unavailable");
    assert_eq!(*hub88.refused.lock().unwrap(), 1);
    assert!(refused.body["requestId"].as_str().is_some_and(|id| refused.message().contains(id)), "{}", refused.text);
    assert_eq!(app.sessions().await, 1);
});

fn quick_timeouts() -> api::Settings {
    let mut settings = api::Settings { dev_outbox: true, ..Default::default() };
    settings.casino.provider_timeout = Duration::from_millis(400);
    settings
}

db_test_with!(a_failing_hub88_is_provider_unavailable_and_keeps_no_session, quick_timeouts(), async |app: &TestApp| {
    let (hub88, api_url) = fake_hub88(Hub88Answer::Status(500)).await;
    app.launch_game(Provider::Hub88, "hub_book").await;
    app.configure(
        Provider::Hub88,
        json!({"config": {"api_url": api_url, "operator_id": "77"}, "secrets": {"private_key": pem(key(0))}}),
    )
    .await;
    let player = app.player().register().await;
    for answer in [
        Hub88Answer::Status(500),
        Hub88Answer::Status(404),
        Hub88Answer::NoUrl,
        Hub88Answer::Slow(Duration::from_secs(2)),
        Hub88Answer::Url("javascript:alert(1)".into()),
    ] {
        *hub88.answer.lock().unwrap() = answer;
        let failed = hub88_launch(app, &player).await;
        assert_refused(&failed, 502, "casino.provider_unavailable");
    }
    assert_eq!(hub88.seen.lock().unwrap().len(), 5, "every call reached Hub88, signed");
    assert_eq!(app.sessions().await, 0);

    // Nobody listening at all.
    let closed = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap().local_addr().unwrap();
    app.configure(Provider::Hub88, json!({"config": {"api_url": format!("http://{closed}"), "operator_id": 77}})).await;
    assert_refused(&hub88_launch(app, &player).await, 502, "casino.provider_unavailable");
    assert_eq!(app.sessions().await, 0);
});

#[derive(Clone, Default)]
struct FakeFundist {
    seen: Arc<Mutex<Vec<HashMap<String, String>>>>,
}

const FUNDIST_KEY: &str = "fundist-key";
const FUNDIST_PASSWORD: &str = "fundist-password";
const SERVER_IP: &str = "203.0.113.9";

/// Fundist's `User/AuthHTML`: checks the positional MD5 hash with the operator's key and password.
async fn fundist_auth_html(
    State(fake): State<FakeFundist>,
    axum::extract::Path(key): axum::extract::Path<String>,
    Query(params): Query<HashMap<String, String>>,
) -> String {
    let field = |name: &str| params.get(name).cloned().unwrap_or_default();
    let expected = api::casino::launch::softgamings::hash(&[
        "User/AuthHTML",
        SERVER_IP,
        &field("TID"),
        FUNDIST_KEY,
        &field("Login"),
        &field("Password"),
        &field("System"),
        FUNDIST_PASSWORD,
    ]);
    if key != FUNDIST_KEY || field("Hash") != expected {
        return "35,Invalid hash".to_owned();
    }
    fake.seen.lock().unwrap().push(params.clone());
    if field("Page") == "broken" {
        return "14,Game is not available".to_owned();
    }
    format!("1,<div id=\"game\"></div><script>start('{}')</script>", field("Page"))
}

db_test!(softgamings_launches_through_fundist_auth_html_and_answers_its_html, async |app: &TestApp| {
    let fake = FakeFundist::default();
    let router =
        Router::new().route("/System/Api/{key}/User/AuthHTML/", get(fundist_auth_html)).with_state(fake.clone());
    let addr = serve(router).await;
    let game = app.launch_game(Provider::SoftGamings, "sg-page").await;
    app.launch_game(Provider::SoftGamings, "broken").await;
    app.configure(
        Provider::SoftGamings,
        json!({"config": {"api_url": format!("http://{addr}"), "server_ip": SERVER_IP},
               "secrets": {"api_key": FUNDIST_KEY, "api_password": FUNDIST_PASSWORD, "player_password_key": "pw"}}),
    )
    .await;
    let player = app.player().register().await;
    let body = json!({"system": "998", "pageCode": "sg-page", "isMobile": 1});
    let answer = app.post_as("/api/casino/softgamingslaunchurl", &player.token, &body).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["data"], "<div id=\"game\"></div><script>start('sg-page')</script>");

    let sent = fake.seen.lock().unwrap()[0].clone();
    assert_eq!(sent["Login"], format!("zar_{}", player.id));
    assert_eq!((sent["System"].as_str(), sent["Page"].as_str()), ("998", "sg-page"));
    assert_eq!((sent["Currency"].as_str(), sent["Country"].as_str(), sent["IsMobile"].as_str()), ("TRY", "TR", "1"));
    assert_eq!((sent["Language"].as_str(), sent["UserIP"].as_str()), ("en", "127.0.0.1"));
    assert_eq!(sent["TID"].len(), 32);
    let session = app.resolve(&sent["ExtParam"]).await;
    assert_eq!((session.player_id, session.game_id), (player.id, game));

    // The same player logs in to Fundist with the same password every time.
    app.post_as("/api/casino/softgamingslaunchurl", &player.token, &body).await;
    let seen = fake.seen.lock().unwrap().clone();
    assert_eq!(seen[1]["Password"], seen[0]["Password"]);
    assert_ne!(seen[1]["TID"], seen[0]["TID"]);

    // A system that is not the game's is not the game; Fundist's refusal is the provider failing.
    let other = app
        .post_as("/api/casino/softgamingslaunchurl", &player.token, &json!({"system": "5", "pageCode": "sg-page"}))
        .await;
    assert_refused(&other, 404, "casino.game_not_found");
    let broken = app
        .post_as("/api/casino/softgamingslaunchurl", &player.token, &json!({"system": "998", "pageCode": "broken"}))
        .await;
    assert_refused(&broken, 502, "casino.provider_unavailable");
    assert_eq!(app.sessions().await, 2);

    // A wrong password at SoftGamings: its hash does not match, the launch fails.
    app.configure(Provider::SoftGamings, json!({"secrets": {"api_password": "wrong"}})).await;
    assert_refused(
        &app.post_as("/api/casino/softgamingslaunchurl", &player.token, &body).await,
        502,
        "casino.provider_unavailable",
    );
    assert_eq!(app.sessions().await, 2);
});

/// The page SoftGamings' HTML runs in has a policy of its own that lets inline scripts run, but always in an
/// opaque-origin sandbox; the site's own pages keep `script-src 'self'`.
#[tokio::test]
async fn the_frame_host_runs_a_providers_html_sandboxed() {
    let app = TestApp::spawn(store::Backend::Sqlite).await;
    let host = app.get("/casino/frame-host", "tr").await;
    assert_eq!(host.status, 200);
    let policy = host.headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("script-src 'unsafe-inline' https:"), "{policy}");
    assert!(policy.contains("sandbox allow-scripts allow-forms allow-popups"), "{policy}");
    assert!(!policy.contains("allow-same-origin"), "{policy}");
    assert!(host.text.contains("zar.frame-html"));
    let site = app.get("/api/health", "tr").await;
    let site_policy = site.headers["content-security-policy"].to_str().unwrap();
    let scripts = site_policy.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
    assert!(scripts.contains("'self'") && !scripts.contains("unsafe-inline"), "{site_policy}");
}

db_test!(egt_amusnet_and_digitain_launch_urls_are_signed_and_everymatrix_carries_the_token, async |app: &TestApp| {
    let player = app.player().register().await;
    let cases = [
        (
            Provider::Egt,
            "https://egt.test/launch",
            "operator_id",
            "/api/casino/egtlaunchurl",
            json!({"platform": 2, "gameCode": "g1", "language": "en", "lobbyUrl": "https://zar.test/casino/live"}),
        ),
        (
            Provider::Amusnet,
            "https://amusnet.test/play?brand=zar",
            "portal_code",
            "/api/casino/amusnetlaunchurl",
            json!({"code": "g1", "isMobile": true}),
        ),
        (
            Provider::Digitain,
            "https://digitain.test/start",
            "partner_id",
            "/api/casino/dtlaunchurl",
            json!({"code": "g1"}),
        ),
    ];
    for (provider, launch_url, id_key, path, body) in cases {
        let game = app.launch_game(provider, "g1").await;
        let secret = format!("{}-signing-key", provider.code());
        app.configure(
            provider,
            json!({"config": {"launch_url": launch_url, id_key: "zar-7"},
            "secrets": {"signing_key": secret}}),
        )
        .await;
        let answer = app.post_as(path, &player.token, &body).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        let url = answer.body["data"].as_str().unwrap();
        assert!(url.starts_with(launch_url), "{url}");
        let query = &url[url.find('?').unwrap() + 1..];
        let (signed, signature) = query.rsplit_once("&signature=").unwrap();
        let signed = signed.strip_prefix("brand=zar&").unwrap_or(signed);
        let header = percent_encoding::percent_decode_str(signature).decode_utf8().unwrap();
        let verified = domain::signature::verify(
            secret.as_bytes(),
            Some(&header),
            signed.as_bytes(),
            app.clock.now(),
            chrono::Duration::seconds(5),
        );
        assert_eq!(verified, Ok(()), "{url}");
        let tampered = signed.replace("gameId=g1", "gameId=g2");
        assert!(
            domain::signature::verify(
                secret.as_bytes(),
                Some(&header),
                tampered.as_bytes(),
                app.clock.now(),
                chrono::Duration::seconds(5)
            )
            .is_err()
        );
        assert_eq!((param(url, "gameId").as_str(), param(url, "playerId")), ("g1", player.username.clone()));
        assert_eq!((param(url, "currency").as_str(), param(url, "country").as_str()), ("TRY", "TR"));
        let session = app.resolve(&param(url, "token")).await;
        assert_eq!((session.player_id, session.game_id), (player.id, game));
    }
    let egt = app.post_as("/api/casino/egtlaunchurl", &player.token, &cases_body_egt()).await;
    let egt = egt.body["data"].as_str().unwrap();
    assert_eq!(
        (param(egt, "platform").as_str(), param(egt, "lobbyUrl").as_str()),
        ("mobile", "https://zar.test/casino/live")
    );
    assert_eq!(param(egt, "operatorId"), "zar-7");

    let em = app.launch_game(Provider::EveryMatrix, "em-slug").await;
    app.configure(
        Provider::EveryMatrix,
        json!({"config": {"launch_url": "https://gamelaunch.everymatrix.test/", "domain_id": "4093"}}),
    )
    .await;
    let answer =
        app.post_as("/api/casino/emlaunchurl", &player.token, &json!({"code": "em-slug", "productId": "77"})).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let url = answer.body["data"].as_str().unwrap();
    assert!(
        url.starts_with(
            "https://gamelaunch.everymatrix.test/Loader/Start/4093/em-slug?language=en&funMode=False&_sid="
        ),
        "{url}"
    );
    assert_eq!(app.resolve(&param(url, "_sid")).await.game_id, em);
});

fn cases_body_egt() -> Value {
    json!({"platform": 2, "gameCode": "g1", "language": "en", "lobbyUrl": "https://zar.test/casino/live"})
}
