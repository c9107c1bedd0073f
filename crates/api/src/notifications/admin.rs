//! Operators' messages to players (`/api/admin/notifications`, role support or admin): send one notification
//! to a player, to a list of players or to everyone, and list what was sent. Sending is audited in the same
//! transaction as the notifications it writes.

use axum::extract::{Query, State};
use chrono::{DateTime, Utc};
use domain::{
    notification::{Kind, NOTE_MAX, TITLE_MAX},
    validation::{FieldErrors, Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::notifications::NewNotification;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    admin::roles::SupportAgent,
    cms::admin::shared::{Texts, required_texts},
    error::{ApiJson, Error},
    i18n::Lang,
    paging::{Page, Paging},
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(send, list))
}

/// Most players one message may name.
pub const RECIPIENTS_MAX: usize = 1000;

/// Who gets the message — exactly one of `username`, `usernames` and `all` — and what it says.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SendRequest {
    /// One player.
    pub username: Option<String>,
    /// Several players (1–1000).
    pub usernames: Option<Vec<String>>,
    /// Every player.
    pub all: Option<bool>,
    /// Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5 (the default).
    #[serde(rename = "type")]
    pub kind: Option<i64>,
    /// 1–120 characters in each language.
    pub title: Texts,
    /// 1–2000 characters in each language.
    pub note: Texts,
}

/// The notifications written: one per player, or one for everyone.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sent {
    pub ids: Vec<i64>,
    /// Players left out: an offer (type 3 or 4) never reaches a player in a time-out or self-exclusion.
    pub left_out: usize,
}

/// Whom a message is for (`None` is everyone), or why the request names nobody valid.
type Recipients = Result<Option<Vec<i64>>, FieldErrors>;

async fn recipients(state: &AppState, request: &SendRequest) -> Result<Recipients, Error> {
    let usernames: Vec<&str> = match (&request.username, &request.usernames, request.all.unwrap_or(false)) {
        (None, None, true) => return Ok(Ok(None)),
        (Some(one), None, false) => vec![one.as_str()],
        (None, Some(many), false) if !many.is_empty() && many.len() <= RECIPIENTS_MAX => {
            many.iter().map(String::as_str).collect()
        }
        (None, Some(_), false) => {
            let invalid = Invalid::new("validation.count").arg("min", 1).arg("max", RECIPIENTS_MAX);
            return Ok(Err(FieldErrors::single("usernames", invalid)));
        }
        _ => return Ok(Err(FieldErrors::single("username", Invalid::new("notifications.one_audience")))),
    };
    let lower: Vec<String> = usernames.iter().map(|name| name.trim().to_lowercase()).collect();
    let found: std::collections::HashMap<String, i64> =
        store::players::ids_by_usernames(&state.db, &lower).await?.into_iter().collect();
    let mut ids = Vec::with_capacity(usernames.len());
    let mut unknown = Vec::new();
    for (name, lower) in usernames.iter().zip(&lower) {
        match found.get(lower) {
            Some(id) if !ids.contains(id) => ids.push(*id),
            Some(_) => {}
            None => unknown.push((*name).to_owned()),
        }
    }
    if unknown.is_empty() {
        return Ok(Ok(Some(ids)));
    }
    let field = if request.username.is_some() { "username" } else { "usernames" };
    let invalid = Invalid::new("notifications.unknown_players").arg("names", unknown.join(", "));
    Ok(Err(FieldErrors::single(field, invalid)))
}

/// Sends a notification.
#[utoipa::path(post, path = "/api/admin/notifications", tag = "admin", operation_id = "admin_send_notification",
    security(("operator" = [])),
    request_body = SendRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<Sent>),
        (status = 401), (status = 403, description = "role content or finance"),
        (status = 422, description = "no or several audiences, an unknown player, a bad type, title or note"),
    ))]
pub async fn send(
    State(state): State<AppState>,
    lang: Lang,
    agent: SupportAgent,
    ApiJson(request): ApiJson<SendRequest>,
) -> ApiResult<Sent> {
    let kind = Kind::from_number(request.kind.unwrap_or(Kind::System.number()))
        .ok_or_else(|| Invalid::new("validation.range").arg("min", 1).arg("max", 5));
    let (recipients, kind, title, note) = validate((
        recipients(&state, &request).await?,
        ("type", kind),
        required_texts("title", &request.title, TITLE_MAX),
        required_texts("note", &request.note, NOTE_MAX),
    ))
    .map_err(Error::validation)?;
    let template =
        NewNotification { player_id: None, kind, title, note, created_at: agent.at, operator_id: Some(agent.id) };
    let target = match &recipients {
        None => "all".to_owned(),
        Some(ids) => ids.iter().map(i64::to_string).collect::<Vec<_>>().join(","),
    };
    let entry = agent.audit("notification.send", "players", target);
    let delivered = store::notifications::send(&state.db, recipients.as_deref(), &template, &entry).await?;
    if let Some(realtime) = &state.realtime {
        for (id, player_id) in &delivered.sent {
            let stored = template.stored(*id);
            let item = |locale| super::item::NotificationItem::new(&stored, locale);
            match player_id {
                None if kind.is_offer() => realtime.offer(item).await,
                _ => realtime.notification(*player_id, item).await,
            }
        }
    }
    let left_out = delivered.excluded.len();
    let message = if left_out == 0 {
        lang.t("notifications.sent")
    } else {
        crate::i18n::message(lang.0, "notifications.sent_left_out", &[("count", left_out.to_string())])
    };
    let ids = delivered.sent.iter().map(|(id, _)| *id).collect();
    Ok(Reply::with_message(message, Sent { ids, left_out }))
}

/// Paging of what was sent.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SentQuery {
    /// Rows to skip (default 0).
    pub skip: Option<String>,
    /// Rows to return, 1–100 (default 20).
    pub take: Option<String>,
}

/// A notification that was sent.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SentItem {
    pub id: i64,
    /// The player's; null when it went to everyone.
    pub username: Option<String>,
    #[serde(rename = "type")]
    pub kind: i64,
    pub title: Texts,
    pub note: Texts,
    pub created_at: DateTime<Utc>,
    /// The operator who sent it; null when the site did.
    pub sent_by: Option<String>,
    /// Players who have read it.
    pub reads: i64,
}

/// What was sent, newest first (operators' messages and the site's own).
#[utoipa::path(get, path = "/api/admin/notifications", tag = "admin", operation_id = "admin_list_notifications",
    security(("operator" = [])),
    params(SentQuery),
    responses(
        (status = 200, body = crate::reply::Envelope<Page<SentItem>>),
        (status = 401), (status = 403, description = "role content or finance"), (status = 422),
    ))]
pub async fn list(
    State(state): State<AppState>,
    _agent: SupportAgent,
    Query(query): Query<SentQuery>,
) -> ApiResult<Page<SentItem>> {
    let paging = Paging::parse(query.skip.as_deref(), query.take.as_deref())?;
    let (rows, total) = store::notifications::sent(&state.db, paging.skip, paging.take).await?;
    let items = rows
        .into_iter()
        .map(|row| SentItem {
            id: row.id,
            username: row.username,
            kind: row.kind,
            title: Texts { tr: row.title_tr, en: row.title_en },
            note: Texts { tr: row.note_tr, en: row.note_en },
            created_at: row.created_at,
            sent_by: row.operator_username,
            reads: row.reads,
        })
        .collect();
    Ok(Reply::data(Page { items, total }))
}
