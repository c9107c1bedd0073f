//! The payment expiry job: pending deposits not confirmed in time become Expired. Run by the background worker
//! on every instance; one instance at a time does the work (see `store::payments::flow::expire_due`).

use crate::state::AppState;

/// Expires what is due now; gives how many.
pub async fn run(state: &AppState) -> Result<usize, store::payments::flow::PaymentError> {
    let expired = store::payments::flow::expire_due(&state.db, state.clock.now()).await?;
    if !expired.is_empty() {
        tracing::info!(count = expired.len(), "pending deposits expired");
    }
    Ok(expired.len())
}
