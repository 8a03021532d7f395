//! The outbox tables — enquiry, application and question deliveries and invitation e-mails — share one shape and
//! one set of queries: claim one due row, renew the claim while it is being sent, then mark it
//! delivered, due again later, or dead.
//!
//! Every claim carries a fresh token; renewing, marking and releasing check it, so a replica
//! whose claim was taken over (it stalled past its lease) cannot overwrite the new holder's
//! result. Lease and retry times are read from the database's clock, never a replica's.

use std::time::Duration;

use super::{Store, StoreError};

/// A delivery claimed by this instance until its lease ends.
#[derive(Debug, Clone)]
pub struct ClaimedDelivery {
    pub id: i64,
    /// The enquiry's, application's or question's id.
    pub subject_id: String,
    pub channel: String,
    /// Attempts so far, this one included.
    pub attempts: i64,
    /// Proves the claim is still ours when the row is renewed or marked.
    pub token: String,
}

super::rows::from_row!(ClaimedDelivery {
    id,
    subject_id,
    channel,
    attempts,
    token,
});

/// Which outbox a delivery belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutboxTable {
    Enquiries,
    Applications,
    /// Candidates' questions about a position (to hiring, like applications).
    Questions,
    /// Invitations to the team console (e-mail only).
    TeamMail,
}

/// What marking a failed attempt did to the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failed {
    /// Due again after the backoff.
    Retrying,
    /// Out of attempts: left for an administrator to retry.
    Dead,
    /// The claim was no longer ours: nothing was written.
    Stale,
}

/// Each statement for one outbox table on one backend.
macro_rules! table_sql {
    ($backend:tt, $table:literal, $subject:literal, $lock:literal, $on_delivered:literal) => {
        TableSql {
            // One row a claim: a claim lasts one send, however slow the receiver.
            claim: concat!(
                "UPDATE ",
                $table,
                " SET leased_until = ",
                now_sql!($backend),
                " + $1, ",
                "attempts = attempts + 1, claim_token = $2 ",
                "WHERE id = (SELECT id FROM ",
                $table,
                " WHERE delivered_at IS NULL AND dead_at IS NULL ",
                "AND next_attempt_at <= ",
                now_sql!($backend),
                " AND (leased_until IS NULL OR leased_until < ",
                now_sql!($backend),
                ") ",
                "AND ((channel = 'email' AND $3) OR (channel = 'webhook' AND $4)) ",
                "ORDER BY next_attempt_at, id LIMIT 1",
                $lock,
                ") ",
                "RETURNING id, ",
                $subject,
                " AS subject_id, channel, attempts, claim_token AS token"
            ),
            renew: concat!(
                "UPDATE ",
                $table,
                " SET leased_until = ",
                now_sql!($backend),
                " + $1 ",
                "WHERE id = $2 AND claim_token = $3 AND delivered_at IS NULL"
            ),
            // `$on_delivered` clears what must not outlive the delivery (an invitation's link).
            delivered: concat!(
                "UPDATE ",
                $table,
                " SET delivered_at = ",
                now_sql!($backend),
                ", ",
                "leased_until = NULL, claim_token = NULL, last_error = NULL",
                $on_delivered,
                " WHERE id = $1 AND claim_token = $2"
            ),
            failed: concat!(
                "UPDATE ",
                $table,
                " SET next_attempt_at = ",
                now_sql!($backend),
                " + $1, ",
                "leased_until = NULL, claim_token = NULL, last_error = $2, ",
                "dead_at = CASE WHEN attempts >= $3 THEN ",
                now_sql!($backend),
                " ELSE NULL END ",
                "WHERE id = $4 AND claim_token = $5 RETURNING dead_at"
            ),
            release: concat!(
                "UPDATE ",
                $table,
                " SET leased_until = NULL, claim_token = NULL ",
                "WHERE id = $1 AND claim_token = $2 AND delivered_at IS NULL"
            ),
            // `$2`, when given, is the lead the delivery must belong to.
            retry: concat!(
                "UPDATE ",
                $table,
                " SET dead_at = NULL, attempts = 0, last_error = NULL, ",
                "next_attempt_at = ",
                now_sql!($backend),
                " ",
                "WHERE id = $1 AND ",
                $subject,
                " = COALESCE($2, ",
                $subject,
                ") ",
                "AND dead_at IS NOT NULL AND delivered_at IS NULL"
            ),
        }
    };
}

