//! Promotions: `/api/admin/cms/promotions`.

use axum::extract::{Path, State};
use chrono::{DateTime, Utc};
use domain::validation::validate;
use serde::{Deserialize, Serialize};
use store::cms::promotions::{self, Promotion, PromotionInput};
use utoipa::ToSchema;

use super::shared::{
    HTML_MAX, ImageSets, TITLE_MAX, Texts, after_last, deleted, found, image_sets, item_id, listed, not_found,
    optional_slug, optional_time, required_texts, saved,
};
use crate::{
    accounts::MessageEnvelope,
    admin::roles::ContentEditor,
    error::{ApiJson, Error},
    i18n::Lang,
    reply::ApiResult,
    state::AppState,
};

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
    let (slug, valid_until, title, html, images) = validate((
        ("slug", optional_slug(request.slug.as_deref())),
        ("validUntil", optional_time(request.valid_until.as_deref())),
        required_texts("title", &request.title, TITLE_MAX),
        required_texts("html", &request.html, HTML_MAX),
        image_sets(&request.images),
    ))
    .map_err(Error::validation)?;
    if let Some(slug) = &slug
        && promotions::slug_taken(&state.db, slug, id).await?
    {
        return Err(Error::conflict("cms.slug_taken", "slug"));
    }
    let status = request.status.unwrap_or(true);
    Ok(PromotionInput { slug, position: 0, status, valid_until, title, html, images })
}

/// Every promotion (enabled, expired or not), in order.
#[utoipa::path(get, path = "/api/admin/cms/promotions", tag = "admin", operation_id = "admin_cms_list_promotions", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<Vec<AdminPromotion>>), (status = 401), (status = 403)))]
pub async fn list_promotions(State(state): State<AppState>, _: ContentEditor) -> ApiResult<Vec<AdminPromotion>> {
    listed(promotions::list(&state.db).await?)
}

/// One promotion.
#[utoipa::path(get, path = "/api/admin/cms/promotions/{id}", tag = "admin", operation_id = "admin_cms_get_promotion", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = crate::reply::Envelope<AdminPromotion>), (status = 401), (status = 403), (status = 404)))]
pub async fn get_promotion(
    State(state): State<AppState>,
    _: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<AdminPromotion> {
    found(promotions::get(&state.db, item_id(&id)?).await?)
}

/// Adds a promotion.
#[utoipa::path(post, path = "/api/admin/cms/promotions", tag = "admin", operation_id = "admin_cms_create_promotion", security(("operator" = [])), request_body = PromotionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPromotion>), (status = 401), (status = 403),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn create_promotion(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    ApiJson(request): ApiJson<PromotionRequest>,
) -> ApiResult<AdminPromotion> {
    let mut input = promotion_input(&state, &request, None).await?;
    input.position = match request.position {
        Some(p) => p,
        None => after_last(promotions::list(&state.db).await?.iter().map(|p| p.position)),
    };
    let entry = editor.audit("cms.promotion.create", "promotion", "");
    let promotion = promotions::create(&state.db, &input, state.clock.now(), Some(&entry)).await?;
    saved(lang, promotion.into())
}

/// Replaces a promotion (send `position` to reorder).
#[utoipa::path(put, path = "/api/admin/cms/promotions/{id}", tag = "admin", operation_id = "admin_cms_update_promotion", security(("operator" = [])),
    params(("id" = i64, Path)), request_body = PromotionRequest,
    responses((status = 200, body = crate::reply::Envelope<AdminPromotion>), (status = 401), (status = 403), (status = 404),
        (status = 409, description = "cms.slug_taken"), (status = 422)))]
pub async fn update_promotion(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
    ApiJson(request): ApiJson<PromotionRequest>,
) -> ApiResult<AdminPromotion> {
    let id = item_id(&id)?;
    let current = promotions::get(&state.db, id).await?.ok_or_else(not_found)?;
    let mut input = promotion_input(&state, &request, Some(id)).await?;
    input.position = request.position.unwrap_or(current.position);
    input.status = request.status.unwrap_or(current.status);
    let entry = editor.audit("cms.promotion.update", "promotion", id);
    let promotion =
        promotions::update(&state.db, id, &input, state.clock.now(), Some(&entry)).await?.ok_or_else(not_found)?;
    saved(lang, promotion.into())
}

/// Removes a promotion.
#[utoipa::path(delete, path = "/api/admin/cms/promotions/{id}", tag = "admin", operation_id = "admin_cms_delete_promotion", security(("operator" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, description = "removed; the envelope carries only a message", body = MessageEnvelope), (status = 401), (status = 403), (status = 404)))]
pub async fn delete_promotion(
    State(state): State<AppState>,
    lang: Lang,
    editor: ContentEditor,
    Path(id): Path<String>,
) -> ApiResult<()> {
    let id = item_id(&id)?;
    let entry = editor.audit("cms.promotion.delete", "promotion", id);
    deleted(lang, promotions::delete(&state.db, id, Some(&entry)).await?)
}
