//! A PostgreSQL backplane: LISTEN/NOTIFY on one channel; payloads over NOTIFY's 8000-byte limit
//! go through a table and the notification carries their row id.

use std::sync::Arc;
use std::time::Duration;

use futures::StreamExt;
use futures::future::BoxFuture;
use futures::stream::BoxStream;
use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::broadcast;
use tokio::task::JoinHandle;

use super::{Backplane, BackplaneError, BackplaneMessage};

/// The table large payloads go through.
pub const PAYLOAD_TABLE: &str = "signalr_backplane_payloads";
/// Payloads up to this many bytes go in the notification itself (NOTIFY allows < 8000).
const INLINE_LIMIT: usize = 7000;
/// Rows of large payloads are deleted after this long (every listener has read them by then).
const PAYLOAD_RETENTION_SECS: i64 = 300;
const REFERENCE_PREFIX: &str = "ref:";

struct AbortOnDrop(JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// A [`Backplane`] over PostgreSQL `LISTEN`/`NOTIFY`, for instances sharing a database.
///
/// Every instance listens on `channel`; a message is one JSON notification, or — when larger
/// than NOTIFY allows — a row in [`PAYLOAD_TABLE`] (created if missing) whose id the
/// notification carries. Notifications published while an instance's listening connection is
/// being re-established are lost to that instance.
#[derive(Clone)]
pub struct PostgresBackplane {
    pool: PgPool,
    channel: String,
    sender: broadcast::Sender<BackplaneMessage>,
    _listener: Arc<AbortOnDrop>,
}

impl PostgresBackplane {
    /// Creates the payload table if needed and starts listening on `channel` (letters, digits
    /// and `_`, as a PostgreSQL identifier).
    pub async fn new(pool: PgPool, channel: &str) -> Result<Self, sqlx::Error> {
        if channel.is_empty() || channel.len() > 63 || !channel.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(sqlx::Error::Configuration(format!("invalid channel name {channel:?}").into()));
        }
        Self::create_table(&pool).await?;
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(channel).await?;
        let (sender, _) = broadcast::channel(4096);
        let task = tokio::spawn(listen(listener, pool.clone(), sender.clone()));
        Ok(Self { pool, channel: channel.to_string(), sender, _listener: Arc::new(AbortOnDrop(task)) })
    }

    /// Creates the payload table unless it exists. Looked up first: `CREATE TABLE IF NOT EXISTS` needs the right to
    /// create in the schema even when the table is there, which an application role without rights on the schema
    /// lacks (the owner's `zar migrate` makes the table then).
    pub async fn create_table(pool: &PgPool) -> Result<(), sqlx::Error> {
        let exists: bool =
            sqlx::query_scalar("SELECT to_regclass($1) IS NOT NULL").bind(PAYLOAD_TABLE).fetch_one(pool).await?;
        if !exists {
            sqlx::query(&format!(
                "CREATE TABLE IF NOT EXISTS {PAYLOAD_TABLE} (\
                    id BIGSERIAL PRIMARY KEY, \
                    payload TEXT NOT NULL, \
                    created_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            ))
            .execute(pool)
            .await?;
        }
        Ok(())
    }

    async fn notify(&self, payload: &str) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT pg_notify($1, $2)").bind(&self.channel).bind(payload).execute(&self.pool).await?;
        Ok(())
    }
}

async fn listen(mut listener: PgListener, pool: PgPool, sender: broadcast::Sender<BackplaneMessage>) {
    loop {
        let notification = match listener.recv().await {
            Ok(notification) => notification,
            Err(error) => {
                // PgListener reconnects on the next recv.
                tracing::warn!(%error, "signalr: PostgreSQL backplane listener failed; reconnecting");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        let payload = notification.payload();
        let text = match payload.strip_prefix(REFERENCE_PREFIX).and_then(|id| id.parse::<i64>().ok()) {
            Some(id) => {
                let row: Result<Option<(String,)>, _> =
                    sqlx::query_as(&format!("SELECT payload FROM {PAYLOAD_TABLE} WHERE id = $1"))
                        .bind(id)
                        .fetch_optional(&pool)
                        .await;
                match row {
                    Ok(Some((text,))) => text,
                    Ok(None) => {
                        tracing::warn!(id, "signalr: PostgreSQL backplane payload row missing");
                        continue;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "signalr: PostgreSQL backplane could not read a payload");
                        continue;
                    }
                }
            }
            None => payload.to_string(),
        };
        match serde_json::from_str::<BackplaneMessage>(&text) {
            Ok(message) => {
                let _ = sender.send(message);
            }
            Err(error) => tracing::warn!(%error, "signalr: PostgreSQL backplane ignored a malformed message"),
        }
    }
}

impl Backplane for PostgresBackplane {
    fn publish(&self, message: BackplaneMessage) -> BoxFuture<'_, Result<(), BackplaneError>> {
        Box::pin(async move {
            let text = serde_json::to_string(&message).map_err(|e| BackplaneError(e.to_string()))?;
            let result = if text.len() <= INLINE_LIMIT {
                self.notify(&text).await
            } else {
                async {
                    let (id,): (i64,) =
                        sqlx::query_as(&format!("INSERT INTO {PAYLOAD_TABLE} (payload) VALUES ($1) RETURNING id"))
                            .bind(&text)
                            .fetch_one(&self.pool)
                            .await?;
                    self.notify(&format!("{REFERENCE_PREFIX}{id}")).await?;
                    sqlx::query(&format!(
                        "DELETE FROM {PAYLOAD_TABLE} WHERE created_at < now() - make_interval(secs => $1)"
                    ))
                    .bind(PAYLOAD_RETENTION_SECS as f64)
                    .execute(&self.pool)
                    .await?;
                    Ok(())
                }
                .await
            };
            result.map_err(|e| BackplaneError(e.to_string()))
        })
    }

    fn subscribe(&self) -> BoxStream<'static, BackplaneMessage> {
        let receiver = self.sender.subscribe();
        futures::stream::unfold(receiver, |mut receiver| async move {
            loop {
                match receiver.recv().await {
                    Ok(message) => return Some((message, receiver)),
                    Err(broadcast::error::RecvError::Lagged(missed)) => {
                        tracing::warn!(missed, "signalr: PostgreSQL backplane subscriber fell behind");
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            }
        })
        .boxed()
    }
}
