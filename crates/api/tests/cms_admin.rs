//! The operators' content API over real HTTP on both databases: roles, field checks, pages, slides, popups,
//! promotions, translations and site options, each change audited.

use crate::common::{TestApp, content, content::three};
use chrono::{Duration, Utc};
use domain::operator::Role;
use serde_json::{Value, json};
use store::cms::popups;

fn items(answer: &crate::common::Answer) -> &Vec<Value> {
    answer.body["data"].as_array().unwrap_or_else(|| panic!("a list: {}", answer.text))
}

// ------------------------------------------------------------------------------------------- admin API

/// Sends `method path` with an operator token and a JSON body (when given), in English.
async fn admin(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> crate::common::Answer {
    let mut request = app.client.request(method, app.url(path)).header("x-locale", "en");
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    app.send(request).await
}

/// The body of `POST /api/admin/cms/pages` with one title and one text for both languages.
fn page_body(title: &str, html: &str) -> Value {
    content::page(title, title).html(html).body()
}

/// The audit rows of one kind of object, newest first, read as an admin over HTTP.
async fn audit_rows(app: &TestApp, target_type: &str) -> Vec<Value> {
    let admin_token = app.operator(Role::Admin).login().await;
    let answer = app.get_as(&format!("/api/admin/audit?targetType={target_type}&take=100"), &admin_token).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["items"].as_array().unwrap().clone()
}

db_test!(content_writes_need_an_operator_with_the_content_role, async |app: &TestApp| {
    use reqwest::Method;
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let finance = app.operator(Role::Finance).login().await;
    let support = app.operator(Role::Support).login().await;
    let content = app.operator(Role::Content).login().await;
    let admin_token = app.operator(Role::Admin).login().await;
    let writes = [
        (Method::POST, "/api/admin/cms/pages", Some(page_body("Yeni", "<p>metin</p>"))),
        (Method::PUT, "/api/admin/cms/pages/1", Some(page_body("Genel", "<p>metin</p>"))),
        (Method::DELETE, "/api/admin/cms/popups/1", None),
        (Method::POST, "/api/admin/cms/sliders", Some(content::slide("home", "x"))),
        (Method::POST, "/api/admin/cms/translations", Some(json!({"key": "NEW_KEY", "locale": "tr", "value": "x"}))),
        (Method::PUT, "/api/admin/cms/siteoptions/betsy_cid", Some(json!({"value": "42"}))),
        (Method::GET, "/api/admin/cms/promotions", None),
    ];
    for (method, path, body) in &writes {
        let anonymous = admin(app, method.clone(), path, None, body.clone()).await;
        assert_eq!(anonymous.status, 401, "{method} {path}: {}", anonymous.text);
        assert_eq!(anonymous.code(), "auth.unauthorized");
        let bogus = admin(app, method.clone(), path, Some("not-a-token"), body.clone()).await;
        assert_eq!(bogus.status, 401, "{method} {path}");
        for token in [&finance, &support] {
            let refused = admin(app, method.clone(), path, Some(token), body.clone()).await;
            assert_eq!(refused.status, 403, "{method} {path}: {}", refused.text);
            // Finance opens the site options (the bank account is theirs too), but not a content option.
            let options = token == &finance && path.contains("siteoptions");
            assert_eq!(refused.code(), if options { "cms.option_forbidden_content" } else { "auth.forbidden" });
        }
    }
    // Nothing was changed by the refused requests.
    assert_eq!(app.get("/api/cms/content/1", "tr").await.body["data"]["title"], "Genel Şartlar ve Koşullar");
    assert_eq!(popups::count(&app.db).await.unwrap(), 1);
    for (i, (method, path, body)) in writes.iter().enumerate() {
        let token = if i % 2 == 0 { &content } else { &admin_token };
        let answer = admin(app, method.clone(), path, Some(token), body.clone()).await;
        assert_eq!(answer.status, 200, "{method} {path}: {}", answer.text);
        assert_eq!(answer.body["success"], true);
    }
});

db_test!(operators_manage_pages_and_every_change_is_audited, async |app: &TestApp| {
    use reqwest::Method;
    let token = app.operator(Role::Content).login().await;
    let dirty = r#"<p onmouseover="steal()">Merhaba<script>alert(1)</script></p><img src="/media/a.svg" onerror="alert(2)"><a href="javascript:alert(3)">x</a>"#;
    let created =
        admin(app, Method::POST, "/api/admin/cms/pages", Some(&token), Some(page_body("Kampanya", dirty))).await;
    assert_eq!(created.status, 200, "{}", created.text);
    assert_eq!(created.message(), "Saved.");
    let page = &created.body["data"];
    let id = page["id"].as_i64().unwrap();
    assert_eq!(page["status"], true);
    assert_eq!(page["position"], 1, "a new page goes last");
    for stored in [page["html"]["tr"].as_str().unwrap(), page["html"]["en"].as_str().unwrap()] {
        for banned in ["script", "alert", "onmouseover", "onerror", "javascript:"] {
            assert!(!stored.contains(banned), "{banned} stored: {stored}");
        }
    }
    let public = app.get(&format!("/api/cms/content/{id}"), "en").await;
    assert_eq!(public.status, 200);
    assert!(!public.body["data"]["html"].as_str().unwrap().contains("script"));

    let updated = admin(
        app,
        Method::PUT,
        &format!("/api/admin/cms/pages/{id}"),
        Some(&token),
        Some(json!({"categoryId": 1, "position": 7, "title": {"tr": "Yeni başlık", "en": "New title"},
                    "html": {"tr": "<p>tr</p>", "en": "<p>en</p>"}})),
    )
    .await;
    assert_eq!(updated.status, 200, "{}", updated.text);
    assert_eq!(updated.body["data"]["position"], 7);
    assert_eq!(app.get(&format!("/api/cms/content/{id}"), "en").await.body["data"]["title"], "New title");
    let listed = admin(app, Method::GET, "/api/admin/cms/pages?categoryId=1", Some(&token), None).await;
    assert!(listed.body["data"].as_array().unwrap().iter().any(|p| p["id"] == id));

    let removed = admin(app, Method::DELETE, &format!("/api/admin/cms/pages/{id}"), Some(&token), None).await;
    assert_eq!(removed.status, 200);
    assert_eq!(removed.message(), "Deleted.");
    assert!(removed.body["data"].is_null());
    assert_eq!(app.get(&format!("/api/cms/content/{id}"), "en").await.status, 404);
    let again = admin(app, Method::DELETE, &format!("/api/admin/cms/pages/{id}"), Some(&token), None).await;
    assert_eq!((again.status, again.code()), (404, "cms.not_found"));

    let rows = audit_rows(app, "page").await;
    let actions: Vec<&str> = rows.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["cms.page.delete", "cms.page.update", "cms.page.create"]);
    let target = id.to_string();
    assert!(rows.iter().all(|r| r["targetId"].as_str() == Some(target.as_str()) && r["operatorRole"] == "content"));
    let create = &rows[2];
    assert!(create["before"].is_null());
    assert_eq!(create["after"]["title"]["tr"], "Kampanya");
    let update = &rows[1];
    assert_eq!(update["before"]["title"]["en"], "Kampanya");
    assert_eq!(update["after"]["title"]["en"], "New title");
    assert_eq!(update["before"]["position"], 1);
    assert_eq!(update["after"]["position"], 7);
    assert!(update["after"].get("categoryId").is_none(), "only changed fields: {update}");
    assert_eq!(rows[0]["before"]["title"]["en"], "New title");
});

