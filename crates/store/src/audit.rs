//! The operators' audit log (architecture §8): append-only and hash-chained, so [`verify`] detects any edit, removal or
//! insertion of a row made without recomputing every later hash. Whoever can write to the database can do that
//! too; [`verify_against`] also checks hashes kept outside the database (signed anchors of the head,
//! `zar admin audit anchor`), which catches a chain rewritten and rehashed after the anchor was taken.
//!
//! # Writing an entry
//! Write the audit row in the same transaction as the change it records, so there is never a change
//! without its row or a row without its change. Inside a repository function:
//!
//! ```ignore
//! with_db!(db, pool => {
//!     let mut tx = pool.begin().await?;
//!     // … the change, on &mut *tx …
//!     audit::append(&mut *tx, &entry.changes(&before, &after)).await?;
//!     tx.commit().await?;
//!     Ok(())
//! })
//! ```
//!
//! [`append`] works on either backend's connection (it is generic over [`AuditConn`]), so it sits inside
//! `with_db!` like any query. [`record`] appends in a transaction of its own, for actions that change
//! nothing else in the database (e.g. an export). The API builds [`NewEntry`] values from the logged-in
//! operator (`api::admin::Operator::audit`), so who, from where and which request are filled in for you.
//!
//! # The chain
//! Row `n` stores `prev_hash` (row `n-1`'s hash, or [`GENESIS`] for row 1) and `hash`, the SHA-256 of
//! [`canonical`] (its content and `prev_hash`). Ids are the positions 1, 2, 3 … without gaps. The single
//! row of `audit_head` holds the last id and hash: every append first updates it, which takes the write
//! lock on SQLite and a row lock on PostgreSQL, so two writers cannot both extend the same head.

use chrono::{DateTime, SecondsFormat, SubsecRound, Utc};
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::{Conn, Db, Result, with_conn, with_db};

/// The `prev_hash` of the first row.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// Who made a change and from where.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Actor {
    /// The operator, or `None` for the command line and other system actions.
    pub operator_id: Option<i64>,
    /// The operator's role at the time (`admin`, `support` …), or `system`.
    pub role: String,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    pub request_id: Option<String>,
    /// When they acted, from the caller's clock: the row's time.
    pub at: DateTime<Utc>,
}

impl Actor {
    /// A change made outside the API at `at`, e.g. `Actor::system("zar operator create", clock.now())`.
    pub fn system(tool: &str, at: DateTime<Utc>) -> Actor {
        Actor {
            operator_id: None,
            role: "system".to_owned(),
            user_agent: Some(tool.to_owned()),
            at,
            ..Actor::default()
        }
    }
}

/// An entry to append: who did what to which object, and the changed fields before and after.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEntry {
    pub actor: Actor,
    /// Dotted verb, e.g. `player.block`, `cms.page.update`.
    pub action: String,
    /// The kind of object changed, e.g. `player`, `page`.
    pub target_type: String,
    pub target_id: Option<String>,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

impl NewEntry {
    pub fn new(actor: &Actor, action: &str, target_type: &str, target_id: impl ToString) -> NewEntry {
        NewEntry {
            actor: actor.clone(),
            action: action.to_owned(),
            target_type: target_type.to_owned(),
            target_id: Some(target_id.to_string()),
            before: None,
            after: None,
        }
    }

    /// The state before the change (any serializable value; `null` when it did not exist).
    pub fn before(mut self, value: impl Serialize) -> NewEntry {
        self.before = serde_json::to_value(value).ok();
        self
    }

    /// The state after the change (`null` when it was removed).
    pub fn after(mut self, value: impl Serialize) -> NewEntry {
        self.after = serde_json::to_value(value).ok();
        self
    }

