//! The seamless wallet (architecture §7), the providers' side of a player's money (not deposits and withdrawals,
//! which are `payments`): game providers move the player's money through
//! `POST /api/wallet/{provider}/user/info | user/balance | transaction/bet | transaction/win |
//! transaction/rollback`, modelled on Hub88's operator wallet API ([`protocol`]). Every call is signed by its
//! provider ([`signature`]); money calls are idempotent by the provider's transaction id and are applied by one
//! committer per instance in batches ([`committer`], `store::seamless`), so a commit is paid once for every
//! call that arrived while the last one was written. After the commit the player's new balance goes to their
//! open tabs over the hub, as payments do.
//!
//! The built-in provider `zar` (Zar Games) signs with HMAC like every non-Hub88 provider; its `wallet_secret` is
//! made once and stored ([`zar_secret`]), or set by `ZAR_GAMES_WALLET_SECRET` for a game server in another
//! process.

pub mod committer;
pub mod protocol;
pub mod signature;

use std::sync::Arc;

use axum::{
    Json,
    body::Bytes,
    extract::{Path, State},
    http::HeaderMap,
};
use domain::casino::{Provider, TxKind};
use store::seamless::{Call, Outcome, Refusal};
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::routes;

use self::protocol::{Answer, Status, TransactionRequest, UserRequest};
use crate::{balance::Balance, error::Error, state::AppState};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(user_info))
        .routes(routes!(user_balance))
        .routes(routes!(bet))
        .routes(routes!(win))
        .routes(routes!(rollback))
}

/// The built-in games' `wallet_secret` ([`partner_secret`] of provider `zar`).
pub async fn zar_secret(state: &AppState) -> Result<String, Error> {
    partner_secret(state, Provider::Zar).await
}

/// A built-in partner's `wallet_secret` (Zar Games, Zar Sportsbook): the one its settings name when set
/// (`ZAR_GAMES_WALLET_SECRET`, `ZAR_SPORTSBOOK_WALLET_SECRET`; stored, so every instance agrees), else the stored
/// one, else a new random one stored now. `zar serve` ensures both at start; the partner signs its wallet calls
/// with it.
pub async fn partner_secret(state: &AppState, provider: Provider) -> Result<String, Error> {
    let configured = match provider {
        Provider::Sportsbook => &state.settings.wallet.sportsbook_secret,
        _ => &state.settings.wallet.zar_secret,
    };
    let wanted = configured.as_ref().map(|s| s.0.as_str()).filter(|s| !s.is_empty());
    let secret = store::casino::providers::ensure_secret(
        &state.db,
        provider.id(),
        signature::WALLET_SECRET,
        wanted,
        || hex::encode(rand::random::<[u8; 32]>()),
        state.clock.now(),
    )
    .await?;
    state.features.get::<signature::Cache>().forget(provider);
    Ok(secret)
}

/// The provider named in the path whose signature `body` carries, with its credentials; or the answer refusing
/// the call.
async fn verified(
    state: &AppState,
    code: &str,
    headers: &HeaderMap,
    body: &[u8],
) -> Result<(Provider, Arc<signature::Credentials>), Answer> {
    let refuse = |status| Answer::refused(status, &protocol::request_uuid_of(body));
    let provider = Provider::from_code(code).ok_or_else(|| refuse(Status::InvalidPartner))?;
    let credentials = state.features.get::<signature::Cache>().get(&state.db, provider).await.map_err(|e| {
        tracing::error!(error = %e, provider = code, "wallet: reading the provider failed");
        refuse(Status::Unknown)
    })?;
    if !credentials.verifier.accepts(headers, body, state.clock.now()) {
        tracing::warn!(provider = code, "wallet: a call with a bad signature was refused");
        return Err(refuse(Status::InvalidSignature));
    }
    Ok((provider, credentials))
}

fn read<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, Answer> {
    serde_json::from_slice(body)
        .map_err(|e| Answer::refused(protocol::unreadable(&e), &protocol::request_uuid_of(body)))
}

