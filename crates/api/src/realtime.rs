//! The real-time hub at `/hub/frnotify` (architecture §5), on the `signalr` crate: the official `@microsoft/signalr`
//! client connects with the player's token (`access_token` in the query, or the Authorization header) and
//! receives `NotifyMessage(command, message)`:
//! - `Notification`: a new notification, as `customer/notification` lists it, in the connection's language;
//! - `Balance`: `{balance, bonus}`, the player's new cash and bonus balances in lira;
//! - `SessionEnded`: `{reason}`, the session was ended (`domain::session::EndReason`: logout elsewhere,
//!   revoke, password change, block, the session time limit, a time-out …); the connection closes right after
//!   and the client logs out, explaining the reason when it is the player's own protection;
//! - `RealityCheck`: `{minutes, net, wagered}`, the reality check at each interval the player picked: minutes
//!   since login, and this session's net result and wagers in lira.
//!
//! An invalid or ended token is 401 at negotiate; no token makes an anonymous connection that receives only what
//! is sent to everyone. A player's connections never receive another player's messages: sends go to the
//! player's own groups. Producers call [`Realtime`] after their transaction commits; what they announce is
//! already stored, so a client that missed a push (offline, another instance without a backplane) sees it in
//! its next `customer/notification`.

use std::sync::{Arc, OnceLock};

use domain::{locale::Locale, session::EndReason};
use futures::future::BoxFuture;
use serde::Serialize;
use signalr::{Backplane, Hub, HubContext, Identity, Reject};

/// Where the hub is served.
pub const PATH: &str = "/hub/frnotify";
/// The one client method the hub calls.
pub const METHOD: &str = "NotifyMessage";

/// What a `NotifyMessage` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Notification,
    Balance,
    SessionEnded,
    RealityCheck,
}

impl Command {
    pub fn as_str(self) -> &'static str {
        match self {
            Command::Notification => "Notification",
            Command::Balance => "Balance",
            Command::SessionEnded => "SessionEnded",
            Command::RealityCheck => "RealityCheck",
        }
    }
}

/// A live player session, as the hub needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Connecting {
    pub player_id: i64,
    pub session_id: i64,
    /// Whether the player may be sent offers (not in a time-out or self-exclusion; one ends every session, so a
    /// connection made before it is closed with it).
    pub offers: bool,
}

/// How the hub checks a token: the session service implements it (`session::player`), so this module needs
/// nothing of the rest of the API.
pub trait Authenticate: Send + Sync + 'static {
    /// The live session of `token`, or `None` (invalid, ended, lapsed). Must not count as activity: an open tab
    /// must not keep an abandoned session alive.
    fn player(&self, token: String) -> BoxFuture<'_, Option<Connecting>>;
}

/// The hub and a handle to send through it; cheap to clone.
#[derive(Clone)]
pub struct Realtime {
    /// What sends go through. Filled once the hub is built: the copy the hub authenticates with (which ends the
    /// sessions it finds lapsed, and must tell their connections) is made before the hub exists.
    clients: Arc<OnceLock<HubContext>>,
    /// The hub itself; `None` in the copy it authenticates with, so that the hub does not hold itself (a
    /// [`HubContext`] does not hold the hub, only its connections).
    hub: Option<Hub>,
}

/// The groups a player's connection joins: its session (to close it when the session ends), the player in the
/// connection's language, and every player in that language (broadcasts).
fn session_group(session_id: i64) -> String {
    format!("session:{session_id}")
}

fn player_group(player_id: i64, locale: Locale) -> String {
    format!("player:{player_id}:{}", locale.code())
}

fn players_group(locale: Locale) -> String {
    format!("players:{}", locale.code())
}

/// Every player in that language who may be sent offers.
fn offers_group(locale: Locale) -> String {
    format!("offers:{}", locale.code())
}

/// The `locale` query parameter of the hub's url (`tr` when absent or unknown).
fn query_locale(query: Option<&str>) -> Locale {
    query
        .unwrap_or_default()
        .split('&')
        .find_map(|pair| pair.strip_prefix("locale="))
        .map_or(Locale::Tr, Locale::from_header)
}

