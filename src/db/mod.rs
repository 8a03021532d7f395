//! The store: SQLite (default, a file under `data/`) or PostgreSQL, chosen by `DATABASE_URL`.
//! Both run the same SQL (numbered `$n` parameters work in both); migrations run on start.
//! This file holds what every table shares (the connection, the write turn, errors); each
//! feature's SQL is in its own file (`enquiries.rs`, `feedback.rs`, `applications.rs`, `questions.rs`), the
//! outbox's in `deliveries.rs`, the rate limits replicas share in `rate_limits.rs`. A submission
//! and its outbox rows are written in one transaction, committed before any 2xx, by
//! `submissions.rs` for every feature.

use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::{Mutex, MutexGuard};

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The URL as given, its password and query values hidden ([`crate::redact::url`]).
    #[error("DATABASE_URL must start with sqlite: or postgres:// (got {0:?})")]
    UnsupportedUrl(String),
    #[error(
        "the SQLite database {database} is already served by another kaveri-site (it holds \
         {lock}): stop that server first; several instances need PostgreSQL"
    )]
    InUse { database: String, lock: String },
    #[error("cannot lock {path}: {source}")]
    Lock {
        path: String,
        source: std::io::Error,
    },
    #[error("cannot create the database directory {path}: {source}")]
    Directory {
        path: String,
        source: std::io::Error,
    },
}

/// Where a submission is delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Webhook,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Webhook => "webhook",
        }
    }
}

/// Whether an insert stored a new row or found the one stored under the same idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    pub id: String,
    pub created: bool,
}

#[derive(Clone)]
pub enum Store {
    /// SQLite allows one writer at a time; `writer` queues this process's writes in order
    /// instead of letting them spin in SQLite's busy handler (which makes long latency tails).
    Sqlite {
        pool: SqlitePool,
        writer: Arc<Mutex<()>>,
        /// The server's claim on the file, released when the last clone is dropped.
        _serving: Option<Arc<ServeLock>>,
    },
    Postgres(PgPool),
}

/// Runs the same code against whichever pool the store holds.
macro_rules! with_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match $store {
            Store::Sqlite { pool: $pool, .. } => $body,
            Store::Postgres($pool) => $body,
        }
    };
}

/// The database's clock in milliseconds since the epoch, one expression per backend: what
/// several replicas compare (leases, chores) is read from one clock, not from each host's.
macro_rules! now_sql {
    (sqlite) => {
        "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)"
    };
    (postgres) => {
        "(EXTRACT(EPOCH FROM statement_timestamp()) * 1000)::BIGINT"
    };
}

mod analytics;
mod applications;
mod chores;
mod deliveries;
mod enquiries;
mod feedback;
mod outbox_metrics;
mod questions;
mod rate_limits;
mod rows;
mod serve_lock;
mod submissions;
pub mod team;
pub use analytics::{LeadSource, NewEvent, Total};
pub use applications::{CvMeta, Deleted, NewApplication, StoredApplication};
pub use deliveries::{ClaimedDelivery, Failed, OutboxTable};
pub use enquiries::{NewEnquiry, StoredEnquiry};
pub use feedback::FeedbackKind;
pub use outbox_metrics::OutboxBacklog;
pub use questions::{NewQuestion, StoredQuestion};
pub use rate_limits::{SharedLimits, Taken};
use serve_lock::ServeLock;

/// The PostgreSQL pool: connections at most, and how long a query waits for one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolSettings {
    pub max_connections: u32,
    pub acquire_timeout: Duration,
}

impl Default for PoolSettings {
    fn default() -> Self {
        Self {
            max_connections: 16,
            acquire_timeout: Duration::from_secs(5),
        }
    }
}

/// A pool's connections now, for the metrics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStats {
    pub backend: &'static str,
    /// Open connections, in use or idle.
    pub open: u32,
    pub idle: u32,
    pub max: u32,
}

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Store {
    /// The store for a command: the default pool, no claim on a SQLite file.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Self::open(url, PoolSettings::default(), false).await
    }

    /// The server's store: the pool as configured and, on SQLite, the file claimed for the
    /// store's life ([`ServeLock`]): a second server on the same file is refused.
    pub async fn connect_to_serve(url: &str, pool: PoolSettings) -> Result<Self, StoreError> {
        Self::open(url, pool, true).await
    }

    async fn open(url: &str, settings: PoolSettings, serving: bool) -> Result<Self, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(settings.max_connections)
                .acquire_timeout(settings.acquire_timeout)
                .connect(url)
                .await?;
            rows::migrator(rows::POSTGRES)?.run(&pool).await?;
            return Ok(Store::Postgres(pool));
        }
        if !url.starts_with("sqlite:") {
            return Err(StoreError::UnsupportedUrl(crate::redact::url(url)));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        if let Some(parent) = Path::new(options.get_filename()).parent()
            && !parent.as_os_str().is_empty()
        {
            std::fs::create_dir_all(parent).map_err(|source| StoreError::Directory {
                path: parent.display().to_string(),
                source,
            })?;
        }
        // Before the migrations: a second server must not run them beside the first.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let serving = if serving && !in_memory {
            Some(Arc::new(ServeLock::acquire(options.get_filename())?))
        } else {
            None
        };
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await?;
        rows::migrator(rows::SQLITE)?.run(&pool).await?;
        Ok(Store::Sqlite {
            pool,
            writer: Arc::new(Mutex::new(())),
            _serving: serving,
        })
    }

    pub fn backend(&self) -> &'static str {
        match self {
            Store::Sqlite { .. } => "sqlite",
            Store::Postgres(_) => "postgres",
        }
    }

    pub fn pool_stats(&self) -> PoolStats {
        let backend = self.backend();
        with_pool!(self, pool => PoolStats {
            backend,
            open: pool.size(),
            idle: u32::try_from(pool.num_idle()).unwrap_or(u32::MAX),
            max: pool.options().get_max_connections(),
        })
    }

    /// Held for the length of a write: SQLite's single writer, queued fairly.
    async fn write_turn(&self) -> Option<MutexGuard<'_, ()>> {
        match self {
            Store::Sqlite { writer, .. } => Some(writer.lock().await),
            Store::Postgres(_) => None,
        }
    }

    pub async fn ping(&self) -> Result<(), StoreError> {
        with_pool!(self, pool => {
            sqlx::query("SELECT 1").execute(pool).await?;
        });
        Ok(())
    }

    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await);
    }
}
