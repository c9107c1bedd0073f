//! Content made for a test: pages through the store or as the operators' API body, slides' API bodies and site
//! options, e.g. `content::page("Taslak", "Draft").hidden().create(app).await`.

use serde_json::{Value, json};
use store::{
    cms::{
        Localized,
        pages::{self, PageInput},
    },
    site_options::{self, SiteOption},
};

use super::TestApp;

/// The three image urls (mobile, desktop, tablet sizes) of one piece of artwork under `/media/{prefix}-…`.
pub fn three(prefix: &str) -> Vec<String> {
    ["800x400", "1920x540", "1200x440"].iter().map(|s| format!("/media/{prefix}-{s}.svg")).collect()
}

/// A content page in category 1, enabled, with `<p>title</p>` as its text until [`PageBuilder::html`].
pub fn page(title_tr: &str, title_en: &str) -> PageBuilder {
    PageBuilder {
        slug: None,
        position: None,
        status: true,
        title: Localized::new(title_tr, title_en),
        html: Localized::new(format!("<p>{title_tr}</p>"), format!("<p>{title_en}</p>")),
    }
}

/// See [`page`].
pub struct PageBuilder {
    slug: Option<String>,
    position: Option<i64>,
    status: bool,
    title: Localized<String>,
    html: Localized<String>,
}

impl PageBuilder {
    pub fn slug(mut self, slug: &str) -> Self {
        self.slug = Some(slug.to_owned());
        self
    }

    /// The same HTML in both languages.
    pub fn html(mut self, html: &str) -> Self {
        self.html = Localized::new(html, html);
        self
    }

    pub fn hidden(mut self) -> Self {
        self.status = false;
        self
    }

    /// The page as the store takes it (position 9, after the demo pages, unless given).
    pub fn input(&self) -> PageInput {
        PageInput {
            slug: self.slug.clone(),
            category_id: 1,
            position: self.position.unwrap_or(9),
            status: self.status,
            title: self.title.clone(),
            html: self.html.clone(),
        }
    }

    /// Saves the page through the store.
    pub async fn create(&self, app: &TestApp) -> pages::Page {
        pages::create(&app.db, &self.input(), app.clock.now(), None).await.unwrap()
    }

    /// The body of `POST /api/admin/cms/pages` (fields left unset are left out, e.g. the position goes last).
    pub fn body(&self) -> Value {
        let mut body = json!({"categoryId": 1, "title": self.title, "html": self.html});
        if let Some(slug) = &self.slug {
            body["slug"] = json!(slug);
        }
        if let Some(position) = self.position {
            body["position"] = json!(position);
        }
        if !self.status {
            body["status"] = json!(false);
        }
        body
    }
}

/// The body of `POST /api/admin/cms/sliders`: a slide on carousel `slug` with Turkish artwork `banners/{name}-tr`
/// (English shows the Turkish images).
pub fn slide(slug: &str, name: &str) -> Value {
    json!({"slug": slug, "url": "/casino/slot", "images": {"tr": three(&format!("banners/{name}-tr")), "en": []}})
}

/// A public, enabled site option.
pub fn option(key: &str, value: &str) -> SiteOption {
    SiteOption {
        key: key.to_owned(),
        value: value.to_owned(),
        is_public: true,
        status: true,
        description: String::new(),
    }
}

/// Saves `option` through the store.
pub async fn save_option(app: &TestApp, option: &SiteOption) {
    site_options::upsert(&app.db, option).await.unwrap();
}
