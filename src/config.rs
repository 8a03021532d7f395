//! Settings, read from flags or the environment (the environment is the documented interface).

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser};

#[derive(Parser, Debug, Clone)]
pub struct ServeConfig {
    /// Address to listen on.
    #[arg(long, env = "HOST", default_value = "0.0.0.0")]
    pub host: IpAddr,
    /// Port to listen on.
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,
    /// The pre-rendered web build (the client directory).
    #[arg(long, env = "STATIC_DIR", default_value = "web/build/client")]
    pub static_dir: PathBuf,
    /// The site's canonical origin; form posts from it are accepted besides the request's host.
    #[arg(
        long,
        env = "SITE_URL",
        default_value = "https://www.kaveri-digital.example"
    )]
    pub site_url: String,
    #[command(flatten)]
    pub database: DatabaseConfig,
    #[command(flatten)]
    pub delivery: DeliveryConfig,
    #[command(flatten)]
    pub rate_limit: RateLimitConfig,
    #[command(flatten)]
    pub applications: ApplicationsConfig,
    #[command(flatten)]
    pub analytics: AnalyticsConfig,
    #[command(flatten)]
    pub observability: ObservabilityConfig,
    #[command(flatten)]
    pub shutdown: ShutdownConfig,
}

/// A setting the server refuses to start with.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "{0} is set but WEBHOOK_SECRET is not: every webhook is signed with it, and without a \
         signature its receiver cannot tell our deliveries from forged ones; set WEBHOOK_SECRET \
         (and give the receiver the same key)"
    )]
    WebhookWithoutSecret(&'static str),
}

impl ServeConfig {
    /// Refuses settings that would start a server doing something unsafe or pointless (checks
    /// that need the database or the network happen where those are opened).
    pub fn check(&self) -> Result<(), ConfigError> {
        let delivery = &self.delivery;
        let secret = delivery
            .webhook_secret
            .as_deref()
            .is_some_and(|s| !s.trim().is_empty());
        for (variable, url) in [
            ("ENQUIRY_WEBHOOK_URL", &delivery.webhook_url),
            ("APPLICATION_WEBHOOK_URL", &delivery.application_webhook_url),
        ] {
            if url.as_deref().is_some_and(|u| !u.trim().is_empty()) && !secret {
                return Err(ConfigError::WebhookWithoutSecret(variable));
            }
        }
        Ok(())
    }
}

/// What an on-call engineer reads: the metrics listener (docs/operations.md).
#[derive(Args, Debug, Clone)]
pub struct ObservabilityConfig {
    /// Where to serve Prometheus metrics at `/metrics` (e.g. `0.0.0.0:9464`), on a listener of
    /// its own so the public port never shows them; unset: no metrics listener.
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,
}

/// What happens on SIGTERM (a rolling deploy): not ready at once, serving on for the drain
/// delay while the balancer notices, then finishing what is in flight within the timeout.
#[derive(Args, Debug, Clone)]
pub struct ShutdownConfig {
    /// After SIGTERM, how long the replica keeps serving while reporting not ready (ms).
    #[arg(long = "shutdown-drain-delay-ms", env = "SHUTDOWN_DRAIN_DELAY_MS", default_value = "5000", value_parser = millis)]
    pub drain_delay: Duration,
    /// Then, how long requests in flight and deliveries being sent may take to finish (ms);
    /// past it they are cut off and their deliveries given back for another replica.
    #[arg(long = "shutdown-timeout-ms", env = "SHUTDOWN_TIMEOUT_MS", default_value = "20000", value_parser = millis)]
    pub timeout: Duration,
}

#[derive(Args, Debug, Clone)]
pub struct ApplicationsConfig {
    #[command(flatten)]
    pub storage: StorageConfig,
    /// Days an application and its CV are kept before they are deleted.
    #[arg(long, env = "APPLICATION_RETENTION_DAYS", default_value_t = 180)]
    pub retention_days: u32,
    /// CV objects without an application are deleted once this old (seconds). The sweep at
    /// start uses it as is: 0 is safe only when no other instance writes to the same store.
    #[arg(long, env = "APPLICATION_ORPHAN_GRACE_SECS", default_value_t = 900)]
    pub orphan_grace_secs: u64,
}

impl ApplicationsConfig {
    pub fn retention(&self) -> Duration {
        Duration::from_secs(u64::from(self.retention_days) * 24 * 3600)
    }
}

#[derive(Args, Debug, Clone)]
pub struct StorageConfig {
    /// Where CVs are kept: unset for `data/uploads`, `file:///path`, or `s3://bucket[/prefix]`
    /// (endpoint, region and credentials from the `AWS_*` variables).
    #[arg(
        long = "object-store-url",
        env = "OBJECT_STORE_URL",
        hide_env_values = true
    )]
    pub object_store_url: Option<String>,
}

