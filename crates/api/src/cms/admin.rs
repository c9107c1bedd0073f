//! The operators' content API under `/api/admin/cms` (DESIGN §8): list, create, update (including the order)
//! and remove carousel slides, pages, popups, promotions, translations and site options. Role `content` or
//! `admin`; every change writes an audit row (before and after) in the change's own transaction.
//!
//! Bodies are lenient (missing fields default) and checked field by field, so a bad or missing value is a 422
//! naming the field (`title.en`, `images.tr` …). HTML is sanitized by the store on write.

use axum::{
    Router,
    extract::{Path, Query, State},
    routing::get,
};
use chrono::{DateTime, Utc};
use domain::{
    cms as rules,
    locale::Locale,
    operator::Role,
    validation::{FieldErrors, Invalid, text_length},
};
use serde::{Deserialize, Serialize};
use store::cms::{
    Localized,
    pages::{self, Page, PageInput},
    popups::{self, Popup, PopupInput},
    promotions::{self, Promotion, PromotionInput},
    slides::{self, Slide, SlideInput},
    translations::{self, Translation},
};
use store::site_options::{self, SiteOption};
use utoipa::{IntoParams, OpenApi, ToSchema};

use crate::{
    admin::Operator,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

#[derive(OpenApi)]
#[openapi(paths(
    list_slides,
    get_slide,
    create_slide,
    update_slide,
    delete_slide,
    list_pages,
    get_page,
    create_page,
    update_page,
    delete_page,
    list_popups,
    get_popup,
    create_popup,
    update_popup,
    delete_popup,
    list_promotions,
    get_promotion,
    create_promotion,
    update_promotion,
    delete_promotion,
    list_translations,
    get_translation,
    create_translation,
    update_translation,
    delete_translation,
    list_site_options,
    get_site_option,
    create_site_option,
    update_site_option,
    delete_site_option,
))]
pub struct Doc;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/admin/cms/sliders", get(list_slides).post(create_slide))
        .route("/api/admin/cms/sliders/{id}", get(get_slide).put(update_slide).delete(delete_slide))
        .route("/api/admin/cms/pages", get(list_pages).post(create_page))
        .route("/api/admin/cms/pages/{id}", get(get_page).put(update_page).delete(delete_page))
        .route("/api/admin/cms/popups", get(list_popups).post(create_popup))
        .route("/api/admin/cms/popups/{id}", get(get_popup).put(update_popup).delete(delete_popup))
        .route("/api/admin/cms/promotions", get(list_promotions).post(create_promotion))
        .route("/api/admin/cms/promotions/{id}", get(get_promotion).put(update_promotion).delete(delete_promotion))
        .route("/api/admin/cms/translations", get(list_translations).post(create_translation))
        .route(
            "/api/admin/cms/translations/{id}",
            get(get_translation).put(update_translation).delete(delete_translation),
        )
        .route("/api/admin/cms/siteoptions", get(list_site_options).post(create_site_option))
        .route(
            "/api/admin/cms/siteoptions/{key}",
            get(get_site_option).put(update_site_option).delete(delete_site_option),
        )
}

/// Who may change content.
const EDITORS: &[Role] = &[Role::Content];
/// Longest title, description and HTML body (characters).
const TITLE_MAX: usize = 200;
const DESCRIPTION_MAX: usize = 1000;
const HTML_MAX: usize = 100_000;
const TRANSLATION_MAX: usize = 2000;

// ------------------------------------------------------------------------------------------ shared shapes

/// A text in Turkish and English.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct Texts {
    pub tr: String,
    pub en: String,
}

impl From<Localized<String>> for Texts {
    fn from(l: Localized<String>) -> Self {
        Texts { tr: l.tr, en: l.en }
    }
}

/// Three image urls per language: `[0]` default (mobile), `[1]` ≥ 1200 px, `[2]` ≥ 992 px. `en` may be empty
/// (then English visitors see the Turkish images).
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(default)]
pub struct ImageSets {
    pub tr: Vec<String>,
    pub en: Vec<String>,
}

impl From<Localized<Vec<String>>> for ImageSets {
    fn from(l: Localized<Vec<String>>) -> Self {
        ImageSets { tr: l.tr, en: l.en }
    }
}

