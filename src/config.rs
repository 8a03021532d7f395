//! Settings, read from flags or the environment (the environment is the documented interface).

use std::net::IpAddr;
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
    #[arg(long = "object-store-url", env = "OBJECT_STORE_URL")]
    pub object_store_url: Option<String>,
}

#[derive(Args, Debug, Clone)]
pub struct DatabaseConfig {
    /// `sqlite:<path>` or `postgres://…`.
    #[arg(
        long = "database-url",
        env = "DATABASE_URL",
        default_value = "sqlite:data/site.db"
    )]
    pub url: String,
}

#[derive(Args, Debug, Clone)]
pub struct DeliveryConfig {
    /// SMTP server for enquiry e-mails (`smtps://user:pass@host:465`, `smtp://host:587?tls=required`).
    #[arg(long, env = "SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// Endpoint that receives each enquiry as signed JSON.
    #[arg(long, env = "ENQUIRY_WEBHOOK_URL")]
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
    #[arg(long, env = "APPLICATION_WEBHOOK_URL")]
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
