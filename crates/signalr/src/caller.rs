//! What a hub method knows about its call: the connection, its client streams, cancellation.

use std::collections::VecDeque;
use std::marker::PhantomData;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::http::HeaderMap;
use bytes::Bytes;
use futures::Stream;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::clients::{HubContext, invocation_record};
use crate::connection::queue;
use crate::connection::{ConnectionInfo, Outbound};
use crate::error::{HubError, SendError};
use crate::identity::Identity;
use crate::transport::TransportType;

/// An item of a client-to-server stream as the connection passes it on: the item, or the
/// error the client completed the stream with.
pub(crate) type UploadItem = Result<Value, String>;

/// The connection and call a hub method, stream or hook runs for.
pub struct Caller {
    pub(crate) info: Arc<ConnectionInfo>,
    pub(crate) hub: HubContext,
    pub(crate) outbound: queue::Sender<Outbound>,
    pub(crate) cancel: CancellationToken,
    pub(crate) uploads: VecDeque<mpsc::Receiver<UploadItem>>,
}

impl Caller {
    /// The caller's public connection id.
    pub fn connection_id(&self) -> &str {
        &self.info.id
    }

    /// The caller's user id, `None` when anonymous.
    pub fn user_id(&self) -> Option<&str> {
        self.info.user_id()
    }

    /// The caller's identity, `None` when anonymous.
    pub fn identity(&self) -> Option<&Identity> {
        self.info.identity()
    }

    /// A query parameter of the request that opened the transport (`id` and `access_token`
    /// are withheld).
    pub fn query(&self, name: &str) -> Option<&str> {
        self.info.query(name)
    }

    /// The headers of the request that opened the transport.
    pub fn headers(&self) -> &HeaderMap {
        &self.info.headers
    }

    /// The transport the caller uses.
    pub fn transport(&self) -> TransportType {
        self.info.transport
    }

    /// Everything known about the caller's connection.
    pub fn connection(&self) -> &Arc<ConnectionInfo> {
        &self.info
    }

    /// Sends to the hub's clients: users, groups, everyone.
    pub fn clients(&self) -> &HubContext {
        &self.hub
    }

    /// Calls a client method on the caller, ordered before this method's own result. Waits when
    /// the connection's queue is full.
    pub async fn send(&self, method: &str, arguments: impl Serialize) -> Result<(), SendError> {
        let record = invocation_record(method, arguments)?;
        // A connection that ended no longer takes messages; like a send to a gone client, that is not an error.
        let _ = self.outbound.send(Outbound::Message(Bytes::from(record))).await;
        Ok(())
    }

    /// Fires when the client cancels this stream, or when the connection ends.
    pub fn cancellation(&self) -> &CancellationToken {
        &self.cancel
    }

    /// Takes the next stream the client uploads with this invocation (client-to-server
    /// streaming: the client passes a `Subject` in place of an argument).
    pub fn take_stream<T: DeserializeOwned>(&mut self) -> Result<ClientStream<T>, HubError> {
        match self.uploads.pop_front() {
            Some(receiver) => Ok(ClientStream { receiver, _item: PhantomData }),
            None => Err(HubError::with_kind("HubException", "The client sent no (more) streams for this method.")),
        }
    }
}

/// A stream the client uploads; yields its items, deserialized, and ends when the client
/// completes it. An `Err` item: the item did not deserialize, or the client completed the
/// stream with an error (kind `Exception`, the client's message).
pub struct ClientStream<T> {
    receiver: mpsc::Receiver<UploadItem>,
    _item: PhantomData<fn() -> T>,
}

impl<T: DeserializeOwned> Stream for ClientStream<T> {
    type Item = Result<T, HubError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        match self.receiver.poll_recv(cx) {
            Poll::Ready(Some(Ok(value))) => Poll::Ready(Some(serde_json::from_value(value).map_err(HubError::from))),
            Poll::Ready(Some(Err(message))) => Poll::Ready(Some(Err(HubError::new(message)))),
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}
