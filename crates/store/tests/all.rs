//! The store's integration tests, in one test binary, one module per subject.
//! A new module goes in `tests/<name>.rs`, listed below (Cargo.toml has `autotests = false`).
#![allow(clippy::unwrap_used)]

mod demo;
mod ledger;
