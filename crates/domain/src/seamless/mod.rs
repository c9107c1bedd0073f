//! The seamless wallet's money rules: what a provider's bet, win and rollback calls do to a player's cash and bonus
//! money, decided over a [`Snapshot`] the store read (the calls' rounds, the transactions they repeat or name, the
//! players' balances, active bonus grants and loss or wager limits) and answered with what to post and record.
//! No I/O: the store reads the snapshot, hands each call to [`Book::decide`] in order, then writes what the
//! [`Book`] holds (its [`Book::postings`], [`Book::records`], changed rounds and grants).
//!
//! Provider-neutral: a round is the provider's round id under the provider's id — a casino game round, or a
//! sportsbook bet slip that settles days later, in parts (several wins), and may be resettled (a win rolled back,
//! then a new win). Rules (docs/decisions.md, "Seamless wallet"):
//! - A transaction id seen before answers its first answer — the same balance — when the call is the same (kind,
//!   amount, round, reference, game, player) and [`Refusal::DuplicateTransaction`] otherwise; nothing moves.
//! - A bet needs a live session of this provider for this game (not expired, site session open, player not
//!   blocked) and the money: cash first, then bonus money. The bet wagers the active bonus by its game's lobby
//!   weight, and converts it when the wagering is done. A win pays bonus money back in the share the round's
//!   stake was, where the grant that staked it says ([`crate::bonus::money_back`]); a rollback gives each part back.
//! - A win needs the bet it names (or, without a reference, its round) and pays the bet's player; a win or
//!   rollback never checks the token's life, because it may come after the session ended.
//! - A rollback refunds the bet it names once. A rollback of a transaction never seen answers
//!   [`Refusal::TransactionDoesNotExist`] and is recorded, so the bet, arriving late, is refused
//!   ([`Refusal::TransactionRolledBack`]); so is a win of a rolled-back bet.

mod book;
#[cfg(test)]
mod tests;

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};

use crate::{
    bonus::{Status, Weights},
    casino::TxKind,
    ledger::{Balances, IdempotencyKey, Kind, Transfer},
    money::Money,
    responsible::{Alert, MoneyLimits, Usage},
};

/// A transaction or a round: the provider's id and the provider's own id of it.
pub type Key = (i64, String);

/// A round with its key.
pub type RoundRef<'a> = (&'a Key, &'a Round);

/// One money call of a provider, its shape already checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub provider_id: i64,
    pub kind: TxKind,
    /// The provider's id of this transaction (Hub88 `transaction_uuid`).
    pub transaction_uuid: String,
    /// The bet a win or rollback settles (Hub88 `reference_transaction_uuid`); a rollback must name one.
    pub reference_uuid: Option<String>,
    /// The provider's id of the round (a game round, a bet slip).
    pub round: String,
    pub round_closed: bool,
    /// SHA-256 (hex) of the session token the call carries: the key of its [`Session`] in the snapshot.
    pub token_hash: Option<String>,
    pub game_code: String,
    /// Kuruş, zero or more; a rollback's amount is the bet's and this is ignored.
    pub amount: i64,
    /// Whether the provider takes new bets (it is enabled); wins and rollbacks settle either way.
    pub bets_open: bool,
}

/// Why a call was refused; nothing moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No session has this token, or it is another provider's.
    InvalidToken,
    /// The session ended (expired, the site session ended): no new bets.
    TokenExpired,
    /// The player is blocked: no new bets.
    UserDisabled,
    /// The provider is disabled: no new bets.
    ProviderDisabled,
    /// The bet is for another game than the session's.
    InvalidGame,
    NotEnoughMoney,
    /// The transaction id was used before for a different call.
    DuplicateTransaction,
    /// The bet (or round) a win or rollback names does not exist.
    TransactionDoesNotExist,
    /// The bet was rolled back (a win of it, a second rollback, or the bet itself arriving after its rollback).
    TransactionRolledBack,
    /// The round belongs to another player.
    RoundOfAnotherPlayer,
    /// The bet would pass one of the player's loss or wager limits (responsible gambling).
    LimitReached,
}

/// Whose money a call concerned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub username: String,
}

/// What a call came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Applied now (`applied`), or by an earlier call with this transaction id (the first answer again).
    Done {
        player: Player,
        /// The player's cash and bonus money after the call (for a replay: after the first call).
        balance: Money,
        /// The player's balances now.
        now: Balances,
        applied: bool,
    },
    Refused {
        refusal: Refusal,
        player: Option<Player>,
        /// The player's cash and bonus money, when known.
        balance: Option<Money>,
    },
}

