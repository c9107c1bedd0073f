//! Operators (back-office staff) and their sessions. Passwords arrive here already
//! hashed (`domain::password`); tokens arrive as their SHA-256.

use chrono::{DateTime, SubsecRound, Utc};
use domain::{operator::Role, session::EndReason};
use serde::Serialize;

use crate::{
    Db, Result, StoreError,
    audit::{self, Actor, NewEntry},
    with_db,
};

/// An operator account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Operator {
    pub id: i64,
    pub username: String,
    pub role: Role,
    pub created_at: DateTime<Utc>,
    pub disabled_at: Option<DateTime<Utc>>,
    /// When the operator enrolled a second factor (TOTP), if they have.
    pub totp_enabled_at: Option<DateTime<Utc>>,
}

#[derive(sqlx::FromRow)]
struct OperatorRow {
    id: i64,
    username: String,
    role: String,
    created_at: DateTime<Utc>,
    disabled_at: Option<DateTime<Utc>>,
    totp_enabled_at: Option<DateTime<Utc>>,
}

impl TryFrom<OperatorRow> for Operator {
    type Error = StoreError;

    fn try_from(row: OperatorRow) -> Result<Operator> {
        let role = Role::parse(&row.role).map_err(|_| {
            StoreError::Database(sqlx::Error::Decode(format!("unknown operator role {:?}", row.role).into()))
        })?;
        Ok(Operator {
            id: row.id,
            username: row.username,
            role,
            created_at: row.created_at,
            disabled_at: row.disabled_at,
            totp_enabled_at: row.totp_enabled_at,
        })
    }
}

const COLUMNS: &str = "id, username, role, created_at, disabled_at, totp_enabled_at";

/// Why [`create`] did not create.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    #[error("an operator with this username exists")]
    UsernameTaken,
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for CreateError {
    fn from(e: sqlx::Error) -> Self {
        match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => CreateError::UsernameTaken,
            _ => CreateError::Store(StoreError::Database(e)),
        }
    }
}

/// Creates an operator and its audit row (`operator.create`, by `actor`) in one transaction.
pub async fn create(
    db: &Db,
    username: &str,
    role: Role,
    password_hash: &str,
    actor: &Actor,
) -> Result<Operator, CreateError> {
    let now = actor.at.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: OperatorRow = sqlx::query_as(&format!(
            "INSERT INTO operators (username, password_hash, role, created_at) VALUES ($1, $2, $3, $4)
             RETURNING {COLUMNS}"))
            .bind(username)
            .bind(password_hash)
            .bind(role.as_str())
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
        let operator = Operator::try_from(row)?;
        let entry = NewEntry::new(actor, "operator.create", "operator", operator.id)
            .after(serde_json::json!({"username": operator.username, "role": operator.role}));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(operator)
    })
}

/// Sets operator `username`'s password hash and ends every session they have open (whoever holds one may be
/// the reason for the change), with an audit row that records the change but not the hash. `None` when there
/// is no such operator.
pub async fn set_password(db: &Db, username: &str, password_hash: &str, actor: &Actor) -> Result<Option<Operator>> {
    let now = actor.at.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row: Option<OperatorRow> = sqlx::query_as(&format!(
            "UPDATE operators SET password_hash = $2 WHERE lower(username) = lower($1) RETURNING {COLUMNS}"))
            .bind(username)
            .bind(password_hash)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(operator) = row.map(Operator::try_from).transpose()? else {
            return Ok(None);
        };
        let ended = sqlx::query(
            "UPDATE operator_sessions SET ended_at = $1, end_reason = $3
             WHERE operator_id = $2 AND ended_at IS NULL")
            .bind(now)
            .bind(operator.id)
            .bind(EndReason::PasswordChanged.as_str())
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let entry = NewEntry::new(actor, "operator.password", "operator", operator.id)
            .after(serde_json::json!({"sessions_ended": ended}));
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Some(operator))
    })
}

/// The operator named `username` (case-insensitive) and its password hash, for logging in.
pub async fn credentials(db: &Db, username: &str) -> Result<Option<(Operator, String)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        operator: OperatorRow,
        password_hash: String,
    }
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {COLUMNS}, password_hash FROM operators WHERE lower(username) = lower($1)"))
        .bind(username)
        .fetch_optional(pool)
        .await)?;
    row.map(|r| Ok((Operator::try_from(r.operator)?, r.password_hash))).transpose()
}

/// The operator with this id.
pub async fn get(db: &Db, id: i64) -> Result<Option<Operator>> {
    let row: Option<OperatorRow> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM operators WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    row.map(Operator::try_from).transpose()
}

/// Every operator, oldest first.
pub async fn list(db: &Db) -> Result<Vec<Operator>> {
    let rows: Vec<OperatorRow> = with_db!(db, pool => sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM operators ORDER BY id"))
        .fetch_all(pool)
        .await)?;
    rows.into_iter().map(Operator::try_from).collect()
}