/// Who a `user/info` or `user/balance` call is about, and their balance.
async fn user(state: &AppState, code: &str, headers: &HeaderMap, body: &[u8]) -> Answer {
    let (provider, _) = match verified(state, code, headers, body).await {
        Ok(verified) => verified,
        Err(answer) => return answer,
    };
    let request: UserRequest = match read(body) {
        Ok(request) => request,
        Err(answer) => return answer,
    };
    let uuid = request.request_uuid.as_str();
    let unknown = |e: store::StoreError| {
        tracing::error!(error = %e, "wallet: reading a player failed");
        Answer::refused(Status::Unknown, uuid)
    };
    let player = match (&request.token, &request.user) {
        (Some(token), _) => {
            match store::casino::sessions::resolve(&state.db, &crate::session::token_hash(token)).await {
                Ok(Some(session)) if session.provider_id == provider.id() => (session.player_id, session.username),
                Ok(_) => return Answer::refused(Status::InvalidToken, uuid),
                Err(e) => return unknown(e),
            }
        }
        (None, Some(user)) => match store::players::by_username(&state.db, &user.trim().to_lowercase()).await {
            Ok(Some(player)) => (player.id, player.username),
            Ok(None) => return Answer::refused(Status::InvalidToken, uuid),
            Err(e) => return unknown(e),
        },
        (None, None) => return Answer::refused(Status::WrongSyntax, uuid),
    };
    // What the game may stake: cash, then bonus money (as a bet spends it).
    match store::ledger::player_balances(&state.db, player.0).await {
        Ok(now) => Answer::with_balance(Status::Ok, uuid, &player.1, now.cash.minor() + now.bonus.minor()),
        Err(e) => unknown(e),
    }
}

/// A money call: checked, applied with the others waiting, answered; the balance pushed after the commit.
async fn transaction(state: &AppState, code: &str, kind: TxKind, headers: &HeaderMap, body: &[u8]) -> Answer {
    let (provider, credentials) = match verified(state, code, headers, body).await {
        Ok(verified) => verified,
        Err(answer) => return answer,
    };
    let request: TransactionRequest = match read(body) {
        Ok(request) => request,
        Err(answer) => return answer,
    };
    let uuid = request.request_uuid.clone();
    let call = match call(provider, kind, credentials.enabled, &request) {
        Ok(call) => call,
        Err(status) => return Answer::refused(status, &uuid),
    };
    match state.features.get::<committer::Committer>().apply(&state.db, &state.clock, words(), call).await {
        Ok(Outcome::Done { player, balance, now, applied, notices }) => {
            if applied && let Some(realtime) = state.realtime.clone() {
                let player_id = player.id;
                tokio::spawn(async move {
                    for (id, notice) in &notices {
                        let stored = notice.stored(*id);
                        realtime
                            .notification(Some(player_id), |locale| {
                                crate::notifications::item::NotificationItem::new(&stored, locale)
                            })
                            .await;
                    }
                    realtime.balance(player_id, Balance::from(now)).await
                });
            }
            Answer::with_balance(Status::Ok, &uuid, &player.username, balance.minor())
        }
        Ok(Outcome::Refused { refusal: Refusal::NotEnoughMoney, player: Some(player), balance: Some(balance) }) => {
            Answer::with_balance(Status::NotEnoughMoney, &uuid, &player.username, balance.minor())
        }
        Ok(Outcome::Refused { refusal, .. }) => Answer::refused(refusal.into(), &uuid),
        Err(e) => {
            tracing::error!(error = %e, provider = code, transaction = %request.transaction_uuid, "wallet: a call failed");
            Answer::refused(Status::Unknown, &uuid)
        }
    }
}

/// The store's call from a request, its fields checked.
fn call(provider: Provider, kind: TxKind, bets_open: bool, request: &TransactionRequest) -> Result<Call, Status> {
    let needs_money = kind != TxKind::Rollback;
    let amount = match (needs_money, request.amount) {
        (true, None) => return Err(Status::WrongSyntax),
        (true, Some(units)) => protocol::kurus(units)?,
        (false, _) => 0,
    };
    if needs_money {
        match request.currency.as_deref() {
            None => return Err(Status::WrongSyntax),
            Some(currency) if currency != protocol::CURRENCY => return Err(Status::WrongCurrency),
            Some(_) => {}
        }
    }
    let token = request.token.as_deref().map(protocol::id).transpose()?;
    if kind == TxKind::Bet && token.is_none() {
        return Err(Status::WrongSyntax);
    }
    let reference = request.reference_transaction_uuid.as_deref().map(protocol::id).transpose()?;
    if kind == TxKind::Rollback && reference.is_none() {
        return Err(Status::WrongSyntax);
    }
    Ok(Call {
        provider_id: provider.id(),
        kind,
        transaction_uuid: protocol::id(&request.transaction_uuid)?.to_owned(),
        reference_uuid: reference.map(str::to_owned),
        round: protocol::id(&request.round)?.to_owned(),
        round_closed: request.round_closed,
        token_hash: token.map(crate::session::token_hash),
        game_code: protocol::id(&request.game_code)?.to_owned(),
        amount,
        bets_open,
    })
}

