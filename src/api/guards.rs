//! Checks every API write passes before its body is read: media type, origin, rate, size.

use std::net::{IpAddr, SocketAddr};

use axum::body::Body;
use axum::http::{HeaderMap, header};

use super::error::ApiError;

/// Bodies larger than this are refused with 413.
pub const MAX_BODY_BYTES: usize = 32 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyKind {
    Json,
    Form,
}

/// The request's media type, if the endpoint accepts it.
pub fn body_kind(headers: &HeaderMap, allow_form: bool) -> Result<BodyKind, ApiError> {
    let media_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| v.trim().to_ascii_lowercase())
        .unwrap_or_default();
    match media_type.as_str() {
        "application/json" => Ok(BodyKind::Json),
        "application/x-www-form-urlencoded" if allow_form => Ok(BodyKind::Form),
        _ => Err(ApiError::UnsupportedMediaType {
            json_only: !allow_form,
        }),
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

/// Reads the body, refusing more than [`MAX_BODY_BYTES`].
pub async fn read_body(headers: &HeaderMap, body: Body) -> Result<bytes::Bytes, ApiError> {
    let too_large = ApiError::PayloadTooLarge {
        limit: MAX_BODY_BYTES,
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY_BYTES as u64) {
        discard_rest(body).await;
        return Err(too_large);
    }
    axum::body::to_bytes(body, MAX_BODY_BYTES)
        .await
        .map_err(|error| {
            let limit_hit = std::error::Error::source(&error)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            if limit_hit {
                too_large
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
        assert_eq!(body_kind(&json, false).ok(), Some(BodyKind::Json));
        let form = headers(&[("content-type", "application/x-www-form-urlencoded")]);
        assert!(body_kind(&form, false).is_err());
        assert!(body_kind(&headers(&[("content-type", "text/plain")]), true).is_err());
    }
}
