//! One-time codes over real HTTP on SQLite and PostgreSQL: SMS phone verification and password recovery —
//! the codes in the outbox, expiry, five tries, the 60 s resend wait, rate limits and no account enumeration.

use std::time::Duration;

use crate::common::{TestApp, login, outbox_code, registration, with};
use api::Settings;
use serde_json::{Value, json};

const MINUTE: Duration = Duration::from_secs(60);

fn step1(phone: &str) -> Value {
    json!({"step": 1, "phone": phone, "code": ""})
}

fn step2(phone: &str, code: &str) -> Value {
    json!({"step": 2, "phone": phone, "code": code})
}

/// A six-digit code that is not `code`.
fn wrong(code: &str) -> String {
    let n: u32 = code.parse().unwrap();
    format!("{:06}", (n + 1) % 1_000_000)
}

db_test!(a_phone_is_verified_with_the_code_sent_by_sms, async |app: &TestApp| {
    let player = app.player().register().await;
    let sent = app
        .send(
            app.client
                .post(app.url("/api/customer/updatephone"))
                .header("x-locale", "tr")
                .bearer_auth(&player.token)
                .json(&step1(&player.phone)),
        )
        .await;
    assert_eq!(sent.status, 200, "{}", sent.text);
    assert_eq!(sent.message(), format!("{} numarasına bir doğrulama kodu gönderdik.", player.phone));
    // The SMS is in the outbox, in the player's language, with the code; the code is not stored in clear.
    let outbox = app.get(&format!("/dev/outbox?recipient={}", player.phone), "en").await;
    assert_eq!(outbox.body["data"][0]["channel"], "sms");
    assert!(outbox.body["data"][0]["body"].as_str().unwrap().starts_with("Zar doğrulama kodunuz"));
    let code = outbox_code(app, &player.phone).await;
    let stored = store::testing::code_hashes(&app.db).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert!(!stored[0].contains(&code));

    let bad = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &wrong(&code))).await;
    assert_eq!((bad.status, bad.code()), (400, "auth.invalid_code"), "{}", bad.text);
    assert_eq!(bad.message(), "The code is incorrect or has expired.");
    // The mask's separators are fine.
    let masked = format!("{}-{}-{}", &code[0..2], &code[2..4], &code[4..6]);
    let ok = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &masked)).await;
    assert_eq!(ok.status, 200, "{}", ok.text);
    assert_eq!(ok.message(), "Your Phone Number has been successfully verified!");
    assert_eq!(ok.body["data"], json!({"phone": player.phone, "smsVerified": true}));
    let profile = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!(profile.body["data"]["smsVerified"], true);
    let relogin = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!(relogin.body["data"]["smsVerified"], true);
    // The code is used up, and a verified number needs no new code.
    let again = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &code)).await;
    assert_eq!((again.status, again.code()), (400, "auth.code_missing"));
    let resend = app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await;
    assert_eq!((resend.status, resend.code()), (400, "auth.phone_already_verified"));
});

db_test!(a_new_number_is_pending_until_its_code_is_verified, async |app: &TestApp| {
    let player = app.player().register().await;
    let new_phone = "905339998877";
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(new_phone)).await.status, 200);
    let profile = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!(profile.body["data"]["phone"], player.phone.as_str());
    assert_eq!(profile.body["data"]["pendingPhone"], new_phone);
    let code = outbox_code(app, new_phone).await;
    // The code proves the number it was sent to, not another one.
    let other = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &code)).await;
    assert_eq!((other.status, other.code()), (400, "auth.invalid_code"));
    let ok = app.post_as("/api/customer/updatephone", &player.token, &step2(new_phone, &code)).await;
    assert_eq!(ok.status, 200, "{}", ok.text);
    let profile = app.get_as("/api/customer/profile", &player.token).await;
    assert_eq!(profile.body["data"]["phone"], new_phone);
    assert_eq!(profile.body["data"]["smsVerified"], true);
    assert!(profile.body["data"]["pendingPhone"].is_null());
});

db_test!(another_players_verified_number_is_refused, async |app: &TestApp| {
    let first = app.player().register().await;
    store::players::mark_phone_verified(&app.db, first.id, app.clock.now()).await.unwrap();
    let second = app.player().register().await;
    let answer = app.post_as("/api/customer/updatephone", &second.token, &step1(&first.phone)).await;
    assert_eq!((answer.status, answer.code()), (409, "auth.phone_taken"));
    assert_eq!(answer.body["errors"]["phone"][0], "This phone number is already registered.");
});

