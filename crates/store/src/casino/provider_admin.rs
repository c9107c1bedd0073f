//! An operator's change to a provider (on/off, settings, secrets) with its audit row, in one transaction. The
//! audit row names the secrets that are set and the ones this change wrote or removed — never their values.

use chrono::{DateTime, Utc};
use serde_json::{Map, Value, json};

use super::providers::{self, Change, Provider};
use crate::{Db, Result, audit, audit::NewEntry, with_db};

/// What the audit log keeps of a provider: everything but the secrets' values.
fn audited(enabled: bool, config: &Map<String, Value>, secret_names: Vec<String>) -> Value {
    json!({"enabled": enabled, "config": config, "secrets": secret_names})
}

/// Applies `change` to provider `id` and appends `entry` (with the state before and after, secrets by name
/// only), all in one transaction; the provider as it is after, or `None` when there is no such provider.
pub async fn update(
    db: &Db,
    id: i64,
    change: &Change,
    now: DateTime<Utc>,
    entry: &NewEntry,
) -> Result<Option<Provider>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // A write first: it locks the row (PostgreSQL) or the database (SQLite) before its state is read.
        let found = sqlx::query("UPDATE casino_providers SET id = id WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if found == 0 {
            return Ok(None);
        }
        let (enabled, config, secrets): (bool, String, String) =
            sqlx::query_as("SELECT enabled, config, secrets FROM casino_providers WHERE id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
        let object = |text: &str| match serde_json::from_str(text) {
            Ok(Value::Object(map)) => map,
            _ => Map::new(),
        };
        let before_names: Vec<String> =
            object(&secrets).into_iter().filter(|(_, v)| !v.is_null()).map(|(k, _)| k).collect();
        let before = audited(enabled, &object(&config), before_names);
        let Some(after) = providers::update(&mut *tx, id, change, now).await? else {
            return Ok(None);
        };
        let mut after_state = audited(after.enabled, &after.config, after.secret_names());
        let (mut written, mut removed) = (Vec::new(), Vec::new());
        for (name, value) in change.secrets.iter().flatten() {
            if value.is_null() { removed.push(name.clone()) } else { written.push(name.clone()) }
        }
        if !written.is_empty() {
            after_state["secretsWritten"] = json!(written);
        }
        if !removed.is_empty() {
            after_state["secretsRemoved"] = json!(removed);
        }
        audit::append(&mut *tx, &entry.clone().changes(before, after_state)).await?;
        tx.commit().await?;
        Ok(Some(after))
    })
}
