//! The Server-Sent Events transport: `GET` with `Accept: text/event-stream` streams
//! `data: <record>` events; the client sends with `POST`.

use std::convert::Infallible;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::{BufMut, Bytes, BytesMut};
use futures::StreamExt;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::connection::actor::CHANNEL_FRAMES;
use crate::connection::{Attachment, ConnectionHandle, Control, Sink};

/// Cancels the transport when the response body is dropped (the client went away).
struct GoneOnDrop(CancellationToken);

impl Drop for GoneOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// One frame as an event: a `data:` line per line of the frame, then a blank line.
pub(crate) fn event(frame: &[u8]) -> Bytes {
    let mut out = BytesMut::with_capacity(frame.len() + 16);
    for line in frame.split(|&b| b == b'\n') {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        out.put_slice(b"data: ");
        out.put_slice(line);
        out.put_slice(b"\r\n");
    }
    out.put_slice(b"\r\n");
    out.freeze()
}

pub(crate) async fn start(handle: Arc<ConnectionHandle>) -> Response {
    let (sender, receiver) = mpsc::channel::<Bytes>(CHANNEL_FRAMES);
    let gone = CancellationToken::new();
    let generation = handle.next_generation();
    let attachment = Attachment { generation, sink: Sink::Channel(sender), gone: gone.clone(), linger: true };
    if handle.control.send(Control::Attach(attachment)).await.is_err() {
        return (StatusCode::NOT_FOUND, "No Connection with that ID").into_response();
    }
    // A comment first, so the client sees the stream open before the first message.
    let opening = futures::stream::once(async { Ok::<Bytes, Infallible>(Bytes::from_static(b":\r\n")) });
    let events = futures::stream::unfold((receiver, GoneOnDrop(gone)), |(mut receiver, guard)| async move {
        // Ends once the connection drops its sender, after what it queued before.
        let frame = receiver.recv().await?;
        Some((Ok(event(&frame)), (receiver, guard)))
    });
    let mut response = Body::from_stream(opening.chain(events)).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/event-stream"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

#[cfg(test)]
mod tests {
    #[test]
    fn events_carry_each_line_as_data() {
        assert_eq!(&super::event(b"{}\x1e")[..], b"data: {}\x1e\r\n\r\n");
        assert_eq!(&super::event(b"a\nb")[..], b"data: a\r\ndata: b\r\n\r\n");
    }
}
