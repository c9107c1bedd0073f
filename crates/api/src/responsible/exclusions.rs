//! The player's longer-lasting protections (`customer/responsiblegaming/…`, issue 22): the reality-check
//! interval, a time-out, a self-exclusion, reopening after a self-exclusion ended, and closing the account.
//! A time-out, self-exclusion or closure asks for the password, takes effect at once and ends every session
//! (their hub connections are told why). During an exclusion the player may still log in to withdraw and read
//! their history; deposits, game launches and bets are refused ([`refuse_if_excluded`]).

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use domain::{
    account::Password,
    locale::Locale,
    notification::Kind,
    responsible::{Exclusion, ExclusionKind, ExclusionPeriod, REALITY_CHECK_MINUTES},
    session::EndReason,
    validation::Invalid,
};
use serde::{Deserialize, Serialize};
use store::{
    audit::{Actor, NewEntry},
    cms::Localized,
    notifications::NewNotification,
    responsible::Refused,
    responsible::exclusions::Excluded,
};
use utoipa::ToSchema;

use crate::{
    accounts::{Loose, passwords},
    error::{ApiJson, Error},
    i18n::{Lang, message},
    notices::{announce, both, grant_notice, local_time},
    reply::{ApiResult, Reply},
    session::{Origin, Player},
    state::AppState,
};

/// A time-out or self-exclusion as the player (and operators) read it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExclusionView {
    /// `timeout` or `selfExclusion`.
    pub kind: String,
    /// `24h`, `7d`, `30d`, `6w` (time-outs); `6m`, `1y`, `5y`, `permanent` (self-exclusions).
    pub period: String,
    pub started_at: DateTime<Utc>,
    /// Null: permanent.
    pub ends_at: Option<DateTime<Utc>>,
    /// A self-exclusion that ended: when the account reopens (24 hours after the player asked).
    pub reopen_at: Option<DateTime<Utc>>,
    /// The self-exclusion ended and the player may ask to reopen the account.
    pub can_request_reopen: bool,
}

impl ExclusionView {
    pub fn new(exclusion: &Exclusion, now: DateTime<Utc>) -> ExclusionView {
        ExclusionView {
            kind: kind_code(exclusion.kind).to_owned(),
            period: exclusion.period.code().to_owned(),
            started_at: exclusion.started_at,
            ends_at: exclusion.ends_at,
            reopen_at: exclusion.reopen_at,
            can_request_reopen: exclusion.can_request_reopen(now),
        }
    }
}

fn kind_code(kind: ExclusionKind) -> &'static str {
    match kind {
        ExclusionKind::Timeout => "timeout",
        ExclusionKind::SelfExclusion => "selfExclusion",
    }
}

/// The player's exclusion that keeps them from playing now, as shown; `None` when they may play.
pub async fn exclusion_view(state: &AppState, player_id: i64) -> Result<Option<ExclusionView>, Error> {
    let now = state.clock.now();
    let newest = store::responsible::exclusions::newest(&state.db, player_id).await?;
    Ok(newest.filter(|e| e.in_force(now) || e.can_request_reopen(now)).map(|e| ExclusionView::new(&e, now)))
}

/// 403 `responsible.excluded.*` while the player is on a time-out or self-excluded: what they may not do now
/// (deposit, launch a game), with when it lifts.
pub async fn refuse_if_excluded(state: &AppState, player_id: i64) -> Result<(), Error> {
    let now = state.clock.now();
    match store::responsible::exclusions::in_force(&state.db, player_id, now).await? {
        Some(exclusion) => Err(excluded_error(&exclusion)),
        None => Ok(()),
    }
}

pub(crate) fn excluded_error(exclusion: &Exclusion) -> Error {
    match (exclusion.kind, exclusion.lifts_at()) {
        (ExclusionKind::Timeout, Some(until)) => {
            Error::new(StatusCode::FORBIDDEN, "responsible.excluded.timeout").arg("until", local_time(until))
        }
        (_, Some(until)) if exclusion.reopen_at.is_some() => {
            Error::new(StatusCode::FORBIDDEN, "responsible.excluded.reopening").arg("until", local_time(until))
        }
        (_, Some(until)) => {
            Error::new(StatusCode::FORBIDDEN, "responsible.excluded.self").arg("until", local_time(until))
        }
        (_, None) => Error::new(StatusCode::FORBIDDEN, "responsible.excluded.permanent"),
    }
}

