//! Candidates' questions about an open position and their outbox rows.

use std::time::Duration;

use super::submissions::{Field, SubmissionTable};
use super::{Channel, LeadSource, Store, StoreError, Stored, now_ms};

/// A question that passed every rule.
#[derive(Debug, Clone)]
pub struct NewQuestion {
    pub job_slug: String,
    pub name: String,
    pub email: String,
    pub question: String,
    /// The code of the form's language (`en`, `de`, `ja`, `ar`).
    pub language: &'static str,
    /// Where the visitor came from (`None` until the handler attributed it).
    pub source: Option<LeadSource>,
    pub flagged: Option<&'static str>,
}

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredQuestion {
    pub id: String,
    pub created_at: i64,
    pub job_slug: String,
    pub name: String,
    pub email: String,
    pub question: String,
    pub language: String,
    /// `visit` or `request`: see [`LeadSource`].
    pub source_kind: Option<String>,
    pub source_landing: Option<String>,
    pub source: Option<String>,
    pub source_medium: Option<String>,
    pub source_campaign: Option<String>,
    pub source_language: Option<String>,
    pub flagged: Option<String>,
}

super::rows::from_row!(StoredQuestion {
    id,
    created_at,
    job_slug,
    name,
    email,
    question,
    language,
    source_kind,
    source_landing,
    source,
    source_medium,
    source_campaign,
    source_language,
    flagged,
});

const TABLE: SubmissionTable = SubmissionTable {
    table: "questions",
    outbox: "question_deliveries",
    outbox_subject: "question_id",
};

pub(super) const COLUMNS: &str = "id, created_at, job_slug, name, email, question, language, \
     source_kind, source_landing, source, source_medium, source_campaign, source_language, flagged";

impl Store {
    /// Stores a question and, unless it is flagged, one outbox row per channel, in one
    /// transaction. A repeated idempotency key stores nothing and returns the first id with
    /// `created: false`.
    pub async fn insert_question(
        &self,
        question: &NewQuestion,
        idempotency_key: Option<&str>,
        channels: &[Channel],
    ) -> Result<Stored, StoreError> {
        let fields = [
            ("job_slug", Field::Text(&question.job_slug)),
            ("name", Field::Text(&question.name)),
            ("email", Field::Text(&question.email)),
            ("question", Field::Text(&question.question)),
            ("language", Field::Text(question.language)),
        ];
        let source =
            LeadSource::fields(question.source.as_ref()).map(|(c, v)| (c, Field::MaybeText(v)));
        let fields: Vec<_> = fields.into_iter().chain(source).collect();
        self.insert_submission(&TABLE, &fields, question.flagged, idempotency_key, channels)
            .await
    }

    pub async fn question(&self, id: &str) -> Result<Option<StoredQuestion>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, StoredQuestion>(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM questions WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    /// Deletes the questions older than `age` (their outbox rows go with them); their ids.
    pub async fn delete_questions_older_than(
        &self,
        age: Duration,
    ) -> Result<Vec<String>, StoreError> {
        let cutoff = now_ms() - i64::try_from(age.as_millis()).unwrap_or(i64::MAX / 2);
        let _turn = self.write_turn().await;
        let rows: Vec<(String,)> = with_pool!(self, pool => {
            sqlx::query_as("DELETE FROM questions WHERE created_at < $1 RETURNING id")
                .bind(cutoff)
                .fetch_all(pool)
                .await?
        });
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }
}
