//! What the on-call engineer sees and relies on: the metrics on their own listener, a request id
//! on every answer and log line, and a server that refuses to start on settings that would hurt
//! (a SQLite file already served, unsigned webhooks) without ever printing a secret.

use crate::support;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::{
    Backend, Database, Server, ServerOptions, TempDir, backends, client, fixture_site, free_port,
    valid_enquiry,
};

/// The value of the sample named exactly `series` (name and labels, as the exposition writes
/// them), if present.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .and_then(|value| value.trim().parse().ok())
}

fn has_sample(text: &str, series: &str) -> f64 {
    sample(text, series).unwrap_or_else(|| panic!("no sample {series} in:\n{text}"))
}

async fn metrics(port: u16) -> (String, String) {
    let response = client()
        .get(format!("http://127.0.0.1:{port}/metrics"))
        .send()
        .await
        .expect("GET /metrics");
    assert_eq!(response.status(), 200);
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    (content_type, response.text().await.expect("text"))
}

/// The server's JSON log lines.
fn log_lines(server: &Server) -> Vec<Value> {
    server
        .log_text()
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect()
}

/// The request line (target `request`) for `path` answered with `status`.
fn request_lines(server: &Server, path: &str, status: u16) -> Vec<Value> {
    log_lines(server)
        .into_iter()
        .filter(|line| {
            line["target"] == "request" && line["path"] == path && line["status"] == status
        })
        .collect()
}

