//! Builds the router and runs the server until SIGTERM/SIGINT, finishing requests in flight.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::middleware;
use axum::routing::get;
use axum::serve::ListenerExt;

use crate::analytics::ingest::Ingest;
use crate::api::feature::FeatureRoutes;
use crate::api::guards::Proxies;
use crate::api::rate_limit::ClientLimit;
use crate::config::{RateLimitConfig, ServeConfig};
use crate::db::Store;
use crate::front::MakeFront;
use crate::outbox::Outbox;
use crate::state::{AppState, Shared};
use crate::static_files::StaticSite;
use crate::uploads::Uploads;

/// Feedback is a click, not a form: a client may send this many times the enquiry allowance.
const FEEDBACK_ALLOWANCE: u32 = 6;
/// A page view is a click too: the same allowance (a visitor reads more pages than it sends).
const EVENT_ALLOWANCE: u32 = 6;
/// The team console's writes (sign-in, invitations, status changes): a person working a list.
const TEAM_ALLOWANCE: u32 = 6;

/// The API's routes and middleware; the site's files are served ahead of it by [`MakeFront`].
/// Features join only as [`FeatureRoutes`], which carry their rate limit.
pub fn router(
    state: AppState,
    limits: &RateLimitConfig,
    ingest: Arc<Ingest>,
    team: crate::team::Team,
) -> Router {
    let submissions = || ClientLimit::new(limits.per_minute, limits.burst, 1);
    let features: [FeatureRoutes; 5] = [
        crate::enquiries::routes(submissions()),
        crate::applications::routes(submissions()),
        crate::feedback::routes(ClientLimit::new(
            limits.per_minute,
            limits.burst,
            FEEDBACK_ALLOWANCE,
        )),
        crate::analytics::routes(
            ClientLimit::new(limits.per_minute, limits.burst, EVENT_ALLOWANCE),
            ingest,
        ),
        crate::team::routes(
            ClientLimit::new(limits.per_minute, limits.burst, TEAM_ALLOWANCE),
            team,
        ),
    ];
    features
        .into_iter()
        .fold(Router::new(), |router, feature| {
            router.merge(feature.into_router())
        })
        .route("/api/openapi.json", get(crate::openapi::serve))
        .merge(crate::api::routes())
        .with_state(state)
        .layer(middleware::from_fn(crate::security_headers::add))
        .layer(middleware::from_fn(
            crate::observability::request::observe_api,
        ))
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
        proxies: Arc::new(Proxies::parse(
            &config.rate_limit.trusted_proxies,
            config.rate_limit.trust_forwarded_for,
        )?),
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
    if let Some(address) = config.observability.metrics_addr {
        let build = crate::observability::live::Build {
            version: env!("CARGO_PKG_VERSION"),
            site: state.site.build_id(),
        };
        let live = crate::observability::live::Live::new(store.clone(), ingest.clone(), build);
        crate::observability::listener::listen(address, live).await?;
    }
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
    let proxies = state.proxies.clone();
    axum::serve(
        listener,
        MakeFront::new(
            site,
            proxies,
            router(state, &config.rate_limit, ingest, team),
        ),
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
