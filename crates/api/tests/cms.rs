//! Content and settings over real HTTP on both databases: the public `cms/*` calls in both languages, HTML
//! sanitizing, non-public options, robots.txt, the sitemap and the pages' preloads (the operators' content API
//! is in cms_admin.rs).

use crate::common::{TestApp, content, content::three};
use chrono::{Duration, Utc};
use serde_json::{Value, json};
use store::{
    cms::{
        Localized,
        pages::{self, PageInput},
        popups::{self, PopupInput},
        promotions::{self, PromotionInput},
    },
    site_options::SiteOption,
};

fn items(answer: &crate::common::Answer) -> &Vec<Value> {
    answer.body["data"].as_array().unwrap_or_else(|| panic!("a list: {}", answer.text))
}

db_test!(carousels_list_their_slides_in_order_with_three_images_per_language, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let tr = app.post("/api/cms/sliderlist", "tr", &json!({"slug": "home"})).await;
    assert_eq!(tr.status, 200, "{}", tr.text);
    assert_eq!(tr.body["success"], true);
    let slides = items(&tr);
    assert_eq!(slides.len(), 4);
    assert_eq!(slides[0]["url"], "/promotions");
    assert_eq!(slides[0]["target"], "_self");
    for slide in slides {
        let images = slide["images"].as_array().unwrap();
        assert_eq!(images.len(), 3);
        assert!(images[0].as_str().unwrap().ends_with("-tr-800x400.webp"), "{images:?}");
        assert!(images[1].as_str().unwrap().ends_with("-tr-1920x540.webp"));
        assert!(images[2].as_str().unwrap().ends_with("-tr-1200x440.webp"));
    }
    let en = app.post("/api/cms/sliderlist", "en", &json!({"slug": "home"})).await;
    let en_slides = items(&en);
    assert_eq!(en_slides.len(), 4);
    assert_eq!(en_slides[0]["id"], slides[0]["id"]);
    assert!(en_slides[0]["images"][0].as_str().unwrap().ends_with("-en-800x400.webp"));

    for slug in ["casino", "livecasino"] {
        let answer = app.post("/api/cms/sliderlist", "tr", &json!({"slug": slug})).await;
        assert_eq!(items(&answer).len(), 3, "{slug}");
    }
    let unknown = app.post("/api/cms/sliderlist", "tr", &json!({"slug": "nothing-here"})).await;
    assert_eq!(unknown.status, 200);
    assert!(items(&unknown).is_empty());
    let missing = app.post("/api/cms/sliderlist", "en", &json!({})).await;
    assert_eq!(missing.status, 422);
    assert_eq!(missing.body["errors"]["slug"][0], "This field is required.");
});

db_test!(artwork_referenced_by_the_demo_content_exists, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let media = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/public");
    let mut urls: Vec<String> = Vec::new();
    for slug in ["home", "casino", "livecasino"] {
        for locale in ["tr", "en"] {
            let answer = app.post("/api/cms/sliderlist", locale, &json!({"slug": slug})).await;
            for slide in items(&answer) {
                urls.extend(slide["images"].as_array().unwrap().iter().map(|u| u.as_str().unwrap().to_owned()));
            }
        }
    }
    for locale in ["tr", "en"] {
        let promotions = app.get("/api/cms/promotions", locale).await;
        for promotion in items(&promotions) {
            urls.extend(promotion["images"].as_array().unwrap().iter().map(|u| u.as_str().unwrap().to_owned()));
        }
        let popup = app.get("/api/cms/popup", locale).await;
        urls.extend(popup.body["data"]["images"].as_array().unwrap().iter().map(|u| u.as_str().unwrap().to_owned()));
    }
    let options = app.post("/api/cms/siteoptionlist", "tr", &json!({})).await;
    let badge = items(&options).iter().find(|o| o["key"] == "licence_badge_url").unwrap();
    urls.push(badge["value"].as_str().unwrap().to_owned());
    assert_eq!(urls.len(), 10 * 2 * 3 + 4 * 2 * 3 + 2 * 3 + 1);
    for url in urls {
        assert!(url.starts_with("/media/"), "{url}");
        assert!(media.join(url.trim_start_matches('/')).is_file(), "missing artwork {url}");
    }
    for name in [
        "amusnet",
        "3oaksgaming",
        "amatic",
        "bgaming",
        "betsoftow",
        "pragmaticplay",
        "evolution",
        "evoplay",
        "netent",
        "novomatic",
        "redtiger",
        "spribe",
    ] {
        assert!(media.join(format!("media/providers/{name}-c.svg")).is_file(), "{name}");
    }
});

