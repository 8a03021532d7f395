//! Enquiries (sales) and applications (hiring) as the team works them: filtered lists, one
//! lead with its notes and deliveries, status and owner, notes, the CSV export and the CV.

use axum::Extension;
use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Deserializer, Serialize};

use super::error::TeamError;
use super::session::{Admin, Allowed, Hiring, Leads, Signed};
use super::{Body, Team};
use crate::api::extract::{Guarded, Json as JsonBody};
use crate::db::team::{DeliveryState, LeadFilter, LeadKind, Note};
use crate::db::{StoredApplication, StoredEnquiry, now_ms};
use crate::state::AppState;

/// The reply the site promises within a day: an enquiry still `new` after it is overdue.
const ANSWER_WITHIN_MS: i64 = 24 * 60 * 60 * 1000;
/// At most this many rows in a list (the filters narrow it).
const LIST_LIMIT: i64 = 500;
/// An export may hold every matching row.
const EXPORT_LIMIT: i64 = 100_000;
const NOTE_MAX_CHARS: usize = 5000;

pub const ENQUIRY_STATUSES: &[&str] = &["new", "contacted", "qualified", "won", "lost"];
pub const APPLICATION_STATUSES: &[&str] = &[
    "new",
    "screening",
    "interview",
    "offer",
    "hired",
    "rejected",
];
const LANGUAGES: &[&str] = &["en", "de", "ja", "ar"];

/// Reads the list filters from the query string; an unknown key or value is a 400 naming it.
pub(super) fn filter(query: Option<&str>, kind: LeadKind) -> Result<LeadFilter, TeamError> {
    // A question has no status: `status` is then not one of its filters.
    let statuses: &[&str] = match kind {
        LeadKind::Enquiry => ENQUIRY_STATUSES,
        LeadKind::Application => APPLICATION_STATUSES,
        LeadKind::Question => &[],
    };
    let mut filter = LeadFilter::default();
    for (key, value) in form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
        if value.is_empty() {
            continue;
        }
        let value = value.into_owned();
        let day = |text: &str| {
            crate::analytics::days::parse(text).ok_or_else(|| {
                TeamError::invalid(
                    "invalid_date",
                    format!("{key} must be a date like 2026-11-27"),
                )
            })
        };
        match key.as_ref() {
            "status" if statuses.contains(&value.as_str()) => filter.status = Some(value),
            "status" if !statuses.is_empty() => {
                return Err(TeamError::invalid(
                    "invalid_status",
                    format!("status must be one of {}", statuses.join(", ")),
                ));
            }
            "language" if LANGUAGES.contains(&value.as_str()) => filter.language = Some(value),
            "language" => {
                return Err(TeamError::invalid(
                    "invalid_language",
                    "language must be one of en, de, ja, ar",
                ));
            }
            "source" if value.len() <= 200 => filter.source = Some(value),
            "job" if kind != LeadKind::Enquiry && value.len() <= 200 => {
                filter.job = Some(value);
            }
            "from" => filter.from_ms = Some(crate::analytics::days::bounds(day(&value)?).0),
            "to" => filter.until_ms = Some(crate::analytics::days::bounds(day(&value)?).1),
            _ => {
                return Err(TeamError::invalid(
                    "unknown_filter",
                    format!("{key} is not a filter of this list"),
                ));
            }
        }
    }
    Ok(filter)
}

fn overdue(enquiry: &StoredEnquiry, now: i64) -> bool {
    enquiry.status == "new" && now - enquiry.created_at > ANSWER_WITHIN_MS
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryItem {
    #[serde(flatten)]
    enquiry: StoredEnquiry,
    overdue: bool,
    /// A delivery to sales is out of attempts: the team may not have seen this lead.
    delivery_dead: bool,
}

#[derive(Serialize)]
pub struct List<T> {
    pub(super) items: Vec<T>,
    pub(super) total: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) jobs: Option<Vec<JobCount>>,
}

#[derive(Serialize)]
pub struct JobCount {
    slug: String,
    count: i64,
}

