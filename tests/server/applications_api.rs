//! `POST /api/applications` on the release binary: the happy path, both answers (JSON and a
//! no-JavaScript form post), idempotency, the CLI, and a corpus of bad input that gets a precise
//! answer and leaves nothing stored (no row, no object).

use crate::support;

use std::io::{Read, Write};
use std::time::Duration;

use reqwest::StatusCode;
use serde_json::Value;
use support::applications::{
    self, BOUNDARY, JOB, Objects, Part, application, multipart, pdf, post, sha256, valid_fields,
};
use support::docx::docx;
use support::{Backend, Database, backends, client};

#[tokio::test]
async fn a_valid_application_is_stored_with_its_cv_and_answered_201() {
    for backend in backends() {
        let db = Database::new(backend, "apply");
        let objects = Objects::new("apply-objects");
        let server = applications::start(&db.url, &objects);
        let cv = pdf(200_000, 1);
        let response = post(&server, application(1, cv.clone(), "Meera Iyer CV.pdf")).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{backend:?}");
        let id = response.json::<Value>().await.expect("json")["id"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let stored = applications::exported(&db.url);
        assert_eq!(stored.len(), 1);
        let row = &stored[0];
        assert_eq!(row["id"], id.as_str());
        assert_eq!(row["jobSlug"], JOB);
        assert_eq!(row["email"], "meera.iyer1@example.com");
        assert_eq!(row["cvFileName"], "Meera Iyer CV.pdf");
        assert_eq!(row["cvMediaType"], "application/pdf");
        assert_eq!(row["cvSha256"], sha256(&cv).as_str());
        // The object has a generated name, not the visitor's, and holds the file exactly.
        let names = objects.names();
        assert_eq!(
            names,
            vec![row["cvObject"].as_str().unwrap_or_default().to_owned()]
        );
        assert!(!names[0].contains("Meera"));
        assert_eq!(sha256(&objects.read(&names[0])), sha256(&cv));

        // A DOCX is accepted too, judged by content whatever its declared type.
        let mut parts = valid_fields(2);
        parts.push(Part::file(
            "cv",
            "cv.docx",
            "application/octet-stream",
            docx(&[]),
        ));
        let response = post(&server, multipart(&parts)).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{backend:?} docx");
        let stored = applications::exported(&db.url);
        assert_eq!(
            stored[1]["cvMediaType"],
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        );
    }
}

#[tokio::test]
async fn a_repeated_idempotency_key_stores_one_application_and_one_cv() {
    let db = Database::new(Backend::Sqlite, "apply-idem");
    let objects = Objects::new("apply-idem-objects");
    let server = applications::start(&db.url, &objects);
    let body = application(1, pdf(50_000, 2), "cv.pdf");
    let mut ids = Vec::new();
    let sends: Vec<_> = (0..4)
        .map(|_| {
            let request = client()
                .post(server.url("/api/applications"))
                .header("content-type", applications::content_type())
                .header("accept", "application/json")
                .header("idempotency-key", "apply-3f2a9c1e-77aa")
                .body(body.clone());
            tokio::spawn(request.send())
        })
        .collect();
    for send in sends {
        let response = send.await.expect("task").expect("POST");
        assert_eq!(response.status(), StatusCode::CREATED);
        ids.push(response.json::<Value>().await.expect("json")["id"].clone());
    }
    assert!(ids.windows(2).all(|w| w[0] == w[1]), "{ids:?}");
    assert_eq!(applications::exported(&db.url).len(), 1);
    assert_eq!(objects.names().len(), 1, "the losers' CVs are removed");
}

#[tokio::test]
async fn a_plain_form_post_gets_303_or_the_job_page_again_with_values_and_messages() {
    let db = Database::new(Backend::Sqlite, "apply-form");
    let objects = Objects::new("apply-form-objects");
    let server = applications::start(&db.url, &objects);
    let browser = |body: Vec<u8>| {
        client()
            .post(server.url("/api/applications"))
            .header("content-type", applications::content_type())
            .header("accept", "text/html,application/xhtml+xml,*/*;q=0.8")
            .header("origin", server.base.clone())
            .body(body)
            .send()
    };
    let ok = browser(application(1, pdf(10_000, 3), "cv.pdf"))
        .await
        .expect("post");
    assert_eq!(ok.status(), StatusCode::SEE_OTHER);
    assert_eq!(ok.headers()["location"], "/careers/thanks");

    let mut parts = valid_fields(2);
    parts.retain(|p| p.name != "email" && p.name != "consent");
    parts.push(Part::text("email", "meera@"));
    parts.push(Part::file("cv", "", "application/octet-stream", Vec::new()));
    let page = browser(multipart(&parts)).await.expect("post");
    assert_eq!(page.status(), StatusCode::BAD_REQUEST);
    assert!(
        page.headers()["content-type"]
            .to_str()
            .unwrap_or_default()
            .starts_with("text/html")
    );
    let html = page.text().await.expect("html");
    assert!(
        html.contains("<title>Error: Senior Product Designer"),
        "{html}"
    );
    assert!(html.contains(r#"value="Meera""#), "typed values come back");
    assert!(html.contains(r#"value="meera@""#));
    assert!(html.contains("I have led design systems"));
    assert!(html.contains("Enter an email address like name@company.com."));
    assert!(html.contains("Tick the box to let us keep your application"));
    assert!(html.contains("Choose your CV: a PDF or Word (.docx) file of up to 5 MB."));
    assert!(html.contains(r#"aria-describedby="application-cv-error""#));
    assert_eq!(
        applications::exported(&db.url).len(),
        1,
        "only the valid one"
    );
    assert_eq!(objects.names().len(), 1);
}

#[tokio::test]
async fn a_japanese_application_is_answered_in_japanese_and_stored_as_japanese() {
    let db = Database::new(Backend::Sqlite, "apply-ja");
    let objects = Objects::new("apply-ja-objects");
    let server = applications::start(&db.url, &objects);
    let browser = |body: Vec<u8>| {
        client()
            .post(server.url("/api/applications"))
            .header("content-type", applications::content_type())
            .header("accept", "text/html,application/xhtml+xml,*/*;q=0.8")
            .header("origin", server.base.clone())
            .body(body)
            .send()
    };
    // The form's language comes first (the page puts it before the CV).
    let japanese = |mut parts: Vec<Part>| {
        parts.insert(0, Part::text("language", "ja"));
        parts
    };
    let mut parts = valid_fields(1);
    parts.retain(|p| p.name != "location");
    let page = browser(multipart(&japanese(parts))).await.expect("post");
    assert_eq!(page.status(), StatusCode::BAD_REQUEST);
    let html = page.text().await.expect("html");
    assert!(html.contains(r#"<html lang="ja" dir="ltr">"#), "{html}");
    assert!(
        html.contains("<title>エラー: シニアプロダクトデザイナー"),
        "{html}"
    );
    assert!(
        html.contains("お住まいの地域を入力してください。"),
        "{html}"
    );
    assert!(html.contains("履歴書を選んでください（PDFまたはWord（.docx）形式、5 MBまで）。"));
    assert!(html.contains("強調表示された各項目を修正して"), "{html}");
    assert!(html.contains(r#"<a href="/ja/careers">"#));

    // A CV over the cap is refused before the rest is read: still in Japanese.
    let mut parts = japanese(valid_fields(2));
    parts.push(Part::file(
        "cv",
        "cv.pdf",
        "application/pdf",
        pdf(5 * 1024 * 1024 + 10, 7),
    ));
    let page = browser(multipart(&parts)).await.expect("post");
    assert_eq!(page.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let html = page.text().await.expect("html");
    assert!(
        html.contains("履歴書のファイルが5 MBを超えています。"),
        "{html}"
    );

    let mut parts = japanese(valid_fields(3));
    parts.push(Part::file(
        "cv",
        "cv.pdf",
        "application/pdf",
        pdf(10_000, 3),
    ));
    let ok = browser(multipart(&parts)).await.expect("post");
    assert_eq!(ok.status(), StatusCode::SEE_OTHER);
    assert_eq!(ok.headers()["location"], "/ja/careers/thanks");
    let stored = applications::exported(&db.url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0]["language"], "ja");
}

#[tokio::test]
async fn the_cli_lists_exports_and_deletes_an_applicants_data() {
    let db = Database::new(Backend::Sqlite, "apply-cli");
    let objects = Objects::new("apply-cli-objects");
    let server = applications::start(&db.url, &objects);
    for n in [1, 1, 2] {
        let response = post(&server, application(n, pdf(5_000, n as u64), "cv.pdf")).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    assert_eq!(objects.names().len(), 3);
    let cli = |args: &[&str]| {
        std::process::Command::new(support::BINARY)
            .args(args)
            .env("DATABASE_URL", &db.url)
            .env("OBJECT_STORE_URL", objects.url())
            .output()
            .expect("cli runs")
    };
    let list = cli(&["applications", "list"]);
    assert!(String::from_utf8_lossy(&list.stdout).contains("3 applications"));
    let csv = cli(&["applications", "export", "--format", "csv"]);
    assert!(String::from_utf8_lossy(&csv.stdout).starts_with("id,created_at,job_slug,"));
    let delete = cli(&[
        "applications",
        "delete",
        "--email",
        "MEERA.IYER1@example.com",
    ]);
    assert!(delete.status.success(), "{delete:?}");
    assert!(String::from_utf8_lossy(&delete.stdout).starts_with("2 applications deleted"));
    // The deletion is logged without personal data: a count and ids.
    let log = String::from_utf8_lossy(&delete.stderr);
    assert!(
        log.contains("applications deleted") && log.contains("\"count\":2"),
        "{log}"
    );
    assert!(!log.contains("meera") && !log.contains("MEERA"), "{log}");
    let left = applications::exported(&db.url);
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["email"], "meera.iyer2@example.com");
    assert_eq!(
        objects.names(),
        vec![left[0]["cvObject"].as_str().unwrap_or_default().to_owned()]
    );
}

#[tokio::test]
async fn applications_past_the_retention_period_are_deleted_with_their_cvs() {
    let db = Database::new(Backend::Sqlite, "apply-retention");
    let objects = Objects::new("apply-retention-objects");
    let mut server = applications::start(&db.url, &objects);
    let response = post(&server, application(1, pdf(5_000, 9), "cv.pdf")).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    server.terminate();
    // A restart with a retention of 0 days: the sweep at start deletes it.
    let restarted = support::Server::start(
        applications::options(&db.url, &objects).env("APPLICATION_RETENTION_DAYS", "0"),
    );
    assert!(applications::exported(&db.url).is_empty());
    assert!(objects.names().is_empty());
    assert!(restarted.log_text().contains("retention period over"));
}

/// Sends `head` and `body` over raw TCP, with `pause` between body chunks, and returns the
/// status line.
fn raw(port: u16, head: &str, body: &[u8], chunk: usize, pause: Duration) -> String {
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream.set_read_timeout(Some(Duration::from_secs(30))).ok();
    stream.write_all(head.as_bytes()).expect("head");
    for piece in body.chunks(chunk.max(1)) {
        if stream.write_all(piece).is_err() {
            break;
        }
        std::thread::sleep(pause);
    }
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    String::from_utf8_lossy(&response)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test]
async fn bad_input_gets_a_precise_answer_and_stores_nothing() {
    let db = Database::new(Backend::Sqlite, "apply-bad");
    let objects = Objects::new("apply-bad-objects");
    let server = applications::start(&db.url, &objects);
    let with_cv = |file_name: &str, cv: Vec<u8>| {
        let mut parts = valid_fields(1);
        parts.push(Part::file("cv", file_name, "application/pdf", cv));
        multipart(&parts)
    };
    let mut polyglot = pdf(20_000, 4);
    polyglot.extend(docx(&[]));
    let zip_with_pdf_header = docx(&[("%PDF-1.7 looks like a PDF", b"x".to_vec())]);
    let bomb = docx(&[("word/media/zeros.bin", vec![0u8; 80 * 1024 * 1024])]);
    let mut elf = b"\x7fELF\x02\x01\x01\x00".to_vec();
    elf.extend(vec![0u8; 4096]);
    let mut two_cvs = valid_fields(1);
    two_cvs.push(Part::file("cv", "a.pdf", "application/pdf", pdf(1000, 1)));
    two_cvs.push(Part::file("cv", "b.pdf", "application/pdf", pdf(1000, 2)));
    let mut unknown = valid_fields(1);
    unknown.push(Part::file("cv", "a.pdf", "application/pdf", pdf(1000, 1)));
    unknown.push(Part::text("salaryExpectation", "lots"));
    let mut no_file = valid_fields(1);
    no_file.retain(|p| p.name != "cv");
    let missing_fields = multipart(&[
        Part::text("jobSlug", JOB),
        Part::file("cv", "a.pdf", "application/pdf", pdf(1000, 1)),
    ]);
    let mut bad_fields = valid_fields(1);
    bad_fields
        .retain(|p| !["email", "profileUrl", "jobSlug", "firstName"].contains(&p.name.as_str()));
    bad_fields.push(Part::text("email", "not an email"));
    bad_fields.push(Part::text("profileUrl", "javascript:alert(1)"));
    bad_fields.push(Part::text("jobSlug", "../../etc/passwd"));
    bad_fields.push(Part::text("firstName", "Meera\u{0}"));
    bad_fields.push(Part::file("cv", "a.pdf", "application/pdf", pdf(1000, 1)));
    let over_limit = with_cv("big.pdf", pdf(5 * 1024 * 1024 + 1, 5));

    // (label, body, status, field that carries the message)
    let cases: Vec<(&str, Vec<u8>, u16, Option<&str>)> = vec![
        ("no file part", multipart(&no_file), 400, Some("cv")),
        ("no file chosen", with_cv("", Vec::new()), 400, Some("cv")),
        ("empty file", with_cv("cv.pdf", Vec::new()), 400, Some("cv")),
        (
            "HTML renamed .pdf",
            with_cv(
                "cv.pdf",
                b"<!doctype html><script>alert(1)</script>".to_vec(),
            ),
            400,
            Some("cv"),
        ),
        ("ELF renamed .pdf", with_cv("cv.pdf", elf), 400, Some("cv")),
        (
            "Windows executable renamed .pdf",
            with_cv("cv.pdf", b"MZ\x90\x00\x03\x00\x00\x00PE\x00\x00".to_vec()),
            400,
            Some("cv"),
        ),
        (
            "PDF with a ZIP inside",
            with_cv("cv.pdf", polyglot),
            400,
            Some("cv"),
        ),
        (
            "ZIP with a PDF header",
            with_cv("cv.docx", zip_with_pdf_header),
            400,
            Some("cv"),
        ),
        ("DOCX zip bomb", with_cv("cv.docx", bomb), 400, Some("cv")),
        (
            "macro document",
            with_cv("cv.docx", docx(&[("word/vbaProject.bin", b"x".to_vec())])),
            400,
            Some("cv"),
        ),
        (
            "ZIP that is not a DOCX",
            with_cv("cv.docx", {
                let mut buffer = std::io::Cursor::new(Vec::new());
                let mut zip = zip::ZipWriter::new(&mut buffer);
                zip.start_file("a.txt", zip::write::SimpleFileOptions::default())
                    .expect("entry");
                zip.write_all(b"hello").expect("write");
                zip.finish().expect("finish");
                buffer.into_inner()
            }),
            400,
            Some("cv"),
        ),
        ("two CV parts", multipart(&two_cvs), 400, None),
        ("unknown part", multipart(&unknown), 400, None),
        (
            "missing required fields",
            missing_fields,
            400,
            Some("email"),
        ),
        (
            "invalid fields",
            multipart(&bad_fields),
            400,
            Some("profileUrl"),
        ),
        ("CV over 5 MiB", over_limit.clone(), 413, None),
        (
            "truncated body",
            {
                let mut body = application(1, pdf(20_000, 6), "cv.pdf");
                body.truncate(body.len() - 500);
                body
            },
            400,
            None,
        ),
    ];
    for (label, body, status, field) in &cases {
        let response = post(&server, body.clone()).await;
        assert_eq!(response.status().as_u16(), *status, "{label}");
        let error: Value = response.json().await.unwrap_or_default();
        if let Some(field) = field {
            assert!(error["fields"][field].is_string(), "{label}: {error}");
        } else {
            assert!(error["error"].is_string(), "{label}: {error}");
        }
    }
    // The invalid fields are each named.
    let response = post(&server, multipart(&bad_fields)).await;
    let error: Value = response.json().await.expect("json");
    for field in ["email", "profileUrl", "jobSlug", "firstName"] {
        assert!(error["fields"][field].is_string(), "{field}: {error}");
    }

    // Over 5 MiB without a Content-Length (chunked): refused as it streams.
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> = over_limit
        .chunks(64 * 1024)
        .map(|c| Ok(c.to_vec()))
        .collect();
    let response = client()
        .post(server.url("/api/applications"))
        .header("content-type", applications::content_type())
        .header("accept", "application/json")
        .body(reqwest::Body::wrap_stream(futures_util::stream::iter(
            chunks,
        )))
        .send()
        .await
        .expect("chunked POST");
    assert_eq!(
        response.status(),
        StatusCode::PAYLOAD_TOO_LARGE,
        "chunked over 5 MiB"
    );

    // A Content-Length far over the cap is refused before the body is read.
    let status = raw(
        server.port,
        &format!(
            "POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {}\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n",
            applications::content_type()
        ),
        b"--x",
        3,
        Duration::ZERO,
    );
    assert!(
        status.starts_with("HTTP/1.1 413"),
        "declared length: {status}"
    );

    // No boundary, and another media type.
    for (content_type, expected) in [
        ("multipart/form-data", 400),
        ("application/json", 415),
        ("application/x-www-form-urlencoded", 415),
    ] {
        let response = client()
            .post(server.url("/api/applications"))
            .header("content-type", content_type)
            .body(application(1, pdf(1000, 1), "cv.pdf"))
            .send()
            .await
            .expect("POST");
        assert_eq!(response.status().as_u16(), expected, "{content_type}");
    }

    // A wrong origin.
    for origin in ["https://evil.example", "null"] {
        let response = client()
            .post(server.url("/api/applications"))
            .header("content-type", applications::content_type())
            .header("origin", origin)
            .body(application(1, pdf(1000, 1), "cv.pdf"))
            .send()
            .await
            .expect("POST");
        assert_eq!(response.status(), StatusCode::FORBIDDEN, "{origin}");
    }

    // A body that stops arriving: 408 after the idle limit (as a form or JSON body gets).
    let body = application(1, pdf(20_000, 7), "cv.pdf");
    let head = format!(
        "POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {}\r\nAccept: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        applications::content_type(),
        body.len()
    );
    let port = server.port;
    let slow = tokio::task::spawn_blocking(move || {
        raw(port, &head, &body[..1000], 1000, Duration::from_secs(12))
    });
    let status = slow.await.expect("slow client");
    assert!(status.starts_with("HTTP/1.1 408"), "slow body: {status}");

    assert!(applications::exported(&db.url).is_empty(), "no row");
    assert!(
        objects.names().is_empty(),
        "no object: {:?}",
        objects.names()
    );
    let health = client()
        .get(server.url("/healthz"))
        .send()
        .await
        .expect("health");
    assert_eq!(health.status(), StatusCode::OK);
    let _ = BOUNDARY;
}

#[tokio::test]
async fn path_traversal_names_are_kept_only_sanitized_and_control_characters_refused() {
    let db = Database::new(Backend::Sqlite, "apply-names");
    let objects = Objects::new("apply-names-objects");
    let server = applications::start(&db.url, &objects);
    for (n, (file_name, kept)) in [
        ("../../../etc/passwd.pdf", "passwd.pdf"),
        ("..\\\\..\\\\windows\\\\cv.pdf", "cv.pdf"),
        ("gpj.\u{202e}fdp.pdf", "gpj.fdp.pdf"),
    ]
    .into_iter()
    .enumerate()
    {
        let response = post(&server, application(n, pdf(2000, n as u64), file_name)).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{file_name:?}");
        let stored = applications::exported(&db.url);
        assert_eq!(stored[n]["cvFileName"], kept, "{file_name:?}");
    }
    // Raw control characters in the part's header are refused by the multipart parser: 400,
    // nothing stored.
    let response = post(
        &server,
        application(9, pdf(2000, 9), "cv\u{1b}[31m\u{7}.pdf"),
    )
    .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let error: Value = response.json().await.expect("json");
    assert_eq!(error["error"], "malformed_multipart");
    assert_eq!(applications::exported(&db.url).len(), 3);
    // Objects are named by the server only, inside its own directory.
    assert_eq!(objects.names().len(), 3);
    assert!(
        objects
            .names()
            .iter()
            .all(|n| uuid::Uuid::parse_str(n).is_ok())
    );
}

#[tokio::test]
async fn the_openapi_document_describes_the_multipart_endpoint() {
    let db = Database::new(Backend::Sqlite, "apply-docs");
    let objects = Objects::new("apply-docs-objects");
    let server = applications::start(&db.url, &objects);
    let doc: Value = support::get_json(&server.url("/api/openapi.json")).await;
    let post = &doc["paths"]["/api/applications"]["post"];
    let body = &post["requestBody"]["content"]["multipart/form-data"]["schema"];
    assert_eq!(body["$ref"], "#/components/schemas/ApplicationInput");
    let input = &doc["components"]["schemas"]["ApplicationInput"];
    assert!(
        input["required"]
            .as_array()
            .is_some_and(|r| r.contains(&Value::from("cv")))
    );
    assert_eq!(input["properties"]["cv"]["format"], "binary");
    for status in [
        "201", "303", "400", "403", "408", "413", "415", "429", "503",
    ] {
        assert!(post["responses"][status].is_object(), "{status}");
    }
}