/// Both languages of a required text, 1 to `max` characters each.
fn required_texts(errors: &mut FieldErrors, field: &str, value: &Texts, max: usize) -> Option<Localized<String>> {
    let tr = errors.check(&format!("{field}.tr"), text_length(&value.tr, 1, max).map(str::to_owned));
    let en = errors.check(&format!("{field}.en"), text_length(&value.en, 1, max).map(str::to_owned));
    Some(Localized { tr: tr?, en: en? })
}

/// Both languages of an optional text, at most `max` characters each.
fn optional_texts(errors: &mut FieldErrors, field: &str, value: &Texts, max: usize) -> Option<Localized<String>> {
    let check = |text: &str| {
        let text = text.trim();
        if text.chars().count() > max {
            Err(Invalid::new("validation.length").arg("min", 0).arg("max", max))
        } else {
            Ok(text.to_owned())
        }
    };
    let tr = errors.check(&format!("{field}.tr"), check(&value.tr));
    let en = errors.check(&format!("{field}.en"), check(&value.en));
    Some(Localized { tr: tr?, en: en? })
}

fn image_sets(errors: &mut FieldErrors, value: &ImageSets) -> Option<Localized<Vec<String>>> {
    let tr = errors.check("images.tr", rules::parse_images(&value.tr));
    let en = errors.check("images.en", rules::parse_optional_images(&value.en));
    Some(Localized { tr: tr?, en: en? })
}

/// An optional RFC 3339 time (`2026-01-31T18:00:00Z`).
fn optional_time(value: Option<&str>) -> Result<Option<DateTime<Utc>>, Invalid> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(text) => DateTime::parse_from_rfc3339(text)
            .map(|t| Some(t.with_timezone(&Utc)))
            .map_err(|_| Invalid::new("validation.datetime")),
    }
}

/// An optional slug (empty means none).
fn optional_slug(value: Option<&str>) -> Result<Option<String>, Invalid> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(slug) => rules::parse_slug(slug).map(Some),
    }
}

/// The numeric id of a path; anything else names no item.
fn item_id(id: &str) -> Result<i64, Error> {
    id.trim().parse().map_err(|_| not_found())
}

fn not_found() -> Error {
    Error::not_found("cms.not_found")
}

// The handlers' answers, one per outcome.

/// Every item of a list, as operators see it.
fn listed<T, U: From<T>>(items: Vec<T>) -> ApiResult<Vec<U>> {
    Ok(Reply::data(items.into_iter().map(U::from).collect()))
}

/// The item, as operators see it; 404 when there is none.
fn found<T, U: From<T>>(item: Option<T>) -> ApiResult<U> {
    item.map(|item| Reply::data(U::from(item))).ok_or_else(not_found)
}

/// A created or updated item with the localized "Saved." message.
fn saved<T>(lang: Lang, item: T) -> ApiResult<T> {
    Ok(Reply::with_message(lang.t("cms.saved"), item))
}

/// The localized "Deleted." message; 404 when there was nothing to delete.
fn deleted<T>(lang: Lang, removed: Option<T>) -> ApiResult<()> {
    removed.ok_or_else(not_found)?;
    Ok(Reply::message(lang.t("cms.deleted")))
}

/// Where a new item goes when the request leaves its position to the server: after the last one.
fn after_last(positions: impl Iterator<Item = i64>) -> i64 {
    positions.max().unwrap_or(0) + 1
}

// ------------------------------------------------------------------------------------------------ slides

/// A carousel slide as operators see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSlide {
    pub id: i64,
    /// The carousel: `home`, `casino`, `livecasino` …
    pub slug: String,
    pub url: String,
    pub target: String,
    pub position: i64,
    pub status: bool,
    pub images: ImageSets,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Slide> for AdminSlide {
    fn from(s: Slide) -> Self {
        AdminSlide {
            id: s.id,
            slug: s.slug,
            url: s.url,
            target: s.target,
            position: s.position,
            status: s.status,
            images: s.images.into(),
            created_at: s.created_at,
            updated_at: s.updated_at,
        }
    }
}

