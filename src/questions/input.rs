//! Turning a request body (JSON or an HTML form post) into a validated question.

use super::rules::QUESTION_FIELDS;
use crate::api::error::ApiError;
use crate::api::extract::{FromForm, FromJson};
use crate::api::submission::Submission;
use crate::api::validation::FieldErrors;
use crate::db::NewQuestion;

/// The question as received, before validation.
#[derive(Debug)]
pub struct QuestionForm(pub Submission);

impl FromJson for QuestionForm {
    fn from_json(body: &[u8]) -> Result<Self, ApiError> {
        Submission::from_json(QUESTION_FIELDS, body).map(Self)
    }
}

impl FromForm for QuestionForm {
    fn from_form(body: &[u8]) -> Result<Self, ApiError> {
        Submission::from_form(QUESTION_FIELDS, body).map(Self)
    }
}

/// Applies every rule; on success the question, else the message for each failing field.
pub fn validate(mut submission: Submission) -> Result<NewQuestion, FieldErrors> {
    let mut clean = submission.check(QUESTION_FIELDS);
    if !submission.errors.is_empty() {
        return Err(submission.errors);
    }
    Ok(NewQuestion {
        job_slug: clean.required("jobSlug"),
        name: clean.required("name"),
        email: clean.required("email"),
        question: clean.required("question"),
        language: submission.language.code(),
        source: None,
        flagged: submission.bot_flag(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_form(body: &str) -> Submission {
        QuestionForm::from_form(body.as_bytes())
            .map(|form| form.0)
            .expect("parses")
    }

    #[test]
    fn a_valid_form_post_is_trimmed_and_keeps_its_language() {
        let body = "jobSlug=senior-ai-engineer&name=+Asha+Rao+&email=asha%40x.co\
                    &question=Is+it+remote%3F&consent=on&language=ja";
        let question = validate(from_form(body)).expect("valid");
        assert_eq!(question.job_slug, "senior-ai-engineer");
        assert_eq!(question.name, "Asha Rao");
        assert_eq!(question.question, "Is it remote?");
        assert_eq!(question.language, "ja");
        assert_eq!(question.flagged, None);
    }

    #[test]
    fn every_missing_field_is_named() {
        let errors = validate(from_form("language=de")).expect_err("invalid");
        assert_eq!(
            errors.keys().copied().collect::<Vec<_>>(),
            vec!["consent", "email", "jobSlug", "name", "question"]
        );
    }

    #[test]
    fn project_type_and_budget_are_not_fields_of_a_question() {
        assert!(QuestionForm::from_json(br#"{"budget":"100k+"}"#).is_err());
    }
}
