//! Builds the router and runs the server until SIGTERM/SIGINT, finishing requests in flight.

use std::future::IntoFuture;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::middleware;
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
    draining: crate::health::Draining,
) -> (Router<AppState>, RouteTable) {
    let group = |name, (writes, reads)| limiter.group(name, writes, reads);
    let routes: [FeatureRoutes; 7] = [
        crate::enquiries::routes(group("enquiries", SUBMISSIONS)),
        crate::applications::routes(group("applications", SUBMISSIONS)),
        crate::questions::routes(group("questions", SUBMISSIONS)),
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
        .merge(crate::health::routes(draining).into_router(&mut table));
    (router, table)
}

/// The API's routes and middleware; the site's files are served ahead of it by [`MakeFront`].
pub fn router(
    state: AppState,
    limits: &RateLimitConfig,
    ingest: Arc<Ingest>,
    team: crate::team::Team,
    draining: crate::health::Draining,
) -> Router {
    let limiter = RateLimiter::new(limits, &state.store, state.proxies.clone());
    let (routes, _) = api_routes(&limiter, ingest, team, draining);
    routes
        .with_state(state)
        .layer(middleware::from_fn(crate::security_headers::add))
        .layer(middleware::from_fn(
            crate::observability::request::observe_api,
        ))
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
    let (_, table) = api_routes(&limiter, ingest, team, crate::health::Draining::default());
    store.close().await;
    Ok(table)
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    crate::logging::init();
    config.check()?;
    let site = StaticSite::load(&config.static_dir)?;
    let team = crate::team::Team::new(&config.site_url, config.applications.retention())?;
    tracing::info!(files = site.len(), dir = %config.static_dir.display(), "static site loaded");
    let store = Store::connect_to_serve(&config.database.url, config.database.pool()).await?;
    tracing::info!(backend = store.backend(), "database ready");
    let uploads = Uploads::open(config.applications.storage.object_store_url.as_deref())?;
    tracing::info!(kind = uploads.kind(), "object store ready");
    let applications = &config.applications;
    let orphan_grace = Duration::from_secs(applications.orphan_grace_secs);
    // Before listening, what a crash left behind goes before new uploads arrive; a store that
    // does not answer must not keep the replica from starting (the hourly chore retries).
    match tokio::time::timeout(
        STARTUP_SWEEP_TIMEOUT,
        crate::applications::retention::sweep(
            &store,
            &uploads,
            applications.retention(),
            orphan_grace,
        ),
    )
    .await
    {
        Ok(Ok(())) => {}
        Ok(Err(error)) => {
            tracing::warn!(%error, "start-up sweep failed; the hourly chore retries it")
        }
        Err(_) => tracing::warn!("start-up sweep timed out; the hourly chore retries it"),
    }
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
    let (stop_tasks, tasks_stopped) = tokio::sync::watch::channel(false);
    let (abort_sends, sends_aborted) = tokio::sync::watch::channel(false);
    let chores = tokio::spawn(crate::chores::run(
        store.clone(),
        chores(&store, &uploads, &config, orphan_grace),
        tasks_stopped.clone(),
    ));
    let (ingest, event_writer) =
        crate::analytics::ingest::start(store.clone(), config.analytics.analytics_queue);
    let event_writer = tokio::spawn(event_writer.run(tasks_stopped.clone()));
    if let Some(address) = config.observability.metrics_addr {
        let build = crate::observability::live::Build {
            version: env!("CARGO_PKG_VERSION"),
            site: state.site.build_id(),
        };
        let live = crate::observability::live::Live::new(store.clone(), ingest.clone(), build);
        crate::observability::listener::listen(address, live).await?;
    }
    let mut delivery = tokio::spawn(outbox.run(tasks_stopped, sends_aborted));
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
    let proxies = state.proxies.clone();
    let draining = crate::health::Draining::default();
    let (drain_now, drain_started) = tokio::sync::watch::channel(false);
    let shutdown = config.shutdown.clone();
    let signalled = {
        let draining = draining.clone();
        async move {
            shutdown_signal().await;
            draining.start();
            tracing::info!(
                delay_ms = shutdown.drain_delay.as_millis() as u64,
                "draining: reporting not ready, still serving"
            );
            tokio::time::sleep(shutdown.drain_delay).await;
            tracing::info!("draining: finishing requests in flight");
            let _ = drain_now.send(true);
        }
    };
    let mut server = tokio::spawn(
        axum::serve(
            listener,
            MakeFront::new(
                site,
                proxies,
                router(state, &config.rate_limit, ingest, team, draining),
            ),
        )
        .with_graceful_shutdown(signalled)
        .into_future(),
    );
    let mut drain_started = drain_started;
    // The drain is looked at first: with no drain delay the server may have finished by then,
    // and the shutdown below must run all the same.
    let finished = tokio::select! {
        biased;
        _ = drain_started.wait_for(|now| *now) => None,
        joined = &mut server => Some(joined),
    };
    if let Some(joined) = finished {
        // The server stopped by itself (it failed): nothing to drain.
        joined??;
        return Ok(());
    }
    // Requests in flight and deliveries being sent share one deadline; new deliveries are left
    // to the other replicas.
    let until = tokio::time::Instant::now() + config.shutdown.timeout;
    let _ = stop_tasks.send(true);
    match tokio::time::timeout_at(until, &mut server).await {
        Ok(joined) => joined??,
        Err(_) => {
            server.abort();
            tracing::warn!("shutdown deadline passed: requests still in flight were cut off");
        }
    }
    if tokio::time::timeout_at(until, &mut delivery).await.is_err() {
        let _ = abort_sends.send(true);
        if tokio::time::timeout(Duration::from_secs(5), &mut delivery)
            .await
            .is_err()
        {
            tracing::warn!("outbox did not stop; its claims lapse and are retried elsewhere");
        }
    }
    chores.abort();
    // The queued events are written before the database closes.
    if tokio::time::timeout(Duration::from_secs(10), event_writer)
        .await
        .is_err()
    {
        tracing::warn!("analytics writer did not stop in time; its queued events are lost");
    }
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// The start-up sweep's bound: past it the replica starts anyway.
const STARTUP_SWEEP_TIMEOUT: Duration = Duration::from_secs(5);

/// The cluster's chores, each run once an hour by one replica of many.
fn chores(
    store: &Store,
    uploads: &Uploads,
    config: &ServeConfig,
    orphan_grace: Duration,
) -> Vec<crate::chores::Chore> {
    use crate::chores::Chore;
    let retention = config.applications.retention();
    // Never younger than a request may take, once requests are being served.
    let orphan_grace = orphan_grace.max(Duration::from_secs(900));
    let analytics_days = config.analytics.analytics_retention_days;
    let (s1, s2, s3, s4, s5) = (
        store.clone(),
        store.clone(),
        store.clone(),
        store.clone(),
        store.clone(),
    );
    let u1 = uploads.clone();
    vec![
        Chore::new(
            "applications-retention",
            crate::applications::retention::SWEEP_INTERVAL,
            move || {
                let (store, uploads) = (s1.clone(), u1.clone());
                async move {
                    crate::applications::retention::sweep(&store, &uploads, retention, orphan_grace)
                        .await
                }
            },
        ),
        // Questions are kept exactly as long as applications (the privacy page says so).
        Chore::new(
            "questions-retention",
            crate::applications::retention::SWEEP_INTERVAL,
            move || {
                let store = s5.clone();
                async move { crate::questions::retention::sweep(&store, retention).await }
            },
        ),
        Chore::new(
            "analytics-rollup",
            crate::analytics::rollup::EVERY,
            move || crate::analytics::rollup::chore(s2.clone(), analytics_days),
        ),
        Chore::new(
            "team-sweep",
            crate::team::sweep::SWEEP_INTERVAL,
            move || crate::team::sweep::sweep(s3.clone()),
        ),
        // Buckets whose allowance is whole again hold nothing (only PostgreSQL keeps them).
        Chore::new("rate-limits-sweep", Duration::from_secs(3600), move || {
            let store = s4.clone();
            async move { store.sweep_rate_limits().await.map(|_| ()) }
        }),
    ]
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
    tracing::info!("shutdown signal received");
}
