//! `zar games …`: Zar Games' maths from the command line — `simulate` (measured RTP with its 99 % interval),
//! `rtp` (the exact figures), `verify` (recompute a round) — and the game server's settings for `zar serve`.

use std::time::Instant;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use domain::{
    clock::Clock,
    games::{GameCode, simulate, slot, stats::Tally},
};

use crate::config::{DatabaseArgs, GamesArgs};

#[derive(Subcommand, Debug)]
pub enum GamesCommand {
    /// Play many rounds through the provably fair path and print the measured RTP with its 99 % confidence
    /// interval next to the stated one.
    Simulate(SimulateArgs),
    /// Print a game's exact RTP (the slot: analytically and by enumerating every reel stop).
    Rtp(RtpArgs),
    /// Recompute a round from its seeds (crash: from its hash and the chain's salt).
    Verify(VerifyArgs),
    /// Serve Zar Games on its own, as a provider in its own process: the game pages and their API, the crash
    /// game's rounds and the settling of unsettled rounds. Money moves only through the site's seamless wallet
    /// (`ZAR_GAMES_WALLET_URL`, signed with `ZAR_GAMES_WALLET_SECRET`, the same value the site has). Give the
    /// site this server's public address as the Zar provider's `games_url` setting, and run the site with
    /// `ZAR_GAMES_IN_PROCESS=0`.
    Serve(Box<ServeArgs>),
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "ZAR_GAMES_LISTEN", default_value = "127.0.0.1:8081")]
    pub listen: String,
    /// The built web app (the game pages are its `game.html`).
    #[arg(long, env = "ZAR_WEB_DIR", default_value = "web/dist")]
    pub web_dir: std::path::PathBuf,
    #[command(flatten)]
    pub games: GamesArgs,
}

#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// dice, roulette, slot or crash.
    #[arg(long)]
    pub game: String,
    #[arg(long, default_value_t = 1_000_000)]
    pub rounds: u64,
    /// The simulation's seed (the same seed replays the same rounds).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
}

#[derive(Args, Debug)]
pub struct RtpArgs {
    #[arg(long)]
    pub game: String,
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    #[arg(long)]
    pub game: String,
    #[arg(long)]
    pub server_seed: Option<String>,
    #[arg(long)]
    pub client_seed: Option<String>,
    #[arg(long)]
    pub nonce: Option<u64>,
    /// The round's parameters as JSON, as the game sent them (e.g. '{"target": 50, "direction": "under"}').
    #[arg(long)]
    pub params: Option<String>,
    /// The stake in lira (e.g. 10 or 2.5), to show the win.
    #[arg(long)]
    pub stake: Option<String>,
    /// Crash: the round's hash, the chain's salt, its published terminal hash and the round's number.
    #[arg(long)]
    pub hash: Option<String>,
    #[arg(long)]
    pub salt: Option<String>,
    #[arg(long)]
    pub terminal: Option<String>,
    #[arg(long)]
    pub round: Option<u64>,
}

fn game(code: &str) -> anyhow::Result<GameCode> {
    GameCode::parse(code).with_context(|| {
        let codes: Vec<&str> = GameCode::ALL.iter().map(|g| g.code()).collect();
        format!("unknown game {code:?}: one of {}", codes.join(", "))
    })
}

pub fn run(command: GamesCommand) -> anyhow::Result<()> {
    match command {
        GamesCommand::Simulate(args) => simulate_command(&args),
        GamesCommand::Rtp(args) => rtp_command(&args),
        GamesCommand::Verify(args) => verify_command(args),
        GamesCommand::Serve(args) => {
            tokio::runtime::Builder::new_multi_thread().enable_all().build()?.block_on(serve_command(*args))
        }
    }
}

async fn serve_command(args: ServeArgs) -> anyhow::Result<()> {
    let wallet = args.games.games_wallet_url.clone().filter(|url| !url.trim().is_empty());
    let wallet = wallet.context("zar games serve needs ZAR_GAMES_WALLET_URL: the site's /api/wallet/zar")?;
    let secret = args.games.games_wallet_secret.clone().filter(|secret| !secret.is_empty());
    let secret = secret.context("zar games serve needs ZAR_GAMES_WALLET_SECRET: the value the site has too")?;
    let listener =
        tokio::net::TcpListener::bind(&args.listen).await.with_context(|| format!("binding {}", args.listen))?;
    let addr = listener.local_addr()?;
    let db = crate::process::open(&args.database).await?;
    let games = games::Games::new(args.games.config(addr, &args.web_dir, &secret), db.clone(), Clock::default());
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let background = [
        tokio::spawn({
            let (games, stopped) = (games.clone(), stopped.clone());
            async move { games.recover(stopped).await }
        }),
        tokio::spawn({
            let games = games.clone();
            async move { games.run_crash(stopped).await }
        }),
    ];
    tracing::info!(wallet = %wallet, "Zar Games is serving http://{addr}");
    let served = api::serve(listener, games.router(), crate::process::shutdown_signal()).await;
    let _ = stop.send(true);
    for task in background {
        let _ = tokio::time::timeout(std::time::Duration::from_secs(10), task).await;
    }
    db.close().await;
    served.context("serving Zar Games")
}

