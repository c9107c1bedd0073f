//! `zar`: the betting and casino site in one binary.

mod admin;
mod anchor;
mod config;
mod games_cli;
mod logging;
mod operator;
mod process;
mod sportsbook_cli;

use std::net::SocketAddr;

use anyhow::Context;
use clap::{Parser, Subcommand};
use domain::clock::Clock;
use store::Db;

use crate::config::{DatabaseArgs, ServeArgs};

#[derive(Parser)]
#[command(name = "zar", version, about = "Zar: betting and casino site (API, web app, real-time hub)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web app.
    Serve(Box<ServeArgs>),
    /// Apply database migrations and exit.
    Migrate(DatabaseArgs),
    /// Load the demo content (idempotent) and exit.
    Seed(DatabaseArgs),
    /// Print the OpenAPI document.
    Openapi,
    /// Operator accounts: `zar operator create|list|disable|enable`.
    #[command(subcommand)]
    Operator(operator::OperatorCommand),
    /// Administrative checks: `zar admin audit verify|anchor|keygen`, `zar admin ledger verify`.
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Zar Games: `zar games simulate|rtp|verify|serve`.
    #[command(subcommand)]
    Games(games_cli::GamesCommand),
    /// Zar Sportsbook: `zar sportsbook serve|openapi`.
    #[command(subcommand)]
    Sportsbook(sportsbook_cli::SportsbookCommand),
}

