//! The pre-rendered site, loaded into memory at start and served from there.
//!
//! The build output is small (a few MB) and immutable between deploys, so one snapshot in memory
//! gives the fastest path (a map lookup, no file system calls per request) and makes traversal
//! impossible by construction: only files found at start, outside dot-directories, can be served.
//! Precompressed `.br`/`.gz` siblings written by the build are chosen by `Accept-Encoding`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, Response, StatusCode, header};
use bytes::Bytes;
use sha2::{Digest, Sha256};

use crate::security_headers;

/// The build step `csp.mjs` writes the inline-script hashes of every page here (a dotfile, so it
/// is never served).
pub const CSP_HASHES_FILE: &str = ".csp-hashes.json";
const NOT_FOUND_PAGE: &str = "404.html";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "public, max-age=0, must-revalidate";
const NO_CACHE: &str = "no-cache";
/// The content editor (CMS): its own CSP, never indexed.
const ADMIN_DIR: &str = "admin/";
/// The team console: one shell page answers every path under `/team/` (the console routes in
/// the browser); never stored by a cache, never indexed, passkeys allowed.
const TEAM_DIR: &str = "team/";
const TEAM_SHELL: &str = "team/index.html";
const NO_STORE: &str = "no-store";

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("static directory {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: not valid JSON: {source}")]
    CspHashes {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("static directory {0} has no index.html: build the web app first")]
    NoIndex(PathBuf),
}

/// One representation of a file: its bytes, its entity tag, and every header of its 200 answer
/// (security headers included), built once at load so a request only clones the map.
struct Variant {
    body: Bytes,
    etag: HeaderValue,
    headers: HeaderMap,
}

pub struct StaticFile {
    modified: SystemTime,
    identity: Variant,
    brotli: Option<Variant>,
    gzip: Option<Variant>,
    /// The page's own Content-Security-Policy (HTML files), hashing its inline scripts.
    csp: Option<HeaderValue>,
}

/// The headers every variant of a file shares.
struct FileHeaders {
    content_type: HeaderValue,
    cache_control: HeaderValue,
    last_modified: HeaderValue,
    csp: Option<HeaderValue>,
    negotiated: bool,
    /// Under `admin/`: the content editor's files (see [`security_headers::apply_admin`]).
    admin: bool,
    /// Under `team/`: the console's shell (see [`security_headers::apply_team`]).
    team: bool,
}

impl FileHeaders {
    fn for_variant(&self, etag: &HeaderValue, encoding: Option<&'static str>) -> HeaderMap {
        let mut headers = HeaderMap::with_capacity(16);
        headers.insert(header::CONTENT_TYPE, self.content_type.clone());
        headers.insert(header::CACHE_CONTROL, self.cache_control.clone());
        headers.insert(header::ETAG, etag.clone());
        headers.insert(header::LAST_MODIFIED, self.last_modified.clone());
        if self.negotiated {
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        if let Some(encoding) = encoding {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
        }
        if let Some(csp) = &self.csp {
            headers.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
        }
        security_headers::apply(&mut headers);
        if self.admin {
            security_headers::apply_admin(&mut headers);
        }
        if self.team {
            security_headers::apply_team(&mut headers);
        }
        // The slot the front writes each answer's id into: overwritten in place, where adding
        // it would grow every answer's copy of this map.
        headers.insert(
            crate::observability::request_id::HEADER,
            HeaderValue::from_static("-"),
        );
        headers
    }
}

impl StaticFile {
    /// The uncompressed bytes (the contact page is rewritten from them on form errors).
    pub fn text(&self) -> &Bytes {
        &self.identity.body
    }

