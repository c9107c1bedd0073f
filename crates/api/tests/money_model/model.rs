//! The reference model: for each player, the most cash and the most bonus money they may legitimately own, moved
//! only by what the rules allow, and the checks made after every step. Amounts are kuruş.
//!
//! Cash may come only from confirmed deposits, withdrawals given back (rejected, cancelled), the cash share of a
//! round's win (and, for a round staked with bonus money, its bonus share once that bonus converted: the round was
//! played in good faith), rollbacks of the cash a bet took, and a bonus's conversion up to its cap and to the bonus
//! money it could have held. Bonus money comes only from a grant the rules allow — a free bonus's amount, or a
//! deposit match on money that is still in the account — and the bonus share of wins while that grant is active.

use std::collections::HashMap;

/// What became of a grant, as far as the model knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    Active,
    /// Wagered through: its money became cash (up to the cap).
    Converted,
    /// Forfeited, timed out or expired: its money is gone, and so is any win it staked.
    Ended,
}

/// A player's bounds.
#[derive(Debug, Clone, Default)]
pub struct Bounds {
    pub cash: i64,
    pub bonus: i64,
    /// The active grant and its conversion cap.
    pub grant: Option<(i64, Option<i64>)>,
    /// Confirmed deposits no match has used yet.
    pub unmatched: Vec<i64>,
}

/// A round opened by a bet.
#[derive(Debug, Clone)]
pub struct Round {
    pub player: usize,
    pub bet: String,
    pub round: String,
    pub token: String,
    pub game_code: String,
    pub stake: i64,
    pub cash: i64,
    pub bonus: i64,
    pub grant: Option<i64>,
}

/// A pending withdrawal.
#[derive(Debug, Clone)]
pub struct Withdrawal {
    pub id: i64,
    pub player: usize,
    pub amount: i64,
}

/// The model of one case.
#[derive(Debug, Default)]
pub struct Model {
    pub players: Vec<Bounds>,
    pub fates: HashMap<i64, Fate>,
    pub rounds: Vec<Round>,
    pub withdrawals: Vec<Withdrawal>,
}

/// `part` of `amount` in the share `of / whole`, rounded up (a bound).
fn share(amount: i64, of: i64, whole: i64) -> i64 {
    if whole == 0 { 0 } else { (amount * of + whole - 1) / whole }
}

impl Model {
    pub fn new(players: usize) -> Model {
        Model { players: vec![Bounds::default(); players], ..Model::default() }
    }

    pub fn deposited(&mut self, player: usize, amount: i64) {
        let p = &mut self.players[player];
        p.cash += amount;
        p.unmatched.push(amount);
    }

    /// A grant the API made: `allowed` is what the rules allow it to hold.
    pub fn granted(&mut self, player: usize, id: i64, allowed: i64, cap: Option<i64>) {
        let p = &mut self.players[player];
        p.bonus = allowed;
        p.grant = Some((id, cap));
        self.fates.insert(id, Fate::Active);
    }

    /// What a deposit match may grant now: the largest unmatched deposit, but no more than the cash still in the
    /// account (money withdrawn or on its way out is not there to match), nor the campaign's cap.
    pub fn match_allowance(&mut self, player: usize, cash_now: i64, percent: i64, cap: i64) -> i64 {
        let p = &mut self.players[player];
        let Some((at, deposit)) = p.unmatched.iter().copied().enumerate().max_by_key(|(_, d)| *d) else { return 0 };
        p.unmatched.remove(at);
        (deposit.min(cash_now) * percent / 100).min(cap).max(0)
    }

    pub fn ended(&mut self, player: usize, grant: i64) {
        self.fates.insert(grant, Fate::Ended);
        let p = &mut self.players[player];
        p.grant = None;
        p.bonus = 0;
    }

