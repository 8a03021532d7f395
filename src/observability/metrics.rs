//! The series recorded as things happen: requests (by route class and status) and delivery
//! attempts. The figures read at scrape time (the outbox, the pool, the traffic queue) are in
//! [`super::live`].
//!
//! One set per process, in a global: the front answers ahead of the router and its state, the
//! outbox and the background tasks record too, and threading a handle through each of them would
//! change every constructor for what is, like the process, one of a kind. Tests read it through
//! [`register`], as the metrics listener does.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::time::Duration;

use axum::http::{Method, StatusCode};
use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeLabelSet, NoLabelSet};
use prometheus_client::metrics::MetricType;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
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

/// One latency series: a count per bucket (the last is +Inf), not cumulative, and the sum in
/// nanoseconds; plain atomics, so an observation takes no lock.
struct Timings {
    buckets: [AtomicU64; LATENCY_BUCKETS.len() + 1],
    sum_nanos: AtomicU64,
}

impl Timings {
    fn new() -> Self {
        Self {
            buckets: std::array::from_fn(|_| AtomicU64::new(0)),
            sum_nanos: AtomicU64::new(0),
        }
    }

    fn observe(&self, elapsed: Duration) {
        self.buckets[bucket(elapsed)].fetch_add(1, Ordering::Relaxed);
        self.sum_nanos.fetch_add(nanos(elapsed), Ordering::Relaxed);
    }

    /// Adds this series' figures to `into` (per-bucket counts, the sum in nanoseconds).
    fn add_to(&self, into: &mut ([u64; LATENCY_BUCKETS.len() + 1], u64)) {
        for (total, bucket) in into.0.iter_mut().zip(&self.buckets) {
            *total += bucket.load(Ordering::Relaxed);
        }
        into.1 = into.1.wrapping_add(self.sum_nanos.load(Ordering::Relaxed));
    }
}

/// The static front's answers (pages, assets, not-found, refused) to GET and HEAD with the
/// statuses it gives: most of the requests a site serves, counted without a lock or a hash.
/// Each worker thread counts in a shard of its own (on a cache line no other core writes), and a
/// scrape adds the shards up; any other request is counted in [`Recorded::other`].
const STATIC_ROUTES: [Route; 4] = [Route::Page, Route::Asset, Route::NotFound, Route::Rejected];
const STATIC_METHODS: [&str; 2] = ["GET", "HEAD"];
const STATIC_STATUSES: [u16; 10] = [200, 206, 304, 400, 404, 405, 406, 412, 416, 431];
const STATUS_CLASSES: [&str; 5] = ["1xx", "2xx", "3xx", "4xx", "5xx"];
const SHARDS: usize = 16;

const STATIC_REQUEST_CELLS: usize =
    STATIC_ROUTES.len() * STATIC_METHODS.len() * STATIC_STATUSES.len();
const STATIC_TIMING_CELLS: usize =
    STATIC_ROUTES.len() * STATIC_METHODS.len() * STATUS_CLASSES.len();

#[repr(align(128))]
struct Shard {
    requests: [AtomicU64; STATIC_REQUEST_CELLS],
    timings: [Timings; STATIC_TIMING_CELLS],
}

impl Shard {
    fn new() -> Self {
        Self {
            requests: std::array::from_fn(|_| AtomicU64::new(0)),
            timings: std::array::from_fn(|_| Timings::new()),
        }
    }
}

/// This thread's shard: threads are dealt shards in turn, so a runtime's few workers each get
/// their own.
fn shard_index() -> usize {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    thread_local! {
        static INDEX: usize = NEXT.fetch_add(1, Ordering::Relaxed) % SHARDS;
    }
    INDEX.with(|index| *index)
}

/// Any request the static shards do not count: API routes (whose handlers cost far more than a
/// map lookup), other methods and statuses.
#[derive(Default)]
struct Others {
    requests: HashMap<RequestLabels, u64>,
    timings: HashMap<LatencyLabels, ([u64; LATENCY_BUCKETS.len() + 1], u64)>,
}

struct Recorded {
    shards: Box<[Shard]>,
    other: Mutex<Others>,
    deliveries: Family<DeliveryLabels, Counter>,
}

fn recorded() -> &'static Recorded {
    static RECORDED: OnceLock<Recorded> = OnceLock::new();
    RECORDED.get_or_init(|| Recorded {
        shards: (0..SHARDS).map(|_| Shard::new()).collect(),
        other: Mutex::new(Others::default()),
        deliveries: Family::default(),
    })
}

/// The request series, encoded from the shards and the other requests at each scrape.
#[derive(Debug)]
struct HttpSeries;

impl Collector for HttpSeries {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let recorded = recorded();
        let (mut requests, mut timings) = {
            let other = recorded
                .other
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            (
                other.requests.clone().into_iter().collect::<Vec<_>>(),
                other.timings.clone().into_iter().collect::<Vec<_>>(),
            )
        };
        for (cell, labels) in static_request_labels().enumerate() {
            let total: u64 = recorded
                .shards
                .iter()
                .map(|shard| shard.requests[cell].load(Ordering::Relaxed))
                .sum();
            if total > 0 {
                requests.push((labels, total));
            }
        }
        for (cell, labels) in static_timing_labels().enumerate() {
            let mut total = ([0; LATENCY_BUCKETS.len() + 1], 0);
            for shard in &recorded.shards {
                shard.timings[cell].add_to(&mut total);
            }
            if total.0.iter().any(|count| *count > 0) {
                timings.push((labels, total));
            }
        }

