//! The providers games are launched through (one row per adapter, created by the migration) and what an
//! operator configured for each: on/off, settings that may be read back, and secrets that are never listed.

use chrono::{DateTime, Utc};
use serde_json::{Map, Value};

use crate::{Conn, Db, Result, with_conn, with_db};

/// A provider with its configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Provider {
    pub id: i64,
    pub code: String,
    /// `providerName` on the wire.
    pub name: String,
    pub enabled: bool,
    /// Settings an operator may read back (api url, operator id …).
    pub config: Map<String, Value>,
    /// Keys and passwords: for the adapters, never for a listing.
    pub secrets: Map<String, Value>,
    pub position: i64,
    pub updated_at: Option<DateTime<Utc>>,
}

impl Provider {
    /// A setting or secret as text, if set and not empty.
    pub fn text<'a>(map: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
        map.get(key).and_then(Value::as_str).map(str::trim).filter(|value| !value.is_empty())
    }

    /// The names of the secrets that are set (what a listing may show instead of their values).
    pub fn secret_names(&self) -> Vec<String> {
        self.secrets.iter().filter(|(_, value)| !value.is_null()).map(|(key, _)| key.clone()).collect()
    }
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    code: String,
    name: String,
    enabled: bool,
    config: String,
    secrets: String,
    position: i64,
    updated_at: Option<DateTime<Utc>>,
}

impl From<Row> for Provider {
    fn from(row: Row) -> Self {
        let object = |text: &str| match serde_json::from_str(text) {
            Ok(Value::Object(map)) => map,
            _ => Map::new(),
        };
        Provider {
            config: object(&row.config),
            secrets: object(&row.secrets),
            id: row.id,
            code: row.code,
            name: row.name,
            enabled: row.enabled,
            position: row.position,
            updated_at: row.updated_at,
        }
    }
}

const COLUMNS: &str = "id, code, name, enabled, config, secrets, position, updated_at";

/// Every provider, in display order.
pub async fn list(db: &Db) -> Result<Vec<Provider>> {
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM casino_providers ORDER BY position, id"))
        .fetch_all(pool)
        .await)?;
    Ok(rows.into_iter().map(Provider::from).collect())
}

/// The provider with `id`.
pub async fn get(db: &Db, id: i64) -> Result<Option<Provider>> {
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM casino_providers WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    Ok(row.map(Provider::from))
}

/// A change an operator makes to a provider; `None` leaves that part as it is. Secrets are merged key by key:
/// a key set to `null` is removed, keys not named stay.
#[derive(Debug, Clone, Default)]
pub struct Change {
    pub enabled: Option<bool>,
    pub config: Option<Map<String, Value>>,
    pub secrets: Option<Map<String, Value>>,
}

/// Applies `change` to provider `id` inside the caller's transaction (so the audit row goes with it); the
/// provider as it is after, if it exists.
pub async fn update(
    conn: impl Into<Conn<'_>>,
    id: i64,
    change: &Change,
    now: DateTime<Utc>,
) -> Result<Option<Provider>> {
    let mut conn = conn.into();
    let row: Option<Row> = with_conn!(conn.reborrow(), c => sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM casino_providers WHERE id = $1"))
        .bind(id)
        .fetch_optional(&mut *c)
        .await)?;
    let Some(mut provider) = row.map(Provider::from) else { return Ok(None) };
    if let Some(enabled) = change.enabled {
        provider.enabled = enabled;
    }
    if let Some(config) = &change.config {
        provider.config = config.clone();
    }
    for (key, value) in change.secrets.iter().flatten() {
        if value.is_null() {
            provider.secrets.remove(key);
        } else {
            provider.secrets.insert(key.clone(), value.clone());
        }
    }
    provider.updated_at = Some(now);
    with_conn!(conn, c => sqlx::query(
        "UPDATE casino_providers SET enabled = $2, config = $3, secrets = $4, updated_at = $5 WHERE id = $1")
        .bind(id)
        .bind(provider.enabled)
        .bind(Value::Object(provider.config.clone()).to_string())
        .bind(Value::Object(provider.secrets.clone()).to_string())
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|_| ()))?;
    Ok(Some(provider))
}

/// Provider `id`'s secret `key`: `wanted` when given (stored first if the stored one differs), else the stored
/// one, else `generate()` stored now. One transaction that locks the row first (a no-op update), so instances
/// starting together agree on one secret.
pub async fn ensure_secret(
    db: &Db,
    id: i64,
    key: &str,
    wanted: Option<&str>,
    generate: impl FnOnce() -> String,
    now: DateTime<Utc>,
) -> Result<String> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        sqlx::query("UPDATE casino_providers SET id = id WHERE id = $1").bind(id).execute(&mut *tx).await?;
        let text: Option<String> =
            sqlx::query_scalar("SELECT secrets FROM casino_providers WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?;
        let text = text.ok_or_else(|| crate::StoreError::Other(format!("no provider {id}")))?;
        let mut secrets = match serde_json::from_str(&text) {
            Ok(Value::Object(map)) => map,
            _ => Map::new(),
        };
        let stored = Provider::text(&secrets, key).map(str::to_owned);
        let secret = match (wanted, stored) {
            (Some(wanted), Some(stored)) if wanted == stored => return Ok(stored),
            (None, Some(stored)) => return Ok(stored),
            (Some(wanted), _) => wanted.to_owned(),
            (None, None) => generate(),
        };
        secrets.insert(key.to_owned(), Value::String(secret.clone()));
        sqlx::query("UPDATE casino_providers SET secrets = $2, updated_at = $3 WHERE id = $1")
            .bind(id)
            .bind(Value::Object(secrets).to_string())
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(secret)
    })
}
