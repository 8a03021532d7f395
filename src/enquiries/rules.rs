//! The enquiry form's fields and rules: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/enquiry-rules.ts`) is generated from them (a test fails on drift).

use crate::api::messages::Message;
use crate::api::validation::{EMAIL, FIRST_NAME, FieldKind, FieldRule, LAST_NAME};

pub const PROJECT_TYPES: &[&str] = &[
    "web-development",
    "mobile-app",
    "ai-integration",
    "consulting",
    "other",
];
pub const BUDGETS: &[&str] = &["10k-25k", "25k-50k", "50k-100k", "100k+"];

pub const ENQUIRY_FIELDS: &[FieldRule] = &[
    FIRST_NAME,
    LAST_NAME,
    EMAIL,
    FieldRule {
        name: "company",
        required: false,
        max_chars: 200,
        kind: FieldKind::Line,
        missing: None,
    },
    FieldRule {
        name: "projectType",
        required: false,
        max_chars: 40,
        kind: FieldKind::Choice(PROJECT_TYPES),
        missing: None,
    },
    FieldRule {
        name: "budget",
        required: false,
        max_chars: 40,
        kind: FieldKind::Choice(BUDGETS),
        missing: None,
    },
    FieldRule {
        name: "message",
        required: true,
        max_chars: 5000,
        kind: FieldKind::Text,
        missing: Some(&MESSAGE_MISSING),
    },
];

pub const MESSAGE_MISSING: Message = Message {
    key: "messageMissing",
    en: "Tell us a little about your project.",
    de: "Bitte erzählen Sie uns kurz von Ihrem Projekt.",
    ja: "プロジェクトについて簡単にお聞かせください。",
    ar: "يُرجى إخبارنا بنبذة عن مشروعك.",
};

pub const ENDPOINT: &str = "/api/enquiries";
/// Where a plain form post lands after success.
pub const THANKS_PATH: &str = "/contact/thanks";
/// The pre-rendered page that holds the form, relative to the site's root (in English; each
/// other language's is under its prefix).
pub const CONTACT_PAGE: &str = "contact/index.html";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::validation::{EMAIL_PATTERN, check, text_pattern};

    fn rule(name: &str) -> Option<&'static FieldRule> {
        ENQUIRY_FIELDS.iter().find(|r| r.name == name)
    }

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