db_test!(categories_list_their_enabled_pages_in_the_requested_language, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let tr = app.get("/api/cms/categorylist", "tr").await;
    assert_eq!(tr.status, 200);
    let categories = items(&tr);
    let names: Vec<&str> = categories.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Footer", "Story", "Terms of use", "Terms of service"]);
    let footer = &categories[0];
    assert_eq!(footer["title"], "Bilgi");
    let titles: Vec<&str> =
        footer["content"].as_array().unwrap().iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Genel Şartlar ve Koşullar", "Sorumlu Oyun", "İletişim"]);
    assert_eq!(footer["content"][0]["id"], 1);

    let en = app.get("/api/cms/categorylist", "en").await;
    let footer_en = &items(&en)[0];
    assert_eq!(footer_en["title"], "Information");
    assert_eq!(footer_en["content"][0]["title"], "General Terms and Conditions");

    // A disabled page leaves the lists.
    let mut page = pages::get(&app.db, 1).await.unwrap().unwrap();
    page.status = false;
    let input = PageInput {
        slug: page.slug.clone(),
        category_id: page.category_id,
        position: page.position,
        status: false,
        title: page.title.clone(),
        html: page.html.clone(),
    };
    pages::update(&app.db, 1, &input, Utc::now(), None).await.unwrap();
    let after = app.get("/api/cms/categorylist", "tr").await;
    assert!(items(&after)[0]["content"].as_array().unwrap().iter().all(|p| p["id"] != 1));
});

db_test!(content_list_gives_the_pages_of_one_category, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let categories = app.get("/api/cms/categorylist", "en").await;
    let story = items(&categories).iter().find(|c| c["name"] == "Story").unwrap().clone();
    let answer = app.post("/api/cms/contentlist", "en", &json!({"status": true, "categoryId": story["id"]})).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let list = items(&answer);
    let titles: Vec<&str> = list.iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["About Us", "Provably Fair Games"]);
    assert_eq!(list[0]["categoryId"], story["id"]);

    let footer = app.post("/api/cms/contentlist", "tr", &json!({"status": true, "categoryId": 1})).await;
    assert_eq!(items(&footer)[0]["title"], "Genel Şartlar ve Koşullar");
    let none = app.post("/api/cms/contentlist", "tr", &json!({"status": true, "categoryId": 9999})).await;
    assert!(items(&none).is_empty());
    let missing = app.post("/api/cms/contentlist", "tr", &json!({"status": true})).await;
    assert_eq!(missing.status, 422);
    assert_eq!(missing.body["errors"]["categoryId"][0], "Bu alan zorunludur.");
});

db_test!(page_one_is_the_general_terms_in_both_languages, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let tr = app.get("/api/cms/content/1", "tr").await;
    assert_eq!(tr.status, 200, "{}", tr.text);
    assert_eq!(tr.body["data"]["id"], 1);
    assert_eq!(tr.body["data"]["title"], "Genel Şartlar ve Koşullar");
    let html = tr.body["data"]["html"].as_str().unwrap();
    assert!(html.contains("<h2>") && html.contains("18 yaşını"), "{html}");
    let en = app.get("/api/cms/content/1", "en").await;
    assert_eq!(en.body["data"]["title"], "General Terms and Conditions");
    assert!(en.body["data"]["html"].as_str().unwrap().contains("18 or older"));
    for slug in ["responsible-gambling", "privacy", "about", "contact"] {
        let page = pages::get_by_slug(&app.db, slug).await.unwrap().unwrap();
        let answer = app.get(&format!("/api/cms/content/{}", page.id), "en").await;
        assert_eq!(answer.status, 200, "{slug}");
        assert!(answer.body["data"]["html"].as_str().unwrap().len() > 800, "{slug} has real text");
    }
});

