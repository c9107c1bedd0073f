//! The handshake: the client names its protocol and version, the server answers `{}` or an error.

use serde::Deserialize;

use super::record::RECORD_SEPARATOR;

/// The highest JSON hub protocol version this server speaks (2 adds stateful reconnect).
pub const MAX_VERSION: u32 = 2;

/// The client's handshake request.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct HandshakeRequest {
    /// The hub protocol name, `json` here.
    pub protocol: String,
    /// The protocol version.
    pub version: u32,
}

impl HandshakeRequest {
    /// Parses the first record of a connection and checks the protocol is one this server speaks.
    /// The error is the text to answer with.
    pub fn parse(record: &str) -> Result<HandshakeRequest, String> {
        let request: HandshakeRequest = serde_json::from_str(record)
            .map_err(|_| "Handshake request was not a valid JSON object with 'protocol' and 'version'.".to_string())?;
        if request.protocol != "json" {
            return Err(format!("The protocol '{}' is not supported.", request.protocol));
        }
        if request.version == 0 || request.version > MAX_VERSION {
            return Err(format!(
                "The server does not support version {} of the '{}' protocol.",
                request.version, request.protocol
            ));
        }
        Ok(request)
    }
}

/// The handshake answer: `{}` on success, `{"error":…}` on failure; separator included.
pub fn response(error: Option<&str>) -> Vec<u8> {
    let mut out = match error {
        None => b"{}".to_vec(),
        Some(error) => serde_json::to_vec(&serde_json::json!({ "error": error })).unwrap_or_default(),
    };
    out.push(RECORD_SEPARATOR);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_json_versions_one_and_two() {
        assert_eq!(HandshakeRequest::parse(r#"{"version":2,"protocol":"json"}"#).unwrap().version, 2);
        assert!(HandshakeRequest::parse(r#"{"protocol":"json","version":1}"#).is_ok());
        assert!(HandshakeRequest::parse(r#"{"protocol":"messagepack","version":1}"#).is_err());
        assert!(HandshakeRequest::parse(r#"{"protocol":"json","version":3}"#).is_err());
        assert!(HandshakeRequest::parse(r#"{"protocol":"json"}"#).is_err());
    }

    #[test]
    fn answers() {
        assert_eq!(response(None), b"{}\x1e");
        assert_eq!(response(Some("no")), b"{\"error\":\"no\"}\x1e");
    }
}
