//! Players: registration (with the first session), lookups, phone verification and password changes.
//! Username and e-mail are unique regardless of case (lower-cased columns), the user code is unique, and a phone
//! number among verified numbers only (an unverified number someone typed does not keep its real owner out).

use chrono::{DateTime, NaiveDate, Utc};
use domain::session::EndReason;

use crate::{
    Conn, Db, Result, StoreError, db::BeginWrite, outbox::NewMessage, sessions::NewSession, with_conn, with_db,
};

/// A value another player already has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    Username,
    Email,
    Phone,
    Usercode,
}

/// Which unique column a database error is about, if it is a unique violation on `players`.
fn taken_by(error: &sqlx::Error) -> Option<Taken> {
    let sqlx::Error::Database(e) = error else { return None };
    if !e.is_unique_violation() {
        return None;
    }
    // PostgreSQL names the constraint (players_username_lower_key); SQLite names the column in the message.
    let text = format!("{} {}", e.constraint().unwrap_or_default(), e.message());
    [
        ("username_lower", Taken::Username),
        ("email_lower", Taken::Email),
        ("usercode", Taken::Usercode),
        ("phone", Taken::Phone),
    ]
    .into_iter()
    .find(|(column, _)| text.contains(column))
    .map(|(_, taken)| taken)
}

/// A new player, validated by the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPlayer {
    pub usercode: String,
    pub username: String,
    pub email: String,
    pub phone: String,
    pub name: String,
    pub surname: String,
    pub birth_date: NaiveDate,
    pub country_id: i64,
    pub trial_bonus: bool,
    pub referrer_id: Option<i64>,
    pub password_hash: String,
    pub locale: String,
    pub created_at: DateTime<Utc>,
}

/// A stored player.
#[derive(Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Player {
    pub id: i64,
    pub usercode: String,
    pub username: String,
    pub email: String,
    pub phone: String,
    pub phone_verified_at: Option<DateTime<Utc>>,
    pub pending_phone: Option<String>,
    pub name: String,
    pub surname: String,
    pub birth_date: NaiveDate,
    pub country_id: i64,
    pub trial_bonus: bool,
    pub referrer_id: Option<i64>,
    pub password_hash: String,
    pub locale: String,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub blocked_at: Option<DateTime<Utc>>,
    /// The player closed the account: no login any more.
    pub closed_at: Option<DateTime<Utc>>,
}

impl std::fmt::Debug for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Player").field("id", &self.id).field("username", &self.username).finish_non_exhaustive()
    }
}

impl Player {
    /// Whether the current phone number was verified by SMS.
    pub fn sms_verified(&self) -> bool {
        self.phone_verified_at.is_some()
    }
}

const COLUMNS: &str = "id, usercode, username, email, phone, phone_verified_at, pending_phone, name, surname, \
    birth_date, country_id, trial_bonus, referrer_id, password_hash, locale, created_at, last_login_at, blocked_at, \
    closed_at";

/// Which of a new player's unique values other players have already (username and e-mail compared lower-cased).
/// A phone number is taken when another account verified it, or is closed or ever excluded itself: its details
/// cannot register again (docs/decisions.md, "Registering again").
pub async fn taken(db: &Db, username_lower: &str, email_lower: &str, phone: &str) -> Result<Vec<Taken>> {
    let (username, email, phone): (i64, i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM players WHERE username_lower = $1),
                (SELECT COUNT(*) FROM players WHERE email_lower = $2),
                (SELECT COUNT(*) FROM players p WHERE p.phone = $3 AND (p.phone_verified_at IS NOT NULL
                    OR p.closed_at IS NOT NULL
                    OR EXISTS (SELECT 1 FROM responsible_exclusions e
                               WHERE e.player_id = p.id AND e.kind = 'self_exclusion')))")
        .bind(username_lower)
        .bind(email_lower)
        .bind(phone)
        .fetch_one(pool)
        .await)?;
    Ok([(username, Taken::Username), (email, Taken::Email), (phone, Taken::Phone)]
        .into_iter()
        .filter(|(count, _)| *count > 0)
        .map(|(_, taken)| taken)
        .collect())
}

/// Inserts a player on an open connection or transaction and gives their id.
macro_rules! insert_player {
    ($conn:expr, $player:expr) => {
        sqlx::query_scalar::<_, i64>(
            "INSERT INTO players (usercode, username, username_lower, email, email_lower, phone, name, surname,
                 birth_date, country_id, currency_id, trial_bonus, referrer_id, password_hash, locale, created_at,
                 last_login_at, password_changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $12, $13, $14, $15, $15, $15) RETURNING id",
        )
        .bind(&$player.usercode)
        .bind(&$player.username)
        .bind($player.username.to_lowercase())
        .bind(&$player.email)
        .bind($player.email.to_lowercase())
        .bind(&$player.phone)
        .bind(&$player.name)
        .bind(&$player.surname)
        .bind($player.birth_date)
        .bind($player.country_id)
        .bind($player.trial_bonus)
        .bind($player.referrer_id)
        .bind(&$player.password_hash)
        .bind(&$player.locale)
        .bind($player.created_at)
        .fetch_one($conn)
        .await
    };
}

