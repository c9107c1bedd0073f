#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod arguments;
pub mod backplane;
mod caller;
mod clients;
mod connection;
mod error;
mod hub;
mod ids;
mod options;
pub mod protocol;
mod transport;

pub use arguments::{Arguments, FromArguments};
pub use backplane::{Backplane, InMemoryBackplane};
pub use caller::{Caller, ClientStream};
pub use clients::{Clients, HubContext};
pub use connection::ConnectionInfo;
pub use error::{HubError, Reject, SendError};
pub use hub::{BuildError, Hub, HubBuilder, Identity};
pub use options::{HubOptions, Transports};
pub use tokio_util::sync::CancellationToken;
pub use transport::TransportType;

/// The bearer token of a request: the `Authorization: Bearer …` header, else the
/// `access_token` query parameter (browsers cannot set headers on WebSockets and
/// Server-Sent Events, so the official client puts the token there).
pub fn bearer_token(parts: &axum::http::request::Parts) -> Option<String> {
    let header = parts.headers.get(axum::http::header::AUTHORIZATION).and_then(|v| v.to_str().ok());
    if let Some(value) = header
        && let Some(token) = value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer "))
    {
        return Some(token.trim().to_string());
    }
    transport::routes::query_pairs(parts).into_iter().find(|(k, _)| k == "access_token").map(|(_, v)| v)
}
