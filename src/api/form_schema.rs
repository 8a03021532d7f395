//! A form's two generated descriptions, both from its rules table: the OpenAPI schema of its
//! body and the browser's rules file (TypeScript). Every feature's form goes through these two
//! functions, and each field kind is described by the one table in [`FieldKind`], so the
//! outputs of two forms cannot drift apart.

use std::fmt::Write as _;

use utoipa::openapi::schema::{AdditionalProperties, ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{KnownFormat, SchemaFormat};

use super::idempotency::IDEMPOTENCY_KEY_PATTERN;
use super::messages::{CONTROL_CHARACTERS, Message, TOO_LONG};
use super::submission::{FILL_TIME_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD};
use super::validation::{FieldKind, FieldRule, text_pattern};
use crate::language::{LANGUAGE_FIELD, Language};

/// How the body travels, which decides how the fill time is typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// JSON or a urlencoded form: the fill time is a JSON number.
    JsonOrForm,
    /// `multipart/form-data`: every part is text.
    Multipart,
}

/// A constant the browser's rules file exports besides the fields.
#[derive(Debug, Clone, Copy)]
pub enum Constant {
    Text(&'static str),
    Number(u64),
    /// A message's key (the web app finds the words in its content, in the page's language);
    /// also listed in the file's message keys.
    MessageKey(&'static Message),
}

/// Everything the generators need to know of a form.
pub struct FormSpec {
    /// The OpenAPI schema's description.
    pub description: &'static str,
    pub fields: &'static [FieldRule],
    pub encoding: Encoding,
    /// The TypeScript names' prefix: `Enquiry` gives `EnquiryFieldName` and `EnquiryFieldRule`.
    pub type_prefix: &'static str,
    /// The exported fields array, e.g. `enquiryFields`.
    pub fields_export: &'static str,
    /// `kaveri-site rules --form <form>` prints the file.
    pub form: &'static str,
    /// The rules' source file, for the generated header.
    pub source: &'static str,
    /// Where the generated file is committed, relative to the repository root.
    pub output: &'static str,
    /// The form's own constants (endpoint, thank-you page, file limits…), in this order.
    pub constants: &'static [(&'static str, Constant)],
}

fn string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(SchemaType::new(Type::String))
}

/// One field's JSON Schema: what [`super::validation::check`] accepts, as far as a schema says.
pub fn field_schema(rule: &FieldRule) -> ObjectBuilder {
    let mut field = string().max_length(Some(rule.max_chars));
    if rule.required {
        field = field.min_length(Some(1));
    }
    if let Some((_, pattern)) = rule.kind.pattern() {
        field = field.pattern(Some(pattern));
    }
    field = field.description(rule.kind.description());
    match rule.kind {
        FieldKind::Email => field.format(Some(SchemaFormat::KnownFormat(KnownFormat::Email))),
        FieldKind::Consent => field.enum_values(Some(super::validation::TICKED)),
        // An empty string means "not chosen" (the form's placeholder option).
        FieldKind::Choice(options) if !rule.required => {
            field.enum_values(Some(std::iter::once("").chain(options.iter().copied())))
        }
        FieldKind::Choice(options) => field.enum_values(Some(options.iter().copied())),
        FieldKind::Line | FieldKind::Text => field.pattern(text_pattern(rule.kind, rule.required)),
        FieldKind::Url | FieldKind::Slug => field,
    }
}

