//! The game server's tests, in one test binary: the real router on a real port against a fake seamless wallet
//! (`fake_wallet`) on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

mod crash;
mod fake_wallet;
mod rounds;
mod verifier;
