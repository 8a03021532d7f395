//! One id per request: on its response (`X-Request-Id`), in its log lines (the `request` span)
//! and in its JSON error body (`requestId`), so a visitor's screenshot or a client's report
//! leads to the server's lines about that request.
//!
//! A trusted proxy's id is kept, so one id follows the request through the proxy's logs and
//! ours; anyone else's is replaced, or a client could plant ids (or text) in our logs.

use std::cell::Cell;
use std::net::IpAddr;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::http::{HeaderMap, HeaderName, HeaderValue};

use crate::api::guards::{Proxies, canonical};

pub const HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// The longest id taken from a proxy.
const MAX_LEN: usize = 128;

#[derive(Debug, Clone)]
pub struct RequestId(HeaderValue);

tokio::task_local! {
    /// The id of the request whose handler is running (set by the front for API requests).
    static CURRENT: RequestId;
}

impl RequestId {
    /// A new id: a UUIDv7 (ids sort by their millisecond). Its random bits come from a
    /// per-thread generator seeded from the operating system, not from a system call and a
    /// global lock per id as `Uuid::now_v7`'s do: this runs for every page served, and an id
    /// needs to be unique, not unpredictable.
    pub fn generate() -> Self {
        let millis = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        let (high, low) = (next_random(), next_random());
        let mut bits = [0u8; 10];
        bits[..8].copy_from_slice(&high.to_le_bytes());
        bits[8..].copy_from_slice(&low.to_le_bytes()[..2]);
        let uuid = uuid::Builder::from_unix_timestamp_millis(millis, &bits).into_uuid();
        let mut text = [0u8; uuid::fmt::Hyphenated::LENGTH];
        let text = uuid.hyphenated().encode_lower(&mut text);
        Self(HeaderValue::from_str(text).unwrap_or(HeaderValue::from_static("unknown")))
    }

    /// The proxy's `X-Request-Id` when the peer is a trusted proxy and the id is fit to log;
    /// a new id otherwise.
    pub fn for_request(headers: &HeaderMap, peer: IpAddr, proxies: &Proxies) -> Self {
        if proxies.trusts(canonical(peer))
            && let Some(given) = headers.get(HEADER).filter(|v| acceptable(v.as_bytes()))
        {
            return Self(given.clone());
        }
        Self::generate()
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII is ever stored (a UUID, or an id `acceptable` passed).
        self.0.to_str().unwrap_or_default()
    }

    pub fn header_value(&self) -> HeaderValue {
        self.0.clone()
    }

    /// Runs `future` with this id as [`current`].
    pub fn scope<F: Future>(self, future: F) -> tokio::task::futures::TaskLocalFuture<Self, F> {
        CURRENT.scope(self, future)
    }
}

/// SplitMix64 over a per-thread state seeded from the operating system's generator (or, should
/// that fail, the clock and the thread): 64 well-mixed bits a call.
fn next_random() -> u64 {
    thread_local! {
        static STATE: Cell<u64> = Cell::new(seed());
    }
    STATE.with(|state| {
        let next = state.get().wrapping_add(0x9E37_79B9_7F4A_7C15);
        state.set(next);
        let mut z = next;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    })
}

fn seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(&std::thread::current().id(), &mut hasher);
    std::hash::Hash::hash(&SystemTime::now(), &mut hasher);
    std::hash::Hasher::finish(&hasher)
}

/// The id of the request being handled on this task, if any.
pub fn current() -> Option<String> {
    CURRENT.try_with(|id| id.as_str().to_owned()).ok()
}

/// The id of the request being handled on this task, as a header value.
pub fn current_header() -> Option<HeaderValue> {
    CURRENT.try_with(RequestId::header_value).ok()
}

/// Documents the `X-Request-Id` header on every answer of the OpenAPI document.
pub struct OpenApiHeader;

impl utoipa::Modify for OpenApiHeader {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::header::HeaderBuilder;
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        let header = HeaderBuilder::new()
            .schema(Some(
                ObjectBuilder::new().schema_type(SchemaType::new(Type::String)),
            ))
            .description(Some(
                "The request's id: the one a trusted proxy sent, else a new UUIDv7. The server's \
                 log lines about the request and a JSON error's `requestId` carry it too.",
            ))
            .build();
        for item in openapi.paths.paths.values_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.options,
                &mut item.head,
                &mut item.patch,
            ];
            for operation in operations.into_iter().flatten() {
                for response in operation.responses.responses.values_mut() {
                    if let RefOr::T(response) = response {
                        response
                            .headers
                            .insert("X-Request-Id".to_owned(), RefOr::T(header.clone()));
                    }
                }
            }
        }
    }
}

/// 1 to 128 characters, letters, digits and `-_.:+=/` only: what the common generators make
/// (UUIDs, hex, base64, `Root=1-…` trace ids without their `;`), nothing that could break a log
/// line or a header.
fn acceptable(id: &[u8]) -> bool {
    (1..=MAX_LEN).contains(&id.len())
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.:+=/".contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(id: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(HEADER, HeaderValue::from_str(id).expect("header value"));
        headers
    }

    fn localhost() -> IpAddr {
        IpAddr::from([127, 0, 0, 1])
    }

    #[test]
    fn a_trusted_proxys_id_is_kept() {
        let proxies = Proxies::parse("127.0.0.1").expect("proxies");
        let id = RequestId::for_request(&headers("edge-4f1c:22/x=="), localhost(), &proxies);
        assert_eq!(id.as_str(), "edge-4f1c:22/x==");
    }

    #[test]
    fn anyone_elses_id_is_replaced() {
        let id = RequestId::for_request(&headers("forged"), localhost(), &Proxies::default());
        assert_ne!(id.as_str(), "forged");
        assert_eq!(id.as_str().len(), 36, "a UUID: {}", id.as_str());
    }

    #[test]
    fn an_unfit_id_from_a_proxy_is_replaced() {
        let proxies = Proxies::parse("127.0.0.0/8").expect("proxies");
        for unfit in ["", "has space", "semi;colon", "quote\"", &"a".repeat(129)] {
            let id = RequestId::for_request(&headers(unfit), localhost(), &proxies);
            assert_ne!(id.as_str(), unfit);
            assert!(acceptable(id.as_str().as_bytes()));
        }
        let longest = "a".repeat(128);
        let id = RequestId::for_request(&headers(&longest), localhost(), &proxies);
        assert_eq!(id.as_str(), longest);
    }

    #[test]
    fn generated_ids_are_uuid_v7s_that_differ_and_sort_by_their_millisecond() {
        let ids: Vec<RequestId> = (0..10_000).map(|_| RequestId::generate()).collect();
        let mut texts: Vec<&str> = ids.iter().map(RequestId::as_str).collect();
        for text in &texts {
            let parsed = uuid::Uuid::parse_str(text).expect("a UUID");
            assert_eq!(parsed.get_version_num(), 7, "{text}");
        }
        texts.sort_unstable();
        texts.dedup();
        assert_eq!(texts.len(), 10_000, "all different");
        let first = RequestId::generate();
        std::thread::sleep(std::time::Duration::from_millis(2));
        let later = RequestId::generate();
        assert!(first.as_str() < later.as_str());
    }

    #[tokio::test]
    async fn the_current_id_is_the_scopes() {
        assert_eq!(current(), None);
        let id = RequestId::generate();
        let expected = id.as_str().to_owned();
        let seen = id.scope(async { current() }).await;
        assert_eq!(seen, Some(expected));
    }
}
