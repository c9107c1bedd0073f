//! Scale-out: a [`Backplane`] carries sends, closes and group changes between the instances of a
//! hub, so N servers act as one.

mod memory;
#[cfg(feature = "postgres")]
mod postgres;

pub use memory::InMemoryBackplane;
#[cfg(feature = "postgres")]
pub use postgres::{PAYLOAD_TABLE, PostgresBackplane};

use futures::future::BoxFuture;
use futures::stream::BoxStream;
use serde::{Deserialize, Serialize};

/// Which connections an action is for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "id", rename_all = "camelCase")]
pub enum Target {
    /// Every connection.
    All,
    /// One connection, by its public id.
    Connection(String),
    /// Every connection of a user.
    User(String),
    /// Every connection in a group.
    Group(String),
}

/// What an instance asks the others to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Action {
    /// Deliver a hub protocol record (an Invocation, separator excluded).
    Send {
        /// The receivers.
        target: Target,
        /// The record.
        record: String,
    },
    /// Close connections.
    Close {
        /// The connections.
        target: Target,
        /// The error the client is told.
        error: Option<String>,
        /// Whether the client should reconnect.
        #[serde(rename = "allowReconnect")]
        allow_reconnect: bool,
    },
    /// Add a connection to a group.
    AddToGroup {
        /// The connection id.
        connection: String,
        /// The group.
        group: String,
    },
    /// Remove a connection from a group.
    RemoveFromGroup {
        /// The connection id.
        connection: String,
        /// The group.
        group: String,
    },
}

/// One message on the backplane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackplaneMessage {
    /// The hub's name ([`Hub::builder`](crate::Hub::builder)); instances skip other hubs' messages.
    pub hub: String,
    /// The publishing instance, which skips its own messages (it applied them already).
    pub origin: String,
    /// What to do.
    pub action: Action,
}

/// Why the backplane could not publish.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BackplaneError(pub String);

/// Carries messages between the instances of hubs. Every instance receives every message
/// published by any instance (including its own, which it skips).
pub trait Backplane: Send + Sync + 'static {
    /// Publishes a message to every subscriber on every instance.
    fn publish(&self, message: BackplaneMessage) -> BoxFuture<'_, Result<(), BackplaneError>>;

    /// The messages published from now on. A hub subscribes once, when it is built.
    fn subscribe(&self) -> BoxStream<'static, BackplaneMessage>;
}