/// A provider's session, as a call's token finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub player_id: i64,
    pub username: String,
    pub provider_id: i64,
    pub game_id: i64,
    pub game_code: String,
    pub expires_at: DateTime<Utc>,
    /// The site session ended (logout, revoke, password change …).
    pub site_session_ended: bool,
    /// The player is blocked.
    pub blocked: bool,
}

impl Session {
    /// Whether the token may still start something new (a bet) at `now`.
    pub fn is_live(&self, now: DateTime<Utc>) -> bool {
        now < self.expires_at && !self.site_session_ended && !self.blocked
    }
}

/// A transaction recorded before (or earlier in the batch), as a replay or a reference needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seen {
    pub provider_id: i64,
    pub transaction_uuid: String,
    pub kind: TxKind,
    pub amount: i64,
    pub reference_uuid: Option<String>,
    pub balance_after: i64,
    pub player_id: i64,
    pub username: String,
    pub game_id: i64,
    pub game_code: String,
    pub round: String,
    /// A bet's bonus money, the grant it wagered and by how much.
    pub bonus_amount: i64,
    pub player_bonus_id: Option<i64>,
    pub wagered: i64,
}

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundStatus {
    Open,
    Closed,
    /// Every stake of it was rolled back and nothing won (or only a rollback of a bet never seen).
    RolledBack,
}

impl RoundStatus {
    pub fn code(self) -> &'static str {
        match self {
            RoundStatus::Open => "open",
            RoundStatus::Closed => "closed",
            RoundStatus::RolledBack => "rolled_back",
        }
    }

    /// The status stored as `code`; anything unknown is open.
    pub fn parse(code: &str) -> RoundStatus {
        match code {
            "closed" => RoundStatus::Closed,
            "rolled_back" => RoundStatus::RolledBack,
            _ => RoundStatus::Open,
        }
    }
}

/// A round as the calls leave it: its stored state (`id`, the store's, when it is stored) and what the calls add.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub id: Option<i64>,
    pub player_id: i64,
    /// What the round is played on (the provider's game; for a sportsbook, its betting product).
    pub game_id: i64,
    /// What the round holds: its stakes and its wins.
    pub bet: i64,
    pub win: i64,
    pub status: RoundStatus,
    /// Of `bet`, bonus money.
    pub bonus_bet: i64,
    /// The grant that bonus money came from (`None` with bonus money: several grants, so nobody's).
    pub bonus_grant: Option<i64>,
    pub bet_delta: i64,
    pub win_delta: i64,
    pub bonus_bet_delta: i64,
    pub changed: bool,
}

impl Round {
    /// A stored round, unchanged.
    #[allow(clippy::too_many_arguments)]
    pub fn stored(
        id: i64,
        player_id: i64,
        game_id: i64,
        bet: i64,
        win: i64,
        status: RoundStatus,
        bonus_bet: i64,
        bonus_grant: Option<i64>,
    ) -> Round {
        Round { id: Some(id), bet, win, status, bonus_bet, bonus_grant, ..Round::new(player_id, game_id, status) }
    }

    /// A round the calls start.
    fn new(player_id: i64, game_id: i64, status: RoundStatus) -> Round {
        Round {
            id: None,
            player_id,
            game_id,
            bet: 0,
            win: 0,
            status,
            bonus_bet: 0,
            bonus_grant: None,
            bet_delta: 0,
            win_delta: 0,
            bonus_bet_delta: 0,
            changed: true,
        }
    }
}

/// The money side of a bonus grant: what bets wager and conversions pay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub id: i64,
    pub bonus_id: i64,
    pub status: Status,
    pub wagering_required: Money,
    pub wagered: Money,
    pub weights: Weights,
    pub max_conversion: Option<Money>,
    pub converted_amount: Money,
    pub ended_at: Option<DateTime<Utc>>,
}

/// A transaction the calls record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub provider_id: i64,
    pub transaction_uuid: String,
    pub round: String,
    pub player_id: i64,
    pub game_id: i64,
    pub kind: TxKind,
    pub amount: i64,
    pub reference_uuid: Option<String>,
    pub balance_after: i64,
    /// A bet's bonus money, the grant it wagered and by how much.
    pub bonus_amount: i64,
    pub player_bonus_id: Option<i64>,
    pub wagered: i64,
    /// Index into [`Book::postings`], when money moved.
    pub posting: Option<usize>,
}

