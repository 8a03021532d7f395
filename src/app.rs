//! Builds the router and runs the server until SIGTERM/SIGINT, finishing requests in flight.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, Response};
use axum::middleware::{self, Next};
use axum::serve::ListenerExt;

use crate::analytics::ingest::Ingest;
use crate::api::feature::{FeatureRoutes, RouteTable};
use crate::api::guards::Proxies;
use crate::api::rate_limit::RateLimiter;
use crate::config::{RateLimitConfig, ServeConfig};
use crate::db::Store;
use crate::front::MakeFront;
use crate::outbox::Outbox;
use crate::state::{AppState, Shared};
use crate::static_files::StaticSite;
use crate::uploads::Uploads;

/// Each route group's allowance, in multiples of `RATE_LIMIT_PER_MINUTE` and `RATE_LIMIT_BURST`:
/// (writes, reads). A form is the unit: a person sends one now and then.
const SUBMISSIONS: (u32, u32) = (1, 1);
/// Feedback is a click, not a form.
const FEEDBACK: (u32, u32) = (6, 1);
/// A page view is a click too (a visitor reads more pages than it sends forms).
const EVENTS: (u32, u32) = (6, 1);
/// The team console: writes are a person working a list (sign-in, status, notes, invitations);
/// reads are every list, filter and lead opened, by everyone behind one office address, and
/// must never be refused in normal use (at the defaults: 600 a minute, 300 at once).
const TEAM: (u32, u32) = (6, 60);
/// The OpenAPI document and the API's 404: a client reading the document, or lost.
const API: (u32, u32) = (1, 6);

/// The API's routes, not yet given their state, and the table of every route they answer.
/// Every API route joins here: features and the routes of no feature as [`FeatureRoutes`],
/// which carry their group's limit, and the probes as the one exempt set.
fn api_routes(
    limiter: &RateLimiter,
    ingest: Arc<Ingest>,
    team: crate::team::Team,
) -> (Router<AppState>, RouteTable) {
    let group = |name, (writes, reads)| limiter.group(name, writes, reads);
    let routes: [FeatureRoutes; 6] = [
        crate::enquiries::routes(group("enquiries", SUBMISSIONS)),
        crate::applications::routes(group("applications", SUBMISSIONS)),
        crate::feedback::routes(group("feedback", FEEDBACK)),
        crate::analytics::routes(group("events", EVENTS), ingest),
        crate::team::routes(group("team", TEAM), team),
        crate::api::routes(group("api", API)).get("/api/openapi.json", crate::openapi::serve),
    ];
    let mut table = RouteTable::default();
    let router = routes
        .into_iter()
        .fold(Router::new(), |router, routes| {
            router.merge(routes.into_router(&mut table))
        })
        .merge(crate::api::operations().into_router(&mut table));
    (router, table)
}

/// The API's routes and middleware; the site's files are served ahead of it by [`MakeFront`].
pub fn router(
    state: AppState,
    limits: &RateLimitConfig,
    ingest: Arc<Ingest>,
    team: crate::team::Team,
) -> Router {
    let limiter = RateLimiter::new(limits, &state.store, state.proxies.clone());
    let (routes, _) = api_routes(&limiter, ingest, team);
    routes
        .with_state(state)
        .layer(middleware::from_fn(crate::security_headers::add))
        .layer(middleware::from_fn(log_request))
}

/// Every route the server answers, with the limit each is counted against at `limits`, built
/// by the same assembly as [`router`] (`kaveri-site routes`).
pub async fn route_table(
    limits: &RateLimitConfig,
) -> Result<RouteTable, Box<dyn std::error::Error + Send + Sync>> {
    // The handlers' own values need a store to exist; nothing is read or written.
    let store = Store::connect("sqlite::memory:").await?;
    let (ingest, _) = crate::analytics::ingest::start(store.clone(), 1);
    let team = crate::team::Team::new("https://www.kaveri-digital.example", Duration::ZERO)?;
    let limiter = RateLimiter::in_memory(limits, Arc::new(Proxies::default()));
    let (_, table) = api_routes(&limiter, ingest, team);
    store.close().await;
    Ok(table)
}