/// Disables (`disabled: true`) or re-enables the operator named `username` (case-insensitive).
/// Disabling ends every open session of the operator; both write an audit row
/// (`operator.disable` / `operator.enable`) in the same transaction. Setting the state the
/// operator already has changes nothing and writes nothing. `None` when there is no such operator.
pub async fn set_disabled(db: &Db, username: &str, disabled: bool, actor: &Actor) -> Result<Option<Operator>> {
    let now = actor.at.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // Lock the row (PostgreSQL) or the database (SQLite) before reading its state, so two runs
        // cannot both see "enabled" and both write an audit row.
        sqlx::query("UPDATE operators SET disabled_at = disabled_at WHERE lower(username) = lower($1)")
            .bind(username)
            .execute(&mut *tx)
            .await?;
        let before: Option<OperatorRow> = sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM operators WHERE lower(username) = lower($1)"))
            .bind(username)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(before) = before.map(Operator::try_from).transpose()? else {
            return Ok(None);
        };
        if before.disabled_at.is_some() == disabled {
            return Ok(Some(before));
        }
        let row: OperatorRow = sqlx::query_as(&format!(
            "UPDATE operators SET disabled_at = $1 WHERE id = $2 RETURNING {COLUMNS}"))
            .bind(disabled.then_some(now))
            .bind(before.id)
            .fetch_one(&mut *tx)
            .await?;
        if disabled {
            sqlx::query(
                "UPDATE operator_sessions SET ended_at = $1, end_reason = $3
                 WHERE operator_id = $2 AND ended_at IS NULL")
                .bind(now)
                .bind(before.id)
                .bind(EndReason::Disabled.as_str())
                .execute(&mut *tx)
                .await?;
        }
        let action = if disabled { "operator.disable" } else { "operator.enable" };
        let entry = NewEntry::new(actor, action, "operator", before.id).changes(
            serde_json::json!({"disabled_at": before.disabled_at}),
            serde_json::json!({"disabled_at": row.disabled_at}),
        );
        audit::append(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Some(Operator::try_from(row)?))
    })
}

/// A new operator session.
#[derive(Debug, Clone)]
pub struct NewSession<'a> {
    pub operator_id: i64,
    /// SHA-256 of the token, lower-case hex.
    pub token_hash: &'a str,
    pub now: DateTime<Utc>,
    /// The absolute end of the session.
    pub expires_at: DateTime<Utc>,
    pub ip: Option<&'a str>,
    pub user_agent: Option<&'a str>,
}

/// Records a session and returns its id.
pub async fn start_session(db: &Db, session: &NewSession<'_>) -> Result<i64> {
    let id: i64 = with_db!(db, pool => sqlx::query_scalar(
        "INSERT INTO operator_sessions (operator_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $3, $4, $5, $6) RETURNING id")
        .bind(session.operator_id)
        .bind(session.token_hash)
        .bind(session.now.trunc_subsecs(6))
        .bind(session.expires_at.trunc_subsecs(6))
        .bind(session.ip)
        .bind(session.user_agent)
        .fetch_one(pool)
        .await)?;
    Ok(id)
}

/// A session found by its token, with its operator. The caller decides whether it is still valid.
#[derive(Debug, Clone)]
pub struct Session {
    pub id: i64,
    pub operator: Operator,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// Why it ended, when it has.
    pub ended: Option<EndReason>,
}

impl Session {
    /// What the session rules (`domain::session::check`) look at.
    pub fn state(&self) -> domain::session::Presented {
        domain::session::Presented {
            ended: self.ended,
            expires_at: self.expires_at,
            last_seen_at: self.last_seen_at,
            limit_at: None,
            barred: self.operator.disabled_at.map(|_| EndReason::Disabled),
        }
    }
}

/// The session whose token hashes to `token_hash`.
pub async fn session_by_token(db: &Db, token_hash: &str) -> Result<Option<Session>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        session_id: i64,
        session_created_at: DateTime<Utc>,
        last_seen_at: DateTime<Utc>,
        expires_at: DateTime<Utc>,
        ended_at: Option<DateTime<Utc>>,
        end_reason: Option<String>,
        #[sqlx(flatten)]
        operator: OperatorRow,
    }
    let row: Option<Row> = with_db!(db, pool => sqlx::query_as(
        "SELECT s.id AS session_id, s.created_at AS session_created_at, s.last_seen_at, s.expires_at, s.ended_at,
         s.end_reason, o.id, o.username, o.role, o.created_at, o.disabled_at, o.totp_enabled_at
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1")
        .bind(token_hash)
        .fetch_optional(pool)
        .await)?;
    row.map(|r| {
        Ok(Session {
            id: r.session_id,
            operator: Operator::try_from(r.operator)?,
            created_at: r.session_created_at,
            last_seen_at: r.last_seen_at,
            expires_at: r.expires_at,
            ended: EndReason::of_stored(r.ended_at, r.end_reason.as_deref()),
        })
    })
    .transpose()
}

/// Marks the session as used now (the idle timeout counts from here).
pub async fn touch_session(db: &Db, session_id: i64, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE operator_sessions SET last_seen_at = $1 WHERE id = $2 AND ended_at IS NULL")
        .bind(now.trunc_subsecs(6))
        .bind(session_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// Ends a session; ending an ended session changes nothing.
pub async fn end_session(db: &Db, session_id: i64, now: DateTime<Utc>, reason: EndReason) -> Result<()> {
    with_db!(db, pool => sqlx::query(
        "UPDATE operator_sessions SET ended_at = $1, end_reason = $2 WHERE id = $3 AND ended_at IS NULL")
        .bind(now.trunc_subsecs(6))
        .bind(reason.as_str())
        .bind(session_id)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}
