//! One site with the sportsbook in it, a feed the test writes, and a player with money.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, Mutex},
};

use chrono::{DateTime, Utc};
use domain::{
    casino::Provider,
    clock::Clock,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
    sportsbook::MatchResult,
};
use serde_json::{Value, json};
use sportsbook::{Config, Sportsbook, feed::Feed};
use store::{
    Backend, Db,
    sportsbook::events::{Event, NewEvent},
    testing::FreshDb,
};

/// A feed whose results the test sets; its fixtures are the ones the test adds.
#[derive(Default)]
pub struct TestFeed {
    pub results: Mutex<HashMap<String, MatchResult>>,
}

impl Feed for TestFeed {
    fn fixtures(&self, _: DateTime<Utc>, _: DateTime<Utc>) -> Vec<NewEvent> {
        Vec::new()
    }

    fn result(&self, event: &Event) -> Option<MatchResult> {
        self.results.lock().unwrap().get(&event.feed_key).cloned()
    }
}

pub struct Harness {
    pub base: String,
    pub db: Db,
    pub clock: Clock,
    pub book: Sportsbook,
    pub feed: Arc<TestFeed>,
    pub client: reqwest::Client,
    _fresh: FreshDb,
}

/// A player: the site's session token and the sportsbook's partner token.
pub struct Player {
    pub token: String,
    pub partner: String,
    pub id: i64,
    pub username: String,
}

pub struct Answer {
    pub status: u16,
    pub body: Value,
}

impl Answer {
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or_default()
    }
}

pub fn kurus(value: &Value) -> i64 {
    (value.as_f64().unwrap_or_else(|| panic!("{value} is not a number")) * 100.0).round() as i64
}

impl Harness {
    /// The site with the sportsbook on a feed the test writes.
    pub async fn start(backend: Backend) -> Harness {
        let feed = Arc::new(TestFeed::default());
        Harness::start_on(backend, feed.clone(), feed, |_| {}).await
    }

    /// The site with the sportsbook on `feed` (`results` is the test's hold on a [`TestFeed`], unused otherwise),
    /// its config changed by `configure`.
    pub async fn start_on(
        backend: Backend,
        feed: Arc<dyn Feed>,
        results: Arc<TestFeed>,
        configure: impl FnOnce(&mut Config),
    ) -> Harness {
        let fresh = FreshDb::require(backend).await;
        let settings = api::Settings { dev_outbox: true, ..Default::default() };
        let state = api::AppState::new(fresh.db.clone(), settings);
        let clock = state.clock.clone();
        let secret = api::seamless::partner_secret(&state, Provider::Sportsbook).await.unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let mut config = Config::new(&format!("{base}/api/wallet/sportsbook"), &secret, PathBuf::from("/nonexistent"));
        config.recovery_after = std::time::Duration::ZERO;
        configure(&mut config);
        let book = Sportsbook::with_feed(config, fresh.db.clone(), clock.clone(), feed);
        let routes = api::api_routes().merge(book.router());
        let app = api::site(state, routes);
        tokio::spawn(api::serve(listener, app, std::future::pending()));
        Harness {
            base,
            db: fresh.db.clone(),
            clock,
            book,
            feed: results,
            client: reqwest::Client::new(),
            _fresh: fresh,
        }
    }

