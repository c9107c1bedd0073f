//! Who a connection belongs to.

/// Who a connection belongs to, as the authentication hook establishes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// The user id: [`HubContext::user`](crate::HubContext::user) reaches every connection of this user.
    pub user_id: String,
    /// Groups the connection joins when it opens (e.g. `session:…`, to close one session's
    /// connections with [`HubContext::group`](crate::HubContext::group)).
    pub groups: Vec<String>,
}

impl Identity {
    /// The identity of a user, in no group.
    pub fn user(user_id: impl Into<String>) -> Self {
        Self { user_id: user_id.into(), groups: Vec::new() }
    }

    /// Also joins `group` when the connection opens.
    pub fn with_group(mut self, group: impl Into<String>) -> Self {
        self.groups.push(group.into());
        self
    }
}
