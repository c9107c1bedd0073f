//! Support requests: stored with the player's acknowledgement (when a player sent it) in one transaction, listed
//! for operators, and closed once with what was done (audited in the same transaction).

use chrono::{DateTime, SubsecRound, Utc};
use domain::support::Request;
use serde::Serialize;

use crate::{
    BeginWrite, Db, Result,
    audit::{self, NewEntry},
    notifications::{self, NewNotification},
    with_db,
};

/// A request to store, and where it came from.
#[derive(Debug, Clone)]
pub struct NewRequest<'a> {
    pub request: &'a Request,
    /// The player logged in when it was sent.
    pub player_id: Option<i64>,
    /// `tr` or `en`: the language to answer in.
    pub locale: &'a str,
    pub ip: Option<&'a str>,
    pub created_at: DateTime<Utc>,
}

/// Stores `new`; `acknowledge` builds the player's notification from the request's id (none for a visitor),
/// written in the same transaction. Gives the id, and the notification's id with it.
pub async fn create(
    db: &Db,
    new: &NewRequest<'_>,
    acknowledge: impl FnOnce(i64) -> Option<NewNotification>,
) -> Result<(i64, Option<(i64, NewNotification)>)> {
    let request = new.request;
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO support_requests (kind, player_id, name, phone, email, preferred_time, message, locale, ip,
                 created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
        )
        .bind(request.kind.as_str())
        .bind(new.player_id)
        .bind(&request.name)
        .bind(&request.phone)
        .bind(&request.email)
        .bind(request.preferred_time.map(|t| t.as_str()))
        .bind(&request.message)
        .bind(new.locale)
        .bind(new.ip)
        .bind(new.created_at.trunc_subsecs(6))
        .fetch_one(&mut *tx)
        .await?;
        let notice = match acknowledge(id) {
            Some(notification) => Some((notifications::insert(&mut *tx, &notification).await?, notification)),
            None => None,
        };
        tx.commit().await?;
        Ok((id, notice))
    })
}

/// A request as operators list it, with the player's username and the closing operator's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Listed {
    pub id: i64,
    pub kind: String,
    pub player_id: Option<i64>,
    pub username: Option<String>,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub preferred_time: Option<String>,
    pub message: String,
    pub locale: String,
    pub created_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    pub closed_by: Option<String>,
    pub resolution: Option<String>,
}

const LISTED: &str = "SELECT r.id, r.kind, r.player_id, p.username, r.name, r.phone, r.email, r.preferred_time,
     r.message, r.locale, r.created_at, r.closed_at, o.username AS closed_by, r.resolution
     FROM support_requests r LEFT JOIN players p ON p.id = r.player_id LEFT JOIN operators o ON o.id = r.closed_by";

/// Which requests [`page`] lists; `None` fields do not filter.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// `Some(true)`: only open ones (oldest first, the queue); `Some(false)`: only closed ones (newest first).
    pub open: Option<bool>,
    pub kind: Option<String>,
    pub player_id: Option<i64>,
}

/// A page of requests and how many match in all. Open requests come oldest first (a queue), otherwise newest
/// first.
pub async fn page(db: &Db, filter: &Filter, skip: i64, take: i64) -> Result<(Vec<Listed>, i64)> {
    const WHERE: &str = "WHERE ($1 IS NULL OR (r.closed_at IS NULL) = $1) AND ($2 IS NULL OR r.kind = $2)
        AND ($3 IS NULL OR r.player_id = $3)";
    let order = if filter.open == Some(true) { "r.created_at, r.id" } else { "r.created_at DESC, r.id DESC" };
    let list = format!("{LISTED} {WHERE} ORDER BY {order} LIMIT $4 OFFSET $5");
    let count = format!("SELECT COUNT(*) FROM support_requests r {WHERE}");
    with_db!(db, pool => {
        let items: Vec<Listed> = sqlx::query_as(&list)
            .bind(filter.open)
            .bind(&filter.kind)
            .bind(filter.player_id)
            .bind(take)
            .bind(skip)
            .fetch_all(pool)
            .await?;
        let total: i64 = sqlx::query_scalar(&count)
            .bind(filter.open)
            .bind(&filter.kind)
            .bind(filter.player_id)
            .fetch_one(pool)
            .await?;
        Ok((items, total))
    })
}

/// One request, if it exists.
pub async fn get(db: &Db, id: i64) -> Result<Option<Listed>> {
    with_db!(db, pool => Ok(sqlx::query_as(&format!("{LISTED} WHERE r.id = $1")).bind(id).fetch_optional(pool).await?))
}

/// What closing a request did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Closed {
    NotFound,
    /// Another operator closed it first: nothing changed.
    AlreadyClosed,
    Done,
}

/// Closes request `id` by `operator_id` with `resolution` and appends `entry` (given the state before and after),
/// in one transaction; a request is closed once.
pub async fn close(
    db: &Db,
    id: i64,
    operator_id: i64,
    resolution: &str,
    now: DateTime<Utc>,
    entry: &NewEntry,
) -> Result<Closed> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let closed = sqlx::query(
            "UPDATE support_requests SET closed_at = $2, closed_by = $3, resolution = $4
             WHERE id = $1 AND closed_at IS NULL",
        )
        .bind(id)
        .bind(now)
        .bind(operator_id)
        .bind(resolution)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if closed == 0 {
            let exists: Option<i64> =
                sqlx::query_scalar("SELECT id FROM support_requests WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?;
            return Ok(if exists.is_some() { Closed::AlreadyClosed } else { Closed::NotFound });
        }
        let entry = entry
            .clone()
            .before(serde_json::json!({"status": "open"}))
            .after(serde_json::json!({"status": "closed", "resolution": resolution}));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Closed::Done)
    })
}
