//! What the console keeps no longer than it needs: finished sessions, abandoned ceremonies, and
//! invitations (with their e-mail rows, which name the invitee) a week after they expired or
//! were used.

use std::time::Duration;

use crate::db::Store;

pub const SWEEP_INTERVAL: Duration = Duration::from_secs(3600);

/// The cluster chore: deletes what the console no longer needs.
pub async fn sweep(store: Store) -> Result<(), crate::db::StoreError> {
    let rows = store.sweep_team().await?;
    if rows > 0 {
        tracing::info!(
            rows,
            "team console: finished sessions and old invitations deleted"
        );
    }
    Ok(())
}
