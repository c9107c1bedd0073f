//! The in-process backplane: instances in one process (tests, or several hubs sharing state).

use futures::StreamExt;
use futures::future::BoxFuture;
use futures::stream::BoxStream;
use tokio::sync::broadcast;

use super::{Backplane, BackplaneError, BackplaneMessage};

/// A backplane for hub instances in the same process: a bounded broadcast channel. A
/// subscriber that falls more than `capacity` messages behind loses the oldest (logged).
#[derive(Clone)]
pub struct InMemoryBackplane {
    sender: broadcast::Sender<BackplaneMessage>,
}

impl InMemoryBackplane {
    /// A backplane buffering up to `capacity` messages per subscriber.
    pub fn new(capacity: usize) -> Self {
        let (sender, _) = broadcast::channel(capacity.max(1));
        Self { sender }
    }
}

impl Default for InMemoryBackplane {
    fn default() -> Self {
        Self::new(4096)
    }
}

impl Backplane for InMemoryBackplane {
    fn publish(&self, message: BackplaneMessage) -> BoxFuture<'_, Result<(), BackplaneError>> {
        // No subscriber is not an error: nobody else is listening.
        let _ = self.sender.send(message);
        Box::pin(std::future::ready(Ok(())))
    }

    fn subscribe(&self) -> BoxStream<'static, BackplaneMessage> {
        let receiver = self.sender.subscribe();
        futures::stream::unfold(receiver, |mut receiver| async move {
            loop {
                match receiver.recv().await {
                    Ok(message) => return Some((message, receiver)),
                    Err(broadcast::error::RecvError::Lagged(missed)) => {
                        tracing::warn!(missed, "signalr: in-memory backplane subscriber fell behind");
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            }
        })
        .boxed()
    }
}
