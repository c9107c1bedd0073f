//! The decisions of a bet, a win, a rollback and a replay, one call at a time over a [`Book`].

use chrono::{DateTime, Utc};

use super::{Book, Call, Decision, Grant, Inconsistent, Key, Player, Record, Refusal, Round, RoundStatus, Seen};
use crate::{
    bonus::{self, Funder, MoneyBack, Status},
    casino::{Provider, TxKind},
    ledger::{Account, IdempotencyKey, Kind, Transfer, TransferError},
    money::Money,
    responsible::{LimitKind, Period, Usage},
};

/// How staked bonus money comes back: a win's bonus share, or a bet undone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Came {
    Won,
    RolledBack,
}

/// What a bet's stake took of bonus money and wagered of the player's active grant.
#[derive(Debug, Clone, Copy, Default)]
struct BonusPart {
    amount: i64,
    grant: Option<i64>,
    wagered: i64,
}

/// Carries a call's `loss` and `wager` into the usage of every period (the call happens now, in each).
fn use_limits(usage: &mut Usage, loss: i64, wager: i64) {
    for period in Period::ALL {
        usage.entry((LimitKind::Loss, period)).or_default().0 += loss;
        usage.entry((LimitKind::Wager, period)).or_default().0 += wager;
    }
}

impl Book {
    /// Decides `call` at `now`, after every call decided before it, and carries its effect into the book: the
    /// answer to give. An `Err` means nothing of the book may be written.
    pub fn decide(&mut self, call: &Call, now: DateTime<Utc>) -> Result<Decision, Inconsistent> {
        let key = (call.provider_id, call.transaction_uuid.clone());
        let decision = if let Some(first) = self.seen.get(&key) {
            Ok(self.replay(call, first))
        } else {
            match call.kind {
                TxKind::Bet => self.bet(call, key, now),
                TxKind::Win => self.win(call, key),
                TxKind::Rollback => self.rollback(call, key),
            }
        };
        self.decided += 1;
        decision
    }

    /// The index of the call being decided.
    fn current(&self) -> usize {
        self.decided
    }

    fn player(&self, id: i64) -> Player {
        Player { id, username: self.usernames.get(&id).cloned().unwrap_or_default() }
    }

    /// What the player may play with: cash and bonus money.
    fn playable(&self, player: i64) -> i64 {
        self.cash.get(&player).copied().unwrap_or(0) + self.bonus.get(&player).copied().unwrap_or(0)
    }

    fn refused(&self, refusal: Refusal, player: Option<i64>) -> Decision {
        let balance = player.filter(|p| self.cash.contains_key(p)).map(|p| Money(self.playable(p)));
        Decision::Refused { refusal, player: player.map(|p| self.player(p)), balance }
    }

    fn done(&self, player: i64) -> Decision {
        Decision::Done {
            player: self.player(player),
            balance: Money(self.playable(player)),
            now: self.balances(player),
            applied: true,
        }
    }

    /// The session of `call`'s token, when it is one of this provider's.
    fn session(&self, call: &Call) -> Option<&super::Session> {
        let session = self.sessions.get(call.token_hash.as_deref()?)?;
        (session.provider_id == call.provider_id).then_some(session)
    }

    /// A call whose transaction id was seen: the first answer when it is the same call.
    fn replay(&self, call: &Call, first: &Seen) -> Decision {
        let same_player = self.session(call).is_none_or(|s| s.player_id == first.player_id);
        let same = first.kind == call.kind
            && (call.kind == TxKind::Rollback || first.amount == call.amount)
            && first.reference_uuid == call.reference_uuid
            && (call.kind == TxKind::Rollback || first.round == call.round)
            && (call.kind != TxKind::Bet || first.game_code == call.game_code)
            && same_player;
        if !same {
            return self.refused(Refusal::DuplicateTransaction, None);
        }
        // A recorded rollback of a transaction never seen keeps answering so.
        let never_seen = call.kind == TxKind::Rollback
            && first
                .reference_uuid
                .as_ref()
                .is_none_or(|r| self.seen.get(&(call.provider_id, r.clone())).is_none_or(|t| t.kind != TxKind::Bet));
        if never_seen {
            return self.refused(Refusal::TransactionDoesNotExist, Some(first.player_id));
        }
        Decision::Done {
            player: Player { id: first.player_id, username: first.username.clone() },
            balance: Money(first.balance_after),
            now: self.balances(first.player_id),
            applied: false,
        }
    }

