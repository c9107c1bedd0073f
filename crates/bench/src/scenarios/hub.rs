//! The hub budget (architecture §12): idle WebSocket connections to `/hub/frnotify` of a real `zar serve` (the release
//! binary, its own process, so its resident memory is its own), the resident memory each idle connection costs,
//! and the time one message to every player takes to reach all of them.
//!
//! One player's token opens every connection (the hub authenticates each; a player may have any number of tabs),
//! each joins with the JSON protocol by skip-negotiation, answers the server's keep-alive with pings, and waits.
//! Memory is the server's `VmRSS` after the connections settle, minus its `VmRSS` with one connection, divided
//! by the connections added. The broadcast is an operator's notification to everyone
//! (`POST /api/admin/notifications {all: true}`), timed from the request to the last connection's receipt.
//! The connection count stops early at the first refusal (the open-file limit of 20,000 per process on this
//! machine is the usual one); the report says how many were open and why it stopped.

use std::{
    path::Path,
    process::Stdio,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::Context;
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// Memory budget per idle connection, KiB.
const MAX_KIB_PER_CONNECTION: f64 = 16.0;
/// Broadcast budget, seconds.
const MAX_BROADCAST_SECS: f64 = 2.0;
/// Connections opened at once.
const BATCH: usize = 250;
const RECORD_SEPARATOR: char = '\u{1e}';

/// What the hub run measured.
pub struct HubResult {
    pub target: usize,
    pub open: usize,
    pub stopped_by: Option<String>,
    pub kib_per_connection: f64,
    pub broadcast_secs: f64,
    pub received: usize,
}

impl HubResult {
    pub fn passed(&self) -> bool {
        self.kib_per_connection <= MAX_KIB_PER_CONNECTION
            && self.broadcast_secs < MAX_BROADCAST_SECS
            && self.received == self.open
    }

    pub fn markdown(&self, machine: &crate::report::Machine, load: &str) -> String {
        let verdict = |ok: bool| if ok { "PASS" } else { "FAIL" };
        format!(
            "# hub\n\nRecorded by `make bench` (crates/bench, scenarios/hub.rs) on {}.\n\nMachine: {} cores ({}); \
             load average {load}; git {}.\n\nBudget (architecture §12): 20,000 concurrent WebSocket connections on this \
             machine, ≤ {MAX_KIB_PER_CONNECTION} KiB resident memory per idle connection, a message to every \
             connected player delivered to all within {MAX_BROADCAST_SECS} s.\n\n| measure | value | budget | result \
             |\n|---|---|---|---|\n| idle connections open | {} of {} | 20,000 (or the machine's limit) | {} |\n| \
             resident memory per idle connection | {:.1} KiB | ≤ {MAX_KIB_PER_CONNECTION} KiB | {} |\n| broadcast \
             to every connection | {:.3} s ({} of {} received) | < {MAX_BROADCAST_SECS} s | {} |\n\n{}\n",
            machine.date,
            machine.cores,
            machine.cpu,
            machine.commit,
            self.open,
            self.target,
            self.stopped_by.as_deref().map_or("—".to_owned(), |why| format!("stopped: {why}")),
            self.kib_per_connection,
            verdict(self.kib_per_connection <= MAX_KIB_PER_CONNECTION),
            self.broadcast_secs,
            self.received,
            self.open,
            verdict(self.broadcast_secs < MAX_BROADCAST_SECS && self.received == self.open),
            if self.passed() { "**PASS: every budget met.**" } else { "**FAIL: a budget was missed.**" },
        )
    }
}

/// The server's resident memory, KiB.
fn rss_kib(pid: u32) -> anyhow::Result<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).context("no VmRSS")?;
    Ok(line.split_whitespace().nth(1).context("VmRSS value")?.parse()?)
}

