//! The OpenAPI document, assembled from the features' handlers and schemas.

use axum::Json;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use utoipa::OpenApi;

use crate::api::idempotency::IDEMPOTENCY_KEY_PATTERN;
use crate::observability::request_id::OpenApiHeader as RequestIdHeader;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Kaveri Digital website API",
        description = "Project enquiries from the contact form, job applications with a CV, candidates' questions about a position, feedback on the chat assistant's replies, and the site's own cookieless traffic counting."
    ),
    paths(
        serve,
        crate::enquiries::handler::create,
        crate::applications::handler::create,
        crate::questions::handler::create,
        crate::feedback::create,
        crate::analytics::ingest::record,
        crate::health::healthz,
        crate::health::live,
        crate::health::ready
    ),
    components(schemas(
        crate::enquiries::schema::EnquiryInput,
        crate::applications::schema::ApplicationInput,
        crate::questions::schema::QuestionInput,
        crate::feedback::FeedbackInputDoc,
        crate::feedback::FeedbackType,
        crate::analytics::event::EventInput,
        crate::api::negotiate::Created,
        crate::api::error::ErrorBody,
        crate::health::Health,
        crate::health::Live,
        crate::health::Ready
    )),
    modifiers(&IdempotencyHeaderPattern, &TeamEndpoints, &RequestIdHeader)
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
            .filter(|(path, _)| !path.starts_with("/api/team/"))
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

/// The team console's endpoints (`crate::team::ENDPOINTS`), each with the session it needs and
/// the answers it may give; their JSON is described in docs/team-console.md.
struct TeamEndpoints;

impl utoipa::Modify for TeamEndpoints {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
        use utoipa::openapi::request_body::RequestBodyBuilder;
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
        use utoipa::openapi::{ContentBuilder, Required, ResponseBuilder};
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme(
                "teamSession",
                SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
                    crate::team::session::COOKIE,
                    "The console's session; writes also need the X-CSRF-Token header and the \
                     site's Origin",
                ))),
            );
        for endpoint in crate::team::ENDPOINTS {
            let method = match endpoint.method {
                "get" => HttpMethod::Get,
                "patch" => HttpMethod::Patch,
                _ => HttpMethod::Post,
            };
            let roles: Vec<&str> = endpoint.roles.iter().map(|r| r.as_str()).collect();
            let mut operation = OperationBuilder::new()
                .tag(if roles.is_empty() {
                    "team-signin"
                } else {
                    "team"
                })
                .summary(Some(endpoint.summary))
                .description(Some(if roles.is_empty() {
                    "No session needed (a step of signing in); the site's Origin is.".to_owned()
                } else {
                    format!("Roles: {}.", roles.join(", "))
                }))
                .response("200", ResponseBuilder::new().description("Done"));
            for (status, why) in [
                ("201", "Created"),
                ("204", "Signed out"),
                ("400", "A field or filter is wrong; the body names it"),
                ("401", "No live session, or the passkey was not accepted"),
                ("403", "Another role's, another origin's, or no CSRF token"),
                (
                    "404",
                    "No such item, or the invitation was used or has expired",
                ),
                ("405", "Another method"),
                ("413", "The body is too large"),
                ("415", "Not JSON"),
                ("429", "Too many requests from this client"),
                ("503", "The store is unavailable; nothing was changed"),
            ] {
                operation = operation.response(status, ResponseBuilder::new().description(why));
            }
            if !roles.is_empty() {
                operation = operation.security(SecurityRequirement::new(
                    "teamSession",
                    Vec::<String>::new(),
                ));
            }
            if endpoint.path.contains("{id}") {
                operation = operation.parameter(
                    ParameterBuilder::new()
                        .name("id")
                        .parameter_in(ParameterIn::Path)
                        .required(Required::True)
                        .schema(Some(
                            ObjectBuilder::new().schema_type(SchemaType::new(Type::String)),
                        )),
                );
            }
            if endpoint.body {
                operation = operation.request_body(Some(
                    RequestBodyBuilder::new()
                        .required(Some(Required::True))
                        .content(
                            "application/json",
                            ContentBuilder::new()
                                .schema(Some(
                                    ObjectBuilder::new().schema_type(SchemaType::new(Type::Object)),
                                ))
                                .build(),
                        )
                        .build(),
                ));
            }
            openapi
                .paths
                .add_path_operation(endpoint.path, vec![method], operation);
        }
    }
}

/// This document
///
/// The OpenAPI document of every endpoint (also `kaveri-site openapi`).
#[utoipa::path(
    get,
    path = "/api/openapi.json",
    operation_id = "openapi",
    tag = "documentation",
    responses(
        (status = 200, description = "The document", content_type = "application/json", body = Object),
        (status = 429, description = "Too many requests from this client", body = crate::api::error::ErrorBody, headers(("Retry-After" = u64))),
    )
)]
pub async fn serve() -> Response {
    let mut response = Json(ApiDoc::openapi()).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}
