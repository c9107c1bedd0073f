//! Properties of the seamless wallet's decisions over random sequences of calls: money is conserved and never
//! negative, a replay answers the first answer and moves nothing, a rollback undoes exactly its stake once, a win
//! after the funding grant ended pays its bonus share to nobody.

use std::collections::HashMap;

use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;

use super::*;
use crate::{
    bonus::{Status, Weights},
    casino::{Provider, TxKind},
    ledger::Account,
    money::Money,
    responsible::{LimitKind, Period},
};

const PLAYERS: [i64; 2] = [7, 8];
const GAME: i64 = 30;

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).single().expect("a valid time")
}

fn provider() -> i64 {
    Provider::Hub88.id()
}

fn token(player: i64) -> String {
    format!("token-{player}")
}

fn grant(id: i64, status: Status, required: i64) -> Grant {
    Grant {
        id,
        bonus_id: 1,
        status,
        wagering_required: Money(required),
        wagered: Money(0),
        weights: Weights::default(),
        max_conversion: Some(Money(5_000)),
        converted_amount: Money(0),
        ended_at: None,
    }
}

/// The starting state: two players with live sessions, their cash and bonus money, an active grant for the
/// first when `bonus` > 0, and optionally a loss limit.
fn snapshot(cash: [i64; 2], bonus: i64, required: i64, limit: Option<i64>) -> Snapshot {
    let mut s = Snapshot::default();
    for (i, player) in PLAYERS.into_iter().enumerate() {
        s.sessions.insert(
            token(player),
            Session {
                player_id: player,
                username: format!("p{player}"),
                provider_id: provider(),
                game_id: GAME,
                game_code: "slot-1".into(),
                expires_at: now() + Duration::hours(1),
                site_session_ended: false,
                blocked: false,
            },
        );
        s.cash.insert(player, cash[i]);
        s.bonus.insert(player, if i == 0 { bonus } else { 0 });
        s.usernames.insert(player, format!("p{player}"));
    }
    if bonus > 0 {
        s.grants.insert(PLAYERS[0], grant(99, Status::Active, required));
        s.lobbies.insert(GAME, "slot".into());
    }
    if let Some(limit) = limit {
        s.limits.insert(PLAYERS[1], (vec![(LimitKind::Loss, Period::Day, Money(limit))], HashMap::new()));
    }
    s
}

/// A call as the generator describes it; turned into a [`Call`] against the calls made so far.
#[derive(Debug, Clone)]
enum Op {
    Bet {
        player: usize,
        round: u8,
        amount: i64,
        closes: bool,
    },
    /// A win of the `bet`-th bet made so far (by index, wrapping), or of a round without a reference.
    Win {
        bet: usize,
        by_reference: bool,
        amount: i64,
    },
    Rollback {
        bet: usize,
    },
    /// The `call`-th call made so far, again.
    Replay {
        call: usize,
    },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0..2usize, 0..4u8, 0..3_000i64, any::<bool>())
            .prop_map(|(player, round, amount, closes)| Op::Bet { player, round, amount, closes }),
        3 => (any::<usize>(), any::<bool>(), 0..6_000i64)
            .prop_map(|(bet, by_reference, amount)| Op::Win { bet, by_reference, amount }),
        2 => any::<usize>().prop_map(|bet| Op::Rollback { bet }),
        2 => any::<usize>().prop_map(|call| Op::Replay { call }),
    ]
}

/// Runs `ops` through a book, checking the per-call properties; the calls made with their decisions.
struct Run {
    book: Book,
    start: Snapshot,
    calls: Vec<(Call, Decision)>,
    /// Bets made: their call and player.
    bets: Vec<Call>,
    next: usize,
}

impl Run {
    fn new(start: Snapshot) -> Run {
        Run { book: Book::new(start.clone()), start, calls: Vec::new(), bets: Vec::new(), next: 0 }
    }

    fn id(&mut self) -> String {
        self.next += 1;
        format!("tx-{}", self.next)
    }

    fn call(
        &mut self,
        kind: TxKind,
        player: Option<i64>,
        round: String,
        reference: Option<String>,
        amount: i64,
    ) -> Call {
        Call {
            provider_id: provider(),
            kind,
            transaction_uuid: self.id(),
            reference_uuid: reference,
            round,
            round_closed: false,
            token_hash: player.map(token),
            game_code: "slot-1".into(),
            amount,
            bets_open: true,
        }
    }

    fn total(&self, player: i64) -> i64 {
        self.book.cash[&player] + self.book.bonus[&player]
    }

