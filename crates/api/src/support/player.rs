//! Reaching the operator without a live chat (issue 24): `POST /api/support/requests` takes a written message
//! or a call-back request from anyone, rate limited per address and per phone number. A logged-in player's
//! request is tied to them and acknowledged with a notification written in the same transaction. Operators
//! work through the requests in [`admin`].

use axum::extract::State;
use domain::{
    locale::Locale,
    notification::Kind,
    support::{Form, PreferredTime, RequestKind, reference},
};
use serde::{Deserialize, Serialize};
use store::{cms::Localized, notifications::NewNotification, support::NewRequest};
use utoipa::ToSchema;

use crate::{
    error::{ApiJson, Error},
    i18n::{Lang, message},
    limits::{self, Action, Budget, Subject},
    notices::announce,
    reply::{ApiResult, Reply},
    session::{Origin, Player},
    state::AppState,
};

/// A message to the support team, or a request to be called back.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupportRequestInput {
    /// `message` (write to us) or `callback` (call me back).
    #[schema(schema_with = kind_schema)]
    pub kind: Option<String>,
    /// 2–80 characters.
    pub name: Option<String>,
    /// Any usual form (`+90 532 765 43 21`, `0532…`): stored normalised, as registration does.
    pub phone: Option<String>,
    pub email: Option<String>,
    /// A call-back's: `any` (the default), `morning` (09–12), `afternoon` (12–18) or `evening` (18–22).
    #[schema(schema_with = preferred_time_schema)]
    pub preferred_time: Option<String>,
    /// Required for a message (10–2,000 characters); optional with a call-back.
    pub message: Option<String>,
}

pub fn kind_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(
        &RequestKind::ALL.map(RequestKind::as_str),
        "message (write to us) or callback (call me back)",
    )
}

fn preferred_time_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(
        &PreferredTime::ALL.map(PreferredTime::as_str),
        "a call-back's: any (the default), morning (09–12), afternoon (12–18) or evening (18–22)",
    )
}

/// A stored request: what the player may quote.
#[derive(Debug, Serialize, ToSchema)]
pub struct SupportRequestCreated {
    pub id: i64,
    /// `ZS-000042`.
    pub reference: String,
}

/// Sends a message or a call-back request to the support team; the envelope's message acknowledges it.
#[utoipa::path(post, path = "/api/support/requests", tag = "support", operation_id = "support_create_request",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = SupportRequestInput,
    responses(
        (status = 200, body = crate::reply::Envelope<SupportRequestCreated>),
        (status = 422, description = "refused fields"),
        (status = 429, description = "rate_limited: too many requests from this address or for this phone"),
    ),
    security((), ("player" = [])))]
pub async fn create(
    State(state): State<AppState>,
    lang: Lang,
    origin: Origin,
    player: Option<Player>,
    ApiJson(input): ApiJson<SupportRequestInput>,
) -> ApiResult<SupportRequestCreated> {
    let form = Form {
        kind: input.kind.as_deref(),
        name: input.name.as_deref(),
        phone: input.phone.as_deref(),
        email: input.email.as_deref(),
        preferred_time: input.preferred_time.as_deref(),
        message: input.message.as_deref(),
    };
    let request = domain::support::check(&form).map_err(Error::validation)?;
    let rules = &state.settings.accounts.limits;
    let budgets = vec![
        Budget::new(Action::Support, limits::by_ip(&origin), rules.support_ip),
        Budget::new(Action::Support, Subject::Phone(&request.phone), rules.support_phone),
    ];
    let _spent = limits::take(&state.db, &state.clock, budgets).await?;
    let now = state.clock.now();
    let new = NewRequest {
        request: &request,
        player_id: player.map(|p| p.player_id),
        locale: lang.0.code(),
        ip: Some(origin.ip.as_str()).filter(|ip| !ip.is_empty()),
        created_at: now,
    };
    let (id, notice) = store::support::create(&state.db, &new, |id| {
        player.map(|p| acknowledgement(p.player_id, request.kind, &reference(id), now))
    })
    .await?;
    if let (Some(player), Some((notification_id, notification))) = (player, &notice) {
        announce(&state, player.player_id, Some((*notification_id, notification))).await;
    }
    let text = message(lang.0, received_key(request.kind), &[("reference", reference(id))]);
    Ok(Reply::with_message(text, SupportRequestCreated { id, reference: reference(id) }))
}

fn received_key(kind: RequestKind) -> &'static str {
    match kind {
        RequestKind::Message => "support.received.message",
        RequestKind::Callback => "support.received.callback",
    }
}

/// The player's notification that their request arrived, in both languages.
fn acknowledgement(
    player_id: i64,
    kind: RequestKind,
    reference: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> NewNotification {
    let args = [("reference", reference.to_owned())];
    let text = |key: &str| Localized { tr: message(Locale::Tr, key, &args), en: message(Locale::En, key, &args) };
    NewNotification {
        player_id: Some(player_id),
        kind: Kind::System,
        title: text("support.notice.title"),
        note: text(received_key(kind)),
        created_at: now,
        operator_id: None,
    }
}
