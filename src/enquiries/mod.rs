//! Project enquiries: the rules, parsing and validation, the HTTP handler, the no-JS error page.

pub mod form_page;
pub mod handler;
pub mod input;
pub mod rules;
pub mod schema;
