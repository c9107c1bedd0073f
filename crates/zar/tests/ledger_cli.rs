//! `zar admin ledger verify` as an operator runs it: zero on an intact ledger, non-zero once a balance is edited
//! behind the ledger's back.

use std::process::Command;

use domain::{
    clock::Clock,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};
use store::{
    Backend, ledger,
    testing::{self, FreshDb},
};

fn verify(url: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["admin", "ledger", "verify"])
        .env("ZAR_DATABASE_URL", url)
        .env_remove("ZAR_CONFIG")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap()
}

async fn intact_then_tampered(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let transfer = Transfer::between(Account::House, Account::PlayerCash(1), Money(10_000)).unwrap();
    let key = IdempotencyKey::parse("cli-test").unwrap();
    ledger::post(&fresh.db, Kind::Deposit, &key, "", &transfer, Clock::default().now()).await.unwrap();
    let intact = verify(&fresh.url);
    assert!(intact.status.success(), "{}", String::from_utf8_lossy(&intact.stderr));
    assert!(String::from_utf8_lossy(&intact.stdout).contains("ledger intact"));

    testing::execute(&fresh.db, "UPDATE ledger_accounts SET balance = 5 WHERE kind = 'player_cash'").await.unwrap();
    let broken = verify(&fresh.url);
    assert!(!broken.status.success());
    assert!(
        String::from_utf8_lossy(&broken.stderr).contains("BalanceMismatch"),
        "{}",
        String::from_utf8_lossy(&broken.stderr)
    );
    fresh.drop_now().await;
}

store::backend_test!(ledger_verify_passes_then_fails_on_a_tampered_balance, intact_then_tampered);
