//! The first touch of the visit that sent an enquiry or application: the same daily visitor
//! key finds that visitor's first page view of the day; without one (the script blocked, or a
//! visitor who declines tracking) the form's own request says what it can (`Referer`: the page
//! the form was sent from). The visitor key itself is never stored with the lead.

use std::net::IpAddr;

use axum::http::{HeaderMap, header};

use super::{days, ingest, visitor};
use crate::db::{LeadSource, Store};
use crate::language::Language;

pub async fn lead_source(
    store: &Store,
    site_url: &str,
    headers: &HeaderMap,
    client: IpAddr,
) -> LeadSource {
    let day = days::text(days::today());
    let user_agent = ingest::user_agent(headers);
    if !ingest::declines(headers) {
        match first_touch(store, site_url, &day, client, user_agent).await {
            Ok(Some(source)) => return source,
            Ok(None) => {}
            // The lead matters more than its source: stored without the visit's.
            Err(error) => tracing::warn!(%error, "first touch not read"),
        }
    }
    from_request(headers)
}

async fn first_touch(
    store: &Store,
    site_url: &str,
    day: &str,
    client: IpAddr,
    user_agent: &str,
) -> Result<Option<LeadSource>, crate::db::StoreError> {
    let Some(salt) = store.stored_day_salt(day).await? else {
        return Ok(None);
    };
    let key = visitor::key(&salt, &ingest::site_host(site_url), client, user_agent);
    Ok(store.first_touch(key, day).await?.map(|touch| LeadSource {
        kind: "visit",
        landing: Some(touch.path),
        source: touch.source,
        medium: touch.utm_medium,
        campaign: touch.utm_campaign,
        language: Some(touch.language),
    }))
}

/// What the form's request tells: the page it was sent from and that page's campaign tags.
fn from_request(headers: &HeaderMap) -> LeadSource {
    let page = headers
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| url::Url::parse(v).ok());
    let Some(page) = page else {
        return LeadSource {
            kind: "request",
            ..LeadSource::default()
        };
    };
    let param = |name: &str| {
        page.query_pairs()
            .find(|(k, v)| k == name && !v.trim().is_empty())
            .map(|(_, v)| v.trim().chars().take(100).collect::<String>())
    };
    let path = page.path().to_owned();
    LeadSource {
        kind: "request",
        source: param("utm_source").or_else(|| param("ref")),
        medium: param("utm_medium"),
        campaign: param("utm_campaign"),
        language: Some(Language::of_path(&path).code().to_owned()),
        landing: Some(path),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn without_a_visit_the_form_page_is_the_source() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::REFERER,
            HeaderValue::from_static(
                "https://www.kaveri-digital.example/de/contact?utm_source=linkedin&utm_campaign=ai-day-2026",
            ),
        );
        let source = from_request(&headers);
        assert_eq!(source.kind, "request");
        assert_eq!(source.landing.as_deref(), Some("/de/contact"));
        assert_eq!(source.source.as_deref(), Some("linkedin"));
        assert_eq!(source.campaign.as_deref(), Some("ai-day-2026"));
        assert_eq!(source.language.as_deref(), Some("de"));
        assert_eq!(from_request(&HeaderMap::new()).landing, None);
    }
}
