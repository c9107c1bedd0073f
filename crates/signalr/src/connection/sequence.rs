//! Stateful reconnect bookkeeping: the replay buffer of sent messages and the receive counter.

use std::collections::VecDeque;

use bytes::Bytes;

/// Sent, not yet acknowledged messages, oldest first, bounded in bytes.
#[derive(Debug)]
pub(crate) struct ReplayBuffer {
    messages: VecDeque<(u64, Bytes)>,
    bytes: usize,
    limit: usize,
    /// Sequence id of the last message numbered (0: none yet).
    last_id: u64,
}

impl ReplayBuffer {
    pub(crate) fn new(limit: usize) -> Self {
        Self { messages: VecDeque::new(), bytes: 0, limit, last_id: 0 }
    }

    /// Whether another message may be numbered and kept now.
    pub(crate) fn has_room(&self) -> bool {
        self.bytes < self.limit
    }

    /// Numbers a message and keeps it for replay.
    pub(crate) fn push(&mut self, record: Bytes) -> u64 {
        self.last_id += 1;
        self.bytes += record.len();
        self.messages.push_back((self.last_id, record));
        self.last_id
    }

    /// Drops everything up to and including `sequence_id`.
    pub(crate) fn ack(&mut self, sequence_id: u64) {
        while let Some((id, record)) = self.messages.front() {
            if *id > sequence_id {
                break;
            }
            self.bytes -= record.len();
            self.messages.pop_front();
        }
        // All acknowledged: let a burst's room go, as most connections sit idle most of the time.
        if self.messages.is_empty() && self.messages.capacity() > 4 {
            self.messages = VecDeque::new();
        }
    }

    /// The sequence id the next replayed (or, when empty, newly sent) message carries.
    pub(crate) fn first_id(&self) -> u64 {
        self.messages.front().map_or(self.last_id + 1, |(id, _)| *id)
    }

    /// The kept messages, oldest first.
    pub(crate) fn unacked(&self) -> impl Iterator<Item = &Bytes> {
        self.messages.iter().map(|(_, record)| record)
    }

    #[cfg(test)]
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

/// Numbers received messages and recognizes the duplicates a peer replays after a reconnect.
#[derive(Debug)]
pub(crate) struct ReceiveSequence {
    next_id: u64,
    latest_id: u64,
}

impl ReceiveSequence {
    pub(crate) fn new() -> Self {
        Self { next_id: 1, latest_id: 0 }
    }

    /// Numbers the next sequenced message; `false`: a duplicate to discard.
    pub(crate) fn accept(&mut self) -> bool {
        let id = self.next_id;
        self.next_id += 1;
        if id <= self.latest_id {
            return false;
        }
        self.latest_id = id;
        true
    }

    /// The peer's Sequence message: its next message carries `sequence_id`. Errors if that
    /// skips messages never received.
    pub(crate) fn reset(&mut self, sequence_id: u64) -> Result<(), ()> {
        if sequence_id > self.next_id {
            return Err(());
        }
        self.next_id = sequence_id;
        Ok(())
    }

    /// The last sequence id received, for Ack.
    pub(crate) fn latest(&self) -> u64 {
        self.latest_id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_buffer_numbers_acks_and_bounds() {
        let mut buffer = ReplayBuffer::new(10);
        assert_eq!(buffer.first_id(), 1);
        assert_eq!(buffer.push(Bytes::from_static(b"abcd")), 1);
        assert_eq!(buffer.push(Bytes::from_static(b"efgh")), 2);
        assert!(buffer.has_room());
        assert_eq!(buffer.push(Bytes::from_static(b"ijkl")), 3);
        assert!(!buffer.has_room());
        buffer.ack(2);
        assert_eq!(buffer.first_id(), 3);
        assert_eq!(buffer.bytes(), 4);
        assert!(buffer.has_room());
        buffer.ack(3);
        assert_eq!(buffer.first_id(), 4);
        assert_eq!(buffer.unacked().count(), 0);
    }

    #[test]
    fn an_acknowledged_burst_leaves_no_room_behind() {
        let mut buffer = ReplayBuffer::new(100_000);
        for _ in 0..100 {
            buffer.push(Bytes::from_static(b"x"));
        }
        buffer.ack(50);
        assert!(buffer.messages.capacity() >= 100, "room is kept while messages wait");
        buffer.ack(100);
        assert_eq!(buffer.messages.capacity(), 0);
        assert_eq!(buffer.first_id(), 101);
    }

    #[test]
    fn receive_sequence_discards_replayed_duplicates() {
        let mut seq = ReceiveSequence::new();
        assert!(seq.accept());
        assert!(seq.accept());
        assert!(seq.accept());
        assert_eq!(seq.latest(), 3);
        // The peer reconnects and replays from 2: 2 and 3 are duplicates, 4 is new.
        seq.reset(2).unwrap();
        assert!(!seq.accept());
        assert!(!seq.accept());
        assert!(seq.accept());
        assert_eq!(seq.latest(), 4);
        assert!(seq.reset(9).is_err());
    }
}