/// Runs the hub scenario against `zar` (a release binary) on a fresh SQLite database in `dir`.
pub async fn run(zar: &Path, dir: &Path, target: usize) -> anyhow::Result<HubResult> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let base = format!("http://127.0.0.1:{port}");
    let mut child = tokio::process::Command::new(zar)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .arg("--database-url")
        .arg(format!("sqlite://{}/hub.db", dir.display()))
        .env("ZAR_SEED_DEMO", "1")
        .env("RUST_LOG", "warn")
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .with_context(|| format!("starting {}", zar.display()))?;
    let pid = child.id().context("server pid")?;
    let http = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while http.get(format!("{base}/api/health")).send().await.map(|r| r.status().as_u16()).ok() != Some(200) {
        anyhow::ensure!(Instant::now() < deadline, "zar did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let post = async |path: &str, token: Option<&str>, body: Value| -> anyhow::Result<Value> {
        let mut request = http.post(format!("{base}{path}")).json(&body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let answer: Value = request.send().await?.json().await?;
        anyhow::ensure!(answer["success"] == true, "{path}: {answer}");
        Ok(answer["data"].clone())
    };
    let password = "secret123";
    let player = post(
        "/api/auth/register",
        None,
        json!({
            "name": "Hub", "surname": "Bench", "username": "hubbench", "email": "hub@bench.test",
            "phone": "905300000001", "country": 228, "currencyId": 1, "birthDate": "1990-05-17",
            "birthDateDay": "17", "birthDateMonth": "05", "birthDateYear": "1990", "trialBonus": 0,
            "password": password, "password2": password
        }),
    )
    .await?;
    let token = player["token"].as_str().context("player token")?.to_owned();
    let operator = post("/api/admin/auth/login", None, json!({"username": "admin", "password": "admin12345"})).await?;
    let operator = operator["token"].as_str().context("operator token")?.to_owned();

    let url = format!("ws://127.0.0.1:{port}/hub/frnotify?access_token={token}&locale=en");
    let received = Arc::new(AtomicUsize::new(0));
    let open = Arc::new(AtomicUsize::new(0));
    let first = connect(&url, received.clone(), open.clone()).await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let rss_one = rss_kib(pid)?;
    let mut stopped_by = None;
    let mut tasks = vec![first];
    'opening: while tasks.len() < target {
        let batch = (target - tasks.len()).min(BATCH);
        let attempts = (0..batch).map(|_| connect(&url, received.clone(), open.clone()));
        for attempt in futures::future::join_all(attempts).await {
            match attempt {
                Ok(task) => tasks.push(task),
                Err(error) => {
                    stopped_by = Some(format!("{error:#}"));
                    break 'opening;
                }
            }
        }
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let connections = open.load(Ordering::SeqCst);
    let rss_all = rss_kib(pid)?;
    let kib_per_connection = (rss_all - rss_one) / (connections.saturating_sub(1).max(1)) as f64;

    let started = Instant::now();
    post(
        "/api/admin/notifications",
        Some(&operator),
        json!({"all": true, "type": 5, "title": {"tr": "Herkese", "en": "Everyone"}, "note": {"tr": "n", "en": "n"}}),
    )
    .await?;
    while received.load(Ordering::SeqCst) < connections && started.elapsed() < Duration::from_secs(20) {
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let broadcast_secs = started.elapsed().as_secs_f64();
    let result = HubResult {
        target,
        open: connections,
        stopped_by,
        kib_per_connection,
        broadcast_secs,
        received: received.load(Ordering::SeqCst),
    };
    for task in tasks {
        task.abort();
    }
    let _ = child.kill().await;
    Ok(result)
}

/// Opens one connection (skip-negotiation, JSON protocol) and leaves a task that keeps it alive and counts the
/// `NotifyMessage` it receives.
async fn connect(
    url: &str,
    received: Arc<AtomicUsize>,
    open: Arc<AtomicUsize>,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    // A server out of file descriptors still completes TCP handshakes (the kernel's backlog) but never answers.
    let opening = async {
        let (mut socket, _) = tokio_tungstenite::connect_async(url).await.context("connecting")?;
        socket.send(Message::text(format!("{{\"protocol\":\"json\",\"version\":1}}{RECORD_SEPARATOR}"))).await?;
        let handshake = socket.next().await.context("no handshake answer")??;
        anyhow::Ok((socket, handshake))
    };
    let (mut socket, handshake) =
        tokio::time::timeout(Duration::from_secs(10), opening).await.context("no answer within 10 s")??;
    anyhow::ensure!(handshake.to_text()?.starts_with("{}"), "handshake refused: {handshake}");
    open.fetch_add(1, Ordering::SeqCst);
    let task = tokio::spawn(async move {
        let mut ping = tokio::time::interval(Duration::from_secs(15));
        loop {
            tokio::select! {
                frame = socket.next() => match frame {
                    Some(Ok(Message::Text(text))) if text.contains("NotifyMessage") => {
                        received.fetch_add(1, Ordering::SeqCst);
                    }
                    Some(Ok(_)) => {}
                    _ => break,
                },
                _ = ping.tick() => {
                    if socket.send(Message::text(format!("{{\"type\":6}}{RECORD_SEPARATOR}"))).await.is_err() {
                        break;
                    }
                }
            }
        }
    });
    Ok(task)
}
