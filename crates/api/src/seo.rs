//! What search engines read: `/robots.txt` (the API, the player's dashboard, the back office and the development
//! pages are not for them) and `/sitemap.xml` (the public routes, every enabled content page and every current
//! promotion, at the site's public address, each with its Turkish and English alternates).
//!
//! A language is addressed by `?lang=` (docs/decisions.md, "Languages in addresses"): a path alone is the Turkish
//! page (the default language), `?lang=en` the English one; the site's pages name the same pair as `hreflang`.

use axum::{
    Router,
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
};
use chrono::{DateTime, Utc};

use crate::{error::Error, state::AppState};

/// The routes every visitor can open (the lobbies and sports sections of the web app's router).
const PUBLIC_ROUTES: [&str; 11] = [
    "/",
    "/spor",
    "/livespor",
    "/esports",
    "/casino/slot",
    "/casino/live",
    "/casino/games",
    "/casino/bingo",
    "/casino/tvbets",
    "/promotions",
    "/support",
];

pub fn router() -> Router<AppState> {
    Router::new().route("/robots.txt", get(robots)).route("/sitemap.xml", get(sitemap))
}

fn base(state: &AppState) -> &str {
    state.settings.public_url.trim_end_matches('/')
}

async fn robots(State(state): State<AppState>) -> Response {
    let text = format!(
        "User-agent: *\nDisallow: /api/\nDisallow: /hub/\nDisallow: /dev/\nDisallow: /admin\nDisallow: /dashboard\n\
         Disallow: /games/api/\n\nSitemap: {}/sitemap.xml\n",
        base(&state)
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], text)
        .into_response()
}

async fn sitemap(State(state): State<AppState>) -> Result<Response, Error> {
    let now = state.clock.now();
    let pages = store::cms::pages::list(&state.db, None, true).await?;
    let promotions = store::cms::promotions::current(&state.db, now).await?;
    let mut urls: Vec<(String, Option<DateTime<Utc>>)> =
        PUBLIC_ROUTES.iter().map(|route| ((*route).to_owned(), None)).collect();
    urls.extend(pages.iter().map(|page| (format!("/pages/{}", page.id), Some(page.updated_at))));
    urls.extend(
        promotions.iter().map(|promotion| (format!("/promotions/{}", promotion.id), Some(promotion.updated_at))),
    );
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for (path, changed) in urls {
        let (turkish, english) = localized(base(&state), &path);
        xml.push_str("<url><loc>");
        xml.push_str(&escape(&turkish));
        xml.push_str("</loc>");
        for (lang, href) in [("tr", &turkish), ("en", &english), ("x-default", &turkish)] {
            xml.push_str(&format!("<xhtml:link rel=\"alternate\" hreflang=\"{lang}\" href=\"{}\"/>", escape(href)));
        }
        if let Some(changed) = changed {
            xml.push_str(&format!("<lastmod>{}</lastmod>", changed.format("%Y-%m-%d")));
        }
        xml.push_str("</url>\n");
    }
    xml.push_str("</urlset>\n");
    Ok((
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")],
        xml,
    )
        .into_response())
}

/// The Turkish (default language) and English addresses of a public route.
fn localized(base: &str, path: &str) -> (String, String) {
    (format!("{base}{path}"), format!("{base}{path}?lang=en"))
}

/// `text` safe inside an XML element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_route_is_turkish_alone_and_english_with_lang_en() {
        assert_eq!(
            super::localized("https://zar.example", "/casino/slot"),
            ("https://zar.example/casino/slot".to_owned(), "https://zar.example/casino/slot?lang=en".to_owned())
        );
    }

    #[test]
    fn addresses_are_escaped_for_xml() {
        assert_eq!(super::escape("https://x.example/?a=1&b=<2>"), "https://x.example/?a=1&amp;b=&lt;2&gt;");
    }
}
