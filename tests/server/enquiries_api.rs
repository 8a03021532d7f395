//! `POST /api/enquiries` and `POST /api/feedback` on every backend: what is stored, what is
//! refused and with which status, and the no-JavaScript form flow.

use crate::support;

use reqwest::StatusCode;
use serde_json::{Value, json};
use support::{
    Backend, Database, Server, ServerOptions, backends, client, exported, get_json, valid_enquiry,
};

const ORIGIN: &str = "https://www.kaveri-digital.example";

async fn post_json(server: &Server, path: &str, body: &Value) -> reqwest::Response {
    client()
        .post(server.url(path))
        .header("origin", ORIGIN)
        .json(body)
        .send()
        .await
        .expect("request")
}

#[tokio::test]
async fn a_valid_json_enquiry_is_stored_and_answered_201_with_its_id() {
    for backend in backends() {
        let db = Database::new(backend, "valid");
        let server = Server::start(ServerOptions::new(&db.url));
        let response = post_json(&server, "/api/enquiries", &valid_enquiry()).await;
        assert_eq!(response.status(), StatusCode::CREATED, "{backend:?}");
        let id = response.json::<Value>().await.expect("json")["id"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let stored = exported(&db.url);
        assert_eq!(stored.len(), 1, "{backend:?}");
        assert_eq!(stored[0]["id"], id.as_str());
        assert_eq!(stored[0]["email"], "asha.rao@company.co.in");
        assert_eq!(stored[0]["flagged"], Value::Null);
        assert_eq!(stored[0]["language"], "en", "no language field: English");
        let log = server.log_text();
        assert!(
            !log.contains("asha.rao@company.co.in") && !log.contains("Rao Textiles"),
            "personal data in logs:\n{log}"
        );
    }
}

#[tokio::test]
async fn invalid_fields_get_400_keyed_by_field_and_nothing_is_stored() {
    for backend in backends() {
        let db = Database::new(backend, "invalid");
        let server = Server::start(ServerOptions::new(&db.url));
        let mut body = valid_enquiry();
        body["email"] = json!("not-an-email");
        body["budget"] = json!("1M");
        body["firstName"] = json!("");
        body["message"] = json!("x".repeat(5001));
        let response = post_json(&server, "/api/enquiries", &body).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let answer: Value = response.json().await.expect("json");
        assert_eq!(answer["error"], "validation");
        let mut fields: Vec<&str> = answer["fields"]
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        fields.sort_unstable();
        assert_eq!(fields, ["budget", "email", "firstName", "message"]);
        assert_eq!(answer["fields"]["firstName"], "Enter your first name.");
        assert!(exported(&db.url).is_empty(), "{backend:?}");
    }
}

#[tokio::test]
async fn a_plain_form_post_is_redirected_to_the_thank_you_page() {
    let db = Database::new(Backend::Sqlite, "form");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = client()
        .post(server.url("/api/enquiries"))
        .header("origin", server.base.as_str())
        .header("content-type", "application/x-www-form-urlencoded")
        .body("firstName=Asha&lastName=Rao&email=asha%40company.co.in&company=&projectType=consulting&budget=&message=Hello+there&website=")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(response.headers()["location"], "/contact/thanks");
    let stored = exported(&db.url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0]["projectType"], "consulting");
    assert_eq!(stored[0]["budget"], Value::Null);
}

