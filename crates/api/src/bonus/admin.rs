//! Bonus definitions for operators (architecture §8, role admin, audited): `GET, POST /api/admin/bonuses` and
//! `GET, PUT, DELETE /api/admin/bonuses/{id}`. A change applies to claims from then on; grants keep the terms they
//! were given. DELETE switches a bonus off (its grants and history stay).

use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::{
    bonus::{BonusKind, Weights},
    money::Money,
    validation::{FieldErrors, Invalid},
};
use serde::{Deserialize, Serialize};
use store::{
    bonuses::{Definition, definitions::Refused},
    cms::Localized,
};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::player::WeightsView;
use crate::{
    accounts::Loose,
    casino::providers_admin::Administrator,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_bonuses, create_bonus)).routes(routes!(
        get_bonus,
        update_bonus,
        delete_bonus
    ))
}

/// A bonus definition as operators see and write it (amounts in lira).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminBonus {
    pub id: i64,
    #[schema(schema_with = super::player::kind_schema)]
    pub kind: String,
    pub title_tr: String,
    pub title_en: String,
    pub description_tr: String,
    pub description_en: String,
    /// Free money: the amount (the trial bonus's is the site option `trial_bonus_amount`).
    pub amount: Option<f64>,
    pub percent: Option<i64>,
    pub max_amount: Option<f64>,
    pub min_deposit: Option<f64>,
    pub code: Option<String>,
    pub new_players_only: bool,
    pub once_per_player: bool,
    pub wagering: i64,
    pub weights: WeightsView,
    pub max_conversion: Option<f64>,
    pub validity_days: i64,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub active: bool,
}

impl From<Definition> for AdminBonus {
    fn from(d: Definition) -> Self {
        let major = |m: Money| m.to_major_json();
        AdminBonus {
            id: d.id,
            kind: d.kind.code().to_owned(),
            title_tr: d.title.tr,
            title_en: d.title.en,
            description_tr: d.description.tr,
            description_en: d.description.en,
            amount: d.amount.map(major),
            percent: d.percent,
            max_amount: d.max_amount.map(major),
            min_deposit: d.min_deposit.map(major),
            code: d.code,
            new_players_only: d.new_players_only,
            once_per_player: d.once_per_player,
            wagering: d.wagering,
            weights: (&d.weights).into(),
            max_conversion: d.max_conversion.map(major),
            validity_days: d.validity_days,
            starts_at: d.starts_at,
            ends_at: d.ends_at,
            active: d.active,
        }
    }
}

/// A bonus to create or the new state of one (the kind of an existing bonus does not change).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct BonusInput {
    #[schema(schema_with = super::player::kind_schema)]
    pub kind: String,
    pub title_tr: String,
    pub title_en: String,
    pub description_tr: String,
    pub description_en: String,
    #[schema(value_type = Option<f64>)]
    pub amount: Option<Loose>,
    pub percent: Option<i64>,
    #[schema(value_type = Option<f64>)]
    pub max_amount: Option<Loose>,
    #[schema(value_type = Option<f64>)]
    pub min_deposit: Option<Loose>,
    pub code: Option<String>,
    pub new_players_only: bool,
    /// Defaults to true.
    pub once_per_player: Option<bool>,
    /// The wagering multiplier, 0–100.
    pub wagering: Option<i64>,
    /// Percent per lobby (slot, live, games, bingo, tvbets, virtual), 0–100 each; defaults to slots 100, live 10,
    /// games 50, bingo, TV and virtual 100.
    #[schema(value_type = Option<WeightsView>)]
    pub weights: Option<std::collections::BTreeMap<String, i64>>,
    #[schema(value_type = Option<f64>)]
    pub max_conversion: Option<Loose>,
    /// Days a grant lasts, 1–365.
    pub validity_days: Option<i64>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    /// Defaults to true.
    pub active: Option<bool>,
}

fn money(value: Option<&Loose>) -> Result<Option<Money>, Invalid> {
    let Some(value) = value else { return Ok(None) };
    let money = Money::parse_major(&value.text(0))?;
    if money.0 <= 0 {
        return Err(Invalid::new("validation.amount"));
    }
    Ok(Some(money))
}

fn range(value: Option<i64>, default: i64, min: i64, max: i64) -> Result<i64, Invalid> {
    let value = value.unwrap_or(default);
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(Invalid::new("validation.range").arg("min", min).arg("max", max))
    }
}

