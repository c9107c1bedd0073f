//! Accounts for visitors: the registration form's data, registration, login, logout and password recovery
//! (product §7 `auth/*`). Every rule of product §5 is checked here by the domain's parsers.
//!
//! No account enumeration: a wrong password and an unknown username get the same 400
//! `auth.invalid_credentials` after the same argon2 work; recovery answers the same message whether or not the
//! username exists, and every code failure in recovery is `auth.invalid_code`.

use axum::{extract::State, http::StatusCode};
use domain::session::EndReason;
use domain::{
    account::{BirthDate, Email, LoginName, OneTimeCode, Password, PersonName, Phone, Usercode, Username, confirm},
    validation::{FieldErrors, Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::{codes::Purpose, players::Taken};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::{Loose, MessageEnvelope, codes, messages, passwords, required_integer},
    error::{ApiJson, Error},
    i18n::Lang,
    limits::{self, Action, Channel, Subject},
    reply::{ApiResult, Reply},
    session::{self, Holder, Origin, bearer},
    session_data::{SessionData, Tokens, session_data},
    state::AppState,
};

/// `/api/auth/*`; each handler's path and method are in its `#[utoipa::path]`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(form))
        .routes(routes!(register))
        .routes(routes!(login))
        .routes(routes!(logout))
        .routes(routes!(send_reset_password))
        .routes(routes!(check_reset_code))
        .routes(routes!(change_password_with_code))
}

/// A country in the request's language.
#[derive(Debug, Serialize, ToSchema)]
pub struct Country {
    pub id: i64,
    pub name: String,
}

/// What the registration form needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuthForm {
    pub countries: Vec<Country>,
    /// Türkiye.
    pub default_country_id: i64,
}

/// The registration form's countries (named in the request's language) and the default country.
#[utoipa::path(get, path = "/api/auth/form", tag = "auth", operation_id = "auth_form",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<AuthForm>)))]
pub async fn form(State(state): State<AppState>, Lang(locale): Lang) -> ApiResult<AuthForm> {
    let countries = store::countries::list(&state.db, locale)
        .await?
        .into_iter()
        .map(|c| Country { id: c.id, name: c.name })
        .collect();
    let default_country_id = store::countries::default_id(&state.db).await?;
    Ok(Reply::data(AuthForm { countries, default_country_id }))
}

/// The registration form (product §3). Day, month and year are the form's boxes (2, 2 and 4 digits);
/// `birthDate` (year-month-day), when sent, must be the same date.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct RegisterRequest {
    pub name: String,
    pub surname: String,
    pub username: String,
    pub email: String,
    /// Digits only; the site's form sends `90` and ten digits.
    pub phone: String,
    /// A country id from `auth/form`.
    #[schema(value_type = Option<i64>)]
    pub country: Option<Loose>,
    /// Must be 1 (TRY), the default.
    #[schema(value_type = Option<i64>)]
    pub currency_id: Option<Loose>,
    pub birth_date: Option<String>,
    #[schema(value_type = Option<String>)]
    pub birth_date_day: Option<Loose>,
    #[schema(value_type = Option<String>)]
    pub birth_date_month: Option<Loose>,
    #[schema(value_type = Option<String>)]
    pub birth_date_year: Option<Loose>,
    /// 1 when the player asks for the trial bonus, else 0.
    #[schema(value_type = Option<i64>)]
    pub trial_bonus: Option<Loose>,
    pub password: String,
    pub password2: String,
    /// The referring player's id; unknown ids are ignored.
    #[schema(value_type = Option<i64>)]
    pub ref_id: Option<Loose>,
}

/// A birth-date box: exactly `digits` digits.
fn date_part(value: Option<&Loose>, digits: usize) -> Result<u32, Invalid> {
    BirthDate::parse_part(&value.map(|v| v.text(digits)).unwrap_or_default(), digits)
}

