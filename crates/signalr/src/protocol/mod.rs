//! The SignalR JSON hub protocol: record framing, the handshake and the messages.

pub mod handshake;
pub mod message;
pub mod record;

pub use handshake::HandshakeRequest;
pub use message::{HubMessage, MessageError};
pub use record::{RECORD_SEPARATOR, RecordError, RecordReader};