    pub fn csp(&self) -> Option<&HeaderValue> {
        self.csp.as_ref()
    }
}

pub struct StaticSite {
    files: HashMap<String, Arc<StaticFile>>,
}

/// What a path resolves to.
pub enum Lookup {
    Found(Arc<StaticFile>),
    /// Not a page: the nearest `404.html` above the path, if any.
    NotFound(Option<Arc<StaticFile>>),
}

impl StaticSite {
    pub fn load(root: &Path) -> Result<Self, LoadError> {
        let hashes = read_csp_hashes(root)?;
        let mut paths = Vec::new();
        collect_files(root, root, &mut paths)?;
        let mut files = HashMap::new();
        for relative in paths.iter().filter(|p| !is_compressed_sibling(p)) {
            let full = root.join(relative);
            let io = |source| LoadError::Io {
                path: full.clone(),
                source,
            };
            let body = Bytes::from(std::fs::read(&full).map_err(io)?);
            let modified = std::fs::metadata(&full)
                .and_then(|m| m.modified())
                .map_err(io)?;
            let tag = content_tag(&body);
            let has_sibling = |suffix: &str| paths.contains(&format!("{relative}.{suffix}"));
            let is_html = relative.ends_with(".html");
            let admin = relative.starts_with(ADMIN_DIR);
            let team = relative.starts_with(TEAM_DIR);
            let shared = FileHeaders {
                content_type: HeaderValue::from_static(content_type(relative)),
                cache_control: HeaderValue::from_static(if relative.starts_with("assets/") {
                    IMMUTABLE
                } else if team {
                    NO_STORE
                } else {
                    REVALIDATE
                }),
                last_modified: etag_value(&httpdate::fmt_http_date(modified)),
                csp: is_html.then(|| {
                    if admin {
                        return HeaderValue::from_static(security_headers::ADMIN_POLICY);
                    }
                    let page_hashes = hashes.get(relative).map(Vec::as_slice).unwrap_or_default();
                    if team {
                        return security_headers::team_policy(page_hashes);
                    }
                    security_headers::page_policy(page_hashes)
                }),
                negotiated: has_sibling("br") || has_sibling("gz"),
                admin,
                team,
            };
            let variant = |body: Bytes, encoding: Option<&'static str>| {
                let etag = etag_value(&match encoding {
                    Some(suffix) => format!("\"{tag}-{suffix}\""),
                    None => format!("\"{tag}\""),
                });
                let headers = shared.for_variant(&etag, encoding);
                Variant {
                    body,
                    etag,
                    headers,
                }
            };
            let sibling = |suffix: &'static str, encoding: &'static str| {
                if !has_sibling(suffix) {
                    return Ok(None);
                }
                let path = root.join(format!("{relative}.{suffix}"));
                let bytes =
                    std::fs::read(&path).map_err(|source| LoadError::Io { path, source })?;
                Ok(Some(variant(Bytes::from(bytes), Some(encoding))))
            };
            let file = StaticFile {
                modified,
                brotli: sibling("br", "br")?,
                gzip: sibling("gz", "gzip")?,
                identity: variant(body, None),
                csp: shared.csp.clone(),
            };
            files.insert(relative.clone(), Arc::new(file));
        }
        if !files.contains_key("index.html") {
            return Err(LoadError::NoIndex(root.to_path_buf()));
        }
        Ok(Self { files })
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// An id of this build: the home page's content tag (its ETag without quotes), which
    /// changes whenever the build does (the page names every hashed asset it loads).
    pub fn build_id(&self) -> String {
        self.files
            .get("index.html")
            .and_then(|home| home.identity.etag.to_str().ok())
            .map(|etag| etag.trim_matches('"').to_owned())
            .unwrap_or_default()
    }

    pub fn get(&self, relative: &str) -> Option<Arc<StaticFile>> {
        self.files.get(relative).cloned()
    }

