//! The contact page shown again after a plain (no-JavaScript) form post that failed: the
//! pre-rendered HTML with every typed value put back, each field's message in its
//! `[data-error-for="<field>"]` element (id `enquiry-<field>-error`), the fields marked
//! `aria-invalid` and described by their message, and a form-level message in
//! `[data-form-status]`. Inline scripts are untouched, so the page's CSP hashes still hold.

use std::collections::BTreeMap;

use super::rules::ENQUIRY_FIELDS;
#[cfg(test)]
use super::rules::FieldErrors;
use crate::api::form_page::{self, FormMarkup};

pub const CONTACT_PAGE: &str = "contact/index.html";

const MARKUP: FormMarkup = FormMarkup {
    scope: "",
    id_prefix: "enquiry",
    fields: ENQUIRY_FIELDS,
};

#[cfg(test)]
pub fn render(
    page: &str,
    values: &BTreeMap<&'static str, String>,
    errors: &FieldErrors,
    form_message: &str,
) -> Result<String, lol_html::errors::RewritingError> {
    form_page::render(page, &MARKUP, values, errors, form_message)
}

/// The contact page again as the answer to a failed form post.
pub fn respond(
    page: Option<&crate::static_files::StaticFile>,
    error: &crate::api::error::ApiError,
    values: &BTreeMap<&'static str, String>,
    form_message: &str,
) -> axum::response::Response {
    form_page::respond(page, &MARKUP, error, values, form_message)
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