/// The body's schema: every field, then the fields every form shares. Unknown keys are refused.
/// A form with a file part adds it to the returned builder.
pub fn openapi_object(spec: &FormSpec) -> ObjectBuilder {
    let mut object = ObjectBuilder::new()
        .schema_type(SchemaType::new(Type::Object))
        .description(Some(spec.description))
        .additional_properties(Some(AdditionalProperties::<Schema>::FreeForm(false)));
    for rule in spec.fields {
        if rule.required {
            object = object.required(rule.name);
        }
        object = object.property(rule.name, field_schema(rule));
    }
    let fill_time = match spec.encoding {
        Encoding::JsonOrForm => ObjectBuilder::new()
            .schema_type(SchemaType::new(Type::Integer))
            .minimum(Some(0)),
        Encoding::Multipart => string().pattern(Some("^[0-9]{1,12}$")),
    };
    object
        .property(
            HONEYPOT_FIELD,
            string().description(Some("Honeypot: left empty by people.")),
        )
        .property(
            FILL_TIME_FIELD,
            fill_time.description(Some("Milliseconds spent filling the form.")),
        )
        .property(
            IDEMPOTENCY_FIELD,
            string()
                .min_length(Some(8))
                .max_length(Some(128))
                .pattern(Some(IDEMPOTENCY_KEY_PATTERN)),
        )
        .property(
            LANGUAGE_FIELD,
            string().description(Some(language_description())),
        )
}

/// The `language` field, as the OpenAPI document describes it.
fn language_description() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        format!(
            "The form page's language ({}): the language of the field messages and of the \
             no-JavaScript answer; any other value, or none, means en.",
            codes.join(", ")
        )
    })
}

