//! Declaring a hub: its methods, streams, hooks, authentication and options.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Weak};

use axum::http::request::Parts;
use futures::future::BoxFuture;
use futures::stream::BoxStream;
use futures::{Stream, StreamExt};
use serde::Serialize;
use serde_json::Value;

use crate::arguments::FromArguments;
use crate::backplane::{Backplane, BackplaneMessage};
use crate::caller::Caller;
use crate::clients::HubContext;
use crate::connection::registry::Registry;
use crate::error::{HubError, Reject};
use crate::options::HubOptions;

/// Who a connection belongs to, as the authentication hook establishes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// The user id: [`HubContext::user`] reaches every connection of this user.
    pub user_id: String,
    /// Groups the connection joins when it opens (e.g. `session:…`, to close one session's
    /// connections with [`HubContext::group`]).
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

/// Why an invocation did not produce a result.
pub(crate) enum InvokeError {
    /// The arguments did not fit the method's parameters.
    Binding(String),
    /// The method failed.
    Hub(HubError),
}

pub(crate) type ValueStream = BoxStream<'static, Result<Value, HubError>>;
type UnaryFn = dyn Fn(Caller, Vec<Value>) -> BoxFuture<'static, Result<Value, InvokeError>> + Send + Sync;
type StreamFn = dyn Fn(Caller, Vec<Value>) -> BoxFuture<'static, Result<ValueStream, InvokeError>> + Send + Sync;
type ConnectedFn = dyn Fn(Caller) -> BoxFuture<'static, Result<(), HubError>> + Send + Sync;
type DisconnectedFn = dyn Fn(Caller, Option<String>) -> BoxFuture<'static, ()> + Send + Sync;
type AuthFn = dyn Fn(&Parts) -> BoxFuture<'static, Result<Option<Identity>, Reject>> + Send + Sync;

/// A registered hub method.
#[derive(Clone)]
pub(crate) enum Method {
    /// Answers with one result (or nothing, for `send`).
    Unary(Arc<UnaryFn>),
    /// Answers with a stream of items.
    Stream(Arc<StreamFn>),
}

/// Everything a hub's connections share.
pub(crate) struct HubInner {
    pub(crate) name: String,
    pub(crate) instance: String,
    pub(crate) methods: HashMap<String, Method>,
    pub(crate) on_connected: Option<Arc<ConnectedFn>>,
    pub(crate) on_disconnected: Option<Arc<DisconnectedFn>>,
    pub(crate) authenticate: Option<Arc<AuthFn>>,
    pub(crate) options: HubOptions,
    pub(crate) registry: Registry,
    pub(crate) backplane: Option<Arc<dyn Backplane>>,
    pub(crate) shutting_down: AtomicBool,
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

/// A SignalR hub: serve it with [`Hub::router`], send from anywhere with [`Hub::context`].
///
/// ```no_run
/// use signalr::{Hub, HubError};
///
/// # async fn run() -> Result<(), Box<dyn std::error::Error>> {
/// let hub = Hub::builder("chat")
///     .method("Echo", |_caller, (message,): (String,)| async move { Ok::<_, HubError>(message) })
///     .build()?;
/// let app = axum::Router::new().nest("/hub/chat", hub.router());
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// axum::serve(listener, app).await?;
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct Hub {
    pub(crate) inner: Arc<HubInner>,
}

impl Hub {
    /// Starts declaring a hub. `name` tells this hub's messages apart on a shared backplane.
    pub fn builder(name: impl Into<String>) -> HubBuilder {
        HubBuilder {
            name: name.into(),
            methods: HashMap::new(),
            duplicate: None,
            on_connected: None,
            on_disconnected: None,
            authenticate: None,
            options: HubOptions::default(),
            backplane: None,
        }
    }

    /// The routes of this hub (`POST /negotiate`, and `GET`, `POST`, `DELETE` on `/`), to
    /// [`nest`](axum::Router::nest) at the hub's path.
    pub fn router(&self) -> axum::Router {
        crate::transport::routes::router(self.inner.clone())
    }

    /// A handle to send to this hub's clients from outside a hub method.
    pub fn context(&self) -> HubContext {
        HubContext { inner: self.inner.clone() }
    }

    /// The hub's options.
    pub fn options(&self) -> &HubOptions {
        &self.inner.options
    }
}

/// Why a hub could not be built.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// Two methods share a name (names are case-insensitive).
    #[error("the hub method '{0}' is declared twice")]
    DuplicateMethod(String),
    /// A backplane needs a Tokio runtime to listen on.
    #[error("a hub with a backplane must be built inside a Tokio runtime")]
    NoRuntime,
}

/// Declares a hub; see [`Hub::builder`].
pub struct HubBuilder {
    name: String,
    methods: HashMap<String, Method>,
    duplicate: Option<String>,
    on_connected: Option<Arc<ConnectedFn>>,
    on_disconnected: Option<Arc<DisconnectedFn>>,
    authenticate: Option<Arc<AuthFn>>,
    options: HubOptions,
    backplane: Option<Arc<dyn Backplane>>,
}

impl HubBuilder {
    fn insert(&mut self, name: &str, method: Method) {
        if self.methods.insert(name.to_ascii_lowercase(), method).is_some() {
            self.duplicate.get_or_insert_with(|| name.to_string());
        }
    }