db_test!(page_requests_are_checked_field_by_field, async |app: &TestApp| {
    use reqwest::Method;
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let token = app.operator(Role::Content).login().await;
    let empty = admin(app, Method::POST, "/api/admin/cms/pages", Some(&token), Some(json!({}))).await;
    assert_eq!(empty.status, 422, "{}", empty.text);
    for field in ["categoryId", "title.tr", "title.en", "html.tr", "html.en"] {
        assert!(empty.body["errors"][field].is_array(), "{field}: {}", empty.text);
    }
    let mut body = page_body("x", "<p>x</p>");
    body["categoryId"] = json!(999);
    body["slug"] = json!("Bad Slug");
    let bad = admin(app, Method::POST, "/api/admin/cms/pages", Some(&token), Some(body)).await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.body["errors"]["categoryId"][0], "There is no such content category.");
    assert!(bad.body["errors"]["slug"].is_array());
    let mut taken = page_body("x", "<p>x</p>");
    taken["slug"] = json!("general-terms");
    let conflict = admin(app, Method::POST, "/api/admin/cms/pages", Some(&token), Some(taken)).await;
    assert_eq!((conflict.status, conflict.code()), (409, "cms.slug_taken"));
    let missing = admin(app, Method::PUT, "/api/admin/cms/pages/999999", Some(&token), Some(page_body("x", "y"))).await;
    assert_eq!((missing.status, missing.code()), (404, "cms.not_found"));
});

