//! The messages of the JSON hub protocol, parsed from and written to records.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::record::RECORD_SEPARATOR;

/// Message type numbers of the hub protocol.
pub mod kind {
    /// A call of a method on the other side.
    pub const INVOCATION: i64 = 1;
    /// One item of a stream.
    pub const STREAM_ITEM: i64 = 2;
    /// The end of an invocation or a stream.
    pub const COMPLETION: i64 = 3;
    /// A call that answers with a stream.
    pub const STREAM_INVOCATION: i64 = 4;
    /// The caller no longer wants a stream.
    pub const CANCEL_INVOCATION: i64 = 5;
    /// Keep-alive.
    pub const PING: i64 = 6;
    /// The connection is being closed.
    pub const CLOSE: i64 = 7;
    /// Stateful reconnect: everything up to a sequence id arrived.
    pub const ACK: i64 = 8;
    /// Stateful reconnect: the sequence id of the next message after a reconnect.
    pub const SEQUENCE: i64 = 9;
}

/// One hub protocol message, in either direction.
#[derive(Debug, Clone, PartialEq)]
pub enum HubMessage {
    /// Type 1: call `target`; `invocation_id` is present when the caller waits for a completion.
    Invocation {
        /// Present when a completion is expected.
        invocation_id: Option<String>,
        /// The method name.
        target: String,
        /// The positional arguments, streams excluded.
        arguments: Vec<Value>,
        /// Ids of the streams the caller uploads as further arguments.
        stream_ids: Vec<String>,
    },
    /// Type 2: one item of the stream `invocation_id`.
    StreamItem {
        /// The stream's invocation (or upload stream) id.
        invocation_id: String,
        /// The item.
        item: Value,
    },
    /// Type 3: the end of invocation or stream `invocation_id`, with a result or an error.
    Completion {
        /// The completed invocation (or upload stream) id.
        invocation_id: String,
        /// The result, when there is one.
        result: Option<Value>,
        /// The error, when it failed.
        error: Option<String>,
    },
    /// Type 4: call `target`, which answers with a stream.
    StreamInvocation {
        /// The stream's id.
        invocation_id: String,
        /// The method name.
        target: String,
        /// The positional arguments, streams excluded.
        arguments: Vec<Value>,
        /// Ids of the streams the caller uploads as further arguments.
        stream_ids: Vec<String>,
    },
    /// Type 5: stop the stream `invocation_id`.
    CancelInvocation {
        /// The stream to stop.
        invocation_id: String,
    },
    /// Type 6: keep-alive.
    Ping,
    /// Type 7: the sender closes the connection.
    Close {
        /// Why, when it is an error.
        error: Option<String>,
        /// Whether the client should reconnect automatically.
        allow_reconnect: bool,
    },
    /// Type 8: every message up to `sequence_id` arrived.
    Ack {
        /// The last sequence id received.
        sequence_id: u64,
    },
    /// Type 9: the next message carries `sequence_id`.
    Sequence {
        /// The sequence id of the next message.
        sequence_id: u64,
    },
}

/// Why a record is not a valid hub message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// The record is not a JSON object of the expected shape.
    #[error("invalid message: {0}")]
    Json(String),
    /// A required property is missing.
    #[error("missing required property '{0}'")]
    Missing(&'static str),
}

fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(deserializer).map(Some)
}

/// Every property any message may carry, in any order (`type` may come last).
#[derive(Deserialize)]
struct RawMessage {
    #[serde(rename = "type")]
    kind: Option<i64>,
    #[serde(rename = "invocationId")]
    invocation_id: Option<String>,
    target: Option<String>,
    arguments: Option<Vec<Value>>,
    #[serde(rename = "streamIds")]
    stream_ids: Option<Vec<String>>,
    #[serde(default, deserialize_with = "present")]
    item: Option<Value>,
    #[serde(default, deserialize_with = "present")]
    result: Option<Value>,
    error: Option<String>,
    #[serde(rename = "allowReconnect")]
    allow_reconnect: Option<bool>,
    #[serde(rename = "sequenceId")]
    sequence_id: Option<u64>,
}