#[derive(Args, Debug, Clone)]
pub struct DatabaseConfig {
    /// `sqlite:<path>` or `postgres://…`.
    #[arg(
        long = "database-url",
        env = "DATABASE_URL",
        default_value = "sqlite:data/site.db",
        hide_env_values = true
    )]
    pub url: String,
    /// PostgreSQL: connections the pool opens at most (each instance; SQLite keeps its own 4).
    #[arg(
        long = "database-pool-size",
        env = "DATABASE_POOL_SIZE",
        default_value_t = 16,
        value_parser = clap::value_parser!(u32).range(1..=1000)
    )]
    pub pool_size: u32,
    /// PostgreSQL: how long a query waits for a free connection before it fails (milliseconds).
    #[arg(
        long = "database-acquire-timeout-ms",
        env = "DATABASE_ACQUIRE_TIMEOUT_MS",
        default_value = "5000",
        value_parser = millis
    )]
    pub acquire_timeout: Duration,
}

impl DatabaseConfig {
    pub fn pool(&self) -> crate::db::PoolSettings {
        crate::db::PoolSettings {
            max_connections: self.pool_size,
            acquire_timeout: self.acquire_timeout,
        }
    }
}

#[derive(Args, Debug, Clone)]
pub struct DeliveryConfig {
    /// SMTP server for enquiry e-mails (`smtps://user:pass@host:465`, `smtp://host:587?tls=required`).
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// Endpoint that receives each enquiry as signed JSON.
    #[arg(long, env = "ENQUIRY_WEBHOOK_URL", hide_env_values = true)]
    pub webhook_url: Option<String>,
    /// Key for the webhook's HMAC-SHA256 signature header.
    #[arg(long, env = "WEBHOOK_SECRET", hide_env_values = true)]
    pub webhook_secret: Option<String>,
    /// Sender of enquiry e-mails.
    #[arg(
        long = "enquiry-from",
        env = "ENQUIRY_FROM",
        default_value = "Kaveri Digital website <website@kaveri-digital.example>"
    )]
    pub from: String,
    /// Recipient of enquiry e-mails (the sales team).
    #[arg(
        long = "enquiry-to",
        env = "ENQUIRY_TO",
        default_value = "sales@kaveri-digital.example"
    )]
    pub to: String,
    /// Recipient of application e-mails (the hiring team).
    #[arg(
        long = "application-to",
        env = "APPLICATION_TO",
        default_value = "careers@kaveri-digital.example"
    )]
    pub application_to: String,
    /// Endpoint (an applicant-tracking system) that receives each application as signed JSON.
    #[arg(long, env = "APPLICATION_WEBHOOK_URL", hide_env_values = true)]
    pub application_webhook_url: Option<String>,
    /// First retry delay in milliseconds; doubles each attempt.
    #[arg(long = "delivery-retry-base-ms", env = "DELIVERY_RETRY_BASE_MS", default_value = "5000", value_parser = millis)]
    pub retry_base: Duration,
    /// Longest retry delay in milliseconds.
    #[arg(long = "delivery-retry-max-ms", env = "DELIVERY_RETRY_MAX_MS", default_value = "3600000", value_parser = millis)]
    pub retry_max: Duration,
    /// How often the outbox looks for due deliveries, in milliseconds.
    #[arg(long = "delivery-poll-ms", env = "DELIVERY_POLL_MS", default_value = "2000", value_parser = millis)]
    pub poll_interval: Duration,
    /// How long a claimed delivery is held before another instance may take it, in
    /// milliseconds; renewed every third of it while the send runs.
    #[arg(long = "delivery-lease-ms", env = "DELIVERY_LEASE_MS", default_value = "30000", value_parser = lease_millis)]
    pub lease: Duration,
    /// Deliveries sent at once by this instance.
    #[arg(long = "delivery-workers", env = "DELIVERY_WORKERS", default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub workers: u16,
    /// Attempts before a delivery is dead (shown in the console, retried by an administrator).
    #[arg(long = "delivery-max-attempts", env = "DELIVERY_MAX_ATTEMPTS", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub max_attempts: u32,
}

#[derive(Args, Debug, Clone)]
pub struct RateLimitConfig {
    /// Sustained API requests per client per minute, the unit each route group's allowance is
    /// a multiple of (0 turns the limit off).
    #[arg(long, env = "RATE_LIMIT_PER_MINUTE", default_value_t = 10)]
    pub per_minute: u32,
    /// Requests a client may make in a burst before the per-minute rate applies (the same unit).
    #[arg(long, env = "RATE_LIMIT_BURST", default_value_t = 5)]
    pub burst: u32,
    /// The reverse proxies (addresses or CIDR ranges, comma-separated) whose `X-Forwarded-For`
    /// names the client: the rightmost entry that is not one of them is the client's address.
    #[arg(long, env = "TRUSTED_PROXIES", default_value = "")]
    pub trusted_proxies: String,
    /// Retired: the server refuses to start when it is true (see [`retired_trust_forwarded_for`]).
    #[arg(
        long = "trust-forwarded-for",
        env = "TRUST_FORWARDED_FOR",
        value_name = "BOOL",
        hide = true,
        value_parser = retired_trust_forwarded_for
    )]
    pub _retired_trust_forwarded_for: Option<bool>,
}

