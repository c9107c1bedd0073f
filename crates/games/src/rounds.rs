//! A round of a single-request game (dice, roulette, slot), from the player's bet to the wallet's last answer.
//!
//! 1. The bet is checked (no wallet call for a bad one), then `user/info` says whose token it is.
//! 2. The round is recorded with its nonce, its outcome and the ids of every wallet transaction it may send
//!    (`placing`), so whatever happens next can be finished by whoever picks the row up.
//! 3. `transaction/bet`, retried with the same `transaction_uuid` while the wallet does not answer. A refusal
//!    (insufficient funds, a closed session …) ends the round (`refused`): nothing moved. No answer at all ends it
//!    in a rollback (`rolling_back` → `rolled_back`): the bet may have been taken, the rollback gives it back.
//! 4. `transaction/win` with the win (zero closes a lost round), retried with the same `transaction_uuid`; the
//!    wallet answers a replay with its first answer, so a win reaches the balance once. If the wallet stays
//!    silent the round stays `placed` and the recovery sweep ([`sweep`]) sends the same win later.

use axum::http::StatusCode;
use domain::games::{ClientSeed, GameCode, Outcomes, ServerSeed};
use serde::Serialize;
use serde_json::Value;
use store::games::{NewRound, Round, Status};

use crate::{
    Error, Inner, bets,
    wallet::{self, Answer, Transaction, WalletError},
};

/// A round as the pages show it (history and play answers).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundView {
    pub id: String,
    pub game: String,
    /// placing, placed, closed, rolling_back, rolled_back.
    pub status: &'static str,
    pub stake: Value,
    pub win: Value,
    pub params: Value,
    pub outcome: Value,
    /// The round's nonce under its seed pair (none for crash, whose fairness data is in its outcome).
    pub nonce: Option<i64>,
    pub server_seed_hash: String,
    pub client_seed: String,
    /// Revealed once the pair was rotated.
    pub server_seed: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<&Round> for RoundView {
    fn from(round: &Round) -> RoundView {
        RoundView {
            id: round.round_uuid.clone(),
            game: round.game.clone(),
            status: round.status().as_str(),
            stake: bets::major(round.stake),
            win: bets::major(round.win),
            params: serde_json::from_str(&round.params).unwrap_or(Value::Null),
            outcome: serde_json::from_str(&round.outcome).unwrap_or(Value::Null),
            nonce: round.nonce,
            server_seed_hash: round.server_seed_hash.clone(),
            client_seed: round.client_seed.clone(),
            server_seed: round.revealed_server_seed.clone(),
            created_at: round.created_at,
        }
    }
}

/// A played round and the player's balance after it (minor units).
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub round: RoundView,
    pub balance: i64,
    /// A note for the player: `games.win_pending` when the win is still on its way.
    pub note: Option<&'static str>,
}

/// Who holds `token`, by the wallet's `user/info`.
pub(crate) async fn identify(inner: &Inner, token: &str, game: GameCode) -> Result<Answer, Error> {
    if token.is_empty() {
        return Err(Error::new(StatusCode::UNAUTHORIZED, "games.session_invalid"));
    }
    inner.wallet.user_info(token, game.code()).await.map_err(|error| match &error {
        WalletError::Refused { status, .. } => match status.as_str() {
            wallet::INVALID_TOKEN | wallet::TOKEN_EXPIRED => {
                Error::new(StatusCode::UNAUTHORIZED, "games.session_invalid")
            }
            wallet::USER_DISABLED => Error::new(StatusCode::FORBIDDEN, "games.player_blocked"),
            _ => unavailable(&error),
        },
        WalletError::Unavailable(_) => unavailable(&error),
    })
}

fn unavailable(error: &WalletError) -> Error {
    tracing::warn!(%error, "games: the wallet did not answer user/info");
    Error::new(StatusCode::SERVICE_UNAVAILABLE, "games.wallet_unavailable")
}

