//! Field rules every form shares: kinds, length and character checks, messages, and the JSON
//! Schema patterns that say the same thing. Each feature lists its own fields with these.

use std::collections::BTreeMap;

use super::messages::{
    BAD_CHOICE, BAD_EMAIL, BAD_SLUG, BAD_URL, CONTROL_CHARACTERS, EMAIL_MISSING,
    FIRST_NAME_MISSING, FieldError, LAST_NAME_MISSING, Message, REQUIRED, TOO_LONG,
};

/// What a field may hold.
#[derive(Debug, Clone, Copy)]
pub enum FieldKind {
    /// One line of text.
    Line,
    /// Several lines of text.
    Text,
    Email,
    /// One of the listed values.
    Choice(&'static [&'static str]),
    /// An absolute `http` or `https` URL.
    Url,
    /// A checkbox that must be ticked (`on`, `true`, `yes` or `1`).
    Consent,
    /// A lowercase slug: letters, digits and single hyphens.
    Slug,
}

/// The values that tick a [`FieldKind::Consent`] box (letter case ignored).
pub const TICKED: [&str; 4] = ["on", "true", "yes", "1"];

/// What each kind is in the generated outputs (the OpenAPI document and the browser's rules):
/// one table, so the two cannot describe a kind differently.
impl FieldKind {
    /// One of each kind (a choice without options), in the order the generated files list
    /// them; a new kind goes here too, and the generators' test then covers it.
    pub const ALL: [FieldKind; 7] = [
        FieldKind::Line,
        FieldKind::Text,
        FieldKind::Email,
        FieldKind::Url,
        FieldKind::Slug,
        FieldKind::Consent,
        FieldKind::Choice(&[]),
    ];

    /// The kind's name in the browser's rules.
    pub fn name(self) -> &'static str {
        match self {
            FieldKind::Line => "line",
            FieldKind::Text => "text",
            FieldKind::Email => "email",
            FieldKind::Choice(_) => "choice",
            FieldKind::Url => "url",
            FieldKind::Consent => "consent",
            FieldKind::Slug => "slug",
        }
    }

    /// The pattern a value must match, and its constant's name in the browser's rules (the
    /// text kinds' patterns are built by [`text_pattern`]; the browser applies the same rule).
    pub fn pattern(self) -> Option<(&'static str, &'static str)> {
        match self {
            FieldKind::Email => Some(("EMAIL_PATTERN", EMAIL_PATTERN)),
            FieldKind::Url => Some(("URL_PATTERN", URL_PATTERN)),
            FieldKind::Slug => Some(("SLUG_PATTERN", SLUG_PATTERN)),
            FieldKind::Line | FieldKind::Text | FieldKind::Choice(_) | FieldKind::Consent => None,
        }
    }

    /// The message for a value of the wrong form, and its key's constant name in the browser's
    /// rules.
    pub fn format_message(self) -> Option<(&'static str, &'static Message)> {
        match self {
            FieldKind::Email => Some(("MESSAGE_KEY_BAD_EMAIL", &BAD_EMAIL)),
            FieldKind::Choice(_) => Some(("MESSAGE_KEY_BAD_CHOICE", &BAD_CHOICE)),
            FieldKind::Url => Some(("MESSAGE_KEY_BAD_URL", &BAD_URL)),
            FieldKind::Slug => Some(("MESSAGE_KEY_BAD_SLUG", &BAD_SLUG)),
            FieldKind::Line | FieldKind::Text | FieldKind::Consent => None,
        }
    }

    /// What the OpenAPI document says of a value of this kind, where its pattern is not enough.
    pub fn description(self) -> Option<&'static str> {
        match self {
            FieldKind::Url => Some("An absolute http(s) address."),
            FieldKind::Slug => Some("A lowercase slug: letters, digits and single hyphens."),
            FieldKind::Consent => Some("A ticked checkbox: on, true, yes or 1."),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct FieldRule {
    pub name: &'static str,
    pub required: bool,
    /// Maximum length in characters (Unicode scalar values), after trimming.
    pub max_chars: usize,
    pub kind: FieldKind,
    /// What to tell a visitor who left a required field empty (`None` for optional fields).
    pub missing: Option<&'static Message>,
}

/// The fields by which a form names the person sending it, ruled alike in every form.
pub const FIRST_NAME: FieldRule = FieldRule {
    name: "firstName",
    required: true,
    max_chars: 100,
    kind: FieldKind::Line,
    missing: Some(&FIRST_NAME_MISSING),
};
pub const LAST_NAME: FieldRule = FieldRule {
    name: "lastName",
    required: true,
    max_chars: 100,
    kind: FieldKind::Line,
    missing: Some(&LAST_NAME_MISSING),
};
pub const EMAIL: FieldRule = FieldRule {
    name: "email",
    required: true,
    max_chars: 254,
    kind: FieldKind::Email,
    missing: Some(&EMAIL_MISSING),
};

/// The HTML standard's e-mail syntax, requiring a dot in the domain. Valid in Rust's `regex`
/// and in JavaScript alike.
pub const EMAIL_PATTERN: &str = r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
/// `http(s)://` followed by a host and no white space or control characters.
pub const URL_PATTERN: &str = r"^[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#\u0000-\u001F\u007F-\u009F]+[^\s\u0000-\u001F\u007F-\u009F]*$";
pub const SLUG_PATTERN: &str = r"^[a-z0-9]+(?:-[a-z0-9]+)*$";

/// Field name → message (written in the form's language when answered), in field order.
pub type FieldErrors = BTreeMap<&'static str, FieldError>;

/// Whether a checkbox value means "ticked".
pub fn is_ticked(value: &str) -> bool {
    TICKED.contains(&value.trim().to_ascii_lowercase().as_str())
}

/// Checks one trimmed value against its rule; `None` when it is acceptable.
pub fn check(rule: &FieldRule, value: &str) -> Option<FieldError> {
    let missing = || FieldError::new(rule.missing.unwrap_or(&REQUIRED));
    if matches!(rule.kind, FieldKind::Consent) {
        return (rule.required && !is_ticked(value)).then(missing);
    }
    if value.is_empty() {
        return rule.required.then(missing);
    }
    if value.chars().count() > rule.max_chars {
        return Some(FieldError::with_max(&TOO_LONG, rule.max_chars));
    }
    let multiline = matches!(rule.kind, FieldKind::Text);
    if value
        .chars()
        .any(|c| c.is_control() && !(multiline && (c == '\n' || c == '\r' || c == '\t')))
    {
        return Some(FieldError::new(&CONTROL_CHARACTERS));
    }
    let wrong = match rule.kind {
        FieldKind::Email => !regex_of(&EMAIL_REGEX, EMAIL_PATTERN).is_match(value),
        FieldKind::Choice(options) => !options.contains(&value),
        FieldKind::Url => !valid_url(value),
        FieldKind::Slug => !regex_of(&SLUG_REGEX, SLUG_PATTERN).is_match(value),
        FieldKind::Line | FieldKind::Text | FieldKind::Consent => false,
    };
    wrong
        .then(|| rule.kind.format_message())
        .flatten()
        .map(|(_, message)| FieldError::new(message))
}

fn valid_url(value: &str) -> bool {
    regex_of(&URL_REGEX, URL_PATTERN).is_match(value)
        && url::Url::parse(value)
            .is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some())
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
        _ => return None,
    };
    Some(if required {
        format!(r"^[^{refused}]*[^{CONTROL}{SPACE}][^{refused}]*$")
    } else {
        format!("^[^{refused}]*$")
    })
}

