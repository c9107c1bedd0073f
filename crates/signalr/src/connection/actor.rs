//! The task that runs one connection: handshake, dispatch of client messages to hub methods,
//! the ordered queue of outgoing messages, keep-alive and timeouts, and stateful reconnect.

use std::collections::{HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use bytes::Bytes;
use futures::future::{BoxFuture, OptionFuture};
use futures::{FutureExt, StreamExt};
use serde_json::Value;
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use super::queue;
use super::sequence::{ReceiveSequence, ReplayBuffer};
use super::{Attachment, ConnectionHandle, Control, Outbound};
use crate::caller::{Caller, UploadItem};
use crate::clients::HubContext;
use crate::error::HubError;
use crate::handlers::{InvokeError, Method};
use crate::hub_inner::HubInner;
use crate::protocol::{HandshakeRequest, HubMessage, RecordReader, handshake};
use crate::transport::TransportType;

/// Frames queued for a Server-Sent Events or long polling response.
mod invocations;

pub(crate) const CHANNEL_FRAMES: usize = 64;
const CONTROL_CAPACITY: usize = 32;
/// How long an ended long polling connection still answers polls.
const LONG_POLL_DRAIN: std::time::Duration = std::time::Duration::from_secs(5);

/// Creates a connection and starts its task. It ends by itself if no transport attaches within
/// the negotiate timeout.
pub(crate) fn spawn(
    hub: &Arc<HubInner>,
    token: Option<String>,
    stateful: bool,
    identity: Option<crate::identity::Identity>,
) -> Arc<ConnectionHandle> {
    let (control_tx, control_rx) = queue::channel(CONTROL_CAPACITY);
    let (outbound_tx, outbound_rx) = queue::channel(hub.options.outbound_capacity);
    let handle = Arc::new(ConnectionHandle::new(token, stateful, identity, control_tx, outbound_tx));
    hub.delivery.registry.insert(handle.clone());
    let actor = Actor {
        hub: hub.clone(),
        handle: handle.clone(),
        control_rx,
        outbound_rx,
        phase: Phase::AwaitingTransport { until: Instant::now() + hub.options.negotiate_timeout },
        transport: None,
        reader: RecordReader::new(hub.options.max_message_size),
        stateful: false,
        hold_outbound: false,
        awaiting_sequence: false,
        replay: ReplayBuffer::new(hub.options.stateful_reconnect_buffer),
        received: ReceiveSequence::new(),
        last_sent: Instant::now(),
        last_received: Instant::now(),
        ack_due: None,
        current: None,
        pending: VecDeque::new(),
        streams: HashMap::new(),
        uploads: HashMap::new(),
        connected: false,
    };
    tokio::spawn(actor.run());
    handle
}

enum Phase {
    AwaitingTransport {
        until: Instant,
    },
    Handshake {
        until: Instant,
    },
    Open,
    /// Stateful reconnect: the transport dropped; waiting for the client to come back.
    Detached {
        until: Instant,
    },
}

/// How a connection ended.
enum End {
    /// Closed normally (by the server, the client, or expiry before connecting).
    Closed,
    /// Ended with an error, passed to the disconnected hook.
    Error(String),
}

type Job = Box<dyn FnOnce() -> BoxFuture<'static, ()> + Send>;

/// What a panicking hub method, stream or hook reports.
fn panicked() -> HubError {
    tracing::error!("signalr: a hub method or hook panicked");
    HubError::new("The hub method panicked.")
}

struct Actor {
    hub: Arc<HubInner>,
    handle: Arc<ConnectionHandle>,
    control_rx: queue::Receiver<Control>,
    outbound_rx: queue::Receiver<Outbound>,
    phase: Phase,
    transport: Option<Attachment>,
    reader: RecordReader,
    /// Stateful reconnect is on (negotiated and handshake version 2).
    stateful: bool,
    /// Stateful reconnect: no sequenced message goes out before the client's first message after
    /// the handshake, so both sides start numbering at the same message.
    hold_outbound: bool,
    /// Stateful reconnect: after a reconnect, client messages count again from its Sequence.
    awaiting_sequence: bool,
    replay: ReplayBuffer,
    received: ReceiveSequence,
    last_sent: Instant,
    last_received: Instant,
    ack_due: Option<Instant>,
    /// The invocation running now; the others wait their turn in `pending`.
    current: Option<BoxFuture<'static, ()>>,
    pending: VecDeque<Job>,
    /// Server-to-client streams by invocation id.
    streams: HashMap<String, CancellationToken>,
    /// Client-to-server streams by stream id.
    uploads: HashMap<String, mpsc::Sender<UploadItem>>,
    /// The handshake completed: the disconnected hook is due.
    connected: bool,
}

impl Actor {
    /// Waits for what comes next and handles it. Every connection's task holds this future for as long as the
    /// connection lasts, so it is kept small: the handlers (writes with their timeouts, the handshake, hub
    /// invocations, the end) are boxed while they run instead of taking room in every idle connection.
    async fn run(mut self) {
        let end = loop {
            let deadline = self.next_deadline();
            let pull = self.can_pull_outbound();
            let gone = self.transport.as_ref().map(|t| t.gone.clone());
            let step = tokio::select! {
                () = self.handle.ended.cancelled() => Some(End::Closed),
                control = self.control_rx.recv() => match control {
                    Some(control) => Box::pin(self.on_control(control)).await,
                    None => Some(End::Closed),
                },
                Some(()) = OptionFuture::from(gone.as_ref().map(|g| g.cancelled())) => {
                    Box::pin(self.on_transport_lost()).await
                }
                Some(()) = OptionFuture::from(self.current.as_mut()) => {
                    self.current = None;
                    self.start_next();
                    None
                }
                Some(outbound) = self.outbound_rx.recv(), if pull => Box::pin(self.on_outbound(outbound)).await,
                () = tokio::time::sleep_until(deadline) => Box::pin(self.on_tick()).await,
            };
            if let Some(end) = step {
                break end;
            }
        };
        Box::pin(self.finish(end)).await;
    }

    fn next_deadline(&self) -> Instant {
        match self.phase {
            Phase::AwaitingTransport { until } | Phase::Handshake { until } | Phase::Detached { until } => until,
            Phase::Open => {
                let keep_alive = self.last_sent + self.hub.options.keep_alive_interval;
                let mut deadline = keep_alive.min(self.client_deadline());
                if let Some(ack) = self.ack_due {
                    deadline = deadline.min(ack);
                }
                deadline
            }
        }
    }

    /// When the client counts as gone if nothing more arrives.
    fn client_deadline(&self) -> Instant {
        let timeout = self.hub.options.client_timeout;
        if self.handle.transport() == Some(TransportType::LongPolling) {
            if self.handle.polls_active.load(Ordering::SeqCst) > 0 {
                return Instant::now() + timeout;
            }
            return self.handle.last_poll_end().max(self.last_received) + timeout;
        }
        self.last_received + timeout
    }

    fn can_pull_outbound(&self) -> bool {
        let attached_or_buffering = self.transport.is_some() || self.stateful;
        matches!(self.phase, Phase::Open | Phase::Detached { .. })
            && attached_or_buffering
            && !self.hold_outbound
            && (!self.stateful || self.replay.has_room())
    }

    async fn on_control(&mut self, control: Control) -> Option<End> {
        match control {
            Control::Attach(attachment) => self.attach(attachment).await,
            Control::Data { generation, bytes } => {
                if self.transport.as_ref().is_some_and(|t| t.generation == generation) {
                    self.on_data(&bytes).await
                } else {
                    None
                }
            }
            Control::ClientClosed => {
                if let Some(transport) = self.transport.take() {
                    transport.close().await;
                }
                Some(End::Closed)
            }
        }
    }

    async fn attach(&mut self, attachment: Attachment) -> Option<End> {
        let now = Instant::now();
        match self.phase {
            Phase::AwaitingTransport { .. } => {
                self.transport = Some(attachment);
                self.phase = Phase::Handshake { until: now + self.hub.options.handshake_timeout };
                self.last_received = now;
                None
            }
            Phase::Open | Phase::Detached { .. } if self.stateful => {
                if let Some(old) = self.transport.replace(attachment) {
                    old.close().await;
                }
                tracing::debug!(connection_id = %self.handle.id, "signalr: transport reconnected");
                self.phase = Phase::Open;
                self.reader = RecordReader::new(self.hub.options.max_message_size);
                self.awaiting_sequence = true;
                self.last_received = now;
                let mut frames =
                    vec![Bytes::from(HubMessage::Sequence { sequence_id: self.replay.first_id() }.to_record())];
                frames.extend(self.replay.unacked().cloned());
                for frame in frames {
                    if !self.write(frame).await {
                        return self.on_transport_lost().await;
                    }
                }
                None
            }
            _ => {
                attachment.close().await;
                None
            }
        }
    }

    async fn write(&mut self, frame: Bytes) -> bool {
        let timeout = self.hub.options.client_timeout;
        let Some(transport) = self.transport.as_mut() else { return false };
        let ok = transport.send(frame, timeout).await;
        if ok {
            self.last_sent = Instant::now();
        }
        ok
    }

    /// Writes a frame; a failed write counts as the transport lost.
    async fn write_or_lose(&mut self, frame: Bytes) -> Option<End> {
        if self.transport.is_none() || self.write(frame).await { None } else { self.on_transport_lost().await }
    }

    /// Sends a sequenced message: numbered and kept for replay with stateful reconnect.
    async fn emit(&mut self, record: Bytes) -> Option<End> {
        if self.stateful {
            self.replay.push(record.clone());
        }
        self.write_or_lose(record).await
    }

    async fn on_transport_lost(&mut self) -> Option<End> {
        if let Some(transport) = self.transport.take() {
            transport.close().await;
        }
        let resumable = self.stateful && matches!(self.phase, Phase::Open) && self.handle.token.is_some();
        if resumable && self.hub.delivery.registry.by_token(self.handle.token.as_deref().unwrap_or_default()).is_some()
        {
            tracing::debug!(connection_id = %self.handle.id, "signalr: transport lost, waiting for a reconnect");
            self.phase = Phase::Detached { until: Instant::now() + self.hub.options.stateful_reconnect_window };
            return None;
        }
        if matches!(self.phase, Phase::Detached { .. }) {
            return None;
        }
        Some(End::Closed)
    }

    async fn on_tick(&mut self) -> Option<End> {
        let now = Instant::now();
        match self.phase {
            Phase::AwaitingTransport { until } if now >= until => Some(End::Closed),
            Phase::Handshake { until } if now >= until => {
                self.drop_transport().await;
                Some(End::Error("The handshake did not complete in time.".into()))
            }
            Phase::Detached { until } if now >= until => {
                Some(End::Error("The client did not reconnect in time.".into()))
            }
            Phase::Open => {
                if self.ack_due.is_some_and(|due| now >= due) {
                    self.ack_due = None;
                    let ack = HubMessage::Ack { sequence_id: self.received.latest() }.to_record();
                    if let Some(end) = self.write_or_lose(Bytes::from(ack)).await {
                        return Some(end);
                    }
                }
                if now >= self.client_deadline() {
                    tracing::debug!(connection_id = %self.handle.id, "signalr: client timeout");
                    return self.on_transport_lost().await;
                }
                if now >= self.last_sent + self.hub.options.keep_alive_interval && self.transport.is_some() {
                    return self.write_or_lose(Bytes::from(HubMessage::Ping.to_record())).await;
                }
                None
            }
            _ => None,
        }
    }

    async fn drop_transport(&mut self) {
        if let Some(transport) = self.transport.take() {
            transport.close().await;
        }
    }

    async fn on_data(&mut self, bytes: &[u8]) -> Option<End> {
        self.last_received = Instant::now();
        let records = match self.reader.push(bytes) {
            Ok(records) => records,
            Err(error) => return self.close_with_error(format!("Connection closed with an error. {error}")).await,
        };
        for record in records {
            if self.transport.is_none() {
                break;
            }
            if let Phase::Handshake { .. } = self.phase {
                if let Some(end) = self.on_handshake(&record).await {
                    return Some(end);
                }
                continue;
            }
            match HubMessage::parse(&record) {
                Ok(Some(message)) => {
                    if let Some(end) = self.on_message(message).await {
                        return Some(end);
                    }
                }
                Ok(None) => tracing::debug!(connection_id = %self.handle.id, "signalr: unknown message type ignored"),
                Err(error) => {
                    return self.close_with_error(format!("Connection closed with an error. {error}")).await;
                }
            }
        }
        None
    }

    async fn on_handshake(&mut self, record: &str) -> Option<End> {
        match HandshakeRequest::parse(record) {
            Err(error) => {
                self.write(Bytes::from(handshake::response(Some(&error)))).await;
                self.drop_transport().await;
                Some(End::Error(error))
            }
            Ok(request) => {
                if !self.write(Bytes::from(handshake::response(None))).await {
                    self.drop_transport().await;
                    return Some(End::Closed);
                }
                self.stateful = self.handle.stateful && request.version >= 2;
                self.hold_outbound = self.stateful;
                self.phase = Phase::Open;
                self.connected = true;
                self.hub.delivery.registry.open(&self.handle);
                if let Some(hook) = self.hub.on_connected.clone() {
                    let caller = self.caller(self.handle.ended.child_token(), VecDeque::new());
                    let outbound = self.handle.outbound.clone();
                    let detailed = self.hub.options.detailed_errors;
                    self.current = Some(Box::pin(async move {
                        let outcome = AssertUnwindSafe(hook(caller)).catch_unwind().await;
                        if let Err(error) = outcome.unwrap_or_else(|_| Err(panicked())) {
                            tracing::debug!(%error, "signalr: the connected hook failed");
                            let error = error.client_text("Connection closed with an error.", detailed);
                            let _ = outbound.send(Outbound::Close { error: Some(error), allow_reconnect: false }).await;
                        }
                    }));
                }
                None
            }
        }
    }

    fn caller(&self, cancel: CancellationToken, uploads: VecDeque<mpsc::Receiver<UploadItem>>) -> Caller {
        let info = match self.handle.info.get() {
            Some(info) => info.clone(),
            None => Arc::new(crate::connection::ConnectionInfo {
                id: self.handle.id.clone(),
                identity: self.handle.identity.clone(),
                query: Vec::new(),
                headers: Default::default(),
                transport: TransportType::WebSockets,
            }),
        };
        Caller {
            info,
            hub: HubContext { inner: self.hub.delivery.clone() },
            outbound: self.handle.outbound.clone(),
            cancel,
            uploads,
        }
    }

    async fn on_message(&mut self, message: HubMessage) -> Option<End> {
        if self.stateful && message.is_sequenced() {
            if self.awaiting_sequence || !self.received.accept() {
                return None;
            }
            if self.ack_due.is_none() {
                self.ack_due = Some(Instant::now() + self.hub.options.ack_interval);
            }
        }
        self.hold_outbound = false;
        match message {
            HubMessage::Invocation { invocation_id, target, arguments, stream_ids } => {
                self.invoke(invocation_id, target, arguments, stream_ids).await
            }
            HubMessage::StreamInvocation { invocation_id, target, arguments, stream_ids } => {
                self.start_stream(invocation_id, target, arguments, stream_ids).await
            }
            HubMessage::StreamItem { invocation_id, item } => {
                if let Some(upload) = self.uploads.get(&invocation_id) {
                    match upload.try_send(Ok(item)) {
                        Ok(()) => {}
                        Err(mpsc::error::TrySendError::Closed(_)) => {
                            self.uploads.remove(&invocation_id);
                        }
                        Err(mpsc::error::TrySendError::Full(_)) => {
                            return self
                                .close_with_error("Connection closed with an error. Client stream buffer full.".into())
                                .await;
                        }
                    }
                }
                None
            }
            HubMessage::Completion { invocation_id, error, .. } => {
                if let (Some(upload), Some(error)) = (self.uploads.remove(&invocation_id), error) {
                    tokio::spawn(async move {
                        let _ = upload.send(Err(error)).await;
                    });
                }
                None
            }
            HubMessage::CancelInvocation { invocation_id } => {
                if let Some(token) = self.streams.remove(&invocation_id) {
                    token.cancel();
                }
                None
            }
            HubMessage::Ping => None,
            HubMessage::Close { error, .. } => {
                self.drop_transport().await;
                Some(error.map_or(End::Closed, End::Error))
            }
            HubMessage::Ack { sequence_id } => {
                if self.stateful {
                    self.replay.ack(sequence_id);
                }
                None
            }
            HubMessage::Sequence { sequence_id } => {
                if self.stateful {
                    self.awaiting_sequence = false;
                    if self.received.reset(sequence_id).is_err() {
                        return self
                            .close_with_error(
                                "Connection closed with an error. Sequence ID greater than amount of messages received."
                                    .into(),
                            )
                            .await;
                    }
                }
                None
            }
        }
    }

    async fn on_outbound(&mut self, outbound: Outbound) -> Option<End> {
        match outbound {
            Outbound::Message(record) => self.emit(record).await,
            Outbound::Close { error, allow_reconnect } => Some(self.close(error, allow_reconnect).await),
            Outbound::StreamEnded(id) => {
                self.streams.remove(&id);
                None
            }
        }
    }

    async fn close_with_error(&mut self, error: String) -> Option<End> {
        tracing::debug!(connection_id = %self.handle.id, %error, "signalr: closing the connection");
        Some(self.close(Some(error), false).await)
    }

    /// Sends Close (once the handshake is done) and ends the transport. The token is forgotten
    /// first, so a stateful client's reconnect attempt finds nothing and it starts afresh.
    async fn close(&mut self, error: Option<String>, allow_reconnect: bool) -> End {
        if self.handle.transport() != Some(TransportType::LongPolling) {
            self.hub.delivery.registry.forget_token(&self.handle);
        }
        if matches!(self.phase, Phase::Open) && self.transport.is_some() {
            let record = HubMessage::Close { error: error.clone(), allow_reconnect }.to_record();
            self.write(Bytes::from(record)).await;
        }
        if let Some(transport) = self.transport.take() {
            transport.close_after_message().await;
        }
        error.map_or(End::Closed, End::Error)
    }

    async fn finish(mut self, end: End) {
        self.handle.ended.cancel();
        self.hub.delivery.registry.remove(&self.handle);
        if self.handle.transport() == Some(TransportType::LongPolling) && self.handle.token.is_some() {
            // Polls still find the connection for a moment, to collect what was queued last
            // (a Close) and then 204.
            self.hub.delivery.registry.keep_token(self.handle.clone());
            let hub = self.hub.clone();
            let handle = self.handle.clone();
            tokio::spawn(async move {
                tokio::time::sleep(LONG_POLL_DRAIN).await;
                hub.delivery.registry.forget_token(&handle);
            });
        }
        self.drop_transport().await;
        self.current = None;
        self.pending.clear();
        self.uploads.clear();
        if self.connected
            && let Some(hook) = self.hub.on_disconnected.clone()
        {
            let error = match end {
                End::Closed => None,
                End::Error(error) => Some(error),
            };
            let caller = self.caller(self.handle.ended.clone(), VecDeque::new());
            if AssertUnwindSafe(hook(caller, error)).catch_unwind().await.is_err() {
                tracing::error!("signalr: the disconnected hook panicked");
            }
        }
    }
}
