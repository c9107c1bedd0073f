//! The bounded queues a connection's task reads (control from its transports, outbound messages
//! from hub code and senders): many senders, one receiver, and no memory for items until some are
//! queued. A Tokio channel allocates room for 32 items when it is made; with two per connection,
//! that was a fifth of an idle connection's memory.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::Notify;

/// Emptied queues keep room for this many items; a burst's larger buffer is released.
const KEPT_CAPACITY: usize = 4;

/// Why [`Sender::try_send`] gave the item back.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum TrySendError<T> {
    /// `capacity` items are waiting.
    Full(T),
    /// The receiver is gone.
    Closed(T),
}

/// The receiver is gone; the item is given back.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct SendError<T>(pub(crate) T);

struct State<T> {
    items: VecDeque<T>,
    senders: usize,
    closed: bool,
}

struct Shared<T> {
    state: Mutex<State<T>>,
    /// An item was queued, or the last sender left.
    readable: Notify,
    /// Room was made, or the receiver left.
    writable: Notify,
    capacity: usize,
}

impl<T> Shared<T> {
    fn lock(&self) -> MutexGuard<'_, State<T>> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Sends into a queue; cheap to clone.
pub(crate) struct Sender<T>(Arc<Shared<T>>);

/// Takes from a queue, in the order items were sent.
pub(crate) struct Receiver<T>(Arc<Shared<T>>);

/// A queue holding at most `capacity` items (at least one).
pub(crate) fn channel<T>(capacity: usize) -> (Sender<T>, Receiver<T>) {
    let shared = Arc::new(Shared {
        state: Mutex::new(State { items: VecDeque::new(), senders: 1, closed: false }),
        readable: Notify::new(),
        writable: Notify::new(),
        capacity: capacity.max(1),
    });
    (Sender(shared.clone()), Receiver(shared))
}

impl<T> Sender<T> {
    /// Queues `item` if there is room, without waiting.
    pub(crate) fn try_send(&self, item: T) -> Result<(), TrySendError<T>> {
        let mut state = self.0.lock();
        if state.closed {
            return Err(TrySendError::Closed(item));
        }
        if state.items.len() >= self.0.capacity {
            return Err(TrySendError::Full(item));
        }
        state.items.push_back(item);
        drop(state);
        self.0.readable.notify_one();
        Ok(())
    }

