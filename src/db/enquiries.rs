//! The enquiries table: storing an enquiry with its outbox rows, and reading them back.

use super::{Channel, Store, StoreError, Stored, now_ms};

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

const ENQUIRY_COLUMNS: &str =
    "id, created_at, first_name, last_name, email, company, project_type, budget, message, flagged";

impl Store {
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
}