fn text(value: &str, min: usize, max: usize) -> Result<String, Invalid> {
    let value = value.trim();
    let count = value.chars().count();
    if count < min {
        Err(Invalid::new("validation.required"))
    } else if count > max {
        Err(Invalid::new("validation.length").arg("min", min).arg("max", max))
    } else {
        Ok(value.to_owned())
    }
}

/// Checks `input` (for an existing bonus, of `kind`) into a definition; every bad field is a 422 on it.
fn definition(input: BonusInput, kind: Option<BonusKind>) -> Result<Definition, Error> {
    let mut errors = FieldErrors::default();
    let kind = match kind {
        Some(kind) => Some(kind),
        None => errors.check("kind", BonusKind::parse(&input.kind).ok_or_else(|| Invalid::new("validation.choice"))),
    };
    let title_tr = errors.check("titleTr", text(&input.title_tr, 1, 120));
    let title_en = errors.check("titleEn", text(&input.title_en, 1, 120));
    let description_tr = errors.check("descriptionTr", text(&input.description_tr, 0, 2000));
    let description_en = errors.check("descriptionEn", text(&input.description_en, 0, 2000));
    let amount = errors.check("amount", money(input.amount.as_ref()));
    let max_amount = errors.check("maxAmount", money(input.max_amount.as_ref()));
    let min_deposit = errors.check("minDeposit", money(input.min_deposit.as_ref()));
    let max_conversion = errors.check("maxConversion", money(input.max_conversion.as_ref()));
    let percent = errors.check("percent", input.percent.map(|p| range(Some(p), 0, 1, 1000)).transpose());
    let code = input.code.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_uppercase);
    let code_ok = code.as_deref().is_none_or(|c| {
        (3..=20).contains(&c.chars().count())
            && c.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-' || ch == '_')
    });
    if !code_ok {
        errors.check::<()>("code", Err(Invalid::new("bonus.code_format")));
    }
    let wagering = errors.check("wagering", range(input.wagering, 10, 0, 100));
    let validity_days = errors.check("validityDays", range(input.validity_days, 30, 1, 365));
    let weights = match &input.weights {
        None => Some(Weights::default()),
        Some(map) => errors.check(
            "weights",
            Weights::new(map.iter().map(|(lobby, w)| (lobby.as_str(), *w)))
                .ok_or_else(|| Invalid::new("bonus.weights")),
        ),
    };
    if let (Some(starts), Some(ends)) = (input.starts_at, input.ends_at)
        && ends <= starts
    {
        errors.check::<()>("endsAt", Err(Invalid::new("bonus.window")));
    }
    match kind {
        Some(BonusKind::Free) if amount.flatten().is_none() => {
            errors.check::<()>("amount", Err(Invalid::new("validation.required")));
        }
        Some(BonusKind::DepositMatch) if percent.flatten().is_none() => {
            errors.check::<()>("percent", Err(Invalid::new("validation.required")));
        }
        Some(BonusKind::Trial) if code.is_some() => {
            errors.check::<()>("code", Err(Invalid::new("bonus.trial_code")));
        }
        _ => {}
    }
    errors.finish().map_err(Error::validation)?;
    let missing = || Error::internal("a checked bonus field is missing");
    let kind = kind.ok_or_else(missing)?;
    Ok(Definition {
        id: 0,
        kind,
        title: Localized { tr: title_tr.ok_or_else(missing)?, en: title_en.ok_or_else(missing)? },
        description: Localized { tr: description_tr.ok_or_else(missing)?, en: description_en.ok_or_else(missing)? },
        amount: if kind == BonusKind::Free { amount.flatten() } else { None },
        percent: if kind == BonusKind::DepositMatch { percent.flatten() } else { None },
        max_amount: if kind == BonusKind::DepositMatch { max_amount.flatten() } else { None },
        min_deposit: if kind == BonusKind::DepositMatch { min_deposit.flatten() } else { None },
        code,
        new_players_only: input.new_players_only,
        once_per_player: kind == BonusKind::Trial || input.once_per_player.unwrap_or(true),
        wagering: wagering.ok_or_else(missing)?,
        weights: weights.ok_or_else(missing)?,
        max_conversion: max_conversion.flatten(),
        validity_days: validity_days.ok_or_else(missing)?,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        active: input.active.unwrap_or(true),
    })
}

fn refused(refusal: Refused) -> Error {
    match refusal {
        Refused::NotFound => Error::not_found("bonus.not_found"),
        Refused::CodeTaken => Error::conflict("bonus.code_taken", "code"),
        Refused::SecondTrial => Error::conflict("bonus.second_trial", "kind"),
    }
}

