//! The HTTP API under `/api`, `/healthz`, and the OpenAPI document.

pub mod error;
pub mod guards;
pub mod rate_limit;

use axum::Json;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Serialize;
use utoipa::OpenApi;

use crate::app::AppState;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Kaveri Digital website API",
        description = "Project enquiries from the contact form and feedback on the chat assistant's replies."
    ),
    paths(crate::enquiries::handler::create, crate::feedback::create, health),
    components(schemas(
        crate::enquiries::schema::EnquiryInput,
        crate::enquiries::handler::EnquiryCreated,
        crate::feedback::FeedbackInputDoc,
        crate::feedback::FeedbackType,
        crate::feedback::FeedbackStored,
        error::ErrorBody,
        Health
    )),
    modifiers(&IdempotencyHeaderPattern)
)]
pub struct ApiDoc;

/// Gives every `Idempotency-Key` header parameter the pattern the handlers check.
struct IdempotencyHeaderPattern;

impl utoipa::Modify for IdempotencyHeaderPattern {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
        let operations = openapi
            .paths
            .paths
            .values_mut()
            .flat_map(|item| [item.post.as_mut(), item.get.as_mut()])
            .flatten();
        for operation in operations {
            for parameter in operation.parameters.iter_mut().flatten() {
                let utoipa::openapi::RefOr::T(parameter) = parameter else {
                    continue;
                };
                if parameter
                    .name
                    .eq_ignore_ascii_case(crate::enquiries::handler::IDEMPOTENCY_HEADER)
                {
                    parameter.schema = Some(
                        Schema::Object(
                            ObjectBuilder::new()
                                .schema_type(SchemaType::new(Type::String))
                                .pattern(Some(crate::enquiries::rules::IDEMPOTENCY_KEY_PATTERN))
                                .build(),
                        )
                        .into(),
                    );
                }
            }
        }
    }
}

/// Whether a path belongs to the API (everything else is the site's files).
pub fn is_api_path(path: &str) -> bool {
    path == "/healthz"
        || path
            .strip_prefix("/api")
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/api/enquiries",
            post(crate::enquiries::handler::create).fallback(not_allowed),
        )
        .route(
            "/api/feedback",
            post(crate::feedback::create).fallback(not_allowed),
        )
        .route("/api/openapi.json", get(openapi))
        .route("/healthz", get(health))
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
}

async fn openapi() -> Response {
    let mut response = Json(ApiDoc::openapi()).into_response();
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-cache"),
    );
    response
}

async fn not_allowed() -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        [(axum::http::header::ALLOW, "POST")],
        Json(serde_json::json!({ "error": "method_not_allowed", "message": "use POST" })),
    )
        .into_response()
}

async fn api_not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(serde_json::json!({ "error": "not_found", "message": "no such API endpoint" })),
    )
        .into_response()
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Health {
    /// `ok` when the database answers, else `unavailable`.
    status: &'static str,
    /// `sqlite` or `postgres`.
    database: &'static str,
}

/// Reports whether the database is reachable.
#[utoipa::path(
    get,
    path = "/healthz",
    tag = "operations",
    responses(
        (status = 200, description = "The database answers", body = Health),
        (status = 503, description = "The database does not answer", body = Health),
    )
)]
pub async fn health(State(state): State<AppState>) -> Response {
    let database = state.store.backend();
    let reachable = tokio::time::timeout(std::time::Duration::from_secs(2), state.store.ping())
        .await
        .is_ok_and(|r| r.is_ok());
    let (status, text) = if reachable {
        (StatusCode::OK, "ok")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "unavailable")
    };
    let mut response = (
        status,
        Json(Health {
            status: text,
            database,
        }),
    )
        .into_response();
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-store"),
    );
    response
}
