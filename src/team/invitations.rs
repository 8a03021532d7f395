//! Invitations: how anyone joins the team, and how a lost passkey is replaced. A link carries a
//! random token (in the URL's fragment, so opening it sends nothing to the server); only its
//! hash is stored, it expires in 24 hours and is used up by the invitee's own action on the
//! page it opens (mail scanners open links before people do). The e-mail goes through the
//! outbox; its body is deleted once sent.

use axum::Extension;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};

use super::error::TeamError;
use super::session::{self, Admin, Allowed};
use super::{Body, Role, Team};
use crate::api::extract::{Guarded, Json as JsonBody};
use crate::db::team::{Invitation, NewInvitation};
use crate::db::{Store, now_ms};
use crate::state::AppState;

/// How long an invitation link works.
pub const VALID_MS: i64 = 24 * 60 * 60 * 1000;

/// An invitation that can still be used, by the token from its link.
pub async fn open(state: &AppState, token: &str) -> Result<Invitation, TeamError> {
    if token.is_empty() || token.len() > 128 {
        return Err(TeamError::InvitationInvalid);
    }
    state
        .store
        .open_team_invitation(&session::token_hash(token))
        .await?
        .ok_or(TeamError::InvitationInvalid)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inspect {
    token: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationView {
    id: String,
    email: String,
    role: String,
    expires_at: i64,
}

/// `POST /api/team/invitations/inspect`: what an invitation is for. Opening never uses it up.
pub async fn inspect(
    State(state): State<AppState>,
    request: Guarded<JsonBody<Body<Inspect>>>,
) -> Result<Json<InvitationView>, TeamError> {
    let invitation = open(&state, &request.body.0.0.token).await?;
    Ok(Json(InvitationView {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expires_at: invitation.expires_at,
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Create {
    email: String,
    role: String,
}

/// `POST /api/team/invitations` (administrators): invites a person, or a member again (their
/// passkey is replaced once they use the new link).
pub async fn create(
    State(state): State<AppState>,
    Extension(team): Extension<Team>,
    Allowed(me, _): Allowed<Admin>,
    request: Guarded<JsonBody<Body<Create>>>,
) -> Result<Response, TeamError> {
    let Create { email, role } = request.body.0.0;
    let role = Role::parse(&role).ok_or_else(|| {
        TeamError::invalid(
            "invalid_role",
            "role must be admin, sales, hiring or marketing",
        )
    })?;
    let sent = invite(
        &state.store,
        &team.site_url,
        &email,
        role,
        Some(&me.member.id),
    )
    .await?;
    state.outbox.wake.notify_one();
    Ok((
        StatusCode::CREATED,
        Json(InvitationView {
            id: sent.id,
            email: sent.email,
            role: role.as_str().to_owned(),
            expires_at: sent.expires_at,
        }),
    )
        .into_response())
}

/// An invitation made and its e-mail queued.
pub struct Sent {
    pub id: String,
    pub email: String,
    pub link: String,
    pub expires_at: i64,
}

/// A plausible e-mail address: one `@`, something either side, no spaces, at most 254 bytes.
pub fn valid_email(email: &str) -> bool {
    email.len() <= 254
        && !email.contains(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty() && domain.contains('.') && !domain.contains('@')
        })
}

/// Makes an invitation for `email` and queues its e-mail; shared by the console and
/// `kaveri-site team invite`.
pub async fn invite(
    store: &Store,
    site_url: &str,
    email: &str,
    role: Role,
    invited_by: Option<&str>,
) -> Result<Sent, TeamError> {
    let email = email.trim();
    if !valid_email(email) {
        return Err(TeamError::invalid(
            "invalid_email",
            "give an e-mail address like name@company.example",
        ));
    }
    let token = session::random_token()?;
    let id = uuid::Uuid::now_v7().to_string();
    let expires_at = now_ms() + VALID_MS;
    let link = format!("{}/team/join#{token}", site_url.trim_end_matches('/'));
    let body = format!(
        "You are invited to the Kaveri Digital team console with the role \"{role}\".\n\n\
         Open this link within 24 hours and create your passkey (your device's screen lock,\n\
         a security key or a password manager); no password is involved:\n\n{link}\n\n\
         The link works once. If you already have a passkey for the console, the new one\n\
         replaces it. If you did not expect this e-mail, ignore it: nothing happens unless\n\
         the link is used.\n",
        role = role.as_str()
    );
    store
        .insert_team_invitation(&NewInvitation {
            id: &id,
            token_hash: &session::token_hash(&token),
            email,
            role: role.as_str(),
            invited_by,
            expires_at,
            subject: "Your invitation to the Kaveri Digital team console",
            body: &body,
        })
        .await?;
    store
        .audit(invited_by, "invite", Some(&id), Some(role.as_str()))
        .await?;
    Ok(Sent {
        id,
        email: email.to_owned(),
        link,
        expires_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_addresses_are_checked_for_shape_only() {
        assert!(valid_email("ana@company.example"));
        assert!(!valid_email("ana@company"));
        assert!(!valid_email("ana company@x.example"));
        assert!(!valid_email("@x.example"));
        assert!(!valid_email("a@b@c.example"));
    }
}
