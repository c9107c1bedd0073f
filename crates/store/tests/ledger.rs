//! The ledger's invariants on SQLite and PostgreSQL: balanced, idempotent, never negative, append-only.

use domain::{
    clock::Clock,
    ledger::{Account, IdempotencyKey, Kind, Transfer},
    money::Money,
};
use proptest::prelude::*;
use store::{
    Backend, Db,
    ledger::{self, LedgerError},
    testing::{self, FreshDb},
};

/// Runs `test` on a fresh database of `backend` (PostgreSQL: fails when `ZAR_TEST_DATABASE_URL` is not set;
/// `make test` filters those tests out then, so they show as skipped).
async fn on(backend: Backend, test: impl AsyncFn(&Db)) {
    let fresh = FreshDb::require(backend).await;
    test(&fresh.db).await;
    fresh.drop_now().await;
}

fn pay(from: Account, to: Account, minor: i64) -> Transfer {
    Transfer::between(from, to, Money(minor)).expect("balanced")
}

/// Posts `transfer` now under `key`.
async fn post(db: &Db, kind: Kind, key: &str, transfer: &Transfer) -> Result<ledger::Posted, LedgerError> {
    let key = IdempotencyKey::parse(key).expect("a valid key");
    ledger::post(db, kind, &key, "", transfer, Clock::default().now()).await
}

store::backend_test!(
    transfers_move_money_and_keep_the_ledger_balanced,
    transfers_move_money_and_keep_the_ledger_balanced_on
);

async fn transfers_move_money_and_keep_the_ledger_balanced_on(backend: Backend) {
    on(backend, async |db| {
        post(db, Kind::Deposit, "pay-1", &pay(Account::PaymentClearing, Account::PlayerCash(7), 10_000)).await.unwrap();
        post(db, Kind::Bet, "fund-1", &pay(Account::PlayerCash(7), Account::House, 2_550)).await.unwrap();
        assert_eq!(ledger::player_balance(db, 7).await.unwrap(), 7_450);
        assert_eq!(ledger::balance(db, Account::House).await.unwrap(), Money(2_550));
        assert_eq!(ledger::balance(db, Account::PaymentClearing).await.unwrap(), Money(-10_000));
        assert_eq!(ledger::player_balance(db, 8).await.unwrap(), 0);
        assert!(ledger::verify(db).await.unwrap().is_empty());
    })
    .await;
}

store::backend_test!(insufficient_funds_change_nothing, insufficient_funds_change_nothing_on);

async fn insufficient_funds_change_nothing_on(backend: Backend) {
    on(backend, async |db| {
        post(db, Kind::Deposit, "fund-2", &pay(Account::House, Account::PlayerCash(1), 500)).await.unwrap();
        let refused = post(db, Kind::Bet, "bet-1", &pay(Account::PlayerCash(1), Account::House, 501)).await;
        assert!(matches!(refused, Err(LedgerError::InsufficientFunds)), "{refused:?}");
        assert_eq!(ledger::player_balance(db, 1).await.unwrap(), 500);
        // The refused key was not used up: the same key may succeed later.
        let ok = post(db, Kind::Bet, "bet-1", &pay(Account::PlayerCash(1), Account::House, 500)).await;
        assert!(ok.unwrap().created);
        assert!(ledger::verify(db).await.unwrap().is_empty());
    })
    .await;
}

store::backend_test!(a_retry_with_the_same_key_moves_money_once, a_retry_with_the_same_key_moves_money_once_on);

async fn a_retry_with_the_same_key_moves_money_once_on(backend: Backend) {
    on(backend, async |db| {
        let transfer = pay(Account::PaymentClearing, Account::PlayerCash(3), 1_000);
        let first = post(db, Kind::Deposit, "gateway:abc", &transfer).await.unwrap();
        let again = post(db, Kind::Deposit, "gateway:abc", &transfer).await.unwrap();
        assert!(first.created && !again.created);
        assert_eq!(first.transaction_id, again.transaction_id);
        assert_eq!(ledger::player_balance(db, 3).await.unwrap(), 1_000);
    })
    .await;
}

store::backend_test!(concurrent_spending_never_overdraws, concurrent_spending_never_overdraws_on);

