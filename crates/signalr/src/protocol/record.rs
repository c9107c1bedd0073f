//! The text record framing: UTF-8 JSON records each terminated by the record separator `0x1E`.
//!
//! A transport frame may hold several records, and one record may span several frames, so
//! [`RecordReader`] keeps the unfinished tail between frames — never more than its size limit.

/// The record separator that ends every record of the JSON hub protocol.
pub const RECORD_SEPARATOR: u8 = 0x1e;

/// Why a record could not be read. After an error the reader stays failed: the stream is out of
/// sync and the connection should be closed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// A record grew past the configured limit before its separator arrived.
    #[error("a message exceeded the maximum size of {limit} bytes")]
    TooLarge {
        /// The configured limit in bytes.
        limit: usize,
    },
    /// A complete record was not valid UTF-8.
    #[error("a message was not valid UTF-8")]
    InvalidUtf8,
}

/// Splits a byte stream into records, bounded by a maximum record size.
#[derive(Debug)]
pub struct RecordReader {
    partial: Vec<u8>,
    limit: usize,
    failed: Option<RecordError>,
}

impl RecordReader {
    /// A reader that accepts records of at most `limit` bytes (separator excluded).
    pub fn new(limit: usize) -> Self {
        Self { partial: Vec::new(), limit, failed: None }
    }

    /// Bytes of an unfinished record held back until its separator arrives.
    pub fn buffered(&self) -> usize {
        self.partial.len()
    }

    /// Feeds the next chunk of the stream and returns the records it completes, in order.
    pub fn push(&mut self, mut data: &[u8]) -> Result<Vec<String>, RecordError> {
        if let Some(error) = &self.failed {
            return Err(error.clone());
        }
        let mut records = Vec::new();
        while let Some(end) = data.iter().position(|&b| b == RECORD_SEPARATOR) {
            let (head, rest) = data.split_at(end);
            data = &rest[1..];
            let record = if self.partial.is_empty() {
                head.to_vec()
            } else {
                let mut record = std::mem::take(&mut self.partial);
                record.extend_from_slice(head);
                record
            };
            if record.len() > self.limit {
                return Err(self.fail(RecordError::TooLarge { limit: self.limit }));
            }
            match String::from_utf8(record) {
                Ok(text) => records.push(text),
                Err(_) => return Err(self.fail(RecordError::InvalidUtf8)),
            }
        }
        if self.partial.len() + data.len() > self.limit {
            return Err(self.fail(RecordError::TooLarge { limit: self.limit }));
        }
        self.partial.extend_from_slice(data);
        if self.partial.is_empty() && self.partial.capacity() > 4096 {
            self.partial = Vec::new();
        }
        Ok(records)
    }

    fn fail(&mut self, error: RecordError) -> RecordError {
        self.partial = Vec::new();
        self.failed = Some(error.clone());
        error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_merged_and_joins_split_records() {
        let mut reader = RecordReader::new(1024);
        assert_eq!(reader.push(b"{\"a\":1}\x1e{\"b\"").unwrap(), vec!["{\"a\":1}".to_string()]);
        assert_eq!(reader.buffered(), 4);
        assert_eq!(reader.push(b":2}\x1e\x1e").unwrap(), vec!["{\"b\":2}".to_string(), String::new()]);
        assert_eq!(reader.buffered(), 0);
    }

    #[test]
    fn refuses_records_over_the_limit_and_stays_failed() {
        let mut reader = RecordReader::new(4);
        assert_eq!(reader.push(b"123"), Ok(vec![]));
        assert_eq!(reader.push(b"45"), Err(RecordError::TooLarge { limit: 4 }));
        assert_eq!(reader.push(b"\x1e"), Err(RecordError::TooLarge { limit: 4 }));
        assert_eq!(reader.buffered(), 0);
    }

    #[test]
    fn refuses_bad_utf8() {
        let mut reader = RecordReader::new(16);
        assert_eq!(reader.push(b"\xff\xfe\x1e"), Err(RecordError::InvalidUtf8));
    }

    #[test]
    fn a_multibyte_character_may_span_frames() {
        let mut reader = RecordReader::new(16);
        let text = "é".as_bytes();
        assert_eq!(reader.push(&text[..1]).unwrap(), Vec::<String>::new());
        assert_eq!(reader.push(&[text[1], RECORD_SEPARATOR]).unwrap(), vec!["é".to_string()]);
    }
}
