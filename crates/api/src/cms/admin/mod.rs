//! The operators' content API under `/api/admin/cms` (DESIGN §8): list, create, update (including the order)
//! and remove carousel slides, pages, popups, promotions, translations and site options, one module per
//! resource. Role `content` or `admin` (the [`ContentEditor`](crate::admin::ContentEditor) extractor every
//! handler takes); every change writes an audit row (before and after) in the change's own transaction.
//!
//! Bodies are lenient (missing fields default) and checked field by field, so a bad or missing value is a 422
//! naming the field (`title.en`, `images.tr` …). HTML is sanitized by the store on write.

pub mod pages;
pub mod popups;
pub mod promotions;
pub mod shared;
pub mod site_options;
pub mod slides;
pub mod translations;

use axum::{Router, routing::get};
use utoipa::OpenApi;

use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(paths(
    slides::list_slides,
    slides::get_slide,
    slides::create_slide,
    slides::update_slide,
    slides::delete_slide,
    pages::list_pages,
    pages::get_page,
    pages::create_page,
    pages::update_page,
    pages::delete_page,
    popups::list_popups,
    popups::get_popup,
    popups::create_popup,
    popups::update_popup,
    popups::delete_popup,
    promotions::list_promotions,
    promotions::get_promotion,
    promotions::create_promotion,
    promotions::update_promotion,
    promotions::delete_promotion,
    translations::list_translations,
    translations::get_translation,
    translations::create_translation,
    translations::update_translation,
    translations::delete_translation,
    site_options::list_site_options,
    site_options::get_site_option,
    site_options::create_site_option,
    site_options::update_site_option,
    site_options::delete_site_option,
))]
pub struct Doc;

pub fn router() -> Router<AppState> {
    use {pages::*, popups::*, promotions::*, site_options::*, slides::*, translations::*};
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
