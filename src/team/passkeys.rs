//! Passkeys: registering one from an invitation, signing in with it, signing out.
//!
//! A ceremony's state (webauthn-rs's, with its challenge) is kept in the database for five
//! minutes and taken out when it is finished, so a challenge answers once, on any instance.
//! Discoverable credentials with user verification: the passkey names its person, no e-mail
//! address is typed at sign-in.

use axum::Extension;
use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use webauthn_rs::prelude::{
    DiscoverableAuthentication, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Uuid,
};

use webauthn_rs_proto::ResidentKeyRequirement;

use super::error::TeamError;
use super::invitations;
use super::session::{self, Signed};
use super::{Body, Team};
use crate::api::extract::{Guarded, Json as JsonBody};
use crate::db::now_ms;
use crate::db::team::{Ceremony, Join, Member};
use crate::state::AppState;

/// How long a started ceremony may take.
const CEREMONY_MS: i64 = 5 * 60 * 1000;
const REGISTER: &str = "register";
const SIGNIN: &str = "signin";

#[derive(Serialize)]
pub struct User {
    id: String,
    email: String,
    name: String,
    role: String,
}

impl From<&Member> for User {
    fn from(member: &Member) -> Self {
        User {
            id: member.id.clone(),
            email: member.email.clone(),
            name: member.name.clone(),
            role: member.role.clone(),
        }
    }
}

#[derive(Serialize)]
pub struct SessionAnswer {
    user: User,
    csrf: String,
}

