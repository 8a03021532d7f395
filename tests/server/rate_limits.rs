//! Every route is rate-limited but the load balancer's probes: the walk takes every route the
//! server registers (`kaveri-site routes`, recorded by the builders the routes join the router
//! through), asks each until it answers 429 with `Retry-After`, and holds the list equal to the
//! OpenAPI document's operations, so a new route can neither go unlimited nor hide from the
//! walk. Then: a forged `X-Forwarded-For` cannot pick a fresh bucket, an IPv6 client is its /64,
//! a form post over its limit gets the form's page, two replicas on one PostgreSQL share one
//! allowance, and a PostgreSQL that cannot answer the check lets requests through, counted by
//! the replica alone.

use crate::support;

use std::collections::BTreeSet;
use std::process::Command;

use reqwest::{Method, StatusCode};
use serde_json::Value;
use support::applications::{Objects, options};
use support::sql::sql_rows;
use support::{
    Backend, Database, Server, ServerOptions, backends, client, exported, valid_enquiry,
};

const ORIGIN: &str = "https://www.kaveri-digital.example";
/// The only routes allowed to go unlimited: what a load balancer or orchestrator probes.
const PROBES: &[&str] = &["/healthz", "/livez", "/readyz"];
/// The API's catch-all 404, which answers every method and which no document lists.
const CATCH_ALL: &[&str] = &["/api", "/api/{*rest}"];

/// The table `kaveri-site routes` prints, at the allowance the servers below run with.
fn route_table(per_minute: &str, burst: &str) -> Vec<Value> {
    let output = Command::new(support::BINARY)
        .arg("routes")
        .env_clear()
        .env("RATE_LIMIT_PER_MINUTE", per_minute)
        .env("RATE_LIMIT_BURST", burst)
        .output()
        .expect("kaveri-site routes runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the table is a JSON array")
}