async fn concurrent_spending_never_overdraws_on(backend: Backend) {
    on(backend, async |db| {
        post(db, Kind::Deposit, "fund-3", &pay(Account::House, Account::PlayerCash(5), 100)).await.unwrap();
        let attempts = (0..20).map(|i| {
            let db = db.clone();
            tokio::spawn(async move {
                let key = format!("bet-{i}");
                post(&db, Kind::Bet, &key, &pay(Account::PlayerCash(5), Account::House, 10)).await
            })
        });
        let mut succeeded = 0;
        for attempt in attempts.collect::<Vec<_>>() {
            match attempt.await.unwrap() {
                Ok(_) => succeeded += 1,
                Err(LedgerError::InsufficientFunds) => {}
                Err(other) => panic!("{other}"),
            }
        }
        assert_eq!(succeeded, 10);
        assert_eq!(ledger::player_balance(db, 5).await.unwrap(), 0);
        assert!(ledger::verify(db).await.unwrap().is_empty());
    })
    .await;
}

store::backend_test!(
    entries_are_append_only_and_tampering_is_detected,
    entries_are_append_only_and_tampering_is_detected_on
);

async fn entries_are_append_only_and_tampering_is_detected_on(backend: Backend) {
    on(backend, async |db| {
        post(db, Kind::Deposit, "fund-4", &pay(Account::House, Account::PlayerCash(9), 100)).await.unwrap();
        let update = testing::execute(db, "UPDATE ledger_entries SET amount = 1").await;
        assert!(update.is_err(), "entries must not be updatable");
        let delete = testing::execute(db, "DELETE FROM ledger_entries").await;
        assert!(delete.is_err(), "entries must not be deletable");
        // A balance edited behind the ledger's back is reported.
        testing::execute(db, "UPDATE ledger_accounts SET balance = 999 WHERE kind = 'player_cash'").await.unwrap();
        let violations = ledger::verify(db).await.unwrap();
        assert!(
            violations
                .iter()
                .any(|v| matches!(v, ledger::Violation::BalanceMismatch { stored: 999, entries: 100, .. })),
            "{violations:?}"
        );
    })
    .await;
}

store::backend_test!(a_replay_with_other_legs_or_kind_is_a_conflict, a_replay_with_other_legs_or_kind_is_a_conflict_on);

async fn a_replay_with_other_legs_or_kind_is_a_conflict_on(backend: Backend) {
    on(backend, async |db| {
        let transfer = pay(Account::PaymentClearing, Account::PlayerCash(4), 1_000);
        post(db, Kind::Deposit, "deposit:1", &transfer).await.unwrap();
        for (kind, other) in [
            (Kind::Deposit, pay(Account::PaymentClearing, Account::PlayerCash(4), 1_001)),
            (Kind::Deposit, pay(Account::PaymentClearing, Account::PlayerCash(5), 1_000)),
            (Kind::Adjustment, transfer.clone()),
        ] {
            let replay = post(db, kind, "deposit:1", &other).await;
            assert!(matches!(replay, Err(LedgerError::Conflict)), "{kind:?} {other:?}: {replay:?}");
        }
        assert_eq!(ledger::player_balance(db, 4).await.unwrap(), 1_000);
        assert_eq!(ledger::player_balance(db, 5).await.unwrap(), 0);
        assert!(!post(db, Kind::Deposit, "deposit:1", &transfer).await.unwrap().created);
    })
    .await;
}

