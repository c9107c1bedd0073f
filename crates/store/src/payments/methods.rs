//! Payment methods and the fields each asks for, per direction.

use domain::{
    money::Money,
    payment::{Choice, Direction, Field, FieldType, Rule},
};
use serde::{Deserialize, Serialize};

use crate::{Db, Result, StoreError, cms::Localized, with_db};

/// How a deposit by a method goes on after it is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DepositFlow {
    /// To the gateway's hosted page, by a link.
    Hosted,
    /// By instructions (a bank transfer to our account with a reference).
    Transfer,
}

impl DepositFlow {
    fn as_str(self) -> &'static str {
        match self {
            DepositFlow::Hosted => "hosted",
            DepositFlow::Transfer => "transfer",
        }
    }

    /// The flow stored as `text` (anything but `transfer` is a hosted page).
    pub fn parse(text: &str) -> DepositFlow {
        if text == "transfer" { DepositFlow::Transfer } else { DepositFlow::Hosted }
    }
}

/// A payment method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Method {
    pub id: i64,
    pub code: String,
    pub gateway: String,
    pub name: Localized<String>,
    pub logo_url: String,
    pub min: Money,
    pub max: Money,
    pub withdraw_fee: Money,
    pub deposit: bool,
    pub withdraw: bool,
    pub deposit_flow: DepositFlow,
    pub position: i64,
    pub enabled: bool,
}

impl Method {
    /// Whether the method takes payments in `direction`.
    pub fn supports(&self, direction: Direction) -> bool {
        self.enabled
            && match direction {
                Direction::Deposit => self.deposit,
                Direction::Withdraw => self.withdraw,
            }
    }

    /// The fee of one payment in `direction`: deposits are free.
    pub fn fee(&self, direction: Direction) -> Money {
        match direction {
            Direction::Deposit => Money::ZERO,
            Direction::Withdraw => self.withdraw_fee,
        }
    }
}

#[derive(sqlx::FromRow)]
struct MethodRow {
    id: i64,
    code: String,
    gateway: String,
    name_tr: String,
    name_en: String,
    logo_url: String,
    min_amount: i64,
    max_amount: i64,
    withdraw_fee: i64,
    deposit: bool,
    withdraw: bool,
    deposit_flow: String,
    position: i64,
    enabled: bool,
}

impl From<MethodRow> for Method {
    fn from(row: MethodRow) -> Self {
        Method {
            id: row.id,
            code: row.code,
            gateway: row.gateway,
            name: Localized { tr: row.name_tr, en: row.name_en },
            logo_url: row.logo_url,
            min: Money(row.min_amount),
            max: Money(row.max_amount),
            withdraw_fee: Money(row.withdraw_fee),
            deposit: row.deposit,
            withdraw: row.withdraw,
            deposit_flow: DepositFlow::parse(&row.deposit_flow),
            position: row.position,
            enabled: row.enabled,
        }
    }
}

const COLUMNS: &str = "id, code, gateway, name_tr, name_en, logo_url, min_amount, max_amount, withdraw_fee, deposit,
    withdraw, deposit_flow, position, enabled";

/// The enabled methods for `direction`, in their order.
pub async fn list(db: &Db, direction: Direction) -> Result<Vec<Method>> {
    let column = match direction {
        Direction::Deposit => "deposit",
        Direction::Withdraw => "withdraw",
    };
    let sql = format!("SELECT {COLUMNS} FROM payment_methods WHERE enabled AND {column} ORDER BY position, id");
    let rows: Vec<MethodRow> = with_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?;
    Ok(rows.into_iter().map(Method::from).collect())
}

/// One method, enabled or not.
pub async fn get(db: &Db, id: i64) -> Result<Option<Method>> {
    let sql = format!("SELECT {COLUMNS} FROM payment_methods WHERE id = $1");
    let row: Option<MethodRow> = with_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(Method::from))
}

#[derive(Serialize, Deserialize)]
struct StoredChoice {
    id: i64,
    name: String,
}

/// A stored field: key, type, mask, options (JSON) and rule.
type FieldRow = (String, i64, Option<String>, Option<String>, Option<String>);

/// The fields `method_id` asks for in `direction`, in order.
pub async fn fields(db: &Db, method_id: i64, direction: Direction) -> Result<Vec<Field>> {
    let rows: Vec<FieldRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT key, field_type, mask, options, rule FROM payment_method_fields
         WHERE method_id = $1 AND direction = $2 ORDER BY position")
        .bind(method_id)
        .bind(direction.number())
        .fetch_all(pool)
        .await)?;
    rows.into_iter()
        .map(|(key, kind, mask, options, rule)| {
            let kind = FieldType::from_number(kind).ok_or_else(|| StoreError::Other(format!("field type {kind}")))?;
            let choices: Vec<StoredChoice> = match options {
                Some(json) => serde_json::from_str(&json).map_err(|e| StoreError::Other(format!("options: {e}")))?,
                None => Vec::new(),
            };
            Ok(Field {
                key,
                kind,
                mask,
                choices: choices.into_iter().map(|c| Choice { id: c.id, name: c.name }).collect(),
                rule: rule.as_deref().and_then(Rule::parse),
            })
        })
        .collect()
}

/// A method to add, with its fields per direction.
#[derive(Debug, Clone)]
pub struct NewMethod {
    pub method: Method,
    pub fields: Vec<(Direction, Field)>,
}

/// Adds `new` (the demo content, an operator's new method), unless a method with its code exists.
pub async fn insert(db: &Db, new: &NewMethod) -> Result<()> {
    let m = &new.method;
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO payment_methods (id, code, gateway, name_tr, name_en, logo_url, min_amount, max_amount,
                 withdraw_fee, deposit, withdraw, deposit_flow, position, enabled)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (code) DO NOTHING")
            .bind(m.id)
            .bind(&m.code)
            .bind(&m.gateway)
            .bind(&m.name.tr)
            .bind(&m.name.en)
            .bind(&m.logo_url)
            .bind(m.min.minor())
            .bind(m.max.minor())
            .bind(m.withdraw_fee.minor())
            .bind(m.deposit)
            .bind(m.withdraw)
            .bind(m.deposit_flow.as_str())
            .bind(m.position)
            .bind(m.enabled)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        if inserted == 1 {
            for (position, (direction, field)) in new.fields.iter().enumerate() {
                let options = (!field.choices.is_empty()).then(|| {
                    let choices: Vec<_> =
                        field.choices.iter().map(|c| StoredChoice { id: c.id, name: c.name.clone() }).collect();
                    serde_json::to_string(&choices).unwrap_or_default()
                });
                sqlx::query(
                    "INSERT INTO payment_method_fields (method_id, direction, position, key, field_type, mask, options, rule)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)")
                    .bind(m.id)
                    .bind(direction.number())
                    .bind(position as i64)
                    .bind(&field.key)
                    .bind(field.kind.number())
                    .bind(&field.mask)
                    .bind(options)
                    .bind(field.rule.map(Rule::as_str))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    })
}