impl HubMessage {
    /// Parses one record (separator excluded). `Ok(None)`: a message type this server does not
    /// know, which the protocol says to ignore.
    pub fn parse(record: &str) -> Result<Option<HubMessage>, MessageError> {
        let raw: RawMessage = serde_json::from_str(record).map_err(|e| MessageError::Json(e.to_string()))?;
        let kind = raw.kind.ok_or(MessageError::Missing("type"))?;
        let id = |v: Option<String>| v.ok_or(MessageError::Missing("invocationId"));
        let message = match kind {
            kind::INVOCATION => HubMessage::Invocation {
                invocation_id: raw.invocation_id,
                target: raw.target.ok_or(MessageError::Missing("target"))?,
                arguments: raw.arguments.unwrap_or_default(),
                stream_ids: raw.stream_ids.unwrap_or_default(),
            },
            kind::STREAM_INVOCATION => HubMessage::StreamInvocation {
                invocation_id: id(raw.invocation_id)?,
                target: raw.target.ok_or(MessageError::Missing("target"))?,
                arguments: raw.arguments.unwrap_or_default(),
                stream_ids: raw.stream_ids.unwrap_or_default(),
            },
            kind::STREAM_ITEM => HubMessage::StreamItem {
                invocation_id: id(raw.invocation_id)?,
                item: raw.item.ok_or(MessageError::Missing("item"))?,
            },
            kind::COMPLETION => {
                HubMessage::Completion { invocation_id: id(raw.invocation_id)?, result: raw.result, error: raw.error }
            }
            kind::CANCEL_INVOCATION => HubMessage::CancelInvocation { invocation_id: id(raw.invocation_id)? },
            kind::PING => HubMessage::Ping,
            kind::CLOSE => {
                HubMessage::Close { error: raw.error, allow_reconnect: raw.allow_reconnect.unwrap_or(false) }
            }
            kind::ACK => HubMessage::Ack { sequence_id: raw.sequence_id.ok_or(MessageError::Missing("sequenceId"))? },
            kind::SEQUENCE => {
                HubMessage::Sequence { sequence_id: raw.sequence_id.ok_or(MessageError::Missing("sequenceId"))? }
            }
            _ => return Ok(None),
        };
        Ok(Some(message))
    }

    /// Whether stateful reconnect numbers this message (it must be delivered exactly once).
    pub fn is_sequenced(&self) -> bool {
        matches!(
            self,
            HubMessage::Invocation { .. }
                | HubMessage::StreamItem { .. }
                | HubMessage::Completion { .. }
                | HubMessage::StreamInvocation { .. }
                | HubMessage::CancelInvocation { .. }
        )
    }

    /// The message as one record, separator included.
    pub fn to_record(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64);
        // Serializing these shapes (strings, numbers, already valid JSON values) cannot fail.
        let _ = serde_json::to_writer(&mut out, &Wire::from(self));
        out.push(RECORD_SEPARATOR);
        out
    }
}

/// The written form of each message.
#[derive(Serialize)]
#[serde(untagged)]
enum Wire<'a> {
    Invocation {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(rename = "invocationId", skip_serializing_if = "Option::is_none")]
        invocation_id: Option<&'a str>,
        target: &'a str,
        arguments: &'a [Value],
        #[serde(rename = "streamIds", skip_serializing_if = "<[String]>::is_empty")]
        stream_ids: &'a [String],
    },
    StreamItem {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(rename = "invocationId")]
        invocation_id: &'a str,
        item: &'a Value,
    },
    Completion {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(rename = "invocationId")]
        invocation_id: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        result: Option<&'a Value>,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<&'a str>,
    },
    Cancel {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(rename = "invocationId")]
        invocation_id: &'a str,
    },
    Close {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<&'a str>,
        #[serde(rename = "allowReconnect", skip_serializing_if = "std::ops::Not::not")]
        allow_reconnect: bool,
    },
    Sequenced {
        #[serde(rename = "type")]
        kind: i64,
        #[serde(rename = "sequenceId")]
        sequence_id: u64,
    },
    Bare {
        #[serde(rename = "type")]
        kind: i64,
    },
}

