//! A player's newest time-out or self-exclusion, read inside another change's transaction (a bonus offer, a
//! notification, an exclusion): a leaf, so those features need not import each other.

use chrono::{DateTime, Utc};
use domain::responsible::{Exclusion, ExclusionKind, ExclusionPeriod};

use crate::{Conn, Result, with_conn};

#[derive(sqlx::FromRow)]
struct Row {
    kind: String,
    period: String,
    started_at: DateTime<Utc>,
    ends_at: Option<DateTime<Utc>>,
    reopen_at: Option<DateTime<Utc>>,
}

impl Row {
    fn exclusion(self) -> Option<Exclusion> {
        Some(Exclusion {
            kind: ExclusionKind::from_code(&self.kind)?,
            period: ExclusionPeriod::from_code(&self.period)?,
            started_at: self.started_at,
            ends_at: self.ends_at,
            reopen_at: self.reopen_at,
        })
    }
}

/// The player's newest time-out or self-exclusion, in force or not (`Exclusion::in_force` tells), on `conn`.
pub(crate) async fn newest_on(conn: Conn<'_>, player_id: i64) -> Result<Option<Exclusion>> {
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(
        "SELECT kind, period, started_at, ends_at, reopen_at FROM responsible_exclusions
         WHERE player_id = $1 ORDER BY id DESC LIMIT 1")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    Ok(row.and_then(Row::exclusion))
}