fn simulate_command(args: &SimulateArgs) -> anyhow::Result<()> {
    let game = game(&args.game)?;
    if args.rounds < 2 {
        bail!("simulate at least 2 rounds");
    }
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    let started = Instant::now();
    let per = args.rounds.div_ceil(threads as u64);
    let mut tally = Tally::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|i| {
                let (from, to) = (i * per, ((i + 1) * per).min(args.rounds));
                scope.spawn(move || simulate::run(game, args.seed, from..to))
            })
            .collect();
        for handle in handles {
            if let Ok(part) = handle.join() {
                tally.merge(&part);
            }
        }
    });
    let elapsed = started.elapsed().as_secs_f64();
    let stated = game.rtp_ppm() as f64 / 1e6;
    let (low, high) = tally.interval_99();
    println!("game            {}", game.code());
    println!("rounds          {}", tally.rounds);
    println!("stated RTP      {:.4} %", stated * 100.0);
    println!("measured RTP    {:.4} %", tally.rtp() * 100.0);
    println!("99 % interval   [{:.4} %, {:.4} %]", low * 100.0, high * 100.0);
    println!("agrees          {}", if tally.agrees_with(stated) { "yes" } else { "NO" });
    println!("hit rate        {:.2} %", tally.hits as f64 * 100.0 / tally.rounds as f64);
    println!("largest win     {:.2}× the stake", tally.max_win as f64 / simulate::STAKE as f64);
    println!(
        "speed           {:.0} rounds/s on {threads} thread(s), {:.0} rounds/s per thread ({elapsed:.2} s)",
        tally.rounds as f64 / elapsed,
        tally.rounds as f64 / elapsed / threads as f64
    );
    if !tally.agrees_with(stated) {
        bail!("the measured RTP's 99 % interval does not contain the stated RTP");
    }
    Ok(())
}

fn rtp_command(args: &RtpArgs) -> anyhow::Result<()> {
    let game = game(&args.game)?;
    println!("stated RTP      {:.4} %", game.rtp_ppm() as f64 / 1e4);
    if game != GameCode::Slot {
        println!(
            "{}",
            match game {
                GameCode::Dice => "every target: 10000 rolls, multiplier ⌊99/chance%⌋ to 4 decimals: 98.99–99.00 %",
                GameCode::Roulette => "every bet on k numbers returns 36/k: 36/37 = 97.2973 %",
                _ => "P(crash ≥ m) = 0.99/m for every cash-out m: 99 %",
            }
        );
        return Ok(());
    }
    let figures = slot::exact_rtp();
    println!("one line        {:.6} line bets per spin", figures.line);
    println!("scatters        {:.6} total bets per spin", figures.scatter);
    println!(
        "free spins      1 in {:.1} spins, {:.4} spins each",
        1.0 / figures.trigger,
        figures.free_spins_per_trigger
    );
    println!("exact RTP       {:.6} %", figures.rtp * 100.0);
    let started = Instant::now();
    let (units, triggered, spins) = slot::enumerate_base();
    let base = units as f64 / spins as f64 / slot::LINES.len() as f64;
    let trigger = triggered as f64 / spins as f64;
    let enumerated = base * (1.0 + trigger * figures.free_spins_per_trigger * f64::from(slot::FREE_SPIN_MULTIPLIER));
    println!(
        "enumerated      {spins} stops in {:.2} s: base {:.6} total bets, trigger 1 in {:.1}, RTP {:.6} %",
        started.elapsed().as_secs_f64(),
        base,
        1.0 / trigger,
        enumerated * 100.0
    );
    if (enumerated - figures.rtp).abs() > 1e-9 {
        bail!("the enumeration and the analysis disagree");
    }
    Ok(())
}

fn verify_command(args: VerifyArgs) -> anyhow::Result<()> {
    let params = args.params.as_deref().map(serde_json::from_str).transpose().context("--params is not JSON")?;
    let stake = args
        .stake
        .as_deref()
        .map(|s| serde_json::from_str::<serde_json::Value>(s.trim()))
        .transpose()
        .context("--stake is not a number")?;
    let request = games::verify::Request {
        game: args.game,
        server_seed: args.server_seed,
        client_seed: args.client_seed,
        nonce: args.nonce.map(serde_json::Value::from),
        params,
        stake,
        hash: args.hash,
        salt: args.salt,
        terminal: args.terminal,
        round: args.round,
    };
    match games::verify::verify(&request, games::verify::LOCAL_MAX_ROUNDS) {
        Ok(answer) => {
            println!("{}", serde_json::to_string_pretty(&answer)?);
            Ok(())
        }
        Err(error) => {
            let localized = games::i18n::message(games::i18n::Lang::En, error.code, &[]);
            bail!("{localized} ({})", error.code)
        }
    }
}
