//! The one clock: the system time plus an offset that only tests move, so expiry and timeouts can be tested
//! without waiting. Nothing else reads the wall clock: the API takes the time from its `Clock` and passes it
//! down, so the store, the ledger and the audit log record the time the tests set.

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

use chrono::{DateTime, Utc};

/// Cheap to clone; clones share the offset.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    offset_ms: Arc<AtomicI64>,
}

impl Clock {
    /// The current time (UTC).
    pub fn now(&self) -> DateTime<Utc> {
        Utc::now() + chrono::Duration::milliseconds(self.offset_ms.load(Ordering::Relaxed))
    }

    /// Moves this clock (and its clones) forward. For tests.
    pub fn advance(&self, by: std::time::Duration) {
        let ms = i64::try_from(by.as_millis()).unwrap_or(i64::MAX);
        self.offset_ms.fetch_add(ms, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn advancing_moves_every_clone() {
        let clock = super::Clock::default();
        let copy = clock.clone();
        let before = copy.now();
        clock.advance(std::time::Duration::from_secs(3600));
        assert!(copy.now() - before >= chrono::Duration::minutes(59));
    }
}
