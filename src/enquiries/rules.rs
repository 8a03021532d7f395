//! The enquiry form's fields and rules: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/enquiry-rules.ts`) is generated from them (a test fails on drift).

pub use crate::api::validation::{
    EMAIL_PATTERN, FieldErrors, FieldKind, FieldRule, MESSAGE_BAD_CHOICE, MESSAGE_BAD_EMAIL,
    MESSAGE_CONTROL_CHARACTERS, MESSAGE_NOT_TEXT, MESSAGE_TOO_LONG, check, text_pattern,
};

pub const PROJECT_TYPES: &[&str] = &[
    "web-development",
    "mobile-app",
    "ai-integration",
    "consulting",
    "other",
];
pub const BUDGETS: &[&str] = &["10k-25k", "25k-50k", "50k-100k", "100k+"];

pub const ENQUIRY_FIELDS: &[FieldRule] = &[
    FieldRule {
        name: "firstName",
        required: true,
        max_chars: 100,
        kind: FieldKind::Line,
        missing_message: "Enter your first name.",
    },
    FieldRule {
        name: "lastName",
        required: true,
        max_chars: 100,
        kind: FieldKind::Line,
        missing_message: "Enter your last name.",
    },
    FieldRule {
        name: "email",
        required: true,
        max_chars: 254,
        kind: FieldKind::Email,
        missing_message: "Enter your email address.",
    },
    FieldRule {
        name: "company",
        required: false,
        max_chars: 200,
        kind: FieldKind::Line,
        missing_message: "",
    },
    FieldRule {
        name: "projectType",
        required: false,
        max_chars: 40,
        kind: FieldKind::Choice(PROJECT_TYPES),
        missing_message: "",
    },
    FieldRule {
        name: "budget",
        required: false,
        max_chars: 40,
        kind: FieldKind::Choice(BUDGETS),
        missing_message: "",
    },
    FieldRule {
        name: "message",
        required: true,
        max_chars: 5000,
        kind: FieldKind::Text,
        missing_message: "Tell us a little about your project.",
    },
];

/// The honeypot: a field people never see or fill; bots that fill it are flagged.
pub const HONEYPOT_FIELD: &str = "website";
/// Milliseconds the visitor spent on the form, reported by the enhanced form.
pub const FILL_TIME_FIELD: &str = "elapsedMs";
pub const IDEMPOTENCY_FIELD: &str = "idempotencyKey";
pub use crate::api::idempotency::IDEMPOTENCY_KEY_PATTERN;
/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/contact/thanks";
/// Faster than this, a person cannot have typed the form: the enquiry is flagged.
pub const MIN_FILL_MS: u64 = 2500;

pub fn rule(name: &str) -> Option<&'static FieldRule> {
    ENQUIRY_FIELDS.iter().find(|r| r.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn email_rule() -> &'static FieldRule {
        rule("email").expect("email rule")
    }

    #[test]
    fn email_pattern_compiles_and_accepts_ordinary_addresses() {
        assert!(regex::Regex::new(EMAIL_PATTERN).is_ok());
        assert_eq!(check(email_rule(), "asha.rao@company.co.in"), None);
        assert!(check(email_rule(), "asha@localhost").is_some());
        assert!(check(email_rule(), "not an email").is_some());
        assert!(check(email_rule(), "a@b@c.com").is_some());
    }

    #[test]
    fn lengths_count_characters_not_bytes() {
        let first = rule("firstName").expect("rule");
        assert_eq!(check(first, &"é".repeat(100)), None);
        assert!(check(first, &"é".repeat(101)).is_some());
    }

    #[test]
    fn control_characters_are_refused_and_newlines_only_in_the_message() {
        let first = rule("firstName").expect("rule");
        let message = rule("message").expect("rule");
        assert!(check(first, "Asha\u{0}").is_some());
        assert!(check(first, "Asha\nRao").is_some());
        assert_eq!(check(message, "Line one\nLine two"), None);
    }

    /// The schema's patterns must never refuse less than [`check`]: every value they match
    /// passes the check.
    #[test]
    fn text_patterns_match_only_what_the_check_accepts() {
        let samples = [
            "Asha",
            "  Asha  ",
            "Asha\nRao",
            "Line\tone",
            "\u{0}",
            "Asha\u{7}",
            "\u{85}x",
            " ",
            "\u{3000}",
            "\n\t",
            "é漢字😀",
            "\u{a0}x\u{2028}",
            "x\u{9f}",
            "",
        ];
        for rule in ENQUIRY_FIELDS {
            let Some(pattern) = text_pattern(rule.kind, rule.required) else {
                continue;
            };
            let regex = regex::Regex::new(&pattern).expect("pattern compiles");
            for sample in samples {
                if regex.is_match(sample) {
                    assert_eq!(
                        check(rule, sample.trim()),
                        None,
                        "{}: {sample:?} matches {pattern}",
                        rule.name
                    );
                }
            }
        }
        let first = rule("firstName").expect("rule");
        let pattern = text_pattern(first.kind, first.required).expect("pattern");
        let regex = regex::Regex::new(&pattern).expect("pattern compiles");
        assert!(regex.is_match("Asha"));
        assert!(!regex.is_match("   "));
        assert!(!regex.is_match("As\u{1}ha"));
    }

    #[test]
    fn choices_are_only_the_spec_values() {
        let budget = rule("budget").expect("rule");
        assert_eq!(check(budget, "100k+"), None);
        assert!(check(budget, "1M").is_some());
        assert_eq!(check(budget, ""), None);
    }
}
