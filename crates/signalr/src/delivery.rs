//! What sending to a hub's connections needs: the connections on this instance, and the
//! backplane to the other instances.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::backplane::Backplane;
use crate::connection::registry::Registry;

/// The part of a hub that [`HubContext`](crate::HubContext) sends through; the hub's methods
/// and hooks are not in it.
pub(crate) struct Delivery {
    /// The hub's name, telling its messages apart on a shared backplane.
    pub(crate) name: String,
    /// This instance, so it skips what it published itself.
    pub(crate) instance: String,
    pub(crate) registry: Registry,
    pub(crate) backplane: Option<Arc<dyn Backplane>>,
    /// Set by [`HubContext::shutdown`](crate::HubContext::shutdown): new connections are refused.
    pub(crate) shutting_down: AtomicBool,
}
