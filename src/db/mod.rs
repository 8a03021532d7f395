//! The store: SQLite (default, a file under `data/`) or PostgreSQL, chosen by `DATABASE_URL`.
//! Both run the same SQL (numbered `$n` parameters work in both); migrations run on start.
//! This file holds what every table shares (the connection, the write turn, errors); each
//! feature's SQL is in its own file (`enquiries.rs`, `feedback.rs`, `applications.rs`), the
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
    #[error("DATABASE_URL must start with sqlite: or postgres:// (got {0:?})")]
    UnsupportedUrl(String),
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

mod analytics;
mod applications;
mod deliveries;
mod enquiries;
mod feedback;
mod rate_limits;
mod rows;
mod submissions;
pub mod team;
pub use analytics::{LeadSource, NewEvent, Total};
pub use applications::{CvMeta, Deleted, NewApplication, StoredApplication};
pub use deliveries::{ClaimedDelivery, OutboxTable};
pub use enquiries::{NewEnquiry, StoredEnquiry};
pub use feedback::FeedbackKind;
pub use rate_limits::{SharedLimits, Taken};

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

impl Store {
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(5))
                .connect(url)
                .await?;
            rows::migrator(rows::POSTGRES)?.run(&pool).await?;
            return Ok(Store::Postgres(pool));
        }
        if !url.starts_with("sqlite:") {
            return Err(StoreError::UnsupportedUrl(url.to_owned()));
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
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options)
            .await?;
        rows::migrator(rows::SQLITE)?.run(&pool).await?;
        Ok(Store::Sqlite {
            pool,
            writer: Arc::new(Mutex::new(())),
        })
    }

    pub fn backend(&self) -> &'static str {
        match self {
            Store::Sqlite { .. } => "sqlite",
            Store::Postgres(_) => "postgres",
        }
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