/// Every bonus definition, the newest first.
#[utoipa::path(get, path = "/api/admin/bonuses", tag = "admin", operation_id = "admin_list_bonuses",
    security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminBonus>>), (status = 401), (status = 403)))]
pub async fn list_bonuses(State(state): State<AppState>, _: Administrator) -> ApiResult<Vec<AdminBonus>> {
    let list = store::bonuses::definitions::list(&state.db).await?;
    Ok(Reply::data(list.into_iter().map(AdminBonus::from).collect()))
}

/// Creates a bonus: the trial bonus (one only), free money or a deposit match.
#[utoipa::path(post, path = "/api/admin/bonuses", tag = "admin", operation_id = "admin_create_bonus",
    security(("operator" = [])), request_body = BonusInput,
    responses((status = 200, body = crate::reply::Envelope<AdminBonus>), (status = 401), (status = 403),
        (status = 409, description = "bonus.code_taken, bonus.second_trial"), (status = 422)))]
pub async fn create_bonus(
    State(state): State<AppState>,
    lang: Lang,
    admin: Administrator,
    ApiJson(input): ApiJson<BonusInput>,
) -> ApiResult<AdminBonus> {
    let definition = definition(input, None)?;
    let entry = admin.audit("bonus.create", "bonus", 0);
    let created = store::bonuses::definitions::create(&state.db, &definition, Some(&entry), state.clock.now())
        .await?
        .map_err(refused)?;
    Ok(Reply::with_message(lang.t("bonus.saved"), created.into()))
}

/// One bonus definition.
#[utoipa::path(get, path = "/api/admin/bonuses/{id}", tag = "admin", operation_id = "admin_get_bonus",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminBonus>), (status = 401), (status = 403),
        (status = 404, description = "bonus.not_found")))]
pub async fn get_bonus(State(state): State<AppState>, _: Administrator, Path(id): Path<i64>) -> ApiResult<AdminBonus> {
    let found =
        store::bonuses::definitions::get(&state.db, id).await?.ok_or_else(|| Error::not_found("bonus.not_found"))?;
    Ok(Reply::data(found.into()))
}

/// Changes a bonus (not its kind); grants made already keep their terms.
#[utoipa::path(put, path = "/api/admin/bonuses/{id}", tag = "admin", operation_id = "admin_update_bonus",
    security(("operator" = [])), params(("id" = i64, Path)), request_body = BonusInput,
    responses((status = 200, body = crate::reply::Envelope<AdminBonus>), (status = 401), (status = 403),
        (status = 404, description = "bonus.not_found"), (status = 409, description = "bonus.code_taken"),
        (status = 422)))]
pub async fn update_bonus(
    State(state): State<AppState>,
    lang: Lang,
    admin: Administrator,
    Path(id): Path<i64>,
    ApiJson(input): ApiJson<BonusInput>,
) -> ApiResult<AdminBonus> {
    let current =
        store::bonuses::definitions::get(&state.db, id).await?.ok_or_else(|| Error::not_found("bonus.not_found"))?;
    let definition = definition(input, Some(current.kind))?;
    let entry = admin.audit("bonus.update", "bonus", id);
    let updated = store::bonuses::definitions::update(&state.db, id, &definition, &entry, state.clock.now())
        .await?
        .map_err(refused)?;
    Ok(Reply::with_message(lang.t("bonus.saved"), updated.into()))
}

/// Switches a bonus off: no new claims; its grants and history stay.
#[utoipa::path(delete, path = "/api/admin/bonuses/{id}", tag = "admin", operation_id = "admin_delete_bonus",
    security(("operator" = [])), params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminBonus>), (status = 401), (status = 403),
        (status = 404, description = "bonus.not_found")))]
pub async fn delete_bonus(
    State(state): State<AppState>,
    lang: Lang,
    admin: Administrator,
    Path(id): Path<i64>,
) -> ApiResult<AdminBonus> {
    let current =
        store::bonuses::definitions::get(&state.db, id).await?.ok_or_else(|| Error::not_found("bonus.not_found"))?;
    let entry = admin.audit("bonus.deactivate", "bonus", id);
    let off = Definition { active: false, ..current };
    let updated =
        store::bonuses::definitions::update(&state.db, id, &off, &entry, state.clock.now()).await?.map_err(refused)?;
    Ok(Reply::with_message(lang.t("bonus.deactivated"), updated.into()))
}
