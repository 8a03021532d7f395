//! `POST /api/questions`: a candidate's question about a position, as JSON (the enhanced form)
//! or as a plain form post. The answer, HTML or JSON, follows [`crate::api::negotiate`].

use std::net::IpAddr;

use axum::http::{HeaderMap, HeaderValue};
use axum::response::Response;

use super::form_page;
use super::input::{self, QuestionForm};
use crate::analytics::attribution::lead_source;
use crate::api::error::ApiError;
use crate::api::extract::{Guarded, JsonOrForm};
use crate::api::idempotency;
use crate::api::negotiate::{FormPost, Handled};
use crate::api::submission::Submission;
use crate::state::AppState;

/// Ask a question about an open position
///
/// Stores the question durably before answering, then delivers it to the hiring team (where
/// applications go) through the outbox. Bodies over 32 KB are refused with 413. HTML or JSON:
/// a client whose Accept ranks text/html above application/json, or a form post
/// (application/x-www-form-urlencoded) that ranks neither, is answered with 303 to
/// /careers/question-thanks, or with the job's question page (text/html) showing the errors;
/// other requests get JSON. The `language` field (en, de, ja or ar) picks the language of the
/// field messages, the page shown and the thank-you page (/de/careers/question-thanks).
#[utoipa::path(
    post,
    path = "/api/questions",
    tag = "questions",
    request_body(content(
        (super::schema::QuestionInput = "application/json"),
        (super::schema::QuestionInput = "application/x-www-form-urlencoded"),
    )),
    responses(crate::api::negotiate::FormAnswers)
)]
pub async fn create(post: FormPost<JsonOrForm<QuestionForm>>) -> Response {
    post.answer(&form_page::MARKUP, accept).await
}

async fn accept(state: AppState, guarded: Guarded<JsonOrForm<QuestionForm>>) -> Handled {
    let JsonOrForm(QuestionForm(submission)) = guarded.body;
    let values = submission.values.clone();
    let language = submission.language;
    let visit = Visit {
        idempotency_header: guarded.idempotency_header.as_ref(),
        headers: &guarded.headers,
        client: guarded.client,
    };
    Handled {
        result: store(&state, submission, visit).await,
        values,
        language: Some(language),
    }
}

/// The request facts besides the body: its idempotency key and where the visitor came from.
struct Visit<'a> {
    idempotency_header: Option<&'a HeaderValue>,
    headers: &'a HeaderMap,
    client: IpAddr,
}

async fn store(
    state: &AppState,
    mut submission: Submission,
    visit: Visit<'_>,
) -> Result<String, ApiError> {
    let key = idempotency::resolve(visit.idempotency_header, submission.idempotency_key.take())?;
    let mut question = input::validate(submission).map_err(ApiError::Validation)?;
    question.source =
        Some(lead_source(&state.store, &state.site_url, visit.headers, visit.client).await);
    let channels = state.outbox.application_channels();
    let stored = state
        .store
        .insert_question(&question, key.as_deref(), &channels)
        .await?;
    if stored.created {
        // Only ids and flags in logs: never names, addresses or questions.
        tracing::info!(question = %stored.id, flagged = question.flagged, "question stored");
        if question.flagged.is_none() {
            state.outbox.wake.notify_one();
        }
    }
    Ok(stored.id)
}
