//! Bonuses (issue 20): what a bonus is, how much a bet wagers of it, and what converts to cash.
//!
//! Bonus money is played after the player's cash. Each bet, while a bonus is active, wagers it by its game's
//! lobby weight (slots 100 %, table games less); once the wagered total reaches the requirement, the bonus
//! money left (up to the maximum conversion) becomes cash and the rest is removed.

use std::collections::BTreeMap;

use crate::money::Money;

/// Days after registration a player counts as new (campaigns for new players).
pub const NEW_PLAYER_DAYS: i64 = 30;
/// Days after a deposit that a deposit match may still be claimed (before any bet since).
pub const DEPOSIT_MATCH_DAYS: i64 = 7;

/// What a bonus definition grants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BonusKind {
    /// Offered at registration; its amount is the site option `trial_bonus_amount`; once per player and phone.
    Trial,
    /// A fixed amount.
    Free,
    /// A percentage of the latest deposit, up to a cap.
    DepositMatch,
}

impl BonusKind {
    pub const ALL: [BonusKind; 3] = [BonusKind::Trial, BonusKind::Free, BonusKind::DepositMatch];

    pub fn code(self) -> &'static str {
        match self {
            BonusKind::Trial => "trial",
            BonusKind::Free => "free",
            BonusKind::DepositMatch => "deposit_match",
        }
    }

    pub fn parse(text: &str) -> Option<BonusKind> {
        Self::ALL.into_iter().find(|kind| kind.code() == text)
    }
}

/// Where a grant is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// Being wagered.
    Active,
    /// Wagered: what was left (up to the cap) became cash.
    Converted,
    /// Its time ran out: what was left was removed.
    Expired,
    /// Given up by the player (to withdraw) or ended by a protection: what was left was removed.
    Forfeited,
}

impl Status {
    pub const ALL: [Status; 4] = [Status::Active, Status::Converted, Status::Expired, Status::Forfeited];

    pub fn code(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Converted => "converted",
            Status::Expired => "expired",
            Status::Forfeited => "forfeited",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Self::ALL.into_iter().find(|status| status.code() == text)
    }
}

/// The casino lobbies a game belongs to (`casino_games.lobby`), each with a weight.
pub const LOBBIES: [&str; 6] = ["slot", "live", "games", "bingo", "tvbets", "virtual"];

/// Percent of a bet each lobby's games count towards wagering, 0 to 100.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Weights(BTreeMap<String, i64>);

impl Default for Weights {
    /// As operators do: slots in full, live tables 10 %, our own games (table games, dice, crash) 50 %, bingo,
    /// TV games and virtual sports in full.
    fn default() -> Self {
        Weights::new([("slot", 100), ("live", 10), ("games", 50), ("bingo", 100), ("tvbets", 100), ("virtual", 100)])
            .expect("valid default weights")
    }
}

impl Weights {
    /// Weights for every lobby; `None` when a lobby is unknown, missing, or its weight is outside 0–100.
    pub fn new<'a>(weights: impl IntoIterator<Item = (&'a str, i64)>) -> Option<Weights> {
        let map: BTreeMap<String, i64> = weights.into_iter().map(|(lobby, w)| (lobby.to_owned(), w)).collect();
        let complete = map.len() == LOBBIES.len() && LOBBIES.iter().all(|lobby| map.contains_key(*lobby));
        let bounded = map.values().all(|w| (0..=100).contains(w));
        (complete && bounded).then_some(Weights(map))
    }

    /// The weight of `lobby` (0 for an unknown one: such bets do not wager).
    pub fn of(&self, lobby: &str) -> i64 {
        self.0.get(lobby).copied().unwrap_or(0)
    }

    /// Stored as a JSON object.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.0).expect("weights serialize")
    }

    pub fn from_json(text: &str) -> Option<Weights> {
        let map: BTreeMap<String, i64> = serde_json::from_str(text).ok()?;
        Weights::new(map.iter().map(|(k, v)| (k.as_str(), *v)))
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v))
    }
}

