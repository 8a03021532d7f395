//! The steps every API write shares, as axum extractors. `Guarded<B>` reads the rate limit's
//! verdict (a route built outside `FeatureRoutes` has none and is refused with 503; a form post
//! over its limit gets its 429 here, every other route already got it from the limit layer),
//! checks the media type (415) and the origin (403), then lets `B` read the body
//! with its own cap and time limit. `JsonOrForm<T>` and `Json<T>` read small bodies;
//! `Multipart` hands over the stream with its boundary for the handler to read part by part.

use std::future::Future;
use std::net::IpAddr;

use axum::body::Body;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
use super::guards::{self, BODY_TIME_LIMIT, BodyKind, MAX_BODY_BYTES};
use super::idempotency::IDEMPOTENCY_HEADER;
use super::rate_limit::{Checked, Verdict};
use crate::state::AppState;

/// A body that passed the shared checks, and the request facts handlers still need.
pub struct Guarded<B> {
    pub body: B,
    pub kind: BodyKind,
    /// The raw `Idempotency-Key` header; see [`super::idempotency::resolve`].
    pub idempotency_header: Option<HeaderValue>,
    pub headers: HeaderMap,
    /// The client's address, as the rate limit counted it ([`guards::client_ip`]).
    pub client: IpAddr,
}

/// A refused request, and its media type when that was acceptable (so a failed HTML form post
/// can be answered with the form again).
#[derive(Debug)]
pub struct Rejection {
    pub error: ApiError,
    pub kind: Option<BodyKind>,
}

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        self.error.into_response()
    }
}

/// A request body an endpoint accepts, read after the shared checks passed.
pub trait GuardedBody: Sized + Send {
    /// The accepted media types, as the 415 message names them.
    const ACCEPTED: &'static str;
    fn accepts(kind: BodyKind) -> bool;
    fn read(
        kind: BodyKind,
        headers: &HeaderMap,
        body: Body,
    ) -> impl Future<Output = Result<Self, ApiError>> + Send;
}

impl<B: GuardedBody> FromRequest<AppState> for Guarded<B> {
    type Rejection = Rejection;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Rejection> {
        let (parts, body) = request.into_parts();
        let kind = guards::body_kind(&parts.headers).filter(|k| B::accepts(*k));
        let reject = |error| Rejection { error, kind };
        // The limit layer of `FeatureRoutes` counted the request; a route built without it is
        // refused rather than served without a limit.
        let Some(checked) = parts.extensions.get::<Checked>().copied() else {
            return Err(reject(ApiError::unavailable(
                "refused",
                "this route has no client limit; build it with api::feature::FeatureRoutes",
            )));
        };
        if let Verdict::Refused(wait) = checked.verdict {
            return Err(reject(ApiError::RateLimited(wait)));
        }
        let Some(kind) = kind else {
            return Err(reject(ApiError::UnsupportedMediaType {
                accepted: B::ACCEPTED,
            }));
        };
        guards::same_origin(&parts.headers, &state.site_url).map_err(reject)?;
        let client = checked.client;
        let body = B::read(kind, &parts.headers, body).await.map_err(reject)?;
        Ok(Guarded {
            body,
            kind,
            idempotency_header: parts.headers.get(IDEMPOTENCY_HEADER).cloned(),
            headers: parts.headers,
            client,
        })
    }
}

/// Parses a small JSON body.
pub trait FromJson: Sized {
    fn from_json(bytes: &[u8]) -> Result<Self, ApiError>;
}

/// Parses a small `application/x-www-form-urlencoded` body.
pub trait FromForm: Sized {
    fn from_form(bytes: &[u8]) -> Result<Self, ApiError>;
}

/// A JSON or HTML form body of at most [`MAX_BODY_BYTES`].
pub struct JsonOrForm<T>(pub T);

impl<T: FromJson + FromForm + Send> GuardedBody for JsonOrForm<T> {
    const ACCEPTED: &'static str = "application/json or application/x-www-form-urlencoded";

    fn accepts(kind: BodyKind) -> bool {
        matches!(kind, BodyKind::Json | BodyKind::Form)
    }

    async fn read(kind: BodyKind, headers: &HeaderMap, body: Body) -> Result<Self, ApiError> {
        let bytes = guards::read_body(headers, body, MAX_BODY_BYTES, BODY_TIME_LIMIT).await?;
        match kind {
            BodyKind::Form => T::from_form(&bytes).map(JsonOrForm),
            _ => T::from_json(&bytes).map(JsonOrForm),
        }
    }
}

/// A JSON body of at most [`MAX_BODY_BYTES`].
pub struct Json<T>(pub T);

impl<T: FromJson + Send> GuardedBody for Json<T> {
    const ACCEPTED: &'static str = "application/json";

    fn accepts(kind: BodyKind) -> bool {
        kind == BodyKind::Json
    }

    async fn read(_: BodyKind, headers: &HeaderMap, body: Body) -> Result<Self, ApiError> {
        let bytes = guards::read_body(headers, body, MAX_BODY_BYTES, BODY_TIME_LIMIT).await?;
        T::from_json(&bytes).map(Json)
    }
}

/// A `multipart/form-data` body, unread: its boundary and the stream.
pub struct Multipart {
    pub boundary: String,
    pub body: Body,
}

impl GuardedBody for Multipart {
    const ACCEPTED: &'static str = "multipart/form-data";

    fn accepts(kind: BodyKind) -> bool {
        kind == BodyKind::Multipart
    }

    async fn read(_: BodyKind, headers: &HeaderMap, body: Body) -> Result<Self, ApiError> {
        let content_type = headers
            .get(axum::http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        let boundary = multer::parse_boundary(content_type).map_err(|_| {
            ApiError::bad_request(
                "missing_boundary",
                "multipart/form-data needs a boundary parameter",
            )
        })?;
        Ok(Multipart { boundary, body })
    }
}
