//! `POST /api/feedback`: the chat assistant's thumbs up/down for one of its messages.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use utoipa::openapi::schema::{AdditionalProperties, ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{Ref, RefOr};

use crate::api::error::ApiError;
use crate::api::extract::{FromJson, Guarded, Json};
use crate::api::feature::FeatureRoutes;
use crate::api::idempotency::{self, IDEMPOTENCY_KEY_PATTERN};
use crate::api::messages::{FieldError, Message, NOT_TEXT};
use crate::api::negotiate::created;
use crate::api::rate_limit::ClientLimit;
use crate::api::strict_json::StrictObject;
use crate::api::validation::{FieldErrors, FieldKind, text_pattern};
use crate::db::FeedbackKind;
use crate::state::AppState;

pub const ENDPOINT: &str = "/api/feedback";

pub fn routes(limit: ClientLimit) -> FeatureRoutes {
    FeatureRoutes::new(limit).post(ENDPOINT, create)
}

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
                    .pattern(text_pattern(FieldKind::Line, true)),
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
                    .pattern(Some(IDEMPOTENCY_KEY_PATTERN)),
            );
        RefOr::T(Schema::Object(object.build()))
    }
}

impl utoipa::ToSchema for FeedbackInputDoc {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("FeedbackInput")
    }
}

/// The OpenAPI name of [`FeedbackKind`].
pub type FeedbackType = FeedbackKind;

#[utoipa::path(
    post,
    path = "/api/feedback",
    tag = "feedback",
    summary = "Rate an assistant message",
    request_body(content = FeedbackInputDoc, content_type = "application/json"),
    responses(
        (status = 201, description = "Stored", body = crate::api::negotiate::Created),
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
    request: Result<Guarded<Json<FeedbackInput>>, crate::api::extract::Rejection>,
) -> Response {
    let result = match request {
        Ok(guarded) => accept(&state, guarded).await,
        Err(rejection) => Err(rejection.error),
    };
    match result {
        Ok(id) => created(id),
        Err(error) => error.into_response(),
    }
}

/// The body as received: each field, or the message for the field that was wrong.
pub struct FeedbackInput {
    message_id: Option<String>,
    kind: Option<String>,
    idempotency_key: Option<String>,
    errors: FieldErrors,
}

impl FromJson for FeedbackInput {
    fn from_json(bytes: &[u8]) -> Result<Self, ApiError> {
        let mut deserializer = serde_json::Deserializer::from_slice(bytes);
        let object = serde::Deserialize::deserialize(&mut deserializer)
            .and_then(|o: StrictObject| deserializer.end().map(|()| o))
            .map_err(|e| ApiError::malformed_json(&e))?;
        let mut input = FeedbackInput {
            message_id: None,
            kind: None,
            idempotency_key: None,
            errors: FieldErrors::new(),
        };
        for (name, value) in object.0 {
            match (name.as_str(), value) {
                ("messageId", Value::String(text)) => input.message_id = Some(text),
                ("type", Value::String(text)) => input.kind = Some(text),
                ("idempotencyKey", Value::String(text)) => input.idempotency_key = Some(text),
                ("idempotencyKey", Value::Null) => {}
                ("messageId", _) => {
                    input.errors.insert("messageId", FieldError::new(&NOT_TEXT));
                }
                ("type", _) => {
                    input.errors.insert("type", FieldError::new(&WRONG_TYPE));
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
        Ok(input)
    }
}

const WRONG_TYPE: Message = Message {
    key: "feedbackWrongType",
    en: "Use positive or negative.",
    de: "Verwenden Sie positive oder negative.",
    ja: "positive または negative を指定してください。",
    ar: "يُرجى استخدام positive أو negative.",
};
const BAD_MESSAGE_ID: Message = Message {
    key: "feedbackBadMessageId",
    en: "Give the message id (1–{max} characters).",
    de: "Geben Sie die Nachrichten-ID an (1–{max} Zeichen).",
    ja: "メッセージIDを指定してください（1〜{max}文字）。",
    ar: "يُرجى تحديد معرّف الرسالة (من 1 إلى {max} من الأحرف).",
};

async fn accept(
    state: &AppState,
    guarded: Guarded<Json<FeedbackInput>>,
) -> Result<String, ApiError> {
    let Json(input) = guarded.body;
    let mut errors = input.errors;
    let message_id = input
        .message_id
        .map(|m| m.trim().to_owned())
        .unwrap_or_default();
    if !errors.contains_key("messageId")
        && (message_id.is_empty()
            || message_id.chars().count() > MAX_MESSAGE_ID_CHARS
            || message_id.chars().any(char::is_control))
    {
        errors.insert(
            "messageId",
            FieldError::with_max(&BAD_MESSAGE_ID, MAX_MESSAGE_ID_CHARS),
        );
    }
    let kind = input.kind.as_deref().and_then(FeedbackKind::parse);
    if kind.is_none() && !errors.contains_key("type") {
        errors.insert("type", FieldError::new(&WRONG_TYPE));
    }
    let Some(kind) = kind.filter(|_| errors.is_empty()) else {
        return Err(ApiError::Validation(errors));
    };
    let key = idempotency::resolve(guarded.idempotency_header.as_ref(), input.idempotency_key)?;
    let stored = state
        .store
        .insert_feedback(&message_id, kind, key.as_deref())
        .await?;
    Ok(stored.id)
}
