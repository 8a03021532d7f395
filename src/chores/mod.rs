//! The cluster's chores (retention sweeps, roll-ups): each runs once per period across every
//! replica on one database, not once per replica. Each minute a replica asks the database for
//! each chore that is due (`Store::take_chore`, one conditional upsert on the database's
//! clock); the one replica told yes runs it. A failed run is logged and due again after
//! [`RETRY`]; it never stops the server.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use tokio::sync::watch;

use crate::db::Store;

/// How often a replica asks which chores are due.
const TICK: Duration = Duration::from_secs(60);
/// A failed chore is due again this soon, whatever its period.
pub const RETRY: Duration = Duration::from_secs(300);

type ChoreRun =
    Box<dyn Fn() -> Pin<Box<dyn Future<Output = Result<(), String>> + Send>> + Send + Sync>;

pub struct Chore {
    name: &'static str,
    every: Duration,
    run: ChoreRun,
}

impl Chore {
    /// A chore named `name` (unique: it keys the `chores` table) run every `every`.
    pub fn new<F, Fut, E>(name: &'static str, every: Duration, run: F) -> Self
    where
        F: Fn() -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<(), E>> + Send + 'static,
        E: std::fmt::Display,
    {
        Self {
            name,
            every,
            run: Box::new(move || {
                let future = run();
                Box::pin(async move { future.await.map_err(|e| e.to_string()) })
            }),
        }
    }
}

/// Runs the due chores now and then every [`TICK`], until `stop` turns true.
pub async fn run(store: Store, chores: Vec<Chore>, mut stop: watch::Receiver<bool>) {
    loop {
        for chore in &chores {
            if *stop.borrow() {
                return;
            }
            match store.take_chore(chore.name, chore.every).await {
                Ok(true) => {
                    let started = std::time::Instant::now();
                    let result = (chore.run)().await;
                    tracing::info!(
                        chore = chore.name,
                        ok = result.is_ok(),
                        ms = started.elapsed().as_millis() as u64,
                        "chore ran"
                    );
                    if let Err(error) = result {
                        tracing::warn!(
                            chore = chore.name,
                            %error,
                            retry_in_s = RETRY.as_secs(),
                            "chore failed; will retry"
                        );
                        if let Err(error) = store.chore_failed(chore.name, chore.every, RETRY).await
                        {
                            tracing::warn!(chore = chore.name, %error, "cannot reschedule a failed chore");
                        }
                    }
                }
                Ok(false) => {}
                Err(error) => {
                    tracing::warn!(chore = chore.name, %error, "cannot ask whether a chore is due");
                }
            }
        }
        tokio::select! {
            () = tokio::time::sleep(TICK) => {},
            _ = stop.changed() => return,
        }
    }
}
