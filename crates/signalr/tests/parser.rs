//! Property tests of the record reader and the message parser: split and merged frames, `type`
//! last, bad UTF-8, huge records and unknown types — no panic, no buffer past the limit.
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use serde_json::{Map, Value, json};
use signalr::protocol::{HubMessage, RECORD_SEPARATOR, RecordError, RecordReader};

fn text() -> impl Strategy<Value = String> {
    prop_oneof![".{0,12}", "[a-zA-Z0-9]{1,8}", Just("\u{1e}".to_string()), Just("你好 \"\\\n".to_string())]
}

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i32>().prop_map(Value::from),
        text().prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z]{1,4}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

fn message() -> impl Strategy<Value = HubMessage> {
    let id = "[0-9]{1,4}";
    prop_oneof![
        (prop::option::of(id), text(), prop::collection::vec(value(), 0..3), prop::collection::vec(id, 0..2)).prop_map(
            |(invocation_id, target, arguments, stream_ids)| HubMessage::Invocation {
                invocation_id,
                target,
                arguments,
                stream_ids
            }
        ),
        (id, text(), prop::collection::vec(value(), 0..3)).prop_map(|(invocation_id, target, arguments)| {
            HubMessage::StreamInvocation { invocation_id, target, arguments, stream_ids: vec![] }
        }),
        (id, value()).prop_map(|(invocation_id, item)| HubMessage::StreamItem { invocation_id, item }),
        (id, prop::option::of(value()), prop::option::of(text()))
            .prop_map(|(invocation_id, result, error)| HubMessage::Completion { invocation_id, result, error }),
        id.prop_map(|invocation_id| HubMessage::CancelInvocation { invocation_id }),
        Just(HubMessage::Ping),
        (prop::option::of(text()), any::<bool>())
            .prop_map(|(error, allow_reconnect)| HubMessage::Close { error, allow_reconnect }),
        any::<u32>().prop_map(|n| HubMessage::Ack { sequence_id: n.into() }),
        any::<u32>().prop_map(|n| HubMessage::Sequence { sequence_id: n.into() }),
    ]
}

/// Cuts `bytes` at the given points (taken modulo its length), in order.
fn split(bytes: &[u8], cuts: &[usize]) -> Vec<Vec<u8>> {
    let mut points: Vec<usize> = cuts.iter().map(|c| if bytes.is_empty() { 0 } else { c % bytes.len() }).collect();
    points.sort_unstable();
    let mut chunks = Vec::new();
    let mut start = 0;
    for point in points {
        chunks.push(bytes[start..point].to_vec());
        start = point;
    }
    chunks.push(bytes[start..].to_vec());
    chunks
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Messages written back to back and cut anywhere come out whole, in order, equal.
    #[test]
    fn split_and_merged_frames_round_trip(
        messages in prop::collection::vec(message(), 1..8),
        cuts in prop::collection::vec(any::<usize>(), 0..12),
    ) {
        let stream: Vec<u8> = messages.iter().flat_map(HubMessage::to_record).collect();
        let mut reader = RecordReader::new(1 << 20);
        let mut records = Vec::new();
        for chunk in split(&stream, &cuts) {
            records.extend(reader.push(&chunk).unwrap());
        }
        prop_assert_eq!(reader.buffered(), 0);
        let parsed: Vec<HubMessage> = records.iter().map(|r| HubMessage::parse(r).unwrap().unwrap()).collect();
        prop_assert_eq!(parsed, messages);
    }

    /// Properties in any order, `type` last included, parse the same.
    #[test]
    fn property_order_does_not_matter(message in message(), rotate in any::<usize>()) {
        let record = message.to_record();
        let object: Map<String, Value> = serde_json::from_slice(&record[..record.len() - 1]).unwrap();
        let mut pairs: Vec<(String, Value)> = object.into_iter().collect();
        let len = pairs.len();
        pairs.rotate_left(rotate % len);
        let mut text = String::from("{");
        for (i, (key, value)) in pairs.iter().enumerate() {
            if i > 0 { text.push(','); }
            text.push_str(&format!("{}:{}", json!(key), value));
        }
        text.push('}');
        prop_assert_eq!(HubMessage::parse(&text).unwrap(), Some(message.clone()));
        // And with `type` explicitly last.
        let mut last: Vec<&(String, Value)> = pairs.iter().filter(|(k, _)| k != "type").collect();
        let kind = pairs.iter().find(|(k, _)| k == "type").unwrap();
        last.push(kind);
        let text = format!("{{{}}}", last.iter().map(|(k, v)| format!("{}:{v}", json!(k))).collect::<Vec<_>>().join(","));
        prop_assert_eq!(HubMessage::parse(&text).unwrap(), Some(message));
    }

    /// Arbitrary bytes in arbitrary chunks: no panic, never more buffered than the limit, and a
    /// failure is final.
    #[test]
    fn arbitrary_bytes_never_panic_nor_overflow(
        chunks in prop::collection::vec(prop::collection::vec(prop_oneof![any::<u8>(), Just(RECORD_SEPARATOR)], 0..64), 0..16),
        limit in 1usize..48,
    ) {
        let mut reader = RecordReader::new(limit);
        let mut failed = false;
        for chunk in &chunks {
            match reader.push(chunk) {
                Ok(records) => {
                    prop_assert!(!failed);
                    for record in records {
                        prop_assert!(record.len() <= limit);
                        let _ = HubMessage::parse(&record);
                    }
                }
                Err(_) => failed = true,
            }
            prop_assert!(reader.buffered() <= limit);
        }
    }

    /// A record over the limit fails as soon as it is known too large, whatever the chunking.
    #[test]
    fn huge_records_fail_without_buffering_them(size in 65usize..5000, cuts in prop::collection::vec(any::<usize>(), 0..8)) {
        let mut record = vec![b'x'; size];
        record.push(RECORD_SEPARATOR);
        let mut reader = RecordReader::new(64);
        let mut outcome = Ok(());
        for chunk in split(&record, &cuts) {
            if let Err(error) = reader.push(&chunk) {
                outcome = Err(error);
                break;
            }
            prop_assert!(reader.buffered() <= 64);
        }
        prop_assert_eq!(outcome, Err(RecordError::TooLarge { limit: 64 }));
    }

    /// Bad UTF-8 in a complete record is an error, not a panic.
    #[test]
    fn bad_utf8_is_an_error(prefix in "[a-z]{0,8}", bad in prop_oneof![Just(vec![0xffu8]), Just(vec![0xc3u8]), Just(vec![0xe4u8, 0xbd])]) {
        let mut bytes = prefix.into_bytes();
        bytes.extend(bad);
        bytes.push(RECORD_SEPARATOR);
        prop_assert_eq!(RecordReader::new(64).push(&bytes), Err(RecordError::InvalidUtf8));
    }

    /// Unknown message types are skipped; any JSON parses without panicking.
    #[test]
    fn unknown_types_are_skipped(kind in any::<i64>().prop_filter("unknown", |k| !(1..=9).contains(k)), extra in value()) {
        let text = json!({"extra": extra, "type": kind}).to_string();
        prop_assert_eq!(HubMessage::parse(&text).unwrap(), None);
    }

    #[test]
    fn any_json_or_text_parses_without_panic(v in value(), s in ".{0,64}") {
        let _ = HubMessage::parse(&v.to_string());
        let _ = HubMessage::parse(&s);
    }
}
