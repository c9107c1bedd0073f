//! `zar operator create` and `zar admin audit verify` as an operator runs them: the built binary against a
//! fresh database, then a login over HTTP with the new account.

use std::process::{Command, Output};

use serde_json::{Value, json};
use store::{
    Backend,
    testing::{self, FreshDb},
};

/// Runs the zar binary with `args` on the database at `url`, away from any zar.toml.
fn zar(url: &str, args: &[&str], password: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_zar"));
    command.args(args).env("ZAR_DATABASE_URL", url).env_remove("ZAR_CONFIG").current_dir(std::env::temp_dir());
    match password {
        Some(password) => command.env("ZAR_OPERATOR_PASSWORD", password),
        None => command.env_remove("ZAR_OPERATOR_PASSWORD"),
    };
    command.output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

async fn login(db: &store::Db, username: &str, password: &str) -> (u16, Value) {
    let app = api::app(api::AppState::new(db.clone(), api::Settings::default()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(api::serve(listener, app, async {
        let _ = stopped.await;
    }));
    let response = reqwest::Client::new()
        .post(format!("{base}/api/admin/auth/login"))
        .json(&json!({"username": username, "password": password}))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    let _ = stop.send(());
    let _ = server.await;
    (status, body)
}

async fn create_login_verify(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let url = fresh.url.clone();
    let password = "a long operator password";

    let created = zar(&url, &["operator", "create", "--username", "Ops.Ayse", "--role", "support"], Some(password));
    assert!(created.status.success(), "{}", text(&created.stderr));
    assert!(text(&created.stdout).contains("created operator Ops.Ayse"), "{}", text(&created.stdout));

    let (status, body) = login(&fresh.db, "ops.ayse", password).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["role"], "support");

    // The same name in other letters is taken; a short password and an unknown role are refused.
    let again = zar(&url, &["operator", "create", "--username", "OPS.AYSE", "--role", "admin"], Some(password));
    assert!(!again.status.success());
    assert!(text(&again.stderr).contains("exists already"), "{}", text(&again.stderr));
    let short = zar(&url, &["operator", "create", "--username", "short", "--role", "admin"], Some("abc"));
    assert!(!short.status.success());
    assert!(text(&short.stderr).contains("Must be between 12 and 100 characters"), "{}", text(&short.stderr));
    let role = zar(&url, &["operator", "create", "--username", "rooty", "--role", "root"], Some(password));
    assert!(!role.status.success());
    assert!(text(&role.stderr).contains("admin, finance, support, content"), "{}", text(&role.stderr));

    // Creating and logging in wrote two rows; the chain verifies.
    let verified = zar(&url, &["admin", "audit", "verify"], None);
    assert!(verified.status.success(), "{}", text(&verified.stderr));
    assert!(text(&verified.stdout).contains("intact: 2 rows"), "{}", text(&verified.stdout));

    // Tampered with, it does not, and the command says where.
    testing::drop_audit_log_guards(&fresh.db).await.unwrap();
    testing::execute(&fresh.db, "UPDATE audit_log SET target_id = '999' WHERE id = 1").await.unwrap();
    let broken = zar(&url, &["admin", "audit", "verify"], None);
    assert!(!broken.status.success());
    assert!(text(&broken.stderr).contains("audit row 1"), "{}", text(&broken.stderr));
    fresh.drop_now().await;
}

store::backend_test!(operator_create_then_login_then_audit_verify, create_login_verify);

/// `zar operator disable` ends the operator's sessions and refuses their logins; `enable` lets them back;
/// `list` shows the state; both changes are in the audit chain.
async fn disable_enable_list(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let url = fresh.url.clone();
    let password = "a long operator password";
    let empty = zar(&url, &["operator", "list"], None);
    assert!(text(&empty.stdout).contains("no operators yet"), "{}", text(&empty.stdout));
    let created = zar(&url, &["operator", "create", "--username", "ops.mehmet", "--role", "content"], Some(password));
    assert!(created.status.success(), "{}", text(&created.stderr));

    let (status, body) = login(&fresh.db, "ops.mehmet", password).await;
    assert_eq!(status, 200, "{body}");
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let open_sessions = async || {
        testing::operator_end_reasons(&fresh.db).await.unwrap().iter().filter(|reason| reason.is_none()).count()
    };
    assert_eq!(open_sessions().await, 1);
    assert!(!token.is_empty());

    let disabled = zar(&url, &["operator", "disable", "--username", "OPS.MEHMET"], None);
    assert!(disabled.status.success(), "{}", text(&disabled.stderr));
    assert!(text(&disabled.stdout).contains("disabled operator ops.mehmet"), "{}", text(&disabled.stdout));
    assert_eq!(open_sessions().await, 0, "disabling ends the open sessions");
    let (status, body) = login(&fresh.db, "ops.mehmet", password).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("admin.invalid_credentials")), "{body}");
    let listed = zar(&url, &["operator", "list"], None);
    assert!(text(&listed.stdout).contains("ops.mehmet"), "{}", text(&listed.stdout));
    assert!(text(&listed.stdout).contains("disabled "), "{}", text(&listed.stdout));

    // Disabling again changes nothing and writes nothing; an unknown name is an error.
    assert!(zar(&url, &["operator", "disable", "--username", "ops.mehmet"], None).status.success());
    let unknown = zar(&url, &["operator", "enable", "--username", "nobody"], None);
    assert!(!unknown.status.success());
    assert!(text(&unknown.stderr).contains("no operator named nobody"), "{}", text(&unknown.stderr));

    let enabled = zar(&url, &["operator", "enable", "--username", "ops.mehmet"], None);
    assert!(enabled.status.success(), "{}", text(&enabled.stderr));
    let (status, body) = login(&fresh.db, "ops.mehmet", password).await;
    assert_eq!(status, 200, "{body}");
    assert!(text(&zar(&url, &["operator", "list"], None).stdout).contains("active"));

    // create, login, disable, enable, login (the refused login and the repeated disable wrote nothing).
    let actions = testing::audit_actions(&fresh.db).await.unwrap();
    assert_eq!(actions, ["operator.create", "operator.login", "operator.disable", "operator.enable", "operator.login"]);
    let verified = zar(&url, &["admin", "audit", "verify"], None);
    assert!(verified.status.success(), "{}", text(&verified.stderr));
    fresh.drop_now().await;
}

