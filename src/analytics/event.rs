//! `POST /api/event`'s body, in the Plausible Events API's shape (`name`, `url`, `referrer`,
//! `props`; `domain` is accepted and ignored), and what is kept of it: the path, the query's
//! campaign parameters only, the referring site's host, and goals' small props.

use std::collections::BTreeMap;

use axum::body::Body;
use axum::http::HeaderMap;

use crate::api::error::ApiError;
use crate::api::extract::GuardedBody;
use crate::api::guards::{self, BODY_TIME_LIMIT, BodyKind};
use crate::language::Language;

/// An event is a few hundred bytes; more is not an event.
pub const MAX_EVENT_BYTES: usize = 4 * 1024;
const MAX_URL_CHARS: usize = 2_000;
const MAX_PROPS: usize = 4;
const MAX_PROP_KEY_CHARS: usize = 40;
const MAX_PROP_VALUE_CHARS: usize = 100;
const MAX_CAMPAIGN_CHARS: usize = 100;
/// The query parameters kept with a page's path; every other one is dropped.
const KEPT_PARAMETERS: [&str; 6] = [
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "ref",
];

/// The body as sent.
#[derive(Debug, serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EventInput {
    /// `pageview`, or a goal's name from the site's goal list.
    #[schema(example = "pageview")]
    pub name: String,
    /// The page's full address (`location.href`).
    #[schema(example = "https://www.kaveri-digital.example/services/cloud?utm_source=newsletter")]
    pub url: String,
    /// `document.referrer`, if any.
    #[serde(default)]
    pub referrer: Option<String>,
    /// The site's domain, as Plausible's API names it (optional; if sent, this site's host).
    #[serde(default)]
    pub domain: Option<String>,
    /// At most 4 keys (letters, digits, `-`, `_`) with string values of at most 100 characters.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub props: Option<BTreeMap<String, serde_json::Value>>,
}

/// The body read from `text/plain` (what `navigator.sendBeacon` sends) or `application/json`.
pub struct EventBody(pub EventInput);

impl GuardedBody for EventBody {
    const ACCEPTED: &'static str = "text/plain or application/json";

    fn accepts(kind: BodyKind) -> bool {
        matches!(kind, BodyKind::Text | BodyKind::Json)
    }

    async fn read(_: BodyKind, headers: &HeaderMap, body: Body) -> Result<Self, ApiError> {
        let bytes = guards::read_body(headers, body, MAX_EVENT_BYTES, BODY_TIME_LIMIT).await?;
        serde_json::from_slice(&bytes)
            .map(EventBody)
            .map_err(|e| ApiError::malformed_json(&e))
    }
}

/// What is kept of an event, before the server adds the time, the visitor and the agent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub name: &'static str,
    pub path: String,
    pub query: Option<String>,
    pub language: &'static str,
    pub referrer_host: Option<String>,
    pub source: Option<String>,
    pub utm_source: Option<String>,
    pub utm_medium: Option<String>,
    pub utm_campaign: Option<String>,
    pub props: Option<String>,
}

fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::bad_request(code, message)
}

/// Checks the body against the site (`hosts`: the site's canonical host and the request's
/// `Host`) and keeps what may be stored.
pub fn hit(input: EventInput, hosts: &[&str]) -> Result<Hit, ApiError> {
    let name = super::goals::known(&input.name).ok_or_else(|| {
        bad(
            "unknown_event",
            "name must be \"pageview\" or one of the site's goals",
        )
    })?;
    if input.url.chars().count() > MAX_URL_CHARS {
        return Err(bad("url_too_long", "url is longer than 2000 characters"));
    }
    let url = url::Url::parse(&input.url)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https"))
        .ok_or_else(|| bad("invalid_url", "url must be an absolute http(s) address"))?;
    let own = |host: &str| hosts.iter().any(|h| h.eq_ignore_ascii_case(host));
    if let Some(domain) = input.domain.as_deref()
        && !own(domain)
    {
        return Err(bad("foreign_domain", "domain is not this site's"));
    }
    if !url.host_str().is_some_and(|h| own(&host_port(&url, h))) {
        return Err(bad("foreign_url", "url is not a page of this site"));
    }
    let referrer_host = match input.referrer.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(referrer) => {
            let parsed = url::Url::parse(referrer)
                .map_err(|_| bad("invalid_referrer", "referrer must be an absolute address"))?;
            parsed
                .host_str()
                .filter(|h| !own(&host_port(&parsed, h)))
                .map(|h| h.trim_start_matches("www.").to_ascii_lowercase())
        }
    };
    let kept: Vec<(String, String)> = url
        .query_pairs()
        .filter(|(k, v)| KEPT_PARAMETERS.contains(&k.as_ref()) && !v.trim().is_empty())
        .map(|(k, v)| (k.into_owned(), clip(v.trim(), MAX_CAMPAIGN_CHARS)))
        .collect();
    let param = |name: &str| kept.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let query = (!kept.is_empty()).then(|| {
        form_urlencoded::Serializer::new(String::new())
            .extend_pairs(&kept)
            .finish()
    });
    let utm_source = param("utm_source");
    let source = utm_source
        .clone()
        .or_else(|| param("ref"))
        .or_else(|| referrer_host.clone());
    let path = url.path().to_owned();
    Ok(Hit {
        name,
        language: Language::of_path(&path).code(),
        path,
        query,
        referrer_host,
        source,
        utm_source,
        utm_medium: param("utm_medium"),
        utm_campaign: param("utm_campaign"),
        props: props(input.props)?,
    })
}