db_test!(an_unverified_number_does_not_keep_its_owner_out, async |app: &TestApp| {
    // Someone registers with a number that is not theirs and never verifies it.
    let squatter = app.player().register().await;
    // Its owner registers with it all the same, and proves it by SMS.
    let owner = app.player().phone(&squatter.phone).register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &owner.token, &step1(&owner.phone)).await.status, 200);
    let code = outbox_code(app, &owner.phone).await;
    let verified = app.post_as("/api/customer/updatephone", &owner.token, &step2(&owner.phone, &code)).await;
    assert_eq!(verified.status, 200, "{}", verified.text);
    // From now on the number is the owner's: the squatter cannot verify it, nobody can register with it.
    let again = app.post_as("/api/customer/updatephone", &squatter.token, &step1(&squatter.phone)).await;
    assert_eq!((again.status, again.code()), (409, "auth.phone_taken"), "{}", again.text);
    let third = app.post("/api/auth/register", "en", &with(registration(), "phone", json!(owner.phone))).await;
    assert_eq!((third.status, third.code()), (409, "auth.phone_taken"), "{}", third.text);
    let squatters = app.get_as("/api/customer/profile", &squatter.token).await;
    assert_eq!(squatters.body["data"]["smsVerified"], false);
});

db_test!(two_players_verifying_one_number_at_once_leave_one_owner, async |app: &TestApp| {
    let first = app.player().register().await;
    let second = app.player().phone(&first.phone).register().await;
    let mut codes = Vec::new();
    for player in [&first, &second] {
        let sent = app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await;
        assert_eq!(sent.status, 200, "{}", sent.text);
        codes.push(outbox_code(app, &player.phone).await);
    }
    // Both codes went to the same number; each player proves theirs at the same moment.
    let (first_proof, second_proof) = (step2(&first.phone, &codes[0]), step2(&second.phone, &codes[1]));
    let (a, b) = tokio::join!(
        app.post_as("/api/customer/updatephone", &first.token, &first_proof),
        app.post_as("/api/customer/updatephone", &second.token, &second_proof),
    );
    let mut statuses = [(a.status, a.code().to_owned()), (b.status, b.code().to_owned())];
    statuses.sort();
    assert_eq!(statuses[0].0, 200, "{statuses:?}");
    assert_eq!((statuses[1].0, statuses[1].1.as_str()), (409, "auth.phone_taken"), "{statuses:?}");
    let verified = store::players::verified_phone_owner(&app.db, &first.phone).await.unwrap();
    assert!(verified == Some(first.id) || verified == Some(second.id));
});

db_test!(phone_verification_refuses_every_broken_rule, async |app: &TestApp| {
    let player = app.player().register().await;
    let cases = [
        (json!({"step": 3, "phone": player.phone}), "step", "Step must be 1 (send the code) or 2 (verify it)."),
        (json!({"phone": player.phone}), "step", "This field is required."),
        (step1(""), "phone", "This field is required."),
        (step1("1234"), "phone", "Must be between 7 and 15 digits."),
        (step1(&"1".repeat(16)), "phone", "Must be between 7 and 15 digits."),
        (step1("90 555 123"), "phone", "A Turkish mobile number has 10 digits after 90: 90 5xx xxx xx xx."),
        (step1("90 555 1a3"), "phone", "Enter digits only."),
        (step2(&player.phone, ""), "code", "This field is required."),
        (step2(&player.phone, "12345"), "code", "Enter the 6-digit code."),
        (step2(&player.phone, "1234567"), "code", "Enter the 6-digit code."),
        (step2(&player.phone, "12a456"), "code", "Enter the 6-digit code."),
        (step2("12", "123456"), "phone", "Must be between 7 and 15 digits."),
    ];
    for (body, field, message) in cases {
        let answer = app.post_as("/api/customer/updatephone", &player.token, &body).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.text);
        assert_eq!(answer.body["errors"][field][0], message, "{body}");
    }
    assert_eq!(app.post("/api/customer/updatephone", "en", &step1(&player.phone)).await.status, 401);
});

db_test!(a_phone_code_expires_after_ten_minutes, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
    let code = outbox_code(app, &player.phone).await;
    app.clock.advance(10 * MINUTE + Duration::from_secs(1));
    // Keep the session alive for the check (the clock jump would otherwise be idle time of 10 minutes only).
    let late = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &code)).await;
    assert_eq!((late.status, late.code()), (400, "auth.code_expired"), "{}", late.text);
    assert_eq!(late.message(), "The code has expired. Request a new one.");
});