/// A JavaScript string literal (JSON strings are valid JavaScript).
fn js(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

/// The browser's copy of the form's rules, as TypeScript source.
pub fn typescript_rules(spec: &FormSpec) -> String {
    let prefix = spec.type_prefix;
    let mut out = String::new();
    let _ = write!(
        out,
        "// GENERATED by `kaveri-site rules --form {form}` from {source}.\n\
         // Do not edit: change the Rust rules and run\n\
         // `cargo run --release -- rules --form {form} > {output}`.\n\
         // A Rust test fails when this file and the server's rules drift apart.\n\n",
        form = spec.form,
        source = spec.source,
        output = spec.output,
    );
    let _ = writeln!(out, "export type {prefix}FieldName =");
    for rule in spec.fields {
        let _ = writeln!(out, "  | {}", js(rule.name));
    }
    let kinds: Vec<String> = FieldKind::ALL.iter().map(|k| js(k.name())).collect();
    let _ = write!(
        out,
        ";\n\nexport interface {prefix}FieldRule {{\n  readonly name: {prefix}FieldName;\n  \
         readonly required: boolean;\n  readonly maxChars: number;\n  readonly kind: {};\n  \
         readonly options?: readonly string[];\n  \
         /** The key of the message for a required field left empty (see {form}MessageKeys). */\n  \
         readonly messageKey?: {prefix}MessageKey;\n}}\n\n",
        kinds.join(" | "),
        form = spec.form,
    );
    let _ = writeln!(
        out,
        "export const {}: readonly {prefix}FieldRule[] = [",
        spec.fields_export
    );
    for rule in spec.fields {
        let _ = write!(
            out,
            "  {{ name: {}, required: {}, maxChars: {}, kind: {}",
            js(rule.name),
            rule.required,
            rule.max_chars,
            js(rule.kind.name())
        );
        if let FieldKind::Choice(options) = rule.kind {
            let list: Vec<String> = options.iter().map(|o| js(o)).collect();
            let _ = write!(out, ", options: [{}]", list.join(", "));
        }
        if let Some(message) = rule.missing.filter(|_| rule.required) {
            let _ = write!(out, ", messageKey: {}", js(message.key));
        }
        out.push_str(" },\n");
    }
    out.push_str("];\n\n");
    // The used kinds' patterns, then the messages, in the table's order.
    let constants = browser_constants(spec);
    for (name, value) in &constants {
        let _ = match value {
            Constant::Text(text) => writeln!(out, "export const {name} = {};", js(text)),
            Constant::Number(number) => writeln!(out, "export const {name} = {number};"),
            Constant::MessageKey(message) => {
                writeln!(out, "export const {name} = {};", js(message.key))
            }
        };
    }
    // Every message the browser may show for this form, by key: the content's `errors:` map
    // has one sentence for each, in each language.
    let _ = write!(
        out,
        "\nexport const {form}MessageKeys = [\n{}] as const;\n\
         export type {prefix}MessageKey = (typeof {form}MessageKeys)[number];\n",
        browser_messages(spec)
            .iter()
            .map(|message| format!("  {},\n", js(message.key)))
            .collect::<String>(),
        form = spec.form,
    );
    out
}

/// The constants the browser's rules file exports after the fields, in order: the used kinds'
/// patterns, the message keys, the shared field names, then the form's own.
fn browser_constants(spec: &FormSpec) -> Vec<(&'static str, Constant)> {
    let used: Vec<FieldKind> = FieldKind::ALL
        .into_iter()
        .filter(|kind| {
            spec.fields
                .iter()
                .any(|rule| rule.kind.name() == kind.name())
        })
        .collect();
    let mut constants: Vec<(&'static str, Constant)> = Vec::new();
    constants.extend(
        used.iter()
            .filter_map(|kind| kind.pattern())
            .map(|(n, v)| (n, Constant::Text(v))),
    );
    constants.push(("MESSAGE_KEY_TOO_LONG", Constant::MessageKey(&TOO_LONG)));
    constants.extend(
        used.iter()
            .filter_map(|kind| kind.format_message())
            .map(|(n, v)| (n, Constant::MessageKey(v))),
    );
    constants.extend([
        (
            "MESSAGE_KEY_CONTROL_CHARACTERS",
            Constant::MessageKey(&CONTROL_CHARACTERS),
        ),
        ("HONEYPOT_FIELD", Constant::Text(HONEYPOT_FIELD)),
        ("FILL_TIME_FIELD", Constant::Text(FILL_TIME_FIELD)),
        ("IDEMPOTENCY_FIELD", Constant::Text(IDEMPOTENCY_FIELD)),
        // As browsers show it; HTTP header names are case-insensitive.
        ("IDEMPOTENCY_HEADER", Constant::Text("Idempotency-Key")),
        ("LANGUAGE_FIELD", Constant::Text(LANGUAGE_FIELD)),
    ]);
    constants.extend(spec.constants.iter().copied());
    constants
}

/// Every message the browser may show for a form, each once, in the rules file's order: the
/// required fields' messages, then the constants' (length, format, characters, the form's own).
pub fn browser_messages(spec: &FormSpec) -> Vec<&'static Message> {
    let mut messages: Vec<&'static Message> = spec
        .fields
        .iter()
        .filter(|rule| rule.required)
        .filter_map(|rule| rule.missing)
        .collect();
    messages.extend(
        browser_constants(spec)
            .into_iter()
            .filter_map(|(_, value)| match value {
                Constant::MessageKey(message) => Some(message),
                _ => None,
            }),
    );
    let mut seen = std::collections::BTreeSet::new();
    messages.retain(|message| seen.insert(message.key));
    messages
}

/// Fails when a language's form content (`errors:` in `web/content/<code>/<form>-form.yaml`)
/// lacks one of the browser's messages or words it otherwise than the server does, so a
/// visitor reads the same sentence with or without JavaScript. A language without the file
/// (its translation not started) is skipped.
#[cfg(test)]
pub fn assert_content_says_the_same(spec: &FormSpec) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web/content");
    for language in Language::ALL {
        let path = root
            .join(language.code())
            .join(format!("{}-form.yaml", spec.form));
        let Ok(yaml) = std::fs::read_to_string(&path) else {
            continue;
        };
        let errors = content_errors(&yaml);
        for message in browser_messages(spec) {
            assert_eq!(
                errors.get(message.key).map(String::as_str),
                Some(message.text(language)),
                "{}: errors.{} differs from the server's sentence",
                path.display(),
                message.key
            );
        }
    }
}

