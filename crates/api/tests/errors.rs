//! The error envelope for bad input, panics and internal failures, in Turkish and English.

use crate::common::TestApp;
use api::{
    Error,
    error::ApiJson,
    i18n::Lang,
    reply::{ApiResult, Reply},
};
use axum::routing::{get, post};
use domain::validation::{FieldErrors, text_length};
use serde::Deserialize;
use serde_json::json;
use store::Backend;

#[derive(Deserialize)]
struct Greeting {
    #[serde(default)]
    name: String,
}

/// A handler made for these tests: validates like every real handler does.
async fn greet(Lang(_): Lang, ApiJson(input): ApiJson<Greeting>) -> ApiResult<String> {
    let mut errors = FieldErrors::default();
    let name = errors.check("name", text_length(&input.name, 2, 10));
    errors.finish().map_err(Error::validation)?;
    Ok(Reply::data(name.unwrap().to_owned()))
}

async fn explode() -> &'static str {
    panic!("secret internals: password=hunter2")
}

async fn app() -> TestApp {
    let settings = api::Settings { body_limit: 1024, ..Default::default() };
    TestApp::spawn_with(Backend::Sqlite, settings, |routes| {
        routes.route("/api/test/greet", post(greet)).route("/api/test/panic", get(explode)).route(
            "/api/test/fail",
            get(|| async { Err::<String, _>(Error::internal("SELECT * FROM secrets failed")) }),
        )
    })
    .await
}

fn raw(app: &TestApp, locale: &str, body: &str) -> reqwest::RequestBuilder {
    app.client
        .post(app.url("/api/test/greet"))
        .header("x-locale", locale)
        .header("content-type", "application/json")
        .body(body.to_owned())
}

#[tokio::test]
async fn a_valid_request_succeeds() {
    let app = app().await;
    let answer = app.post("/api/test/greet", "tr", &json!({"name": "Ayşe"})).await;
    assert_eq!(answer.status, 200);
    assert_eq!(answer.body, json!({"success": true, "message": null, "data": "Ayşe"}));
    app.stop().await;
}

#[tokio::test]
async fn malformed_json_is_400_in_both_languages() {
    let app = app().await;
    let tr = app.send(raw(&app, "tr", "{\"name\": ")).await;
    assert_eq!((tr.status, tr.code()), (400, "request.malformed_json"));
    assert_eq!(tr.message(), "İstek gövdesi geçerli bir JSON değil.");
    let en = app.send(raw(&app, "en", "{\"name\": ")).await;
    assert_eq!((en.status, en.code()), (400, "request.malformed_json"));
    assert_eq!(en.message(), "The request body is not valid JSON.");
    assert_eq!(en.body["success"], false);
    app.stop().await;
}

#[tokio::test]
async fn wrong_types_and_content_type_are_refused() {
    let app = app().await;
    let wrong = app.send(raw(&app, "en", r#"{"name": 42}"#)).await;
    assert_eq!((wrong.status, wrong.code()), (400, "request.invalid_body"));
    // An array is not an object, though serde would fill the struct from it by position (found by Schemathesis).
    let array = app.send(raw(&app, "en", r#"["Ayşe"]"#)).await;
    assert_eq!((array.status, array.code()), (400, "request.invalid_body"), "{}", array.text);
    // PostgreSQL's text cannot hold U+0000: a body with one is refused whole (found by Schemathesis).
    for body in [r#"{"name": "a\u0000b"}"#, r#"{"name": "x", "extra": ["\u0000"]}"#, r#"{"name": "x", "\u0000": 1}"#] {
        let nul = app.send(raw(&app, "en", body)).await;
        assert_eq!((nul.status, nul.code()), (400, "request.invalid_body"), "{body}: {}", nul.text);
    }
    assert_eq!(wrong.message(), "The request body does not have the expected fields or types.");
    let plain = app.send(app.client.post(app.url("/api/test/greet")).header("x-locale", "tr").body("name=x")).await;
    assert_eq!((plain.status, plain.code()), (415, "request.unsupported_media_type"));
    assert!(plain.message().starts_with("İstek gövdesini JSON olarak gönderin"));
    app.stop().await;
}

#[tokio::test]
async fn validation_is_422_with_field_errors_in_both_languages() {
    let app = app().await;
    let tr = app.post("/api/test/greet", "tr", &json!({"name": "A"})).await;
    assert_eq!((tr.status, tr.code()), (422, "request.validation"));
    assert_eq!(tr.body["errors"]["name"][0], "2 ile 10 karakter arasında olmalıdır.");
    assert_eq!(tr.message(), "2 ile 10 karakter arasında olmalıdır.");
    let en = app.post("/api/test/greet", "en", &json!({})).await;
    assert_eq!((en.status, en.code()), (422, "request.validation"));
    assert_eq!(en.body["errors"]["name"][0], "This field is required.");
    app.stop().await;
}

#[tokio::test]
async fn too_large_is_413_in_both_languages() {
    let app = app().await;
    let big = format!("{{\"name\": \"{}\"}}", "x".repeat(4096));
    let tr = app.send(raw(&app, "tr", &big)).await;
    assert_eq!((tr.status, tr.code()), (413, "request.too_large"));
    assert_eq!(tr.message(), "İstek çok büyük.");
    let en = app.send(raw(&app, "en", &big)).await;
    assert_eq!((en.status, en.code()), (413, "request.too_large"));
    assert_eq!(en.message(), "The request is too large.");
    app.stop().await;
}

#[tokio::test]
async fn wrong_method_is_a_405_envelope() {
    let app = app().await;
    let answer = app.get("/api/test/greet", "en").await;
    assert_eq!((answer.status, answer.code()), (405, "request.method_not_allowed"));
    assert_eq!(answer.message(), "This method is not allowed here.");
    app.stop().await;
}

#[tokio::test]
async fn panics_are_500_with_the_request_id_and_nothing_internal() {
    let app = app().await;
    for (locale, start) in [("tr", "Bizden kaynaklı bir sorun oluştu."), ("en", "Something went wrong on our side.")]
    {
        let answer = app.get("/api/test/panic", locale).await;
        assert_eq!((answer.status, answer.code()), (500, "internal"));
        let id = answer.header("x-request-id").unwrap().to_owned();
        assert_eq!(answer.body["requestId"], id.as_str());
        assert!(answer.message().starts_with(start), "{}", answer.message());
        assert!(answer.message().contains(&id));
        assert!(!answer.text.contains("hunter2") && !answer.text.contains("secret"), "{}", answer.text);
    }
    // The server is still up after a panic.
    assert_eq!(app.get("/api/health", "tr").await.status, 200);
    app.stop().await;
}

#[tokio::test]
async fn internal_errors_are_500_without_details() {
    let app = app().await;
    let answer = app.get("/api/test/fail", "en").await;
    assert_eq!((answer.status, answer.code()), (500, "internal"));
    assert!(!answer.text.contains("SELECT"), "{}", answer.text);
    assert!(answer.message().contains(answer.header("x-request-id").unwrap()));
    app.stop().await;
}