/// A slide to save. `position` orders the carousel (lower first; a new slide goes last when absent, an
/// update keeps its place); `status` defaults to enabled.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SlideRequest {
    pub slug: String,
    /// A path on the site (`/promotions`) or an http(s) url; empty for no link.
    pub url: String,
    /// `_self` (default) or `_blank`.
    pub target: String,
    pub position: Option<i64>,
    pub status: Option<bool>,
    pub images: ImageSets,
}

/// The slide's checked fields; `position` is `None` when the request leaves it to the server.
fn slide_input(request: &SlideRequest) -> Result<(SlideInput, Option<i64>), Error> {
    let mut errors = FieldErrors::default();
    let slug = errors.check("slug", rules::parse_slug(&request.slug));
    let url = errors.check("url", rules::parse_optional_url(&request.url));
    let target = errors.check("target", rules::parse_target(&request.target));
    let images = image_sets(&mut errors, &request.images);
    errors.finish().map_err(Error::validation)?;
    let (Some(slug), Some(url), Some(target), Some(images)) = (slug, url, target, images) else {
        return Err(Error::internal("checked slide fields missing"));
    };
    let input = SlideInput { slug, url, target, position: 0, status: request.status.unwrap_or(true), images };
    Ok((input, request.position))
}

/// Which carousel to list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct SlideQuery {
    /// Only this carousel (all when absent).
    pub slug: Option<String>,
}

/// Every slide (enabled or not), by carousel and position.
#[utoipa::path(get, path = "/api/admin/cms/sliders", tag = "admin", security(("operator" = [])), params(SlideQuery),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminSlide>>)), (status = 401), (status = 403)))]
pub async fn list_slides(
    State(state): State<AppState>,
    operator: Operator,
    Query(query): Query<SlideQuery>,
) -> ApiResult<Vec<AdminSlide>> {
    operator.require(EDITORS)?;
    let slug = query.slug.as_deref().map(str::trim).filter(|s| !s.is_empty());
    listed(slides::list(&state.db, slug, false).await?)
}

/// One slide.
#[utoipa::path(get, path = "/api/admin/cms/sliders/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSlide>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_slide(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<AdminSlide> {
    operator.require(EDITORS)?;
    found(slides::get(&state.db, item_id(&id)?).await?)
}

/// Adds a slide to a carousel.
#[utoipa::path(post, path = "/api/admin/cms/sliders", tag = "admin", security(("operator" = [])), request_body = SlideRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSlide>)), (status = 401), (status = 403), (status = 422)))]
pub async fn create_slide(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<SlideRequest>,
) -> ApiResult<AdminSlide> {
    operator.require(EDITORS)?;
    let (mut input, position) = slide_input(&request)?;
    input.position = match position {
        Some(p) => p,
        None => after_last(slides::list(&state.db, Some(&input.slug), false).await?.iter().map(|s| s.position)),
    };
    let entry = operator.audit("cms.slide.create", "slide", "");
    let slide = slides::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, slide.into())
}

/// Replaces a slide (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/sliders/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = SlideRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSlide>)), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_slide(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<SlideRequest>,
) -> ApiResult<AdminSlide> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let current = slides::get(&state.db, id).await?.ok_or_else(not_found)?;
    let (mut input, position) = slide_input(&request)?;
    input.position = position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = operator.audit("cms.slide.update", "slide", id);
    let slide = slides::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, slide.into())
}

/// Removes a slide.
#[utoipa::path(delete, path = "/api/admin/cms/sliders/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_slide(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let entry = operator.audit("cms.slide.delete", "slide", id);
    deleted(lang, slides::delete(&state.db, id, Some(&entry)).await?)
}