store::backend_test!(operator_disable_enable_list, disable_enable_list);

/// `zar operator passwd` sets a new password: the old one stops working, the operator's open sessions end, and
/// the change is in the audit chain without the hash.
async fn passwd_changes_the_password(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let url = fresh.url.clone();
    let (old, new) = ("a long operator password", "another long operator password");
    assert!(
        zar(&url, &["operator", "create", "--username", "ops.zeynep", "--role", "admin"], Some(old)).status.success()
    );
    let (status, _) = login(&fresh.db, "ops.zeynep", old).await;
    assert_eq!(status, 200);

    let short = zar(&url, &["operator", "passwd", "--username", "ops.zeynep"], Some("short"));
    assert!(!short.status.success(), "a short password is refused");
    let changed = zar(&url, &["operator", "passwd", "--username", "OPS.ZEYNEP"], Some(new));
    assert!(changed.status.success(), "{}", text(&changed.stderr));
    assert!(text(&changed.stdout).contains("sessions ended"), "{}", text(&changed.stdout));
    let reasons = testing::operator_end_reasons(&fresh.db).await.unwrap();
    assert_eq!(reasons, [Some("password_changed".to_owned())]);
    let (status, body) = login(&fresh.db, "ops.zeynep", old).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("admin.invalid_credentials")), "{body}");
    let (status, body) = login(&fresh.db, "ops.zeynep", new).await;
    assert_eq!(status, 200, "{body}");
    let unknown = zar(&url, &["operator", "passwd", "--username", "nobody"], Some(new));
    assert!(text(&unknown.stderr).contains("no operator named nobody"), "{}", text(&unknown.stderr));

    let actions = testing::audit_actions(&fresh.db).await.unwrap();
    assert_eq!(actions, ["operator.create", "operator.login", "operator.password", "operator.login"]);
    assert!(zar(&url, &["admin", "audit", "verify"], None).status.success());
    fresh.drop_now().await;
}

store::backend_test!(operator_passwd, passwd_changes_the_password);

/// `zar operator reset-2fa` removes a lost second factor: the password alone logs in again, and the removal is
/// audited.
async fn reset_2fa_removes_the_second_factor(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let url = fresh.url.clone();
    let password = "a long operator password";
    assert!(
        zar(&url, &["operator", "create", "--username", "ops.deniz", "--role", "admin"], Some(password))
            .status
            .success()
    );
    let (operator, _) = store::operators::credentials(&fresh.db, "ops.deniz").await.unwrap().unwrap();
    let secret = domain::totp::TotpSecret::generate();
    store::operator_totp::begin(&fresh.db, operator.id, secret.base32()).await.unwrap();
    let actor = store::audit::Actor::system("test", chrono::Utc::now());
    let entry = store::audit::NewEntry::new(&actor, "operator.totp_enable", "operator", operator.id);
    assert!(
        store::operator_totp::confirm(&fresh.db, operator.id, secret.base32(), 1, None, chrono::Utc::now(), &entry)
            .await
            .unwrap()
    );
    let (status, body) = login(&fresh.db, "ops.deniz", password).await;
    assert_eq!((status, body["code"].as_str()), (401, Some("admin.totp_required")), "{body}");

    let reset = zar(&url, &["operator", "reset-2fa", "--username", "OPS.DENIZ"], None);
    assert!(reset.status.success(), "{}", text(&reset.stderr));
    assert!(text(&reset.stdout).contains("removed the second factor of operator ops.deniz"), "{}", text(&reset.stdout));
    let (status, body) = login(&fresh.db, "ops.deniz", password).await;
    assert_eq!(status, 200, "{body}");
    let again = zar(&url, &["operator", "reset-2fa", "--username", "ops.deniz"], None);
    assert!(text(&again.stdout).contains("has no second factor"), "{}", text(&again.stdout));
    let unknown = zar(&url, &["operator", "reset-2fa", "--username", "nobody"], None);
    assert!(text(&unknown.stderr).contains("no operator named nobody"), "{}", text(&unknown.stderr));
    let actions = testing::audit_actions(&fresh.db).await.unwrap();
    assert_eq!(actions.iter().filter(|a| *a == "operator.totp_remove").count(), 1, "{actions:?}");
    fresh.drop_now().await;
}

store::backend_test!(operator_reset_2fa, reset_2fa_removes_the_second_factor);
