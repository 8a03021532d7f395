//! Questions are kept as long as applications (`APPLICATION_RETENTION_DAYS`, as the privacy
//! page says): the same hourly chore deletes both. Deletions are logged by count and id, never
//! with personal data.

use std::time::Duration;

use crate::db::{Store, StoreError};

/// Deletes the questions older than `retention`, with their outbox rows.
pub async fn sweep(store: &Store, retention: Duration) -> Result<(), StoreError> {
    let ids = store.delete_questions_older_than(retention).await?;
    if !ids.is_empty() {
        tracing::info!(
            count = ids.len(),
            ids = ?ids,
            reason = "retention period over",
            "questions deleted"
        );
    }
    Ok(())
}
