//! Turning a request body (JSON or an HTML form post) into a validated enquiry.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::rules::{
    self, ENQUIRY_FIELDS, FILL_TIME_FIELD, FieldErrors, HONEYPOT_FIELD, IDEMPOTENCY_FIELD,
    MIN_FILL_MS,
};
use crate::api::error::ApiError;
use crate::api::extract::{FromForm, FromJson};
use crate::api::strict_json::StrictObject;
pub use crate::db::NewEnquiry as Enquiry;

/// The submission as received, before validation. `values` keeps what the visitor typed so
/// the form can be shown again with it.
#[derive(Debug, Default)]
pub struct Submission {
    pub values: BTreeMap<&'static str, String>,
    pub errors: FieldErrors,
    pub honeypot_filled: bool,
    pub elapsed_ms: Option<u64>,
    pub idempotency_key: Option<String>,
}

impl FromJson for Submission {
    /// An object of strings, no duplicate or unknown keys.
    fn from_json(body: &[u8]) -> Result<Self, ApiError> {
        let mut deserializer = serde_json::Deserializer::from_slice(body);
        let object = StrictObject::deserialize(&mut deserializer)
            .and_then(|object| deserializer.end().map(|()| object))
            .map_err(|error| {
                if error.is_data() && error.to_string().starts_with("duplicate key") {
                    ApiError::bad_request("duplicate_key", error.to_string())
                } else {
                    ApiError::malformed_json(&error)
                }
            })?;
        let mut submission = Self::default();
        for (key, value) in object.0 {
            submission.accept_json(&key, value)?;
        }
        Ok(submission)
    }
}

impl FromForm for Submission {
    /// Browsers send every named control, so unknown names are ignored; a repeated field is
    /// refused.
    fn from_form(body: &[u8]) -> Result<Self, ApiError> {
        let mut submission = Self::default();
        let mut seen = std::collections::BTreeSet::new();
        for (key, value) in form_urlencoded::parse(body) {
            if !seen.insert(key.clone().into_owned()) {
                return Err(ApiError::bad_request(
                    "duplicate_key",
                    format!("duplicate field `{key}`"),
                ));
            }
            submission.accept_text(&key, value.into_owned());
        }
        Ok(submission)
    }
}

impl Submission {
    fn accept_json(&mut self, key: &str, value: Value) -> Result<(), ApiError> {
        let known = rules::rule(key).is_some()
            || [HONEYPOT_FIELD, FILL_TIME_FIELD, IDEMPOTENCY_FIELD].contains(&key);
        if !known {
            return Err(ApiError::bad_request(
                "unknown_field",
                format!("unknown field `{}`", truncate(key, 40)),
            ));
        }
        match value {
            Value::Null => Ok(()),
            Value::String(text) => {
                self.accept_text(key, text);
                Ok(())
            }
            Value::Number(number) if key == FILL_TIME_FIELD => {
                self.elapsed_ms = number.as_u64();
                Ok(())
            }
            _ => {
                if let Some(rule) = rules::rule(key) {
                    self.errors
                        .insert(rule.name, rules::MESSAGE_NOT_TEXT.to_owned());
                    Ok(())
                } else {
                    Err(ApiError::bad_request(
                        "wrong_type",
                        format!("`{key}` has the wrong type"),
                    ))
                }
            }
        }
    }

    fn accept_text(&mut self, key: &str, text: String) {
        if let Some(rule) = rules::rule(key) {
            self.values.insert(rule.name, text);
        } else if key == HONEYPOT_FIELD {
            self.honeypot_filled = !text.trim().is_empty();
        } else if key == FILL_TIME_FIELD {
            self.elapsed_ms = text.trim().parse().ok();
        } else if key == IDEMPOTENCY_FIELD && !text.is_empty() {
            self.idempotency_key = Some(text);
        }
    }

    /// Applies every rule; on success the enquiry, else the message for each failing field.
    pub fn validate(mut self) -> Result<Enquiry, FieldErrors> {
        let mut clean = BTreeMap::new();
        for rule in ENQUIRY_FIELDS {
            if self.errors.contains_key(rule.name) {
                continue;
            }
            let value = self.values.get(rule.name).map_or("", |v| v.trim());
            match rules::check(rule, value) {
                Some(message) => {
                    self.errors.insert(rule.name, message);
                }
                None if !value.is_empty() => {
                    clean.insert(rule.name, value.to_owned());
                }
                None => {}
            }
        }
        if !self.errors.is_empty() {
            return Err(self.errors);
        }
        let flagged = if self.honeypot_filled {
            Some("honeypot")
        } else if self.elapsed_ms.is_some_and(|ms| ms < MIN_FILL_MS) {
            Some("too-fast")
        } else {
            None
        };
        let mut take = |name: &str| clean.remove(name);
        Ok(Enquiry {
            first_name: take("firstName").unwrap_or_default(),
            last_name: take("lastName").unwrap_or_default(),
            email: take("email").unwrap_or_default(),
            company: take("company"),
            project_type: take("projectType"),
            budget: take("budget"),
            message: take("message").unwrap_or_default(),
            flagged,
        })
    }
}

fn truncate(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::extract::{FromForm, FromJson};

    const VALID: &str = r#"{"firstName":" Asha ","lastName":"Rao","email":"asha@company.co.in","message":"Hello","budget":"100k+","company":""}"#;

    #[test]
    fn a_valid_json_submission_is_trimmed_and_empty_optionals_dropped() {
        let enquiry = Submission::from_json(VALID.as_bytes())
            .expect("parses")
            .validate()
            .expect("valid");
        assert_eq!(enquiry.first_name, "Asha");
        assert_eq!(enquiry.company, None);
        assert_eq!(enquiry.budget.as_deref(), Some("100k+"));
        assert_eq!(enquiry.flagged, None);
    }

    #[test]
    fn duplicate_and_unknown_keys_are_refused() {
        assert!(Submission::from_json(br#"{"email":"a@b.co","email":"c@d.co"}"#).is_err());
        assert!(Submission::from_json(br#"{"__proto__":{"admin":true}}"#).is_err());
        assert!(Submission::from_json(br#"[1,2]"#).is_err());
        assert!(Submission::from_json(br#"{"firstName":"A"} trailing"#).is_err());
    }

    #[test]
    fn wrong_types_are_field_errors() {
        let errors = Submission::from_json(
            br#"{"firstName":42,"lastName":"R","email":"a@b.co","message":"m"}"#,
        )
        .expect("parses")
        .validate()
        .expect_err("invalid");
        assert_eq!(
            errors.keys().copied().collect::<Vec<_>>(),
            vec!["firstName"]
        );
    }

    #[test]
    fn honeypot_and_speed_flag_without_refusing() {
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&website=spam";
        let enquiry = Submission::from_form(body.as_bytes())
            .expect("parses")
            .validate()
            .expect("valid");
        assert_eq!(enquiry.flagged, Some("honeypot"));
        let body = "firstName=A&lastName=B&email=a%40b.co&message=m&elapsedMs=300";
        let enquiry = Submission::from_form(body.as_bytes())
            .expect("parses")
            .validate()
            .expect("valid");
        assert_eq!(enquiry.flagged, Some("too-fast"));
    }
}