    /// Queues `item`, waiting for room.
    pub(crate) async fn send(&self, mut item: T) -> Result<(), SendError<T>> {
        loop {
            // Registered before looking, so room made in between wakes this sender.
            let room = self.0.writable.notified();
            tokio::pin!(room);
            room.as_mut().enable();
            match self.try_send(item) {
                Ok(()) => return Ok(()),
                Err(TrySendError::Closed(back)) => return Err(SendError(back)),
                Err(TrySendError::Full(back)) => item = back,
            }
            room.await;
        }
    }
}

impl<T> Clone for Sender<T> {
    fn clone(&self) -> Self {
        self.0.lock().senders += 1;
        Sender(self.0.clone())
    }
}

impl<T> Drop for Sender<T> {
    fn drop(&mut self) {
        let mut state = self.0.lock();
        state.senders -= 1;
        if state.senders == 0 {
            drop(state);
            self.0.readable.notify_one();
        }
    }
}

impl<T> Receiver<T> {
    /// The next item; `None` once every sender is gone and nothing is left. Cancel-safe: an item is
    /// only taken by a call that returns it.
    pub(crate) async fn recv(&mut self) -> Option<T> {
        loop {
            {
                let mut state = self.0.lock();
                if let Some(item) = state.items.pop_front() {
                    if state.items.is_empty() && state.items.capacity() > KEPT_CAPACITY {
                        state.items = VecDeque::new();
                    }
                    drop(state);
                    // One slot made, one waiting sender woken (if none waits, the next one to wait
                    // looks again at once).
                    self.0.writable.notify_one();
                    return Some(item);
                }
                if state.senders == 0 {
                    return None;
                }
            }
            // A notification sent while nobody waits is kept for the next wait, so none is lost
            // between the look above and this wait.
            self.0.readable.notified().await;
        }
    }
}

impl<T> Drop for Receiver<T> {
    fn drop(&mut self) {
        let items = {
            let mut state = self.0.lock();
            state.closed = true;
            std::mem::take(&mut state.items)
        };
        drop(items);
        self.0.writable.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn items_arrive_in_order_and_the_bound_holds() {
        let (sender, mut receiver) = channel(2);
        sender.try_send(1).unwrap();
        sender.send(2).await.unwrap();
        assert_eq!(sender.try_send(3), Err(TrySendError::Full(3)));
        assert_eq!(receiver.recv().await, Some(1));
        sender.try_send(3).unwrap();
        assert_eq!(receiver.recv().await, Some(2));
        assert_eq!(receiver.recv().await, Some(3));
    }

    #[tokio::test]
    async fn a_full_queue_makes_senders_wait_for_room() {
        let (sender, mut receiver) = channel(1);
        sender.try_send(0).unwrap();
        let waiting: Vec<_> = (1..=3)
            .map(|i| {
                let sender = sender.clone();
                tokio::spawn(async move { sender.send(i).await })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(20)).await;
        let mut got = Vec::new();
        for _ in 0..4 {
            got.push(tokio::time::timeout(Duration::from_secs(5), receiver.recv()).await.unwrap().unwrap());
        }
        got.sort_unstable();
        assert_eq!(got, [0, 1, 2, 3]);
        for sent in waiting {
            sent.await.unwrap().unwrap();
        }
    }

    #[tokio::test]
    async fn a_waiting_receiver_wakes_for_an_item_and_ends_with_the_last_sender() {
        let (sender, mut receiver) = channel::<u32>(8);
        let second = sender.clone();
        let reading = tokio::spawn(async move {
            let first = receiver.recv().await;
            (first, receiver.recv().await)
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        second.try_send(7).unwrap();
        drop(second);
        drop(sender);
        assert_eq!(reading.await.unwrap(), (Some(7), None));
    }

    #[tokio::test]
    async fn senders_learn_that_the_receiver_left() {
        let (sender, receiver) = channel(1);
        sender.try_send(1).unwrap();
        let blocked = tokio::spawn({
            let sender = sender.clone();
            async move { sender.send(2).await }
        });
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(receiver);
        assert_eq!(blocked.await.unwrap(), Err(SendError(2)));
        assert_eq!(sender.try_send(3), Err(TrySendError::Closed(3)));
    }

    #[tokio::test]
    async fn a_dropped_receive_loses_nothing_and_an_emptied_queue_lets_its_burst_go() {
        let (sender, mut receiver) = channel(64);
        // A receive abandoned while waiting (as a `select!` does) takes nothing.
        assert!(tokio::time::timeout(Duration::from_millis(10), receiver.recv()).await.is_err());
        for i in 0..40 {
            sender.try_send(i).unwrap();
        }
        for i in 0..40 {
            assert_eq!(receiver.recv().await, Some(i));
        }
        assert_eq!(receiver.0.lock().items.capacity(), 0);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn many_senders_on_threads_deliver_everything_once() {
        let (sender, mut receiver) = channel(4);
        let tasks: Vec<_> = (0..4)
            .map(|t| {
                let sender = sender.clone();
                tokio::spawn(async move {
                    for i in 0..500 {
                        sender.send(t * 1000 + i).await.unwrap();
                    }
                })
            })
            .collect();
        drop(sender);
        let mut per_task = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
        while let Some(item) = receiver.recv().await {
            per_task[item / 1000].push(item % 1000);
        }
        for task in tasks {
            task.await.unwrap();
        }
        for items in per_task {
            assert_eq!(items, (0..500).collect::<Vec<_>>(), "each sender's items once, in order");
        }
    }
}
