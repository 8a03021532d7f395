//! `POST /api/questions` (a candidate's question about a position) on every backend: stored
//! once, refused precisely in the visitor's language, delivered to the hiring team by e-mail
//! through the outbox, deleted after the retention period, and read in the console by hiring
//! and administrators only.

use crate::support;
use crate::team::{As, Session, call, json_of, now_ms, plant_member};

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use support::receivers::{Inbox, smtp_server};
use support::sql::sql_rows;
use support::{Backend, Database, Server, ServerOptions, backends, client, free_port};

const JOB: &str = "senior-product-designer";
const EMAIL: &str = "meera.iyer@example.com";
const QUESTION: &str = "Is the role open to people outside Bengaluru?";

fn valid_question() -> Value {
    json!({
        "jobSlug": JOB,
        "name": "Meera Iyer",
        "email": EMAIL,
        "question": QUESTION,
        "consent": "on",
    })
}

async fn post(server: &Server, body: &Value, key: Option<&str>) -> reqwest::Response {
    let mut request = client()
        .post(server.url("/api/questions"))
        .header("accept", "application/json")
        .json(body);
    if let Some(key) = key {
        request = request.header("idempotency-key", key);
    }
    request.send().await.expect("POST /api/questions")
}

async fn id_of(response: reqwest::Response) -> String {
    assert_eq!(response.status(), StatusCode::CREATED);
    json_of(response).await["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn count(db: &Database, table: &str) -> usize {
    sql_rows(db, &format!("SELECT CAST(COUNT(*) AS TEXT) FROM {table}"))
        .await
        .first()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX)
}

async fn get(server: &Server, path: &str, who: As<'_>) -> reqwest::Response {
    call(server, &Method::GET, path, None, who).await
}

async fn post_form(server: &Server, body: &str) -> reqwest::Response {
    client()
        .post(server.url("/api/questions"))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.to_owned())
        .send()
        .await
        .expect("form post")
}

#[tokio::test]
async fn a_question_is_stored_once_and_reaches_hiring_by_email_not_sales() {
    for backend in backends() {
        let db = Database::new(backend, "question-delivery");
        let smtp = free_port();
        let mail = Inbox::default();
        let smtp_task = smtp_server(smtp, mail.clone()).await;
        let server = Server::start(
            ServerOptions::new(&db.url)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env("DELIVERY_RETRY_BASE_MS", "100"),
        );
        let key = "question-key-0001";
        let first = id_of(post(&server, &valid_question(), Some(key)).await).await;
        let again = id_of(post(&server, &valid_question(), Some(key)).await).await;
        assert_eq!(
            first, again,
            "{backend:?}: a retried question is the same question"
        );
        assert_eq!(count(&db, "questions").await, 1, "{backend:?}");
        assert_eq!(
            count(&db, "enquiries").await,
            0,
            "{backend:?}: not a sales enquiry"
        );

        let deadline = Instant::now() + Duration::from_secs(20);
        while mail.len() == 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // Any repeat would follow at once; none may.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let messages = mail.items();
        assert_eq!(messages.len(), 1, "{backend:?}: one e-mail");
        let message = &messages[0];
        assert!(
            message.contains("To: careers@kaveri-digital.example"),
            "{backend:?}: to hiring's address:\n{message}"
        );
        assert!(
            !message.contains("sales@kaveri-digital.example"),
            "{message}"
        );
        assert!(
            message.contains(&format!("Question about {JOB}: Meera Iyer")),
            "{message}"
        );
        assert!(
            message.contains(EMAIL),
            "Reply-To the candidate:\n{message}"
        );
        assert!(message.contains(QUESTION), "{message}");
        assert!(
            message.contains(&format!("<{first}@questions.kaveri-site>")),
            "{message}"
        );
        let delivered = sql_rows(
            &db,
            "SELECT CAST(delivered_at AS TEXT) FROM question_deliveries WHERE channel = 'email'",
        )
        .await;
        assert!(
            delivered.len() == 1 && !delivered[0].is_empty(),
            "{backend:?}: {delivered:?}"
        );
        let log = server.log_text();
        assert!(log.contains("question stored"), "{log}");
        assert!(
            !log.contains(EMAIL) && !log.contains("Bengaluru"),
            "personal data in logs:\n{log}"
        );
        smtp_task.abort();
    }
}

