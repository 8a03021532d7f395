//! The team's members (administrators): who they are, their roles, ending their sessions;
//! and the audit log, which the console reads and never changes.

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use serde::{Deserialize, Serialize};

use super::error::TeamError;
use super::session::{Admin, Allowed};
use super::{Body, Role};
use crate::api::extract::{Guarded, Json as JsonBody};
use crate::db::team::{AuditEntry, Member};
use crate::state::AppState;

const AUDIT_PAGE: i64 = 100;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Person {
    #[serde(flatten)]
    member: Member,
    passkeys: i64,
    sessions: i64,
    active: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingInvitation {
    id: String,
    email: String,
    role: String,
    created_at: i64,
    expires_at: i64,
}

#[derive(Serialize)]
pub struct People {
    items: Vec<Person>,
    invitations: Vec<PendingInvitation>,
}

/// `GET /api/team/people`: members and the invitations not used yet.
pub async fn list(
    State(state): State<AppState>,
    _: Allowed<Admin>,
) -> Result<Json<People>, TeamError> {
    let items = state
        .store
        .team_members()
        .await?
        .into_iter()
        .map(|listing| Person {
            active: listing.member.deactivated_at.is_none(),
            member: listing.member,
            passkeys: listing.passkeys,
            sessions: listing.sessions,
        })
        .collect();
    let invitations = state
        .store
        .pending_team_invitations()
        .await?
        .into_iter()
        .map(|i| PendingInvitation {
            id: i.id,
            email: i.email,
            role: i.role,
            created_at: i.created_at,
            expires_at: i.expires_at,
        })
        .collect();
    Ok(Json(People { items, invitations }))
}

async fn person(state: &AppState, id: &str) -> Result<Member, TeamError> {
    state
        .store
        .team_member(id)
        .await?
        .ok_or(TeamError::NotFound("no member of the team has this id"))
}

/// Refuses a change that would leave the team without an active administrator.
async fn keep_an_admin(state: &AppState, member: &Member) -> Result<(), TeamError> {
    if member.role != Role::Admin.as_str() || member.deactivated_at.is_some() {
        return Ok(());
    }
    let admins = state
        .store
        .team_members()
        .await?
        .iter()
        .filter(|l| l.member.role == Role::Admin.as_str() && l.member.deactivated_at.is_none())
        .count();
    if admins <= 1 {
        return Err(TeamError::invalid(
            "last_admin",
            "the team needs at least one administrator: make someone else one first",
        ));
    }
    Ok(())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleChange {
    role: String,
}

/// `PATCH /api/team/people/{id}`: a new role, effective on their next request.
pub async fn change_role(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<RoleChange>>>,
) -> Result<Json<Member>, TeamError> {
    let role = Role::parse(&request.body.0.0.role).ok_or_else(|| {
        TeamError::invalid(
            "invalid_role",
            "role must be admin, sales, hiring or marketing",
        )
    })?;
    let member = person(&state, &id).await?;
    if role != Role::Admin {
        keep_an_admin(&state, &member).await?;
    }
    state.store.set_team_role(&id, role.as_str()).await?;
    state
        .store
        .audit(
            Some(&me.member.id),
            "role_change",
            Some(&id),
            Some(role.as_str()),
        )
        .await?;
    person(&state, &id).await.map(Json)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Revoke {
    #[serde(default)]
    deactivate: bool,
}

#[derive(Serialize)]
pub struct Revoked {
    revoked: u64,
}

/// `POST /api/team/people/{id}/revoke`: every session of the person ends now; with
/// `deactivate`, their passkeys are removed too (a new invitation brings them back).
pub async fn revoke(
    State(state): State<AppState>,
    Allowed(me, _): Allowed<Admin>,
    Path(id): Path<String>,
    request: Guarded<JsonBody<Body<Revoke>>>,
) -> Result<Json<Revoked>, TeamError> {
    let deactivate = request.body.0.0.deactivate;
    let member = person(&state, &id).await?;
    if deactivate {
        keep_an_admin(&state, &member).await?;
    }
    let revoked = state.store.revoke_team_member(&id, deactivate).await?;
    state
        .store
        .audit(
            Some(&me.member.id),
            if deactivate { "deactivate" } else { "revoke" },
            Some(&id),
            Some(&format!("{revoked} sessions")),
        )
        .await?;
    Ok(Json(Revoked { revoked }))
}

#[derive(Serialize)]
pub struct AuditPage {
    items: Vec<AuditEntry>,
}

/// `GET /api/team/audit?before=<id>`: newest first, 100 at a time.
pub async fn audit(
    State(state): State<AppState>,
    _: Allowed<Admin>,
    RawQuery(query): RawQuery,
) -> Result<Json<AuditPage>, TeamError> {
    let mut before = None;
    for (key, value) in form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
        match key.as_ref() {
            "before" => {
                before = Some(value.parse::<i64>().map_err(|_| {
                    TeamError::invalid("invalid_before", "before must be an entry's id")
                })?);
            }
            _ => {
                return Err(TeamError::invalid(
                    "unknown_filter",
                    format!("{key} is not a parameter of the audit log"),
                ));
            }
        }
    }
    let items = state.store.audit_entries(before, AUDIT_PAGE).await?;
    Ok(Json(AuditPage { items }))
}
