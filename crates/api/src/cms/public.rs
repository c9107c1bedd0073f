//! The player-facing content calls (product §7): carousels, page categories and pages, languages, translations,
//! public site options, domains, the popup and promotions. Texts come in the `x-locale` language.

use axum::{
    extract::{Path, State},
    http::{HeaderMap, Uri, header},
};
use chrono::{DateTime, Utc};
use domain::validation::{FieldErrors, Invalid};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/cms/*`; each handler's path and method are in its `#[utoipa::path]`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(slider_list))
        .routes(routes!(category_list))
        .routes(routes!(content_list))
        .routes(routes!(content))
        .routes(routes!(language_list))
        .routes(routes!(translation_list))
        .routes(routes!(site_option_list))
        .routes(routes!(domain_status))
        .routes(routes!(popup))
        .routes(routes!(promotions))
}

/// Which carousel to load.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SliderListRequest {
    /// `home`, `casino`, `livecasino` …
    pub slug: String,
}

/// One slide: a link around a picture in three sizes.
#[derive(Debug, Serialize, ToSchema)]
pub struct SliderItem {
    pub id: i64,
    /// Where the slide leads (a path on the site or a full url; empty for none).
    pub url: String,
    /// `_self` or `_blank`.
    pub target: String,
    /// Exactly three urls: `[0]` default (mobile), `[1]` for ≥ 1200 px, `[2]` for ≥ 992 px.
    pub images: Vec<String>,
}

/// The enabled slides of one carousel, in order, with the pictures of the request's language.
/// An unknown carousel has no slides.
#[utoipa::path(post, path = "/api/cms/sliderlist", tag = "cms", operation_id = "cms_slider_list", request_body = SliderListRequest,
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<SliderItem>>), (status = 422)))]
pub async fn slider_list(
    State(state): State<AppState>,
    Lang(locale): Lang,
    ApiJson(request): ApiJson<SliderListRequest>,
) -> ApiResult<Vec<SliderItem>> {
    let slug = domain::cms::parse_slug(&request.slug).map_err(|e| Error::field("slug", e))?;
    let slides = store::cms::slides::list(&state.db, Some(&slug), true).await?;
    Ok(Reply::data(
        slides
            .into_iter()
            .map(|s| SliderItem { id: s.id, url: s.url, target: s.target, images: s.images.images(locale).to_vec() })
            .collect(),
    ))
}

/// A page as a link: its id (for `/pages/{id}`) and title.
#[derive(Debug, Serialize, ToSchema)]
pub struct PageLink {
    pub id: i64,
    pub title: String,
}

/// A content category with its enabled pages.
#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryItem {
    pub id: i64,
    /// The stable name of the spec: `Footer`, `Story`, `Terms of use`, `Terms of service`.
    pub name: String,
    /// The heading a player reads, in the request's language.
    pub title: String,
    /// Its enabled pages, in order.
    pub content: Vec<PageLink>,
}

/// Every content category with its enabled pages (for the footer's links), titles in the request's language.
#[utoipa::path(get, path = "/api/cms/categorylist", tag = "cms", operation_id = "cms_category_list",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<CategoryItem>>)))]
pub async fn category_list(State(state): State<AppState>, Lang(locale): Lang) -> ApiResult<Vec<CategoryItem>> {
    let categories = store::cms::pages::categories(&state.db).await?;
    let pages = store::cms::pages::list(&state.db, None, true).await?;
    Ok(Reply::data(
        categories
            .into_iter()
            .map(|c| CategoryItem {
                content: pages
                    .iter()
                    .filter(|p| p.category_id == c.id)
                    .map(|p| PageLink { id: p.id, title: p.title.get(locale).clone() })
                    .collect(),
                id: c.id,
                name: c.name,
                title: c.title.get(locale).clone(),
            })
            .collect(),
    ))
}

/// Which category's pages to list.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct ContentListRequest {
    /// Accepted for the spec's client (`true`); players only ever see enabled pages.
    pub status: Option<bool>,
    pub category_id: Option<i64>,
}

/// A page of a category, without its body.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContentItem {
    pub id: i64,
    pub category_id: i64,
    pub title: String,
}

/// The enabled pages of one category, in order (an unknown category has none).
#[utoipa::path(post, path = "/api/cms/contentlist", tag = "cms", operation_id = "cms_content_list", request_body = ContentListRequest,
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<ContentItem>>), (status = 422)))]
pub async fn content_list(
    State(state): State<AppState>,
    Lang(locale): Lang,
    ApiJson(request): ApiJson<ContentListRequest>,
) -> ApiResult<Vec<ContentItem>> {
    let mut errors = FieldErrors::default();
    let category_id = errors.check("categoryId", request.category_id.ok_or(Invalid::new("validation.required")));
    errors.finish().map_err(Error::validation)?;
    let pages = store::cms::pages::list(&state.db, category_id, true).await?;
    Ok(Reply::data(
        pages
            .into_iter()
            .map(|p| ContentItem { id: p.id, category_id: p.category_id, title: p.title.get(locale).clone() })
            .collect(),
    ))
}

/// A content page in one language; its HTML was sanitized when it was saved.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentPage {
    pub id: i64,
    pub title: String,
    pub html: String,
}

/// One enabled page (for `/pages/{id}`); 404 `cms.page_not_found` when it does not exist or is disabled.
#[utoipa::path(get, path = "/api/cms/content/{id}", tag = "cms", operation_id = "cms_content",
    params(("id" = i64, Path), ("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<ContentPage>), (status = 404)))]
pub async fn content(
    State(state): State<AppState>,
    Lang(locale): Lang,
    Path(id): Path<String>,
) -> ApiResult<ContentPage> {
    let not_found = || Error::not_found("cms.page_not_found");
    let id: i64 = id.parse().map_err(|_| not_found())?;
    let page = store::cms::pages::get(&state.db, id).await?.filter(|p| p.status).ok_or_else(not_found)?;
    Ok(Reply::data(ContentPage {
        id: page.id,
        title: page.title.get(locale).clone(),
        html: page.html.get(locale).clone(),
    }))
}

/// A language the site speaks, named in itself.
#[derive(Debug, Serialize, ToSchema)]
pub struct LanguageItem {
    /// `tr` or `en`.
    pub locale: String,
    /// `Türkçe`, `English`.
    pub name: String,
}

/// The languages of the language selector, Turkish first.
#[utoipa::path(get, path = "/api/cms/languagelist", tag = "cms", operation_id = "cms_language_list",
    responses((status = 200, body = crate::reply::Envelope<Vec<LanguageItem>>)))]
pub async fn language_list(State(state): State<AppState>) -> ApiResult<Vec<LanguageItem>> {
    let languages = store::cms::languages::list(&state.db).await?;
    Ok(Reply::data(languages.into_iter().map(|l| LanguageItem { locale: l.locale, name: l.name }).collect()))
}

/// A text of the web app an operator may change; `{{name}}` placeholders are filled by the client.
#[derive(Debug, Serialize, ToSchema)]
pub struct TranslationItem {
    pub key: String,
    pub value: String,
}

/// The operator-managed texts of the request's language (they override the web app's bundled strings).
#[utoipa::path(get, path = "/api/cms/translationlist", tag = "cms", operation_id = "cms_translation_list",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<TranslationItem>>)))]
pub async fn translation_list(State(state): State<AppState>, Lang(locale): Lang) -> ApiResult<Vec<TranslationItem>> {
    let translations = store::cms::translations::list(&state.db, Some(locale)).await?;
    Ok(Reply::data(translations.into_iter().map(|t| TranslationItem { key: t.key, value: t.value }).collect()))
}

/// A site setting the client may read.
#[derive(Debug, Serialize, ToSchema)]
pub struct SiteOptionItem {
    pub key: String,
    /// Empty when the operator has not configured it.
    pub value: String,
    /// Always `true` here: disabled options are not listed.
    pub status: bool,
}

/// The public, enabled site options (partner settings, links, live-chat ids …; README "Site options").
/// Options marked non-public never appear. Any request body is ignored.
#[utoipa::path(post, path = "/api/cms/siteoptionlist", tag = "cms", operation_id = "cms_site_option_list",
    responses((status = 200, body = crate::reply::Envelope<Vec<SiteOptionItem>>)))]
pub async fn site_option_list(State(state): State<AppState>) -> ApiResult<Vec<SiteOptionItem>> {
    let options = store::site_options::list_visible(&state.db).await?;
    Ok(Reply::data(
        options.into_iter().map(|o| SiteOptionItem { key: o.key, value: o.value, status: o.status }).collect(),
    ))
}

/// The site's current address and the one it moves to next (host names, with a port when not the default).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DomainStatus {
    /// The main domain: site option `base_domain`, else the host this request was sent to.
    pub current_domain: String,
    /// The next domain: site option `next_domain`, else the same as `currentDomain`.
    pub next_domain: String,
}

/// The current and next domain, for the top banner (`TOP_NOTIFY`) and the non-main-domain notice.
#[utoipa::path(get, path = "/api/cms/domainstatus", tag = "cms", operation_id = "cms_domain_status",
    responses((status = 200, body = crate::reply::Envelope<DomainStatus>)))]
pub async fn domain_status(State(state): State<AppState>, headers: HeaderMap, uri: Uri) -> ApiResult<DomainStatus> {
    let configured = |key: &'static str| {
        let db = state.db.clone();
        async move { store::site_options::value(&db, key).await }
    };
    let current_domain = match configured("base_domain").await? {
        Some(domain) => domain,
        None => request_host(&headers, &uri).unwrap_or_else(|| host_of(&state.settings.public_url)),
    };
    let next_domain = configured("next_domain").await?.unwrap_or_else(|| current_domain.clone());
    Ok(Reply::data(DomainStatus { current_domain, next_domain }))
}

/// The host the client asked for (`Host`, or the authority of an HTTP/2 request), when it is a plain host name.
/// Forwarded headers are not trusted: a proxy in front should pass `Host` through, or `base_domain` be set.
fn request_host(headers: &HeaderMap, uri: &Uri) -> Option<String> {
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .or_else(|| uri.authority().map(|a| a.as_str().to_owned()))?;
    let host = host.trim().to_ascii_lowercase();
    domain::cms::is_host(&host).then_some(host)
}

/// `zar.example:8443` from `https://zar.example:8443/`.
fn host_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    rest.split(['/', '?', '#']).next().unwrap_or_default().to_ascii_lowercase()
}

/// The marketing popup: pictures in three sizes linking to `url`.
#[derive(Debug, Serialize, ToSchema)]
pub struct PopupItem {
    /// Stable per popup: the client shows each id once.
    pub id: i64,
    /// Three urls: `[0]` default (mobile, portrait), `[1]` for ≥ 1200 px, `[2]` for ≥ 992 px.
    pub images: Vec<String>,
    /// Where a click leads (empty for nowhere).
    pub url: String,
    /// `_self` or `_blank`.
    pub target: String,
    pub title: String,
    pub description: String,
}

/// The popup to show now (enabled, inside its window), or `data: null` when there is none — always none for a
/// player on a time-out or self-excluded (no marketing reaches them).
#[utoipa::path(get, path = "/api/cms/popup", tag = "cms", operation_id = "cms_popup",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Option<PopupItem>>)))]
pub async fn popup(
    State(state): State<AppState>,
    Lang(locale): Lang,
    player: Option<crate::session::Player>,
) -> ApiResult<Option<PopupItem>> {
    if let Some(player) = player
        && store::responsible::exclusions::in_force(&state.db, player.player_id, state.clock.now()).await?.is_some()
    {
        return Ok(Reply::data(None));
    }
    let popup = store::cms::popups::active(&state.db, state.clock.now()).await?;
    Ok(Reply::data(popup.map(|p| PopupItem {
        id: p.id,
        images: p.images.images(locale).to_vec(),
        url: p.url,
        target: p.target,
        title: p.title.get(locale).clone(),
        description: p.description.get(locale).clone(),
    })))
}

/// A promotion in one language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PromotionItem {
    pub id: i64,
    pub title: String,
    /// Three urls: `[0]` card (default), `[1]` wide (≥ 1200 px; the detail dialog shows this one), `[2]` ≥ 992 px.
    pub images: Vec<String>,
    /// The terms, sanitized HTML.
    pub html: String,
    /// RFC 3339 UTC; `null` for no end.
    pub valid_until: Option<DateTime<Utc>>,
}

/// The current promotions (enabled, not expired), in order.
#[utoipa::path(get, path = "/api/cms/promotions", tag = "cms", operation_id = "cms_promotions",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Vec<PromotionItem>>)))]
pub async fn promotions(State(state): State<AppState>, Lang(locale): Lang) -> ApiResult<Vec<PromotionItem>> {
    let promotions = store::cms::promotions::current(&state.db, state.clock.now()).await?;
    Ok(Reply::data(
        promotions
            .into_iter()
            .map(|p| PromotionItem {
                id: p.id,
                title: p.title.get(locale).clone(),
                images: p.images.images(locale).to_vec(),
                html: p.html.get(locale).clone(),
                valid_until: p.valid_until,
            })
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::host_of;

    #[test]
    fn host_of_public_url() {
        assert_eq!(host_of("https://Zar.example:8443/x"), "zar.example:8443");
        assert_eq!(host_of("http://127.0.0.1:8080"), "127.0.0.1:8080");
    }
}
