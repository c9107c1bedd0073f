//! The player's balances on the wire: what `user/balance` answers and the hub's `Balance` message carries.

use serde::Serialize;
use utoipa::ToSchema;

/// The player's balances.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct Balance {
    /// Cash in major units (TRY), at most two decimals: what can be played and withdrawn.
    pub balance: f64,
    /// Bonus money in major units: played after the cash, withdrawable once wagered.
    pub bonus: f64,
}

impl From<store::ledger::Balances> for Balance {
    fn from(balances: store::ledger::Balances) -> Self {
        Balance { balance: balances.cash.to_major_json(), bonus: balances.bonus.to_major_json() }
    }
}