// ------------------------------------------------------------------------------------------------- pages

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
    let mut errors = FieldErrors::default();
    let slug = errors.check("slug", optional_slug(request.slug.as_deref()));
    let category_id =
        errors.check("categoryId", request.category_id.ok_or_else(|| Invalid::new("validation.required")));
    let title = required_texts(&mut errors, "title", &request.title, TITLE_MAX);
    let html = required_texts(&mut errors, "html", &request.html, HTML_MAX);
    if let Some(category_id) = category_id
        && !pages::category_exists(&state.db, category_id).await?
    {
        errors.add("categoryId", Invalid::new("validation.category"));
    }
    errors.finish().map_err(Error::validation)?;
    let (Some(slug), Some(category_id), Some(title), Some(html)) = (slug, category_id, title, html) else {
        return Err(Error::internal("checked page fields missing"));
    };
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
#[utoipa::path(get, path = "/api/admin/cms/pages", tag = "admin", security(("operator" = [])), params(PageQuery),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminPage>>)), (status = 401), (status = 403)))]
pub async fn list_pages(
    State(state): State<AppState>,
    operator: Operator,
    Query(query): Query<PageQuery>,
) -> ApiResult<Vec<AdminPage>> {
    operator.require(EDITORS)?;
    listed(pages::list(&state.db, query.category_id, false).await?)
}

/// One page.
#[utoipa::path(get, path = "/api/admin/cms/pages/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPage>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_page(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<AdminPage> {
    operator.require(EDITORS)?;
    found(pages::get(&state.db, item_id(&id)?).await?)
}

/// Adds a page.
#[utoipa::path(post, path = "/api/admin/cms/pages", tag = "admin", security(("operator" = [])), request_body = PageRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPage>)), (status = 401), (status = 403),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn create_page(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<PageRequest>,
) -> ApiResult<AdminPage> {
    operator.require(EDITORS)?;
    let mut input = page_input(&state, &request, None).await?;
    input.position = match request.position {
        Some(p) => p,
        None => after_last(pages::list(&state.db, Some(input.category_id), false).await?.iter().map(|p| p.position)),
    };
    let entry = operator.audit("cms.page.create", "page", "");
    let page = pages::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, page.into())
}

/// Replaces a page (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/pages/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PageRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPage>)), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn update_page(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PageRequest>,
) -> ApiResult<AdminPage> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let current = pages::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = page_input(&state, &request, Some(id)).await?;
    input.position = request.position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = operator.audit("cms.page.update", "page", id);
    let page = pages::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, page.into())
}

/// Removes a page.
#[utoipa::path(delete, path = "/api/admin/cms/pages/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_page(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let entry = operator.audit("cms.page.delete", "page", id);
    deleted(lang, pages::delete(&state.db, id, Some(&entry)).await?)
}

// ------------------------------------------------------------------------------------------------ popups

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
    let mut errors = FieldErrors::default();
    let url = errors.check("url", rules::parse_optional_url(&request.url));
    let target = errors.check("target", rules::parse_target(&request.target));
    let starts_at = errors.check("startsAt", optional_time(request.starts_at.as_deref()));
    let ends_at = errors.check("endsAt", optional_time(request.ends_at.as_deref()));
    if let (Some(Some(start)), Some(Some(end))) = (starts_at, ends_at)
        && end <= start
    {
        errors.add("endsAt", Invalid::new("validation.date_range"));
    }
    let title = required_texts(&mut errors, "title", &request.title, TITLE_MAX);
    let description = optional_texts(&mut errors, "description", &request.description, DESCRIPTION_MAX);
    let images = image_sets(&mut errors, &request.images);
    errors.finish().map_err(Error::validation)?;
    let (Some(url), Some(target), Some(starts_at), Some(ends_at), Some(title), Some(description), Some(images)) =
        (url, target, starts_at, ends_at, title, description, images)
    else {
        return Err(Error::internal("checked popup fields missing"));
    };
    let status = request.status.unwrap_or(true);
    Ok(PopupInput { url, target, status, starts_at, ends_at, title, description, images })
}

/// Every popup, newest first.
#[utoipa::path(get, path = "/api/admin/cms/popups", tag = "admin", security(("operator" = [])),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminPopup>>)), (status = 401), (status = 403)))]
pub async fn list_popups(State(state): State<AppState>, operator: Operator) -> ApiResult<Vec<AdminPopup>> {
    operator.require(EDITORS)?;
    listed(popups::list(&state.db).await?)
}

/// One popup.
#[utoipa::path(get, path = "/api/admin/cms/popups/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPopup>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_popup(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<AdminPopup> {
    operator.require(EDITORS)?;
    found(popups::get(&state.db, item_id(&id)?).await?)
}