/// `GET /api/team/enquiries`: newest first, filtered.
pub async fn enquiries(
    State(state): State<AppState>,
    _: Allowed<Leads>,
    RawQuery(query): RawQuery,
) -> Result<Json<List<EnquiryItem>>, TeamError> {
    let filter = filter(query.as_deref(), LeadKind::Enquiry)?;
    let now = now_ms();
    let dead = state
        .store
        .leads_with_dead_deliveries(LeadKind::Enquiry)
        .await?;
    let items: Vec<EnquiryItem> = state
        .store
        .team_leads::<StoredEnquiry>(&filter, LIST_LIMIT)
        .await?
        .into_iter()
        .map(|enquiry| EnquiryItem {
            overdue: overdue(&enquiry, now),
            delivery_dead: dead.contains(&enquiry.id),
            enquiry,
        })
        .collect();
    Ok(Json(List {
        total: items.len(),
        items,
        jobs: None,
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delivery {
    id: i64,
    channel: String,
    /// `delivered`, `pending` (not tried yet), `failed` (tried, will be tried again) or `dead`
    /// (out of attempts: sent again only when an administrator retries it).
    state: &'static str,
    attempts: i64,
    delivered_at: Option<i64>,
    next_attempt_at: Option<i64>,
    dead_at: Option<i64>,
    last_error: Option<String>,
}

impl Delivery {
    pub(super) fn is_dead(&self) -> bool {
        self.state == "dead"
    }
}

pub(super) fn deliveries(rows: Vec<DeliveryState>) -> Vec<Delivery> {
    rows.into_iter()
        .map(|d| Delivery {
            state: match (d.delivered_at, d.dead_at, d.last_error.is_some()) {
                (Some(_), _, _) => "delivered",
                (None, Some(_), _) => "dead",
                (None, None, true) => "failed",
                (None, None, false) => "pending",
            },
            next_attempt_at: (d.delivered_at.is_none() && d.dead_at.is_none())
                .then_some(d.next_attempt_at),
            id: d.id,
            channel: d.channel,
            attempts: d.attempts,
            delivered_at: d.delivered_at,
            dead_at: d.dead_at,
            last_error: d.last_error,
        })
        .collect()
}

/// `POST /api/team/{enquiries|applications}/{id}/deliveries/{delivery}/retry`: an administrator
/// sends a dead delivery again (its attempts counted from zero).
pub(super) async fn retry_delivery(
    state: &AppState,
    me: &Signed,
    kind: LeadKind,
    id: &str,
    delivery: i64,
) -> Result<Response, TeamError> {
    let table = match kind {
        LeadKind::Enquiry => crate::db::OutboxTable::Enquiries,
        LeadKind::Application => crate::db::OutboxTable::Applications,
        LeadKind::Question => crate::db::OutboxTable::Questions,
    };
    if !state
        .store
        .retry_dead_delivery(table, delivery, Some(id))
        .await?
    {
        return Err(TeamError::NotFound(
            "this lead has no dead delivery with this id",
        ));
    }
    state
        .store
        .audit(
            Some(&me.member.id),
            "delivery-retry",
            Some(id),
            Some(&format!("{} delivery {delivery}", kind.as_str())),
        )
        .await?;
    state.outbox.wake.notify_one();
    let rows = state.store.lead_deliveries(kind, id).await?;
    Ok(Json(deliveries(rows)).into_response())
}

/// `POST /api/team/enquiries/{id}/deliveries/{delivery}/retry`.
pub async fn retry_enquiry_delivery(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    Path((id, delivery)): Path<(String, i64)>,
) -> Result<Response, TeamError> {
    retry_delivery(&state, &me, LeadKind::Enquiry, &id, delivery).await
}

/// `POST /api/team/applications/{id}/deliveries/{delivery}/retry`.
pub async fn retry_application_delivery(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    Path((id, delivery)): Path<(String, i64)>,
) -> Result<Response, TeamError> {
    retry_delivery(&state, &me, LeadKind::Application, &id, delivery).await
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryDetail {
    #[serde(flatten)]
    item: EnquiryItem,
    notes: Vec<Note>,
    deliveries: Vec<Delivery>,
}

async fn enquiry_detail(state: &AppState, id: &str) -> Result<EnquiryDetail, TeamError> {
    let enquiry = state
        .store
        .enquiry(id)
        .await?
        .ok_or(TeamError::NotFound("no enquiry has this id"))?;
    let deliveries = deliveries(state.store.lead_deliveries(LeadKind::Enquiry, id).await?);
    Ok(EnquiryDetail {
        notes: state.store.team_notes(LeadKind::Enquiry, id).await?,
        item: EnquiryItem {
            overdue: overdue(&enquiry, now_ms()),
            delivery_dead: deliveries.iter().any(|d| d.state == "dead"),
            enquiry,
        },
        deliveries,
    })
}

/// `GET /api/team/enquiries/{id}`.
pub async fn enquiry(
    State(state): State<AppState>,
    _: Allowed<Leads>,
    Path(id): Path<String>,
) -> Result<Json<EnquiryDetail>, TeamError> {
    enquiry_detail(&state, &id).await.map(Json)
}

/// A field that may be absent (left as it is) or `null` (cleared).
fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(d).map(Some)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnquiryUpdate {
    #[serde(default)]
    status: Option<String>,
    #[serde(default, deserialize_with = "present")]
    owner: Option<Option<String>>,
}

fn checked_status(status: Option<&str>, allowed: &[&str]) -> Result<(), TeamError> {
    match status {
        Some(status) if !allowed.contains(&status) => Err(TeamError::invalid(
            "invalid_status",
            format!("status must be one of {}", allowed.join(", ")),
        )),
        _ => Ok(()),
    }
}

/// `PATCH /api/team/enquiries/{id}`: status and owner.
pub async fn update_enquiry(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Leads>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<EnquiryUpdate>>>,
) -> Result<Json<EnquiryDetail>, TeamError> {
    let EnquiryUpdate { status, owner } = request.body.0.0;
    checked_status(status.as_deref(), ENQUIRY_STATUSES)?;
    if let Some(Some(owner)) = &owner {
        let member = state.store.team_member(owner).await?;
        if member.is_none_or(|m| m.deactivated_at.is_some()) {
            return Err(TeamError::invalid(
                "invalid_owner",
                "owner must be a member of the team",
            ));
        }
    }
    let found = state
        .store
        .update_lead(
            LeadKind::Enquiry,
            &id,
            status.as_deref(),
            owner.as_ref().map(|o| o.as_deref()),
            &me.member.id,
        )
        .await?;
    if !found {
        return Err(TeamError::NotFound("no enquiry has this id"));
    }
    enquiry_detail(&state, &id).await.map(Json)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewNote {
    text: String,
}

async fn add_note(
    state: &AppState,
    kind: LeadKind,
    id: &str,
    me: &Signed,
    text: &str,
) -> Result<Response, TeamError> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > NOTE_MAX_CHARS {
        return Err(TeamError::invalid(
            "invalid_note",
            format!("a note has 1 to {NOTE_MAX_CHARS} characters"),
        ));
    }
    let exists = match kind {
        LeadKind::Enquiry => state.store.enquiry(id).await?.is_some(),
        LeadKind::Application => state.store.application(id).await?.is_some(),
        // Questions take no notes: the hiring team answers them by e-mail.
        LeadKind::Question => false,
    };
    if !exists {
        return Err(TeamError::NotFound("no such enquiry or application"));
    }
    state
        .store
        .insert_team_note(kind, id, &me.member.id, text)
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(Note {
            at: now_ms(),
            author: me.member.name.clone(),
            text: text.to_owned(),
        }),
    )
        .into_response())
}

/// `POST /api/team/enquiries/{id}/notes`.
pub async fn note_enquiry(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Leads>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<NewNote>>>,
) -> Result<Response, TeamError> {
    add_note(&state, LeadKind::Enquiry, &id, &me, &request.body.0.0.text).await
}

/// `GET /api/team/enquiries/export.csv`: the filtered list, every row, as CSV.
pub async fn export_enquiries(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Leads>,
    RawQuery(query): RawQuery,
) -> Result<Response, TeamError> {
    let filter = filter(query.as_deref(), LeadKind::Enquiry)?;
    let rows = state
        .store
        .team_leads::<StoredEnquiry>(&filter, EXPORT_LIMIT)
        .await?;
    let text = crate::csv::table(crate::enquiries::export::CSV_COLUMNS, &rows);
    state
        .store
        .audit(
            Some(&me.member.id),
            "export",
            None,
            Some(&format!("{} enquiries (CSV)", rows.len())),
        )
        .await?;
    let name = format!(
        "attachment; filename=\"enquiries-{}.csv\"",
        crate::analytics::days::text(crate::analytics::days::today())
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/csv; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&name)
                    .unwrap_or_else(|_| HeaderValue::from_static("attachment")),
            ),
        ],
        text,
    )
        .into_response())
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationItem {
    #[serde(flatten)]
    application: StoredApplication,
    /// When the retention sweep deletes it (and its CV).
    deletes_at: i64,
    /// A delivery to hiring is out of attempts.
    delivery_dead: bool,
}

