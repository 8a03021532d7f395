//! Reading the application's `multipart/form-data` body as a stream: only the expected parts,
//! each once, text parts capped in memory, the CV written to an unnamed temporary file as it
//! arrives (never held whole in memory), the whole body capped in size and in time.
//!
//! `multer` is used directly rather than through axum's `Multipart`, whose limits are only the
//! whole body's: multer refuses an unknown part or an oversized part as soon as it is seen.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::BodyExt;
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use super::rules::{APPLICATION_FIELDS, CV_FIELD, MAX_BODY_BYTES, MAX_CV_BYTES, MAX_FIELDS_BYTES};
use crate::api::error::ApiError;
use crate::api::extract::Multipart;
use crate::api::guards;
use crate::api::submission::Submission;
use crate::language::{LANGUAGE_FIELD, Language};

/// No byte for this long and the upload is given up (408), as for a form or JSON body.
const IDLE_LIMIT: Duration = guards::BODY_TIME_LIMIT;
/// The whole body must have arrived by then: 5 MB at about 400 kbit/s.
const TOTAL_LIMIT: Duration = Duration::from_secs(120);

/// The CV as received: an unnamed temporary file (gone when dropped, or when the process dies).
pub struct SpooledCv {
    pub file: std::fs::File,
    pub bytes: u64,
    pub sha256: String,
    /// The name the visitor's browser sent, unsanitized.
    pub raw_file_name: String,
}

#[derive(Default)]
pub struct Received {
    pub submission: Submission,
    pub cv: Option<SpooledCv>,
}

#[derive(Debug, thiserror::Error)]
enum BodyError {
    #[error("the body stopped arriving")]
    TimedOut,
    #[error("the body could not be read: {0}")]
    Read(axum::Error),
}

/// Reads every part. On a refusal of an oversized body, a bounded rest of it is read and
/// dropped first, so the client sees the 413 rather than a reset connection. The form's
/// language goes to `language` as soon as its part is read, so that a refusal of a later part
/// (a CV over the cap) is answered in it.
pub async fn read(
    multipart: Multipart,
    language: &mut Option<Language>,
) -> Result<Received, ApiError> {
    let shared = Arc::new(tokio::sync::Mutex::new(multipart.body));
    let stream = futures_util::stream::unfold(shared.clone(), |shared| async move {
        let next = {
            let mut body = shared.lock().await;
            tokio::time::timeout(IDLE_LIMIT, body.frame()).await
        };
        let item = match next {
            Err(_) => Err(BodyError::TimedOut),
            Ok(None) => return None,
            Ok(Some(Ok(frame))) => Ok(frame.into_data().unwrap_or_default()),
            Ok(Some(Err(error))) => Err(BodyError::Read(error)),
        };
        Some((item, shared))
    });
    let constraints = multer::Constraints::new()
        .allowed_fields(Submission::part_names(APPLICATION_FIELDS, &[CV_FIELD]))
        .size_limit(
            multer::SizeLimit::new()
                .whole_stream(MAX_BODY_BYTES as u64)
                .per_field(MAX_FIELDS_BYTES as u64)
                .for_field(CV_FIELD, MAX_CV_BYTES as u64),
        );
    let parts = multer::Multipart::with_constraints(
        OneChunkPerPoll::new(stream),
        multipart.boundary,
        constraints,
    );
    let result = match tokio::time::timeout(TOTAL_LIMIT, read_parts(parts, language)).await {
        Ok(result) => result,
        Err(_) => Err(ApiError::RequestTimeout),
    };
    if let Err(ApiError::PayloadTooLarge { limit }) = &result
        && let Ok(body) = Arc::try_unwrap(shared)
    {
        return Err(guards::refuse_too_large(body.into_inner(), *limit).await);
    }
    result
}

