//! The store: SQLite (default, a file under `data/`) or PostgreSQL, chosen by `DATABASE_URL`.
//! Both run the same SQL (numbered `$n` parameters work in both); migrations run on start.
//! An enquiry and its outbox rows are written in one transaction, committed before any 2xx.

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

/// An enquiry that passed every rule; optional fields are `None` when left empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEnquiry {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub company: Option<String>,
    pub project_type: Option<String>,
    pub budget: Option<String>,
    pub message: String,
    /// Why the enquiry looks automated (stored, never delivered), if it does.
    pub flagged: Option<&'static str>,
}

/// A rating of one of the chat assistant's messages.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[schema(as = FeedbackType)]
pub enum FeedbackKind {
    Positive,
    Negative,
}

impl FeedbackKind {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "positive" => Some(FeedbackKind::Positive),
            "negative" => Some(FeedbackKind::Negative),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FeedbackKind::Positive => "positive",
            FeedbackKind::Negative => "negative",
        }
    }
}

/// Where an enquiry is delivered.
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

#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredEnquiry {
    pub id: String,
    pub created_at: i64,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub company: Option<String>,
    pub project_type: Option<String>,
    pub budget: Option<String>,
    pub message: String,
    pub flagged: Option<String>,
}

/// A delivery claimed by this instance until its lease ends.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ClaimedDelivery {
    pub id: i64,
    /// The enquiry's or application's id.
    pub subject_id: String,
    pub channel: String,
    pub attempts: i64,
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

mod applications;
mod deliveries;
pub use applications::{CvMeta, Deleted, NewApplication, StoredApplication};
pub use deliveries::OutboxTable;

const ENQUIRY_COLUMNS: &str =
    "id, created_at, first_name, last_name, email, company, project_type, budget, message, flagged";

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
            sqlx::migrate!("./migrations/postgres").run(&pool).await?;
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
        sqlx::migrate!("./migrations/sqlite").run(&pool).await?;
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

    /// Stores an enquiry and, unless it is flagged, one outbox row per delivery channel, in one
    /// transaction. A repeated idempotency key returns the first enquiry's id and stores nothing.
    pub async fn insert_enquiry(
        &self,
        enquiry: &NewEnquiry,
        idempotency_key: Option<&str>,
        channels: &[Channel],
    ) -> Result<Stored, StoreError> {
        let id = uuid::Uuid::now_v7().to_string();
        let now = now_ms();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let inserted: Option<(String,)> = sqlx::query_as(
                "INSERT INTO enquiries (id, created_at, first_name, last_name, email, company, \
                 project_type, budget, message, flagged, idempotency_key) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
                 ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
            )
            .bind(&id)
            .bind(now)
            .bind(&enquiry.first_name)
            .bind(&enquiry.last_name)
            .bind(&enquiry.email)
            .bind(&enquiry.company)
            .bind(&enquiry.project_type)
            .bind(&enquiry.budget)
            .bind(&enquiry.message)
            .bind(enquiry.flagged)
            .bind(idempotency_key)
            .fetch_optional(&mut *tx)
            .await?;
            if inserted.is_none() {
                let (existing,): (String,) =
                    sqlx::query_as("SELECT id FROM enquiries WHERE idempotency_key = $1")
                        .bind(idempotency_key)
                        .fetch_one(&mut *tx)
                        .await?;
                tx.commit().await?;
                return Ok(Stored { id: existing, created: false });
            }
            if enquiry.flagged.is_none() {
                for channel in channels {
                    sqlx::query(
                        "INSERT INTO deliveries (enquiry_id, channel, next_attempt_at) \
                         VALUES ($1, $2, $3)",
                    )
                    .bind(&id)
                    .bind(channel.as_str())
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                }
            }
            tx.commit().await?;
        });
        Ok(Stored { id, created: true })
    }

    pub async fn insert_feedback(
        &self,
        message_id: &str,
        kind: FeedbackKind,
        idempotency_key: Option<&str>,
    ) -> Result<Stored, StoreError> {
        let id = uuid::Uuid::now_v7().to_string();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let inserted: Option<(String,)> = sqlx::query_as(
                "INSERT INTO feedback (id, created_at, message_id, kind, idempotency_key) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
            )
            .bind(&id)
            .bind(now_ms())
            .bind(message_id)
            .bind(kind.as_str())
            .bind(idempotency_key)
            .fetch_optional(pool)
            .await?;
            if inserted.is_none() {
                let (existing,): (String,) =
                    sqlx::query_as("SELECT id FROM feedback WHERE idempotency_key = $1")
                        .bind(idempotency_key)
                        .fetch_one(pool)
                        .await?;
                return Ok(Stored { id: existing, created: false });
            }
        });
        Ok(Stored { id, created: true })
    }

    pub async fn list_enquiries(&self) -> Result<Vec<StoredEnquiry>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, StoredEnquiry>(sqlx::AssertSqlSafe(format!(
                "SELECT {ENQUIRY_COLUMNS} FROM enquiries ORDER BY created_at, id"
            )))
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    pub async fn enquiry(&self, id: &str) -> Result<Option<StoredEnquiry>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, StoredEnquiry>(sqlx::AssertSqlSafe(format!(
                "SELECT {ENQUIRY_COLUMNS} FROM enquiries WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await);
    }
}