/// A concrete path for a route's pattern: each `{param}` a made-up id, the catch-all a path
/// nothing answers.
fn concrete(pattern: &str) -> String {
    pattern
        .split('/')
        .map(|segment| match segment {
            "{*rest}" => "no/such/endpoint",
            s if s.starts_with('{') => "0190c1f0-0000-7000-8000-000000000000",
            s => s,
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// One request of `method` to `path`, with a JSON body and the site's origin for a write (it
/// is refused for its body, its session or its fields when the limit lets it through: the
/// limit is counted before any of those).
async fn ask(server: &Server, method: &Method, path: &str) -> reqwest::Response {
    let mut request = client()
        .request(method.clone(), server.url(path))
        .header("accept", "application/json");
    if method != Method::GET {
        request = request
            .header("origin", ORIGIN)
            .header("content-type", "application/json")
            .body("{}");
    }
    request.send().await.expect("request")
}

#[tokio::test]
async fn every_registered_route_answers_429_once_over_its_allowance_but_the_probes() {
    let table = route_table("1", "1");
    for backend in backends() {
        let db = Database::new(backend, "rate-walk");
        let objects = Objects::new("rate-walk-objects");
        let server = Server::start(
            options(&db.url, &objects)
                .env("RATE_LIMIT_PER_MINUTE", "1")
                .env("RATE_LIMIT_BURST", "1"),
        );
        // (b) The table is the document: every operation the document lists is registered, and
        // every route registered is documented (but the catch-all 404).
        let doc = support::get_json(&server.url("/api/openapi.json")).await;
        let documented: BTreeSet<String> = doc["paths"]
            .as_object()
            .expect("paths")
            .iter()
            .flat_map(|(path, item)| {
                item.as_object()
                    .expect("a path item")
                    .keys()
                    .filter(|k| ["get", "post", "patch", "put", "delete"].contains(&k.as_str()))
                    .map(move |method| format!("{} {path}", method.to_uppercase()))
            })
            .collect();
        let registered: BTreeSet<String> = table
            .iter()
            .filter(|route| route["method"] != "*")
            .map(|route| {
                format!(
                    "{} {}",
                    route["method"].as_str().expect("method"),
                    route["path"].as_str().expect("path")
                )
            })
            .collect();
        let undocumented: Vec<&String> = registered.difference(&documented).collect();
        let unregistered: Vec<&String> = documented.difference(&registered).collect();
        assert!(
            undocumented.is_empty() && unregistered.is_empty(),
            "the routes the server registers are the operations the OpenAPI document lists: \
             registered but not documented {undocumented:?}; documented but not registered \
             (built outside FeatureRoutes and OperationRoutes?) {unregistered:?}"
        );
        let any_method: Vec<&str> = table
            .iter()
            .filter(|route| route["method"] == "*")
            .filter_map(|route| route["path"].as_str())
            .collect();
        assert_eq!(
            any_method, CATCH_ALL,
            "only the catch-all answers any method"
        );
        assert!(
            table.iter().any(|route| route["path"] == "/healthz"),
            "the probe is listed"
        );

        // (a) The walk: every route, as registered, is limited, or is a named probe.
        let mut walked = 0;
        for route in &table {
            let path = route["path"].as_str().expect("path");
            let methods = match route["method"].as_str().expect("method") {
                "*" => vec![Method::GET, Method::POST],
                name => vec![Method::from_bytes(name.as_bytes()).expect("a method")],
            };
            let url_path = concrete(path);
            for method in methods {
                walked += 1;
                let class = if method == Method::GET {
                    "read"
                } else {
                    "write"
                };
                let limits = route["limits"].as_array().expect("limits");
                if limits.is_empty() {
                    assert_eq!(route["exempt"], "operations", "{method} {path}: {route}");
                    assert!(
                        PROBES.contains(&path),
                        "{method} {path} has no rate limit and is not a load balancer's probe"
                    );
                    for _ in 0..20 {
                        let status = ask(&server, &method, &url_path).await.status();
                        assert_ne!(status, StatusCode::TOO_MANY_REQUESTS, "{path} is a probe");
                    }
                    continue;
                }
                let limit = limits
                    .iter()
                    .find(|limit| limit["class"] == class)
                    .unwrap_or_else(|| panic!("{method} {path}: no {class} limit in {route}"));
                assert!(
                    limit["perMinute"].as_u64() > Some(0),
                    "{method} {path}: {limit}"
                );
                // The group's bucket may be spent already by a route walked before; at most its
                // burst, and a cell or two refilled while the walk runs.
                let most = limit["burst"].as_u64().expect("burst") as usize + 3;
                let (server, method_, url) = (&server, &method, url_path.as_str());
                let (statuses, retry_after) =
                    support::until_limited(
                        most,
                        |_| async move { ask(server, method_, url).await },
                    )
                    .await;
                assert_eq!(
                    statuses.last(),
                    Some(&StatusCode::TOO_MANY_REQUESTS),
                    "{backend:?}: {method} {path} was never refused: {statuses:?}"
                );
                assert!(
                    !statuses.contains(&StatusCode::SERVICE_UNAVAILABLE),
                    "{method} {path}: {statuses:?}"
                );
                let seconds: u64 = retry_after
                    .as_ref()
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0);
                assert!(
                    seconds >= 1,
                    "{method} {path}: 429 without a Retry-After in seconds"
                );
            }
        }
        assert!(walked >= table.len(), "every route was walked");
    }
}

/// An enquiry posted through the proxy at 127.0.0.1, which says it came from `forwarded_for`.
async fn post_through_proxy(server: &Server, forwarded_for: &str) -> StatusCode {
    client()
        .post(server.url("/api/enquiries"))
        .header("origin", ORIGIN)
        .header("x-forwarded-for", forwarded_for)
        .json(&valid_enquiry())
        .send()
        .await
        .expect("request")
        .status()
}

#[tokio::test]
async fn a_forged_leftmost_forwarded_for_keeps_the_client_in_its_own_bucket() {
    for backend in backends() {
        let db = Database::new(backend, "rate-forged");
        let server = Server::start(
            ServerOptions::new(&db.url)
                .env("TRUSTED_PROXIES", "127.0.0.1")
                .env("RATE_LIMIT_PER_MINUTE", "1")
                .env("RATE_LIMIT_BURST", "2"),
        );
        // The proxy appends the address it was reached from (203.0.113.7); what the client
        // wrote itself sits to its left, different every time.
        let mut statuses = Vec::new();
        for n in 0..6u32 {
            let forged = match n % 3 {
                0 => format!("198.51.{}.{}", n, 100 + n),
                1 => format!("2001:db8:{n:x}::{n:x}"),
                _ => format!("10.{n}.0.1, 192.0.2.{n}"),
            };
            statuses.push(post_through_proxy(&server, &format!("{forged}, 203.0.113.7")).await);
        }
        assert_eq!(
            statuses,
            [
                StatusCode::CREATED,
                StatusCode::CREATED,
                StatusCode::TOO_MANY_REQUESTS,
                StatusCode::TOO_MANY_REQUESTS,
                StatusCode::TOO_MANY_REQUESTS,
                StatusCode::TOO_MANY_REQUESTS,
            ],
            "{backend:?}"
        );
        // The header is read: another client behind the same proxy has its own allowance.
        assert_eq!(
            post_through_proxy(&server, "198.51.100.1").await,
            StatusCode::CREATED
        );
        // An IPv6 client is its /64: rotating through it changes nothing.
        let rotated: Vec<StatusCode> = post_each(
            &server,
            &[
                "2001:db8:77:1::1",
                "2001:db8:77:1:dead:beef:0:1",
                "2001:db8:77:1:ffff:ffff:ffff:fffe",
            ],
        )
        .await;
        assert_eq!(
            rotated,
            [
                StatusCode::CREATED,
                StatusCode::CREATED,
                StatusCode::TOO_MANY_REQUESTS
            ]
        );
        assert_eq!(
            post_through_proxy(&server, "2001:db8:77:2::1").await,
            StatusCode::CREATED,
            "the next /64 is another client"
        );
        assert_eq!(exported(&db.url).len(), 6, "{backend:?}");
    }
}

async fn post_each(server: &Server, clients: &[&str]) -> Vec<StatusCode> {
    let mut statuses = Vec::new();
    for forwarded_for in clients {
        statuses.push(post_through_proxy(server, forwarded_for).await);
    }
    statuses
}

#[tokio::test]
async fn a_form_post_over_its_limit_gets_the_form_page_with_the_wait() {
    let db = Database::new(Backend::Sqlite, "rate-form");
    let server = Server::start(
        ServerOptions::new(&db.url)
            .env("RATE_LIMIT_PER_MINUTE", "1")
            .env("RATE_LIMIT_BURST", "1"),
    );
    let post = || {
        client()
            .post(server.url("/api/enquiries"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("firstName=Asha&lastName=Rao&email=asha%40rao.example&projectType=consulting&message=We%20would%20like%20an%20assistant.&elapsedMs=20000")
            .send()
    };
    let first = post().await.expect("request");
    assert_eq!(first.status(), StatusCode::SEE_OTHER);
    let refused = post().await.expect("request");
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key("retry-after"));
    assert_eq!(
        refused.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    let html = refused.text().await.unwrap_or_default();
    assert!(
        html.contains("You have sent several enquiries in a short time"),
        "{html}"
    );
    assert_eq!(exported(&db.url).len(), 1);
}

#[tokio::test]
async fn two_replicas_on_one_postgresql_share_one_allowance() {
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let db = Database::new(Backend::Postgres, "rate-shared");
    let replica = || {
        Server::start(
            ServerOptions::new(&db.url)
                .env("RATE_LIMIT_PER_MINUTE", "1")
                .env("RATE_LIMIT_BURST", "3"),
        )
    };
    let servers = [replica(), replica()];
    let mut statuses = Vec::new();
    for n in 0..8 {
        let response = client()
            .post(servers[n % 2].url("/api/enquiries"))
            .header("origin", ORIGIN)
            .json(&valid_enquiry())
            .send()
            .await
            .expect("request");
        statuses.push(response.status().as_u16());
    }
    assert_eq!(
        statuses,
        [201, 201, 201, 429, 429, 429, 429, 429],
        "the burst of 3 is the cluster's, not each replica's"
    );
    assert_eq!(exported(&db.url).len(), 3);
    // The buckets name no address.
    let buckets = sql_rows(&db, "SELECT bucket FROM rate_limits").await;
    assert!(!buckets.is_empty());
    assert!(
        buckets.iter().all(|b| !b.contains("127.0.0.1")),
        "{buckets:?}"
    );
}

#[tokio::test]
async fn when_postgresql_cannot_answer_the_check_requests_pass_counted_by_the_replica_alone() {
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let db = Database::new(Backend::Postgres, "rate-down");
    let server = Server::start(
        ServerOptions::new(&db.url)
            .env("RATE_LIMIT_PER_MINUTE", "1")
            .env("RATE_LIMIT_BURST", "1"),
    );
    // The limiter's table gone, the rest of the database answering: a lead is not refused
    // because the limiter is down.
    sql_rows(&db, "DROP TABLE rate_limits").await;
    let post = || {
        client()
            .post(server.url("/api/enquiries"))
            .header("origin", ORIGIN)
            .json(&valid_enquiry())
            .send()
    };
    assert_eq!(post().await.expect("request").status(), StatusCode::CREATED);
    // Counted in the replica's own memory meanwhile, at the same allowance.
    assert_eq!(
        post().await.expect("request").status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(exported(&db.url).len(), 1);
    let log = server.log_text();
    assert!(
        log.contains("rate limit: the database did not answer"),
        "{log}"
    );
}

#[test]
fn trust_forwarded_for_refuses_to_start_and_says_to_set_trusted_proxies() {
    let output = Command::new(support::BINARY)
        .arg("serve")
        .env_clear()
        .env("TRUST_FORWARDED_FOR", "true")
        .env("PORT", support::free_port().to_string())
        .env("STATIC_DIR", support::fixture_site())
        .env("DATABASE_URL", "sqlite::memory:")
        .output()
        .expect("kaveri-site runs");
    assert!(!output.status.success(), "it must not start");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("TRUST_FORWARDED_FOR is no longer supported"),
        "{stderr}"
    );
    assert!(stderr.contains("TRUSTED_PROXIES"), "{stderr}");
}
