//! Content and settings behind the site: the player-facing `cms/*` calls of the spec ([`public`]) and the
//! operators' content API under `/api/admin/cms` ([`admin`], merged here rather than in `crate::admin` so the
//! feature stays in one place).

pub mod admin;
pub mod public;

use axum::Router;
use utoipa::OpenApi;

use crate::state::AppState;

#[derive(OpenApi)]
#[openapi(paths(
    public::slider_list,
    public::category_list,
    public::content_list,
    public::content,
    public::language_list,
    public::translation_list,
    public::site_option_list,
    public::domain_status,
    public::popup,
    public::promotions,
))]
struct PublicDoc;

/// The feature's part of the OpenAPI document: the public calls and the admin content API.
pub struct Doc;

impl OpenApi for Doc {
    fn openapi() -> utoipa::openapi::OpenApi {
        let mut doc = PublicDoc::openapi();
        doc.merge(admin::Doc::openapi());
        doc
    }
}

pub fn router() -> Router<AppState> {
    public::router().merge(admin::router())
}
