//! The question's API schema and the browser's rules file, both generated from
//! [`super::rules`] by the shared generators in [`crate::api::form_schema`].

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;

use super::rules::{ENDPOINT, QUESTION_FIELDS, THANKS_PATH};
use crate::api::form_schema::{self, Constant, Encoding, FormSpec};

pub const FORM: FormSpec = FormSpec {
    description: "A candidate's question about an open position. Unknown or repeated keys are refused with 400.",
    fields: QUESTION_FIELDS,
    encoding: Encoding::JsonOrForm,
    type_prefix: "Question",
    fields_export: "questionFields",
    form: "question",
    source: "src/questions/rules.rs",
    output: "web/app/generated/question-rules.ts",
    constants: &[
        ("QUESTIONS_ENDPOINT", Constant::Text(ENDPOINT)),
        ("THANKS_PATH", Constant::Text(THANKS_PATH)),
    ],
};

/// The question body (JSON or form).
pub struct QuestionInput;

impl utoipa::PartialSchema for QuestionInput {
    fn schema() -> RefOr<Schema> {
        RefOr::T(Schema::Object(form_schema::openapi_object(&FORM).build()))
    }
}

impl utoipa::ToSchema for QuestionInput {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("QuestionInput")
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
