//! The static site as a browser and a CDN see it: clean URLs, 404s, encodings, caching,
//! validators, security headers, and nothing outside the site.

use crate::support;

use reqwest::StatusCode;
use reqwest::header::{self, HeaderMap};
use support::{Backend, Database, Server, ServerOptions, client, fixture_site, raw_request};

fn server() -> (Server, Database) {
    let db = Database::new(Backend::Sqlite, "static");
    let server = Server::start(ServerOptions::new(&db.url));
    (server, db)
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

#[tokio::test]
async fn pages_answer_at_clean_urls_with_and_without_a_trailing_slash() {
    let (server, _db) = server();
    let http = client();
    let expected =
        std::fs::read_to_string(fixture_site().join("services/index.html")).unwrap_or_default();
    for path in ["/services", "/services/"] {
        let response = http.get(server.url(path)).send().await.expect("request");
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            header(response.headers(), "content-type"),
            "text/html; charset=utf-8"
        );
        assert_eq!(
            response.text().await.unwrap_or_default(),
            expected,
            "{path}"
        );
    }
    let home = http.get(server.url("/")).send().await.expect("request");
    assert_eq!(home.status(), StatusCode::OK);
    assert!(
        home.text()
            .await
            .unwrap_or_default()
            .contains("Fixture home")
    );
}

#[tokio::test]
async fn unknown_paths_get_404_with_the_nearest_not_found_page() {
    let (server, _db) = server();
    let http = client();
    for (path, heading) in [
        ("/services/nope", "Service Not Found"),
        ("/services/nope/deeper", "Service Not Found"),
        ("/foo/bar", "Oops! Page not found"),
        ("/404.html", "Oops! Page not found"),
        ("/services/404.html", "Service Not Found"),
    ] {
        let response = http.get(server.url(path)).send().await.expect("request");
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(
            header(response.headers(), "cache-control"),
            "no-cache",
            "{path}"
        );
        assert!(
            response.text().await.unwrap_or_default().contains(heading),
            "{path}"
        );
    }
}