/// A registered player and the session they start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Registered {
    pub player_id: i64,
    pub session_id: i64,
}

/// Creates the player and their first session in one transaction. `Ok(Err(taken))` when a unique value was
/// taken meanwhile (a [`Taken::Usercode`] clash is the caller's to retry with a new code).
pub async fn register(db: &Db, player: &NewPlayer, session: &NewSession) -> Result<Result<Registered, Taken>> {
    let outcome: std::result::Result<Registered, sqlx::Error> = with_db!(db, pool => async {
        // The write lock at once: the player's row also writes the search index (migration 0022), and on SQLite a
        // deferred transaction racing other registrations failed with `database is locked` (a stale snapshot).
        let mut tx = pool.begin_write().await?;
        let player_id = insert_player!(&mut *tx, player)?;
        let session_id = crate::sessions::insert_session!(&mut *tx, player_id, session)?;
        crate::responsible::sessions::schedule((&mut *tx).into(), player_id, Some(session_id), session.created_at)
            .await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>(Registered { player_id, session_id })
    }.await);
    match outcome {
        Ok(registered) => Ok(Ok(registered)),
        Err(e) => match taken_by(&e) {
            Some(taken) => Ok(Err(taken)),
            None => Err(StoreError::Database(e)),
        },
    }
}

/// Creates a player without a session (demo content, tools). `Ok(Err(taken))` when a unique value is taken.
pub async fn create(db: &Db, player: &NewPlayer) -> Result<Result<i64, Taken>> {
    let outcome: std::result::Result<i64, sqlx::Error> = with_db!(db, pool => insert_player!(pool, player));
    match outcome {
        Ok(id) => Ok(Ok(id)),
        Err(e) => match taken_by(&e) {
            Some(taken) => Ok(Err(taken)),
            None => Err(StoreError::Database(e)),
        },
    }
}

/// Marks the player's current phone number verified (demo content, tools).
pub async fn mark_phone_verified(db: &Db, player_id: i64, now: DateTime<Utc>) -> Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE players SET phone_verified_at = $2, pending_phone = NULL WHERE id = $1")
        .bind(player_id)
        .bind(now)
        .execute(pool)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

/// A player by id.
pub async fn get(db: &Db, id: i64) -> Result<Option<Player>> {
    let sql = format!("SELECT {COLUMNS} FROM players WHERE id = $1");
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?)
}

/// A player by username, compared lower-cased.
pub async fn by_username(db: &Db, username_lower: &str) -> Result<Option<Player>> {
    let sql = format!("SELECT {COLUMNS} FROM players WHERE username_lower = $1");
    Ok(with_db!(db, pool => sqlx::query_as(&sql).bind(username_lower).fetch_optional(pool).await)?)
}

/// The ids of the players named in `usernames_lower`, by lower-case username, in one query (unknown names are
/// missing from the answer).
pub async fn ids_by_usernames(db: &Db, usernames_lower: &[String]) -> Result<Vec<(String, i64)>> {
    if usernames_lower.is_empty() {
        return Ok(Vec::new());
    }
    let placeholders: Vec<String> = (1..=usernames_lower.len()).map(|n| format!("${n}")).collect();
    let sql = format!("SELECT username_lower, id FROM players WHERE username_lower IN ({})", placeholders.join(", "));
    Ok(with_db!(db, pool => {
        let mut query = sqlx::query_as(&sql);
        for name in usernames_lower {
            query = query.bind(name);
        }
        query.fetch_all(pool).await
    })?)
}

/// Whether a player with this id exists.
pub async fn exists(db: &Db, id: i64) -> Result<bool> {
    let found: Option<i64> = with_db!(db, pool => sqlx::query_scalar("SELECT id FROM players WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await)?;
    Ok(found.is_some())
}

/// The id of the player who verified phone number `phone`, if one did.
pub async fn verified_phone_owner(db: &Db, phone: &str) -> Result<Option<i64>> {
    Ok(with_db!(db, pool => sqlx::query_scalar(
        "SELECT id FROM players WHERE phone = $1 AND phone_verified_at IS NOT NULL")
        .bind(phone)
        .fetch_optional(pool)
        .await)?)
}

/// Starts a session after a successful login and remembers when and in which language the player came — only
/// while the password is still the one the login was checked against (`password_hash`): a login racing a
/// password change must not keep a session made with the old password (the change ends every session in its
/// transaction, and this one takes the player's row first). `None` when the password changed meanwhile.
pub async fn log_in(
    db: &Db,
    player_id: i64,
    password_hash: &str,
    session: &NewSession,
    locale: &str,
) -> Result<Option<i64>> {
    Ok(with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        let same = sqlx::query(
            "UPDATE players SET last_login_at = $2, locale = $3 WHERE id = $1 AND password_hash = $4")
            .bind(player_id)
            .bind(session.created_at)
            .bind(locale)
            .bind(password_hash)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if same == 0 {
            return Ok::<_, sqlx::Error>(None);
        }
        let session_id = crate::sessions::insert_session!(&mut *tx, player_id, session)?;
        crate::responsible::sessions::schedule((&mut *tx).into(), player_id, Some(session_id), session.created_at)
            .await?;
        tx.commit().await?;
        Ok::<_, sqlx::Error>(Some(session_id))
    }.await)?)
}

