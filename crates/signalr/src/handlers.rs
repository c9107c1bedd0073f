//! The hub's handlers as they are stored: its methods (by kind) and its hooks, type-erased.

use std::sync::Arc;

use axum::http::request::Parts;
use futures::future::BoxFuture;
use futures::stream::BoxStream;
use serde_json::Value;

use crate::caller::Caller;
use crate::error::{HubError, Reject};
use crate::identity::Identity;

/// Why an invocation did not produce a result.
pub(crate) enum InvokeError {
    /// The arguments did not fit the method's parameters.
    Binding(String),
    /// The method failed.
    Hub(HubError),
}

pub(crate) type ValueStream = BoxStream<'static, Result<Value, HubError>>;
pub(crate) type UnaryFn = dyn Fn(Caller, Vec<Value>) -> BoxFuture<'static, Result<Value, InvokeError>> + Send + Sync;
pub(crate) type StreamFn =
    dyn Fn(Caller, Vec<Value>) -> BoxFuture<'static, Result<ValueStream, InvokeError>> + Send + Sync;
pub(crate) type ConnectedFn = dyn Fn(Caller) -> BoxFuture<'static, Result<(), HubError>> + Send + Sync;
pub(crate) type DisconnectedFn = dyn Fn(Caller, Option<String>) -> BoxFuture<'static, ()> + Send + Sync;
pub(crate) type AuthFn = dyn Fn(&Parts) -> BoxFuture<'static, Result<Option<Identity>, Reject>> + Send + Sync;

/// A registered hub method.
#[derive(Clone)]
pub(crate) enum Method {
    /// Answers with one result (or nothing, for `send`).
    Unary(Arc<UnaryFn>),
    /// Answers with a stream of items.
    Stream(Arc<StreamFn>),
}
