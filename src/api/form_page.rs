//! A pre-rendered form page shown again after a plain (no-JavaScript) form post that failed.
//! Inline scripts are untouched, so the page's CSP hashes still hold.

use std::collections::BTreeMap;
use std::sync::Arc;

use lol_html::html_content::ContentType;
use lol_html::{RewriteStrSettings, element, rewrite_str};

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::error::{ApiError, Cause};
use super::messages::{ERROR_TITLE, Message};
use super::validation::{FieldErrors, FieldKind, FieldRule, is_ticked};
use crate::language::Language;
use crate::state::AppState;
use crate::static_files::StaticFile;

/// Values typed into a form, by field.
pub type Values = BTreeMap<&'static str, String>;

/// A form's page: where it is, how it is marked up, what it says when a post failed, and where
/// a successful post lands. Each language has its own page under its prefix (`de/contact/…`).
pub struct FormMarkup {
    /// The pre-rendered page that holds the form, in a language, for the values posted
    /// (`None`: none found).
    pub page: fn(&AppState, &Values, Language) -> Option<Arc<StaticFile>>,
    /// Where a successful form post is sent (`303 See Other`), as the English path; other
    /// languages get it under their prefix.
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
    pub one_field: &'static Message,
    pub many_fields: &'static Message,
    /// `{seconds}` stands for the wait.
    pub rate_limited: &'static Message,
    /// For a body over its cap; `None` to use `other`.
    pub too_large: Option<&'static Message>,
    pub unavailable: &'static Message,
    /// `{error}` stands for the error's sentence.
    pub other: &'static Message,
}

impl FormMessages {
    pub fn for_error(&self, error: &ApiError, language: Language) -> String {
        let other = || {
            self.other
                .text(language)
                .replace("{error}", &error.sentence(language))
        };
        match error {
            ApiError::Validation(errors) if errors.len() == 1 => {
                self.one_field.text(language).to_owned()
            }
            ApiError::Validation(_) => self.many_fields.text(language).to_owned(),
            ApiError::PayloadTooLarge { .. } => self
                .too_large
                .map_or_else(other, |message| message.text(language).to_owned()),
            ApiError::RateLimited(wait) => self
                .rate_limited
                .text(language)
                .replace("{seconds}", &wait.as_secs().max(1).to_string()),
            ApiError::Unavailable { .. } => self.unavailable.text(language).to_owned(),
            _ => other(),
        }
    }

    /// Every message, for the completeness test of the feature that writes them.
    #[cfg(test)]
    pub fn all(&self) -> Vec<&'static Message> {
        let mut all = vec![
            self.one_field,
            self.many_fields,
            self.rate_limited,
            self.unavailable,
            self.other,
        ];
        all.extend(self.too_large);
        all
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
/// message, a form-level message in `[data-form-status]`, and "Error: " before the title; all
/// in `language`, whose `lang` and `dir` the page's `<html>` carries.
pub fn render(
    page: &str,
    markup: &FormMarkup,
    values: &BTreeMap<&'static str, String>,
    errors: &FieldErrors,
    form_message: &str,
    language: Language,
) -> Result<String, lol_html::errors::RewritingError> {
    let mut handlers = Vec::new();
    if language != Language::En {
        handlers.push(element!("html", move |el| {
            el.set_attribute("lang", language.code())?;
            el.set_attribute("dir", language.dir())?;
            Ok(())
        }));
    }
    for rule in markup.fields {
        let name = rule.name;
        let error_id = markup.error_id(name);
        let value = values.get(name).cloned().unwrap_or_default();
        let error = errors.get(name).map(|error| error.text(language));
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
        let (name, message, error_id) = (*name, message.text(language), markup.error_id(name));
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
    let title_prefix = ERROR_TITLE.text(language);
    handlers.push(element!("title", move |el| {
        el.prepend(title_prefix, ContentType::Text);
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
/// messages in `language` (in English on the English page when the site has no page in that
/// language), the page's own CSP, `no-store`. Without any page, the error as plain text (in
/// `language`).
pub fn respond(
    state: &AppState,
    markup: &FormMarkup,
    error: &ApiError,
    values: &Values,
    language: Language,
) -> Response {
    let (page, language) = match (markup.page)(state, values, language) {
        Some(page) => (Some(page), language),
        None if language != Language::En => match (markup.page)(state, values, Language::En) {
            Some(page) => (Some(page), Language::En),
            None => (None, language),
        },
        None => (None, language),
    };
    let plain = |cause: Option<Cause>| {
        // English as it always was; another language gets the form's own sentence for it.
        let text = match language {
            Language::En => error.to_string(),
            _ => markup.messages.for_error(error, language),
        };
        let mut response = (error.status(), format!("{text}\n")).into_response();
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
    let form_message = markup.messages.for_error(error, language);
    let rendered = match render(&html, markup, values, errors, &form_message, language) {
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

/// A `303 See Other` to `location` in `language` (where a successful form post lands:
/// `/de/contact/thanks` for a German form).
pub fn see_other(location: &'static str, language: Language) -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    let location = HeaderValue::from_str(&language.path(location))
        .unwrap_or_else(|_| HeaderValue::from_static(location));
    response.headers_mut().insert(header::LOCATION, location);
    response
}

/// lol_html escapes only quotes in attribute values; `&`, `<` and `>` are escaped here so the
/// browser shows exactly what was typed.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
