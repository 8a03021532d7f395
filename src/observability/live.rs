//! The figures read when Prometheus scrapes, not recorded as they happen: the outboxes' backlog
//! (from the database, with a time limit, kept a few seconds so that several scrapers or a
//! fast scrape interval do not query it each time), the database pool, the traffic-counting
//! queue, the build and the process's start.

use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{
    DescriptorEncoder, EncodeGaugeValue, EncodeLabelSet, EncodeMetric,
};
use prometheus_client::metrics::MetricType;
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::gauge::ConstGauge;
use prometheus_client::registry::Unit;

use crate::db::{OutboxBacklog, Store, now_ms};

/// How long one answer from the database serves scrapes.
const KEEP_FOR: Duration = Duration::from_secs(5);
/// How long a scrape waits for the database; past it the outbox series are left out.
const QUERY_TIME_LIMIT: Duration = Duration::from_secs(2);

/// A bounded queue whose depth and drops are worth watching (the traffic counter's).
pub trait Queue: Send + Sync {
    /// Items waiting.
    fn depth(&self) -> u64;
    /// Items it holds at most.
    fn capacity(&self) -> u64;
    /// Items refused or lost since the process started.
    fn dropped(&self) -> u64;
}

/// What the build is: the server's version and the site build it serves.
#[derive(Debug, Clone)]
pub struct Build {
    pub version: &'static str,
    /// An id of the site's build (its home page's content tag): changes with every deploy.
    pub site: String,
}

pub struct Live {
    store: Store,
    queue: Arc<dyn Queue>,
    build: Build,
    /// Unix seconds.
    started: f64,
    backlog: std::sync::Mutex<Backlog>,
    /// One query at a time; scrapes arriving meanwhile wait for its answer.
    querying: tokio::sync::Mutex<()>,
}

#[derive(Default)]
struct Backlog {
    read_at: Option<Instant>,
    /// `None` when the last query failed or took too long.
    outboxes: Option<Vec<OutboxBacklog>>,
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live")
            .field("backend", &self.store.backend())
            .field("build", &self.build)
            .finish_non_exhaustive()
    }
}

impl Live {
    pub fn new(store: Store, queue: Arc<dyn Queue>, build: Build) -> Self {
        let started = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        Self {
            store,
            queue,
            build,
            started,
            backlog: std::sync::Mutex::new(Backlog::default()),
            querying: tokio::sync::Mutex::new(()),
        }
    }

    /// Reads the outboxes' backlog again unless the last answer is recent.
    pub async fn refresh(&self) {
        let _turn = self.querying.lock().await;
        if self
            .backlog()
            .read_at
            .is_some_and(|at| at.elapsed() < KEEP_FOR)
        {
            return;
        }
        let outboxes =
            match tokio::time::timeout(QUERY_TIME_LIMIT, self.store.outbox_backlog()).await {
                Ok(Ok(outboxes)) => Some(outboxes),
                Ok(Err(error)) => {
                    tracing::warn!(%error, "metrics: the outbox backlog could not be read");
                    None
                }
                Err(_) => {
                    tracing::warn!(
                        limit_ms = QUERY_TIME_LIMIT.as_millis() as u64,
                        "metrics: the outbox backlog query took too long"
                    );
                    None
                }
            };
        *self.backlog() = Backlog {
            read_at: Some(Instant::now()),
            outboxes,
        };
    }

    fn backlog(&self) -> std::sync::MutexGuard<'_, Backlog> {
        // A panic while holding it left plain data behind, still fit to read.
        self.backlog.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Collector for Live {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let outboxes = self.backlog().outboxes.clone();
        gauge(
            &mut encoder,
            "kaveri_outbox_query_up",
            "1 when the last read of the outboxes' backlog answered in time; 0 and no \
             kaveri_outbox_* backlog series otherwise",
            None,
            [(NONE, i64::from(outboxes.is_some()))],
        )?;
        let outboxes = outboxes.unwrap_or_default();
        let by_outbox = |value: fn(&OutboxBacklog) -> i64| {
            outboxes
                .iter()
                .map(move |o| ([("outbox", o.outbox.clone())], value(o)))
        };
        gauge(
            &mut encoder,
            "kaveri_outbox_pending_deliveries",
            "Deliveries not yet delivered and not dead, per outbox",
            None,
            by_outbox(|o| o.pending),
        )?;
        let now = now_ms();
        gauge(
            &mut encoder,
            "kaveri_outbox_oldest_pending_age",
            "Age of the oldest pending delivery (since it was first due), per outbox; 0 when \
             none is pending",
            Some(&Unit::Seconds),
            outboxes.iter().map(|o| {
                let age_ms = o.oldest_pending_ms.map_or(0, |at| (now - at).max(0));
                ([("outbox", o.outbox.clone())], age_ms as f64 / 1000.0)
            }),
        )?;
        gauge(
            &mut encoder,
            "kaveri_outbox_dead_deliveries",
            "Deliveries given up on (dead) and not delivered, per outbox",
            None,
            by_outbox(|o| o.dead),
        )?;

        let pool = self.store.pool_stats();
        gauge(
            &mut encoder,
            "kaveri_db_pool_connections",
            "Database connections open, by state (in_use, idle)",
            None,
            [
                (
                    [("backend", pool.backend), ("state", "in_use")],
                    i64::from(pool.open.saturating_sub(pool.idle)),
                ),
                (
                    [("backend", pool.backend), ("state", "idle")],
                    i64::from(pool.idle),
                ),
            ],
        )?;
        gauge(
            &mut encoder,
            "kaveri_db_pool_max_connections",
            "Connections the database pool opens at most",
            None,
            [([("backend", pool.backend)], i64::from(pool.max))],
        )?;

        gauge(
            &mut encoder,
            "kaveri_analytics_queue_depth",
            "Page views and goals waiting to be written",
            None,
            [(NONE, self.queue.depth())],
        )?;
        gauge(
            &mut encoder,
            "kaveri_analytics_queue_capacity",
            "Page views and goals the queue holds at most (ANALYTICS_QUEUE)",
            None,
            [(NONE, self.queue.capacity())],
        )?;
        let dropped = ConstCounter::new(self.queue.dropped());
        let metric = encoder.encode_descriptor(
            "kaveri_analytics_events_dropped",
            "Page views and goals not counted because the queue was full or a batch could not \
             be stored",
            None,
            dropped.metric_type(),
        )?;
        dropped.encode(metric)?;

        gauge(
            &mut encoder,
            "kaveri_build_info",
            "1, labelled with the server's version and the site build it serves",
            None,
            [(
                [
                    ("version", self.build.version),
                    ("site_build", self.build.site.as_str()),
                ],
                1i64,
            )],
        )?;
        gauge(
            &mut encoder,
            "process_start_time",
            "When the process started, in seconds since the Unix epoch",
            Some(&Unit::Seconds),
            [(NONE, self.started)],
        )?;
        Ok(())
    }
}

/// No labels.
const NONE: [(&str, &str); 0] = [];

/// One gauge family: its descriptor, then a sample per label set.
fn gauge<L, V>(
    encoder: &mut DescriptorEncoder,
    name: &str,
    help: &str,
    unit: Option<&Unit>,
    samples: impl IntoIterator<Item = (L, V)>,
) -> Result<(), std::fmt::Error>
where
    L: EncodeLabelSet,
    V: EncodeGaugeValue,
{
    let mut family = encoder.encode_descriptor(name, help, unit, MetricType::Gauge)?;
    for (labels, value) in samples {
        ConstGauge::new(value).encode(family.encode_family(&labels)?)?;
    }
    Ok(())
}
