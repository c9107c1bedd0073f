//! Where an operator's request comes from: ip and user agent (as the player API reads them, see
//! [`crate::session::Origin`]) and the request id, for sessions, rate limits and audit rows.

use axum::{extract::FromRequestParts, http::request::Parts};

use crate::{session::Origin, state::AppState};

/// The request's origin. Never fails to extract: missing parts are `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Client {
    /// The TCP peer, or with `trust_proxy` the first `X-Forwarded-For` address.
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    /// `x-request-id`, set on every request by the outermost layer.
    pub request_id: Option<String>,
}

impl Client {
    pub fn from_parts(parts: &Parts, trust_proxy: bool) -> Client {
        let origin = Origin::from_parts(parts, trust_proxy);
        let some = |text: String| Some(text).filter(|t| !t.is_empty());
        Client {
            ip: some(origin.ip),
            user_agent: some(origin.user_agent),
            request_id: parts
                .headers
                .get("x-request-id")
                .and_then(|v| v.to_str().ok())
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned),
        }
    }

    /// The ip as a rate-limit key (`unknown` when the server was not given peer addresses).
    pub fn ip_key(&self) -> &str {
        self.ip.as_deref().unwrap_or("unknown")
    }
}

impl FromRequestParts<AppState> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(Client::from_parts(parts, state.settings.trust_proxy))
    }
}