db_test!(a_phone_code_allows_five_wrong_entries, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
    let code = outbox_code(app, &player.phone).await;
    for _ in 0..5 {
        let bad = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &wrong(&code))).await;
        assert_eq!(bad.code(), "auth.invalid_code");
    }
    let burnt = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &code)).await;
    assert_eq!((burnt.status, burnt.code()), (400, "auth.code_attempts_exceeded"));
    assert_eq!(burnt.message(), "Too many wrong codes. Request a new one.");
    // A new code (after the resend wait) works.
    app.clock.advance(MINUTE);
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
    let fresh = outbox_code(app, &player.phone).await;
    assert_eq!(
        app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &fresh)).await.status,
        200
    );
});

db_test!(a_new_sms_code_waits_sixty_seconds_and_replaces_the_old_one, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
    let first = outbox_code(app, &player.phone).await;
    app.clock.advance(Duration::from_secs(20));
    let early = app
        .send(
            app.client
                .post(app.url("/api/customer/updatephone"))
                .header("x-locale", "tr")
                .bearer_auth(&player.token)
                .json(&step1(&player.phone)),
        )
        .await;
    assert_eq!((early.status, early.code()), (429, "auth.code_resend_wait"), "{}", early.text);
    let retry: u64 = early.header("retry-after").unwrap().parse().unwrap();
    assert!((39..=41).contains(&retry), "{retry}");
    assert_eq!(early.message(), format!("Yeni kod istemeden önce lütfen {retry} saniye bekleyin."));
    app.clock.advance(Duration::from_secs(41));
    assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
    let second = outbox_code(app, &player.phone).await;
    if first != second {
        let old = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &first)).await;
        assert_eq!(old.code(), "auth.invalid_code", "one active code per purpose");
    }
    assert_eq!(
        app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, &second)).await.status,
        200
    );
});

fn few_sends() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.limits.send_account = api::settings::Rule::new(2, 3600);
    settings.accounts.limits.check_account = api::settings::Rule::new(3, 600);
    settings
}

db_test_with!(sending_and_checking_codes_is_rate_limited_per_account, few_sends(), async |app: &TestApp| {
    let player = app.player().register().await;
    for _ in 0..2 {
        assert_eq!(app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await.status, 200);
        app.clock.advance(MINUTE);
    }
    let limited = app.post_as("/api/customer/updatephone", &player.token, &step1(&player.phone)).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"), "{}", limited.text);
    assert!(limited.header("retry-after").unwrap().parse::<u64>().unwrap() > 60);
    for _ in 0..3 {
        let check = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, "000000")).await;
        assert_eq!(check.status, 400);
    }
    let limited = app.post_as("/api/customer/updatephone", &player.token, &step2(&player.phone, "000000")).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"));
    assert!(limited.header("retry-after").is_some());
});

// ---- Password recovery ----

db_test!(a_forgotten_password_is_reset_with_the_emailed_code, async |app: &TestApp| {
    let player = app.player().register().await;
    let other_session = player.login(app).await;
    let sent =
        app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username.to_uppercase()})).await;
    assert_eq!(sent.status, 200, "{}", sent.text);
    assert_eq!(sent.message(), "If an account with this username exists, we have e-mailed it a reset code.");
    app.settled().await;
    let mail = app.get(&format!("/dev/outbox?recipient={}", player.email), "en").await;
    assert_eq!(mail.body["data"][0]["channel"], "email");
    assert_eq!(mail.body["data"][0]["subject"], "Your Zar password reset code");
    let code = outbox_code(app, &player.email).await;

    let check = app.post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": code})).await;
    assert_eq!(check.status, 200, "{}", check.text);
    let reset = json!({"username": player.username, "code": code, "password": "brandnew1", "password2": "brandnew1"});
    let done = app.post("/api/auth/changepasswordwithcode", "en", &reset).await;
    assert_eq!(done.status, 200, "{}", done.text);
    assert_eq!(done.message(), "Password change successful. You are now directed to the login page.");
    // Every session ended; the old password is gone, the new one works; the code is used up.
    assert_eq!(app.get_as("/api/customer/profile", &player.token).await.status, 401);
    assert_eq!(app.get_as("/api/customer/profile", &other_session).await.status, 401);
    let old = app.post("/api/auth/login", "en", &player.credentials()).await;
    assert_eq!(old.status, 400);
    login(app, &player.username, "brandnew1").await;
    let again = app.post("/api/auth/changepasswordwithcode", "en", &reset).await;
    assert_eq!((again.status, again.code()), (400, "auth.invalid_code"));
    app.settled().await;
    let notice = app.get(&format!("/dev/outbox?recipient={}", player.email), "en").await;
    assert_eq!(notice.body["data"][0]["subject"], "Your Zar password was changed");
});