db_test!(unknown_and_disabled_pages_are_a_localized_404, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    for path in ["/api/cms/content/999999", "/api/cms/content/abc", "/api/cms/content/-1"] {
        let tr = app.get(path, "tr").await;
        assert_eq!(tr.status, 404, "{path}");
        assert_eq!(tr.code(), "cms.page_not_found");
        assert_eq!(tr.message(), "Bu sayfa bulunamadı.");
    }
    let hidden = content::page("Taslak", "Draft").hidden().create(app).await;
    let en = app.get(&format!("/api/cms/content/{}", hidden.id), "en").await;
    assert_eq!(en.status, 404);
    assert_eq!(en.message(), "This page could not be found.");
});

db_test!(page_html_is_sanitized_when_written, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let dirty = r#"<h2 onclick="x()">Kurallar</h2><p>Metin<script>alert('xss')</script></p><img src="/media/x.svg" onerror="alert(1)"><a href="javascript:alert(2)">tıkla</a><a href="/pages/1">şartlar</a>"#;
    let page = content::page("Kirli", "Dirty").slug("dirty").html(dirty).create(app).await;
    for locale in ["tr", "en"] {
        let answer = app.get(&format!("/api/cms/content/{}", page.id), locale).await;
        let html = answer.body["data"]["html"].as_str().unwrap().to_lowercase();
        for banned in ["<script", "alert", "onerror", "onclick", "javascript:"] {
            assert!(!html.contains(banned), "{banned} came back: {html}");
        }
        assert!(html.contains("<h2>kurallar</h2>") && html.contains(r#"href="/pages/1""#), "{html}");
    }
});

db_test!(languages_are_turkish_then_english, async |app: &TestApp| {
    let answer = app.get("/api/cms/languagelist", "en").await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.body["data"], json!([{"locale": "tr", "name": "Türkçe"}, {"locale": "en", "name": "English"}]));
});

db_test!(translations_come_in_the_requested_language, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let value_of = |answer: &crate::common::Answer, key: &str| {
        items(answer).iter().find(|t| t["key"] == key).map(|t| t["value"].as_str().unwrap().to_owned())
    };
    let tr = app.get("/api/cms/translationlist", "tr").await;
    assert_eq!(tr.status, 200);
    let top_tr = value_of(&tr, "TOP_NOTIFY").unwrap();
    assert!(top_tr.contains("{{baseDomain}}") && top_tr.contains("{{nextDomain}}") && top_tr.contains("adresimiz"));
    let en = app.get("/api/cms/translationlist", "en").await;
    let top_en = value_of(&en, "TOP_NOTIFY").unwrap();
    assert!(top_en.contains("{{baseDomain}}") && top_en.contains("{{nextDomain}}") && top_en.contains("address"));
    for key in ["OPERATOR_STATEMENT", "RESPONSIBLE_GAMBLING", "TERMS_NOTICE", "DOMAIN_NOTICE"] {
        assert!(value_of(&tr, key).is_some() && value_of(&en, key).is_some(), "{key}");
        assert_ne!(value_of(&tr, key), value_of(&en, key), "{key}");
    }
    // Every key exists in both languages.
    assert_eq!(items(&tr).len(), items(&en).len());
});

db_test!(site_options_list_only_public_enabled_options, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let secret = SiteOption { is_public: false, ..content::option("partner_secret", "s3cr3t-value") };
    content::save_option(app, &secret).await;
    content::save_option(app, &SiteOption { status: false, ..content::option("old_banner", "off") }).await;

    // The spec's client sends a JSON body; a bare POST works too.
    for answer in [
        app.post("/api/cms/siteoptionlist", "tr", &json!({})).await,
        app.send(app.client.post(app.url("/api/cms/siteoptionlist"))).await,
    ] {
        assert_eq!(answer.status, 200, "{}", answer.text);
        let options = items(&answer);
        let keys: Vec<&str> = options.iter().map(|o| o["key"].as_str().unwrap()).collect();
        for key in [
            "callcenterform",
            "livechat_site_id",
            "livechat_div_id",
            "support_url",
            "social_instagram",
            "social_x",
            "social_telegram",
            "social_youtube",
            "licence_badge_url",
            "licence_url",
            "betsy_cid",
            "betsy_url",
            "betco_url",
            "aviator_search",
            "casino_video_url",
            "casino_video_title",
            "base_domain",
            "next_domain",
            "operator_statement",
            "trial_bonus_amount",
        ] {
            assert!(keys.contains(&key), "{key} missing from {keys:?}");
        }
        assert!(!keys.contains(&"partner_secret") && !keys.contains(&"old_banner"), "{keys:?}");
        assert!(!answer.text.contains("s3cr3t-value"));
        assert!(options.iter().all(|o| o["status"] == true && o.as_object().unwrap().len() == 3));
        let value = |key: &str| options.iter().find(|o| o["key"] == key).unwrap()["value"].clone();
        assert_eq!(value("betsy_url"), "/sportsbook/", "the demo's sports pages frame Zar Sportsbook");
        assert_eq!(value("betco_url"), "/sportsbook/");
        assert_eq!(value("aviator_search"), "aviator");
        assert_eq!(value("trial_bonus_amount"), "50", "the demo offers a ₺50 trial bonus");
        assert_eq!(value("callcenterform"), "/support?type=callback", "the call-back form of our own");
        assert_eq!(value("support_url"), "/support");
    }
});

