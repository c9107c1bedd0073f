//! Operator login and sessions: `POST /api/admin/auth/login`, `logout`, `me`, and the [`Operator`]
//! extractor every `/api/admin` handler takes.
//!
//! Tokens are 256 random bits (base64url); only their SHA-256 is stored. A session ends on logout, after
//! `operator_idle_timeout` without a request, `operator_session_lifetime` after login, or when its operator
//! is disabled. Wrong credentials answer 400 `admin.invalid_credentials` whether or not the username
//! exists, after the same argon2 work; attempts are rate limited per username and per ip.

use axum::{
    extract::{FromRequestParts, State},
    http::request::Parts,
};
use chrono::Duration;
use domain::{operator::Role, validation::FieldErrors};
use serde::{Deserialize, Serialize};
use store::audit::{Actor, NewEntry};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::client::Client;
use crate::{
    accounts::limits::{self, Rule},
    error::{ApiJson, Error},
    i18n::Lang,
    reply::{ApiResult, Reply},
    session::{bearer, new_token, token_hash},
    state::AppState,
};

/// `/api/admin/auth/*`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(login)).routes(routes!(logout)).routes(routes!(me))
}

/// Login attempts on one username (known or not, so the limit says nothing about existence) in 15 minutes.
pub const LOGIN_PER_USERNAME: Rule = Rule::new(5, 15 * 60);
/// Login attempts from one ip in 15 minutes.
pub const LOGIN_PER_IP: Rule = Rule::new(20, 15 * 60);
/// A session's last-seen time is written at most this often (idle timeouts are minutes long).
const TOUCH_EVERY_SECS: i64 = 10;

/// The login form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct OperatorLoginRequest {
    pub username: String,
    pub password: String,
}

/// A new operator session.
#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorLogin {
    /// Send as `Authorization: Bearer <token>` to `/api/admin/*`.
    pub token: String,
    #[schema(schema_with = super::role_schema)]
    pub role: Role,
}

/// Logs an operator in.
#[utoipa::path(post, path = "/api/admin/auth/login", tag = "admin", operation_id = "admin_login",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = OperatorLoginRequest,
    responses(
        (status = 200, body = crate::reply::Envelope<OperatorLogin>),
        (status = 400, description = "admin.invalid_credentials (same answer for an unknown username)"),
        (status = 422, description = "a field is missing"),
        (status = 429, description = "too many attempts for this username or ip; see Retry-After"),
    ))]
pub async fn login(
    State(state): State<AppState>,
    client: Client,
    ApiJson(input): ApiJson<OperatorLoginRequest>,
) -> ApiResult<OperatorLogin> {
    let mut errors = FieldErrors::default();
    let username = errors.check("username", domain::validation::text_length(&input.username, 1, 100));
    errors.check("password", domain::validation::text_length(&input.password, 1, 100));
    errors.finish().map_err(Error::validation)?;
    let username = username.unwrap_or_default().to_owned();
    let username_key = format!("admin.login.user:{}", username.to_lowercase());
    let now = state.clock.now();

    // Count this attempt before checking anything, so parallel guesses cannot slip past the limit.
    limits::check(&state, &format!("admin.login.ip:{}", client.ip_key()), LOGIN_PER_IP).await?;
    limits::check(&state, &username_key, LOGIN_PER_USERNAME).await?;

    let found = store::operators::credentials(&state.db, &username).await?;
    let password = input.password;
    // argon2 takes tens of milliseconds of CPU: off the async threads. An unknown or disabled operator
    // costs the same verification, so neither the answer nor its timing tells them apart.
    let operator = tokio::task::spawn_blocking(move || match found {
        Some((operator, hash)) => {
            let ok = domain::password::verify(&password, &hash);
            (ok && operator.disabled_at.is_none()).then_some(operator)
        }
        None => {
            domain::password::verify_dummy(&password);
            None
        }
    })
    .await
    .map_err(Error::internal)?;
    let Some(operator) = operator else {
        return Err(Error::bad_request("admin.invalid_credentials"));
    };
    store::rate_limits::clear(&state.db, &username_key).await?;

    let token = new_token();
    let lifetime = Duration::from_std(state.settings.operator_session_lifetime).map_err(Error::internal)?;
    store::operators::start_session(
        &state.db,
        &store::operators::NewSession {
            operator_id: operator.id,
            token_hash: &token_hash(&token),
            now,
            expires_at: now + lifetime,
            ip: client.ip.as_deref(),
            user_agent: client.user_agent.as_deref(),
        },
    )
    .await?;
    let actor = actor(operator.id, operator.role, &client);
    store::audit::record(&state.db, &NewEntry::new(&actor, "operator.login", "operator", operator.id)).await?;
    Ok(Reply::data(OperatorLogin { token, role: operator.role }))
}

