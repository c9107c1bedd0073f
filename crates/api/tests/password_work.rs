//! The bound on argon2 work, over real HTTP on SQLite and PostgreSQL: when every password turn is taken
//! for longer than the wait, logins (player and operator) answer 503 `server.busy` with Retry-After instead
//! of queueing more 19 MiB hashes; once a turn is free they go through.

use std::time::Duration;

use crate::common::TestApp;
use api::{Settings, settings::PasswordWork};
use domain::operator::Role;

fn one_turn() -> Settings {
    let password_work = PasswordWork { permits: 1, wait: Duration::from_millis(200) };
    Settings { password_work, dev_outbox: true, ..Default::default() }
}

db_test_with!(logins_get_503_while_every_password_turn_is_taken, one_turn(), async |app: &TestApp| {
    let player = app.player().register().await;
    let operator = app.operator(Role::Support).create().await;
    let held = app.state.password_turns.clone().acquire_owned().await.unwrap();

    let busy = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!((busy.status, busy.code()), (503, "server.busy"), "{}", busy.text);
    assert_eq!(busy.header("retry-after"), Some("2"));
    assert_eq!(busy.message(), "The server is busy. Please try again in 2 seconds.");
    let turkish = app.post("/api/auth/login", "tr", &player.credentials()).await;
    assert_eq!(turkish.message(), "Sunucu şu anda çok yoğun. Lütfen 2 saniye sonra tekrar deneyin.");
    let operator_busy = app.post("/api/admin/auth/login", "en", &operator.credentials()).await;
    assert_eq!((operator_busy.status, operator_busy.code()), (503, "server.busy"), "{}", operator_busy.text);
    assert!(operator_busy.header("retry-after").is_some());

    drop(held);
    player.login(app).await;
    operator.login(app).await;
});
