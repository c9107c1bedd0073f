//! The HTTP side: negotiate and the three transports.

pub(crate) mod long_polling;
pub(crate) mod negotiate;
pub(crate) mod routes;
pub(crate) mod sse;
pub(crate) mod websocket;

use std::fmt;

/// A SignalR transport.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TransportType {
    /// WebSockets.
    WebSockets,
    /// Server-Sent Events (server→client) with POST (client→server).
    ServerSentEvents,
    /// Long polling.
    LongPolling,
}

impl TransportType {
    /// The name the protocol uses: `WebSockets`, `ServerSentEvents`, `LongPolling`.
    pub fn as_str(self) -> &'static str {
        match self {
            TransportType::WebSockets => "WebSockets",
            TransportType::ServerSentEvents => "ServerSentEvents",
            TransportType::LongPolling => "LongPolling",
        }
    }
}

impl fmt::Display for TransportType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
