//! `zar sportsbook …`: Zar Sportsbook on its own (`serve`) and its OpenAPI document (`openapi`).

use anyhow::Context;
use clap::{Args, Subcommand};
use domain::clock::Clock;

use crate::config::{DatabaseArgs, SportsbookArgs};

#[derive(Subcommand, Debug)]
pub enum SportsbookCommand {
    /// Serve Zar Sportsbook on its own, as a sportsbook partner in its own process: the frame page and its API,
    /// the feed and the settlement of bets. Money moves only through the site's seamless wallet
    /// (`ZAR_SPORTSBOOK_WALLET_URL`, signed with `ZAR_SPORTSBOOK_WALLET_SECRET`, the same value the site has). Point
    /// the site's `betsy_url`/`betco_url` at this server's `/sportsbook/` and run the site with
    /// `ZAR_SPORTSBOOK_IN_PROCESS=0`.
    Serve(Box<ServeArgs>),
    /// Print the player API's OpenAPI document.
    Openapi,
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "ZAR_SPORTSBOOK_LISTEN", default_value = "127.0.0.1:8082")]
    pub listen: String,
    /// The built web app (the frame page is its `sportsbook.html`).
    #[arg(long, env = "ZAR_WEB_DIR", default_value = "web/dist")]
    pub web_dir: std::path::PathBuf,
    #[command(flatten)]
    pub sportsbook: SportsbookArgs,
}

pub async fn run(command: SportsbookCommand) -> anyhow::Result<()> {
    match command {
        SportsbookCommand::Serve(args) => serve(*args).await,
        SportsbookCommand::Openapi => {
            println!("{}", serde_json::to_string_pretty(&sportsbook::Sportsbook::openapi())?);
            Ok(())
        }
    }
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let wallet = args.sportsbook.sportsbook_wallet_url.clone().filter(|url| !url.trim().is_empty());
    let wallet =
        wallet.context("zar sportsbook serve needs ZAR_SPORTSBOOK_WALLET_URL: the site's /api/wallet/sportsbook")?;
    let secret = args.sportsbook.sportsbook_wallet_secret.clone().filter(|secret| !secret.is_empty());
    let secret =
        secret.context("zar sportsbook serve needs ZAR_SPORTSBOOK_WALLET_SECRET: the value the site has too")?;
    let listener =
        tokio::net::TcpListener::bind(&args.listen).await.with_context(|| format!("binding {}", args.listen))?;
    let addr = listener.local_addr()?;
    let db = crate::process::open(&args.database).await?;
    let config = args.sportsbook.config(addr, &args.web_dir, &secret);
    let book = sportsbook::Sportsbook::new(config, db.clone(), Clock::default());
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let background = tokio::spawn({
        let book = book.clone();
        async move { book.run(stopped).await }
    });
    tracing::info!(wallet = %wallet, "Zar Sportsbook is serving http://{addr}/sportsbook/");
    let served = api::serve(listener, book.router(), crate::process::shutdown_signal()).await;
    let _ = stop.send(true);
    let _ = tokio::time::timeout(std::time::Duration::from_secs(10), background).await;
    db.close().await;
    served.context("serving Zar Sportsbook")
}
