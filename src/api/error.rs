//! Every way an API request can fail, and the response each one maps to.

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::messages;
use super::validation::FieldErrors;
use crate::db::StoreError;
use crate::language::Language;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("send the body as {accepted}")]
    UnsupportedMediaType { accepted: &'static str },
    #[error("the body is larger than {limit} bytes")]
    PayloadTooLarge { limit: usize },
    #[error("the body did not arrive in time")]
    RequestTimeout,
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    #[error("some fields need attention")]
    Validation(FieldErrors),
    #[error("requests from another site are not accepted")]
    ForeignOrigin,
    #[error("too many requests; try again in {} seconds", .0.as_secs().max(1))]
    RateLimited(Duration),
    /// Nothing was stored; `cause` is for the operator's log, never for the client.
    #[error("the service is temporarily unavailable; try again shortly")]
    Unavailable { cause: Cause },
}

/// Why a request failed on the server's side. Responses carry it as an extension, and the
/// request log writes it: errors are logged in that one place, once per request.
#[derive(Debug, Clone)]
pub struct Cause(pub String);

impl std::fmt::Display for Cause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The JSON error body (described in the OpenAPI document).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// A stable machine-readable code, e.g. `validation`, `malformed_json`, `rate_limited`.
    pub error: &'static str,
    /// A sentence for people.
    pub message: String,
    /// Per-field messages (validation errors only), keyed by field name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<std::collections::BTreeMap<String, String>>,
    /// The request's id, as in the `X-Request-Id` response header and the server's log lines
    /// about it: quote it when reporting a problem.
    #[serde(rename = "requestId", skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, example = "01970f4e-7b7c-7cc3-9a43-1f0e8b6c2d5a")]
    pub request_id: Option<String>,
}

impl ErrorBody {
    /// An error body for the request being handled (its id from the request's scope).
    pub fn new(error: &'static str, message: impl Into<String>) -> Self {
        Self {
            error,
            message: message.into(),
            fields: None,
            request_id: crate::observability::request_id::current(),
        }
    }
}

impl ApiError {
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        ApiError::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// The server could not do its part (`what`, because of `error`): 503, nothing stored.
    pub fn unavailable(what: &str, error: impl std::fmt::Display) -> Self {
        ApiError::Unavailable {
            cause: Cause(format!("{what}: {error}")),
        }
    }

    /// Puts the server-side cause, if any, on the response for the request log.
    pub fn attach_cause(&self, response: &mut Response) {
        if let ApiError::Unavailable { cause } = self {
            response.extensions_mut().insert(cause.clone());
        }
    }

    pub fn malformed_json(error: &serde_json::Error) -> Self {
        // serde_json's message names the line and column, never echoes the body.
        let message = match error.classify() {
            serde_json::error::Category::Eof => "the JSON body ends too early".to_owned(),
            serde_json::error::Category::Data => {
                format!("the JSON body has the wrong shape: {error}")
            }
            _ => format!("the body is not valid JSON: {error}"),
        };
        ApiError::bad_request("malformed_json", message)
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::UnsupportedMediaType { .. } => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ApiError::BadRequest { .. } | ApiError::Validation(_) => StatusCode::BAD_REQUEST,
            ApiError::ForeignOrigin => StatusCode::FORBIDDEN,
            ApiError::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unavailable { .. } => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            ApiError::UnsupportedMediaType { .. } => "unsupported_media_type",
            ApiError::PayloadTooLarge { .. } => "payload_too_large",
            ApiError::RequestTimeout => "request_timeout",
            ApiError::BadRequest { code, .. } => code,
            ApiError::Validation(_) => "validation",
            ApiError::ForeignOrigin => "foreign_origin",
            ApiError::RateLimited(_) => "rate_limited",
            ApiError::Unavailable { .. } => "unavailable",
        }
    }

    pub fn field_errors(&self) -> Option<&FieldErrors> {
        match self {
            ApiError::Validation(errors) => Some(errors),
            _ => None,
        }
    }

    /// The error's sentence in `language`, for a form page's message. English is the error's
    /// own sentence (its `Display`); the other languages name the kind of failure, without the
    /// technical detail a bad request's English sentence carries.
    pub fn sentence(&self, language: Language) -> String {
        if language == Language::En {
            return self.to_string();
        }
        let text = |message: &messages::Message| message.text(language).to_owned();
        match self {
            ApiError::UnsupportedMediaType { accepted } => {
                text(&messages::UNSUPPORTED_MEDIA_TYPE).replace("{accepted}", accepted)
            }
            ApiError::PayloadTooLarge { limit } => {
                text(&messages::PAYLOAD_TOO_LARGE).replace("{limit}", &limit.to_string())
            }
            ApiError::RequestTimeout => text(&messages::REQUEST_TIMEOUT),
            ApiError::BadRequest { .. } | ApiError::Validation(_) => text(&messages::BAD_REQUEST),
            ApiError::ForeignOrigin => text(&messages::FOREIGN_ORIGIN),
            ApiError::RateLimited(wait) => text(&messages::RATE_LIMITED)
                .replace("{seconds}", &wait.as_secs().max(1).to_string()),
            ApiError::Unavailable { .. } => text(&messages::UNAVAILABLE),
        }
    }

    /// The JSON answer, its field messages written in `language` (the code and the sentence
    /// stay as they are: the API document is the same in every language).
    pub fn json_response(self, language: Language) -> Response {
        let body = ErrorBody {
            fields: self.field_errors().map(|errors| {
                errors
                    .iter()
                    .map(|(k, v)| ((*k).to_owned(), v.text(language)))
                    .collect()
            }),
            ..ErrorBody::new(self.code(), self.to_string())
        };
        let mut response = (self.status(), Json(body)).into_response();
        if let Some(wait) = self.retry_after() {
            response.headers_mut().insert(header::RETRY_AFTER, wait);
        }
        self.attach_cause(&mut response);
        if matches!(self, ApiError::RequestTimeout) {
            response
                .headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        response
    }

    /// Headers every rendering of this error carries (`Retry-After`).
    pub fn retry_after(&self) -> Option<HeaderValue> {
        match self {
            ApiError::RateLimited(wait) => {
                HeaderValue::from_str(&wait.as_secs().max(1).to_string()).ok()
            }
            ApiError::Unavailable { .. } => Some(HeaderValue::from_static("5")),
            _ => None,
        }
    }
}

/// The database did not take the write: nothing was stored, the client may try again.
impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        ApiError::unavailable("cannot store a submission", error)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        self.json_response(Language::En)
    }
}
