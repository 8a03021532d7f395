//! The enquiry's API schema and the browser's rules file, both generated from [`super::rules`]
//! by the shared generators in [`crate::api::form_schema`].

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;

use super::rules::{ENDPOINT, ENQUIRY_FIELDS, THANKS_PATH};
use crate::api::form_schema::{self, Constant, Encoding, FormSpec};

pub const FORM: FormSpec = FormSpec {
    description: "A project enquiry. Unknown or repeated keys are refused with 400.",
    fields: ENQUIRY_FIELDS,
    encoding: Encoding::JsonOrForm,
    type_prefix: "Enquiry",
    fields_export: "enquiryFields",
    form: "enquiry",
    source: "src/enquiries/rules.rs",
    output: "web/app/generated/enquiry-rules.ts",
    constants: &[
        ("ENQUIRIES_ENDPOINT", Constant::Text(ENDPOINT)),
        (
            "FEEDBACK_ENDPOINT",
            Constant::Text(crate::feedback::ENDPOINT),
        ),
        ("THANKS_PATH", Constant::Text(THANKS_PATH)),
    ],
};

/// The enquiry body (JSON or form).
pub struct EnquiryInput;

impl utoipa::PartialSchema for EnquiryInput {
    fn schema() -> RefOr<Schema> {
        RefOr::T(Schema::Object(form_schema::openapi_object(&FORM).build()))
    }
}

impl utoipa::ToSchema for EnquiryInput {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("EnquiryInput")
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
