//! Bonus definitions: the trial bonus and the campaigns operators run (admin API, audited).

use chrono::{DateTime, SubsecRound, Utc};
use domain::{
    bonus::{BonusKind, Weights},
    money::Money,
};

use crate::{
    BeginWrite, Conn, Db, Result, StoreError,
    audit::{self, NewEntry},
    cms::Localized,
    with_conn, with_db,
};

/// A bonus as operators define it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    pub id: i64,
    pub kind: BonusKind,
    pub title: Localized<String>,
    pub description: Localized<String>,
    /// Free money: the amount.
    pub amount: Option<Money>,
    /// Deposit match: the percentage, its cap and the least deposit it matches.
    pub percent: Option<i64>,
    pub max_amount: Option<Money>,
    pub min_deposit: Option<Money>,
    /// A promo code (upper case): claimed only with it, never listed.
    pub code: Option<String>,
    pub new_players_only: bool,
    pub once_per_player: bool,
    /// The wagering multiplier.
    pub wagering: i64,
    pub weights: Weights,
    pub max_conversion: Option<Money>,
    pub validity_days: i64,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub active: bool,
}

impl Definition {
    /// Whether it may be claimed at `now` (on, and inside its window).
    pub fn open(&self, now: DateTime<Utc>) -> bool {
        self.active && self.starts_at.is_none_or(|s| s <= now) && self.ends_at.is_none_or(|e| now < e)
    }

    fn snapshot(&self) -> serde_json::Value {
        serde_json::json!({
            "kind": self.kind.code(), "title": self.title, "amount": self.amount.map(|m| m.0),
            "percent": self.percent, "maxAmount": self.max_amount.map(|m| m.0),
            "minDeposit": self.min_deposit.map(|m| m.0), "code": self.code, "newPlayersOnly": self.new_players_only,
            "oncePerPlayer": self.once_per_player, "wagering": self.wagering, "weights": self.weights.to_json(),
            "maxConversion": self.max_conversion.map(|m| m.0), "validityDays": self.validity_days,
            "startsAt": self.starts_at, "endsAt": self.ends_at, "active": self.active,
        })
    }
}

/// Why a definition could not be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    NotFound,
    /// Another bonus has this promo code.
    CodeTaken,
    /// There is a trial bonus already (one only).
    SecondTrial,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    kind: String,
    title_tr: String,
    title_en: String,
    description_tr: String,
    description_en: String,
    amount: Option<i64>,
    percent: Option<i64>,
    max_amount: Option<i64>,
    min_deposit: Option<i64>,
    code: Option<String>,
    new_players_only: bool,
    once_per_player: bool,
    wagering: i64,
    weights: String,
    max_conversion: Option<i64>,
    validity_days: i64,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    active: bool,
}

impl TryFrom<Row> for Definition {
    type Error = StoreError;

    fn try_from(r: Row) -> Result<Definition> {
        Ok(Definition {
            id: r.id,
            kind: BonusKind::parse(&r.kind).ok_or_else(|| StoreError::Other(format!("bonus kind {}", r.kind)))?,
            title: Localized { tr: r.title_tr, en: r.title_en },
            description: Localized { tr: r.description_tr, en: r.description_en },
            amount: r.amount.map(Money),
            percent: r.percent,
            max_amount: r.max_amount.map(Money),
            min_deposit: r.min_deposit.map(Money),
            code: r.code,
            new_players_only: r.new_players_only,
            once_per_player: r.once_per_player,
            wagering: r.wagering,
            weights: Weights::from_json(&r.weights)
                .ok_or_else(|| StoreError::Other(format!("weights {}", r.weights)))?,
            max_conversion: r.max_conversion.map(Money),
            validity_days: r.validity_days,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            active: r.active,
        })
    }
}

const COLUMNS: &str = "id, kind, title_tr, title_en, description_tr, description_en, amount, percent, max_amount, \
    min_deposit, code, new_players_only, once_per_player, wagering, weights, max_conversion, validity_days, \
    starts_at, ends_at, active";

/// Every definition, the newest first.
pub async fn list(db: &Db) -> Result<Vec<Definition>> {
    let sql = format!("SELECT {COLUMNS} FROM bonuses ORDER BY id DESC");
    let rows: Vec<Row> = with_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
    rows.into_iter().map(Definition::try_from).collect()
}

/// Definition `id`.
pub async fn get(db: &Db, id: i64) -> Result<Option<Definition>> {
    with_db!(db, pool => {
        let mut conn = pool.acquire().await?;
        get_on((&mut *conn).into(), id).await
    })
}

pub(crate) async fn get_on(conn: Conn<'_>, id: i64) -> Result<Option<Definition>> {
    let sql = format!("SELECT {COLUMNS} FROM bonuses WHERE id = $1");
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(&sql).bind(id).fetch_optional(&mut *c).await)?;
    row.map(Definition::try_from).transpose()
}

/// The definition with promo code `code` (any case).
pub(crate) async fn by_code_on(conn: Conn<'_>, code: &str) -> Result<Option<Definition>> {
    let sql = format!("SELECT {COLUMNS} FROM bonuses WHERE code = $1");
    let code = code.trim().to_uppercase();
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(&sql).bind(code).fetch_optional(&mut *c).await)?;
    row.map(Definition::try_from).transpose()
}

/// The trial bonus's definition.
pub(crate) async fn trial_on(conn: Conn<'_>) -> Result<Option<Definition>> {
    let sql = format!("SELECT {COLUMNS} FROM bonuses WHERE kind = 'trial'");
    let row: Option<Row> = with_conn!(conn, c => sqlx::query_as(&sql).fetch_optional(&mut *c).await)?;
    row.map(Definition::try_from).transpose()
}