/// What the login says to a player on a time-out or self-excluded (`None` otherwise), in `locale`.
pub fn login_notice(locale: Locale, exclusion: &ExclusionView) -> String {
    let until = exclusion.reopen_at.or(exclusion.ends_at).map(local_time);
    match (exclusion.kind.as_str(), until) {
        ("timeout", Some(until)) => message(locale, "responsible.login.timeout", &[("until", until)]),
        (_, Some(until)) if !exclusion.can_request_reopen => {
            message(locale, "responsible.login.self", &[("until", until)])
        }
        (_, Some(_)) => message(locale, "responsible.login.reopen", &[]),
        (_, None) => message(locale, "responsible.login.permanent", &[]),
    }
}

fn period_word(locale: Locale, period: ExclusionPeriod) -> String {
    message(locale, &format!("responsible.exclusion.{}", period.code()), &[])
}

fn exclusion_notice(player_id: i64, exclusion: &Exclusion, key: &str, now: DateTime<Utc>) -> NewNotification {
    let args = |locale| {
        vec![
            ("period", period_word(locale, exclusion.period)),
            ("until", exclusion.lifts_at().map(local_time).unwrap_or_default()),
        ]
    };
    NewNotification {
        player_id: Some(player_id),
        kind: Kind::System,
        title: both("responsible.notice.protection", args),
        note: both(key, args),
        created_at: now,
        operator_id: None,
    }
}

/// `{period, password}`: a time-out or self-exclusion to take.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ExcludeRequest {
    /// Time-out: `24h`, `7d`, `30d`, `6w`. Self-exclusion: `6m`, `1y`, `5y`, `permanent`.
    pub period: String,
    pub password: String,
}

/// What a time-out or self-exclusion did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExcludeResult {
    pub exclusion: ExclusionView,
}

async fn exclude(
    state: &AppState,
    lang: Lang,
    player: &Player,
    origin: &Origin,
    kind: ExclusionKind,
    input: ExcludeRequest,
) -> ApiResult<ExcludeResult> {
    let period = ExclusionPeriod::for_kind(kind, &input.period)
        .ok_or_else(|| Error::field("period", Invalid::new("responsible.exclusion_period_unknown")))?;
    let password = Password::parse_login(&input.password).map_err(|e| Error::field("password", e))?;
    passwords::confirm_own(state, player.player_id, "password", password).await?;
    let now = state.clock.now();
    let actor = player_actor(origin, now);
    let entry = match kind {
        ExclusionKind::Timeout => NewEntry::new(&actor, "responsible.timeout", "player", player.player_id),
        ExclusionKind::SelfExclusion => NewEntry::new(&actor, "responsible.self_exclusion", "player", player.player_id),
    };
    let key = match kind {
        ExclusionKind::Timeout => "responsible.notice.timeout",
        ExclusionKind::SelfExclusion if period == ExclusionPeriod::Permanent => "responsible.notice.permanent",
        ExclusionKind::SelfExclusion => "responsible.notice.self",
    };
    let notice = |e: &Exclusion| exclusion_notice(player.player_id, e, key, now);
    let player_id = player.player_id;
    let bonus_notice = |g: &store::bonuses::Grant| grant_notice(g, player_id, now);
    let done =
        store::responsible::exclusions::exclude(&state.db, player_id, period, notice, &bonus_notice, &entry, now)
            .await?
            .map_err(|refused| match refused {
                Refused::AlreadyExcluded(current) => Error::new(StatusCode::CONFLICT, "responsible.already_excluded")
                    .arg("until", current.lifts_at().map(local_time).unwrap_or_else(|| "—".to_owned())),
                _ => Error::internal("an exclusion refused for another reason"),
            })?;
    let Excluded { exclusion, ended_sessions, notification_id, forfeited } = done;
    if let Some((_, id, notification)) = &forfeited {
        announce(state, player_id, Some((*id, notification))).await;
    }
    announce(
        state,
        player.player_id,
        Some((notification_id, &exclusion_notice(player.player_id, &exclusion, key, now))),
    )
    .await;
    if let Some(realtime) = &state.realtime {
        realtime.sessions_ended(&ended_sessions, EndReason::Excluded).await;
    }
    tracing::info!(player_id = player.player_id, kind = kind.code(), period = period.code(), "player excluded");
    let text = message(
        lang.0,
        key,
        &[("period", period_word(lang.0, period)), ("until", exclusion.lifts_at().map(local_time).unwrap_or_default())],
    );
    Ok(Reply::with_message(text, ExcludeResult { exclusion: ExclusionView::new(&exclusion, now) }))
}

