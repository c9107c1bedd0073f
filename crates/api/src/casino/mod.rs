//! The casino (spec §2–§8, DESIGN §7).

pub mod launch;
pub mod providers_admin;
