//! The first slide's picture announced with the page: a `Link: <…>; rel=preload; as=image` header on the pages that
//! open with a carousel (the landing page and the casino lobbies' overviews), one per screen width the slide's
//! `<picture>` chooses between. The slide is those pages' largest paint; without the header a phone learnt of its
//! picture only once the app had started and asked for the slides, about a second into the visit on a slow link.
//!
//! The page's language is its address's (`?lang=en`), else the one the visitor chose (the `zar_lang` cookie the site
//! writes with its choice), else Turkish: the same rule the app follows, so the picture preloaded is the one it shows.

use axum::{
    extract::{Request, State},
    http::{HeaderValue, header},
    middleware::Next,
    response::Response,
};
use domain::locale::Locale;

use crate::state::AppState;

/// The cookie the site keeps the visitor's language in.
pub const LANGUAGE_COOKIE: &str = "zar_lang";

/// The carousel a page opens with, by its address: the landing page's, or a lobby's on its overview (a search or a
/// category shows no carousel).
fn carousel_of(path: &str, query: Option<&str>) -> Option<&'static str> {
    let lobby = |slug| {
        let view =
            query.is_some_and(|q| q.split('&').any(|pair| pair.starts_with("q=") || pair.starts_with("category=")));
        (!view).then_some(slug)
    };
    match path.strip_suffix('/').filter(|p| !p.is_empty()).unwrap_or(path) {
        "/" => Some("home"),
        "/casino/slot" | "/casino/games" | "/casino/bingo" | "/casino/tvbets" => lobby("casino"),
        "/casino/live" => lobby("livecasino"),
        _ => None,
    }
}

/// The page's language: `?lang=`, else the `zar_lang` cookie, else Turkish (only `tr` and `en` count).
fn language_of(request: &Request) -> Locale {
    let named = |value: &str| match value {
        "en" => Some(Locale::En),
        "tr" => Some(Locale::Tr),
        _ => None,
    };
    let addressed =
        request.uri().query().and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("lang="))).and_then(named);
    let chosen = || {
        request
            .headers()
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|cookies| cookies.split(';'))
            .find_map(|cookie| cookie.trim().strip_prefix(LANGUAGE_COOKIE)?.strip_prefix('='))
            .and_then(named)
    };
    addressed.or_else(chosen).unwrap_or_default()
}

/// The `Link` value preloading a slide's pictures: `images` is `[phone, ≥ 1200 px, ≥ 992 px]`, as the site's
/// `<picture>` takes them (the widest match first). None when a url could not be written in the header.
pub fn preload_link(images: &[String]) -> Option<String> {
    let url = |i: usize| images.get(i).map(String::as_str).filter(|u| !u.is_empty());
    let (phone, wide, medium) = (url(0)?, url(1), url(2));
    // Each width takes the first source that matches it, else the phone's picture.
    let mut parts: Vec<(&str, Option<&str>)> = Vec::new();
    match (wide, medium) {
        (Some(wide), Some(medium)) => {
            parts.push((wide, Some("(min-width: 1200px)")));
            parts.push((medium, Some("(min-width: 992px) and (max-width: 1199.98px)")));
            parts.push((phone, Some("(max-width: 991.98px)")));
        }
        (Some(wide), None) => {
            parts.push((wide, Some("(min-width: 1200px)")));
            parts.push((phone, Some("(max-width: 1199.98px)")));
        }
        (None, Some(medium)) => {
            parts.push((medium, Some("(min-width: 992px)")));
            parts.push((phone, Some("(max-width: 991.98px)")));
        }
        (None, None) => parts.push((phone, None)),
    }
    let safe = |u: &str| u.bytes().all(|b| b.is_ascii_graphic() && !matches!(b, b'<' | b'>' | b',' | b';' | b'"'));
    if !parts.iter().all(|(u, _)| safe(u)) {
        return None;
    }
    let links: Vec<String> = parts
        .into_iter()
        .map(|(u, media)| {
            let media = media.map(|m| format!("; media=\"{m}\"")).unwrap_or_default();
            format!("<{u}>; rel=preload; as=image; fetchpriority=high{media}")
        })
        .collect();
    Some(links.join(", "))
}

/// Adds the first slide's preload to a page that opens with a carousel.
pub async fn preload_first_slide(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let slug = carousel_of(request.uri().path(), request.uri().query());
    let locale = language_of(&request);
    let mut response = next.run(request).await;
    let Some(slug) = slug else { return response };
    if !is_html(&response) || !response.status().is_success() {
        return response;
    }
    match store::cms::slides::list(&state.db, Some(slug), true).await {
        Ok(slides) => {
            let link = slides.first().and_then(|slide| preload_link(slide.images.images(locale)));
            if let Some(value) = link.and_then(|link| HeaderValue::from_str(&link).ok()) {
                response.headers_mut().append(header::LINK, value);
            }
        }
        Err(e) => tracing::warn!(error = %e, slug, "web: reading the carousel for its preload failed"),
    }
    response
}

/// Whether `response` is an HTML document (a page, not an asset or an API answer).
pub fn is_html(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("text/html"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn images(urls: [&str; 3]) -> Vec<String> {
        urls.iter().map(|u| (*u).to_owned()).collect()
    }

    #[test]
    fn pages_with_a_carousel() {
        assert_eq!(carousel_of("/", None), Some("home"));
        assert_eq!(carousel_of("/", Some("ref=12&lang=en")), Some("home"));
        assert_eq!(carousel_of("/casino/slot", None), Some("casino"));
        assert_eq!(carousel_of("/casino/bingo/", Some("lang=en")), Some("casino"));
        assert_eq!(carousel_of("/casino/live", None), Some("livecasino"));
        assert_eq!(carousel_of("/casino/slot", Some("q=zar")), None);
        assert_eq!(carousel_of("/casino/live", Some("lang=en&category=roulette")), None);
        assert_eq!(carousel_of("/promotions", None), None);
        assert_eq!(carousel_of("/casino/play/x", None), None);
    }

    #[test]
    fn one_picture_per_width_as_the_picture_element_chooses() {
        let link = preload_link(&images(["/m/a-800.webp", "/m/a-1920.webp", "/m/a-1200.webp"])).unwrap();
        assert_eq!(
            link,
            "</m/a-1920.webp>; rel=preload; as=image; fetchpriority=high; media=\"(min-width: 1200px)\", \
             </m/a-1200.webp>; rel=preload; as=image; fetchpriority=high; media=\"(min-width: 992px) and (max-width: 1199.98px)\", \
             </m/a-800.webp>; rel=preload; as=image; fetchpriority=high; media=\"(max-width: 991.98px)\""
        );
        let phone_only = preload_link(&images(["/m/a.webp", "", ""])).unwrap();
        assert_eq!(phone_only, "</m/a.webp>; rel=preload; as=image; fetchpriority=high");
        assert!(preload_link(&images(["", "/m/b.webp", ""])).is_none(), "no phone picture: nothing to preload");
        assert!(preload_link(&images(["/m/a>b.webp", "", ""])).is_none(), "a url the header cannot carry");
        assert!(preload_link(&images(["/m/a b.webp", "", ""])).is_none());
    }
}