db_test!(operators_add_and_reorder_slides, async |app: &TestApp| {
    use reqwest::Method;
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let token = app.operator(Role::Content).login().await;
    let created =
        admin(app, Method::POST, "/api/admin/cms/sliders", Some(&token), Some(content::slide("home", "new"))).await;
    assert_eq!(created.status, 200, "{}", created.text);
    let id = created.body["data"]["id"].as_i64().unwrap();
    assert_eq!(created.body["data"]["position"], 5, "goes after the four demo slides");
    let order = async |locale: &str| -> Vec<i64> {
        let answer = app.post("/api/cms/sliderlist", locale, &json!({"slug": "home"})).await;
        items(&answer).iter().map(|s| s["id"].as_i64().unwrap()).collect()
    };
    assert_eq!(*order("tr").await.last().unwrap(), id);
    // English has no images of its own: it shows the Turkish ones.
    let en = app.post("/api/cms/sliderlist", "en", &json!({"slug": "home"})).await;
    assert_eq!(items(&en).last().unwrap()["images"][0], "/media/banners/new-tr-800x400.svg");

    let mut first = content::slide("home", "new");
    first["position"] = json!(0);
    let moved = admin(app, Method::PUT, &format!("/api/admin/cms/sliders/{id}"), Some(&token), Some(first)).await;
    assert_eq!(moved.status, 200, "{}", moved.text);
    assert_eq!(order("tr").await[0], id);

    let mut hidden = content::slide("home", "new");
    hidden["status"] = json!(false);
    admin(app, Method::PUT, &format!("/api/admin/cms/sliders/{id}"), Some(&token), Some(hidden)).await;
    assert!(!order("tr").await.contains(&id));
    let listed = admin(app, Method::GET, "/api/admin/cms/sliders?slug=home", Some(&token), None).await;
    assert_eq!(listed.body["data"].as_array().unwrap().len(), 5, "operators still see the disabled slide");

    let bad = admin(
        app,
        Method::POST,
        "/api/admin/cms/sliders",
        Some(&token),
        Some(json!({"slug": "home", "url": "javascript:alert(1)", "target": "_top",
                    "images": {"tr": ["/a.svg", "/b.svg"], "en": []}})),
    )
    .await;
    assert_eq!(bad.status, 422);
    for field in ["url", "target", "images.tr"] {
        assert!(bad.body["errors"][field].is_array(), "{field}: {}", bad.text);
    }
    let removed = admin(app, Method::DELETE, &format!("/api/admin/cms/sliders/{id}"), Some(&token), None).await;
    assert_eq!(removed.status, 200);
    let actions: Vec<String> =
        audit_rows(app, "slide").await.iter().map(|r| r["action"].as_str().unwrap().to_owned()).collect();
    assert_eq!(actions, ["cms.slide.delete", "cms.slide.update", "cms.slide.update", "cms.slide.create"]);
});