    /// A method answering with one result. `A` is a tuple of the parameters (`()` for none,
    /// `(String,)` for one); the result is any `Serialize` (`()` answers `null`). Invoked with
    /// `send`, the result is dropped.
    pub fn method<A, R, F, Fut>(mut self, name: &str, handler: F) -> Self
    where
        A: FromArguments,
        R: Serialize + 'static,
        F: Fn(Caller, A) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<R, HubError>> + Send + 'static,
    {
        let method = move |caller: Caller, arguments: Vec<Value>| -> BoxFuture<'static, Result<Value, InvokeError>> {
            match A::from_arguments(arguments) {
                Ok(arguments) => {
                    let future = handler(caller, arguments);
                    Box::pin(async move {
                        let result = future.await.map_err(InvokeError::Hub)?;
                        serde_json::to_value(result).map_err(|e| InvokeError::Hub(e.into()))
                    })
                }
                Err(message) => Box::pin(std::future::ready(Err(InvokeError::Binding(message)))),
            }
        };
        self.insert(name, Method::Unary(Arc::new(method)));
        self
    }

    /// A method answering with a stream (the client calls it with `stream`). The handler returns
    /// the stream; each item is `Ok(item)` or `Err` to end the stream with an error. The stream
    /// is dropped when the client cancels; [`Caller::cancellation`] fires then too.
    pub fn stream<A, T, S, F, Fut>(mut self, name: &str, handler: F) -> Self
    where
        A: FromArguments,
        T: Serialize + 'static,
        S: Stream<Item = Result<T, HubError>> + Send + 'static,
        F: Fn(Caller, A) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<S, HubError>> + Send + 'static,
    {
        let method =
            move |caller: Caller, arguments: Vec<Value>| -> BoxFuture<'static, Result<ValueStream, InvokeError>> {
                match A::from_arguments(arguments) {
                    Ok(arguments) => {
                        let future = handler(caller, arguments);
                        Box::pin(async move {
                            let stream = future.await.map_err(InvokeError::Hub)?;
                            let values = stream
                                .map(|item| item.and_then(|item| serde_json::to_value(item).map_err(HubError::from)));
                            Ok(values.boxed())
                        })
                    }
                    Err(message) => Box::pin(std::future::ready(Err(InvokeError::Binding(message)))),
                }
            };
        self.insert(name, Method::Stream(Arc::new(method)));
        self
    }

    /// Runs when a connection completes its handshake, before its invocations. An error closes
    /// the connection with `Connection closed with an error.` (the client's `start` fails or its
    /// `onclose` fires) — how a hub that cannot be created behaves.
    pub fn on_connected<F, Fut>(mut self, hook: F) -> Self
    where
        F: Fn(Caller) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<(), HubError>> + Send + 'static,
    {
        self.on_connected = Some(Arc::new(move |caller| Box::pin(hook(caller))));
        self
    }

    /// Runs when a connection that completed its handshake ends, with the error if it ended
    /// with one. Sends to the caller no longer arrive.
    pub fn on_disconnected<F, Fut>(mut self, hook: F) -> Self
    where
        F: Fn(Caller, Option<String>) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        self.on_disconnected = Some(Arc::new(move |caller, error| Box::pin(hook(caller, error))));
        self
    }

    /// Authenticates negotiate and connect requests. `Err(Reject)` answers the request with the
    /// rejection's status (401); `Ok(None)` makes an anonymous connection; `Ok(Some(identity))`
    /// a connection of that user. The connect request must authenticate as the same user as
    /// its negotiate. Copy what the future needs out of `Parts` before going async; see
    /// [`bearer_token`](crate::bearer_token).
    pub fn authenticate<F, Fut>(mut self, hook: F) -> Self
    where
        F: Fn(&Parts) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<Option<Identity>, Reject>> + Send + 'static,
    {
        self.authenticate = Some(Arc::new(move |parts| Box::pin(hook(parts))));
        self
    }

    /// Replaces the options.
    pub fn options(mut self, options: HubOptions) -> Self {
        self.options = options;
        self
    }

    /// Changes the options in place.
    pub fn configure(mut self, change: impl FnOnce(&mut HubOptions)) -> Self {
        change(&mut self.options);
        self
    }

    /// Makes N instances of this hub act as one: sends to users, groups, connections and
    /// everyone reach the connections of every instance sharing the backplane.
    pub fn backplane(mut self, backplane: Arc<dyn Backplane>) -> Self {
        self.backplane = Some(backplane);
        self
    }

    /// Builds the hub (and, with a backplane, starts listening on it).
    pub fn build(self) -> Result<Hub, BuildError> {
        if let Some(name) = self.duplicate {
            return Err(BuildError::DuplicateMethod(name));
        }
        let runtime = match &self.backplane {
            Some(_) => Some(tokio::runtime::Handle::try_current().map_err(|_| BuildError::NoRuntime)?),
            None => None,
        };
        let inner = Arc::new(HubInner {
            name: self.name,
            instance: crate::ids::instance_id(),
            methods: self.methods,
            on_connected: self.on_connected,
            on_disconnected: self.on_disconnected,
            authenticate: self.authenticate,
            options: self.options,
            registry: Registry::default(),
            backplane: self.backplane,
            shutting_down: AtomicBool::new(false),
        });
        if let (Some(runtime), Some(backplane)) = (runtime, &inner.backplane) {
            let messages = backplane.subscribe();
            runtime.spawn(listen(Arc::downgrade(&inner), messages));
        }
        Ok(Hub { inner })
    }
}

/// Applies what other instances publish to this instance's connections.
async fn listen(hub: Weak<HubInner>, mut messages: BoxStream<'static, BackplaneMessage>) {
    while let Some(message) = messages.next().await {
        let Some(hub) = hub.upgrade() else { return };
        if message.hub != hub.name || message.origin == hub.instance {
            continue;
        }
        HubContext { inner: hub }.apply_local(&message.action);
    }
}