        let mut metric = encoder.encode_descriptor(
            "kaveri_http_requests",
            "Requests answered, by route class, method and status code",
            None,
            MetricType::Counter,
        )?;
        for (labels, total) in &requests {
            metric
                .encode_family(labels)?
                .encode_counter::<NoLabelSet, _, u64>(total, None)?;
        }
        let mut metric = encoder.encode_descriptor(
            "kaveri_http_request_duration",
            "Time from the request's head to its response's head, by route class, method and \
             status class",
            Some(&Unit::Seconds),
            MetricType::Histogram,
        )?;
        for (labels, (buckets, sum_nanos)) in &timings {
            let bounds = LATENCY_BUCKETS.iter().copied().chain([f64::INFINITY]);
            let buckets: Vec<(f64, u64)> = bounds.zip(buckets.iter().copied()).collect();
            let count = buckets.iter().map(|(_, count)| count).sum();
            #[allow(clippy::cast_precision_loss)]
            let sum = *sum_nanos as f64 / 1e9;
            metric
                .encode_family(labels)?
                .encode_histogram::<NoLabelSet>(sum, count, &buckets, None)?;
        }
        Ok(())
    }
}

/// The labels of the static request cells, in cell order.
fn static_request_labels() -> impl Iterator<Item = RequestLabels> {
    STATIC_ROUTES.iter().flat_map(|route| {
        STATIC_METHODS.iter().flat_map(move |method| {
            STATIC_STATUSES.iter().map(move |status| RequestLabels {
                route: route.label(),
                method,
                status: *status,
            })
        })
    })
}

/// The labels of the static timing cells, in cell order.
fn static_timing_labels() -> impl Iterator<Item = LatencyLabels> {
    STATIC_ROUTES.iter().flat_map(|route| {
        STATIC_METHODS.iter().flat_map(move |method| {
            STATUS_CLASSES
                .iter()
                .map(move |status_class| LatencyLabels {
                    route: route.label(),
                    method,
                    status_class,
                })
        })
    })
}

/// Where a static answer is counted: its request cell and its timing cell, or `None` when its
/// route, method or status is not one the shards hold.
fn static_cells(route: &Route, method: &'static str, status: StatusCode) -> Option<(usize, usize)> {
    let route = match route {
        Route::Page => 0,
        Route::Asset => 1,
        Route::NotFound => 2,
        Route::Rejected => 3,
        Route::Api(_) | Route::Unmatched => return None,
    };
    let method = STATIC_METHODS.iter().position(|m| *m == method)?;
    let status_index = STATIC_STATUSES.iter().position(|s| *s == status.as_u16())?;
    let class = STATUS_CLASSES
        .iter()
        .position(|c| *c == status_class(status))?;
    let per_route = STATIC_METHODS.len();
    Some((
        (route * per_route + method) * STATIC_STATUSES.len() + status_index,
        (route * per_route + method) * STATUS_CLASSES.len() + class,
    ))
}

/// Adds the recorded series to `registry` (the metrics listener's).
pub fn register(registry: &mut Registry) {
    let recorded = recorded();
    registry.register_collector(Box::new(HttpSeries));
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
    let method = method_label(method);
    if let Some((request_cell, timing_cell)) = static_cells(route, method, status) {
        let shard = &recorded.shards[shard_index()];
        shard.requests[request_cell].fetch_add(1, Ordering::Relaxed);
        shard.timings[timing_cell].observe(elapsed);
        return;
    }
    let route = route.label();
    let mut other = recorded
        .other
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    *other
        .requests
        .entry(RequestLabels {
            route: route.clone(),
            method,
            status: status.as_u16(),
        })
        .or_default() += 1;
    let timing = other
        .timings
        .entry(LatencyLabels {
            route,
            method,
            status_class: status_class(status),
        })
        .or_insert(([0; LATENCY_BUCKETS.len() + 1], 0));
    timing.0[bucket(elapsed)] += 1;
    timing.1 = timing.1.wrapping_add(nanos(elapsed));
}

/// The latency bucket `elapsed` falls in (the last is +Inf).
fn bucket(elapsed: Duration) -> usize {
    let seconds = elapsed.as_secs_f64();
    LATENCY_BUCKETS
        .iter()
        .position(|bound| seconds <= *bound)
        .unwrap_or(LATENCY_BUCKETS.len())
}

fn nanos(elapsed: Duration) -> u64 {
    u64::try_from(elapsed.as_nanos()).unwrap_or(u64::MAX)
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
    fn static_answers_counted_on_many_threads_add_up_at_the_scrape() {
        let threads: Vec<_> = (0..4)
            .map(|_| {
                std::thread::spawn(|| {
                    for _ in 0..250 {
                        request(
                            &Route::Rejected,
                            &Method::HEAD,
                            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
                            Duration::from_micros(700),
                        );
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().expect("the thread counts");
        }
        let text = exposition();
        assert!(
            text.contains(
                "kaveri_http_requests_total{route=\"rejected\",method=\"HEAD\",status=\"431\"} 1000\n"
            ),
            "{text}"
        );
        for (le, count) in [("0.0005", 0), ("0.001", 1000), ("+Inf", 1000)] {
            assert!(
                text.contains(&format!(
                    "kaveri_http_request_duration_seconds_bucket{{route=\"rejected\",method=\"HEAD\",status_class=\"4xx\",le=\"{le}\"}} {count}\n"
                )),
                "{text}"
            );
        }
        assert!(
            text.contains(
                "kaveri_http_request_duration_seconds_sum{route=\"rejected\",method=\"HEAD\",status_class=\"4xx\"} 0.7\n"
            ),
            "{text}"
        );
        // One descriptor per metric, however many places its series come from.
        assert_eq!(
            text.matches("# TYPE kaveri_http_requests_total").count(),
            1,
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