db_test!(operators_manage_popups_and_promotions, async |app: &TestApp| {
    use reqwest::Method;
    let token = app.operator(Role::Content).login().await;
    let popup = json!({
        "url": "/promotions",
        "startsAt": (Utc::now() - Duration::hours(1)).to_rfc3339(),
        "endsAt": (Utc::now() + Duration::hours(1)).to_rfc3339(),
        "title": {"tr": "Fırsat", "en": "Offer"},
        "description": {"tr": "açıklama", "en": "description"},
        "images": {"tr": three("popups/p-tr"), "en": three("popups/p-en")},
    });
    let created = admin(app, Method::POST, "/api/admin/cms/popups", Some(&token), Some(popup.clone())).await;
    assert_eq!(created.status, 200, "{}", created.text);
    let id = created.body["data"]["id"].as_i64().unwrap();
    let shown = app.get("/api/cms/popup", "en").await;
    assert_eq!(shown.body["data"]["id"], id);
    assert_eq!(shown.body["data"]["title"], "Offer");
    assert_eq!(shown.body["data"]["images"][1], "/media/popups/p-en-1920x540.svg");
    let mut off = popup.clone();
    off["status"] = json!(false);
    admin(app, Method::PUT, &format!("/api/admin/cms/popups/{id}"), Some(&token), Some(off)).await;
    assert!(app.get("/api/cms/popup", "en").await.body["data"].is_null());
    let mut backwards = popup.clone();
    backwards["endsAt"] = json!((Utc::now() - Duration::hours(2)).to_rfc3339());
    backwards["startsAt"] = json!("yesterday");
    let refused = admin(app, Method::POST, "/api/admin/cms/popups", Some(&token), Some(backwards)).await;
    assert_eq!(refused.status, 422);
    assert!(refused.body["errors"]["startsAt"].is_array());

    let promotion = json!({
        "slug": "summer",
        "validUntil": "2099-01-31T18:00:00Z",
        "title": {"tr": "Yaz", "en": "Summer"},
        "html": {"tr": "<p>yaz <img src=x onerror=alert(1)></p>", "en": "<p>summer</p>"},
        "images": {"tr": three("promotions/s-tr"), "en": []},
    });
    let created = admin(app, Method::POST, "/api/admin/cms/promotions", Some(&token), Some(promotion.clone())).await;
    assert_eq!(created.status, 200, "{}", created.text);
    assert_eq!(created.body["data"]["validUntil"], "2099-01-31T18:00:00Z");
    let listed = app.get("/api/cms/promotions", "tr").await;
    let summer = items(&listed).iter().find(|p| p["title"] == "Yaz").unwrap().clone();
    assert!(!summer["html"].as_str().unwrap().contains("onerror"));
    let duplicate = admin(app, Method::POST, "/api/admin/cms/promotions", Some(&token), Some(promotion)).await;
    assert_eq!((duplicate.status, duplicate.code()), (409, "cms.slug_taken"));
    let removed =
        admin(app, Method::DELETE, &format!("/api/admin/cms/promotions/{}", summer["id"]), Some(&token), None).await;
    assert_eq!(removed.status, 200);
    assert!(items(&app.get("/api/cms/promotions", "tr").await).is_empty());
    assert_eq!(audit_rows(app, "popup").await.len(), 2);
    assert_eq!(audit_rows(app, "promotion").await.len(), 2);
});