    fn bet(&mut self, call: &Call, key: Key, now: DateTime<Utc>) -> Result<Decision, Inconsistent> {
        let Some(session) = self.session(call).cloned() else {
            return Ok(self.refused(Refusal::InvalidToken, None));
        };
        let player = session.player_id;
        if self.rolled_back.contains(&key) {
            return Ok(self.refused(Refusal::TransactionRolledBack, Some(player)));
        }
        let refusal = if session.blocked {
            Some(Refusal::UserDisabled)
        } else if !session.is_live(now) {
            Some(Refusal::TokenExpired)
        } else if !call.bets_open {
            Some(Refusal::ProviderDisabled)
        } else if call.game_code != session.game_code {
            Some(Refusal::InvalidGame)
        } else {
            None
        };
        if let Some(refusal) = refusal {
            return Ok(self.refused(refusal, Some(player)));
        }
        let round_key = (call.provider_id, call.round.clone());
        if self.rounds.get(&round_key).is_some_and(|r| r.player_id != player) {
            return Ok(self.refused(Refusal::RoundOfAnotherPlayer, Some(player)));
        }
        let cash = self.cash.get(&player).copied().unwrap_or(0);
        let bonus = self.bonus.get(&player).copied().unwrap_or(0);
        let Some((from_cash, from_bonus)) = bonus::split_stake(Money(call.amount), Money(cash), Money(bonus)) else {
            return Ok(self.refused(Refusal::NotEnoughMoney, Some(player)));
        };
        let (from_cash, from_bonus) = (from_cash.0, from_bonus.0);
        let funding = self.active_grant(player).map(|g| g.id);
        let checked = self
            .limits
            .get(&player)
            .map(|(limits, usage)| crate::responsible::within(player, limits, usage, Money(call.amount), now));
        match checked {
            Some(Err(_)) => return Ok(self.refused(Refusal::LimitReached, Some(player))),
            Some(Ok(alerts)) => {
                let current = self.current();
                self.alerts.extend(alerts.into_iter().map(|alert| (current, alert)));
                if let Some((_, usage)) = self.limits.get_mut(&player) {
                    use_limits(usage, call.amount, call.amount);
                }
            }
            None => {}
        }
        self.cash.insert(player, cash - from_cash);
        self.bonus.insert(player, bonus - from_bonus);
        let legs = [
            (Account::PlayerCash(player), -from_cash),
            (Account::PlayerBonus(player), -from_bonus),
            (Account::House, call.amount),
        ];
        let posting = self.post(call, Kind::Bet, &legs)?;
        let round =
            self.rounds.entry(round_key).or_insert_with(|| Round::new(player, session.game_id, RoundStatus::Open));
        round.bet += call.amount;
        round.bet_delta += call.amount;
        if from_bonus > 0 {
            // One grant's bonus money in the round, or nobody's.
            round.bonus_grant = if round.bonus_bet == 0 || round.bonus_grant == funding { funding } else { None };
        }
        round.bonus_bet += from_bonus;
        round.bonus_bet_delta += from_bonus;
        round.status = if call.round_closed { RoundStatus::Closed } else { RoundStatus::Open };
        round.changed = true;
        let wagered = self.wager(player, session.game_id, call.amount, now)?;
        let part = BonusPart { amount: from_bonus, ..wagered };
        self.record(call, key, player, session.game_id, call.amount, part, posting);
        Ok(self.done(player))
    }

