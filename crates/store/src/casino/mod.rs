//! The casino: its catalogue, the players' favourites, and what the seamless wallet records (launch sessions,
//! provider transactions, game rounds).

pub mod launch;
pub mod provider_admin;
pub mod providers;
pub mod sessions;