#[tokio::test]
async fn a_question_with_mistakes_gets_400_naming_each_field_in_the_visitors_language() {
    for backend in backends() {
        let db = Database::new(backend, "question-invalid");
        let server = Server::start(ServerOptions::new(&db.url));
        let body = json!({
            "jobSlug": JOB,
            "name": " ",
            "email": "meera@",
            "question": "",
            "language": "de",
        });
        let response = post(&server, &body, None).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{backend:?}");
        let answer = json_of(response).await;
        assert_eq!(answer["error"], "validation");
        let mut fields: Vec<&str> = answer["fields"]
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        fields.sort_unstable();
        assert_eq!(fields, ["consent", "email", "name", "question"]);
        assert_eq!(answer["fields"]["name"], "Bitte geben Sie Ihren Namen ein.");
        assert_eq!(
            answer["fields"]["question"],
            "Bitte schreiben Sie Ihre Frage zur Stelle."
        );

        let mut long = valid_question();
        long["question"] = json!("x".repeat(5001));
        let answer = json_of(post(&server, &long, None).await).await;
        assert_eq!(answer["fields"]["question"], "Use at most 5000 characters.");

        // A question is not a sales enquiry: the sales form's fields are not its fields.
        let mut sales = valid_question();
        sales["budget"] = json!("100k+");
        let response = post(&server, &sales, None).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        assert_eq!(json_of(response).await["error"], "unknown_field");

        let mut unknown_job = valid_question();
        unknown_job["jobSlug"] = json!("Not A Slug");
        let answer = json_of(post(&server, &unknown_job, None).await).await;
        assert_eq!(
            answer["fields"]["jobSlug"],
            "This position is not recognised."
        );

        assert_eq!(
            count(&db, "questions").await,
            0,
            "{backend:?}: nothing stored"
        );
    }
}

