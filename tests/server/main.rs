//! The server's integration tests, against the release binary on every backend. One test
//! binary for all of them: each test binary of a release build is linked with LTO, so one link
//! instead of one per file. Run one file's tests with `cargo test --release --test server
//! enquiries_api::`.

mod support;

mod analytics;
mod applications_api;
mod applications_reliability;
mod cluster;
mod delivery;
mod enquiries_api;
mod http_framing;
mod lifecycle;
mod object_store_s3;
mod operations;
mod questions;
mod rate_limits;
mod reliability;
mod static_site;
mod team;
