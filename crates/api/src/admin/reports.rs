//! The back office's overview and reports (`/api/admin/reports/…`, roles finance and admin), from the ledger
//! over whole days in Europe/Istanbul (`from`, `to`: `YYYY-MM-DD`, inclusive; the last 30 days by default).
//! Each answers JSON, or a CSV download with `format=csv`. What each figure counts: `store::reports`.

use axum::{
    extract::{Query, State},
    response::{IntoResponse, Response},
};
use chrono::NaiveDate;
use domain::{
    money::Money,
    report::{GameFigures, Period, PeriodError, TIME_ZONE},
};
use serde::{Deserialize, Serialize};
use store::reports::{self, Figures, GroupBy};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::roles::Cashier;
use crate::{
    csv::{Format, Table},
    error::Error,
    reply::Reply,
    state::AppState,
};

/// `/api/admin/reports/…`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(overview)).routes(routes!(ggr)).routes(routes!(payments))
}

/// A period and the answer's format.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// First day, `YYYY-MM-DD` in Istanbul (default: 29 days before `to`).
    pub from: Option<String>,
    /// Last day, inclusive (default: today in Istanbul). At most 366 days in all.
    pub to: Option<String>,
    /// `json` (default) or `csv`.
    pub format: Option<String>,
}

impl ReportQuery {
    fn read(&self, state: &AppState) -> Result<(Period, Format), Error> {
        let period =
            Period::parse(self.from.as_deref(), self.to.as_deref(), state.clock.now()).map_err(|e| match e {
                PeriodError::From(invalid) => Error::field("from", invalid),
                PeriodError::To(invalid) => Error::field("to", invalid),
            })?;
        Ok((period, Format::parse(self.format.as_deref())?))
    }
}

fn lira(minor: i64) -> f64 {
    Money(minor).to_major_json()
}

fn text(minor: i64) -> String {
    Money(minor).to_string()
}

/// Figures of a day or of the whole period. Amounts in lira.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewFigures {
    pub registrations: i64,
    /// Players who logged in, were seen, or had money move (for the period: each player once).
    pub active_players: i64,
    pub deposit_count: i64,
    pub deposit_amount: f64,
    /// Withdrawals paid out (approved).
    pub withdrawal_count: i64,
    pub withdrawal_amount: f64,
    /// Stakes, less rolled-back ones.
    pub bets: f64,
    pub wins: f64,
    /// Bets − wins.
    pub ggr: f64,
    /// Bonus money granted, less forfeited.
    pub bonus_cost: f64,
    /// GGR − bonus cost.
    pub ngr: f64,
}

impl From<Figures> for OverviewFigures {
    fn from(f: Figures) -> Self {
        OverviewFigures {
            registrations: f.registrations,
            active_players: f.active_players,
            deposit_count: f.deposit_count,
            deposit_amount: lira(f.deposit_amount),
            withdrawal_count: f.withdrawal_count,
            withdrawal_amount: lira(f.withdrawal_amount),
            bets: lira(f.games.bets),
            wins: lira(f.games.wins),
            ggr: lira(f.games.ggr()),
            bonus_cost: lira(f.games.bonus_cost),
            ngr: lira(f.games.ngr()),
        }
    }
}

/// One day of the overview.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewDay {
    pub date: NaiveDate,
    #[serde(flatten)]
    pub figures: OverviewFigures,
}

/// The overview: every day of the period (zeros included), the totals, and the withdrawals waiting now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportOverview {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// Europe/Istanbul: the days' boundaries.
    pub time_zone: String,
    pub days: Vec<OverviewDay>,
    pub totals: OverviewFigures,
    pub pending_withdrawal_count: i64,
    pub pending_withdrawal_amount: f64,
}

const OVERVIEW_HEADER: [&str; 12] = [
    "date",
    "registrations",
    "active_players",
    "deposit_count",
    "deposit_amount",
    "withdrawal_count",
    "withdrawal_amount",
    "bets",
    "wins",
    "ggr",
    "bonus_cost",
    "ngr",
];

fn overview_row(label: String, f: &Figures) -> Vec<String> {
    let g = &f.games;
    vec![
        label,
        f.registrations.to_string(),
        f.active_players.to_string(),
        f.deposit_count.to_string(),
        text(f.deposit_amount),
        f.withdrawal_count.to_string(),
        text(f.withdrawal_amount),
        text(g.bets),
        text(g.wins),
        text(g.ggr()),
        text(g.bonus_cost),
        text(g.ngr()),
    ]
}

