//! Every write endpoint is rate-limited: for each POST operation of the OpenAPI document, a
//! client that keeps posting is answered 429 with `Retry-After`. A feature whose routes were
//! built without their limit fails here (and its requests are refused with 503).

use crate::support;

use reqwest::StatusCode;
use serde_json::Value;
use support::applications::{Objects, options};
use support::{Backend, Database, Server, client, get_json};

const ORIGIN: &str = "https://www.kaveri-digital.example";
/// The most any endpoint allows at once with a burst of 1 (feedback has six times the allowance).
const MOST_AT_ONCE: usize = 6;

/// A body of the endpoint's first media type that passes the media-type and origin checks
/// (it is refused later, for its fields, when the limit lets it through).
fn body_for(media_type: &str) -> (String, Vec<u8>) {
    match media_type {
        "multipart/form-data" => (
            format!(
                "multipart/form-data; boundary={}",
                support::applications::BOUNDARY
            ),
            format!("--{}--\r\n", support::applications::BOUNDARY).into_bytes(),
        ),
        "application/x-www-form-urlencoded" => (media_type.to_owned(), Vec::new()),
        _ => (media_type.to_owned(), b"{}".to_vec()),
    }
}

#[tokio::test]
async fn every_post_endpoint_answers_429_once_a_client_is_over_its_limit() {
    let db = Database::new(Backend::Sqlite, "rate-limits");
    let objects = Objects::new("rate-limits-objects");
    let server = Server::start(
        options(&db.url, &objects)
            .env("RATE_LIMIT_PER_MINUTE", "1")
            .env("RATE_LIMIT_BURST", "1"),
    );
    let doc: Value = get_json(&server.url("/api/openapi.json")).await;
    let posts: Vec<(String, String)> = doc["paths"]
        .as_object()
        .map(|paths| {
            paths
                .iter()
                // A signed-in team member's writes are refused without a session before the
                // limit is counted (team.rs proves that); the sign-in steps are counted here.
                .filter(|(_, item)| item["post"]["security"].is_null())
                .filter_map(|(path, item)| {
                    let content = item["post"]["requestBody"]["content"].as_object()?;
                    Some((path.clone(), content.keys().next()?.clone()))
                })
                .collect()
        })
        .unwrap_or_default();
    let paths: Vec<&str> = posts.iter().map(|(path, _)| path.as_str()).collect();
    for known in [
        "/api/enquiries",
        "/api/applications",
        "/api/feedback",
        "/api/team/signin/start",
        "/api/team/invitations/inspect",
    ] {
        assert!(paths.contains(&known), "{known} is not in {paths:?}");
    }
    for (path, media_type) in &posts {
        let (content_type, body) = body_for(media_type);
        let (statuses, retry_after) = support::until_limited(MOST_AT_ONCE + 1, |_| {
            let request = client()
                .post(server.url(path))
                .header("origin", ORIGIN)
                .header("content-type", &content_type)
                .header("accept", "application/json")
                .body(body.clone());
            async move { request.send().await.expect("POST") }
        })
        .await;
        assert_eq!(
            statuses.last(),
            Some(&StatusCode::TOO_MANY_REQUESTS),
            "{path} ({media_type}) answered {statuses:?}"
        );
        assert!(
            !statuses.contains(&StatusCode::SERVICE_UNAVAILABLE),
            "{path}: {statuses:?}"
        );
        assert!(retry_after.is_some(), "{path}: 429 without Retry-After");
    }
}
