//! The WebSockets transport: one text message per frame each way.

use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use bytes::Bytes;
use futures::StreamExt;
use tokio_util::sync::CancellationToken;

use crate::connection::{Attachment, ConnectionHandle, Control, Sink};
use crate::hub::HubInner;

pub(crate) fn upgrade(hub: &HubInner, handle: Arc<ConnectionHandle>, upgrade: WebSocketUpgrade) -> Response {
    let limit = hub.options.max_message_size.saturating_mul(4).max(64 * 1024);
    upgrade
        .read_buffer_size(hub.options.websocket_read_buffer)
        .max_message_size(limit)
        .max_frame_size(limit)
        .on_upgrade(move |socket| run(handle, socket))
}

/// Hands the socket's writing half to the connection and forwards what the client sends until
/// either side stops.
async fn run(handle: Arc<ConnectionHandle>, socket: WebSocket) {
    let (sink, mut stream) = socket.split();
    let gone = CancellationToken::new();
    let generation = handle.next_generation();
    let attachment = Attachment { generation, sink: Sink::WebSocket(sink), gone: gone.clone(), linger: false };
    if handle.control.send(Control::Attach(attachment)).await.is_err() {
        return;
    }
    loop {
        let message = tokio::select! {
            () = gone.cancelled() => break,
            message = stream.next() => message,
        };
        let bytes = match message {
            Some(Ok(Message::Text(text))) => Bytes::from(text),
            Some(Ok(Message::Binary(bytes))) => bytes,
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            Some(Ok(Message::Close(_)) | Err(_)) | None => break,
        };
        tokio::select! {
            () = gone.cancelled() => break,
            sent = handle.control.send(Control::Data { generation, bytes }) => if sent.is_err() { break },
        }
    }
    gone.cancel();
}
