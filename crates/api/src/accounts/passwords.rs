//! Argon2 work on passwords, run off the async threads: each hash or check takes tens of milliseconds of CPU,
//! which would stall every other request on the same worker, and 19 MiB, so only
//! `settings.password_work.permits` run at once; a request that waits longer than `password_work.wait` for a
//! turn gets 503 `server.busy` with Retry-After.

use axum::http::StatusCode;
use domain::account::Password;

use crate::{error::Error, state::AppState};

/// Seconds a refused client is told to wait.
const BUSY_RETRY_SECS: u64 = 2;

/// Runs `work` on the blocking pool once a password turn is free.
pub async fn blocking<T: Send + 'static>(
    state: &AppState,
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, Error> {
    let turns = state.password_turns.clone();
    let permit = match tokio::time::timeout(state.settings.password_work.wait, turns.acquire_owned()).await {
        Ok(Ok(permit)) => permit,
        Ok(Err(closed)) => return Err(Error::internal(closed)),
        Err(_) => {
            tracing::warn!("password work is saturated: a request was refused with 503");
            return Err(Error {
                retry_after: Some(BUSY_RETRY_SECS),
                ..Error::new(StatusCode::SERVICE_UNAVAILABLE, "server.busy").arg("seconds", BUSY_RETRY_SECS)
            });
        }
    };
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work()
    })
    .await
    .map_err(Error::internal)
}

/// The hash to store for a new password.
pub async fn hash(state: &AppState, password: Password) -> Result<String, Error> {
    blocking(state, move || domain::password::hash(&password)).await?.map_err(Error::internal)
}

/// Whether `password` is the one `stored` was made from.
pub async fn verify(state: &AppState, password: Password, stored: String) -> Result<bool, Error> {
    blocking(state, move || domain::password::verify(password.expose(), &stored)).await
}

/// A logged-in player proves it is them with their password (`field`, e.g. `oldPassword`) before a change
/// that matters: rate-limited per player like password changes. Gives their row, or `auth.wrong_password`.
pub async fn confirm_own(
    state: &AppState,
    player_id: i64,
    field: &str,
    password: Password,
) -> Result<store::players::Player, Error> {
    use crate::limits::{self, Action, Subject};
    let limit = state.settings.accounts.limits.password_account;
    limits::check(&state.db, &state.clock, limits::key(Action::Password, Subject::Player(player_id)), limit).await?;
    let row = store::players::get(&state.db, player_id).await?.ok_or_else(Error::unauthorized)?;
    if !verify(state, password, row.password_hash.clone()).await? {
        return Err(Error {
            errors: Some(domain::validation::FieldErrors::single(
                field,
                domain::validation::Invalid::new("auth.wrong_password"),
            )),
            ..Error::bad_request("auth.wrong_password")
        });
    }
    Ok(row)
}
