//! Operator login and sessions: `POST /api/admin/auth/login`, `logout` and `me`; the extractor every
//! `/api/admin` handler takes is [`Operator`].
//!
//! Tokens are 256 random bits (base64url); only their SHA-256 is stored. Sessions follow the same rules as
//! players' (`crate::session::admit`), with the operators' timeouts: a session ends on logout, after
//! `operators.idle_timeout` without a request, `operators.session_lifetime` after login, or when its operator
//! is disabled. Wrong credentials answer 400 `admin.invalid_credentials` whether or not the username
//! exists, after the same argon2 work; attempts are rate limited per username and per ip (settings).
//!
//! An operator who enrolled a second factor ([`super::totp`]) also sends the current TOTP code: without one the
//! right password answers 401 `admin.totp_required` (the form then asks for it), a wrong or used code counts
//! as a failed login. With `operators.require_2fa`, an admin without one may only enrol, read `me` and log out
//! (403 `admin.totp_enrolment_required` elsewhere).

use axum::extract::State;
use domain::{operator::Role, session::EndReason, validation::FieldErrors};
use serde::{Deserialize, Serialize};
use store::audit::NewEntry;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::operator::{Operator, actor, must_enrol};
use crate::{
    accounts::passwords,
    error::{ApiJson, Error},
    i18n::Lang,
    limits::{self, Action},
    reply::{ApiResult, Reply},
    session::{self, Holder, Origin, new_token, token_hash},
    state::AppState,
};

/// `/api/admin/auth/*`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(login)).routes(routes!(logout)).routes(routes!(me)).merge(super::totp::router())
}

/// The login form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct OperatorLoginRequest {
    pub username: String,
    pub password: String,
    /// The authenticator's current six-digit code, when the operator enrolled one.
    pub code: String,
}

/// A new operator session.
#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorLogin {
    /// Send as `Authorization: Bearer <token>` to `/api/admin/*`.
    pub token: String,
    #[schema(schema_with = super::operator::role_schema)]
    pub role: Role,
}

/// Logs an operator in.
#[utoipa::path(post, path = "/api/admin/auth/login", tag = "admin", operation_id = "admin_login",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = OperatorLoginRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<OperatorLogin>),
        (status = 400, description = "admin.invalid_credentials (same answer for an unknown username); admin.totp_invalid: a wrong or used code"),
        (status = 401, description = "admin.totp_required: the password is right, send the authenticator's code too"),
        (status = 422, description = "a field is missing"),
        (status = 429, description = "too many attempts for this username or ip; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After"),
    ))]
pub async fn login(
    State(state): State<AppState>,
    origin: Origin,
    ApiJson(input): ApiJson<OperatorLoginRequest>,
) -> ApiResult<OperatorLogin> {
    let mut errors = FieldErrors::default();
    let username = errors.check("username", domain::validation::text_length(&input.username, 1, 100));
    errors.check("password", domain::validation::text_length(&input.password, 1, 100));
    errors.finish().map_err(Error::validation)?;
    let username = username.unwrap_or_default().to_owned();
    let now = state.clock.now();

    // Each attempt takes its hits before anything is checked, so parallel guesses cannot slip past the limit;
    // a right password gives them back, so only failures count.
    let rules = state.settings.operators.login_rules();
    let budgets = limits::login_budgets(Action::OperatorLogin, &username.to_lowercase(), &origin, rules);
    let taken = limits::take(&state.db, &state.clock, budgets).await?;

    let found = store::operators::credentials(&state.db, &username).await?;
    let password = input.password;
    // argon2 takes tens of milliseconds of CPU: off the async threads. An unknown or disabled operator
    // costs the same verification, so neither the answer nor its timing tells them apart.
    let operator = passwords::blocking(&state, move || match found {
        Some((operator, hash)) => {
            let ok = domain::password::verify(&password, &hash);
            (ok && operator.disabled_at.is_none()).then_some(operator)
        }
        None => {
            domain::password::verify_dummy(&password);
            None
        }
    })
    .await?;
    let Some(operator) = operator else {
        return Err(Error::bad_request("admin.invalid_credentials"));
    };
    if operator.totp_enabled_at.is_some() {
        if input.code.trim().is_empty() {
            // Not a guess: the form asks for the code next.
            taken.give_back(&state.db).await?;
            return Err(Error::new(axum::http::StatusCode::UNAUTHORIZED, "admin.totp_required"));
        }
        if !super::totp::accept(&state, operator.id, &input.code).await? {
            return Err(Error::bad_request("admin.totp_invalid"));
        }
    }
    taken.give_back(&state.db).await?;

    let token = new_token();
    store::operators::start_session(
        &state.db,
        &store::operators::NewSession {
            operator_id: operator.id,
            token_hash: &token_hash(&token),
            now,
            expires_at: state.settings.operators.timeouts().expires_at(now),
            ip: Some(origin.ip.as_str()).filter(|ip| !ip.is_empty()),
            user_agent: Some(origin.user_agent.as_str()).filter(|agent| !agent.is_empty()),
        },
    )
    .await?;
    let actor = actor(operator.id, operator.role, &origin, now);
    store::audit::record(&state.db, &NewEntry::new(&actor, "operator.login", "operator", operator.id)).await?;
    Ok(Reply::data(OperatorLogin { token, role: operator.role }))
}

/// Ends the session of the token sent.
#[utoipa::path(post, path = "/api/admin/auth/logout", tag = "admin", operation_id = "admin_logout", security(("operator" = [])),
    responses((status = 200, description = "the session ended; the envelope carries only a message"), (status = 401)))]
pub async fn logout(State(state): State<AppState>, lang: Lang, operator: Operator) -> ApiResult<()> {
    session::end(&state, Holder::Operator, operator.session_id, EndReason::Logout).await?;
    Ok(Reply::message(lang.t("admin.logged_out")))
}

/// Who the token belongs to.
#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorMe {
    pub id: i64,
    pub username: String,
    #[schema(schema_with = super::operator::role_schema)]
    pub role: Role,
    /// A second factor (TOTP) is enrolled.
    #[serde(rename = "totpEnabled")]
    pub totp_enabled: bool,
    /// This operator must enrol one before using the back office.
    #[serde(rename = "totpRequired")]
    pub totp_required: bool,
}

/// The logged-in operator.
#[utoipa::path(get, path = "/api/admin/auth/me", tag = "admin", operation_id = "admin_me", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<OperatorMe>), (status = 401)))]
pub async fn me(State(state): State<AppState>, operator: Operator) -> ApiResult<OperatorMe> {
    Ok(Reply::data(OperatorMe {
        totp_required: must_enrol(&state, operator.role, operator.totp),
        id: operator.id,
        username: operator.username,
        role: operator.role,
        totp_enabled: operator.totp,
    }))
}