/// Registrations, active players, deposits, withdrawals, GGR and NGR per day and in all, and the pending
/// withdrawals now.
#[utoipa::path(get, path = "/api/admin/reports/overview", tag = "admin", operation_id = "admin_report_overview",
    security(("operator" = [])), params(ReportQuery),
    responses((status = 200, description = "the envelope; with format=csv instead a text/csv download (a row per day and a `total` row)",
            body = crate::reply::Envelope<ReportOverview>),
        (status = 401), (status = 403, description = "roles support and content"), (status = 422)))]
pub async fn overview(
    State(state): State<AppState>,
    _cashier: Cashier,
    Query(query): Query<ReportQuery>,
) -> Result<Response, Error> {
    let (period, format) = query.read(&state)?;
    let found = reports::overview(&state.db, period.start(), period.end()).await?;
    let day_figures = |date: NaiveDate| found.days.get(&date.to_string()).copied().unwrap_or_default();
    if format == Format::Csv {
        let mut table = Table::new(&OVERVIEW_HEADER);
        for date in period.days() {
            table.push(overview_row(date.to_string(), &day_figures(date)));
        }
        table.push(overview_row("total".to_owned(), &found.totals));
        return Ok(table.into_response(&format!("overview-{}-{}", period.from, period.to)));
    }
    let days = period.days().map(|date| OverviewDay { date, figures: day_figures(date).into() }).collect();
    Ok(Reply::data(ReportOverview {
        from: period.from,
        to: period.to,
        time_zone: TIME_ZONE.to_owned(),
        days,
        totals: found.totals.into(),
        pending_withdrawal_count: found.pending_withdrawal_count,
        pending_withdrawal_amount: lira(found.pending_withdrawal_amount),
    })
    .into_response())
}

/// A period, a grouping and the answer's format.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct GgrQuery {
    pub from: Option<String>,
    pub to: Option<String>,
    /// `day` (default), `provider` or `game`.
    pub by: Option<String>,
    /// `json` (default) or `csv`.
    pub format: Option<String>,
}

/// One row of the GGR report: a day, a provider or a game. Amounts in lira.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GgrRow {
    /// The day (`YYYY-MM-DD`), the provider's code or the game's id.
    pub key: String,
    /// The day, or the provider's or game's name.
    pub name: String,
    /// The game's provider (empty by day).
    pub provider: String,
    pub bets: f64,
    pub wins: f64,
    pub ggr: f64,
    /// By day only (bonuses are not per game): bonus money granted less forfeited, and GGR − that.
    pub bonus_cost: Option<f64>,
    pub ngr: Option<f64>,
}

/// The GGR report: its rows (by day: every day of the period) and their total.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GgrReport {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// day, provider or game.
    pub by: String,
    pub items: Vec<GgrRow>,
    pub total: GgrRow,
}

fn ggr_row(key: String, name: String, provider: String, g: GameFigures, bonus: bool) -> GgrRow {
    GgrRow {
        key,
        name,
        provider,
        bets: lira(g.bets),
        wins: lira(g.wins),
        ggr: lira(g.ggr()),
        bonus_cost: bonus.then(|| lira(g.bonus_cost)),
        ngr: bonus.then(|| lira(g.ngr())),
    }
}

/// GGR (bets − wins) over a period by day (with bonus cost and NGR), provider or game (highest GGR first).
#[utoipa::path(get, path = "/api/admin/reports/ggr", tag = "admin", operation_id = "admin_report_ggr",
    security(("operator" = [])), params(GgrQuery),
    responses((status = 200, description = "the envelope; with format=csv instead a text/csv download with a header row",
            body = crate::reply::Envelope<GgrReport>),
        (status = 401), (status = 403, description = "roles support and content"), (status = 422)))]
