//! Argon2 work on players' passwords, run off the async threads: each hash or check takes tens of
//! milliseconds of CPU, which would stall every other request on the same worker.

use domain::account::Password;

use crate::error::Error;

/// Runs `work` on the blocking pool.
pub async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, Error> {
    tokio::task::spawn_blocking(work).await.map_err(Error::internal)
}

/// The hash to store for a new password.
pub async fn hash(password: Password) -> Result<String, Error> {
    blocking(move || domain::password::hash(&password)).await?.map_err(Error::internal)
}

/// Whether `password` is the one `stored` was made from.
pub async fn verify(password: Password, stored: String) -> Result<bool, Error> {
    blocking(move || domain::password::verify(password.expose(), &stored)).await
}
