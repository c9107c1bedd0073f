//! One logical connection: its shared handle, the messages its transports and senders pass it, and
//! the task that runs it ([`actor`]).

pub(crate) mod actor;
pub(crate) mod queue;
pub(crate) mod registry;
pub(crate) mod sequence;

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::extract::ws::{Message, Utf8Bytes, WebSocket};
use axum::http::HeaderMap;
use bytes::Bytes;
use futures::SinkExt;
use futures::stream::SplitSink;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::identity::Identity;
use crate::transport::TransportType;

/// What is known about a connection once a transport has connected; hub code reads it through
/// [`Caller`](crate::Caller).
#[derive(Debug)]
pub struct ConnectionInfo {
    pub(crate) id: String,
    pub(crate) identity: Option<Identity>,
    pub(crate) query: Vec<(String, String)>,
    pub(crate) headers: HeaderMap,
    pub(crate) transport: TransportType,
}

impl ConnectionInfo {
    /// The public connection id.
    pub fn connection_id(&self) -> &str {
        &self.id
    }

    /// The authenticated identity, `None` for anonymous connections.
    pub fn identity(&self) -> Option<&Identity> {
        self.identity.as_ref()
    }

    /// The authenticated user id, `None` for anonymous connections.
    pub fn user_id(&self) -> Option<&str> {
        self.identity.as_ref().map(|i| i.user_id.as_str())
    }

    /// A query parameter of the request that opened the transport (`id` and `access_token`
    /// are withheld).
    pub fn query(&self, name: &str) -> Option<&str> {
        self.query.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The headers of the request that opened the transport.
    pub fn headers(&self) -> &HeaderMap {
        &self.headers
    }

    /// The transport in use.
    pub fn transport(&self) -> TransportType {
        self.transport
    }
}

/// Sent to a connection's task by its transports.
pub(crate) enum Control {
    /// A transport connected (or, with stateful reconnect, reconnected).
    Attach(Attachment),
    /// Bytes from the transport of the given generation.
    Data { generation: u64, bytes: Bytes },
    /// The client ended the connection (long polling DELETE).
    ClientClosed,
}

/// Sent to a connection's task by hub code and by senders from outside; taken in order.
#[derive(Debug)]
pub(crate) enum Outbound {
    /// A sequenced hub message (invocation, stream item, completion), as one record.
    Message(Bytes),
    /// Close the connection after what was queued before.
    Close { error: Option<String>, allow_reconnect: bool },
    /// A server-to-client stream ended.
    StreamEnded(String),
}

/// A connected transport as the connection's task holds it.
pub(crate) struct Attachment {
    pub(crate) generation: u64,
    pub(crate) sink: Sink,
    /// Cancelled by whichever side stops using the transport first.
    pub(crate) gone: CancellationToken,
    /// Server-Sent Events: after a Close message, keep the stream open until the client closes
    /// it (briefly), so the client reads the Close before it sees the stream end.
    pub(crate) linger: bool,
}

/// Where a connection's task writes frames.
pub(crate) enum Sink {
    /// A WebSocket: one text message per frame.
    WebSocket(SplitSink<WebSocket, Message>),
    /// Server-Sent Events or long polling: frames picked up by the response side.
    Channel(mpsc::Sender<Bytes>),
}

impl Attachment {
    pub(crate) async fn send(&mut self, frame: Bytes, timeout: Duration) -> bool {
        let write = async {
            match &mut self.sink {
                Sink::WebSocket(sink) => match Utf8Bytes::try_from(frame) {
                    Ok(text) => sink.send(Message::Text(text)).await.is_ok(),
                    Err(_) => false,
                },
                Sink::Channel(sender) => sender.send(frame).await.is_ok(),
            }
        };
        tokio::select! {
            ok = write => ok,
            () = self.gone.cancelled() => false,
            () = tokio::time::sleep(timeout) => false,
        }
    }

    /// Ends the transport after a Close message was written to it.
    pub(crate) async fn close_after_message(self) {
        if self.linger {
            tokio::spawn(async move {
                tokio::select! {
                    () = self.gone.cancelled() => {}
                    () = tokio::time::sleep(Duration::from_secs(2)) => {}
                }
                drop(self);
            });
        } else {
            self.close().await;
        }
    }

    /// Ends the transport: a WebSocket gets a close frame, a channel is dropped.
    pub(crate) async fn close(mut self) {
        self.gone.cancel();
        if let Sink::WebSocket(sink) = &mut self.sink {
            let _ = tokio::time::timeout(Duration::from_secs(1), sink.close()).await;
        }
    }
}

/// The shared, mostly immutable part of a connection: what transports and senders need.
pub(crate) struct ConnectionHandle {
    pub(crate) id: String,
    /// The secret connection token; `None` for skip-negotiation WebSockets.
    pub(crate) token: Option<String>,
    /// The client asked for stateful reconnect at negotiate.
    pub(crate) stateful: bool,
    /// The identity established at negotiate (or at connect when negotiation was skipped).
    pub(crate) identity: Option<Identity>,
    pub(crate) control: queue::Sender<Control>,
    pub(crate) outbound: queue::Sender<Outbound>,
    /// Cancelled when the connection ends (or must end at once).
    pub(crate) ended: CancellationToken,
    pub(crate) info: OnceLock<Arc<ConnectionInfo>>,
    pub(crate) generation: AtomicU64,
    /// The handshake completed: broadcasts reach it.
    pub(crate) open: AtomicBool,
    /// Long polling: the queue polls take frames from.
    pub(crate) long_poll: tokio::sync::Mutex<Option<mpsc::Receiver<Bytes>>>,
    pub(crate) polls_active: AtomicUsize,
    created: Instant,
    last_poll_end_ms: AtomicU64,
}

impl ConnectionHandle {
    pub(crate) fn new(
        token: Option<String>,
        stateful: bool,
        identity: Option<Identity>,
        control: queue::Sender<Control>,
        outbound: queue::Sender<Outbound>,
    ) -> Self {
        Self {
            id: crate::ids::connection_id(),
            token,
            stateful,
            identity,
            control,
            outbound,
            ended: CancellationToken::new(),
            info: OnceLock::new(),
            generation: AtomicU64::new(0),
            open: AtomicBool::new(false),
            long_poll: tokio::sync::Mutex::new(None),
            polls_active: AtomicUsize::new(0),
            created: Instant::now(),
            last_poll_end_ms: AtomicU64::new(0),
        }
    }

    pub(crate) fn transport(&self) -> Option<TransportType> {
        self.info.get().map(|i| i.transport)
    }

    pub(crate) fn next_generation(&self) -> u64 {
        self.generation.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Marks a long poll in progress until the guard is dropped.
    pub(crate) fn poll_guard(self: &Arc<Self>) -> PollGuard {
        self.polls_active.fetch_add(1, Ordering::SeqCst);
        PollGuard(self.clone())
    }

    /// When the last long poll ended (or the connection was created).
    pub(crate) fn last_poll_end(&self) -> Instant {
        self.created + Duration::from_millis(self.last_poll_end_ms.load(Ordering::SeqCst))
    }
}

/// Counts an in-flight long poll; dropped when the poll answers or the client goes away.
pub(crate) struct PollGuard(Arc<ConnectionHandle>);

impl Drop for PollGuard {
    fn drop(&mut self) {
        let elapsed = u64::try_from(self.0.created.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.0.last_poll_end_ms.store(elapsed, Ordering::SeqCst);
        self.0.polls_active.fetch_sub(1, Ordering::SeqCst);
    }
}
