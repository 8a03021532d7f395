//! `POST /api/applications`: a job application with its CV, as `multipart/form-data`. Clients
//! that accept JSON get 201/4xx JSON; a plain form post (a browser without JavaScript) gets 303
//! to the thank-you page, or the job's page again with the messages and typed values.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::cv::{self, CvRejection};
use super::multipart::{self, Received, SpooledCv};
use super::rules::{
    self, APPLICATION_FIELDS, MAX_BODY_BYTES, MAX_FILE_NAME_CHARS, MIN_FILL_MS, THANKS_PATH,
};
use super::{form_page, storage};
use crate::api::error::ApiError;
use crate::api::extract::{Guarded, Multipart, Rejection};
use crate::api::validation::{FieldErrors, check};
use crate::api::{guards, idempotency};
use crate::db::{CvMeta, NewApplication};
use crate::state::AppState;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ApplicationCreated {
    /// The stored application's id (the same for a repeated idempotency key).
    pub id: String,
}

#[utoipa::path(
    post,
    path = "/api/applications",
    tag = "applications",
    summary = "Apply for an open position",
    description = "Reads the multipart body as a stream (at most 5 MiB for the CV and 64 KiB for the other parts), checks the CV by its content (PDF or DOCX), stores the CV and the application durably before answering, then delivers them to the hiring team through the outbox. Clients that accept JSON get JSON; a browser form post is answered with 303 to /careers/thanks, or with the job's page (text/html) showing the errors.",
    params(("Idempotency-Key" = Option<String>, Header, description = "8–128 letters, digits, '-' or '_'; a repeat returns the first application's id and stores nothing")),
    request_body(content((super::schema::ApplicationInput = "multipart/form-data"))),
    responses(
        (status = 201, description = "Stored", body = ApplicationCreated),
        (status = 303, description = "Stored (form post): see the thank-you page", headers(("Location" = String))),
        (status = 400, description = "Malformed body, unknown or repeated parts, invalid fields or an unacceptable CV", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 403, description = "Sent from another site", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 408, description = "The body did not arrive in time", body = crate::api::error::ErrorBody),
        (status = 413, description = "CV over 5 MiB or body over its cap", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 415, description = "Not multipart/form-data", body = crate::api::error::ErrorBody),
        (status = 429, description = "Too many submissions from this client", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html")), headers(("Retry-After" = u64))),
        (status = 503, description = "The database or the object store is unavailable; nothing was stored", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    headers: HeaderMap,
    request: Result<Guarded<Multipart>, Rejection>,
) -> Response {
    let wants_html = wants_html(&headers);
    let mut values = BTreeMap::new();
    let result = match request {
        Ok(guarded) => accept(&state, guarded, &mut values).await,
        Err(rejection) => Err(rejection.error),
    };
    match (result, wants_html) {
        (Ok(id), false) => (StatusCode::CREATED, Json(ApplicationCreated { id })).into_response(),
        (Ok(_), true) => crate::api::form_page::see_other(THANKS_PATH),
        (Err(error), false) => error.into_response(),
        (Err(error), true) => form_page::respond(&state, &error, &values),
    }
}

/// A browser's own form post asks for HTML; scripts and API clients ask for JSON (or anything).
fn wants_html(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html") && !accept.contains("application/json"))
}

async fn accept(
    state: &AppState,
    guarded: Guarded<Multipart>,
    values_out: &mut BTreeMap<&'static str, String>,
) -> Result<String, ApiError> {
    if guards::declared_over(&guarded.headers, MAX_BODY_BYTES) {
        return Err(guards::refuse_too_large(guarded.body.body, MAX_BODY_BYTES).await);
    }
    let mut received = multipart::read(guarded.body).await?;
    *values_out = received.values.clone();
    let key = idempotency::resolve(
        guarded.idempotency_header.as_ref(),
        received.idempotency_key.take(),
    )?;
    let (application, cv) = validate(received).await?;
    if let Some(key) = &key
        && let Some(existing) = state.store.application_for_key(key).await?
    {
        return Ok(existing);
    }
    storage::store(state, application, cv, key.as_deref()).await
}

/// The application without its CV's object name, and the spooled CV; or every field's message.
async fn validate(received: Received) -> Result<(NewApplication, SpooledCv), ApiError> {
    let mut errors = FieldErrors::new();
    let mut clean = BTreeMap::new();
    for rule in APPLICATION_FIELDS {
        let value = received.values.get(rule.name).map_or("", |v| v.trim());
        match check(rule, value) {
            Some(message) => {
                errors.insert(rule.name, message);
            }
            None if !value.is_empty() => {
                clean.insert(rule.name, value.to_owned());
            }
            None => {}
        }
    }
    let cv = match received.cv {
        Some(cv) if cv.bytes == 0 && cv.raw_file_name.is_empty() => {
            errors.insert(rules::CV_FIELD, rules::MESSAGE_CV_MISSING.to_owned());
            None
        }
        None => {
            errors.insert(rules::CV_FIELD, rules::MESSAGE_CV_MISSING.to_owned());
            None
        }
        Some(cv) => {
            let (cv, verdict) = inspect(cv).await?;
            match verdict {
                Ok(media_type) => Some((cv, media_type)),
                Err(rejection) => {
                    let message = match rejection {
                        CvRejection::Empty => rules::MESSAGE_CV_EMPTY,
                        CvRejection::NotADocument => rules::MESSAGE_CV_TYPE,
                        CvRejection::Polyglot | CvRejection::ZipBomb | CvRejection::Macros => {
                            rules::MESSAGE_CV_UNSAFE
                        }
                    };
                    // Why, without anything of the file: for the operator.
                    tracing::info!(reason = %rejection, "CV refused");
                    errors.insert(rules::CV_FIELD, message.to_owned());
                    None
                }
            }
        }
    };
    let Some((cv, media_type)) = cv.filter(|_| errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let flagged = if received.honeypot_filled {
        Some("honeypot")
    } else if received.elapsed_ms.is_some_and(|ms| ms < MIN_FILL_MS) {
        Some("too-fast")
    } else {
        None
    };
    let mut take = |name: &str| clean.remove(name);
    let application = NewApplication {
        job_slug: take("jobSlug").unwrap_or_default(),
        first_name: take("firstName").unwrap_or_default(),
        last_name: take("lastName").unwrap_or_default(),
        email: take("email").unwrap_or_default(),
        phone: take("phone"),
        location: take("location").unwrap_or_default(),
        profile_url: take("profileUrl"),
        cover_note: take("coverNote").unwrap_or_default(),
        cv: CvMeta {
            object: String::new(),
            file_name: cv::sanitize_file_name(&cv.raw_file_name, MAX_FILE_NAME_CHARS),
            media_type,
            bytes: i64::try_from(cv.bytes).unwrap_or(i64::MAX),
            sha256: cv.sha256.clone(),
        },
        flagged,
    };
    Ok((application, cv))
}

async fn inspect(
    mut cv: SpooledCv,
) -> Result<(SpooledCv, Result<&'static str, CvRejection>), ApiError> {
    let joined = tokio::task::spawn_blocking(move || {
        let verdict = cv::inspect(&mut cv.file);
        (cv, verdict)
    })
    .await;
    match joined {
        Ok((cv, Ok(verdict))) => Ok((cv, verdict)),
        Ok((_, Err(error))) => {
            tracing::error!(%error, "cannot read a spooled upload");
            Err(ApiError::Unavailable)
        }
        Err(error) => {
            tracing::error!(%error, "CV inspection failed");
            Err(ApiError::Unavailable)
        }
    }
}
