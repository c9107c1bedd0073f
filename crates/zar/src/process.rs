//! What the binary's commands share: opening the database and waiting for the signal to shut down.

use anyhow::Context;
use store::Db;

use crate::config::DatabaseArgs;

/// Connects and migrates.
pub async fn open(args: &DatabaseArgs) -> anyhow::Result<Db> {
    let db = Db::connect(&args.database_url)
        .await
        .with_context(|| format!("opening {}", store::redact(&args.database_url)))?;
    db.migrate().await.context("applying migrations")?;
    Ok(db)
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}
