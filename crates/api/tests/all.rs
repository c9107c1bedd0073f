//! The API's integration tests, in one binary: each module holds one feature's tests over real HTTP, and
//! `common` the harness they share. One binary links the whole stack once instead of once per file.
//! A new feature's tests go in `tests/<feature>.rs`, listed below (Cargo.toml has `autotests = false`).
#![allow(clippy::unwrap_used)]

#[macro_use]
mod common;

mod accounts;
mod admin_player_activity;
mod admin_player_notes;
mod admin_player_sessions;
mod admin_players;
mod blocked_payouts;
mod bonuses;
mod casino_catalogue;
mod casino_history;
mod casino_launch;
mod casino_providers;
mod casino_wallet;
mod cms;
mod cms_admin;
mod codes;
mod errors;
mod foundation;
mod four_eyes;
mod gateways;
mod locale_codes;
mod lockouts;
mod money_model;
mod money_safety;
mod notifications;
mod operator_totp;
mod operators;
mod outbox;
mod password_work;
mod payments;
mod protection;
mod proxies;
mod realtime;
mod reports;
mod responsible;
mod sessions;
mod site_option_roles;
mod sportsbook_admin;
mod support;
