//! Site options: `/api/admin/cms/siteoptions`. Opened by content, finance and admin; each option says who may
//! change it (`domain::cms::option_editors`, issue 47): content options the content role, money and script options
//! only an admin, the bank account finance too.

use axum::{
    extract::{Path, State},
    http::StatusCode,
};
use domain::{
    cms::{self as rules, OptionSensitivity},
    operator::Role,
    validation::{Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::site_options::{self, SiteOption};
use utoipa::ToSchema;

use super::shared::{DESCRIPTION_MAX, deleted, found, not_found, saved};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::OptionsEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
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
    #[schema(schema_with = sensitivity_schema)]
    pub sensitivity: &'static str,
    /// The roles besides admin that may change it: `content`, `finance` (the bank account), or none (only an admin).
    #[schema(value_type = Vec<String>)]
    pub editors: Vec<&'static str>,
    /// Whether the signed-in operator may change or remove it.
    pub editable: bool,
}

/// The schema of an option's sensitivity on the wire.
fn sensitivity_schema() -> utoipa::openapi::Object {
    crate::openapi::one_of(
        &[OptionSensitivity::Content, OptionSensitivity::Money, OptionSensitivity::Script]
            .map(OptionSensitivity::as_str),
        "What a change to it can do: content, money (only an admin; the bank account finance too) or script (only an \
         admin)",
    )
}

impl AdminSiteOption {
    /// Option `o` as an operator with `role` sees it.
    fn of(o: SiteOption, role: Role) -> Self {
        AdminSiteOption {
            sensitivity: rules::option_sensitivity(&o.key).as_str(),
            editors: rules::option_editors(&o.key).iter().map(|r| r.as_str()).collect(),
            editable: role.is_allowed(rules::option_editors(&o.key)),
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

/// Refuses (403, nothing changed) an operator whose role may not change option `key`: money and script options
/// are an admin's (the bank account finance's too), the rest the content role's (issue 47).
fn guard(editor: &OptionsEditor, key: &str) -> Result<(), Error> {
    if editor.role.is_allowed(rules::option_editors(key)) {
        return Ok(());
    }
    let code = match rules::option_sensitivity(key) {
        OptionSensitivity::Content => "cms.option_forbidden_content",
        OptionSensitivity::Money if rules::BANK_ACCOUNT_OPTIONS.contains(&key) => "cms.option_forbidden_bank",
        OptionSensitivity::Money => "cms.option_forbidden_money",
        OptionSensitivity::Script => "cms.option_forbidden_script",
    };
    Err(Error::new(StatusCode::FORBIDDEN, code))
}

/// Every site option, public or not, by key.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions", tag = "admin", operation_id = "admin_cms_list_site_options", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminSiteOption>>), (status = 401), (status = 403)))]
pub async fn list_site_options(
    State(state): State<AppState>,
    editor: OptionsEditor,
) -> ApiResult<Vec<AdminSiteOption>> {
    let options = site_options::list(&state.db, false).await?;
    Ok(Reply::data(options.into_iter().map(|o| AdminSiteOption::of(o, editor.role)).collect()))
}

/// One site option.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_get_site_option", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_site_option(
    State(state): State<AppState>,
    editor: OptionsEditor,
    Path(key): Path<String>,
) -> ApiResult<AdminSiteOption> {
    found(site_options::get(&state.db, key.trim()).await?.map(|o| AdminSiteOption::of(o, editor.role)))
}

/// Adds a site option.
#[utoipa::path(post, path = "/api/admin/cms/siteoptions", tag = "admin", operation_id = "admin_cms_create_site_option", security(("operator" = [])), request_body = SiteOptionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403, description = "cms.option_forbidden_*: the role may not change this option"),
        (status = 409, description = "cms.option_exists"), (status = 422)))]
pub async fn create_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: OptionsEditor,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    let key = rules::parse_option_key(&request.key).map_err(|e| Error::field("key", e))?;
    guard(&editor, &key)?;
    let option = site_option(key, &request, None)?;
    let entry = editor.audit("cms.site_option.create", "site_option", &option.key);
    let added = site_options::add(&state.db, &option, Some(&entry))
        .await?
        .ok_or_else(|| Error::conflict("cms.option_exists", "key"))?;
    saved(lang, AdminSiteOption::of(added, editor.role))
}

/// Changes a site option (fields left out keep their value).
#[utoipa::path(put, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_update_site_option", security(("operator" = [])),
    params(("key" = String, Path)), request_body = SiteOptionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSiteOption>), (status = 401), (status = 403, description = "cms.option_forbidden_*: the role may not change this option"), (status = 404), (status = 422)))]
pub async fn update_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: OptionsEditor,
    Path(key): Path<String>,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    guard(&editor, key.trim())?;
    let current = site_options::get(&state.db, key.trim()).await?.ok_or_else(not_found)?;
    let option = site_option(current.key.clone(), &request, Some(&current))?;
    let entry = editor.audit("cms.site_option.update", "site_option", &option.key);
    let updated = site_options::replace(&state.db, &option, Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, AdminSiteOption::of(updated, editor.role))
}

/// Removes a site option.
#[utoipa::path(delete, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", operation_id = "admin_cms_delete_site_option", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403, description = "cms.option_forbidden_*: the role may not change this option"), (status = 404)))]
pub async fn delete_site_option(
    State(state): State<AppState>,
    lang: Lang,
    editor: OptionsEditor,
    Path(key): Path<String>,
) -> ApiResult<()> {
    let key = key.trim();
    guard(&editor, key)?;
    let entry = editor.audit("cms.site_option.delete", "site_option", key);
    deleted(lang, site_options::remove(&state.db, key, Some(&entry)).await?)
}