struct TableSql {
    claim: &'static str,
    renew: &'static str,
    delivered: &'static str,
    failed: &'static str,
    release: &'static str,
    retry: &'static str,
}

macro_rules! both_backends {
    ($table:literal, $subject:literal, $on_delivered:literal) => {
        [
            table_sql!(sqlite, $table, $subject, "", $on_delivered),
            // SKIP LOCKED: replicas claiming at once take different rows instead of waiting.
            table_sql!(
                postgres,
                $table,
                $subject,
                " FOR UPDATE SKIP LOCKED",
                $on_delivered
            ),
        ]
    };
}

const ENQUIRIES: [TableSql; 2] = both_backends!("deliveries", "enquiry_id", "");
const APPLICATIONS: [TableSql; 2] = both_backends!("application_deliveries", "application_id", "");
const QUESTIONS: [TableSql; 2] = both_backends!("question_deliveries", "question_id", "");
const TEAM_MAIL: [TableSql; 2] = both_backends!("team_mail", "invitation_id", ", body = NULL");

impl OutboxTable {
    pub const ALL: [OutboxTable; 4] = [
        OutboxTable::Enquiries,
        OutboxTable::Applications,
        OutboxTable::Questions,
        OutboxTable::TeamMail,
    ];

    /// What one row delivers, for logs and metrics: "enquiry", "application", "question" or
    /// "invitation".
    pub fn subject(self) -> &'static str {
        match self {
            OutboxTable::Enquiries => "enquiry",
            OutboxTable::Applications => "application",
            OutboxTable::Questions => "question",
            OutboxTable::TeamMail => "invitation",
        }
    }

    pub fn table_name(self) -> &'static str {
        match self {
            OutboxTable::Enquiries => "deliveries",
            OutboxTable::Applications => "application_deliveries",
            OutboxTable::Questions => "question_deliveries",
            OutboxTable::TeamMail => "team_mail",
        }
    }

    fn subject_column(self) -> &'static str {
        match self {
            OutboxTable::Enquiries => "enquiry_id",
            OutboxTable::Applications => "application_id",
            OutboxTable::Questions => "question_id",
            OutboxTable::TeamMail => "invitation_id",
        }
    }
}

/// A delivery that is not delivered, as the CLI lists it.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UndeliveredRow {
    pub id: i64,
    pub subject_id: String,
    pub channel: String,
    pub attempts: i64,
    pub next_attempt_at: i64,
    pub queued_at: Option<i64>,
    pub dead_at: Option<i64>,
    pub last_error: Option<String>,
}

super::rows::from_row!(UndeliveredRow {
    id,
    subject_id,
    channel,
    attempts,
    next_attempt_at,
    queued_at,
    dead_at,
    last_error,
});

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX / 4)
}

