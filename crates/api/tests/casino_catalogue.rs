//! The casino catalogue over real HTTP on both databases: categories in both languages, each lobby and live
//! filter, a category's pages and totals, search (case, accents, Turkish İ/ı), what players must not see,
//! favourites, and the operators' catalogue API (roles, audit, bad input changing nothing).

use domain::{
    casino::{LiveType, Lobby},
    operator::Role,
};
use serde_json::{Value, json};
use store::{
    casino::catalogue::{self, CategoryInput, NewGame},
    cms::Localized,
};

use crate::common::{Answer, TestApp};

/// The entries of a `casino/games` answer.
fn entries(answer: &Answer) -> &Vec<Value> {
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"].as_array().unwrap_or_else(|| panic!("a list: {}", answer.text))
}

/// The names of an entry's games, in order.
fn names(entry: &Value) -> Vec<&str> {
    entry["games"].as_array().unwrap().iter().map(|g| g["name"].as_str().unwrap()).collect()
}

/// `POST casino/games` as a visitor, in `locale`.
async fn games(app: &TestApp, locale: &str, body: Value) -> Answer {
    app.post("/api/casino/games", locale, &body).await
}

/// The one entry of a page answer.
async fn page(app: &TestApp, body: Value) -> Value {
    let answer = games(app, "en", body).await;
    let list = entries(&answer);
    assert_eq!(list.len(), 1, "{}", answer.text);
    list[0].clone()
}

/// A category made in the store.
async fn category(app: &TestApp, slug: &str, names: (&str, &str), lobbies: &[&str], position: i64) -> i64 {
    let input = CategoryInput {
        slug: slug.to_owned(),
        name: Localized::new(names.0, names.1),
        slug_list: lobbies.iter().map(|l| (*l).to_owned()).collect(),
        image_url: format!("/media/casino/categories/{slug}.svg"),
        position,
        enabled: true,
    };
    catalogue::create_category(&app.db, &input, None).await.unwrap().unwrap().id
}

/// A game to add: Hub88's, a slot at position 10, in no category, until changed.
fn game(code: &str, name: &str) -> NewGame {
    NewGame {
        provider_id: 2,
        game_code: code.to_owned(),
        name: name.to_owned(),
        studio: "Pragmatic Play".to_owned(),
        main_provider_id: 2,
        product_id: String::new(),
        system: String::new(),
        image_url: format!("/media/casino/games/hub88-{code}.svg"),
        lobby: Lobby::Slot,
        live: None,
        tags: vec!["popular".to_owned()],
        rtp: Some(9648),
        position: 10,
        enabled: true,
        categories: Vec::new(),
    }
}

impl TestApp {
    async fn add_game(&self, new: NewGame) -> i64 {
        catalogue::insert_game(&self.db, &new, self.clock.now(), None).await.unwrap().unwrap().game.id
    }
}

fn live(code: &str, name: &str, kind: LiveType) -> NewGame {
    NewGame {
        provider_id: 5,
        lobby: Lobby::Live,
        live: Some(kind),
        product_id: "evolution".to_owned(),
        ..game(code, name)
    }
}

db_test!(categories_are_listed_in_order_in_the_request_s_language, async |app: &TestApp| {
    let popular = category(app, "slot-popular", ("Popüler", "Popular"), &["slot"], 2).await;
    let roulette = category(app, "live-roulette", ("Rulet", "Roulette"), &["live", "roulette"], 1).await;
    let hidden = category(app, "hidden", ("Gizli", "Hidden"), &["slot"], 3).await;
    let mut off = catalogue::category(&app.db, hidden).await.unwrap().unwrap();
    off.enabled = false;
    let input = CategoryInput {
        slug: off.slug,
        name: off.name,
        slug_list: off.slug_list,
        image_url: off.image_url,
        position: off.position,
        enabled: false,
    };
    catalogue::update_category(&app.db, hidden, &input, None).await.unwrap().unwrap().unwrap();

    let tr = app.get("/api/casino/categorylist", "tr").await;
    assert_eq!(tr.status, 200, "{}", tr.text);
    assert_eq!(
        tr.body["data"],
        json!([
            {"id": roulette, "name": "Rulet", "slugList": ["live", "roulette"],
             "imageUrl": "/media/casino/categories/live-roulette.svg"},
            {"id": popular, "name": "Popüler", "slugList": ["slot"], "imageUrl": "/media/casino/categories/slot-popular.svg"},
        ])
    );
    let en = app.get("/api/casino/categorylist", "en").await;
    assert_eq!(en.body["data"][0]["name"], "Roulette");
    assert_eq!(en.body["data"][1]["name"], "Popular");
    let default = app.get("/api/casino/categorylist", "").await;
    assert_eq!(default.body["data"][1]["name"], "Popüler", "Turkish without x-locale");
});

