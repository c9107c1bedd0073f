//! The built-in demo gateway's hosted payment page, `/pay/{intent}`: what a real provider's checkout page does,
//! small. The player sees the amount, the method and the reference and confirms or cancels; the page then sends
//! the gateway's signed webhook through the same code path a real gateway's HTTP call takes
//! ([`super::webhook::apply`]), so the signature, the idempotency and the notification are exercised for real.

use axum::{
    Form, Router,
    extract::{Path, Query, State},
    http::{HeaderMap, HeaderValue, StatusCode},
    response::{Html, IntoResponse, Response},
    routing::get,
};
use domain::{
    locale::Locale,
    payment::{Direction, ProcessState, Status},
};
use serde::Deserialize;
use store::payments::{Payment, methods::DepositFlow};

use super::gateway::{self, Event, SIGNATURE_HEADER};
use crate::{i18n::message, state::AppState};

/// `GET` and `POST /pay/{intent}` (not part of the API document: a page, not a call).
pub fn router() -> Router<AppState> {
    Router::new().route("/pay/{intent}", get(show).post(act))
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct PageQuery {
    lang: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Action {
    /// `confirm` or `cancel`.
    action: String,
    lang: Option<String>,
}

fn locale(lang: Option<&str>) -> Locale {
    lang.map(Locale::from_header).unwrap_or_default()
}

async fn show(State(state): State<AppState>, Path(intent): Path<String>, Query(query): Query<PageQuery>) -> Response {
    let locale = locale(query.lang.as_deref());
    match ours(&state, &intent).await {
        Ok(Some(payment)) => page(&payment, locale, None),
        Ok(None) => not_found(locale),
        Err(e) => failure(locale, &e.to_string()),
    }
}

/// The payment of `intent` if this page is where it is paid: a deposit through a hosted method of the demo
/// gateway, while that gateway is switched on. Anything else (a bank transfer, another gateway's payment, a
/// withdrawal) has no page here, so pressing a button can never confirm it.
async fn ours(state: &AppState, intent: &str) -> Result<Option<Payment>, store::StoreError> {
    if !state.settings.payments.demo_gateway {
        return Ok(None);
    }
    Ok(store::payments::by_intent(&state.db, intent).await?.filter(|p| {
        p.direction == Direction::Deposit && p.gateway == gateway::Demo::NAME && p.deposit_flow == DepositFlow::Hosted
    }))
}

async fn act(State(state): State<AppState>, Path(intent): Path<String>, Form(action): Form<Action>) -> Response {
    let locale = locale(action.lang.as_deref());
    let payment = match ours(&state, &intent).await {
        Ok(Some(payment)) => payment,
        Ok(None) => return not_found(locale),
        Err(e) => return failure(locale, &e.to_string()),
    };
    if !payment.is_pending() {
        // Decided, cancelled or expired: the page only shows where it ended.
        return page(&payment, locale, None);
    }
    let event = match action.action.as_str() {
        "confirm" => Event::CONFIRMED,
        "cancel" => Event::CANCELLED,
        _ => return page(&payment, locale, Some(message(locale, "pay.unknown_action", &[]))),
    };
    // The gateway's side: it took (or did not take) the money and tells the site, signed.
    let body = serde_json::to_vec(&Event {
        event: event.to_owned(),
        intent: payment.intent.clone(),
        amount: serde_json::Number::from_f64(payment.amount.to_major_json()).unwrap_or_else(|| 0.into()),
        currency: "TRY".to_owned(),
        transaction_id: format!("demo_{}", payment.reference),
    })
    .unwrap_or_default();
    let demo = gateway::demo(&state.settings.payments, &state.settings.public_url);
    let mut headers = HeaderMap::new();
    if let Ok(value) = HeaderValue::from_str(&demo.sign(&body, state.clock.now())) {
        headers.insert(SIGNATURE_HEADER, value);
    }
    let outcome = super::webhook::apply(&state, gateway::Demo::NAME, &headers, &body).await;
    let note = outcome.err().map(|e| message(locale, e.code, &[]));
    match store::payments::by_intent(&state.db, &intent).await {
        Ok(Some(payment)) => page(&payment, locale, note),
        Ok(None) => not_found(locale),
        Err(e) => failure(locale, &e.to_string()),
    }
}

fn not_found(locale: Locale) -> Response {
    let t = |key: &str| message(locale, key, &[]);
    let html = shell(locale, &t("pay.title"), &format!("<p class=lead>{}</p>", escape(&t("pay.not_found"))));
    (StatusCode::NOT_FOUND, Html(html)).into_response()
}

fn failure(locale: Locale, detail: &str) -> Response {
    tracing::error!(error = detail, "hosted payment page");
    let html = shell(
        locale,
        &message(locale, "pay.title", &[]),
        &format!("<p class=lead>{}</p>", escape(&message(locale, "internal", &[("requestId", String::new())]))),
    );
    (StatusCode::INTERNAL_SERVER_ERROR, Html(html)).into_response()
}

/// The page for `payment`: its summary, and the buttons while it is pending, or where it ended.
fn page(payment: &Payment, locale: Locale, note: Option<String>) -> Response {
    let t = |key: &str| message(locale, key, &[]);
    let amount = format!("₺{}", turkish_amount(payment.amount.minor()));
    let details = payment
        .details
        .as_object()
        .map(|fields| {
            fields
                .iter()
                .map(|(key, value)| {
                    let label = message(locale, &format!("pay.field.{key}"), &[]);
                    let text = value.as_str().map(str::to_owned).unwrap_or_else(|| value.to_string());
                    format!("<div class=row><span>{}</span><b>{}</b></div>", escape(&label), escape(&text))
                })
                .collect::<String>()
        })
        .unwrap_or_default();
    let state = match (payment.status, payment.process_state) {
        (Status::Pending, _) => format!(
            "<form method=post><input type=hidden name=lang value={lang}>\
             <button class=primary name=action value=confirm>{confirm} {amount}</button>\
             <button class=secondary name=action value=cancel>{cancel}</button></form>\
             <p class=fine>{fine}</p>",
            lang = locale.code(),
            confirm = escape(&t("pay.confirm")),
            cancel = escape(&t("pay.cancel")),
            fine = escape(&t("pay.demo_notice")),
        ),
        (Status::Confirmed, _) => outcome("ok", &t("pay.confirmed"), &t("pay.close_tab")),
        (_, ProcessState::Expired) => outcome("off", &t("pay.expired"), &t("pay.close_tab")),
        _ => outcome("off", &t("pay.cancelled"), &t("pay.close_tab")),
    };
    let note = note.map(|n| format!("<p class=alert role=alert>{}</p>", escape(&n))).unwrap_or_default();
    let body = format!(
        "<p class=method>{method}</p><p class=amount>{amount}</p>\
         <div class=rows><div class=row><span>{reference_label}</span><b>{reference}</b></div>{details}</div>\
         {note}{state}",
        method = escape(payment.method_name.get(locale)),
        reference_label = escape(&t("pay.reference")),
        reference = escape(&payment.reference),
    );
    Html(shell(locale, &t("pay.title"), &body)).into_response()
}

fn outcome(class: &str, text: &str, fine: &str) -> String {
    format!("<p class=\"result {class}\" role=status>{}</p><p class=fine>{}</p>", escape(text), escape(fine))
}

/// `1234567` kuruş → `12.345,67` (Turkish grouping).
fn turkish_amount(minor: i64) -> String {
    let whole = (minor / 100).to_string();
    let grouped: Vec<String> =
        whole.as_bytes().rchunks(3).rev().map(|chunk| String::from_utf8_lossy(chunk).into_owned()).collect();
    format!("{},{:02}", grouped.join("."), minor % 100)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// The page around `body`: self-contained (inline styles; the site's CSP allows them), no script.
fn shell(locale: Locale, title: &str, body: &str) -> String {
    format!(
        r#"<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>{title}</title><style>{STYLE}</style></head>
<body><main class="card"><header><span class="logo">Zar<i>Pay</i></span><span class="lock">{LOCK}{secure}</span></header>
<h1>{title}</h1>{body}</main></body></html>"#,
        lang = locale.code(),
        title = escape(title),
        secure = escape(&message(locale, "pay.secure", &[])),
    )
}

/// A padlock drawn inline (an emoji needs a font the player may not have).
const LOCK: &str = "<svg aria-hidden=\"true\" width=\"14\" height=\"14\" viewBox=\"0 0 24 24\" fill=\"none\" \
stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\
<rect x=\"4\" y=\"11\" width=\"16\" height=\"10\" rx=\"2\"/><path d=\"M8 11V7a4 4 0 0 1 8 0v4\"/></svg>";

const STYLE: &str = "\
:root{color-scheme:dark;--bg:#0b1020;--card:#121a2f;--line:#24304d;--fg:#e8ecf6;--muted:#93a0bd;--accent:#f5b301;--ok:#22c55e;--off:#94a3b8;--bad:#ef4444}\
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;\
background:radial-gradient(1200px 600px at 20% -10%,#1d2a55 0,transparent 60%),var(--bg);color:var(--fg);\
font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}\
.card{width:100%;max-width:440px;background:var(--card);border:1px solid var(--line);border-radius:20px;padding:28px;\
box-shadow:0 24px 60px rgba(0,0,0,.45)}\
header{display:flex;justify-content:space-between;align-items:center;margin-bottom:20px}\
.logo{font-weight:800;font-size:20px;letter-spacing:.5px}.logo i{font-style:normal;color:var(--accent)}\
.lock{display:inline-flex;align-items:center;gap:6px;font-size:12px;color:var(--muted)}h1{font-size:15px;font-weight:600;color:var(--muted);margin:0 0 4px}\
.method{margin:0;font-size:18px;font-weight:600}.amount{margin:6px 0 18px;font-size:40px;font-weight:800;letter-spacing:-.5px}\
.rows{border-top:1px solid var(--line);margin-bottom:22px}.row{display:flex;justify-content:space-between;gap:16px;\
padding:10px 0;border-bottom:1px solid var(--line);font-size:14px}.row span{color:var(--muted)}.row b{font-weight:600;text-align:right;word-break:break-all}\
form{display:grid;gap:10px}button{font:inherit;font-weight:700;border-radius:12px;padding:14px 16px;cursor:pointer;border:1px solid var(--line)}\
.primary{background:var(--accent);color:#1a1300;border-color:var(--accent)}.primary:hover{filter:brightness(1.08)}\
.secondary{background:transparent;color:var(--fg)}.secondary:hover{background:#1a2440}\
.fine{font-size:12px;color:var(--muted);margin:14px 0 0;text-align:center}\
.result{font-weight:700;font-size:18px;padding:14px 16px;border-radius:12px;margin:0}\
.result.ok{background:rgba(34,197,94,.12);color:var(--ok)}.result.off{background:rgba(148,163,184,.12);color:var(--off)}\
.alert{background:rgba(239,68,68,.12);color:var(--bad);padding:10px 14px;border-radius:10px;font-size:14px}\
.lead{color:var(--muted)}";

#[cfg(test)]
mod tests {
    #[test]
    fn amounts_in_turkish_format() {
        assert_eq!(super::turkish_amount(1_234_567), "12.345,67");
        assert_eq!(super::turkish_amount(5_000), "50,00");
        assert_eq!(super::escape("<b>\"x\"</b>"), "&lt;b&gt;&quot;x&quot;&lt;/b&gt;");
    }
}