/// `TRUST_FORWARDED_FOR=true` took the leftmost `X-Forwarded-For` entry, which the client writes
/// itself: anyone could pick their own rate-limit bucket and visitor. Set, it stops the start
/// with what to do instead; false (or unset) is accepted and means nothing.
fn retired_trust_forwarded_for(text: &str) -> Result<bool, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "" | "false" | "0" | "no" | "off" => Ok(false),
        _ => Err(
            "TRUST_FORWARDED_FOR is no longer supported: it trusted the leftmost \
                  X-Forwarded-For entry, which the client writes itself. Unset it and set \
                  TRUSTED_PROXIES to your reverse proxies' addresses or CIDR ranges instead \
                  (e.g. TRUSTED_PROXIES=10.0.0.0/8): the client is then the rightmost entry \
                  that is not one of them"
                .to_owned(),
        ),
    }
}

/// Traffic counting (`src/analytics/`).
#[derive(Args, Debug, Clone)]
pub struct AnalyticsConfig {
    /// Days raw page views and goals are kept; daily totals are kept 25 months.
    #[arg(
        long = "analytics-retention-days",
        env = "ANALYTICS_RETENTION_DAYS",
        default_value_t = 90
    )]
    pub analytics_retention_days: u32,
    /// Events waiting to be written; past it new events are dropped (and counted), never waited on.
    #[arg(
        long = "analytics-queue",
        env = "ANALYTICS_QUEUE",
        default_value_t = 50_000
    )]
    pub analytics_queue: usize,
}

/// A lease shorter than this could not be renewed in time on a busy database.
fn lease_millis(text: &str) -> Result<Duration, String> {
    let lease = millis(text)?;
    if lease < Duration::from_millis(300) {
        return Err("at least 300 ms expected".to_owned());
    }
    Ok(lease)
}

fn millis(text: &str) -> Result<Duration, String> {
    text.parse::<u64>()
        .map(Duration::from_millis)
        .map_err(|e| format!("milliseconds expected: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn every_setting_has_its_own_name_and_the_defaults_parse() {
        // Two flattened settings of one name make clap refuse to start the server.
        ServeConfig::command().debug_assert();
        let config = ServeConfig::try_parse_from(["kaveri-site"]).expect("defaults parse");
        assert_eq!(config.analytics.analytics_retention_days, 90);
        assert_eq!(config.applications.retention_days, 180);
        assert_eq!(config.database.pool(), crate::db::PoolSettings::default());
        assert_eq!(config.observability.metrics_addr, None);
        assert!(config.check().is_ok());
    }

    #[test]
    fn a_webhook_without_a_secret_is_refused_and_one_with_a_secret_is_not() {
        for flag in ["--webhook-url", "--application-webhook-url"] {
            let config =
                ServeConfig::try_parse_from(["kaveri-site", flag, "https://hook.example/"])
                    .expect("parses");
            let refused = config.check().map_err(|e| e.to_string());
            assert!(
                refused
                    .as_ref()
                    .is_err_and(|m| m.contains("WEBHOOK_URL is set but WEBHOOK_SECRET is not")),
                "{refused:?}"
            );
            let config = ServeConfig::try_parse_from([
                "kaveri-site",
                flag,
                "https://hook.example/",
                "--webhook-secret",
                "k",
            ])
            .expect("parses");
            assert!(config.check().is_ok());
        }
    }

    #[test]
    fn the_help_never_shows_a_secrets_value() {
        // clap prints `[env: NAME=value]` for a set variable unless its values are hidden.
        let help = ServeConfig::command().render_long_help().to_string();
        for secret in [
            "DATABASE_URL",
            "SMTP_URL",
            "WEBHOOK_SECRET",
            "ENQUIRY_WEBHOOK_URL",
            "APPLICATION_WEBHOOK_URL",
            "OBJECT_STORE_URL",
        ] {
            let argument = ServeConfig::command()
                .get_arguments()
                .find(|a| a.get_env().is_some_and(|e| e == secret))
                .map(|a| a.is_hide_env_values_set());
            assert_eq!(argument, Some(true), "{secret} hides its value");
            assert!(
                help.contains(&format!("[env: {secret}]")),
                "{secret} in {help}"
            );
        }
    }

    #[test]
    fn trust_forwarded_for_true_refuses_to_start_and_names_trusted_proxies() {
        for value in ["true", "1", "yes", "TRUE"] {
            let error =
                ServeConfig::try_parse_from(["kaveri-site", "--trust-forwarded-for", value])
                    .expect_err("refused");
            let text = error.to_string();
            assert!(text.contains("TRUSTED_PROXIES"), "{text}");
            assert!(text.contains("no longer supported"), "{text}");
        }
        for value in ["false", "0", ""] {
            assert!(
                ServeConfig::try_parse_from(["kaveri-site", "--trust-forwarded-for", value])
                    .is_ok(),
                "{value:?} is accepted"
            );
        }
    }
}