async fn log_request(request: Request<Body>, next: Next) -> Response<Body> {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    // The one place server-side errors are logged: handlers put the cause on the response.
    if let Some(cause) = response.extensions().get::<crate::api::error::Cause>() {
        tracing::error!(%method, path, status = response.status().as_u16(), %cause, "request failed");
    }
    crate::front::log_request(&method, &path, &response, started);
    response
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    crate::logging::init();
    let site = StaticSite::load(&config.static_dir)?;
    let team = crate::team::Team::new(&config.site_url, config.applications.retention())?;
    tracing::info!(files = site.len(), dir = %config.static_dir.display(), "static site loaded");
    let store = Store::connect(&config.database.url).await?;
    tracing::info!(backend = store.backend(), "database ready");
    let uploads = Uploads::open(config.applications.storage.object_store_url.as_deref())?;
    tracing::info!(kind = uploads.kind(), "object store ready");
    let applications = &config.applications;
    let orphan_grace = Duration::from_secs(applications.orphan_grace_secs);
    // Before listening: what a crash left behind is gone before new uploads arrive.
    crate::applications::retention::sweep(&store, &uploads, applications.retention(), orphan_grace)
        .await?;
    let outbox = Arc::new(Outbox::new(
        store.clone(),
        uploads.clone(),
        config.delivery.clone(),
    )?);
    let state = AppState::new(Shared {
        site: Arc::new(site),
        store: store.clone(),
        outbox: outbox.clone(),
        uploads: uploads.clone(),
        site_url: config.site_url.clone().into(),
        proxies: Arc::new(Proxies::parse(&config.rate_limit.trusted_proxies)?),
    });
    let (stop_outbox, outbox_stopped) = tokio::sync::watch::channel(false);
    let sweeps = tokio::spawn(crate::applications::retention::run(
        store.clone(),
        uploads,
        applications.retention(),
        // Never younger than a request may take, once requests are being served.
        orphan_grace.max(Duration::from_secs(900)),
        outbox_stopped.clone(),
    ));
    let (ingest, event_writer) =
        crate::analytics::ingest::start(store.clone(), config.analytics.analytics_queue);
    let event_writer = tokio::spawn(event_writer.run(outbox_stopped.clone()));
    let analytics_sweeps = tokio::spawn(crate::analytics::rollup::run(
        store.clone(),
        config.analytics.analytics_retention_days,
        outbox_stopped.clone(),
    ));
    let team_sweeps = tokio::spawn(crate::team::sweep::run(
        store.clone(),
        outbox_stopped.clone(),
    ));
    let delivery = tokio::spawn(outbox.run(outbox_stopped));
    let address = SocketAddr::new(config.host, config.port);
    // Responses leave in one write; Nagle's algorithm would only hold back the tail of a large one.
    let listener = tokio::net::TcpListener::bind(address)
        .await?
        .tap_io(|stream| {
            if let Err(error) = stream.set_nodelay(true) {
                tracing::debug!(%error, "could not set TCP_NODELAY");
            }
        });
    let listener = crate::request_framing::FramingGuard(listener);
    tracing::info!(%address, "listening");
    let site = state.site.clone();
    axum::serve(
        listener,
        MakeFront::new(site, router(state, &config.rate_limit, ingest, team)),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await?;
    let _ = stop_outbox.send(true);
    sweeps.abort();
    analytics_sweeps.abort();
    team_sweeps.abort();
    // The queued events are written before the database closes.
    if tokio::time::timeout(Duration::from_secs(10), event_writer)
        .await
        .is_err()
    {
        tracing::warn!("analytics writer did not stop in time; its queued events are lost");
    }
    if tokio::time::timeout(Duration::from_secs(20), delivery)
        .await
        .is_err()
    {
        tracing::warn!("outbox did not stop in time; its leased deliveries will be retried");
    }
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
    tracing::info!("shutdown signal received: finishing requests in flight");
}
