//! HTTPS in `zar serve` (`ZAR_TLS_LISTEN`, `ZAR_TLS_CERT`, `ZAR_TLS_KEY`): the site over TLS with HTTP/2 and
//! HTTP/1.1 offered by ALPN, the plain listener still serving beside it, and a certificate it cannot use refused
//! at start with a message naming the file.

use std::{path::Path, process::Command};

use reqwest::{Certificate, Version};
use store::{Backend, testing::FreshDb};

use crate::serve::{free_port, healthy_at, start_with};

/// A self-signed certificate for `localhost` and `127.0.0.1`, written as PEM into `dir`: (certificate, key).
fn self_signed(dir: &Path) -> (String, String) {
    let certified = rcgen::generate_simple_self_signed(vec!["localhost".to_owned(), "127.0.0.1".to_owned()]).unwrap();
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    std::fs::write(&cert, certified.cert.pem()).unwrap();
    std::fs::write(&key, certified.key_pair.serialize_pem()).unwrap();
    (cert.display().to_string(), key.display().to_string())
}

fn scratch(name: &str) -> std::path::PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    let dir = std::env::temp_dir().join(format!("zar-tls-{name}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_is_served_over_https_with_http2_beside_the_plain_listener() {
    let fresh = FreshDb::require(Backend::Sqlite).await;
    let dir = scratch("serve");
    let (cert, key) = self_signed(&dir);
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let plain = reqwest::Client::new();
    let instance =
        start_with(&fresh.url, &plain, &[("ZAR_TLS_LISTEN", &listen), ("ZAR_TLS_CERT", &cert), ("ZAR_TLS_KEY", &key)])
            .await;
    let root = Certificate::from_pem(&std::fs::read(&cert).unwrap()).unwrap();
    let https = format!("https://localhost:{port}");

    // A browser-like client negotiates HTTP/2 by ALPN.
    let h2 = reqwest::Client::builder().add_root_certificate(root.clone()).build().unwrap();
    healthy_at(&https, &h2, "/api/health").await;
    let response = h2.get(format!("{https}/api/health")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.version(), Version::HTTP_2);
    // The site's pages and API answer there as on the plain listener.
    let index = h2.get(format!("{https}/")).send().await.unwrap();
    assert_eq!(index.status(), 200);
    assert!(index.text().await.unwrap().contains("<title>Zar</title>"));
    let (status, body) = crate::serve::call(
        h2.post(format!("{https}/api/auth/login"))
            .json(&serde_json::json!({ "username": "nobody", "password": "wrong-one1" })),
    )
    .await;
    assert_eq!(status, 400, "{body}");

    // A client that speaks only HTTP/1.1 is served too.
    let h1 = reqwest::Client::builder().add_root_certificate(root).http1_only().build().unwrap();
    let response = h1.get(format!("{https}/api/health")).send().await.unwrap();
    assert_eq!((response.status().as_u16(), response.version()), (200, Version::HTTP_11));

    // A client that does not trust the certificate is refused at the handshake; the plain listener still serves.
    assert!(plain.get(format!("{https}/api/health")).send().await.is_err());
    assert_eq!(plain.get(format!("{}/api/health", instance.base)).send().await.unwrap().status(), 200);
    drop(instance);
    fresh.drop_now().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Starts `zar serve` on HTTPS with `cert` and `extra` arguments in `dir`, expecting it to refuse: its stderr.
fn refused(dir: &Path, cert: &str, extra: &[&std::ffi::OsStr]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(["serve", "--listen", "127.0.0.1:0", "--tls-listen", "127.0.0.1:0", "--tls-cert", cert])
        .args(extra)
        .env("ZAR_DATABASE_URL", format!("sqlite://{}", dir.join("zar.db").display()))
        .env("RUST_LOG", "warn")
        .env_remove("ZAR_CONFIG")
        .env_remove("ZAR_TLS_KEY")
        .current_dir(dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(!output.status.success(), "{stderr}");
    stderr
}

#[test]
fn a_key_that_cannot_be_read_is_refused_at_start_naming_the_file() {
    let dir = scratch("refused");
    let (cert, _) = self_signed(&dir);
    let missing = dir.join("missing-key.pem");
    let stderr = refused(&dir, &cert, &["--tls-key".as_ref(), missing.as_os_str()]);
    assert!(stderr.contains("missing-key.pem"), "{stderr}");
    assert!(!dir.join("zar.db").exists(), "the database was opened before the certificate was checked");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_certificate_without_its_key_is_refused() {
    let dir = scratch("half");
    let (cert, _) = self_signed(&dir);
    let stderr = refused(&dir, &cert, &[]);
    assert!(stderr.contains("--tls-key"), "{stderr}");
    let _ = std::fs::remove_dir_all(dir);
}
