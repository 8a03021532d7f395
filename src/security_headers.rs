//! Security headers on every response, and the Content-Security-Policy of each page.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Request, Response, header};
use axum::middleware::Next;

/// Pages may run only the site's own scripts plus the inline scripts the build hashed.
/// `'wasm-unsafe-eval'` lets Pagefind (site search) instantiate its WebAssembly.
/// Styles allow inline `style` attributes (React sets a few); scripts never run inline unhashed.
pub fn page_policy(script_hashes: &[String]) -> HeaderValue {
    let hashes = hash_sources(script_hashes);
    let policy = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; \
         connect-src 'self'; media-src 'self'; worker-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&policy).unwrap_or_else(|_| HeaderValue::from_static(API_POLICY))
}

/// The content editor at `/admin/` (Sveltia CMS, a self-hosted bundle) runs none of the site's
/// hashed scripts but talks to the repository host: GitHub's REST and GraphQL API, avatars, and
/// images of the repository shown as previews. Its own UI needs inline styles, and reads `data:`
/// and `blob:` URLs (its logo, previews of files being uploaded). No `'unsafe-eval'`: the bundle
/// does not need it.
pub const ADMIN_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob: https://avatars.githubusercontent.com \
     https://raw.githubusercontent.com https://media.githubusercontent.com; \
     media-src 'self' blob:; font-src 'self' data:; \
     connect-src 'self' data: blob: https://api.github.com; \
     worker-src 'self' blob:; frame-src 'self' blob:; manifest-src 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// What differs for every file under `/admin/`, on top of [`apply`]: never indexed, and the sign-in
/// popup of a GitHub OAuth client may talk back to the window that opened it.
pub fn apply_admin(headers: &mut HeaderMap) {
    headers.insert(
        HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex"),
    );
    headers.insert(
        HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin-allow-popups"),
    );
}

/// The team console's shell: the site's own scripts and the build's hashed inline ones, nothing
/// else (no WebAssembly: the console has no site search); it talks to its own API only.
pub fn team_policy(script_hashes: &[String]) -> HeaderValue {
    let hashes = hash_sources(script_hashes);
    let policy = format!(
        "default-src 'self'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; \
         object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&policy).unwrap_or_else(|_| HeaderValue::from_static(API_POLICY))
}

/// What differs for the console's shell, on top of [`apply`]: never indexed, and passkeys may be
/// created and used (the site's pages refuse both).
pub fn apply_team(headers: &mut HeaderMap) {
    headers.insert(
        HeaderName::from_static("x-robots-tag"),
        HeaderValue::from_static("noindex, nofollow"),
    );
    headers.insert(
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(TEAM_PERMISSIONS_POLICY),
    );
}

/// For everything that is not a page (API answers, assets): nothing may run or be framed.
const API_POLICY: &str =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// The well-formed hashes as CSP sources, each preceded by a space.
fn hash_sources(script_hashes: &[String]) -> String {
    script_hashes
        .iter()
        .filter(|h| is_hash_source(h))
        .map(|h| format!(" '{h}'"))
        .collect()
}

/// A CSP source `sha256-<base64>` as written by the build (anything else is dropped).
fn is_hash_source(source: &str) -> bool {
    source.strip_prefix("sha256-").is_some_and(|b64| {
        !b64.is_empty()
            && b64
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'=')
    })
}

const PERMISSIONS_POLICY: &str = "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), \
     serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), \
     ambient-light-sensor=(), display-capture=(), screen-wake-lock=(), xr-spatial-tracking=(), \
     publickey-credentials-get=(), browsing-topics=(), interest-cohort=()";

const TEAM_PERMISSIONS_POLICY: &str = "microphone=(), camera=(), geolocation=(), payment=(), \
     usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), \
     accelerometer=(), ambient-light-sensor=(), display-capture=(), screen-wake-lock=(), \
     xr-spatial-tracking=(), publickey-credentials-get=(self), \
     publickey-credentials-create=(self), browsing-topics=(), interest-cohort=()";

fn fixed_headers() -> [(HeaderName, HeaderValue); 7] {
    [
        (
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=63072000; includeSubDomains; preload"),
        ),
        (
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ),
        (
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ),
        (
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static(PERMISSIONS_POLICY),
        ),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        ),
        (
            HeaderName::from_static("cross-origin-resource-policy"),
            HeaderValue::from_static("same-origin"),
        ),
        (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    ]
}

/// Adds the fixed headers, and the API policy where no CSP of its own was set. Static files get
/// them once at load (in their precomputed header maps); everything else through [`add`].
pub fn apply(headers: &mut HeaderMap) {
    for (name, value) in fixed_headers() {
        headers.insert(name, value);
    }
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(API_POLICY),
        );
    }
}

/// Middleware: [`apply`] on every response of the router.
pub async fn add(request: Request<Body>, next: Next) -> Response<Body> {
    let mut response = next.run(request).await;
    apply(response.headers_mut());
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_policy_lists_only_well_formed_hashes() {
        let policy = page_policy(&[
            "sha256-abc+/=".to_owned(),
            "'unsafe-inline'".to_owned(),
            "sha256-x; script-src *".to_owned(),
        ]);
        let policy = policy.to_str().unwrap_or_default();
        let script_src = policy
            .split(';')
            .find(|d| d.trim_start().starts_with("script-src"))
            .unwrap_or_default();
        assert_eq!(
            script_src.trim(),
            "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc+/='"
        );
        assert!(policy.contains("frame-ancestors 'none'"));
    }
}
