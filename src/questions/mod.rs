//! A candidate's question about an open position (the job page's "Ask a question"): its own
//! form, not the sales enquiry, delivered to the hiring team like an application and deleted on
//! the applications' schedule. The shape of every form feature (see `src/enquiries/mod.rs`):
//! `rules.rs`, `schema.rs`, `input.rs`, `handler.rs`, `form_page.rs` and `routes()` here; and
//! retention (`retention.rs`).

pub mod form_page;
pub mod handler;
pub mod input;
pub mod retention;
pub mod rules;
pub mod schema;

use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

pub fn routes(limit: ClientLimit) -> FeatureRoutes {
    FeatureRoutes::new(limit).form_post(rules::ENDPOINT, handler::create)
}