    /// Before and after reduced to the top-level fields that differ (both whole when either is not an
    /// object), so a row says what changed rather than repeating the whole object.
    pub fn changes(self, before: impl Serialize, after: impl Serialize) -> NewEntry {
        let (before, after) = (serde_json::to_value(before).ok(), serde_json::to_value(after).ok());
        let (before, after) = match (before, after) {
            (Some(Value::Object(b)), Some(Value::Object(a))) => {
                let changed = |k: &String| b.get(k) != a.get(k);
                let keys: Vec<String> = b.keys().chain(a.keys()).filter(|k| changed(k)).cloned().collect();
                let pick = |m: &serde_json::Map<String, Value>| {
                    Value::Object(keys.iter().map(|k| (k.clone(), m.get(k).cloned().unwrap_or(Value::Null))).collect())
                };
                (Some(pick(&b)), Some(pick(&a)))
            }
            other => other,
        };
        NewEntry { before, after, ..self }
    }

    /// Adds `key: value` to `after` when it is an object (else to `before`, as after a removal): context the change
    /// itself does not show, such as how sensitive the changed setting is. Call it after [`NewEntry::changes`].
    pub fn noting(mut self, key: &str, value: impl Serialize) -> NewEntry {
        let value = serde_json::to_value(value).unwrap_or(Value::Null);
        let side = if matches!(self.after, Some(Value::Object(_))) { &mut self.after } else { &mut self.before };
        if let Some(Value::Object(map)) = side {
            map.insert(key.to_owned(), value);
        }
        self
    }
}

/// One stored row of the log. `before` and `after` are JSON texts, exactly as hashed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Entry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub operator_id: Option<i64>,
    pub operator_role: String,
    pub action: String,
    pub target_type: String,
    pub target_id: Option<String>,
    pub before: Option<String>,
    pub after: Option<String>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    pub request_id: Option<String>,
    pub prev_hash: String,
    pub hash: String,
}

impl Entry {
    /// The SHA-256 (lower-case hex) this row should carry.
    pub fn expected_hash(&self) -> String {
        hex(&Sha256::digest(canonical(self).as_bytes()))
    }
}

/// The text a row's hash is taken over: a compact JSON array of a version tag and every column but `hash`,
/// in table order, with `at` as RFC 3339 UTC in microseconds (what both databases store exactly) and
/// `before`/`after` as the stored JSON texts (strings), so the hash never depends on re-serializing JSON.
pub fn canonical(entry: &Entry) -> String {
    let fields = serde_json::json!([
        "zar.audit.v1",
        entry.id,
        entry.at.to_rfc3339_opts(SecondsFormat::Micros, true),
        entry.operator_id,
        entry.operator_role,
        entry.action,
        entry.target_type,
        entry.target_id,
        entry.before,
        entry.after,
        entry.ip,
        entry.user_agent,
        entry.request_id,
        entry.prev_hash,
    ]);
    fields.to_string()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Appends `entry` on `conn`, normally the transaction of the change it records (`&mut *tx`): the row
/// commits or rolls back with the change. Holds the chain's head until that transaction ends, so keep the
/// transaction short.
pub async fn append<'c>(conn: impl Into<Conn<'c>>, entry: &NewEntry) -> Result<Entry> {
    with_conn!(conn.into(), c => {
                    // Taking the head first serializes appends; the chain's order is the ids', the time is the
                    // actor's (from the caller's clock).
                    let (id, prev_hash): (i64, String) = sqlx::query_as(
                        "UPDATE audit_head SET last_id = last_id + 1 WHERE id = 1 RETURNING last_id, last_hash",
                    )
                    .fetch_one(&mut *c)
                    .await?;
                    let mut row = Entry {
                        id,
                        at: entry.actor.at.trunc_subsecs(6),
                        operator_id: entry.actor.operator_id,
                        operator_role: entry.actor.role.clone(),
                        action: entry.action.clone(),
                        target_type: entry.target_type.clone(),
                        target_id: entry.target_id.clone(),
                        before: entry.before.as_ref().map(Value::to_string),
                        after: entry.after.as_ref().map(Value::to_string),
                        ip: entry.actor.ip.clone(),
                        user_agent: entry.actor.user_agent.clone(),
                        request_id: entry.actor.request_id.clone(),
                        prev_hash,
                        hash: String::new(),
                    };
                    row.hash = row.expected_hash();
                    sqlx::query(
                        "INSERT INTO audit_log (id, at, operator_id, operator_role, action, target_type, target_id,
                         before, after, ip, user_agent, request_id, prev_hash, hash)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
                    )
                    .bind(row.id)
                    .bind(row.at)
                    .bind(row.operator_id)
                    .bind(&row.operator_role)
                    .bind(&row.action)
                    .bind(&row.target_type)
                    .bind(&row.target_id)
                    .bind(&row.before)
                    .bind(&row.after)
                    .bind(&row.ip)
                    .bind(&row.user_agent)
                    .bind(&row.request_id)
                    .bind(&row.prev_hash)
                    .bind(&row.hash)
                    .execute(&mut *c)
                    .await?;
                    sqlx::query("UPDATE audit_head SET last_hash = $1 WHERE id = 1")
                        .bind(&row.hash)
                        .execute(&mut *c)
                        .await?;
                    Ok(row)
    })
}

