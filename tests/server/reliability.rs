//! Reliability on the release binary: load, a hard crash mid-load, and a corpus of bad input.
//! Loopback only, bounded in count and time.

use crate::support;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};
use support::{
    Backend, Database, Server, ServerOptions, backends, client, exported, get_json, raw_request,
    valid_enquiry,
};
use tokio::sync::Mutex;

/// What a batch of concurrent submissions got back.
#[derive(Default)]
struct Tally {
    stored: Vec<String>,
    server_errors: usize,
    other: usize,
}

/// `total` enquiries from `concurrency` workers; stops early when `stop` is set.
async fn load(base: String, total: usize, concurrency: usize, stop: Arc<AtomicBool>) -> Tally {
    let tally = Arc::new(Mutex::new(Tally::default()));
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let http = client();
    let workers: Vec<_> = (0..concurrency)
        .map(|_| {
            let (tally, next, stop, http) =
                (tally.clone(), next.clone(), stop.clone(), http.clone());
            let url = format!("{base}/api/enquiries");
            tokio::spawn(async move {
                while !stop.load(Ordering::SeqCst) {
                    let n = next.fetch_add(1, Ordering::SeqCst);
                    if n >= total {
                        break;
                    }
                    let mut body = valid_enquiry();
                    body["message"] = json!(format!("Load enquiry number {n}"));
                    let result = http.post(&url).json(&body).send().await;
                    let mut tally = tally.lock().await;
                    match result {
                        Ok(response) if response.status().is_success() => {
                            let id = response
                                .json::<Value>()
                                .await
                                .ok()
                                .and_then(|v| v["id"].as_str().map(str::to_owned));
                            tally.stored.push(id.unwrap_or_default());
                        }
                        Ok(response) if response.status().is_server_error() => {
                            tally.server_errors += 1
                        }
                        _ => tally.other += 1,
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.await;
    }
    Arc::try_unwrap(tally)
        .map(Mutex::into_inner)
        .unwrap_or_default()
}

fn stored_ids(database_url: &str) -> Vec<String> {
    exported(database_url)
        .iter()
        .map(|e| e["id"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_thousand_enquiries_at_concurrency_fifty_are_each_stored_exactly_once() {
    for backend in backends() {
        let db = Database::new(backend, "load");
        let server = Server::start(ServerOptions::new(&db.url));
        let tally = load(
            server.base.clone(),
            2000,
            50,
            Arc::new(AtomicBool::new(false)),
        )
        .await;
        assert_eq!(tally.server_errors, 0, "{backend:?}: 5xx answers");
        assert_eq!(tally.other, 0, "{backend:?}: failed requests");
        assert_eq!(tally.stored.len(), 2000, "{backend:?}");
        let answered: BTreeSet<&String> = tally.stored.iter().collect();
        assert_eq!(answered.len(), 2000, "{backend:?}: every id distinct");
        let mut in_db = stored_ids(&db.url);
        in_db.sort();
        let mut expected: Vec<String> = tally.stored.clone();
        expected.sort();
        assert_eq!(
            in_db, expected,
            "{backend:?}: the database holds exactly the answered enquiries"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_kill_9_mid_load_every_acknowledged_enquiry_is_there() {
    for backend in backends() {
        let db = Database::new(backend, "crash");
        let mut server = Server::start(ServerOptions::new(&db.url));
        let stop = Arc::new(AtomicBool::new(false));
        let base = server.base.clone();
        let running = tokio::spawn(load(base, 100_000, 16, stop.clone()));
        tokio::time::sleep(Duration::from_millis(1500)).await;
        server.kill_hard();
        stop.store(true, Ordering::SeqCst);
        let tally = running.await.expect("load task");
        assert!(
            tally.stored.len() > 20,
            "{backend:?}: the load ran before the crash ({})",
            tally.stored.len()
        );
        assert_eq!(tally.server_errors, 0, "{backend:?}");

        // The database opens cleanly after the crash and holds every acknowledged enquiry.
        let restarted = Server::start(ServerOptions::new(&db.url));
        let health: Value = get_json(&restarted.url("/healthz")).await;
        assert_eq!(health["status"], "ok");
        if backend == Backend::Sqlite {
            let path = db.url.trim_start_matches("sqlite:");
            assert!(sqlite_integrity_ok(path).await, "PRAGMA integrity_check");
        }
        let stored: BTreeSet<String> = stored_ids(&db.url).into_iter().collect();
        let missing: Vec<&String> = tally
            .stored
            .iter()
            .filter(|id| !stored.contains(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "{backend:?}: acknowledged but lost: {missing:?}"
        );
    }
}

async fn sqlite_integrity_ok(path: &str) -> bool {
    use sqlx::Connection;
    let Ok(mut connection) = sqlx::SqliteConnection::connect(&format!("sqlite:{path}")).await
    else {
        return false;
    };
    let result: Result<(String,), _> = sqlx::query_as("PRAGMA integrity_check")
        .fetch_one(&mut connection)
        .await;
    matches!(result, Ok((ref text,)) if text == "ok")
}

#[tokio::test]
async fn bad_input_gets_a_precise_4xx_and_nothing_invalid_is_stored() {
    let db = Database::new(Backend::Sqlite, "bad-input");
    let server = Server::start(ServerOptions::new(&db.url));
    let http = client();
    let url = server.url("/api/enquiries");
    let valid = valid_enquiry();
    let with = |key: &str, value: Value| {
        let mut body = valid.clone();
        body[key] = value;
        body.to_string()
    };
    let long_unicode = "界".repeat(101);
    let cases: Vec<(&str, &str, String, u16)> = vec![
        ("truncated JSON", "application/json", valid.to_string()[..40].to_owned(), 400),
        ("malformed JSON", "application/json", "{firstName: 'Asha'}".to_owned(), 400),
        ("empty body", "application/json", String::new(), 400),
        ("JSON null", "application/json", "null".to_owned(), 400),
        ("JSON string", "application/json", "\"hello\"".to_owned(), 400),
        ("number for a name", "application/json", with("firstName", json!(7)), 400),
        ("array for the email", "application/json", with("email", json!(["a@b.co"])), 400),
        ("object for the message", "application/json", with("message", json!({"text": "hi"})), 400),
        ("bool for the budget", "application/json", with("budget", json!(true)), 400),
        ("NUL in a name", "application/json", with("firstName", json!("Asha\u{0}")), 400),
        ("NUL in the message", "application/json", with("message", json!("hello\u{0}world")), 400),
        ("long unicode name", "application/json", with("lastName", json!(long_unicode)), 400),
        ("1 MB body", "application/json", with("message", json!("x".repeat(1024 * 1024))), 413),
        ("unknown project type", "application/json", with("projectType", json!("<script>")), 400),
        ("duplicate keys", "application/json", r#"{"firstName":"A","firstName":"B","lastName":"R","email":"a@b.co","message":"m"}"#.to_owned(), 400),
        ("__proto__ key", "application/json", r#"{"__proto__":{"polluted":true},"firstName":"A","lastName":"R","email":"a@b.co","message":"m"}"#.to_owned(), 400),
        ("constructor key", "application/json", r#"{"constructor":{"prototype":{}},"firstName":"A"}"#.to_owned(), 400),
        ("lone surrogate escape", "application/json", r#"{"firstName":"\udc00"}"#.to_owned(), 400),
        ("XML", "application/xml", "<enquiry/>".to_owned(), 415),
        ("multipart", "multipart/form-data; boundary=x", "--x--".to_owned(), 415),
        ("duplicate form field", "application/x-www-form-urlencoded", "email=a%40b.co&email=c%40d.co".to_owned(), 400),
    ];
    for (label, content_type, body, status) in &cases {
        let response = http
            .post(&url)
            .header("content-type", *content_type)
            .body(body.clone())
            .send()
            .await
            .expect("request");
        assert_eq!(response.status().as_u16(), *status, "{label}");
    }
    let invalid_utf8 = http
        .post(&url)
        .header("content-type", "application/json")
        .body(b"{\"firstName\":\"\xff\xfe\"}".to_vec())
        .send()
        .await
        .expect("request");
    assert_eq!(invalid_utf8.status().as_u16(), 400, "invalid UTF-8");
    // Header abuse: a foreign or null Origin, an enormous header, a bogus Content-Length.
    for origin in [
        "https://evil.example",
        "null",
        "http://127.0.0.1.evil.example",
    ] {
        let response = http
            .post(&url)
            .header("origin", origin)
            .json(&valid)
            .send()
            .await
            .expect("request");
        assert_eq!(response.status().as_u16(), 403, "origin {origin}");
    }
    let huge_header = "a".repeat(64 * 1024);
    let response = raw_request(
        server.port,
        &format!(
            "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nX-Junk: {huge_header}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
        ),
    );
    assert!(
        response.starts_with("HTTP/1.1 431")
            || response.starts_with("HTTP/1.1 400")
            || response.is_empty(),
        "huge header: {}",
        response.lines().next().unwrap_or_default()
    );
    let response = raw_request(
        server.port,
        "POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n{}",
    );
    assert!(
        response.starts_with("HTTP/1.1 413"),
        "huge Content-Length: {}",
        response.lines().next().unwrap_or_default()
    );

    // Valid enquiries carrying hostile text are stored as text, exactly as sent.
    let hostile = [
        (
            "<script>alert('x')</script>",
            "=HYPERLINK(\"http://evil.example\")",
        ),
        ("<img src=x onerror=alert(1)>", "+cmd|' /C calc'!A0"),
        (
            "Robert'); DROP TABLE enquiries;--",
            "@SUM(1+1)*cmd|' /C calc'!A0",
        ),
    ];
    for (name, message) in hostile {
        let mut body = valid.clone();
        body["firstName"] = json!(name);
        body["message"] = json!(message);
        let response = http.post(&url).json(&body).send().await.expect("request");
        assert_eq!(response.status().as_u16(), 201, "{name}");
    }
    let stored = exported(&db.url);
    assert_eq!(
        stored.len(),
        hostile.len(),
        "only the valid enquiries are stored"
    );
    for ((name, message), row) in hostile.iter().zip(&stored) {
        assert_eq!(row["firstName"], *name);
        assert_eq!(row["message"], *message);
    }
    let health = http
        .get(server.url("/healthz"))
        .send()
        .await
        .expect("health");
    assert_eq!(health.status().as_u16(), 200, "the server keeps serving");
}
