//! The seamless wallet's committer: one task per instance that takes every money call waiting and applies them
//! together (`store::seamless::apply`), so a commit is paid once for every call that arrived while the last
//! one was written. It needs a database and a clock, nothing of the API.

use std::sync::OnceLock;

use domain::clock::Clock;
use store::{
    Db,
    seamless::{Call, Outcome, Words},
};
use tokio::sync::{mpsc, oneshot};

/// The most calls one batch applies.
const MAX_BATCH: usize = 256;

/// The handle to the committer, started on the first call.
#[derive(Default)]
pub struct Committer {
    batcher: OnceLock<Batcher>,
}

impl Committer {
    /// Applies `call` with whatever else is waiting; its outcome once committed. The first call starts the
    /// committer on `db` and `clock`, wording its notifications with `words`.
    pub async fn apply(&self, db: &Db, clock: &Clock, words: Words<'static>, call: Call) -> store::Result<Outcome> {
        let batcher = self.batcher.get_or_init(|| Batcher::start(db.clone(), clock.clone(), words));
        let (reply, outcome) = oneshot::channel();
        let closed = || store::StoreError::Other("the wallet's committer stopped".into());
        batcher.jobs.send(Job { call, reply }).await.map_err(|_| closed())?;
        outcome.await.map_err(|_| closed())?
    }
}

/// The committer: one task that takes every money call waiting and applies them together.
struct Batcher {
    jobs: mpsc::Sender<Job>,
}

struct Job {
    call: Call,
    reply: oneshot::Sender<store::Result<Outcome>>,
}

impl Batcher {
    /// The committer runs on a thread and runtime of its own, with a database connection of its own
    /// ([`store::Db::dedicated`]) that it keeps between batches ([`store::Kept`]): on the server's runtime, busy
    /// with hundreds of requests, every statement's answer waited its turn behind them, and the batch — which every
    /// waiting call waits for — took three times its database time.
    fn start(db: Db, clock: Clock, words: Words<'static>) -> Batcher {
        let (jobs, mut waiting) = mpsc::channel::<Job>(4 * MAX_BATCH);
        let committer = move || {
            let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                Ok(runtime) => runtime,
                // Dropping `waiting` fails every call with "the committer stopped".
                Err(e) => return tracing::error!(error = %e, "wallet: the committer's runtime did not start"),
            };
            runtime.block_on(async move {
                let mut conn = store::Kept::new(db.dedicated());
                let mut batch = Vec::with_capacity(MAX_BATCH);
                // Ends when the last sender (the state) is gone.
                while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
                    let (calls, replies): (Vec<Call>, Vec<_>) =
                        batch.drain(..).map(|job| (job.call, job.reply)).unzip();
                    let results = store::seamless::apply(&mut conn, &calls, clock.now(), &words).await;
                    for (reply, result) in replies.into_iter().zip(results) {
                        let _ = reply.send(result);
                    }
                }
                let db = conn.db().clone();
                drop(conn);
                if db.backend() == store::Backend::Postgres {
                    db.close().await;
                }
            });
        };
        if let Err(e) = std::thread::Builder::new().name("wallet-committer".into()).spawn(committer) {
            tracing::error!(error = %e, "wallet: the committer's thread did not start");
        }
        Batcher { jobs }
    }
}