async fn read_parts(
    mut parts: multer::Multipart<'static>,
    language: &mut Option<Language>,
) -> Result<Received, ApiError> {
    let mut received = Received::default();
    let mut seen = BTreeSet::new();
    while let Some(mut field) = parts.next_field().await.map_err(refusal)? {
        let name = field.name().unwrap_or_default().to_owned();
        if !seen.insert(name.clone()) {
            return Err(ApiError::bad_request(
                "duplicate_part",
                format!("the part `{name}` appears more than once"),
            ));
        }
        let is_file = field.file_name().is_some();
        if name == CV_FIELD {
            if !is_file {
                return Err(ApiError::bad_request(
                    "wrong_part_type",
                    "the `cv` part must be a file",
                ));
            }
            let raw_file_name = field.file_name().unwrap_or_default().to_owned();
            received.cv = Some(spool(&mut field, raw_file_name).await?);
            continue;
        }
        if is_file {
            return Err(ApiError::bad_request(
                "wrong_part_type",
                format!("the part `{name}` must be text, not a file"),
            ));
        }
        let bytes = field.bytes().await.map_err(refusal)?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if name == LANGUAGE_FIELD {
            *language = Some(Language::from_field(&text));
        }
        received
            .submission
            .accept_text(APPLICATION_FIELDS, &name, text);
    }
    Ok(received)
}

async fn spool(
    field: &mut multer::Field<'static>,
    raw_file_name: String,
) -> Result<SpooledCv, ApiError> {
    let unavailable = |error: std::io::Error| {
        ApiError::unavailable("cannot spool an upload to a temporary file", error)
    };
    let file = tempfile::tempfile().map_err(unavailable)?;
    let mut writer = tokio::fs::File::from_std(file.try_clone().map_err(unavailable)?);
    let mut hasher = Sha256::new();
    let mut bytes = 0u64;
    while let Some(chunk) = field.chunk().await.map_err(refusal)? {
        hasher.update(&chunk);
        bytes += chunk.len() as u64;
        writer.write_all(&chunk).await.map_err(unavailable)?;
    }
    // Not synced to disk: the spool is scratch; durability is the object store's and the
    // database's.
    writer.flush().await.map_err(unavailable)?;
    Ok(SpooledCv {
        file,
        bytes,
        sha256: hex::encode(hasher.finalize()),
        raw_file_name,
    })
}

/// multer reads its input until it would wait, so over a fast link it would take in the whole
/// body (up to the cap) before handing out the first part. Yielding once after every chunk
/// lets each chunk be written out before the next is read: memory stays at a chunk or two.
struct OneChunkPerPoll<S> {
    inner: std::pin::Pin<Box<S>>,
    yielded: bool,
}

impl<S> OneChunkPerPoll<S> {
    fn new(inner: S) -> Self {
        Self {
            inner: Box::pin(inner),
            yielded: false,
        }
    }
}

impl<S: futures_util::Stream> futures_util::Stream for OneChunkPerPoll<S> {
    type Item = S::Item;

    fn poll_next(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<S::Item>> {
        if self.yielded {
            self.yielded = false;
            cx.waker().wake_by_ref();
            return std::task::Poll::Pending;
        }
        let next = self.inner.as_mut().poll_next(cx);
        self.yielded = matches!(next, std::task::Poll::Ready(Some(_)));
        next
    }
}

fn refusal(error: multer::Error) -> ApiError {
    match error {
        multer::Error::UnknownField { field_name } => ApiError::bad_request(
            "unknown_part",
            format!(
                "unknown part `{}`",
                field_name
                    .unwrap_or_default()
                    .chars()
                    .take(40)
                    .collect::<String>()
            ),
        ),
        multer::Error::FieldSizeExceeded { limit, .. }
        | multer::Error::StreamSizeExceeded { limit } => ApiError::PayloadTooLarge {
            limit: usize::try_from(limit).unwrap_or(usize::MAX),
        },
        multer::Error::StreamReadFailed(error) => match error.downcast_ref::<BodyError>() {
            Some(BodyError::TimedOut) => ApiError::RequestTimeout,
            _ => ApiError::bad_request("unreadable_body", "the request body could not be read"),
        },
        _ => ApiError::bad_request(
            "malformed_multipart",
            "the multipart body is incomplete or malformed",
        ),
    }
}
