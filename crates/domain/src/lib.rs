//! Zar's pure rules: languages, validated inputs, money and ledger postings. No I/O here.

pub mod account;
pub mod cms;
pub mod ledger;
pub mod locale;
pub mod money;
pub mod operator;
pub mod password;
pub mod validation;
