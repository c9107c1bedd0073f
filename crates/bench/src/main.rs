//! `zar-bench` (`make bench`): the performance budgets of architecture §12, each measured against a baseline in the
//! same run because machines are noisy. Runs on a fresh SQLite database, and on a fresh PostgreSQL database too
//! when `ZAR_BENCH_DATABASE_URL` (or `ZAR_TEST_DATABASE_URL`) names a server; prints a table, writes
//! `bench/results/<backend>-<scenario>.md`, and exits 1 when a budget is missed. Traffic stays on 127.0.0.1.

mod fresh;
mod load;
mod report;
mod scenarios;

use std::{path::PathBuf, process::ExitCode, time::Duration};

use anyhow::Context;
use clap::Parser;
use store::Backend;

use crate::{
    report::{Machine, Report},
    scenarios::Options,
};

#[derive(Parser)]
#[command(
    name = "zar-bench",
    about = "Zar's performance budgets (architecture §12), measured against a baseline in the same run"
)]
struct Cli {
    /// Measuring time per target and kind of load, in seconds.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Warm-up before the first round, in seconds (not counted).
    #[arg(long, default_value_t = 2)]
    warmup: u64,
    /// Baseline and app take turns this many times within `--seconds`.
    #[arg(long, default_value_t = 5)]
    rounds: u32,
    /// Concurrent pollers.
    #[arg(long, default_value_t = 1000)]
    pollers: usize,
    /// Player sessions the pollers share.
    #[arg(long, default_value_t = 50)]
    sessions: usize,
    /// The paced (latency) runs offer this fraction of the baseline's closed-loop throughput (lobby search: of the
    /// app's, which is far below its baseline's), to the baseline and the app alike.
    #[arg(long, default_value_t = 0.5)]
    paced_fraction: f64,
    /// Only this backend (default: SQLite, and PostgreSQL when a server is configured).
    #[arg(long, value_parser = ["sqlite", "postgres"])]
    backend: Option<String>,
    /// Idle WebSocket connections the hub scenario opens (0 skips it). Each process may hold 20,000 open files
    /// on this machine (`ulimit -n`), the server's database and listener included, so the default stays under.
    #[arg(long, default_value_t = 19_000)]
    hub_connections: usize,
    /// Only the hub scenario (the database scenarios and their results are left alone).
    #[arg(long)]
    hub_only: bool,
    /// Only these scenarios, comma separated: user-balance, deposit-webhook, lobby-search, wallet-rounds,
    /// sportsbook, back-office, hub (default: all).
    #[arg(long, value_delimiter = ',', value_parser = SCENARIOS)]
    only: Vec<String>,
    /// Open slips the sportsbook scenario settles on one result.
    #[arg(long, default_value_t = 100_000)]
    sportsbook_slips: usize,
    /// The release server binary the hub and back-office scenarios start.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/../../target/release/zar"))]
    zar_bin: PathBuf,
    /// Where results are written.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench/results"))]
    out_dir: PathBuf,
    /// The server's log filter; request logs are formatted as `zar serve` does (JSON) and discarded.
    /// `off` measures without logging.
    #[arg(long, default_value = "info,sqlx=warn,tower_http=info")]
    log_filter: String,
}

/// Every scenario's name, as `--only` takes them.
const SCENARIOS: [&str; 7] =
    ["user-balance", "deposit-webhook", "lobby-search", "wallet-rounds", "sportsbook", "back-office", "hub"];

/// Whether scenario `name` runs.
fn chosen(only: &[String], name: &str) -> bool {
    only.is_empty() || only.iter().any(|o| o == name)
}

/// mimalloc: the server allocates and frees many small buffers per request (glibc's malloc spent about a fifth
/// of the wallet bench's CPU).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli).await {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("zar-bench: a budget was missed");
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("zar-bench: {error:#}");
            ExitCode::from(2)
        }
    }
}

