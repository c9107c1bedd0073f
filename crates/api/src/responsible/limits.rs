//! The player's limits (`customer/responsiblegaming*`, issue 22): their limits with what is
//! used and left, a change (a tightening at once, a loosening after 24 hours, confirmed then), and the words
//! of the 80 % notification and of a refusal. The rules are `domain::responsible`; enforcement is in the money
//! movements' transactions (`store::payments::flow::open_deposit`, `store::seamless`).

use axum::extract::State;
use chrono::{DateTime, Utc};
use domain::{
    locale::Locale,
    money::Money,
    notification::Kind,
    responsible::{Exceeded, LimitKind, Period, SESSION_MINUTES},
    validation::Invalid,
};
use serde::{Deserialize, Serialize};
use store::{
    audit::NewEntry,
    notifications::NewNotification,
    responsible::{Changed, Refused, Which},
};
use utoipa::ToSchema;

use super::exclusions::player_actor;
use crate::{
    accounts::Loose,
    error::{ApiJson, Error},
    i18n::{Lang, message},
    notices::{announce, both, kind_word, local_time, money_text, period_word},
    reply::{ApiResult, Reply},
    session::{Origin, Player},
    state::AppState,
};

/// The refusal of a deposit over a limit: which limit, what is left, when it lifts (400).
pub fn deposit_refused(exceeded: Exceeded) -> Error {
    Error::bad_request(match exceeded.period {
        Period::Day => "responsible.deposit_limit.daily",
        Period::Week => "responsible.deposit_limit.weekly",
        Period::Month => "responsible.deposit_limit.monthly",
    })
    .arg("limit", exceeded.limit)
    .arg("left", exceeded.left)
    .arg("until", local_time(exceeded.lifts_at))
}

/// One limit as the player's page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimitView {
    /// `deposit`, `loss`, `wager`.
    pub kind: String,
    /// `daily`, `weekly`, `monthly`.
    pub period: String,
    /// The limit in force, in lira; null: none.
    pub amount: Option<f64>,
    /// Counted in this period so far, in lira (a net loss may be below zero).
    pub used: f64,
    /// What is left in this period, in lira; null without a limit.
    pub left: Option<f64>,
    /// When this period ends and its usage starts again.
    pub resets_at: DateTime<Utc>,
    /// A raise or removal waiting for confirmation, if any.
    pub pending: Option<PendingView>,
}

/// A loosening that waits 24 hours, then the player confirms it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingView {
    /// The new limit (lira or minutes); null removes it.
    pub amount: Option<f64>,
    /// From when `customer/responsiblegaming/confirm` takes it.
    pub effective_at: DateTime<Utc>,
}

/// The session time limit.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionLimitView {
    /// Minutes per login; null: none.
    pub minutes: Option<i64>,
    pub pending: Option<PendingView>,
}

/// An organisation that helps with gambling problems (site option `responsible_help`, a JSON list of these).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpLink {
    pub name: String,
    pub url: String,
    #[serde(default)]
    pub phone: Option<String>,
}

/// The site option that lists the help organisations shown to players.
pub const HELP_OPTION: &str = "responsible_help";

/// The help organisations: the site option when set and valid, otherwise Turkey's and international ones.
pub async fn help_links(state: &AppState) -> Result<Vec<HelpLink>, Error> {
    let option = store::site_options::get(&state.db, HELP_OPTION).await?.filter(|o| o.status);
    if let Some(option) = option {
        match serde_json::from_str::<Vec<HelpLink>>(&option.value) {
            Ok(links) => return Ok(links),
            Err(e) => tracing::warn!(error = %e, "site option {HELP_OPTION} is not a list of {{name, url, phone}}"),
        }
    }
    let link = |name: &str, url: &str, phone: Option<&str>| HelpLink {
        name: name.to_owned(),
        url: url.to_owned(),
        phone: phone.map(str::to_owned),
    };
    Ok(vec![
        link("Yeşilay Danışmanlık Merkezi (YEDAM)", "https://www.yesilay.org.tr", Some("115")),
        link("GamCare", "https://www.gamcare.org.uk", Some("+44 808 8020 133")),
        link("BeGambleAware", "https://www.begambleaware.org", None),
        link("Gamblers Anonymous", "https://www.gamblersanonymous.org", None),
    ])
}

/// The player's responsible-gambling settings.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    /// Every money limit (kind × period), set or not, with its usage.
    pub limits: Vec<LimitView>,
    pub session: SessionLimitView,
    pub reality_check: super::exclusions::RealityCheckView,
    /// The time-out or self-exclusion in force (or a self-exclusion that ended, awaiting the player's request
    /// to reopen); null otherwise.
    pub exclusion: Option<super::exclusions::ExclusionView>,
    /// Organisations that help, to show on the page.
    pub help_links: Vec<HelpLink>,
}

/// The player's limits, what is used and left in each period, and the loosenings waiting for confirmation.
#[utoipa::path(get, path = "/api/customer/responsiblegaming", tag = "customer",
    operation_id = "customer_responsiblegaming",
    responses((status = 200, body = crate::reply::Envelope<Overview>), (status = 401)),
    security(("player" = [])))]