/// Ends the session of the token sent.
#[utoipa::path(post, path = "/api/admin/auth/logout", tag = "admin", operation_id = "admin_logout", security(("operator" = [])),
    responses((status = 200, description = "the session ended; the envelope carries only a message"), (status = 401)))]
pub async fn logout(State(state): State<AppState>, lang: Lang, operator: Operator) -> ApiResult<()> {
    store::operators::end_session(&state.db, operator.session_id, state.clock.now(), "logout").await?;
    Ok(Reply::message(lang.t("admin.logged_out")))
}

/// Who the token belongs to.
#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorMe {
    pub id: i64,
    pub username: String,
    #[schema(schema_with = super::role_schema)]
    pub role: Role,
}

/// The logged-in operator.
#[utoipa::path(get, path = "/api/admin/auth/me", tag = "admin", operation_id = "admin_me", security(("operator" = [])),
    responses((status = 200, body = crate::reply::Envelope<OperatorMe>), (status = 401)))]
pub async fn me(operator: Operator) -> ApiResult<OperatorMe> {
    Ok(Reply::data(OperatorMe { id: operator.id, username: operator.username, role: operator.role }))
}

/// The operator behind the request's `Authorization: Bearer` token, with where the request came from.
/// Extracting it answers 401 `auth.unauthorized` unless the session is live.
#[derive(Debug, Clone)]
pub struct Operator {
    pub id: i64,
    pub username: String,
    pub role: Role,
    pub session_id: i64,
    pub client: Client,
}

impl Operator {
    /// `Ok` when the operator's role is one of `roles` or admin, else 403 `auth.forbidden`:
    /// `operator.require(&[Role::Support])?`.
    pub fn require(&self, roles: &[Role]) -> Result<(), Error> {
        if self.role.is_allowed(roles) { Ok(()) } else { Err(Error::forbidden()) }
    }

    /// Who is acting, for audit rows.
    pub fn actor(&self) -> Actor {
        actor(self.id, self.role, &self.client)
    }

    /// An audit entry for a change this operator makes to `target_type` `target_id`; add what changed
    /// with `.changes(before, after)` (or `.before(…)`/`.after(…)`) and append it with
    /// `store::audit::append` in the change's transaction.
    pub fn audit(&self, action: &str, target_type: &str, target_id: impl ToString) -> NewEntry {
        NewEntry::new(&self.actor(), action, target_type, target_id)
    }
}

fn actor(operator_id: i64, role: Role, client: &Client) -> Actor {
    Actor {
        operator_id: Some(operator_id),
        role: role.as_str().to_owned(),
        ip: client.ip.clone(),
        user_agent: client.user_agent.clone(),
        request_id: client.request_id.clone(),
    }
}

impl FromRequestParts<AppState> for Operator {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let token = bearer(&parts.headers).ok_or_else(Error::unauthorized)?;
        let session =
            store::operators::session_by_token(&state.db, &token_hash(token)).await?.ok_or_else(Error::unauthorized)?;
        let now = state.clock.now();
        let idle = Duration::from_std(state.settings.operator_idle_timeout).map_err(Error::internal)?;
        if session.ended_at.is_some() {
            return Err(Error::unauthorized());
        }
        let ended = if now >= session.expires_at {
            Some("expired")
        } else if now >= session.last_seen_at + idle {
            Some("idle")
        } else if session.operator.disabled_at.is_some() {
            Some("disabled")
        } else {
            None
        };
        if let Some(reason) = ended {
            store::operators::end_session(&state.db, session.id, now, reason).await?;
            return Err(Error::unauthorized());
        }
        if now - session.last_seen_at >= Duration::seconds(TOUCH_EVERY_SECS) {
            store::operators::touch_session(&state.db, session.id, now).await?;
        }
        Ok(Operator {
            id: session.operator.id,
            username: session.operator.username,
            role: session.operator.role,
            session_id: session.id,
            client: Client::from_parts(parts, state.settings.trust_proxy),
        })
    }
}
