//! `POST /api/enquiries`: JSON from the enhanced form (201/400 JSON), or a plain form post
//! (303 to the thank-you page; on errors the contact page again, values kept).

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::form_page;
use super::input::Submission;
use super::rules::THANKS_PATH;
use crate::api::error::ApiError;
use crate::api::extract::{Guarded, JsonOrForm, Rejection};
use crate::api::guards::BodyKind;
use crate::api::idempotency;
use crate::state::AppState;

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct EnquiryCreated {
    /// The stored enquiry's id (the same for a repeated idempotency key).
    pub id: String,
}

#[utoipa::path(
    post,
    path = "/api/enquiries",
    tag = "enquiries",
    summary = "Submit a project enquiry",
    description = "Stores the enquiry durably before answering, then delivers it to the sales team through the outbox. A form post (application/x-www-form-urlencoded) is answered with 303 to /contact/thanks, or with the contact page (text/html) showing the errors; JSON requests get JSON errors.",
    params(("Idempotency-Key" = Option<String>, Header, description = "8–128 letters, digits, '-' or '_'; a repeat returns the first enquiry's id and stores nothing")),
    request_body(content(
        (super::schema::EnquiryInput = "application/json"),
        (super::schema::EnquiryInput = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 201, description = "Stored", body = EnquiryCreated),
        (status = 303, description = "Stored (form post): see the thank-you page", headers(("Location" = String))),
        (status = 400, description = "Malformed body or invalid fields", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 403, description = "Sent from another site", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 413, description = "Body over 32 KB", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
        (status = 415, description = "Neither JSON nor a form post", body = crate::api::error::ErrorBody),
        (status = 429, description = "Too many submissions from this client", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html")), headers(("Retry-After" = u64))),
        (status = 503, description = "The database is unavailable; nothing was stored", content((crate::api::error::ErrorBody = "application/json"), (String = "text/html"))),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    request: Result<Guarded<JsonOrForm<Submission>>, Rejection>,
) -> Response {
    let (result, kind, values) = match request {
        Ok(guarded) => {
            let kind = guarded.kind;
            let values = guarded.body.0.values.clone();
            (accept(&state, guarded).await, Some(kind), values)
        }
        Err(rejection) => (Err(rejection.error), rejection.kind, Default::default()),
    };
    match (result, kind == Some(BodyKind::Form)) {
        (Ok(id), false) => (StatusCode::CREATED, Json(EnquiryCreated { id })).into_response(),
        (Ok(_), true) => crate::api::form_page::see_other(THANKS_PATH),
        (Err(error), false) => error.into_response(),
        (Err(error), true) => contact_page_with(&state, &error, &values),
    }
}

async fn accept(
    state: &AppState,
    guarded: Guarded<JsonOrForm<Submission>>,
) -> Result<String, ApiError> {
    let JsonOrForm(mut submission) = guarded.body;
    let key = idempotency::resolve(
        guarded.idempotency_header.as_ref(),
        submission.idempotency_key.take(),
    )?;
    let enquiry = submission.validate().map_err(ApiError::Validation)?;
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

/// What a visitor without JavaScript reads at the top of the form.
fn form_message(error: &ApiError) -> String {
    match error {
        ApiError::Validation(errors) if errors.len() == 1 => {
            "Please correct the highlighted field and send the form again.".to_owned()
        }
        ApiError::Validation(_) => {
            "Please correct the highlighted fields and send the form again.".to_owned()
        }
        ApiError::RateLimited(wait) => format!(
            "You have sent several enquiries in a short time. Please wait {} seconds and send the form again.",
            wait.as_secs().max(1)
        ),
        ApiError::Unavailable => {
            "We could not save your enquiry just now. Nothing was lost on your side: please send the form again in a minute.".to_owned()
        }
        other => format!("Your enquiry could not be sent: {other}."),
    }
}

fn contact_page_with(
    state: &AppState,
    error: &ApiError,
    values: &std::collections::BTreeMap<&'static str, String>,
) -> Response {
    let page = state.site.get(form_page::CONTACT_PAGE);
    form_page::respond(page.as_deref(), error, values, &form_message(error))
}
