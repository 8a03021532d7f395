//! One rule decides whether a form endpoint answers with an HTML page or with JSON, for every
//! feature: the `Accept` header when it prefers one of the two, else the body's media type.
//!
//! - `Accept` ranks `text/html` above `application/json` (by `q`, wildcards not counted): HTML.
//!   This is a browser's own form post (no JavaScript), whatever its encoding.
//! - `Accept` ranks `application/json` above `text/html`: JSON. This is the enhanced form's
//!   `fetch()` or `XMLHttpRequest`, and any API client that says what it wants.
//! - Neither ranked above the other (no `Accept`, `*/*`, or both alike): HTML for an
//!   `application/x-www-form-urlencoded` body (what a plain form sends), JSON for any other.
//!
//! HTML answers are `303 See Other` to the feature's thank-you page on success, or the form's
//! page again with the messages (see [`super::form_page`]); JSON answers are `201` with the
//! stored id, or the [`super::error::ErrorBody`].

use axum::Json;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use std::future::Future;

use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
use utoipa::openapi::{self, Content, Header, Ref, RefOr, ResponseBuilder, ResponsesBuilder};

use super::error::ApiError;
use axum::extract::{FromRequest, Request};

use super::extract::{Guarded, GuardedBody, Rejection};
use super::form_page::{FormMarkup, Values};
use super::guards::BodyKind;
use crate::language::Language;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Html,
    Json,
}

/// The answer a request asks for; `body` is its media type when the API reads it.
pub fn answer(headers: &HeaderMap, body: Option<BodyKind>) -> Answer {
    let accept = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join(",");
    let html = quality(&accept, "text/html");
    let json = quality(&accept, "application/json");
    if html > json {
        Answer::Html
    } else if json > html || body != Some(BodyKind::Form) {
        Answer::Json
    } else {
        Answer::Html
    }
}

/// The `q` the `Accept` value gives `media_type` by name (0 when not named), in thousandths.
fn quality(accept: &str, media_type: &str) -> u16 {
    accept
        .split(',')
        .filter_map(|range| {
            let mut parts = range.split(';');
            let name = parts.next()?.trim();
            if !name.eq_ignore_ascii_case(media_type) {
                return None;
            }
            let q = parts
                .filter_map(|p| p.trim().strip_prefix("q=").or(p.trim().strip_prefix("Q=")))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            // q has at most three decimals (RFC 9110): thousandths compare exactly.
            Some((q.clamp(0.0, 1.0) * 1000.0).round() as u16)
        })
        .max()
        .unwrap_or(0)
}

/// The stored submission's id: the JSON answer to a successful post.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Created {
    /// The stored submission's id (the same for a repeated idempotency key).
    pub id: String,
}

/// The answers of every form endpoint, for its OpenAPI description: `201` with the id, `303`,
/// and each error as JSON or as the form's page, as [`answer`] decides.
pub struct FormAnswers;

impl utoipa::IntoResponses for FormAnswers {
    fn responses() -> std::collections::BTreeMap<String, RefOr<openapi::Response>> {
        let either = |description: &str| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    Content::new(Some(Ref::from_schema_name("ErrorBody"))),
                )
                .content(
                    "text/html",
                    Content::new(Some(
                        ObjectBuilder::new().schema_type(SchemaType::new(Type::String)),
                    )),
                )
                // A form post when the site has no page to show the form on again
                // (`form_page::respond`): the error's sentence alone.
                .content(
                    "text/plain",
                    Content::new(Some(
                        ObjectBuilder::new().schema_type(SchemaType::new(Type::String)),
                    )),
                )
        };
        let retry_after = || {
            ResponseBuilder::new().header(
                "Retry-After",
                Header::new(ObjectBuilder::new().schema_type(SchemaType::new(Type::Integer))),
            )
        };
        let with_retry_after = |description: &str| {
            let mut response = either(description).build();
            response.headers = retry_after().build().headers;
            response
        };
        ResponsesBuilder::new()
            .response(
                "201",
                ResponseBuilder::new().description("Stored").content(
                    "application/json",
                    Content::new(Some(Ref::from_schema_name("Created"))),
                ),
            )
            .response(
                "303",
                ResponseBuilder::new()
                    .description("Stored (answered in HTML): see the thank-you page")
                    .header(
                        "Location",
                        Header::new(ObjectBuilder::new().schema_type(SchemaType::new(Type::String))),
                    ),
            )
            .response(
                "400",
                either("Malformed body, unknown or repeated fields, or invalid fields (each named in `fields`)"),
            )
            .response("403", either("Sent from another site"))
            .response("408", either("The body did not arrive in time"))
            .response("413", either("The body is over the endpoint's cap"))
            .response("415", either("A media type the endpoint does not read"))
            .response(
                "429",
                with_retry_after("Too many submissions from this client"),
            )
            .response(
                "503",
                with_retry_after("The store is unavailable; nothing was stored"),
            )
            .build()
            .into()
    }
}

