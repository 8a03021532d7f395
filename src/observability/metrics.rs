//! The series recorded as things happen: requests (by route class and status) and delivery
//! attempts. The figures read at scrape time (the outbox, the pool, the traffic queue) are in
//! [`super::live`].
//!
//! One set per process, in a global: the front answers ahead of the router and its state, the
//! outbox and the background tasks record too, and threading a handle through each of them would
//! change every constructor for what is, like the process, one of a kind. Tests read it through
//! [`register`], as the metrics listener does.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::time::Duration;

use axum::http::{Method, StatusCode};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

/// What answered a request: an API route (its template, e.g. `/api/team/enquiries/{id}`) or one
/// of the static front's classes. Never the raw path, so the series stay few.
#[derive(Debug, Clone)]
pub enum Route {
    /// The API route the router matched, as written in the router.
    Api(String),
    /// The API router matched no route.
    Unmatched,
    /// A pre-rendered page (HTML).
    Page,
    /// Any other file of the site (scripts, styles, images, fonts, `robots.txt`…).
    Asset,
    /// No such file: the nearest `404.html`.
    NotFound,
    /// Refused before anything was looked up (headers too large).
    Rejected,
}

impl Route {
    fn label(&self) -> Cow<'static, str> {
        match self {
            Route::Api(template) => Cow::Owned(template.clone()),
            Route::Unmatched => Cow::Borrowed("unmatched"),
            Route::Page => Cow::Borrowed("page"),
            Route::Asset => Cow::Borrowed("asset"),
            Route::NotFound => Cow::Borrowed("not_found"),
            Route::Rejected => Cow::Borrowed("rejected"),
        }
    }
}

/// How a delivery attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryResult {
    /// Sent and accepted.
    Delivered,
    /// Not accepted; it will be tried again.
    Failed,
    /// Not accepted, and the last attempt allowed: the delivery is dead until retried by hand.
    Dead,
    /// The attempt's claim had expired and another instance owned the row: its result was
    /// not recorded.
    Stale,
}

impl DeliveryResult {
    fn as_str(self) -> &'static str {
        match self {
            DeliveryResult::Delivered => "delivered",
            DeliveryResult::Failed => "failed",
            DeliveryResult::Dead => "dead",
            DeliveryResult::Stale => "stale",
        }
    }
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: Cow<'static, str>,
    method: &'static str,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct LatencyLabels {
    route: Cow<'static, str>,
    method: &'static str,
    status_class: &'static str,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct DeliveryLabels {
    outbox: &'static str,
    channel: &'static str,
    result: &'static str,
}

/// From a static file in memory (tens of microseconds) to a CV upload (seconds).
const LATENCY_BUCKETS: [f64; 14] = [
    0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];

fn latency_histogram() -> Histogram {
    Histogram::new(LATENCY_BUCKETS)
}

struct Recorded {
    requests: Family<RequestLabels, Counter>,
    latency: Family<LatencyLabels, Histogram, fn() -> Histogram>,
    deliveries: Family<DeliveryLabels, Counter>,
}

fn recorded() -> &'static Recorded {
    static RECORDED: OnceLock<Recorded> = OnceLock::new();
    RECORDED.get_or_init(|| Recorded {
        requests: Family::default(),
        latency: Family::new_with_constructor(latency_histogram),
        deliveries: Family::default(),
    })
}

/// Adds the recorded series to `registry` (the metrics listener's).
pub fn register(registry: &mut Registry) {
    let recorded = recorded();
    registry.register(
        "kaveri_http_requests",
        "Requests answered, by route class, method and status code",
        recorded.requests.clone(),
    );
    registry.register_with_unit(
        "kaveri_http_request_duration",
        "Time from the request's head to its response's head, by route class, method and \
         status class",
        Unit::Seconds,
        recorded.latency.clone(),
    );
    registry.register(
        "kaveri_outbox_delivery_attempts",
        "Delivery attempts by outbox (enquiry, application, invitation), channel (email, \
         webhook) and result (delivered, failed, dead, stale)",
        recorded.deliveries.clone(),
    );
}

/// Counts one answered request and its time.
pub fn request(route: &Route, method: &Method, status: StatusCode, elapsed: Duration) {
    let recorded = recorded();
    let route = route.label();
    let method = method_label(method);
    recorded
        .latency
        .get_or_create(&LatencyLabels {
            route: route.clone(),
            method,
            status_class: status_class(status),
        })
        .observe(elapsed.as_secs_f64());
    recorded
        .requests
        .get_or_create(&RequestLabels {
            route,
            method,
            status: status.as_u16(),
        })
        .inc();
}

/// Counts one delivery attempt. `outbox` is `enquiry`, `application`, `question` or `invitation`, `channel`
/// `email` or `webhook`; anything else is counted as `other`, so a typo cannot add series.
pub fn delivery_attempt(outbox: &str, channel: &str, result: DeliveryResult) {
    let outbox = match outbox {
        "enquiry" => "enquiry",
        "application" => "application",
        "question" => "question",
        "invitation" => "invitation",
        _ => "other",
    };
    let channel = match channel {
        "email" => "email",
        "webhook" => "webhook",
        _ => "other",
    };
    recorded()
        .deliveries
        .get_or_create(&DeliveryLabels {
            outbox,
            channel,
            result: result.as_str(),
        })
        .inc();
}

/// The method as a label: the standard ones by name, any other as `other` (a client may send
/// any token as a method).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

fn status_class(status: StatusCode) -> &'static str {
    match status.as_u16() {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        _ => "5xx",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exposition() -> String {
        let mut registry = Registry::default();
        register(&mut registry);
        let mut text = String::new();
        prometheus_client::encoding::prometheus_text::encode(&mut text, &registry)
            .expect("encodes");
        text
    }

    #[test]
    fn a_request_is_counted_by_route_method_and_status_and_timed_by_status_class() {
        request(
            &Route::Api("/api/team/enquiries/{id}".to_owned()),
            &Method::PATCH,
            StatusCode::CONFLICT,
            Duration::from_millis(3),
        );
        request(
            &Route::Page,
            &Method::from_bytes(b"BREW").expect("a method token"),
            StatusCode::METHOD_NOT_ALLOWED,
            Duration::from_micros(40),
        );
        let text = exposition();
        assert!(
            text.contains(
                "kaveri_http_requests_total{route=\"/api/team/enquiries/{id}\",method=\"PATCH\",status=\"409\"} 1\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "kaveri_http_request_duration_seconds_bucket{route=\"/api/team/enquiries/{id}\",method=\"PATCH\",status_class=\"4xx\",le=\"0.005\"} 1\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "kaveri_http_requests_total{route=\"page\",method=\"other\",status=\"405\"} 1\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn delivery_attempts_are_counted_with_bounded_labels() {
        delivery_attempt("enquiry", "webhook", DeliveryResult::Dead);
        delivery_attempt("enquiry", "webhook", DeliveryResult::Dead);
        delivery_attempt("newsletter", "pigeon", DeliveryResult::Stale);
        let text = exposition();
        assert!(
            text.contains(
                "kaveri_outbox_delivery_attempts_total{outbox=\"enquiry\",channel=\"webhook\",result=\"dead\"} 2\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "kaveri_outbox_delivery_attempts_total{outbox=\"other\",channel=\"other\",result=\"stale\"} 1\n"
            ),
            "{text}"
        );
    }
}
