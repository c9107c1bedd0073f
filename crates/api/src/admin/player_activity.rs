//! What a player did and was given, for the player page's tabs (`/api/admin/players/{id}/…`, roles finance,
//! support and admin; read only): their game rounds, their bonus grants and the notifications they were sent,
//! each newest first and paged. The bonuses and notifications are the player's own views of them
//! ([`BonusGrant`], [`NotificationItem`]) in the operator's language. And the player's money at a glance
//! (`…/summary`), which the withdrawal queue shows beside a withdrawal to decide.

use axum::extract::{Path, Query, State};
use chrono::{DateTime, Duration, Utc};
use domain::money::Money;
use serde::Serialize;
use store::casino::history::Round;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::{player_notes::PlayerNote, player_sessions::existing_player, roles::MoneyReader};
use crate::paging::{Page, Paging, PagingQuery};
use crate::{
    bonus::player::BonusGrant,
    error::Error,
    i18n::Lang,
    notifications::item::NotificationItem,
    reply::{ApiResult, Reply},
    state::AppState,
};

/// `/api/admin/players/{id}/rounds`, `…/bonuses`, `…/notifications` and `…/summary`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rounds))
        .routes(routes!(bonuses))
        .routes(routes!(notifications))
        .routes(routes!(summary))
}

impl PagingQuery {
    /// The paging, then the player (a bad paging is a 422 even for an unknown player).
    async fn read(&self, state: &AppState, id: &str) -> Result<(i64, Paging), Error> {
        let paging = Paging::parse(self.skip.as_deref(), self.take.as_deref())?;
        Ok((existing_player(state, id).await?, paging))
    }
}

/// One of a player's game rounds. Amounts in lira.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminRound {
    /// Our id of the round (the game history's `roundId`).
    pub id: i64,
    /// The provider's id of the round.
    pub round: String,
    pub game_id: i64,
    pub game_name: String,
    pub provider_name: String,
    /// Staked, less rolled-back bets.
    pub bet: f64,
    pub win: f64,
    /// open, closed or rolled_back.
    pub status: String,
    /// When its first bet came.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<Round> for AdminRound {
    fn from(r: Round) -> Self {
        AdminRound {
            id: r.id,
            round: r.round,
            game_id: r.game_id,
            game_name: r.game_name,
            provider_name: r.provider_name,
            bet: Money(r.bet).to_major_json(),
            win: Money(r.win).to_major_json(),
            status: r.status,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

/// A player's game rounds, newest first.
#[utoipa::path(get, path = "/api/admin/players/{id}/rounds", tag = "admin", operation_id = "admin_player_rounds",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id"), PagingQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<AdminRound>>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found"),
        (status = 422)))]
pub async fn rounds(
    State(state): State<AppState>,
    _reader: MoneyReader,
    Path(id): Path<String>,
    Query(query): Query<PagingQuery>,
) -> ApiResult<Page<AdminRound>> {
    let (player, paging) = query.read(&state, &id).await?;
    let (rows, total) = store::casino::history::rounds(&state.db, player, paging.skip, paging.take).await?;
    Ok(Reply::data(Page { items: rows.into_iter().map(AdminRound::from).collect(), total }))
}

/// A player's bonus grants, newest first: the bonus's title in the operator's language, amount, wagering
/// required and done, status and dates (and the bonus money left on the active one).
#[utoipa::path(get, path = "/api/admin/players/{id}/bonuses", tag = "admin", operation_id = "admin_player_bonuses",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id"), PagingQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<BonusGrant>>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found"),
        (status = 422)))]
pub async fn bonuses(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _reader: MoneyReader,
    Path(id): Path<String>,
    Query(query): Query<PagingQuery>,
) -> ApiResult<Page<BonusGrant>> {
    let (player, paging) = query.read(&state, &id).await?;
    let (grants, total) = store::bonuses::grants::history(&state.db, player, paging.skip, paging.take).await?;
    let balance = store::ledger::player_balances(&state.db, player).await?.bonus;
    Ok(Reply::data(Page { items: grants.iter().map(|g| BonusGrant::new(g, balance, locale)).collect(), total }))
}

/// What was sent to a player (their own notifications and those to everyone since they registered), newest
/// first, in the operator's language, with whether the player has read each.
#[utoipa::path(get, path = "/api/admin/players/{id}/notifications", tag = "admin",
    operation_id = "admin_player_notifications", security(("operator" = [])),
    params(("id" = i64, Path, description = "player id"), PagingQuery),
    responses((status = 200, body = crate::reply::Envelope<Page<NotificationItem>>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found"),
        (status = 422)))]
pub async fn notifications(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _reader: MoneyReader,
    Path(id): Path<String>,
    Query(query): Query<PagingQuery>,
) -> ApiResult<Page<NotificationItem>> {
    let (player, paging) = query.read(&state, &id).await?;
    let found = store::notifications::page(&state.db, player, paging.skip, paging.take).await?;
    let total = store::notifications::count(&state.db, player).await?;
    Ok(Reply::data(Page { items: found.iter().map(|n| NotificationItem::new(n, locale)).collect(), total }))
}

/// A count of payments and their sum in lira.
#[derive(Debug, Serialize, ToSchema)]
pub struct MoneyTotals {
    pub count: i64,
    pub amount: f64,
}

impl From<store::player_admin::Totals> for MoneyTotals {
    fn from(t: store::player_admin::Totals) -> Self {
        MoneyTotals { count: t.count, amount: Money(t.amount).to_major_json() }
    }
}