pub async fn overview(State(state): State<AppState>, player: Player) -> ApiResult<Overview> {
    Ok(Reply::data(read_overview(&state, player.player_id).await?))
}

/// The overview of `player_id` (also for operators).
pub async fn read_overview(state: &AppState, player_id: i64) -> Result<Overview, Error> {
    let now = state.clock.now();
    let limits = store::responsible::limits(&state.db, player_id).await?;
    let usage = store::responsible::usage(&state.db, player_id, now).await?;
    let pending = |limit: &store::responsible::Limit, money: bool| {
        limit.pending.map(|p| PendingView {
            amount: p.value.map(|v| if money { Money(v).to_major_json() } else { v as f64 }),
            effective_at: p.from,
        })
    };
    let mut views = Vec::new();
    for kind in LimitKind::ALL {
        for period in Period::ALL {
            let limit = limits.iter().find(|l| l.which == Which::Money(kind, period));
            let used = usage.get(&(kind, period)).copied().unwrap_or_default();
            views.push(LimitView {
                kind: kind.code().to_owned(),
                period: period.code().to_owned(),
                amount: limit.map(|l| Money(l.amount).to_major_json()),
                used: used.to_major_json(),
                left: limit.map(|l| domain::responsible::left(Money(l.amount), used).to_major_json()),
                resets_at: period.end(now),
                pending: limit.and_then(|l| pending(l, true)),
            });
        }
    }
    let session = limits.iter().find(|l| l.which == Which::Session);
    Ok(Overview {
        limits: views,
        session: SessionLimitView {
            minutes: session.map(|l| l.amount),
            pending: session.and_then(|l| pending(l, false)),
        },
        reality_check: super::exclusions::RealityCheckView::new(
            store::responsible::sessions::reality_check_minutes(&state.db, player_id).await?,
        ),
        exclusion: super::exclusions::exclusion_view(state, player_id).await?,
        help_links: help_links(state).await?,
    })
}

/// `{kind, period, amount}`: a limit to set.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct LimitRequest {
    /// `deposit`, `loss`, `wager` or `session`.
    pub kind: String,
    /// `daily`, `weekly` or `monthly` (ignored for `session`).
    pub period: String,
    /// Lira with at most two decimals (minutes for `session`, 5–1440); null or absent removes the limit.
    #[schema(value_type = Option<f64>)]
    pub amount: Option<Loose>,
}

/// The limit a request names, or the field error.
pub fn which(kind: &str, period: &str) -> Result<Which, Error> {
    if kind == "session" {
        return Ok(Which::Session);
    }
    let kind =
        LimitKind::from_code(kind).ok_or_else(|| Error::field("kind", Invalid::new("responsible.kind_unknown")))?;
    let period =
        Period::from_code(period).ok_or_else(|| Error::field("period", Invalid::new("responsible.period_unknown")))?;
    Ok(Which::Money(kind, period))
}

/// The amount of a limit request: kuruş, or minutes for the session limit; `None` removes it.
pub fn limit_value(which: Which, amount: Option<&Loose>) -> Result<Option<i64>, Error> {
    let Some(amount) = amount else { return Ok(None) };
    let field = |invalid| Error::field("amount", invalid);
    match which {
        Which::Session => {
            let (min, max) = SESSION_MINUTES;
            amount
                .integer()
                .filter(|m| (min..=max).contains(m))
                .map(Some)
                .ok_or_else(|| field(Invalid::new("validation.range").arg("min", min).arg("max", max)))
        }
        Which::Money(..) => {
            let text = amount.text(0);
            let money = Money::parse_major(&text).map_err(field)?;
            if money.0 <= 0 {
                return Err(field(Invalid::new("validation.amount")));
            }
            Ok(Some(money.0))
        }
    }
}

/// The value of a limit as the player reads it.
fn value_text(locale: Locale, which: Which, value: Option<i64>) -> String {
    match (which, value) {
        (_, None) => message(locale, "responsible.no_limit", &[]),
        (Which::Session, Some(minutes)) => message(locale, "responsible.minutes", &[("minutes", minutes.to_string())]),
        (Which::Money(..), Some(kurus)) => format!("₺{}", money_text(locale, Money(kurus))),
    }
}

fn limit_name(locale: Locale, which: Which) -> String {
    match which {
        Which::Session => message(locale, "responsible.kind.session", &[]),
        Which::Money(kind, period) => {
            format!("{} ({})", kind_word(locale, kind), period_word(locale, period))
        }
    }
}