/// Any sequence of transfers among players and the house, their idempotency keys drawn from a small pool so
/// that replays happen, keeps every invariant: a replay of the same posting moves nothing, a replay with other
/// legs is a conflict, and each player's balance equals a simple model's.
async fn random_transfers_keep_the_invariants(backend: Backend, moves: &[(usize, usize, i64, u8)]) {
    on(backend, async |db| {
        let accounts = [Account::House, Account::PlayerCash(1), Account::PlayerCash(2), Account::PlayerCash(3)];
        let run = rand::random::<u32>();
        let mut model = [0i64; 4];
        let mut used: std::collections::HashMap<u8, (usize, usize, i64)> = Default::default();
        for &(from, to, amount, key) in moves {
            if from == to {
                continue;
            }
            let result =
                post(db, Kind::Adjustment, &format!("move-{run}-{key}"), &pay(accounts[from], accounts[to], amount))
                    .await;
            match (used.get(&key), result) {
                (Some(first), Ok(posted)) => {
                    assert_eq!(*first, (from, to, amount), "a replay with other legs was accepted");
                    assert!(!posted.created, "a replay moved money");
                }
                (Some(first), Err(LedgerError::Conflict)) => assert_ne!(*first, (from, to, amount)),
                (None, Ok(posted)) => {
                    assert!(posted.created && (from == 0 || model[from] >= amount), "overdraft accepted");
                    used.insert(key, (from, to, amount));
                    model[from] -= amount;
                    model[to] += amount;
                }
                (None, Err(LedgerError::InsufficientFunds)) => assert!(from != 0 && model[from] < amount),
                (_, other) => panic!("{other:?}"),
            }
        }
        for (player, expected) in model.iter().enumerate().skip(1) {
            assert_eq!(ledger::player_balance(db, player as i64).await.unwrap(), *expected);
        }
        assert!(ledger::verify(db).await.unwrap().is_empty());
    })
    .await;
}

fn moves() -> impl Strategy<Value = Vec<(usize, usize, i64, u8)>> {
    prop::collection::vec((0usize..4, 0usize..4, 1i64..5_000, 0u8..12), 1..40)
}

mod random_transfers_keep_the_invariants {
    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

        #[test]
        fn sqlite(moves in moves()) {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            runtime.block_on(random_transfers_keep_the_invariants(Backend::Sqlite, &moves));
        }

        #[test]
        fn postgres(moves in moves()) {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            runtime.block_on(random_transfers_keep_the_invariants(Backend::Postgres, &moves));
        }
    }
}

/// Posts `transfers` (from, to, amount) as one batch on its own transaction, committed when it succeeds.
async fn post_batch(
    db: &Db,
    run: u32,
    transfers: &[(Account, Account, i64)],
) -> Result<ledger::BatchPosted, LedgerError> {
    let keys: Vec<IdempotencyKey> =
        (0..transfers.len()).map(|i| IdempotencyKey::parse(format!("batch-{run}-{i}")).unwrap()).collect();
    let built: Vec<Transfer> = transfers.iter().map(|(from, to, amount)| pay(*from, *to, *amount)).collect();
    let postings: Vec<ledger::Posting<'_>> = keys
        .iter()
        .zip(&built)
        .map(|(key, transfer)| ledger::Posting { kind: Kind::Bet, key, memo: "", transfer })
        .collect();
    let now = Clock::default().now();
    match db {
        Db::Sqlite(pool) => {
            let mut tx = pool.begin().await.unwrap();
            let posted = ledger::post_batch_on(&mut *tx, &postings, now).await?;
            tx.commit().await.unwrap();
            Ok(posted)
        }
        Db::Postgres(pool) => {
            let mut tx = pool.begin().await.unwrap();
            let posted = ledger::post_batch_on(&mut *tx, &postings, now).await?;
            tx.commit().await.unwrap();
            Ok(posted)
        }
    }
}

/// Every entry of players `first`..`first + 2` as (nth player, amount, balance after), oldest first.
async fn entries(db: &Db, first: i64) -> Vec<(i64, i64, i64)> {
    let mut all = Vec::new();
    for n in 0..3 {
        let (movements, _) = ledger::player_movements(db, first + n, 0, 1_000).await.unwrap();
        all.extend(movements.into_iter().rev().map(|m| (n, m.amount, m.balance_after)));
    }
    all
}

