//! Content pages: `/api/admin/cms/pages`.

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use domain::validation::{Invalid, validate};
use serde::{Deserialize, Serialize};
use store::cms::pages::{self, Page, PageInput};
use utoipa::{IntoParams, ToSchema};

use super::shared::{
    HTML_MAX, TITLE_MAX, Texts, after_last, deleted, found, item_id, listed, not_found, optional_slug, required_texts,
    saved,
};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

/// A content page as operators see it (HTML as stored, i.e. sanitized).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPage {
    pub id: i64,
    pub slug: Option<String>,
    pub category_id: i64,
    pub position: i64,
    pub status: bool,
    pub title: Texts,
    pub html: Texts,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Page> for AdminPage {
    fn from(p: Page) -> Self {
        AdminPage {
            id: p.id,
            slug: p.slug,
            category_id: p.category_id,
            position: p.position,
            status: p.status,
            title: p.title.into(),
            html: p.html.into(),
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

/// A page to save. Its HTML is sanitized on write (scripts, event handlers and `javascript:` links removed).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PageRequest {
    /// Optional, unique: lowercase letters, digits and hyphens.
    pub slug: Option<String>,
    /// A category id from `cms/categorylist`.
    pub category_id: Option<i64>,
    /// Order within the category (last when absent on create; kept on update).
    pub position: Option<i64>,
    /// Enabled by default.
    pub status: Option<bool>,
    pub title: Texts,
    pub html: Texts,
}

async fn page_input(state: &AppState, request: &PageRequest, id: Option<i64>) -> Result<PageInput, Error> {
    let category_id = match request.category_id {
        None => Err(Invalid::new("validation.required")),
        Some(id) if !pages::category_exists(&state.db, id).await? => Err(Invalid::new("validation.category")),
        Some(id) => Ok(id),
    };
    let (slug, category_id, title, html) = validate((
        ("slug", optional_slug(request.slug.as_deref())),
        ("categoryId", category_id),
        required_texts("title", &request.title, TITLE_MAX),
        required_texts("html", &request.html, HTML_MAX),
    ))
    .map_err(Error::validation)?;
    if let Some(slug) = &slug
        && pages::slug_taken(&state.db, slug, id).await?
    {
        return Err(Error::conflict("cms.slug_taken", "slug"));
    }
    Ok(PageInput { slug, category_id, position: 0, status: request.status.unwrap_or(true), title, html })
}

/// Which pages to list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct PageQuery {
    /// Only this category (all when absent).
    pub category_id: Option<i64>,
}

/// Every page (enabled or not), by category and position.
#[utoipa::path(get, path = "/api/admin/cms/pages", tag = "admin", operation_id = "admin_cms_list_pages", security(("operator" = [])), params(PageQuery),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminPage>>), (status = 401), (status = 403)))]
pub async fn list_pages(
    State(state): State<AppState>,
    _: ContentEditor,
    Query(query): Query<PageQuery>,
) -> ApiResult<Vec<AdminPage>> {
    listed(pages::list(&state.db, query.category_id, false).await?)
}

/// One page.
#[utoipa::path(get, path = "/api/admin/cms/pages/{id}", tag = "admin", operation_id = "admin_cms_get_page", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminPage>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_page(State(state): State<AppState>, _: ContentEditor, Path(id): Path<String>) -> ApiResult<AdminPage> {
    found(pages::get(&state.db, item_id(&id)?).await?)
}

/// Adds a page.
#[utoipa::path(post, path = "/api/admin/cms/pages", tag = "admin", operation_id = "admin_cms_create_page", security(("operator" = [])), request_body = PageRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPage>), (status = 401), (status = 403),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn create_page(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<PageRequest>,
) -> ApiResult<AdminPage> {
    let mut input = page_input(&state, &request, None).await?;
    input.position = match request.position {
        Some(p) => p,
        None => after_last(pages::list(&state.db, Some(input.category_id), false).await?.iter().map(|p| p.position)),
    };
    let entry = editor.audit("cms.page.create", "page", "");
    let page = pages::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, page.into())
}

/// Replaces a page (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/pages/{id}", tag = "admin", operation_id = "admin_cms_update_page", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PageRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPage>), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn update_page(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PageRequest>,
) -> ApiResult<AdminPage> {
    let id = item_id(&id)?;
    let current = pages::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = page_input(&state, &request, Some(id)).await?;
    input.position = request.position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = editor.audit("cms.page.update", "page", id);
    let page = pages::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, page.into())
}

/// Removes a page.
#[utoipa::path(delete, path = "/api/admin/cms/pages/{id}", tag = "admin", operation_id = "admin_cms_delete_page", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_page(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = item_id(&id)?;
    let entry = editor.audit("cms.page.delete", "page", id);
    deleted(lang, pages::delete(&state.db, id, Some(&entry)).await?)
}