pub async fn ggr(
    State(state): State<AppState>,
    _cashier: Cashier,
    Query(query): Query<GgrQuery>,
) -> Result<Response, Error> {
    let read = ReportQuery { from: query.from.clone(), to: query.to.clone(), format: query.format.clone() };
    let (period, format) = read.read(&state)?;
    let by = query.by.as_deref().map(str::trim).filter(|b| !b.is_empty()).unwrap_or("day");
    let group = match by {
        "day" => None,
        "provider" => Some(GroupBy::Provider),
        "game" => Some(GroupBy::Game),
        _ => return Err(Error::field("by", domain::validation::Invalid::new("validation.choice"))),
    };
    let (start, end) = (period.start(), period.end());
    let mut total = GameFigures::default();
    let items: Vec<GgrRow> = match group {
        None => {
            let days = reports::ggr_by_day(&state.db, start, end).await?;
            period
                .days()
                .map(|date| {
                    let g = days.get(&date.to_string()).copied().unwrap_or_default();
                    total = GameFigures {
                        bets: total.bets + g.bets,
                        wins: total.wins + g.wins,
                        bonus_cost: total.bonus_cost + g.bonus_cost,
                    };
                    ggr_row(date.to_string(), date.to_string(), String::new(), g, true)
                })
                .collect()
        }
        Some(group) => reports::ggr_by(&state.db, group, start, end)
            .await?
            .into_iter()
            .map(|r| {
                let g = GameFigures { bets: r.bets, wins: r.wins, bonus_cost: 0 };
                (total.bets, total.wins) = (total.bets + g.bets, total.wins + g.wins);
                ggr_row(r.key, r.name, r.provider, g, false)
            })
            .collect(),
    };
    let total = ggr_row("total".to_owned(), "total".to_owned(), String::new(), total, group.is_none());
    if format == Format::Csv {
        let mut table = Table::new(&["key", "name", "provider", "bets", "wins", "ggr", "bonus_cost", "ngr"]);
        let amount = |v: Option<f64>| v.map(|v| format!("{v:.2}")).unwrap_or_default();
        for row in items.iter().chain([&total]) {
            table.push(vec![
                row.key.clone(),
                row.name.clone(),
                row.provider.clone(),
                format!("{:.2}", row.bets),
                format!("{:.2}", row.wins),
                format!("{:.2}", row.ggr),
                amount(row.bonus_cost),
                amount(row.ngr),
            ]);
        }
        return Ok(table.into_response(&format!("ggr-by-{by}-{}-{}", period.from, period.to)));
    }
    Ok(Reply::data(GgrReport { from: period.from, to: period.to, by: by.to_owned(), items, total }).into_response())
}

/// Payments opened in the period of one method, kind and status. Amounts in lira.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentsRow {
    /// The method's code.
    pub method: String,
    /// Deposit 1, Withdraw 2.
    pub kind: i64,
    /// Status: Confirmed 1, Pending 2, Rejected 4, Cancelled 5.
    pub status: i64,
    pub count: i64,
    pub amount: f64,
    pub fee: f64,
}

/// The payments report.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentsReport {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub items: Vec<PaymentsRow>,
}

/// Deposits and withdrawals opened in a period, by method, kind and status.
#[utoipa::path(get, path = "/api/admin/reports/payments", tag = "admin", operation_id = "admin_report_payments",
    security(("operator" = [])), params(ReportQuery),
    responses((status = 200, description = "the envelope; with format=csv instead a text/csv download with a header row",
            body = crate::reply::Envelope<PaymentsReport>),
        (status = 401), (status = 403, description = "roles support and content"), (status = 422)))]
pub async fn payments(
    State(state): State<AppState>,
    _cashier: Cashier,
    Query(query): Query<ReportQuery>,
) -> Result<Response, Error> {
    let (period, format) = query.read(&state)?;
    let rows = reports::payments(&state.db, period.start(), period.end()).await?;
    if format == Format::Csv {
        let mut table = Table::new(&["method", "kind", "status", "count", "amount", "fee"]);
        for r in &rows {
            let kind = if r.direction == 1 { "deposit" } else { "withdrawal" };
            let status = match r.status {
                1 => "confirmed",
                2 => "pending",
                4 => "rejected",
                5 => "cancelled",
                _ => "other",
            };
            table.push(vec![
                r.method.clone(),
                kind.to_owned(),
                status.to_owned(),
                r.count.to_string(),
                text(r.amount),
                text(r.fee),
            ]);
        }
        return Ok(table.into_response(&format!("payments-{}-{}", period.from, period.to)));
    }
    let items = rows
        .into_iter()
        .map(|r| PaymentsRow {
            method: r.method,
            kind: r.direction,
            status: r.status,
            count: r.count,
            amount: lira(r.amount),
            fee: lira(r.fee),
        })
        .collect();
    Ok(Reply::data(PaymentsReport { from: period.from, to: period.to, items }).into_response())
}
