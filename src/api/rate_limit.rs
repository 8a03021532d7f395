//! Per-client rate limits: `burst` requests at once, refilled at `per_minute`, per route group
//! and per class (reads, writes), counted with a generic cell rate algorithm ([`Gcra`]). On
//! PostgreSQL every replica counts in the shared `rate_limits` table, so N replicas allow what
//! one does; on SQLite (one instance) the counts are kept in memory. [`FeatureRoutes`] puts the
//! limit on every route it builds ([`enforce`]); [`super::extract::Guarded`] reads its verdict.
//!
//! [`FeatureRoutes`]: super::feature::FeatureRoutes

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

use super::error::ApiError;
use super::guards::{self, Proxies};
use crate::config::RateLimitConfig;
use crate::db::{SharedLimits, Store, Taken};

/// How long a check may wait for PostgreSQL before the replica counts in its own memory.
const DATABASE_TIMEOUT: Duration = Duration::from_millis(250);
/// After a failed check, the replica counts in its own memory this long before asking again
/// (an outage costs each request nothing, and is logged once per period).
const FALLBACK_FOR: Duration = Duration::from_secs(5);
/// Forget in-memory buckets once this many are tracked and their time has passed.
const PRUNE_AT: usize = 10_000;

/// The configured allowance (`RATE_LIMIT_PER_MINUTE`, `RATE_LIMIT_BURST`) or a multiple of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Allowance {
    /// Sustained requests a minute; 0: no limit.
    pub per_minute: u32,
    /// Requests at once.
    pub burst: u32,
}

impl Allowance {
    fn configured(config: &RateLimitConfig) -> Self {
        Self {
            per_minute: config.per_minute,
            burst: config.burst,
        }
    }

    pub fn times(self, multiple: u32) -> Self {
        Self {
            per_minute: self.per_minute.saturating_mul(multiple),
            burst: self.burst.saturating_mul(multiple),
        }
    }
}

/// The generic cell rate algorithm: a bucket is one number, its theoretical arrival time (`tat`,
/// in ms). A request at `now` is allowed when `tat - now <= tolerance`; `tat` then becomes
/// `max(tat, now) + interval`. With `tolerance = (burst - 1) × interval` that is a token bucket
/// of `burst` tokens refilled one per `interval`; a bucket whose `tat` has passed is full and
/// needs no state. `src/db/rate_limits.rs` runs the same arithmetic in one SQL statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gcra {
    pub interval_ms: i64,
    pub tolerance_ms: i64,
}

impl Gcra {
    /// `None` when the allowance is no limit (`per_minute` = 0).
    pub fn new(allowance: Allowance) -> Option<Self> {
        (allowance.per_minute > 0).then(|| {
            let interval_ms = (60_000 / i64::from(allowance.per_minute)).max(1);
            Self {
                interval_ms,
                tolerance_ms: interval_ms * (i64::from(allowance.burst.max(1)) - 1),
            }
        })
    }

    /// A request at `now` on a bucket at `tat` (`None`: no state, a full bucket): the bucket's
    /// new `tat`, or how many ms until a request would be allowed.
    pub fn take(self, tat: Option<i64>, now: i64) -> Result<i64, i64> {
        let tat = tat.map_or(now, |tat| tat.max(now));
        if tat - now > self.tolerance_ms {
            Err(tat - now - self.tolerance_ms)
        } else {
            Ok(tat + self.interval_ms)
        }
    }
}

/// A client as the limits count it: an IPv4 address, or the /64 an IPv6 address is in (a
/// host is given a whole /64 and may use any address of it); an IPv4-mapped IPv6 address is
/// its IPv4 address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientKey {
    V4(Ipv4Addr),
    V6Prefix(u64),
}

impl ClientKey {
    pub fn of(ip: IpAddr) -> Self {
        match guards::canonical(ip) {
            IpAddr::V4(v4) => ClientKey::V4(v4),
            IpAddr::V6(v6) => ClientKey::V6Prefix((u128::from(v6) >> 64) as u64),
        }
    }
}

