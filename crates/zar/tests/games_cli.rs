//! `zar games …` as an operator or a curious player runs them: recomputing a round gives the documented values,
//! a simulation prints its measured RTP with the 99 % interval and fails for an unknown game.

use std::process::{Command, Output};

fn zar(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_zar"))
        .args(args)
        .env_remove("ZAR_CONFIG")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const SEED: &str = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b";

#[test]
fn verify_recomputes_a_dice_round_and_a_crash_point() {
    let dice = zar(&[
        "games",
        "verify",
        "--game",
        "dice",
        "--server-seed",
        SEED,
        "--client-seed",
        "lucky-player",
        "--nonce",
        "0",
        "--params",
        r#"{"target": 50, "direction": "under"}"#,
        "--stake",
        "10",
    ]);
    assert!(dice.status.success(), "{}", text(&dice.stderr));
    let answer: serde_json::Value = serde_json::from_slice(&dice.stdout).unwrap();
    assert_eq!(answer["outcome"]["roll"], serde_json::json!(11.94));
    assert_eq!(answer["win"], serde_json::json!(19.8));

    let crash = zar(&["games", "verify", "--game", "crash", "--hash", SEED, "--salt", "zar"]);
    let answer: serde_json::Value = serde_json::from_slice(&crash.stdout).unwrap();
    assert_eq!(answer["crashPoint"], serde_json::json!(10.77));

    let bad =
        zar(&["games", "verify", "--game", "dice", "--server-seed", "nope", "--client-seed", "x", "--nonce", "0"]);
    assert!(!bad.status.success());
    assert!(text(&bad.stderr).contains("games.server_seed"), "{}", text(&bad.stderr));
}

#[test]
fn simulate_prints_the_measured_rtp_and_its_interval() {
    let run = zar(&["games", "simulate", "--game", "dice", "--rounds", "20000", "--threads", "2"]);
    assert!(run.status.success(), "{}", text(&run.stderr));
    let out = text(&run.stdout);
    assert!(out.contains("stated RTP      99.0000 %"), "{out}");
    assert!(out.contains("99 % interval"), "{out}");
    assert!(out.contains("agrees          yes"), "{out}");
    assert!(out.contains("rounds          20000"), "{out}");
    let unknown = zar(&["games", "simulate", "--game", "poker", "--rounds", "10"]);
    assert!(!unknown.status.success());
    assert!(text(&unknown.stderr).contains("unknown game"), "{}", text(&unknown.stderr));
}