db_test!(recovery_answers_the_same_for_unknown_usernames, async |app: &TestApp| {
    let player = app.player().register().await;
    for locale in ["tr", "en"] {
        app.clock.advance(MINUTE);
        let known = app.post("/api/auth/sendresetpassword", locale, &json!({"username": player.username})).await;
        let unknown =
            app.post("/api/auth/sendresetpassword", locale, &json!({"username": format!("ghost{locale}")})).await;
        assert_eq!(known.status, 200);
        assert_eq!((known.status, &known.body), (unknown.status, &unknown.body), "{locale}");
    }
    // Only the real player got a message.
    app.settled().await;
    let all = app.get("/dev/outbox", "en").await;
    let recipients: Vec<&str> =
        all.body["data"].as_array().unwrap().iter().map(|m| m["recipient"].as_str().unwrap()).collect();
    assert_eq!(recipients, [player.email.as_str(), player.email.as_str()]);
    // Code checks answer the same for an unknown user and a wrong code.
    let code = outbox_code(app, &player.email).await;
    let wrong_code =
        app.post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": wrong(&code)})).await;
    let unknown = app.post("/api/auth/checkresetcode", "en", &json!({"username": "ghostuser", "code": code})).await;
    assert_eq!(wrong_code.status, 400);
    assert_eq!((wrong_code.status, &wrong_code.body), (unknown.status, &unknown.body));
    // The resend wait applies to every username alike.
    let known = app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username})).await;
    let unknown = app.post("/api/auth/sendresetpassword", "en", &json!({"username": "ghosten"})).await;
    assert_eq!((known.status, known.code()), (429, "auth.code_resend_wait"));
    assert_eq!((unknown.status, unknown.code()), (429, "auth.code_resend_wait"));
});

db_test!(a_reset_code_allows_five_wrong_entries_and_expires, async |app: &TestApp| {
    let player = app.player().register().await;
    assert_eq!(app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username})).await.status, 200);
    let code = outbox_code(app, &player.email).await;
    for _ in 0..5 {
        let bad = app
            .post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": wrong(&code)}))
            .await;
        assert_eq!((bad.status, bad.code()), (400, "auth.invalid_code"));
        assert_eq!(bad.body["errors"]["code"][0], "The code is incorrect or has expired.");
    }
    let burnt = app.post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": code})).await;
    assert_eq!((burnt.status, burnt.code()), (400, "auth.invalid_code"), "the right code is burnt after five tries");

    app.clock.advance(MINUTE);
    assert_eq!(app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username})).await.status, 200);
    let code = outbox_code(app, &player.email).await;
    // Checking a right code does not use up a try or the code.
    for _ in 0..6 {
        let ok = app.post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": code})).await;
        assert_eq!(ok.status, 200, "{}", ok.text);
    }
    app.clock.advance(10 * MINUTE + Duration::from_secs(1));
    let late = app.post("/api/auth/checkresetcode", "en", &json!({"username": player.username, "code": code})).await;
    assert_eq!((late.status, late.code()), (400, "auth.invalid_code"), "expired");
});