/// Plays one round of `game` for the holder of `token`.
pub(crate) async fn play(
    inner: &Inner,
    game: GameCode,
    token: &str,
    stake: &Value,
    params: &Value,
) -> Result<Played, Error> {
    let stake = bets::amount(stake)?;
    inner.config.limits(game).check(stake)?;
    let bet = bets::parse(game, stake, params)?;
    let player = identify(inner, token, game).await?;
    let make = |seed: &store::games::Seed, nonce: u64| -> Result<NewRound, String> {
        let server = ServerSeed::parse(&seed.server_seed).map_err(|e| e.to_string())?;
        let client = ClientSeed::parse(&seed.client_seed).map_err(|e| e.to_string())?;
        let played = bet.play(stake, &mut Outcomes::new(&server, &client, nonce));
        let id = || uuid::Uuid::new_v4().to_string();
        Ok(NewRound {
            round_uuid: id(),
            game: game.code().to_owned(),
            params: bet.params().to_string(),
            outcome: played.outcome.to_string(),
            stake,
            win: played.win,
            bet_uuid: id(),
            win_uuid: id(),
            rollback_uuid: id(),
            token: token.to_owned(),
        })
    };
    let round = match store::games::start_round(&inner.db, &player.user, inner.clock.now(), make).await? {
        Some(round) => round,
        None => {
            // No active pair yet (a first round), or a rotation in between: make sure of one and go again.
            crate::seeds::active(inner, &player.user).await?;
            store::games::start_round(&inner.db, &player.user, inner.clock.now(), make)
                .await?
                .ok_or_else(|| Error::internal("no active seed pair after making one"))?
        }
    };
    let placed = place_bet(inner, &round, Status::Placed).await?;
    let (balance, note) = match settle(inner, &round).await {
        Some(answer) => (answer.balance, None),
        None => (placed.balance, Some("games.win_pending")),
    };
    let round = store::games::round(&inner.db, round.id).await?.ok_or_else(|| Error::internal("round vanished"))?;
    Ok(Played { round: RoundView::from(&round), balance, note })
}

fn transaction<'a>(round: &'a Round, kind: &'a str) -> Transaction<'a> {
    let (uuid, reference, closed, amount) = match kind {
        "bet" => (&round.bet_uuid, None, false, round.stake),
        "win" => (&round.win_uuid, Some(round.bet_uuid.as_str()), true, round.win),
        _ => (&round.rollback_uuid, Some(round.bet_uuid.as_str()), true, round.stake),
    };
    Transaction {
        token: &round.token,
        user: &round.player,
        transaction_uuid: uuid,
        reference_transaction_uuid: reference,
        round: &round.round_uuid,
        round_closed: closed,
        game_code: &round.game,
        amount,
    }
}

/// Sends the round's bet until the wallet answers ([`wallet::retrying`]), moving the round to `taken` (`placed`;
/// crash: `open`); settles the round's fate when the wallet refuses or stays silent.
pub(crate) async fn place_bet(inner: &Inner, round: &Round, taken: Status) -> Result<Answer, Error> {
    let call = transaction(round, "bet");
    let call = &call;
    let answer = wallet::retrying(|attempt| async move {
        let answer = inner.wallet.bet(call).await;
        if let Err(error) = &answer {
            tracing::warn!(round = %round.round_uuid, attempt, %error, "games: bet not confirmed");
            store::games::failed_attempt(&inner.db, round.id, &error.summary(), inner.clock.now())
                .await
                .map_err(|e| WalletError::Unavailable(e.to_string()))?;
        }
        answer
    })
    .await;
    match answer {
        Ok(answer) => {
            store::games::advance(
                &inner.db,
                round.id,
                &[Status::Placing],
                taken,
                Some(answer.balance),
                inner.clock.now(),
            )
            .await?;
            Ok(answer)
        }
        Err(WalletError::Refused { status, balance }) if wallet::bet_not_applied(&status) => {
            store::games::advance(&inner.db, round.id, &[Status::Placing], Status::Refused, balance, inner.clock.now())
                .await?;
            Err(refusal(&status))
        }
        Err(last) => {
            // Unanswered: the bet may have been taken. Give it back.
            tracing::warn!(round = %round.round_uuid, error = %last, "games: rolling back an unconfirmed bet");
            store::games::advance(
                &inner.db,
                round.id,
                &[Status::Placing],
                Status::RollingBack,
                None,
                inner.clock.now(),
            )
            .await?;
            let settled = roll_back(inner, round).await?;
            Err(Error::new(
                StatusCode::SERVICE_UNAVAILABLE,
                if settled { "games.wallet_unavailable" } else { "games.wallet_unavailable_refund" },
            ))
        }
    }
}

fn refusal(status: &str) -> Error {
    match status {
        wallet::NOT_ENOUGH_MONEY => Error::new(StatusCode::PAYMENT_REQUIRED, "games.insufficient_funds"),
        wallet::INVALID_TOKEN | wallet::TOKEN_EXPIRED => Error::new(StatusCode::UNAUTHORIZED, "games.session_invalid"),
        wallet::USER_DISABLED => Error::new(StatusCode::FORBIDDEN, "games.player_blocked"),
        _ => Error::new(StatusCode::CONFLICT, "games.bet_refused"),
    }
}