    fn apply(&mut self, op: &Op) -> Result<(), TestCaseError> {
        let call = match *op {
            Op::Bet { player, round, amount, closes } => {
                let player = PLAYERS[player];
                let mut call = self.call(TxKind::Bet, Some(player), format!("r{player}-{round}"), None, amount);
                call.round_closed = closes;
                call
            }
            Op::Win { bet, by_reference, amount } if !self.bets.is_empty() => {
                let bet = self.bets[bet % self.bets.len()].clone();
                let reference = by_reference.then(|| bet.transaction_uuid.clone());
                self.call(TxKind::Win, None, bet.round, reference, amount)
            }
            Op::Rollback { bet } if !self.bets.is_empty() => {
                let bet = self.bets[bet % self.bets.len()].clone();
                let player = bet.token_hash.clone();
                let mut call = self.call(TxKind::Rollback, None, bet.round, Some(bet.transaction_uuid), 0);
                call.token_hash = player;
                call
            }
            Op::Replay { call } if !self.calls.is_empty() => {
                let (call, first) = self.calls[call % self.calls.len()].clone();
                return self.replay(&call, &first);
            }
            _ => return Ok(()),
        };
        let postings = self.book.postings.len();
        let before: HashMap<i64, i64> = PLAYERS.iter().map(|p| (*p, self.total(*p))).collect();
        let rolled_back_bet = (call.kind == TxKind::Rollback)
            .then(|| self.book.seen.get(&(provider(), call.reference_uuid.clone().unwrap_or_default())).cloned())
            .flatten();
        let decision = self.book.decide(&call, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for player in PLAYERS {
            prop_assert!(self.book.cash[&player] >= 0, "cash went negative");
            prop_assert!(self.book.bonus[&player] >= 0, "bonus went negative");
        }
        match &decision {
            Decision::Refused { .. } => {
                prop_assert_eq!(self.book.postings.len(), postings, "a refusal posted");
                for player in PLAYERS {
                    prop_assert_eq!(self.total(player), before[&player], "a refusal moved money");
                }
            }
            Decision::Done { player, balance, applied, .. } => {
                prop_assert!(applied);
                prop_assert_eq!(balance.0, self.total(player.id));
                if call.kind == TxKind::Bet {
                    self.bets.push(call.clone());
                }
                // A rollback undoes exactly its stake: to the player, but the bonus part of a grant that ended
                // since, which goes to the bonus funds.
                if let (Some(bet), TxKind::Rollback) = (&rolled_back_bet, call.kind) {
                    let to_funds: i64 = self.book.postings[postings..]
                        .iter()
                        .flat_map(|p| p.transfer.legs())
                        .filter(|(account, _)| *account == Account::BonusFunds)
                        .map(|(_, m)| m.0)
                        .sum();
                    prop_assert!(to_funds <= bet.bonus_amount);
                    prop_assert_eq!(self.total(player.id) - before[&player.id] + to_funds, bet.amount);
                }
            }
        }
        self.calls.push((call, decision));
        Ok(())
    }

    /// The same call again: the first answer, nothing posted, nothing moved.
    fn replay(&mut self, call: &Call, first: &Decision) -> Result<(), TestCaseError> {
        // A refused call was not recorded (but a rollback of a bet never seen, which this run does not make): it is
        // a new call when it comes again.
        if matches!(first, Decision::Refused { .. }) {
            return Ok(());
        }
        let postings = self.book.postings.len();
        let records = self.book.records.len();
        let before: Vec<i64> = PLAYERS.iter().map(|p| self.total(*p)).collect();
        let again = self.book.decide(call, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(self.book.postings.len(), postings, "a replay posted");
        prop_assert_eq!(self.book.records.len(), records, "a replay recorded");
        let after: Vec<i64> = PLAYERS.iter().map(|p| self.total(*p)).collect();
        prop_assert_eq!(before, after, "a replay moved money");
        match (first, &again) {
            (Decision::Done { balance, player, .. }, Decision::Done { balance: b, player: p, applied, .. }) => {
                prop_assert!(!applied);
                prop_assert_eq!(balance, b);
                prop_assert_eq!(player, p);
            }
            _ => {
                prop_assert!(false, "a replay of a done call was refused: {again:?}");
            }
        }
        Ok(())
    }

    /// Whole-run properties: the postings carry exactly the balances' changes, the house holds what the rounds
    /// hold, and money only leaves the players to the house or the bonus funds.
    fn check(&self) -> Result<(), TestCaseError> {
        let mut moved: HashMap<Account, i64> = HashMap::new();
        for posting in &self.book.postings {
            let sum: i64 = posting.transfer.legs().iter().map(|(_, m)| m.0).sum();
            prop_assert_eq!(sum, 0, "an unbalanced posting");
            for (account, amount) in posting.transfer.legs() {
                *moved.entry(*account).or_default() += amount.0;
            }
        }
        let of = |account| moved.get(&account).copied().unwrap_or(0);
        let mut left_players = 0;
        for player in PLAYERS {
            prop_assert_eq!(self.book.cash[&player] - self.start.cash[&player], of(Account::PlayerCash(player)));
            prop_assert_eq!(self.book.bonus[&player] - self.start.bonus[&player], of(Account::PlayerBonus(player)));
            left_players += self.start.cash[&player] + self.start.bonus[&player] - self.total(player);
        }
        let held: i64 = self.book.rounds.values().map(|r| r.bet_delta - r.win_delta).sum();
        prop_assert_eq!(of(Account::House), held, "the house holds what the rounds hold");
        prop_assert_eq!(left_players, held + of(Account::BonusFunds), "money left the players to nowhere");
        for round in self.book.rounds.values() {
            prop_assert!(round.bet >= 0 && round.bonus_bet >= 0 && round.bonus_bet <= round.bet);
        }
        // Every record's posting exists, and every transaction id is recorded once.
        let mut ids = std::collections::HashSet::new();
        for record in &self.book.records {
            prop_assert!(record.posting.is_none_or(|i| i < self.book.postings.len()));
            prop_assert!(ids.insert(record.transaction_uuid.clone()), "a transaction recorded twice");
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn money_is_conserved_never_negative_and_replays_move_nothing(
        cash in (0..10_000i64, 0..10_000i64),
        bonus in prop_oneof![Just(0i64), 1..5_000i64],
        required in 1..20_000i64,
        limit in proptest::option::of(1..8_000i64),
        ops in proptest::collection::vec(op(), 1..40),
    ) {
        let mut run = Run::new(snapshot([cash.0, cash.1], bonus, required, limit));
        for op in &ops {
            run.apply(op)?;
        }
        run.check()?;
    }

    #[test]
    fn a_rollback_undoes_the_stake_once(cash in 0..10_000i64, stake in 0..10_000i64) {
        let mut run = Run::new(snapshot([cash, 0], 0, 1, None));
        let bet = run.call(TxKind::Bet, Some(PLAYERS[0]), "r".into(), None, stake);
        let first = run.book.decide(&bet, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assume!(matches!(first, Decision::Done { .. }));
        prop_assert_eq!(run.total(PLAYERS[0]), cash - stake);
        let rollback = run.call(TxKind::Rollback, None, "r".into(), Some(bet.transaction_uuid.clone()), 0);
        let undone = run.book.decide(&rollback, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(matches!(undone, Decision::Done { applied: true, .. }), "{undone:?}");
        prop_assert_eq!(run.total(PLAYERS[0]), cash);
        let twice = run.call(TxKind::Rollback, None, "r".into(), Some(bet.transaction_uuid.clone()), 0);
        let refused = run.book.decide(&twice, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(
            matches!(refused, Decision::Refused { refusal: Refusal::TransactionRolledBack, .. }),
            "{refused:?}"
        );
        prop_assert_eq!(run.total(PLAYERS[0]), cash);
        // A win of the rolled-back bet pays nothing either.
        let win = run.call(TxKind::Win, None, "r".into(), Some(bet.transaction_uuid), 1_000);
        let refused = run.book.decide(&win, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(matches!(refused, Decision::Refused { refusal: Refusal::TransactionRolledBack, .. }), "{:?}", refused);
        prop_assert_eq!(run.total(PLAYERS[0]), cash);
    }

    #[test]
    fn a_win_after_the_bonus_was_forfeited_pays_its_bonus_share_to_nobody(
        cash in 0..5_000i64,
        bonus in 1..5_000i64,
        win in 0..20_000i64,
    ) {
        // A round staked partly with bonus money of grant 99, which was forfeited before the win came.
        let mut start = snapshot([0, 0], 0, 1, None);
        start.cash.insert(PLAYERS[0], 0);
        start.bonus.insert(PLAYERS[0], 0);
        let key = (provider(), "slip".to_owned());
        let stake = cash + bonus;
        start.rounds.insert(key, Round::stored(1, PLAYERS[0], GAME, stake, 0, RoundStatus::Open, bonus, Some(99)));
        start.ended_grants.insert(99, grant(99, Status::Forfeited, 1));
        let mut run = Run::new(start);
        let call = run.call(TxKind::Win, None, "slip".into(), None, win);
        let paid = run.book.decide(&call, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(matches!(paid, Decision::Done { applied: true, .. }), "{paid:?}");
        let share = crate::bonus::win_bonus_share(Money(win), Money(stake), Money(bonus)).0;
        prop_assert_eq!(run.book.bonus[&PLAYERS[0]], 0, "a forfeited grant's share went to the bonus account");
        prop_assert_eq!(run.book.cash[&PLAYERS[0]], win - share, "the player got only the cash share");
        run.check()?;
    }

    #[test]
    fn a_bet_slip_settles_in_parts_and_is_resettled(
        stake in 1..10_000i64,
        parts in proptest::collection::vec(0..5_000i64, 1..5),
        resettle in 0..5_000i64,
    ) {
        // A sportsbook bet slip: one bet, wins of it over days (a part settled, then the rest, then a resettlement
        // paying more); another player cannot stake on it, and the totals hold.
        let mut run = Run::new(snapshot([stake, 10_000], 0, 1, None));
        let bet = run.call(TxKind::Bet, Some(PLAYERS[0]), "slip".into(), None, stake);
        let placed = run.book.decide(&bet, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(matches!(placed, Decision::Done { .. }), "{:?}", placed);
        for part in &parts {
            let win = run.call(TxKind::Win, None, "slip".into(), Some(bet.transaction_uuid.clone()), *part);
            let paid = run.book.decide(&win, now() + Duration::days(3)).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(matches!(paid, Decision::Done { applied: true, .. }), "{:?}", paid);
        }
        let won: i64 = parts.iter().sum();
        prop_assert_eq!(run.total(PLAYERS[0]), won);
        let resettled = run.call(TxKind::Win, None, "slip".into(), Some(bet.transaction_uuid.clone()), resettle);
        run.book.decide(&resettled, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(run.total(PLAYERS[0]), won + resettle);
        let other = run.call(TxKind::Bet, Some(PLAYERS[1]), "slip".into(), None, 1);
        let refused = run.book.decide(&other, now()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(matches!(refused, Decision::Refused { refusal: Refusal::RoundOfAnotherPlayer, .. }), "{:?}", refused);
        let round = &run.book.rounds[&(provider(), "slip".to_owned())];
        prop_assert_eq!((round.bet, round.win), (stake, won + resettle));
        run.check()?;
    }
}

#[test]
fn a_bet_over_a_loss_limit_is_refused_and_moves_nothing() {
    let mut run = Run::new(snapshot([0, 10_000], 0, 1, Some(1_000)));
    let within = run.call(TxKind::Bet, Some(PLAYERS[1]), "a".into(), None, 900);
    assert!(matches!(run.book.decide(&within, now()), Ok(Decision::Done { .. })));
    assert_eq!(run.book.alerts.len(), 1, "the bet crossed 80 %");
    let over = run.call(TxKind::Bet, Some(PLAYERS[1]), "a".into(), None, 200);
    assert!(matches!(run.book.decide(&over, now()), Ok(Decision::Refused { refusal: Refusal::LimitReached, .. })));
    assert_eq!(run.total(PLAYERS[1]), 9_100);
}

#[test]
fn a_rollback_never_seen_is_recorded_and_refuses_its_late_bet() {
    let mut run = Run::new(snapshot([1_000, 0], 0, 1, None));
    let mut rollback = run.call(TxKind::Rollback, Some(PLAYERS[0]), "r".into(), Some("late".into()), 0);
    rollback.token_hash = Some(token(PLAYERS[0]));
    let answer = run.book.decide(&rollback, now()).expect("decided");
    assert!(matches!(answer, Decision::Refused { refusal: Refusal::TransactionDoesNotExist, .. }));
    assert_eq!(run.book.records.len(), 1);
    let mut late = run.call(TxKind::Bet, Some(PLAYERS[0]), "r".into(), None, 100);
    late.transaction_uuid = "late".into();
    let answer = run.book.decide(&late, now()).expect("decided");
    assert!(matches!(answer, Decision::Refused { refusal: Refusal::TransactionRolledBack, .. }));
    assert_eq!(run.total(PLAYERS[0]), 1_000);
}

#[test]
fn the_bet_that_completes_the_wagering_converts_the_grant() {
    let mut run = Run::new(snapshot([0, 0], 3_000, 1_000, None));
    let bet = run.call(TxKind::Bet, Some(PLAYERS[0]), "r".into(), None, 1_000);
    assert!(matches!(run.book.decide(&bet, now()), Ok(Decision::Done { .. })));
    let converted: Vec<(usize, i64)> = run.book.conversions.iter().map(|(call, grant)| (*call, grant.id)).collect();
    assert_eq!(converted, vec![(0, 99)]);
    assert_eq!(run.book.grants[&PLAYERS[0]].status, Status::Converted);
    // 2,000 bonus left after the stake: all of it within the 5,000 cap becomes cash.
    assert_eq!((run.book.cash[&PLAYERS[0]], run.book.bonus[&PLAYERS[0]]), (2_000, 0));
    run.check().expect("conserved");
}