/// Appends `entry` in a transaction of its own, for actions that change nothing else in the database.
pub async fn record(db: &Db, entry: &NewEntry) -> Result<Entry> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let row = append(&mut *tx, entry).await?;
        tx.commit().await?;
        Ok(row)
    })
}

/// Which rows [`page`] lists; `None` fields do not filter.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub operator_id: Option<i64>,
    /// An action, or a family of them ending in `*` (`responsible.*`).
    pub action: Option<String>,
    pub target_type: Option<String>,
    pub target_id: Option<String>,
}

/// A row as listed, with the operator's username.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct Listed {
    #[sqlx(flatten)]
    pub entry: Entry,
    pub operator_username: Option<String>,
}

/// Newest first, `skip`/`take`, and how many rows match in all.
pub async fn page(db: &Db, filter: &Filter, skip: i64, take: i64) -> Result<(Vec<Listed>, i64)> {
    // Every filter is a "param IS NULL OR column = param" pair, so one statement serves all combinations.
    const WHERE: &str = "WHERE ($1 IS NULL OR a.operator_id = $1) AND ($2 IS NULL OR a.action = $2)
        AND ($3 IS NULL OR a.target_type = $3) AND ($4 IS NULL OR a.target_id = $4)
        AND ($5 IS NULL OR a.action LIKE $5)";
    let list = format!(
        "SELECT a.id, a.at, a.operator_id, a.operator_role, a.action, a.target_type, a.target_id, a.before, a.after,
         a.ip, a.user_agent, a.request_id, a.prev_hash, a.hash, o.username AS operator_username
         FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id {WHERE}
         ORDER BY a.id DESC LIMIT $6 OFFSET $7"
    );
    let count = format!("SELECT COUNT(*) FROM audit_log a {WHERE}");
    let Filter { operator_id, action, target_type, target_id } = filter;
    // `family.*` matches by prefix (LIKE; an `_` in the prefix matches any one character, harmless here).
    let (action, family) = match action.as_deref().and_then(|a| a.strip_suffix('*')) {
        Some(prefix) => (None, Some(format!("{prefix}%"))),
        None => (action.clone(), None),
    };
    with_db!(db, pool => {
        let items: Vec<Listed> = sqlx::query_as(&list)
            .bind(operator_id)
            .bind(&action)
            .bind(target_type)
            .bind(target_id)
            .bind(&family)
            .bind(take)
            .bind(skip)
            .fetch_all(pool)
            .await?;
        let total: i64 = sqlx::query_scalar(&count)
            .bind(operator_id)
            .bind(&action)
            .bind(target_type)
            .bind(target_id)
            .bind(&family)
            .fetch_one(pool)
            .await?;
        Ok((items, total))
    })
}

