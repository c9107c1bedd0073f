//! Bets as the game pages send them, checked into `domain::games` values, and outcomes as the pages show them.
//! The same parsing serves play, the verify page and `zar games verify`, so a round is recomputed from exactly
//! what was played.
//!
//! Stakes and amounts are JSON numbers in major units (`2.5` = ₺2.50, at most two decimals). Parameters:
//! - dice: `{"target": 50.5, "direction": "under" | "over"}` (target 0.00–99.99);
//! - roulette: `{"bets": [{"kind": "straight", "numbers": [17], "amount": 1}, …]}` (kinds and numbers as
//!   [`domain::games::roulette::Bet::new`] takes them; the amounts add up to the stake);
//! - slot: `{}`.

use domain::{
    games::{GameCode, Outcomes, dice, roulette, slot},
    money::Money,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::error::{Arg, Error};

/// Stake limits of a game, minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    pub min: i64,
    pub max: i64,
}

impl Limits {
    /// The defaults: ₺0.10 to ₺1,000 (the slot to ₺100).
    pub fn default_for(game: GameCode) -> Limits {
        match game {
            GameCode::Slot => Limits { min: 10, max: 10_000 },
            _ => Limits { min: 10, max: 100_000 },
        }
    }

    pub fn check(&self, stake: i64) -> Result<(), Error> {
        if (self.min..=self.max).contains(&stake) {
            Ok(())
        } else {
            Err(Error::invalid("games.stake_range").with("min", Arg::Money(self.min)).with("max", Arg::Money(self.max)))
        }
    }
}

/// An amount in major units, exactly (never through a float), positive.
pub fn amount(value: &Value) -> Result<i64, Error> {
    let invalid = || Error::invalid("games.stake_invalid");
    let Value::Number(number) = value else { return Err(invalid()) };
    let money = Money::parse_major(&number.to_string()).map_err(|_| invalid())?;
    if money.minor() <= 0 { Err(invalid()) } else { Ok(money.minor()) }
}

/// A checked bet of one of the single-request games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bet {
    Dice(dice::Bet),
    Roulette(roulette::Spin),
    Slot,
}

#[derive(Deserialize)]
struct DiceParams {
    target: Value,
    direction: dice::Direction,
}

#[derive(Deserialize)]
struct RouletteParams {
    bets: Vec<RouletteChip>,
}

#[derive(Deserialize)]
struct RouletteChip {
    kind: roulette::Kind,
    #[serde(default)]
    numbers: Vec<u8>,
    amount: Value,
}

/// Reads `params` of `game` for a round staking `stake` minor units.
pub fn parse(game: GameCode, stake: i64, params: &Value) -> Result<Bet, Error> {
    let invalid = || Error::invalid("games.invalid_params");
    match game {
        GameCode::Dice => {
            let params: DiceParams = serde_json::from_value(params.clone()).map_err(|_| invalid())?;
            let Value::Number(target) = &params.target else { return Err(invalid()) };
            let target = Money::parse_major(&target.to_string()).map_err(|_| Error::invalid("games.dice_chance"))?;
            let target = u32::try_from(target.minor()).map_err(|_| Error::invalid("games.dice_chance"))?;
            dice::Bet::new(target, params.direction).map(Bet::Dice).map_err(|_| Error::invalid("games.dice_chance"))
        }
        GameCode::Roulette => {
            let params: RouletteParams = serde_json::from_value(params.clone()).map_err(|_| invalid())?;
            let mut bets = Vec::with_capacity(params.bets.len());
            for chip in &params.bets {
                let amount = amount(&chip.amount)?;
                bets.push(
                    roulette::Bet::new(chip.kind, &chip.numbers, amount)
                        .map_err(|_| Error::invalid("games.roulette_bet"))?,
                );
            }
            let spin = roulette::Spin::new(bets).map_err(|_| Error::invalid("games.roulette_count"))?;
            if spin.stake() != stake {
                return Err(Error::invalid("games.roulette_total"));
            }
            Ok(Bet::Roulette(spin))
        }
        GameCode::Slot => {
            if !slot::valid_stake(stake) {
                return Err(Error::invalid("games.stake_step"));
            }
            Ok(Bet::Slot)
        }
        GameCode::Crash => Err(invalid()),
    }
}

/// Money as the pages show it: a JSON number in major units.
pub fn major(minor: i64) -> Value {
    json!(Money(minor).to_major_json())
}

/// A played round: what the page shows, and the win in minor units.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub outcome: Value,
    pub win: i64,
}

impl Bet {
    /// The parameters in their wire form, as stored with the round (and accepted back by [`parse`]).
    pub fn params(&self) -> Value {
        match self {
            Bet::Dice(bet) => json!({
                "target": Money(i64::from(bet.target())).to_major_json(),
                "direction": bet.direction(),
            }),
            Bet::Roulette(spin) => json!({
                "bets": spin.bets().iter().map(|bet| json!({
                    "kind": bet.kind,
                    "numbers": numbers_of(bet),
                    "amount": major(bet.stake),
                })).collect::<Vec<_>>(),
            }),
            Bet::Slot => json!({}),
        }
    }

