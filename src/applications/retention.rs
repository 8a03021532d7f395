//! Applications and their CVs are deleted after the retention period, and on request (the
//! CLI). CV objects that no application names (a crash between writing the object and
//! committing the row, a failed delete) are swept too. Deletions are logged by count and id,
//! never with personal data.

use std::time::Duration;

use crate::db::{Deleted, Store, StoreError};
use crate::uploads::Uploads;

/// How often the sweeps run while the server is up.
pub const SWEEP_INTERVAL: Duration = Duration::from_secs(3600);

#[derive(Debug, thiserror::Error)]
pub enum RetentionError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Uploads(#[from] crate::uploads::UploadError),
}

/// Deletes the CV objects of deleted applications and logs the deletion.
pub async fn finish_deletion(uploads: &Uploads, deleted: &Deleted, reason: &str) {
    for object in &deleted.objects {
        if let Err(error) = uploads.delete(object).await {
            tracing::warn!(%error, "cannot delete a CV object; the orphan sweep will retry");
        }
    }
    if !deleted.ids.is_empty() {
        tracing::info!(
            count = deleted.ids.len(),
            ids = ?deleted.ids,
            reason,
            "applications deleted"
        );
    }
}

/// Deletes applications older than `retention` with their CVs, then orphaned CV objects older
/// than `orphan_grace`.
pub async fn sweep(
    store: &Store,
    uploads: &Uploads,
    retention: Duration,
    orphan_grace: Duration,
) -> Result<(), RetentionError> {
    let expired = store.delete_applications_older_than(retention).await?;
    finish_deletion(uploads, &expired, "retention period over").await;
    let referenced = store.cv_objects().await?;
    let orphans = uploads.sweep_orphans(&referenced, orphan_grace).await?;
    if orphans > 0 {
        tracing::info!(count = orphans, "orphaned CV objects deleted");
    }
    Ok(())
}