    fn win(&mut self, call: &Call, key: Key) -> Result<Decision, Inconsistent> {
        let round_key = (call.provider_id, call.round.clone());
        let (player, game_id) = match &call.reference_uuid {
            Some(reference) => {
                let reference = (call.provider_id, reference.clone());
                match self.seen.get(&reference) {
                    None if self.rolled_back.contains(&reference) => {
                        return Ok(self.refused(Refusal::TransactionRolledBack, None));
                    }
                    Some(bet) if bet.kind == TxKind::Bet && bet.round == call.round => {
                        if self.rolled_back.contains(&reference) {
                            return Ok(self.refused(Refusal::TransactionRolledBack, Some(bet.player_id)));
                        }
                        (bet.player_id, bet.game_id)
                    }
                    _ => return Ok(self.refused(Refusal::TransactionDoesNotExist, None)),
                }
            }
            None => match self.rounds.get(&round_key) {
                Some(round) if round.status != RoundStatus::RolledBack => (round.player_id, round.game_id),
                _ => return Ok(self.refused(Refusal::TransactionDoesNotExist, None)),
            },
        };
        let Some(round) = self.rounds.get(&round_key) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        // The bonus share of the win (the share of the round's stake that was bonus money) goes where the grant that
        // staked it says: its bonus account while it is active, cash up to its cap once converted, else nobody.
        let share = bonus::win_bonus_share(Money(call.amount), Money(round.bet), Money(round.bonus_bet));
        let funder = round.bonus_grant;
        let back = self.money_back(player, funder, share, Came::Won);
        let to_cash = call.amount - share.0 + back.cash.0;
        let Some(round) = self.rounds.get_mut(&round_key) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        round.win += call.amount;
        round.win_delta += call.amount;
        if call.round_closed {
            round.status = RoundStatus::Closed;
        }
        round.changed = true;
        *self.cash.entry(player).or_default() += to_cash;
        *self.bonus.entry(player).or_default() += back.bonus.0;
        if let Some((_, usage)) = self.limits.get_mut(&player) {
            use_limits(usage, -call.amount, 0);
        }
        let legs = [
            (Account::House, -call.amount),
            (Account::PlayerCash(player), to_cash),
            (Account::PlayerBonus(player), back.bonus.0),
            (Account::BonusFunds, back.funds.0),
        ];
        let posting = self.post(call, Kind::Win, &legs)?;
        let part = BonusPart { amount: back.bonus.0, ..BonusPart::default() };
        self.record(call, key, player, game_id, call.amount, part, posting);
        Ok(self.done(player))
    }

