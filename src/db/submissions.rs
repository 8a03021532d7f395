//! Storing a submission, written once for every feature's table: the row (or, for a repeated
//! idempotency key, the first row's id) and, unless it is flagged, one outbox row per channel,
//! in one transaction.

use super::{Channel, Store, StoreError, Stored, now_ms};

/// A submission table and its outbox. Every such table has `id`, `created_at`, `flagged` and a
/// unique `idempotency_key`; its outbox has the subject column, `channel` and `next_attempt_at`.
pub(super) struct SubmissionTable {
    pub table: &'static str,
    pub outbox: &'static str,
    /// The outbox column holding the submission's id.
    pub outbox_subject: &'static str,
}

/// One column's value.
pub(super) enum Field<'a> {
    Text(&'a str),
    MaybeText(Option<&'a str>),
    Integer(i64),
}

impl Store {
    /// Stores a row of `fields` (with a new id, the time, `flagged` and the key) and, unless it
    /// is flagged, one outbox row per channel, in one transaction. A repeated idempotency key
    /// stores nothing and returns the first row's id with `created: false`.
    pub(super) async fn insert_submission(
        &self,
        table: &SubmissionTable,
        fields: &[(&'static str, Field<'_>)],
        flagged: Option<&str>,
        idempotency_key: Option<&str>,
        channels: &[Channel],
    ) -> Result<Stored, StoreError> {
        let columns: Vec<&str> = fields.iter().map(|(column, _)| *column).collect();
        let placeholders: Vec<String> = (1..=fields.len() + 4).map(|n| format!("${n}")).collect();
        let insert = format!(
            "INSERT INTO {} (id, created_at, {}, flagged, idempotency_key) VALUES ({}) \
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
            table.table,
            columns.join(", "),
            placeholders.join(", "),
        );
        let existing = existing_sql(table);
        let outbox = format!(
            "INSERT INTO {} ({}, channel, next_attempt_at, queued_at) VALUES ($1, $2, $3, $3)",
            table.outbox, table.outbox_subject,
        );
        let id = uuid::Uuid::now_v7().to_string();
        let now = now_ms();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let mut query = sqlx::query_as(sqlx::AssertSqlSafe(insert.as_str()))
                .bind(&id)
                .bind(now);
            for (_, field) in fields {
                query = match field {
                    Field::Text(value) => query.bind(*value),
                    Field::MaybeText(value) => query.bind(*value),
                    Field::Integer(value) => query.bind(*value),
                };
            }
            let inserted: Option<(String,)> = query
                .bind(flagged)
                .bind(idempotency_key)
                .fetch_optional(&mut *tx)
                .await?;
            if inserted.is_none() {
                let (existing,): (String,) =
                    sqlx::query_as(sqlx::AssertSqlSafe(existing.as_str()))
                        .bind(idempotency_key)
                        .fetch_one(&mut *tx)
                        .await?;
                tx.commit().await?;
                return Ok(Stored { id: existing, created: false });
            }
            if flagged.is_none() {
                for channel in channels {
                    sqlx::query(sqlx::AssertSqlSafe(outbox.as_str()))
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

    /// The id of the row stored under `key`, if any.
    pub(super) async fn submission_for_key(
        &self,
        table: &SubmissionTable,
        key: &str,
    ) -> Result<Option<String>, StoreError> {
        let existing = existing_sql(table);
        let row: Option<(String,)> = with_pool!(self, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(existing.as_str()))
                .bind(key)
                .fetch_optional(pool)
                .await?
        });
        Ok(row.map(|(id,)| id))
    }
}

fn existing_sql(table: &SubmissionTable) -> String {
    format!("SELECT id FROM {} WHERE idempotency_key = $1", table.table)
}