db_test!(domain_status_uses_the_options_or_the_requested_host, async |app: &TestApp| {
    let host = app.base.trim_start_matches("http://").to_owned();
    let unset = app.get("/api/cms/domainstatus", "tr").await;
    assert_eq!(unset.status, 200);
    assert_eq!(unset.body["data"], json!({"currentDomain": host, "nextDomain": host}));

    content::save_option(app, &content::option("base_domain", "zar.example")).await;
    let only_base = app.get("/api/cms/domainstatus", "tr").await;
    assert_eq!(only_base.body["data"], json!({"currentDomain": "zar.example", "nextDomain": "zar.example"}));
    content::save_option(app, &content::option("next_domain", "zar2.example")).await;
    let both = app.get("/api/cms/domainstatus", "tr").await;
    assert_eq!(both.body["data"], json!({"currentDomain": "zar.example", "nextDomain": "zar2.example"}));
});

db_test!(the_popup_is_the_active_one_or_null, async |app: &TestApp| {
    let none = app.get("/api/cms/popup", "tr").await;
    assert_eq!(none.status, 200);
    assert_eq!(none.body["success"], true);
    assert!(none.body["data"].is_null());

    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let tr = app.get("/api/cms/popup", "tr").await;
    let popup = &tr.body["data"];
    assert_eq!(popup["title"], "Hoş geldin bonusu");
    assert_eq!(popup["url"], "/promotions");
    assert_eq!(popup["images"].as_array().unwrap().len(), 3);
    assert!(popup["images"][0].as_str().unwrap().contains("-tr-"));
    let en = app.get("/api/cms/popup", "en").await;
    assert_eq!(en.body["data"]["id"], popup["id"]);
    assert_eq!(en.body["data"]["title"], "Welcome bonus");
    assert!(en.body["data"]["description"].as_str().unwrap().contains("free spins"));

    // Only enabled popups inside their window are shown; the newest of those wins.
    let input = |title: &str, starts: Option<i64>, ends: Option<i64>, status: bool| PopupInput {
        url: String::new(),
        target: "_self".to_owned(),
        status,
        starts_at: starts.map(|h| Utc::now() + Duration::hours(h)),
        ends_at: ends.map(|h| Utc::now() + Duration::hours(h)),
        title: Localized::new(title, title),
        description: Localized::default(),
        images: Localized { tr: three("popups/x"), en: Vec::new() },
    };
    popups::create(&app.db, &input("future", Some(2), None, true), Utc::now(), None).await.unwrap();
    popups::create(&app.db, &input("past", Some(-5), Some(-1), true), Utc::now(), None).await.unwrap();
    popups::create(&app.db, &input("off", None, None, false), Utc::now(), None).await.unwrap();
    assert_eq!(app.get("/api/cms/popup", "tr").await.body["data"]["title"], "Hoş geldin bonusu");
    let current = popups::create(&app.db, &input("now", Some(-1), Some(1), true), Utc::now(), None).await.unwrap();
    let shown = app.get("/api/cms/popup", "en").await;
    assert_eq!(shown.body["data"]["id"], current.id);
    // English falls back to the Turkish images when it has none of its own.
    assert_eq!(shown.body["data"]["images"][0], "/media/popups/x-800x400.svg");
});

