//! A replica's life as an orchestrator sees it: liveness and readiness, a database or object
//! store that does not answer, SIGTERM under load, and the cluster's chores run once.

use crate::support;

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{Backend, Database, Server, ServerOptions, backends, client, valid_enquiry};

async fn status(server: &Server, path: &str) -> (u16, Value) {
    let response = client().get(server.url(path)).send().await.expect("GET");
    let code = response.status().as_u16();
    (code, response.json().await.unwrap_or(Value::Null))
}

/// `psql` on the test server's maintenance database.
fn psql(sql: &str) {
    let base = std::env::var("TEST_DATABASE_URL").expect("TEST_DATABASE_URL");
    let status = Command::new("psql")
        .arg(&base)
        .args(["-v", "ON_ERROR_STOP=1", "-q", "-c", sql])
        .stdout(std::process::Stdio::null())
        .status()
        .expect("psql runs");
    assert!(status.success(), "{sql}");
}

#[tokio::test]
async fn readiness_follows_the_database_while_the_pages_are_served_without_it() {
    if !backends().contains(&Backend::Postgres) {
        eprintln!("skipped: needs PostgreSQL (TEST_DATABASE_URL)");
        return;
    }
    let db = Database::new(Backend::Postgres, "readiness");
    let name = db.url.rsplit('/').next().unwrap_or_default().to_owned();
    let server = Server::start(ServerOptions::new(&db.url));
    let (code, body) = status(&server, "/readyz").await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], "ready");

    // The database stops answering this replica (its connections cut, new ones refused).
    psql(&format!("ALTER DATABASE {name} ALLOW_CONNECTIONS false"));
    psql(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
    ));
    let deadline = Instant::now() + Duration::from_secs(15);
    let mut last = (0, Value::Null);
    while Instant::now() < deadline {
        last = status(&server, "/readyz").await;
        if last.0 == 503 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(last.0, 503, "not ready without its database: {}", last.1);
    assert_eq!(last.1["database"], "unavailable");
    assert_eq!(status(&server, "/livez").await.0, 200, "still alive");
    let page = client().get(server.url("/")).send().await.expect("GET /");
    assert_eq!(page.status(), 200, "the pages need no database");
    let asset = client()
        .get(server.url("/services/"))
        .send()
        .await
        .expect("GET");
    assert_ne!(asset.status().as_u16(), 503);

    psql(&format!("ALTER DATABASE {name} ALLOW_CONNECTIONS true"));
    let deadline = Instant::now() + Duration::from_secs(15);
    while Instant::now() < deadline && status(&server, "/readyz").await.0 != 200 {
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(status(&server, "/readyz").await.0, 200, "ready again");
}

#[tokio::test]
async fn an_object_store_that_does_not_answer_keeps_no_replica_from_starting() {
    let db = Database::new(Backend::Sqlite, "no-bucket");
    let closed = support::free_port();
    let server = Server::start(
        ServerOptions::new(&db.url)
            .env("OBJECT_STORE_URL", "s3://cvs")
            .env("AWS_ENDPOINT", format!("http://127.0.0.1:{closed}"))
            .env("AWS_ALLOW_HTTP", "true")
            .env("AWS_REGION", "eu-central-1")
            .env("AWS_ACCESS_KEY_ID", "test")
            .env("AWS_SECRET_ACCESS_KEY", "test"),
    );
    assert_eq!(status(&server, "/livez").await.0, 200);
    let (code, body) = status(&server, "/readyz").await;
    assert_eq!(code, 503, "{body}");
    assert_eq!(body["objectStore"], "unavailable");
    assert_eq!(body["database"], "ok");
    let page = client().get(server.url("/")).send().await.expect("GET /");
    assert_eq!(page.status(), 200);
    assert!(
        server.log_text().contains("start-up sweep"),
        "the failed sweep is logged: {}",
        server.log_text()
    );
}

#[tokio::test]
async fn sigterm_under_load_reports_draining_and_loses_no_accepted_enquiry() {
    for backend in backends() {
        let db = Database::new(backend, "sigterm");
        let mut server =
            Server::start(ServerOptions::new(&db.url).env("SHUTDOWN_DRAIN_DELAY_MS", "1000"));
        let base = server.base.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let mut senders = Vec::new();
        for worker in 0..6 {
            let (base, stop) = (base.clone(), stop.clone());
            senders.push(tokio::spawn(async move {
                let client = client();
                let mut accepted = Vec::new();
                let deadline = Instant::now() + Duration::from_secs(20);
                for n in 0..10_000 {
                    if stop.load(Ordering::SeqCst) || Instant::now() > deadline {
                        break;
                    }
                    let mut body = valid_enquiry();
                    body["firstName"] = json!(format!("W{worker}N{n}"));
                    match client
                        .post(format!("{base}/api/enquiries"))
                        .json(&body)
                        .send()
                        .await
                    {
                        Ok(response) if response.status() == 201 => {
                            let created: Value = response.json().await.unwrap_or_default();
                            accepted.push(created["id"].as_str().unwrap_or_default().to_owned());
                        }
                        // Refused once the listener is closed: not accepted, nothing to keep.
                        Ok(_) | Err(_) => {}
                    }
                }
                accepted
            }));
        }
        tokio::time::sleep(Duration::from_millis(400)).await;
        let _ = Command::new("kill")
            .args(["-TERM", &server.child.id().to_string()])
            .status();
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (code, body) = status(&server, "/readyz").await;
        assert_eq!(code, 503, "{backend:?}: draining is not ready: {body}");
        assert_eq!(body["status"], "draining");
        let exit = server.child.wait().expect("exits");
        stop.store(true, Ordering::SeqCst);
        assert!(exit.success(), "{backend:?}: a clean exit: {exit}");
        let mut accepted = Vec::new();
        for sender in senders {
            accepted.extend(sender.await.expect("sender"));
        }
        assert!(
            accepted.len() > 20,
            "{backend:?}: load ran ({})",
            accepted.len()
        );
        let stored: std::collections::HashSet<String> = support::exported(&db.url)
            .iter()
            .filter_map(|e| e["id"].as_str().map(str::to_owned))
            .collect();
        let lost: Vec<_> = accepted.iter().filter(|id| !stored.contains(*id)).collect();
        assert!(
            lost.is_empty(),
            "{backend:?}: accepted but not stored: {lost:?}"
        );
    }
}

#[tokio::test]
async fn the_cluster_chores_run_once_however_many_replicas_start() {
    if !backends().contains(&Backend::Postgres) {
        eprintln!("skipped: needs PostgreSQL (TEST_DATABASE_URL)");
        return;
    }
    let db = Database::new(Backend::Postgres, "chores");
    let replicas: Vec<Server> = (0..3)
        .map(|_| Server::start(ServerOptions::new(&db.url)))
        .collect();
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    for chore in [
        "applications-retention",
        "questions-retention",
        "analytics-rollup",
        "team-sweep",
    ] {
        let runs: usize = replicas
            .iter()
            .map(|r| {
                r.log_text()
                    .lines()
                    .filter(|l| l.contains("\"chore ran\"") && l.contains(&format!("\"{chore}\"")))
                    .count()
            })
            .sum();
        assert_eq!(runs, 1, "{chore} ran once across three replicas");
    }
}
