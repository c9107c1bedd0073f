//! Bonuses for the player (`bonus/*`, issue 20): the trial bonus's amount and its grant, the bonuses they may
//! claim, a claim by id or promo code, their history, and giving up the active one. The rules are
//! `domain::bonus`; grants, wagering and conversion are `store::bonuses` (a bet wagers in the seamless wallet's
//! transaction). Every grant, conversion and expiry writes a notification of kind Bonus in its transaction.

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use domain::{
    bonus::{BonusKind, Status},
    locale::Locale,
    money::Money,
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::bonuses::{
    Definition, Grant,
    grants::{Claim, Offer, Refused},
};
use utoipa::ToSchema;

use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::{Lang, message},
    notices::{announce, grant_notice},
    paging::{Page, bounded},
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

/// The percent each casino lobby's bets count towards wagering.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct WeightsView {
    pub slot: i64,
    pub live: i64,
    pub games: i64,
    pub bingo: i64,
    pub tvbets: i64,
    #[serde(rename = "virtual")]
    pub virtual_sports: i64,
}

impl From<&domain::bonus::Weights> for WeightsView {
    fn from(w: &domain::bonus::Weights) -> Self {
        WeightsView {
            slot: w.of("slot"),
            live: w.of("live"),
            games: w.of("games"),
            bingo: w.of("bingo"),
            tvbets: w.of("tvbets"),
            virtual_sports: w.of("virtual"),
        }
    }
}

fn major(money: Money) -> f64 {
    money.to_major_json()
}

/// A bonus given to the player, as the history and a claim show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BonusGrant {
    pub id: i64,
    pub bonus_id: i64,
    pub title: String,
    #[schema(schema_with = kind_schema)]
    pub kind: String,
    #[schema(schema_with = status_schema)]
    pub status: String,
    /// The bonus granted, in lira.
    pub amount: f64,
    /// The bonus money left (the active bonus only; 0 otherwise).
    pub balance: f64,
    pub wagering_required: f64,
    pub wagered: f64,
    /// What became cash at conversion.
    pub converted_amount: f64,
    pub weights: WeightsView,
    /// The most that converts to cash; null: all of it.
    pub max_conversion: Option<f64>,
    pub granted_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
}

impl BonusGrant {
    pub fn new(grant: &Grant, balance: Money, locale: Locale) -> BonusGrant {
        BonusGrant {
            id: grant.id,
            bonus_id: grant.bonus_id,
            title: grant.title.get(locale).clone(),
            kind: grant.kind.code().to_owned(),
            status: grant.status.code().to_owned(),
            amount: major(grant.amount),
            balance: if grant.status == Status::Active { major(balance) } else { 0.0 },
            wagering_required: major(grant.wagering_required),
            wagered: major(grant.wagered.min(grant.wagering_required)),
            converted_amount: major(grant.converted_amount),
            weights: (&grant.weights).into(),
            max_conversion: grant.max_conversion.map(major),
            granted_at: grant.granted_at,
            expires_at: grant.expires_at,
            ended_at: grant.ended_at,
        }
    }
}

async fn bonus_balance(state: &AppState, player_id: i64) -> Result<Money, Error> {
    Ok(store::ledger::player_balances(&state.db, player_id).await?.bonus)
}

/// The trial bonus's amount.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrialBonusAmount {
    /// In lira; 0: no trial bonus is offered.
    pub amount: f64,
}

/// The trial bonus offered at registration (0 when it is off).
#[utoipa::path(get, path = "/api/bonus/trialbonusamount", tag = "bonus", operation_id = "bonus_trialbonusamount",
    responses((status = 200, body = crate::reply::Envelope<TrialBonusAmount>)))]
pub async fn trial_bonus_amount(State(state): State<AppState>) -> ApiResult<TrialBonusAmount> {
    let amount = store::bonuses::grants::trial_amount(&state.db).await?;
    let open = match amount.0 {
        0 => false,
        _ => store::bonuses::definitions::list(&state.db)
            .await?
            .iter()
            .any(|d| d.kind == BonusKind::Trial && d.open(state.clock.now())),
    };
    Ok(Reply::data(TrialBonusAmount { amount: if open { major(amount) } else { 0.0 } }))
}