/// A ledger posting the calls make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Posting {
    pub kind: Kind,
    pub key: IdempotencyKey,
    pub memo: String,
    pub transfer: Transfer,
}

/// The snapshot was inconsistent, or a posting could not be formed: nothing may be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Inconsistent(pub String);

/// What the store read for a batch of calls, with the players' accounts locked until it commits.
#[derive(Debug, Clone, Default)]
pub struct Snapshot {
    /// The calls' sessions, by token hash.
    pub sessions: HashMap<String, Session>,
    /// The transactions recorded under the calls' ids and the ids they name.
    pub seen: HashMap<Key, Seen>,
    /// Of those ids, the ones with a rollback recorded (bets, and transactions never seen).
    pub rolled_back: HashSet<Key>,
    /// The calls' rounds and the rounds of the transactions seen.
    pub rounds: HashMap<Key, Round>,
    /// Every player the calls may touch: cash and bonus money (kuruş), usernames.
    pub cash: HashMap<i64, i64>,
    pub bonus: HashMap<i64, i64>,
    pub usernames: HashMap<i64, String>,
    /// Players with loss or wager limits: the limits and their usage now.
    pub limits: HashMap<i64, (MoneyLimits, Usage)>,
    /// The players' active grants, by player.
    pub grants: HashMap<i64, Grant>,
    /// The lobby of each game the sessions play (what weights a bet's wagering).
    pub lobbies: HashMap<i64, String>,
    /// Ended grants whose bonus money the rounds and bets staked, by grant id.
    pub ended_grants: HashMap<i64, Grant>,
}

/// The snapshot as the calls change it, and what they post and record.
#[derive(Debug, Clone)]
pub struct Book {
    pub sessions: HashMap<String, Session>,
    pub seen: HashMap<Key, Seen>,
    pub rolled_back: HashSet<Key>,
    pub rounds: HashMap<Key, Round>,
    pub cash: HashMap<i64, i64>,
    pub bonus: HashMap<i64, i64>,
    pub usernames: HashMap<i64, String>,
    pub limits: HashMap<i64, (MoneyLimits, Usage)>,
    pub grants: HashMap<i64, Grant>,
    pub lobbies: HashMap<i64, String>,
    pub ended_grants: HashMap<i64, Grant>,
    /// The transactions to record, in order.
    pub records: Vec<Record>,
    /// The postings to make, in order.
    pub postings: Vec<Posting>,
    /// Limits brought to 80 %, by the index of the call that did it.
    pub alerts: Vec<(usize, Alert)>,
    /// Players whose active grant changed (wagered, converted).
    pub grants_changed: HashSet<i64>,
    /// Grants converted: the index of the call that did it and the grant as it converted.
    pub conversions: Vec<(usize, Grant)>,
    /// Ended grants whose `converted_amount` grew, by id.
    pub ended_changed: HashSet<i64>,
    /// The number of calls decided.
    decided: usize,
}

impl Book {
    /// The book of `snapshot`, before any call.
    pub fn new(snapshot: Snapshot) -> Book {
        let Snapshot {
            sessions,
            seen,
            rolled_back,
            rounds,
            cash,
            bonus,
            usernames,
            limits,
            grants,
            lobbies,
            ended_grants,
        } = snapshot;
        Book {
            sessions,
            seen,
            rolled_back,
            rounds,
            cash,
            bonus,
            usernames,
            limits,
            grants,
            lobbies,
            ended_grants,
            records: Vec::new(),
            postings: Vec::new(),
            alerts: Vec::new(),
            grants_changed: HashSet::new(),
            conversions: Vec::new(),
            ended_changed: HashSet::new(),
            decided: 0,
        }
    }

    /// The player's balances as the calls leave them.
    pub fn balances(&self, player: i64) -> Balances {
        Balances {
            cash: Money(self.cash.get(&player).copied().unwrap_or(0)),
            bonus: Money(self.bonus.get(&player).copied().unwrap_or(0)),
        }
    }

    /// The new rounds and the changed stored ones.
    pub fn changed_rounds(&self) -> (Vec<RoundRef<'_>>, Vec<RoundRef<'_>>) {
        self.rounds.iter().filter(|(_, r)| r.changed).partition(|(_, r)| r.id.is_none())
    }
}
