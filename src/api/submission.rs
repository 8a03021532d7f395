//! A form submission as received, before validation, whatever its encoding: the typed values by
//! field, the fields every form carries besides its own (the bot flags and the idempotency key),
//! and the field errors found while reading. Then the rule checks and the bot flag, once for
//! every form.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use serde_json::Value;

use super::error::ApiError;
use super::messages::{FieldError, NOT_TEXT};
use super::strict_json::StrictObject;
use super::validation::{FieldErrors, FieldRule, check};
use crate::language::{LANGUAGE_FIELD, Language};

/// The honeypot: a field people never see or fill; bots that fill it are flagged.
pub const HONEYPOT_FIELD: &str = "website";
/// Milliseconds the visitor spent on the form, reported by the enhanced form.
pub const FILL_TIME_FIELD: &str = "elapsedMs";
/// The idempotency key as a field, for clients that cannot set the header.
pub const IDEMPOTENCY_FIELD: &str = "idempotencyKey";
/// The fields every form accepts besides its own (the page's language among them).
pub const COMMON_FIELDS: [&str; 4] = [
    HONEYPOT_FIELD,
    FILL_TIME_FIELD,
    IDEMPOTENCY_FIELD,
    LANGUAGE_FIELD,
];
/// Faster than this, a person cannot have filled a form: the submission is flagged.
pub const MIN_FILL_MS: u64 = 2500;

/// What the visitor sent. `values` keeps what was typed so the form can be shown again with it.
#[derive(Debug, Default)]
pub struct Submission {
    pub values: BTreeMap<&'static str, String>,
    /// Messages found while reading (a field that was not text).
    pub errors: FieldErrors,
    pub idempotency_key: Option<String>,
    /// The form's language (`language`; English when absent or unknown): its messages' language.
    pub language: Language,
    honeypot_filled: bool,
    elapsed_ms: Option<u64>,
}

/// The values that passed every rule: trimmed, empty ones left out.
#[derive(Debug, Default)]
pub struct Clean(BTreeMap<&'static str, String>);

impl Clean {
    pub fn take(&mut self, name: &str) -> Option<String> {
        self.0.remove(name)
    }

    /// A required field's value (present once the rules passed).
    pub fn required(&mut self, name: &str) -> String {
        self.take(name).unwrap_or_default()
    }
}

fn rule_of(fields: &'static [FieldRule], name: &str) -> Option<&'static FieldRule> {
    fields.iter().find(|rule| rule.name == name)
}

impl Submission {
    /// Whether `name` is one of `fields` or of the [`COMMON_FIELDS`].
    pub fn knows(fields: &'static [FieldRule], name: &str) -> bool {
        rule_of(fields, name).is_some() || COMMON_FIELDS.contains(&name)
    }

    /// Every part name a form of `fields` accepts, `more` included.
    pub fn part_names(fields: &'static [FieldRule], more: &[&'static str]) -> Vec<&'static str> {
        fields
            .iter()
            .map(|rule| rule.name)
            .chain(more.iter().copied())
            .chain(COMMON_FIELDS)
            .collect()
    }

    /// Keeps one text value; names that are neither a field nor common are ignored.
    pub fn accept_text(&mut self, fields: &'static [FieldRule], name: &str, text: String) {
        if let Some(rule) = rule_of(fields, name) {
            self.values.insert(rule.name, text);
        } else if name == HONEYPOT_FIELD {
            self.honeypot_filled = !text.trim().is_empty();
        } else if name == FILL_TIME_FIELD {
            self.elapsed_ms = text.trim().parse().ok();
        } else if name == IDEMPOTENCY_FIELD && !text.is_empty() {
            self.idempotency_key = Some(text);
        } else if name == LANGUAGE_FIELD {
            self.language = Language::from_field(&text);
        }
    }

    /// A JSON object of strings, no duplicate or unknown keys (`elapsedMs` may be a number;
    /// a field of another type is a field error).
    pub fn from_json(fields: &'static [FieldRule], body: &[u8]) -> Result<Self, ApiError> {
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
            if !Self::knows(fields, &key) {
                return Err(ApiError::bad_request(
                    "unknown_field",
                    format!("unknown field `{}`", truncate(&key, 40)),
                ));
            }
            match value {
                Value::Null => {}
                Value::String(text) => submission.accept_text(fields, &key, text),
                Value::Number(number) if key == FILL_TIME_FIELD => {
                    submission.elapsed_ms = number.as_u64();
                }
                _ => match rule_of(fields, &key) {
                    Some(rule) => {
                        submission
                            .errors
                            .insert(rule.name, FieldError::new(&NOT_TEXT));
                    }
                    None => {
                        return Err(ApiError::bad_request(
                            "wrong_type",
                            format!("`{key}` has the wrong type"),
                        ));
                    }
                },
            }
        }
        Ok(submission)
    }

    /// An `application/x-www-form-urlencoded` body. Browsers send every named control, so
    /// unknown names are ignored; a repeated field is refused.
    pub fn from_form(fields: &'static [FieldRule], body: &[u8]) -> Result<Self, ApiError> {
        let mut submission = Self::default();
        let mut seen = BTreeSet::new();
        for (key, value) in form_urlencoded::parse(body) {
            if !seen.insert(key.clone().into_owned()) {
                return Err(ApiError::bad_request(
                    "duplicate_key",
                    format!("duplicate field `{key}`"),
                ));
            }
            submission.accept_text(fields, &key, value.into_owned());
        }
        Ok(submission)
    }

    /// Applies every rule of `fields` (a field already in error keeps its message); the
    /// messages gather in [`Self::errors`].
    pub fn check(&mut self, fields: &'static [FieldRule]) -> Clean {
        let mut clean = Clean::default();
        for rule in fields {
            if self.errors.contains_key(rule.name) {
                continue;
            }
            let value = self.values.get(rule.name).map_or("", |v| v.trim());
            match check(rule, value) {
                Some(error) => {
                    self.errors.insert(rule.name, error);
                }
                None if !value.is_empty() => {
                    clean.0.insert(rule.name, value.to_owned());
                }
                None => {}
            }
        }
        clean
    }

    /// Why the submission looks automated (it is stored, never delivered), if it does.
    pub fn bot_flag(&self) -> Option<&'static str> {
        if self.honeypot_filled {
            Some("honeypot")
        } else if self.elapsed_ms.is_some_and(|ms| ms < MIN_FILL_MS) {
            Some("too-fast")
        } else {
            None
        }
    }
}

fn truncate(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}