/// 0 or 1 (a boolean is accepted too); absent is 0.
/// The birth date from its three boxes (each a field of its own), checked against `birthDate` when the form
/// also sends the whole date.
fn birth_date(input: &RegisterRequest, today: chrono::NaiveDate) -> Result<BirthDate, FieldErrors> {
    let (day, month, year) = validate((
        ("birthDateDay", date_part(input.birth_date_day.as_ref(), 2)),
        ("birthDateMonth", date_part(input.birth_date_month.as_ref(), 2)),
        ("birthDateYear", date_part(input.birth_date_year.as_ref(), 4)),
    ))?;
    let parts = BirthDate::from_parts(day, month, year, today).map_err(|e| FieldErrors::single("birthDate", e))?;
    match input.birth_date.as_deref().filter(|t| !t.trim().is_empty()).map(|text| BirthDate::parse(text, today)) {
        None => Ok(parts),
        Some(Ok(sent)) if sent == parts => Ok(parts),
        Some(Err(invalid)) if invalid.key == "validation.date_format" => Err(FieldErrors::single("birthDate", invalid)),
        Some(_) => Err(FieldErrors::single("birthDate", Invalid::new("validation.birth_date_mismatch"))),
    }
}

fn zero_or_one(value: Option<&Loose>) -> Result<bool, Invalid> {
    match value.map(|v| v.integer()) {
        None => Ok(false),
        Some(Some(0)) => Ok(false),
        Some(Some(1)) => Ok(true),
        Some(_) => Err(Invalid::new("validation.zero_or_one")),
    }
}

/// Only Turkish lira (1); absent means 1.
fn currency(value: Option<&Loose>) -> Result<(), Invalid> {
    match value.map(|v| v.integer()) {
        None | Some(Some(1)) => Ok(()),
        Some(_) => Err(Invalid::new("validation.currency")),
    }
}

/// 409 naming every taken field.
fn taken_error(taken: &[Taken]) -> Error {
    let mut errors = FieldErrors::default();
    let mut first = None;
    for t in taken {
        let (field, code) = match t {
            Taken::Username => ("username", "auth.username_taken"),
            Taken::Email => ("email", "auth.email_taken"),
            Taken::Phone => ("phone", "auth.phone_taken"),
            Taken::Usercode => continue,
        };
        first.get_or_insert(code);
        errors.add(field, Invalid::new(code));
    }
    Error { errors: Some(errors), ..Error::new(StatusCode::CONFLICT, first.unwrap_or("auth.username_taken")) }
}

/// Registers a player and logs them in: answers the session data, with a welcome message for a toast.
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", operation_id = "auth_register",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en"),
           ("x-fingerprint" = Option<String>, Header, description = "the visitor id, kept on the session")),
    request_body = RegisterRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<SessionData>),
        (status = 409, description = "auth.username_taken, auth.email_taken or auth.phone_taken, on their fields"),
        (status = 422, description = "a field breaks a rule of product §5 (including 18+)"),
        (status = 429, description = "too many registrations from this ip; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After"),
    ))]
