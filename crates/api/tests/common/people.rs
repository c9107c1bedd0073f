//! Players and operators made for a test: `app.player().register().await`, `app.operator(Role::Content).login().await`.

use domain::operator::Role;
use serde_json::{Value, json};

use super::TestApp;

/// A player about to register, with fresh unique values (username, e-mail, phone) and a valid form otherwise;
/// change any field before [`PlayerBuilder::register`].
pub struct PlayerBuilder<'a> {
    app: &'a TestApp,
    form: Value,
}

/// A registered player: what they registered with, their id and their session token.
#[derive(Debug, Clone)]
pub struct Player {
    pub id: i64,
    pub username: String,
    pub password: String,
    pub token: String,
    pub phone: String,
    pub email: String,
    pub usercode: String,
}

/// A valid registration form with fresh unique values (username, e-mail, phone).
pub fn registration() -> Value {
    let n: u64 = rand::random_range(1_000_000_000..10_000_000_000);
    let phone = format!("905{}", rand::random_range(100_000_000u64..1_000_000_000));
    json!({
        "name": "Ayşe Nur", "surname": "Yılmaz", "username": format!("pl{n}"), "email": format!("pl{n}@zar.test"),
        "phone": phone, "country": 228, "currencyId": 1, "birthDate": "1990-05-17", "birthDateDay": "17",
        "birthDateMonth": "05", "birthDateYear": "1990", "trialBonus": 0, "password": "secret123",
        "password2": "secret123"
    })
}

/// `form` with `field` set to `value` (`Value::Null` removes it).
pub fn with(mut form: Value, field: &str, value: Value) -> Value {
    if value.is_null() {
        form.as_object_mut().unwrap().remove(field);
    } else {
        form[field] = value;
    }
    form
}

impl TestApp {
    /// A new player to register: `app.player().phone("905551112233").register().await`.
    pub fn player(&self) -> PlayerBuilder<'_> {
        PlayerBuilder { app: self, form: registration() }
    }

    /// A new operator with `role`: `app.operator(Role::Content).login().await` for a token.
    pub fn operator(&self, role: Role) -> OperatorBuilder<'_> {
        OperatorBuilder { app: self, role }
    }
}

impl PlayerBuilder<'_> {
    /// Sets one field of the form (`Value::Null` removes it).
    pub fn set(mut self, field: &str, value: Value) -> Self {
        self.form = with(self.form, field, value);
        self
    }

    pub fn phone(self, phone: &str) -> Self {
        self.set("phone", json!(phone))
    }

    pub fn password(self, password: &str) -> Self {
        self.set("password", json!(password)).set("password2", json!(password))
    }

    /// The registration form as it will be sent.
    pub fn form(&self) -> &Value {
        &self.form
    }

    /// Registers over HTTP, asserting success.
    pub async fn register(self) -> Player {
        let answer = self.app.post("/api/auth/register", "en", &self.form).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        let text = |key: &str| self.form[key].as_str().unwrap().to_owned();
        let username = text("username");
        let id = store::players::by_username(&self.app.db, &username.to_lowercase()).await.unwrap().unwrap().id;
        Player {
            id,
            username,
            password: text("password"),
            phone: text("phone"),
            email: text("email"),
            token: answer.body["data"]["token"].as_str().unwrap().to_owned(),
            usercode: answer.body["data"]["usercode"].as_str().unwrap().to_owned(),
        }
    }
}

impl Player {
    /// The login form with this player's username and password.
    pub fn credentials(&self) -> Value {
        json!({"username": self.username, "password": self.password})
    }

    /// Logs in again over HTTP (asserting success); the new session's token.
    pub async fn login(&self, app: &TestApp) -> String {
        login(app, &self.username, &self.password).await
    }
}

/// Logs a player in over HTTP (asserting success); the new session's token.
pub async fn login(app: &TestApp, username: &str, password: &str) -> String {
    let answer = app.post("/api/auth/login", "en", &json!({"username": username, "password": password})).await;
    assert_eq!(answer.status, 200, "{}", answer.text);
    answer.body["data"]["token"].as_str().unwrap().to_owned()
}

/// An operator about to be created directly in the store (as `zar operator create` does).
pub struct OperatorBuilder<'a> {
    app: &'a TestApp,
    role: Role,
}

/// An operator made by [`OperatorBuilder::create`]: its id, username and password.
#[derive(Debug, Clone)]
pub struct Operator {
    pub id: i64,
    pub username: String,
    pub password: String,
}

impl OperatorBuilder<'_> {
    /// Creates the operator in the store.
    pub async fn create(self) -> Operator {
        let username = format!("op_{}_{}", self.role.as_str(), rand::random::<u32>());
        let password = format!("pw-{}-long-enough", rand::random::<u64>());
        let hash = domain::password::hash(&domain::account::Password::parse(&password).unwrap()).unwrap();
        let actor = store::audit::Actor::system("test", self.app.clock.now());
        let operator = store::operators::create(&self.app.db, &username, self.role, &hash, &actor).await.unwrap();
        Operator { id: operator.id, username, password }
    }

    /// Creates the operator and logs it in: its bearer token (for `/api/admin/*` requests).
    pub async fn login(self) -> String {
        let app = self.app;
        self.create().await.login(app).await
    }
}

impl Operator {
    /// The login form with this operator's username and password.
    pub fn credentials(&self) -> Value {
        json!({"username": self.username, "password": self.password})
    }

    /// Logs in over HTTP (asserting success); the token.
    pub async fn login(&self, app: &TestApp) -> String {
        let answer = app.post("/api/admin/auth/login", "en", &self.credentials()).await;
        assert_eq!(answer.status, 200, "{}", answer.text);
        answer.body["data"]["token"].as_str().unwrap().to_owned()
    }
}
