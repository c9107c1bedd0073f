//! Runs a sequence of actions as real API calls over HTTP and checks the model's invariants after every step.

use std::time::Duration;

use domain::bonus::Status;
use domain::{casino::Provider, operator::Role};
use serde_json::{Value, json};

use super::{
    actions::{Action, Confirm, OPERATORS, PLAYERS},
    model::{Model, Round, Withdrawal},
};
use crate::{
    casino_wallet::Table,
    common::{Answer, TestApp, content, people::Operator, people::Player},
    payments::{bank_withdrawal, card, intent},
};

/// The free bonus's code, amount and cap; the deposit match's percent and cap (kuruş).
const FREE_CODE: &str = "ZAR100";
const FREE_AMOUNT: i64 = 10_000;
const FREE_CAP: i64 = 15_000;
const MATCH_PERCENT: i64 = 100;
const MATCH_CAP: i64 = 100_000;
/// Withdrawals above ₺500 need two operators.
const FOUR_EYES_OVER: &str = "500";

/// What every case shares: the campaigns and the finance operators.
pub struct World {
    match_id: i64,
    operators: Vec<Operator>,
}

impl World {
    pub async fn set_up(app: &TestApp) -> World {
        app.payment_methods().await;
        content::save_option(app, &content::option(store::payments::SECOND_APPROVAL_OPTION, FOUR_EYES_OVER)).await;
        app.define_bonus(json!({"kind": "free", "titleTr": "Zar 100", "titleEn": "Zar 100", "amount": 100,
            "code": FREE_CODE, "wagering": 2, "maxConversion": FREE_CAP / 100, "validityDays": 7}))
            .await;
        let match_id = app
            .define_bonus(json!({"kind": "deposit_match", "titleTr": "Yatırım", "titleEn": "Match",
                "percent": MATCH_PERCENT, "maxAmount": MATCH_CAP / 100, "minDeposit": 50, "wagering": 2,
                "validityDays": 7}))
            .await;
        let mut operators = Vec::new();
        for _ in 0..OPERATORS {
            operators.push(app.operator(Role::Finance).create().await);
        }
        World { match_id, operators }
    }
}

/// One case's people: players with a game each, logged-in operators, and the model.
struct Case<'a> {
    app: &'a TestApp,
    world: &'a World,
    players: Vec<Player>,
    games: Vec<(i64, String)>,
    tables: Vec<String>,
    operators: Vec<String>,
    model: Model,
    bets: u64,
}

/// Runs `actions` on fresh players; the first broken invariant, with the step that broke it.
pub async fn run_case(app: &TestApp, world: &World, actions: &[Action]) -> Result<(), String> {
    let mut case = Case::new(app, world).await;
    for (step, action) in actions.iter().enumerate() {
        case.step(action).await;
        case.check().await.map_err(|e| format!("after step {step} ({action:?}): {e}"))?;
    }
    Ok(())
}