impl fmt::Display for ClientKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientKey::V4(v4) => write!(f, "{v4}"),
            ClientKey::V6Prefix(prefix) => {
                write!(f, "{}/64", Ipv6Addr::from(u128::from(*prefix) << 64))
            }
        }
    }
}

/// Reads (`GET`, `HEAD`, `OPTIONS`) and writes (every other method) are counted apart, so a
/// group may allow more reads than writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Read,
    Write,
}

impl Class {
    pub fn of(method: &Method) -> Self {
        if method == Method::GET || method == Method::HEAD || method == Method::OPTIONS {
            Class::Read
        } else {
            Class::Write
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Class::Read => "read",
            Class::Write => "write",
        }
    }
}

/// The limit layer's decision on a request, put on it for [`super::extract::Guarded`] (which
/// refuses a request without one: a route built outside `FeatureRoutes`).
#[derive(Debug, Clone, Copy)]
pub struct Checked {
    /// The client's address ([`guards::client_ip`]).
    pub client: IpAddr,
    pub verdict: Verdict,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Allowed,
    /// Over the allowance; the handler answers 429 itself (a form post, whose refusal is the
    /// form's page again). Other routes are answered 429 by the layer and never run.
    Refused(Duration),
}

/// The limiter every route shares: the configured allowance, the client address rule, and where
/// the buckets are kept.
#[derive(Clone)]
pub struct RateLimiter(Arc<Limiter>);

struct Limiter {
    /// `None`: limits are off (`RATE_LIMIT_PER_MINUTE=0`).
    base: Option<Allowance>,
    proxies: Arc<Proxies>,
    /// PostgreSQL's table, when the store is PostgreSQL.
    shared: Option<SharedLimits>,
    /// SQLite's buckets; on PostgreSQL, the replica's own while the database does not answer.
    memory: Buckets,
    started: Instant,
    /// Until when (ms since `started`) the database is not asked, after it failed.
    database_down_until: AtomicI64,
}

impl RateLimiter {
    /// Shared through the database on PostgreSQL, in memory on SQLite.
    pub fn new(config: &RateLimitConfig, store: &Store, proxies: Arc<Proxies>) -> Self {
        Self::build(
            Allowance::configured(config),
            store.shared_limits(),
            proxies,
        )
    }

    /// In memory whatever the store (for listing the routes, which counts nothing).
    pub fn in_memory(config: &RateLimitConfig, proxies: Arc<Proxies>) -> Self {
        Self::build(Allowance::configured(config), None, proxies)
    }

    fn build(base: Allowance, shared: Option<SharedLimits>, proxies: Arc<Proxies>) -> Self {
        Self(Arc::new(Limiter {
            base: (base.per_minute > 0).then_some(base),
            proxies,
            shared,
            memory: Buckets::default(),
            started: Instant::now(),
            database_down_until: AtomicI64::new(0),
        }))
    }

    /// A route group's limit: `writes` and `reads` times the configured allowance.
    pub fn group(&self, name: &'static str, writes: u32, reads: u32) -> ClientLimit {
        ClientLimit {
            limiter: self.clone(),
            group: name,
            writes,
            reads,
        }
    }

    fn now_ms(&self) -> i64 {
        i64::try_from(self.0.started.elapsed().as_millis()).unwrap_or(i64::MAX)
    }