fn header(response: &reqwest::Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// Runs `kaveri-site serve` with `env` and expects it to exit by itself (a refused start): the
/// exit status and everything it printed.
fn refused_start(env: &[(&str, String)]) -> (std::process::ExitStatus, String) {
    let mut command = Command::new(support::BINARY);
    command
        .arg("serve")
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOST", "127.0.0.1")
        .env("PORT", free_port().to_string())
        .env("STATIC_DIR", fixture_site())
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().expect("start kaveri-site");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if child.try_wait().expect("try_wait").is_some() {
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let output = child.wait_with_output().expect("output");
            panic!(
                "the server started instead of refusing:\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let output = child.wait_with_output().expect("output");
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status, printed)
}

#[tokio::test]
async fn metrics_on_their_own_port_show_requests_the_outbox_the_pool_and_the_queue() {
    for backend in backends() {
        let db = Database::new(backend, "metrics");
        let metrics_port = free_port();
        // Nothing listens there: the enquiry's e-mail stays pending.
        let smtp = format!("smtp://127.0.0.1:{}", free_port());
        let server = Server::start(
            ServerOptions::new(&db.url)
                .env("METRICS_ADDR", format!("127.0.0.1:{metrics_port}"))
                .env("SMTP_URL", smtp)
                .env("DATABASE_POOL_SIZE", "3")
                .env("ANALYTICS_QUEUE", "1234"),
        );
        let http = client();
        let get = |path: &str| http.get(server.url(path)).send();
        assert_eq!(get("/").await.expect("page").status(), 200);
        assert_eq!(
            get("/assets/app-3f9a1c.js").await.expect("asset").status(),
            200
        );
        assert_eq!(get("/no/such/page").await.expect("404").status(), 404);
        assert_eq!(
            get("/api/no-such-endpoint")
                .await
                .expect("api 404")
                .status(),
            404
        );
        let created = http
            .post(server.url("/api/enquiries"))
            .json(&valid_enquiry())
            .send()
            .await
            .expect("enquiry");
        assert_eq!(created.status(), 201);
        let malformed = http
            .post(server.url("/api/enquiries"))
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .expect("malformed");
        assert_eq!(malformed.status(), 400);
        // Never on the public port.
        assert_eq!(
            get("/metrics").await.expect("public /metrics").status(),
            404
        );
        // The oldest pending delivery ages from when it was queued.
        tokio::time::sleep(Duration::from_millis(1200)).await;

        let (content_type, text) = metrics(metrics_port).await;
        assert!(
            content_type.starts_with("text/plain; version=0.0.4"),
            "{content_type}"
        );
        let requests = |route: &str, method: &str, status: u16| {
            has_sample(
                &text,
                &format!(
                    "kaveri_http_requests_total{{route=\"{route}\",method=\"{method}\",status=\"{status}\"}}"
                ),
            )
        };
        assert!(requests("page", "GET", 200) >= 1.0);
        assert!(requests("asset", "GET", 200) >= 1.0);
        // The unknown page and the public /metrics.
        assert!(requests("not_found", "GET", 404) >= 2.0);
        assert_eq!(requests("/api/{*rest}", "GET", 404), 1.0);
        assert_eq!(requests("/api/enquiries", "POST", 201), 1.0);
        assert_eq!(requests("/api/enquiries", "POST", 400), 1.0);
        let latency = "route=\"/api/enquiries\",method=\"POST\",status_class=\"2xx\"";
        assert_eq!(
            has_sample(
                &text,
                &format!("kaveri_http_request_duration_seconds_count{{{latency}}}")
            ),
            1.0
        );
        assert_eq!(
            has_sample(
                &text,
                &format!("kaveri_http_request_duration_seconds_bucket{{{latency},le=\"+Inf\"}}")
            ),
            1.0
        );
        assert!(text.contains("# TYPE kaveri_http_request_duration_seconds histogram\n"));

        assert_eq!(has_sample(&text, "kaveri_outbox_query_up"), 1.0);
        assert!(
            has_sample(
                &text,
                "kaveri_outbox_delivery_attempts_total{outbox=\"enquiry\",channel=\"email\",result=\"failed\"}"
            ) >= 1.0,
            "the relay's refusals are counted: {text}"
        );
        assert!(
            has_sample(
                &text,
                "kaveri_outbox_pending_deliveries{outbox=\"enquiry\"}"
            ) >= 1.0,
            "{text}"
        );
        let age = has_sample(
            &text,
            "kaveri_outbox_oldest_pending_age_seconds{outbox=\"enquiry\"}",
        );
        assert!((1.0..120.0).contains(&age), "age {age}");
        assert_eq!(
            has_sample(&text, "kaveri_outbox_dead_deliveries{outbox=\"enquiry\"}"),
            0.0
        );
        for outbox in ["application", "question", "invitation"] {
            assert_eq!(
                has_sample(
                    &text,
                    &format!("kaveri_outbox_pending_deliveries{{outbox=\"{outbox}\"}}")
                ),
                0.0
            );
        }

        let name = match backend {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        };
        let max = has_sample(
            &text,
            &format!("kaveri_db_pool_max_connections{{backend=\"{name}\"}}"),
        );
        // DATABASE_POOL_SIZE is PostgreSQL's; SQLite keeps its own four.
        assert_eq!(
            max,
            if backend == Backend::Postgres {
                3.0
            } else {
                4.0
            }
        );
        let open = has_sample(
            &text,
            &format!("kaveri_db_pool_connections{{backend=\"{name}\",state=\"in_use\"}}"),
        ) + has_sample(
            &text,
            &format!("kaveri_db_pool_connections{{backend=\"{name}\",state=\"idle\"}}"),
        );
        assert!((1.0..=max).contains(&open), "open {open}");

        assert!(has_sample(&text, "kaveri_analytics_queue_depth") >= 0.0);
        assert_eq!(has_sample(&text, "kaveri_analytics_queue_capacity"), 1234.0);
        assert_eq!(
            has_sample(&text, "kaveri_analytics_events_dropped_total"),
            0.0
        );
        let version = env!("CARGO_PKG_VERSION");
        let build = text
            .lines()
            .find(|l| {
                l.starts_with(&format!(
                    "kaveri_build_info{{version=\"{version}\",site_build=\""
                ))
            })
            .unwrap_or_else(|| panic!("no build info in:\n{text}"));
        assert!(build.ends_with("\"} 1"), "{build}");
        let started = has_sample(&text, "process_start_time_seconds");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        assert!(
            (now - 120.0..=now).contains(&started),
            "started {started}, now {now}"
        );

        // The metrics listener serves nothing else.
        let other = http
            .get(format!("http://127.0.0.1:{metrics_port}/"))
            .send()
            .await
            .expect("GET /");
        assert_eq!(other.status(), 404);
    }
}

#[tokio::test]
async fn without_metrics_addr_no_metrics_listener_and_none_on_the_public_port() {
    let db = Database::new(Backend::Sqlite, "no-metrics");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = client()
        .get(server.url("/metrics"))
        .send()
        .await
        .expect("GET");
    assert_eq!(response.status(), 404);
    assert!(
        !server.log_text().contains("metrics listening"),
        "{}",
        server.log_text()
    );
}

#[tokio::test]
async fn every_answer_and_its_log_line_carry_one_request_id_and_a_clients_own_is_not_used() {
    let db = Database::new(Backend::Sqlite, "request-id");
    let server = Server::start(ServerOptions::new(&db.url));
    let http = client();

    // An API error: the header, the body's requestId and the log line agree.
    let response = http
        .post(server.url("/api/enquiries"))
        .header("content-type", "application/json")
        .header("x-request-id", "forged-by-the-client")
        .body("{not json")
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 400);
    let id = header(&response, "x-request-id");
    assert_ne!(id, "forged-by-the-client");
    assert_eq!(id.len(), 36, "a UUID: {id}");
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["error"], "malformed_json");
    assert_eq!(body["requestId"], json!(id));
    let lines = request_lines(&server, "/api/enquiries", 400);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0]["request_id"], json!(id), "{}", lines[0]);

    // What a handler logs while it works carries the id too (its span's).
    let created = http
        .post(server.url("/api/enquiries"))
        .json(&valid_enquiry())
        .send()
        .await
        .expect("POST");
    assert_eq!(created.status(), 201);
    let id = header(&created, "x-request-id");
    let stored: Vec<Value> = log_lines(&server)
        .into_iter()
        .filter(|line| line["message"] == "enquiry stored")
        .collect();
    assert_eq!(stored.len(), 1, "{stored:?}");
    assert_eq!(stored[0]["span"]["request_id"], json!(id), "{}", stored[0]);
    let lines = request_lines(&server, "/api/enquiries", 201);
    assert_eq!(lines[0]["request_id"], json!(id));
    assert_eq!(lines[0]["span"]["request_id"], json!(id));

    // The team console's errors and the API's 404 too.
    for (path, status, code) in [
        ("/api/team/session", 401, "signed_out"),
        ("/api/nowhere", 404, "not_found"),
    ] {
        let response = http.get(server.url(path)).send().await.expect("GET");
        assert_eq!(response.status(), status);
        let id = header(&response, "x-request-id");
        let body: Value = response.json().await.expect("JSON");
        assert_eq!(body["error"], code);
        assert_eq!(body["requestId"], json!(id), "{path}");
        let lines = request_lines(&server, path, status);
        assert_eq!(lines[0]["request_id"], json!(id), "{path}");
    }

    // The static front's answers: a page, an asset, a missing page; each its own id.
    let mut seen = Vec::new();
    for (path, status) in [
        ("/", 200),
        ("/assets/app-3f9a1c.js", 200),
        ("/missing", 404),
    ] {
        let response = http
            .get(server.url(path))
            .header("x-request-id", "forged-by-the-client")
            .send()
            .await
            .expect("GET");
        assert_eq!(response.status(), status);
        let id = header(&response, "x-request-id");
        assert_eq!(id.len(), 36, "{path}: {id}");
        let lines = request_lines(&server, path, status);
        assert_eq!(lines[0]["request_id"], json!(id), "{path}");
        seen.push(id);
    }
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 3);
    assert!(!server.log_text().contains("forged-by-the-client"));
}

