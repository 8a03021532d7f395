//! What the console keeps no longer than it needs: finished sessions, abandoned ceremonies, and
//! invitations (with their e-mail rows, which name the invitee) a week after they expired or
//! were used.

use std::time::Duration;

use crate::db::Store;

const SWEEP_INTERVAL: Duration = Duration::from_secs(3600);

/// Sweeps at start and every hour until `shutdown` turns true.
pub async fn run(store: Store, mut shutdown: tokio::sync::watch::Receiver<bool>) {
    loop {
        match store.sweep_team().await {
            Ok(0) => {}
            Ok(rows) => tracing::info!(
                rows,
                "team console: finished sessions and old invitations deleted"
            ),
            Err(error) => tracing::warn!(%error, "team console sweep failed; will retry"),
        }
        tokio::select! {
            () = tokio::time::sleep(SWEEP_INTERVAL) => {},
            _ = shutdown.changed() => return,
        }
    }
}