db_test!(operators_change_translations_and_site_options, async |app: &TestApp| {
    use reqwest::Method;
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let token = app.operator(Role::Content).login().await;
    let duplicate = admin(
        app,
        Method::POST,
        "/api/admin/cms/translations",
        Some(&token),
        Some(json!({"key": "TOP_NOTIFY", "locale": "tr", "value": "x"})),
    )
    .await;
    assert_eq!((duplicate.status, duplicate.code()), (409, "cms.translation_exists"));
    let bad = admin(
        app,
        Method::POST,
        "/api/admin/cms/translations",
        Some(&token),
        Some(json!({"key": "bad key", "locale": "de", "value": ""})),
    )
    .await;
    assert_eq!(bad.status, 422);
    for field in ["key", "locale", "value"] {
        assert!(bad.body["errors"][field].is_array(), "{field}");
    }
    let english = admin(app, Method::GET, "/api/admin/cms/translations?locale=en", Some(&token), None).await;
    let top = english.body["data"].as_array().unwrap().iter().find(|t| t["key"] == "TOP_NOTIFY").unwrap().clone();
    let changed = admin(
        app,
        Method::PUT,
        &format!("/api/admin/cms/translations/{}", top["id"]),
        Some(&token),
        Some(json!({"value": "We are at {{baseDomain}}; next: {{nextDomain}}"})),
    )
    .await;
    assert_eq!(changed.status, 200, "{}", changed.text);
    let public = app.get("/api/cms/translationlist", "en").await;
    let value = items(&public).iter().find(|t| t["key"] == "TOP_NOTIFY").unwrap()["value"].clone();
    assert_eq!(value, "We are at {{baseDomain}}; next: {{nextDomain}}");

    // A secret option is never listed publicly; known options are checked by kind.
    let secret = admin(
        app,
        Method::POST,
        "/api/admin/cms/siteoptions",
        Some(&token),
        Some(json!({"key": "betsy_secret", "value": "top-secret", "isPublic": false})),
    )
    .await;
    assert_eq!(secret.status, 200, "{}", secret.text);
    assert_eq!(secret.body["data"]["isPublic"], false);
    let again = admin(
        app,
        Method::POST,
        "/api/admin/cms/siteoptions",
        Some(&token),
        Some(json!({"key": "betsy_secret", "value": "x"})),
    )
    .await;
    assert_eq!((again.status, again.code()), (409, "cms.option_exists"));
    let broken = admin(
        app,
        Method::PUT,
        "/api/admin/cms/siteoptions/casino_video_url",
        Some(&token),
        Some(json!({"value": "javascript:alert(1)"})),
    )
    .await;
    assert_eq!(broken.status, 422);
    assert!(broken.body["errors"]["value"].is_array());
    let set = admin(
        app,
        Method::PUT,
        "/api/admin/cms/siteoptions/casino_video_url",
        Some(&token),
        Some(json!({"value": "https://sportsbook.example"})),
    )
    .await;
    assert_eq!(set.status, 200, "{}", set.text);
    assert_eq!(set.body["data"]["isPublic"], true, "fields left out keep their value");
    let options = app.post("/api/cms/siteoptionlist", "tr", &json!({})).await;
    assert!(!options.text.contains("top-secret") && !options.text.contains("betsy_secret"));
    let video = items(&options).iter().find(|o| o["key"] == "casino_video_url").unwrap()["value"].clone();
    assert_eq!(video, "https://sportsbook.example");
    let all = admin(app, Method::GET, "/api/admin/cms/siteoptions", Some(&token), None).await;
    assert!(all.body["data"].as_array().unwrap().iter().any(|o| o["key"] == "betsy_secret"));
    let removed = admin(app, Method::DELETE, "/api/admin/cms/siteoptions/betsy_secret", Some(&token), None).await;
    assert_eq!(removed.status, 200);
    let gone = admin(app, Method::GET, "/api/admin/cms/siteoptions/betsy_secret", Some(&token), None).await;
    assert_eq!(gone.status, 404);

    let options_audit = audit_rows(app, "site_option").await;
    let actions: Vec<&str> = options_audit.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["cms.site_option.delete", "cms.site_option.update", "cms.site_option.create"]);
    assert_eq!(options_audit[1]["targetId"], "casino_video_url");
    assert_eq!(options_audit[1]["before"]["value"], "");
    assert_eq!(options_audit[1]["after"]["value"], "https://sportsbook.example");
    assert_eq!(audit_rows(app, "translation").await.len(), 1);
});
