//! The foundation over real HTTP: health, metrics, the registration form's countries, the web app,
//! headers and the API's 404 envelope — on SQLite and PostgreSQL.

use crate::common::TestApp;

db_test!(health_reports_version_and_database, async |app: &TestApp| {
    let answer = app.get("/api/health", "tr").await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.body["success"], true);
    assert_eq!(answer.body["data"]["database"], "ok");
    assert_eq!(answer.body["data"]["version"], env!("CARGO_PKG_VERSION"));
});

db_test!(auth_form_lists_countries_in_the_requested_language, async |app: &TestApp| {
    let tr = app.get("/api/auth/form", "tr").await;
    assert_eq!(tr.status, 200);
    let countries = tr.body["data"]["countries"].as_array().unwrap();
    assert_eq!(countries.len(), 250);
    let name_of = |list: &Vec<serde_json::Value>, id: &serde_json::Value| {
        list.iter().find(|c| &c["id"] == id).unwrap()["name"].as_str().unwrap().to_owned()
    };
    let default_id = &tr.body["data"]["defaultCountryId"];
    assert_eq!(name_of(countries, default_id), "Türkiye");
    let germany_tr = countries.iter().find(|c| c["name"] == "Almanya").expect("Germany in Turkish");
    // Turkish order: Çin comes after Cezayir and before Danimarka.
    let position = |name: &str| countries.iter().position(|c| c["name"] == name).unwrap();
    assert!(position("Cezayir") < position("Çin") && position("Çin") < position("Danimarka"));

    let en = app.get("/api/auth/form", "en").await;
    let countries_en = en.body["data"]["countries"].as_array().unwrap();
    assert_eq!(name_of(countries_en, &germany_tr["id"]), "Germany");
    assert_eq!(&en.body["data"]["defaultCountryId"], default_id);
});

db_test!(unknown_api_route_is_a_localized_404_envelope, async |app: &TestApp| {
    let tr = app.get("/api/no/such/thing", "tr").await;
    assert_eq!(tr.status, 404);
    assert_eq!(tr.body["success"], false);
    assert_eq!(tr.code(), "route.not_found");
    assert_eq!(tr.message(), "Bu adreste bir şey yok.");
    let en = app.get("/api/no/such/thing", "en").await;
    assert_eq!(en.status, 404);
    assert_eq!(en.message(), "There is nothing at this address.");
    assert!(en.body["data"].is_null());
});

db_test!(client_routes_get_the_web_app_and_assets_are_cached, async |app: &TestApp| {
    for path in ["/", "/spor", "/casino/slot", "/dashboard/account"] {
        let page = app.get(path, "tr").await;
        assert_eq!(page.status, 200, "{path}");
        assert!(page.text.contains("<div id=root>"), "{path}");
        assert_eq!(page.header("cache-control"), Some("no-cache"), "{path}");
    }
    let asset = app.get("/assets/app-3f9a1c.js", "tr").await;
    assert_eq!(asset.status, 200);
    assert_eq!(asset.header("cache-control"), Some("public, max-age=31536000, immutable"));
    let missing = app.get("/assets/app-000000.js", "tr").await;
    assert_eq!(missing.status, 404);
    // The back office is its own page, for /admin and every route under it; the site's routes never get it.
    for path in ["/admin", "/admin/", "/admin/players", "/admin/players/42?tab=ledger"] {
        let page = app.get(path, "tr").await;
        assert_eq!(page.status, 200, "{path}");
        assert!(page.text.contains("<div id=admin>"), "{path}");
        assert_eq!(page.header("cache-control"), Some("no-cache"), "{path}");
    }
    assert!(app.get("/administrator", "tr").await.text.contains("<div id=root>"));
});

db_test!(the_api_documentation_is_served_at_api_docs, async |app: &TestApp| {
    let page = app.get("/api/docs", "en").await;
    assert_eq!(page.status, 200, "{}", page.text);
    assert!(page.header("content-type").unwrap().starts_with("text/html"), "{:?}", page.header("content-type"));
    assert!(page.text.contains("<div id=api-docs>"), "{}", page.text);
    // Its viewer reads the document from our origin; nothing else is allowed in.
    assert!(page.header("content-security-policy").unwrap().starts_with("default-src 'self'; script-src 'self' "));
    assert_eq!(app.get("/api/openapi.json", "en").await.status, 200);
    // The other /api paths stay the API's: JSON 404s.
    assert_eq!(app.get("/api/docs/nothing", "en").await.code(), "route.not_found");
});

