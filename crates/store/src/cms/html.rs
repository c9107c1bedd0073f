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

    /// Pieces of HTML an attacker or a careless editor writes, shuffled into documents.
    fn fragment() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        prop_oneof![
            "[a-zA-Zçğış <>&\"'=/]{0,12}",
            Just("<script>alert(1)</script>".to_owned()),
            Just("<scr<script>ipt>alert(1)</script>".to_owned()),
            Just("<img src=x onerror=alert(1)>".to_owned()),
            Just("<a href=\"javascript:alert(1)\">x</a>".to_owned()),
            Just("<a href=\" JaVa&#x53;cript:alert(1)\">x</a>".to_owned()),
            Just("<a href=\"java\tscript:alert(1)\">x</a>".to_owned()),
            Just("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>".to_owned()),
            Just("<svg onload=alert(1)><use href=\"#x\"/></svg>".to_owned()),
            Just("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>".to_owned()),
            Just("<style>*{}</style>".to_owned()),
            Just("<p style=\"background:url(javascript:alert(1))\">s</p>".to_owned()),
            Just("<!-- <script>alert(1)</script> -->".to_owned()),
            Just("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>".to_owned()),
            Just("<a href=\"/pages/2\" target=\"_blank\">in</a>".to_owned()),
            Just("<h2>Başlık</h2><ul><li>bir</li></ul>".to_owned()),
            Just("<table><tr><th scope=\"col\">a</th></tr></table>".to_owned()),
            Just("</p></div>".to_owned()),
            "<[a-z]{1,8}( on[a-z]{2,8}=\"x\")?>".prop_map(|tag| tag),
        ]
    }

    /// What must never be in stored HTML, whatever was written. Text is escaped (`<` becomes `&lt;`), so every
    /// `<` left starts a real tag: only tags are looked at, as a browser would.
    fn unsafe_part(clean: &str) -> Option<String> {
        clean.split('<').skip(1).find_map(|tag| {
            let tag = tag.split('>').next().unwrap_or_default().to_lowercase();
            let name = tag.trim_start_matches('/').split_whitespace().next().unwrap_or_default();
            if ["script", "style", "iframe", "svg", "math", "object", "embed"].contains(&name) {
                return Some(format!("<{name}>"));
            }
            // The cleaner writes every attribute as name="value", quotes in values escaped.
            let mut rest = tag.trim_start_matches('/').trim_start_matches(name);
            while let Some((attr, after)) = rest.trim_start().split_once('=') {
                let (value, after) = after.trim_start_matches('"').split_once('"').unwrap_or((after, ""));
                let attr = attr.trim();
                let scheme = ["javascript:", "data:", "vbscript:"].iter().any(|s| value.trim_start().starts_with(s));
                if attr.starts_with("on") || attr == "style" || ((attr == "href" || attr == "src") && scheme) {
                    return Some(format!("{attr}=\"{value}\" in <{tag}>"));
                }
                rest = after;
            }
            None
        })
    }

    proptest::proptest! {
        #[test]
        fn nothing_unsafe_survives_and_cleaning_twice_changes_nothing(
            parts in proptest::collection::vec(fragment(), 0..8)
        ) {
            let html = parts.concat();
            let clean = sanitize(&html);
            proptest::prop_assert_eq!(unsafe_part(&clean), None, "{} → {}", html, clean);
            proptest::prop_assert_eq!(sanitize(&clean), clean.clone(), "cleaning {} again changed it", clean);
        }

        #[test]
        fn any_text_is_cleaned_without_panicking(text in "\\PC{0,200}") {
            let clean = sanitize(&text);
            proptest::prop_assert_eq!(unsafe_part(&clean), None);
        }
    }
}
