//! The team's console: sales, hiring and marketing sign in at `/team/` with a passkey and work
//! their enquiries, applications and traffic figures (docs/team-console.md is the contract).
//!
//! - `session.rs`: the session cookie, the CSRF token and the role checks every endpoint uses;
//! - `passkeys.rs`: registering a passkey from an invitation, signing in and out;
//! - `invitations.rs`: invitations (the console's and `kaveri-site team invite`), their e-mail;
//! - `leads.rs`: enquiries and applications, their status, notes, CSV export and CVs;
//! - `people.rs`: members, roles, revoking sessions, the audit log;
//! - `privacy.rs`: finding, exporting and erasing what is stored about an e-mail address;
//! - `traffic.rs`: the traffic figures for the dashboard.

pub mod error;
pub mod invitations;
pub mod leads;
pub mod passkeys;
pub mod people;
pub mod privacy;
pub mod session;
pub mod traffic;

use std::sync::Arc;

use axum::routing::{get, patch};
use serde::de::DeserializeOwned;
use webauthn_rs::prelude::{Url, Webauthn, WebauthnBuilder};

use crate::api::error::ApiError;
use crate::api::extract::FromJson;
use crate::api::feature::FeatureRoutes;
use crate::api::rate_limit::ClientLimit;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Admin,
    Sales,
    Hiring,
    Marketing,
}

impl Role {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "admin" => Some(Role::Admin),
            "sales" => Some(Role::Sales),
            "hiring" => Some(Role::Hiring),
            "marketing" => Some(Role::Marketing),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Sales => "sales",
            Role::Hiring => "hiring",
            Role::Marketing => "marketing",
        }
    }
}

/// What the console's handlers share besides [`crate::state::AppState`]: the relying party.
#[derive(Clone)]
pub struct Team {
    pub webauthn: Arc<Webauthn>,
    /// The site's origin, for the links in invitation e-mails.
    pub site_url: Arc<str>,
    /// How long an application is kept (`APPLICATION_RETENTION_DAYS`), shown per application.
    pub application_retention_ms: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum TeamSetupError {
    #[error("SITE_URL {0:?} is not a URL passkeys can belong to: {1}")]
    SiteUrl(String, String),
}

impl Team {
    /// The relying party is the site's host (`SITE_URL`): passkeys work only on that origin.
    pub fn new(site_url: &str, retention: std::time::Duration) -> Result<Self, TeamSetupError> {
        let invalid =
            |e: &dyn std::fmt::Display| TeamSetupError::SiteUrl(site_url.to_owned(), e.to_string());
        let origin = Url::parse(site_url).map_err(|e| invalid(&e))?;
        let rp_id = origin
            .host_str()
            .ok_or_else(|| invalid(&"it has no host"))?
            .to_owned();
        let webauthn = WebauthnBuilder::new(&rp_id, &origin)
            .and_then(|builder| builder.rp_name("Kaveri Digital team").build())
            .map_err(|e| invalid(&e))?;
        Ok(Self {
            webauthn: Arc::new(webauthn),
            site_url: site_url.trim_end_matches('/').into(),
            application_retention_ms: i64::try_from(retention.as_millis()).unwrap_or(i64::MAX),
        })
    }
}

/// A small JSON body read into `T`; unknown fields are refused where `T` says so.
pub struct Body<T>(pub T);

impl<T: DeserializeOwned> FromJson for Body<T> {
    fn from_json(bytes: &[u8]) -> Result<Self, ApiError> {
        serde_json::from_slice(bytes)
            .map(Body)
            .map_err(|e| ApiError::malformed_json(&e))
    }
}

pub fn routes(limit: ClientLimit, team: Team) -> FeatureRoutes {
    FeatureRoutes::new(limit)
        .private()
        .get("/api/team/session", passkeys::session)
        .post("/api/team/invitations/inspect", invitations::inspect)
        .post(
            "/api/team/passkeys/register/start",
            passkeys::register_start,
        )
        .post(
            "/api/team/passkeys/register/finish",
            passkeys::register_finish,
        )
        .post("/api/team/signin/start", passkeys::signin_start)
        .post("/api/team/signin/finish", passkeys::signin_finish)
        .post("/api/team/signout", passkeys::signout)
        .get("/api/team/enquiries", leads::enquiries)
        .get("/api/team/enquiries/export.csv", leads::export_enquiries)
        .methods(
            "/api/team/enquiries/{id}",
            get(leads::enquiry).patch(leads::update_enquiry),
        )
        .post("/api/team/enquiries/{id}/notes", leads::note_enquiry)
        .get("/api/team/applications", leads::applications)
        .methods(
            "/api/team/applications/{id}",
            get(leads::application).patch(leads::update_application),
        )
        .post("/api/team/applications/{id}/notes", leads::note_application)
        .get("/api/team/applications/{id}/cv", leads::cv)
        .get("/api/team/stats", traffic::stats)
        .get("/api/team/people", people::list)
        .post("/api/team/invitations", invitations::create)
        .methods("/api/team/people/{id}", patch(people::change_role))
        .post("/api/team/people/{id}/revoke", people::revoke)
        .get("/api/team/audit", people::audit)
        .post("/api/team/privacy/search", privacy::search)
        .post("/api/team/privacy/export", privacy::export)
        .post("/api/team/privacy/erase", privacy::erase)
        .extension(team)
}
