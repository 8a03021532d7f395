//! `/metrics` on a listener of its own (`METRICS_ADDR`): never on the public port, so the
//! figures reach whoever can reach that address (the scraper's network) and no one else.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use prometheus_client::encoding::prometheus_text;
use prometheus_client::registry::Registry;

use super::live::Live;

struct Scrape {
    registry: Registry,
    live: Arc<Live>,
}

/// The metrics listener could not be opened.
#[derive(Debug, thiserror::Error)]
#[error("METRICS_ADDR {address}: {source}")]
pub struct ListenError {
    address: SocketAddr,
    source: std::io::Error,
}

/// Binds `address` and serves `/metrics` there until the process ends (a scrape during a
/// graceful shutdown still answers). A port that cannot be bound fails the start.
pub async fn listen(address: SocketAddr, live: Live) -> Result<(), ListenError> {
    let live = Arc::new(live);
    let mut registry = Registry::default();
    super::metrics::register(&mut registry);
    registry.register_collector(Box::new(live.clone()));
    let app = Router::new()
        .route("/metrics", get(scrape))
        .with_state(Arc::new(Scrape { registry, live }));
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .map_err(|source| ListenError { address, source })?;
    tracing::info!(%address, "metrics listening");
    tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, app).await {
            tracing::error!(%error, "metrics listener stopped");
        }
    });
    Ok(())
}

async fn scrape(State(scrape): State<Arc<Scrape>>) -> Response {
    scrape.live.refresh().await;
    let mut text = String::with_capacity(16 * 1024);
    if let Err(error) = prometheus_text::encode(&mut text, &scrape.registry) {
        tracing::error!(%error, "metrics could not be encoded");
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(prometheus_text::CONTENT_TYPE),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        text,
    )
        .into_response()
}
