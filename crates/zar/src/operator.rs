//! `zar operator create|list|disable|enable|passwd|reset-2fa`: operator accounts are managed on the command line, never
//! through the API, so the first admin needs no bootstrap endpoint and a leaked admin token cannot mint
//! or revive accounts.

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use domain::{clock::Clock, locale::Locale, operator::Role, validation::Invalid};
use store::{audit::Actor, operators::CreateError};

use crate::config::DatabaseArgs;

/// Where the new operator's password comes from when not typed at the prompt.
pub const PASSWORD_ENV: &str = "ZAR_OPERATOR_PASSWORD";

#[derive(Subcommand, Debug)]
pub enum OperatorCommand {
    /// Create an operator. The password comes from ZAR_OPERATOR_PASSWORD or is asked for on the terminal.
    Create(CreateArgs),
    /// List every operator with its role and state.
    List(ListArgs),
    /// Disable an operator: their logins are refused and their open sessions end at once.
    Disable(NameArgs),
    /// Enable a disabled operator again.
    Enable(NameArgs),
    /// Set an operator's password (from ZAR_OPERATOR_PASSWORD or typed twice); their open sessions end.
    Passwd(NameArgs),
    /// Remove an operator's second factor (a lost authenticator): they log in with the password and enrol again.
    #[command(name = "reset-2fa")]
    Reset2fa(NameArgs),
}

#[derive(Args, Debug)]
pub struct ListArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Args, Debug)]
pub struct NameArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The operator's login name (case-insensitive).
    #[arg(long)]
    pub username: String,
}

#[derive(Args, Debug)]
pub struct CreateArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Login name: 3–32 letters, digits, '.', '_' or '-' (unique, case-insensitive).
    #[arg(long)]
    pub username: String,
    /// admin (everything), finance, support or content.
    #[arg(long, value_parser = parse_role)]
    pub role: Role,
}

fn parse_role(value: &str) -> Result<Role, String> {
    Role::parse(value).map_err(|invalid| explain(&invalid))
}

/// The English message of a refused input.
fn explain(invalid: &Invalid) -> String {
    api::i18n::message(Locale::En, invalid.key, &invalid.args)
}

pub async fn run(command: OperatorCommand) -> anyhow::Result<()> {
    match command {
        OperatorCommand::Create(args) => create(args).await,
        OperatorCommand::List(args) => list(args).await,
        OperatorCommand::Disable(args) => set_disabled(args, true).await,
        OperatorCommand::Enable(args) => set_disabled(args, false).await,
        OperatorCommand::Passwd(args) => passwd(args).await,
        OperatorCommand::Reset2fa(args) => reset_2fa(args).await,
    }
}

async fn list(args: ListArgs) -> anyhow::Result<()> {
    let db = crate::process::open(&args.database).await?;
    let operators = store::operators::list(&db).await;
    db.close().await;
    let operators = operators?;
    if operators.is_empty() {
        println!("no operators yet: create one with `zar operator create --username … --role admin`");
        return Ok(());
    }
    println!("{:>4}  {:<32}  {:<8}  {:<20}  state", "id", "username", "role", "created");
    for operator in operators {
        let state = match operator.disabled_at {
            Some(at) => format!("disabled {}", at.format("%Y-%m-%d %H:%M")),
            None => "active".to_owned(),
        };
        let created = operator.created_at.format("%Y-%m-%d %H:%M").to_string();
        println!(
            "{:>4}  {:<32}  {:<8}  {:<20}  {state}",
            operator.id,
            operator.username,
            operator.role.as_str(),
            created
        );
    }
    Ok(())
}

async fn set_disabled(args: NameArgs, disabled: bool) -> anyhow::Result<()> {
    let db = crate::process::open(&args.database).await?;
    let tool = if disabled { "zar operator disable" } else { "zar operator enable" };
    let changed =
        store::operators::set_disabled(&db, &args.username, disabled, &Actor::system(tool, Clock::default().now()))
            .await;
    db.close().await;
    match changed? {
        Some(operator) if disabled => {
            println!("disabled operator {} (id {}); their sessions ended", operator.username, operator.id)
        }
        Some(operator) => println!("enabled operator {} (id {})", operator.username, operator.id),
        None => bail!("there is no operator named {}", args.username),
    }
    Ok(())
}

async fn create(args: CreateArgs) -> anyhow::Result<()> {
    let username = domain::operator::parse_username(&args.username)
        .map_err(|invalid| anyhow::anyhow!("username: {}", explain(&invalid)))?
        .to_owned();
    let hash = password_hash()?;

    let db = crate::process::open(&args.database).await?;
    let actor = Actor::system("zar operator create", Clock::default().now());
    let created = store::operators::create(&db, &username, args.role, &hash, &actor).await;
    db.close().await;
    match created {
        Ok(operator) => {
            println!("created operator {} (id {}, role {})", operator.username, operator.id, operator.role);
            Ok(())
        }
        Err(CreateError::UsernameTaken) => bail!("an operator named {username} exists already"),
        Err(CreateError::Store(e)) => Err(e.into()),
    }
}

async fn passwd(args: NameArgs) -> anyhow::Result<()> {
    let hash = password_hash()?;
    let db = crate::process::open(&args.database).await?;
    let actor = Actor::system("zar operator passwd", Clock::default().now());
    let changed = store::operators::set_password(&db, &args.username, &hash, &actor).await;
    db.close().await;
    match changed? {
        Some(operator) => {
            println!(
                "changed the password of operator {} (id {}); their sessions ended",
                operator.username, operator.id
            );
            Ok(())
        }
        None => bail!("there is no operator named {}", args.username),
    }
}

async fn reset_2fa(args: NameArgs) -> anyhow::Result<()> {
    let db = crate::process::open(&args.database).await?;
    let result = async {
        let Some((operator, _)) = store::operators::credentials(&db, &args.username).await? else {
            bail!("there is no operator named {}", args.username);
        };
        let actor = Actor::system("zar operator reset-2fa", Clock::default().now());
        let entry = store::audit::NewEntry::new(&actor, "operator.totp_remove", "operator", operator.id);
        if store::operator_totp::remove(&db, operator.id, &entry).await? {
            println!("removed the second factor of operator {} (id {})", operator.username, operator.id);
        } else {
            println!("operator {} (id {}) has no second factor", operator.username, operator.id);
        }
        Ok(())
    }
    .await;
    db.close().await;
    result
}

/// The new password, checked against the operator password rules, hashed.
fn password_hash() -> anyhow::Result<String> {
    let password = password()?;
    domain::operator::check_password(&password)
        .map_err(|invalid| anyhow::anyhow!("password: {}", explain(&invalid)))?;
    let password = domain::account::Password::parse(&password)
        .map_err(|invalid| anyhow::anyhow!("password: {}", explain(&invalid)))?;
    domain::password::hash(&password).context("hashing the password")
}

/// The password from the environment, or typed twice on the terminal without echo.
fn password() -> anyhow::Result<String> {
    if let Ok(password) = std::env::var(PASSWORD_ENV)
        && !password.is_empty()
    {
        return Ok(password);
    }
    let first = rpassword::prompt_password("Password: ")
        .with_context(|| format!("reading the password (no terminal? set {PASSWORD_ENV})"))?;
    let second = rpassword::prompt_password("Password again: ").context("reading the password")?;
    if first != second {
        bail!("the passwords differ");
    }
    Ok(first)
}
