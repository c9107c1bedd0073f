//! The connection actor's invocations: calling hub methods (with results, streams out and uploads in),
//! their completions and their errors.

use super::*;

impl Actor {
    pub(super) fn completion(invocation_id: String, result: Result<Value, String>) -> Bytes {
        let message = match result {
            Ok(value) => HubMessage::Completion { invocation_id, result: Some(value), error: None },
            Err(error) => HubMessage::Completion { invocation_id, result: None, error: Some(error) },
        };
        Bytes::from(message.to_record())
    }

    pub(super) fn invoke_error_text(target: &str, error: InvokeError, detailed: bool) -> String {
        match error {
            InvokeError::Binding(message) => {
                let prefix = format!("Failed to invoke '{target}' due to an error on the server.");
                if detailed { format!("{prefix} InvalidDataException: {message}") } else { prefix }
            }
            InvokeError::Hub(error) => {
                error.client_text(&format!("An unexpected error occurred invoking '{target}' on the server."), detailed)
            }
        }
    }

    pub(super) fn open_uploads(&mut self, stream_ids: Vec<String>) -> VecDeque<mpsc::Receiver<UploadItem>> {
        let capacity = self.hub.options.client_stream_capacity.max(1);
        stream_ids
            .into_iter()
            .map(|id| {
                let (tx, rx) = mpsc::channel(capacity);
                self.uploads.insert(id, tx);
                rx
            })
            .collect()
    }

    pub(super) async fn invoke(
        &mut self,
        invocation_id: Option<String>,
        target: String,
        arguments: Vec<Value>,
        stream_ids: Vec<String>,
    ) -> Option<End> {
        let method = match self.hub.method(&target) {
            Some(Method::Unary(method)) => method.clone(),
            Some(Method::Stream(_)) => {
                let error = format!(
                    "The client attempted to invoke the streaming '{target}' method with a non-streaming invocation."
                );
                return self.reply_error(invocation_id, error).await;
            }
            None => return self.reply_error(invocation_id, format!("Unknown hub method '{target}'")).await,
        };
        let has_uploads = !stream_ids.is_empty();
        let uploads = self.open_uploads(stream_ids);
        let caller = self.caller(self.handle.ended.child_token(), uploads);
        let outbound = self.handle.outbound.clone();
        let detailed = self.hub.options.detailed_errors;
        let job: Job = Box::new(move || {
            Box::pin(async move {
                let result = AssertUnwindSafe(method(caller, arguments))
                    .catch_unwind()
                    .await
                    .unwrap_or_else(|_| Err(InvokeError::Hub(panicked())));
                match invocation_id {
                    Some(id) => {
                        let result = result.map_err(|e| Self::invoke_error_text(&target, e, detailed));
                        let _ = outbound.send(Outbound::Message(Self::completion(id, result))).await;
                    }
                    None => {
                        if let Err(error) = result {
                            let text = Self::invoke_error_text(&target, error, true);
                            tracing::debug!(error = %text, "signalr: a non-blocking invocation failed");
                        }
                    }
                }
            })
        });
        if has_uploads {
            // It reads its streams while later messages arrive, so it cannot wait its turn.
            tokio::spawn(job());
            return None;
        }
        if self.pending.len() >= self.hub.options.max_pending_invocations {
            return self
                .close_with_error("Connection closed with an error. Too many pending invocations.".into())
                .await;
        }
        self.pending.push_back(job);
        if self.current.is_none() {
            self.start_next();
        }
        None
    }

    pub(super) fn start_next(&mut self) {
        if let Some(job) = self.pending.pop_front() {
            self.current = Some(job());
        }
    }

    pub(super) async fn reply_error(&mut self, invocation_id: Option<String>, error: String) -> Option<End> {
        match invocation_id {
            Some(id) => self.emit(Self::completion(id, Err(error))).await,
            None => {
                tracing::debug!(%error, "signalr: a non-blocking invocation failed");
                None
            }
        }
    }

    pub(super) async fn start_stream(
        &mut self,
        invocation_id: String,
        target: String,
        arguments: Vec<Value>,
        stream_ids: Vec<String>,
    ) -> Option<End> {
        let method = match self.hub.method(&target) {
            Some(Method::Stream(method)) => method.clone(),
            Some(Method::Unary(_)) => {
                let error = format!(
                    "The client attempted to invoke the non-streaming '{target}' method with a streaming invocation."
                );
                return self.reply_error(Some(invocation_id), error).await;
            }
            None => return self.reply_error(Some(invocation_id), format!("Unknown hub method '{target}'")).await,
        };
        if self.streams.contains_key(&invocation_id) {
            return self
                .reply_error(Some(invocation_id.clone()), format!("Invocation ID '{invocation_id}' is already in use."))
                .await;
        }
        if self.streams.len() >= self.hub.options.max_streams {
            return self.reply_error(Some(invocation_id), "Too many open streams.".into()).await;
        }
        let token = self.handle.ended.child_token();
        self.streams.insert(invocation_id.clone(), token.clone());
        let uploads = self.open_uploads(stream_ids);
        let caller = self.caller(token.clone(), uploads);
        let outbound = self.handle.outbound.clone();
        let detailed = self.hub.options.detailed_errors;
        tokio::spawn(async move {
            let id = invocation_id.clone();
            let out = outbound.clone();
            let pump = async move {
                let mut stream = match method(caller, arguments).await {
                    Ok(stream) => stream,
                    Err(error) => return Some(Err(Self::invoke_error_text(&target, error, detailed))),
                };
                while let Some(item) = stream.next().await {
                    match item {
                        Ok(item) => {
                            let record = HubMessage::StreamItem { invocation_id: id.clone(), item }.to_record();
                            if out.send(Outbound::Message(Bytes::from(record))).await.is_err() {
                                return None;
                            }
                        }
                        Err(error) => {
                            let prefix = "An error occurred on the server while streaming results.";
                            return Some(Err(error.client_text(prefix, detailed)));
                        }
                    }
                }
                Some(Ok(()))
            };
            let pump = AssertUnwindSafe(pump).catch_unwind();
            let outcome = tokio::select! {
                () = token.cancelled() => None,
                outcome = pump => outcome.unwrap_or_else(|_| {
                    Some(Err(panicked().client_text("An error occurred on the server while streaming results.", detailed)))
                }),
            };
            if let Some(outcome) = outcome {
                let message = match outcome {
                    Ok(()) => {
                        HubMessage::Completion { invocation_id: invocation_id.clone(), result: None, error: None }
                    }
                    Err(error) => HubMessage::Completion {
                        invocation_id: invocation_id.clone(),
                        result: None,
                        error: Some(error),
                    },
                };
                let _ = outbound.send(Outbound::Message(Bytes::from(message.to_record()))).await;
            }
            let _ = outbound.send(Outbound::StreamEnded(invocation_id)).await;
        });
        None
    }
}