/// Who holds a session token (or, as Hub88 asks, a user name) and their balance.
#[utoipa::path(post, path = "/api/wallet/{provider}/user/info", tag = "wallet", operation_id = "wallet_user_info",
    params(("provider" = String, Path, description = "zar, hub88, egt, amusnet, everymatrix, digitain, softgamings"),
        ("x-zar-signature" = Option<String>, Header, description = "t=<unix>,v1=<hex HMAC-SHA256 of \"<t>.<body>\"> (all but Hub88)"),
        ("X-Hub88-Signature" = Option<String>, Header, description = "base64 RSA-SHA256 of the body (Hub88)")),
    request_body = UserRequest,
    responses((status = 200, description = "RS_OK with user, currency, balance (1/100000 TRY); or an RS_ERROR_… status", body = Answer)))]
pub async fn user_info(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Answer> {
    Json(user(&state, &provider, &headers, &body).await)
}

/// The player's balance, by the session token.
#[utoipa::path(post, path = "/api/wallet/{provider}/user/balance", tag = "wallet", operation_id = "wallet_user_balance",
    params(("provider" = String, Path, description = "the provider's code"),
        ("x-zar-signature" = Option<String>, Header, description = "HMAC signature (all but Hub88)"),
        ("X-Hub88-Signature" = Option<String>, Header, description = "RSA signature (Hub88)")),
    request_body = UserRequest,
    responses((status = 200, description = "RS_OK with the balance (1/100000 TRY); or an RS_ERROR_… status", body = Answer)))]
pub async fn user_balance(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Answer> {
    Json(user(&state, &provider, &headers, &body).await)
}

/// A bet: takes `amount` from the player's cash, once per `transaction_uuid`. Needs a live session for this
/// game; `RS_ERROR_NOT_ENOUGH_MONEY` (with the balance) moves nothing.
#[utoipa::path(post, path = "/api/wallet/{provider}/transaction/bet", tag = "wallet", operation_id = "wallet_bet",
    params(("provider" = String, Path, description = "the provider's code"),
        ("x-zar-signature" = Option<String>, Header, description = "HMAC signature (all but Hub88)"),
        ("X-Hub88-Signature" = Option<String>, Header, description = "RSA signature (Hub88)")),
    request_body = TransactionRequest,
    responses((status = 200, description = "RS_OK with the balance after; a repeat answers the first answer", body = Answer)))]
pub async fn bet(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Answer> {
    Json(transaction(&state, &provider, TxKind::Bet, &headers, &body).await)
}

/// A win: pays `amount` (zero closes a lost round) for the bet `reference_transaction_uuid` (or the round),
/// once per `transaction_uuid`, even after the session ended.
#[utoipa::path(post, path = "/api/wallet/{provider}/transaction/win", tag = "wallet", operation_id = "wallet_win",
    params(("provider" = String, Path, description = "the provider's code"),
        ("x-zar-signature" = Option<String>, Header, description = "HMAC signature (all but Hub88)"),
        ("X-Hub88-Signature" = Option<String>, Header, description = "RSA signature (Hub88)")),
    request_body = TransactionRequest,
    responses((status = 200, description = "RS_OK with the balance after; RS_ERROR_TRANSACTION_DOES_NOT_EXIST without the bet", body = Answer)))]
pub async fn win(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Answer> {
    Json(transaction(&state, &provider, TxKind::Win, &headers, &body).await)
}

/// A rollback: gives back the bet `reference_transaction_uuid`, once. A rollback of a transaction never seen
/// answers `RS_ERROR_TRANSACTION_DOES_NOT_EXIST` and is remembered: that bet, arriving later, is refused.
#[utoipa::path(post, path = "/api/wallet/{provider}/transaction/rollback", tag = "wallet", operation_id = "wallet_rollback",
    params(("provider" = String, Path, description = "the provider's code"),
        ("x-zar-signature" = Option<String>, Header, description = "HMAC signature (all but Hub88)"),
        ("X-Hub88-Signature" = Option<String>, Header, description = "RSA signature (Hub88)")),
    request_body = TransactionRequest,
    responses((status = 200, description = "RS_OK with the balance after", body = Answer)))]
pub async fn rollback(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Answer> {
    Json(transaction(&state, &provider, TxKind::Rollback, &headers, &body).await)
}

/// How the notifications the wallet's calls write are worded: a limit brought to 80 %, a bonus converted.
pub fn words() -> store::seamless::Words<'static> {
    store::seamless::Words {
        alert: &crate::notices::alert_notice,
        converted: &crate::notices::converted_notice,
        slip_won: &crate::notices::slip_won_notice,
    }
}
