//! Building application uploads (multipart bodies, PDFs; DOCX files are in `docx.rs`) and
//! reading what the server kept (rows through the CLI, CV objects in the local object store).

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::{Server, ServerOptions, TempDir};

pub const BOUNDARY: &str = "----kaveri-test-boundary-7MA4YWxkTrZu0gW";
pub const JOB: &str = "senior-product-designer";

/// One part of a multipart body.
pub struct Part {
    pub name: String,
    pub file_name: Option<String>,
    pub content_type: Option<String>,
    pub body: Vec<u8>,
}

impl Part {
    pub fn text(name: &str, value: &str) -> Self {
        Part {
            name: name.to_owned(),
            file_name: None,
            content_type: None,
            body: value.as_bytes().to_vec(),
        }
    }

    pub fn file(name: &str, file_name: &str, content_type: &str, body: Vec<u8>) -> Self {
        Part {
            name: name.to_owned(),
            file_name: Some(file_name.to_owned()),
            content_type: Some(content_type.to_owned()),
            body,
        }
    }
}

pub fn multipart(parts: &[Part]) -> Vec<u8> {
    let mut out = Vec::new();
    for part in parts {
        write!(
            out,
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{}\"",
            part.name
        )
        .expect("write");
        if let Some(file_name) = &part.file_name {
            write!(out, "; filename=\"{file_name}\"").expect("write");
        }
        out.extend_from_slice(b"\r\n");
        if let Some(content_type) = &part.content_type {
            write!(out, "Content-Type: {content_type}\r\n").expect("write");
        }
        out.extend_from_slice(b"\r\n");
        out.extend_from_slice(&part.body);
        out.extend_from_slice(b"\r\n");
    }
    write!(out, "--{BOUNDARY}--\r\n").expect("write");
    out
}

pub fn content_type() -> String {
    format!("multipart/form-data; boundary={BOUNDARY}")
}

/// Every text field filled in validly.
pub fn valid_fields(n: usize) -> Vec<Part> {
    vec![
        Part::text("jobSlug", JOB),
        Part::text("firstName", "Meera"),
        Part::text("lastName", &format!("Iyer{n}")),
        Part::text("email", &format!("meera.iyer{n}@example.com")),
        Part::text("phone", "+91 98450 12345"),
        Part::text("location", "Bengaluru, India"),
        Part::text("profileUrl", "https://www.linkedin.com/in/meera-iyer"),
        Part::text(
            "coverNote",
            "I have led design systems for two fintech products.\nHappy to share more.",
        ),
        Part::text("consent", "on"),
        Part::text("elapsedMs", "60000"),
    ]
}

/// A PDF of exactly `size` bytes whose content depends on `seed`.
pub fn pdf(size: usize, seed: u64) -> Vec<u8> {
    let head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n";
    let tail = b"\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
    let mut out = head.to_vec();
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    while out.len() + tail.len() < size {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Printable bytes only: no accidental ZIP signatures.
        out.push(b'A' + ((state >> 33) % 26) as u8);
    }
    out.extend_from_slice(tail);
    out.truncate(size.max(head.len() + tail.len()));
    out
}

pub fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// A valid application's body with this CV.
pub fn application(n: usize, cv: Vec<u8>, file_name: &str) -> Vec<u8> {
    let mut parts = valid_fields(n);
    parts.push(Part::file("cv", file_name, "application/pdf", cv));
    multipart(&parts)
}

/// Where a test's server keeps CVs, removed with the test.
pub struct Objects {
    pub dir: TempDir,
}

impl Objects {
    pub fn new(label: &str) -> Self {
        Objects {
            dir: TempDir::new(label),
        }
    }

    pub fn url(&self) -> String {
        format!("file://{}", self.dir.0.display())
    }

    fn cv_dir(&self) -> PathBuf {
        self.dir.0.join("cv")
    }

    /// The stored objects' names (staging files of unfinished writes excluded).
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.cv_dir())
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| !n.contains('#'))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }

    pub fn read(&self, name: &str) -> Vec<u8> {
        std::fs::read(self.cv_dir().join(name)).unwrap_or_default()
    }
}

/// Server options for applications: CVs under `objects`, orphans swept at start.
pub fn options<'a>(database_url: &'a str, objects: &Objects) -> ServerOptions<'a> {
    ServerOptions::new(database_url)
        .env("OBJECT_STORE_URL", objects.url())
        .env("APPLICATION_ORPHAN_GRACE_SECS", "0")
}

pub fn start(database_url: &str, objects: &Objects) -> Server {
    Server::start(options(database_url, objects))
}

/// `kaveri-site applications export --format json`.
pub fn exported(database_url: &str) -> Vec<Value> {
    super::export_json("applications", database_url)
}

pub async fn post(server: &Server, body: Vec<u8>) -> reqwest::Response {
    super::client()
        .post(server.url("/api/applications"))
        .header("content-type", content_type())
        .header("accept", "application/json")
        .body(body)
        .send()
        .await
        .expect("POST /api/applications")
}

pub fn exists(path: &Path) -> bool {
    path.exists()
}