/// `201 Created` with the stored id.
pub fn created(id: String) -> Response {
    (StatusCode::CREATED, Json(Created { id })).into_response()
}

/// What an endpoint made of a post it read: the stored id or why not, the values typed (kept
/// for the form's page, also on failure), and the form's language once its body was read
/// (`None`: it was not, and the page that sent it decides; see [`Language::of_referer`]).
pub struct Handled {
    pub result: Result<String, ApiError>,
    pub values: Values,
    pub language: Option<Language>,
}

/// A post to a form endpoint: the request's headers, and its body once [`Guarded`] checked it
/// (or why it was refused). Never rejects: the refusal is answered as [`answer`] decides.
pub struct FormPost<B> {
    state: AppState,
    headers: HeaderMap,
    request: Result<Guarded<B>, Rejection>,
}

impl<B: GuardedBody> FromRequest<AppState> for FormPost<B> {
    type Rejection = std::convert::Infallible;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let headers = request.headers().clone();
        Ok(FormPost {
            state: state.clone(),
            headers,
            request: Guarded::<B>::from_request(request, state).await,
        })
    }
}

impl<B> FormPost<B> {
    /// The endpoint's whole answer. `accept` reads, validates and stores the guarded body
    /// ([`Handled`]); the answer is JSON (`201` or the error) or HTML (`303` to the thank-you
    /// page, or the form's page again with the messages), as [`answer`] decides, in the form's
    /// language.
    pub async fn answer<F>(
        self,
        markup: &FormMarkup,
        accept: impl FnOnce(AppState, Guarded<B>) -> F,
    ) -> Response
    where
        F: Future<Output = Handled>,
    {
        let (kind, handled) = match self.request {
            Ok(guarded) => {
                let kind = guarded.kind;
                (Some(kind), accept(self.state.clone(), guarded).await)
            }
            Err(rejection) => (
                rejection.kind,
                Handled {
                    result: Err(rejection.error),
                    values: Values::new(),
                    language: None,
                },
            ),
        };
        let Handled {
            result,
            values,
            language,
        } = handled;
        let language = language.unwrap_or_else(|| Language::of_referer(&self.headers));
        match (answer(&self.headers, kind), result) {
            (Answer::Json, Ok(id)) => created(id),
            (Answer::Html, Ok(_)) => super::form_page::see_other(markup.thanks, language),
            (Answer::Json, Err(error)) => error.json_response(language),
            (Answer::Html, Err(error)) => {
                super::form_page::respond(&self.state, markup, &error, &values, language)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn ask(accept: Option<&'static str>, body: Option<BodyKind>) -> Answer {
        let mut headers = HeaderMap::new();
        if let Some(accept) = accept {
            headers.insert(header::ACCEPT, HeaderValue::from_static(accept));
        }
        answer(&headers, body)
    }

    #[test]
    fn accept_decides_when_it_prefers_one() {
        let browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
        for body in [Some(BodyKind::Form), Some(BodyKind::Multipart), None] {
            assert_eq!(ask(Some(browser), body), Answer::Html);
            assert_eq!(ask(Some("application/json"), body), Answer::Json);
        }
        assert_eq!(
            ask(Some("text/html;q=0.5, application/json"), None),
            Answer::Json
        );
        assert_eq!(
            ask(Some("application/json;q=0.2, text/html"), None),
            Answer::Html
        );
    }

    #[test]
    fn without_a_preference_the_body_decides() {
        for accept in [None, Some("*/*"), Some("text/html, application/json")] {
            assert_eq!(ask(accept, Some(BodyKind::Form)), Answer::Html);
            assert_eq!(ask(accept, Some(BodyKind::Json)), Answer::Json);
            assert_eq!(ask(accept, Some(BodyKind::Multipart)), Answer::Json);
            assert_eq!(ask(accept, None), Answer::Json);
        }
    }
}
