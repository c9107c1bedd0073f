//! Recomputing a round from its seeds, for anyone (the verify page needs no login) and for `zar games verify`.
//!
//! Dice, roulette, slot: the server seed (revealed by rotating), the client seed and the nonce give the outcome;
//! with the round's parameters and stake also the win. Crash: the round's hash and the chain's salt give the crash
//! point; with the chain's published terminal hash and the round's number, the hash is checked to belong to it.

use domain::games::{ClientSeed, GameCode, Outcomes, ServerSeed, crash, dice, roulette, slot};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::{Error, bets, error::Arg};

/// The longest walk `zar games verify` takes on the operator's own machine (10 million hashes, about half a second).
pub const LOCAL_MAX_ROUNDS: u64 = 10_000_000;

/// What to recompute.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Request {
    pub game: String,
    pub server_seed: Option<String>,
    pub client_seed: Option<String>,
    pub nonce: Option<Value>,
    /// The round's parameters as played (optional: without them the raw outcome).
    pub params: Option<Value>,
    pub stake: Option<Value>,
    /// Crash: the round's hash, the chain's salt, its terminal hash and the round's number.
    pub hash: Option<String>,
    pub salt: Option<String>,
    pub terminal: Option<String>,
    pub round: Option<u64>,
}

fn nonce(value: Option<&Value>) -> Result<u64, Error> {
    let invalid = || Error::invalid("games.nonce");
    match value {
        Some(Value::Number(n)) => n.as_u64().ok_or_else(invalid),
        Some(Value::String(s)) => s.trim().parse().map_err(|_| invalid()),
        _ => Err(invalid()),
    }
}

/// The round recomputed: `{serverSeedHash, outcome, win?}` (crash: `{crashPoint, previousHash, chain?}`). A
/// crash round's chain is checked by walking back one hash per round, so a round number above `max_rounds` (the
/// public verifier: a chain's length) is refused.
pub fn verify(request: &Request, max_rounds: u64) -> Result<Value, Error> {
    let game = GameCode::parse(request.game.trim()).ok_or_else(|| Error::invalid("games.game_not_found"))?;
    if game == GameCode::Crash {
        return verify_crash(request, max_rounds);
    }
    let server = ServerSeed::parse(request.server_seed.as_deref().unwrap_or_default())
        .map_err(|_| Error::invalid("games.server_seed"))?;
    let client = ClientSeed::parse(request.client_seed.as_deref().unwrap_or_default())
        .map_err(|_| Error::invalid("games.client_seed"))?;
    let nonce = nonce(request.nonce.as_ref())?;
    let mut outcomes = Outcomes::new(&server, &client, nonce);
    let stake = request.stake.as_ref().map(bets::amount).transpose()?;
    let params = request.params.as_ref().filter(|p| !p.is_null() && p.as_object().is_none_or(|o| !o.is_empty()));
    let (outcome, win) = match (game, params, stake) {
        // The whole round, as played.
        (GameCode::Dice | GameCode::Roulette, Some(params), Some(stake)) => {
            let played = bets::parse(game, stake, params)?.play(stake, &mut outcomes);
            (played.outcome, Some(bets::major(played.win)))
        }
        (GameCode::Slot, _, Some(stake)) => {
            let played = bets::parse(game, stake, &json!({}))?.play(stake, &mut outcomes);
            (played.outcome, Some(bets::major(played.win)))
        }
        (GameCode::Dice, Some(params), None) => {
            // A win needs no stake to show: the multiplier says it.
            let bet = match bets::parse(game, 100, params)? {
                bets::Bet::Dice(bet) => bet,
                _ => return Err(Error::invalid("games.invalid_params")),
            };
            (bets::dice_outcome(&dice::play(&bet, &mut outcomes), Some(&bet)), None)
        }
        (GameCode::Dice, None, _) => {
            let roll = outcomes.below(dice::ROLLS);
            (json!({ "roll": f64::from(roll) / 100.0 }), None)
        }
        (GameCode::Roulette, _, _) => {
            let pocket = outcomes.below(37) as u8;
            (json!({ "pocket": pocket, "colour": roulette::colour(pocket) }), None)
        }
        (GameCode::Slot, _, None) => (bets::slot_outcome(&slot::play(&mut outcomes)), None),
        (GameCode::Crash, _, _) => return Err(Error::invalid("games.invalid_params")),
    };
    let mut answer = json!({ "game": game.code(), "serverSeedHash": server.commitment(), "outcome": outcome });
    if let Some(win) = win {
        answer["win"] = win;
    }
    Ok(answer)
}