/// Adds a popup.
#[utoipa::path(post, path = "/api/admin/cms/popups", tag = "admin", security(("operator" = [])), request_body = PopupRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPopup>)), (status = 401), (status = 403), (status = 422)))]
pub async fn create_popup(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<PopupRequest>,
) -> ApiResult<AdminPopup> {
    operator.require(EDITORS)?;
    let input = popup_input(&request)?;
    let entry = operator.audit("cms.popup.create", "popup", "");
    let popup = popups::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, popup.into())
}

/// Replaces a popup.
#[utoipa::path(put, path = "/api/admin/cms/popups/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PopupRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPopup>)), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_popup(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PopupRequest>,
) -> ApiResult<AdminPopup> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let current = popups::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = popup_input(&request)?;
    input.status = request.status.unwrap_or(current.status);
    let entry = operator.audit("cms.popup.update", "popup", id);
    let popup = popups::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, popup.into())
}

/// Removes a popup.
#[utoipa::path(delete, path = "/api/admin/cms/popups/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_popup(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let entry = operator.audit("cms.popup.delete", "popup", id);
    deleted(lang, popups::delete(&state.db, id, Some(&entry)).await?)
}

// -------------------------------------------------------------------------------------------- promotions

/// A promotion as operators see it (HTML as stored, i.e. sanitized).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminPromotion {
    pub id: i64,
    pub slug: Option<String>,
    pub position: i64,
    pub status: bool,
    pub valid_until: Option<DateTime<Utc>>,
    pub title: Texts,
    pub html: Texts,
    pub images: ImageSets,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Promotion> for AdminPromotion {
    fn from(p: Promotion) -> Self {
        AdminPromotion {
            id: p.id,
            slug: p.slug,
            position: p.position,
            status: p.status,
            valid_until: p.valid_until,
            title: p.title.into(),
            html: p.html.into(),
            images: p.images.into(),
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

/// A promotion to save. Its HTML is sanitized on write.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct PromotionRequest {
    pub slug: Option<String>,
    /// Order on /promotions (last when absent on create; kept on update).
    pub position: Option<i64>,
    pub status: Option<bool>,
    /// RFC 3339; listed until then (for ever when empty).
    pub valid_until: Option<String>,
    pub title: Texts,
    pub html: Texts,
    pub images: ImageSets,
}

async fn promotion_input(
    state: &AppState,
    request: &PromotionRequest,
    id: Option<i64>,
) -> Result<PromotionInput, Error> {
    let mut errors = FieldErrors::default();
    let slug = errors.check("slug", optional_slug(request.slug.as_deref()));
    let valid_until = errors.check("validUntil", optional_time(request.valid_until.as_deref()));
    let title = required_texts(&mut errors, "title", &request.title, TITLE_MAX);
    let html = required_texts(&mut errors, "html", &request.html, HTML_MAX);
    let images = image_sets(&mut errors, &request.images);
    errors.finish().map_err(Error::validation)?;
    let (Some(slug), Some(valid_until), Some(title), Some(html), Some(images)) =
        (slug, valid_until, title, html, images)
    else {
        return Err(Error::internal("checked promotion fields missing"));
    };
    if let Some(slug) = &slug
        && promotions::slug_taken(&state.db, slug, id).await?
    {
        return Err(Error::conflict("cms.slug_taken", "slug"));
    }
    let status = request.status.unwrap_or(true);
    Ok(PromotionInput { slug, position: 0, status, valid_until, title, html, images })
}

/// Every promotion (enabled, expired or not), in order.
#[utoipa::path(get, path = "/api/admin/cms/promotions", tag = "admin", security(("operator" = [])),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminPromotion>>)), (status = 401), (status = 403)))]
pub async fn list_promotions(State(state): State<AppState>, operator: Operator) -> ApiResult<Vec<AdminPromotion>> {
    operator.require(EDITORS)?;
    listed(promotions::list(&state.db).await?)
}

/// One promotion.
#[utoipa::path(get, path = "/api/admin/cms/promotions/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPromotion>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_promotion(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<AdminPromotion> {
    operator.require(EDITORS)?;
    found(promotions::get(&state.db, item_id(&id)?).await?)
}

/// Adds a promotion.
#[utoipa::path(post, path = "/api/admin/cms/promotions", tag = "admin", security(("operator" = [])), request_body = PromotionRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPromotion>)), (status = 401), (status = 403),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn create_promotion(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<PromotionRequest>,
) -> ApiResult<AdminPromotion> {
    operator.require(EDITORS)?;
    let mut input = promotion_input(&state, &request, None).await?;
    input.position = match request.position {
        Some(p) => p,
        None => after_last(promotions::list(&state.db).await?.iter().map(|p| p.position)),
    };
    let entry = operator.audit("cms.promotion.create", "promotion", "");
    let promotion = promotions::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, promotion.into())
}

