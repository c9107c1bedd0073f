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

/// What a ledger transaction is (stored in `kind`). Every posting is one of these, so reports and checks can
/// rely on the list; a new money movement adds its kind here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A payment gateway confirmed a deposit.
    Deposit,
    /// A withdrawal request moved money into the hold.
    WithdrawalRequest,
    /// An operator approved a held withdrawal: hold → clearing.
    WithdrawalApproval,
    /// An operator rejected a held withdrawal: hold → player.
    WithdrawalReturn,
    /// A game round's stake.
    Bet,
    /// A game round's payout.
    Win,
    /// A provider cancelled an earlier bet or win.
    Rollback,
    /// A bonus was granted.
    BonusGrant,
    /// Wagered bonus money became cash.
    BonusRelease,
    /// Bonus money expired or was forfeited.
    BonusForfeit,
    /// The demo player's opening balance (demo content only).
    DemoCredit,
    /// Money moved by hand or by a tool (a correction, funding a benchmark's or a test's players).
    Adjustment,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Deposit,
        Kind::WithdrawalRequest,
        Kind::WithdrawalApproval,
        Kind::WithdrawalReturn,
        Kind::Bet,
        Kind::Win,
        Kind::Rollback,
        Kind::BonusGrant,
        Kind::BonusRelease,
        Kind::BonusForfeit,
        Kind::DemoCredit,
        Kind::Adjustment,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Deposit => "deposit",
            Kind::WithdrawalRequest => "withdrawal_request",
            Kind::WithdrawalApproval => "withdrawal_approval",
            Kind::WithdrawalReturn => "withdrawal_return",
            Kind::Bet => "bet",
            Kind::Win => "win",
            Kind::Rollback => "rollback",
            Kind::BonusGrant => "bonus_grant",
            Kind::BonusRelease => "bonus_release",
            Kind::BonusForfeit => "bonus_forfeit",
            Kind::DemoCredit => "demo_credit",
            Kind::Adjustment => "adjustment",
        }
    }

    /// The kind stored as `text`, if it is one.
    pub fn parse(text: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.as_str() == text)
    }
}

/// The caller's id of a posting: the payment id, the provider's transaction id, `bonus:<grant id>` …
/// Required on every posting, so a retried call can never move money twice. Not empty, at most 200 characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IdempotencyKey(String);

impl IdempotencyKey {
    pub const MAX_LEN: usize = 200;

    pub fn parse(key: impl Into<String>) -> Result<IdempotencyKey, TransferError> {
        let key = key.into();
        if key.trim().is_empty() || key.chars().count() > Self::MAX_LEN {
            return Err(TransferError::BadKey);
        }
        Ok(IdempotencyKey(key))
    }

    pub fn as_str(&self) -> &str {
        &self.0
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
    #[error("an amount to move must be above zero")]
    NotPositive,
    #[error("an idempotency key must be 1 to 200 characters")]
    BadKey,
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

    /// Moves `amount` (above zero) from one account to another.
    pub fn between(from: Account, to: Account, amount: Money) -> Result<Transfer, TransferError> {
        if amount.0 <= 0 {
            return Err(TransferError::NotPositive);
        }
        Transfer::new([(from, Money(-amount.0)), (to, amount)])
    }

    pub fn legs(&self) -> &[(Account, Money)] {
        &self.legs
    }
}

/// A player's cash (spendable and withdrawable) and bonus money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Balances {
    pub cash: Money,
    pub bonus: Money,
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
        assert_eq!(
            Transfer::between(Account::House, Account::PlayerCash(1), Money(0)),
            Err(TransferError::NotPositive)
        );
        assert_eq!(
            Transfer::between(Account::House, Account::PlayerCash(1), Money(-5)),
            Err(TransferError::NotPositive)
        );
    }

    #[test]
    fn kinds_round_trip_and_keys_are_required() {
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(Kind::parse("test_credit"), None);
        assert!(IdempotencyKey::parse("payment:42").is_ok());
        assert_eq!(IdempotencyKey::parse(" "), Err(TransferError::BadKey));
        assert_eq!(IdempotencyKey::parse("x".repeat(201)), Err(TransferError::BadKey));
    }
}
