//! Registration and login over real HTTP on SQLite and PostgreSQL: every rule of product §5 for these forms,
//! 18+, uniqueness, enumeration, blocked players, rate limits and the demo player.

use crate::common::{TestApp, registration, with};
use api::Settings;
use chrono::Datelike;
use serde_json::{Value, json};

db_test!(registration_logs_the_player_in_with_the_session_data, async |app: &TestApp| {
    let payload = registration();
    let answer = app
        .send(
            app.client
                .post(app.url("/api/auth/register"))
                .header("x-locale", "tr")
                .header("x-fingerprint", "fp-123")
                .json(&payload),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.message(), "Zar'a hoş geldiniz! Hesabınız oluşturuldu.");
    let data = &answer.body["data"];
    let mut keys: Vec<&str> = data.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "balance",
            "betcoToken",
            "betcoUrl",
            "betsyCid",
            "betsyToken",
            "betsyUrl",
            "exclusion",
            "fingerprint",
            "phone",
            "smsVerified",
            "token",
            "usercode",
            "username"
        ]
    );
    assert_eq!(data["username"], payload["username"]);
    assert_eq!(data["phone"], payload["phone"]);
    assert_eq!(data["balance"], json!(0.0));
    assert_eq!(data["smsVerified"], false);
    assert_eq!(data["fingerprint"], "fp-123");
    assert_eq!(data["betsyUrl"], "");
    let token = data["token"].as_str().unwrap();
    assert_eq!(token.len(), 43);
    assert_ne!(data["betsyToken"], data["betcoToken"]);
    let usercode = data["usercode"].as_str().unwrap();
    assert_eq!(usercode.len(), 8);
    assert!(usercode.bytes().all(|b| b"23456789ABCDEFGHJKMNPQRSTUVWXYZ".contains(&b)), "{usercode}");
    // Logged in: the token works.
    let profile = app.get_as("/api/customer/profile", token).await;
    assert_eq!(profile.status, 200, "{}", profile.text);
    assert_eq!(profile.body["data"]["usercode"], usercode);
    // Only the token's hash is stored.
    let stored = store::testing::player_token_hashes(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token);
    assert_eq!(stored[0].len(), 64);
});

db_test!(login_answers_the_session_data, async |app: &TestApp| {
    let player = app.player().register().await;
    let answer = app
        .send(
            app.client
                .post(app.url("/api/auth/login"))
                .header("x-locale", "en")
                .header("x-fingerprint", "fp-9")
                .json(&json!({"username": player.username.to_uppercase(), "password": player.password})),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.message(), format!("Welcome back, {}!", player.username));
    assert_eq!(answer.body["data"]["usercode"], player.usercode.as_str());
    assert_eq!(answer.body["data"]["fingerprint"], "fp-9");
    assert_ne!(answer.body["data"]["token"], player.token.as_str());
});

/// Posts `body` and asserts a 422 naming `field` with `message` (English).
async fn refused(app: &TestApp, path: &str, body: &Value, field: &str, message: &str) {
    let answer = app.post(path, "en", body).await;
    assert_eq!(answer.status, 422, "{field} {body}: {}", answer.text);
    assert_eq!(answer.code(), "request.validation");
    assert_eq!(answer.body["errors"][field][0], message, "{field} {body}: {}", answer.text);
}

