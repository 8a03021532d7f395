//! How a console request fails: every refusal is a precise status and code, in the shape the
//! rest of the API uses (`{"error", "message"}`), and never cached.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::api::error::{ApiError, ErrorBody};
use crate::db::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum TeamError {
    #[error("sign in to the team console")]
    SignedOut,
    #[error("your role does not include this")]
    Forbidden,
    #[error("the request's CSRF token is missing or wrong; reload the console")]
    Csrf,
    #[error("{0}")]
    NotFound(&'static str),
    #[error("{message}")]
    Invalid { code: &'static str, message: String },
    #[error("the passkey was not accepted")]
    SigninFailed,
    #[error("this invitation link was used already or has expired; ask for a new one")]
    InvitationInvalid,
    /// The shared checks (origin, media type, body size, rate) refused it.
    #[error(transparent)]
    Api(#[from] ApiError),
}

impl TeamError {
    pub fn invalid(code: &'static str, message: impl Into<String>) -> Self {
        TeamError::Invalid {
            code,
            message: message.into(),
        }
    }

    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            TeamError::SignedOut => (StatusCode::UNAUTHORIZED, "signed_out"),
            TeamError::Forbidden => (StatusCode::FORBIDDEN, "forbidden"),
            TeamError::Csrf => (StatusCode::FORBIDDEN, "csrf"),
            TeamError::NotFound(_) => (StatusCode::NOT_FOUND, "not_found"),
            TeamError::Invalid { code, .. } => (StatusCode::BAD_REQUEST, code),
            TeamError::SigninFailed => (StatusCode::UNAUTHORIZED, "signin_failed"),
            TeamError::InvitationInvalid => (StatusCode::NOT_FOUND, "invitation_invalid"),
            TeamError::Api(error) => (error.status(), error.code()),
        }
    }
}

impl From<StoreError> for TeamError {
    fn from(error: StoreError) -> Self {
        TeamError::Api(ApiError::unavailable("team console store", error))
    }
}

impl IntoResponse for TeamError {
    fn into_response(self) -> Response {
        if let TeamError::Api(error) = self {
            return error.into_response();
        }
        let (status, code) = self.status_and_code();
        let body = ErrorBody::new(code, self.to_string());
        (status, Json(body)).into_response()
    }
}
