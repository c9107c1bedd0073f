//! `zar serve` as a process. It stops cleanly on SIGTERM. Scale-out (architecture §13): two `zar serve` processes on one
//! database behave as one site. A session made on
//! one is honoured and ended on the other, a code sent by one is checked by the other, rate limits count
//! across both, and the two delivery workers hand each outbox message to exactly one of them. Under concurrent
//! load on both, the shared budgets let exactly their number of wrong passwords and codes through and a reset
//! code raced from both is used once.

use std::{
    process::{Child, Command, Stdio},
    time::Duration,
};

use serde_json::{Value, json};
use store::{Backend, testing::FreshDb};

/// A `zar serve` child process, killed when dropped.
pub(crate) struct Instance {
    pub(crate) base: String,
    pub(crate) child: Child,
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Starts `zar serve` on `url` and waits until its health check answers.
pub(crate) async fn start(url: &str, client: &reqwest::Client) -> Instance {
    start_with(url, client, &[]).await
}

/// [`start`] with extra environment variables.
pub(crate) async fn start_with(url: &str, client: &reqwest::Client, env: &[(&str, &str)]) -> Instance {
    let port = free_port();
    let web_dir = std::env::temp_dir().join("zar-scale-out-web");
    std::fs::create_dir_all(&web_dir).unwrap();
    std::fs::write(web_dir.join("index.html"), "<!doctype html><title>Zar</title>").unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .arg("--web-dir")
        .arg(&web_dir)
        .env("ZAR_DATABASE_URL", url)
        .env("ZAR_DEV_OUTBOX", "1")
        // Tight enough to reach in a test, the same on both instances.
        .env("ZAR_LIMIT_LOGIN_ACCOUNT", "4/600")
        .env("RUST_LOG", "warn")
        .env_remove("ZAR_CONFIG")
        .envs(env.iter().copied())
        .current_dir(std::env::temp_dir())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let instance = Instance { base: format!("http://127.0.0.1:{port}"), child };
    healthy(&instance, client, "/api/health").await;
    instance
}

/// Waits until `path` on `instance` answers with success.
pub(crate) async fn healthy(instance: &Instance, client: &reqwest::Client, path: &str) {
    healthy_at(&instance.base, client, path).await;
}

/// Waits until `path` under `base` answers with success.
pub(crate) async fn healthy_at(base: &str, client: &reqwest::Client, path: &str) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let health = client.get(format!("{base}{path}")).send().await;
        if health.is_ok_and(|r| r.status().is_success()) {
            return;
        }
        assert!(tokio::time::Instant::now() < deadline, "{base} did not answer {path} in time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Sends a request (in English) and reads the status and JSON body.
pub(crate) async fn call(request: reqwest::RequestBuilder) -> (u16, Value) {
    let response = request.header("x-locale", "en").send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap_or(Value::Null))
}

pub(crate) fn registration(n: u64) -> Value {
    json!({
        "name": "Ayşe", "surname": "Yılmaz", "username": format!("so{n}"), "email": format!("so{n}@zar.test"),
        "phone": format!("905{}", 100_000_000 + n), "country": 228, "currencyId": 1, "birthDate": "1990-05-17",
        "birthDateDay": "17", "birthDateMonth": "05", "birthDateYear": "1990", "trialBonus": 0,
        "password": "secret123", "password2": "secret123"
    })
}

/// The six-digit code in the newest message to `recipient`, as instance `at` shows it.
async fn code_for(client: &reqwest::Client, at: &Instance, recipient: &str) -> String {
    // Recovery answers before its e-mail is written: wait for it (at most 10 s).
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let (status, body) = call(client.get(format!("{}/dev/outbox?recipient={recipient}", at.base))).await;
        assert_eq!(status, 200, "{body}");
        if let Some(text) = body["data"][0]["body"].as_str() {
            let words = text.split(|c: char| !c.is_ascii_digit());
            return words
                .into_iter()
                .find(|w| w.len() == 6)
                .unwrap_or_else(|| panic!("no code in {text:?}"))
                .to_owned();
        }
        assert!(tokio::time::Instant::now() < deadline, "no message to {recipient}: {body}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn two_instances_act_as_one(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let client = reqwest::Client::new();
    // Budgets the load below reaches exactly; the per-ip ones out of the way (every request comes from 127.0.0.1).
    let env = [
        ("ZAR_LIMIT_LOGIN_IP", "1000/600"),
        ("ZAR_LIMIT_CHECK_IP", "1000/600"),
        ("ZAR_LIMIT_CHECK_ACCOUNT", "8/600"),
        ("ZAR_PASSWORD_WAIT_MS", "30000"),
    ];
    let a = start_with(&fresh.url, &client, &env).await;
    let b = start_with(&fresh.url, &client, &env).await;
    let seed = rand_seed();

    // Registered on A, the session works on B; logged out on B, it is over on A too.
    let (status, body) = call(client.post(format!("{}/api/auth/register", a.base)).json(&registration(seed))).await;
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let balance = |at: &Instance| client.get(format!("{}/api/user/balance", at.base)).bearer_auth(&token);
    assert_eq!(call(balance(&b)).await.0, 200);
    let (status, _) = call(client.get(format!("{}/api/auth/logout", b.base)).bearer_auth(&token)).await;
    assert_eq!(status, 200);
    assert_eq!(call(balance(&a)).await.0, 401);

    // A reset code sent through A is checked on B.
    let username = format!("so{seed}");
    let send = client.post(format!("{}/api/auth/sendresetpassword", a.base)).json(&json!({"username": username}));
    assert_eq!(call(send).await.0, 200);
    let code = code_for(&client, &b, &format!("so{seed}@zar.test")).await;
    let check =
        client.post(format!("{}/api/auth/checkresetcode", b.base)).json(&json!({"username": username, "code": code}));
    let (status, body) = call(check).await;
    assert_eq!(status, 200, "{body}");

    // Wrong passwords alternate between the instances; the account's budget (4) is shared.
    for attempt in 0..4 {
        let at = if attempt % 2 == 0 { &a } else { &b };
        let wrong = client
            .post(format!("{}/api/auth/login", at.base))
            .json(&json!({"username": username, "password": "wrong-one1"}));
        assert_eq!(call(wrong).await.0, 400, "attempt {attempt}");
    }
    for at in [&a, &b] {
        let limited = client
            .post(format!("{}/api/auth/login", at.base))
            .json(&json!({"username": username, "password": "secret123"}));
        let (status, body) = call(limited).await;
        assert_eq!((status, body["code"].as_str()), (429, Some("rate_limited")), "{body}");
    }

    // Both delivery workers drain one outbox: every message is sent, each claimed once.
    for n in 1..=8 {
        let at = if n % 2 == 0 { &a } else { &b };
        let (status, body) =
            call(client.post(format!("{}/api/auth/register", at.base)).json(&registration(seed + n))).await;
        assert_eq!(status, 200, "{body}");
        let sent = client
            .post(format!("{}/api/auth/sendresetpassword", at.base))
            .json(&json!({"username": format!("so{}", seed + n)}));
        assert_eq!(call(sent).await.0, 200);
    }
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    let attempts: Vec<i64> = loop {
        let rows: Vec<_> = store::outbox::recent(&fresh.db, None, 1000)
            .await
            .unwrap()
            .into_iter()
            .map(|message| (message.sent_at, i64::from(message.attempts)))
            .collect();
        // Eight reset e-mails and the first one (the welcome SMS or e-mails there may be come on top).
        if rows.len() >= 9 && rows.iter().all(|(sent, _)| sent.is_some()) {
            break rows.into_iter().map(|(_, attempts)| attempts).collect();
        }
        assert!(tokio::time::Instant::now() < deadline, "the outbox was not drained: {rows:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert!(attempts.len() >= 9, "{attempts:?}");
    assert!(attempts.iter().all(|&n| n == 1), "a message was claimed twice: {attempts:?}");

    under_load(&client, &a, &b, seed).await;
    drop((a, b));
    fresh.drop_now().await;
}

/// Everything at once on both instances: the eight players of `seed + 1..=8` log in (twice each), a guesser tries
/// 24 wrong passwords for one player, 20 wrong reset codes for another, and 8 requests race to use a third's one
/// reset code. The shared budgets hold exactly: 4 wrong passwords (ZAR_LIMIT_LOGIN_ACCOUNT) and 8 code checks
/// (ZAR_LIMIT_CHECK_ACCOUNT) get through, the code is used once, and every rightful login succeeds.
async fn under_load(client: &reqwest::Client, a: &Instance, b: &Instance, seed: u64) {
    let (guessed, checked, raced) = (seed + 20, seed + 21, seed + 22);
    for n in [guessed, checked, raced] {
        let (status, body) = call(client.post(format!("{}/api/auth/register", a.base)).json(&registration(n))).await;
        assert_eq!(status, 200, "{body}");
    }
    let send = |at: &Instance, n: u64| {
        client.post(format!("{}/api/auth/sendresetpassword", at.base)).json(&json!({"username": format!("so{n}")}))
    };
    assert_eq!(call(send(a, checked)).await.0, 200);
    assert_eq!(call(send(b, raced)).await.0, 200);
    let code = code_for(client, a, &format!("so{checked}@zar.test")).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let race_code = code_for(client, b, &format!("so{raced}@zar.test")).await;
    let either = |i: usize| if i.is_multiple_of(2) { a } else { b };

    let logins = (0..16).map(|i| {
        let body = json!({"username": format!("so{}", seed + 1 + (i as u64 % 8)), "password": "secret123"});
        call(client.post(format!("{}/api/auth/login", either(i).base)).json(&body))
    });
    let guesses = (0..24).map(|i| {
        let body = json!({"username": format!("so{guessed}"), "password": format!("wrong-{i}")});
        call(client.post(format!("{}/api/auth/login", either(i).base)).json(&body))
    });
    let checks = (0..20).map(|i| {
        let body = json!({"username": format!("so{checked}"), "code": wrong});
        call(client.post(format!("{}/api/auth/checkresetcode", either(i).base)).json(&body))
    });
    let races = (0..8).map(|i| {
        let body = json!({"username": format!("so{raced}"), "code": race_code, "password": format!("new-secret-{i}"),
            "password2": format!("new-secret-{i}")});
        call(client.post(format!("{}/api/auth/changepasswordwithcode", either(i).base)).json(&body))
    });
    let (logins, guesses, checks, races) = futures::join!(
        futures::future::join_all(logins),
        futures::future::join_all(guesses),
        futures::future::join_all(checks),
        futures::future::join_all(races)
    );

    let statuses = |answers: &[(u16, Value)]| {
        let mut counts = std::collections::BTreeMap::new();
        for (status, body) in answers {
            *counts.entry((*status, body["code"].as_str().unwrap_or("").to_owned())).or_insert(0) += 1;
        }
        counts.into_iter().map(|((status, code), n)| format!("{n}x{status} {code}")).collect::<Vec<_>>()
    };
    assert!(logins.iter().all(|(status, _)| *status == 200), "rightful logins: {:?}", statuses(&logins));
    assert_eq!(
        statuses(&guesses),
        ["4x400 auth.invalid_credentials", "20x429 rate_limited"],
        "24 wrong passwords across both instances"
    );
    assert_eq!(statuses(&checks), ["8x400 auth.invalid_code", "12x429 rate_limited"], "20 wrong codes");
    assert_eq!(statuses(&races), ["1x200 ", "7x400 auth.invalid_code"], "one code, eight racing requests");
    // The winner's password is the one in force.
    let winner = races.iter().position(|(status, _)| *status == 200).unwrap();
    let login = json!({"username": format!("so{raced}"), "password": format!("new-secret-{winner}")});
    assert_eq!(call(client.post(format!("{}/api/auth/login", b.base)).json(&login)).await.0, 200);
}

/// Distinct usernames and phones per run.
pub(crate) fn rand_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    u64::from(nanos % 800_000_000) + u64::from(std::process::id() % 1000) * 100
}

store::backend_test!(two_instances_on_one_database_act_as_one, two_instances_act_as_one);

/// SIGTERM: the instance stops accepting, finishes, and exits 0 well within the grace period.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_an_instance_cleanly() {
    let fresh = FreshDb::require(Backend::Sqlite).await;
    let client = reqwest::Client::new();
    let mut instance = start(&fresh.url, &client).await;
    let pid = instance.child.id().to_string();
    assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(status) = instance.child.try_wait().unwrap() {
            break status;
        }
        assert!(tokio::time::Instant::now() < deadline, "zar serve did not stop after SIGTERM");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status:?}");
    assert!(client.get(format!("{}/api/health", instance.base)).send().await.is_err(), "still accepting");
    drop(instance);
    fresh.drop_now().await;
}
