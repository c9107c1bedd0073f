//! Zar's database access. One [`Db`] serves SQLite (the embedded default) and PostgreSQL (scale-out);
//! repositories write SQL both accept and run it through `with_db!` (private to this crate) on whichever pool is open.

pub mod audit;
pub mod bonuses;
pub mod casino;
pub mod cms;
pub mod codes;
pub mod countries;
mod db;
pub mod demo;
pub mod games;
pub mod ledger;
pub mod notifications;
pub mod operator_totp;
pub mod operators;
pub mod outbox;
pub mod payments;
pub mod player_admin;
pub mod player_notes;
pub mod players;
pub mod rate_limits;
pub mod reports;
pub mod responsible;
pub mod seamless;
pub mod sessions;
pub mod site_options;
pub mod sportsbook;
pub mod support;
pub mod testing;

pub use db::{Backend, Conn, Db, Kept, KeptConn, redact};
pub(crate) use db::{
    BeginWrite, bind_pairs, in_list, pair_keys, rows_table, rows_values, with_conn, with_db, with_rows,
};

/// A failure of the store. Callers treat everything but the named cases as internal.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("bad database url: {0}")]
    Url(String),
    /// Anything else that stops a store operation (e.g. demo content that cannot be made).
    #[error("{0}")]
    Other(String),
}

pub type Result<T, E = StoreError> = std::result::Result<T, E>;
