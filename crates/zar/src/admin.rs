//! `zar admin …`: checks an operator runs against the database.

use clap::Subcommand;

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
    /// Walk the audit log's hash chain from the first row; exit non-zero at the first broken link.
    Verify(DatabaseArgs),
}

pub async fn run(command: AdminCommand) -> anyhow::Result<()> {
    match command {
        AdminCommand::Audit(AuditCommand::Verify(args)) => {
            let db = crate::open(&args).await?;
            let verification = store::audit::verify(&db).await;
            db.close().await;
            let verification = verification?;
            match verification.broken {
                None => {
                    println!("audit log intact: {} rows verified", verification.checked);
                    Ok(())
                }
                Some(link) => {
                    anyhow::bail!("audit log broken at {link} ({} rows before it verified)", verification.checked)
                }
            }
        }
        AdminCommand::Ledger(LedgerCommand::Verify(args)) => {
            let db = crate::open(&args).await?;
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
