//! `customer/notification` (the player's notifications, newest first, their own and those for everyone) and
//! `customer/readnotification` (marks some of them read; ids the player does not see are ignored, and marking a
//! read one again changes nothing).

use axum::extract::State;
use domain::validation::{Invalid, validate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::item::NotificationItem;
use crate::{
    accounts::{Loose, MessageEnvelope},
    error::{ApiJson, Error},
    i18n::Lang,
    paging::bounded,
    reply::{ApiResult, Reply},
    session::Player,
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(read))
}

/// Most notifications one call lists or marks (product §9: the client takes 100).
pub const TAKE_MAX: i64 = 100;

/// Paging of the list.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct NotificationRequest {
    /// Notifications to skip (default 0).
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// Notifications to list, 1–100 (default 100).
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// The player's notifications, newest first.
#[utoipa::path(post, path = "/api/customer/notification", tag = "customer", operation_id = "customer_notifications",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en: the language of titles and notes")),
    request_body = NotificationRequest,
    responses((status = 200, body = crate::reply::Envelope<Vec<NotificationItem>>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn list(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Player,
    ApiJson(input): ApiJson<NotificationRequest>,
) -> ApiResult<Vec<NotificationItem>> {
    let (skip, take) = validate((
        ("skip", bounded(input.skip.as_ref(), 0, 0, i64::from(i32::MAX))),
        ("take", bounded(input.take.as_ref(), TAKE_MAX, 0, TAKE_MAX)),
    ))
    .map_err(Error::validation)?;
    let found = store::notifications::page(&state.db, player.player_id, skip, take).await?;
    Ok(Reply::data(found.iter().map(|n| NotificationItem::new(n, locale)).collect()))
}

/// Which notifications to mark read.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct ReadRequest {
    /// Notification ids (1–100 of them).
    #[schema(value_type = Vec<i64>)]
    pub id: Vec<Loose>,
}

fn ids(values: &[Loose]) -> Result<Vec<i64>, Invalid> {
    if values.is_empty() || values.len() > TAKE_MAX as usize {
        return Err(Invalid::new("validation.count").arg("min", 1).arg("max", TAKE_MAX));
    }
    values.iter().map(|v| v.integer().filter(|id| *id > 0).ok_or_else(|| Invalid::new("validation.integer"))).collect()
}

/// Marks the player's notifications read.
#[utoipa::path(post, path = "/api/customer/readnotification", tag = "customer",
    operation_id = "customer_read_notifications",
    request_body = ReadRequest,
    responses((status = 200, body = MessageEnvelope), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn read(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<ReadRequest>,
) -> ApiResult<()> {
    let ids = ids(&input.id).map_err(|e| Error::field("id", e))?;
    store::notifications::mark_read(&state.db, player.player_id, &ids, state.clock.now()).await?;
    Ok(Reply::message(lang.t("notifications.read")))
}
