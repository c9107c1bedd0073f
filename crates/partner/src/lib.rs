//! A built-in partner's kit (architecture §7): what Zar Games and Zar Sportsbook share as providers on the seamless
//! wallet. Neither imports the API crate; both reach a player's money only through [`wallet`], the signed HTTP
//! client of the wallet's provider contract, and answer their own API in the site's envelope with messages in the
//! player's language ([`answer`], [`i18n`]).

pub mod answer;
pub mod i18n;
pub mod wallet;