db_test!(registration_refuses_every_broken_rule_of_the_form, async |app: &TestApp| {
    let cases: Vec<(&str, Value, &str)> = vec![
        ("name", json!(""), "This field is required."),
        ("name", json!("A"), "Must be between 2 and 100 characters."),
        ("name", json!("a".repeat(101)), "Must be between 2 and 100 characters."),
        ("name", json!("Ali2"), "Use letters only, with single spaces between words."),
        ("name", json!("Ali  Veli"), "Use letters only, with single spaces between words."),
        ("surname", Value::Null, "This field is required."),
        ("surname", json!("Y"), "Must be between 2 and 100 characters."),
        ("surname", json!("Yılmaz-Öz"), "Use letters only, with single spaces between words."),
        ("username", json!(""), "This field is required."),
        ("username", json!("ayse"), "Must be between 5 and 30 characters."),
        ("username", json!("a".repeat(31)), "Must be between 5 and 30 characters."),
        ("username", json!("ayşe123"), "Use only English letters and digits."),
        ("username", json!("ayse_123"), "Use only English letters and digits."),
        ("email", json!(""), "This field is required."),
        ("email", json!("a@b"), "Must be between 5 and 100 characters."),
        ("email", json!(format!("{}@zar.test", "a".repeat(92))), "Must be between 5 and 100 characters."),
        ("email", json!("ayse@zar"), "Enter a valid e-mail address."),
        ("email", json!("ayse.zar.test"), "Enter a valid e-mail address."),
        ("phone", json!(""), "This field is required."),
        ("phone", json!("1234"), "Must be between 7 and 15 digits."),
        ("phone", json!("1".repeat(16)), "Must be between 7 and 15 digits."),
        ("phone", json!("+90 555 123 45 6a"), "Enter digits only."),
        ("phone", json!("90 90 555 123 45"), "A Turkish mobile number has 10 digits after 90: 90 5xx xxx xx xx."),
        ("country", Value::Null, "This field is required."),
        ("country", json!(99999), "Choose a country from the list."),
        ("country", json!("Türkiye"), "Enter a whole number."),
        ("birthDateDay", Value::Null, "This field is required."),
        ("birthDateDay", json!("1"), "Enter exactly 2 digits."),
        ("birthDateDay", json!("ab"), "Enter exactly 2 digits."),
        ("birthDateMonth", json!("5"), "Enter exactly 2 digits."),
        ("birthDateYear", json!("90"), "Enter exactly 4 digits."),
        ("birthDateYear", json!("19900"), "Enter exactly 4 digits."),
        ("birthDate", json!("17-05-1990"), "Use the year-month-day format (YYYY-MM-DD)."),
        ("birthDate", json!("1991-05-17"), "The birth date does not match the day, month and year."),
        ("password", json!(""), "This field is required."),
        ("password", json!("abcd"), "Must be between 5 and 100 characters."),
        ("password", json!("a".repeat(101)), "Must be between 5 and 100 characters."),
        ("password2", json!("secret124"), "Passwords do not match."),
        ("password2", json!(""), "This field is required."),
        ("trialBonus", json!(2), "Must be 0 or 1."),
        ("currencyId", json!(2), "Only Turkish lira (1) is available."),
    ];
    for (field, value, message) in cases {
        refused(app, "/api/auth/register", &with(registration(), field, value), field, message).await;
    }
    // A date that does not exist, and one in the future, are refused on birthDate.
    let feb_31 = with(with(registration(), "birthDateDay", json!("31")), "birthDateMonth", json!("02"));
    refused(
        app,
        "/api/auth/register",
        &with(feb_31, "birthDate", Value::Null),
        "birthDate",
        "This date does not exist.",
    )
    .await;
    // Several broken fields are reported together, in Turkish too.
    let answer = app.post("/api/auth/register", "tr", &json!({})).await;
    assert_eq!(answer.status, 422);
    for field in ["name", "surname", "username", "email", "phone", "country", "birthDateDay", "password", "password2"] {
        assert_eq!(answer.body["errors"][field][0], "Bu alan zorunludur.", "{field}");
    }
    assert_eq!(answer.message(), "Bu alan zorunludur.");
    assert_eq!(store::testing::count(&app.db, "players").await.unwrap(), 0, "nothing was registered");
});

db_test!(players_must_be_18_on_the_day_they_register, async |app: &TestApp| {
    let today = app.clock.now().date_naive();
    let eighteen = chrono::NaiveDate::from_ymd_opt(today.year() - 18, 1, 1).unwrap();
    // Born on 1 January eighteen years ago: adult. Born tomorrow eighteen years ago: not yet.
    let born = |date: chrono::NaiveDate| {
        let payload = registration();
        let payload = with(payload, "birthDateDay", json!(date.format("%d").to_string()));
        let payload = with(payload, "birthDateMonth", json!(date.format("%m").to_string()));
        let payload = with(payload, "birthDateYear", json!(date.format("%Y").to_string()));
        with(payload, "birthDate", json!(date.format("%Y-%m-%d").to_string()))
    };
    let exactly = today.with_year(today.year() - 18).unwrap_or(eighteen);
    let answer = app.post("/api/auth/register", "en", &born(exactly)).await;
    assert_eq!(answer.status, 200, "18 today: {}", answer.text);
    let minor = exactly.succ_opt().unwrap();
    let answer = app.post("/api/auth/register", "tr", &born(minor)).await;
    assert_eq!(answer.status, 422, "{}", answer.text);
    assert_eq!(answer.body["errors"]["birthDate"][0], "Kayıt olmak için en az 18 yaşında olmalısınız.");
    let answer = app.post("/api/auth/register", "en", &born(minor)).await;
    assert_eq!(answer.message(), "You must be at least 18 years old to register.");
});