    /// Resolves a request path: `/` and `/services/` to their `index.html`, `/services` too (no
    /// redirect), files by name; anything else to the nearest `404.html`.
    pub fn lookup(&self, request_path: &str) -> Lookup {
        // Fast path, no allocation: a path naming a file exactly (assets, mostly). Only loaded
        // files can match, and those never contain dot-segments or encoded characters.
        if let Some(key) = request_path.strip_prefix('/')
            && !key.contains(['%', '\\'])
            && !key.contains("/.")
            && !key.starts_with('.')
            && !key.ends_with(NOT_FOUND_PAGE)
            && let Some(file) = self.files.get(key)
        {
            return Lookup::Found(file.clone());
        }
        let Some(segments) = clean_segments(request_path) else {
            return Lookup::NotFound(self.nearest_not_found(&[]));
        };
        let joined = segments.join("/");
        let candidates = if joined.is_empty() {
            vec!["index.html".to_owned()]
        } else if request_path.ends_with('/') {
            vec![format!("{joined}/index.html")]
        } else {
            vec![joined.clone(), format!("{joined}/index.html")]
        };
        let is_error_page = segments.last().is_some_and(|s| *s == NOT_FOUND_PAGE);
        let found = candidates.iter().find_map(|c| self.files.get(c));
        if let Some(file) = found.filter(|_| !is_error_page) {
            return Lookup::Found(file.clone());
        }
        if segments.first() == Some(&"team")
            && let Some(shell) = self.files.get(TEAM_SHELL)
        {
            return Lookup::Found(shell.clone());
        }
        let parent = &segments[..segments.len().saturating_sub(1)];
        Lookup::NotFound(self.nearest_not_found(parent))
    }

    fn nearest_not_found(&self, directory: &[&str]) -> Option<Arc<StaticFile>> {
        (0..=directory.len()).rev().find_map(|depth| {
            let mut key = directory[..depth].join("/");
            if !key.is_empty() {
                key.push('/');
            }
            key.push_str(NOT_FOUND_PAGE);
            self.files.get(&key).cloned()
        })
    }
}

/// Decoded path segments, or `None` when the path could name something outside the site or a
/// hidden file (`..`, `.`, dotfiles, backslashes, NUL, invalid UTF-8).
fn clean_segments(request_path: &str) -> Option<Vec<&str>> {
    let mut segments = Vec::new();
    for raw in request_path.split('/').filter(|s| !s.is_empty()) {
        // The site's file names never need percent-encoding, so an encoded segment cannot name
        // one; refusing it also refuses every encoded `..`, `/` or NUL.
        if raw.contains('%') {
            return None;
        }
        if raw.starts_with('.') || raw.contains(['\\', '\0']) {
            return None;
        }
        segments.push(raw);
    }
    Some(segments)
}

/// Answers a request for a static file (GET/HEAD): the right encoding, validators, 304s.
/// `status` is 200, or 404 for a not-found page (not cached, no validators).
pub fn respond(
    file: &StaticFile,
    status: StatusCode,
    method: &Method,
    request: &HeaderMap,
) -> Response<Body> {
    if method != Method::GET && method != Method::HEAD {
        return method_not_allowed();
    }
    let variant = choose_variant(file, request);
    let mut headers = variant.headers.clone();
    if status != StatusCode::OK {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE));
        headers.remove(header::ETAG);
        headers.remove(header::LAST_MODIFIED);
    } else if is_not_modified(file, &variant.etag, request) {
        return with_headers(StatusCode::NOT_MODIFIED, headers, Body::empty());
    }
    // Hyper omits the body of a HEAD response itself and keeps the Content-Length.
    with_headers(status, headers, Body::from(variant.body.clone()))
}

fn with_headers(status: StatusCode, headers: HeaderMap, body: Body) -> Response<Body> {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

/// A plain 404 for when the build has no `404.html` at all.
pub fn bare_not_found() -> Response<Body> {
    let mut response = Response::new(Body::from("Not found\n"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    security_headers::apply(response.headers_mut());
    response
}

fn method_not_allowed() -> Response<Body> {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
    let headers = response.headers_mut();
    headers.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    security_headers::apply(headers);
    response
}

fn choose_variant<'a>(file: &'a StaticFile, request: &HeaderMap) -> &'a Variant {
    let accepted = |coding: &str| {
        request
            .get_all(header::ACCEPT_ENCODING)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .any(|v| accepts_coding(v, coding))
    };
    if let Some(brotli) = &file.brotli
        && accepted("br")
    {
        return brotli;
    }
    if let Some(gzip) = &file.gzip
        && accepted("gzip")
    {
        return gzip;
    }
    &file.identity
}

/// Whether an `Accept-Encoding` value accepts `coding` with a non-zero quality.
fn accepts_coding(header_value: &str, coding: &str) -> bool {
    let mut wildcard = false;
    for item in header_value.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let quality_ok = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .all(|q| q.trim().parse::<f32>().is_ok_and(|q| q > 0.0));
        if name.eq_ignore_ascii_case(coding) {
            return quality_ok;
        }
        if name == "*" {
            wildcard = quality_ok;
        }
    }
    wildcard
}

