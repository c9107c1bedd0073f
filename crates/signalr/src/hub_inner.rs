//! Everything a hub's connections share: the method table, hooks, options and delivery.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::request::Parts;

use crate::delivery::Delivery;
use crate::error::Reject;
use crate::handlers::{AuthFn, ConnectedFn, DisconnectedFn, Method};
use crate::identity::Identity;
use crate::options::HubOptions;

/// Everything a hub's connections share.
pub(crate) struct HubInner {
    pub(crate) methods: HashMap<String, Method>,
    pub(crate) on_connected: Option<Arc<ConnectedFn>>,
    pub(crate) on_disconnected: Option<Arc<DisconnectedFn>>,
    pub(crate) authenticate: Option<Arc<AuthFn>>,
    pub(crate) options: HubOptions,
    /// What its [`HubContext`](crate::HubContext)s send through.
    pub(crate) delivery: Arc<Delivery>,
}

impl HubInner {
    pub(crate) fn method(&self, name: &str) -> Option<&Method> {
        self.methods.get(&name.to_ascii_lowercase())
    }

    pub(crate) async fn authenticate(&self, parts: &Parts) -> Result<Option<Identity>, Reject> {
        match &self.authenticate {
            Some(hook) => hook(parts).await,
            None => Ok(None),
        }
    }
}
