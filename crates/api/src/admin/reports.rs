//! The back office's overview and reports (`/api/admin/reports/…`, roles finance and admin), from the ledger
//! over whole days in Europe/Istanbul (`from`, `to`: `YYYY-MM-DD`, inclusive; the last 30 days by default).
//! Each answers JSON, or a CSV download with `format=csv`: its rows by a table of [`Column`]s. What each figure counts: `store::reports`.

use std::collections::BTreeMap;

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
use store::{
    cms::Localized,
    reports::{self, BonusCost, Figures, GroupBy, PaymentGroup},
};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::roles::Cashier;
use crate::{
    csv::{Format, Table},
    error::Error,
    i18n::Lang,
    reply::Reply,
    state::AppState,
};

/// `/api/admin/reports/…`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(overview))
        .routes(routes!(ggr))
        .routes(routes!(payments))
        .routes(routes!(bonuses))
}

/// One column of a report's CSV: its header and its cell of a row.
pub struct Column<R> {
    pub name: &'static str,
    pub cell: fn(&R) -> String,
}

const fn column<R>(name: &'static str, cell: fn(&R) -> String) -> Column<R> {
    Column { name, cell }
}

/// A report's rows as a CSV download named `file`, a column each of `columns`.
fn csv<'r, R: 'r>(file: &str, columns: &[Column<R>], rows: impl IntoIterator<Item = &'r R>) -> Response {
    let mut table = Table::new(&columns.iter().map(|c| c.name).collect::<Vec<_>>());
    for row in rows {
        table.push(columns.iter().map(|c| (c.cell)(row)).collect());
    }
    table.into_response(file)
}

/// The grouping a report's `by` names among `choices` (the first is the default); else a 422 on `by`.
fn grouping<'a>(by: Option<&str>, choices: &[&'a str]) -> Result<&'a str, Error> {
    let by = by.map(str::trim).filter(|b| !b.is_empty()).unwrap_or(choices[0]);
    choices
        .iter()
        .find(|c| **c == by)
        .copied()
        .ok_or_else(|| Error::field("by", domain::validation::Invalid::new("validation.choice")))
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
        period_and_format(state, self.from.as_deref(), self.to.as_deref(), self.format.as_deref())
    }
}

/// A report's period and answer format from the query's texts; a bad one is a 422 on its field.
fn period_and_format(
    state: &AppState,
    from: Option<&str>,
    to: Option<&str>,
    format: Option<&str>,
) -> Result<(Period, Format), Error> {
    let period = Period::parse(from, to, state.clock.now()).map_err(|e| match e {
        PeriodError::From(invalid) => Error::field("from", invalid),
        PeriodError::To(invalid) => Error::field("to", invalid),
    })?;
    Ok((period, Format::parse(format)?))
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

/// The overview's CSV: a row per day and a `total` row.
const OVERVIEW_COLUMNS: [Column<(String, Figures)>; 12] = [
    column("date", |(label, _)| label.clone()),
    column("registrations", |(_, f)| f.registrations.to_string()),
    column("active_players", |(_, f)| f.active_players.to_string()),
    column("deposit_count", |(_, f)| f.deposit_count.to_string()),
    column("deposit_amount", |(_, f)| text(f.deposit_amount)),
    column("withdrawal_count", |(_, f)| f.withdrawal_count.to_string()),
    column("withdrawal_amount", |(_, f)| text(f.withdrawal_amount)),
    column("bets", |(_, f)| text(f.games.bets)),
    column("wins", |(_, f)| text(f.games.wins)),
    column("ggr", |(_, f)| text(f.games.ggr())),
    column("bonus_cost", |(_, f)| text(f.games.bonus_cost)),
    column("ngr", |(_, f)| text(f.games.ngr())),
];

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
        let rows: Vec<(String, Figures)> = period
            .days()
            .map(|date| (date.to_string(), day_figures(date)))
            .chain([("total".to_owned(), found.totals)])
            .collect();
        return Ok(csv(&format!("overview-{}-{}", period.from, period.to), &OVERVIEW_COLUMNS, &rows));
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

/// An optional amount in a CSV cell: empty when absent.
fn optional(amount: Option<f64>) -> String {
    amount.map(|v| format!("{v:.2}")).unwrap_or_default()
}

const GGR_COLUMNS: [Column<GgrRow>; 8] = [
    column("key", |r| r.key.clone()),
    column("name", |r| r.name.clone()),
    column("provider", |r| r.provider.clone()),
    column("bets", |r| format!("{:.2}", r.bets)),
    column("wins", |r| format!("{:.2}", r.wins)),
    column("ggr", |r| format!("{:.2}", r.ggr)),
    column("bonus_cost", |r| optional(r.bonus_cost)),
    column("ngr", |r| optional(r.ngr)),
];

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
    let (period, format) =
        period_and_format(&state, query.from.as_deref(), query.to.as_deref(), query.format.as_deref())?;
    let by = grouping(query.by.as_deref(), &["day", "provider", "game"])?;
    let group = match by {
        "provider" => Some(GroupBy::Provider),
        "game" => Some(GroupBy::Game),
        _ => None,
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
        return Ok(csv(
            &format!("ggr-by-{by}-{}-{}", period.from, period.to),
            &GGR_COLUMNS,
            items.iter().chain([&total]),
        ));
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

const PAYMENTS_COLUMNS: [Column<PaymentGroup>; 6] = [
    column("method", |r| r.method.clone()),
    column("kind", |r| if r.direction == 1 { "deposit" } else { "withdrawal" }.to_owned()),
    column("status", |r| {
        match r.status {
            1 => "confirmed",
            2 => "pending",
            4 => "rejected",
            5 => "cancelled",
            _ => "other",
        }
        .to_owned()
    }),
    column("count", |r| r.count.to_string()),
    column("amount", |r| text(r.amount)),
    column("fee", |r| text(r.fee)),
];

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
        return Ok(csv(&format!("payments-{}-{}", period.from, period.to), &PAYMENTS_COLUMNS, &rows));
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

/// A period, `by` and the answer's format.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct BonusCostQuery {
    pub from: Option<String>,
    pub to: Option<String>,
    /// `day` (default) or `bonus`.
    pub by: Option<String>,
    /// `json` (default) or `csv`.
    pub format: Option<String>,
}

/// One row of the bonus cost report: a day or a bonus. Amounts in lira.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BonusCostRow {
    /// The day (`YYYY-MM-DD`), the bonus's id, or `other` (bonus funds moved by no grant, e.g. a rolled-back
    /// bet's bonus part after its bonus ended).
    pub key: String,
    /// The day, or the bonus's title in the request's language.
    pub name: String,
    /// Grants made.
    pub grants: i64,
    /// Bonus money granted.
    pub granted: f64,
    /// Bonus money that came back: forfeited, expired, above the conversion cap.
    pub returned: f64,
    /// Granted − returned (the overview's bonus cost).
    pub cost: f64,
}

