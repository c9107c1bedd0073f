//! The development switches (`ZAR_DEV_OUTBOX`, `ZAR_SEED_DEMO`) as `zar serve` treats them: refused at start on
//! an address other than loopback (even when a copied `zar.toml` turns them on), allowed there with
//! `--unsafe-dev`, and loudly warned about whenever on; the demo gateway (`ZAR_DEMO_GATEWAY`) warned about off
//! loopback.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::atomic::{AtomicUsize, Ordering},
    time::Duration,
};

/// A fresh folder for one run's database and config.
fn scratch() -> PathBuf {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("zar-dev-switches-{}-{run}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn serve(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_zar"));
    command
        .arg("serve")
        .env("ZAR_DATABASE_URL", format!("sqlite://{}", dir.join("zar.db").display()))
        .env("ZAR_WEB_DIR", dir)
        .env("RUST_LOG", "warn")
        .env_remove("ZAR_CONFIG")
        .env_remove("ZAR_DEV_OUTBOX")
        .env_remove("ZAR_SEED_DEMO")
        .env_remove("ZAR_UNSAFE_DEV")
        .env_remove("ZAR_DEMO_GATEWAY")
        .current_dir(dir);
    command
}

/// Waits until the server `child` on `port` answers its health check.
async fn wait_healthy(child: &mut std::process::Child, port: u16) {
    let client = reqwest::Client::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let health = client.get(format!("http://127.0.0.1:{port}/api/health")).send().await;
        if health.is_ok_and(|r| r.status().is_success()) {
            return;
        }
        assert!(child.try_wait().unwrap().is_none(), "zar serve exited");
        assert!(tokio::time::Instant::now() < deadline, "zar serve did not become healthy");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[test]
fn a_copied_zar_toml_cannot_turn_on_the_dev_outbox_off_loopback() {
    let dir = scratch();
    std::fs::write(dir.join("zar.toml"), "listen = \"0.0.0.0:0\"\ndev_outbox = true\n").unwrap();
    let output = serve(&dir).env("ZAR_CONFIG", dir.join("zar.toml")).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(stderr.contains("ZAR_DEV_OUTBOX must not be on while listening on 0.0.0.0"), "{stderr}");
    assert!(stderr.contains("--unsafe-dev"), "{stderr}");
}

#[test]
fn demo_seeding_is_refused_off_loopback_before_the_database_is_touched() {
    let dir = scratch();
    let output = serve(&dir).args(["--listen", "0.0.0.0:0"]).env("ZAR_SEED_DEMO", "1").output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(stderr.contains("ZAR_SEED_DEMO must not be on"), "{stderr}");
    assert!(!dir.join("zar.db").exists(), "the demo database was created");
}

/// What `zar serve` writes to stderr when started on every interface with `args` and `env`, once it answers.
async fn stderr_off_loopback(args: &[&str], env: &[(&str, &str)]) -> String {
    let dir = scratch();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Zar</title>").unwrap();
    let port = std::net::TcpListener::bind("0.0.0.0:0").unwrap().local_addr().unwrap().port();
    let mut command = serve(&dir);
    command.args(["--listen", &format!("0.0.0.0:{port}")]).args(args).envs(env.iter().copied());
    let mut child = command.stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
    wait_healthy(&mut child, port).await;
    child.kill().unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[tokio::test]
async fn unsafe_dev_allows_them_off_loopback_with_a_loud_warning() {
    let stderr = stderr_off_loopback(&["--unsafe-dev"], &[("ZAR_SEED_DEMO", "1"), ("ZAR_DEV_OUTBOX", "1")]).await;
    assert!(stderr.contains("ZAR_DEV_OUTBOX is on"), "{stderr}");
    assert!(stderr.contains("ZAR_SEED_DEMO is on"), "{stderr}");
    assert!(stderr.contains("--unsafe-dev"), "{stderr}");
}

#[test]
fn help_never_shows_the_database_password() {
    let output = Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["serve", "--help"])
        .env("ZAR_DATABASE_URL", "postgres://zar:hunter2@db.internal/zar?password=hunter3")
        .env("ZAR_METRICS_TOKEN", "scrape-me")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(help.contains("ZAR_DATABASE_URL"), "{help}");
    for secret in ["hunter2", "hunter3", "scrape-me"] {
        assert!(!help.contains(secret), "{secret} shown in:\n{help}");
    }
}

#[tokio::test]
async fn the_demo_gateway_off_loopback_is_warned_about() {
    let stderr = stderr_off_loopback(&[], &[("ZAR_DEMO_GATEWAY", "1")]).await;
    assert!(stderr.contains("ZAR_DEMO_GATEWAY is on while listening on 0.0.0.0"), "{stderr}");
}
