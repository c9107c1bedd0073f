//! The player's wallet calls: `payment/methods`, `payment/detail`, `payment/deposit`, `payment/withdraw` (the
//! spec's payloads) and `payment/cancel` (ours: take back a pending withdrawal).

use std::collections::HashMap;

use axum::extract::State;
use domain::{
    money::Money,
    notification::Kind,
    payment::{self, AMOUNT, Direction, FieldType, Value},
    validation::{FieldErrors, Invalid},
};
use serde::{Deserialize, Serialize};
use store::payments::{
    flow::{self, NewPayment},
    methods::{DepositFlow, Method},
};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::gateway;
use crate::notices::{REQUESTED, announce, localized_args, notice};
use crate::{
    accounts::{Loose, MessageEnvelope, required_integer},
    error::{ApiJson, Error},
    i18n::{Lang, message},
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(methods))
        .routes(routes!(detail))
        .routes(routes!(deposit))
        .routes(routes!(withdraw))
        .routes(routes!(cancel))
}

/// `{type}`: 1 deposit, 2 withdraw.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct MethodsRequest {
    /// 1 deposit, 2 withdraw.
    #[serde(rename = "type")]
    #[schema(value_type = i64)]
    pub kind: Option<Loose>,
}

/// A payment method as the deposit and withdraw pages list it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentMethod {
    /// What `payment/detail`, `payment/deposit` and `payment/withdraw` take as `id`.
    pub id: i64,
    pub name: String,
    pub logo_url: String,
    /// Smallest amount of one payment, in lira.
    pub min: f64,
    /// Largest amount of one payment, in lira.
    pub max: f64,
    /// Flat fee taken from a withdrawal, in lira (0: none; deposits are free).
    pub fee: f64,
}

/// The enabled methods for deposits (`type` 1) or withdrawals (2).
#[utoipa::path(post, path = "/api/payment/methods", tag = "payment", operation_id = "payment_methods",
    request_body = MethodsRequest,
    responses((status = 200, body = crate::reply::Envelope<Vec<PaymentMethod>>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn methods(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _player: Player,
    ApiJson(input): ApiJson<MethodsRequest>,
) -> ApiResult<Vec<PaymentMethod>> {
    let direction = direction(input.kind.as_ref().and_then(Loose::integer)).map_err(|e| Error::field("type", e))?;
    let list = store::payments::methods::list(&state.db, direction).await?;
    Ok(Reply::data(
        list.into_iter()
            .map(|m| PaymentMethod {
                id: m.id,
                name: m.name.get(locale).clone(),
                fee: m.fee(direction).to_major_json(),
                min: m.min.to_major_json(),
                max: m.max.to_major_json(),
                logo_url: m.logo_url,
            })
            .collect(),
    ))
}

/// `{id, type}`: a method and the direction.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct DetailRequest {
    #[schema(value_type = i64)]
    pub id: Option<Loose>,
    /// 1 deposit, 2 withdraw.
    #[serde(rename = "type")]
    #[schema(value_type = i64)]
    pub kind: Option<Loose>,
}

/// One choice of a dropdown field.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldOption {
    pub id: i64,
    pub name: String,
}

/// A field of a payment form (product §3 Payment detail field). Every field is required.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentField {
    /// The key of its value in `detail` (`Amount`, `Iban`, `CardNo` …); the client labels it.
    pub key: String,
    /// Entry mask: `0` a digit, any other character literal; the value is sent without the mask's spaces.
    pub mask: Option<String>,
    /// Field type: String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7.
    pub object_type: i64,
    /// A dropdown's choices; null otherwise.
    pub option: Option<Vec<FieldOption>>,
}

/// The method for `id` that takes payments in `direction`, or 404.
async fn method(state: &AppState, id: Option<&Loose>, direction: Direction) -> Result<Method, Error> {
    let id = required_integer(id).map_err(|e| Error::field("id", e))?;
    match store::payments::methods::get(&state.db, id).await? {
        Some(method) if method.supports(direction) => Ok(method),
        _ => Err(Error::not_found("wallet.method_not_found")),
    }
}

/// The fields a method asks for in one direction, in order.
#[utoipa::path(post, path = "/api/payment/detail", tag = "payment", operation_id = "payment_detail",
    request_body = DetailRequest,
    responses((status = 200, body = crate::reply::Envelope<Vec<PaymentField>>), (status = 401), (status = 404),
        (status = 422)),
    security(("player" = [])))]
