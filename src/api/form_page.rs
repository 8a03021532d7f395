//! A pre-rendered form page shown again after a plain (no-JavaScript) form post that failed.
//! Inline scripts are untouched, so the page's CSP hashes still hold.

use std::collections::BTreeMap;
use std::sync::Arc;

use lol_html::html_content::ContentType;
use lol_html::{RewriteStrSettings, element, rewrite_str};

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::error::{ApiError, Cause};
use super::validation::{FieldErrors, FieldKind, FieldRule, is_ticked};
use crate::state::AppState;
use crate::static_files::StaticFile;

/// Values typed into a form, by field.
pub type Values = BTreeMap<&'static str, String>;

/// A form's page: where it is, how it is marked up, what it says when a post failed, and where
/// a successful post lands.
pub struct FormMarkup {
    /// The pre-rendered page that holds the form, for the values posted (`None`: none found).
    pub page: fn(&AppState, &Values) -> Option<Arc<StaticFile>>,
    /// Where a successful form post is sent (`303 See Other`).
    pub thanks: &'static str,
    /// A selector for the form (`""` when the page's only form is meant), put before every
    /// other selector.
    pub scope: &'static str,
    /// Message elements have the id `<id_prefix>-<field>-error`.
    pub id_prefix: &'static str,
    pub fields: &'static [FieldRule],
    pub messages: FormMessages,
}

/// What a visitor without JavaScript reads at the top of a form that failed, by error.
pub struct FormMessages {
    pub one_field: &'static str,
    pub many_fields: &'static str,
    /// `{seconds}` stands for the wait.
    pub rate_limited: &'static str,
    /// For a body over its cap; `None` to use `other`.
    pub too_large: Option<&'static str>,
    pub unavailable: &'static str,
    /// `{error}` stands for the error's sentence.
    pub other: &'static str,
}

impl FormMessages {
    pub fn for_error(&self, error: &ApiError) -> String {
        match error {
            ApiError::Validation(errors) if errors.len() == 1 => self.one_field.to_owned(),
            ApiError::Validation(_) => self.many_fields.to_owned(),
            ApiError::PayloadTooLarge { .. } => self.too_large.map_or_else(
                || self.other.replace("{error}", &error.to_string()),
                str::to_owned,
            ),
            ApiError::RateLimited(wait) => self
                .rate_limited
                .replace("{seconds}", &wait.as_secs().max(1).to_string()),
            ApiError::Unavailable { .. } => self.unavailable.to_owned(),
            other => self.other.replace("{error}", &other.to_string()),
        }
    }
}

impl FormMarkup {
    pub fn error_id(&self, field: &str) -> String {
        format!("{}-{field}-error", self.id_prefix)
    }

    fn selector(&self, rest: &str) -> String {
        if self.scope.is_empty() {
            rest.to_owned()
        } else {
            format!("{} {rest}", self.scope)
        }
    }
}

