//! Who is asking: the session behind the `__Host-` cookie, and what their role allows.
//!
//! A session is a random 256-bit token in the cookie, stored only as its SHA-256 hash, with a
//! CSRF token of its own. Every request other than `GET`/`HEAD` must come from the site's own
//! origin and carry that CSRF token in `X-CSRF-Token`; the role is checked before the body is
//! read, so a wrong role gets 403 whatever it sends.

use std::marker::PhantomData;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use sha2::{Digest, Sha256};

use super::Role;
use super::error::TeamError;
use crate::api::guards;
use crate::db::now_ms;
use crate::db::team::Member;
use crate::state::AppState;

pub const COOKIE: &str = "__Host-kaveri_team";
pub const CSRF_HEADER: &str = "x-csrf-token";
/// A seen session's `last_seen_at` is written at most this often.
const TOUCH_EVERY_MS: i64 = 60_000;
/// The cookie's own lifetime: the session's absolute limit.
const COOKIE_MAX_AGE_SECS: i64 = crate::db::team::ABSOLUTE_MS / 1000;

/// A random token: 32 bytes, base64url without padding.
pub fn random_token() -> Result<String, TeamError> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| TeamError::Api(crate::api::error::ApiError::unavailable("randomness", e)))?;
    Ok(base64_url(&bytes))
}

pub fn base64_url(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// How a token is stored: its SHA-256, hex.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The `Set-Cookie` that starts a session.
pub fn session_cookie(token: &str) -> HeaderValue {
    HeaderValue::from_str(&format!(
        "{COOKIE}={token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age={COOKIE_MAX_AGE_SECS}"
    ))
    .unwrap_or_else(|_| cleared_cookie())
}

/// The `Set-Cookie` that ends one.
pub fn cleared_cookie() -> HeaderValue {
    HeaderValue::from_static(
        "__Host-kaveri_team=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0",
    )
}

/// The session cookie's value, if the request carries one.
fn cookie_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value)
        .filter(|value| !value.is_empty() && value.len() <= 128)
}

/// Equal strings, compared in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A signed-in member of the team.
#[derive(Debug, Clone)]
pub struct Signed {
    pub member: Member,
    pub role: Role,
    pub csrf: String,
    pub token_hash: String,
}

impl FromRequestParts<AppState> for Signed {
    type Rejection = TeamError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, TeamError> {
        let token = cookie_token(&parts.headers).ok_or(TeamError::SignedOut)?;
        let hash = token_hash(token);
        let session = state
            .store
            .team_session(&hash)
            .await?
            .ok_or(TeamError::SignedOut)?;
        let role = Role::parse(&session.member.role).ok_or(TeamError::Forbidden)?;
        if parts.method != Method::GET && parts.method != Method::HEAD {
            guards::same_origin(&parts.headers, &state.site_url)?;
            let sent = parts
                .headers
                .get(CSRF_HEADER)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default();
            if !same_secret(sent, &session.csrf) {
                return Err(TeamError::Csrf);
            }
        }
        if now_ms() - session.last_seen_at > TOUCH_EVERY_MS {
            state.store.touch_team_session(&hash).await?;
        }
        Ok(Signed {
            member: session.member,
            role,
            csrf: session.csrf,
            token_hash: hash,
        })
    }
}

/// What a part of the console needs: the roles allowed to use it.
pub trait Capability {
    const ROLES: &'static [Role];
}

/// Enquiries: sales and administrators.
pub struct Leads;
impl Capability for Leads {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Sales];
}

/// Applications and CVs: hiring and administrators.
pub struct Hiring;
impl Capability for Hiring {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Hiring];
}

/// Traffic figures: everyone on the team.
pub struct Traffic;
impl Capability for Traffic {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Sales, Role::Hiring, Role::Marketing];
}

/// People, the audit log and privacy requests: administrators.
pub struct Admin;
impl Capability for Admin {
    const ROLES: &'static [Role] = &[Role::Admin];
}

/// A signed-in member whose role includes `C`, checked before the body is read.
pub struct Allowed<C>(pub Signed, pub PhantomData<C>);

impl<C: Capability + Send + Sync> FromRequestParts<AppState> for Allowed<C> {
    type Rejection = TeamError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, TeamError> {
        let signed = Signed::from_request_parts(parts, state).await?;
        if C::ROLES.contains(&signed.role) {
            Ok(Allowed(signed, PhantomData))
        } else {
            Err(TeamError::Forbidden)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_cookie_is_read_among_others_and_nothing_else_is_taken_for_it() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("theme=dark; __Host-kaveri_team=abc; kaveri_team=x"),
        );
        assert_eq!(cookie_token(&headers), Some("abc"));
        headers.insert(header::COOKIE, HeaderValue::from_static("kaveri_team=abc"));
        assert_eq!(cookie_token(&headers), None);
    }

    #[test]
    fn the_cookie_has_every_attribute_a_host_only_session_needs() {
        let cookie = session_cookie("t");
        let text = cookie.to_str().unwrap_or_default();
        assert!(
            text.starts_with("__Host-kaveri_team=t; Path=/; Secure; HttpOnly; SameSite=Strict")
        );
        assert!(!text.contains("Domain"));
    }

    #[test]
    fn secrets_compare_by_value() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "ab"));
    }
}