impl Realtime {
    /// The hub, checking players' tokens with what `sessions` makes of a [`Realtime`] that sends through this
    /// hub (and serves no routes), so a session found lapsed at connect is ended like any other.
    pub fn new<A: Authenticate>(
        sessions: impl FnOnce(Realtime) -> A,
        backplane: Option<Arc<dyn Backplane>>,
    ) -> Realtime {
        let clients = Arc::new(OnceLock::new());
        let sessions = Arc::new(sessions(Realtime { clients: clients.clone(), hub: None }));
        let mut builder = Hub::builder("frnotify").authenticate(move |parts| {
            let token = signalr::bearer_token(parts);
            let locale = query_locale(parts.uri.query());
            let sessions = sessions.clone();
            async move {
                let Some(token) = token else { return Ok(None) };
                let player = sessions.player(token).await.ok_or_else(Reject::unauthorized)?;
                let identity = Identity::user(player.player_id.to_string())
                    .with_group(session_group(player.session_id))
                    .with_group(player_group(player.player_id, locale))
                    .with_group(players_group(locale));
                Ok(Some(if player.offers { identity.with_group(offers_group(locale)) } else { identity }))
            }
        });
        if let Some(backplane) = backplane {
            builder = builder.backplane(backplane);
        }
        // The hub has no methods the client calls and no hook that can fail to build.
        let hub = builder.build().unwrap_or_else(|e| panic!("the notification hub: {e}"));
        let _ = clients.set(hub.context());
        Realtime { clients, hub: Some(hub) }
    }

    /// `POST /negotiate` and the transports, to nest at [`PATH`]; `None` on the copy the hub authenticates with.
    pub fn router(&self) -> Option<axum::Router> {
        self.hub.as_ref().map(Hub::router)
    }

    /// A handle on the hub's clients (`None` only while the hub is being built).
    pub fn context(&self) -> Option<HubContext> {
        self.clients.get().cloned()
    }

    /// Tells `player_id`'s connections (or, with `None`, every player's) of a new notification, each in its
    /// connection's language (`item(locale)`, as `customer/notification` lists it).
    pub async fn notification<T: Serialize>(&self, player_id: Option<i64>, item: impl Fn(Locale) -> T) {
        for locale in Locale::ALL {
            let group = match player_id {
                Some(id) => player_group(id, locale),
                None => players_group(locale),
            };
            self.send(&group, Command::Notification, &item(locale)).await;
        }
    }

    /// Tells every player who may be sent offers of a new one for everyone, as [`Realtime::notification`] does.
    pub async fn offer<T: Serialize>(&self, item: impl Fn(Locale) -> T) {
        for locale in Locale::ALL {
            self.send(&offers_group(locale), Command::Notification, &item(locale)).await;
        }
    }

    /// Tells `player_id`'s connections their new balances (as `user/balance` answers).
    pub async fn balance(&self, player_id: i64, balance: crate::balance::Balance) {
        for locale in Locale::ALL {
            self.send(&player_group(player_id, locale), Command::Balance, &balance).await;
        }
    }

    /// [`Realtime::session_ended`] for each of `session_ids`.
    pub async fn sessions_ended(&self, session_ids: &[i64], reason: EndReason) {
        for id in session_ids {
            self.session_ended(*id, reason).await;
        }
    }

    /// Tells the connections of an ended session why, then closes them (no reconnect: the client logs out).
    pub async fn session_ended(&self, session_id: i64, reason: EndReason) {
        let group = session_group(session_id);
        self.send(&group, Command::SessionEnded, &serde_json::json!({ "reason": reason.as_str() })).await;
        let Some(clients) = self.context() else { return };
        if let Err(e) = clients.group(group).close(Some("session ended"), false).await {
            tracing::warn!(session_id, error = %e, "closing an ended session's connections failed");
        }
    }

    /// Shows the reality check on the connections of `session_id`.
    pub async fn reality_check(&self, session_id: i64, check: &impl Serialize) {
        self.send(&session_group(session_id), Command::RealityCheck, check).await;
    }

    async fn send(&self, group: &str, command: Command, message: &impl Serialize) {
        let Some(clients) = self.context() else { return };
        if let Err(e) = clients.group(group).send(METHOD, (command.as_str(), message)).await {
            tracing::warn!(group, command = command.as_str(), error = %e, "a real-time message was not sent");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_query_and_defaults_to_turkish() {
        assert_eq!(query_locale(Some("fingerprint=abc&locale=en&id=x")), Locale::En);
        assert_eq!(query_locale(Some("locale=de")), Locale::Tr);
        assert_eq!(query_locale(None), Locale::Tr);
    }
}