/// The refusal of a claim, localized.
fn refused(refusal: Refused) -> Error {
    match refusal {
        Refused::NotFound => Error::not_found("bonus.not_found"),
        Refused::Closed => Error::new(StatusCode::FORBIDDEN, "auth.closed"),
        Refused::Excluded(exclusion) => crate::responsible::exclusions::excluded_error(&exclusion),
        Refused::ActiveExists => Error::new(StatusCode::CONFLICT, "bonus.active_exists"),
        Refused::WithdrawalPending => Error::new(StatusCode::CONFLICT, "bonus.withdrawal_pending"),
        Refused::AlreadyClaimed => Error::new(StatusCode::CONFLICT, "bonus.already_claimed"),
        Refused::NotNewPlayer => Error::new(StatusCode::CONFLICT, "bonus.not_eligible"),
        Refused::DepositRequired(Some(min)) => {
            Error::new(StatusCode::CONFLICT, "bonus.deposit_required_min").arg("min", min.to_string())
        }
        Refused::DepositRequired(None) => Error::new(StatusCode::CONFLICT, "bonus.deposit_required"),
        Refused::TrialNotChosen => Error::new(StatusCode::CONFLICT, "bonus.trial.not_chosen"),
        Refused::PhoneUnverified => Error::new(StatusCode::CONFLICT, "bonus.trial.phone_unverified"),
        Refused::PhoneUsed => Error::new(StatusCode::CONFLICT, "bonus.trial.phone_used"),
        Refused::TrialDisabled => Error::new(StatusCode::CONFLICT, "bonus.trial.disabled"),
    }
}

/// Why a listed bonus cannot be claimed now, in `locale`.
fn reason(refusal: &Refused, locale: Locale) -> String {
    let error = refused(refusal.clone());
    message(locale, error.code, &error.args)
}

/// Grants a claim and tells the player's open tabs (the notification, the new balance).
async fn grant(state: &AppState, lang: Lang, player: &Player, claim: Claim) -> ApiResult<BonusGrant> {
    let now = state.clock.now();
    let player_id = player.player_id;
    let (grant, id, notification) =
        store::bonuses::grants::claim(&state.db, player_id, &claim, |g| grant_notice(g, player_id, now), now)
            .await?
            .map_err(refused)?;
    announce(state, player_id, Some((id, &notification))).await;
    tracing::info!(player_id, grant = grant.id, bonus = grant.bonus_id, amount = %grant.amount, "bonus granted");
    let text = notification.note.get(lang.0).clone();
    Ok(Reply::with_message(text, BonusGrant::new(&grant, grant.amount, lang.0)))
}

/// Grants the trial bonus when the player chose it at registration, has verified their phone and has not had it
/// (nor has any account with that phone number).
#[utoipa::path(get, path = "/api/bonus/definetrialbonus", tag = "bonus", operation_id = "bonus_definetrialbonus",
    responses((status = 200, body = crate::reply::Envelope<BonusGrant>), (status = 401),
        (status = 403, description = "responsible.excluded.*"),
        (status = 404, description = "bonus.not_found: the site offers no trial bonus now"),
        (status = 409, description = "bonus.trial.not_chosen, bonus.trial.phone_unverified, bonus.trial.phone_used, \
            bonus.trial.disabled, bonus.already_claimed, bonus.active_exists")),
    security(("player" = [])))]
pub async fn define_trial_bonus(State(state): State<AppState>, lang: Lang, player: Player) -> ApiResult<BonusGrant> {
    grant(&state, lang, &player, Claim::Trial).await
}

/// A bonus the player may see listed, with its terms and whether it can be claimed now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClaimableBonus {
    pub id: i64,
    #[schema(schema_with = kind_schema)]
    pub kind: String,
    pub title: String,
    pub description: String,
    /// What a claim grants now (for a deposit match: of the latest deposit); null when not known.
    pub amount: Option<f64>,
    /// A deposit match's percentage, cap and least deposit.
    pub percent: Option<i64>,
    pub max_amount: Option<f64>,
    pub min_deposit: Option<f64>,
    pub wagering_multiplier: i64,
    pub max_conversion: Option<f64>,
    pub validity_days: i64,
    pub available_until: Option<DateTime<Utc>>,
    pub weights: WeightsView,
    pub claimable: bool,
    /// Why it cannot be claimed now.
    pub reason: Option<String>,
}

impl ClaimableBonus {
    fn new(offer: &Offer, locale: Locale) -> ClaimableBonus {
        let d: &Definition = &offer.definition;
        ClaimableBonus {
            id: d.id,
            kind: d.kind.code().to_owned(),
            title: d.title.get(locale).clone(),
            description: d.description.get(locale).clone(),
            amount: offer.amount.map(major),
            percent: d.percent,
            max_amount: d.max_amount.map(major),
            min_deposit: d.min_deposit.map(major),
            wagering_multiplier: d.wagering,
            max_conversion: d.max_conversion.map(major),
            validity_days: d.validity_days,
            available_until: d.ends_at,
            weights: (&d.weights).into(),
            claimable: offer.refused.is_none(),
            reason: offer.refused.as_ref().map(|r| reason(r, locale)),
        }
    }
}

/// The listed bonuses.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClaimableList {
    pub items: Vec<ClaimableBonus>,
}

/// The bonuses listed to the player (campaigns without a promo code and, when chosen at registration, the trial
/// bonus), each with its terms and whether it can be claimed now. Nothing while the player is excluded.
#[utoipa::path(get, path = "/api/bonus/claimable", tag = "bonus", operation_id = "bonus_claimable",
    responses((status = 200, body = crate::reply::Envelope<ClaimableList>), (status = 401)),
    security(("player" = [])))]