#[tokio::test]
async fn a_trusted_proxys_request_id_is_kept_and_an_unfit_one_replaced() {
    let db = Database::new(Backend::Sqlite, "proxy-request-id");
    let server = Server::start(ServerOptions::new(&db.url).env("TRUSTED_PROXIES", "127.0.0.1"));
    let http = client();
    let from_proxy = "edge-7f3a9c01:req/42==";
    let response = http
        .post(server.url("/api/enquiries"))
        .header("content-type", "application/json")
        .header("x-request-id", from_proxy)
        .body("{not json")
        .send()
        .await
        .expect("POST");
    assert_eq!(response.status(), 400);
    assert_eq!(header(&response, "x-request-id"), from_proxy);
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(body["requestId"], from_proxy);
    let lines = request_lines(&server, "/api/enquiries", 400);
    assert_eq!(lines[0]["request_id"], from_proxy);

    let page = http
        .get(server.url("/"))
        .header("x-request-id", from_proxy)
        .send()
        .await
        .expect("GET");
    assert_eq!(header(&page, "x-request-id"), from_proxy);

    for unfit in ["has spaces in it", "semi;colon", &"x".repeat(129)] {
        let response = http
            .get(server.url("/"))
            .header("x-request-id", unfit)
            .send()
            .await
            .expect("GET");
        let id = header(&response, "x-request-id");
        assert_ne!(id, unfit);
        assert_eq!(id.len(), 36, "a UUID instead of {unfit:?}: {id}");
    }
}