db_test!(each_lobby_and_live_filter_answers_its_rows_and_its_whole_list, async |app: &TestApp| {
    store::demo::casino::load(&app.db, app.clock.now()).await.unwrap();
    // Loading again adds nothing.
    let count = store::testing::count(&app.db, "casino_games").await.unwrap();
    store::demo::casino::load(&app.db, app.clock.now()).await.unwrap();
    assert_eq!(store::testing::count(&app.db, "casino_games").await.unwrap(), count);
    assert!(count >= 60, "{count} demo games");

    for lobby in ["slot", "live", "games", "bingo", "tvbets", "virtual"] {
        let rows = games(app, "tr", json!({"systemCategory": lobby, "take": 3})).await;
        let rows = entries(&rows);
        assert!(!rows.is_empty(), "{lobby} has categories");
        for row in rows {
            assert!(row["slugList"].as_array().unwrap().contains(&json!(lobby)), "{row}");
            assert!(row["games"].as_array().unwrap().len() <= 3);
            assert!(row["total"].as_i64().unwrap() >= row["games"].as_array().unwrap().len() as i64);
        }
        let all = page(app, json!({"systemCategory": lobby, "categoryId": 0, "take": 100})).await;
        assert_eq!(all["id"], 0);
        assert_eq!(all["name"], "All");
        let list = all["games"].as_array().unwrap();
        assert!(!list.is_empty(), "{lobby}");
        assert_eq!(all["total"], list.len() as i64);
        assert!(list.iter().all(|g| g["live"] == (lobby == "live")), "{lobby}: {all}");
    }
    let slots = page(app, json!({"systemCategory": "slot", "categoryId": 0, "take": 100})).await;
    let sweet = slots["games"].as_array().unwrap().iter().find(|g| g["name"] == "Sweet Bonanza").unwrap();
    assert_eq!(sweet["providerName"], "Hub88");
    assert_eq!(sweet["studio"], "Pragmatic Play");
    assert_eq!(sweet["rtp"], 96.48);
    assert_eq!(sweet["liveType"], Value::Null);
    assert_eq!(sweet["image"], "/media/casino/games/hub88-vs20fruitsw.webp");
    let games_lobby = page(app, json!({"systemCategory": "games", "categoryId": 0, "take": 100})).await;
    for code in ["crash", "roulette", "dice", "aviator"] {
        assert!(games_lobby["games"].as_array().unwrap().iter().any(|g| g["gameCode"] == code), "{code}");
    }

    for filter in ["roulette", "blackjack", "poker", "baccarat", "dealer"] {
        let rows = games(app, "en", json!({"systemCategory": filter})).await;
        assert!(!entries(&rows).is_empty(), "{filter} has categories");
        let all = page(app, json!({"systemCategory": filter, "categoryId": 0})).await;
        let list = all["games"].as_array().unwrap();
        assert!(!list.is_empty(), "{filter}");
        for g in list {
            assert_eq!(g["live"], true, "{g}");
            assert_eq!(g["liveType"], filter, "{g}");
            assert_eq!(g["providerName"], "EveryMatrix");
        }
    }
    // The built-in roulette is a table game that the live roulette category also shows.
    let roulette = games(app, "en", json!({"systemCategory": "roulette"})).await;
    let rails = entries(&roulette);
    assert!(rails.iter().any(|rail| rail["games"].as_array().unwrap().iter().any(|g| g["gameCode"] == "roulette")));
});