/// Sends the round's win (zero closes a lost round) a few times; the answer when the wallet confirmed it.
pub(crate) async fn settle(inner: &Inner, round: &Round) -> Option<Answer> {
    for attempt in 0..wallet::ATTEMPTS {
        if attempt > 0 {
            tokio::time::sleep(wallet::BACKOFF[attempt as usize - 1]).await;
        }
        match send_win(inner, round).await {
            Ok(answer) => return Some(answer),
            Err(error) => tracing::warn!(round = %round.round_uuid, attempt, %error, "games: win not confirmed"),
        }
    }
    None
}

/// One attempt at the win; the round is closed when the wallet confirms.
async fn send_win(inner: &Inner, round: &Round) -> Result<Answer, Error> {
    match inner.wallet.win(&transaction(round, "win")).await {
        Ok(answer) => {
            store::games::advance(
                &inner.db,
                round.id,
                &[Status::Placed],
                Status::Closed,
                Some(answer.balance),
                inner.clock.now(),
            )
            .await?;
            Ok(answer)
        }
        Err(error) => {
            store::games::failed_attempt(&inner.db, round.id, &error.summary(), inner.clock.now()).await?;
            Err(Error::internal(format!("win of round {} not confirmed: {error}", round.round_uuid)))
        }
    }
}

/// One attempt at the rollback of a `rolling_back` round: true when it is settled (`rolled_back`).
pub(crate) async fn roll_back(inner: &Inner, round: &Round) -> Result<bool, Error> {
    let now = inner.clock.now();
    let done =
        |balance| store::games::advance(&inner.db, round.id, &[Status::RollingBack], Status::RolledBack, balance, now);
    match inner.wallet.rollback(&transaction(round, "rollback")).await {
        Ok(answer) => {
            done(Some(answer.balance)).await?;
            Ok(true)
        }
        Err(WalletError::Refused { status, balance }) if status == wallet::TRANSACTION_ROLLED_BACK => {
            done(balance).await?;
            Ok(true)
        }
        Err(WalletError::Refused { status, balance }) if status == wallet::TRANSACTION_DOES_NOT_EXIST => {
            // The bet never arrived — or is still on its way. Believe it only once a late bet could not land any
            // more; until then the sweep asks again, and a second rollback refunds a bet that landed meanwhile.
            let grace = chrono::Duration::from_std(inner.config.rollback_grace).unwrap_or(chrono::Duration::MAX);
            if now - round.created_at >= grace {
                done(balance).await?;
                Ok(true)
            } else {
                store::games::failed_attempt(&inner.db, round.id, &status, now).await?;
                Ok(false)
            }
        }
        Err(error) => {
            tracing::warn!(round = %round.round_uuid, %error, "games: rollback not confirmed");
            store::games::failed_attempt(&inner.db, round.id, &error.summary(), now).await?;
            Ok(false)
        }
    }
}

/// The recovery sweep: every round left unsettled for `recovery_after` gets one more attempt — a `placing` round
/// (its request died before the wallet answered) is rolled back, a `placed` one gets its win, a `rolling_back`
/// one its rollback. Returns how many rounds it settled.
pub(crate) async fn sweep(inner: &Inner) -> Result<usize, Error> {
    let now = inner.clock.now();
    let before = now - chrono::Duration::from_std(inner.config.recovery_after).unwrap_or(chrono::Duration::zero());
    let mut settled = 0;
    for round in store::games::unsettled(&inner.db, before, 200).await? {
        let done = match round.status() {
            Status::Placing => {
                store::games::advance(&inner.db, round.id, &[Status::Placing], Status::RollingBack, None, now).await?
                    && roll_back(inner, &round).await?
            }
            Status::Placed => send_win(inner, &round).await.is_ok(),
            Status::RollingBack => roll_back(inner, &round).await?,
            _ => false,
        };
        if done {
            tracing::info!(round = %round.round_uuid, "games: recovery settled a round");
            settled += 1;
        } else if round.attempts >= 20 {
            tracing::error!(round = %round.round_uuid, attempts = round.attempts, error = %round.last_error,
                "games: a round is still unsettled; the wallet keeps refusing or is down");
        }
    }
    Ok(settled)
}