#[tokio::test]
async fn a_failed_form_post_shows_the_contact_page_again_with_values_and_messages() {
    let db = Database::new(Backend::Sqlite, "form-errors");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = client()
        .post(server.url("/api/enquiries"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("firstName=Asha&lastName=&email=asha%40nowhere&projectType=consulting&budget=100k%2B&message=%3Cscript%3Ealert(1)%3C%2Fscript%3E")
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        response.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    let csp = response.headers()["content-security-policy"]
        .to_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        csp.contains("sha256-Xa5g2nIEgIbJ10ucM52qAVxOI//P0caCROKjUwfm3X8="),
        "{csp}"
    );
    let html = response.text().await.unwrap_or_default();
    assert!(html.contains("<title>Error: Contact Us | Fixture</title>"));
    assert!(
        html.contains(r#"name="firstName" required value="Asha""#),
        "{html}"
    );
    assert!(html.contains(r#"name="email" type="email" required value="asha@nowhere" aria-invalid="true" aria-describedby="enquiry-email-error""#), "{html}");
    assert!(html.contains(r#"data-error-for="lastName">Enter your last name.</p>"#));
    assert!(
        html.contains(
            r#"data-error-for="email">Enter an email address like name@company.com.</p>"#
        )
    );
    assert!(html.contains(r#"<option value="consulting" selected="">"#));
    assert!(html.contains(r#"<option value="100k+" selected="">"#));
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"));
    assert!(html.contains("Please correct the highlighted fields"));
    assert!(exported(&db.url).is_empty());
}

/// A plain form post from the German contact page (its hidden `language` is `de`).
async fn post_form(
    server: &Server,
    body: &'static str,
    referer: Option<&str>,
) -> reqwest::Response {
    let mut request = client()
        .post(server.url("/api/enquiries"))
        .header("content-type", "application/x-www-form-urlencoded");
    if let Some(referer) = referer {
        request = request.header("referer", server.url(referer));
    }
    request.body(body).send().await.expect("request")
}

#[tokio::test]
async fn a_german_form_post_is_answered_in_german_and_stored_as_german() {
    let db = Database::new(Backend::Sqlite, "form-de");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = post_form(
        &server,
        "language=de&firstName=Jonas&lastName=&email=jonas%40nirgendwo&message=Guten+Tag",
        None,
    )
    .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let html = response.text().await.unwrap_or_default();
    assert!(html.contains(r#"<html lang="de" dir="ltr">"#), "{html}");
    assert!(
        html.contains("<title>Fehler: Kontakt | Fixture</title>"),
        "{html}"
    );
    assert!(html.contains(r#"data-error-for="lastName">Bitte geben Sie Ihren Nachnamen ein.</p>"#));
    assert!(html.contains(
        r#"data-error-for="email">Bitte geben Sie eine E-Mail-Adresse wie name@firma.de ein.</p>"#
    ));
    assert!(html.contains(
        "Bitte korrigieren Sie die markierten Felder und senden Sie das Formular erneut."
    ));
    assert!(
        html.contains(r#"name="firstName" required value="Jonas""#),
        "{html}"
    );
    assert!(html.contains(r#"<a href="/de/contact">Kontakt</a>"#));
    assert!(!html.contains("Enter your"), "no English message: {html}");
    assert!(exported(&db.url).is_empty());

    let response = post_form(
        &server,
        "language=de&firstName=Jonas&lastName=Weber&email=jonas%40firma.example&message=Guten+Tag",
        None,
    )
    .await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(response.headers()["location"], "/de/contact/thanks");
    let stored = exported(&db.url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0]["language"], "de");
}

#[tokio::test]
async fn an_arabic_error_page_reads_right_to_left_and_links_to_the_arabic_form() {
    let db = Database::new(Backend::Sqlite, "form-ar");
    let server = Server::start(ServerOptions::new(&db.url));
    let response = post_form(
        &server,
        "language=ar&firstName=&lastName=Haddad&email=layla%40example.sa&message=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7",
        None,
    )
    .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let html = response.text().await.unwrap_or_default();
    assert!(html.contains(r#"<html lang="ar" dir="rtl">"#), "{html}");
    assert!(
        html.contains("<title>خطأ: تواصل معنا | Fixture</title>"),
        "{html}"
    );
    assert!(html.contains(r#"data-error-for="firstName">يُرجى إدخال اسمك الأول.</p>"#));
    assert!(html.contains("يُرجى تصحيح الحقل المُشار إليه ثم إرسال النموذج مرة أخرى."));
    assert!(html.contains(r#"<a href="/ar/contact">"#));
    assert!(html.contains("مرحبا</textarea>"));
}

#[tokio::test]
async fn the_language_follows_the_form_field_else_the_sending_page() {
    let db = Database::new(Backend::Sqlite, "form-lang");
    let server = Server::start(ServerOptions::new(&db.url));
    // An unknown language is English, on the English page.
    let response = post_form(
        &server,
        "language=fr&firstName=&lastName=R&email=a%40b.co&message=m",
        None,
    )
    .await;
    let html = response.text().await.unwrap_or_default();
    assert!(
        html.contains("<title>Error: Contact Us | Fixture</title>"),
        "{html}"
    );
    assert!(html.contains(r#"data-error-for="firstName">Enter your first name.</p>"#));
    // A language the site has no page for here (Japanese) gets the English page in English.
    let response = post_form(
        &server,
        "language=ja&firstName=&lastName=R&email=a%40b.co&message=m",
        None,
    )
    .await;
    let html = response.text().await.unwrap_or_default();
    assert!(
        html.contains(r#"data-error-for="firstName">Enter your first name.</p>"#),
        "{html}"
    );
    // A body that could not be read (a field twice) is answered in the sending page's language.
    let response = post_form(&server, "firstName=A&firstName=B", Some("/de/contact")).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let html = response.text().await.unwrap_or_default();
    assert!(html.contains(r#"<html lang="de" dir="ltr">"#), "{html}");
    assert!(
        html.contains("Ihre Anfrage konnte nicht gesendet werden: Die Formulardaten konnten nicht gelesen werden."),
        "{html}"
    );
    // JSON: the field messages in the form's language, the code and sentence unchanged.
    let mut body = valid_enquiry();
    body["email"] = json!("nicht-gültig");
    body["language"] = json!("ja");
    let response = post_json(&server, "/api/enquiries", &body).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let answer: Value = response.json().await.expect("json");
    assert_eq!(answer["error"], "validation");
    assert_eq!(answer["message"], "some fields need attention");
    assert_eq!(
        answer["fields"]["email"],
        "name@company.com のような形式でメールアドレスを入力してください。"
    );
    assert!(exported(&db.url).is_empty());
}

#[tokio::test]
async fn refusals_have_their_precise_status() {
    let db = Database::new(Backend::Sqlite, "refusals");
    let server = Server::start(ServerOptions::new(&db.url));
    let http = client();
    let url = server.url("/api/enquiries");
    let big = json!({ "message": "x".repeat(40 * 1024) }).to_string();
    let cases: Vec<(&str, Option<&str>, String, StatusCode, &str)> = vec![
        (
            "oversized",
            Some("application/json"),
            big,
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
        ),
        (
            "text/plain",
            Some("text/plain"),
            "hello".into(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            "no type",
            None,
            "{}".into(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
        ),
        (
            "malformed",
            Some("application/json"),
            "{\"firstName\": ".into(),
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        (
            "not an object",
            Some("application/json"),
            "[1,2,3]".into(),
            StatusCode::BAD_REQUEST,
            "malformed_json",
        ),
        (
            "duplicate key",
            Some("application/json"),
            r#"{"email":"a@b.co","email":"c@d.co"}"#.into(),
            StatusCode::BAD_REQUEST,
            "duplicate_key",
        ),
        (
            "prototype key",
            Some("application/json"),
            r#"{"__proto__":{"isAdmin":true}}"#.into(),
            StatusCode::BAD_REQUEST,
            "unknown_field",
        ),
    ];
    for (label, content_type, body, status, code) in cases {
        let mut request = http.post(&url).body(body);
        if let Some(content_type) = content_type {
            request = request.header("content-type", content_type);
        }
        let response = request.send().await.expect("request");
        assert_eq!(response.status(), status, "{label}");
        let answer: Value = response.json().await.unwrap_or_default();
        assert_eq!(answer["error"], code, "{label}");
    }
    let foreign = http
        .post(&url)
        .header("origin", "https://evil.example")
        .json(&valid_enquiry())
        .send()
        .await
        .expect("request");
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    let get = http.get(&url).send().await.expect("request");
    assert_eq!(get.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert!(exported(&db.url).is_empty());
}

#[tokio::test]
async fn a_client_over_the_rate_limit_gets_429_with_retry_after() {
    let db = Database::new(Backend::Sqlite, "rate");
    let server = Server::start(
        ServerOptions::new(&db.url)
            .env("RATE_LIMIT_PER_MINUTE", "2")
            .env("RATE_LIMIT_BURST", "3"),
    );
    let mut statuses = Vec::new();
    let mut retry_after = None;
    for _ in 0..5 {
        let response = post_json(&server, "/api/enquiries", &valid_enquiry()).await;
        statuses.push(response.status().as_u16());
        if response.status() == StatusCode::TOO_MANY_REQUESTS {
            retry_after = response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
        }
    }
    assert_eq!(statuses, [201, 201, 201, 429, 429]);
    let seconds: u64 = retry_after.unwrap_or_default().parse().unwrap_or(0);
    assert!((1..=30).contains(&seconds), "Retry-After {seconds}");
    assert_eq!(exported(&db.url).len(), 3);
}

#[tokio::test]
async fn a_repeated_idempotency_key_stores_one_enquiry() {
    for backend in backends() {
        let db = Database::new(backend, "idem");
        let server = Server::start(ServerOptions::new(&db.url));
        let key = "0b8f3c7e-5d1a-4f7b-9d4e-2a6c8e0f1b3d";
        let mut ids = Vec::new();
        // Four at once, as a double-clicking visitor on a slow network would send them.
        let sends: Vec<_> = (0..4)
            .map(|_| {
                let request = client()
                    .post(server.url("/api/enquiries"))
                    .header("idempotency-key", key)
                    .json(&valid_enquiry());
                tokio::spawn(request.send())
            })
            .collect();
        for send in sends {
            let response = send.await.expect("task").expect("request");
            assert_eq!(response.status(), StatusCode::CREATED);
            ids.push(response.json::<Value>().await.expect("json")["id"].clone());
        }
        assert!(ids.windows(2).all(|w| w[0] == w[1]), "{ids:?}");
        let mut body = valid_enquiry();
        body["idempotencyKey"] = json!(key);
        let again = post_json(&server, "/api/enquiries", &body).await;
        assert_eq!(again.json::<Value>().await.expect("json")["id"], ids[0]);
        assert_eq!(exported(&db.url).len(), 1, "{backend:?}");
        let bad = client()
            .post(server.url("/api/enquiries"))
            .header("idempotency-key", "no")
            .json(&valid_enquiry())
            .send()
            .await
            .expect("request");
        assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
    }
}

#[tokio::test]
async fn bots_are_answered_like_people_but_flagged_and_not_delivered() {
    let db = Database::new(Backend::Sqlite, "bots");
    let server = Server::start(ServerOptions::new(&db.url));
    let mut honeypot = valid_enquiry();
    honeypot["website"] = json!("https://spam.example");
    let mut fast = valid_enquiry();
    fast["elapsedMs"] = json!(400);
    for body in [honeypot, fast] {
        let response = post_json(&server, "/api/enquiries", &body).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let stored = exported(&db.url);
    let flags: Vec<&Value> = stored.iter().map(|e| &e["flagged"]).collect();
    assert_eq!(flags, [&json!("honeypot"), &json!("too-fast")]);
}

#[tokio::test]
async fn feedback_is_stored_under_the_same_rules() {
    for backend in backends() {
        let db = Database::new(backend, "feedback");
        let server = Server::start(ServerOptions::new(&db.url));
        let ok = post_json(
            &server,
            "/api/feedback",
            &json!({ "messageId": "bot-3", "type": "positive" }),
        )
        .await;
        assert_eq!(ok.status(), StatusCode::CREATED, "{backend:?}");
        let wrong = post_json(
            &server,
            "/api/feedback",
            &json!({ "messageId": "bot-3", "type": "meh" }),
        )
        .await;
        assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
        assert_eq!(
            wrong.json::<Value>().await.expect("json")["fields"]["type"],
            "Use positive or negative."
        );
        let extra = post_json(
            &server,
            "/api/feedback",
            &json!({ "messageId": "bot-3", "type": "negative", "x": 1 }),
        )
        .await;
        assert_eq!(extra.status(), StatusCode::BAD_REQUEST);
        let form = client()
            .post(server.url("/api/feedback"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("messageId=a&type=positive")
            .send()
            .await
            .expect("request");
        assert_eq!(form.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    }
}

#[tokio::test]
async fn health_and_the_openapi_document_are_served() {
    let db = Database::new(Backend::Sqlite, "docs");
    let server = Server::start(ServerOptions::new(&db.url));
    let health: Value = get_json(&server.url("/healthz")).await;
    assert_eq!(health, json!({ "status": "ok", "database": "sqlite" }));
    // The container health check: the same binary asks the running server.
    let healthcheck = |port: u16| {
        std::process::Command::new(support::BINARY)
            .args(["healthcheck", "--port", &port.to_string()])
            .output()
            .expect("healthcheck runs")
    };
    let healthy = healthcheck(server.port);
    assert!(healthy.status.success(), "{healthy:?}");
    let nobody = healthcheck(support::free_port());
    assert!(!nobody.status.success());
    assert!(String::from_utf8_lossy(&nobody.stderr).contains("refused"));
    let doc: Value = get_json(&server.url("/api/openapi.json")).await;
    assert!(
        doc["openapi"]
            .as_str()
            .unwrap_or_default()
            .starts_with("3.")
    );
    let input = &doc["components"]["schemas"]["EnquiryInput"];
    assert_eq!(
        input["required"],
        json!(["firstName", "lastName", "email", "message"])
    );
    assert_eq!(input["properties"]["message"]["maxLength"], 5000);
    assert!(doc["paths"]["/api/enquiries"]["post"]["responses"]["201"].is_object());
    // The document is the same in every language: the form's language is one more field.
    assert_eq!(input["properties"]["language"]["type"], "string");
    let missing = client()
        .get(server.url("/api/nothing"))
        .send()
        .await
        .expect("404");
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}