/// Runs every scenario on every chosen backend; true when all budgets were met.
async fn run(cli: Cli) -> anyhow::Result<bool> {
    anyhow::ensure!(
        cli.seconds > 0 && cli.pollers > 0 && cli.sessions > 0,
        "seconds, pollers and sessions must be > 0"
    );
    anyhow::ensure!(cli.paced_fraction > 0.0 && cli.paced_fraction <= 1.0, "--paced-fraction is in (0, 1]");
    // The server pays for its request logs as in production; the bench only throws the lines away.
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_new(&cli.log_filter).context("--log-filter")?)
        .with_writer(std::io::sink)
        .json()
        .flatten_event(true)
        .with_current_span(true)
        .init();

    let options = Options {
        window: Duration::from_secs(cli.seconds),
        warmup: Duration::from_secs(cli.warmup),
        rounds: cli.rounds,
        pollers: cli.pollers,
        sessions: cli.sessions,
        paced_fraction: cli.paced_fraction,
        sportsbook_slips: cli.sportsbook_slips,
    };
    let postgres = fresh::postgres_url();
    let mut backends = Vec::new();
    let databases = SCENARIOS.iter().any(|s| *s != "hub" && chosen(&cli.only, s));
    if cli.hub_only {
        anyhow::ensure!(cli.hub_connections > 0, "--hub-only needs --hub-connections > 0");
    } else if databases {
        if cli.backend.as_deref().is_none_or(|b| b == "sqlite") {
            backends.push(Backend::Sqlite);
        }
        match (cli.backend.as_deref(), &postgres) {
            (None | Some("postgres"), Some(_)) => backends.push(Backend::Postgres),
            (Some("postgres"), None) => anyhow::bail!("--backend postgres needs ZAR_BENCH_DATABASE_URL"),
            _ => eprintln!("note: ZAR_BENCH_DATABASE_URL is not set: benchmarking SQLite only"),
        }
    }

    let machine = Machine::describe();
    std::fs::create_dir_all(&cli.out_dir).with_context(|| format!("creating {}", cli.out_dir.display()))?;
    let mut reports = Vec::new();
    for backend in backends {
        for report in run_backend(backend, postgres.as_deref(), options, &cli.only, &cli.zar_bin).await? {
            let path = cli.out_dir.join(format!("{}-{}.md", report.backend, report.scenario));
            let mut text = report.markdown(&machine);
            if cli.seconds < 10 {
                text.push_str(&format!(
                    "\nA short window (`--seconds {}`, {} rounds) on a shared host: the absolute figures move with the \
                     neighbours' load; the same-run ratios are what the budgets hold.\n",
                    cli.seconds, cli.rounds
                ));
            }
            std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
            eprintln!("wrote {}", path.display());
            reports.push(report);
        }
    }
    let mut hub_passed = true;
    if cli.hub_connections > 0 && chosen(&cli.only, "hub") {
        let dir = std::env::temp_dir().join(format!("zar-bench-hub-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let load_before = report::load_average();
        let hub = scenarios::hub::run(&cli.zar_bin, &dir, cli.hub_connections).await;
        let _ = std::fs::remove_dir_all(&dir);
        let hub = hub.context("the hub scenario")?;
        let load = format!("{load_before} → {}", report::load_average());
        let path = cli.out_dir.join("hub.md");
        std::fs::write(&path, hub.markdown(&machine, &load)).with_context(|| format!("writing {}", path.display()))?;
        eprintln!("wrote {}", path.display());
        println!(
            "hub: {} ({} of {} connections open{}; {:.1} KiB each; broadcast to all in {:.3} s, {} received)",
            if hub.passed() { "PASS" } else { "FAIL" },
            hub.open,
            hub.target,
            hub.stopped_by.as_deref().map_or(String::new(), |why| format!(", stopped: {why}")),
            hub.kib_per_connection,
            hub.broadcast_secs,
            hub.received
        );
        hub_passed = hub.passed();
    }
    println!("\nzar-bench: {} cores ({}), git {}\n", machine.cores, machine.cpu, machine.commit);
    for report in &reports {
        let verdict = if report.passed() { "PASS" } else { "FAIL" };
        println!(
            "{} on {}: {verdict} (load average {})\n{}",
            report.scenario,
            report.backend,
            report.load,
            report.table()
        );
    }
    Ok(hub_passed && reports.iter().all(Report::passed))
}

/// Every chosen scenario on one fresh database of `backend`, removed afterwards even when a scenario fails.
async fn run_backend(
    backend: Backend,
    postgres: Option<&str>,
    options: Options,
    only: &[String],
    zar: &std::path::Path,
) -> anyhow::Result<Vec<Report>> {
    let name = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let fresh = fresh_db(backend, postgres, name).await?;
    let result = async {
        let mut reports = Vec::new();
        if chosen(only, "user-balance") {
            let load_before = report::load_average();
            let mut balance = scenarios::user_balance::run(&fresh.db, name, options).await?;
            balance.load = format!("{load_before} → {}", report::load_average());
            reports.push(balance);
        }
        if chosen(only, "deposit-webhook") {
            let load_before = report::load_average();
            let mut deposits = scenarios::deposit_webhook::run(&fresh.db, name, options).await?;
            deposits.load = format!("{load_before} → {}", report::load_average());
            reports.push(deposits);
        }
        if chosen(only, "lobby-search") {
            let load_before = report::load_average();
            let mut search = scenarios::lobby_search::run(&fresh.db, name, options).await?;
            search.load = format!("{load_before} → {}", report::load_average());
            reports.push(search);
        }
        if chosen(only, "wallet-rounds") {
            let load_before = report::load_average();
            let mut rounds = scenarios::wallet_rounds::run(&fresh.db, name, options).await?;
            rounds.load = format!("{load_before} → {}", report::load_average());
            reports.push(rounds);
        }
        if chosen(only, "sportsbook") {
            let load_before = report::load_average();
            let mut book = scenarios::sportsbook::run(&fresh.db, name, options).await?;
            book.load = format!("{load_before} → {}", report::load_average());
            reports.push(book);
        }
        anyhow::Ok(reports)
    }
    .await;
    fresh.drop_now().await;
    let mut reports = result?;
    if chosen(only, "back-office") {
        // Its own database: the seed is counted and verified on its own.
        let fresh = fresh_db(backend, postgres, name).await?;
        let load_before = report::load_average();
        let office = scenarios::back_office::run(&fresh.db, &fresh.url, zar, name, options).await;
        fresh.drop_now().await;
        let mut office = office?;
        office.load = format!("{load_before} → {}", report::load_average());
        reports.push(office);
    }
    Ok(reports)
}

/// A fresh, migrated database of `backend`, dropped by its owner.
async fn fresh_db(backend: Backend, postgres: Option<&str>, name: &str) -> anyhow::Result<store::testing::FreshDb> {
    store::testing::FreshDb::create_on(backend, postgres)
        .await
        .with_context(|| format!("creating a {name} database"))?
        .with_context(|| format!("{name} needs ZAR_BENCH_DATABASE_URL"))
}
