//! A logged-in player's account: phone verification by SMS, password change, profile and session history
//! (product §7 `customer/*` and product §7.2's calls).

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, NaiveDate, Utc};
use domain::session::{EndReason, lapsed};
use domain::{
    account::{OneTimeCode, Password, Phone, confirm},
    validation::{FieldErrors, Invalid, validate},
};
use serde::{Deserialize, Serialize};
use store::{
    codes::Purpose,
    players::{Refused, Taken},
};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use crate::{
    accounts::{Loose, MessageEnvelope, codes, messages, passwords, required_integer},
    error::{ApiJson, Error},
    i18n::{Lang, message},
    limits::{self, Channel, Subject},
    reply::{ApiResult, Reply},
    session::{Origin, Player},
    state::AppState,
};

/// `/api/customer/*`; each handler's path and method are in its `#[utoipa::path]`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update_phone))
        .routes(routes!(change_password))
        .routes(routes!(profile))
        .routes(routes!(sessions))
        .routes(routes!(revoke_session))
        .routes(routes!(heartbeat))
}

async fn player_row(state: &AppState, player: Player) -> Result<store::players::Player, Error> {
    store::players::get(&state.db, player.player_id).await?.ok_or_else(Error::unauthorized)
}

/// Phone verification: step 1 sends a code to `phone`, step 2 checks `code` for it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct UpdatePhoneRequest {
    /// 1: send the code; 2: verify it.
    #[schema(value_type = i64)]
    pub step: Option<Loose>,
    /// Digits only (`90` and ten digits from the site's form).
    pub phone: String,
    /// Step 2: the 6 digits from the SMS (`12-34-56` and `123-456` are read too).
    pub code: String,
}

/// The verified number, after step 2.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PhoneVerified {
    pub phone: String,
    pub sms_verified: bool,
}

/// Sends an SMS code (step 1; a number other than the stored one becomes the pending number) or verifies
/// the code (step 2; the number becomes the player's verified phone).
#[utoipa::path(post, path = "/api/customer/updatephone", tag = "customer", operation_id = "customer_update_phone",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en; the SMS's language")),
    request_body = UpdatePhoneRequest,
    responses(
        (status = 200, description = "step 1: message only; step 2: the verified phone",
            body = crate::reply::Envelope<Option<PhoneVerified>>),
        (status = 400, description = "auth.invalid_code, auth.code_expired, auth.code_attempts_exceeded, \
            auth.code_missing, auth.phone_already_verified"),
        (status = 401, description = "no live session"),
        (status = 409, description = "auth.phone_taken: another player has this number"),
        (status = 422, description = "step 1 or 2; phone 5–20 digits; code 6 digits"),
        (status = 429, description = "rate_limited, or auth.code_resend_wait within 60 s of the last code; see Retry-After"),
        (status = 503, description = "auth.sms_unavailable: the site's hourly SMS budget is spent; see Retry-After"),
    ),
    security(("player" = [])))]
pub async fn update_phone(
    State(state): State<AppState>,
    lang: Lang,
    origin: Origin,
    player: Player,
    ApiJson(input): ApiJson<UpdatePhoneRequest>,
) -> ApiResult<Option<PhoneVerified>> {
    let step = required_integer(input.step.as_ref())
        .and_then(|step| if step == 1 || step == 2 { Ok(step) } else { Err(Invalid::new("validation.step")) })
        .map_err(|e| Error::field("step", e))?;
    if step == 1 {
        send_phone_code(&state, lang, &origin, player, &input).await
    } else {
        verify_phone_code(&state, lang, &origin, player, &input).await
    }
}

async fn send_phone_code(
    state: &AppState,
    lang: Lang,
    origin: &Origin,
    player: Player,
    input: &UpdatePhoneRequest,
) -> ApiResult<Option<PhoneVerified>> {
    let phone = Phone::parse(&input.phone).map_err(|e| Error::field("phone", e))?;
    let row = player_row(state, player).await?;
    if row.phone == phone.as_str() && row.sms_verified() {
        return Err(Error::bad_request("auth.phone_already_verified"));
    }
    // Another player proved this number first (also the player's own unproved one: it is not theirs to verify).
    if store::players::verified_phone_owner(&state.db, phone.as_str()).await?.is_some_and(|owner| owner != row.id) {
        return Err(Error::conflict("auth.phone_taken", "phone"));
    }
    if !state.settings.accounts.sms.allows(phone.as_str()) {
        return Err(Error::field("phone", Invalid::new("auth.sms_destination_not_allowed")));
    }
    let account = Subject::Player(row.id);
    limits::before_send(&state.db, &state.clock, &state.settings.accounts, origin, account, Channel::Sms).await?;
    let minutes = state.settings.accounts.code_ttl_minutes();
    codes::issue(state, row.id, Purpose::Phone, phone.as_str(), |code| {
        messages::phone_code_sms(lang.0, row.id, phone.as_str(), code.expose(), minutes)
    })
    .await?;
    let text = message(lang.0, "auth.sms_sent", &[("phone", phone.as_str().to_owned())]);
    Ok(Reply(crate::reply::Envelope { success: true, message: Some(text), data: None }))
}