fn verify_crash(request: &Request, max_rounds: u64) -> Result<Value, Error> {
    let hash = request.hash.as_deref().unwrap_or_default().trim().to_ascii_lowercase();
    let previous = crash::previous(&hash).ok_or_else(|| Error::invalid("games.crash_hash"))?;
    let salt = request.salt.as_deref().unwrap_or_default();
    let point = crash::crash_point(&hash, salt);
    let mut answer = json!({
        "game": "crash",
        "crashPoint": point as f64 / 100.0,
        "previousHash": previous,
    });
    if let (Some(terminal), Some(round)) = (request.terminal.as_deref(), request.round) {
        // Walking back costs one hash per round: no round of a chain is further from its terminal hash than the
        // chain is long.
        if round > max_rounds {
            return Err(Error::invalid("games.verify_round_too_far").with("max", Arg::Count(max_rounds)));
        }
        answer["chain"] = json!(crash::verify(&hash, round, terminal.trim()));
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn verify_all(request: &Request) -> Result<Value, Error> {
        verify(request, LOCAL_MAX_ROUNDS)
    }

    const SERVER: &str = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b";

    fn request(game: &str) -> Request {
        Request {
            game: game.into(),
            server_seed: Some(SERVER.into()),
            client_seed: Some("lucky-player".into()),
            nonce: Some(json!(0)),
            ..Request::default()
        }
    }

    #[test]
    fn a_dice_round_recomputes() {
        let bare = verify_all(&request("dice")).unwrap();
        assert_eq!(bare["outcome"]["roll"], json!(11.94));
        let played = verify_all(&Request {
            params: Some(json!({"target": 50, "direction": "under"})),
            stake: Some(json!(10)),
            ..request("dice")
        })
        .unwrap();
        assert_eq!(played["outcome"]["win"], json!(true));
        assert_eq!(played["win"], json!(19.8));
        assert_eq!(played["serverSeedHash"], json!(ServerSeed::parse(SERVER).unwrap().commitment()));
    }

    #[test]
    fn nonces_may_be_text_and_bad_input_is_named() {
        let text = verify_all(&Request { nonce: Some(json!("0")), ..request("roulette") }).unwrap();
        assert_eq!(text, verify_all(&request("roulette")).unwrap());
        let code = |r: Request| verify_all(&r).unwrap_err().code;
        assert_eq!(code(Request { nonce: Some(json!(-1)), ..request("dice") }), "games.nonce");
        assert_eq!(code(Request { server_seed: Some("xyz".into()), ..request("dice") }), "games.server_seed");
        assert_eq!(code(Request { client_seed: Some("a b".into()), ..request("dice") }), "games.client_seed");
        assert_eq!(code(request("poker")), "games.game_not_found");
    }

    #[test]
    fn a_crash_round_recomputes_and_its_chain_is_checked() {
        let seed = "ab".repeat(32);
        let chain = crash::Chain::from_seed(&seed, 10).unwrap();
        let hashes = chain.hashes();
        let answer = verify_all(&Request {
            game: "crash".into(),
            hash: Some(hashes[3].clone()),
            salt: Some("salt".into()),
            terminal: Some(hashes[0].clone()),
            round: Some(3),
            ..Request::default()
        })
        .unwrap();
        assert_eq!(answer["previousHash"], json!(hashes[2]));
        assert_eq!(answer["chain"], json!(true));
        assert_eq!(answer["crashPoint"], json!(crash::crash_point(&hashes[3], "salt") as f64 / 100.0));
    }
}
