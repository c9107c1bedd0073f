//! The settings of a hub, with the defaults of the official server.

use std::time::Duration;

/// The transports a hub offers in its negotiate answer and accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transports {
    /// WebSockets (and skip-negotiation connections).
    pub websockets: bool,
    /// Server-Sent Events for server→client with POST for client→server.
    pub server_sent_events: bool,
    /// Long polling.
    pub long_polling: bool,
}

impl Transports {
    /// All three transports.
    pub const ALL: Transports = Transports { websockets: true, server_sent_events: true, long_polling: true };
}

impl Default for Transports {
    fn default() -> Self {
        Self::ALL
    }
}

/// A hub's settings. Start from [`HubOptions::default`] and change fields.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct HubOptions {
    /// The server sends a Ping when it has sent nothing else for this long (15 s).
    pub keep_alive_interval: Duration,
    /// A connection the server has heard nothing from for this long is dropped (30 s).
    pub client_timeout: Duration,
    /// The client must complete the handshake within this time after its transport connects (15 s).
    pub handshake_timeout: Duration,
    /// A negotiated connection token expires if no transport connects within this time (15 s).
    pub negotiate_timeout: Duration,
    /// How long a stateful-reconnect connection waits for its client to come back (30 s).
    pub stateful_reconnect_window: Duration,
    /// Unacknowledged messages kept for replay, in bytes (100,000). When full, the connection
    /// stops taking new messages until the client acknowledges; senders from outside see a full
    /// queue and that connection is dropped.
    pub stateful_reconnect_buffer: usize,
    /// The largest record a client may send, in bytes (32 KiB).
    pub max_message_size: usize,
    /// Messages queued for one connection before it counts as too slow and is dropped (1024).
    pub outbound_capacity: usize,
    /// Items of one client-to-server stream buffered before the hub method reads them (256);
    /// a client that sends more is disconnected.
    pub client_stream_capacity: usize,
    /// Server-to-client streams one connection may have open at once (128).
    pub max_streams: usize,
    /// Invocations waiting for their turn on one connection (1024); invocations run one at a
    /// time, in order, like the official server's default.
    pub max_pending_invocations: usize,
    /// A long poll with nothing to deliver answers empty after this long (90 s).
    pub long_poll_timeout: Duration,
    /// Stateful reconnect: acknowledge client messages this long after they arrive (1 s).
    pub ack_interval: Duration,
    /// Show every error's kind and message to clients (off; ASP.NET Core's `EnableDetailedErrors`).
    pub detailed_errors: bool,
    /// The transports offered.
    pub transports: Transports,
    /// WebSocket read buffer per connection, in bytes (1 KiB). Every connection holds one for as long as
    /// it lasts, idle or not, so it is small: clients send little (pings, acks, invocations). A larger
    /// message still arrives whole, in more reads.
    pub websocket_read_buffer: usize,
}

impl Default for HubOptions {
    fn default() -> Self {
        Self {
            keep_alive_interval: Duration::from_secs(15),
            client_timeout: Duration::from_secs(30),
            handshake_timeout: Duration::from_secs(15),
            negotiate_timeout: Duration::from_secs(15),
            stateful_reconnect_window: Duration::from_secs(30),
            stateful_reconnect_buffer: 100_000,
            max_message_size: 32 * 1024,
            outbound_capacity: 1024,
            client_stream_capacity: 256,
            max_streams: 128,
            max_pending_invocations: 1024,
            long_poll_timeout: Duration::from_secs(90),
            ack_interval: Duration::from_secs(1),
            detailed_errors: false,
            transports: Transports::ALL,
            websocket_read_buffer: 1024,
        }
    }
}