db_test!(a_category_pages_through_its_games_in_order_with_its_total, async |app: &TestApp| {
    let jackpots = category(app, "slot-jackpot", ("Jackpot", "Jackpots"), &["slot"], 1).await;
    let other = category(app, "slot-new", ("Yeni", "New"), &["slot"], 2).await;
    // 30 games in the category: positions 1..=15 twice over, so ids break the ties.
    let mut expected = Vec::new();
    for n in 0..30 {
        let name = format!("Jackpot {n:02}");
        let id = app
            .add_game(NewGame { position: 15 - (n % 15), categories: vec![jackpots], ..game(&format!("jp{n}"), &name) })
            .await;
        expected.push((15 - (n % 15), id, name));
    }
    app.add_game(NewGame { categories: vec![other], ..game("outsider", "Outsider") }).await;
    expected.sort();
    let expected: Vec<&str> = expected.iter().map(|(_, _, name)| name.as_str()).collect();

    let first = page(app, json!({"systemCategory": "slot", "categoryId": jackpots, "skip": 0, "take": 12})).await;
    assert_eq!(first["id"], jackpots);
    assert_eq!(first["name"], "Jackpots");
    assert_eq!(first["total"], 30);
    assert_eq!(names(&first), expected[..12]);
    let second = page(app, json!({"systemCategory": "slot", "categoryId": jackpots, "skip": 12, "take": 12})).await;
    assert_eq!(names(&second), expected[12..24]);
    let last = page(app, json!({"systemCategory": "slot", "categoryId": jackpots, "skip": 24, "take": 12})).await;
    assert_eq!(names(&last), expected[24..]);
    assert_eq!(last["total"], 30);
    let past = page(app, json!({"systemCategory": "slot", "categoryId": jackpots, "skip": 40, "take": 12})).await;
    assert!(names(&past).is_empty());
    assert_eq!(past["total"], 30, "the total past the end");
    // Default take is 24.
    assert_eq!(names(&page(app, json!({"systemCategory": "slot", "categoryId": jackpots})).await).len(), 24);

    // The lobby's rows: each category with its first games and its total.
    let rows = games(app, "tr", json!({"systemCategory": "slot", "take": 5})).await;
    let rows = entries(&rows);
    assert_eq!(rows.len(), 2);
    assert_eq!((rows[0]["name"].as_str(), rows[0]["total"].as_i64()), (Some("Jackpot"), Some(30)));
    assert_eq!(names(&rows[0]), expected[..5]);
    assert_eq!((rows[1]["name"].as_str(), rows[1]["total"].as_i64()), (Some("Yeni"), Some(1)));
    // The whole lobby holds both categories' games.
    let all = page(app, json!({"systemCategory": "slot", "categoryId": 0, "skip": 29, "take": 100})).await;
    assert_eq!(all["total"], 31);
    assert_eq!(names(&all).len(), 2);

    // Reordering a game moves it within its category too.
    let moved = app.operator(Role::Content).login().await;
    let last_id = catalogue::game_by_code(&app.db, 2, "jp0").await.unwrap().unwrap().id;
    let answer = app
        .send(
            app.client
                .put(app.url(&format!("/api/admin/casino/games/{last_id}")))
                .bearer_auth(&moved)
                .json(&json!({"position": 0})),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    let first = page(app, json!({"systemCategory": "slot", "categoryId": jackpots, "take": 1})).await;
    assert_eq!(names(&first), ["Jackpot 00"]);

    let unknown = games(app, "tr", json!({"systemCategory": "slot", "categoryId": 9999})).await;
    assert_eq!(unknown.status, 404);
    assert_eq!(unknown.code(), "casino.category_not_found");
    assert_eq!(unknown.message(), "Böyle bir oyun kategorisi yok.");
});

db_test!(search_ignores_case_accents_and_turkish_dotted_i, async |app: &TestApp| {
    let istanbul = app.add_game(game("istanbul", "İstanbul Nights")).await;
    app.add_game(game("sekerli", "Şekerli Çarşı")).await;
    app.add_game(game("gonzo", "Gonzo's Quest")).await;
    app.add_game(live("turkrulet", "Türkçe Rulet", LiveType::Roulette)).await;
    app.add_game(NewGame { lobby: Lobby::Games, ..game("zarrulet", "Zar Rulet") }).await;

    for search in ["istanbul", "ISTANBUL", "Istanbul", "ıstanbul", "  İstanbul  ", "stanb", "istanbul nights"] {
        let found = page(app, json!({"search": search, "live": false, "skip": 0, "take": 5})).await;
        assert_eq!(found["total"], 1, "{search}: {found}");
        assert_eq!(found["games"][0]["id"], istanbul, "{search}");
    }
    assert_eq!(names(&page(app, json!({"search": "sekerli carsi"})).await), ["Şekerli Çarşı"]);
    assert_eq!(names(&page(app, json!({"search": "gonzos"})).await), ["Gonzo's Quest"]);
    assert_eq!(names(&page(app, json!({"search": "GONZO'S"})).await), ["Gonzo's Quest"]);
    // live: true finds live tables only; otherwise everything else.
    assert_eq!(names(&page(app, json!({"search": "rulet", "live": true})).await), ["Türkçe Rulet"]);
    assert_eq!(names(&page(app, json!({"search": "rulet"})).await), ["Zar Rulet"]);
    let entry = page(app, json!({"search": "nothing like it"})).await;
    assert_eq!((entry["id"].as_i64(), entry["total"].as_i64()), (Some(0), Some(0)));
    let tr = games(app, "tr", json!({"search": "rulet"})).await;
    assert_eq!(entries(&tr)[0]["name"], "Arama");

    // The quick search takes five of many, and says how many there are.
    for n in 0..7 {
        app.add_game(NewGame { position: n, ..game(&format!("bonanza{n}"), &format!("Bonanza {n}")) }).await;
    }
    let quick = page(app, json!({"search": "bonanza", "live": false, "skip": 0, "take": 5})).await;
    assert_eq!(names(&quick), ["Bonanza 0", "Bonanza 1", "Bonanza 2", "Bonanza 3", "Bonanza 4"]);
    assert_eq!(quick["total"], 7);
    let rest = page(app, json!({"search": "bonanza", "skip": 5, "take": 5})).await;
    assert_eq!((names(&rest).len(), rest["total"].as_i64()), (2, Some(7)));

    // An empty search is refused, in the request's language.
    for search in ["", "   ", "%_'"] {
        let empty = games(app, "tr", json!({"search": search, "live": false})).await;
        assert_eq!(empty.status, 422, "{search:?}: {}", empty.text);
        assert_eq!(empty.body["errors"]["search"][0], "Bu alan zorunludur.");
        assert_eq!(empty.message(), "Bu alan zorunludur.");
    }
    let en = games(app, "en", json!({"search": ""})).await;
    assert_eq!(en.body["errors"]["search"][0], "This field is required.");
});

db_test!(players_never_see_disabled_games_or_games_of_disabled_providers, async |app: &TestApp| {
    let popular = category(app, "slot-popular", ("Popüler", "Popular"), &["slot"], 1).await;
    let shown = app.add_game(NewGame { categories: vec![popular], ..game("shown", "Lucky Shown") }).await;
    app.add_game(NewGame { enabled: false, categories: vec![popular], ..game("off", "Lucky Off") }).await;
    let egt = app
        .add_game(NewGame {
            provider_id: 3,
            studio: "EGT Digital".into(),
            categories: vec![popular],
            ..game("egt", "Lucky Egt")
        })
        .await;
    let player = app.player().register().await;
    for id in [shown, egt] {
        let code = if id == shown { "shown" } else { "egt" };
        let provider = if id == shown { 2 } else { 3 };
        let toggled = app
            .post_as("/api/casino/togglefavorite", &player.token, &json!({"code": code, "providerId": provider}))
            .await;
        assert_eq!(toggled.body["data"]["favorite"], true, "{}", toggled.text);
    }
    let lists = [
        json!({"systemCategory": "slot", "categoryId": 0}),
        json!({"systemCategory": "slot", "categoryId": popular}),
        json!({"search": "lucky"}),
    ];
    for body in &lists {
        let entry = page(app, body.clone()).await;
        assert_eq!(names(&entry), ["Lucky Shown", "Lucky Egt"], "{body}");
        assert_eq!(entry["total"], 2, "{body}");
    }
    let rows = games(app, "en", json!({"systemCategory": "slot"})).await;
    assert_eq!(entries(&rows)[0]["total"], 2);

    // EGT switched off: its games leave every list, the favourites too.
    store::testing::execute(&app.db, "UPDATE casino_providers SET enabled = FALSE WHERE id = 3").await.unwrap();
    for body in &lists {
        let entry = page(app, body.clone()).await;
        assert_eq!((names(&entry), entry["total"].as_i64()), (vec!["Lucky Shown"], Some(1)), "{body}");
    }
    let favourites = app.post_as("/api/casino/games", &player.token, &json!({"favorites": true})).await;
    assert_eq!(names(&entries(&favourites)[0]), ["Lucky Shown"]);
    assert_eq!(app.get_as("/api/casino/favoritelist", &player.token).await.body["data"], json!(["shown"]));
    // A hidden game cannot be made a favourite, but one can still be taken off.
    let hidden =
        app.post_as("/api/casino/togglefavorite", &player.token, &json!({"code": "off", "providerId": 2})).await;
    assert_eq!((hidden.status, hidden.code()), (404, "casino.game_not_found"));
    let off = app.post_as("/api/casino/togglefavorite", &player.token, &json!({"code": "egt", "providerId": 3})).await;
    assert_eq!(off.body["data"]["favorite"], false, "{}", off.text);
});

db_test!(favourites_toggle_on_and_off_for_logged_in_players_only, async |app: &TestApp| {
    app.add_game(game("vs20fruitsw", "Sweet Bonanza")).await;
    app.add_game(NewGame { position: 5, ..game("vs20olympgate", "Gates of Olympus") }).await;
    let body = json!({"code": "vs20fruitsw", "providerId": 2});

    // A visitor is asked to log in.
    let visitor = app.post("/api/casino/togglefavorite", "tr", &body).await;
    assert_eq!((visitor.status, visitor.code()), (401, "auth.unauthorized"));
    assert_eq!(app.get("/api/casino/favoritelist", "en").await.status, 401);
    assert_eq!(games(app, "en", json!({"favorites": true})).await.status, 401);
    assert_eq!(store::testing::count(&app.db, "casino_favourites").await.unwrap(), 0);

    let player = app.player().register().await;
    let other = app.player().register().await;
    let on = app.post_as("/api/casino/togglefavorite", &player.token, &body).await;
    assert_eq!(on.status, 200, "{}", on.text);
    assert_eq!(on.body["data"], json!({"favorite": true}));
    let olympus = json!({"code": "vs20olympgate", "providerId": "2"});
    assert_eq!(app.post_as("/api/casino/togglefavorite", &player.token, &olympus).await.body["data"]["favorite"], true);
    let list = app.get_as("/api/casino/favoritelist", &player.token).await;
    assert_eq!(list.body["data"], json!(["vs20olympgate", "vs20fruitsw"]), "in catalogue order");
    let favourites = app.post_as("/api/casino/games", &player.token, &json!({"favorites": true, "take": 1})).await;
    let entry = &entries(&favourites)[0];
    assert_eq!(
        (entry["id"].as_i64(), entry["name"].as_str(), entry["total"].as_i64()),
        (Some(0), Some("Favourites"), Some(2))
    );
    assert_eq!(names(entry), ["Gates of Olympus"]);
    // Another player's favourites are their own.
    assert_eq!(app.get_as("/api/casino/favoritelist", &other.token).await.body["data"], json!([]));

    let off = app.post_as("/api/casino/togglefavorite", &player.token, &body).await;
    assert_eq!(off.body["data"], json!({"favorite": false}));
    assert_eq!(app.get_as("/api/casino/favoritelist", &player.token).await.body["data"], json!(["vs20olympgate"]));

    // Bad input is refused and stores nothing; an unknown game is not found.
    let before = store::testing::count(&app.db, "casino_favourites").await.unwrap();
    let bad = app
        .send(
            app.client
                .post(app.url("/api/casino/togglefavorite"))
                .header("x-locale", "tr")
                .bearer_auth(&player.token)
                .json(&json!({"code": " ", "providerId": 42})),
        )
        .await;
    assert_eq!(bad.status, 422, "{}", bad.text);
    assert_eq!(bad.body["errors"]["code"][0], "Bu alan zorunludur.");
    assert_eq!(bad.body["errors"]["providerId"][0], "Seçeneklerden birini seçin.");
    let unknown =
        app.post_as("/api/casino/togglefavorite", &player.token, &json!({"code": "nope", "providerId": 2})).await;
    assert_eq!((unknown.status, unknown.code()), (404, "casino.game_not_found"));
    assert_eq!(unknown.message(), "This game was not found or cannot be played right now.");
    assert_eq!(store::testing::count(&app.db, "casino_favourites").await.unwrap(), before);
});

db_test!(bad_lobby_requests_are_refused_field_by_field_in_the_request_s_language, async |app: &TestApp| {
    let cases = [
        (json!({}), "systemCategory", "Bu alan zorunludur."),
        (json!({"systemCategory": "casino"}), "systemCategory", "Seçeneklerden birini seçin."),
        (json!({"systemCategory": "slot", "take": 101}), "take", "1 ile 100 arasında olmalıdır."),
        (json!({"systemCategory": "slot", "take": 0}), "take", "1 ile 100 arasında olmalıdır."),
        (json!({"systemCategory": "slot", "skip": -1}), "skip", "0 ile 2147483647 arasında olmalıdır."),
        (json!({"systemCategory": "slot", "categoryId": "abc"}), "categoryId", "0 ile 2147483647 arasında olmalıdır."),
        (json!({"categoryId": 0}), "systemCategory", "Bu alan zorunludur."),
    ];
    for (body, field, text) in cases {
        let answer = games(app, "tr", body.clone()).await;
        assert_eq!(answer.status, 422, "{body}: {}", answer.text);
        assert_eq!(answer.code(), "request.validation");
        assert_eq!(answer.body["errors"][field][0], text, "{body}: {}", answer.text);
    }
    let en = games(app, "en", json!({"systemCategory": "casino"})).await;
    assert_eq!(en.body["errors"]["systemCategory"][0], "Choose one of the options.");
});

/// An operator's request with a body, in `locale`.
async fn admin(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: &str,
    locale: &str,
    body: Option<Value>,
) -> Answer {
    let mut request = app.client.request(method, app.url(path)).header("x-locale", locale).bearer_auth(token);
    if let Some(body) = body {
        request = request.json(&body);
    }
    app.send(request).await
}

db_test!(operators_curate_games_with_roles_and_audit, async |app: &TestApp| {
    let popular = category(app, "slot-popular", ("Popüler", "Popular"), &["slot"], 1).await;
    let new = category(app, "slot-new", ("Yeni", "New"), &["slot"], 2).await;
    let sweet = app.add_game(NewGame { categories: vec![popular], ..game("vs20fruitsw", "Sweet Bonanza") }).await;
    app.add_game(NewGame { position: 20, ..game("vs20olympgate", "Gates of Olympus") }).await;
    app.add_game(live("crazytime", "Crazy Time", LiveType::Dealer)).await;
    let content = app.operator(Role::Content).login().await;
    let support = app.operator(Role::Support).login().await;
    let boss = app.operator(Role::Admin).login().await;
    use reqwest::Method;

    // Who may.
    assert_eq!(app.get("/api/admin/casino/games", "en").await.status, 401);
    let refused = admin(app, Method::GET, "/api/admin/casino/games", &support, "en", None).await;
    assert_eq!((refused.status, refused.code()), (403, "auth.forbidden"));
    let refused = admin(
        app,
        Method::PUT,
        &format!("/api/admin/casino/games/{sweet}"),
        &support,
        "en",
        Some(json!({"enabled": false})),
    )
    .await;
    assert_eq!(refused.status, 403);
    assert_eq!(admin(app, Method::GET, "/api/admin/casino/categories", &boss, "en", None).await.status, 200);

    // Filters and paging.
    let all = admin(app, Method::GET, "/api/admin/casino/games?take=2", &content, "en", None).await;
    assert_eq!(all.status, 200, "{}", all.text);
    assert_eq!(all.body["data"]["total"], 3);
    assert_eq!(all.body["data"]["items"].as_array().unwrap().len(), 2);
    assert_eq!(all.body["data"]["items"][0]["categories"], json!([popular]));
    let by = async |query: &str| {
        let answer = admin(app, Method::GET, &format!("/api/admin/casino/games?{query}"), &content, "en", None).await;
        assert_eq!(answer.status, 200, "{query}: {}", answer.text);
        answer.body["data"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["name"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(by("provider=5").await, ["Crazy Time"]);
    assert_eq!(by("lobby=slot").await, ["Sweet Bonanza", "Gates of Olympus"]);
    assert_eq!(by("search=OLYMP").await, ["Gates of Olympus"]);
    assert_eq!(by("enabled=false").await, Vec::<String>::new());
    let bad =
        admin(app, Method::GET, "/api/admin/casino/games?provider=99&lobby=x&enabled=maybe", &content, "tr", None)
            .await;
    assert_eq!(bad.status, 422);
    assert_eq!(bad.body["errors"]["provider"][0], "Seçeneklerden birini seçin.");
    assert!(bad.body["errors"]["lobby"].is_array() && bad.body["errors"]["enabled"].is_array());

    // A change: renamed (found by its new name only), off, in other categories, tagged, another picture.
    let audit_before = store::testing::audit_actions(&app.db).await.unwrap().len();
    let changed = admin(
        app,
        Method::PUT,
        &format!("/api/admin/casino/games/{sweet}"),
        &content,
        "tr",
        Some(json!({"name": "Tatlı Bonanza", "categories": [new], "tags": ["new", "bonus-buy"], "image": "/media/x.svg", "position": 1})),
    )
    .await;
    assert_eq!(changed.status, 200, "{}", changed.text);
    assert_eq!(changed.message(), "Kaydedildi.");
    let data = &changed.body["data"];
    assert_eq!((data["name"].as_str(), data["position"].as_i64()), (Some("Tatlı Bonanza"), Some(1)));
    assert_eq!(data["categories"], json!([new]));
    assert_eq!(data["tags"], json!(["new", "bonus-buy"]));
    assert_eq!(data["image"], "/media/x.svg");
    assert_eq!(names(&page(app, json!({"search": "tatli"})).await), ["Tatlı Bonanza"]);
    assert_eq!(page(app, json!({"search": "sweet"})).await["total"], 0);
    assert_eq!(names(&page(app, json!({"systemCategory": "slot", "categoryId": new})).await), ["Tatlı Bonanza"]);
    assert_eq!(page(app, json!({"systemCategory": "slot", "categoryId": popular})).await["total"], 0);
    let off = admin(
        app,
        Method::PUT,
        &format!("/api/admin/casino/games/{sweet}"),
        &content,
        "en",
        Some(json!({"enabled": false})),
    )
    .await;
    assert_eq!(off.body["data"]["enabled"], false);
    assert_eq!(off.body["data"]["name"], "Tatlı Bonanza", "absent fields stay");
    assert_eq!(names(&page(app, json!({"systemCategory": "slot", "categoryId": 0})).await), ["Gates of Olympus"]);
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    assert_eq!(actions[audit_before..], ["casino.game.update", "casino.game.update"]);

    // Bad input is refused in the request's language and changes nothing.
    let bad = admin(
        app,
        Method::PUT,
        &format!("/api/admin/casino/games/{sweet}"),
        &content,
        "tr",
        Some(json!({"name": "", "categories": [9999], "tags": ["Yeni Oyun"], "image": "javascript:alert(1)", "position": -1, "enabled": true})),
    )
    .await;
    assert_eq!(bad.status, 422, "{}", bad.text);
    assert_eq!(bad.body["errors"]["name"][0], "Bu alan zorunludur.");
    assert_eq!(bad.body["errors"]["categories"][0], "Böyle bir oyun kategorisi yok.");
    assert_eq!(bad.body["errors"]["tags"][0], "Etiketler 1-30 karakter olmalı: küçük harf, rakam ve tire.");
    assert!(bad.body["errors"]["image"].is_array() && bad.body["errors"]["position"].is_array());
    let unchanged = admin(app, Method::GET, &format!("/api/admin/casino/games/{sweet}"), &content, "en", None).await;
    assert_eq!(unchanged.body["data"]["enabled"], false);
    assert_eq!(unchanged.body["data"]["categories"], json!([new]));
    assert_eq!(store::testing::audit_actions(&app.db).await.unwrap().len(), actions.len());
    let missing =
        admin(app, Method::PUT, "/api/admin/casino/games/9999", &content, "en", Some(json!({"enabled": true}))).await;
    assert_eq!((missing.status, missing.code()), (404, "casino.game_not_found"));

    // A new game, and the same code again.
    let body = json!({"providerId": 4, "gameCode": "burninghot", "name": "Burning Hot", "studio": "Amusnet",
        "lobby": "slot", "tags": ["classic"], "rtp": 96.5, "categories": [popular]});
    let created = admin(app, Method::POST, "/api/admin/casino/games", &content, "en", Some(body.clone())).await;
    assert_eq!(created.status, 200, "{}", created.text);
    assert_eq!(created.body["data"]["providerName"], "Amusnet");
    assert_eq!(created.body["data"]["rtp"], 96.5);
    assert!(created.body["data"]["position"].as_i64().unwrap() > 20, "after the last");
    assert_eq!(names(&page(app, json!({"search": "burning"})).await), ["Burning Hot"]);
    let again = admin(app, Method::POST, "/api/admin/casino/games", &content, "en", Some(body)).await;
    assert_eq!((again.status, again.code()), (409, "casino.game_exists"));
    let refused = admin(
        app,
        Method::POST,
        "/api/admin/casino/games",
        &content,
        "en",
        Some(json!({"providerId": 9, "gameCode": "a b", "name": "x", "lobby": "casino", "liveType": "craps", "rtp": 120})),
    )
    .await;
    assert_eq!(refused.status, 422);
    for field in ["providerId", "gameCode", "lobby", "liveType", "rtp"] {
        assert!(refused.body["errors"][field].is_array(), "{field}: {}", refused.text);
    }
    // Three made here and the sportsbook's own game (migration 0025).
    assert_eq!(store::testing::count(&app.db, "casino_games").await.unwrap(), 4 + 1);
    assert_eq!(store::testing::audit_actions(&app.db).await.unwrap().last().unwrap(), "casino.game.create");
    assert!(store::audit::verify(&app.db).await.unwrap().is_intact());
});

db_test!(operators_manage_categories_with_audit, async |app: &TestApp| {
    let content = app.operator(Role::Content).login().await;
    let finance = app.operator(Role::Finance).login().await;
    use reqwest::Method;
    let body = json!({"slug": "live-turkish", "name": {"tr": "Türkçe Masalar", "en": "Turkish Tables"},
        "slugList": ["live", "roulette"], "imageUrl": "/media/casino/categories/live-turkish.svg"});
    let refused = admin(app, Method::POST, "/api/admin/casino/categories", &finance, "en", Some(body.clone())).await;
    assert_eq!(refused.status, 403);

    let created = admin(app, Method::POST, "/api/admin/casino/categories", &content, "tr", Some(body.clone())).await;
    assert_eq!(created.status, 200, "{}", created.text);
    let id = created.body["data"]["id"].as_i64().unwrap();
    assert_eq!(created.body["data"]["enabled"], true);
    assert_eq!(created.body["data"]["slugList"], json!(["live", "roulette"]));
    let listed = app.get("/api/casino/categorylist", "tr").await;
    assert_eq!(listed.body["data"][0]["name"], "Türkçe Masalar");
    let again = admin(app, Method::POST, "/api/admin/casino/categories", &content, "tr", Some(body)).await;
    assert_eq!((again.status, again.code()), (409, "casino.category_slug_taken"));
    assert_eq!(again.body["errors"]["slug"][0], "Bu kısa ad başka bir kategoride kullanılıyor.");

    let game =
        app.add_game(NewGame { categories: vec![id], ..live("turkrulet", "Türkçe Rulet", LiveType::Roulette) }).await;
    let update = json!({"slug": "live-turkish", "name": {"tr": "Türk Masaları", "en": "Turkish Tables"},
        "slugList": ["live"], "enabled": false});
    let updated =
        admin(app, Method::PUT, &format!("/api/admin/casino/categories/{id}"), &content, "en", Some(update)).await;
    assert_eq!(updated.status, 200, "{}", updated.text);
    assert_eq!(updated.body["data"]["enabled"], false);
    assert_eq!(updated.body["data"]["imageUrl"], "");
    assert_eq!(app.get("/api/casino/categorylist", "en").await.body["data"], json!([]));
    let hidden = games(app, "en", json!({"systemCategory": "live", "categoryId": id})).await;
    assert_eq!(hidden.status, 404, "a disabled category is not served");

    let bad = admin(
        app,
        Method::PUT,
        &format!("/api/admin/casino/categories/{id}"),
        &content,
        "tr",
        Some(json!({"slug": "Bad Slug", "name": {"tr": "", "en": "x"}, "slugList": ["casino"]})),
    )
    .await;
    assert_eq!(bad.status, 422);
    for field in ["slug", "name.tr", "slugList"] {
        assert!(bad.body["errors"][field].is_array(), "{field}: {}", bad.text);
    }
    let kept = admin(app, Method::GET, &format!("/api/admin/casino/categories/{id}"), &content, "en", None).await;
    assert_eq!(kept.body["data"]["name"]["tr"], "Türk Masaları");

    let deleted = admin(app, Method::DELETE, &format!("/api/admin/casino/categories/{id}"), &content, "tr", None).await;
    assert_eq!(deleted.status, 200, "{}", deleted.text);
    assert_eq!(deleted.message(), "Silindi.");
    let curated = catalogue::curated(&app.db, game).await.unwrap().unwrap();
    assert!(curated.categories.is_empty(), "the game stays, outside the category");
    let gone = admin(app, Method::DELETE, &format!("/api/admin/casino/categories/{id}"), &content, "en", None).await;
    assert_eq!((gone.status, gone.code()), (404, "casino.category_not_found"));
    let actions = store::testing::audit_actions(&app.db).await.unwrap();
    let casino: Vec<&String> = actions.iter().filter(|a| a.starts_with("casino.")).collect();
    assert_eq!(casino, ["casino.category.create", "casino.category.update", "casino.category.delete"]);
    assert!(store::audit::verify(&app.db).await.unwrap().is_intact());
});
