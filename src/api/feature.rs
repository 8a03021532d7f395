//! How routes join the router, and the table of every route the API answers. A feature's
//! `routes()` returns [`FeatureRoutes`], the only type `app.rs` merges API routes from (the
//! routes of no feature too: the OpenAPI document, the API's 404): every route added to it
//! carries the group's rate limit as a layer, reads and writes alike, so a route cannot be left
//! without one. The probes a load balancer asks every few seconds are the one exemption, built
//! as [`OperationRoutes`] and named so in the table. Both record each (method, path) into the
//! [`RouteTable`] as they join the router; `kaveri-site routes` prints it, and
//! `tests/server/rate_limits.rs` walks it: every route answers 429 once over its allowance, but
//! the probes, and the table equals the OpenAPI document's operations.

use std::future::Future;

use axum::Router;
use axum::handler::Handler;
use axum::http::{HeaderName, HeaderValue, Method, header};
use axum::response::Response;
use axum::routing::{MethodRouter, any, get, patch, post};

use super::extract::GuardedBody;
use super::negotiate::FormPost;
use super::rate_limit::{Class, ClientLimit, LimitInfo, RouteLimit, enforce};
use crate::state::AppState;

/// One route the API answers, as `kaveri-site routes` prints it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RouteEntry {
    /// Upper case; `*` for any method (the API's catch-all 404, which no document lists).
    pub method: &'static str,
    pub path: String,
    /// What it is counted against, by class (reads and writes for `*`); none only for a probe.
    pub limits: Vec<LimitInfo>,
    /// Why it has no limit: `operations` (a probe).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exempt: Option<&'static str>,
}

/// Every route of the assembled router, in the order they joined it.
#[derive(Debug, Default, serde::Serialize)]
pub struct RouteTable(pub Vec<RouteEntry>);

/// The methods of one path, recorded as they are added (a `MethodRouter` cannot list its own).
/// Any other method is answered 405 with the `Allow` header axum derives from them.
pub struct Methods {
    router: MethodRouter<AppState>,
    methods: Vec<&'static str>,
}

impl Default for Methods {
    fn default() -> Self {
        Self::new()
    }
}

impl Methods {
    pub fn new() -> Self {
        Self {
            router: MethodRouter::new(),
            methods: Vec::new(),
        }
    }

    pub fn get<H: Handler<T, AppState>, T: 'static>(mut self, handler: H) -> Self {
        self.router = self.router.merge(get(handler));
        self.methods.push("GET");
        self
    }

    pub fn patch<H: Handler<T, AppState>, T: 'static>(mut self, handler: H) -> Self {
        self.router = self.router.merge(patch(handler));
        self.methods.push("PATCH");
        self
    }
}

pub struct FeatureRoutes {
    router: Router<AppState>,
    limit: ClientLimit,
    table: Vec<RouteEntry>,
    /// What the feature's handlers take as `Extension`s, layered on in [`Self::into_router`].
    extensions: Vec<AddExtension>,
}

/// Puts one feature value on a router's routes.
type AddExtension = Box<dyn FnOnce(Router<AppState>) -> Router<AppState> + Send>;

impl FeatureRoutes {
    /// A group's routes, counted against `limit` (one bucket per client for its reads and one
    /// for its writes).
    pub fn new(limit: ClientLimit) -> Self {
        Self {
            router: Router::new(),
            limit,
            table: Vec::new(),
            extensions: Vec::new(),
        }
    }

