//! A per-client token bucket: `burst` submissions at once, refilled at `per_minute`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One bucket per route group, set on its routes as an extension; [`super::extract::Guarded`]
/// takes a token from it for the client. `None` when the limit is off.
#[derive(Clone, Default)]
pub struct ClientLimit(pub Option<Arc<RateLimiter>>);

impl ClientLimit {
    /// A limiter of `multiplier` times the configured allowance.
    pub fn new(per_minute: u32, burst: u32, multiplier: u32) -> Self {
        Self(
            RateLimiter::new(
                per_minute.saturating_mul(multiplier),
                burst.saturating_mul(multiplier),
            )
            .map(Arc::new),
        )
    }
}

pub struct RateLimiter {
    capacity: f64,
    per_second: f64,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

#[derive(Clone, Copy)]
struct Bucket {
    tokens: f64,
    updated: Instant,
}

/// Forget clients once this many are tracked and their buckets are full again.
const PRUNE_AT: usize = 10_000;

impl RateLimiter {
    /// `None` when the limit is off (`per_minute` = 0).
    pub fn new(per_minute: u32, burst: u32) -> Option<Self> {
        (per_minute > 0).then(|| Self {
            capacity: f64::from(burst.max(1)),
            per_second: f64::from(per_minute) / 60.0,
            buckets: Mutex::new(HashMap::new()),
        })
    }

    /// Takes one token for `client`, or says how long until one is free.
    pub fn check(&self, client: IpAddr) -> Result<(), Duration> {
        self.check_at(client, Instant::now())
    }

    fn check_at(&self, client: IpAddr, now: Instant) -> Result<(), Duration> {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() >= PRUNE_AT {
            let (capacity, rate) = (self.capacity, self.per_second);
            buckets.retain(|_, b| {
                b.tokens + now.duration_since(b.updated).as_secs_f64() * rate < capacity
            });
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            tokens: self.capacity,
            updated: now,
        });
        let refilled = now.duration_since(bucket.updated).as_secs_f64() * self.per_second;
        bucket.tokens = (bucket.tokens + refilled).min(self.capacity);
        bucket.updated = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            let wait = (1.0 - bucket.tokens) / self.per_second;
            Err(Duration::from_secs_f64(wait.ceil().max(1.0)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_is_allowed_then_the_client_waits_for_a_refill() {
        let limiter = RateLimiter::new(60, 3).expect("on");
        let client: IpAddr = [127, 0, 0, 1].into();
        let start = Instant::now();
        for _ in 0..3 {
            assert!(limiter.check_at(client, start).is_ok());
        }
        assert_eq!(limiter.check_at(client, start), Err(Duration::from_secs(1)));
        assert!(
            limiter
                .check_at(client, start + Duration::from_secs(1))
                .is_ok()
        );
        let other: IpAddr = [127, 0, 0, 2].into();
        assert!(limiter.check_at(other, start).is_ok());
    }

    #[test]
    fn zero_turns_the_limit_off() {
        assert!(RateLimiter::new(0, 5).is_none());
    }
}
