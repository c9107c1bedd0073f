//! Notifications to players (product §3): their kinds and the bounds of what an operator may write.

/// What a notification is about; the client picks its icon by it (stored and sent as the number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Deposit = 1,
    Withdraw = 2,
    Jackpot = 3,
    Bonus = 4,
    System = 5,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::Deposit, Kind::Withdraw, Kind::Jackpot, Kind::Bonus, Kind::System];

    pub fn number(self) -> i64 {
        self as i64
    }

    /// Whether an operator's message of this kind is an offer (a bonus, a jackpot to play for), which never reaches
    /// a player in a time-out or self-exclusion; the site's own notices of these kinds (a bonus granted, expired,
    /// forfeited) are about the player's money and always do.
    pub fn is_offer(self) -> bool {
        matches!(self, Kind::Bonus | Kind::Jackpot)
    }

    /// The kind numbered `number`, if any.
    pub fn from_number(number: i64) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.number() == number)
    }
}

/// Title bounds, in characters.
pub const TITLE_MAX: usize = 120;
/// Note bounds, in characters.
pub const NOTE_MAX: usize = 2000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_numbered_as_the_spec_says() {
        assert_eq!(Kind::Deposit.number(), 1);
        assert_eq!(Kind::System.number(), 5);
        for kind in Kind::ALL {
            assert_eq!(Kind::from_number(kind.number()), Some(kind));
        }
        assert_eq!(Kind::from_number(0), None);
        assert_eq!(Kind::from_number(6), None);
    }
}
