//! Double-entry postings: every transfer's legs sum to zero, so money is never created or lost.

use crate::money::Money;

/// Who holds money: a player's cash or bonus account, or one of the house's system accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Account {
    PlayerCash(i64),
    PlayerBonus(i64),
    /// The house's own money: game results and demo funding.
    House,
    /// Money in flight with payment gateways.
    PaymentClearing,
    /// Withdrawals waiting for an operator's decision.
    WithdrawalHold,
    /// Bonus money granted but not yet converted to cash.
    BonusFunds,
}

impl Account {
    /// The stored kind and owner (0 for system accounts).
    pub fn key(self) -> (&'static str, i64) {
        match self {
            Account::PlayerCash(id) => ("player_cash", id),
            Account::PlayerBonus(id) => ("player_bonus", id),
            Account::House => ("house", 0),
            Account::PaymentClearing => ("payment_clearing", 0),
            Account::WithdrawalHold => ("withdrawal_hold", 0),
            Account::BonusFunds => ("bonus_funds", 0),
        }
    }

    /// Players' accounts and holds never go below zero; the house and clearing accounts may.
    pub fn may_go_negative(self) -> bool {
        matches!(self, Account::House | Account::PaymentClearing | Account::BonusFunds)
    }
}

/// A balanced set of legs: amounts per account summing to zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    legs: Vec<(Account, Money)>,
}

/// Why a transfer could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransferError {
    #[error("the legs sum to {0}, not zero")]
    Unbalanced(i64),
    #[error("a transfer needs at least two non-zero legs")]
    Empty,
}

impl Transfer {
    /// Builds a transfer; zero legs are dropped.
    pub fn new(legs: impl IntoIterator<Item = (Account, Money)>) -> Result<Transfer, TransferError> {
        let legs: Vec<_> = legs.into_iter().filter(|(_, amount)| amount.0 != 0).collect();
        if legs.len() < 2 {
            return Err(TransferError::Empty);
        }
        let sum = legs.iter().try_fold(0i64, |sum, (_, m)| sum.checked_add(m.0)).unwrap_or(i64::MAX);
        if sum != 0 {
            return Err(TransferError::Unbalanced(sum));
        }
        Ok(Transfer { legs })
    }

    /// Moves `amount` (positive) from one account to another.
    pub fn between(from: Account, to: Account, amount: Money) -> Result<Transfer, TransferError> {
        Transfer::new([(from, Money(-amount.0)), (to, amount)])
    }

    pub fn legs(&self) -> &[(Account, Money)] {
        &self.legs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfers_must_balance() {
        assert!(Transfer::between(Account::House, Account::PlayerCash(1), Money(500)).is_ok());
        assert_eq!(
            Transfer::new([(Account::House, Money(-5)), (Account::PlayerCash(1), Money(4))]),
            Err(TransferError::Unbalanced(-1))
        );
        assert_eq!(Transfer::between(Account::House, Account::PlayerCash(1), Money(0)), Err(TransferError::Empty));
    }
}
