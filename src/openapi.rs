//! The OpenAPI document, assembled from the features' handlers and schemas.

use axum::Json;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use utoipa::OpenApi;

use crate::api::idempotency::{IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Kaveri Digital website API",
        description = "Project enquiries from the contact form, job applications with a CV, and feedback on the chat assistant's replies."
    ),
    paths(
        crate::enquiries::handler::create,
        crate::applications::handler::create,
        crate::feedback::create,
        crate::api::health
    ),
    components(schemas(
        crate::enquiries::schema::EnquiryInput,
        crate::enquiries::handler::EnquiryCreated,
        crate::applications::schema::ApplicationInput,
        crate::applications::handler::ApplicationCreated,
        crate::feedback::FeedbackInputDoc,
        crate::feedback::FeedbackType,
        crate::feedback::FeedbackStored,
        crate::api::error::ErrorBody,
        crate::api::Health
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
                if parameter.name.eq_ignore_ascii_case(IDEMPOTENCY_HEADER) {
                    parameter.schema = Some(
                        Schema::Object(
                            ObjectBuilder::new()
                                .schema_type(SchemaType::new(Type::String))
                                .pattern(Some(IDEMPOTENCY_KEY_PATTERN))
                                .build(),
                        )
                        .into(),
                    );
                }
            }
        }
    }
}

/// `GET /api/openapi.json`.
pub async fn serve() -> Response {
    let mut response = Json(ApiDoc::openapi()).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