/// The wagering a grant of `amount` needs: `amount` times `multiplier`.
pub fn wagering_required(amount: Money, multiplier: i64) -> Money {
    Money(amount.0.saturating_mul(multiplier.max(0)))
}

/// What a bet of `stake` wagers in a lobby weighted `weight` percent (rounded down to the kuruş).
pub fn contribution(stake: Money, weight: i64) -> Money {
    Money(stake.0.saturating_mul(weight.clamp(0, 100)) / 100)
}

/// A deposit match: `percent` of `deposit`, at most `cap`; zero when the deposit is under `min_deposit`.
pub fn deposit_match(deposit: Money, percent: i64, cap: Option<Money>, min_deposit: Option<Money>) -> Money {
    if min_deposit.is_some_and(|min| deposit.0 < min.0) {
        return Money(0);
    }
    let matched = deposit.0.saturating_mul(percent.max(0)) / 100;
    Money(cap.map_or(matched, |cap| matched.min(cap.0)))
}

/// Of `balance` bonus money left at conversion: what becomes cash (up to `max_conversion`) and what is removed.
pub fn conversion(balance: Money, max_conversion: Option<Money>) -> (Money, Money) {
    let released = max_conversion.map_or(balance.0, |max| balance.0.min(max.0)).max(0);
    (Money(released), Money(balance.0 - released))
}

/// How a stake splits: cash first, then bonus money. `None` when both together do not cover it.
pub fn split_stake(stake: Money, cash: Money, bonus: Money) -> Option<(Money, Money)> {
    if stake.0 > cash.0.saturating_add(bonus.0) {
        return None;
    }
    let from_cash = stake.0.min(cash.0.max(0));
    Some((Money(from_cash), Money(stake.0 - from_cash)))
}

/// The bonus share of a win of `win` in a round whose stake `round_bet` was `round_bonus` bonus money.
pub fn win_bonus_share(win: Money, round_bet: Money, round_bonus: Money) -> Money {
    if round_bet.0 <= 0 || round_bonus.0 <= 0 {
        return Money(0);
    }
    let share = (i128::from(win.0) * i128::from(round_bonus.0.min(round_bet.0)) / i128::from(round_bet.0)) as i64;
    Money(share)
}

/// The state of the grant whose bonus money a stake took, when money of that stake comes back (a win's bonus
/// share, a rolled-back bonus stake).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Funder {
    /// Still being wagered: the money goes back to the bonus account.
    Active,
    /// Converted, its wagering done: the money becomes cash up to what is left of its maximum conversion
    /// (`None`: no cap), the rest goes back to the bonus funds.
    Converted { cap_left: Option<Money> },
    /// Forfeited, expired, or not known (stakes of several grants in one round): the money goes to nobody (the
    /// bonus funds), so ending a bonus mid-round never turns bonus stakes into cash.
    Ended,
}

/// Where bonus money coming back goes (decisions, "Money safety between features").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MoneyBack {
    pub bonus: Money,
    pub cash: Money,
    pub funds: Money,
}

/// Splits `amount` of bonus money coming back according to the grant that staked it.
pub fn money_back(amount: Money, funder: Funder) -> MoneyBack {
    let amount = Money(amount.0.max(0));
    match funder {
        Funder::Active => MoneyBack { bonus: amount, ..MoneyBack::default() },
        Funder::Converted { cap_left } => {
            let cash = cap_left.map_or(amount.0, |left| amount.0.min(left.0.max(0)));
            MoneyBack { cash: Money(cash), funds: Money(amount.0 - cash), ..MoneyBack::default() }
        }
        Funder::Ended => MoneyBack { funds: amount, ..MoneyBack::default() },
    }
}

