//! Reliability of applications on the release binary: load with 1 MB CVs, a hard crash
//! mid-load, and delivery through receivers that are down and then up. SQLite and PostgreSQL.
//! Loopback only, bounded in count and time.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;
use support::applications::{self, Objects, application, pdf, sha256};
use support::receivers::{Inbox, smtp_server, webhook_server};
use support::{Database, Server, backends, client, free_port};
use tokio::sync::Mutex;

/// What a batch of concurrent uploads got back: id → the CV's checksum.
#[derive(Default)]
struct Tally {
    stored: BTreeMap<String, String>,
    server_errors: usize,
    other: usize,
}

async fn load(
    base: String,
    total: usize,
    concurrency: usize,
    cv_bytes: usize,
    stop: Arc<AtomicBool>,
) -> Tally {
    let tally = Arc::new(Mutex::new(Tally::default()));
    let next = Arc::new(AtomicUsize::new(0));
    let http = client();
    let workers: Vec<_> = (0..concurrency)
        .map(|_| {
            let (tally, next, stop, http) =
                (tally.clone(), next.clone(), stop.clone(), http.clone());
            let url = format!("{base}/api/applications");
            tokio::spawn(async move {
                while !stop.load(Ordering::SeqCst) {
                    let n = next.fetch_add(1, Ordering::SeqCst);
                    if n >= total {
                        break;
                    }
                    let cv = pdf(cv_bytes, n as u64);
                    let checksum = sha256(&cv);
                    let result = http
                        .post(&url)
                        .header("content-type", applications::content_type())
                        .header("accept", "application/json")
                        .body(application(n, cv, "cv.pdf"))
                        .send()
                        .await;
                    let outcome = match result {
                        Ok(response) if response.status().is_success() => response
                            .json::<Value>()
                            .await
                            .ok()
                            .and_then(|v| v["id"].as_str().map(str::to_owned))
                            .ok_or(false),
                        Ok(response) if response.status().is_server_error() => Err(true),
                        _ => Err(false),
                    };
                    let mut tally = tally.lock().await;
                    match outcome {
                        Ok(id) => {
                            tally.stored.insert(id, checksum);
                        }
                        Err(true) => tally.server_errors += 1,
                        Err(false) => tally.other += 1,
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

/// Rows → (id, object, checksum), and every object's checksum recomputed from its bytes.
fn stored(db: &Database, objects: &Objects) -> (Vec<Value>, BTreeMap<String, String>) {
    let rows = applications::exported(&db.url);
    let contents = objects
        .names()
        .into_iter()
        .map(|name| {
            let checksum = sha256(&objects.read(&name));
            (name, checksum)
        })
        .collect();
    (rows, contents)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_hundred_applications_with_1_mb_cvs_at_concurrency_twenty_are_each_stored_once_intact()
 {
    for backend in backends() {
        let db = Database::new(backend, "apply-load");
        let objects = Objects::new("apply-load-objects");
        let server = applications::start(&db.url, &objects);
        let started = Instant::now();
        let tally = load(
            server.base.clone(),
            300,
            20,
            1024 * 1024,
            Arc::new(AtomicBool::new(false)),
        )
        .await;
        eprintln!("{backend:?}: 300 × 1 MB in {:?}", started.elapsed());
        assert_eq!(tally.server_errors, 0, "{backend:?}: 5xx answers");
        assert_eq!(tally.other, 0, "{backend:?}: failed requests");
        assert_eq!(tally.stored.len(), 300, "{backend:?}: every id distinct");
        let (rows, contents) = stored(&db, &objects);
        assert_eq!(rows.len(), 300, "{backend:?}: one row each");
        assert_eq!(contents.len(), 300, "{backend:?}: one object each");
        for row in &rows {
            let id = row["id"].as_str().unwrap_or_default();
            let object = row["cvObject"].as_str().unwrap_or_default();
            let sent = tally.stored.get(id).map(String::as_str);
            assert_eq!(sent, row["cvSha256"].as_str(), "{backend:?}: {id} as sent");
            assert_eq!(
                contents.get(object).map(String::as_str),
                sent,
                "{backend:?}: {id}'s object intact"
            );
            assert_eq!(row["cvBytes"], 1024 * 1024);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_kill_9_mid_upload_every_acknowledged_application_is_there_and_no_cv_is_orphaned() {
    for backend in backends() {
        let db = Database::new(backend, "apply-crash");
        let objects = Objects::new("apply-crash-objects");
        let mut server = applications::start(&db.url, &objects);
        let stop = Arc::new(AtomicBool::new(false));
        let running = tokio::spawn(load(
            server.base.clone(),
            100_000,
            16,
            256 * 1024,
            stop.clone(),
        ));
        tokio::time::sleep(Duration::from_millis(2000)).await;
        server.kill_hard();
        stop.store(true, Ordering::SeqCst);
        let tally = running.await.expect("load task");
        assert!(
            tally.stored.len() > 10,
            "{backend:?}: the load ran before the crash ({})",
            tally.stored.len()
        );
        assert_eq!(tally.server_errors, 0, "{backend:?}");

        let _restarted = applications::start(&db.url, &objects);
        let (rows, contents) = stored(&db, &objects);
        let by_id: BTreeMap<&str, &Value> = rows
            .iter()
            .map(|r| (r["id"].as_str().unwrap_or_default(), r))
            .collect();
        for (id, checksum) in &tally.stored {
            let row = by_id.get(id.as_str());
            assert!(row.is_some(), "{backend:?}: acknowledged but lost: {id}");
            let object = row.and_then(|r| r["cvObject"].as_str()).unwrap_or_default();
            assert_eq!(
                contents.get(object),
                Some(checksum),
                "{backend:?}: {id}'s CV intact"
            );
        }
        let referenced: BTreeSet<&str> = rows
            .iter()
            .map(|r| r["cvObject"].as_str().unwrap_or_default())
            .collect();
        let present: BTreeSet<&str> = contents.keys().map(String::as_str).collect();
        assert_eq!(present, referenced, "{backend:?}: no orphaned CV objects");
    }
}

const SECRET: &str = "test-webhook-secret";

#[tokio::test]
async fn applications_reach_the_hiring_inbox_and_the_tracking_system_once_after_an_outage() {
    for backend in backends() {
        let db = Database::new(backend, "apply-delivery");
        let objects = Objects::new("apply-delivery-objects");
        let (smtp, hook) = (free_port(), free_port());
        let delivering = || {
            applications::options(&db.url, &objects)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env(
                    "APPLICATION_WEBHOOK_URL",
                    format!("http://127.0.0.1:{hook}/hook"),
                )
                .env("WEBHOOK_SECRET", SECRET)
                .env("DELIVERY_RETRY_BASE_MS", "100")
                .env("DELIVERY_RETRY_MAX_MS", "400")
        };
        let mut server = Server::start(delivering());
        let mut sent = BTreeMap::new();
        for n in 0..6 {
            let cv = pdf(100_000 + n, n as u64);
            let checksum = sha256(&cv);
            let response = applications::post(&server, application(n, cv, "cv.pdf")).await;
            assert_eq!(response.status(), 201);
            let id = response.json::<Value>().await.expect("json")["id"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            sent.insert(id, checksum);
        }
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert!(
            server.log_text().contains("delivery failed; will retry"),
            "{backend:?}"
        );
        assert!(server.terminate().success(), "graceful stop");

        let (mail, hooks) = (Inbox::default(), Inbox::default());
        let smtp_task = smtp_server(smtp, mail.clone()).await;
        let hook_task = webhook_server(hook, SECRET, hooks.clone()).await;
        let server = Server::start(delivering());
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline && (mail.len() < sent.len() || hooks.len() < sent.len()) {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(800)).await;

        let mut by_mail: BTreeMap<String, usize> = BTreeMap::new();
        for message in mail.items() {
            let id = message
                .lines()
                .find_map(|l| l.strip_prefix("Message-ID: <"))
                .and_then(|l| l.split('@').next())
                .unwrap_or("?")
                .to_owned();
            assert!(
                message.contains("To: careers@kaveri-digital.example"),
                "{backend:?}"
            );
            assert!(
                message.contains("filename=\"cv.pdf\""),
                "{backend:?}: CV attached"
            );
            *by_mail.entry(id).or_insert(0) += 1;
        }
        let mut by_hook: BTreeMap<String, usize> = BTreeMap::new();
        for item in hooks.items() {
            let mut parts = item.splitn(3, ' ');
            let id = parts.next().unwrap_or("?").to_owned();
            assert_eq!(parts.next(), Some("true"), "signature verifies");
            let body: Value =
                serde_json::from_str(parts.next().unwrap_or("{}")).unwrap_or_default();
            assert_eq!(body["type"], "application.created");
            assert_eq!(body["application"]["id"], id.as_str());
            use base64::Engine as _;
            let cv = base64::engine::general_purpose::STANDARD
                .decode(body["cv"]["contentBase64"].as_str().unwrap_or_default())
                .unwrap_or_default();
            assert_eq!(Some(&sha256(&cv)), sent.get(&id), "{backend:?}: CV intact");
            *by_hook.entry(id).or_insert(0) += 1;
        }
        let expected: BTreeMap<String, usize> = sent.keys().map(|id| (id.clone(), 1)).collect();
        assert_eq!(by_mail, expected, "{backend:?}: e-mails");
        assert_eq!(by_hook, expected, "{backend:?}: webhooks");
        drop(server);
        smtp_task.abort();
        hook_task.abort();
    }
}
