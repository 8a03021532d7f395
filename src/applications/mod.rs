//! Job applications with a CV. The shape of every form feature (see `src/enquiries/mod.rs`):
//! `rules.rs`, `schema.rs`, `input.rs`, `handler.rs`, `form_page.rs` and `routes()` here; and
//! this feature's own parts: the multipart reader (`multipart.rs`), the CV checks (`cv.rs`),
//! durable storage of the CV and the row (`storage.rs`) and retention (`retention.rs`).

pub mod cv;
pub mod form_page;
pub mod handler;
pub mod input;
pub mod multipart;
pub mod retention;
pub mod rules;
pub mod schema;
pub mod storage;

use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

pub fn routes(limit: ClientLimit) -> FeatureRoutes {
    FeatureRoutes::new(limit).form_post(rules::ENDPOINT, handler::create)
}
