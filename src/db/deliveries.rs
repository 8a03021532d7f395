//! The outbox tables — enquiry deliveries, application deliveries and invitation e-mails — share one shape and
//! one set of queries: lease the due rows, then mark each delivered or due again later.

use std::time::Duration;

use super::{Store, StoreError, now_ms};

/// A delivery claimed by this instance until its lease ends.
#[derive(Debug, Clone)]
pub struct ClaimedDelivery {
    pub id: i64,
    /// The enquiry's or application's id.
    pub subject_id: String,
    pub channel: String,
    pub attempts: i64,
}

super::rows::from_row!(ClaimedDelivery {
    id,
    subject_id,
    channel,
    attempts,
});

/// Which outbox a delivery belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutboxTable {
    Enquiries,
    Applications,
    /// Invitations to the team console (e-mail only).
    TeamMail,
}

/// Leases due rows; one statement for both backends, PostgreSQL's locking its only difference.
macro_rules! claim_sql {
    ($table:literal, $subject:literal, $lock:literal) => {
        concat!(
            "UPDATE ",
            $table,
            " SET leased_until = $1, attempts = attempts + 1 ",
            "WHERE id IN (SELECT id FROM ",
            $table,
            " WHERE delivered_at IS NULL ",
            "AND next_attempt_at <= $2 AND (leased_until IS NULL OR leased_until < $2) ",
            "AND ((channel = 'email' AND $3) OR (channel = 'webhook' AND $4)) ",
            "ORDER BY id LIMIT $5",
            $lock,
            ") RETURNING id, ",
            $subject,
            " AS subject_id, channel, attempts"
        )
    };
}

macro_rules! table_sql {
    ($table:literal, $subject:literal) => {
        table_sql!($table, $subject, "")
    };
    // `$on_delivered` clears what must not outlive the delivery (an invitation's link).
    ($table:literal, $subject:literal, $on_delivered:literal) => {
        TableSql {
            claim_sqlite: claim_sql!($table, $subject, ""),
            claim_postgres: claim_sql!($table, $subject, " FOR UPDATE SKIP LOCKED"),
            delivered: concat!(
                "UPDATE ",
                $table,
                " SET delivered_at = $1, leased_until = NULL, last_error = NULL",
                $on_delivered,
                " WHERE id = $2"
            ),
            failed: concat!(
                "UPDATE ",
                $table,
                " SET next_attempt_at = $1, leased_until = NULL, last_error = $2 WHERE id = $3"
            ),
        }
    };
}

struct TableSql {
    claim_sqlite: &'static str,
    claim_postgres: &'static str,
    delivered: &'static str,
    failed: &'static str,
}

const ENQUIRIES: TableSql = table_sql!("deliveries", "enquiry_id");
const APPLICATIONS: TableSql = table_sql!("application_deliveries", "application_id");
const TEAM_MAIL: TableSql = table_sql!("team_mail", "invitation_id", ", body = NULL");

impl OutboxTable {
    fn sql(self) -> &'static TableSql {
        match self {
            OutboxTable::Enquiries => &ENQUIRIES,
            OutboxTable::Applications => &APPLICATIONS,
            OutboxTable::TeamMail => &TEAM_MAIL,
        }
    }

    /// What one row delivers, for logs: "enquiry" or "application".
    pub fn subject(self) -> &'static str {
        match self {
            OutboxTable::Enquiries => "enquiry",
            OutboxTable::Applications => "application",
            OutboxTable::TeamMail => "invitation",
        }
    }
}

fn millis_from_now(after: Duration) -> i64 {
    now_ms().saturating_add(i64::try_from(after.as_millis()).unwrap_or(i64::MAX / 2))
}

impl Store {
    /// Leases up to `limit` due deliveries of the enabled channels to this instance. On
    /// PostgreSQL, `FOR UPDATE SKIP LOCKED` lets several instances claim disjoint rows; SQLite
    /// has one writer at a time, so the single UPDATE is already exclusive.
    pub async fn claim_due_deliveries(
        &self,
        table: OutboxTable,
        lease: Duration,
        limit: i64,
        email: bool,
        webhook: bool,
    ) -> Result<Vec<ClaimedDelivery>, StoreError> {
        let now = now_ms();
        let leased_until = millis_from_now(lease);
        let _turn = self.write_turn().await;
        let sql = match self {
            Store::Sqlite { .. } => table.sql().claim_sqlite,
            Store::Postgres(_) => table.sql().claim_postgres,
        };
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, ClaimedDelivery>(sql)
                .bind(leased_until)
                .bind(now)
                .bind(email)
                .bind(webhook)
                .bind(limit)
                .fetch_all(pool)
                .await?
        });
        Ok(rows)
    }

    pub async fn mark_delivered(
        &self,
        table: OutboxTable,
        delivery_id: i64,
    ) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query(table.sql().delivered)
                .bind(now_ms())
                .bind(delivery_id)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    pub async fn mark_failed(
        &self,
        table: OutboxTable,
        delivery_id: i64,
        retry_in: Duration,
        error: &str,
    ) -> Result<(), StoreError> {
        let next = millis_from_now(retry_in);
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query(table.sql().failed)
                .bind(next)
                .bind(error)
                .bind(delivery_id)
                .execute(pool)
                .await?;
        });
        Ok(())
    }
}