/// mimalloc: the server allocates and frees many small buffers per request (glibc's malloc spent about a fifth
/// of the wallet bench's CPU).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> anyhow::Result<()> {
    config::load_file_into_env()?;
    let cli = Cli::parse();
    logging::init();
    // The games' maths is CPU work on plain threads: no runtime.
    let cli = match cli.command {
        Command::Games(command) => return games_cli::run(command),
        command => Cli { command },
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(run(cli.command))
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Serve(args) => serve(*args).await,
        Command::Migrate(args) => {
            let db = process::open(&args).await?;
            // The hub's backplane table too, so an application role without rights on the schema can serve.
            if let Db::Postgres(pool) = &db {
                signalr::backplane::PostgresBackplane::create_table(pool).await.context("the hub's backplane table")?;
            }
            tracing::info!("migrations applied");
            Ok(())
        }
        Command::Seed(args) => {
            let db = process::open(&args).await?;
            store::demo::load(&db, Clock::default().now()).await?;
            tracing::info!("demo content loaded");
            Ok(())
        }
        Command::Operator(command) => operator::run(command).await,
        Command::Admin(command) => admin::run(command).await,
        Command::Games(command) => games_cli::run(command),
        Command::Sportsbook(command) => sportsbook_cli::run(command).await,
        Command::Openapi => {
            println!("{}", serde_json::to_string_pretty(&api::document())?);
            Ok(())
        }
    }
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let listener =
        tokio::net::TcpListener::bind(&args.listen).await.with_context(|| format!("binding {}", args.listen))?;
    let addr: SocketAddr = listener.local_addr()?;
    args.check_dev_switches(addr.ip()).map_err(anyhow::Error::msg)?;
    let tls_listener = match (&args.tls_listen, &args.tls_cert, &args.tls_key) {
        (Some(listen), Some(cert), Some(key)) => {
            let config = api::tls::server_config(cert, key).map_err(anyhow::Error::msg)?;
            let listener = tokio::net::TcpListener::bind(listen).await.with_context(|| format!("binding {listen}"))?;
            args.check_dev_switches(listener.local_addr()?.ip()).map_err(anyhow::Error::msg)?;
            Some(api::tls::TlsListener::new(listener, config)?)
        }
        _ => None,
    };
    warn_dev_switches(&args, addr);
    let db = process::open(&args.database).await?;
    if args.seed_demo {
        store::demo::load(&db, Clock::default().now()).await?;
    }
    let settings = args.settings();
    tracing::info!(database = %store::redact(&args.database.database_url), "Zar is serving http://{addr}");
    if let Some(tls) = &tls_listener {
        tracing::info!("and https://{}", axum::serve::Listener::local_addr(tls)?);
    }
    // On PostgreSQL every instance shares the hub's messages through LISTEN/NOTIFY (architecture §13).
    let backplane: Option<std::sync::Arc<dyn signalr::Backplane>> = match &db {
        Db::Postgres(pool) => Some(std::sync::Arc::new(
            signalr::backplane::PostgresBackplane::new(pool.clone(), "zar_hub").await.context("the hub's backplane")?,
        )),
        Db::Sqlite(_) => None,
    };
    let state = api::AppState::with_backplane(db.clone(), settings, backplane);
    // Zar Games in this process: its pages and API beside the site's, settling unsettled rounds in the
    // background. It reaches the wallet over HTTP like any provider (ZAR_GAMES_WALLET_URL, default this server),
    // signing with the secret the wallet keeps for it (ZAR_GAMES_WALLET_SECRET, or one made once and stored).
    // With ZAR_GAMES_IN_PROCESS=0 they run elsewhere (`zar games serve`) and this instance only verifies their calls.
    let games_secret =
        api::seamless::zar_secret(&state).await.map_err(|e| anyhow::anyhow!("the games' wallet secret: {e:?}"))?;
    let games = args.games_in_process.then(|| {
        games::Games::new(args.games.config(addr, &args.web_dir, &games_secret), db.clone(), state.clock.clone())
    });
    // Zar Sportsbook likewise: its frame and API beside the site's, its feed and settlement in the background,
    // reaching the wallet over HTTP as provider `sportsbook` (ZAR_SPORTSBOOK_IN_PROCESS=0: `zar sportsbook serve`).
    let sportsbook_secret = api::seamless::partner_secret(&state, domain::casino::Provider::Sportsbook)
        .await
        .map_err(|e| anyhow::anyhow!("the sportsbook's wallet secret: {e:?}"))?;
    let book = args.sportsbook_in_process.then(|| {
        let config = args.sportsbook.config(addr, &args.web_dir, &sportsbook_secret);
        sportsbook::Sportsbook::new(config, db.clone(), state.clock.clone())
    });
    // The outbox's delivery worker runs beside the server and stops after it.
    let (stop_delivery, delivery_stop) = tokio::sync::watch::channel(false);
    let delivery_stop_games = delivery_stop.clone();
    let delivery = tokio::spawn(api::delivery::run(state.clone(), delivery_stop));
    let hub = state.realtime.as_ref().and_then(api::realtime::Realtime::context);
    let mut games_tasks = Vec::new();
    let mut routes = api::api_routes();
    if let Some(games) = &games {
        games_tasks.push(tokio::spawn({
            let (games, stop) = (games.clone(), delivery_stop_games.clone());
            async move { games.recover(stop).await }
        }));
        games_tasks.push(tokio::spawn({
            let (games, stop) = (games.clone(), delivery_stop_games.clone());
            async move { games.run_crash(stop).await }
        }));
        let client_ip = axum::middleware::from_fn_with_state(state.clone(), games_client_ip);
        routes = routes.merge(games.router().layer(client_ip));
    }
    if let Some(book) = &book {
        games_tasks.push(tokio::spawn({
            let (book, stop) = (book.clone(), delivery_stop_games.clone());
            async move { book.run(stop).await }
        }));
        routes = routes.merge(book.router());
    }
    let web = api::web::router(&state);
    let app = api::site(state.clone(), routes.merge(web));
    // On SIGTERM/SIGINT: close the hub's connections telling clients to reconnect (elsewhere, or here once
    // back), then stop accepting and let requests finish, for at most SHUTDOWN_GRACE.
    let (signalled, stopping) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        process::shutdown_signal().await;
        if let Some(hub) = hub {
            hub.shutdown(std::time::Duration::from_secs(5)).await;
        }
        let _ = signalled.send(true);
    });
    let stopped = |mut stopping: tokio::sync::watch::Receiver<bool>| async move {
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    let plain = api::serve(listener, app.clone(), stopped(stopping.clone()));
    let tls_stopped = stopped(stopping.clone());
    let tls = async move {
        match tls_listener {
            Some(listener) => api::serve(listener, app, tls_stopped).await,
            None => Ok(()),
        }
    };
    let server = async { tokio::try_join!(plain, tls).map(|_| ()) };
    let mut grace = stopping;
    let served = tokio::select! {
        served = server => served,
        () = async move {
            let _ = grace.wait_for(|stop| *stop).await;
            tokio::time::sleep(api::SHUTDOWN_GRACE).await;
        } => {
            tracing::warn!("requests were still running {:?} after the stop signal: stopping anyway", api::SHUTDOWN_GRACE);
            Ok(())
        }
    };
    // Work requests started without waiting (recovery e-mails) finishes before the outbox's worker stops.
    state.background.close();
    if tokio::time::timeout(std::time::Duration::from_secs(10), state.background.wait()).await.is_err() {
        tracing::warn!("background work did not finish in time");
    }
    let _ = stop_delivery.send(true);
    if tokio::time::timeout(std::time::Duration::from_secs(30), delivery).await.is_err() {
        tracing::warn!("the delivery worker did not stop in time");
    }
    for task in games_tasks {
        let _ = tokio::time::timeout(std::time::Duration::from_secs(10), task).await;
    }
    served?;
    db.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// A loud warning for each development switch that is on (the demo gateway off loopback): none belongs in
/// production.
fn warn_dev_switches(args: &ServeArgs, addr: SocketAddr) {
    if args.dev_outbox {
        tracing::warn!(
            "!!! ZAR_DEV_OUTBOX is on: /dev/outbox shows every e-mail and SMS with their codes to anyone who can reach \
             http://{addr}. Never enable it in production. !!!"
        );
    }
    if args.seed_demo {
        tracing::warn!(
            "!!! ZAR_SEED_DEMO is on: the demo accounts exist, with the operator admin/admin12345 and the player \
             demo/demo12345. Never enable it in production. !!!"
        );
    }
    if args.demo_gateway && !addr.ip().to_canonical().is_loopback() {
        tracing::warn!(
            "!!! ZAR_DEMO_GATEWAY is on while listening on {addr}: its hosted page confirms deposits without taking \
             any money, so anyone who reaches it can credit themselves. Never enable it in production. !!!"
        );
    }
    if args.unsafe_dev && !args.dev_switches().is_empty() {
        tracing::warn!("!!! --unsafe-dev: development switches are on while listening on {addr}. !!!");
    }
}

/// Tells the in-process games the client's address as the site reads it (behind trusted proxies, from
/// `X-Forwarded-For`), for their per-address limits.
async fn games_client_ip(
    axum::extract::State(state): axum::extract::State<api::AppState>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let (mut parts, body) = request.into_parts();
    let origin = api::session::Origin::from_parts(&parts, &state.settings);
    parts.extensions.insert(games::ClientIp(origin.ip_key().to_owned()));
    next.run(axum::extract::Request::from_parts(parts, body)).await
}