impl<'a> Case<'a> {
    async fn new(app: &'a TestApp, world: &'a World) -> Case<'a> {
        let (mut players, mut games, mut tables) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..PLAYERS {
            let player = app.funded_player(0).await;
            let code = format!("game{}", rand::random::<u32>());
            let game = app.casino_game(Provider::Zar, &code, "Nazar Slot", false).await;
            tables.push(app.casino_session(&player, game).await);
            games.push((game, code));
            players.push(player);
        }
        let mut operators = Vec::new();
        for operator in &world.operators {
            operators.push(operator.login(app).await);
        }
        Case { app, world, players, games, tables, operators, model: Model::new(PLAYERS), bets: 0 }
    }

    /// After the clock moved past the idle timeout: everyone logs in again, and the games get new sessions.
    async fn log_in_again(&mut self) {
        for p in 0..PLAYERS {
            self.log_in(p).await;
        }
        for (o, operator) in self.world.operators.iter().enumerate() {
            self.operators[o] = operator.login(self.app).await;
        }
    }

    async fn log_in(&mut self, p: usize) {
        self.players[p].token = self.players[p].login(self.app).await;
        self.tables[p] = self.app.casino_session(&self.players[p], self.games[p].0).await;
    }

    async fn balances(&self, p: usize) -> (i64, i64) {
        let b = store::ledger::player_balances(&self.app.db, self.players[p].id).await.unwrap();
        (b.cash.minor(), b.bonus.minor())
    }

    async fn post(&self, p: usize, path: &str, body: &Value) -> Answer {
        self.app.post_as(path, &self.players[p].token, body).await
    }

    async fn step(&mut self, action: &Action) {
        match *action {
            Action::Deposit { player, lira, confirm } => self.deposit(player, lira, confirm).await,
            Action::Withdraw { player, all } => {
                let amount = if all { self.balances(player).await.0 } else { 10_000 };
                let body = bank_withdrawal(json!(amount as f64 / 100.0));
                let answer = self.post(player, "/api/payment/withdraw", &body).await;
                if answer.status == 200 {
                    let id = answer.body["data"]["id"].as_i64().unwrap();
                    self.model.withdrawal_asked(Withdrawal { id, player, amount });
                }
            }
            Action::Approve { withdrawal, operator } => {
                let Some(at) = self.model.pending(withdrawal) else { return };
                let path = format!("/api/admin/withdrawals/{}/approve", self.model.withdrawals[at].id);
                let answer = self.app.post_bare_as(&path, &self.operators[operator]).await;
                if answer.status == 200 && answer.body["data"]["status"] == 1 {
                    self.model.paid(at);
                }
            }
            Action::Reject { withdrawal, operator } => {
                let Some(at) = self.model.pending(withdrawal) else { return };
                let path = format!("/api/admin/withdrawals/{}/reject", self.model.withdrawals[at].id);
                let answer = self.app.post_as(&path, &self.operators[operator], &json!({"reason": "not today"})).await;
                if answer.status == 200 {
                    self.model.returned(at);
                }
            }
            Action::Cancel { withdrawal } => {
                let Some(at) = self.model.pending(withdrawal) else { return };
                let Withdrawal { id, player, .. } = self.model.withdrawals[at];
                if self.post(player, "/api/payment/cancel", &json!({"id": id})).await.status == 200 {
                    self.model.returned(at);
                }
            }
            Action::ClaimFree { player } => {
                let answer = self.post(player, "/api/bonus/claim", &json!({"code": FREE_CODE})).await;
                if answer.status == 200 {
                    let id = answer.body["data"]["id"].as_i64().unwrap();
                    self.model.granted(player, id, FREE_AMOUNT, Some(FREE_CAP));
                }
            }
            Action::ClaimMatch { player } => {
                let (cash, _) = self.balances(player).await;
                let answer = self.post(player, "/api/bonus/claim", &json!({"id": self.world.match_id})).await;
                if answer.status == 200 {
                    let id = answer.body["data"]["id"].as_i64().unwrap();
                    let allowed = self.model.match_allowance(player, cash, MATCH_PERCENT, MATCH_CAP);
                    self.model.granted(player, id, allowed, None);
                }
            }
            Action::Forfeit { player } => {
                let Some((grant, _)) = self.model.players[player].grant else { return };
                if self.post(player, "/api/bonus/forfeit", &json!({"id": grant})).await.status == 200 {
                    self.model.ended(player, grant);
                }
            }
            Action::Bet { player, all_in } => self.bet(player, all_in).await,
            Action::Win { round, times } => {
                let Some(at) = self.model.open_round(round) else { return };
                let r = self.model.rounds[at].clone();
                let table = Table { provider: Provider::Zar, game_code: r.game_code.clone(), token: r.token.clone() };
                let amount = r.stake * times;
                let answer = self.app.win(&table, &format!("{}-win", r.bet), &r.bet, &r.round, amount).await;
                if answer["status"] == "RS_OK" {
                    self.model.won(at, amount);
                }
            }
            Action::Rollback { round } => {
                let Some(at) = self.model.open_round(round) else { return };
                let r = self.model.rounds[at].clone();
                let table = Table { provider: Provider::Zar, game_code: r.game_code.clone(), token: r.token.clone() };
                let answer = self.app.rollback(&table, &format!("{}-rollback", r.bet), &r.bet, &r.round).await;
                if answer["status"] == "RS_OK" {
                    self.model.rolled_back(at);
                }
            }
            Action::DepositLimit { player, lira } => {
                let body = json!({"kind": "deposit", "period": "daily", "amount": lira});
                self.post(player, "/api/customer/responsiblegaming/limits", &body).await;
            }
            Action::TimeOut { player } => {
                let body = json!({"period": "24h", "password": self.players[player].password});
                if self.post(player, "/api/customer/responsiblegaming/timeout", &body).await.status == 200 {
                    self.log_in(player).await;
                }
            }
        }
    }

    async fn deposit(&mut self, player: usize, lira: i64, confirm: Confirm) {
        let asked = self.post(player, "/api/payment/deposit", &card(json!(lira))).await;
        if asked.status != 200 {
            return;
        }
        let intent = intent(asked.body["data"].as_str().unwrap());
        match confirm {
            Confirm::Page => {
                let form = [("action", "confirm"), ("lang", "en")];
                self.app.send(self.app.client.post(self.app.url(&format!("/pay/{intent}"))).form(&form)).await;
            }
            Confirm::Webhook => {
                self.app.webhook("confirmed", &intent, lira as f64, None).await;
            }
            Confirm::Late => {
                self.app.clock.advance(Duration::from_secs(31 * 60));
                api::payments::expiry::run(&self.app.state).await.unwrap();
                self.app.webhook("confirmed", &intent, lira as f64, None).await;
                self.log_in_again().await;
            }
        }
        let payment = store::payments::by_intent(&self.app.db, &intent).await.unwrap().unwrap();
        if payment.status == domain::payment::Status::Confirmed {
            self.model.deposited(player, payment.amount.minor());
        }
    }

    async fn bet(&mut self, player: usize, all_in: bool) {
        let (cash, bonus) = self.balances(player).await;
        let stake = if all_in { cash + bonus } else { (cash + bonus).min(1_000) };
        if stake == 0 {
            return;
        }
        self.bets += 1;
        let bet = format!("p{}-bet{}", self.players[player].id, self.bets);
        let round = format!("{bet}-round");
        let (token, game_code) = (self.tables[player].clone(), self.games[player].1.clone());
        let table = Table { provider: Provider::Zar, game_code: game_code.clone(), token: token.clone() };
        if self.app.bet(&table, &bet, &round, stake).await["status"] != "RS_OK" {
            return;
        }
        // Cash first, then bonus money (docs/decisions.md, Bonuses).
        let from_cash = stake.min(cash);
        let grant = self.model.players[player].grant.map(|(id, _)| id);
        let r = Round { player, bet, round, token, game_code, stake, cash: from_cash, bonus: stake - from_cash, grant };
        self.model.bet(r);
    }

    /// What the model learns (a grant converted or ended), then the invariants: every player within the bounds,
    /// nothing negative, the ledger whole.
    async fn check(&mut self) -> Result<(), String> {
        for p in 0..PLAYERS {
            if let Some((grant, _)) = self.model.players[p].grant {
                let (history, _) =
                    store::bonuses::grants::history(&self.app.db, self.players[p].id, 0, 10).await.unwrap();
                let found = history.into_iter().find(|g| g.id == grant).ok_or("the active grant vanished")?;
                match found.status {
                    Status::Active => {}
                    Status::Converted => self.model.converted(p, grant, found.converted_amount.minor())?,
                    _ => self.model.ended(p, grant),
                }
            }
            let (cash, bonus) = self.balances(p).await;
            self.model.check(p, cash, bonus)?;
        }
        let violations = store::ledger::verify(&self.app.db).await.unwrap();
        if violations.is_empty() { Ok(()) } else { Err(format!("the ledger does not verify: {violations:?}")) }
    }
}
