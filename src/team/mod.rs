//! The team's console: sales, hiring and marketing sign in at `/team/` with a passkey and work
//! their enquiries, applications and traffic figures (docs/team-console.md is the contract).
//!
//! - `session.rs`: the session cookie, the CSRF token and the role checks every endpoint uses;
//! - `passkeys.rs`: registering a passkey from an invitation, signing in and out;
//! - `invitations.rs`: invitations (the console's and `kaveri-site team invite`), their e-mail;
//! - `leads.rs`: enquiries and applications, their status, notes, CSV export and CVs;
//! - `questions.rs`: candidates' questions about a position (read-only, for hiring);
//! - `people.rs`: members, roles, revoking sessions, the audit log;
//! - `privacy.rs`: finding, exporting and erasing what is stored about an e-mail address;
//! - `traffic.rs`: the traffic figures for the dashboard;
//! - `sweep.rs`: deleting finished sessions and old invitations.

pub mod error;
pub mod invitations;
pub mod leads;
pub mod passkeys;
pub mod people;
pub mod privacy;
pub mod questions;
pub mod session;
pub mod sweep;
pub mod traffic;

use std::sync::Arc;

use serde::de::DeserializeOwned;
use webauthn_rs::prelude::{Url, Webauthn, WebauthnBuilder};

use crate::api::error::ApiError;
use crate::api::extract::FromJson;
use crate::api::feature::{FeatureRoutes, Methods};
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

/// One endpoint of the console as the OpenAPI document lists it (the router is below).
pub struct Documented {
    pub method: &'static str,
    pub path: &'static str,
    pub summary: &'static str,
    /// The roles that may call it; empty for the sign-in steps, which need no session.
    pub roles: &'static [Role],
    /// It takes a JSON body.
    pub body: bool,
}

const ALL: &[Role] = &[Role::Admin, Role::Sales, Role::Hiring, Role::Marketing];
const SALES: &[Role] = &[Role::Admin, Role::Sales];
const HIRING: &[Role] = &[Role::Admin, Role::Hiring];
const ADMIN: &[Role] = &[Role::Admin];

macro_rules! documented {
    ($($method:literal $path:literal $roles:expr, $body:literal, $summary:literal;)+) => {
        &[$(Documented { method: $method, path: $path, summary: $summary, roles: $roles, body: $body }),+]
    };
}

pub const ENDPOINTS: &[Documented] = documented! {
    "get" "/api/team/session" ALL, false, "Who is signed in, and their CSRF token";
    "post" "/api/team/invitations/inspect" &[], true, "What an invitation is for (does not use it)";
    "post" "/api/team/passkeys/register/start" &[], true, "Options to create a passkey from an invitation";
    "post" "/api/team/passkeys/register/finish" &[], true, "Store the passkey, use the invitation, sign in";
    "post" "/api/team/signin/start" &[], true, "Options to sign in with a passkey";
    "post" "/api/team/signin/finish" &[], true, "Verify the passkey's assertion and open a session";
    "post" "/api/team/signout" ALL, false, "End this session";
    "get" "/api/team/enquiries" SALES, false, "Enquiries, newest first, filtered";
    "get" "/api/team/enquiries/export.csv" SALES, false, "The filtered enquiries as CSV";
    "get" "/api/team/enquiries/{id}" SALES, false, "One enquiry with its notes and deliveries";
    "patch" "/api/team/enquiries/{id}" SALES, true, "Set an enquiry's status or owner";
    "post" "/api/team/enquiries/{id}/notes" SALES, true, "Add a note to an enquiry";
    "post" "/api/team/enquiries/{id}/deliveries/{delivery}/retry" ADMIN, false, "Send a dead delivery again (logged)";
    "get" "/api/team/applications" HIRING, false, "Applications, newest first, filtered, with counts per job";
    "get" "/api/team/applications/{id}" HIRING, false, "One application with its notes and deliveries";
    "patch" "/api/team/applications/{id}" HIRING, true, "Set an application's status";
    "post" "/api/team/applications/{id}/notes" HIRING, true, "Add a note to an application";
    "post" "/api/team/applications/{id}/deliveries/{delivery}/retry" ADMIN, false, "Send a dead delivery again (logged)";
    "get" "/api/team/applications/{id}/cv" HIRING, false, "The CV, as an attachment (logged)";
    "get" "/api/team/questions" HIRING, false, "Candidates' questions about a position, newest first, filtered";
    "get" "/api/team/questions/{id}" HIRING, false, "One question with its deliveries";
    "post" "/api/team/questions/{id}/deliveries/{delivery}/retry" ADMIN, false, "Send a dead delivery again (logged)";
    "get" "/api/team/stats" ALL, false, "Traffic figures for 7, 30 or 90 days";
    "get" "/api/team/people" ADMIN, false, "Members and open invitations";
    "post" "/api/team/invitations" ADMIN, true, "Invite a person by e-mail";
    "patch" "/api/team/people/{id}" ADMIN, true, "Change a member's role";
    "post" "/api/team/people/{id}/revoke" ADMIN, true, "End a member's sessions (and remove their passkeys)";
    "get" "/api/team/audit" ADMIN, false, "The audit log, newest first";
    "post" "/api/team/privacy/search" ADMIN, true, "Everything stored about an e-mail address";
    "post" "/api/team/privacy/export" ADMIN, true, "Export it as JSON";
    "post" "/api/team/privacy/erase" ADMIN, true, "Erase it, CV files included";
};

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
            Methods::new()
                .get(leads::enquiry)
                .patch(leads::update_enquiry),
        )
        .post("/api/team/enquiries/{id}/notes", leads::note_enquiry)
        .post(
            "/api/team/enquiries/{id}/deliveries/{delivery}/retry",
            leads::retry_enquiry_delivery,
        )
        .get("/api/team/applications", leads::applications)
        .methods(
            "/api/team/applications/{id}",
            Methods::new()
                .get(leads::application)
                .patch(leads::update_application),
        )
        .post("/api/team/applications/{id}/notes", leads::note_application)
        .post(
            "/api/team/applications/{id}/deliveries/{delivery}/retry",
            leads::retry_application_delivery,
        )
        .get("/api/team/applications/{id}/cv", leads::cv)
        .get("/api/team/questions", questions::list)
        .get("/api/team/questions/{id}", questions::one)
        .post(
            "/api/team/questions/{id}/deliveries/{delivery}/retry",
            questions::retry,
        )
        .get("/api/team/stats", traffic::stats)
        .get("/api/team/people", people::list)
        .post("/api/team/invitations", invitations::create)
        .methods(
            "/api/team/people/{id}",
            Methods::new().patch(people::change_role),
        )
        .post("/api/team/people/{id}/revoke", people::revoke)
        .get("/api/team/audit", people::audit)
        .post("/api/team/privacy/search", privacy::search)
        .post("/api/team/privacy/export", privacy::export)
        .post("/api/team/privacy/erase", privacy::erase)
        .extension(team)
}
