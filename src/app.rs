//! Builds the router and runs the server until SIGTERM/SIGINT, finishing requests in flight.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, Response};
use axum::middleware::{self, Next};

use crate::config::ServeConfig;
use crate::static_files::{self, Lookup, StaticSite};

#[derive(Clone)]
pub struct AppState {
    pub site: Arc<StaticSite>,
}

pub fn router(state: AppState) -> Router {
    Router::new()
        .fallback(serve_static)
        .with_state(state)
        .layer(middleware::from_fn(crate::security_headers::add))
        .layer(middleware::from_fn(log_request))
}

async fn serve_static(State(state): State<AppState>, request: Request<Body>) -> Response<Body> {
    let (method, headers) = (request.method(), request.headers());
    match state.site.lookup(request.uri().path()) {
        Lookup::Found(file) => {
            static_files::respond(&file, axum::http::StatusCode::OK, method, headers)
        }
        Lookup::NotFound(Some(page)) => {
            static_files::respond(&page, axum::http::StatusCode::NOT_FOUND, method, headers)
        }
        Lookup::NotFound(None) => static_files::bare_not_found(),
    }
}

/// One log line a request: method, path (no query string, no bodies), status, duration.
async fn log_request(request: Request<Body>, next: Next) -> Response<Body> {
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    tracing::info!(
        target: "request",
        %method,
        path,
        status = response.status().as_u16(),
        micros = started.elapsed().as_micros() as u64,
    );
    response
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error>> {
    crate::logging::init();
    let site = StaticSite::load(&config.static_dir)?;
    tracing::info!(files = site.len(), dir = %config.static_dir.display(), "static site loaded");
    let state = AppState {
        site: Arc::new(site),
    };
    let address = SocketAddr::new(config.host, config.port);
    let listener = tokio::net::TcpListener::bind(address).await?;
    tracing::info!(%address, "listening");
    axum::serve(listener, router(state))
        .with_graceful_shutdown(shutdown_signal())
        .await?;
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