/// Why a change that uses up a one-time code did not happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Another player has that value now.
    Taken(Taken),
    /// The code was used up meanwhile (a parallel request with the same code won).
    CodeUsed,
}

/// Uses up one-time code `id` first in a transaction, so of parallel requests with one code exactly one goes
/// on: the others find it gone (PostgreSQL makes them wait for the first to commit; SQLite has one writer).
macro_rules! use_up_code {
    ($tx:expr, $id:expr) => {
        sqlx::query("DELETE FROM one_time_codes WHERE id = $1")
            .bind($id)
            .execute($tx)
            .await
            .map(|done| done.rows_affected() == 1)
    };
}

/// Makes `phone` the player's verified number and uses up the code that proved it.
pub async fn verify_phone(
    db: &Db,
    player_id: i64,
    phone: &str,
    code_id: i64,
    now: DateTime<Utc>,
) -> Result<Result<(), Refused>> {
    let outcome: std::result::Result<bool, sqlx::Error> = with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        if !use_up_code!(&mut *tx, code_id)? {
            return Ok(false);
        }
        sqlx::query("UPDATE players SET phone = $2, phone_verified_at = $3, pending_phone = NULL WHERE id = $1")
            .bind(player_id)
            .bind(phone)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await.map(|()| true)
    }.await);
    match outcome {
        Ok(true) => Ok(Ok(())),
        Ok(false) => Ok(Err(Refused::CodeUsed)),
        Err(e) => match taken_by(&e) {
            Some(taken) => Ok(Err(Refused::Taken(taken))),
            None => Err(StoreError::Database(e)),
        },
    }
}

/// A password change and what goes with it, done in one transaction.
#[derive(Debug, Clone)]
pub struct PasswordChange<'a> {
    pub player_id: i64,
    pub password_hash: String,
    pub now: DateTime<Utc>,
    /// Sessions other than this one end with `end_reason` (all of them when `None`).
    pub keep_session: Option<i64>,
    pub end_reason: EndReason,
    /// The reset code that allowed the change, used up with it.
    pub used_code: Option<i64>,
    /// A notice to the player that their password changed.
    pub notice: Option<&'a NewMessage>,
}

/// Sets a new password hash, ends the player's other sessions, uses up the code and queues the notice.
/// Gives the ids of the sessions that ended, or `None` when the code was used up meanwhile (nothing changed).
pub async fn change_password(db: &Db, change: &PasswordChange<'_>) -> Result<Option<Vec<i64>>> {
    Ok(with_db!(db, pool => async {
        let mut tx = pool.begin().await?;
        if let Some(code_id) = change.used_code
            && !use_up_code!(&mut *tx, code_id)?
        {
            return Ok(None);
        }
        sqlx::query("UPDATE players SET password_hash = $2, password_changed_at = $3 WHERE id = $1")
            .bind(change.player_id)
            .bind(&change.password_hash)
            .bind(change.now)
            .execute(&mut *tx)
            .await?;
        let ended = crate::sessions::end_all_sessions!(
            &mut *tx, change.player_id, change.now, change.end_reason, change.keep_session)?;
        if let Some(notice) = change.notice {
            crate::outbox::insert_message!(&mut *tx, notice, change.now)?;
        }
        tx.commit().await?;
        Ok::<_, sqlx::Error>(Some(ended))
    }.await)?)
}

/// Takes the player's row for the rest of the transaction, which serialises a player's protection changes
/// (SQLite: this first write takes the database's write lock); whether the account is closed.
pub(crate) async fn lock(conn: Conn<'_>, player_id: i64) -> sqlx::Result<bool> {
    let closed: Option<Option<DateTime<Utc>>> = with_conn!(conn, c => sqlx::query_scalar(
        "UPDATE players SET locale = locale WHERE id = $1 RETURNING closed_at")
        .bind(player_id).fetch_optional(&mut *c).await)?;
    Ok(closed.flatten().is_some())
}