pub async fn register(
    State(state): State<AppState>,
    Lang(locale): Lang,
    origin: Origin,
    ApiJson(input): ApiJson<RegisterRequest>,
) -> ApiResult<SessionData> {
    let today = state.clock.now().date_naive();
    let (name, surname, username, email, phone, country, birth_date, password, (), trial_bonus, ()) = validate((
        ("name", PersonName::parse(&input.name)),
        ("surname", PersonName::parse(&input.surname)),
        ("username", Username::parse(&input.username)),
        ("email", Email::parse(&input.email)),
        ("phone", Phone::parse(&input.phone)),
        ("country", required_integer(input.country.as_ref())),
        birth_date(&input, today),
        ("password", Password::parse(&input.password)),
        ("password2", confirm(&input.password, &input.password2)),
        ("trialBonus", zero_or_one(input.trial_bonus.as_ref())),
        ("currencyId", currency(input.currency_id.as_ref())),
    ))
    .map_err(Error::validation)?;
    if !store::countries::exists(&state.db, country).await? {
        return Err(Error::field("country", Invalid::new("validation.country_unknown")));
    }

    let register_ip = state.settings.accounts.limits.register_ip;
    limits::check(&state.db, &state.clock, limits::key(Action::Register, limits::by_ip(&origin)), register_ip).await?;
    let taken = store::players::taken(&state.db, &username.key(), &email.key(), phone.as_str()).await?;
    if !taken.is_empty() {
        return Err(taken_error(&taken));
    }
    let referrer_id = match input.ref_id.as_ref().and_then(Loose::integer).filter(|id| *id > 0) {
        Some(id) if store::players::exists(&state.db, id).await? => Some(id),
        _ => None,
    };
    let password_hash = passwords::hash(&state, password).await?;

    let tokens = Tokens::generate();
    let session = tokens.new_session(&state, &origin)?;
    let mut new = store::players::NewPlayer {
        usercode: Usercode::generate(&mut rand::rng()).as_str().to_owned(),
        username: username.as_str().to_owned(),
        email: email.as_str().to_owned(),
        phone: phone.as_str().to_owned(),
        name: name.as_str().to_owned(),
        surname: surname.as_str().to_owned(),
        birth_date: birth_date.date(),
        country_id: country,
        trial_bonus,
        referrer_id,
        password_hash,
        locale: locale.code().to_owned(),
        created_at: session.created_at,
    };
    let mut tries = 0;
    let registered = loop {
        match store::players::register(&state.db, &new, &session).await? {
            Ok(registered) => break registered,
            Err(Taken::Usercode) if tries < 5 => {
                tries += 1;
                new.usercode = Usercode::generate(&mut rand::rng()).as_str().to_owned();
            }
            Err(taken) => return Err(taken_error(&[taken])),
        }
    };
    let player = store::players::get(&state.db, registered.player_id)
        .await?
        .ok_or_else(|| Error::internal("registered player not found"))?;
    let data = session_data(&state, &player, tokens, &origin).await?;
    tracing::info!(player_id = player.id, "player registered");
    Ok(Reply::with_message(Lang(locale).t("auth.registered"), data))
}

/// The login form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct PlayerLoginRequest {
    pub username: String,
    pub password: String,
}

/// Logs a player in: answers the session data.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", operation_id = "auth_login",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en"),
           ("x-fingerprint" = Option<String>, Header, description = "the visitor id, kept on the session")),
    request_body = PlayerLoginRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<SessionData>),
        (status = 400, description = "auth.invalid_credentials (the same for an unknown username)"),
        (status = 403, description = "auth.blocked: the account is blocked; auth.closed: the player closed it"),
        (status = 422, description = "username 1–50, password 3–100 characters"),
        (status = 429, description = "too many attempts from this ip or on this username; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After"),
    ))]
pub async fn login(
    State(state): State<AppState>,
    Lang(locale): Lang,
    origin: Origin,
    ApiJson(input): ApiJson<PlayerLoginRequest>,
) -> ApiResult<SessionData> {
    let (name, password) = validate((
        ("username", LoginName::parse(&input.username)),
        ("password", Password::parse_login(&input.password)),
    ))
    .map_err(Error::validation)?;
    let rules = state.settings.accounts.limits.login_rules();
    let budgets = limits::login_budgets(Action::Login, &name.key(), &origin, rules);
    let taken = limits::take(&state.db, &state.clock, budgets).await?;

    let player = store::players::by_username(&state.db, &name.key()).await?;
    let stored_hash = player.as_ref().map(|p| p.password_hash.clone());
    let verified = passwords::blocking(&state, move || match stored_hash {
        Some(hash) => domain::password::verify(password.expose(), &hash),
        None => domain::password::verify_dummy(password.expose()),
    })
    .await?;
    let Some(player) = player.filter(|_| verified) else {
        return Err(Error::bad_request("auth.invalid_credentials"));
    };
    // Only failures count.
    taken.give_back(&state.db).await?;
    if player.blocked_at.is_some() {
        return Err(Error::new(StatusCode::FORBIDDEN, "auth.blocked"));
    }
    if player.closed_at.is_some() {
        return Err(Error::new(StatusCode::FORBIDDEN, "auth.closed"));
    }
    let tokens = Tokens::generate();
    let session = tokens.new_session(&state, &origin)?;
    // The password changed since it was checked: as if it were wrong (it is, now).
    if store::players::log_in(&state.db, player.id, &player.password_hash, &session, locale.code()).await?.is_none() {
        return Err(Error::bad_request("auth.invalid_credentials"));
    }
    let data = session_data(&state, &player, tokens, &origin).await?;
    // On a time-out or self-excluded, the login says what is still possible and until when.
    let message = match &data.exclusion {
        Some(exclusion) => crate::responsible::exclusions::login_notice(locale, exclusion),
        None => crate::i18n::message(locale, "auth.logged_in", &[("username", player.username.clone())]),
    };
    Ok(Reply::with_message(message, data))
}

