//! Zar's pure rules: languages, validated inputs, money, ledger postings, sessions, the casino, Zar Games'
//! maths, the built-in sportsbook's rules, request signatures, and the one clock. No I/O here beyond the clock's
//! reading of the system time.

pub mod account;
pub mod bonus;
pub mod casino;
pub mod clock;
pub mod cms;
pub mod games;
pub mod ledger;
pub mod locale;
pub mod money;
pub mod notification;
pub mod operator;
pub mod password;
pub mod payment;
pub mod report;
pub mod responsible;
pub mod seamless;
pub mod session;
pub mod signature;
pub mod sportsbook;
pub mod support;
pub mod totp;
pub mod validation;
