//! `POST /api/applications`: a job application with its CV, as `multipart/form-data`. The
//! answer, HTML or JSON, follows [`crate::api::negotiate`].

use axum::response::Response;

use super::rules::MAX_BODY_BYTES;
use super::{form_page, input, multipart, storage};
use crate::analytics::attribution::lead_source;
use crate::api::error::ApiError;
use crate::api::extract::{Guarded, Multipart};
use crate::api::form_page::Values;
use crate::api::negotiate::{FormPost, Handled};
use crate::api::{guards, idempotency};
use crate::language::Language;
use crate::state::AppState;

/// Apply for an open position
///
/// Reads the multipart body as a stream (at most 5 MiB for the CV and 64 KiB for the other parts),
/// checks the CV by its content (PDF or DOCX), stores the CV and the application durably before
/// answering, then delivers them to the hiring team through the outbox. HTML or JSON: a client
/// whose Accept ranks text/html above application/json (a browser's form post) is answered with 303
/// to /careers/thanks, or with the job's page (text/html) showing the errors; other requests get
/// JSON. The `language` part (en, de, ja or ar) picks the language of the field messages, the
/// page shown and the thank-you page (/de/careers/thanks).
#[utoipa::path(
    post,
    path = "/api/applications",
    tag = "applications",
    request_body(content((super::schema::ApplicationInput = "multipart/form-data"))),
    responses(crate::api::negotiate::FormAnswers)
)]
pub async fn create(post: FormPost<Multipart>) -> Response {
    post.answer(&form_page::MARKUP, accept).await
}

async fn accept(state: AppState, guarded: Guarded<Multipart>) -> Handled {
    let mut values = Values::new();
    let mut language = None;
    let result = receive(&state, guarded, &mut values, &mut language).await;
    Handled {
        result,
        values,
        language,
    }
}

/// Reads the parts (the typed values into `values_out`, the form's language into
/// `language_out` once its part was read, even when a later part fails), checks them and the
/// CV, then stores.
async fn receive(
    state: &AppState,
    guarded: Guarded<Multipart>,
    values_out: &mut Values,
    language_out: &mut Option<Language>,
) -> Result<String, ApiError> {
    if guards::declared_over(&guarded.headers, MAX_BODY_BYTES) {
        return Err(guards::refuse_too_large(guarded.body.body, MAX_BODY_BYTES).await);
    }
    let mut received = multipart::read(guarded.body, language_out).await?;
    *language_out = Some(received.submission.language);
    values_out.clone_from(&received.submission.values);
    let key = idempotency::resolve(
        guarded.idempotency_header.as_ref(),
        received.submission.idempotency_key.take(),
    )?;
    let (mut application, cv) = input::validate(received).await?;
    application.source = Some(
        lead_source(
            &state.store,
            &state.site_url,
            &guarded.headers,
            guarded.client,
        )
        .await,
    );
    if let Some(key) = &key
        && let Some(existing) = state.store.application_for_key(key).await?
    {
        return Ok(existing);
    }
    storage::store(state, application, cv, key.as_deref()).await
}