/// Ends the request's session. Always succeeds: a missing or already ended session is logged out too.
#[utoipa::path(get, path = "/api/auth/logout", tag = "auth", operation_id = "auth_logout",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = MessageEnvelope)),
    security((), ("player" = [])))]
pub async fn logout(State(state): State<AppState>, lang: Lang, headers: axum::http::HeaderMap) -> ApiResult<()> {
    if let Some(token) = bearer(&headers)
        && let Some(found) = store::sessions::by_token_hash(&state.db, &session::token_hash(token)).await?
    {
        session::end(&state, Holder::Player, found.session_id, EndReason::Logout).await?;
    }
    Ok(Reply::message(lang.t("auth.logged_out")))
}

/// Recovery step 1.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ResetRequest {
    pub username: String,
}

/// Recovery step 2.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ResetCodeRequest {
    pub username: String,
    /// The 6-digit code from the e-mail.
    pub code: String,
}

/// Recovery step 3.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ResetPasswordRequest {
    pub username: String,
    pub code: String,
    pub password: String,
    pub password2: String,
}

/// Recovery step 1: e-mails a 6-digit reset code to the player's address. The answer is the same whether or
/// not the username exists.
#[utoipa::path(post, path = "/api/auth/sendresetpassword", tag = "auth", operation_id = "auth_send_reset_password",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en; the e-mail's language")),
    request_body = ResetRequest,
    responses(
        (status = 200, body = MessageEnvelope),
        (status = 422, description = "username 2–30 characters"),
        (status = 429, description = "rate_limited, or auth.code_resend_wait within 60 s of the last code; see Retry-After"),
    ))]
pub async fn send_reset_password(
    State(state): State<AppState>,
    lang: Lang,
    origin: Origin,
    ApiJson(input): ApiJson<ResetRequest>,
) -> ApiResult<()> {
    let name = LoginName::parse_recovery(&input.username).map_err(|e| Error::field("username", e))?;
    let key = name.key();
    limits::before_send(
        &state.db,
        &state.clock,
        &state.settings.accounts,
        &origin,
        Subject::Username(&key),
        Channel::Email,
    )
    .await?;
    // The answer does not wait for the lookup or the code: it costs the same whether the username exists or not,
    // so its timing tells nothing (docs/decisions.md, "Recovery's timing"). Shutdown waits for this work.
    let background = state.clone();
    state.background.spawn(async move {
        if let Err(error) = send_reset_code(&background, lang, &key).await {
            tracing::error!(?error, "a reset code could not be sent");
        }
    });
    Ok(Reply::message(lang.t("auth.reset_sent")))
}

/// E-mails a reset code to the player `key` names, unless there is none, or they are blocked or closed.
async fn send_reset_code(state: &AppState, lang: Lang, key: &str) -> Result<(), Error> {
    let Some(player) = store::players::by_username(&state.db, key).await? else { return Ok(()) };
    if player.blocked_at.is_some() || player.closed_at.is_some() {
        return Ok(());
    }
    let minutes = state.settings.accounts.code_ttl_minutes();
    codes::issue(state, player.id, Purpose::Reset, &player.email, |code| {
        messages::reset_code_email(lang.0, player.id, &player.email, &player.username, code.expose(), minutes)
    })
    .await
}