impl<'a> From<&'a HubMessage> for Wire<'a> {
    fn from(message: &'a HubMessage) -> Self {
        match message {
            HubMessage::Invocation { invocation_id, target, arguments, stream_ids } => Wire::Invocation {
                kind: kind::INVOCATION,
                invocation_id: invocation_id.as_deref(),
                target,
                arguments,
                stream_ids,
            },
            HubMessage::StreamInvocation { invocation_id, target, arguments, stream_ids } => Wire::Invocation {
                kind: kind::STREAM_INVOCATION,
                invocation_id: Some(invocation_id),
                target,
                arguments,
                stream_ids,
            },
            HubMessage::StreamItem { invocation_id, item } => {
                Wire::StreamItem { kind: kind::STREAM_ITEM, invocation_id, item }
            }
            HubMessage::Completion { invocation_id, result, error } => Wire::Completion {
                kind: kind::COMPLETION,
                invocation_id,
                result: result.as_ref(),
                error: error.as_deref(),
            },
            HubMessage::CancelInvocation { invocation_id } => {
                Wire::Cancel { kind: kind::CANCEL_INVOCATION, invocation_id }
            }
            HubMessage::Ping => Wire::Bare { kind: kind::PING },
            HubMessage::Close { error, allow_reconnect } => {
                Wire::Close { kind: kind::CLOSE, error: error.as_deref(), allow_reconnect: *allow_reconnect }
            }
            HubMessage::Ack { sequence_id } => Wire::Sequenced { kind: kind::ACK, sequence_id: *sequence_id },
            HubMessage::Sequence { sequence_id } => Wire::Sequenced { kind: kind::SEQUENCE, sequence_id: *sequence_id },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip(message: HubMessage) {
        let record = message.to_record();
        assert_eq!(record.last(), Some(&RECORD_SEPARATOR));
        let text = std::str::from_utf8(&record[..record.len() - 1]).unwrap();
        assert_eq!(HubMessage::parse(text).unwrap(), Some(message));
    }

    #[test]
    fn every_message_round_trips() {
        round_trip(HubMessage::Invocation {
            invocation_id: None,
            target: "Send".into(),
            arguments: vec![json!("a"), json!({"b": [1, 2]})],
            stream_ids: vec![],
        });
        round_trip(HubMessage::Invocation {
            invocation_id: Some("1".into()),
            target: "Concat".into(),
            arguments: vec![],
            stream_ids: vec!["2".into()],
        });
        round_trip(HubMessage::StreamInvocation {
            invocation_id: "3".into(),
            target: "Stream".into(),
            arguments: vec![json!(null)],
            stream_ids: vec![],
        });
        round_trip(HubMessage::StreamItem { invocation_id: "3".into(), item: json!(null) });
        round_trip(HubMessage::Completion { invocation_id: "3".into(), result: Some(json!(null)), error: None });
        round_trip(HubMessage::Completion { invocation_id: "3".into(), result: None, error: Some("boom".into()) });
        round_trip(HubMessage::Completion { invocation_id: "3".into(), result: None, error: None });
        round_trip(HubMessage::CancelInvocation { invocation_id: "3".into() });
        round_trip(HubMessage::Ping);
        round_trip(HubMessage::Close { error: Some("bye".into()), allow_reconnect: true });
        round_trip(HubMessage::Close { error: None, allow_reconnect: false });
        round_trip(HubMessage::Ack { sequence_id: 7 });
        round_trip(HubMessage::Sequence { sequence_id: 8 });
    }

    #[test]
    fn type_may_come_last_and_unknown_types_are_ignored() {
        let parsed = HubMessage::parse(r#"{"target":"Echo","arguments":["x"],"invocationId":"0","type":1}"#).unwrap();
        assert_eq!(
            parsed,
            Some(HubMessage::Invocation {
                invocation_id: Some("0".into()),
                target: "Echo".into(),
                arguments: vec![json!("x")],
                stream_ids: vec![]
            })
        );
        assert_eq!(HubMessage::parse(r#"{"type":99,"whatever":true}"#).unwrap(), None);
    }

    #[test]
    fn malformed_messages_are_errors() {
        assert!(HubMessage::parse("").is_err());
        assert!(HubMessage::parse("[]").is_err());
        assert_eq!(HubMessage::parse(r#"{"target":"x"}"#), Err(MessageError::Missing("type")));
        assert_eq!(HubMessage::parse(r#"{"type":1}"#), Err(MessageError::Missing("target")));
        assert_eq!(HubMessage::parse(r#"{"type":2,"invocationId":"1"}"#), Err(MessageError::Missing("item")));
        assert!(HubMessage::parse(r#"{"type":"1","target":"x"}"#).is_err());
    }

    #[test]
    fn written_shapes_match_the_official_server() {
        let record =
            HubMessage::Completion { invocation_id: "1".into(), result: Some(json!("r")), error: None }.to_record();
        assert_eq!(record, b"{\"type\":3,\"invocationId\":\"1\",\"result\":\"r\"}\x1e");
        assert_eq!(HubMessage::Ping.to_record(), b"{\"type\":6}\x1e");
        assert_eq!(
            HubMessage::Close { error: None, allow_reconnect: true }.to_record(),
            b"{\"type\":7,\"allowReconnect\":true}\x1e"
        );
    }
}
