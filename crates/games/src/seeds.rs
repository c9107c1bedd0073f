//! Players' seed pairs: made on first play, shown as the server seed's hash, the client seed and the next nonce;
//! rotating reveals the server seed and starts a new pair (with a client seed the player may choose).

use domain::games::{ClientSeed, ServerSeed};
use serde::Serialize;
use store::games::{NewSeed, Seed};

use crate::{Error, Inner};

/// A new pair: a fresh server seed and `client_seed` (a random one when the player chose none).
pub fn fresh(client_seed: Option<ClientSeed>) -> NewSeed {
    let mut rng = rand::rng();
    let server = ServerSeed::generate(&mut rng);
    let client = client_seed.unwrap_or_else(|| ClientSeed::generate(&mut rng));
    NewSeed {
        server_seed_hash: server.commitment(),
        server_seed: server.as_str().to_owned(),
        client_seed: client.as_str().to_owned(),
    }
}

/// A pair as the player sees it: the server seed only once revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeedView {
    pub server_seed_hash: String,
    pub client_seed: String,
    /// The nonce the next round takes (active pair) or the rounds played (revealed pair).
    pub nonce: i64,
    pub server_seed: Option<String>,
}

impl From<&Seed> for SeedView {
    fn from(seed: &Seed) -> SeedView {
        SeedView {
            server_seed_hash: seed.server_seed_hash.clone(),
            client_seed: seed.client_seed.clone(),
            nonce: seed.next_nonce,
            server_seed: seed.revealed_at.map(|_| seed.server_seed.clone()),
        }
    }
}

/// The player's active pair, made now if they have none.
pub(crate) async fn active(inner: &Inner, player: &str) -> Result<Seed, Error> {
    Ok(store::games::active_seed(&inner.db, player, &fresh(None), inner.clock.now()).await?)
}

/// Reveals the active pair and starts a new one with `client_seed` (checked) or a random one.
pub(crate) async fn rotate(
    inner: &Inner,
    player: &str,
    client_seed: Option<&str>,
) -> Result<(Option<Seed>, Seed), Error> {
    let client = match client_seed.map(str::trim).filter(|s| !s.is_empty()) {
        Some(text) => Some(ClientSeed::parse(text).map_err(|_| Error::invalid("games.client_seed"))?),
        None => None,
    };
    Ok(store::games::rotate(&inner.db, player, &fresh(client), inner.clock.now()).await?)
}
