//! The casino (DESIGN §7): the catalogue players browse and operators curate, and the players' favourites.

pub mod catalogue;
pub mod favourites;