/// A form content file's `errors:` map, read line by line (`  key: text`, a double-quoted text
/// unquoted).
#[cfg(test)]
fn content_errors(yaml: &str) -> std::collections::BTreeMap<String, String> {
    let mut errors = std::collections::BTreeMap::new();
    let mut inside = false;
    for line in yaml.lines() {
        if line.starts_with("errors:") {
            inside = true;
            continue;
        }
        let trimmed = line.trim();
        if !inside || trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if !line.starts_with("  ") {
            break;
        }
        if let Some((key, value)) = trimmed.split_once(": ") {
            let value = value.trim();
            let text = if value.starts_with('"') {
                serde_json::from_str::<String>(value).unwrap_or_else(|_| value.to_owned())
            } else {
                value.to_owned()
            };
            errors.insert(key.to_owned(), text);
        }
    }
    errors
}

/// Fails when the committed rules file differs from what [`typescript_rules`] writes now.
#[cfg(test)]
pub fn assert_committed(spec: &FormSpec) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(spec.output);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == typescript_rules(spec),
        "{} drifted from {}; run `cargo run --release -- rules --form {} > {}`",
        path.display(),
        spec.source,
        spec.form,
        spec.output
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_field(kind: FieldKind) -> &'static FormSpec {
        let fields: &'static [FieldRule] = Box::leak(Box::new([FieldRule {
            name: "field",
            required: false,
            max_chars: 10,
            kind,
            missing: None,
        }]));
        Box::leak(Box::new(FormSpec {
            description: "",
            fields,
            encoding: Encoding::JsonOrForm,
            type_prefix: "Sample",
            fields_export: "sampleFields",
            form: "sample",
            source: "",
            output: "",
            constants: &[],
        }))
    }

    fn property(spec: &FormSpec) -> serde_json::Value {
        let schema = Schema::Object(openapi_object(spec).build());
        let json = serde_json::to_value(schema).unwrap_or_default();
        json["properties"]["field"].clone()
    }

    /// Each kind has a name of its own, and both outputs say the same of it: the browser's
    /// rules name the kind and export the very pattern and message the OpenAPI schema and the
    /// server's check use.
    #[test]
    fn every_field_kind_is_described_alike_in_both_outputs() {
        let mut names: Vec<&str> = FieldKind::ALL.iter().map(|k| k.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FieldKind::ALL.len(), "two kinds share a name");
        for kind in FieldKind::ALL {
            let kind = match kind {
                FieldKind::Choice(_) => FieldKind::Choice(&["a", "b"]),
                other => other,
            };
            let spec = one_field(kind);
            let typescript = typescript_rules(spec);
            let schema = property(spec);
            let name = kind.name();
            assert!(
                typescript.contains(&format!("kind: {}", js(name))),
                "{name}: {typescript}"
            );
            let union = typescript
                .lines()
                .find(|line| line.contains("readonly kind:"))
                .unwrap_or_default();
            assert!(union.contains(&js(name)), "{name} is not in {union}");
            match kind.pattern() {
                Some((constant, pattern)) => {
                    assert_eq!(schema["pattern"], pattern, "{name}");
                    assert!(
                        typescript.contains(&format!("export const {constant} = {};", js(pattern))),
                        "{name}: {typescript}"
                    );
                }
                None => {
                    let expected = text_pattern(kind, false);
                    assert_eq!(
                        schema["pattern"].as_str(),
                        expected.as_deref(),
                        "{name}: only the text kinds have a pattern besides the table's"
                    );
                }
            }
            if let Some((constant, message)) = kind.format_message() {
                assert!(
                    typescript.contains(&format!("export const {constant} = {};", js(message.key))),
                    "{name}: {typescript}"
                );
            }
            match kind {
                FieldKind::Choice(options) => {
                    assert!(
                        typescript.contains(r#"options: ["a", "b"]"#),
                        "{typescript}"
                    );
                    let allowed: Vec<&str> =
                        std::iter::once("").chain(options.iter().copied()).collect();
                    assert_eq!(schema["enum"], serde_json::json!(allowed));
                }
                FieldKind::Consent => {
                    assert_eq!(
                        schema["enum"],
                        serde_json::json!(super::super::validation::TICKED)
                    );
                }
                _ => assert!(schema["enum"].is_null(), "{name}"),
            }
            assert_eq!(schema["maxLength"], 10, "{name}");
        }
    }
}