async fn verify_phone_code(
    state: &AppState,
    lang: Lang,
    origin: &Origin,
    player: Player,
    input: &UpdatePhoneRequest,
) -> ApiResult<Option<PhoneVerified>> {
    let (phone, code) = validate((("phone", Phone::parse(&input.phone)), ("code", OneTimeCode::parse(&input.code))))
        .map_err(Error::validation)?;
    let account = Subject::Player(player.player_id);
    limits::before_check(&state.db, &state.clock, &state.settings.accounts, origin, account).await?;
    let active = codes::check(state, player.player_id, Purpose::Phone, &code, Some(phone.as_str()), false)
        .await?
        .map_err(codes::Refused::into_error)?;
    match store::players::verify_phone(&state.db, player.player_id, phone.as_str(), active.id, state.clock.now())
        .await?
    {
        Ok(()) => {}
        Err(Refused::Taken(Taken::Phone)) => return Err(Error::conflict("auth.phone_taken", "phone")),
        // A parallel request with the same code verified it first.
        Err(Refused::CodeUsed) => return Err(codes::code_error("auth.invalid_code")),
        Err(other) => return Err(Error::internal(format!("verifying a phone clashed on {other:?}"))),
    }
    let data = PhoneVerified { phone: phone.as_str().to_owned(), sms_verified: true };
    Ok(Reply::with_message(lang.t("auth.phone_verified"), Some(data)))
}

/// The change-password form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ChangePasswordRequest {
    pub old_password: String,
    pub password: String,
    pub confirm_password: String,
}

/// Changes the password after checking the current one; ends every other session of the player (this one
/// stays) and e-mails a notice.
#[utoipa::path(post, path = "/api/customer/changepassword", tag = "customer", operation_id = "customer_change_password",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = ChangePasswordRequest,
    responses(
        (status = 200, body = MessageEnvelope),
        (status = 400, description = "auth.wrong_password on oldPassword"),
        (status = 401, description = "no live session"),
        (status = 422, description = "each 5–100 characters; confirmPassword must match; the new password must differ"),
        (status = 429, description = "too many attempts; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After"),
    ),
    security(("player" = [])))]
pub async fn change_password(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<ChangePasswordRequest>,
) -> ApiResult<()> {
    let new_password = Password::parse(&input.password).and_then(|new| {
        if input.password == input.old_password { Err(Invalid::new("validation.password_same")) } else { Ok(new) }
    });
    let (old, new, ()) = validate((
        ("oldPassword", Password::parse(&input.old_password)),
        ("password", new_password),
        ("confirmPassword", confirm(&input.password, &input.confirm_password)),
    ))
    .map_err(Error::validation)?;
    let row = passwords::confirm_own(&state, player.player_id, "oldPassword", old).await?;
    let password_hash = passwords::hash(&state, new).await?;
    let now = state.clock.now();
    let notice = messages::password_changed_email(lang.0, row.id, &row.email, &row.username, now);
    let ended = store::players::change_password(
        &state.db,
        &store::players::PasswordChange {
            player_id: row.id,
            password_hash,
            now,
            keep_session: Some(player.session_id),
            end_reason: EndReason::PasswordChanged,
            used_code: None,
            notice: Some(&notice),
        },
    )
    .await?
    .unwrap_or_default();
    if let Some(realtime) = &state.realtime {
        realtime.sessions_ended(&ended, EndReason::PasswordChanged).await;
    }
    Ok(Reply::message(lang.t("auth.password_changed")))
}

/// A country on the profile.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProfileCountry {
    pub id: i64,
    pub name: String,
}

/// The account page's data.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub name: String,
    pub surname: String,
    pub username: String,
    pub usercode: String,
    pub email: String,
    pub phone: String,
    pub sms_verified: bool,
    /// A number sent a code on `customer/updatephone` and not verified yet.
    pub pending_phone: Option<String>,
    /// `YYYY-MM-DD`.
    pub birth_date: NaiveDate,
    pub country: ProfileCountry,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
}

/// The player's profile (country named in the request's language).
#[utoipa::path(get, path = "/api/customer/profile", tag = "customer", operation_id = "customer_profile",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    responses((status = 200, body = crate::reply::Envelope<Profile>), (status = 401)),
    security(("player" = [])))]
pub async fn profile(State(state): State<AppState>, Lang(locale): Lang, player: Player) -> ApiResult<Profile> {
    let row = player_row(&state, player).await?;
    let country_name = store::countries::name(&state.db, row.country_id, locale).await?.unwrap_or_default();
    Ok(Reply::data(Profile {
        sms_verified: row.sms_verified(),
        name: row.name,
        surname: row.surname,
        username: row.username,
        usercode: row.usercode,
        email: row.email,
        phone: row.phone,
        pending_phone: row.pending_phone,
        birth_date: row.birth_date,
        country: ProfileCountry { id: row.country_id, name: country_name },
        created_at: row.created_at,
        last_login_at: row.last_login_at,
    }))
}

