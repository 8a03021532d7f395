//! Server-wide request framing and header limits, on the release binary over raw TCP.

use crate::support;

use support::{Backend, Database, Server, ServerOptions, raw_request};

fn status_line(response: &str) -> &str {
    response.lines().next().unwrap_or_default()
}

#[test]
fn content_length_with_transfer_encoding_is_refused_with_400_and_nothing_is_stored() {
    let db = Database::new(Backend::Sqlite, "framing");
    let server = Server::start(ServerOptions::new(&db.url));
    let body = support::valid_enquiry().to_string();
    let chunked = format!("{:x}\r\n{body}\r\n0\r\n\r\n", body.len());
    for (first, second) in [
        (
            format!("Content-Length: {}", chunked.len()),
            "Transfer-Encoding: chunked".to_owned(),
        ),
        (
            "Transfer-Encoding: chunked".to_owned(),
            format!("Content-Length: {}", chunked.len()),
        ),
    ] {
        let response = raw_request(
            server.port,
            &format!(
                "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n{first}\r\n{second}\r\n\r\n{chunked}"
            ),
        );
        assert!(
            response.starts_with("HTTP/1.1 400"),
            "{first} + {second}: {}",
            status_line(&response)
        );
    }
    // The same enquiry framed once is accepted: the refusal is about the framing.
    let response = raw_request(
        server.port,
        &format!(
            "POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{chunked}"
        ),
    );
    assert!(
        response.starts_with("HTTP/1.1 201"),
        "{}",
        status_line(&response)
    );
    assert_eq!(
        support::exported(&db.url).len(),
        1,
        "only the well-framed one"
    );
}

#[test]
fn a_smuggled_request_after_a_keep_alive_request_is_refused_too() {
    let db = Database::new(Backend::Sqlite, "smuggle");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = raw_request(
        server.port,
        "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPOST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    );
    assert!(
        response.starts_with("HTTP/1.1 200"),
        "{}",
        status_line(&response)
    );
    assert!(
        response.contains("HTTP/1.1 400"),
        "the second request: {response}"
    );
}

#[test]
fn a_20_kb_cookie_gets_431_on_pages_and_the_api() {
    let db = Database::new(Backend::Sqlite, "cookie");
    let server = Server::start(ServerOptions::new(&db.url));
    let cookie = format!("session={}", "c".repeat(20 * 1024));
    for path in ["/", "/healthz", "/api/enquiries"] {
        let response = raw_request(
            server.port,
            &format!(
                "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: {cookie}\r\nConnection: close\r\n\r\n"
            ),
        );
        assert!(
            response.starts_with("HTTP/1.1 431"),
            "{path}: {}",
            status_line(&response)
        );
    }
    // An ordinary cookie is fine.
    let response = raw_request(
        server.port,
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: theme=dark\r\nConnection: close\r\n\r\n",
    );
    assert!(
        response.starts_with("HTTP/1.1 200"),
        "{}",
        status_line(&response)
    );
}
