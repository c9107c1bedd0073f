//! PostgreSQL with two roles (docs/operations.md, "Database roles"): the owner migrates, `tools/postgres-grants.sql`
//! gives the application role what it needs, and `zar serve` runs as that role. The site works (players register
//! and change limits, which appends audit rows), the checks run, and the role can append to the audit log but
//! neither change, delete nor truncate its rows, nor drop the triggers that guard them.

use std::process::Command;

use serde_json::json;
use store::{
    Backend,
    testing::{self, FreshDb},
};

use crate::serve::{call, rand_seed, registration, start_with};

/// `url` connecting as `user` with `password` instead of its own user.
fn as_user(url: &str, user: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap();
    let host = rest.rsplit_once('@').map_or(rest, |(_, host)| host);
    format!("{scheme}://{user}:{password}@{host}")
}

/// The zar binary with `args` on the database at `url`.
fn zar(url: &str, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(args)
        .env("ZAR_DATABASE_URL", url)
        .env_remove("ZAR_CONFIG")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap()
}

async fn the_app_role_appends_but_never_rewrites(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    // The owner migrates (the schema and the hub's backplane table), then grants.
    let migrated = zar(&fresh.url, &["migrate"]);
    assert!(migrated.status.success(), "{}", String::from_utf8_lossy(&migrated.stderr));
    let role = format!("zar_app_{}", rand_seed());
    let password = "app-role-password";
    testing::execute(&fresh.db, &format!("CREATE ROLE {role} LOGIN PASSWORD '{password}'")).await.unwrap();
    let grants = include_str!("../../../tools/postgres-grants.sql").replace(":\"app\"", &format!("\"{role}\""));
    testing::execute_script(&fresh.db, &grants).await.unwrap();
    let app_url = as_user(&fresh.url, &role, password);

    // The site runs as the application role on the owner's up-to-date schema, and audits as it goes.
    let client = reqwest::Client::new();
    let site = start_with(&app_url, &client, &[]).await;
    let seed = rand_seed();
    let (status, body) = call(client.post(format!("{}/api/auth/register", site.base)).json(&registration(seed))).await;
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["token"].as_str().unwrap();
    let limit = json!({"kind": "deposit", "period": "monthly", "amount": 500});
    let lowered = client.post(format!("{}/api/customer/responsiblegaming/limits", site.base)).bearer_auth(token);
    let (status, body) = call(lowered.json(&limit)).await;
    assert_eq!(status, 200, "{body}");
    drop(site);
    assert_eq!(testing::audit_actions(&fresh.db).await.unwrap(), ["responsible.limit.change"]);
    for what in ["audit", "ledger"] {
        let verified = zar(&app_url, &["admin", what, "verify"]);
        assert!(verified.status.success(), "{what}: {}", String::from_utf8_lossy(&verified.stderr));
    }

    // What someone holding the application's credentials cannot do to the log.
    let app = store::Db::connect(&app_url).await.unwrap();
    for (statement, refusal) in [
        ("UPDATE audit_log SET target_id = '1' WHERE id = 1", "permission denied"),
        ("DELETE FROM audit_log", "permission denied"),
        ("TRUNCATE audit_log", "permission denied"),
        ("DROP TRIGGER audit_log_no_change ON audit_log", "must be owner"),
        ("ALTER TABLE audit_log DISABLE TRIGGER ALL", "must be owner"),
        ("DELETE FROM _sqlx_migrations", "permission denied"),
    ] {
        let error = testing::execute(&app, statement).await.err().unwrap_or_else(|| panic!("{statement} ran"));
        assert!(error.to_string().contains(refusal), "{statement}: {error}");
    }
    app.close().await;

    // The owner drops what it granted so the role can go with the database.
    testing::execute(&fresh.db, &format!("DROP OWNED BY {role}")).await.unwrap();
    fresh.drop_now().await;
    let admin = store::Db::connect(&testing::postgres_url().unwrap()).await.unwrap();
    testing::execute(&admin, &format!("DROP ROLE {role}")).await.unwrap();
    admin.close().await;
}

/// PostgreSQL only: SQLite has no roles.
mod the_application_role_can_append_to_the_audit_log_but_never_rewrite_it {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::the_app_role_appends_but_never_rewrites(store::Backend::Postgres).await;
    }
}
