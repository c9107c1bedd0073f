//! A minimal raw client for the integration tests: skip-negotiation WebSockets.
#![allow(dead_code, clippy::unwrap_used)]

use std::net::SocketAddr;
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::Value;
use signalr::Hub;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Serves `hub` at `/hub` on a free port.
pub async fn serve(hub: &Hub) -> SocketAddr {
    let app = axum::Router::new().nest("/hub", hub.router());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    address
}

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pending: std::collections::VecDeque<Value>,
}

impl Client {
    /// Connects with skip-negotiation and completes the handshake; `query` is appended.
    pub async fn connect(address: SocketAddr, query: &str) -> Client {
        let url = format!("ws://{address}/hub?{query}");
        let (socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let mut client = Client { socket, pending: Default::default() };
        client.send_text("{\"protocol\":\"json\",\"version\":1}\u{1e}").await;
        assert_eq!(client.next().await, serde_json::json!({}));
        client
    }

    pub async fn send_text(&mut self, text: &str) {
        self.socket.send(Message::text(text)).await.unwrap();
    }

    /// The next record that is not a Ping; panics after 5 s.
    pub async fn next(&mut self) -> Value {
        loop {
            if let Some(value) = self.pending.pop_front() {
                if value["type"] == 6 {
                    continue;
                }
                return value;
            }
            let message = tokio::time::timeout(Duration::from_secs(5), self.socket.next())
                .await
                .expect("a message within 5 s")
                .expect("the socket open")
                .unwrap();
            if let Message::Text(text) = message {
                for record in text.split('\u{1e}').filter(|r| !r.is_empty()) {
                    self.pending.push_back(serde_json::from_str(record).unwrap());
                }
            }
        }
    }

    /// Invokes `method` and returns its completion.
    pub async fn invoke(&mut self, id: &str, method: &str, arguments: Value) -> Value {
        let record = serde_json::json!({"type": 1, "invocationId": id, "target": method, "arguments": arguments});
        self.send_text(&format!("{record}\u{1e}")).await;
        loop {
            let next = self.next().await;
            if next["type"] == 3 && next["invocationId"] == id {
                return next;
            }
            self.pending.push_back(next);
            tokio::task::yield_now().await;
        }
    }

    /// Whether the server closed the socket (after any Close record).
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(Duration::from_secs(5), self.socket.next()).await {
                Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => continue,
                Err(_) => return false,
            }
        }
    }
}