/// The outcome of [`verify`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// Rows checked before stopping (all of them when the chain is intact).
    pub checked: i64,
    /// The first broken link, if any.
    pub broken: Option<BrokenLink>,
}

impl Verification {
    pub fn is_intact(&self) -> bool {
        self.broken.is_none()
    }
}

/// Where and why the chain breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenLink {
    /// The row id at which the chain breaks (for a missing row, the id that should be there).
    pub id: i64,
    pub reason: String,
}

impl std::fmt::Display for BrokenLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "audit row {}: {}", self.id, self.reason)
    }
}

/// Rows read per round trip while verifying.
const VERIFY_BATCH: i64 = 500;

/// Walks the whole chain from row 1 and stops at the first broken link: a missing or extra row, a
/// `prev_hash` that is not the previous row's hash, a hash that does not match the row's content, or a
/// head that does not point at the last row. Reads one consistent snapshot.
///
/// The chain alone proves only that nobody edited rows without recomputing every later hash: whoever can write
/// to the database can rewrite a row and rehash the rest. [`verify_against`] also checks hashes kept outside it.
pub async fn verify(db: &Db) -> Result<Verification> {
    verify_against(db, &[]).await
}

/// A hash the chain must still have at row `id`, taken from outside the database (a signed anchor, see
/// `zar admin audit anchor`). `id` 0 is the empty chain, whose hash is [`GENESIS`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    pub id: i64,
    pub hash: String,
    /// Where the checkpoint comes from, for the message when it does not hold (e.g. `anchored at …`).
    pub source: String,
}

/// The chain's head: the last row's id and hash (0 and [`GENESIS`] while the log is empty).
pub async fn head(db: &Db) -> Result<(i64, String)> {
    with_db!(db, pool => {
        let head: (i64, String) =
            sqlx::query_as("SELECT last_id, last_hash FROM audit_head WHERE id = 1").fetch_one(pool).await?;
        Ok(head)
    })
}

/// [`verify`], and every checkpoint must hold: the row at its id exists and carries its hash. A chain rewritten
/// and rehashed after a checkpoint was taken fails at the first checkpoint after the rewritten row.
pub async fn verify_against(db: &Db, checkpoints: &[Checkpoint]) -> Result<Verification> {
    macro_rules! walk {
        ($pool:expr, $snapshot:expr) => {{
            let mut tx = $pool.begin().await?;
            if let Some(statement) = $snapshot {
                sqlx::query(statement).execute(&mut *tx).await?;
            }
            let (head_id, head_hash): (i64, String) =
                sqlx::query_as("SELECT last_id, last_hash FROM audit_head WHERE id = 1").fetch_one(&mut *tx).await?;
            let mut walker = Walker::with_checkpoints(checkpoints);
            if let Some(broken) = walker.start() {
                return Ok(Verification { checked: 0, broken: Some(broken) });
            }
            loop {
                let rows: Vec<Entry> = sqlx::query_as(
                    "SELECT id, at, operator_id, operator_role, action, target_type, target_id, before, after, ip,
                     user_agent, request_id, prev_hash, hash FROM audit_log WHERE id > $1 ORDER BY id LIMIT $2",
                )
                .bind(walker.last_id)
                .bind(VERIFY_BATCH)
                .fetch_all(&mut *tx)
                .await?;
                let done = (rows.len() as i64) < VERIFY_BATCH;
                for row in &rows {
                    if let Some(broken) = walker.step(row, head_id) {
                        return Ok(Verification { checked: walker.checked, broken: Some(broken) });
                    }
                }
                if done {
                    break;
                }
            }
            tx.rollback().await?;
            let broken = walker.finish(head_id, &head_hash);
            Ok(Verification { checked: walker.checked, broken })
        }};
    }
    match db {
        Db::Sqlite(pool) => walk!(pool, None::<&str>),
        Db::Postgres(pool) => walk!(pool, Some("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")),
    }
}