/// `GET /api/team/session`: who is signed in, and the CSRF token their writes carry.
pub async fn session(signed: Signed) -> Json<SessionAnswer> {
    Json(SessionAnswer {
        user: User::from(&signed.member),
        csrf: signed.csrf,
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterStart {
    token: String,
    name: String,
}

#[derive(Serialize)]
struct CeremonyAnswer<T: Serialize> {
    ceremony: String,
    #[serde(rename = "publicKey")]
    public_key: T,
}

fn json_text<T: Serialize>(value: &T) -> Result<String, TeamError> {
    serde_json::to_string(value).map_err(|e| {
        TeamError::Api(crate::api::error::ApiError::unavailable(
            "ceremony state",
            e,
        ))
    })
}

fn from_json_text<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, TeamError> {
    serde_json::from_str(text).map_err(|e| {
        TeamError::Api(crate::api::error::ApiError::unavailable(
            "ceremony state",
            e,
        ))
    })
}

/// Stores a started ceremony under a new random id for five minutes, and answers the browser
/// with that id and the options for its authenticator.
async fn begin<T: Serialize>(
    state: &AppState,
    mut ceremony: Ceremony,
    public_key: T,
) -> Result<Response, TeamError> {
    ceremony.id = session::random_token()?;
    ceremony.expires_at = now_ms() + CEREMONY_MS;
    state.store.insert_team_ceremony(&ceremony).await?;
    Ok(Json(CeremonyAnswer {
        ceremony: ceremony.id,
        public_key,
    })
    .into_response())
}

/// `POST /api/team/passkeys/register/start`: the invitee names themselves; the browser gets
/// the options to create a passkey. The invitation is not used up here.
pub async fn register_start(
    axum::extract::State(state): axum::extract::State<AppState>,
    Extension(team): Extension<Team>,
    request: Guarded<JsonBody<Body<RegisterStart>>>,
) -> Result<Response, TeamError> {
    let RegisterStart { token, name } = request.body.0.0;
    let name = name.trim().to_owned();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(TeamError::invalid(
            "invalid_name",
            "give your name, in at most 100 characters",
        ));
    }
    let invitation = invitations::open(&state, &token).await?;
    let member_id = Uuid::new_v4();
    let (mut options, registration) = team
        .webauthn
        .start_passkey_registration(member_id, &invitation.email, &name, None)
        .map_err(|_| TeamError::SigninFailed)?;
    // A discoverable credential: signing in needs no e-mail address typed.
    if let Some(selection) = options.public_key.authenticator_selection.as_mut() {
        selection.resident_key = Some(ResidentKeyRequirement::Required);
        selection.require_resident_key = true;
    }
    let ceremony = Ceremony {
        id: String::new(),
        kind: REGISTER.to_owned(),
        state: json_text(&registration)?,
        invitation_id: Some(invitation.id),
        member_id: Some(member_id.to_string()),
        name: Some(name),
        expires_at: 0,
    };
    begin(&state, ceremony, options.public_key).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterFinish {
    ceremony: String,
    credential: RegisterPublicKeyCredential,
}

/// `POST /api/team/passkeys/register/finish`: the passkey is verified and stored, the
/// invitation used up, and the new member signed in.
pub async fn register_finish(
    axum::extract::State(state): axum::extract::State<AppState>,
    Extension(team): Extension<Team>,
    request: Guarded<JsonBody<Body<RegisterFinish>>>,
) -> Result<Response, TeamError> {
    let RegisterFinish {
        ceremony,
        credential,
    } = request.body.0.0;
    let ceremony = state
        .store
        .take_team_ceremony(&ceremony, REGISTER)
        .await?
        .ok_or(TeamError::SigninFailed)?;
    let registration: PasskeyRegistration = from_json_text(&ceremony.state)?;
    let passkey = team
        .webauthn
        .finish_passkey_registration(&credential, &registration)
        .map_err(|error| {
            tracing::info!(%error, "passkey registration refused");
            TeamError::SigninFailed
        })?;
    let (Some(invitation_id), Some(member_id), Some(name)) =
        (ceremony.invitation_id, ceremony.member_id, ceremony.name)
    else {
        return Err(TeamError::SigninFailed);
    };
    let token = session::random_token()?;
    let csrf = session::random_token()?;
    let member = state
        .store
        .join_team(&Join {
            invitation_id: &invitation_id,
            member_id: &member_id,
            name: &name,
            credential_id: &session::base64_url(passkey.cred_id()),
            passkey: &json_text(&passkey)?,
            session_hash: &session::token_hash(&token),
            csrf: &csrf,
        })
        .await?
        .ok_or(TeamError::InvitationInvalid)?;
    Ok(signed_in(&member, &token, csrf))
}

/// The answer to a completed sign-in: the person, their CSRF token and the new cookie.
fn signed_in(member: &Member, token: &str, csrf: String) -> Response {
    (
        [(header::SET_COOKIE, session::session_cookie(token))],
        Json(SessionAnswer {
            user: User::from(member),
            csrf,
        }),
    )
        .into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

/// `POST /api/team/signin/start`: a challenge for any of the site's passkeys.
pub async fn signin_start(
    axum::extract::State(state): axum::extract::State<AppState>,
    Extension(team): Extension<Team>,
    _request: Guarded<JsonBody<Body<Empty>>>,
) -> Result<Response, TeamError> {
    let (options, authentication) = team
        .webauthn
        .start_discoverable_authentication()
        .map_err(|_| TeamError::SigninFailed)?;
    let ceremony = Ceremony {
        id: String::new(),
        kind: SIGNIN.to_owned(),
        state: json_text(&authentication)?,
        invitation_id: None,
        member_id: None,
        name: None,
        expires_at: 0,
    };
    begin(&state, ceremony, options.public_key).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SigninFinish {
    ceremony: String,
    credential: PublicKeyCredential,
}

/// `POST /api/team/signin/finish`: the assertion is verified against the stored passkey; a new
/// session (a new token: never one the browser had before) is opened.
pub async fn signin_finish(
    axum::extract::State(state): axum::extract::State<AppState>,
    Extension(team): Extension<Team>,
    request: Guarded<JsonBody<Body<SigninFinish>>>,
) -> Result<Response, TeamError> {
    let SigninFinish {
        ceremony,
        credential,
    } = request.body.0.0;
    let failed = |reason: &'static str| {
        let store = state.store.clone();
        async move {
            tracing::info!(reason, "team sign-in refused");
            store
                .audit(None, "signin_failed", None, Some(reason))
                .await?;
            Err::<Response, TeamError>(TeamError::SigninFailed)
        }
    };
    let Some(ceremony) = state.store.take_team_ceremony(&ceremony, SIGNIN).await? else {
        return failed("unknown or expired ceremony").await;
    };
    let authentication: DiscoverableAuthentication = from_json_text(&ceremony.state)?;
    let Ok((user, credential_id)) = team
        .webauthn
        .identify_discoverable_authentication(&credential)
    else {
        return failed("no user handle").await;
    };
    let credential_key = session::base64_url(credential_id);
    let Some((member_id, stored)) = state.store.team_passkey(&credential_key).await? else {
        return failed("unknown passkey").await;
    };
    if member_id != user.to_string() {
        return failed("user handle does not match the passkey").await;
    }
    let mut passkey: Passkey = from_json_text(&stored)?;
    let Ok(result) =
        team.webauthn
            .finish_discoverable_authentication_v2(&credential, authentication, &passkey)
    else {
        return failed("assertion not verified").await;
    };
    if !result.user_verified() {
        return failed("user not verified").await;
    }
    if passkey.update_credential(&result).is_some() {
        state
            .store
            .update_team_passkey(&credential_key, &json_text(&passkey)?)
            .await?;
    }
    let Some(member) = state.store.team_member(&member_id).await? else {
        return failed("member gone").await;
    };
    let token = session::random_token()?;
    let csrf = session::random_token()?;
    state
        .store
        .insert_team_session(&session::token_hash(&token), &member.id, &csrf)
        .await?;
    state
        .store
        .audit(Some(&member.id), "signin", Some(&member.id), None)
        .await?;
    Ok(signed_in(&member, &token, csrf))
}

/// `POST /api/team/signout`: the session is deleted and the cookie cleared.
pub async fn signout(
    axum::extract::State(state): axum::extract::State<AppState>,
    signed: Signed,
) -> Result<Response, TeamError> {
    state.store.delete_team_session(&signed.token_hash).await?;
    Ok((
        StatusCode::NO_CONTENT,
        [(header::SET_COOKIE, session::cleared_cookie())],
    )
        .into_response())
}
