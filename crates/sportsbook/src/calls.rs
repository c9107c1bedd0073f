//! A slip's calls to the wallet: the transaction each of them is ([`transaction`]), and one attempt at the win
//! ([`send_win`]) and at the rollback ([`roll_back`]), each moving the slip on when the wallet confirms. Placing
//! ([`crate::place`]) and the sweep ([`crate::settle`]) both use them.

use partner::wallet::{self, Transaction, WalletError};
use store::sportsbook::bets::{Bet, Status};

use crate::{Error, GAME_CODE, Inner};

/// How long after a slip's bet a rollback answered "unknown transaction" is believed.
const ROLLBACK_GRACE: chrono::Duration = chrono::Duration::seconds(60);

/// The wallet transaction `kind` (`bet`, `win`, `rollback`) of `bet`, its ids fixed when the slip was written.
pub(crate) fn transaction<'a>(bet: &'a Bet, kind: &'a str) -> Transaction<'a> {
    let (uuid, reference, closed, amount) = match kind {
        "bet" => (&bet.bet_uuid, None, false, bet.total_stake),
        "win" => (&bet.win_uuid, Some(bet.bet_uuid.as_str()), true, bet.payout.unwrap_or(0)),
        _ => (&bet.rollback_uuid, Some(bet.bet_uuid.as_str()), true, bet.total_stake),
    };
    Transaction {
        token: &bet.token,
        user: &bet.player,
        transaction_uuid: uuid,
        reference_transaction_uuid: reference,
        round: &bet.round_uuid,
        round_closed: closed,
        game_code: GAME_CODE,
        amount,
    }
}

/// One attempt at the win of a `settling` slip; it is won, lost or void once the wallet confirms.
pub(crate) async fn send_win(inner: &Inner, bet: &Bet, all_void: bool) -> Result<bool, Error> {
    let payout = bet.payout.unwrap_or(0);
    let to = if all_void {
        Status::Void
    } else if payout > 0 {
        Status::Won
    } else {
        Status::Lost
    };
    match inner.wallet.win(&transaction(bet, "win")).await {
        Ok(_) => {
            store::sportsbook::bets::transition(&inner.db, bet.id, &[Status::Settling], to, None, inner.clock.now())
                .await?;
            Ok(true)
        }
        Err(error) => {
            tracing::warn!(bet = bet.id, %error, "sportsbook: win not confirmed; the sweep sends it again");
            store::sportsbook::bets::transition(
                &inner.db,
                bet.id,
                &[Status::Settling],
                Status::Settling,
                Some(&error.summary()),
                inner.clock.now(),
            )
            .await?;
            Ok(false)
        }
    }
}

/// One attempt at the rollback of a `rolling_back` slip: true when it is settled (`rolled_back`).
pub(crate) async fn roll_back(inner: &Inner, bet: &Bet) -> Result<bool, Error> {
    let now = inner.clock.now();
    let confirmed = match inner.wallet.rollback(&transaction(bet, "rollback")).await {
        Ok(_) => true,
        Err(WalletError::Refused { status, .. }) if status == wallet::TRANSACTION_ROLLED_BACK => true,
        // The bet never arrived — or is still on its way. Believe it only once a late bet could not land any more;
        // until then the sweep asks again, and a second rollback refunds a bet that landed meanwhile.
        Err(WalletError::Refused { status, .. })
            if status == wallet::TRANSACTION_DOES_NOT_EXIST && now - bet.placed_at >= ROLLBACK_GRACE =>
        {
            true
        }
        Err(error) => {
            tracing::warn!(bet = bet.id, %error, "sportsbook: rollback not confirmed");
            store::sportsbook::bets::transition(
                &inner.db,
                bet.id,
                &[Status::RollingBack],
                Status::RollingBack,
                Some(&error.summary()),
                now,
            )
            .await?;
            false
        }
    };
    if confirmed {
        store::sportsbook::bets::transition(&inner.db, bet.id, &[Status::RollingBack], Status::RolledBack, None, now)
            .await?;
    }
    Ok(confirmed)
}
