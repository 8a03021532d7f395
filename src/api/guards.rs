//! The checks behind [`super::extract::Guarded`]: media type, origin, client address, and a
//! body read with a size cap and a time limit.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderMap, header};

use super::error::ApiError;

/// Form and JSON bodies larger than this are refused with 413.
pub const MAX_BODY_BYTES: usize = 32 * 1024;
/// A form or JSON body must have arrived this long after its headers (408 after).
pub const BODY_TIME_LIMIT: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyKind {
    Json,
    Form,
    Multipart,
}

/// The request's media type, if it is one the API reads.
pub fn body_kind(headers: &HeaderMap) -> Option<BodyKind> {
    let media_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| v.trim().to_ascii_lowercase())
        .unwrap_or_default();
    match media_type.as_str() {
        "application/json" => Some(BodyKind::Json),
        "application/x-www-form-urlencoded" => Some(BodyKind::Form),
        "multipart/form-data" => Some(BodyKind::Multipart),
        _ => None,
    }
}

/// Refuses a browser request sent from another site. Requests without `Origin` (same-origin
/// GET-initiated navigations in old browsers, server-to-server clients) pass; `Sec-Fetch-Site:
/// cross-site` is refused even without `Origin`.
pub fn same_origin(headers: &HeaderMap, site_url: &str) -> Result<(), ApiError> {
    if headers
        .get("sec-fetch-site")
        .is_some_and(|v| v.as_bytes() == b"cross-site")
    {
        return Err(ApiError::ForeignOrigin);
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return Ok(());
    };
    let origin = origin.to_str().map_err(|_| ApiError::ForeignOrigin)?;
    let Ok(parsed) = url::Url::parse(origin) else {
        return Err(ApiError::ForeignOrigin);
    };
    let origin_authority = authority(&parsed);
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    let site = url::Url::parse(site_url).ok();
    let matches_host = host.is_some_and(|h| origin_authority.eq_ignore_ascii_case(h));
    let matches_site = site.is_some_and(|s| s.origin() == parsed.origin());
    if matches_host || matches_site {
        Ok(())
    } else {
        Err(ApiError::ForeignOrigin)
    }
}

/// `host[:port]` as it appears in a `Host` header (the port only when not the default).
fn authority(url: &url::Url) -> String {
    match (url.host_str(), url.port()) {
        (Some(host), Some(port)) => format!("{host}:{port}"),
        (Some(host), None) => host.to_owned(),
        _ => String::new(),
    }
}

/// The client's address: the peer, or the first `X-Forwarded-For` entry behind a trusted proxy.
pub fn client_ip(headers: &HeaderMap, peer: SocketAddr, trust_forwarded_for: bool) -> IpAddr {
    if trust_forwarded_for
        && let Some(ip) = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|v| v.trim().parse().ok())
    {
        return ip;
    }
    peer.ip()
}

/// How much of a refused body is read and thrown away before the 413 goes out, and for how long.
/// Closing the connection while the client is still uploading makes it see a broken pipe instead
/// of the answer (nginx's "lingering close" does the same); past these bounds the rest is cut off.
const DISCARD_LIMIT_BYTES: usize = 2 * 1024 * 1024;
const DISCARD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

async fn discard_rest(mut body: Body) {
    use http_body_util::BodyExt;
    let drain = async {
        let mut seen = 0usize;
        while let Some(Ok(frame)) = body.frame().await {
            seen += frame.data_ref().map_or(0, |data| data.len());
            if seen > DISCARD_LIMIT_BYTES {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(DISCARD_TIMEOUT, drain).await;
}

/// Whether a declared `Content-Length` is already over `limit`.
pub fn declared_over(headers: &HeaderMap, limit: usize) -> bool {
    headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        .is_some_and(|n| n > limit as u64)
}

/// Refuses a body declared over `limit` after reading a bounded amount of it (see
/// [`DISCARD_LIMIT_BYTES`]), so the client reads the 413 instead of a reset.
pub async fn refuse_too_large(body: Body, limit: usize) -> ApiError {
    discard_rest(body).await;
    ApiError::PayloadTooLarge { limit }
}

/// Reads the body, refusing more than `limit` bytes (413) or a body still arriving after
/// `time_limit` (408).
pub async fn read_body(
    headers: &HeaderMap,
    body: Body,
    limit: usize,
    time_limit: Duration,
) -> Result<bytes::Bytes, ApiError> {
    if declared_over(headers, limit) {
        return Err(refuse_too_large(body, limit).await);
    }
    let read = axum::body::to_bytes(body, limit);
    let Ok(result) = tokio::time::timeout(time_limit, read).await else {
        return Err(ApiError::RequestTimeout);
    };
    result.map_err(|error| {
        let limit_hit = std::error::Error::source(&error)
            .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
        if limit_hit {
            ApiError::PayloadTooLarge { limit }
        } else {
            ApiError::bad_request("unreadable_body", "the request body could not be read")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.insert(*k, HeaderValue::from_static(v));
        }
        map
    }

    #[test]
    fn origin_must_be_the_host_or_the_site() {
        let site = "https://www.kaveri-digital.example";
        assert!(same_origin(&headers(&[("host", "localhost:8080")]), site).is_ok());
        assert!(
            same_origin(
                &headers(&[
                    ("host", "localhost:8080"),
                    ("origin", "http://localhost:8080")
                ]),
                site
            )
            .is_ok()
        );
        assert!(
            same_origin(
                &headers(&[
                    ("host", "x"),
                    ("origin", "https://www.kaveri-digital.example")
                ]),
                site
            )
            .is_ok()
        );
        assert!(
            same_origin(
                &headers(&[
                    ("host", "localhost:8080"),
                    ("origin", "https://evil.example")
                ]),
                site
            )
            .is_err()
        );
        assert!(
            same_origin(
                &headers(&[("host", "localhost:8080"), ("origin", "null")]),
                site
            )
            .is_err()
        );
        assert!(
            same_origin(
                &headers(&[("host", "localhost:8080"), ("sec-fetch-site", "cross-site")]),
                site
            )
            .is_err()
        );
    }

    #[test]
    fn media_types_ignore_parameters_and_case() {
        let json = headers(&[("content-type", "Application/JSON; charset=utf-8")]);
        assert_eq!(body_kind(&json), Some(BodyKind::Json));
        let form = headers(&[("content-type", "application/x-www-form-urlencoded")]);
        assert_eq!(body_kind(&form), Some(BodyKind::Form));
        assert_eq!(body_kind(&headers(&[("content-type", "text/plain")])), None);
    }
}
