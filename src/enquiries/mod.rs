//! Project enquiries from the contact form. The shape every form feature has:
//!
//! - `rules.rs`: the fields and their rules, the endpoint and the pages (the one source of truth);
//! - `schema.rs`: the OpenAPI schema and the browser's rules file, generated from the rules;
//! - `input.rs`: the body as received, turned into a validated record;
//! - `handler.rs`: the endpoint (its OpenAPI description), storing before answering;
//! - `form_page.rs`: the form's page again after a failed post without JavaScript;
//! - `routes()` here: the feature's endpoints, built with their rate limit.

pub mod export;
pub mod form_page;
pub mod handler;
pub mod input;
pub mod rules;
pub mod schema;

use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

pub fn routes(limit: ClientLimit) -> FeatureRoutes {
    FeatureRoutes::new(limit).form_post(rules::ENDPOINT, handler::create)
}