fn application_item(application: StoredApplication, team: &Team) -> ApplicationItem {
    ApplicationItem {
        delivery_dead: false,
        deletes_at: application
            .created_at
            .saturating_add(team.application_retention_ms),
        application,
    }
}

/// `GET /api/team/applications`: newest first, filtered; with the count per job.
pub async fn applications(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    _: Allowed<Hiring>,
    RawQuery(query): RawQuery,
) -> Result<Json<List<ApplicationItem>>, TeamError> {
    let filter = filter(query.as_deref(), LeadKind::Application)?;
    let dead = state
        .store
        .leads_with_dead_deliveries(LeadKind::Application)
        .await?;
    let items: Vec<ApplicationItem> = state
        .store
        .team_leads::<StoredApplication>(&filter, LIST_LIMIT)
        .await?
        .into_iter()
        .map(|a| ApplicationItem {
            delivery_dead: dead.contains(&a.id),
            ..application_item(a, &team)
        })
        .collect();
    let jobs = state
        .store
        .applications_per_job()
        .await?
        .into_iter()
        .map(|(slug, count)| JobCount { slug, count })
        .collect();
    Ok(Json(List {
        total: items.len(),
        items,
        jobs: Some(jobs),
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationDetail {
    #[serde(flatten)]
    item: ApplicationItem,
    notes: Vec<Note>,
    deliveries: Vec<Delivery>,
}

async fn application_detail(
    state: &AppState,
    team: &Team,
    id: &str,
) -> Result<ApplicationDetail, TeamError> {
    let application = state
        .store
        .application(id)
        .await?
        .ok_or(TeamError::NotFound("no application has this id"))?;
    let deliveries = deliveries(
        state
            .store
            .lead_deliveries(LeadKind::Application, id)
            .await?,
    );
    Ok(ApplicationDetail {
        notes: state.store.team_notes(LeadKind::Application, id).await?,
        item: ApplicationItem {
            delivery_dead: deliveries.iter().any(|d| d.state == "dead"),
            ..application_item(application, team)
        },
        deliveries,
    })
}

/// `GET /api/team/applications/{id}`.
pub async fn application(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    _: Allowed<Hiring>,
    Path(id): Path<String>,
) -> Result<Json<ApplicationDetail>, TeamError> {
    application_detail(&state, &team, &id).await.map(Json)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApplicationUpdate {
    status: String,
}

/// `PATCH /api/team/applications/{id}`: the status.
pub async fn update_application(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    Allowed(me, _): Allowed<Hiring>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<ApplicationUpdate>>>,
) -> Result<Json<ApplicationDetail>, TeamError> {
    let status = request.body.0.0.status;
    checked_status(Some(&status), APPLICATION_STATUSES)?;
    let found = state
        .store
        .update_lead(
            LeadKind::Application,
            &id,
            Some(&status),
            None,
            &me.member.id,
        )
        .await?;
    if !found {
        return Err(TeamError::NotFound("no application has this id"));
    }
    application_detail(&state, &team, &id).await.map(Json)
}

/// `POST /api/team/applications/{id}/notes`.
pub async fn note_application(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Hiring>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<NewNote>>>,
) -> Result<Response, TeamError> {
    add_note(
        &state,
        LeadKind::Application,
        &id,
        &me,
        &request.body.0.0.text,
    )
    .await
}

/// A file name safe inside `filename="…"`: the visitor's name, without quotes, slashes or
/// control characters, ASCII only (the full name is in `filename*`).
fn ascii_file_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || ".-_ ".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    if cleaned.trim().is_empty() {
        "cv".to_owned()
    } else {
        cleaned
    }
}

/// `GET /api/team/applications/{id}/cv`: the CV through the server, as an attachment, logged.
pub async fn cv(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Hiring>,
    Path(id): Path<String>,
) -> Result<Response, TeamError> {
    let application = state
        .store
        .application(&id)
        .await?
        .ok_or(TeamError::NotFound("no application has this id"))?;
    let bytes = state
        .uploads
        .get(&application.cv_object)
        .await
        .map_err(|e| TeamError::Api(crate::api::error::ApiError::unavailable("CV", e)))?;
    state
        .store
        .audit(Some(&me.member.id), "cv_download", Some(&id), None)
        .await?;
    let encoded: String = form_urlencoded::byte_serialize(application.cv_file_name.as_bytes())
        .collect::<String>()
        .replace('+', "%20");
    let disposition = format!(
        "attachment; filename=\"{}\"; filename*=UTF-8''{encoded}",
        ascii_file_name(&application.cv_file_name)
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_str(&application.cv_media_type)
                    .unwrap_or_else(|_| HeaderValue::from_static("application/octet-stream")),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition)
                    .unwrap_or_else(|_| HeaderValue::from_static("attachment")),
            ),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
        ],
        bytes,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_filters_are_read_and_wrong_ones_named() {
        let f = filter(
            Some("status=new&language=de&source=linkedin&from=2026-11-01"),
            LeadKind::Enquiry,
        );
        let f = f.unwrap_or_default();
        assert_eq!(f.status.as_deref(), Some("new"));
        assert_eq!(f.language.as_deref(), Some("de"));
        assert!(f.from_ms.is_some());
        assert!(filter(Some("status=hired"), LeadKind::Enquiry).is_err());
        assert!(filter(Some("status=hired"), LeadKind::Application).is_ok());
        assert!(filter(Some("job=x"), LeadKind::Enquiry).is_err());
        assert!(filter(Some("from=yesterday"), LeadKind::Enquiry).is_err());
        assert!(filter(Some("status="), LeadKind::Enquiry).is_ok());
    }

    #[test]
    fn a_cv_file_name_cannot_break_its_header() {
        assert_eq!(
            ascii_file_name("Lebenslauf \"ü\".pdf"),
            "Lebenslauf ___.pdf"
        );
        assert_eq!(ascii_file_name("../../x.pdf"), ".._.._x.pdf");
    }
}
