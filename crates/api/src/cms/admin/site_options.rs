//! Site options: `/api/admin/cms/siteoptions`.

use axum::extract::{Path, State};
use domain::{
    cms as rules,
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::site_options::{self, SiteOption};
use utoipa::ToSchema;

use super::shared::{DESCRIPTION_MAX, deleted, found, listed, not_found, saved};
use crate::{
    accounts::MessageEnvelope,
    admin::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

/// A site option as operators see it (public or not).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSiteOption {
    pub key: String,
    pub value: String,
    /// Listed by `cms/siteoptionlist` (to every visitor) when true and enabled.
    pub is_public: bool,
    pub status: bool,
    pub description: String,
}

impl From<SiteOption> for AdminSiteOption {
    fn from(o: SiteOption) -> Self {
        AdminSiteOption {
            key: o.key,
            value: o.value,
            is_public: o.is_public,
            status: o.status,
            description: o.description,
        }
    }
}

/// A site option to save. Known keys (README "Site options") have their values checked: urls, domains,
/// amounts. On update, fields left out keep their value.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct SiteOptionRequest {
    /// Only on create: `a-z 0-9 _`.
    pub key: String,
    pub value: Option<String>,
    /// Public by default; a secret must be saved with `false`.
    pub is_public: Option<bool>,
    /// Enabled by default.
    pub status: Option<bool>,
    pub description: Option<String>,
}

/// The option's checked fields, over `current` when updating.
fn site_option(key: String, request: &SiteOptionRequest, current: Option<&SiteOption>) -> Result<SiteOption, Error> {
    let value = match &request.value {
        Some(value) => rules::parse_option_value(&key, value),
        None => Ok(current.map(|c| c.value.clone()).unwrap_or_default()),
    };
    let description = match &request.description {
        Some(text) if text.chars().count() > DESCRIPTION_MAX => {
            Err(Invalid::new("validation.length").arg("min", 0).arg("max", DESCRIPTION_MAX))
        }
        Some(text) => Ok(text.trim().to_owned()),
        None => Ok(current.map(|c| c.description.clone()).unwrap_or_default()),
    };
    let (value, description) = validate((("value", value), ("description", description))).map_err(Error::validation)?;
    Ok(SiteOption {
        key,
        value,
        is_public: request.is_public.or(current.map(|c| c.is_public)).unwrap_or(true),
        status: request.status.or(current.map(|c| c.status)).unwrap_or(true),
        description,
    })
}

/// Options that are money controls rather than content: only an admin changes them (a content editor could
/// otherwise turn four eyes off).
fn guard(editor: &ContentEditor, key: &str) -> Result<(), Error> {
    if key == store::payments::SECOND_APPROVAL_OPTION { editor.require(&[]) } else { Ok(()) }
}

/// Every site option, public or not, by key.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions", tag = "admin", operation_id = "admin_cms_list_site_options", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminSiteOption>>), (status = 401), (status = 403)))]
pub async fn list_site_options(State(state): State<AppState>, _: ContentEditor) -> ApiResult<Vec<AdminSiteOption>> {
    listed(site_options::list(&state.db, false).await?)
}

/// One site option.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_get_site_option", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_site_option(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(key): Path<String>,
) -> ApiResult<AdminSiteOption> {
    found(site_options::get(&state.db, key.trim()).await?)
}

/// Adds a site option.
#[utoipa::path(post, path = "/api/admin/cms/siteoptions", tag = "admin", operation_id = "admin_cms_create_site_option", security(("operator" = [])), request_body = SiteOptionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403),
        (status = 409, description = "cms.option_exists"), (status = 422)))]
pub async fn create_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    let key = rules::parse_option_key(&request.key).map_err(|e| Error::field("key", e))?;
    guard(&editor, &key)?;
    let option = site_option(key, &request, None)?;
    let entry = editor.audit("cms.site_option.create", "site_option", &option.key);
    let added = site_options::add(&state.db, &option, Some(&entry))
        .await?
        .ok_or_else(|| Error::conflict("cms.option_exists", "key"))?;
    saved(lang, added.into())
}

/// Changes a site option (fields left out keep their value).
#[utoipa::path(put, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_update_site_option", security(("operator" = [])),
    params(("key" = String, Path)), request_body = SiteOptionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(key): Path<String>,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    guard(&editor, key.trim())?;
    let current = site_options::get(&state.db, key.trim()).await?.ok_or_else(not_found)?;
    let option = site_option(current.key.clone(), &request, Some(&current))?;
    let entry = editor.audit("cms.site_option.update", "site_option", &option.key);
    let updated = site_options::replace(&state.db, &option, Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, updated.into())
}

/// Removes a site option.
#[utoipa::path(delete, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_delete_site_option", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(key): Path<String>,
) -> ApiResult<()> {
    let key = key.trim();
    guard(&editor, key)?;
    let entry = editor.audit("cms.site_option.delete", "site_option", key);
    deleted(lang, site_options::remove(&state.db, key, Some(&entry)).await?)
}
