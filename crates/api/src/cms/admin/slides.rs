//! Carousel slides: `/api/admin/cms/sliders`.

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Utc};
use domain::{cms as rules, validation::validate};
use serde::{Deserialize, Serialize};
use store::cms::slides::{self, Slide, SlideInput};
use utoipa::{IntoParams, ToSchema};

use super::shared::{ImageSets, after_last, deleted, found, image_sets, item_id, listed, not_found, saved};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

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
    let (slug, url, target, images) = validate((
        ("slug", rules::parse_slug(&request.slug)),
        ("url", rules::parse_optional_url(&request.url)),
        ("target", rules::parse_target(&request.target)),
        image_sets(&request.images),
    ))
    .map_err(Error::validation)?;
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
#[utoipa::path(get, path = "/api/admin/cms/sliders", tag = "admin", operation_id = "admin_cms_list_slides", security(("operator" = [])), params(SlideQuery),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminSlide>>), (status = 401), (status = 403)))]
pub async fn list_slides(
    State(state): State<AppState>,
    _: ContentEditor,
    Query(query): Query<SlideQuery>,
) -> ApiResult<Vec<AdminSlide>> {
    let slug = query.slug.as_deref().map(str::trim).filter(|s| !s.is_empty());
    listed(slides::list(&state.db, slug, false).await?)
}

/// One slide.
#[utoipa::path(get, path = "/api/admin/cms/sliders/{id}", tag = "admin", operation_id = "admin_cms_get_slide", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminSlide>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_slide(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<AdminSlide> {
    found(slides::get(&state.db, item_id(&id)?).await?)
}

/// Adds a slide to a carousel.
#[utoipa::path(post, path = "/api/admin/cms/sliders", tag = "admin", operation_id = "admin_cms_create_slide", security(("operator" = [])), request_body = SlideRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSlide>), (status = 401), (status = 403), (status = 422)))]
pub async fn create_slide(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<SlideRequest>,
) -> ApiResult<AdminSlide> {
    let (mut input, position) = slide_input(&request)?;
    input.position = match position {
        Some(p) => p,
        None => after_last(slides::list(&state.db, Some(&input.slug), false).await?.iter().map(|s| s.position)),
    };
    let entry = editor.audit("cms.slide.create", "slide", "");
    let slide = slides::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, slide.into())
}

/// Replaces a slide (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/sliders/{id}", tag = "admin", operation_id = "admin_cms_update_slide", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = SlideRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminSlide>), (status = 401), (status = 403), (status = 404), (status = 422)))]
pub async fn update_slide(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<SlideRequest>,
) -> ApiResult<AdminSlide> {
    let id = item_id(&id)?;
    let current = slides::get(&state.db, id).await?.ok_or_else(not_found)?;
    let (mut input, position) = slide_input(&request)?;
    input.position = position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = editor.audit("cms.slide.update", "slide", id);
    let slide = slides::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, slide.into())
}

/// Removes a slide.
#[utoipa::path(delete, path = "/api/admin/cms/sliders/{id}", tag = "admin", operation_id = "admin_cms_delete_slide", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_slide(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = item_id(&id)?;
    let entry = editor.audit("cms.slide.delete", "slide", id);
    deleted(lang, slides::delete(&state.db, id, Some(&entry)).await?)
}
