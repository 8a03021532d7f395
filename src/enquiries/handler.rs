//! `POST /api/enquiries`: JSON from the enhanced form (201/400 JSON), or a plain form post
//! (303 to the thank-you page; on errors the contact page again, values kept).

use std::net::SocketAddr;

use axum::Json;
use axum::body::Body;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::form_page;
use super::input::{Submission, valid_idempotency_key};
use crate::api::error::ApiError;
use crate::api::guards::{self, BodyKind};
use crate::app::AppState;

/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/contact/thanks";
pub const IDEMPOTENCY_HEADER: &str = "idempotency-key";

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
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let kind = guards::body_kind(&headers, true);
    let is_form = matches!(kind, Ok(BodyKind::Form));
    let mut values = Default::default();
    let result = accept(&state, peer, &headers, body, kind, &mut values).await;
    match (result, is_form) {
        (Ok(id), false) => (StatusCode::CREATED, Json(EnquiryCreated { id })).into_response(),
        (Ok(_), true) => see_other(THANKS_PATH),
        (Err(error), false) => error.into_response(),
        (Err(error), true) => contact_page_with(&state, &error, &values),
    }
}

async fn accept(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    body: Body,
    kind: Result<BodyKind, ApiError>,
    values_out: &mut std::collections::BTreeMap<&'static str, String>,
) -> Result<String, ApiError> {
    let kind = kind?;
    guards::same_origin(headers, &state.site_url)?;
    if let Some(limiter) = &state.enquiry_limiter {
        let client = guards::client_ip(headers, peer, state.trust_forwarded_for);
        limiter.check(client).map_err(ApiError::RateLimited)?;
    }
    let bytes = guards::read_body(headers, body).await?;
    let mut submission = match kind {
        BodyKind::Json => Submission::from_json(&bytes)?,
        BodyKind::Form => Submission::from_form(&bytes)?,
    };
    if let Some(key) = headers.get(IDEMPOTENCY_HEADER) {
        let key = key.to_str().map_err(|_| bad_key())?;
        submission.idempotency_key = Some(key.to_owned());
    }
    if let Some(key) = &submission.idempotency_key
        && !valid_idempotency_key(key)
    {
        return Err(bad_key());
    }
    let key = submission.idempotency_key.clone();
    *values_out = submission.values.clone();
    let enquiry = submission.validate().map_err(ApiError::Validation)?;
    let stored = state
        .store
        .insert_enquiry(&enquiry, key.as_deref(), &state.outbox.channels())
        .await
        .map_err(|error| {
            tracing::error!(%error, "cannot store an enquiry");
            ApiError::Unavailable
        })?;
    if stored.created {
        // Only ids and flags in logs: never names, addresses or messages.
        tracing::info!(enquiry = %stored.id, flagged = enquiry.flagged, "enquiry stored");
        if enquiry.flagged.is_none() {
            state.outbox.wake.notify_one();
        }
    }
    Ok(stored.id)
}

fn bad_key() -> ApiError {
    ApiError::bad_request(
        "invalid_idempotency_key",
        "the idempotency key must be 8–128 letters, digits, '-' or '_'",
    )
}

fn see_other(location: &'static str) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    response
        .headers_mut()
        .insert(header::LOCATION, HeaderValue::from_static(location));
    response
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
    let Some(page) = state.site.get(form_page::CONTACT_PAGE) else {
        return Response::builder()
            .status(error.status())
            .body(Body::from(format!("{error}\n")))
            .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response());
    };
    let empty = Default::default();
    let errors = error.field_errors().unwrap_or(&empty);
    let html = String::from_utf8_lossy(page.text());
    let rendered = match form_page::render(&html, values, errors, &form_message(error)) {
        Ok(rendered) => rendered,
        Err(rewrite_error) => {
            tracing::error!(%rewrite_error, "cannot render the contact page");
            return error_fallback(error);
        }
    };
    let mut response = (error.status(), rendered).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(csp) = page.csp() {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
    }
    if let Some(wait) = error.retry_after() {
        headers.insert(header::RETRY_AFTER, wait);
    }
    response
}

fn error_fallback(error: &ApiError) -> Response {
    (error.status(), format!("{error}\n")).into_response()
}