/// Checks a reset code for `username`: the player, unless blocked or closed, and their live code.
async fn reset_code(
    state: &AppState,
    origin: &Origin,
    name: &LoginName,
    code: &OneTimeCode,
    keep_try: bool,
) -> Result<(store::players::Player, store::codes::ActiveCode), Error> {
    let account = Subject::Username(&name.key());
    limits::before_check(&state.db, &state.clock, &state.settings.accounts, origin, account).await?;
    let invalid = || codes::code_error("auth.invalid_code");
    let player = store::players::by_username(&state.db, &name.key())
        .await?
        .filter(|p| p.blocked_at.is_none() && p.closed_at.is_none())
        .ok_or_else(invalid)?;
    // Every refusal reads the same here, so recovery does not tell which usernames have codes.
    let active = codes::check(state, player.id, Purpose::Reset, code, None, keep_try).await?.map_err(|_| invalid())?;
    Ok((player, active))
}

/// Recovery step 2: checks the code without using it up.
#[utoipa::path(post, path = "/api/auth/checkresetcode", tag = "auth", operation_id = "auth_check_reset_code",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = ResetCodeRequest,
    responses(
        (status = 200, body = MessageEnvelope),
        (status = 400, description = "auth.invalid_code: wrong, expired, used up after 5 wrong entries, or no such user"),
        (status = 422, description = "username 2–30, code 3–20 characters"),
        (status = 429, description = "too many checks from this ip or on this username; see Retry-After"),
    ))]
pub async fn check_reset_code(
    State(state): State<AppState>,
    lang: Lang,
    origin: Origin,
    ApiJson(input): ApiJson<ResetCodeRequest>,
) -> ApiResult<()> {
    let (name, code) = validate((
        ("username", LoginName::parse_recovery(&input.username)),
        ("code", OneTimeCode::parse_recovery(&input.code)),
    ))
    .map_err(Error::validation)?;
    reset_code(&state, &origin, &name, &code, true).await?;
    Ok(Reply::message(lang.t("auth.code_accepted")))
}

/// Recovery step 3: sets the new password with the code, ends every session of the player and e-mails a
/// notice.
#[utoipa::path(post, path = "/api/auth/changepasswordwithcode", tag = "auth", operation_id = "auth_change_password_with_code",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = ResetPasswordRequest,
    responses(
        (status = 200, body = MessageEnvelope),
        (status = 400, description = "auth.invalid_code"),
        (status = 422, description = "username 2–30, code 3–20, password 5–100 characters, passwords must match"),
        (status = 429, description = "too many checks; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After"),
    ))]
pub async fn change_password_with_code(
    State(state): State<AppState>,
    lang: Lang,
    origin: Origin,
    ApiJson(input): ApiJson<ResetPasswordRequest>,
) -> ApiResult<()> {
    let (name, code, password, ()) = validate((
        ("username", LoginName::parse_recovery(&input.username)),
        ("code", OneTimeCode::parse_recovery(&input.code)),
        ("password", Password::parse(&input.password)),
        ("password2", confirm(&input.password, &input.password2)),
    ))
    .map_err(Error::validation)?;
    let (player, active) = reset_code(&state, &origin, &name, &code, false).await?;
    let password_hash = passwords::hash(&state, password).await?;
    let now = state.clock.now();
    let notice = messages::password_changed_email(lang.0, player.id, &player.email, &player.username, now);
    let ended = store::players::change_password(
        &state.db,
        &store::players::PasswordChange {
            player_id: player.id,
            password_hash,
            now,
            keep_session: None,
            end_reason: EndReason::PasswordReset,
            used_code: Some(active.id),
            notice: Some(&notice),
        },
    )
    .await?
    // A parallel request with the same code changed the password first.
    .ok_or_else(|| codes::code_error("auth.invalid_code"))?;
    if let Some(realtime) = &state.realtime {
        realtime.sessions_ended(&ended, EndReason::PasswordReset).await;
    }
    Ok(Reply::message(lang.t("auth.password_reset")))
}
