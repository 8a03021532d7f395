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

use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

pub const EVENT_ENDPOINT: &str = "/api/event";

pub fn routes(limit: ClientLimit, ingest: Arc<ingest::Ingest>) -> FeatureRoutes {
    FeatureRoutes::new(limit)
        .post(EVENT_ENDPOINT, ingest::record)
        .extension(ingest)
}
