//! The demo content loads on both databases, twice without duplicating anything, with the demo player funded once.

use store::{Backend, demo, ledger, players, testing::FreshDb};

store::backend_test!(demo_content_loads_idempotently_and_funds_the_demo_player_once, loads_twice);

async fn loads_twice(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    demo::load(&fresh.db, domain::clock::Clock::default().now()).await.expect("first load");
    demo::load(&fresh.db, domain::clock::Clock::default().now()).await.expect("second load");
    let player = players::by_username(&fresh.db, demo::DEMO_USERNAME).await.unwrap().expect("demo player");
    assert_eq!(ledger::player_balance(&fresh.db, player.id).await.unwrap(), demo::DEMO_BALANCE);
    assert!(ledger::verify(&fresh.db).await.unwrap().is_empty());
    fresh.drop_now().await;
}
