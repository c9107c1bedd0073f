//! A model-based money test (issue 47): random sequences of real API calls over HTTP — deposits confirmed on the
//! hosted page, by webhook or late after expiring; withdrawals asked, approved (four eyes above ₺500), rejected
//! and cancelled; a free bonus by code and a deposit match claimed and forfeited; bets, wins and rollbacks through
//! the seamless wallet; deposit limits and time-outs — from two players and two finance operators, checked after
//! every step against a small model of what each player may own ([`model`]): no player's cash or bonus above
//! the model's bound, nothing negative, the ledger verifying. proptest draws the sequences from a fixed seed and
//! shrinks a failing one to a minimal sequence, printed with the broken invariant.
//!
//! `make test` runs a bounded slice on each database; `make fuzz` a long one. Knobs (environment):
//! `ZAR_MONEY_MODEL_CASES` (default 96), `ZAR_MONEY_MODEL_STEPS` (25), `ZAR_MONEY_MODEL_SEED` (a number),
//! `ZAR_MONEY_MODEL_SHRINK_SECONDS` (180) and `ZAR_MONEY_MODEL_WITHOUT` (action names to leave out, comma-separated:
//! to look for a second hole past a known one).

mod actions;
mod driver;
mod model;

use api::{Settings, settings::Rule};
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use store::Backend;

use crate::common::TestApp;

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok()).unwrap_or(default)
}

/// The test app's settings, with registrations unlimited (every case and every shrinking run registers players).
fn settings() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Settings::default() };
    settings.payments.demo_gateway = true;
    settings.accounts.limits.register_ip = Rule::new(1_000_000, 3600);
    settings
}

fn run(backend: Backend) {
    let cases = env("ZAR_MONEY_MODEL_CASES", 96u32);
    let steps = env("ZAR_MONEY_MODEL_STEPS", 25usize);
    let seed = env("ZAR_MONEY_MODEL_SEED", 47u64);
    let without: Vec<String> = std::env::var("ZAR_MONEY_MODEL_WITHOUT")
        .unwrap_or_default()
        .split(',')
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty())
        .collect();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let app = runtime.block_on(TestApp::spawn_exact(backend, settings(), |routes| routes));
    let world = runtime.block_on(driver::World::set_up(&app));
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 10_000,
        max_shrink_time: env("ZAR_MONEY_MODEL_SHRINK_SECONDS", 180u32) * 1000,
        ..Config::default()
    };
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes));
    let started = std::time::Instant::now();
    let result = runner.run(&actions::sequences(steps, &without), |sequence| {
        runtime.block_on(driver::run_case(&app, &world, &sequence)).map_err(TestCaseError::fail)
    });
    eprintln!(
        "money model on {backend:?}: {cases} cases of up to {steps} steps (seed {seed}) in {:?}",
        started.elapsed()
    );
    runtime.block_on(app.stop());
    if let Err(failure) = result {
        panic!("{failure}");
    }
}

/// Random sequences of deposits, withdrawals, bonuses, bets and protections never give a player money the rules
/// do not allow.
mod money_stays_within_the_model {
    use store::Backend;

    #[test]
    fn sqlite() {
        super::run(Backend::Sqlite);
    }

    #[test]
    fn postgres() {
        super::run(Backend::Postgres);
    }
}
