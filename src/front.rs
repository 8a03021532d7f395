//! The outermost service of each connection. Requests for the site's files are answered straight
//! from memory, with the headers precomputed at load; only `/api/…` and `/healthz` go through the
//! router and its middleware. Static requests are most of the traffic, and skipping the router's
//! per-request boxing and state clones is what keeps the origin as fast as nginx.
//!
//! Every request gets its id here, the outermost point (`observability::request_id`): the
//! files answered here are logged, counted and given it at once; API requests carry it into the
//! router, whose future runs inside a span that holds it.

use std::convert::Infallible;
use std::future::{Ready, ready};
use std::net::SocketAddr;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, HeaderValue, Request, Response, StatusCode, header};
use axum::routing::future::RouteFuture;
use axum::serve::{IncomingStream, Listener};
use futures_util::future::Either;
use tower::Service;

use crate::api::guards::Proxies;
use crate::observability::metrics::Route;
use crate::observability::request::{self, ApiFuture};
use crate::observability::request_id::RequestId;
use crate::static_files::{self, Lookup, StaticSite};

/// Makes one [`Front`] per accepted connection, remembering the peer for the API's rate limits.
#[derive(Clone)]
pub struct MakeFront {
    site: Arc<StaticSite>,
    router: Router,
    /// Whose `X-Request-Id` is kept.
    proxies: Arc<Proxies>,
}

impl MakeFront {
    pub fn new(site: Arc<StaticSite>, proxies: Arc<Proxies>, router: Router) -> Self {
        Self {
            site,
            router,
            proxies,
        }
    }
}

impl<L> Service<IncomingStream<'_, L>> for MakeFront
where
    L: Listener<Addr = SocketAddr>,
{
    type Response = Front;
    type Error = Infallible;
    type Future = Ready<Result<Front, Infallible>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, stream: IncomingStream<'_, L>) -> Self::Future {
        ready(Ok(Front {
            site: self.site.clone(),
            router: self.router.clone(),
            proxies: self.proxies.clone(),
            peer: *stream.remote_addr(),
        }))
    }
}

#[derive(Clone)]
pub struct Front {
    site: Arc<StaticSite>,
    router: Router,
    proxies: Arc<Proxies>,
    peer: SocketAddr,
}

impl Service<Request<Body>> for Front {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future =
        Either<Ready<Result<Response<Body>, Infallible>>, ApiFuture<RouteFuture<Infallible>>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request<Body>) -> Self::Future {
        let started = Instant::now();
        let id = RequestId::for_request(request.headers(), self.peer.ip(), &self.proxies);
        let (route, mut response) = match oversized_headers(request.headers()) {
            Some(refused) => (Route::Rejected, refused),
            None if crate::api::is_api_path(request.uri().path()) => {
                request.extensions_mut().insert(ConnectInfo(self.peer));
                let span = request::span(&id);
                let future = self.router.call(request);
                return Either::Right(request::api(id, span, future));
            }
            None => serve_static(&self.site, &request),
        };
        let (method, path) = (request.method(), request.uri().path());
        request::finish(&id, &route, method, path, &mut response, started);
        Either::Left(ready(Ok(response)))
    }
}

/// One header line longer than this, or all of them together over [`MAX_HEADERS_BYTES`], is
/// refused with 431 (nginx's default buffers hold 8 KB a line, 32 KB in all; hyper alone would
/// take some 400 KB).
const MAX_HEADER_LINE_BYTES: usize = 8 * 1024;
const MAX_HEADERS_BYTES: usize = 32 * 1024;

fn oversized_headers(headers: &HeaderMap) -> Option<Response<Body>> {
    let mut total = 0usize;
    let mut too_long = false;
    for (name, value) in headers {
        let line = name.as_str().len() + 2 + value.len();
        total += line + 2;
        too_long |= line > MAX_HEADER_LINE_BYTES;
    }
    if !too_long && total <= MAX_HEADERS_BYTES {
        return None;
    }
    let mut response = Response::new(Body::from("Request header fields too large\n"));
    *response.status_mut() = StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    crate::security_headers::apply(headers);
    Some(response)
}

/// The file's answer, and its class for the metrics (a page is a file with its own CSP: HTML).
fn serve_static(site: &StaticSite, request: &Request<Body>) -> (Route, Response<Body>) {
    let (method, headers) = (request.method(), request.headers());
    match site.lookup(request.uri().path()) {
        Lookup::Found(file) => (
            if file.csp().is_some() {
                Route::Page
            } else {
                Route::Asset
            },
            static_files::respond(&file, StatusCode::OK, method, headers),
        ),
        Lookup::NotFound(Some(page)) => (
            Route::NotFound,
            static_files::respond(&page, StatusCode::NOT_FOUND, method, headers),
        ),
        Lookup::NotFound(None) => (Route::NotFound, static_files::bare_not_found()),
    }
}