#[tokio::test]
async fn a_second_server_on_one_sqlite_file_is_refused_while_the_commands_still_read_it() {
    let db = Database::new(Backend::Sqlite, "one-server");
    let mut first = Server::start(ServerOptions::new(&db.url));
    let created = client()
        .post(first.url("/api/enquiries"))
        .json(&valid_enquiry())
        .send()
        .await
        .expect("enquiry");
    assert_eq!(created.status(), 201);

    let (status, printed) = refused_start(&[("DATABASE_URL", db.url.clone())]);
    assert!(!status.success());
    assert!(
        printed.contains("is already served by another kaveri-site"),
        "{printed}"
    );
    assert!(printed.contains("site.db.lock"), "{printed}");

    // The command line reads while the server runs.
    assert_eq!(support::exported(&db.url).len(), 1);

    // Once the first is gone, however it went, the file is free.
    first.kill_hard();
    let second = Server::start(ServerOptions::new(&db.url));
    let health = client()
        .get(second.url("/healthz"))
        .send()
        .await
        .expect("GET");
    assert_eq!(health.status(), 200);
}

#[tokio::test]
async fn a_webhook_without_a_secret_is_refused_at_start() {
    for variable in ["ENQUIRY_WEBHOOK_URL", "APPLICATION_WEBHOOK_URL"] {
        let dir = TempDir::new("unsigned-webhook");
        let url = format!("sqlite:{}/site.db", dir.0.display());
        let (status, printed) = refused_start(&[
            ("DATABASE_URL", url),
            (variable, "https://hooks.example/in".to_owned()),
        ]);
        assert!(!status.success());
        assert!(
            printed.contains(&format!("{variable} is set but WEBHOOK_SECRET is not")),
            "{printed}"
        );
        // Refused before anything was opened.
        assert!(!dir.0.join("site.db").exists());
    }
}

#[tokio::test]
async fn a_database_urls_password_is_never_printed() {
    let (status, printed) = refused_start(&[(
        "DATABASE_URL",
        "mysql://user:s3cret@db.example/site".to_owned(),
    )]);
    assert!(!status.success());
    assert!(
        printed.contains("mysql://user:***@db.example/site"),
        "{printed}"
    );
    assert!(!printed.contains("s3cret"), "{printed}");

    // A PostgreSQL server that does not answer: the driver's error, redacted.
    let (status, printed) = refused_start(&[
        (
            "DATABASE_URL",
            format!("postgres://app:s3cret@127.0.0.1:{}/site", free_port()),
        ),
        ("DATABASE_ACQUIRE_TIMEOUT_MS", "2000".to_owned()),
    ]);
    assert!(!status.success());
    assert!(printed.contains("kaveri-site: "), "{printed}");
    assert!(!printed.contains("s3cret"), "{printed}");

    // The commands print the same, redacted.
    let output = Command::new(support::BINARY)
        .args(["enquiries", "list"])
        .env("DATABASE_URL", "mysql://user:s3cret@db.example/site")
        .output()
        .expect("runs");
    assert!(!output.status.success());
    let printed = String::from_utf8_lossy(&output.stderr);
    assert!(printed.contains("user:***@"), "{printed}");
    assert!(!printed.contains("s3cret"), "{printed}");

    // `--help` names the variables, never their values.
    let output = Command::new(support::BINARY)
        .args(["serve", "--help"])
        .env("DATABASE_URL", "postgres://app:s3cret@db.example/site")
        .env("SMTP_URL", "smtps://mailer:s3cret@smtp.example:465")
        .env("WEBHOOK_SECRET", "s3cret")
        .env(
            "ENQUIRY_WEBHOOK_URL",
            "https://hooks.example/in?token=s3cret",
        )
        .env(
            "APPLICATION_WEBHOOK_URL",
            "https://ats.example/in?token=s3cret",
        )
        .env("OBJECT_STORE_URL", "s3://bucket/s3cret")
        .output()
        .expect("runs");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(help.contains("[env: DATABASE_URL]"), "{help}");
    assert!(!help.contains("s3cret"), "{help}");
}

#[tokio::test]
async fn a_metrics_address_that_cannot_be_bound_is_refused_at_start() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let address = taken.local_addr().expect("address");
    let dir = TempDir::new("metrics-taken");
    let (status, printed) = refused_start(&[
        (
            "DATABASE_URL",
            format!("sqlite:{}/site.db", dir.0.display()),
        ),
        ("METRICS_ADDR", address.to_string()),
    ]);
    assert!(!status.success());
    assert!(
        printed.contains(&format!("METRICS_ADDR {address}: ")),
        "{printed}"
    );
}
