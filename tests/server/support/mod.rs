//! Shared by the integration tests: start the real release binary against the fixture site and
//! a fresh database (SQLite in a temp dir, or a new database on `TEST_DATABASE_URL`).
#![allow(dead_code)]

pub mod applications;
pub mod docx;
pub mod moto;
pub mod nginx;
pub mod passkey;
pub mod receivers;
pub mod sql;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

pub const BINARY: &str = env!("CARGO_BIN_EXE_kaveri-site");

pub fn fixture_site() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site")
}

/// A scratch directory removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(label: &str) -> Self {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let path = std::env::temp_dir().join(format!(
            "kaveri-test-{label}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("create temp dir");
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A port nothing listens on now, and never handed out before in this run: tests start servers
/// side by side, and the system may offer a port again as soon as its probe is closed (a test
/// would then wait for, and talk to, another test's server).
pub fn free_port() -> u16 {
    static GIVEN: std::sync::Mutex<Vec<u16>> = std::sync::Mutex::new(Vec::new());
    loop {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("free port");
        let mut given = GIVEN.lock().unwrap_or_else(|e| e.into_inner());
        if !given.contains(&port) {
            given.push(port);
            return port;
        }
    }
}

/// Which database a test runs against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The backends this run covers: SQLite always; PostgreSQL when `TEST_DATABASE_URL` is set.
/// Under CI (`CI=true`) a missing `TEST_DATABASE_URL` fails the run instead of skipping.
pub fn backends() -> Vec<Backend> {
    if std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        vec![Backend::Sqlite, Backend::Postgres]
    } else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but TEST_DATABASE_URL is unset: run the tests through scripts/with-postgres.sh"
        );
        eprintln!(
            "note: TEST_DATABASE_URL unset, PostgreSQL cases skipped (use scripts/with-postgres.sh)"
        );
        vec![Backend::Sqlite]
    }
}

/// A fresh, empty database for one test.
pub struct Database {
    pub url: String,
    _dir: Option<TempDir>,
}

impl Database {
    pub fn new(backend: Backend, label: &str) -> Self {
        match backend {
            Backend::Sqlite => {
                let dir = TempDir::new(label);
                let url = format!("sqlite:{}/site.db", dir.0.display());
                Database {
                    url,
                    _dir: Some(dir),
                }
            }
            Backend::Postgres => {
                let base = std::env::var("TEST_DATABASE_URL").expect("TEST_DATABASE_URL");
                static NEXT: AtomicU32 = AtomicU32::new(0);
                let name = format!(
                    "kaveri_{}_{}_{}",
                    label.replace('-', "_"),
                    std::process::id(),
                    NEXT.fetch_add(1, Ordering::SeqCst)
                );
                let status = Command::new("psql")
                    .arg(&base)
                    .args(["-v", "ON_ERROR_STOP=1", "-q", "-c"])
                    .arg(format!("CREATE DATABASE {name}"))
                    .status()
                    .expect("psql runs");
                assert!(status.success(), "cannot create database {name}");
                let mut url = url::Url::parse(&base).expect("TEST_DATABASE_URL is a URL");
                url.set_path(&format!("/{name}"));
                Database {
                    url: url.to_string(),
                    _dir: None,
                }
            }
        }
    }
}

/// A running `kaveri-site serve`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
    pub base: String,
    pub log: PathBuf,
}

pub struct ServerOptions<'a> {
    pub database_url: &'a str,
    pub env: Vec<(&'a str, String)>,
    pub port: Option<u16>,
}

impl<'a> ServerOptions<'a> {
    pub fn new(database_url: &'a str) -> Self {
        Self {
            database_url,
            env: vec![
                ("RATE_LIMIT_PER_MINUTE", "0".to_owned()),
                // A test's SIGTERM need not wait for a balancer to notice.
                ("SHUTDOWN_DRAIN_DELAY_MS", "0".to_owned()),
            ],
            port: None,
        }
    }

    pub fn env(mut self, key: &'a str, value: impl Into<String>) -> Self {
        self.env.retain(|(k, _)| *k != key);
        self.env.push((key, value.into()));
        self
    }

    pub fn port(mut self, port: u16) -> Self {
        self.port = Some(port);
        self
    }
}