db_test!(username_email_and_phone_are_unique_regardless_of_case, async |app: &TestApp| {
    let first = registration();
    assert_eq!(app.post("/api/auth/register", "en", &first).await.status, 200);
    let upper = |key: &str| json!(first[key].as_str().unwrap().to_uppercase());

    let same_username = with(registration(), "username", upper("username"));
    let answer = app.post("/api/auth/register", "en", &same_username).await;
    assert_eq!((answer.status, answer.code()), (409, "auth.username_taken"), "{}", answer.text);
    assert_eq!(answer.body["errors"]["username"][0], "This username is already taken.");
    assert!(answer.body["errors"].get("email").is_none());

    let same_email = with(registration(), "email", upper("email"));
    let answer = app.post("/api/auth/register", "tr", &same_email).await;
    assert_eq!((answer.status, answer.code()), (409, "auth.email_taken"));
    assert_eq!(answer.body["errors"]["email"][0], "Bu e-posta adresi zaten kayıtlı.");

    // A phone number is unique among verified numbers (codes::an_unverified_number_does_not_keep_its_owner_out).
    let first_id = store::players::by_username(&app.db, &first["username"].as_str().unwrap().to_lowercase())
        .await
        .unwrap()
        .unwrap()
        .id;
    store::players::mark_phone_verified(&app.db, first_id, app.clock.now()).await.unwrap();
    let same_phone = with(registration(), "phone", first["phone"].clone());
    let answer = app.post("/api/auth/register", "en", &same_phone).await;
    assert_eq!((answer.status, answer.code()), (409, "auth.phone_taken"));
    assert_eq!(answer.body["errors"]["phone"][0], "This phone number is already registered.");

    let all = with(with(same_username, "email", upper("email")), "phone", first["phone"].clone());
    let answer = app.post("/api/auth/register", "en", &all).await;
    assert_eq!(answer.status, 409);
    for field in ["username", "email", "phone"] {
        assert!(answer.body["errors"][field].is_array(), "{field}: {}", answer.text);
    }
});

db_test!(trial_bonus_and_referrer_are_stored, async |app: &TestApp| {
    let referrer_id = app.player().register().await.id;
    let referred = with(with(registration(), "trialBonus", json!(1)), "refId", json!(referrer_id));
    assert_eq!(app.post("/api/auth/register", "en", &referred).await.status, 200);
    let row = store::players::by_username(&app.db, &referred["username"].as_str().unwrap().to_lowercase())
        .await
        .unwrap()
        .unwrap();
    assert!(row.trial_bonus);
    assert_eq!(row.referrer_id, Some(referrer_id));
    // An unknown referrer is ignored, not recorded; numbers may come as strings.
    let unknown = with(with(registration(), "refId", json!("987654")), "trialBonus", json!(0));
    assert_eq!(app.post("/api/auth/register", "en", &unknown).await.status, 200);
    let row = store::players::by_username(&app.db, &unknown["username"].as_str().unwrap().to_lowercase())
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.trial_bonus, row.referrer_id), (false, None));
});

db_test!(login_refuses_every_broken_rule_of_the_form, async |app: &TestApp| {
    let ok = json!({"username": "someone", "password": "secret"});
    let cases: Vec<(&str, Value, &str)> = vec![
        ("username", json!(""), "This field is required."),
        ("username", json!("a".repeat(51)), "Must be between 1 and 50 characters."),
        ("password", json!(""), "This field is required."),
        ("password", json!("ab"), "Must be between 3 and 100 characters."),
        ("password", json!("a".repeat(101)), "Must be between 3 and 100 characters."),
    ];
    for (field, value, message) in cases {
        refused(app, "/api/auth/login", &with(ok.clone(), field, value), field, message).await;
    }
});

db_test!(unknown_username_and_wrong_password_answer_the_same, async |app: &TestApp| {
    let player = app.player().register().await;
    for locale in ["tr", "en"] {
        let wrong =
            app.post("/api/auth/login", locale, &json!({"username": player.username, "password": "wrong-pass"})).await;
        let unknown =
            app.post("/api/auth/login", locale, &json!({"username": "nobody123", "password": "wrong-pass"})).await;
        assert_eq!(wrong.status, 400);
        assert_eq!(wrong.code(), "auth.invalid_credentials");
        assert_eq!((wrong.status, &wrong.body), (unknown.status, &unknown.body), "{locale}");
    }
    assert_eq!(
        app.post("/api/auth/login", "en", &json!({"username": "nobody123", "password": "x12"})).await.message(),
        "The username or password is incorrect."
    );
    // Similar timing: both run argon2 (the unknown username against a dummy hash).
    let time = async |username: &str| {
        let started = std::time::Instant::now();
        app.post("/api/auth/login", "en", &json!({"username": username, "password": "wrong-pass"})).await;
        started.elapsed()
    };
    let (mut known, mut unknown) = (Vec::new(), Vec::new());
    for i in 0..3 {
        known.push(time(&player.username).await);
        unknown.push(time(&format!("nobody{i}x")).await);
    }
    known.sort();
    unknown.sort();
    // Without the dummy hash an unknown username would answer in a few milliseconds, over ten times faster;
    // the bounds are loose because other tests share the machine.
    let ratio = unknown[1].as_secs_f64() / known[1].as_secs_f64();
    assert!((0.25..4.0).contains(&ratio), "unknown {:?} vs known {:?}", unknown, known);
});

