//! What the wallet scenario's simulated players share with the baselines they are held against: the stake, a
//! player, and a round against some target (the app, or bare ledger postings).

/// Every bet: ₺1.
pub(crate) const STAKE: i64 = 100;

/// A simulated player: their casino session's token and id.
#[derive(Clone)]
pub(crate) struct Gambler {
    pub player_id: i64,
    pub token: String,
}

/// What a simulated player plays against: the app, or the bare postings.
pub(crate) trait Rounds: Send + Sync + 'static {
    /// One round (a bet, then its win); true when both were answered as accepted.
    fn round(&self, gambler: &Gambler) -> impl std::future::Future<Output = bool> + Send;
}
