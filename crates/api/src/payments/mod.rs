//! The wallet (architecture §7): payment methods and their fields, deposits through a gateway, withdrawals an
//! operator decides, the player's financial history, the gateways' webhooks and the demo gateway's hosted page.
//!
//! Money moves only in `store::payments::flow`, each change in one transaction with its ledger posting and its
//! notification; after the commit, `notices::announce` pushes the notification and the new balances to the player's
//! open tabs.

pub mod admin;
pub mod expiry;
pub mod gateway;
pub mod history;
pub mod hosted;
pub mod player;
pub mod webhook;

use axum::http::StatusCode;
use store::payments::flow::PaymentError;
use utoipa_axum::router::OpenApiRouter;

use crate::{error::Error, state::AppState};

/// The player's calls, the webhooks and the operators' API, with their docs.
pub fn router() -> OpenApiRouter<AppState> {
    player::router().merge(history::router()).merge(webhook::router()).merge(admin::router())
}

impl From<PaymentError> for Error {
    fn from(e: PaymentError) -> Self {
        match e {
            PaymentError::NotFound => Error::not_found("wallet.payment_not_found"),
            PaymentError::NotPending => Error::new(StatusCode::CONFLICT, "wallet.not_pending"),
            PaymentError::SameApprover => Error::new(StatusCode::CONFLICT, "wallet.second_approval_same_operator"),
            PaymentError::PlayerBlocked(reason) => Error::new(StatusCode::CONFLICT, "wallet.player_blocked")
                .arg("reason", if reason.is_empty() { "—".to_owned() } else { reason }),
            PaymentError::AmountMismatch => Error::new(StatusCode::CONFLICT, "wallet.amount_mismatch"),
            PaymentError::InsufficientFunds => Error::bad_request("wallet.insufficient_funds"),
            PaymentError::LimitExceeded(exceeded) => crate::responsible::limits::deposit_refused(exceeded),
            PaymentError::BonusActive => Error::new(StatusCode::CONFLICT, "bonus.active"),
            PaymentError::Store(e) => Error::internal(e),
        }
    }
}
