//! What a step of the model test does, and proptest's strategy for sequences of them. Indices pick among what
//! exists when the step runs (a player, an operator, the n-th withdrawal or open round, modulo their count), so
//! any sequence runs and shrinking can drop any step.

use proptest::{prelude::*, strategy::Union};

/// Players and finance operators in each case.
pub const PLAYERS: usize = 2;
pub const OPERATORS: usize = 2;

/// How a deposit's gateway answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// The player pays on the demo gateway's hosted page.
    Page,
    /// The gateway's signed webhook.
    Webhook,
    /// Not in time: the deposit expires (the clock moves 31 minutes, the expiry job runs), then the gateway's
    /// webhook confirms it late.
    Late,
}

/// One step: a real API call (or two) by a player or an operator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    Deposit {
        player: usize,
        lira: i64,
        confirm: Confirm,
    },
    /// A withdrawal by bank transfer: of ₺100, or of all the cash.
    Withdraw {
        player: usize,
        all: bool,
    },
    /// An operator approves a withdrawal (above the four-eyes threshold a second operator pays it).
    Approve {
        withdrawal: usize,
        operator: usize,
    },
    Reject {
        withdrawal: usize,
        operator: usize,
    },
    /// The player takes a pending withdrawal back.
    Cancel {
        withdrawal: usize,
    },
    /// The free bonus with the code ZAR100.
    ClaimFree {
        player: usize,
    },
    /// The 100 % deposit match.
    ClaimMatch {
        player: usize,
    },
    Forfeit {
        player: usize,
    },
    /// A bet through the seamless wallet (a signed provider's call) opening a round: ₺10, or everything.
    Bet {
        player: usize,
        all_in: bool,
    },
    /// The round's win, `times` its stake (0 closes a lost round).
    Win {
        round: usize,
        times: i64,
    },
    Rollback {
        round: usize,
    },
    DepositLimit {
        player: usize,
        lira: i64,
    },
    TimeOut {
        player: usize,
    },
}

impl Action {
    /// The name `ZAR_MONEY_MODEL_WITHOUT` leaves an action out by.
    pub const NAMES: [&str; 13] = [
        "deposit",
        "withdraw",
        "approve",
        "reject",
        "cancel",
        "claim_free",
        "claim_match",
        "forfeit",
        "bet",
        "win",
        "rollback",
        "deposit_limit",
        "timeout",
    ];
}

fn player() -> impl Strategy<Value = usize> {
    0..PLAYERS
}

fn operator() -> impl Strategy<Value = usize> {
    0..OPERATORS
}

fn index() -> impl Strategy<Value = usize> {
    0..4usize
}

/// Each action's weight and strategy, by name.
fn each() -> Vec<(&'static str, u32, BoxedStrategy<Action>)> {
    let confirm = prop_oneof![Just(Confirm::Webhook), Just(Confirm::Page), Just(Confirm::Late)];
    vec![
        (
            "deposit",
            4,
            (player(), prop_oneof![Just(100i64), Just(600), Just(1000)], confirm)
                .prop_map(|(player, lira, confirm)| Action::Deposit { player, lira, confirm })
                .boxed(),
        ),
        ("withdraw", 4, (player(), any::<bool>()).prop_map(|(player, all)| Action::Withdraw { player, all }).boxed()),
        (
            "approve",
            3,
            (index(), operator()).prop_map(|(withdrawal, operator)| Action::Approve { withdrawal, operator }).boxed(),
        ),
        (
            "reject",
            1,
            (index(), operator()).prop_map(|(withdrawal, operator)| Action::Reject { withdrawal, operator }).boxed(),
        ),
        ("cancel", 1, index().prop_map(|withdrawal| Action::Cancel { withdrawal }).boxed()),
        ("claim_free", 2, player().prop_map(|player| Action::ClaimFree { player }).boxed()),
        ("claim_match", 3, player().prop_map(|player| Action::ClaimMatch { player }).boxed()),
        ("forfeit", 2, player().prop_map(|player| Action::Forfeit { player }).boxed()),
        ("bet", 4, (player(), any::<bool>()).prop_map(|(player, all_in)| Action::Bet { player, all_in }).boxed()),
        ("win", 3, (index(), 0..=3i64).prop_map(|(round, times)| Action::Win { round, times }).boxed()),
        ("rollback", 1, index().prop_map(|round| Action::Rollback { round }).boxed()),
        (
            "deposit_limit",
            1,
            (player(), prop_oneof![Just(500i64), Just(5000)])
                .prop_map(|(player, lira)| Action::DepositLimit { player, lira })
                .boxed(),
        ),
        ("timeout", 1, player().prop_map(|player| Action::TimeOut { player }).boxed()),
    ]
}

/// Sequences of 1 to `steps` actions, without the actions named in `without`.
pub fn sequences(steps: usize, without: &[String]) -> impl Strategy<Value = Vec<Action>> {
    let kept: Vec<(u32, BoxedStrategy<Action>)> = each()
        .into_iter()
        .filter(|(name, _, _)| !without.iter().any(|w| w == name))
        .map(|(_, weight, strategy)| (weight, strategy))
        .collect();
    assert!(!kept.is_empty(), "ZAR_MONEY_MODEL_WITHOUT left no action (names: {:?})", Action::NAMES);
    proptest::collection::vec(Union::new_weighted(kept), 1..=steps.max(1))
}