    /// Adds `router` at `path` behind the limit layer (which covers its 405 answers too), and
    /// records `methods` (`*`: any).
    fn add(
        mut self,
        path: &str,
        router: MethodRouter<AppState>,
        methods: &[&'static str],
        handler_answers_refusal: bool,
    ) -> Self {
        let limited = router.layer(axum::middleware::from_fn_with_state(
            RouteLimit {
                limit: self.limit.clone(),
                handler_answers_refusal,
            },
            enforce,
        ));
        self.router = self.router.route(path, limited);
        for &method in methods {
            // A request is counted by the method it is asked with: a route of any method
            // against both classes' limits.
            let limits = match Method::from_bytes(method.as_bytes()) {
                Ok(known) if method != "*" => vec![self.limit.describe(Class::of(&known))],
                _ => vec![
                    self.limit.describe(Class::Read),
                    self.limit.describe(Class::Write),
                ],
            };
            self.table.push(RouteEntry {
                method,
                path: path.to_owned(),
                limits,
                exempt: None,
            });
        }
        self
    }

    /// A `GET` endpoint; any other method is answered 405.
    pub fn get<H, T>(self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(
            path,
            get(handler).fallback(super::get_only),
            &["GET"],
            false,
        )
    }

    /// A `POST` endpoint; any other method is answered 405.
    pub fn post<H, T>(self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(
            path,
            post(handler).fallback(super::not_allowed),
            &["POST"],
            false,
        )
    }

    /// A form's `POST` endpoint: like [`Self::post`], but a post over the limit reaches the
    /// handler, whose [`FormPost`] refuses it before anything is read and answers 429 as the
    /// form answers (the form's page again, for a browser without JavaScript). Only a handler
    /// that takes nothing but a `FormPost` can be added so.
    pub fn form_post<B, F, Fut>(self, path: &str, handler: F) -> Self
    where
        B: GuardedBody + 'static,
        F: FnOnce(FormPost<B>) -> Fut + Clone + Send + Sync + 'static,
        Fut: Future<Output = Response> + Send + 'static,
    {
        self.add(
            path,
            post(handler).fallback(super::not_allowed),
            &["POST"],
            true,
        )
    }

    /// Several methods on one path.
    pub fn methods(self, path: &str, methods: Methods) -> Self {
        self.add(path, methods.router, &methods.methods, false)
    }

    /// Every method on `path` (the API's catch-all 404).
    pub fn any<H, T>(self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(path, any(handler), &["*"], false)
    }

    /// A value every endpoint of the feature reads as `Extension<T>` (its own state, which
    /// [`AppState`] does not know).
    pub fn extension<T: Clone + Send + Sync + 'static>(mut self, value: T) -> Self {
        self.extensions.push(Box::new(move |router| {
            router.route_layer(axum::Extension(value))
        }));
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

    /// The router, its routes recorded in `table`. The extensions go on with `route_layer`,
    /// which covers the routes added so far: all of them, as nothing can be added after this.
    pub fn into_router(self, table: &mut RouteTable) -> Router<AppState> {
        table.0.extend(self.table);
        self.extensions
            .into_iter()
            .fold(self.router, |router, layer| layer(router))
    }
}

/// The probes a load balancer or an orchestrator asks every few seconds (`crate::health`'s
/// `/livez`, `/readyz`, `/healthz`): the one set of API routes without a rate limit, so a balancer is never
/// refused and no client can make a replica look down. Nothing else belongs here.
#[derive(Default)]
pub struct OperationRoutes {
    router: Router<AppState>,
    table: Vec<RouteEntry>,
    extensions: Vec<AddExtension>,
}

impl OperationRoutes {
    pub fn new() -> Self {
        Self::default()
    }

    /// A `GET` probe; any other method is answered 405.
    pub fn get<H, T>(mut self, path: &str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.router = self
            .router
            .route(path, get(handler).fallback(super::get_only));
        self.table.push(RouteEntry {
            method: "GET",
            path: path.to_owned(),
            limits: Vec::new(),
            exempt: Some("operations"),
        });
        self
    }

    /// A value the probes read as `Extension<T>`.
    pub fn extension<T: Clone + Send + Sync + 'static>(mut self, value: T) -> Self {
        self.extensions.push(Box::new(move |router| {
            router.route_layer(axum::Extension(value))
        }));
        self
    }

    /// The router, its routes recorded in `table` as exempt.
    pub fn into_router(self, table: &mut RouteTable) -> Router<AppState> {
        table.0.extend(self.table);
        self.extensions
            .into_iter()
            .fold(self.router, |router, layer| layer(router))
    }
}