    fn rollback(&mut self, call: &Call, key: Key) -> Result<Decision, Inconsistent> {
        let Some(reference) = call.reference_uuid.clone().map(|r| (call.provider_id, r)) else {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, None));
        };
        let Some(bet) = self.seen.get(&reference).cloned() else {
            if self.rolled_back.contains(&reference) {
                return Ok(self.refused(Refusal::TransactionRolledBack, None));
            }
            return Ok(self.record_unknown_rollback(call, key, reference));
        };
        if bet.kind != TxKind::Bet {
            return Ok(self.refused(Refusal::TransactionDoesNotExist, Some(bet.player_id)));
        }
        if self.rolled_back.contains(&reference) {
            return Ok(self.refused(Refusal::TransactionRolledBack, Some(bet.player_id)));
        }
        let player = bet.player_id;
        let Some(round) = self.rounds.get_mut(&(call.provider_id, bet.round.clone())) else {
            return Err(Inconsistent(format!("the round of bet {} is missing", bet.transaction_uuid)));
        };
        round.bet -= bet.amount;
        round.bet_delta -= bet.amount;
        round.bonus_bet -= bet.bonus_amount;
        round.bonus_bet_delta -= bet.bonus_amount;
        round.status = if round.bet == 0 && round.win == 0 {
            RoundStatus::RolledBack
        } else if call.round_closed {
            RoundStatus::Closed
        } else {
            round.status
        };
        round.changed = true;
        if let Some((_, usage)) = self.limits.get_mut(&player) {
            use_limits(usage, -bet.amount, -bet.amount);
        }
        // The stake goes back where it came from: its cash part to cash, its bonus money to the bonus account while
        // the grant that staked it is active, else to nobody (a bet that is undone wagered nothing, so a conversion
        // it brought about gives it no cash); what the bet wagered of the still-active grant is taken back.
        let back = self.money_back(player, bet.player_bonus_id, Money(bet.bonus_amount), Came::RolledBack);
        let cash_part = bet.amount - bet.bonus_amount + back.cash.0;
        *self.cash.entry(player).or_default() += cash_part;
        *self.bonus.entry(player).or_default() += back.bonus.0;
        if let Some(grant_id) = self.active_grant(player).map(|g| g.id)
            && bet.player_bonus_id == Some(grant_id)
            && bet.wagered > 0
        {
            if let Some(grant) = self.grants.get_mut(&player) {
                grant.wagered = Money((grant.wagered.0 - bet.wagered).max(0));
            }
            self.grants_changed.insert(player);
        }
        let legs = [
            (Account::House, -bet.amount),
            (Account::PlayerCash(player), cash_part),
            (Account::PlayerBonus(player), back.bonus.0),
            (Account::BonusFunds, back.funds.0),
        ];
        let posting = self.post(call, Kind::Rollback, &legs)?;
        self.rolled_back.insert(reference);
        // A rollback is recorded under its bet's round.
        let rollback = Call { round: bet.round.clone(), ..call.clone() };
        let part = BonusPart { amount: back.bonus.0, ..BonusPart::default() };
        self.record(&rollback, key, player, bet.game_id, bet.amount, part, posting);
        Ok(self.done(player))
    }

    /// A rollback of a transaction never seen: recorded (when its session says whose it is), so the bet, should it
    /// arrive after all, is refused; answered "does not exist".
    fn record_unknown_rollback(&mut self, call: &Call, key: Key, reference: Key) -> Decision {
        let Some(session) = self.session(call).cloned() else {
            return self.refused(Refusal::TransactionDoesNotExist, None);
        };
        let player = session.player_id;
        let round_key = (call.provider_id, call.round.clone());
        match self.rounds.get(&round_key) {
            Some(round) if round.player_id != player => {
                return self.refused(Refusal::TransactionDoesNotExist, Some(player));
            }
            Some(_) => {}
            None => {
                self.rounds.insert(round_key, Round::new(player, session.game_id, RoundStatus::RolledBack));
            }
        }
        self.rolled_back.insert(reference);
        self.record(call, key, player, session.game_id, 0, BonusPart::default(), None);
        self.refused(Refusal::TransactionDoesNotExist, Some(player))
    }

    /// Queues the posting of `legs` (none when every leg is zero); its index.
    fn post(&mut self, call: &Call, kind: Kind, legs: &[(Account, i64)]) -> Result<Option<usize>, Inconsistent> {
        if legs.iter().all(|(_, amount)| *amount == 0) {
            return Ok(None);
        }
        let provider = Provider::from_id(call.provider_id).map_or("unknown", Provider::code);
        let invalid = |e: TransferError| Inconsistent(format!("posting: {e}"));
        let key = IdempotencyKey::parse(format!("casino:{provider}:{}", call.transaction_uuid)).map_err(invalid)?;
        let memo = format!("{provider} {} round {}", call.game_code, call.round);
        let transfer =
            Transfer::new(legs.iter().map(|(account, amount)| (*account, Money(*amount)))).map_err(invalid)?;
        self.postings.push(super::Posting { kind, key, memo, transfer });
        Ok(Some(self.postings.len() - 1))
    }

    /// The player's grant while it is active.
    fn active_grant(&self, player: i64) -> Option<&Grant> {
        self.grants.get(&player).filter(|g| g.status == Status::Active)
    }

    /// Where `amount` of bonus money staked from `grant` goes when it comes back to `player` (a win's share, a
    /// rollback); a converted grant's cash counts towards its maximum conversion.
    fn money_back(&mut self, player: i64, grant: Option<i64>, amount: Money, came: Came) -> MoneyBack {
        if amount.0 <= 0 {
            return MoneyBack::default();
        }
        let in_book = self.grants.get(&player).is_some_and(|g| Some(g.id) == grant);
        let found =
            if in_book { self.grants.get_mut(&player) } else { grant.and_then(|id| self.ended_grants.get_mut(&id)) };
        let Some(found) = found else { return bonus::money_back(amount, Funder::Ended) };
        let funder = match found.status {
            Status::Active => Funder::Active,
            Status::Converted if came == Came::Won => {
                Funder::Converted { cap_left: found.max_conversion.map(|m| Money(m.0 - found.converted_amount.0)) }
            }
            Status::Converted | Status::Expired | Status::Forfeited => Funder::Ended,
        };
        let back = bonus::money_back(amount, funder);
        if back.cash.0 > 0 {
            found.converted_amount = Money(found.converted_amount.0 + back.cash.0);
            if in_book {
                self.grants_changed.insert(player);
            } else {
                let id = found.id;
                self.ended_changed.insert(id);
            }
        }
        back
    }

    /// Counts a bet of `stake` on `game_id` towards the player's active grant by the game's lobby weight; the bet
    /// that completes the wagering converts the grant. What the bet wagered, of which grant.
    fn wager(&mut self, player: i64, game_id: i64, stake: i64, now: DateTime<Utc>) -> Result<BonusPart, Inconsistent> {
        let Some(grant) = self.active_grant(player) else { return Ok(BonusPart::default()) };
        let lobby = self.lobbies.get(&game_id).map_or("", String::as_str);
        let wagered = bonus::contribution(Money(stake), grant.weights.of(lobby)).0;
        let grant_id = grant.id;
        let mut done = false;
        if let Some(grant) = self.grants.get_mut(&player) {
            grant.wagered = Money(grant.wagered.0 + wagered);
            done = grant.wagered.0 >= grant.wagering_required.0;
        }
        self.grants_changed.insert(player);
        if done {
            self.convert(player, now)?;
        }
        Ok(BonusPart { amount: 0, grant: Some(grant_id), wagered })
    }

    /// Converts the player's grant, its wagering done: the bonus money left becomes cash up to the grant's
    /// maximum conversion (`bonus_release`), the rest goes back to the bonus funds (`bonus_forfeit`).
    fn convert(&mut self, player: i64, now: DateTime<Utc>) -> Result<(), Inconsistent> {
        let left = self.bonus.get(&player).copied().unwrap_or(0);
        let Some(grant) = self.grants.get_mut(&player) else { return Ok(()) };
        let (released, removed) = bonus::conversion(Money(left), grant.max_conversion);
        grant.status = Status::Converted;
        grant.converted_amount = released;
        grant.ended_at = Some(now);
        let converted = grant.clone();
        let (id, bonus_id) = (grant.id, grant.bonus_id);
        let invalid = |e: TransferError| Inconsistent(format!("bonus conversion: {e}"));
        let memo = format!("bonus {bonus_id} converted");
        if released.0 > 0 {
            self.postings.push(super::Posting {
                kind: Kind::BonusRelease,
                key: bonus::grant_key(id, "release").map_err(invalid)?,
                memo: memo.clone(),
                transfer: Transfer::between(Account::PlayerBonus(player), Account::PlayerCash(player), released)
                    .map_err(invalid)?,
            });
        }
        if removed.0 > 0 {
            self.postings.push(super::Posting {
                kind: Kind::BonusForfeit,
                key: bonus::grant_key(id, "forfeit").map_err(invalid)?,
                memo,
                transfer: Transfer::between(Account::PlayerBonus(player), Account::BonusFunds, removed)
                    .map_err(invalid)?,
            });
        }
        *self.cash.entry(player).or_default() += released.0;
        self.bonus.insert(player, 0);
        self.conversions.push((self.current(), converted));
        Ok(())
    }

    /// Records the call as a transaction (later calls see it as seen), with the player's balance after it.
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        call: &Call,
        key: Key,
        player: i64,
        game_id: i64,
        amount: i64,
        bonus: BonusPart,
        posting: Option<usize>,
    ) {
        let balance_after = self.playable(player);
        let username = self.usernames.get(&player).cloned().unwrap_or_default();
        self.seen.insert(
            key,
            Seen {
                provider_id: call.provider_id,
                transaction_uuid: call.transaction_uuid.clone(),
                kind: call.kind,
                amount,
                reference_uuid: call.reference_uuid.clone(),
                balance_after,
                player_id: player,
                username,
                game_id,
                game_code: call.game_code.clone(),
                round: call.round.clone(),
                bonus_amount: bonus.amount,
                player_bonus_id: bonus.grant,
                wagered: bonus.wagered,
            },
        );
        self.records.push(Record {
            provider_id: call.provider_id,
            transaction_uuid: call.transaction_uuid.clone(),
            round: call.round.clone(),
            player_id: player,
            game_id,
            kind: call.kind,
            amount,
            reference_uuid: call.reference_uuid.clone(),
            balance_after,
            bonus_amount: bonus.amount,
            player_bonus_id: bonus.grant,
            wagered: bonus.wagered,
            posting,
        });
    }
}
