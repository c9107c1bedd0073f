//! Popups: `/api/admin/cms/popups`.

use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::{
    cms as rules,
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::cms::popups::{self, Popup, PopupInput};
use utoipa::ToSchema;

use super::shared::{
    DESCRIPTION_MAX, ImageSets, TITLE_MAX, Texts, deleted, found, image_sets, item_id, listed, not_found,
    optional_texts, optional_time, required_texts, saved,
};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

/// A popup as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPopup {
    pub id: i64,
    pub url: String,
    pub target: String,
    pub status: bool,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub title: Texts,
    pub description: Texts,
    pub images: ImageSets,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Popup> for AdminPopup {
    fn from(p: Popup) -> Self {
        AdminPopup {
            id: p.id,
            url: p.url,
            target: p.target,
            status: p.status,
            starts_at: p.starts_at,
            ends_at: p.ends_at,
            title: p.title.into(),
            description: p.description.into(),
            images: p.images.into(),
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

/// A popup to save. Of the enabled popups inside their window, players see the newest.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PopupRequest {
    pub url: String,
    pub target: String,
    pub status: Option<bool>,
    /// RFC 3339; shown from then (always when empty).
    pub starts_at: Option<String>,
    /// RFC 3339; shown until then (for ever when empty).
    pub ends_at: Option<String>,
    pub title: Texts,
    pub description: Texts,
    pub images: ImageSets,
}

fn popup_input(request: &PopupRequest) -> Result<PopupInput, Error> {
    let starts_at = optional_time(request.starts_at.as_deref());
    let ends_at = optional_time(request.ends_at.as_deref()).and_then(|end| match (&starts_at, end) {
        (Ok(Some(start)), Some(end)) if end <= *start => Err(Invalid::new("validation.date_range")),
        _ => Ok(end),
    });
    let (url, target, starts_at, ends_at, title, description, images) = validate((
        ("url", rules::parse_optional_url(&request.url)),
        ("target", rules::parse_target(&request.target)),
        ("startsAt", starts_at),
        ("endsAt", ends_at),
        required_texts("title", &request.title, TITLE_MAX),
        optional_texts("description", &request.description, DESCRIPTION_MAX),
        image_sets(&request.images),
    ))
    .map_err(Error::validation)?;
    let status = request.status.unwrap_or(true);
    Ok(PopupInput { url, target, status, starts_at, ends_at, title, description, images })
}

/// Every popup, newest first.
#[utoipa::path(get, path = "/api/admin/cms/popups", tag = "admin", operation_id = "admin_cms_list_popups", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminPopup>>), (status = 401), (status = 403)))]
pub async fn list_popups(State(state): State<AppState>, _: ContentEditor) -> ApiResult<Vec<AdminPopup>> {
    listed(popups::list(&state.db).await?)
}

/// One popup.
#[utoipa::path(get, path = "/api/admin/cms/popups/{id}", tag = "admin", operation_id = "admin_cms_get_popup", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminPopup>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_popup(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<AdminPopup> {
    found(popups::get(&state.db, item_id(&id)?).await?)
}

/// Adds a popup.
#[utoipa::path(post, path = "/api/admin/cms/popups", tag = "admin", operation_id = "admin_cms_create_popup", security(("operator" = [])), request_body = PopupRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPopup>), (status = 401), (status = 403), (status = 422)))]
pub async fn create_popup(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<PopupRequest>,
) -> ApiResult<AdminPopup> {
    let input = popup_input(&request)?;
    let entry = editor.audit("cms.popup.create", "popup", "");
    let popup = popups::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, popup.into())
}

/// Replaces a popup.
#[utoipa::path(put, path = "/api/admin/cms/popups/{id}", tag = "admin", operation_id = "admin_cms_update_popup", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PopupRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPopup>), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_popup(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PopupRequest>,
) -> ApiResult<AdminPopup> {
    let id = item_id(&id)?;
    let current = popups::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = popup_input(&request)?;
    input.status = request.status.unwrap_or(current.status);
    let entry = editor.audit("cms.popup.update", "popup", id);
    let popup = popups::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, popup.into())
}

/// Removes a popup.
#[utoipa::path(delete, path = "/api/admin/cms/popups/{id}", tag = "admin", operation_id = "admin_cms_delete_popup", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_popup(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = item_id(&id)?;
    let entry = editor.audit("cms.popup.delete", "popup", id);
    deleted(lang, popups::delete(&state.db, id, Some(&entry)).await?)
}