static EMAIL_REGEX: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
static URL_REGEX: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
static SLUG_REGEX: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();

fn regex_of(
    cell: &'static std::sync::OnceLock<regex::Regex>,
    pattern: &'static str,
) -> &'static regex::Regex {
    cell.get_or_init(|| {
        // The patterns are constants checked by a unit test, so this cannot fail at run time.
        regex::Regex::new(pattern).unwrap_or_else(|_| unreachable!("{pattern} is valid"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL_RULE: FieldRule = FieldRule {
        name: "profileUrl",
        required: false,
        max_chars: 500,
        kind: FieldKind::Url,
        missing: None,
    };

    #[test]
    fn patterns_compile() {
        for pattern in [EMAIL_PATTERN, URL_PATTERN, SLUG_PATTERN] {
            assert!(regex::Regex::new(pattern).is_ok(), "{pattern}");
        }
    }

    #[test]
    fn urls_must_be_http_or_https_with_a_host() {
        assert_eq!(check(&URL_RULE, "https://www.linkedin.com/in/asha"), None);
        assert_eq!(check(&URL_RULE, "http://asha.example/portfolio"), None);
        assert!(check(&URL_RULE, "javascript:alert(1)").is_some());
        assert!(check(&URL_RULE, "ftp://x.example").is_some());
        assert!(check(&URL_RULE, "https://").is_some());
        assert!(check(&URL_RULE, "https://a b.example").is_some());
    }

    #[test]
    fn consent_must_be_ticked() {
        let consent = FieldRule {
            name: "consent",
            required: true,
            max_chars: 10,
            kind: FieldKind::Consent,
            missing: None,
        };
        assert_eq!(check(&consent, "on"), None);
        assert!(check(&consent, "").is_some());
        assert!(check(&consent, "no").is_some());
    }
}
