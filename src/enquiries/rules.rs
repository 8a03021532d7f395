//! The enquiry form's fields and rules: the one source of truth. The server validates with
//! them, the OpenAPI schema is built from them, and the browser's rules file
//! (`web/app/generated/enquiry-rules.ts`) is generated from them (a test fails on drift).

use std::collections::BTreeMap;

/// What a field may hold.
#[derive(Debug, Clone, Copy)]
pub enum FieldKind {
    /// One line of text.
    Line,
    /// Several lines of text.
    Text,
    Email,
    /// One of the listed values (SPEC §5).
    Choice(&'static [&'static str]),
}

#[derive(Debug, Clone, Copy)]
pub struct FieldRule {
    pub name: &'static str,
    pub required: bool,
    /// Maximum length in characters (Unicode scalar values), after trimming.
    pub max_chars: usize,
    pub kind: FieldKind,
    /// What to tell a visitor who left a required field empty.
    pub missing_message: &'static str,
}

pub const PROJECT_TYPES: &[&str] = &[
    "web-development",
    "mobile-app",
    "ai-integration",
    "consulting",
    "other",
];
pub const BUDGETS: &[&str] = &["10k-25k", "25k-50k", "50k-100k", "100k+"];

/// The HTML standard's e-mail syntax, requiring a dot in the domain. Valid in Rust's `regex`
/// and in JavaScript alike.
pub const EMAIL_PATTERN: &str = r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

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

/// Messages shared by every field (the browser shows the same words).
pub const MESSAGE_TOO_LONG: &str = "Use at most {max} characters.";
pub const MESSAGE_BAD_EMAIL: &str = "Enter an email address like name@company.com.";
pub const MESSAGE_BAD_CHOICE: &str = "Choose one of the listed options.";
pub const MESSAGE_CONTROL_CHARACTERS: &str = "Remove the unsupported characters.";
pub const MESSAGE_NOT_TEXT: &str = "This must be text.";

/// The honeypot: a field people never see or fill; bots that fill it are flagged.
pub const HONEYPOT_FIELD: &str = "website";
/// Milliseconds the visitor spent on the form, reported by the enhanced form.
pub const FILL_TIME_FIELD: &str = "elapsedMs";
pub const IDEMPOTENCY_FIELD: &str = "idempotencyKey";
/// `idempotencyKey` and the `Idempotency-Key` header, as `input::valid_idempotency_key` checks.
pub const IDEMPOTENCY_KEY_PATTERN: &str = "^[A-Za-z0-9_-]{8,128}$";
/// Faster than this, a person cannot have typed the form: the enquiry is flagged.
pub const MIN_FILL_MS: u64 = 2500;

/// Field name → message, in field order.
pub type FieldErrors = BTreeMap<&'static str, String>;

pub fn rule(name: &str) -> Option<&'static FieldRule> {
    ENQUIRY_FIELDS.iter().find(|r| r.name == name)
}

/// Checks one trimmed value against its rule; `None` when it is acceptable.
pub fn check(rule: &FieldRule, value: &str) -> Option<String> {
    if value.is_empty() {
        return rule.required.then(|| rule.missing_message.to_owned());
    }
    if value.chars().count() > rule.max_chars {
        return Some(MESSAGE_TOO_LONG.replace("{max}", &rule.max_chars.to_string()));
    }
    let multiline = matches!(rule.kind, FieldKind::Text);
    if value
        .chars()
        .any(|c| c.is_control() && !(multiline && (c == '\n' || c == '\r' || c == '\t')))
    {
        return Some(MESSAGE_CONTROL_CHARACTERS.to_owned());
    }
    match rule.kind {
        FieldKind::Email if !email_regex().is_match(value) => Some(MESSAGE_BAD_EMAIL.to_owned()),
        FieldKind::Choice(options) if !options.contains(&value) => {
            Some(MESSAGE_BAD_CHOICE.to_owned())
        }
        _ => None,
    }
}

/// Control characters (Unicode `Cc`, what `char::is_control` finds), as regex class ranges.
const CONTROL: &str = r"\u0000-\u001F\u007F-\u009F";
/// The same without tab, line feed and carriage return, which `Text` allows.
const CONTROL_BUT_LINE_BREAKS: &str = r"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F";
/// White space `str::trim` removes that is not a control character.
const SPACE: &str = r" \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// What [`check`] asks of a `Line` or `Text` value, as a JSON Schema pattern (valid in
/// ECMA-262 and Python's `re`), so that every value the OpenAPI document allows is accepted: no
/// control characters (tab and line breaks allowed in `Text`) and, when required, something
/// besides white space. `None` for the kinds that have patterns or enums of their own.
pub fn text_pattern(kind: FieldKind, required: bool) -> Option<String> {
    let refused = match kind {
        FieldKind::Line => CONTROL,
        FieldKind::Text => CONTROL_BUT_LINE_BREAKS,
        FieldKind::Email | FieldKind::Choice(_) => return None,
    };
    Some(if required {
        format!(r"^[^{refused}]*[^{CONTROL}{SPACE}][^{refused}]*$")
    } else {
        format!("^[^{refused}]*$")
    })
}

fn email_regex() -> &'static regex::Regex {
    static EMAIL: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    EMAIL.get_or_init(|| {
        // The pattern is a constant checked by a unit test, so this cannot fail at run time.
        regex::Regex::new(EMAIL_PATTERN).unwrap_or_else(|_| unreachable!("EMAIL_PATTERN is valid"))
    })
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
