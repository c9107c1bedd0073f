//! Bonuses (migration 0015, issue 20): the operators' bonus definitions ([`definitions`]), the grants of them to
//! players with their wagering ([`grants`]), and what the seamless wallet's batches read and write of the
//! active grants ([`wallet`]). Bonus money moves only through the ledger: a grant is `bonus_funds → player_bonus`
//! (`bonus:<grant>:grant`), a conversion `player_bonus → player_cash` (`bonus:<grant>:release`) and whatever is
//! removed `player_bonus → bonus_funds` (`bonus:<grant>:forfeit`).
//!
//! Lock order, so nothing deadlocks with the wallet's batches: the player's row (claims only), then the ledger
//! accounts (in the ledger's global order), then the grant rows.

pub mod definitions;
pub mod grants;
pub mod wallet;

pub use definitions::Definition;
pub use grants::Grant;