    /// Takes one cell of `bucket` for a request now.
    async fn take(&self, bucket: &str, gcra: Gcra) -> Verdict {
        let now = self.now_ms();
        let limiter = &self.0;
        if let Some(shared) = &limiter.shared
            && now >= limiter.database_down_until.load(Ordering::Relaxed)
        {
            let asked = tokio::time::timeout(
                DATABASE_TIMEOUT,
                shared.take(bucket, gcra.interval_ms, gcra.tolerance_ms),
            )
            .await;
            let failure = match asked {
                Ok(Ok(Taken::Allowed)) => return Verdict::Allowed,
                Ok(Ok(Taken::Refused { wait_ms })) => return refused(wait_ms),
                Ok(Err(error)) => error.to_string(),
                Err(_) => format!("no answer in {} ms", DATABASE_TIMEOUT.as_millis()),
            };
            let until = now + i64::try_from(FALLBACK_FOR.as_millis()).unwrap_or(i64::MAX);
            if limiter.database_down_until.swap(until, Ordering::Relaxed) <= now {
                tracing::warn!(
                    error = failure,
                    seconds = FALLBACK_FOR.as_secs(),
                    "rate limit: the database did not answer; this replica counts alone (its own \
                     allowance, not the cluster's) until it asks again"
                );
            }
        }
        match limiter.memory.take(bucket, gcra, now) {
            Ok(()) => Verdict::Allowed,
            Err(wait_ms) => refused(wait_ms),
        }
    }
}

/// A refusal whose wait, in whole seconds as `Retry-After` gives it, is never shorter than the
/// bucket's.
fn refused(wait_ms: i64) -> Verdict {
    let seconds = u64::try_from(wait_ms).unwrap_or(0).div_ceil(1000).max(1);
    Verdict::Refused(Duration::from_secs(seconds))
}

/// Buckets in memory: bucket name to `tat` (ms since the limiter started).
#[derive(Default)]
struct Buckets(Mutex<HashMap<String, i64>>);

impl Buckets {
    fn take(&self, bucket: &str, gcra: Gcra, now: i64) -> Result<(), i64> {
        let mut buckets = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= PRUNE_AT {
            buckets.retain(|_, tat| *tat > now);
        }
        let tat = gcra.take(buckets.get(bucket).copied(), now)?;
        buckets.insert(bucket.to_owned(), tat);
        Ok(())
    }
}

/// One route group's limit on the shared limiter: its name, and its allowance for writes and
/// for reads in multiples of the configured one. Each (group, class, client) is one bucket.
#[derive(Clone)]
pub struct ClientLimit {
    limiter: RateLimiter,
    group: &'static str,
    writes: u32,
    reads: u32,
}

/// What a route is counted against, as the route table shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LimitInfo {
    pub group: &'static str,
    pub class: Class,
    #[serde(flatten)]
    pub allowance: Allowance,
}

impl ClientLimit {
    fn allowance(&self, class: Class) -> Option<Allowance> {
        let multiple = match class {
            Class::Read => self.reads,
            Class::Write => self.writes,
        };
        self.limiter.0.base.map(|base| base.times(multiple))
    }

    /// The limit on requests of `class`, for the route table (an allowance of 0 a minute when
    /// limits are off).
    pub fn describe(&self, class: Class) -> LimitInfo {
        LimitInfo {
            group: self.group,
            class,
            allowance: self.allowance(class).unwrap_or(Allowance {
                per_minute: 0,
                burst: 0,
            }),
        }
    }

    /// Counts a request of `class` from `client`.
    pub async fn check(&self, class: Class, client: IpAddr) -> Verdict {
        let Some(gcra) = self.allowance(class).and_then(Gcra::new) else {
            return Verdict::Allowed;
        };
        self.limiter
            .take(&bucket_name(self.group, class, ClientKey::of(client)), gcra)
            .await
    }
}

/// `<group>:<class>:<hash>`: the client's key is stored only as a SHA-256 (unkeyed, so not
/// anonymous: it keeps addresses out of plain sight in the database), 128 bits of it.
fn bucket_name(group: &str, class: Class, client: ClientKey) -> String {
    let digest = Sha256::digest(client.to_string().as_bytes());
    format!("{group}:{}:{}", class.as_str(), hex::encode(&digest[..16]))
}

/// A route's limit, as [`enforce`] takes it.
#[derive(Clone)]
pub struct RouteLimit {
    pub limit: ClientLimit,
    /// The handler answers a refusal itself ([`Verdict::Refused`]); only form posts, whose
    /// extractor refuses before anything is read.
    pub handler_answers_refusal: bool,
}

