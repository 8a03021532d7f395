//! `POST /api/enquiries`: an enquiry as JSON (the enhanced form) or as a plain form post. The
//! answer, HTML or JSON, follows [`crate::api::negotiate`].

use std::net::IpAddr;

use axum::http::{HeaderMap, HeaderValue};
use axum::response::Response;

use super::form_page;
use super::input::{self, EnquiryForm};
use crate::analytics::attribution::lead_source;
use crate::api::error::ApiError;
use crate::api::extract::{Guarded, JsonOrForm};
use crate::api::idempotency;
use crate::api::negotiate::{FormPost, Handled};
use crate::api::submission::Submission;
use crate::state::AppState;

/// Submit a project enquiry
///
/// Stores the enquiry durably before answering, then delivers it to the sales team through the
/// outbox. Bodies over 32 KB are refused with 413. HTML or JSON: a client whose Accept ranks
/// text/html above application/json, or a form post (application/x-www-form-urlencoded) that ranks
/// neither, is answered with 303 to /contact/thanks, or with the contact page (text/html) showing
/// the errors; other requests get JSON. The `language` field (en, de, ja or ar) picks the
/// language of the field messages, the page shown and the thank-you page (/de/contact/thanks).
#[utoipa::path(
    post,
    path = "/api/enquiries",
    tag = "enquiries",
    request_body(content(
        (super::schema::EnquiryInput = "application/json"),
        (super::schema::EnquiryInput = "application/x-www-form-urlencoded"),
    )),
    responses(crate::api::negotiate::FormAnswers)
)]
pub async fn create(post: FormPost<JsonOrForm<EnquiryForm>>) -> Response {
    post.answer(&form_page::MARKUP, accept).await
}

async fn accept(state: AppState, guarded: Guarded<JsonOrForm<EnquiryForm>>) -> Handled {
    let JsonOrForm(EnquiryForm(submission)) = guarded.body;
    let values = submission.values.clone();
    let language = submission.language;
    let header = guarded.idempotency_header;
    let visit = Visit {
        headers: &guarded.headers,
        client: guarded.client,
    };
    Handled {
        result: store(&state, header.as_ref(), submission, visit).await,
        values,
        language: Some(language),
    }
}

/// The request facts the enquiry's source is found from.
struct Visit<'a> {
    headers: &'a HeaderMap,
    client: IpAddr,
}

async fn store(
    state: &AppState,
    idempotency_header: Option<&HeaderValue>,
    mut submission: Submission,
    visit: Visit<'_>,
) -> Result<String, ApiError> {
    let key = idempotency::resolve(idempotency_header, submission.idempotency_key.take())?;
    let mut enquiry = input::validate(submission).map_err(ApiError::Validation)?;
    enquiry.source =
        Some(lead_source(&state.store, &state.site_url, visit.headers, visit.client).await);
    let stored = state
        .store
        .insert_enquiry(&enquiry, key.as_deref(), &state.outbox.channels())
        .await?;
    if stored.created {
        // Only ids and flags in logs: never names, addresses or messages.
        tracing::info!(enquiry = %stored.id, flagged = enquiry.flagged, "enquiry stored");
        if enquiry.flagged.is_none() {
            state.outbox.wake.notify_one();
        }
    }
    Ok(stored.id)
}