#[tokio::test]
async fn without_javascript_a_question_lands_on_thanks_or_on_its_page_again_as_typed() {
    let db = Database::new(Backend::Sqlite, "question-form");
    let server = Server::start(ServerOptions::new(&db.url));
    let sent = post_form(
        &server,
        &format!(
            "jobSlug={JOB}&language=ja&name=Meera+Iyer&email=meera.iyer%40example.com\
             &question=Is+it+remote%3F&consent=on&website="
        ),
    )
    .await;
    assert_eq!(sent.status(), StatusCode::SEE_OTHER);
    assert_eq!(sent.headers()["location"], "/ja/careers/question-thanks");

    let failed = post_form(
        &server,
        &format!(
            "jobSlug={JOB}&language=en&name=&email=meera.iyer%40example.com\
             &question=%3Cb%3ERemote%3F%3C%2Fb%3E&consent=on&website="
        ),
    )
    .await;
    assert_eq!(failed.status(), StatusCode::BAD_REQUEST);
    assert_eq!(failed.headers()["content-type"], "text/html; charset=utf-8");
    let html = failed.text().await.unwrap_or_default();
    assert!(
        html.contains(
            "<title>Error: Ask a question about the Senior Product Designer role | Fixture</title>"
        ),
        "{html}"
    );
    assert!(html.contains(">Enter your name.</p>"), "{html}");
    assert!(
        html.contains("&lt;b&gt;Remote?&lt;/b&gt;</textarea>"),
        "{html}"
    );
    assert!(html.contains(r#"value="meera.iyer@example.com""#), "{html}");
    assert!(html.contains("Please correct the highlighted field and send your question again."));

    let japanese = post_form(
        &server,
        &format!("jobSlug={JOB}&language=ja&name=&email=&question=&consent="),
    )
    .await;
    assert_eq!(japanese.status(), StatusCode::BAD_REQUEST);
    let html = japanese.text().await.unwrap_or_default();
    assert!(html.contains(r#"<html lang="ja""#), "{html}");
    assert!(html.contains("お名前を入力してください。"), "{html}");
    assert!(html.contains("強調表示された各項目を修正して"), "{html}");

    assert_eq!(count(&db, "questions").await, 1, "only the good one stored");
}

#[tokio::test]
async fn questions_past_the_retention_period_are_deleted_with_their_deliveries() {
    for backend in backends() {
        let db = Database::new(backend, "question-retention");
        let smtp = free_port();
        let options = || {
            ServerOptions::new(&db.url)
                // Nothing listens: the deliveries stay queued, and must go with their question.
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env("DELIVERY_RETRY_BASE_MS", "60000")
        };
        let mut server = Server::start(options());
        let old = id_of(post(&server, &valid_question(), None).await).await;
        let new = id_of(post(&server, &valid_question(), None).await).await;
        server.terminate();
        let days_181 = now_ms() - 181 * 24 * 3_600_000;
        sql_rows(
            &db,
            &format!("UPDATE questions SET created_at = {days_181} WHERE id = '{old}'"),
        )
        .await;
        // The hourly chore is due again at once (as on the next hour).
        sql_rows(&db, "DELETE FROM chores WHERE name = 'questions-retention'").await;
        let restarted = Server::start(options());
        let deadline = Instant::now() + Duration::from_secs(10);
        while count(&db, "questions").await != 1 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let left = sql_rows(&db, "SELECT id FROM questions").await;
        assert_eq!(left, std::slice::from_ref(&new), "{backend:?}");
        let outbox = sql_rows(&db, "SELECT question_id FROM question_deliveries").await;
        assert_eq!(
            outbox,
            [new],
            "{backend:?}: the old one's delivery went with it"
        );
        let log = restarted.log_text();
        assert!(log.contains("questions deleted"), "{log}");
        assert!(!log.contains(EMAIL), "{log}");
    }
}

#[tokio::test]
async fn hiring_and_administrators_read_candidates_questions_and_no_one_else_does() {
    for backend in backends() {
        let db = Database::new(backend, "question-console");
        let server = Server::start(ServerOptions::new(&db.url));
        let mut sessions: Vec<(&str, Session)> = Vec::new();
        for role in ["admin", "sales", "hiring", "marketing"] {
            sessions.push((role, plant_member(&db, role, role).await.1));
        }
        let session = |role: &str| {
            sessions
                .iter()
                .find(|(r, _)| *r == role)
                .map(|(_, s)| s.clone())
                .expect("planted")
        };
        let id = id_of(post(&server, &valid_question(), None).await).await;
        let list = "/api/team/questions";
        let one = format!("/api/team/questions/{id}");

        for role in ["hiring", "admin"] {
            let me = session(role);
            let answer = get(&server, list, As::member(&me)).await;
            assert_eq!(answer.status(), StatusCode::OK, "{backend:?} {role}");
            let answer = json_of(answer).await;
            assert_eq!(answer["total"], 1);
            let item = &answer["items"][0];
            assert_eq!(item["id"], id.as_str());
            assert_eq!(item["jobSlug"], JOB);
            assert_eq!(item["name"], "Meera Iyer");
            assert_eq!(item["question"], QUESTION);
            let kept =
                item["deletesAt"].as_i64().unwrap_or(0) - item["createdAt"].as_i64().unwrap_or(0);
            assert_eq!(kept, 180 * 24 * 3_600_000, "kept as long as applications");
            let detail = get(&server, &one, As::member(&me)).await;
            assert_eq!(detail.status(), StatusCode::OK, "{backend:?} {role}");
            let detail = json_of(detail).await;
            assert_eq!(detail["email"], EMAIL);
            assert!(detail["deliveries"].is_array());
        }
        let hiring = session("hiring");
        let filtered =
            json_of(get(&server, &format!("{list}?job={JOB}"), As::member(&hiring)).await).await;
        assert_eq!(filtered["total"], 1);
        let other = json_of(
            get(
                &server,
                &format!("{list}?job=cloud-engineer"),
                As::member(&hiring),
            )
            .await,
        )
        .await;
        assert_eq!(other["total"], 0);
        let status = get(&server, &format!("{list}?status=new"), As::member(&hiring)).await;
        assert_eq!(
            status.status(),
            StatusCode::BAD_REQUEST,
            "a question has no status"
        );

        for role in ["sales", "marketing"] {
            let me = session(role);
            for path in [list.to_owned(), one.clone()] {
                let refused = get(&server, &path, As::member(&me)).await;
                assert_eq!(
                    refused.status(),
                    StatusCode::FORBIDDEN,
                    "{backend:?} {role} {path}"
                );
                assert_eq!(json_of(refused).await["error"], "forbidden");
            }
        }
        for path in [list.to_owned(), one.clone()] {
            let refused = get(&server, &path, As::nobody()).await;
            assert_eq!(
                refused.status(),
                StatusCode::UNAUTHORIZED,
                "{backend:?} {path}"
            );
        }

        // A write from another origin is refused, whoever sends it.
        let admin = session("admin");
        let mut foreign = As::member(&admin);
        foreign.origin = Some("https://evil.example");
        let refused = call(
            &server,
            &Method::POST,
            &format!("{one}/deliveries/1/retry"),
            None,
            foreign,
        )
        .await;
        assert_eq!(
            refused.status(),
            StatusCode::FORBIDDEN,
            "{backend:?}: another origin"
        );

        // A session idle past its limit opens nothing.
        sql_rows(
            &db,
            &format!(
                "UPDATE team_sessions SET last_seen_at = {} WHERE member_id = 'member-hiring'",
                now_ms() - 9 * 3_600_000
            ),
        )
        .await;
        let stale = get(&server, list, As::member(&hiring)).await;
        assert_eq!(
            stale.status(),
            StatusCode::UNAUTHORIZED,
            "{backend:?}: stale session"
        );

        // A privacy request finds, and erases, the candidate's question too.
        let by_email = json!({ "email": EMAIL.to_uppercase() });
        let found = call(
            &server,
            &Method::POST,
            "/api/team/privacy/search",
            Some(&by_email),
            As::member(&admin),
        )
        .await;
        assert_eq!(found.status(), StatusCode::OK);
        assert_eq!(json_of(found).await["questions"][0]["id"], id.as_str());
        let erased = call(
            &server,
            &Method::POST,
            "/api/team/privacy/erase",
            Some(&by_email),
            As::member(&admin),
        )
        .await;
        assert_eq!(erased.status(), StatusCode::OK);
        assert_eq!(json_of(erased).await["questions"], 1);
        assert_eq!(count(&db, "questions").await, 0, "{backend:?}");
    }
}