/// The notification of a change of `which` (kind System).
pub fn change_notice(player_id: i64, which: Which, changed: Changed, now: DateTime<Utc>) -> NewNotification {
    let (key, value, at) = match changed {
        Changed::Later(pending) => ("responsible.notice.pending", pending.value, Some(pending.from)),
        Changed::Now(value) => ("responsible.notice.changed", value, None),
        Changed::Nothing => ("responsible.notice.changed", None, None),
    };
    let args = |locale| {
        vec![
            ("limit", limit_name(locale, which)),
            ("value", value_text(locale, which, value)),
            ("from", at.map(local_time).unwrap_or_default()),
        ]
    };
    NewNotification {
        player_id: Some(player_id),
        kind: Kind::System,
        title: both("responsible.notice.title", args),
        note: both(key, args),
        created_at: now,
        operator_id: None,
    }
}

/// What a change did: the limit now, or the loosening waiting.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LimitChanged {
    /// True: in force now. False: waiting until `effectiveAt`, then confirm it.
    pub immediate: bool,
    /// The new limit (lira, or minutes for `session`); null: no limit.
    pub amount: Option<f64>,
    pub effective_at: Option<DateTime<Utc>>,
}

pub fn changed_view(which: Which, changed: Changed) -> LimitChanged {
    let shown = |v: Option<i64>| v.map(|v| if which == Which::Session { v as f64 } else { Money(v).to_major_json() });
    match changed {
        Changed::Now(v) => LimitChanged { immediate: true, amount: shown(v), effective_at: None },
        Changed::Later(p) => LimitChanged { immediate: false, amount: shown(p.value), effective_at: Some(p.from) },
        Changed::Nothing => LimitChanged { immediate: true, amount: None, effective_at: None },
    }
}

/// Sets, raises, lowers or removes one limit. A lowering (or a first limit) is in force at once; a raise or a
/// removal takes effect only after 24 hours and once the player confirms it then (`…/confirm`). Each change
/// writes a notification and an audit row.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/limits", tag = "customer",
    operation_id = "customer_responsiblegaming_limits",
    request_body = LimitRequest,
    responses((status = 200, body = crate::reply::Envelope<LimitChanged>), (status = 401), (status = 422)),
    security(("player" = [])))]
pub async fn set_limit(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<LimitRequest>,
) -> ApiResult<LimitChanged> {
    let which = which(&input.kind, &input.period)?;
    let wanted = limit_value(which, input.amount.as_ref())?;
    let now = state.clock.now();
    let (kind, period) = which.codes();
    let entry = NewEntry::new(&player_actor(&origin, now), "responsible.limit.change", "player", player.player_id)
        .after(serde_json::json!({"kind": kind, "period": period}));
    let notice = |changed| change_notice(player.player_id, which, changed, now);
    let done = store::responsible::change(&state.db, player.player_id, which, wanted, false, notice, &entry, now)
        .await?
        .map_err(|_| Error::internal("a player's change refused as an operator's"))?;
    announce_change(&state, player.player_id, which, done, now).await;
    let key = if matches!(done.0, Changed::Later(_)) { "responsible.limit_pending" } else { "responsible.limit_set" };
    Ok(Reply::with_message(lang.t(key), changed_view(which, done.0)))
}

pub async fn announce_change(
    state: &AppState,
    player_id: i64,
    which: Which,
    (changed, id): (Changed, i64),
    now: DateTime<Utc>,
) {
    if changed != Changed::Nothing {
        let notice = change_notice(player_id, which, changed, now);
        announce(state, player_id, Some((id, &notice))).await;
    }
}

/// `{kind, period}`: the limit whose waiting raise or removal to confirm.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct ConfirmRequest {
    pub kind: String,
    pub period: String,
}

/// Confirms a raise or removal once its 24 hours have passed; it is in force from now.
#[utoipa::path(post, path = "/api/customer/responsiblegaming/confirm", tag = "customer",
    operation_id = "customer_responsiblegaming_confirm",
    request_body = ConfirmRequest,
    responses((status = 200, body = crate::reply::Envelope<LimitChanged>), (status = 401),
        (status = 409, description = "responsible.nothing_pending, responsible.not_yet"), (status = 422)),
    security(("player" = [])))]
pub async fn confirm(
    State(state): State<AppState>,
    lang: Lang,
    player: Player,
    origin: Origin,
    ApiJson(input): ApiJson<ConfirmRequest>,
) -> ApiResult<LimitChanged> {
    let which = which(&input.kind, &input.period)?;
    let now = state.clock.now();
    let (kind, period) = which.codes();
    let entry = NewEntry::new(&player_actor(&origin, now), "responsible.limit.confirm", "player", player.player_id)
        .after(serde_json::json!({"kind": kind, "period": period}));
    let notice = |changed| change_notice(player.player_id, which, changed, now);
    match store::responsible::confirm(&state.db, player.player_id, which, notice, &entry, now).await? {
        Ok(done) => {
            announce_change(&state, player.player_id, which, done, now).await;
            Ok(Reply::with_message(lang.t("responsible.limit_set"), changed_view(which, done.0)))
        }
        Err(Refused::NotYet(from)) => {
            Err(Error::new(axum::http::StatusCode::CONFLICT, "responsible.not_yet").arg("from", local_time(from)))
        }
        Err(_) => Err(Error::new(axum::http::StatusCode::CONFLICT, "responsible.nothing_pending")),
    }
}
