//! The operators' content API under `/api/admin/cms` (architecture §8): list, create, update (including the order)
//! and remove carousel slides, pages, popups, promotions, translations and site options, one module per
//! resource. Role `content` or `admin` (the [`ContentEditor`](crate::admin::roles::ContentEditor) extractor every
//! handler takes; the site options also open to finance, and each option names who may change it); every change writes an audit row (before and after) in the change's own transaction.
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

use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::state::AppState;

/// Every `/api/admin/cms` route with its docs: one `routes!` per path, its handlers' methods in their
/// `#[utoipa::path]`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(slides::list_slides, slides::create_slide))
        .routes(routes!(slides::get_slide, slides::update_slide, slides::delete_slide))
        .routes(routes!(pages::list_pages, pages::create_page))
        .routes(routes!(pages::get_page, pages::update_page, pages::delete_page))
        .routes(routes!(popups::list_popups, popups::create_popup))
        .routes(routes!(popups::get_popup, popups::update_popup, popups::delete_popup))
        .routes(routes!(promotions::list_promotions, promotions::create_promotion))
        .routes(routes!(promotions::get_promotion, promotions::update_promotion, promotions::delete_promotion))
        .routes(routes!(translations::list_translations, translations::create_translation))
        .routes(routes!(
            translations::get_translation,
            translations::update_translation,
            translations::delete_translation
        ))
        .routes(routes!(site_options::list_site_options, site_options::create_site_option))
        .routes(routes!(
            site_options::get_site_option,
            site_options::update_site_option,
            site_options::delete_site_option
        ))
}
