//! Project enquiries: the rules, parsing and validation, the HTTP handler, the no-JS error page.

pub mod form_page;
pub mod handler;
pub mod input;
pub mod rules;
pub mod schema;

use axum::Router;
use axum::routing::post;

use crate::api::rate_limit::ClientLimit;
use crate::state::AppState;

pub fn routes(limit: ClientLimit) -> Router<AppState> {
    Router::new()
        .route(
            "/api/enquiries",
            post(handler::create).fallback(crate::api::not_allowed),
        )
        .route_layer(axum::Extension(limit))
}