/// A batch posts exactly what posting its transfers one by one would — the same balances, the same entries with
/// the same running balances — or, when any of them would overdraw on the way, nothing at all. (The one-by-one
/// twin runs on players 11–13 and the payment clearing account in the same database.)
async fn a_batch_posts_what_one_by_one_would(backend: Backend, batches: &[Vec<(usize, usize, i64)>]) {
    let accounts = [Account::House, Account::PlayerCash(1), Account::PlayerCash(2), Account::PlayerCash(3)];
    let twins = [Account::PaymentClearing, Account::PlayerCash(11), Account::PlayerCash(12), Account::PlayerCash(13)];
    let fresh = FreshDb::require(backend).await;
    let db = &fresh.db;
    let run = rand::random::<u32>();
    let mut model = [0i64; 4];
    for (n, batch) in batches.iter().enumerate() {
        let moves: Vec<(usize, usize, i64)> = batch.iter().copied().filter(|(f, t, _)| f != t).collect();
        if moves.is_empty() {
            continue;
        }
        let mut after = model;
        let mut fits = true;
        for &(from, to, amount) in &moves {
            after[from] -= amount;
            after[to] += amount;
            fits &= from == 0 || after[from] >= 0;
        }
        let transfers: Vec<_> = moves.iter().map(|&(f, t, a)| (accounts[f], accounts[t], a)).collect();
        match (fits, post_batch(db, run + n as u32 * 1_000, &transfers).await) {
            (true, Ok(posted)) => {
                assert_eq!(posted.transaction_ids.len(), transfers.len());
                model = after;
                for (i, &(from, to, amount)) in moves.iter().enumerate() {
                    post(db, Kind::Bet, &format!("one-{run}-{n}-{i}"), &pay(twins[from], twins[to], amount))
                        .await
                        .unwrap();
                }
            }
            (false, Err(LedgerError::InsufficientFunds)) => {}
            (fits, other) => panic!("fits {fits}: {other:?}"),
        }
    }
    for (player, expected) in model.iter().enumerate().skip(1) {
        assert_eq!(ledger::player_balance(db, player as i64).await.unwrap(), *expected);
    }
    assert_eq!(ledger::balance(db, Account::House).await.unwrap(), Money(model[0]));
    assert_eq!(entries(db, 1).await, entries(db, 11).await);
    assert!(ledger::verify(db).await.unwrap().is_empty());
    fresh.drop_now().await;
}

fn batches() -> impl Strategy<Value = Vec<Vec<(usize, usize, i64)>>> {
    prop::collection::vec(prop::collection::vec((0usize..4, 0usize..4, 1i64..3_000), 1..12), 1..6)
}

mod a_batch_posts_what_one_by_one_would {
    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

        #[test]
        fn sqlite(batches in batches()) {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            runtime.block_on(a_batch_posts_what_one_by_one_would(Backend::Sqlite, &batches));
        }

        #[test]
        fn postgres(batches in batches()) {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            runtime.block_on(a_batch_posts_what_one_by_one_would(Backend::Postgres, &batches));
        }
    }
}

store::backend_test!(a_batch_with_a_used_key_posts_nothing, a_batch_with_a_used_key_posts_nothing_on);

async fn a_batch_with_a_used_key_posts_nothing_on(backend: Backend) {
    on(backend, async |db| {
        let run = rand::random::<u32>();
        post_batch(db, run, &[(Account::House, Account::PlayerCash(1), 500)]).await.unwrap();
        // Its key again (batch-{run}-0), beside a new one: nothing of it is posted.
        let again = post_batch(
            db,
            run,
            &[(Account::House, Account::PlayerCash(1), 500), (Account::House, Account::PlayerCash(2), 7)],
        )
        .await;
        assert!(matches!(again, Err(LedgerError::Conflict)), "{again:?}");
        assert_eq!(ledger::player_balance(db, 1).await.unwrap(), 500);
        assert_eq!(ledger::player_balance(db, 2).await.unwrap(), 0);
        // Locking balances creates what is missing and reads what is there.
        let locked = match db {
            Db::Sqlite(pool) => {
                let mut tx = pool.begin().await.unwrap();
                ledger::lock_balances(
                    &mut *tx,
                    [Account::PlayerCash(1), Account::PlayerBonus(1), Account::House],
                    Clock::default().now(),
                )
                .await
                .unwrap()
            }
            Db::Postgres(pool) => {
                let mut tx = pool.begin().await.unwrap();
                ledger::lock_balances(
                    &mut *tx,
                    [Account::PlayerCash(1), Account::PlayerBonus(1), Account::House],
                    Clock::default().now(),
                )
                .await
                .unwrap()
            }
        };
        assert_eq!(locked.balances[&Account::PlayerCash(1)], Money(500));
        assert_eq!(locked.balances[&Account::PlayerBonus(1)], Money(0));
        assert_eq!(locked.balances[&Account::House], Money(-500));
        assert!(ledger::verify(db).await.unwrap().is_empty());
    })
    .await;
}
