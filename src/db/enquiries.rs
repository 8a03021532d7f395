//! The enquiries table: storing an enquiry with its outbox rows, and reading them back.

use super::submissions::{Field, SubmissionTable};
use super::{Channel, LeadSource, Store, StoreError, Stored};

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
    /// The code of the form's language (`en`, `de`, `ja`, `ar`).
    pub language: &'static str,
    /// Why the enquiry looks automated (stored, never delivered), if it does.
    /// Where the visitor came from (`None` until the handler attributed it).
    pub source: Option<LeadSource>,
    pub flagged: Option<&'static str>,
}

#[derive(Debug, Clone, serde::Serialize)]
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
    /// The code of the form's language (`en` for enquiries stored before it was recorded).
    pub language: String,
    /// `visit` or `request`: see [`LeadSource`]. `None` for rows stored before it was recorded.
    pub source_kind: Option<String>,
    pub source_landing: Option<String>,
    pub source: Option<String>,
    pub source_medium: Option<String>,
    pub source_campaign: Option<String>,
    pub source_language: Option<String>,
    /// The team's progress: `new`, `contacted`, `qualified`, `won` or `lost`.
    pub status: String,
    /// The team member who owns the lead, if one does.
    pub owner: Option<String>,
}

super::rows::from_row!(StoredEnquiry {
    id,
    created_at,
    first_name,
    last_name,
    email,
    company,
    project_type,
    budget,
    message,
    flagged,
    language,
    source_kind,
    source_landing,
    source,
    source_medium,
    source_campaign,
    source_language,
    status,
    owner,
});

pub(super) const ENQUIRY_COLUMNS: &str = "id, created_at, first_name, last_name, email, company, project_type, \
     budget, message, flagged, language, source_kind, source_landing, source, source_medium, \
     source_campaign, source_language, status, owner";

const TABLE: SubmissionTable = SubmissionTable {
    table: "enquiries",
    outbox: "deliveries",
    outbox_subject: "enquiry_id",
};

impl Store {
    /// Stores an enquiry and, unless it is flagged, one outbox row per delivery channel, in one
    /// transaction. A repeated idempotency key returns the first enquiry's id and stores nothing.
    pub async fn insert_enquiry(
        &self,
        enquiry: &NewEnquiry,
        idempotency_key: Option<&str>,
        channels: &[Channel],
    ) -> Result<Stored, StoreError> {
        let fields = [
            ("first_name", Field::Text(&enquiry.first_name)),
            ("last_name", Field::Text(&enquiry.last_name)),
            ("email", Field::Text(&enquiry.email)),
            ("company", Field::MaybeText(enquiry.company.as_deref())),
            (
                "project_type",
                Field::MaybeText(enquiry.project_type.as_deref()),
            ),
            ("budget", Field::MaybeText(enquiry.budget.as_deref())),
            ("message", Field::Text(&enquiry.message)),
            ("language", Field::Text(enquiry.language)),
        ];
        let source =
            LeadSource::fields(enquiry.source.as_ref()).map(|(c, v)| (c, Field::MaybeText(v)));
        let fields: Vec<_> = fields.into_iter().chain(source).collect();
        self.insert_submission(&TABLE, &fields, enquiry.flagged, idempotency_key, channels)
            .await
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
