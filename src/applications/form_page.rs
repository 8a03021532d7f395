//! The job's page shown again after a plain (no-JavaScript) form post that failed. The contract
//! with the page's markup mirrors the contact form's:
//!
//! - the form is `<form id="application-form">`, posting `multipart/form-data` to
//!   `/api/applications`; only elements inside it are touched;
//! - each field is the `input`, `textarea` or `select` with its `name` (`jobSlug`, `firstName`,
//!   `lastName`, `email`, `phone`, `location`, `profileUrl`, `coverNote`, `consent` a checkbox,
//!   `cv` a file input, `website` the honeypot);
//! - each field's message goes into its `[data-error-for="<name>"]` element, whose id is
//!   `application-<name>-error` (fields are marked `aria-invalid` and described by it);
//! - the form-level message goes into its `[data-form-status]` element;
//! - typed values come back; the file must be chosen again (browsers allow nothing else).

use std::sync::Arc;

use super::rules::{APPLICATION_FIELDS, CAREERS_PAGE, JOB_SLUG, THANKS_PATH, job_page};
use crate::api::form_page::{FormMarkup, FormMessages, Values};
use crate::api::validation::check;
use crate::state::AppState;
use crate::static_files::StaticFile;

pub const MARKUP: FormMarkup = FormMarkup {
    page,
    thanks: THANKS_PATH,
    scope: "#application-form",
    id_prefix: "application",
    fields: APPLICATION_FIELDS,
    messages: FormMessages {
        one_field: "Please correct the highlighted field and send your application again. Choose your CV file again too.",
        many_fields: "Please correct the highlighted fields and send your application again. Choose your CV file again too.",
        rate_limited: "You have sent several applications in a short time. Please wait {seconds} seconds and send the form again.",
        too_large: Some(
            "Your CV is larger than 5 MB. Please choose a smaller PDF or .docx file and send the form again.",
        ),
        unavailable: "We could not save your application just now. Nothing was kept: please send the form again in a minute.",
        other: "Your application could not be sent: {error}.",
    },
};

/// The job's page, or the careers page when the post names no known job.
fn page(state: &AppState, values: &Values) -> Option<Arc<StaticFile>> {
    let slug = values.get(JOB_SLUG.name).map_or("", |s| s.trim());
    check(&JOB_SLUG, slug)
        .is_none()
        .then(|| state.site.get(&job_page(slug)))
        .flatten()
        .or_else(|| state.site.get(CAREERS_PAGE))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::api::form_page;
    use crate::api::validation::FieldErrors;

    const PAGE: &str = r#"<html><head><title>Designer</title></head><body>
<form id="newsletter"><input name="email"><p data-error-for="email"></p></form>
<form id="application-form"><div data-form-status hidden></div>
<input name="email" id="application-email"><p id="application-email-error" data-error-for="email" hidden></p>
<input type="checkbox" name="consent"><textarea name="coverNote"></textarea></form></body></html>"#;

    #[test]
    fn only_the_application_form_is_filled_in() {
        let mut values = BTreeMap::new();
        values.insert("email", "asha@x".to_owned());
        values.insert("consent", "on".to_owned());
        values.insert("coverNote", "Hello <b>".to_owned());
        let mut errors = FieldErrors::new();
        errors.insert("email", "Enter an email address.".to_owned());
        let html =
            form_page::render(PAGE, &MARKUP, &values, &errors, "Please check.").expect("renders");
        assert!(
            html.contains(
                r#"<form id="newsletter"><input name="email"><p data-error-for="email"></p>"#
            ),
            "{html}"
        );
        assert!(html.contains(r#"<input name="email" id="application-email" value="asha@x" aria-invalid="true" aria-describedby="application-email-error">"#), "{html}");
        assert!(html.contains(r#"data-error-for="email">Enter an email address.</p>"#));
        assert!(
            html.contains(r#"<input type="checkbox" name="consent" checked>"#)
                || html.contains(r#"name="consent" checked="""#),
            "{html}"
        );
        assert!(html.contains("Hello &lt;b&gt;</textarea>"));
        assert!(html.contains("<div data-form-status>Please check.</div>"));
    }
}