/// The open definitions without a promo code (what a player may see listed).
pub(crate) async fn listed_on(conn: Conn<'_>, now: DateTime<Utc>) -> Result<Vec<Definition>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM bonuses WHERE active AND code IS NULL AND (starts_at IS NULL OR starts_at <= $1)
         AND (ends_at IS NULL OR ends_at > $1) ORDER BY id"
    );
    let rows: Vec<Row> = with_conn!(conn, c => sqlx::query_as(&sql).bind(now).fetch_all(&mut *c).await)?;
    rows.into_iter().map(Definition::try_from).collect()
}

/// Writes a new definition (its `id` is ignored) with `entry`'s audit row; the definition as stored.
pub async fn create(
    db: &Db,
    definition: &Definition,
    entry: Option<&NewEntry>,
    now: DateTime<Utc>,
) -> Result<Result<Definition, Refused>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        if let Some(refused) = conflicts((&mut *tx).into(), definition, None).await? {
            return Ok(Err(refused));
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO bonuses (kind, title_tr, title_en, description_tr, description_en, amount, percent,
                max_amount, min_deposit, code, new_players_only, once_per_player, wagering, weights, max_conversion,
                validity_days, starts_at, ends_at, active, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)
             RETURNING id")
            .bind(definition.kind.code()).bind(&definition.title.tr).bind(&definition.title.en)
            .bind(&definition.description.tr).bind(&definition.description.en)
            .bind(definition.amount.map(|m| m.0)).bind(definition.percent).bind(definition.max_amount.map(|m| m.0))
            .bind(definition.min_deposit.map(|m| m.0)).bind(definition.code.as_deref())
            .bind(definition.new_players_only).bind(definition.once_per_player).bind(definition.wagering)
            .bind(definition.weights.to_json()).bind(definition.max_conversion.map(|m| m.0))
            .bind(definition.validity_days).bind(definition.starts_at).bind(definition.ends_at)
            .bind(definition.active).bind(now)
            .fetch_one(&mut *tx).await?;
        let stored = Definition { id, ..definition.clone() };
        if let Some(entry) = entry {
            let entry = NewEntry { target_id: Some(id.to_string()), ..entry.clone() };
            audit::append(&mut *tx, &entry.after(stored.snapshot())).await?;
        }
        tx.commit().await?;
        Ok(Ok(stored))
    })
}

/// Replaces definition `id` (its kind stays) with `entry`'s audit row. Grants made already keep their terms.
pub async fn update(
    db: &Db,
    id: i64,
    definition: &Definition,
    entry: &NewEntry,
    now: DateTime<Utc>,
) -> Result<Result<Definition, Refused>> {
    let now = now.trunc_subsecs(6);
    with_db!(db, pool => {
        let mut tx = pool.begin_write().await?;
        let Some(before) = get_on((&mut *tx).into(), id).await? else {
            return Ok(Err(Refused::NotFound));
        };
        if let Some(refused) = conflicts((&mut *tx).into(), definition, Some(id)).await? {
            return Ok(Err(refused));
        }
        let after = Definition { id, kind: before.kind, ..definition.clone() };
        sqlx::query(
            "UPDATE bonuses SET title_tr = $2, title_en = $3, description_tr = $4, description_en = $5, amount = $6,
                percent = $7, max_amount = $8, min_deposit = $9, code = $10, new_players_only = $11,
                once_per_player = $12, wagering = $13, weights = $14, max_conversion = $15, validity_days = $16,
                starts_at = $17, ends_at = $18, active = $19, updated_at = $20
             WHERE id = $1")
            .bind(id).bind(&after.title.tr).bind(&after.title.en)
            .bind(&after.description.tr).bind(&after.description.en)
            .bind(after.amount.map(|m| m.0)).bind(after.percent).bind(after.max_amount.map(|m| m.0))
            .bind(after.min_deposit.map(|m| m.0)).bind(after.code.as_deref())
            .bind(after.new_players_only).bind(after.once_per_player).bind(after.wagering)
            .bind(after.weights.to_json()).bind(after.max_conversion.map(|m| m.0))
            .bind(after.validity_days).bind(after.starts_at).bind(after.ends_at).bind(after.active).bind(now)
            .execute(&mut *tx).await?;
        audit::append(&mut *tx, &entry.clone().changes(before.snapshot(), after.snapshot())).await?;
        tx.commit().await?;
        Ok(Ok(after))
    })
}

/// Another definition holding `definition`'s code, or a second trial bonus.
async fn conflicts(mut conn: Conn<'_>, definition: &Definition, id: Option<i64>) -> Result<Option<Refused>> {
    let id = id.unwrap_or(0);
    if let Some(code) = &definition.code {
        let taken: Option<i64> = with_conn!(conn.reborrow(), c => sqlx::query_scalar(
            "SELECT id FROM bonuses WHERE code = $1 AND id <> $2").bind(code).bind(id).fetch_optional(&mut *c).await)?;
        if taken.is_some() {
            return Ok(Some(Refused::CodeTaken));
        }
    }
    if definition.kind == BonusKind::Trial && id == 0 {
        let trial: Option<i64> = with_conn!(conn, c => sqlx::query_scalar(
            "SELECT id FROM bonuses WHERE kind = 'trial'").fetch_optional(&mut *c).await)?;
        if trial.is_some() {
            return Ok(Some(Refused::SecondTrial));
        }
    }
    Ok(None)
}
