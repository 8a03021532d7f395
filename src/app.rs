//! Builds the router and runs the server until SIGTERM/SIGINT, finishing requests in flight.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, Response};
use axum::middleware::{self, Next};
use axum::serve::ListenerExt;

use crate::api::rate_limit::RateLimiter;
use crate::config::ServeConfig;
use crate::db::Store;
use crate::front::MakeFront;
use crate::outbox::Outbox;
use crate::static_files::StaticSite;

#[derive(Clone)]
pub struct AppState {
    pub site: Arc<StaticSite>,
    pub store: Store,
    pub outbox: Arc<Outbox>,
    pub site_url: Arc<str>,
    pub enquiry_limiter: Option<Arc<RateLimiter>>,
    pub feedback_limiter: Option<Arc<RateLimiter>>,
    pub trust_forwarded_for: bool,
}

/// Feedback is a click, not a form: a client may send this many times the enquiry allowance.
const FEEDBACK_ALLOWANCE: u32 = 6;

/// The API's routes and middleware; the site's files are served ahead of it by [`MakeFront`].
pub fn router(state: AppState) -> Router {
    Router::new()
        .merge(crate::api::routes())
        .with_state(state)
        .layer(middleware::from_fn(crate::security_headers::add))
        .layer(middleware::from_fn(log_request))
}

async fn log_request(request: Request<Body>, next: Next) -> Response<Body> {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    crate::front::log_request(&method, &path, &response, started);
    response
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    crate::logging::init();
    // One TLS crypto provider for every client (SMTP, webhooks, PostgreSQL).
    let _ = rustls::crypto::ring::default_provider().install_default();
    let site = StaticSite::load(&config.static_dir)?;
    tracing::info!(files = site.len(), dir = %config.static_dir.display(), "static site loaded");
    let store = Store::connect(&config.database.url).await?;
    tracing::info!(backend = store.backend(), "database ready");
    let outbox = Arc::new(Outbox::new(store.clone(), config.delivery.clone())?);
    let limits = &config.rate_limit;
    let state = AppState {
        site: Arc::new(site),
        store: store.clone(),
        outbox: outbox.clone(),
        site_url: config.site_url.clone().into(),
        enquiry_limiter: RateLimiter::new(limits.per_minute, limits.burst).map(Arc::new),
        feedback_limiter: RateLimiter::new(
            limits.per_minute.saturating_mul(FEEDBACK_ALLOWANCE),
            limits.burst.saturating_mul(FEEDBACK_ALLOWANCE),
        )
        .map(Arc::new),
        trust_forwarded_for: limits.trust_forwarded_for,
    };
    let (stop_outbox, outbox_stopped) = tokio::sync::watch::channel(false);
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
    tracing::info!(%address, "listening");
    let site = state.site.clone();
    axum::serve(listener, MakeFront::new(site, router(state)))
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    let _ = stop_outbox.send(true);
    if tokio::time::timeout(std::time::Duration::from_secs(20), delivery)
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
