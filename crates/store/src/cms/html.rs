//! The one place CMS HTML is cleaned: every write of a page or promotion (admin API and demo content alike)
//! goes through [`sanitize`], so what is stored is already safe to render.

use std::sync::LazyLock;

use ammonia::{Builder, UrlRelative};

static CLEANER: LazyLock<Builder<'static>> = LazyLock::new(|| {
    let mut builder = Builder::default();
    builder
        // Normal formatting, lists, tables, headings, links and images come with ammonia's defaults;
        // scripts, styles, event handlers (onerror=, onclick=…) and unknown tags are dropped.
        .add_tags(["section", "figure", "figcaption"])
        .add_tag_attributes("a", ["target"])
        .add_tag_attributes("th", ["scope"])
        // Links may not reach back into the page that opened them.
        .link_rel(Some("noopener noreferrer"))
        // javascript:, data:, vbscript: … never survive; relative links to our own pages do.
        .url_schemes(["http", "https", "mailto", "tel"].into())
        .url_relative(UrlRelative::PassThrough)
        .strip_comments(true);
    builder
});

/// `html` with everything unsafe removed: scripts, event handler attributes, `javascript:` urls, styles.
pub fn sanitize(html: &str) -> String {
    CLEANER.clean(html).to_string()
}

#[cfg(test)]
mod tests {
    use super::sanitize;

    #[test]
    fn keeps_formatting_links_and_images() {
        let html = r#"<h2>Başlık</h2><p><strong>Kalın</strong> ve <em>italik</em></p><ul><li>bir</li></ul><img src="/media/x.svg" alt="x"><a href="/pages/2">iç</a>"#;
        let clean = sanitize(html);
        for kept in
            ["<h2>Başlık</h2>", "<strong>Kalın</strong>", "<li>bir</li>", r#"src="/media/x.svg""#, r#"href="/pages/2""#]
        {
            assert!(clean.contains(kept), "{kept} in {clean}");
        }
        assert!(clean.contains(r#"rel="noopener noreferrer""#), "{clean}");
    }

    #[test]
    fn removes_scripts_handlers_and_javascript_urls() {
        let html = r#"<p onclick="steal()">hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="JaVaScRiPt:alert(4)">y</a><style>body{}</style><iframe src="https://x"></iframe>"#;
        let clean = sanitize(html).to_lowercase();
        for gone in ["script", "alert", "onclick", "onerror", "javascript:", "<style", "<iframe"] {
            assert!(!clean.contains(gone), "{gone} in {clean}");
        }
        assert!(clean.contains("<p>hi</p>"), "{clean}");
    }
}