db_test!(recovery_forms_refuse_every_broken_rule, async |app: &TestApp| {
    let refused = async |path: &str, body: Value, field: &str, message: &str| {
        let answer = app.post(path, "en", &body).await;
        assert_eq!(answer.status, 422, "{path} {body}: {}", answer.text);
        assert_eq!(answer.body["errors"][field][0], message, "{path} {body}");
    };
    let send = "/api/auth/sendresetpassword";
    refused(send, json!({"username": ""}), "username", "This field is required.").await;
    refused(send, json!({"username": "a"}), "username", "Must be between 2 and 30 characters.").await;
    refused(send, json!({"username": "a".repeat(31)}), "username", "Must be between 2 and 30 characters.").await;
    let check = "/api/auth/checkresetcode";
    refused(check, json!({"username": "a", "code": "123456"}), "username", "Must be between 2 and 30 characters.")
        .await;
    refused(check, json!({"username": "ayse1", "code": ""}), "code", "This field is required.").await;
    refused(check, json!({"username": "ayse1", "code": "12"}), "code", "Must be between 3 and 20 characters.").await;
    refused(
        check,
        json!({"username": "ayse1", "code": "1".repeat(21)}),
        "code",
        "Must be between 3 and 20 characters.",
    )
    .await;
    let change = "/api/auth/changepasswordwithcode";
    let form = |code: &str, password: &str, password2: &str| json!({"username": "ayse1", "code": code, "password": password, "password2": password2});
    refused(change, form("12", "brandnew1", "brandnew1"), "code", "Must be between 3 and 20 characters.").await;
    refused(change, form("123456", "abcd", "abcd"), "password", "Must be between 5 and 100 characters.").await;
    refused(change, form("123456", "", ""), "password", "This field is required.").await;
    refused(change, form("123456", "brandnew1", "brandnew2"), "password2", "Passwords do not match.").await;
    refused(change, form("123456", "brandnew1", ""), "password2", "This field is required.").await;
});

fn few_checks() -> Settings {
    let mut settings = Settings { dev_outbox: true, ..Default::default() };
    settings.accounts.limits.check_account = api::settings::Rule::new(3, 600);
    settings.accounts.limits.send_ip = api::settings::Rule::new(2, 3600);
    settings
}

db_test_with!(recovery_is_rate_limited_per_account_and_ip, few_checks(), async |app: &TestApp| {
    for _ in 0..3 {
        let answer =
            app.post("/api/auth/checkresetcode", "en", &json!({"username": "ghostuser", "code": "123456"})).await;
        assert_eq!(answer.status, 400);
    }
    let limited = app.post("/api/auth/checkresetcode", "tr", &json!({"username": "ghostuser", "code": "123456"})).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"));
    let retry = limited.header("retry-after").unwrap().to_owned();
    assert_eq!(limited.message(), format!("Çok fazla deneme yapıldı. Lütfen {retry} saniye sonra tekrar deneyin."));
    // Sending from one ip: two different usernames, then the ip's budget is spent.
    for name in ["ghostone", "ghosttwo"] {
        assert_eq!(app.post("/api/auth/sendresetpassword", "en", &json!({"username": name})).await.status, 200);
    }
    let limited = app.post("/api/auth/sendresetpassword", "en", &json!({"username": "ghostthree"})).await;
    assert_eq!((limited.status, limited.code()), (429, "rate_limited"));
    app.clock.advance(Duration::from_secs(3601));
    assert_eq!(app.post("/api/auth/sendresetpassword", "en", &json!({"username": "ghostthree"})).await.status, 200);
});

db_test!(a_blocked_player_gets_no_reset_code, async |app: &TestApp| {
    let player = app.player().register().await;
    store::testing::set_player_blocked_at(&app.db, &player.username, app.clock.now()).await.unwrap();
    let answer = app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username})).await;
    assert_eq!(answer.status, 200, "the same answer as for anyone");
    app.settled().await;
    let mail = app.get(&format!("/dev/outbox?recipient={}", player.email), "en").await;
    assert_eq!(mail.body["data"], json!([]));
});

db_test!(a_reset_code_is_used_once_even_by_parallel_requests, async |app: &TestApp| {
    let player = app.player().register().await;
    app.post("/api/auth/sendresetpassword", "en", &json!({"username": player.username})).await;
    let code = outbox_code(app, &player.email).await;
    let reset = |password: &str| json!({"username": player.username, "code": code, "password": password, "password2": password});
    let attempts = ["parallel1x", "parallel2x", "parallel3x", "parallel4x"].map(|password| {
        let body = reset(password);
        async move { app.post("/api/auth/changepasswordwithcode", "en", &body).await }
    });
    let answers = futures::future::join_all(attempts).await;
    let succeeded: Vec<usize> = (0..answers.len()).filter(|&i| answers[i].status == 200).collect();
    assert_eq!(succeeded.len(), 1, "exactly one reset wins: {:?}", answers.iter().map(|a| &a.text).collect::<Vec<_>>());
    // The winner's password is the one that works.
    let winner = ["parallel1x", "parallel2x", "parallel3x", "parallel4x"][succeeded[0]];
    let login = app.post("/api/auth/login", "en", &json!({"username": player.username, "password": winner})).await;
    assert_eq!(login.status, 200, "{}", login.text);
});
