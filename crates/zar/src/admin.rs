//! `zar admin …`: checks an operator runs against the database.

use std::path::PathBuf;

use anyhow::Context;
use base64::Engine;
use clap::{Args, Subcommand};
use domain::clock::Clock;

use crate::anchor::{self, Anchor, SigningKeyArgs};
use crate::config::DatabaseArgs;

#[derive(Subcommand, Debug)]
pub enum AdminCommand {
    /// The operators' audit log.
    #[command(subcommand)]
    Audit(AuditCommand),
    /// The money ledger.
    #[command(subcommand)]
    Ledger(LedgerCommand),
}

#[derive(Subcommand, Debug)]
pub enum LedgerCommand {
    /// Check every ledger invariant (balanced transactions, balances equal to their entries, no negative
    /// player balance); exit non-zero listing each violation.
    Verify(DatabaseArgs),
}

#[derive(Subcommand, Debug)]
pub enum AuditCommand {
    /// Walk the audit log's hash chain from the first row; exit non-zero at the first broken link. With
    /// `--anchor FILE`, also check every signed anchor in the file: a rewritten and rehashed chain fails.
    Verify(VerifyArgs),
    /// Print the signed head of the audit chain (last id, its hash, the time; Ed25519 with a key the database
    /// never holds), and with `--append FILE` add it to an anchor file. Run it on a schedule.
    Anchor(AnchorArgs),
    /// Make an Ed25519 key pair for anchors: prints ZAR_AUDIT_SIGNING_KEY (unless `--key-file` is given, which
    /// receives it) and ZAR_AUDIT_PUBLIC_KEY.
    Keygen(KeygenArgs),
}

#[derive(Args, Debug)]
pub struct VerifyArgs {
    #[command(flatten)]
    database: DatabaseArgs,
    /// An anchor file (`zar admin audit anchor --append FILE`): every anchor must be signed by the public key and
    /// the row at its id must still carry its hash.
    #[arg(long, value_name = "FILE")]
    anchor: Option<PathBuf>,
    /// The anchors' public key (base64 or hex); derived from the signing key when only that is given.
    #[arg(long, env = "ZAR_AUDIT_PUBLIC_KEY", value_name = "KEY")]
    public_key: Option<String>,
    #[command(flatten)]
    key: SigningKeyArgs,
}

#[derive(Args, Debug)]
pub struct AnchorArgs {
    #[command(flatten)]
    database: DatabaseArgs,
    #[command(flatten)]
    key: SigningKeyArgs,
    /// Append the anchor as a line to this file (created if missing) besides printing it.
    #[arg(long, value_name = "FILE")]
    append: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct KeygenArgs {
    /// Write the signing key to this new file (mode 0600) instead of printing it.
    #[arg(long, value_name = "PATH")]
    key_file: Option<PathBuf>,
}

pub async fn run(command: AdminCommand) -> anyhow::Result<()> {
    match command {
        AdminCommand::Audit(AuditCommand::Verify(args)) => verify(args).await,
        AdminCommand::Audit(AuditCommand::Anchor(args)) => {
            let key = args.key.require()?;
            let db = crate::process::open(&args.database).await?;
            let head = store::audit::head(&db).await;
            db.close().await;
            let (id, hash) = head?;
            let anchor = Anchor::sign(&key, id, &hash, Clock::default().now());
            if let Some(path) = &args.append {
                anchor::append(path, &anchor)?;
            }
            println!("{}", anchor.line());
            Ok(())
        }
        AdminCommand::Audit(AuditCommand::Keygen(args)) => keygen(&args),
        AdminCommand::Ledger(LedgerCommand::Verify(args)) => {
            let db = crate::process::open(&args).await?;
            let violations = store::ledger::verify(&db).await;
            db.close().await;
            let violations = violations?;
            if violations.is_empty() {
                println!("ledger intact: every transaction balances and every balance equals its entries");
                return Ok(());
            }
            for violation in &violations {
                eprintln!("{violation:?}");
            }
            anyhow::bail!("ledger broken: {} violation(s)", violations.len())
        }
    }
}

/// `zar admin audit verify [--anchor FILE]`.
async fn verify(args: VerifyArgs) -> anyhow::Result<()> {
    // Every anchor is checked against the trusted key before the database is read.
    let checkpoints = match &args.anchor {
        None => Vec::new(),
        Some(path) => {
            let key = match (&args.public_key, args.key.load()?) {
                (Some(text), _) if !text.trim().is_empty() => {
                    anchor::parse_public_key(text).context("the audit public key")?
                }
                (_, Some(signing)) => signing.verifying_key(),
                _ => anyhow::bail!(
                    "--anchor needs the anchors' public key: set ZAR_AUDIT_PUBLIC_KEY (or pass --public-key)"
                ),
            };
            let anchors = anchor::read_file(path)?;
            // An emptied file must not pass for an intact log.
            anyhow::ensure!(!anchors.is_empty(), "the anchor file {} holds no anchors", path.display());
            let mut checkpoints = Vec::with_capacity(anchors.len());
            for (line, anchor) in anchors {
                anchor.check(&key).with_context(|| {
                    format!("{} line {line}: the anchor of audit row {} is forged", path.display(), anchor.id)
                })?;
                let source = format!("anchored at {} ({} line {line})", anchor.at, path.display());
                checkpoints.push(store::audit::Checkpoint { id: anchor.id, hash: anchor.hash, source });
            }
            checkpoints
        }
    };
    let db = crate::process::open(&args.database).await?;
    let verification = store::audit::verify_against(&db, &checkpoints).await;
    db.close().await;
    let verification = verification?;
    match verification.broken {
        None if checkpoints.is_empty() => {
            println!("audit log intact: {} rows verified", verification.checked);
            Ok(())
        }
        None => {
            println!(
                "audit log intact: {} rows verified, matching {} signed anchor(s)",
                verification.checked,
                checkpoints.len()
            );
            Ok(())
        }
        Some(link) => anyhow::bail!("audit log broken at {link} ({} rows before it verified)", verification.checked),
    }
}

/// `zar admin audit keygen [--key-file PATH]`.
fn keygen(args: &KeygenArgs) -> anyhow::Result<()> {
    let key = anchor::generate();
    let engine = base64::engine::general_purpose::STANDARD;
    let (secret, public) = (engine.encode(key.to_bytes()), engine.encode(key.verifying_key().as_bytes()));
    match &args.key_file {
        Some(path) => {
            use std::io::Write;
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            let mut file =
                options.open(path).with_context(|| format!("creating {} (never overwritten)", path.display()))?;
            writeln!(file, "{secret}").and_then(|()| file.sync_all())?;
            println!("signing key written to {}", path.display());
        }
        None => println!("ZAR_AUDIT_SIGNING_KEY={secret}"),
    }
    println!("ZAR_AUDIT_PUBLIC_KEY={public}");
    Ok(())
}