/// The page with every typed value put back, each field's message in its
/// `[data-error-for="<field>"]` element, the fields marked `aria-invalid` and described by their
/// message, a form-level message in `[data-form-status]`, and "Error: " before the title.
pub fn render(
    page: &str,
    markup: &FormMarkup,
    values: &BTreeMap<&'static str, String>,
    errors: &FieldErrors,
    form_message: &str,
) -> Result<String, lol_html::errors::RewritingError> {
    let mut handlers = Vec::new();
    for rule in markup.fields {
        let name = rule.name;
        let error_id = markup.error_id(name);
        let value = values.get(name).cloned().unwrap_or_default();
        let error = errors.get(name).cloned();
        let invalid = error.is_some();
        let mark_invalid = move |el: &mut lol_html::html_content::Element| {
            if invalid {
                el.set_attribute("aria-invalid", "true")?;
                let described = match el.get_attribute("aria-describedby") {
                    Some(existing) if !existing.is_empty() => format!("{existing} {error_id}"),
                    _ => error_id.clone(),
                };
                el.set_attribute("aria-describedby", &described)?;
            }
            Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
        };
        match rule.kind {
            FieldKind::Text => {
                let text = value.clone();
                handlers.push(element!(
                    markup.selector(&format!("textarea[name=\"{name}\"]")),
                    move |el| {
                        el.set_inner_content(&text, ContentType::Text);
                        mark_invalid(el)
                    }
                ));
            }
            FieldKind::Choice(options) => {
                handlers.push(element!(
                    markup.selector(&format!("select[name=\"{name}\"]")),
                    move |el| { mark_invalid(el) }
                ));
                // Only a listed value is selected again; otherwise the placeholder ("").
                let chosen = options
                    .iter()
                    .find(|o| **o == value.trim())
                    .map_or("", |o| *o);
                handlers.push(element!(
                    markup.selector(&format!("select[name=\"{name}\"] option")),
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
            FieldKind::Consent => {
                let ticked = is_ticked(&value);
                handlers.push(element!(
                    markup.selector(&format!("input[name=\"{name}\"]")),
                    move |el| {
                        if ticked {
                            el.set_attribute("checked", "")?;
                        } else {
                            el.remove_attribute("checked");
                        }
                        mark_invalid(el)
                    }
                ));
            }
            _ => {
                let text = value.clone();
                handlers.push(element!(
                    markup.selector(&format!("input[name=\"{name}\"]")),
                    move |el| {
                        el.set_attribute("value", &escape_attribute(&text))?;
                        mark_invalid(el)
                    }
                ));
            }
        }
        if let Some(message) = error {
            handlers.push(element!(
                markup.selector(&format!("[data-error-for=\"{name}\"]")),
                move |el| {
                    el.set_inner_content(&message, ContentType::Text);
                    el.remove_attribute("hidden");
                    Ok(())
                }
            ));
        }
    }
    // Messages for parts that hold no typed value (a file input).
    for (name, message) in errors {
        if markup.fields.iter().any(|rule| rule.name == *name) {
            continue;
        }
        let (name, message, error_id) = (*name, message.clone(), markup.error_id(name));
        handlers.push(element!(
            markup.selector(&format!("input[name=\"{name}\"]")),
            move |el| {
                el.set_attribute("aria-invalid", "true")?;
                el.set_attribute("aria-describedby", &error_id)?;
                Ok(())
            }
        ));
        handlers.push(element!(
            markup.selector(&format!("[data-error-for=\"{name}\"]")),
            move |el| {
                el.set_inner_content(&message, ContentType::Text);
                el.remove_attribute("hidden");
                Ok(())
            }
        ));
    }
    let status = form_message.to_owned();
    handlers.push(element!(markup.selector("[data-form-status]"), move |el| {
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

/// The failed form's page again as the response to `error`: rendered with the values and
/// messages, the page's own CSP, `no-store`. Without the page, the error as plain text.
pub fn respond(
    state: &AppState,
    markup: &FormMarkup,
    error: &ApiError,
    values: &Values,
) -> Response {
    let page = (markup.page)(state, values);
    let plain = |cause: Option<Cause>| {
        let mut response = (error.status(), format!("{error}\n")).into_response();
        error.attach_cause(&mut response);
        if let Some(cause) = cause {
            response.extensions_mut().insert(cause);
        }
        response
    };
    let Some(page) = page.as_deref() else {
        return plain(None);
    };
    let empty = FieldErrors::new();
    let errors = error.field_errors().unwrap_or(&empty);
    let html = String::from_utf8_lossy(page.text());
    let form_message = markup.messages.for_error(error);
    let rendered = match render(&html, markup, values, errors, &form_message) {
        Ok(rendered) => rendered,
        Err(rewrite_error) => {
            return plain(Some(Cause(format!(
                "cannot render a form page: {rewrite_error}"
            ))));
        }
    };
    let mut response = (error.status(), rendered).into_response();
    error.attach_cause(&mut response);
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(csp) = page.csp() {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
    }
    if let Some(wait) = error.retry_after() {
        headers.insert(header::RETRY_AFTER, wait);
    }
    response
}

/// A `303 See Other` to `location` (where a successful form post lands).
pub fn see_other(location: &'static str) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    response
        .headers_mut()
        .insert(header::LOCATION, HeaderValue::from_static(location));
    response
}

/// lol_html escapes only quotes in attribute values; `&`, `<` and `>` are escaped here so the
/// browser shows exactly what was typed.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
