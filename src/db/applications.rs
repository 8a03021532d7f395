//! Job applications and their outbox rows. The CV itself is an object in the object store; the
//! row holds its generated name, so an object without a row is an orphan.

use std::collections::HashSet;
use std::time::Duration;

use super::submissions::{Field, SubmissionTable};
use super::{Channel, LeadSource, Store, StoreError, Stored, now_ms};

/// An application that passed every rule, with its CV already written to the object store.
#[derive(Debug, Clone)]
pub struct NewApplication {
    pub job_slug: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: Option<String>,
    pub location: String,
    pub profile_url: Option<String>,
    pub cover_note: String,
    pub cv: CvMeta,
    /// The code of the form's language (`en`, `de`, `ja`, `ar`).
    pub language: &'static str,
    /// Where the visitor came from (`None` until the handler attributed it).
    pub source: Option<LeadSource>,
    pub flagged: Option<&'static str>,
}

#[derive(Debug, Clone)]
pub struct CvMeta {
    /// The generated object name.
    pub object: String,
    /// The visitor's file name, sanitized; metadata only.
    pub file_name: String,
    pub media_type: &'static str,
    pub bytes: i64,
    pub sha256: String,
}

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredApplication {
    pub id: String,
    pub created_at: i64,
    pub job_slug: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: Option<String>,
    pub location: String,
    pub profile_url: Option<String>,
    pub cover_note: String,
    pub cv_object: String,
    pub cv_file_name: String,
    pub cv_media_type: String,
    pub cv_bytes: i64,
    pub cv_sha256: String,
    pub flagged: Option<String>,
    /// The code of the form's language (`en` for applications stored before it was recorded).
    pub language: String,
    /// `visit` or `request`: see [`LeadSource`]. `None` for rows stored before it was recorded.
    pub source_kind: Option<String>,
    pub source_landing: Option<String>,
    pub source: Option<String>,
    pub source_medium: Option<String>,
    pub source_campaign: Option<String>,
    pub source_language: Option<String>,
    /// The hiring team's progress: `new`, `screening`, `interview`, `offer`, `hired`, `rejected`.
    pub status: String,
}

super::rows::from_row!(StoredApplication {
    id,
    created_at,
    job_slug,
    first_name,
    last_name,
    email,
    phone,
    location,
    profile_url,
    cover_note,
    cv_object,
    cv_file_name,
    cv_media_type,
    cv_bytes,
    cv_sha256,
    flagged,
    language,
    source_kind,
    source_landing,
    source,
    source_medium,
    source_campaign,
    source_language,
    status,
});

/// What a deletion removed: ids for the log, object names for the object store.
#[derive(Debug, Default)]
pub struct Deleted {
    pub ids: Vec<String>,
    pub objects: Vec<String>,
}

enum Which {
    Email(String),
    Before(i64),
}

const TABLE: SubmissionTable = SubmissionTable {
    table: "applications",
    outbox: "application_deliveries",
    outbox_subject: "application_id",
};

pub(super) const COLUMNS: &str = "id, created_at, job_slug, first_name, last_name, email, phone, location, \
     profile_url, cover_note, cv_object, cv_file_name, cv_media_type, cv_bytes, cv_sha256, flagged, \
     language, source_kind, source_landing, source, source_medium, source_campaign, \
     source_language, status";

impl Store {
    /// The application stored under `key`, if any.
    pub async fn application_for_key(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.submission_for_key(&TABLE, key).await
    }

    /// Stores an application and, unless it is flagged, one outbox row per channel, in one
    /// transaction. A repeated idempotency key stores nothing and returns the first id with
    /// `created: false` (the caller then removes the CV object it wrote).
    pub async fn insert_application(
        &self,
        application: &NewApplication,
        idempotency_key: Option<&str>,
        channels: &[Channel],
    ) -> Result<Stored, StoreError> {
        let cv = &application.cv;
        let fields = [
            ("job_slug", Field::Text(&application.job_slug)),
            ("first_name", Field::Text(&application.first_name)),
            ("last_name", Field::Text(&application.last_name)),
            ("email", Field::Text(&application.email)),
            ("phone", Field::MaybeText(application.phone.as_deref())),
            ("location", Field::Text(&application.location)),
            (
                "profile_url",
                Field::MaybeText(application.profile_url.as_deref()),
            ),
            ("cover_note", Field::Text(&application.cover_note)),
            ("cv_object", Field::Text(&cv.object)),
            ("cv_file_name", Field::Text(&cv.file_name)),
            ("cv_media_type", Field::Text(cv.media_type)),
            ("cv_bytes", Field::Integer(cv.bytes)),
            ("cv_sha256", Field::Text(&cv.sha256)),
            ("language", Field::Text(application.language)),
        ];
        let source =
            LeadSource::fields(application.source.as_ref()).map(|(c, v)| (c, Field::MaybeText(v)));
        let fields: Vec<_> = fields.into_iter().chain(source).collect();
        self.insert_submission(
            &TABLE,
            &fields,
            application.flagged,
            idempotency_key,
            channels,
        )
        .await
    }

    pub async fn list_applications(&self) -> Result<Vec<StoredApplication>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, StoredApplication>(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM applications ORDER BY created_at, id"
            )))
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    pub async fn application(&self, id: &str) -> Result<Option<StoredApplication>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, StoredApplication>(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM applications WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    /// Every CV object an application refers to.
    pub async fn cv_objects(&self) -> Result<HashSet<String>, StoreError> {
        let rows: Vec<(String,)> = with_pool!(self, pool => {
            sqlx::query_as("SELECT cv_object FROM applications")
                .fetch_all(pool)
                .await?
        });
        Ok(rows.into_iter().map(|(object,)| object).collect())
    }

    /// Deletes the applications (and their outbox rows) sent from `email`, in any letter case.
    pub async fn delete_applications_by_email(&self, email: &str) -> Result<Deleted, StoreError> {
        self.delete_applications(Which::Email(email.to_owned()))
            .await
    }

    /// Deletes the applications older than `age`.
    pub async fn delete_applications_older_than(
        &self,
        age: Duration,
    ) -> Result<Deleted, StoreError> {
        let cutoff = now_ms() - i64::try_from(age.as_millis()).unwrap_or(i64::MAX / 2);
        self.delete_applications(Which::Before(cutoff)).await
    }

    async fn delete_applications(&self, which: Which) -> Result<Deleted, StoreError> {
        let _turn = self.write_turn().await;
        // The outbox rows go with their application (ON DELETE CASCADE).
        let rows: Vec<(String, String)> = with_pool!(self, pool => {
            match &which {
                Which::Email(email) => sqlx::query_as(
                    "DELETE FROM applications WHERE lower(email) = lower($1) \
                     RETURNING id, cv_object",
                )
                .bind(email)
                .fetch_all(pool)
                .await?,
                Which::Before(cutoff) => sqlx::query_as(
                    "DELETE FROM applications WHERE created_at < $1 RETURNING id, cv_object",
                )
                .bind(cutoff)
                .fetch_all(pool)
                .await?,
            }
        });
        let mut deleted = Deleted::default();
        for (id, object) in rows {
            deleted.ids.push(id);
            deleted.objects.push(object);
        }
        Ok(deleted)
    }
}
