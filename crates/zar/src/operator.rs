//! `zar operator create`: operator accounts are made on the command line, never through the API, so the
//! first admin needs no bootstrap endpoint.

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use domain::{locale::Locale, operator::Role, validation::Invalid};
use store::{audit::Actor, operators::CreateError};

use crate::config::DatabaseArgs;

/// Where the new operator's password comes from when not typed at the prompt.
pub const PASSWORD_ENV: &str = "ZAR_OPERATOR_PASSWORD";

#[derive(Subcommand, Debug)]
pub enum OperatorCommand {
    /// Create an operator. The password comes from ZAR_OPERATOR_PASSWORD or is asked for on the terminal.
    Create(CreateArgs),
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
    }
}

async fn create(args: CreateArgs) -> anyhow::Result<()> {
    let username = domain::operator::parse_username(&args.username)
        .map_err(|invalid| anyhow::anyhow!("username: {}", explain(&invalid)))?
        .to_owned();
    let password = password()?;
    domain::operator::check_password(&password)
        .map_err(|invalid| anyhow::anyhow!("password: {}", explain(&invalid)))?;
    let password = domain::account::Password::parse(&password)
        .map_err(|invalid| anyhow::anyhow!("password: {}", explain(&invalid)))?;
    let hash = domain::password::hash(&password).context("hashing the password")?;

    let db = crate::open(&args.database).await?;
    let actor = Actor::system("zar operator create");
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
