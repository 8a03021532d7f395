//! Request handling every endpoint shares, naming no feature: extractors and guards, errors,
//! the HTML-or-JSON rule ([`negotiate`]), form submissions and their rule checks
//! ([`submission`], [`validation`]), the messages in each of the site's
//! languages ([`messages`]), the generated schema and browser rules ([`form_schema`]),
//! the no-JS form page ([`form_page`]), rate limits ([`rate_limit`]) and the routes builders
//! every feature uses ([`feature`]), and the API's 404 and 405. The probes are `crate::health`'s.

pub mod error;
pub mod extract;
pub mod feature;
pub mod form_page;
pub mod form_schema;
pub mod guards;
pub mod idempotency;
pub mod messages;
pub mod negotiate;
pub mod rate_limit;
pub mod strict_json;
pub mod submission;
pub mod validation;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use feature::FeatureRoutes;
use rate_limit::ClientLimit;

/// Whether a path belongs to the API (everything else is the site's files).
pub fn is_api_path(path: &str) -> bool {
    matches!(path, "/healthz" | "/livez" | "/readyz")
        || path
            .strip_prefix("/api")
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The API's 404 for unknown paths, limited like any route.
pub fn routes(limit: ClientLimit) -> FeatureRoutes {
    FeatureRoutes::new(limit)
        .any("/api", api_not_found)
        .any("/api/{*rest}", api_not_found)
}

/// The answer to another method on a POST-only endpoint.
pub async fn not_allowed() -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        [(axum::http::header::ALLOW, "POST")],
        Json(error::ErrorBody::new("method_not_allowed", "use POST")),
    )
        .into_response()
}

/// The answer to another method on a GET-only endpoint.
pub async fn get_only() -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        [(axum::http::header::ALLOW, "GET, HEAD")],
        Json(error::ErrorBody::new("method_not_allowed", "use GET")),
    )
        .into_response()
}

async fn api_not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(error::ErrorBody::new("not_found", "no such API endpoint")),
    )
        .into_response()
}