#[tokio::test]
async fn head_answers_like_get_without_a_body() {
    let (server, _db) = server();
    let http = client();
    let get = http.get(server.url("/services")).send().await.expect("get");
    let head = http
        .head(server.url("/services"))
        .send()
        .await
        .expect("head");
    assert_eq!(head.status(), StatusCode::OK);
    for name in [
        "content-type",
        "etag",
        "last-modified",
        "content-length",
        "content-security-policy",
    ] {
        assert_eq!(
            header(head.headers(), name),
            header(get.headers(), name),
            "{name}"
        );
    }
    assert!(head.bytes().await.unwrap_or_default().is_empty());
    let missing = http.head(server.url("/nope")).send().await.expect("head");
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn precompressed_files_are_chosen_by_accept_encoding() {
    let (server, _db) = server();
    let http = client();
    let dir = fixture_site().join("assets");
    for (accept, encoding, file) in [
        ("gzip, deflate, br", "br", "app-3f9a1c.js.br"),
        ("gzip", "gzip", "app-3f9a1c.js.gz"),
        ("br;q=0, gzip;q=0.8", "gzip", "app-3f9a1c.js.gz"),
        ("identity", "", "app-3f9a1c.js"),
    ] {
        let response = http
            .get(server.url("/assets/app-3f9a1c.js"))
            .header(header::ACCEPT_ENCODING, accept)
            .send()
            .await
            .expect("request");
        assert_eq!(
            header(response.headers(), "content-encoding"),
            encoding,
            "{accept}"
        );
        assert_eq!(header(response.headers(), "vary"), "accept-encoding");
        assert_eq!(
            header(response.headers(), "content-type"),
            "text/javascript; charset=utf-8"
        );
        let expected = std::fs::read(dir.join(file)).unwrap_or_default();
        assert_eq!(
            response.bytes().await.unwrap_or_default().as_ref(),
            expected.as_slice(),
            "{accept}"
        );
    }
}

#[tokio::test]
async fn validators_answer_304_and_caching_suits_hashed_assets_and_pages() {
    let (server, _db) = server();
    let http = client();
    let asset = http
        .get(server.url("/assets/app-3f9a1c.js"))
        .send()
        .await
        .expect("asset");
    assert_eq!(
        header(asset.headers(), "cache-control"),
        "public, max-age=31536000, immutable"
    );
    let page = http
        .get(server.url("/services"))
        .send()
        .await
        .expect("page");
    assert_eq!(
        header(page.headers(), "cache-control"),
        "public, max-age=0, must-revalidate"
    );

    let etag = header(page.headers(), "etag").to_owned();
    let modified = header(page.headers(), "last-modified").to_owned();
    assert!(etag.starts_with('"'), "strong ETag: {etag}");
    let by_etag = http
        .get(server.url("/services/"))
        .header(header::IF_NONE_MATCH, &etag)
        .send()
        .await
        .expect("304");
    assert_eq!(by_etag.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(by_etag.headers(), "etag"), etag);
    let by_date = http
        .get(server.url("/services"))
        .header(header::IF_MODIFIED_SINCE, &modified)
        .send()
        .await
        .expect("304");
    assert_eq!(by_date.status(), StatusCode::NOT_MODIFIED);
    let stale = http
        .get(server.url("/services"))
        .header(header::IF_NONE_MATCH, "\"other\"")
        .send()
        .await
        .expect("200");
    assert_eq!(stale.status(), StatusCode::OK);
    // Each encoding is its own representation with its own tag.
    let gz = http
        .get(server.url("/assets/app-3f9a1c.js"))
        .header(header::ACCEPT_ENCODING, "gzip")
        .send()
        .await
        .expect("gz");
    assert_ne!(
        header(gz.headers(), "etag"),
        header(asset.headers(), "etag")
    );
}

#[tokio::test]
async fn nothing_outside_the_site_nor_any_dotfile_is_served() {
    let (server, _db) = server();
    for path in [
        "/../Cargo.toml",
        "/assets/../../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/%2e%2e%2fCargo.toml",
        "/assets/..%2f..%2fCargo.toml",
        "/.secret",
        "/.csp-hashes.json",
        "/%2esecret",
        "/assets/app-3f9a1c.js.br",
        "/assets/",
        "/assets",
        "//etc/passwd",
        "/assets\\..\\..\\Cargo.toml",
    ] {
        let response = raw_request(
            server.port,
            &format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
        );
        let status_line = response.lines().next().unwrap_or_default();
        assert!(
            status_line.contains(" 404 ") || status_line.contains(" 400 "),
            "{path}: {status_line}"
        );
        assert!(!response.contains("SECRET-DOTFILE-CONTENT"), "{path}");
        assert!(!response.contains("[package]"), "{path}");
        assert!(!response.contains("sha256-"), "{path}");
    }
}

fn assert_security_headers(h: &HeaderMap, what: &str) {
    assert_eq!(
        header(h, "strict-transport-security"),
        "max-age=63072000; includeSubDomains; preload",
        "{what}"
    );
    assert_eq!(header(h, "x-content-type-options"), "nosniff", "{what}");
    assert_eq!(
        header(h, "referrer-policy"),
        "strict-origin-when-cross-origin",
        "{what}"
    );
    assert_eq!(
        header(h, "cross-origin-opener-policy"),
        "same-origin",
        "{what}"
    );
    assert!(
        header(h, "permissions-policy").starts_with("microphone=(self), camera=()"),
        "{what}"
    );
    let csp = header(h, "content-security-policy");
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    let script_src = csp
        .split(';')
        .find(|d| d.trim().starts_with("script-src"))
        .unwrap_or("");
    assert!(!script_src.contains("unsafe-inline"), "{what}: {csp}");
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let (server, _db) = server();
    let http = client();
    for path in [
        "/",
        "/services",
        "/assets/app-3f9a1c.js",
        "/nope",
        "/healthz",
        "/api/openapi.json",
        "/api/nope",
    ] {
        let response = http.get(server.url(path)).send().await.expect("request");
        assert_security_headers(response.headers(), path);
    }
    let refused = http
        .delete(server.url("/services"))
        .send()
        .await
        .expect("delete");
    assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_security_headers(refused.headers(), "DELETE /services");
    let first = http.get(server.url("/")).send().await.expect("home");
    let etag = header(first.headers(), "etag").to_owned();
    let revalidated = http
        .get(server.url("/"))
        .header("if-none-match", etag)
        .send()
        .await
        .expect("conditional home");
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    assert_security_headers(revalidated.headers(), "304 /");
}

#[tokio::test]
async fn each_page_allows_exactly_its_own_inline_scripts() {
    let (server, _db) = server();
    let http = client();
    let home = http.get(server.url("/")).send().await.expect("home");
    let csp = header(home.headers(), "content-security-policy").to_owned();
    assert!(csp.contains("script-src 'self' 'wasm-unsafe-eval' 'sha256-eN8AVy5Cooj24NDAAq+hlcg9wYgMf5G8Xt/lUXoXdt0='"), "{csp}");
    let contact = http
        .get(server.url("/contact"))
        .send()
        .await
        .expect("contact");
    let contact_csp = header(contact.headers(), "content-security-policy");
    assert!(contact_csp.contains("sha256-Xa5g2nIEgIbJ10ucM52qAVxOI//P0caCROKjUwfm3X8="));
    assert!(!contact_csp.contains("sha256-eN8AVy5Cooj24NDAAq"));
}

#[tokio::test]
async fn other_methods_on_pages_are_refused() {
    let (server, _db) = server();
    let http = client();
    let response = http
        .delete(server.url("/services"))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(header(response.headers(), "allow"), "GET, HEAD");
}

#[tokio::test]
async fn the_content_editor_has_its_own_policy_and_is_never_indexed() {
    let (server, _db) = server();
    let http = client();
    for path in ["/admin/", "/admin"] {
        let response = http.get(server.url(path)).send().await.expect("admin");
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let h = response.headers();
        assert_eq!(header(h, "x-content-type-options"), "nosniff", "{path}");
        assert_eq!(header(h, "x-frame-options"), "DENY", "{path}");
        assert!(header(h, "strict-transport-security").starts_with("max-age="));
        // A GitHub OAuth client's sign-in popup reports back to the editor's window.
        assert_eq!(
            header(h, "cross-origin-opener-policy"),
            "same-origin-allow-popups",
            "{path}"
        );
        assert_eq!(header(h, "x-robots-tag"), "noindex", "{path}");
        let csp = header(h, "content-security-policy");
        let directive = |name: &str| {
            csp.split(';')
                .map(str::trim)
                .find(|d| d.split(' ').next() == Some(name))
                .unwrap_or_default()
                .to_owned()
        };
        assert_eq!(directive("script-src"), "script-src 'self'", "{csp}");
        assert_eq!(
            directive("frame-ancestors"),
            "frame-ancestors 'none'",
            "{csp}"
        );
        assert_eq!(directive("object-src"), "object-src 'none'", "{csp}");
        assert!(
            directive("connect-src").contains("https://api.github.com"),
            "{csp}"
        );
        assert!(directive("img-src").contains("blob:"), "{csp}");
        assert!(!csp.contains("sha256-"), "{csp}");
        assert!(
            response
                .text()
                .await
                .unwrap_or_default()
                .contains("Fixture content editor")
        );
    }
    let config = http
        .get(server.url("/admin/config.yml"))
        .send()
        .await
        .expect("config");
    assert_eq!(config.status(), StatusCode::OK);
    assert_eq!(header(config.headers(), "x-robots-tag"), "noindex");
    assert_eq!(
        header(config.headers(), "content-type"),
        "text/yaml; charset=utf-8"
    );
    // The public pages keep their own policy and stay indexable.
    let home = http.get(server.url("/")).send().await.expect("home");
    assert_eq!(header(home.headers(), "x-robots-tag"), "");
    assert_eq!(
        header(home.headers(), "cross-origin-opener-policy"),
        "same-origin"
    );
    let home_csp = header(home.headers(), "content-security-policy");
    assert!(!home_csp.contains("api.github.com"), "{home_csp}");
    assert!(
        home_csp.contains("'sha256-eN8AVy5Cooj24NDAAq"),
        "{home_csp}"
    );
}
