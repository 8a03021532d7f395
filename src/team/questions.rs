//! Candidates' questions about a position, as the hiring team reads them: a filtered list and
//! one question with its deliveries. Read-only: the team answers by e-mail (the delivered
//! message's Reply-To is the candidate), and the question is deleted on the applications'
//! schedule.

use axum::Extension;
use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::response::Response;
use serde::Serialize;

use super::Team;
use super::error::TeamError;
use super::leads::{Delivery, List, deliveries, filter, retry_delivery};
use super::session::{Admin, Allowed, Hiring};
use crate::db::StoredQuestion;
use crate::db::team::LeadKind;
use crate::state::AppState;

/// At most this many rows in a list (the filters narrow it).
const LIST_LIMIT: i64 = 500;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QuestionItem {
    #[serde(flatten)]
    question: StoredQuestion,
    /// When the retention sweep deletes it (the applications' retention).
    deletes_at: i64,
    /// A delivery to hiring is out of attempts: the team may not have seen this question.
    delivery_dead: bool,
}

fn item(question: StoredQuestion, team: &Team, delivery_dead: bool) -> QuestionItem {
    QuestionItem {
        deletes_at: question
            .created_at
            .saturating_add(team.application_retention_ms),
        delivery_dead,
        question,
    }
}

/// `GET /api/team/questions`: newest first, filtered by job, language, source and dates.
pub async fn list(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    _: Allowed<Hiring>,
    RawQuery(query): RawQuery,
) -> Result<Json<List<QuestionItem>>, TeamError> {
    let filter = filter(query.as_deref(), LeadKind::Question)?;
    let dead = state
        .store
        .leads_with_dead_deliveries(LeadKind::Question)
        .await?;
    let items: Vec<QuestionItem> = state
        .store
        .team_leads::<StoredQuestion>(&filter, LIST_LIMIT)
        .await?
        .into_iter()
        .map(|q| {
            let dead = dead.contains(&q.id);
            item(q, &team, dead)
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
pub struct QuestionDetail {
    #[serde(flatten)]
    item: QuestionItem,
    deliveries: Vec<Delivery>,
}

/// `GET /api/team/questions/{id}`.
pub async fn one(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    _: Allowed<Hiring>,
    Path(id): Path<String>,
) -> Result<Json<QuestionDetail>, TeamError> {
    let question = state
        .store
        .question(&id)
        .await?
        .ok_or(TeamError::NotFound("no question has this id"))?;
    let deliveries = deliveries(state.store.lead_deliveries(LeadKind::Question, &id).await?);
    let dead = deliveries.iter().any(Delivery::is_dead);
    Ok(Json(QuestionDetail {
        item: item(question, &team, dead),
        deliveries,
    }))
}

/// `POST /api/team/questions/{id}/deliveries/{delivery}/retry`.
pub async fn retry(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    Path((id, delivery)): Path<(String, i64)>,
) -> Result<Response, TeamError> {
    retry_delivery(&state, &me, LeadKind::Question, &id, delivery).await
}