fn is_not_modified(file: &StaticFile, etag: &HeaderValue, request: &HeaderMap) -> bool {
    if let Some(if_none_match) = request.get(header::IF_NONE_MATCH) {
        let Ok(list) = if_none_match.to_str() else {
            return false;
        };
        let ours = etag.to_str().unwrap_or_default();
        return list
            .split(',')
            .map(str::trim)
            .any(|candidate| candidate == "*" || candidate.trim_start_matches("W/") == ours);
    }
    request
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| httpdate::parse_http_date(v).ok())
        .and_then(|since| {
            let modified = file.modified.duration_since(SystemTime::UNIX_EPOCH).ok()?;
            let since = since.duration_since(SystemTime::UNIX_EPOCH).ok()?;
            Some(modified.as_secs() <= since.as_secs())
        })
        .unwrap_or(false)
}

fn collect_files(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), LoadError> {
    let io = |source| LoadError::Io {
        path: dir.to_path_buf(),
        source,
    };
    for entry in std::fs::read_dir(dir).map_err(io)? {
        let entry = entry.map_err(io)?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if name.starts_with('.') {
            continue;
        }
        let kind = entry.file_type().map_err(io)?;
        let path = entry.path();
        if kind.is_dir() {
            collect_files(root, &path, out)?;
        } else if kind.is_file()
            && let Ok(relative) = path.strip_prefix(root)
            && let Some(relative) = relative.to_str()
        {
            out.push(relative.replace(std::path::MAIN_SEPARATOR, "/"));
        }
    }
    Ok(())
}

fn is_compressed_sibling(relative: &str) -> bool {
    relative.ends_with(".br") || relative.ends_with(".gz")
}

fn read_csp_hashes(root: &Path) -> Result<HashMap<String, Vec<String>>, LoadError> {
    let path = root.join(CSP_HASHES_FILE);
    match std::fs::read(&path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map_err(|source| LoadError::CspHashes {
            path: path.clone(),
            source,
        }),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            tracing::warn!(
                file = %path.display(),
                "no CSP hash file: inline scripts will be blocked (run the web build's postbuild)"
            );
            Ok(HashMap::new())
        }
        Err(source) => Err(LoadError::Io { path, source }),
    }
}

fn content_tag(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    digest[..12].iter().map(|b| format!("{b:02x}")).collect()
}

fn etag_value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static("\"0\""))
}

fn content_type(path: &str) -> &'static str {
    let extension = path.rsplit_once('.').map(|(_, e)| e).unwrap_or_default();
    match extension.to_ascii_lowercase().as_str() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "xml" => "application/xml; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "yml" | "yaml" => "text/yaml; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "gif" => "image/gif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "wasm" => "application/wasm",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_honours_quality_values() {
        assert!(accepts_coding("gzip, deflate, br", "br"));
        assert!(accepts_coding("br;q=0.5", "br"));
        assert!(!accepts_coding("br;q=0, gzip", "br"));
        assert!(accepts_coding("*", "gzip"));
        assert!(!accepts_coding("identity", "gzip"));
    }

    #[test]
    fn paths_that_could_escape_or_reveal_are_refused() {
        assert_eq!(clean_segments("/services/"), Some(vec!["services"]));
        assert_eq!(clean_segments("/../etc/passwd"), None);
        assert_eq!(clean_segments("/%2e%2e/etc/passwd"), None);
        assert_eq!(clean_segments("/a%2fb"), None);
        assert_eq!(clean_segments("/.csp-hashes.json"), None);
        assert_eq!(clean_segments("/a\\b"), None);
    }
}
