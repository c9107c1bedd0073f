//! Translations of the web app's texts: `/api/admin/cms/translations`.

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use domain::{
    cms as rules,
    locale::Locale,
    validation::{Invalid, text_length, validate},
};
use serde::{Deserialize, Serialize};
use store::cms::translations::{self, Translation};
use utoipa::{IntoParams, ToSchema};

use super::shared::{TRANSLATION_MAX, deleted, found, item_id, listed, not_found, saved};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

/// A translation as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminTranslation {
    pub id: i64,
    pub key: String,
    /// `tr` or `en`.
    pub locale: String,
    pub value: String,
    pub updated_at: DateTime<Utc>,
}

impl From<Translation> for AdminTranslation {
    fn from(t: Translation) -> Self {
        AdminTranslation { id: t.id, key: t.key, locale: t.locale, value: t.value, updated_at: t.updated_at }
    }
}

/// A new translation: one key in one language. `{{name}}` placeholders are filled by the web app.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TranslationRequest {
    /// `A-Z a-z 0-9 _ - .`, e.g. `TOP_NOTIFY`.
    pub key: String,
    /// `tr` or `en`.
    pub locale: String,
    pub value: String,
}

/// A translation's new text (its key and language stay).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct TranslationUpdate {
    pub value: String,
}

fn parse_locale(value: &str) -> Result<Locale, Invalid> {
    match value.trim() {
        "" => Err(Invalid::new("validation.required")),
        "tr" => Ok(Locale::Tr),
        "en" => Ok(Locale::En),
        _ => Err(Invalid::new("validation.locale")),
    }
}

/// Which translations to list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct TranslationQuery {
    /// `tr` or `en` (both when absent).
    pub locale: Option<String>,
}

/// Every translation, by key and language.
#[utoipa::path(get, path = "/api/admin/cms/translations", tag = "admin", operation_id = "admin_cms_list_translations", security(("operator" = [])), params(TranslationQuery),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminTranslation>>), (status = 401), (status = 403), (status = 422)))]
pub async fn list_translations(
    State(state): State<AppState>,
    _: ContentEditor,
    Query(query): Query<TranslationQuery>,
) -> ApiResult<Vec<AdminTranslation>> {
    let locale = match query.locale.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        Some(l) => Some(parse_locale(l).map_err(|e| Error::field("locale", e))?),
        None => None,
    };
    listed(translations::list(&state.db, locale).await?)
}

/// One translation.
#[utoipa::path(get, path = "/api/admin/cms/translations/{id}", tag = "admin", operation_id = "admin_cms_get_translation", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminTranslation>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_translation(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<AdminTranslation> {
    found(translations::get(&state.db, item_id(&id)?).await?)
}

/// Adds a translation.
#[utoipa::path(post, path = "/api/admin/cms/translations", tag = "admin", operation_id = "admin_cms_create_translation", security(("operator" = [])), request_body = TranslationRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminTranslation>), (status = 401), (status = 403),
        (status = 409, description = "cms.translation_exists"), (status = 422)))]
pub async fn create_translation(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<TranslationRequest>,
) -> ApiResult<AdminTranslation> {
    let (key, locale, value) = validate((
        ("key", rules::parse_translation_key(&request.key)),
        ("locale", parse_locale(&request.locale)),
        ("value", text_length(&request.value, 1, TRANSLATION_MAX).map(str::to_owned)),
    ))
    .map_err(Error::validation)?;
    let entry = editor.audit("cms.translation.create", "translation", "");
    let translation = translations::create(&state.db, &key, locale, &value, state.clock.now(), Some(&entry))
        .await?
        .ok_or_else(|| Error::conflict("cms.translation_exists", "key"))?;
    saved(lang, translation.into())
}

/// Changes a translation's text.
#[utoipa::path(put, path = "/api/admin/cms/translations/{id}", tag = "admin", operation_id = "admin_cms_update_translation", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = TranslationUpdate,
    responses((status = 200, body = crate::reply::Envelope<AdminTranslation>), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_translation(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<TranslationUpdate>,
) -> ApiResult<AdminTranslation> {
    let id = item_id(&id)?;
    let value = text_length(&request.value, 1, TRANSLATION_MAX).map_err(|e| Error::field("value", e))?;
    let entry = editor.audit("cms.translation.update", "translation", id);
    let translation =
        translations::update(&state.db, id, value, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, translation.into())
}

/// Removes a translation (the web app falls back to its bundled text).
#[utoipa::path(delete, path = "/api/admin/cms/translations/{id}", tag = "admin", operation_id = "admin_cms_delete_translation", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_translation(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = item_id(&id)?;
    let entry = editor.audit("cms.translation.delete", "translation", id);
    deleted(lang, translations::delete(&state.db, id, Some(&entry)).await?)
}