    /// A registered player with `lira` of cash.
    pub async fn player(&self, lira: i64) -> Player {
        let n: u64 = rand::random_range(1_000_000_000..10_000_000_000);
        let form = json!({
            "name": "Ayşe", "surname": "Yılmaz", "username": format!("sb{n}"), "email": format!("sb{n}@zar.test"),
            "phone": format!("905{}", rand::random_range(100_000_000u64..1_000_000_000)), "country": 228,
            "currencyId": 1, "birthDate": "1990-05-17", "birthDateDay": "17", "birthDateMonth": "05",
            "birthDateYear": "1990", "trialBonus": 0, "password": "secret123", "password2": "secret123"
        });
        let response = self.client.post(format!("{}/api/auth/register", self.base)).json(&form).send().await.unwrap();
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["success"], json!(true), "{body}");
        let token = body["data"]["token"].as_str().unwrap().to_owned();
        let partner = body["data"]["betsyToken"].as_str().unwrap().to_owned();
        let id = store::players::by_username(&self.db, &format!("sb{n}")).await.unwrap().unwrap().id;
        if lira > 0 {
            let funding = Transfer::between(Account::House, Account::PlayerCash(id), Money(lira * 100)).unwrap();
            let key = IdempotencyKey::parse(format!("test:{n}")).unwrap();
            store::ledger::post(&self.db, Kind::Adjustment, &key, "test", &funding, self.clock.now()).await.unwrap();
        }
        Player { token, partner, id, username: format!("sb{n}") }
    }

    /// A new session for `player` (after the clock moved past the last one's life): its partner token.
    pub async fn log_in(&self, player: &mut Player) {
        let body = json!({"username": player.username, "password": "secret123"});
        let response = self.client.post(format!("{}/api/auth/login", self.base)).json(&body).send().await.unwrap();
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["success"], json!(true), "{body}");
        player.token = body["data"]["token"].as_str().unwrap().to_owned();
        player.partner = body["data"]["betsyToken"].as_str().unwrap().to_owned();
    }

    /// The player's cash in kuruş, from the ledger.
    pub async fn balance(&self, player: &Player) -> i64 {
        store::ledger::player_balances(&self.db, player.id).await.unwrap().cash.minor()
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        let mut request = self.client.get(format!("{}{path}", self.base)).header("x-locale", "en");
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.unwrap();
        Answer { status: response.status().as_u16(), body: response.json().await.unwrap_or(Value::Null) }
    }

    pub async fn bet(&self, token: &str, body: Value) -> Answer {
        let response = self
            .client
            .post(format!("{}/sportsbook/api/bets", self.base))
            .header("x-locale", "en")
            .bearer_auth(token)
            .json(&body)
            .send()
            .await
            .unwrap();
        Answer { status: response.status().as_u16(), body: response.json().await.unwrap_or(Value::Null) }
    }

    /// Adds a football match starting in `minutes`; its id.
    pub async fn football(&self, minutes: i64, home: f64, away: f64) -> i64 {
        let n: u64 = rand::random();
        let starts_at = self.clock.now() + chrono::Duration::minutes(minutes);
        let event = NewEvent {
            feed_key: format!("test-{n}"),
            sport: "football".to_owned(),
            league: "tr-super-lig".to_owned(),
            league_name: "Süper Lig".to_owned(),
            country: "TR".to_owned(),
            home: format!("Home {n}"),
            away: format!("Away {n}"),
            home_rating: home,
            away_rating: away,
            best_of: 1,
            starts_at,
            ends_at: starts_at + chrono::Duration::minutes(110),
        };
        store::sportsbook::events::add(&self.db, std::slice::from_ref(&event), self.clock.now()).await.unwrap();
        let (events, _) = store::sportsbook::events::list(
            &self.db,
            &store::sportsbook::events::Filter { search: Some(format!("home {n}")), ..Default::default() },
            self.clock.now(),
            0,
            1,
        )
        .await
        .unwrap();
        events[0].id
    }

    /// The event as the API shows it, with every market.
    pub async fn event(&self, id: i64) -> Value {
        let answer = self.get(&format!("/sportsbook/api/events/{id}"), None).await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        answer.body["data"].clone()
    }

    /// The current odds of `outcome` in `market` of event `id`.
    pub async fn odds(&self, id: i64, market: &str, outcome: &str) -> f64 {
        let event = self.event(id).await;
        let market = event["markets"].as_array().unwrap().iter().find(|m| m["key"] == json!(market)).unwrap().clone();
        market["outcomes"].as_array().unwrap().iter().find(|o| o["code"] == json!(outcome)).unwrap()["odds"]
            .as_f64()
            .unwrap()
    }

    /// Sets the result of event `id` (goals split evenly over the halves) and moves the clock past its end.
    pub async fn finish(&self, id: i64, home: u32, away: u32) {
        let event = store::sportsbook::events::get(&self.db, id).await.unwrap().unwrap();
        let halves = vec![(home / 2, away / 2), (home - home / 2, away - away / 2)];
        self.feed.results.lock().unwrap().insert(event.feed_key.clone(), MatchResult::new(home, away, halves));
        let wait = event.ends_at - self.clock.now();
        if wait > chrono::Duration::zero() {
            self.clock.advance(wait.to_std().unwrap() + std::time::Duration::from_secs(1));
        }
    }
}

/// A slip's body.
pub fn slip(kind: &str, stake: f64, selections: &[(i64, &str, &str, f64)]) -> Value {
    json!({
        "requestId": uuid::Uuid::new_v4().to_string(),
        "kind": kind,
        "stake": stake,
        "stakePer": "line",
        "oddsChange": "none",
        "selections": selections.iter().map(|(event, market, outcome, odds)| json!({
            "eventId": event, "market": market, "outcome": outcome, "odds": odds,
        })).collect::<Vec<_>>(),
    })
}
