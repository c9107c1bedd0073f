//! The long polling transport: `GET` polls (200 with records, 200 empty after the poll timeout,
//! 204 once the connection is closed), `POST` sends, `DELETE` ends.

use std::sync::Arc;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::{Bytes, BytesMut};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::connection::actor::CHANNEL_FRAMES;
use crate::connection::{Attachment, ConnectionHandle, Control, Sink};
use crate::hub::HubInner;

/// A poll answers with at most this much when more is queued (the rest goes with the next poll).
const MAX_POLL_BYTES: usize = 1024 * 1024;

fn ok(body: Bytes) -> Response {
    let mut response = (StatusCode::OK, body).into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain"));
    response
}

/// The first poll: attaches the transport and answers at once, empty.
pub(crate) async fn start(handle: Arc<ConnectionHandle>) -> Response {
    let _poll = handle.poll_guard();
    let (sender, receiver) = mpsc::channel::<Bytes>(CHANNEL_FRAMES);
    *handle.long_poll.lock().await = Some(receiver);
    let generation = handle.next_generation();
    let attachment =
        Attachment { generation, sink: Sink::Channel(sender), gone: CancellationToken::new(), linger: false };
    if handle.control.send(Control::Attach(attachment)).await.is_err() {
        return StatusCode::NO_CONTENT.into_response();
    }
    ok(Bytes::new())
}

pub(crate) async fn poll(hub: &HubInner, handle: Arc<ConnectionHandle>) -> Response {
    let _poll = handle.poll_guard();
    let mut slot = handle.long_poll.lock().await;
    let Some(receiver) = slot.as_mut() else { return StatusCode::NO_CONTENT.into_response() };
    let first = tokio::select! {
        frame = receiver.recv() => frame,
        () = tokio::time::sleep(hub.options.long_poll_timeout) => return ok(Bytes::new()),
    };
    let Some(first) = first else {
        *slot = None;
        return StatusCode::NO_CONTENT.into_response();
    };
    let mut body = BytesMut::from(&first[..]);
    while body.len() < MAX_POLL_BYTES {
        match receiver.try_recv() {
            Ok(frame) => body.extend_from_slice(&frame),
            Err(_) => break,
        }
    }
    ok(body.freeze())
}