db_test!(promotions_list_the_current_ones_in_order, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let tr = app.get("/api/cms/promotions", "tr").await;
    assert_eq!(tr.status, 200);
    let list = items(&tr);
    assert_eq!(list.len(), 4);
    assert_eq!(list[0]["title"], "%100 Hoş Geldin Bonusu");
    for promotion in list {
        assert_eq!(promotion["images"].as_array().unwrap().len(), 3);
        assert!(promotion["html"].as_str().unwrap().starts_with("<p>"));
        let valid = &promotion["validUntil"];
        assert!(valid.is_null() || valid.as_str().unwrap().ends_with('Z'), "{valid}");
    }
    assert!(list.iter().any(|p| p["validUntil"].is_string()));
    let en = app.get("/api/cms/promotions", "en").await;
    let titles: Vec<&str> = items(&en).iter().map(|p| p["title"].as_str().unwrap()).collect();
    assert_eq!(
        titles,
        ["100% Welcome Bonus", "10% Weekly Cashback", "50 Free Spins on Zar Games", "Refer a Friend, Get ₺250"]
    );

    let input = |slug: &str, status: bool, valid_until: Option<i64>| PromotionInput {
        slug: Some(slug.to_owned()),
        position: 0,
        status,
        valid_until: valid_until.map(|h| Utc::now() + Duration::hours(h)),
        title: Localized::new(slug, slug),
        html: Localized::new("<p>x<script>alert(1)</script></p>", "<p>x</p>"),
        images: Localized { tr: three("promotions/x"), en: Vec::new() },
    };
    promotions::create(&app.db, &input("expired", true, Some(-1)), Utc::now(), None).await.unwrap();
    promotions::create(&app.db, &input("hidden", false, None), Utc::now(), None).await.unwrap();
    promotions::create(&app.db, &input("first", true, Some(24)), Utc::now(), None).await.unwrap();
    let after = app.get("/api/cms/promotions", "tr").await;
    let list = items(&after);
    assert_eq!(list.len(), 5);
    assert_eq!(list[0]["title"], "first");
    assert_eq!(list[0]["html"], "<p>x</p>");
});

db_test!(demo_content_loads_once, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let before = app.get("/api/cms/categorylist", "tr").await.text;
    let slides = app.post("/api/cms/sliderlist", "tr", &json!({"slug": "home"})).await.text;
    let promotions = app.get("/api/cms/promotions", "tr").await.text;
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    assert_eq!(app.get("/api/cms/categorylist", "tr").await.text, before);
    assert_eq!(app.post("/api/cms/sliderlist", "tr", &json!({"slug": "home"})).await.text, slides);
    assert_eq!(app.get("/api/cms/promotions", "tr").await.text, promotions);
    assert_eq!(popups::count(&app.db).await.unwrap(), 1);
});

