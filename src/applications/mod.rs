//! Job applications: the rules, the multipart reader, the CV checks, durable storage of the CV
//! and the row, the HTTP handler, the no-JS error page, and retention.

pub mod cv;
pub mod form_page;
pub mod handler;
pub mod multipart;
pub mod retention;
pub mod rules;
pub mod schema;
pub mod storage;

use axum::Router;
use axum::routing::post;

use crate::api::rate_limit::ClientLimit;
use crate::state::AppState;

pub fn routes(limit: ClientLimit) -> Router<AppState> {
    Router::new()
        .route(
            rules::ENDPOINT,
            post(handler::create).fallback(crate::api::not_allowed),
        )
        .route_layer(axum::Extension(limit))
}