pub async fn detail(
    State(state): State<AppState>,
    _player: Player,
    ApiJson(input): ApiJson<DetailRequest>,
) -> ApiResult<Vec<PaymentField>> {
    let direction = direction(input.kind.as_ref().and_then(Loose::integer)).map_err(|e| Error::field("type", e))?;
    let method = method(&state, input.id.as_ref(), direction).await?;
    let fields = store::payments::methods::fields(&state.db, method.id, direction).await?;
    Ok(Reply::data(
        fields
            .into_iter()
            .map(|f| PaymentField {
                option: (f.kind == FieldType::Dropdown)
                    .then(|| f.choices.into_iter().map(|c| FieldOption { id: c.id, name: c.name }).collect()),
                object_type: f.kind.number(),
                mask: f.mask,
                key: f.key,
            })
            .collect(),
    ))
}

/// `{id, target: 'pay', detail: {key: value}}` (product §7).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct PayRequest {
    /// The method's id.
    #[schema(value_type = i64)]
    pub id: Option<Loose>,
    /// Always `pay`.
    pub target: Option<String>,
    /// The fields' values by key: numbers (Int, Long, Decimal; `Amount` in lira with at most two decimals) as
    /// JSON numbers or digit strings, the rest as strings.
    #[schema(value_type = Object)]
    pub detail: serde_json::Map<String, serde_json::Value>,
}

/// What a checked payment form holds.
struct Form {
    method: Method,
    amount: Money,
    details: serde_json::Value,
}

/// Checks every field of `input` against `method`'s fields for `direction`: all of them, each refusal under
/// its key, or the amount and the values to keep (card numbers masked).
async fn check_form(state: &AppState, input: &PayRequest, direction: Direction) -> Result<Form, Error> {
    let method = method(state, input.id.as_ref(), direction).await?;
    let fields = store::payments::methods::fields(&state.db, method.id, direction).await?;
    let values: HashMap<&str, Value> = input
        .detail
        .iter()
        .filter_map(|(key, value)| {
            let value = match value {
                serde_json::Value::Number(n) => Value::Number(n.to_string()),
                serde_json::Value::String(s) => Value::Text(s.clone()),
                _ => return None,
            };
            Some((key.as_str(), value))
        })
        .collect();
    let now = state.clock.now();
    let mut errors = FieldErrors::default();
    let mut kept = serde_json::Map::new();
    let mut amount = None;
    for field in &fields {
        let Some(value) = errors.check(&field.key, field.check(values.get(field.key.as_str()), now)) else { continue };
        if field.key == AMOUNT {
            let parsed = Money::parse_major(&value)
                .and_then(|a| payment::check_amount(a, method.min, method.max, method.fee(direction)));
            amount = errors.check(AMOUNT, parsed);
        } else if field.rule == Some(payment::Rule::Luhn) {
            kept.insert(field.key.clone(), payment::masked_card(&value).into());
        } else {
            kept.insert(field.key.clone(), value.into());
        }
    }
    errors.finish().map_err(Error::validation)?;
    let amount = amount.ok_or_else(|| Error::field(AMOUNT, Invalid::new("validation.required")))?;
    Ok(Form { method, amount, details: serde_json::Value::Object(kept) })
}

/// Asks for a deposit. `data` is the hosted payment page's link (open it in a new tab) or, for a bank
/// transfer, the instructions to follow; no money moves until the gateway confirms.
#[utoipa::path(post, path = "/api/payment/deposit", tag = "payment", operation_id = "payment_deposit",
    request_body = PayRequest,
    responses((status = 200, body = crate::reply::Envelope<String>),
        (status = 400, description = "responsible.deposit_limit.daily|weekly|monthly: over a deposit limit"),
        (status = 403, description = "responsible.excluded.*: on a time-out or self-excluded"),
        (status = 401), (status = 404), (status = 422)),
    security(("player" = [])))]
pub async fn deposit(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<PayRequest>,
) -> ApiResult<String> {
    let form = check_form(&state, &input, Direction::Deposit).await?;
    let gateway = gateway::find(&form.method.gateway, &state.settings.payments, &state.settings.public_url)
        .ok_or_else(|| Error::bad_request("wallet.gateway_not_configured"))?;
    crate::responsible::exclusions::refuse_if_excluded(&state, player.player_id).await?;
    let now = state.clock.now();
    let hosted = form.method.deposit_flow == DepositFlow::Hosted;
    let bank = if hosted { None } else { Some(bank_account(&state).await?) };
    let ttl = if hosted { state.settings.payments.deposit_ttl } else { state.settings.payments.transfer_ttl };
    let (intent, reference) = payment::new_ids();
    let new = NewPayment {
        player_id: player.player_id,
        method_id: form.method.id,
        direction: Direction::Deposit,
        amount: form.amount,
        fee: Money::ZERO,
        details: form.details,
        expires_at: Some(now + chrono::Duration::from_std(ttl).unwrap_or(chrono::Duration::minutes(30))),
        intent,
        reference,
        now,
    };
    let (_, alerts) = flow::open_deposit(&state.db, &new, &crate::notices::alert_notice).await?;
    for (id, notice) in &alerts {
        announce(&state, player.player_id, Some((*id, notice))).await;
    }
    match (gateway.start(&new.intent, hosted, lang.0.code()), bank) {
        (gateway::Next::Link(link), _) => Ok(Reply::with_message(lang.t("wallet.deposit_link"), link)),
        (gateway::Next::Instructions, Some((iban, holder))) => {
            let args =
                [("amount", form.amount.to_string()), ("iban", iban), ("holder", holder), ("reference", new.reference)];
            Ok(Reply::with_message(
                lang.t("wallet.deposit_transfer"),
                message(lang.0, "wallet.transfer_instructions", &localized_args(lang.0, &args)),
            ))
        }
        (gateway::Next::Instructions, None) => Err(Error::internal("a hosted method without a link")),
    }
}

