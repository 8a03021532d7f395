//! Durable before any 2xx: the CV is written to the object store first, then the application and
//! its outbox rows are committed in one transaction. If the commit fails the object is deleted;
//! if the process dies between the two, the orphan sweep deletes it.

use super::multipart::SpooledCv;
use crate::api::error::ApiError;
use crate::db::NewApplication;
use crate::state::AppState;

pub async fn store(
    state: &AppState,
    mut application: NewApplication,
    cv: SpooledCv,
    key: Option<&str>,
) -> Result<String, ApiError> {
    let name = state.uploads.new_name();
    let mut file = tokio::fs::File::from_std(cv.file);
    let rewound = tokio::io::AsyncSeekExt::rewind(&mut file).await;
    let written = match rewound {
        Ok(_) => state.uploads.put(&name, &mut file).await,
        Err(error) => Err(error.into()),
    };
    if let Err(error) = written {
        // A partly written object is removed here or by the orphan sweep.
        let _ = state.uploads.delete(&name).await;
        return Err(ApiError::unavailable("cannot store a CV", error));
    }
    application.cv.object = name.clone();
    let channels = state.outbox.application_channels();
    let stored = match state
        .store
        .insert_application(&application, key, &channels)
        .await
    {
        Ok(stored) => stored,
        Err(error) => {
            discard(state, &name).await;
            return Err(error.into());
        }
    };
    if !stored.created {
        // Another request with the same key won the race; its CV is the one kept.
        discard(state, &name).await;
        return Ok(stored.id);
    }
    // Only ids and flags in logs: never names, addresses or files.
    tracing::info!(application = %stored.id, flagged = application.flagged, "application stored");
    if application.flagged.is_none() {
        state.outbox.wake.notify_one();
    }
    Ok(stored.id)
}

async fn discard(state: &AppState, name: &str) {
    if let Err(error) = state.uploads.delete(name).await {
        tracing::warn!(%error, "cannot delete an unused CV object; the orphan sweep will");
    }
}
