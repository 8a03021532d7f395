//! The application's API schema and the browser's rules file, both generated from
//! [`super::rules`] by the shared generators in [`crate::api::form_schema`].

use std::borrow::Cow;

use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{RefOr, SchemaFormat};

use super::rules::{
    APPLICATION_FIELDS, CV_ACCEPT, CV_FIELD, ENDPOINT, MAX_CV_BYTES, MESSAGE_CV_EMPTY,
    MESSAGE_CV_MISSING, MESSAGE_CV_TOO_LARGE, MESSAGE_CV_TYPE, THANKS_PATH,
};
use crate::api::form_schema::{self, Constant, Encoding, FormSpec};

pub const FORM: FormSpec = FormSpec {
    description: "A job application. Unknown or repeated parts are refused with 400.",
    fields: APPLICATION_FIELDS,
    encoding: Encoding::Multipart,
    type_prefix: "Application",
    fields_export: "applicationFields",
    form: "application",
    source: "src/applications/rules.rs",
    output: "web/app/generated/application-rules.ts",
    constants: &[
        ("CV_MAX_BYTES", Constant::Number(MAX_CV_BYTES as u64)),
        ("CV_FIELD", Constant::Text(CV_FIELD)),
        ("CV_ACCEPT", Constant::Text(CV_ACCEPT)),
        (
            "MESSAGE_KEY_CV_MISSING",
            Constant::MessageKey(&MESSAGE_CV_MISSING),
        ),
        (
            "MESSAGE_KEY_CV_EMPTY",
            Constant::MessageKey(&MESSAGE_CV_EMPTY),
        ),
        (
            "MESSAGE_KEY_CV_TOO_LARGE",
            Constant::MessageKey(&MESSAGE_CV_TOO_LARGE),
        ),
        (
            "MESSAGE_KEY_CV_TYPE",
            Constant::MessageKey(&MESSAGE_CV_TYPE),
        ),
        ("APPLICATIONS_ENDPOINT", Constant::Text(ENDPOINT)),
        ("THANKS_PATH", Constant::Text(THANKS_PATH)),
    ],
};

/// The application body (`multipart/form-data`): the form's fields and the CV file.
pub struct ApplicationInput;

impl utoipa::PartialSchema for ApplicationInput {
    fn schema() -> RefOr<Schema> {
        let cv = ObjectBuilder::new()
            .schema_type(SchemaType::new(Type::String))
            .format(Some(SchemaFormat::Custom("binary".into())))
            .content_media_type("application/octet-stream")
            .description(Some(
                "The CV: a PDF or DOCX file of at most 5 MiB (5,242,880 bytes), judged by its content.",
            ));
        let object = form_schema::openapi_object(&FORM)
            .property(CV_FIELD, cv)
            .required(CV_FIELD);
        RefOr::T(Schema::Object(object.build()))
    }
}

impl utoipa::ToSchema for ApplicationInput {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("ApplicationInput")
    }
}

#[cfg(test)]
mod tests {
    /// The browser's rules must be exactly what the server enforces.
    #[test]
    fn browser_rules_file_matches_the_server_rules() {
        crate::api::form_schema::assert_committed(&super::FORM);
    }

    /// The web app's words for each message key are the server's, in every language.
    #[test]
    fn the_form_content_says_what_the_server_says() {
        crate::api::form_schema::assert_content_says_the_same(&super::FORM);
    }
}