/// The idempotency key of a grant's `what` posting (`release`, `forfeit`, …).
pub fn grant_key(id: i64, what: &str) -> Result<crate::ledger::IdempotencyKey, crate::ledger::TransferError> {
    crate::ledger::IdempotencyKey::parse(format!("bonus:{id}:{what}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_back_goes_to_the_bonus_while_active_to_nobody_once_ended_and_as_cash_up_to_the_cap_once_converted() {
        let m = Money;
        assert_eq!(money_back(m(101), Funder::Active), MoneyBack { bonus: m(101), ..MoneyBack::default() });
        assert_eq!(money_back(m(101), Funder::Ended), MoneyBack { funds: m(101), ..MoneyBack::default() });
        let capped = money_back(m(101), Funder::Converted { cap_left: Some(m(40)) });
        assert_eq!(capped, MoneyBack { cash: m(40), funds: m(61), ..MoneyBack::default() });
        let spent = money_back(m(101), Funder::Converted { cap_left: Some(m(-5)) });
        assert_eq!(spent, MoneyBack { funds: m(101), ..MoneyBack::default() });
        assert_eq!(money_back(m(7), Funder::Converted { cap_left: None }).cash, m(7));
    }

    #[test]
    fn codes_round_trip() {
        for kind in BonusKind::ALL {
            assert_eq!(BonusKind::parse(kind.code()), Some(kind));
        }
        for status in Status::ALL {
            assert_eq!(Status::parse(status.code()), Some(status));
        }
        assert_eq!(BonusKind::parse("cashback"), None);
    }

    #[test]
    fn weights_cover_every_lobby_within_bounds() {
        let weights = Weights::default();
        assert_eq!(weights.of("slot"), 100);
        assert_eq!(weights.of("live"), 10);
        assert_eq!(weights.of("unknown"), 0);
        assert_eq!(Weights::from_json(&weights.to_json()), Some(weights));
        assert_eq!(Weights::new([("slot", 100)]), None);
        let mut over: Vec<(&str, i64)> = LOBBIES.iter().map(|l| (*l, 100)).collect();
        over[0].1 = 101;
        assert_eq!(Weights::new(over), None);
    }

    #[test]
    fn wagering_counts_by_weight() {
        assert_eq!(wagering_required(Money(5_000), 10), Money(50_000));
        assert_eq!(contribution(Money(1_000), 100), Money(1_000));
        assert_eq!(contribution(Money(1_000), 10), Money(100));
        assert_eq!(contribution(Money(999), 50), Money(499));
        assert_eq!(contribution(Money(1_000), 0), Money(0));
    }

    #[test]
    fn deposit_matches_are_capped_and_need_the_minimum() {
        assert_eq!(deposit_match(Money(20_000), 100, Some(Money(500_000)), Some(Money(10_000))), Money(20_000));
        assert_eq!(deposit_match(Money(900_000), 100, Some(Money(500_000)), None), Money(500_000));
        assert_eq!(deposit_match(Money(5_000), 100, None, Some(Money(10_000))), Money(0));
        assert_eq!(deposit_match(Money(10_001), 50, None, None), Money(5_000));
    }

    #[test]
    fn conversion_releases_up_to_the_cap() {
        assert_eq!(conversion(Money(7_000), None), (Money(7_000), Money(0)));
        assert_eq!(conversion(Money(7_000), Some(Money(5_000))), (Money(5_000), Money(2_000)));
        assert_eq!(conversion(Money(0), Some(Money(5_000))), (Money(0), Money(0)));
    }

    #[test]
    fn stakes_spend_cash_first() {
        assert_eq!(split_stake(Money(500), Money(1_000), Money(0)), Some((Money(500), Money(0))));
        assert_eq!(split_stake(Money(500), Money(200), Money(1_000)), Some((Money(200), Money(300))));
        assert_eq!(split_stake(Money(500), Money(0), Money(500)), Some((Money(0), Money(500))));
        assert_eq!(split_stake(Money(501), Money(200), Money(300)), None);
    }

    #[test]
    fn wins_pay_bonus_back_in_the_stakes_share() {
        assert_eq!(win_bonus_share(Money(1_000), Money(500), Money(0)), Money(0));
        assert_eq!(win_bonus_share(Money(1_000), Money(500), Money(500)), Money(1_000));
        assert_eq!(win_bonus_share(Money(1_000), Money(400), Money(100)), Money(250));
        assert_eq!(win_bonus_share(Money(1_000), Money(0), Money(0)), Money(0));
    }
}
