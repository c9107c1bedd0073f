//! Why a payment change did not happen: the one error of the payments' flow and of an approval.

use crate::{StoreError, ledger::LedgerError};

/// Why a payment change did not happen.
#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    #[error("no such payment")]
    NotFound,
    /// It is no longer pending (decided, cancelled, expired) — or, for a confirmation, the amount differs.
    #[error("the payment is not pending")]
    NotPending,
    /// The operator who gave a large withdrawal its first approval cannot give the second too.
    #[error("the same operator cannot approve twice")]
    SameApprover,
    /// The player is blocked (with the block's reason, `""` when none was given): an approval needs an admin's
    /// override.
    #[error("the player is blocked")]
    PlayerBlocked(String),
    #[error("the amount differs from the payment's")]
    AmountMismatch,
    #[error("insufficient funds")]
    InsufficientFunds,
    /// A withdrawal while a bonus is active: the player forfeits it first (issue 20).
    #[error("a bonus is active")]
    BonusActive,
    /// A deposit the player asked for would pass one of their deposit limits.
    #[error("a deposit limit would be passed")]
    LimitExceeded(domain::responsible::Exceeded),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for PaymentError {
    fn from(e: sqlx::Error) -> Self {
        PaymentError::Store(StoreError::Database(e))
    }
}

impl From<LedgerError> for PaymentError {
    fn from(e: LedgerError) -> Self {
        match e {
            LedgerError::InsufficientFunds => PaymentError::InsufficientFunds,
            LedgerError::Conflict => PaymentError::Store(StoreError::Other("ledger key conflict".into())),
            LedgerError::Store(e) => PaymentError::Store(e),
        }
    }
}