/// Takes a time-out (24 hours, 7 days, 30 days or 6 weeks) at once: every session ends; until it ends the
/// player may log in only to withdraw and read their history. It cannot be ended early.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/timeout", tag = "customer",
    operation_id = "customer_responsiblegaming_timeout",
    request_body = ExcludeRequest,
    responses((status = 200, body = crate::reply::Envelope<ExcludeResult>), (status = 400, description = "auth.wrong_password"),
        (status = 401), (status = 409, description = "responsible.already_excluded"), (status = 422),
        (status = 429, description = "too many password checks; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After")),
    security(("player" = [])))]
pub async fn timeout(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<ExcludeRequest>,
) -> ApiResult<ExcludeResult> {
    exclude(&state, lang, &player, &origin, ExclusionKind::Timeout, input).await
}

/// Self-excludes for 6 months, 1 year, 5 years or for good, at once: every session ends; the player may log in
/// only to withdraw and read their history, receives no offers, and cannot register again with the same phone
/// or e-mail. When it ends the account reopens only on request (`…/reopen`) and 24 hours later.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/selfexclusion", tag = "customer",
    operation_id = "customer_responsiblegaming_selfexclusion",
    request_body = ExcludeRequest,
    responses((status = 200, body = crate::reply::Envelope<ExcludeResult>), (status = 400, description = "auth.wrong_password"),
        (status = 401), (status = 409, description = "responsible.already_excluded"), (status = 422),
        (status = 429, description = "too many password checks; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After")),
    security(("player" = [])))]
pub async fn self_exclusion(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<ExcludeRequest>,
) -> ApiResult<ExcludeResult> {
    exclude(&state, lang, &player, &origin, ExclusionKind::SelfExclusion, input).await
}

/// Asks to reopen the account after a self-exclusion ended: it reopens 24 hours from now.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/reopen", tag = "customer",
    operation_id = "customer_responsiblegaming_reopen",
    responses((status = 200, body = crate::reply::Envelope<ExcludeResult>), (status = 401),
        (status = 409, description = "responsible.cannot_reopen")),
    security(("player" = [])))]
pub async fn reopen(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
) -> ApiResult<ExcludeResult> {
    let now = state.clock.now();
    let entry = NewEntry::new(&player_actor(&origin, now), "responsible.reopen", "player", player.player_id);
    let key = "responsible.notice.reopen";
    let notice = |e: &Exclusion| exclusion_notice(player.player_id, e, key, now);
    let (exclusion, id) =
        store::responsible::exclusions::request_reopen(&state.db, player.player_id, notice, &entry, now)
            .await?
            .map_err(|_| Error::new(StatusCode::CONFLICT, "responsible.cannot_reopen"))?;
    announce(&state, player.player_id, Some((id, &exclusion_notice(player.player_id, &exclusion, key, now)))).await;
    let until = exclusion.reopen_at.map(local_time).unwrap_or_default();
    let text = message(lang.0, key, &[("until", until), ("period", period_word(lang.0, exclusion.period))]);
    Ok(Reply::with_message(text, ExcludeResult { exclusion: ExclusionView::new(&exclusion, now) }))
}

/// `{minutes}`: the reality-check interval.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct RealityCheckRequest {
    /// 15, 30, 45, 60 or 120; null turns it off (refused while a session limit is set).
    #[schema(value_type = Option<i64>)]
    pub minutes: Option<Loose>,
}

/// The reality-check interval.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RealityCheckView {
    /// Minutes between reality checks; null: off.
    pub minutes: Option<i64>,
    /// The intervals a player may pick.
    pub options: Vec<i64>,
}

impl RealityCheckView {
    pub fn new(minutes: Option<i64>) -> RealityCheckView {
        RealityCheckView { minutes, options: REALITY_CHECK_MINUTES.to_vec() }
    }
}

