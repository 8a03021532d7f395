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
    /// `text/plain`: what a page's beacon sends (no CORS preflight), read as JSON by the
    /// endpoints that accept it.
    Text,
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
        "text/plain" => Some(BodyKind::Text),
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

/// The proxies allowed to name the client in `X-Forwarded-For` (`TRUSTED_PROXIES`: addresses and
/// CIDR ranges). A wrong client address merges or splits visitors and rate limits, so by default
/// no peer is trusted.
#[derive(Debug, Clone, Default)]
pub struct Proxies {
    ranges: Vec<(IpAddr, u8)>,
}

#[derive(Debug, thiserror::Error)]
#[error("TRUSTED_PROXIES: {0:?} is not an IP address or a CIDR range")]
pub struct InvalidProxy(String);

impl Proxies {
    /// `list`: comma- or space-separated addresses and ranges (`10.0.0.0/8, ::1`).
    pub fn parse(list: &str) -> Result<Self, InvalidProxy> {
        let mut ranges = Vec::new();
        for item in list
            .split([',', ' '])
            .map(str::trim)
            .filter(|i| !i.is_empty())
        {
            let invalid = || InvalidProxy(item.to_owned());
            let (address, bits) = match item.split_once('/') {
                Some((address, bits)) => (address, Some(bits)),
                None => (item, None),
            };
            let address: IpAddr = address.parse().map_err(|_| invalid())?;
            let max = if address.is_ipv4() { 32 } else { 128 };
            let bits = match bits {
                Some(bits) => bits
                    .parse::<u8>()
                    .ok()
                    .filter(|b| *b <= max)
                    .ok_or_else(invalid)?,
                None => max,
            };
            ranges.push((address, bits));
        }
        Ok(Self { ranges })
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.ranges
            .iter()
            .any(|&(range, bits)| same_prefix(ip, range, bits))
    }
}

/// Whether `a` and `b` share their first `bits` bits (an IPv4-mapped IPv6 address as IPv4).
pub fn same_prefix(a: IpAddr, b: IpAddr, bits: u8) -> bool {
    match (canonical(a), canonical(b)) {
        (IpAddr::V4(a), IpAddr::V4(b)) => {
            let mask = u32::MAX
                .checked_shl(32 - u32::from(bits.min(32)))
                .unwrap_or(0);
            u32::from(a) & mask == u32::from(b) & mask
        }
        (IpAddr::V6(a), IpAddr::V6(b)) => {
            let mask = u128::MAX
                .checked_shl(128 - u32::from(bits.min(128)))
                .unwrap_or(0);
            u128::from(a) & mask == u128::from(b) & mask
        }
        _ => false,
    }
}

pub fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

/// The client's address: the peer, unless the peer is a trusted proxy; then the rightmost
/// `X-Forwarded-For` entry that is not one. Each proxy appends the address it was reached from,
/// so entries a client wrote itself sit further left and are never reached past the first
/// untrusted hop (when every entry is a trusted proxy, the leftmost is the client). An entry
/// that is not an address makes the header worthless: the peer is the client.
pub fn client_ip(headers: &HeaderMap, peer: SocketAddr, proxies: &Proxies) -> IpAddr {
    let peer = canonical(peer.ip());
    if !proxies.trusts(peer) {
        return peer;
    }
    let mut hops = Vec::new();
    for value in headers.get_all("x-forwarded-for") {
        let Ok(value) = value.to_str() else {
            return peer;
        };
        for hop in value.split(',') {
            match hop.trim().parse::<IpAddr>() {
                Ok(ip) => hops.push(canonical(ip)),
                Err(_) => return peer,
            }
        }
    }
    hops.iter()
        .rev()
        .find(|hop| !proxies.trusts(**hop))
        .or(hops.first())
        .copied()
        .unwrap_or(peer)
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
    fn the_client_is_the_peer_unless_the_peer_is_a_trusted_proxy() {
        let peer: SocketAddr = "10.0.0.5:4000".parse().expect("address");
        let forwarded = headers(&[("x-forwarded-for", "6.6.6.6, 203.0.113.9, 10.0.0.7")]);
        let none = Proxies::default();
        assert_eq!(client_ip(&forwarded, peer, &none), peer.ip());
        let lan = Proxies::parse("10.0.0.0/8").expect("valid");
        assert_eq!(
            client_ip(&forwarded, peer, &lan).to_string(),
            "203.0.113.9",
            "the nearest untrusted hop, not what the client wrote further left"
        );
        // Whatever a client writes to the left, and however many entries, it stays itself.
        for forged in [
            "198.51.100.1, 203.0.113.9",
            "1.2.3.4, 5.6.7.8, 203.0.113.9",
            "10.0.0.1, 203.0.113.9",
            "2001:db8::1, 203.0.113.9, 10.0.0.7",
        ] {
            let mut map = HeaderMap::new();
            map.insert(
                "x-forwarded-for",
                HeaderValue::from_str(forged).expect("header"),
            );
            assert_eq!(
                client_ip(&map, peer, &lan).to_string(),
                "203.0.113.9",
                "{forged}"
            );
        }
        // Two headers are one list, in order.
        let mut split = HeaderMap::new();
        split.append("x-forwarded-for", HeaderValue::from_static("6.6.6.6"));
        split.append(
            "x-forwarded-for",
            HeaderValue::from_static("203.0.113.9, 10.0.0.7"),
        );
        assert_eq!(client_ip(&split, peer, &lan).to_string(), "203.0.113.9");
        // Only trusted proxies in the list: the leftmost is the client.
        let inside = headers(&[("x-forwarded-for", "10.1.1.1, 10.0.0.7")]);
        assert_eq!(client_ip(&inside, peer, &lan).to_string(), "10.1.1.1");
        // An IPv4-mapped peer is its IPv4 address, trusted as such.
        let mapped: SocketAddr = "[::ffff:10.0.0.5]:4000".parse().expect("address");
        assert_eq!(
            client_ip(&forwarded, mapped, &lan).to_string(),
            "203.0.113.9"
        );
        let garbage = headers(&[("x-forwarded-for", "not-an-ip")]);
        assert_eq!(client_ip(&garbage, peer, &lan), peer.ip());
        let outside: SocketAddr = "192.0.2.1:1".parse().expect("address");
        assert_eq!(client_ip(&forwarded, outside, &lan), outside.ip());
        assert!(Proxies::parse("10.0.0.0/33").is_err());
        assert!(Proxies::parse("nope").is_err());
        assert!(Proxies::parse("::1, 2001:db8::/32").is_ok());
    }

    #[test]
    fn media_types_ignore_parameters_and_case() {
        let json = headers(&[("content-type", "Application/JSON; charset=utf-8")]);
        assert_eq!(body_kind(&json), Some(BodyKind::Json));
        let form = headers(&[("content-type", "application/x-www-form-urlencoded")]);
        assert_eq!(body_kind(&form), Some(BodyKind::Form));
        let text = headers(&[("content-type", "text/plain;charset=UTF-8")]);
        assert_eq!(body_kind(&text), Some(BodyKind::Text));
        assert_eq!(body_kind(&headers(&[("content-type", "text/html")])), None);
    }
}