/// The state of a walk along the chain.
struct Walker<'a> {
    last_id: i64,
    last_hash: String,
    checked: i64,
    /// The checkpoints by id.
    checkpoints: std::collections::BTreeMap<i64, Vec<&'a Checkpoint>>,
}

impl Default for Walker<'_> {
    fn default() -> Self {
        Walker { last_id: 0, last_hash: GENESIS.to_owned(), checked: 0, checkpoints: Default::default() }
    }
}

impl<'a> Walker<'a> {
    fn with_checkpoints(checkpoints: &'a [Checkpoint]) -> Walker<'a> {
        let mut walker = Walker::default();
        for checkpoint in checkpoints {
            walker.checkpoints.entry(checkpoint.id).or_default().push(checkpoint);
        }
        walker
    }

    /// Checkpoints of the empty chain (id 0 or below).
    fn start(&self) -> Option<BrokenLink> {
        self.checkpoints.range(..=0).flat_map(|(_, c)| c).find_map(|c| self.check(c.id, GENESIS, c))
    }

    /// Whether `checkpoint` holds for row `id` with `hash`.
    fn check(&self, id: i64, hash: &str, checkpoint: &Checkpoint) -> Option<BrokenLink> {
        (checkpoint.hash != hash || checkpoint.id < 0).then(|| BrokenLink {
            id,
            reason: format!(
                "hash {hash} is not the hash {} {}: the chain up to this row was rewritten after that",
                checkpoint.hash, checkpoint.source
            ),
        })
    }

    fn step(&mut self, row: &Entry, head_id: i64) -> Option<BrokenLink> {
        let expected_id = self.last_id + 1;
        let broken = |id: i64, reason: String| Some(BrokenLink { id, reason });
        if row.id != expected_id {
            return broken(expected_id, format!("missing (the next row is {})", row.id));
        }
        if row.id > head_id {
            return broken(row.id, format!("beyond the chain head (last id {head_id})"));
        }
        if row.prev_hash != self.last_hash {
            return broken(
                row.id,
                format!("prev_hash {} is not the previous row's hash {}", row.prev_hash, self.last_hash),
            );
        }
        let expected = row.expected_hash();
        if row.hash != expected {
            return broken(row.id, format!("hash {} does not match its content (expected {expected})", row.hash));
        }
        if let Some(broken) =
            self.checkpoints.get(&row.id).into_iter().flatten().find_map(|c| self.check(row.id, &row.hash, c))
        {
            return Some(broken);
        }
        self.last_id = row.id;
        self.last_hash = row.hash.clone();
        self.checked += 1;
        None
    }

    fn finish(&self, head_id: i64, head_hash: &str) -> Option<BrokenLink> {
        if let Some(checkpoint) = self.checkpoints.range(self.last_id + 1..).flat_map(|(_, c)| c).next() {
            Some(BrokenLink {
                id: checkpoint.id,
                reason: format!(
                    "missing: {} but the chain ends at row {}, so rows were removed",
                    checkpoint.source, self.last_id
                ),
            })
        } else if self.last_id != head_id {
            Some(BrokenLink {
                id: self.last_id + 1,
                reason: format!("missing: the chain head says the last row is {head_id}"),
            })
        } else if self.last_hash != head_hash {
            Some(BrokenLink {
                id: head_id,
                reason: format!("the chain head's hash {head_hash} is not this row's hash"),
            })
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn entry(id: i64, prev_hash: &str) -> Entry {
        let mut row = Entry {
            id,
            at: DateTime::parse_from_rfc3339("2026-01-02T03:04:05.123456Z").map(|t| t.to_utc()).unwrap_or_default(),
            operator_id: Some(7),
            operator_role: "support".into(),
            action: "player.block".into(),
            target_type: "player".into(),
            target_id: Some("42".into()),
            before: Some(r#"{"blockedAt":null}"#.into()),
            after: Some(r#"{"blockedAt":"2026-01-02T03:04:05Z"}"#.into()),
            ip: Some("127.0.0.1".into()),
            user_agent: None,
            request_id: Some("r-1".into()),
            prev_hash: prev_hash.into(),
            hash: String::new(),
        };
        row.hash = row.expected_hash();
        row
    }

    #[test]
    fn canonical_form_is_fixed() {
        assert_eq!(
            canonical(&entry(1, GENESIS)),
            format!(
                r#"["zar.audit.v1",1,"2026-01-02T03:04:05.123456Z",7,"support","player.block","player","42","{{\"blockedAt\":null}}","{{\"blockedAt\":\"2026-01-02T03:04:05Z\"}}","127.0.0.1",null,"r-1","{GENESIS}"]"#
            )
        );
    }

    #[test]
    fn walker_accepts_a_chain_and_names_the_first_broken_link() {
        let first = entry(1, GENESIS);
        let second = entry(2, &first.hash);
        let mut walker = Walker::default();
        assert_eq!(walker.step(&first, 2), None);
        assert_eq!(walker.step(&second, 2), None);
        assert_eq!(walker.finish(2, &second.hash), None);

        let mut tampered = second.clone();
        tampered.action = "player.unblock".into();
        let mut walker = Walker::default();
        walker.step(&first, 2);
        assert_eq!(walker.step(&tampered, 2).map(|b| b.id), Some(2));

        let mut walker = Walker::default();
        assert_eq!(walker.step(&second, 2).map(|b| b.id), Some(1), "row 1 is missing");

        let mut walker = Walker::default();
        walker.step(&first, 2);
        assert_eq!(walker.finish(2, &second.hash).map(|b| b.id), Some(2), "tail cut off");
    }

    #[test]
    fn checkpoints_catch_a_rehashed_chain_and_a_cut_tail() {
        let first = entry(1, GENESIS);
        let second = entry(2, &first.hash);
        let checkpoint = |id: i64, hash: &str| Checkpoint { id, hash: hash.into(), source: "anchored".into() };
        let held = [checkpoint(0, GENESIS), checkpoint(1, &first.hash), checkpoint(2, &second.hash)];
        let mut walker = Walker::with_checkpoints(&held);
        assert_eq!(walker.start(), None);
        assert_eq!(walker.step(&first, 2), None);
        assert_eq!(walker.step(&second, 2), None);
        assert_eq!(walker.finish(2, &second.hash), None);

        // Row 1 rewritten and both rehashed: a chain that links, but not to the anchored hash of row 2.
        let mut rewritten = entry(1, GENESIS);
        rewritten.target_id = Some("43".into());
        rewritten.hash = rewritten.expected_hash();
        let rehashed = entry(2, &rewritten.hash);
        let anchored = [checkpoint(2, &second.hash)];
        let mut walker = Walker::with_checkpoints(&anchored);
        assert_eq!(walker.step(&rewritten, 2), None);
        assert_eq!(walker.step(&rehashed, 2).map(|b| b.id), Some(2));

        // The anchored row removed with everything after it (and the head moved back).
        let mut walker = Walker::with_checkpoints(&anchored);
        assert_eq!(walker.step(&first, 1), None);
        assert_eq!(walker.finish(1, &first.hash).map(|b| b.id), Some(2));

        let wrong_empty = [checkpoint(0, &first.hash)];
        assert_eq!(Walker::with_checkpoints(&wrong_empty).start().map(|b| b.id), Some(0));
    }

    #[test]
    fn changes_keep_only_the_fields_that_differ() {
        let entry = NewEntry::new(&Actor::system("test", DateTime::<Utc>::default()), "x.update", "x", 1)
            .changes(json!({"a": 1, "b": 2, "c": 3}), json!({"a": 1, "b": 5, "d": 4}));
        assert_eq!(entry.before, Some(json!({"b": 2, "c": 3, "d": null})));
        assert_eq!(entry.after, Some(json!({"b": 5, "c": null, "d": 4})));
    }
}
