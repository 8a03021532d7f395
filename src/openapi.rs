//! The OpenAPI document, assembled from the features' handlers and schemas.

use axum::Json;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use utoipa::OpenApi;

use crate::api::idempotency::IDEMPOTENCY_KEY_PATTERN;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Kaveri Digital website API",
        description = "Project enquiries from the contact form, job applications with a CV, feedback on the chat assistant's replies, and the site's own cookieless traffic counting."
    ),
    paths(
        crate::enquiries::handler::create,
        crate::applications::handler::create,
        crate::feedback::create,
        crate::analytics::ingest::record,
        crate::api::health
    ),
    components(schemas(
        crate::enquiries::schema::EnquiryInput,
        crate::applications::schema::ApplicationInput,
        crate::feedback::FeedbackInputDoc,
        crate::feedback::FeedbackType,
        crate::analytics::event::EventInput,
        crate::api::negotiate::Created,
        crate::api::error::ErrorBody,
        crate::api::Health
    )),
    modifiers(&IdempotencyHeaderPattern)
)]
pub struct ApiDoc;

/// Gives every write the `Idempotency-Key` header parameter, with the pattern the handlers check.
struct IdempotencyHeaderPattern;

impl utoipa::Modify for IdempotencyHeaderPattern {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        use utoipa::openapi::{RefOr, Required};
        // Every submission; not the counting beacon, which stores no submission.
        let writes = openapi
            .paths
            .paths
            .iter_mut()
            .filter(|(path, _)| path.as_str() != crate::analytics::EVENT_ENDPOINT)
            .filter_map(|(_, item)| item.post.as_mut());
        for operation in writes {
            let header = ParameterBuilder::new()
                .name("Idempotency-Key")
                .parameter_in(ParameterIn::Header)
                .required(Required::False)
                .description(Some(
                    "8–128 letters, digits, '-' or '_' (or the `idempotencyKey` field): a repeat \
                     returns the first submission's id and stores nothing",
                ))
                .schema(Some(
                    ObjectBuilder::new()
                        .schema_type(SchemaType::new(Type::String))
                        .pattern(Some(IDEMPOTENCY_KEY_PATTERN)),
                ))
                .build();
            operation
                .parameters
                .get_or_insert_with(Vec::new)
                .push(RefOr::T(header));
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
