//! Placing a slip, from the checked request to the wallet's last answer.
//!
//! 1. The player is identified by the wallet's `user/info` with their partner token.
//! 2. The request is checked against the prices and limits ([`crate::slip`]); nothing is asked of the wallet for a
//!    bad slip.
//! 3. The slip is recorded with every wallet transaction id it may send (`placing`); the same request id finds the
//!    slip already recorded and answers it, however many times it arrives at once.
//! 4. `transaction/bet` of the total stake, retried with the same `transaction_uuid` while the wallet does not
//!    answer. A refusal (insufficient funds, a limit, an ended session) ends the slip (`refused`): nothing moved.
//!    No answer at all ends it in a rollback (`rolling_back` → `rolled_back`).

use std::{collections::HashMap, time::Duration};

use axum::http::StatusCode;
use partner::{
    answer::Arg,
    wallet::{self, Answer, WalletError},
};
use serde_json::json;
use store::sportsbook::bets::{Bet, NewBet, Status};

use crate::{Error, GAME_CODE, Inner, calls, slip};

/// Who holds `token`, by the wallet's `user/info`.
pub(crate) async fn identify(inner: &Inner, token: &str) -> Result<Answer, Error> {
    if token.is_empty() {
        return Err(login_required());
    }
    inner.wallet.user_info(token, GAME_CODE).await.map_err(|error| match &error {
        WalletError::Refused { status, .. } => match status.as_str() {
            wallet::INVALID_TOKEN | wallet::TOKEN_EXPIRED => login_required(),
            wallet::USER_DISABLED => Error::new(StatusCode::FORBIDDEN, "sportsbook.not_allowed"),
            _ => unavailable(&error),
        },
        WalletError::Unavailable(_) => unavailable(&error),
    })
}

fn login_required() -> Error {
    Error::new(StatusCode::UNAUTHORIZED, "sportsbook.login_required")
}

fn unavailable(error: &WalletError) -> Error {
    tracing::warn!(%error, "sportsbook: the wallet did not answer");
    Error::new(StatusCode::SERVICE_UNAVAILABLE, "sportsbook.unavailable")
}

/// Places `request` for the holder of `token`: the slip as stored after the wallet's answer.
pub(crate) async fn place(inner: &Inner, token: &str, request: &slip::Request) -> Result<Bet, Error> {
    let player = identify(inner, token).await?;
    if let Some(bet) = store::sportsbook::bets::by_request(&inner.db, &player.user, request.request_id.trim()).await? {
        return answered(inner, bet).await;
    }
    let ids: Vec<i64> = request.selections.iter().map(|s| s.event_id).collect();
    let events: HashMap<i64, _> =
        store::sportsbook::events::many(&inner.db, &ids).await?.into_iter().map(|e| (e.id, e)).collect();
    let checked = slip::check(inner, request, &events, inner.clock.now())?;
    let (kind, system_size) = checked.kind_text();
    let new = NewBet {
        player: &player.user,
        request_id: &checked.request_id,
        kind,
        system_size,
        lines: i64::try_from(checked.lines).unwrap_or(i64::MAX),
        stake_per_line: checked.stake_per_line,
        total_stake: checked.total_stake,
        potential_payout: checked.potential_payout,
        token,
        selections: checked
            .selections
            .iter()
            .map(|(event, market, outcome, odds)| {
                (*event, market.clone(), outcome.clone(), i64::from(odds.thousandths()))
            })
            .collect(),
    };
    let (bet, created) =
        store::sportsbook::bets::write(&inner.db, &new, &uuid::Uuid::new_v4().to_string(), inner.clock.now()).await?;
    if !created {
        return answered(inner, bet).await;
    }
    if player.balance < bet.total_stake {
        // The wallet would refuse it too; saying so here spares it the call.
        store::sportsbook::bets::transition(
            &inner.db,
            bet.id,
            &[Status::Placing],
            Status::Refused,
            Some(wallet::NOT_ENOUGH_MONEY),
            inner.clock.now(),
        )
        .await?;
        return Err(insufficient(player.balance));
    }
    send_bet(inner, &bet).await?;
    reread(inner, bet.id).await
}

async fn reread(inner: &Inner, id: i64) -> Result<Bet, Error> {
    store::sportsbook::bets::get(&inner.db, id).await?.ok_or_else(|| Error::internal(format!("slip {id} vanished")))
}

/// The answer for a slip placed before with the same request id: the slip once its bet call is settled (waiting a
/// little while another request still places it), or the refusal it met.
async fn answered(inner: &Inner, mut bet: Bet) -> Result<Bet, Error> {
    for _ in 0..100 {
        if bet.status()? != Status::Placing {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        bet = reread(inner, bet.id).await?;
    }
    match bet.status()? {
        Status::Placing => Err(Error::new(StatusCode::SERVICE_UNAVAILABLE, "sportsbook.unavailable")),
        Status::Refused => Err(refusal(&bet.last_error, None)),
        Status::RollingBack | Status::RolledBack => {
            Err(Error::new(StatusCode::SERVICE_UNAVAILABLE, "sportsbook.unavailable"))
        }
        _ => Ok(bet),
    }
}

fn insufficient(balance: i64) -> Error {
    Error::new(StatusCode::CONFLICT, "sportsbook.insufficient_funds")
        .with("balance", Arg::Money(balance))
        .offering(json!({ "balance": domain::money::Money(balance).to_major_json() }))
}

fn refusal(status: &str, balance: Option<i64>) -> Error {
    match status {
        wallet::NOT_ENOUGH_MONEY => insufficient(balance.unwrap_or(0)),
        wallet::INVALID_TOKEN | wallet::TOKEN_EXPIRED => login_required(),
        wallet::USER_DISABLED => Error::new(StatusCode::FORBIDDEN, "sportsbook.not_allowed"),
        _ => Error::new(StatusCode::CONFLICT, "sportsbook.refused"),
    }
}

/// Sends the slip's bet until the wallet answers ([`wallet::retrying`]), moving it to `open`; settles its fate when
/// the wallet refuses or stays silent.
async fn send_bet(inner: &Inner, bet: &Bet) -> Result<Answer, Error> {
    let call = calls::transaction(bet, "bet");
    let call = &call;
    let answer = wallet::retrying(|attempt| async move {
        let answer = inner.wallet.bet(call).await;
        if let Err(error) = &answer {
            tracing::warn!(bet = bet.id, attempt, %error, "sportsbook: bet not confirmed");
        }
        answer
    })
    .await;
    let (to, error) = match &answer {
        Ok(_) => (Status::Open, None),
        Err(WalletError::Refused { status, .. }) if wallet::bet_not_applied(status) => {
            (Status::Refused, Some(status.clone()))
        }
        // Unanswered: the bet may have been taken. Give it back.
        Err(last) => (Status::RollingBack, Some(last.summary())),
    };
    store::sportsbook::bets::transition(&inner.db, bet.id, &[Status::Placing], to, error.as_deref(), inner.clock.now())
        .await?;
    match answer {
        Ok(answer) => Ok(answer),
        Err(WalletError::Refused { status, balance }) if to == Status::Refused => Err(refusal(&status, balance)),
        Err(last) => {
            tracing::warn!(bet = bet.id, error = %last, "sportsbook: rolling back an unconfirmed bet");
            calls::roll_back(inner, bet).await?;
            Err(Error::new(StatusCode::SERVICE_UNAVAILABLE, "sportsbook.unavailable"))
        }
    }
}