/// The limit layer on every route `FeatureRoutes` builds: counts the request against its
/// group's bucket for its class and client, answers 429 with `Retry-After` when it is over
/// (or leaves that to a form post's handler), and puts the [`Checked`] verdict on the request.
pub async fn enforce(
    State(route): State<RouteLimit>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(SocketAddr::from((Ipv4Addr::UNSPECIFIED, 0)), |c| c.0);
    let client = guards::client_ip(request.headers(), peer, &route.limit.limiter.0.proxies);
    let verdict = route.limit.check(Class::of(request.method()), client).await;
    if let Verdict::Refused(wait) = verdict
        && !route.handler_answers_refusal
    {
        return ApiError::RateLimited(wait).into_response();
    }
    request.extensions_mut().insert(Checked { client, verdict });
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gcra(per_minute: u32, burst: u32) -> Gcra {
        Gcra::new(Allowance { per_minute, burst }).expect("on")
    }

    #[test]
    fn a_burst_is_allowed_then_one_request_per_interval() {
        // 60 a minute: one a second; 3 at once.
        let g = gcra(60, 3);
        assert_eq!(
            g,
            Gcra {
                interval_ms: 1_000,
                tolerance_ms: 2_000
            }
        );
        let mut tat = None;
        for _ in 0..3 {
            tat = Some(g.take(tat, 0).expect("within the burst"));
        }
        assert_eq!(tat, Some(3_000));
        assert_eq!(g.take(tat, 0), Err(1_000), "the fourth waits one interval");
        assert_eq!(g.take(tat, 400), Err(600), "less as time passes");
        let refilled = g.take(tat, 1_000).expect("one cell back after an interval");
        assert_eq!(refilled, 4_000);
        assert_eq!(g.take(Some(refilled), 1_000), Err(1_000), "and only one");
    }

    #[test]
    fn an_idle_bucket_is_full_again_and_never_holds_more_than_the_burst() {
        let g = gcra(60, 3);
        // A bucket last used long ago is the same as none at all.
        assert_eq!(g.take(Some(5_000), 1_000_000), g.take(None, 1_000_000));
        let mut tat = Some(5_000);
        for _ in 0..3 {
            tat = Some(g.take(tat, 1_000_000).expect("a full burst"));
        }
        assert!(g.take(tat, 1_000_000).is_err(), "not a fourth");
    }

    #[test]
    fn a_burst_of_one_is_one_request_per_interval_and_zero_is_no_limit() {
        let g = gcra(1, 1);
        assert_eq!(g.tolerance_ms, 0);
        let tat = g.take(None, 0).expect("the first");
        assert_eq!(g.take(Some(tat), 59_999), Err(1));
        assert!(g.take(Some(tat), 60_000).is_ok());
        assert_eq!(
            gcra(1, 0),
            g,
            "a burst of 0 is read as 1: a limit that refuses everything is not one"
        );
        assert!(
            Gcra::new(Allowance {
                per_minute: 0,
                burst: 5
            })
            .is_none()
        );
        // Faster than one a millisecond is one a millisecond.
        assert_eq!(gcra(120_000, 1).interval_ms, 1);
    }

    #[test]
    fn the_wait_is_rounded_up_to_whole_seconds() {
        assert_eq!(refused(1), Verdict::Refused(Duration::from_secs(1)));
        assert_eq!(refused(1_000), Verdict::Refused(Duration::from_secs(1)));
        assert_eq!(refused(1_001), Verdict::Refused(Duration::from_secs(2)));
        assert_eq!(refused(59_999), Verdict::Refused(Duration::from_secs(60)));
    }

    #[test]
    fn multiples_scale_both_the_rate_and_the_burst() {
        let base = Allowance {
            per_minute: 10,
            burst: 5,
        };
        assert_eq!(
            base.times(6),
            Allowance {
                per_minute: 60,
                burst: 30
            }
        );
        assert_eq!(base.times(u32::MAX).per_minute, u32::MAX);
    }

    #[test]
    fn ipv6_clients_are_their_64_and_mapped_ipv4_is_ipv4() {
        let ip = |text: &str| text.parse::<IpAddr>().expect("address");
        let host = ClientKey::of(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd"));
        assert_eq!(host, ClientKey::of(ip("2001:db8:1:2::1")));
        assert_eq!(host, ClientKey::of(ip("2001:db8:1:2:ffff:ffff:ffff:ffff")));
        assert_ne!(host, ClientKey::of(ip("2001:db8:1:3::1")), "the next /64");
        assert_eq!(host.to_string(), "2001:db8:1:2::/64");
        assert_eq!(
            ClientKey::of(ip("::ffff:203.0.113.7")),
            ClientKey::of(ip("203.0.113.7"))
        );
        assert_eq!(
            ClientKey::of(ip("::ffff:203.0.113.7")).to_string(),
            "203.0.113.7"
        );
        assert_ne!(
            ClientKey::of(ip("203.0.113.7")),
            ClientKey::of(ip("203.0.113.8")),
            "IPv4 addresses are each their own"
        );
    }

    #[test]
    fn a_bucket_is_one_group_class_and_client_and_names_no_address() {
        let client = ClientKey::of("203.0.113.7".parse().expect("address"));
        let name = bucket_name("team", Class::Read, client);
        assert!(name.starts_with("team:read:"), "{name}");
        assert!(!name.contains("203.0.113.7"), "{name}");
        assert_eq!(name.len(), "team:read:".len() + 32);
        assert_ne!(name, bucket_name("team", Class::Write, client));
        assert_ne!(name, bucket_name("api", Class::Read, client));
    }

    #[test]
    fn reads_and_writes_are_told_apart_by_method() {
        for method in [Method::GET, Method::HEAD, Method::OPTIONS] {
            assert_eq!(Class::of(&method), Class::Read);
        }
        for method in [Method::POST, Method::PATCH, Method::PUT, Method::DELETE] {
            assert_eq!(Class::of(&method), Class::Write);
        }
    }

    #[test]
    fn memory_buckets_count_apart_and_forget_only_full_ones() {
        let buckets = Buckets::default();
        let g = gcra(60, 2);
        assert!(buckets.take("a", g, 0).is_ok());
        assert!(buckets.take("a", g, 0).is_ok());
        assert_eq!(buckets.take("a", g, 0), Err(1_000));
        assert!(buckets.take("b", g, 0).is_ok(), "another bucket");
        for n in 0..PRUNE_AT {
            assert!(buckets.take(&format!("idle-{n}"), g, 0).is_ok());
        }
        // Past every idle bucket's time: they are pruned, and "a" is full again.
        assert!(buckets.take("a", g, 10_000).is_ok());
        let kept = buckets.0.lock().expect("lock").len();
        assert!(kept < 10, "{kept} buckets kept");
    }

    #[tokio::test]
    async fn a_limiter_counts_each_group_and_class_apart_and_off_allows_everything() {
        let one = Allowance {
            per_minute: 1,
            burst: 1,
        };
        let limiter = RateLimiter::build(one, None, Arc::new(Proxies::default()));
        let team = limiter.group("team", 2, 5);
        let client: IpAddr = [192, 0, 2, 1].into();
        for _ in 0..2 {
            assert_eq!(team.check(Class::Write, client).await, Verdict::Allowed);
        }
        assert!(matches!(
            team.check(Class::Write, client).await,
            Verdict::Refused(_)
        ));
        for _ in 0..5 {
            assert_eq!(team.check(Class::Read, client).await, Verdict::Allowed);
        }
        assert!(matches!(
            team.check(Class::Read, client).await,
            Verdict::Refused(_)
        ));
        let other = limiter.group("api", 1, 1);
        assert_eq!(other.check(Class::Write, client).await, Verdict::Allowed);
        let off = RateLimiter::build(
            Allowance {
                per_minute: 0,
                burst: 1,
            },
            None,
            Arc::new(Proxies::default()),
        )
        .group("team", 1, 1);
        for _ in 0..100 {
            assert_eq!(off.check(Class::Write, client).await, Verdict::Allowed);
        }
        assert_eq!(off.describe(Class::Write).allowance.per_minute, 0);
    }
}