/// `host` or `host:port` as a `Host` header names it.
fn host_port(url: &url::Url, host: &str) -> String {
    match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    }
}

fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

fn props(props: Option<BTreeMap<String, serde_json::Value>>) -> Result<Option<String>, ApiError> {
    let Some(props) = props.filter(|p| !p.is_empty()) else {
        return Ok(None);
    };
    let invalid = || {
        bad(
            "invalid_props",
            "props: at most 4 keys of letters, digits, '-' or '_', each a string of at most 100 characters",
        )
    };
    if props.len() > MAX_PROPS {
        return Err(invalid());
    }
    for (key, value) in &props {
        let key_ok = !key.is_empty()
            && key.len() <= MAX_PROP_KEY_CHARS
            && key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        let value_ok = value
            .as_str()
            .is_some_and(|v| v.chars().count() <= MAX_PROP_VALUE_CHARS);
        if !key_ok || !value_ok {
            return Err(invalid());
        }
    }
    serde_json::to_string(&props)
        .map(Some)
        .map_err(|_| invalid())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTS: [&str; 2] = ["www.kaveri-digital.example", "localhost:8080"];

    fn input(name: &str, url: &str, referrer: Option<&str>) -> EventInput {
        EventInput {
            name: name.to_owned(),
            url: url.to_owned(),
            referrer: referrer.map(str::to_owned),
            domain: None,
            props: None,
        }
    }

    #[test]
    fn the_path_keeps_campaign_parameters_only() {
        let hit = hit(
            input(
                "pageview",
                "https://www.kaveri-digital.example/de/services/cloud?utm_source=newsletter&email=a@b.c&utm_campaign=winter&ref=&x=1#top",
                Some("https://www.linkedin.com/feed/"),
            ),
            &HOSTS,
        )
        .expect("valid");
        assert_eq!(hit.path, "/de/services/cloud");
        assert_eq!(
            hit.query.as_deref(),
            Some("utm_source=newsletter&utm_campaign=winter")
        );
        assert_eq!(hit.language, "de");
        assert_eq!(hit.referrer_host.as_deref(), Some("linkedin.com"));
        assert_eq!(
            hit.source.as_deref(),
            Some("newsletter"),
            "utm_source first"
        );
        assert_eq!(hit.utm_campaign.as_deref(), Some("winter"));
        assert_eq!(hit.utm_medium, None);
    }

    #[test]
    fn the_source_is_the_campaign_then_ref_then_the_referring_site() {
        let source = |url: &str, referrer: Option<&str>| {
            hit(input("pageview", url, referrer), &HOSTS)
                .expect("valid")
                .source
        };
        assert_eq!(
            source(
                "http://localhost:8080/?ref=producthunt",
                Some("https://google.com/")
            ),
            Some("producthunt".to_owned())
        );
        assert_eq!(
            source("http://localhost:8080/", Some("https://www.google.com/")),
            Some("google.com".to_owned())
        );
        assert_eq!(
            source(
                "http://localhost:8080/careers",
                Some("http://localhost:8080/")
            ),
            None,
            "a page of the site itself is no source"
        );
        assert_eq!(source("http://localhost:8080/", None), None);
    }

    #[test]
    fn bodies_the_site_never_sends_are_refused_with_their_reason() {
        let code = |i: EventInput| hit(i, &HOSTS).map(|_| ()).unwrap_err().code();
        assert_eq!(
            code(input("purchase", "http://localhost:8080/", None)),
            "unknown_event"
        );
        assert_eq!(code(input("pageview", "/relative", None)), "invalid_url");
        assert_eq!(
            code(input("pageview", "javascript:alert(1)", None)),
            "invalid_url"
        );
        assert_eq!(
            code(input("pageview", "https://evil.example/", None)),
            "foreign_url"
        );
        assert_eq!(
            code(input(
                "pageview",
                "http://localhost:8080/",
                Some("not a url")
            )),
            "invalid_referrer"
        );
        let long = format!("http://localhost:8080/{}", "a".repeat(2_000));
        assert_eq!(code(input("pageview", &long, None)), "url_too_long");
        let mut many = input("search", "http://localhost:8080/search", None);
        many.props = Some((0..5).map(|i| (format!("k{i}"), "v".into())).collect());
        assert_eq!(code(many), "invalid_props");
        let mut nested = input("search", "http://localhost:8080/search", None);
        nested.props = Some([("q".to_owned(), serde_json::json!({"a": 1}))].into());
        assert_eq!(code(nested), "invalid_props");
    }

    #[test]
    fn a_goal_keeps_its_small_props() {
        let mut goal = input("language-switch", "http://localhost:8080/services", None);
        goal.props = Some([("lang".to_owned(), "de".into())].into());
        let hit = hit(goal, &HOSTS).expect("valid");
        assert_eq!(hit.name, "language-switch");
        assert_eq!(hit.props.as_deref(), Some(r#"{"lang":"de"}"#));
    }
}
