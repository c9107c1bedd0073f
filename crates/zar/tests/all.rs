//! The `zar` binary's tests, in one test binary: each module runs the built `zar` as an operator would.
//! A new module goes in `tests/<name>.rs`, listed below (Cargo.toml has `autotests = false`).
#![allow(clippy::unwrap_used)]

mod audit_anchor;
mod built_in_games;
mod crash_safety;
mod dev_switches;
mod games_cli;
mod ledger_cli;
mod operator_cli;
mod postgres_roles;
mod serve;
mod tls;
