//! The casino (architecture §7): the catalogue players browse and operators curate, the players' favourites, the
//! providers' configuration, and what a launch and the seamless wallet record (casino sessions, provider
//! transactions, game rounds).

pub mod catalogue;
pub mod favourites;
pub mod history;
pub mod launch;
pub mod provider_admin;
pub mod providers;
pub mod sessions;
