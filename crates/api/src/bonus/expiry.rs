//! Bonus expiry, run with the delivery worker's sweeps: active grants whose time ran out end, the bonus money
//! left is removed, and each player is told (a Bonus notification and their new balance). One instance at a time
//! (`store::bonuses::grants::expire_due` takes the job's lock).

use crate::{
    notices::{announce, grant_notice},
    state::AppState,
};

/// How many grants one pass ends at most; the next pass takes the rest.
const BATCH: i64 = 200;

/// Ends the grants due now; how many.
pub async fn run(state: &AppState) -> Result<usize, store::StoreError> {
    let mut ended = 0;
    loop {
        let now = state.clock.now();
        let done =
            store::bonuses::grants::expire_due(&state.db, now, BATCH, |g| grant_notice(g, g.player_id, now)).await?;
        for (grant, id, notification) in &done {
            announce(state, grant.player_id, Some((*id, notification))).await;
        }
        ended += done.len();
        if (done.len() as i64) < BATCH {
            return Ok(ended);
        }
    }
}