/// Sets the reality-check interval: at each interval since login the site shows the time played and this
/// session's net result. Open sessions follow the new interval from now.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/realitycheck", tag = "customer",
    operation_id = "customer_responsiblegaming_realitycheck",
    request_body = RealityCheckRequest,
    responses((status = 200, body = crate::reply::Envelope<RealityCheckView>), (status = 401),
        (status = 422, description = "responsible.reality_check_minutes, responsible.reality_check_required")),
    security(("player" = [])))]
pub async fn reality_check(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<RealityCheckRequest>,
) -> ApiResult<RealityCheckView> {
    let minutes = match &input.minutes {
        None => None,
        Some(value) => Some(
            value
                .integer()
                .filter(|m| REALITY_CHECK_MINUTES.contains(m))
                .ok_or_else(|| Error::field("minutes", Invalid::new("responsible.reality_check_minutes")))?,
        ),
    };
    let now = state.clock.now();
    let entry = NewEntry::new(&player_actor(&origin, now), "responsible.reality_check", "player", player.player_id);
    let value = |locale| match minutes {
        Some(m) => message(locale, "responsible.minutes", &[("minutes", m.to_string())]),
        None => message(locale, "responsible.off", &[]),
    };
    let notice = NewNotification {
        player_id: Some(player.player_id),
        kind: Kind::System,
        title: both("responsible.notice.title", |_| Vec::new()),
        note: Localized {
            tr: message(Locale::Tr, "responsible.notice.reality_check", &[("value", value(Locale::Tr))]),
            en: message(Locale::En, "responsible.notice.reality_check", &[("value", value(Locale::En))]),
        },
        created_at: now,
        operator_id: None,
    };
    let id =
        store::responsible::exclusions::set_reality_check(&state.db, player.player_id, minutes, &notice, &entry, now)
            .await?
            .map_err(|_| Error::field("minutes", Invalid::new("responsible.reality_check_required")))?;
    announce(&state, player.player_id, Some((id, &notice))).await;
    Ok(Reply::with_message(lang.t("responsible.reality_check_set"), RealityCheckView::new(minutes)))
}

/// `{password}`: closing the account.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct CloseRequest {
    pub password: String,
}

/// Closes the account on the player's request, once their balance is withdrawn and no payment is pending:
/// every session ends and the account cannot log in again (support can help with a new start).
#[utoipa::path(post, path = "/api/customer/responsiblegaming/close", tag = "customer",
    operation_id = "customer_responsiblegaming_close",
    request_body = CloseRequest,
    responses((status = 200, body = crate::accounts::MessageEnvelope), (status = 400, description = "auth.wrong_password"),
        (status = 401), (status = 409, description = "responsible.close_balance, responsible.close_pending"),
        (status = 422),
        (status = 429, description = "too many password checks; see Retry-After"),
        (status = 503, description = "server.busy: too many password checks at once; see Retry-After")),
    security(("player" = [])))]
pub async fn close(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<CloseRequest>,
) -> ApiResult<()> {
    let password = Password::parse_login(&input.password).map_err(|e| Error::field("password", e))?;
    passwords::confirm_own(&state, player.player_id, "password", password).await?;
    let now = state.clock.now();
    let entry = NewEntry::new(&player_actor(&origin, now), "responsible.close", "player", player.player_id);
    let ended =
        store::responsible::exclusions::close(&state.db, player.player_id, &entry, now).await?.map_err(|refused| {
            match refused {
                Refused::BalanceLeft(kurus) => Error::new(StatusCode::CONFLICT, "responsible.close_balance")
                    .arg("balance", domain::money::Money(kurus)),
                Refused::PaymentPending => Error::new(StatusCode::CONFLICT, "responsible.close_pending"),
                _ => Error::unauthorized(),
            }
        })?;
    if let Some(realtime) = &state.realtime {
        realtime.sessions_ended(&ended, EndReason::Closed).await;
    }
    tracing::info!(player_id = player.player_id, "player closed their account");
    Ok(Reply::message(lang.t("responsible.closed")))
}

/// The player as the actor of an audit row.
pub fn player_actor(origin: &Origin, at: DateTime<Utc>) -> Actor {
    let known = |text: &str| Some(text.to_owned()).filter(|t| !t.is_empty());
    Actor {
        operator_id: None,
        role: "player".to_owned(),
        ip: known(&origin.ip),
        user_agent: known(&origin.user_agent),
        request_id: known(&origin.request_id),
        at,
    }
}