/// The account bank transfers go to (site options), or "not configured".
async fn bank_account(state: &AppState) -> Result<(String, String), Error> {
    use store::demo::payments::{BANK_HOLDER, BANK_IBAN};
    let value = async |key| store::site_options::value(&state.db, key).await.map(|v| v.filter(|v| !v.is_empty()));
    match (value(BANK_IBAN).await?, value(BANK_HOLDER).await?) {
        (Some(iban), Some(holder)) => Ok((iban, holder)),
        _ => Err(Error::bad_request("wallet.gateway_not_configured")),
    }
}

/// The new withdrawal.
#[derive(Debug, Serialize, ToSchema)]
pub struct Withdrawal {
    /// The payment's id (financial history, `payment/cancel`).
    pub id: i64,
}

/// Asks for a withdrawal: the amount leaves the cash balance for a hold until an operator approves (paid out)
/// or rejects it (returned). Needs a verified phone.
#[utoipa::path(post, path = "/api/payment/withdraw", tag = "payment", operation_id = "payment_withdraw",
    request_body = PayRequest,
    responses((status = 200, body = crate::reply::Envelope<Withdrawal>),
        (status = 400, description = "wallet.insufficient_funds"), (status = 401),
        (status = 403, description = "wallet.phone_not_verified"), (status = 404), (status = 422)),
    security(("player" = [])))]
pub async fn withdraw(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<PayRequest>,
) -> ApiResult<Withdrawal> {
    let verified = store::players::get(&state.db, player.player_id).await?.is_some_and(|p| p.sms_verified());
    if !verified {
        return Err(Error::new(axum::http::StatusCode::FORBIDDEN, "wallet.phone_not_verified"));
    }
    let form = check_form(&state, &input, Direction::Withdraw).await?;
    let now = state.clock.now();
    let fee = form.method.fee(Direction::Withdraw);
    let (intent, reference) = payment::new_ids();
    let args = [("amount", form.amount.to_string()), ("reference", reference.clone())];
    let notification = notice(player.player_id, Kind::Withdraw, &REQUESTED, &args, now);
    let new = NewPayment {
        player_id: player.player_id,
        method_id: form.method.id,
        direction: Direction::Withdraw,
        amount: form.amount,
        fee,
        details: form.details,
        expires_at: None,
        intent,
        reference,
        now,
    };
    let (id, notification_id) = flow::request_withdrawal(&state.db, &new, &notification).await?;
    announce(&state, player.player_id, Some((notification_id, &notification))).await;
    Ok(Reply::with_message(lang.t("wallet.withdraw_requested"), Withdrawal { id }))
}

/// `{id}`: one of the player's pending withdrawals.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CancelRequest {
    #[schema(value_type = i64)]
    pub id: Option<Loose>,
}

/// Takes back one of the player's pending withdrawals: the held amount returns to the cash balance.
#[utoipa::path(post, path = "/api/payment/cancel", tag = "payment", operation_id = "payment_cancel",
    request_body = CancelRequest,
    responses((status = 200, body = MessageEnvelope), (status = 401), (status = 404),
        (status = 409, description = "wallet.not_pending: decided or cancelled already"), (status = 422)),
    security(("player" = [])))]
pub async fn cancel(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<CancelRequest>,
) -> ApiResult<()> {
    let id = required_integer(input.id.as_ref()).map_err(|e| Error::field("id", e))?;
    flow::cancel_withdrawal(&state.db, player.player_id, id, state.clock.now()).await?;
    announce(&state, player.player_id, None).await;
    Ok(Reply::message(lang.t("wallet.withdraw_cancelled")))
}

/// The direction numbered `number` (1 deposit, 2 withdraw) as a field's value.
pub fn direction(number: Option<i64>) -> Result<Direction, domain::validation::Invalid> {
    number
        .and_then(Direction::from_number)
        .ok_or_else(|| domain::validation::Invalid::new("validation.range").arg("min", 1).arg("max", 2))
}
