//! The outboxes' backlog for the metrics: per outbox, the deliveries waiting, the oldest one's
//! time, and the dead ones. One statement, so the outboxes are read at the same instant.

use super::{Store, StoreError};

/// One outbox's backlog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxBacklog {
    /// `enquiry`, `application`, `question` or `invitation`.
    pub outbox: String,
    /// Not delivered and not dead.
    pub pending: i64,
    /// When the oldest pending delivery was first due (Unix ms), if any is pending.
    pub oldest_pending_ms: Option<i64>,
    /// Given up on and not delivered.
    pub dead: i64,
}

super::rows::from_row!(OutboxBacklog {
    outbox,
    pending,
    oldest_pending_ms,
    dead,
});

/// Each outbox table's figures over its undelivered rows (the `delivered_at` index finds them;
/// delivered rows, the bulk of each table, are not read).
macro_rules! backlog_sql {
    ($outbox:literal, $table:literal) => {
        concat!(
            "SELECT CAST('",
            $outbox,
            "' AS TEXT) AS outbox, ",
            "COUNT(CASE WHEN dead_at IS NULL THEN 1 END) AS pending, ",
            "MIN(CASE WHEN dead_at IS NULL THEN COALESCE(queued_at, next_attempt_at) END) ",
            "AS oldest_pending_ms, ",
            "COUNT(CASE WHEN dead_at IS NOT NULL THEN 1 END) AS dead ",
            "FROM ",
            $table,
            " WHERE delivered_at IS NULL"
        )
    };
}

const BACKLOG: &str = concat!(
    backlog_sql!("enquiry", "deliveries"),
    " UNION ALL ",
    backlog_sql!("application", "application_deliveries"),
    " UNION ALL ",
    backlog_sql!("question", "question_deliveries"),
    " UNION ALL ",
    backlog_sql!("invitation", "team_mail"),
);

impl Store {
    /// Every outbox's backlog, one row each.
    pub async fn outbox_backlog(&self) -> Result<Vec<OutboxBacklog>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, OutboxBacklog>(BACKLOG).fetch_all(pool).await?
        });
        Ok(rows)
    }
}
