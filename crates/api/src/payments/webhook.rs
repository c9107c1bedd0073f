//! `payment/webhook/{gateway}`: a gateway tells us a payment was confirmed or cancelled. Signed (HMAC-SHA256
//! over the timestamp and the raw body, `x-zar-signature`), refused when older than the tolerance, and
//! idempotent: a confirmation credits the player once however often it arrives.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::HeaderMap,
};
use domain::{notification::Kind, payment::Direction};
use store::payments::flow;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use super::gateway::{self, Event, Refusal};
use crate::notices::{DEPOSITED, announce, notice};
use crate::{
    accounts::MessageEnvelope,
    error::Error,
    reply::{ApiResult, Reply},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(receive))
}

/// What became of a webhook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It changed the payment now.
    Applied,
    /// An earlier delivery already did: nothing changed.
    Replayed,
}

/// Verifies and applies one webhook of `gateway_name`: the same path for a gateway's HTTP call and for the demo
/// gateway's hosted page. It applies only to a deposit whose method that gateway carries.
pub async fn apply(state: &AppState, gateway_name: &str, headers: &HeaderMap, body: &[u8]) -> Result<Outcome, Error> {
    let now = state.clock.now();
    let refused = |code| Error::bad_request(code);
    let gateway = gateway::find(gateway_name, &state.settings.payments, &state.settings.public_url)
        .ok_or_else(|| Error::not_found("wallet.gateway_not_configured"))?;
    let event = gateway.verify(headers, body, now).map_err(|refusal| match refusal {
        Refusal::UnknownGateway => Error::not_found("wallet.gateway_not_configured"),
        Refusal::BadSignature => refused("wallet.webhook_signature"),
        Refusal::Stale => refused("wallet.webhook_stale"),
        Refusal::BadBody => refused("wallet.webhook_body"),
    })?;
    // A gateway speaks only for its own methods' deposits: another gateway's (or a withdrawal) is not its to
    // confirm, and is answered as unknown.
    let payment = store::payments::by_intent(&state.db, &event.intent)
        .await?
        .filter(|p| p.direction == Direction::Deposit && p.gateway == gateway_name)
        .ok_or_else(|| Error::not_found("wallet.payment_not_found"))?;
    match event.event.as_str() {
        Event::CONFIRMED => {
            let amount = event.amount().ok_or_else(|| refused("wallet.webhook_body"))?;
            let args = [("amount", payment.amount.to_string()), ("reference", payment.reference.clone())];
            let notification = notice(payment.player_id, Kind::Deposit, &DEPOSITED, &args, now);
            let made =
                flow::confirm_deposit(&state.db, payment.id, amount, &event.transaction_id, &notification, now).await?;
            match made {
                Some(id) => {
                    tracing::info!(payment = payment.id, gateway = gateway_name, "deposit confirmed");
                    announce(state, payment.player_id, Some((id, &notification))).await;
                    Ok(Outcome::Applied)
                }
                None => Ok(Outcome::Replayed),
            }
        }
        Event::CANCELLED => match flow::cancel_deposit(&state.db, payment.id, now).await {
            Ok(()) => Ok(Outcome::Applied),
            Err(flow::PaymentError::NotPending) if payment.status == domain::payment::Status::Cancelled => {
                Ok(Outcome::Replayed)
            }
            Err(e) => Err(e.into()),
        },
        _ => Err(refused("wallet.webhook_body")),
    }
}

/// A gateway's callback: `{event: confirmed | cancelled, intent, amount, currency,
/// transactionId}`, signed in `x-zar-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
/// Replays answer success and change nothing.
#[utoipa::path(post, path = "/api/payment/webhook/{gateway}", tag = "payment", operation_id = "payment_webhook",
    params(("gateway" = String, Path, description = "The gateway's name (demo)"),
        ("x-zar-signature" = String, Header, description = "t=<unix seconds>,v1=<hex HMAC-SHA256>")),
    request_body(content = String, description = "The gateway's event (JSON), verified byte for byte",
        content_type = "application/json"),
    responses((status = 200, body = MessageEnvelope),
        (status = 400, description = "bad or stale signature, unreadable event"),
        (status = 404, description = "unknown gateway or payment"),
        (status = 409, description = "cancelled payment or another amount")))]
pub async fn receive(
    State(state): State<AppState>,
    Path(gateway): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<()> {
    let outcome = apply(&state, &gateway, &headers, &body).await?;
    Ok(Reply::message(match outcome {
        Outcome::Applied => "applied",
        Outcome::Replayed => "already applied",
    }))
}
