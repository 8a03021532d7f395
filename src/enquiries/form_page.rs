//! The contact page shown again after a plain (no-JavaScript) form post that failed: the
//! pre-rendered HTML with every typed value put back, each field's message in its
//! `[data-error-for="<field>"]` element (id `enquiry-<field>-error`), the fields marked
//! `aria-invalid` and described by their message, and a form-level message in
//! `[data-form-status]`. Inline scripts are untouched, so the page's CSP hashes still hold.

use std::collections::BTreeMap;

use lol_html::html_content::ContentType;
use lol_html::{RewriteStrSettings, element, rewrite_str};

use super::rules::{ENQUIRY_FIELDS, FieldErrors, FieldKind};

pub const CONTACT_PAGE: &str = "contact/index.html";

/// The id of a field's message element, as the EnquiryForm renders it.
pub fn error_id(field: &str) -> String {
    format!("enquiry-{field}-error")
}

pub fn render(
    page: &str,
    values: &BTreeMap<&'static str, String>,
    errors: &FieldErrors,
    form_message: &str,
) -> Result<String, lol_html::errors::RewritingError> {
    let mut handlers = Vec::new();
    for rule in ENQUIRY_FIELDS {
        let name = rule.name;
        let value = values.get(name).cloned().unwrap_or_default();
        let error = errors.get(name).cloned();
        let invalid = error.is_some();
        let mark_invalid = move |el: &mut lol_html::html_content::Element| {
            if invalid {
                el.set_attribute("aria-invalid", "true")?;
                let described = match el.get_attribute("aria-describedby") {
                    Some(existing) if !existing.is_empty() => {
                        format!("{existing} {}", error_id(name))
                    }
                    _ => error_id(name),
                };
                el.set_attribute("aria-describedby", &described)?;
            }
            Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
        };
        match rule.kind {
            FieldKind::Text => {
                let text = value.clone();
                handlers.push(element!(format!("textarea[name=\"{name}\"]"), move |el| {
                    el.set_inner_content(&text, ContentType::Text);
                    mark_invalid(el)
                }));
            }
            FieldKind::Choice(options) => {
                handlers.push(element!(format!("select[name=\"{name}\"]"), move |el| {
                    mark_invalid(el)
                }));
                // Only a listed value is selected again; otherwise the placeholder ("").
                let chosen = options
                    .iter()
                    .find(|o| **o == value.trim())
                    .map_or("", |o| *o);
                handlers.push(element!(
                    format!("select[name=\"{name}\"] option"),
                    move |el| {
                        if el.get_attribute("value").as_deref() == Some(chosen) {
                            el.set_attribute("selected", "")?;
                        } else {
                            el.remove_attribute("selected");
                        }
                        Ok(())
                    }
                ));
            }
            FieldKind::Line | FieldKind::Email => {
                let text = value.clone();
                handlers.push(element!(format!("input[name=\"{name}\"]"), move |el| {
                    el.set_attribute("value", &escape_attribute(&text))?;
                    mark_invalid(el)
                }));
            }
        }
        if let Some(message) = error {
            handlers.push(element!(
                format!("[data-error-for=\"{name}\"]"),
                move |el| {
                    el.set_inner_content(&message, ContentType::Text);
                    el.remove_attribute("hidden");
                    Ok(())
                }
            ));
        }
    }
    let status = form_message.to_owned();
    handlers.push(element!("[data-form-status]", move |el| {
        el.set_inner_content(&status, ContentType::Text);
        el.remove_attribute("hidden");
        Ok(())
    }));
    handlers.push(element!("title", |el| {
        el.prepend("Error: ", ContentType::Text);
        Ok(())
    }));
    rewrite_str(
        page,
        RewriteStrSettings {
            element_content_handlers: handlers,
            ..RewriteStrSettings::new()
        },
    )
}

/// lol_html escapes only quotes in attribute values; `&`, `<` and `>` are escaped here so the
/// browser shows exactly what was typed.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<html><head><title>Contact Us</title></head><body><form>
<input name="firstName" id="firstName"><p id="enquiry-firstName-error" data-error-for="firstName"></p>
<input name="email" aria-describedby="email-hint"><p data-error-for="email"></p>
<select name="budget"><option value="" selected>Select…</option><option value="100k+">$100k+</option></select>
<textarea name="message"></textarea><div data-form-status hidden></div></form></body></html>"#;

    #[test]
    fn values_come_back_escaped_and_errors_are_tied_to_fields() {
        let mut values = BTreeMap::new();
        values.insert("firstName", "<script>alert(1)</script>\"&amp;".to_owned());
        values.insert("budget", "100k+".to_owned());
        values.insert("message", "</textarea><b>hi</b>".to_owned());
        let mut errors = FieldErrors::new();
        errors.insert("email", "Enter your email address.".to_owned());
        let html =
            render(PAGE, &values, &errors, "Please check the fields below.").expect("renders");
        assert!(html.contains("<title>Error: Contact Us</title>"));
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(html.contains("value=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;amp;\""));
        assert!(html.contains("&lt;/textarea&gt;&lt;b&gt;hi&lt;/b&gt;</textarea>"));
        assert!(html.contains(r#"aria-invalid="true""#));
        assert!(html.contains(r#"aria-describedby="email-hint enquiry-email-error""#));
        assert!(html.contains(r#"<p data-error-for="email">Enter your email address.</p>"#));
        assert!(html.contains(r#"<option value="100k+" selected="">"#));
        assert!(!html.contains(r#"<option value="" selected"#));
        assert!(html.contains("<div data-form-status>Please check the fields below.</div>"));
    }
}
