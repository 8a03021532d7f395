//! Traffic counting, first-party and cookieless (the way Plausible, GoatCounter and Fathom
//! count): the page's own script sends page views and goals to `POST /api/event`; the server
//! keys each to a daily visitor hash, queues it and writes it in batches (`ingest.rs`); finished
//! days become daily totals (`rollup.rs`); enquiries and applications carry the first touch of
//! their visit (`attribution.rs`); `kaveri-site stats` reads the figures (`report.rs`).
//!
//! - `event.rs`: the body (Plausible's Events API shape) and what is kept of it;
//! - `agent.rs`: bots, browser and OS families and device classes from the user agent;
//! - `visitor.rs`: the daily salt and the visitor key;
//! - `goals.rs`: the goal list shared with the site (`web/content/goals.json`);
//! - `days.rs`: UTC days.

pub mod agent;
pub mod attribution;
pub mod days;
pub mod event;
pub mod goals;
pub mod ingest;
pub mod report;
pub mod rollup;
pub mod visitor;

use std::sync::Arc;

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

pub const EVENT_ENDPOINT: &str = "/api/event";
pub const TEAM_STATS_ENDPOINT: &str = "/api/team/stats";

pub fn routes(limit: ClientLimit, ingest: Arc<ingest::Ingest>) -> FeatureRoutes {
    FeatureRoutes::new(limit)
        .post(EVENT_ENDPOINT, ingest::record)
        .get(TEAM_STATS_ENDPOINT, team_stats)
        .extension(ingest)
}

/// The traffic figures for the team console
///
/// Refused until the team console's sign-in exists: only a signed-in member of the team may
/// read traffic figures.
#[utoipa::path(
    get,
    path = "/api/team/stats",
    tag = "analytics",
    responses(
        (status = 401, description = "No team session", body = crate::api::error::ErrorBody),
    )
)]
pub async fn team_stats() -> Response {
    (
        StatusCode::UNAUTHORIZED,
        [(header::CACHE_CONTROL, "no-store")],
        Json(serde_json::json!({
            "error": "unauthorized",
            "message": "sign in to the team console to read traffic figures",
        })),
    )
        .into_response()
}