db_test!(a_blocked_player_cannot_log_in_and_their_sessions_end, async |app: &TestApp| {
    let player = app.player().register().await;
    store::testing::set_player_blocked_at(&app.db, &player.username, app.clock.now()).await.unwrap();
    let answer = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!((answer.status, answer.code()), (403, "auth.blocked"));
    assert_eq!(answer.message(), "Your account has been blocked. Please contact support.");
    let tr = app.post("/api/auth/login", "tr", &player.credentials()).await;
    assert_eq!(tr.message(), "Hesabınız engellendi. Lütfen destek ekibiyle iletişime geçin.");
    // A wrong password does not reveal the block.
    let wrong =
        app.post("/api/auth/login", "en", &json!({"username": player.username, "password": "wrong-pass"})).await;
    assert_eq!((wrong.status, wrong.code()), (400, "auth.invalid_credentials"));
    let profile = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!((profile.status, profile.code()), (401, "session.blocked"));
});

fn small_login_limits() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.limits.login_account = api::settings::Rule::new(3, 600);
    settings.accounts.limits.login_ip = api::settings::Rule::new(4, 300);
    settings
}

db_test_with!(logins_are_rate_limited_per_account_and_per_ip, small_login_limits(), async |app: &TestApp| {
    let player = app.player().register().await;
    let attempt = async |username: &str, password: &str| {
        app.post("/api/auth/login", "en", &json!({"username": username, "password": password})).await
    };
    for _ in 0..3 {
        assert_eq!(attempt(&player.username, "wrong-pass").await.status, 400);
    }
    // The account's budget is spent: even the right password waits (and the answer says for how long).
    let limited = attempt(&player.username, &player.password).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"), "{}", limited.text);
    let retry: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=600).contains(&retry), "{retry}");
    assert_eq!(limited.message(), format!("Too many attempts. Please try again in {retry} seconds."));
    // The refused attempt cost nothing; one more failure, with another username, spends the ip's budget (4) …
    assert_eq!(attempt("nobody123", "wrong-pass").await.status, 400);
    // … and then an unknown username is limited the same way (the limit tells nothing about existence).
    let other = attempt("nobody456", "wrong-pass").await;
    assert_eq!((other.status, other.code()), (429, "rate_limited"));
    assert!(other.header("retry-after").is_some());
    // After the window the player gets in.
    app.clock.advance(std::time::Duration::from_secs(601));
    player.login(app).await;
});

db_test!(the_demo_player_is_loaded_once_and_can_log_in, async |app: &TestApp| {
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    store::demo::load(&app.db, app.clock.now()).await.unwrap();
    let answer = app.post("/api/auth/login", "en", &json!({"username": "demo", "password": "demo12345"})).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    assert_eq!(answer.body["data"]["smsVerified"], true);
    assert_eq!(answer.body["data"]["phone"], "905551234567");
    let profile = app.get_as("/api/customer/profile", answer.body["data"]["token"].as_str().unwrap()).await;
    assert_eq!(profile.body["data"]["name"], "Demo");
    assert_eq!(profile.body["data"]["surname"], "Oyuncu");
    assert_eq!(profile.body["data"]["email"], "demo@zar.example");
});

db_test!(a_phone_typed_pasted_or_autofilled_any_way_is_stored_in_one_form, async |app: &TestApp| {
    let digits = rand::random_range(100_000_000u64..1_000_000_000).to_string();
    let spaced = format!("+90 5{} {} {}", &digits[..2], &digits[2..5], &digits[5..]);
    let player = app.player().phone(&spaced).register().await;
    let stored = store::players::by_username(&app.db, &player.username.to_lowercase()).await.unwrap().unwrap();
    assert_eq!(stored.phone, format!("905{digits}"));
    // The same number written nationally is the same number: taken, once verified.
    store::players::mark_phone_verified(&app.db, player.id, app.clock.now()).await.unwrap();
    let national =
        app.post("/api/auth/register", "en", &with(registration(), "phone", json!(format!("05{digits}")))).await;
    assert_eq!(national.status, 409, "{}", national.text);
    // A doubled, cut country code is refused, not stored.
    let doubled = app.post("/api/auth/register", "en", &with(registration(), "phone", json!("909053276543"))).await;
    assert_eq!(doubled.status, 422, "{}", doubled.text);
    assert!(doubled.body["errors"]["phone"][0].as_str().unwrap().contains("90 5xx"), "{}", doubled.text);
});
