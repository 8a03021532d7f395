//! The contact page shown again after a plain (no-JavaScript) form post that failed: the
//! pre-rendered HTML with every typed value put back, each field's message in its
//! `[data-error-for="<field>"]` element (id `enquiry-<field>-error`), the fields marked
//! `aria-invalid` and described by their message, and a form-level message in
//! `[data-form-status]`. Inline scripts are untouched, so the page's CSP hashes still hold.

use super::rules::{CONTACT_PAGE, ENQUIRY_FIELDS, THANKS_PATH};
use crate::api::form_page::{FormMarkup, FormMessages};

pub const MARKUP: FormMarkup = FormMarkup {
    page: |state, _| state.site.get(CONTACT_PAGE),
    thanks: THANKS_PATH,
    scope: "",
    id_prefix: "enquiry",
    fields: ENQUIRY_FIELDS,
    messages: FormMessages {
        one_field: "Please correct the highlighted field and send the form again.",
        many_fields: "Please correct the highlighted fields and send the form again.",
        rate_limited: "You have sent several enquiries in a short time. Please wait {seconds} seconds and send the form again.",
        too_large: None,
        unavailable: "We could not save your enquiry just now. Nothing was lost on your side: please send the form again in a minute.",
        other: "Your enquiry could not be sent: {error}.",
    },
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::form_page;
    use crate::api::validation::FieldErrors;

    const PAGE: &str = r#"<html><head><title>Contact Us</title></head><body><form>
<input name="firstName" id="firstName"><p id="enquiry-firstName-error" data-error-for="firstName"></p>
<input name="email" aria-describedby="email-hint"><p data-error-for="email"></p>
<select name="budget"><option value="" selected>Select…</option><option value="100k+">$100k+</option></select>
<textarea name="message"></textarea><div data-form-status hidden></div></form></body></html>"#;

    #[test]
    fn values_come_back_escaped_and_errors_are_tied_to_fields() {
        let values = [
            ("firstName", "<script>alert(1)</script>\"&amp;"),
            ("budget", "100k+"),
            ("message", "</textarea><b>hi</b>"),
        ]
        .map(|(name, value)| (name, value.to_owned()));
        let errors = FieldErrors::from([("email", "Enter your email address.".to_owned())]);
        let html = form_page::render(
            PAGE,
            &MARKUP,
            &values.into(),
            &errors,
            "Please check the fields below.",
        )
        .expect("renders");
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