/// Replaces a promotion (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/promotions/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PromotionRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminPromotion>)), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn update_promotion(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PromotionRequest>,
) -> ApiResult<AdminPromotion> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let current = promotions::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = promotion_input(&state, &request, Some(id)).await?;
    input.position = request.position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = operator.audit("cms.promotion.update", "promotion", id);
    let promotion =
        promotions::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, promotion.into())
}

/// Removes a promotion.
#[utoipa::path(delete, path = "/api/admin/cms/promotions/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_promotion(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let entry = operator.audit("cms.promotion.delete", "promotion", id);
    deleted(lang, promotions::delete(&state.db, id, Some(&entry)).await?)
}

// ------------------------------------------------------------------------------------------ translations

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
#[utoipa::path(get, path = "/api/admin/cms/translations", tag = "admin", security(("operator" = [])), params(TranslationQuery),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminTranslation>>)), (status = 401), (status = 403), (status = 422)))]
pub async fn list_translations(
    State(state): State<AppState>,
    operator: Operator,
    Query(query): Query<TranslationQuery>,
) -> ApiResult<Vec<AdminTranslation>> {
    operator.require(EDITORS)?;
    let locale = match query.locale.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        Some(l) => Some(parse_locale(l).map_err(|e| Error::field("locale", e))?),
        None => None,
    };
    listed(translations::list(&state.db, locale).await?)
}

/// One translation.
#[utoipa::path(get, path = "/api/admin/cms/translations/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminTranslation>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_translation(
    State(state): State<AppState>,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<AdminTranslation> {
    operator.require(EDITORS)?;
    found(translations::get(&state.db, item_id(&id)?).await?)
}

/// Adds a translation.
#[utoipa::path(post, path = "/api/admin/cms/translations", tag = "admin", security(("operator" = [])), request_body = TranslationRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminTranslation>)), (status = 401), (status = 403),
        (status = 409, description = "cms.translation_exists"), (status = 422)))]
pub async fn create_translation(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<TranslationRequest>,
) -> ApiResult<AdminTranslation> {
    operator.require(EDITORS)?;
    let mut errors = FieldErrors::default();
    let key = errors.check("key", rules::parse_translation_key(&request.key));
    let locale = errors.check("locale", parse_locale(&request.locale));
    let value = errors.check("value", text_length(&request.value, 1, TRANSLATION_MAX).map(str::to_owned));
    errors.finish().map_err(Error::validation)?;
    let (Some(key), Some(locale), Some(value)) = (key, locale, value) else {
        return Err(Error::internal("checked translation fields missing"));
    };
    let entry = operator.audit("cms.translation.create", "translation", "");
    let translation = translations::create(&state.db, &key, locale, &value, state.clock.now(), Some(&entry))
        .await?
        .ok_or_else(|| Error::conflict("cms.translation_exists", "key"))?;
    saved(lang, translation.into())
}

/// Changes a translation's text.
#[utoipa::path(put, path = "/api/admin/cms/translations/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = TranslationUpdate,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminTranslation>)), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_translation(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<TranslationUpdate>,
) -> ApiResult<AdminTranslation> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let value = text_length(&request.value, 1, TRANSLATION_MAX).map_err(|e| Error::field("value", e))?;
    let entry = operator.audit("cms.translation.update", "translation", id);
    let translation =
        translations::update(&state.db, id, value, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, translation.into())
}

/// Removes a translation (the web app falls back to its bundled text).
#[utoipa::path(delete, path = "/api/admin/cms/translations/{id}", tag = "admin", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_translation(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(id): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let id = item_id(&id)?;
    let entry = operator.audit("cms.translation.delete", "translation", id);
    deleted(lang, translations::delete(&state.db, id, Some(&entry)).await?)
}