db_test!(robots_and_the_sitemap_list_what_visitors_may_open, async |app: &TestApp| {
    let robots = app.get("/robots.txt", "tr").await;
    assert_eq!(robots.status, 200);
    assert!(robots.header("content-type").unwrap().starts_with("text/plain"));
    for line in
        ["Disallow: /api/", "Disallow: /admin", "Disallow: /dashboard", "Sitemap: http://127.0.0.1:8080/sitemap.xml"]
    {
        assert!(robots.text.contains(line), "{line} in {}", robots.text);
    }
    let shown = content::page("Görünen", "Shown").create(app).await;
    let hidden = content::page("Gizli", "Hidden").hidden().create(app).await;
    let input = |slug: &str, valid_until: Option<i64>| PromotionInput {
        slug: Some(slug.to_owned()),
        position: 0,
        status: true,
        valid_until: valid_until.map(|h| Utc::now() + Duration::hours(h)),
        title: Localized::new(slug, slug),
        html: Localized::new("<p>x</p>", "<p>x</p>"),
        images: Localized { tr: three("promotions/x"), en: Vec::new() },
    };
    let current = promotions::create(&app.db, &input("current", Some(24)), Utc::now(), None).await.unwrap();
    let expired = promotions::create(&app.db, &input("over", Some(-1)), Utc::now(), None).await.unwrap();

    let sitemap = app.get("/sitemap.xml", "tr").await;
    assert_eq!(sitemap.status, 200);
    assert!(sitemap.header("content-type").unwrap().starts_with("application/xml"));
    assert!(sitemap.text.starts_with("<?xml"), "{}", sitemap.text);
    let has = |path: &str| sitemap.text.contains(&format!("<loc>http://127.0.0.1:8080{path}</loc>"));
    for path in
        ["/", "/casino/slot", "/promotions", &format!("/pages/{}", shown.id), &format!("/promotions/{}", current.id)]
    {
        assert!(has(path), "{path} in {}", sitemap.text);
    }
    for path in [format!("/pages/{}", hidden.id), format!("/promotions/{}", expired.id), "/dashboard".to_owned()] {
        assert!(!has(&path), "{path} must not be in {}", sitemap.text);
    }
    // Each address names its languages as the pages do: the path alone in Turkish, ?lang=en in English.
    for alternate in [
        r#"<xhtml:link rel="alternate" hreflang="tr" href="http://127.0.0.1:8080/casino/slot"/>"#,
        r#"<xhtml:link rel="alternate" hreflang="en" href="http://127.0.0.1:8080/casino/slot?lang=en"/>"#,
        r#"<xhtml:link rel="alternate" hreflang="x-default" href="http://127.0.0.1:8080/casino/slot"/>"#,
    ] {
        assert!(sitemap.text.contains(alternate), "{alternate} in {}", sitemap.text);
    }
});

db_test!(pages_that_open_with_a_carousel_preload_its_first_picture_in_the_pages_language, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let first = async |slug: &str, locale: &str| {
        let answer = app.post("/api/cms/sliderlist", locale, &json!({ "slug": slug })).await;
        items(&answer)[0]["images"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u.as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    let link = async |path: &str, cookie: Option<&str>| {
        let mut request = app.client.get(app.url(path));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        let answer = app.send(request).await;
        assert_eq!(answer.status, 200, "{path}");
        answer.header("link").map(str::to_owned)
    };

    let home = first("home", "tr").await;
    let expected = format!(
        "<{}>; rel=preload; as=image; fetchpriority=high; media=\"(min-width: 1200px)\", \
         <{}>; rel=preload; as=image; fetchpriority=high; media=\"(min-width: 992px) and (max-width: 1199.98px)\", \
         <{}>; rel=preload; as=image; fetchpriority=high; media=\"(max-width: 991.98px)\"",
        home[1], home[2], home[0]
    );
    assert_eq!(link("/", None).await.as_deref(), Some(expected.as_str()));
    // English by the address, else by the visitor's remembered choice; the address wins.
    let english = first("home", "en").await;
    assert_ne!(english[0], home[0]);
    for (path, cookie) in [("/?lang=en", None), ("/", Some("a=1; zar_lang=en")), ("/?lang=en", Some("zar_lang=tr"))] {
        let value = link(path, cookie).await.unwrap();
        assert!(value.contains(&format!("<{}>", english[0])), "{path} {cookie:?}: {value}");
    }
    assert!(link("/?lang=tr", Some("zar_lang=en")).await.unwrap().contains(&format!("<{}>", home[0])));

    // The lobbies' overviews: their own carousels.
    let casino = first("casino", "tr").await;
    let live = first("livecasino", "tr").await;
    assert!(link("/casino/slot", None).await.unwrap().contains(&format!("<{}>", casino[0])));
    assert!(link("/casino/bingo", None).await.unwrap().contains(&format!("<{}>", casino[0])));
    assert!(link("/casino/live", None).await.unwrap().contains(&format!("<{}>", live[0])));
    // No carousel, no preload: a search, a category, other pages, the API.
    for path in ["/casino/slot?q=zar", "/casino/live?category=roulette", "/promotions", "/dashboard"] {
        assert_eq!(link(path, None).await, None, "{path}");
    }
    assert_eq!(app.post("/api/cms/sliderlist", "tr", &json!({ "slug": "home" })).await.header("link"), None);

    // Without slides there is nothing to announce.
    for slide in store::cms::slides::list(&app.db, Some("home"), false).await.unwrap() {
        store::cms::slides::delete(&app.db, slide.id, None).await.unwrap();
    }
    assert_eq!(link("/", None).await, None);
});
