//! A seamless wallet in memory, for testing the game server's client: a real axum server on 127.0.0.1:0 that
//! answers the contract's five calls as the casino contract (modelled on Hub88) describes them — signatures
//! checked, a replayed transaction answered with its first answer, insufficient funds, unknown and expired
//! tokens, rollbacks of unknown transactions — and that can be told to fail: answer 500, or apply a call and
//! answer too late (the timeout a client cannot tell from a lost call).
//!
//! Unlike a careful wallet it keeps no tombstone for a rollback of an unknown bet, so a bet that lands after its
//! rollback is taken: the game server has to cope with that too.

use std::{
    collections::{HashMap, VecDeque},
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{
    Json, Router,
    body::Bytes,
    extract::{Path, State},
    http::HeaderMap,
    routing::post,
};
use serde_json::{Value, json};

pub const SECRET: &str = "test-wallet-secret";
/// Hub88's unit: 100000 per lira, 1000 per kuruş.
const PER_KURUS: i64 = 1_000;

/// What the next call to a path does instead of answering normally.
#[derive(Debug, Clone, Copy)]
pub enum Fault {
    /// Answer HTTP 500 without applying anything.
    Fail,
    /// Apply the call, then wait this long before answering (past the client's timeout).
    ApplyThenStall(Duration),
}

#[derive(Debug, Clone)]
pub struct Transaction {
    pub kind: String,
    pub user: String,
    /// Kuruş.
    pub amount: i64,
    pub reference: Option<String>,
    pub round: String,
    answer: Value,
}

#[derive(Default)]
struct Wallet {
    /// token → user; tokens marked expired.
    tokens: HashMap<String, String>,
    expired: Vec<String>,
    /// user → balance in kuruş.
    balances: HashMap<String, i64>,
    transactions: HashMap<String, Transaction>,
    /// Bets that were rolled back.
    rolled_back: Vec<String>,
    faults: HashMap<String, VecDeque<Fault>>,
    /// Every call received: (path, body).
    calls: Vec<(String, Value)>,
}

#[derive(Clone)]
pub struct FakeWallet {
    pub url: String,
    state: Arc<Mutex<Wallet>>,
}

impl FakeWallet {
    pub async fn start() -> FakeWallet {
        let state = Arc::new(Mutex::new(Wallet::default()));
        let app = Router::new().route("/api/wallet/zar/{*call}", post(handle)).with_state(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/api/wallet/zar", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeWallet { url, state }
    }

    /// A player holding `token` with `balance` kuruş.
    pub fn player(&self, token: &str, user: &str, balance: i64) {
        let mut wallet = self.state.lock().unwrap();
        wallet.tokens.insert(token.into(), user.into());
        wallet.balances.insert(user.into(), balance);
    }

    pub fn expire(&self, token: &str) {
        self.state.lock().unwrap().expired.push(token.into());
    }

    pub fn balance(&self, user: &str) -> i64 {
        self.state.lock().unwrap().balances.get(user).copied().unwrap_or_default()
    }

    /// The next `times` calls to `call` (`transaction/bet` …) suffer `fault`.
    pub fn fault(&self, call: &str, fault: Fault, times: usize) {
        let mut wallet = self.state.lock().unwrap();
        let queue = wallet.faults.entry(call.into()).or_default();
        queue.extend(std::iter::repeat_n(fault, times));
    }

    /// Applied transactions of `kind` (bet, win, rollback).
    pub fn applied(&self, kind: &str) -> Vec<Transaction> {
        self.state.lock().unwrap().transactions.values().filter(|t| t.kind == kind).cloned().collect()
    }

    /// Calls received to `call`.
    pub fn calls(&self, call: &str) -> Vec<Value> {
        self.state.lock().unwrap().calls.iter().filter(|(p, _)| p == call).map(|(_, b)| b.clone()).collect()
    }
}

fn answer(status: &str, user: &str, balance: Option<i64>, request: &Value) -> Value {
    let mut body = json!({
        "status": status,
        "user": user,
        "request_uuid": request["request_uuid"],
        "currency": "TRY",
    });
    if let Some(balance) = balance {
        body["balance"] = json!(balance * PER_KURUS);
    }
    body
}

async fn handle(
    State(state): State<Arc<Mutex<Wallet>>>,
    Path(call): Path<String>,
    headers: HeaderMap,
    raw: Bytes,
) -> Result<Json<Value>, axum::http::StatusCode> {
    let now = chrono::Utc::now();
    let signature = headers.get(domain::signature::HEADER).and_then(|v| v.to_str().ok());
    let request: Value = serde_json::from_slice(&raw).map_err(|_| axum::http::StatusCode::BAD_REQUEST)?;
    let fault = {
        let mut wallet = state.lock().unwrap();
        wallet.calls.push((call.clone(), request.clone()));
        wallet.faults.get_mut(&call).and_then(VecDeque::pop_front)
    };
    if let Some(Fault::Fail) = fault {
        return Err(axum::http::StatusCode::INTERNAL_SERVER_ERROR);
    }
    let body = if domain::signature::verify(SECRET.as_bytes(), signature, &raw, now, chrono::Duration::seconds(300))
        .is_err()
    {
        answer("RS_ERROR_INVALID_SIGNATURE", "", None, &request)
    } else {
        apply(&mut state.lock().unwrap(), &call, &request)
    };
    if let Some(Fault::ApplyThenStall(pause)) = fault {
        tokio::time::sleep(pause).await;
    }
    Ok(Json(body))
}

fn apply(wallet: &mut Wallet, call: &str, request: &Value) -> Value {
    let token = request["token"].as_str().unwrap_or_default().to_owned();
    let money_call = call.starts_with("transaction/");
    // A replay answers the first answer (and moves nothing).
    let uuid = request["transaction_uuid"].as_str().unwrap_or_default().to_owned();
    if money_call && let Some(first) = wallet.transactions.get(&uuid) {
        let mut replay = first.answer.clone();
        replay["request_uuid"] = request["request_uuid"].clone();
        return replay;
    }
    let Some(user) = wallet.tokens.get(&token).cloned() else {
        return answer("RS_ERROR_INVALID_TOKEN", "", None, request);
    };
    let balance = wallet.balances.get(&user).copied().unwrap_or_default();
    // Hub88: wins and rollbacks are accepted on an expired token; everything else is not.
    let expired = wallet.expired.contains(&token);
    if expired && matches!(call, "user/info" | "user/balance" | "transaction/bet") {
        return answer("RS_ERROR_TOKEN_EXPIRED", &user, None, request);
    }
    let amount = request["amount"].as_i64().unwrap_or_default() / PER_KURUS;
    let reference = request["reference_transaction_uuid"].as_str().map(str::to_owned);
    let round = request["round"].as_str().unwrap_or_default().to_owned();
    let (status, new_balance) = match call {
        "user/info" | "user/balance" => return answer("RS_OK", &user, Some(balance), request),
        "transaction/bet" => {
            if wallet.rolled_back.contains(&uuid) {
                ("RS_ERROR_TRANSACTION_ROLLED_BACK", balance)
            } else if amount > balance {
                return answer("RS_ERROR_NOT_ENOUGH_MONEY", &user, Some(balance), request);
            } else {
                ("RS_OK", balance - amount)
            }
        }
        "transaction/win" => match reference.as_ref().and_then(|r| wallet.transactions.get(r)) {
            Some(bet) if bet.kind == "bet" => ("RS_OK", balance + amount),
            _ => return answer("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", &user, Some(balance), request),
        },
        "transaction/rollback" => match reference.as_ref().and_then(|r| wallet.transactions.get(r)).cloned() {
            Some(bet) if bet.kind == "bet" => {
                wallet.rolled_back.push(reference.clone().unwrap_or_default());
                ("RS_OK", balance + bet.amount)
            }
            _ => return answer("RS_ERROR_TRANSACTION_DOES_NOT_EXIST", &user, Some(balance), request),
        },
        _ => return answer("RS_ERROR_UNKNOWN", &user, None, request),
    };
    let body = answer(status, &user, Some(new_balance), request);
    if status == "RS_OK" {
        wallet.balances.insert(user.clone(), new_balance);
        let kind = call.trim_start_matches("transaction/").to_owned();
        wallet.transactions.insert(uuid, Transaction { kind, user, amount, reference, round, answer: body.clone() });
    }
    body
}