impl Server {
    pub fn start(options: ServerOptions<'_>) -> Server {
        let port = options.port.unwrap_or_else(free_port);
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let log = std::env::temp_dir().join(format!(
            "kaveri-test-server-{}-{}.log",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        ));
        let log_file = std::fs::File::create(&log).expect("log file");
        let mut command = Command::new(BINARY);
        command
            .arg("serve")
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOST", "127.0.0.1")
            .env("PORT", port.to_string())
            .env("STATIC_DIR", fixture_site())
            .env("DATABASE_URL", options.database_url)
            .env("SITE_URL", "https://www.kaveri-digital.example")
            .env("DELIVERY_POLL_MS", "100")
            .env("RUST_LOG", "info")
            .stdout(Stdio::null())
            .stderr(Stdio::from(log_file));
        for (key, value) in &options.env {
            command.env(key, value);
        }
        let child = command.spawn().expect("start kaveri-site");
        let mut server = Server {
            child,
            port,
            base: format!("http://127.0.0.1:{port}"),
            log,
        };
        server.wait_ready();
        server
    }

    fn wait_ready(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("server exited early ({status}):\n{}", self.log_text());
            }
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("server not ready in time:\n{}", self.log_text());
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: no chance to finish anything.
    pub fn kill_hard(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// SIGTERM, then wait for a clean exit.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
        self.child.wait().expect("server exits")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill_hard();
        let _ = std::fs::remove_file(&self.log);
    }
}

/// Runs `kaveri-site enquiries export --format json` and returns the enquiries.
pub fn exported(database_url: &str) -> Vec<serde_json::Value> {
    export_json("enquiries", database_url)
}

/// Runs `kaveri-site <command> export --format json` and returns the rows.
pub fn export_json(command: &str, database_url: &str) -> Vec<serde_json::Value> {
    let rows = cli_json(&[command, "export", "--format", "json"], database_url);
    serde_json::from_value(rows).expect("export is a JSON array")
}

/// Runs a `kaveri-site` command on the database and returns what it printed, as JSON.
pub fn cli_json(args: &[&str], database_url: &str) -> serde_json::Value {
    let output = Command::new(BINARY)
        .args(args)
        .env("DATABASE_URL", database_url)
        .output()
        .expect("the command runs");
    assert!(
        output.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the command prints JSON")
}

pub fn client() -> reqwest::Client {
    // reqwest is built without a bundled TLS provider; the server installs ring, and so do tests.
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(30))
        .build()
        .expect("client")
}

/// GETs `url` and parses the body as JSON.
pub async fn get_json(url: &str) -> serde_json::Value {
    client()
        .get(url)
        .send()
        .await
        .expect("GET")
        .json()
        .await
        .expect("JSON body")
}

pub fn valid_enquiry() -> serde_json::Value {
    serde_json::json!({
        "firstName": "Asha",
        "lastName": "Rao",
        "email": "asha.rao@company.co.in",
        "company": "Rao Textiles",
        "projectType": "ai-integration",
        "budget": "50k-100k",
        "message": "We would like to add an assistant to our order portal.",
        "elapsedMs": 20000
    })
}

/// Sends one raw HTTP/1.1 request and returns the whole response text (for paths a client
/// library would normalise, like `/../`).
pub fn raw_request(port: u16, request: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok();
    stream.write_all(request.as_bytes()).expect("write");
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    String::from_utf8_lossy(&response).into_owned()
}

/// Sends the requests `send` makes (given their number) until one is answered 429 or `most`
/// were sent: every status in order, and the 429's `Retry-After`.
pub async fn until_limited<F, R>(
    most: usize,
    mut send: F,
) -> (
    Vec<reqwest::StatusCode>,
    Option<reqwest::header::HeaderValue>,
)
where
    F: FnMut(usize) -> R,
    R: std::future::Future<Output = reqwest::Response>,
{
    let mut statuses = Vec::new();
    for n in 0..most {
        let response = send(n).await;
        statuses.push(response.status());
        if response.status() == reqwest::StatusCode::TOO_MANY_REQUESTS {
            return (statuses, response.headers().get("retry-after").cloned());
        }
    }
    (statuses, None)
}
