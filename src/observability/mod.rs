//! What an on-call engineer sees: a request id on every request (its response header, its log
//! lines, its error body), Prometheus metrics on a listener of their own, and the request log.
//! docs/operations.md lists the series and what an alert on each would mean.
//!
//! It names no feature: the server's assembly (`app.rs`) hands it the store and the traffic
//! queue ([`live::Queue`]), and features record through its functions
//! ([`metrics::delivery_attempt`]).

pub mod listener;
pub mod live;
pub mod metrics;
pub mod request;
pub mod request_id;

// The outbox records its attempts through these.
pub use metrics::{DeliveryResult, delivery_attempt};