pub async fn claimable(State(state): State<AppState>, lang: Lang, player: Player) -> ApiResult<ClaimableList> {
    let offers = store::bonuses::grants::claimable(&state.db, player.player_id, state.clock.now()).await?;
    Ok(Reply::data(ClaimableList { items: offers.iter().map(|o| ClaimableBonus::new(o, lang.0)).collect() }))
}

/// `{id}` of a listed bonus or `{code}`, a promo code.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ClaimRequest {
    #[schema(value_type = Option<i64>)]
    pub id: Option<Loose>,
    pub code: Option<String>,
}

/// Claims a listed bonus by id or a campaign by its promo code: granted at once when the player is eligible.
#[utoipa::path(post, path = "/api/bonus/claim", tag = "bonus", operation_id = "bonus_claim",
    request_body = ClaimRequest,
    responses((status = 200, body = crate::reply::Envelope<BonusGrant>), (status = 401),
        (status = 403, description = "responsible.excluded.*"), (status = 404, description = "bonus.not_found"),
        (status = 409, description = "bonus.active_exists, bonus.already_claimed, bonus.not_eligible, \
            bonus.deposit_required"), (status = 422)),
    security(("player" = [])))]
pub async fn claim(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<ClaimRequest>,
) -> ApiResult<BonusGrant> {
    let code = input.code.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let claim = match (code, input.id.as_ref()) {
        (Some(code), _) if code.chars().count() <= 40 => Claim::Code(code.to_owned()),
        (Some(_), _) => {
            return Err(Error::field("code", Invalid::new("validation.length").arg("min", 1).arg("max", 40)));
        }
        (None, Some(id)) => match id.integer().filter(|id| *id > 0) {
            Some(id) => Claim::Id(id),
            None => return Err(Error::field("id", Invalid::new("validation.choice"))),
        },
        (None, None) => return Err(Error::field("code", Invalid::new("validation.required"))),
    };
    grant(&state, lang, &player, claim).await.map_err(|e| match e.code {
        "bonus.not_found" if code.is_some() => Error::not_found("bonus.code_unknown"),
        _ => e,
    })
}

/// `{skip, take}` of the bonus history.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct HistoryRequest {
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// 1–100 (default 20).
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// The player's bonuses, newest first: status, amount, wagering required and done, expiry, converted amount.
#[utoipa::path(post, path = "/api/bonus/history", tag = "bonus", operation_id = "bonus_history",
    request_body = HistoryRequest,
    responses((status = 200, body = crate::reply::Envelope<Page<BonusGrant>>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn history(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<HistoryRequest>,
) -> ApiResult<Page<BonusGrant>> {
    let (skip, take) = validate((
        ("skip", bounded(input.skip.as_ref(), 0, 0, i64::from(i32::MAX))),
        ("take", bounded(input.take.as_ref(), 20, 1, 100)),
    ))
    .map_err(Error::validation)?;
    let (grants, total) = store::bonuses::grants::history(&state.db, player.player_id, skip, take).await?;
    let balance = bonus_balance(&state, player.player_id).await?;
    let items = grants.iter().map(|g| BonusGrant::new(g, balance, lang.0)).collect();
    Ok(Reply::data(Page { items, total }))
}

/// `{id}`: the active bonus to give up.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ForfeitRequest {
    #[schema(value_type = Option<i64>)]
    pub id: Option<Loose>,
}

/// Gives up the player's active bonus: the bonus money left is removed (so they may withdraw, or claim another).
#[utoipa::path(post, path = "/api/bonus/forfeit", tag = "bonus", operation_id = "bonus_forfeit",
    request_body = ForfeitRequest,
    responses((status = 200, body = crate::reply::Envelope<BonusGrant>), (status = 401),
        (status = 404, description = "bonus.not_active"), (status = 422)),
    security(("player" = [])))]
pub async fn forfeit(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<ForfeitRequest>,
) -> ApiResult<BonusGrant> {
    let id = input
        .id
        .as_ref()
        .and_then(Loose::integer)
        .filter(|id| *id > 0)
        .ok_or_else(|| Error::field("id", Invalid::new("validation.required")))?;
    let now = state.clock.now();
    let player_id = player.player_id;
    let (grant, notification_id, notification) =
        store::bonuses::grants::forfeit(&state.db, player_id, id, |g| grant_notice(g, player_id, now), now)
            .await?
            .ok_or_else(|| Error::not_found("bonus.not_active"))?;
    announce(&state, player_id, Some((notification_id, &notification))).await;
    tracing::info!(player_id, grant = grant.id, "bonus forfeited");
    let text = message(lang.0, "bonus.forfeited", &[]);
    Ok(Reply::with_message(text, BonusGrant::new(&grant, Money(0), lang.0)))
}

/// A bonus kind on the wire.
pub fn kind_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(&BonusKind::ALL.map(BonusKind::code), "trial, free or deposit_match")
}

fn status_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(
        &domain::bonus::Status::ALL.map(domain::bonus::Status::code),
        "active, converted, expired or forfeited",
    )
}