/// A page request.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SessionsRequest {
    /// Default 0.
    #[schema(value_type = Option<i64>)]
    pub skip: Option<Loose>,
    /// 1–100, default 20.
    #[schema(value_type = Option<i64>)]
    pub take: Option<Loose>,
}

/// One session in the history.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionItem {
    pub id: i64,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// When it ended (also when it lapsed by the idle timeout or its lifetime); null while live.
    pub ended_at: Option<DateTime<Utc>>,
    /// logout, revoked, password_changed, password_reset, idle, expired or blocked.
    pub end_reason: Option<String>,
    pub ip: String,
    pub user_agent: String,
    /// The session of this request.
    pub current: bool,
}

/// A page of sessions.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionPage {
    pub items: Vec<SessionItem>,
    pub total: i64,
}

/// The player's sessions, newest first, the current one marked.
#[utoipa::path(post, path = "/api/customer/sessions", tag = "customer", operation_id = "customer_sessions",
    request_body = SessionsRequest,
    responses((status = 200, body = crate::reply::Envelope<SessionPage>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn sessions(
    State(state): State<AppState>,
    player: Player,
    ApiJson(input): ApiJson<SessionsRequest>,
) -> ApiResult<SessionPage> {
    let mut errors = FieldErrors::default();
    let skip = errors.check("skip", crate::paging::bounded(input.skip.as_ref(), 0, 0, i64::from(i32::MAX)));
    let take = errors.check("take", crate::paging::bounded(input.take.as_ref(), 20, 1, 100));
    errors.finish().map_err(Error::validation)?;
    let (rows, total) =
        store::sessions::list(&state.db, player.player_id, skip.unwrap_or(0), take.unwrap_or(20)).await?;
    let now = state.clock.now();
    let idle = state.settings.accounts.session_idle;
    let items = rows
        .into_iter()
        .map(|row| {
            let (ended_at, end_reason) = match (row.ended_at, row.end_reason) {
                (Some(at), reason) => (Some(at), reason),
                (None, _) => match lapsed(row.last_seen_at, row.expires_at, idle, now) {
                    Some((at, reason)) => (Some(at), Some(reason.as_str().to_owned())),
                    None => (None, None),
                },
            };
            SessionItem {
                current: row.id == player.session_id,
                id: row.id,
                created_at: row.created_at,
                last_seen_at: row.last_seen_at,
                ended_at,
                end_reason,
                ip: row.ip,
                user_agent: row.user_agent,
            }
        })
        .collect();
    Ok(Reply::data(SessionPage { items, total }))
}

/// Which session to end.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct RevokeRequest {
    #[schema(value_type = i64)]
    pub id: Option<Loose>,
}

/// Ends one of the player's own sessions (the current one too: the client is then logged out).
#[utoipa::path(post, path = "/api/customer/sessions/revoke", tag = "customer", operation_id = "customer_revoke_session",
    params(("x-locale" = Option<String>, Header, description = "tr (default) or en")),
    request_body = RevokeRequest,
    responses(
        (status = 200, body = MessageEnvelope),
        (status = 401, description = "no live session"),
        (status = 404, description = "session.not_found: no such session of this player"),
        (status = 422, description = "id missing"),
    ),
    security(("player" = [])))]
pub async fn revoke_session(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    ApiJson(input): ApiJson<RevokeRequest>,
) -> ApiResult<()> {
    let id = required_integer(input.id.as_ref()).map_err(|e| Error::field("id", e))?;
    // Ending the session this request came with is a logout: there is nothing to explain to this client.
    let reason = if id == player.session_id { EndReason::Logout } else { EndReason::Revoked };
    let ended = store::sessions::end_owned(&state.db, player.player_id, id, state.clock.now(), reason).await?;
    match ended {
        None => Err(Error::new(StatusCode::NOT_FOUND, "session.not_found")),
        Some(now_ended) => {
            if now_ended && let Some(realtime) = &state.realtime {
                realtime.session_ended(id, reason).await;
            }
            Ok(Reply::message(lang.t("auth.session_revoked")))
        }
    }
}

/// Counts as activity and answers nothing: the site calls it every few minutes while a sportsbook partner's frame is
/// shown in a visible tab, since a player who only bets there makes no other call of ours and would be logged out
/// after the idle timeout (docs/decisions.md, "The sportsbook heartbeat").
#[utoipa::path(post, path = "/api/customer/heartbeat", tag = "customer", operation_id = "customer_heartbeat",
    responses(
        (status = 204, description = "the session is live, and active now"),
        (status = 401, description = "no live session"),
    ),
    security(("player" = [])))]
pub async fn heartbeat(_player: Player) -> StatusCode {
    StatusCode::NO_CONTENT
}