db_test!(the_tag_manager_is_allowed_on_site_pages_only_while_its_option_is_set, async |app: &TestApp| {
    const ORIGIN: &str = "https://www.googletagmanager.com";
    let csp = async |path: &str| app.get(path, "en").await.header("content-security-policy").unwrap().to_owned();
    assert!(!csp("/").await.contains(ORIGIN), "no tag manager in the demo");
    // A script option: only an admin changes it (issue 47).
    let token = app.operator(domain::operator::Role::Admin).login().await;
    let set = async |value: &str| {
        let request = app.client.put(app.url("/api/admin/cms/siteoptions/tag_manager_id")).header("x-locale", "tr");
        app.send(request.bearer_auth(&token).json(&serde_json::json!({ "value": value }))).await
    };
    // The demo's option, as an operator would find it: there, empty.
    let created = app
        .send(
            app.client
                .post(app.url("/api/admin/cms/siteoptions"))
                .bearer_auth(&token)
                .json(&serde_json::json!({ "key": "tag_manager_id", "value": "", "isPublic": true, "status": true })),
        )
        .await;
    assert!(created.status < 300, "{}", created.text);
    let refused = set("GTM-1\"><script>").await;
    assert_eq!(refused.status, 422, "{}", refused.text);
    assert_eq!(
        refused.body["errors"]["value"][0],
        "GTM-K7X2Q9 gibi bir Google Tag Manager kapsayıcı kimliği girin ya da boş bırakın."
    );
    assert!(!csp("/").await.contains(ORIGIN), "a refused id changes nothing");

    assert_eq!(set("gtm-k7x2q9").await.status, 200);
    let options = app.post("/api/cms/siteoptionlist", "tr", &serde_json::json!({})).await;
    assert!(options.text.contains("\"GTM-K7X2Q9\""), "the site reads it upper-case: {}", options.text);
    for page in ["/", "/casino/slot", "/promotions/3"] {
        let policy = csp(page).await;
        assert!(
            policy.contains(&format!("script-src 'self' https://*.comm100.com https://*.comm100.io {ORIGIN};")),
            "{page}: {policy}"
        );
        assert!(policy.contains("https://*.google-analytics.com"), "{policy}");
    }
    // The API, the back office and the assets keep the strict policy.
    for path in ["/api/health", "/admin", "/assets/app-3f9a1c.js", "/api/docs"] {
        assert!(!csp(path).await.contains(ORIGIN), "{path}");
    }
    assert_eq!(set("").await.status, 200);
    assert!(!csp("/").await.contains(ORIGIN), "cleared: gone again");
});

db_test!(responses_carry_security_headers_and_a_request_id, async |app: &TestApp| {
    let answer = app.get("/api/health", "tr").await;
    assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(answer.header("x-frame-options"), Some("SAMEORIGIN"));
    let csp = answer.header("content-security-policy").unwrap();
    assert!(csp.contains("frame-ancestors 'self'"));
    // Scripts: ours, and the live-chat widget's origin (product §4), nothing else.
    assert!(csp.contains("script-src 'self' https://*.comm100.com https://*.comm100.io;"), "{csp}");
    let id = answer.header("x-request-id").unwrap();
    assert_eq!(id.len(), 36, "a uuid: {id}");
    // A client's own id is never taken as ours (it is only logged, as client_request_id).
    let mine = app.send(app.client.get(app.url("/api/health")).header("x-request-id", "trace-me-1")).await;
    let ours = mine.header("x-request-id").unwrap();
    assert_eq!(ours.len(), 36, "a uuid: {ours}");
    assert_ne!(ours, id);
    // Plain http: no HSTS.
    assert_eq!(answer.header("strict-transport-security"), None);
});

db_test_with!(
    an_https_public_url_turns_on_hsts,
    api::Settings { public_url: "https://zar.example".to_owned(), ..Default::default() },
    async |app: &TestApp| {
        let answer = app.get("/api/health", "tr").await;
        assert_eq!(answer.header("strict-transport-security"), Some("max-age=31536000"));
        let page = app.get("/", "tr").await;
        assert_eq!(page.header("strict-transport-security"), Some("max-age=31536000"));
    }
);

db_test!(metrics_count_requests_by_route, async |app: &TestApp| {
    app.get("/api/auth/form", "tr").await;
    let metrics = app.get("/metrics", "tr").await;
    assert_eq!(metrics.status, 200);
    assert!(metrics.header("content-type").unwrap().starts_with("text/plain"));
    assert!(metrics.text.contains("http_requests_total"), "{}", metrics.text);
    assert!(metrics.text.contains(r#"route="/api/auth/form""#), "{}", metrics.text);
});

fn metrics_behind_a_token() -> api::Settings {
    api::Settings { metrics_token: Some(api::settings::Secret("scrape-me".to_owned())), ..Default::default() }
}

db_test_with!(metrics_can_require_a_bearer_token, metrics_behind_a_token(), async |app: &TestApp| {
    let open = app.get("/metrics", "en").await;
    assert_eq!(open.status, 401, "{}", open.text);
    let wrong = app.get_as("/metrics", "scrape-you").await;
    assert_eq!(wrong.status, 401);
    let scraped = app.get_as("/metrics", "scrape-me").await;
    assert_eq!(scraped.status, 200);
    assert!(scraped.text.contains("http_requests_total"), "{}", scraped.text);
});

db_test!(openapi_document_describes_the_api, async |app: &TestApp| {
    let doc = app.get("/api/openapi.json", "tr").await;
    assert_eq!(doc.status, 200);
    assert!(doc.body["openapi"].as_str().unwrap().starts_with("3.1"));
    assert!(doc.body["paths"]["/api/auth/form"]["get"].is_object());
    assert!(doc.body["paths"]["/api/health"]["get"].is_object());
    let compressed = app.send(app.client.get(app.url("/api/openapi.json")).header("accept-encoding", "gzip")).await;
    assert_eq!(compressed.header("content-encoding"), Some("gzip"));
});
