//! What every request leaves behind, in one place: its log line (with its id), its metrics and
//! its `X-Request-Id`. An API request also runs in a span carrying its id, so every line its
//! handler writes has it too. The front calls [`finish`] for the files it answers itself (one
//! line each, written at once: no span, which would cost the fast path more than the rest of
//! this together) and wraps the router's future with [`api`]; [`observe_api`] is the router's
//! outermost layer, where the matched route is known.

use std::convert::Infallible;
use std::time::Instant;

use axum::body::Body;
use axum::extract::MatchedPath;
use axum::http::{Method, Request, Response};
use axum::middleware::Next;
use futures_util::FutureExt;
use tracing::Instrument;

use super::metrics::{self, Route};
use super::request_id::{self, RequestId};
use crate::api::error::Cause;

/// The span an API request is handled in.
pub fn span(id: &RequestId) -> tracing::Span {
    tracing::info_span!("request", request_id = id.as_str())
}

/// Logs the request's line, counts it, and gives its response the id (the static front's
/// answers, which never reach the router).
pub fn finish(
    id: &RequestId,
    route: &Route,
    method: &Method,
    path: &str,
    response: &mut Response<Body>,
    started: Instant,
) {
    record(id.as_str(), route, method, path, response, started);
    response
        .headers_mut()
        .insert(request_id::HEADER, id.header_value());
}

/// An API request's future: run with its id as the current one (for error bodies), inside its
/// span, its response given the id.
pub type ApiFuture<F> = tokio::task::futures::TaskLocalFuture<
    RequestId,
    tracing::instrument::Instrumented<futures_util::future::Map<F, WithId>>,
>;

type WithId = fn(Result<Response<Body>, Infallible>) -> Result<Response<Body>, Infallible>;

pub fn api<F>(id: RequestId, span: tracing::Span, future: F) -> ApiFuture<F>
where
    F: Future<Output = Result<Response<Body>, Infallible>>,
{
    let with_id: WithId = |result| {
        result.map(|mut response| {
            // Mapped inside the scope, so the current id is this request's.
            if let Some(id) = request_id::current_header() {
                response.headers_mut().insert(request_id::HEADER, id);
            }
            response
        })
    };
    id.scope(future.map(with_id).instrument(span))
}

/// The router's outermost layer: the request log (its one line, and the server-side cause of a
/// failure, logged once here) and the metrics, by the route the router matched.
pub async fn observe_api(request: Request<Body>, next: Next) -> Response<Body> {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or(Route::Unmatched, |matched| {
            Route::Api(matched.as_str().to_owned())
        });
    let response = next.run(request).await;
    // The one place server-side errors are logged: handlers put the cause on the response.
    if let Some(cause) = response.extensions().get::<Cause>() {
        tracing::error!(%method, path, status = response.status().as_u16(), %cause, "request failed");
    }
    let id = request_id::current_header();
    let id = id
        .as_ref()
        .and_then(|id| id.to_str().ok())
        .unwrap_or_default();
    record(id, &route, &method, &path, &response, started);
    response
}

/// One log line a request: its id, method, path (no query string, no bodies), status, duration;
/// and its metrics.
fn record(
    id: &str,
    route: &Route,
    method: &Method,
    path: &str,
    response: &Response<Body>,
    started: Instant,
) {
    let elapsed = started.elapsed();
    tracing::info!(
        target: "request",
        request_id = id,
        %method,
        path,
        status = response.status().as_u16(),
        micros = elapsed.as_micros() as u64,
    );
    metrics::request(route, method, response.status(), elapsed);
}