    /// The grant converted `converted`: an error when more than its cap or the bonus money it could have held.
    pub fn converted(&mut self, player: usize, grant: i64, converted: i64) -> Result<(), String> {
        let p = &mut self.players[player];
        let cap = p.grant.and_then(|(_, cap)| cap).unwrap_or(i64::MAX);
        if converted > cap.min(p.bonus) {
            return Err(format!(
                "grant {grant} converted {converted} kuruş, more than its cap {cap} or the bonus money it could hold {}",
                p.bonus
            ));
        }
        p.cash += converted;
        p.bonus = 0;
        p.grant = None;
        self.fates.insert(grant, Fate::Converted);
        Ok(())
    }

    /// A bet of `stake` took `cash` from the cash (the rest from the bonus).
    pub fn bet(&mut self, round: Round) {
        self.players[round.player].cash -= round.cash;
        self.rounds.push(round);
    }

    /// The `n`-th open round (modulo their count).
    pub fn open_round(&self, n: usize) -> Option<usize> {
        (!self.rounds.is_empty()).then(|| n % self.rounds.len())
    }

    /// Round `at` won `amount`: the cash share is cash; the bonus share is bonus money while its grant is active,
    /// cash once it converted, nothing once it ended otherwise.
    ///
    /// The wallet pays a bonus share as bonus money whenever *a* bonus is active, not only the round's own, so the
    /// share of a round whose grant converted may land in a later grant instead of the cash (the player's loss, not
    /// a gain): the model allows either.
    pub fn won(&mut self, at: usize, amount: i64) {
        let round = self.rounds.remove(at);
        let p = &mut self.players[round.player];
        p.cash += share(amount, round.cash, round.stake);
        let bonus = share(amount, round.bonus, round.stake);
        match round.grant.and_then(|g| self.fates.get(&g).copied()) {
            Some(Fate::Active) => p.bonus += bonus,
            Some(Fate::Converted) => {
                p.cash += bonus;
                if p.grant.is_some() {
                    p.bonus += bonus;
                }
            }
            Some(Fate::Ended) | None => {}
        }
    }

    /// Round `at` was rolled back: its cash returns; its bonus money returns to the bonus account while a bonus is
    /// active (a refund of the stake, not a win).
    pub fn rolled_back(&mut self, at: usize) {
        let round = self.rounds.remove(at);
        let p = &mut self.players[round.player];
        p.cash += round.cash;
        if p.grant.is_some() {
            p.bonus += round.bonus;
        }
    }

    pub fn withdrawal_asked(&mut self, withdrawal: Withdrawal) {
        self.players[withdrawal.player].cash -= withdrawal.amount;
        self.withdrawals.push(withdrawal);
    }

    /// The `n`-th pending withdrawal (modulo their count).
    pub fn pending(&self, n: usize) -> Option<usize> {
        (!self.withdrawals.is_empty()).then(|| n % self.withdrawals.len())
    }

    /// Withdrawal `at` was paid out (its money had left the cash when asked).
    pub fn paid(&mut self, at: usize) {
        self.withdrawals.remove(at);
    }

    /// Withdrawal `at` was rejected or cancelled: its money returns to the cash.
    pub fn returned(&mut self, at: usize) {
        let withdrawal = self.withdrawals.remove(at);
        self.players[withdrawal.player].cash += withdrawal.amount;
    }

    /// The player's balances against the bounds.
    pub fn check(&self, player: usize, cash: i64, bonus: i64) -> Result<(), String> {
        let p = &self.players[player];
        if cash < 0 || bonus < 0 {
            return Err(format!("player {player} has a negative balance: cash {cash}, bonus {bonus}"));
        }
        if cash > p.cash {
            return Err(format!("player {player} owns {cash} kuruş of cash; the model allows at most {}", p.cash));
        }
        if bonus > p.bonus {
            return Err(format!("player {player} owns {bonus} kuruş of bonus; the model allows at most {}", p.bonus));
        }
        Ok(())
    }
}