// ------------------------------------------------------------------------------------------ site options

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
    let mut errors = FieldErrors::default();
    let value = match &request.value {
        Some(value) => errors.check("value", rules::parse_option_value(&key, value)),
        None => Some(current.map(|c| c.value.clone()).unwrap_or_default()),
    };
    let description = match &request.description {
        Some(text) if text.chars().count() > DESCRIPTION_MAX => {
            errors.add("description", Invalid::new("validation.length").arg("min", 0).arg("max", DESCRIPTION_MAX));
            None
        }
        Some(text) => Some(text.trim().to_owned()),
        None => Some(current.map(|c| c.description.clone()).unwrap_or_default()),
    };
    errors.finish().map_err(Error::validation)?;
    let (Some(value), Some(description)) = (value, description) else {
        return Err(Error::internal("checked option fields missing"));
    };
    Ok(SiteOption {
        key,
        value,
        is_public: request.is_public.or(current.map(|c| c.is_public)).unwrap_or(true),
        status: request.status.or(current.map(|c| c.status)).unwrap_or(true),
        description,
    })
}

/// Every site option, public or not, by key.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions", tag = "admin", security(("operator" = [])),
    responses((status = 200, body = inline(crate::reply::Envelope<Vec<AdminSiteOption>>)), (status = 401), (status = 403)))]
pub async fn list_site_options(State(state): State<AppState>, operator: Operator) -> ApiResult<Vec<AdminSiteOption>> {
    operator.require(EDITORS)?;
    listed(site_options::list(&state.db, false).await?)
}

/// One site option.
#[utoipa::path(get, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSiteOption>)), (status = 401), (status = 403), (status = 404)))]
pub async fn get_site_option(
    State(state): State<AppState>,
    operator: Operator,
    Path(key): Path<String>,
) -> ApiResult<AdminSiteOption> {
    operator.require(EDITORS)?;
    found(site_options::get(&state.db, key.trim()).await?)
}

/// Adds a site option.
#[utoipa::path(post, path = "/api/admin/cms/siteoptions", tag = "admin", security(("operator" = [])), request_body = SiteOptionRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSiteOption>)), (status = 401), (status = 403),
        (status = 409, description = "cms.option_exists"), (status = 422)))]
pub async fn create_site_option(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    operator.require(EDITORS)?;
    let key = rules::parse_option_key(&request.key).map_err(|e| Error::field("key", e))?;
    let option = site_option(key, &request, None)?;
    let entry = operator.audit("cms.site_option.create", "site_option", &option.key);
    let added = site_options::add(&state.db, &option, Some(&entry))
        .await?
        .ok_or_else(|| Error::conflict("cms.option_exists", "key"))?;
    saved(lang, added.into())
}

/// Changes a site option (fields left out keep their value).
#[utoipa::path(put, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", security(("operator" = [])),
    params(("key" = String, Path)), request_body = SiteOptionRequest,
    responses((status = 200, body = inline(crate::reply::Envelope<AdminSiteOption>)), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_site_option(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(key): Path<String>,
    ApiJson(request): ApiJson<SiteOptionRequest>,
) -> ApiResult<AdminSiteOption> {
    operator.require(EDITORS)?;
    let current = site_options::get(&state.db, key.trim()).await?.ok_or_else(not_found)?;
    let option = site_option(current.key.clone(), &request, Some(&current))?;
    let entry = operator.audit("cms.site_option.update", "site_option", &option.key);
    let updated = site_options::replace(&state.db, &option, Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, updated.into())
}

/// Removes a site option.
#[utoipa::path(delete, path = "/api/admin/cms/siteoptions/{key}", tag = "admin", security(("operator" = [])),
    params(("key" = String, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message"), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_site_option(
    State(state): State<AppState>,
    lang: Lang,
    operator: Operator,
    Path(key): Path<String>,
) -> ApiResult<()> {
    operator.require(EDITORS)?;
    let key = key.trim();
    let entry = operator.audit("cms.site_option.delete", "site_option", key);
    deleted(lang, site_options::remove(&state.db, key, Some(&entry)).await?)
}