/// The bonus cost report: its rows (by day: every day of the period; by bonus: highest cost first) and their
/// total.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BonusCostReport {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// day or bonus.
    pub by: String,
    pub items: Vec<BonusCostRow>,
    pub total: BonusCostRow,
}

const BONUS_COLUMNS: [Column<BonusCostRow>; 6] = [
    column("key", |r| r.key.clone()),
    column("name", |r| r.name.clone()),
    column("grants", |r| r.grants.to_string()),
    column("granted", |r| format!("{:.2}", r.granted)),
    column("returned", |r| format!("{:.2}", r.returned)),
    column("cost", |r| format!("{:.2}", r.cost)),
];

/// Sums of bonus movements under one key, in kuruş.
#[derive(Debug, Clone, Default)]
struct BonusSums {
    name: String,
    grants: i64,
    granted: i64,
    returned: i64,
}

impl BonusSums {
    fn add(&mut self, c: &BonusCost) {
        (self.grants, self.granted, self.returned) =
            (self.grants + c.grants, self.granted + c.granted, self.returned + c.returned);
    }

    fn row(&self, key: String) -> BonusCostRow {
        BonusCostRow {
            key,
            name: self.name.clone(),
            grants: self.grants,
            granted: lira(self.granted),
            returned: lira(self.returned),
            cost: lira(self.granted - self.returned),
        }
    }
}

/// What bonuses cost over a period (granted less what came back), by day or by bonus.
#[utoipa::path(get, path = "/api/admin/reports/bonuses", tag = "admin", operation_id = "admin_report_bonuses",
    security(("operator" = [])), params(BonusCostQuery),
    responses((status = 200, description = "the envelope; with format=csv instead a text/csv download with a header row",
            body = crate::reply::Envelope<BonusCostReport>),
        (status = 401), (status = 403, description = "roles support and content"), (status = 422)))]
pub async fn bonuses(
    State(state): State<AppState>,
    Lang(locale): Lang,
    _cashier: Cashier,
    Query(query): Query<BonusCostQuery>,
) -> Result<Response, Error> {
    let (period, format) =
        period_and_format(&state, query.from.as_deref(), query.to.as_deref(), query.format.as_deref())?;
    let by = grouping(query.by.as_deref(), &["day", "bonus"])?;
    let found = reports::bonus_costs(&state.db, period.start(), period.end()).await?;
    let mut total = BonusSums { name: "total".to_owned(), ..BonusSums::default() };
    found.iter().for_each(|c| total.add(c));
    let items: Vec<BonusCostRow> = if by == "day" {
        let mut days: BTreeMap<&str, BonusSums> = BTreeMap::new();
        found.iter().for_each(|c| days.entry(c.day.as_str()).or_default().add(c));
        period
            .days()
            .map(|date| {
                let key = date.to_string();
                let sums = days.get(key.as_str()).cloned().unwrap_or_default();
                BonusSums { name: key.clone(), ..sums }.row(key)
            })
            .collect()
    } else {
        let mut bonuses: BTreeMap<Option<i64>, BonusSums> = BTreeMap::new();
        for c in &found {
            let sums = bonuses.entry(c.bonus_id).or_default();
            let title = Localized { tr: c.title_tr.clone(), en: c.title_en.clone() };
            sums.name = title.get(locale).clone().unwrap_or_else(|| "other".to_owned());
            sums.add(c);
        }
        let mut rows: Vec<BonusCostRow> = bonuses
            .into_iter()
            .map(|(id, sums)| sums.row(id.map_or_else(|| "other".to_owned(), |id| id.to_string())))
            .collect();
        rows.sort_by(|a, b| b.cost.total_cmp(&a.cost).then_with(|| a.key.cmp(&b.key)));
        rows
    };
    let total = total.row("total".to_owned());
    if format == Format::Csv {
        return Ok(csv(
            &format!("bonuses-by-{by}-{}-{}", period.from, period.to),
            &BONUS_COLUMNS,
            items.iter().chain([&total]),
        ));
    }
    Ok(Reply::data(BonusCostReport { from: period.from, to: period.to, by: by.to_owned(), items, total })
        .into_response())
}
