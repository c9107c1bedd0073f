//! The wallet (DESIGN §7): payment methods and their fields, deposits through a gateway, withdrawals an
//! operator decides, the player's financial history, the gateways' webhooks and the demo gateway's hosted page.
//!
//! Money moves only in `store::payments::flow`, each change in one transaction with its ledger posting and its
//! notification; after the commit, [`announce`] pushes the notification and the new balances to the player's
//! open tabs.

pub mod admin;
pub mod expiry;
pub mod gateway;
pub mod history;
pub mod hosted;
pub mod player;
pub mod webhook;

use axum::http::StatusCode;
use domain::{locale::Locale, notification::Kind, payment::Direction};
use store::{cms::Localized, notifications::NewNotification, payments::flow::PaymentError};
use utoipa_axum::router::OpenApiRouter;

use crate::{balance::Balance, error::Error, i18n::message, notifications::NotificationItem, state::AppState};

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
            PaymentError::LimitExceeded(exceeded) => crate::responsible::deposit_refused(exceeded),
            PaymentError::BonusActive => Error::new(StatusCode::CONFLICT, "bonus.active"),
            PaymentError::Store(e) => Error::internal(e),
        }
    }
}

/// The direction numbered `number` (1 deposit, 2 withdraw) as a field's value.
pub fn direction(number: Option<i64>) -> Result<Direction, domain::validation::Invalid> {
    number
        .and_then(Direction::from_number)
        .ok_or_else(|| domain::validation::Invalid::new("validation.range").arg("min", 1).arg("max", 2))
}

/// The catalogue keys of a notification's title and note.
pub struct Notice {
    pub title: &'static str,
    pub note: &'static str,
}

pub const DEPOSITED: Notice = Notice { title: "wallet.notice.deposited.title", note: "wallet.notice.deposited.note" };
pub const REQUESTED: Notice = Notice { title: "wallet.notice.requested.title", note: "wallet.notice.requested.note" };
pub const APPROVED: Notice = Notice { title: "wallet.notice.approved.title", note: "wallet.notice.approved.note" };
pub const REJECTED: Notice = Notice { title: "wallet.notice.rejected.title", note: "wallet.notice.rejected.note" };

/// A notification to `player_id` of `kind`, its title and note `keys` in both languages, filled with `args`.
pub fn notice(
    player_id: i64,
    kind: Kind,
    keys: &Notice,
    args: &[(&str, String)],
    now: chrono::DateTime<chrono::Utc>,
) -> NewNotification {
    let text = |key: &str| Localized {
        tr: message(Locale::Tr, key, &localized_args(Locale::Tr, args)),
        en: message(Locale::En, key, &localized_args(Locale::En, args)),
    };
    NewNotification {
        player_id: Some(player_id),
        kind,
        title: text(keys.title),
        note: text(keys.note),
        created_at: now,
        operator_id: None,
    }
}

/// After a payment's change committed: pushes `notification` (written under its id) and the player's new
/// balances to their open tabs. A failure to read the balances only costs the push (the 10 s poll follows).
pub async fn announce(state: &AppState, player_id: i64, notification: Option<(i64, &NewNotification)>) {
    let Some(realtime) = &state.realtime else { return };
    if let Some((id, new)) = notification {
        let stored = new.stored(id);
        realtime.notification(Some(player_id), |locale| NotificationItem::new(&stored, locale)).await;
    }
    match store::ledger::player_balances(&state.db, player_id).await {
        Ok(balances) => realtime.balance(player_id, Balance::from(balances)).await,
        Err(e) => tracing::warn!(error = %e, player_id, "balance push skipped"),
    }
}

/// `args` for `locale`: an `amount` (as `Money` displays it, `1234.50`) written the language's way.
pub fn localized_args<'a>(locale: Locale, args: &[(&'a str, String)]) -> Vec<(&'a str, String)> {
    args.iter()
        .map(|(key, value)| (*key, if *key == "amount" { amount_text(locale, value) } else { value.clone() }))
        .collect()
}

/// `1234.50` (`Money`'s display) as a player reads it: `1.234,50` in Turkish, `1,234.50` in English.
pub fn amount_text(locale: Locale, plain: &str) -> String {
    let (sign, digits) = plain.strip_prefix('-').map_or(("", plain), |rest| ("-", rest));
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "00"));
    let (group, decimal) = if locale == Locale::Tr { (".", ",") } else { (",", ".") };
    let grouped: Vec<String> =
        whole.as_bytes().rchunks(3).rev().map(|chunk| String::from_utf8_lossy(chunk).into_owned()).collect();
    format!("{sign}{}{decimal}{fraction}", grouped.join(group))
}

#[cfg(test)]
mod tests {
    use domain::locale::Locale;

    #[test]
    fn amounts_are_written_the_language_s_way() {
        assert_eq!(super::amount_text(Locale::Tr, "1234567.50"), "1.234.567,50");
        assert_eq!(super::amount_text(Locale::En, "1234567.50"), "1,234,567.50");
        assert_eq!(super::amount_text(Locale::Tr, "750.00"), "750,00");
        assert_eq!(super::amount_text(Locale::Tr, "-5.25"), "-5,25");
        let args =
            super::localized_args(Locale::Tr, &[("amount", "1500.00".to_owned()), ("reference", "ZAR-1".to_owned())]);
        assert_eq!(args, vec![("amount", "1.500,00".to_owned()), ("reference", "ZAR-1".to_owned())]);
    }
}
