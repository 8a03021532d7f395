//! `POST /api/feedback`: the chat assistant's thumbs up/down for one of its messages.

use std::net::SocketAddr;

use axum::Json;
use axum::body::Body;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;

use utoipa::openapi::schema::{AdditionalProperties, ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{Ref, RefOr};

use crate::api::error::ApiError;
use crate::api::guards;
use crate::app::AppState;
use crate::enquiries::input::{StrictObject, valid_idempotency_key};
use crate::enquiries::rules::{self, FieldKind};

const MAX_MESSAGE_ID_CHARS: usize = 100;

/// The feedback body, as the OpenAPI document describes it (built by hand, like the enquiry's,
/// so its patterns come from the same rules the handler applies).
pub struct FeedbackInputDoc;

impl utoipa::PartialSchema for FeedbackInputDoc {
    fn schema() -> RefOr<Schema> {
        let string = || ObjectBuilder::new().schema_type(SchemaType::new(Type::String));
        let object = ObjectBuilder::new()
            .schema_type(SchemaType::new(Type::Object))
            .description(Some("Unknown or repeated keys are refused with 400."))
            .additional_properties(Some(AdditionalProperties::<Schema>::FreeForm(false)))
            .property(
                "messageId",
                string()
                    .description(Some("The rated assistant message's id (1–100 characters)."))
                    .min_length(Some(1))
                    .max_length(Some(MAX_MESSAGE_ID_CHARS))
                    .pattern(rules::text_pattern(FieldKind::Line, true)),
            )
            .required("messageId")
            .property("type", Ref::from_schema_name("FeedbackType"))
            .required("type")
            .property(
                "idempotencyKey",
                string()
                    .description(Some(
                        "8–128 letters, digits, '-' or '_': a repeat stores nothing more.",
                    ))
                    .pattern(Some(rules::IDEMPOTENCY_KEY_PATTERN)),
            );
        RefOr::T(Schema::Object(object.build()))
    }
}

impl utoipa::ToSchema for FeedbackInputDoc {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("FeedbackInput")
    }
}

#[derive(Debug, utoipa::ToSchema)]
#[allow(dead_code)]
#[schema(rename_all = "lowercase")]
pub enum FeedbackType {
    Positive,
    Negative,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct FeedbackStored {
    pub id: String,
}

#[utoipa::path(
    post,
    path = "/api/feedback",
    tag = "feedback",
    summary = "Rate an assistant message",
    params(("Idempotency-Key" = Option<String>, Header, description = "As `idempotencyKey`")),
    request_body(content = FeedbackInputDoc, content_type = "application/json"),
    responses(
        (status = 201, description = "Stored", body = FeedbackStored),
        (status = 400, description = "Malformed body or invalid fields", body = crate::api::error::ErrorBody),
        (status = 403, description = "Sent from another site", body = crate::api::error::ErrorBody),
        (status = 413, description = "Body over 32 KB", body = crate::api::error::ErrorBody),
        (status = 415, description = "Not JSON", body = crate::api::error::ErrorBody),
        (status = 429, description = "Too many submissions from this client", body = crate::api::error::ErrorBody, headers(("Retry-After" = u64))),
        (status = 503, description = "The database is unavailable; nothing was stored", body = crate::api::error::ErrorBody),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    match accept(&state, peer, &headers, body).await {
        Ok(id) => (StatusCode::CREATED, Json(FeedbackStored { id })).into_response(),
        Err(error) => error.into_response(),
    }
}

async fn accept(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    body: Body,
) -> Result<String, ApiError> {
    guards::body_kind(headers, false)?;
    guards::same_origin(headers, &state.site_url)?;
    if let Some(limiter) = &state.feedback_limiter {
        let client = guards::client_ip(headers, peer, state.trust_forwarded_for);
        limiter.check(client).map_err(ApiError::RateLimited)?;
    }
    let bytes = guards::read_body(headers, body).await?;
    let mut deserializer = serde_json::Deserializer::from_slice(&bytes);
    let object = serde::Deserialize::deserialize(&mut deserializer)
        .and_then(|o: StrictObject| deserializer.end().map(|()| o))
        .map_err(|e| ApiError::malformed_json(&e))?;
    let (mut message_id, mut kind, mut key) = (None, None, None);
    let mut errors = crate::enquiries::rules::FieldErrors::new();
    for (name, value) in object.0 {
        match (name.as_str(), value) {
            ("messageId", Value::String(text)) => message_id = Some(text),
            ("type", Value::String(text)) => kind = Some(text),
            ("idempotencyKey", Value::String(text)) => key = Some(text),
            ("idempotencyKey", Value::Null) => {}
            ("messageId", _) => {
                errors.insert("messageId", "This must be text.".to_owned());
            }
            ("type", _) => {
                errors.insert("type", "Use positive or negative.".to_owned());
            }
            (other, _) => {
                return Err(ApiError::bad_request(
                    "unknown_field",
                    format!(
                        "unknown field `{}`",
                        other.chars().take(40).collect::<String>()
                    ),
                ));
            }
        }
    }
    let message_id = message_id.map(|m| m.trim().to_owned()).unwrap_or_default();
    if !errors.contains_key("messageId")
        && (message_id.is_empty()
            || message_id.chars().count() > MAX_MESSAGE_ID_CHARS
            || message_id.chars().any(char::is_control))
    {
        errors.insert(
            "messageId",
            format!("Give the message id (1–{MAX_MESSAGE_ID_CHARS} characters)."),
        );
    }
    let kind = kind.unwrap_or_default();
    if !errors.contains_key("type") && kind != "positive" && kind != "negative" {
        errors.insert("type", "Use positive or negative.".to_owned());
    }
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
    if let Some(header) = headers.get(crate::enquiries::handler::IDEMPOTENCY_HEADER) {
        key = header
            .to_str()
            .ok()
            .map(str::to_owned)
            .or(Some(String::new()));
    }
    if key.as_deref().is_some_and(|k| !valid_idempotency_key(k)) {
        return Err(ApiError::bad_request(
            "invalid_idempotency_key",
            "the idempotency key must be 8–128 letters, digits, '-' or '_'",
        ));
    }
    let stored = state
        .store
        .insert_feedback(&message_id, &kind, key.as_deref())
        .await
        .map_err(|error| {
            tracing::error!(%error, "cannot store feedback");
            ApiError::Unavailable
        })?;
    Ok(stored.id)
}