/// The last 30 days, in lira.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecentFigures {
    /// Confirmed deposits made in the period.
    pub deposits: f64,
    /// Withdrawals asked for in the period and paid out.
    pub withdrawals: f64,
    /// Staked in rounds begun in the period, less rolled-back bets.
    pub bets: f64,
    pub wins: f64,
    pub rounds: i64,
}

/// One of the biggest wins of the last 7 days.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentWin {
    pub game_name: String,
    pub provider_name: String,
    pub bet: f64,
    pub win: f64,
    pub at: DateTime<Utc>,
}

/// The active bonus and its wagering, in lira.
#[derive(Debug, Serialize, ToSchema)]
pub struct ActiveBonus {
    /// The bonus's title in the operator's language.
    pub name: String,
    /// Bonus money left.
    pub balance: f64,
    pub wagered: f64,
    pub required: f64,
}

/// Responsible-gambling flags.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProtectionFlags {
    /// A time-out or self-exclusion in force: until when (`null` with a kind: permanent, or until the account
    /// reopens).
    pub excluded_until: Option<DateTime<Utc>>,
    /// `timeout` or `self_exclusion` while one is in force.
    pub exclusion_kind: Option<String>,
    /// Deposit, loss, wager and session limits in force.
    pub limits: i64,
    /// Limits reached in the last 30 days.
    pub alerts30_days: i64,
}

/// A player's money at a glance: lifetime payments, what waits, the last 30 days' play, the biggest wins of the
/// last 7 days, the active bonus's wagering and the responsible-gambling flags.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlayerSummary {
    /// Confirmed deposits, all time.
    pub deposits: MoneyTotals,
    /// Withdrawals paid out, all time.
    pub withdrawals: MoneyTotals,
    pub pending_withdrawals: MoneyTotals,
    pub last30_days: RecentFigures,
    /// Biggest first, at most 5.
    pub recent_wins: Vec<RecentWin>,
    pub bonus: Option<ActiveBonus>,
    pub protection: ProtectionFlags,
    /// While the player is blocked: since when and why (paying them out then needs an admin's override).
    pub block: Option<PlayerBlock>,
    /// The newest notes operators wrote on the player, newest first (at most 3).
    pub latest_notes: Vec<PlayerNote>,
}

/// A player's block.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerBlock {
    pub at: DateTime<Utc>,
    pub reason: Option<String>,
}

/// How many of the newest notes the summary carries.
const LATEST_NOTES: i64 = 3;

/// A player's money at a glance, for deciding a withdrawal (finance, support and admin).
#[utoipa::path(get, path = "/api/admin/players/{id}/summary", tag = "admin", operation_id = "admin_player_summary",
    security(("operator" = [])), params(("id" = i64, Path, description = "player id")),
    responses((status = 200, body = crate::reply::Envelope<PlayerSummary>), (status = 401),
        (status = 403, description = "role content"), (status = 404, description = "admin.player_not_found")))]
pub async fn summary(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _reader: MoneyReader,
    Path(id): Path<String>,
) -> ApiResult<PlayerSummary> {
    let player = existing_player(&state, &id).await?;
    let now = state.clock.now();
    let s = store::player_admin::money_summary(&state.db, player, now - Duration::days(30), now - Duration::days(7))
        .await?;
    let lira = |kurus: i64| Money(kurus).to_major_json();
    let bonus = match store::bonuses::grants::active(&state.db, player).await? {
        Some(grant) => Some(ActiveBonus {
            name: grant.title.get(locale).clone(),
            balance: store::ledger::player_balances(&state.db, player).await?.bonus.to_major_json(),
            wagered: grant.wagered.to_major_json(),
            required: grant.wagering_required.to_major_json(),
        }),
        None => None,
    };
    let exclusion = store::responsible::exclusions::in_force(&state.db, player, now).await?;
    let block = match store::players::get(&state.db, player).await?.and_then(|p| p.blocked_at) {
        Some(at) => Some(PlayerBlock { at, reason: store::player_admin::block_reason(&state.db, player).await? }),
        None => None,
    };
    let (notes, _) = store::player_notes::list(&state.db, player, 0, LATEST_NOTES).await?;
    Ok(Reply::data(PlayerSummary {
        deposits: s.deposits.into(),
        withdrawals: s.withdrawals.into(),
        pending_withdrawals: s.pending_withdrawals.into(),
        last30_days: RecentFigures {
            deposits: lira(s.recent.deposits),
            withdrawals: lira(s.recent.withdrawals),
            bets: lira(s.recent.bets),
            wins: lira(s.recent.wins),
            rounds: s.recent.rounds,
        },
        recent_wins: s
            .wins
            .into_iter()
            .map(|w| RecentWin {
                game_name: w.game_name,
                provider_name: w.provider_name,
                bet: lira(w.bet),
                win: lira(w.win),
                at: w.at,
            })
            .collect(),
        bonus,
        protection: ProtectionFlags {
            excluded_until: exclusion.as_ref().and_then(|e| match e.ends_at {
                // A self-exclusion that ran out keeps the account shut until it reopens on request.
                Some(end) if end <= now => e.reopen_at,
                end => end,
            }),
            exclusion_kind: exclusion.map(|e| e.kind.code().to_owned()),
            limits: s.limits,
            alerts30_days: s.alerts,
        },
        block,
        latest_notes: notes.into_iter().map(PlayerNote::from).collect(),
    }))
}
