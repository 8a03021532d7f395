//! A person's privacy request (administrators): everything stored about an e-mail address,
//! found, exported as JSON, or erased in one step with the CV files. The audit entry of an
//! erasure records what was erased, never the address.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::Body;
use super::error::TeamError;
use super::session::{Admin, Allowed};
use crate::api::extract::{Guarded, Json as JsonBody};
use crate::db::team::{LeadFilter, LeadKind};
use crate::db::{StoredApplication, StoredEnquiry, StoredQuestion};
use crate::state::AppState;

/// A privacy request reads every row of the address.
const EVERY_ROW: i64 = i64::MAX;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByEmail {
    email: String,
}

fn address(body: ByEmail) -> Result<String, TeamError> {
    let email = body.email.trim().to_owned();
    if super::invitations::valid_email(&email) {
        Ok(email)
    } else {
        Err(TeamError::invalid(
            "invalid_email",
            "give the e-mail address the person used",
        ))
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Found {
    enquiries: Vec<StoredEnquiry>,
    applications: Vec<StoredApplication>,
    questions: Vec<StoredQuestion>,
    deliveries: i64,
}

async fn find(state: &AppState, email: &str) -> Result<Found, TeamError> {
    let filter = LeadFilter {
        email: Some(email.to_owned()),
        ..LeadFilter::default()
    };
    let enquiries = state
        .store
        .team_leads::<StoredEnquiry>(&filter, EVERY_ROW)
        .await?;
    let applications = state
        .store
        .team_leads::<StoredApplication>(&filter, EVERY_ROW)
        .await?;
    let questions = state
        .store
        .team_leads::<StoredQuestion>(&filter, EVERY_ROW)
        .await?;
    let mut deliveries = 0;
    for kind in [LeadKind::Enquiry, LeadKind::Application, LeadKind::Question] {
        deliveries += state.store.deliveries_of_email(kind, email).await?;
    }
    Ok(Found {
        enquiries,
        applications,
        questions,
        deliveries,
    })
}

/// `POST /api/team/privacy/search`: what is stored about the address (any letter case).
pub async fn search(
    State(state): State<AppState>,
    _: Allowed<Admin>,
    request: Guarded<JsonBody<Body<ByEmail>>>,
) -> Result<Json<Found>, TeamError> {
    let email = address(request.body.0.0)?;
    find(&state, &email).await.map(Json)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Export {
    email: String,
    exported_at: String,
    enquiries: Vec<EnquiryExport>,
    applications: Vec<ApplicationExport>,
    questions: Vec<StoredQuestion>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EnquiryExport {
    #[serde(flatten)]
    enquiry: StoredEnquiry,
    notes: Vec<crate::db::team::Note>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ApplicationExport {
    #[serde(flatten)]
    application: StoredApplication,
    notes: Vec<crate::db::team::Note>,
}

/// `POST /api/team/privacy/export`: every stored field and note about the address, as a JSON
/// attachment (the CV files are downloaded from the application's page).
pub async fn export(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    request: Guarded<JsonBody<Body<ByEmail>>>,
) -> Result<Response, TeamError> {
    let email = address(request.body.0.0)?;
    let found = find(&state, &email).await?;
    let mut enquiries = Vec::new();
    for enquiry in found.enquiries {
        let notes = state
            .store
            .team_notes(LeadKind::Enquiry, &enquiry.id)
            .await?;
        enquiries.push(EnquiryExport { enquiry, notes });
    }
    let mut applications = Vec::new();
    for application in found.applications {
        let notes = state
            .store
            .team_notes(LeadKind::Application, &application.id)
            .await?;
        applications.push(ApplicationExport { application, notes });
    }
    let detail = format!(
        "{} enquiries, {} applications, {} questions",
        enquiries.len(),
        applications.len(),
        found.questions.len()
    );
    let body = Export {
        email,
        exported_at: crate::csv::timestamp(crate::db::now_ms()),
        enquiries,
        applications,
        questions: found.questions,
    };
    let text = serde_json::to_string_pretty(&body)
        .map_err(|e| TeamError::Api(crate::api::error::ApiError::unavailable("export", e)))?;
    state
        .store
        .audit(Some(&me.member.id), "privacy_export", None, Some(&detail))
        .await?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_static("attachment; filename=\"privacy-export.json\""),
            ),
        ],
        text,
    )
        .into_response())
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ErasedAnswer {
    enquiries: u64,
    applications: u64,
    questions: u64,
    cvs: usize,
    deliveries: u64,
    notes: u64,
}

/// `POST /api/team/privacy/erase`: enquiries, applications, questions, their deliveries and notes go in
/// one transaction; then the CV objects.
pub async fn erase(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    request: Guarded<JsonBody<Body<ByEmail>>>,
) -> Result<Json<ErasedAnswer>, TeamError> {
    let email = address(request.body.0.0)?;
    let found = find(&state, &email).await?;
    let detail = format!(
        "{} enquiries, {} applications, {} questions",
        found.enquiries.len(),
        found.applications.len(),
        found.questions.len()
    );
    let erased = state
        .store
        .erase_email(&email, &me.member.id, &detail)
        .await?;
    let mut cvs = 0;
    for object in &erased.cv_objects {
        match state.uploads.delete(object).await {
            Ok(()) => cvs += 1,
            // The row is gone: the orphan sweep deletes the object on its next pass.
            Err(error) => tracing::warn!(%error, "erasure: a CV object could not be deleted yet"),
        }
    }
    Ok(Json(ErasedAnswer {
        enquiries: erased.enquiries,
        applications: erased.applications,
        questions: erased.questions,
        cvs,
        deliveries: erased.deliveries,
        notes: erased.notes,
    }))
}