impl Store {
    fn outbox_sql(&self, table: OutboxTable) -> &'static TableSql {
        let backend = match self {
            Store::Sqlite { .. } => 0,
            Store::Postgres(_) => 1,
        };
        match table {
            OutboxTable::Enquiries => &ENQUIRIES[backend],
            OutboxTable::Applications => &APPLICATIONS[backend],
            OutboxTable::Questions => &QUESTIONS[backend],
            OutboxTable::TeamMail => &TEAM_MAIL[backend],
        }
    }

    /// Claims the most overdue delivery of the enabled channels for `lease`, if one is due. On
    /// PostgreSQL, `FOR UPDATE SKIP LOCKED` lets several instances claim different rows at
    /// once; SQLite has one writer at a time, so the single UPDATE is already exclusive.
    pub async fn claim_delivery(
        &self,
        table: OutboxTable,
        lease: Duration,
        email: bool,
        webhook: bool,
    ) -> Result<Option<ClaimedDelivery>, StoreError> {
        let token = uuid::Uuid::new_v4().simple().to_string();
        let _turn = self.write_turn().await;
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, ClaimedDelivery>(self.outbox_sql(table).claim)
                .bind(millis(lease))
                .bind(&token)
                .bind(email)
                .bind(webhook)
                .fetch_optional(pool)
                .await?
        });
        Ok(row)
    }

    /// Extends a claim by `lease` from now; `false` when it is no longer ours.
    pub async fn renew_delivery(
        &self,
        table: OutboxTable,
        delivery: &ClaimedDelivery,
        lease: Duration,
    ) -> Result<bool, StoreError> {
        let _turn = self.write_turn().await;
        let rows = with_pool!(self, pool => {
            sqlx::query(self.outbox_sql(table).renew)
                .bind(millis(lease))
                .bind(delivery.id)
                .bind(&delivery.token)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(rows == 1)
    }

    /// Marks a claimed delivery sent; `false` when the claim was no longer ours (nothing
    /// written).
    pub async fn mark_delivered(
        &self,
        table: OutboxTable,
        delivery: &ClaimedDelivery,
    ) -> Result<bool, StoreError> {
        let _turn = self.write_turn().await;
        let rows = with_pool!(self, pool => {
            sqlx::query(self.outbox_sql(table).delivered)
                .bind(delivery.id)
                .bind(&delivery.token)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(rows == 1)
    }

    /// Records a failed attempt: due again after `retry_in`, or dead once it has had
    /// `max_attempts`.
    pub async fn mark_failed(
        &self,
        table: OutboxTable,
        delivery: &ClaimedDelivery,
        retry_in: Duration,
        max_attempts: i64,
        error: &str,
    ) -> Result<Failed, StoreError> {
        let _turn = self.write_turn().await;
        let row: Option<(Option<i64>,)> = with_pool!(self, pool => {
            sqlx::query_as(self.outbox_sql(table).failed)
                .bind(millis(retry_in))
                .bind(error)
                .bind(max_attempts)
                .bind(delivery.id)
                .bind(&delivery.token)
                .fetch_optional(pool)
                .await?
        });
        Ok(match row {
            None => Failed::Stale,
            Some((Some(_),)) => Failed::Dead,
            Some((None,)) => Failed::Retrying,
        })
    }

    /// Gives a claim back unsent (shutting down), so another instance takes it at once.
    pub async fn release_delivery(
        &self,
        table: OutboxTable,
        delivery: &ClaimedDelivery,
    ) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query(self.outbox_sql(table).release)
                .bind(delivery.id)
                .bind(&delivery.token)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Makes a dead delivery due now with its attempts reset; `false` when no dead delivery
    /// has this id (of the lead `subject_id`, when given).
    pub async fn retry_dead_delivery(
        &self,
        table: OutboxTable,
        delivery_id: i64,
        subject_id: Option<&str>,
    ) -> Result<bool, StoreError> {
        let _turn = self.write_turn().await;
        let rows = with_pool!(self, pool => {
            sqlx::query(self.outbox_sql(table).retry)
                .bind(delivery_id)
                .bind(subject_id)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(rows == 1)
    }

    /// The deliveries not yet delivered (only the dead ones with `dead_only`), oldest first.
    pub async fn undelivered(
        &self,
        table: OutboxTable,
        dead_only: bool,
    ) -> Result<Vec<UndeliveredRow>, StoreError> {
        let sql = format!(
            "SELECT id, {} AS subject_id, channel, attempts, next_attempt_at, queued_at, dead_at, \
             last_error FROM {} WHERE delivered_at IS NULL{} ORDER BY id",
            table.subject_column(),
            table.table_name(),
            if dead_only {
                " AND dead_at IS NOT NULL"
            } else {
                ""
            },
        );
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, UndeliveredRow>(sqlx::AssertSqlSafe(sql.as_str()))
                .fetch_all(pool)
                .await?
        });
        Ok(rows)
    }
}
