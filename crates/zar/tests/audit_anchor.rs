//! `zar admin audit anchor` and `verify --anchor` as an operator runs them. Someone with the database's keys
//! rewrites a row and recomputes every later hash and the head: the chain alone still verifies, the signed
//! anchors kept outside the database do not, and the failure names the anchored row. An anchor signed with
//! another key is refused as forged.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;
use store::{
    Backend,
    audit::{self, Actor, NewEntry},
    testing::{self, FreshDb},
};

/// Runs the zar binary with `args` on the database at `url` and the given environment, away from any zar.toml
/// and from the caller's audit keys.
fn zar(url: &str, args: &[&str], env: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(args)
        .env("ZAR_DATABASE_URL", url)
        .env_remove("ZAR_CONFIG")
        .env_remove("ZAR_AUDIT_SIGNING_KEY")
        .env_remove("ZAR_AUDIT_PUBLIC_KEY")
        .envs(env.iter().copied())
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `zar admin audit keygen`: the signing and the public key.
fn keygen() -> (String, String) {
    let made = zar("sqlite::memory:", &["admin", "audit", "keygen"], &[]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    let out = text(&made.stdout);
    let value = |name: &str| {
        out.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("no {name} in {out}")).to_owned()
    };
    (value("ZAR_AUDIT_SIGNING_KEY="), value("ZAR_AUDIT_PUBLIC_KEY="))
}

async fn append_rows(db: &store::Db, from: i64, to: i64) {
    let actor = Actor::system("zar test", domain::clock::Clock::default().now());
    for n in from..=to {
        let entry = NewEntry::new(&actor, "player.block", "player", n)
            .changes(serde_json::json!({"blockedAt": null}), serde_json::json!({"blockedAt": "2026-11-24T15:00:00Z"}));
        audit::record(db, &entry).await.unwrap();
    }
}

/// What an attacker with the database's keys does: changes row `id`, then recomputes its hash, every later
/// row's `prev_hash` and hash, and the head, writing them back with plain SQL.
async fn rewrite_and_rehash(db: &store::Db, id: i64, target_id: &str) {
    testing::drop_audit_log_guards(db).await.unwrap();
    let (mut rows, _) = audit::page(db, &audit::Filter::default(), 0, 1000).await.unwrap();
    rows.reverse();
    let mut prev = audit::GENESIS.to_owned();
    for listed in rows {
        let mut row = listed.entry;
        if row.id >= id {
            if row.id == id {
                row.target_id = Some(target_id.to_owned());
            }
            row.prev_hash = prev.clone();
            row.hash = row.expected_hash();
            let sql = format!(
                "UPDATE audit_log SET target_id = '{}', prev_hash = '{}', hash = '{}' WHERE id = {}",
                row.target_id.as_deref().unwrap_or_default(),
                row.prev_hash,
                row.hash,
                row.id
            );
            assert_eq!(testing::execute(db, &sql).await.unwrap(), 1);
        }
        prev = row.hash;
    }
    testing::execute(db, &format!("UPDATE audit_head SET last_hash = '{prev}' WHERE id = 1")).await.unwrap();
}

fn anchor_line(output: &Output) -> Value {
    assert!(output.status.success(), "{}", text(&output.stderr));
    serde_json::from_str(text(&output.stdout).trim()).unwrap()
}

async fn anchors_catch_a_rehashed_chain(backend: Backend) {
    let fresh = FreshDb::require(backend).await;
    let url = fresh.url.clone();
    let dir = std::env::temp_dir().join(format!("zar-anchor-{}-{}", std::process::id(), rand_part()));
    std::fs::create_dir_all(&dir).unwrap();
    let anchors = dir.join("anchors.jsonl");
    let anchors_arg = anchors.to_str().unwrap();
    let (secret, public) = keygen();

    // Without a key there is nothing to sign with.
    let keyless = zar(&url, &["admin", "audit", "anchor"], &[]);
    assert!(!keyless.status.success());
    assert!(text(&keyless.stderr).contains("ZAR_AUDIT_SIGNING_KEY"), "{}", text(&keyless.stderr));

    // Two rows, an anchor from the environment's key; two more, an anchor from a key file.
    append_rows(&fresh.db, 1, 2).await;
    let first =
        zar(&url, &["admin", "audit", "anchor", "--append", anchors_arg], &[("ZAR_AUDIT_SIGNING_KEY", &secret)]);
    let first = anchor_line(&first);
    assert_eq!(first["id"], 2, "{first}");
    assert_eq!(first["key"], public.as_str(), "{first}");
    append_rows(&fresh.db, 3, 4).await;
    let key_file = dir.join("audit.key");
    std::fs::write(&key_file, format!("{secret}\n")).unwrap();
    let second = zar(
        &url,
        &["admin", "audit", "anchor", "--append", anchors_arg, "--key-file", key_file.to_str().unwrap()],
        &[],
    );
    let second = anchor_line(&second);
    assert_eq!(second["id"], 4, "{second}");
    assert_eq!(std::fs::read_to_string(&anchors).unwrap().lines().count(), 2);

    // Intact: the chain and both anchors hold, with the public key or the key derived from the signing key.
    let verify = |env: &[(&str, &str)]| zar(&url, &["admin", "audit", "verify", "--anchor", anchors_arg], env);
    let intact = verify(&[("ZAR_AUDIT_PUBLIC_KEY", &public)]);
    assert!(intact.status.success(), "{}", text(&intact.stderr));
    assert!(text(&intact.stdout).contains("4 rows verified, matching 2 signed anchor(s)"), "{}", text(&intact.stdout));
    assert!(verify(&[("ZAR_AUDIT_SIGNING_KEY", &secret)]).status.success());
    let keyless = verify(&[]);
    assert!(!keyless.status.success());
    assert!(text(&keyless.stderr).contains("ZAR_AUDIT_PUBLIC_KEY"), "{}", text(&keyless.stderr));
    // An emptied anchor file does not pass for an intact log.
    let empty = dir.join("empty.jsonl");
    std::fs::write(&empty, "").unwrap();
    let emptied = zar(
        &url,
        &["admin", "audit", "verify", "--anchor", empty.to_str().unwrap()],
        &[("ZAR_AUDIT_PUBLIC_KEY", &public)],
    );
    assert!(text(&emptied.stderr).contains("holds no anchors"), "{}", text(&emptied.stderr));

    // An anchor signed with another key is forged, even over the true head.
    let (other_secret, _) = keygen();
    let forged_file = dir.join("forged.jsonl");
    std::fs::copy(&anchors, &forged_file).unwrap();
    let forged = zar(
        &url,
        &["admin", "audit", "anchor", "--append", forged_file.to_str().unwrap()],
        &[("ZAR_AUDIT_SIGNING_KEY", &other_secret)],
    );
    assert!(forged.status.success(), "{}", text(&forged.stderr));
    let refused = zar(
        &url,
        &["admin", "audit", "verify", "--anchor", forged_file.to_str().unwrap()],
        &[("ZAR_AUDIT_PUBLIC_KEY", &public)],
    );
    assert!(!refused.status.success());
    let stderr = text(&refused.stderr);
    assert!(stderr.contains("line 3") && stderr.contains("audit row 4 is forged"), "{stderr}");
    // So is a genuine line whose hash was edited to fit a rewritten chain.
    let edited = std::fs::read_to_string(&anchors).unwrap().replace(first["hash"].as_str().unwrap(), &"0".repeat(64));
    let edited_file = dir.join("edited.jsonl");
    std::fs::write(&edited_file, edited).unwrap();
    let refused = zar(
        &url,
        &["admin", "audit", "verify", "--anchor", edited_file.to_str().unwrap()],
        &[("ZAR_AUDIT_PUBLIC_KEY", &public)],
    );
    assert!(text(&refused.stderr).contains("line 1"), "{}", text(&refused.stderr));

    // Row 3 rewritten, rows 3 and 4 and the head rehashed with SQL: the chain alone cannot tell …
    rewrite_and_rehash(&fresh.db, 3, "999").await;
    let plain = zar(&url, &["admin", "audit", "verify"], &[]);
    assert!(plain.status.success(), "{}", text(&plain.stderr));
    assert!(text(&plain.stdout).contains("intact: 4 rows"), "{}", text(&plain.stdout));
    // … the anchors can: the first still holds (row 2 is untouched), the second names row 4.
    let caught = verify(&[("ZAR_AUDIT_PUBLIC_KEY", &public)]);
    assert!(!caught.status.success());
    let stderr = text(&caught.stderr);
    assert!(stderr.contains("audit row 4:") && stderr.contains("anchored at"), "{stderr}");
    assert!(stderr.contains(second["hash"].as_str().unwrap()), "{stderr}");

    // Cutting the rewritten rows off instead (and moving the head back) is caught too.
    testing::execute(&fresh.db, "DELETE FROM audit_log WHERE id > 2").await.unwrap();
    let head_hash = first["hash"].as_str().unwrap();
    testing::execute(&fresh.db, &format!("UPDATE audit_head SET last_id = 2, last_hash = '{head_hash}' WHERE id = 1"))
        .await
        .unwrap();
    assert!(zar(&url, &["admin", "audit", "verify"], &[]).status.success(), "the chain alone cannot tell");
    let cut = verify(&[("ZAR_AUDIT_PUBLIC_KEY", &public)]);
    assert!(text(&cut.stderr).contains("audit row 4: missing"), "{}", text(&cut.stderr));

    let _ = std::fs::remove_dir_all(&dir);
    fresh.drop_now().await;
}

fn rand_part() -> u64 {
    u64::from(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos() % 1000)
}

store::backend_test!(audit_anchors_catch_a_rewritten_and_rehashed_chain, anchors_catch_a_rehashed_chain);

/// `keygen --key-file` writes a new file readable by its owner only and never overwrites one.
#[test]
fn keygen_writes_a_private_key_file_once() {
    let dir = std::env::temp_dir().join(format!("zar-keygen-{}-{}", std::process::id(), rand_part()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("audit.key");
    let args = ["admin", "audit", "keygen", "--key-file", path.to_str().unwrap()];
    let made = zar("sqlite::memory:", &args, &[]);
    assert!(made.status.success(), "{}", text(&made.stderr));
    assert!(!text(&made.stdout).contains("ZAR_AUDIT_SIGNING_KEY"), "the secret is not printed");
    assert!(text(&made.stdout).contains("ZAR_AUDIT_PUBLIC_KEY="));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    }
    assert!(!zar("sqlite::memory:", &args, &[]).status.success(), "an existing key file is kept");
    assert!(Path::new(&path).exists());
    let _ = std::fs::remove_dir_all(&dir);
}