    /// Plays the round on its stream.
    pub fn play(&self, stake: i64, outcomes: &mut Outcomes) -> Played {
        match self {
            Bet::Dice(bet) => {
                let outcome = dice::play(bet, outcomes);
                let win = outcome.payout(stake);
                Played { outcome: dice_outcome(&outcome, Some(bet)), win }
            }
            Bet::Roulette(spin) => {
                let outcome = roulette::play(spin, outcomes);
                Played { outcome: roulette_outcome(&outcome), win: outcome.win }
            }
            Bet::Slot => {
                let outcome = slot::play(outcomes);
                let win = outcome.payout(stake);
                Played { outcome: slot_outcome(&outcome), win }
            }
        }
    }
}

/// The numbers a roulette bet was placed with, in its wire form (column and dozen: their index).
fn numbers_of(bet: &roulette::Bet) -> Vec<u8> {
    use roulette::Kind;
    let covered: Vec<u8> = (0u8..=36).filter(|n| bet.pockets & (1u64 << n) != 0).collect();
    match bet.kind {
        Kind::Column => vec![covered.first().copied().unwrap_or(1)],
        Kind::Dozen => vec![covered.first().map(|n| (n - 1) / 12 + 1).unwrap_or(1)],
        Kind::Straight | Kind::Split | Kind::Street | Kind::Corner | Kind::SixLine => covered,
        _ => vec![],
    }
}

pub fn dice_outcome(outcome: &dice::Outcome, bet: Option<&dice::Bet>) -> Value {
    let mut value = json!({ "roll": f64::from(outcome.roll) / 100.0 });
    if let Some(bet) = bet {
        value["win"] = json!(outcome.win);
        value["multiplier"] = json!(bet.multiplier_bp() as f64 / 10_000.0);
        value["chance"] = json!(f64::from(bet.winning_rolls()) / 100.0);
    }
    value
}

pub fn roulette_outcome(outcome: &roulette::Outcome) -> Value {
    json!({
        "pocket": outcome.pocket,
        "colour": roulette::colour(outcome.pocket),
        "returns": outcome.returns.iter().map(|r| major(*r)).collect::<Vec<_>>(),
        "win": major(outcome.win),
    })
}

pub fn slot_outcome(outcome: &slot::Outcome) -> Value {
    json!({
        "base": outcome.base,
        "freeSpins": outcome.free_spins,
        "units": outcome.units,
        // Total bets won: line bets over 10.
        "multiplier": outcome.units as f64 / slot::LINES.len() as f64,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn amounts_are_exact_major_units() {
        assert_eq!(amount(&json!(2.5)), Ok(250));
        assert_eq!(amount(&json!(0.1)), Ok(10));
        assert_eq!(amount(&json!(1000)), Ok(100_000));
        for bad in [json!(0), json!(-1), json!(0.001), json!("5"), json!(null)] {
            assert_eq!(amount(&bad).unwrap_err().code, "games.stake_invalid", "{bad}");
        }
    }

    #[test]
    fn bets_round_trip_through_their_wire_form() {
        let dice = parse(GameCode::Dice, 100, &json!({"target": 50.5, "direction": "over"})).unwrap();
        assert_eq!(dice, Bet::Dice(dice::Bet::new(5050, dice::Direction::Over).unwrap()));
        assert_eq!(parse(GameCode::Dice, 100, &dice.params()).unwrap(), dice);
        let spin = json!({"bets": [
            {"kind": "straight", "numbers": [17], "amount": 1},
            {"kind": "dozen", "numbers": [3], "amount": 0.5},
            {"kind": "column", "numbers": [2], "amount": 0.5},
            {"kind": "red", "amount": 2},
        ]});
        let roulette = parse(GameCode::Roulette, 400, &spin).unwrap();
        assert_eq!(parse(GameCode::Roulette, 400, &roulette.params()).unwrap(), roulette);
        assert_eq!(roulette.params()["bets"][1]["numbers"], json!([3]));
        assert_eq!(roulette.params()["bets"][2]["numbers"], json!([2]));
        assert_eq!(parse(GameCode::Slot, 100, &json!({})).unwrap(), Bet::Slot);
    }

    #[test]
    fn bad_bets_name_what_is_wrong() {
        let code = |game, stake, params: Value| parse(game, stake, &params).unwrap_err().code;
        assert_eq!(code(GameCode::Dice, 100, json!({"target": 99, "direction": "under"})), "games.dice_chance");
        assert_eq!(code(GameCode::Dice, 100, json!({"target": 50.123, "direction": "under"})), "games.dice_chance");
        assert_eq!(code(GameCode::Dice, 100, json!({"target": 50})), "games.invalid_params");
        let split = json!({"bets": [{"kind": "split", "numbers": [3, 4], "amount": 1}]});
        assert_eq!(code(GameCode::Roulette, 100, split), "games.roulette_bet");
        let red = json!({"bets": [{"kind": "red", "amount": 1}]});
        assert_eq!(code(GameCode::Roulette, 200, red), "games.roulette_total");
        assert_eq!(code(GameCode::Roulette, 0, json!({"bets": []})), "games.roulette_count");
        assert_eq!(code(GameCode::Slot, 15, json!({})), "games.stake_step");
        let limits = Limits { min: 10, max: 100_000 };
        assert!(limits.check(10).is_ok() && limits.check(100_000).is_ok());
        let too_much = limits.check(100_001).unwrap_err();
        assert_eq!((too_much.code, &too_much.args[1].1), ("games.stake_range", &Arg::Money(100_000)));
    }
}
