//! Turning a request body (JSON or an HTML form post) into a validated enquiry.

use super::rules::ENQUIRY_FIELDS;
use crate::api::error::ApiError;
use crate::api::extract::{FromForm, FromJson};
use crate::api::submission::Submission;
use crate::api::validation::FieldErrors;
pub use crate::db::NewEnquiry as Enquiry;

/// The enquiry as received, before validation.
#[derive(Debug)]
pub struct EnquiryForm(pub Submission);

impl FromJson for EnquiryForm {
    fn from_json(body: &[u8]) -> Result<Self, ApiError> {
        Submission::from_json(ENQUIRY_FIELDS, body).map(Self)
    }
}

impl FromForm for EnquiryForm {
    fn from_form(body: &[u8]) -> Result<Self, ApiError> {
        Submission::from_form(ENQUIRY_FIELDS, body).map(Self)
    }
}

/// Applies every rule; on success the enquiry, else the message for each failing field.
pub fn validate(mut submission: Submission) -> Result<Enquiry, FieldErrors> {
    let mut clean = submission.check(ENQUIRY_FIELDS);
    if !submission.errors.is_empty() {
        return Err(submission.errors);
    }
    Ok(Enquiry {
        first_name: clean.required("firstName"),
        last_name: clean.required("lastName"),
        email: clean.required("email"),
        company: clean.take("company"),
        project_type: clean.take("projectType"),
        budget: clean.take("budget"),
        message: clean.required("message"),
        language: submission.language.code(),
        source: None,
        flagged: submission.bot_flag(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = r#"{"firstName":" Asha ","lastName":"Rao","email":"asha@company.co.in","message":"Hello","budget":"100k+","company":""}"#;

    fn from_json(body: &[u8]) -> Result<Submission, ApiError> {
        EnquiryForm::from_json(body).map(|form| form.0)
    }

    fn from_form(body: &str) -> Submission {
        EnquiryForm::from_form(body.as_bytes())
            .map(|form| form.0)
            .expect("parses")
    }

    #[test]
    fn a_valid_json_submission_is_trimmed_and_empty_optionals_dropped() {
        let enquiry = validate(from_json(VALID.as_bytes()).expect("parses")).expect("valid");
        assert_eq!(enquiry.first_name, "Asha");
        assert_eq!(enquiry.company, None);
        assert_eq!(enquiry.budget.as_deref(), Some("100k+"));
        assert_eq!(enquiry.flagged, None);
        assert_eq!(enquiry.language, "en");
    }

    #[test]
    fn the_form_language_is_kept_and_unknown_ones_are_english() {
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&language=de";
        assert_eq!(validate(from_form(body)).expect("valid").language, "de");
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&language=fr";
        assert_eq!(validate(from_form(body)).expect("valid").language, "en");
        let body =
            br#"{"firstName":"A","lastName":"B","email":"a@b.co","message":"m","language":"ja"}"#;
        assert_eq!(
            validate(from_json(body).expect("parses"))
                .expect("valid")
                .language,
            "ja"
        );
    }

    #[test]
    fn duplicate_and_unknown_keys_are_refused() {
        assert!(from_json(br#"{"email":"a@b.co","email":"c@d.co"}"#).is_err());
        assert!(from_json(br#"{"__proto__":{"admin":true}}"#).is_err());
        assert!(from_json(br#"[1,2]"#).is_err());
        assert!(from_json(br#"{"firstName":"A"} trailing"#).is_err());
    }

    #[test]
    fn wrong_types_are_field_errors() {
        let errors = validate(
            from_json(br#"{"firstName":42,"lastName":"R","email":"a@b.co","message":"m"}"#)
                .expect("parses"),
        )
        .expect_err("invalid");
        assert_eq!(
            errors.keys().copied().collect::<Vec<_>>(),
            vec!["firstName"]
        );
    }

    #[test]
    fn honeypot_and_speed_flag_without_refusing() {
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&website=spam";
        let enquiry = validate(from_form(body)).expect("valid");
        assert_eq!(enquiry.flagged, Some("honeypot"));
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&elapsedMs=300";
        let enquiry = validate(from_form(body)).expect("valid");
        assert_eq!(enquiry.flagged, Some("too-fast"));
    }
}
