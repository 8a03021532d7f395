//! How a feature's endpoints join the router. A feature's `routes()` returns [`FeatureRoutes`],
//! the only type `app.rs` merges features from: every endpoint added to it carries the
//! feature's [`ClientLimit`], so a write endpoint cannot be left without a rate limit. (The
//! extractor behind every write, [`super::extract::Guarded`], also refuses a request on a route
//! without a limit, and `tests/server/rate_limits.rs` posts to every endpoint of the OpenAPI document
//! until it answers 429.)

use axum::Router;
use axum::handler::Handler;
use axum::http::{HeaderName, HeaderValue, header};
use axum::routing::{MethodRouter, get, post};

use super::rate_limit::ClientLimit;
use crate::state::AppState;

pub struct FeatureRoutes {
    router: Router<AppState>,
    limit: ClientLimit,
    /// What the feature's handlers take as `Extension`s, layered on in [`Self::into_router`].
    extensions: Vec<AddExtension>,
}

/// Puts one feature value on a router's routes.
type AddExtension = Box<dyn FnOnce(Router<AppState>) -> Router<AppState> + Send>;

impl FeatureRoutes {
    /// A feature's endpoints, counted against `limit` (one bucket for all of them).
    pub fn new(limit: ClientLimit) -> Self {
        Self {
            router: Router::new(),
            limit,
            extensions: Vec::new(),
        }
    }

    /// A `GET` endpoint; any other method is answered 405.
    pub fn get<H, T>(mut self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.router = self
            .router
            .route(path, get(handler).fallback(super::get_only));
        self
    }

    /// A value every endpoint of the feature reads as `Extension<T>` (its own state, which
    /// [`AppState`] does not know).
    pub fn extension<T: Clone + Send + Sync + 'static>(mut self, value: T) -> Self {
        self.extensions.push(Box::new(move |router| {
            router.route_layer(axum::Extension(value))
        }));
        self
    }

    /// Several methods on one path (`get(a).patch(b)`); any other method is answered 405 with
    /// the `Allow` header axum derives from them.
    pub fn methods(mut self, path: &str, methods: MethodRouter<AppState>) -> Self {
        self.router = self.router.route(path, methods);
        self
    }

    /// Every answer of the feature is private: never stored by a cache, never indexed.
    pub fn private(mut self) -> Self {
        self.extensions.push(Box::new(|router| {
            router.route_layer(axum::middleware::map_response(
                |mut response: axum::response::Response| async move {
                    let headers = response.headers_mut();
                    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
                    headers.insert(
                        HeaderName::from_static("x-robots-tag"),
                        HeaderValue::from_static("noindex, nofollow"),
                    );
                    response
                },
            ))
        }));
        self
    }

    /// A `POST` endpoint; any other method is answered 405.
    pub fn post<H, T>(mut self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.router = self
            .router
            .route(path, post(handler).fallback(super::not_allowed));
        self
    }

    /// The router with the limit on every route (`route_layer` covers the routes added so far,
    /// which is all of them: nothing can be added after this).
    pub fn into_router(self) -> Router<AppState> {
        let router = self
            .extensions
            .into_iter()
            .fold(self.router, |router, layer| layer(router));
        router.route_layer(axum::Extension(self.limit))
    }
}
