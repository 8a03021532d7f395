//! The team console's API against the real server on every backend: an invitation e-mailed,
//! a passkey registered and used to sign in (a software authenticator, real WebAuthn checks),
//! the cookie's exact attributes; every `/api/team/…` endpoint refusing no session, each wrong
//! role, another origin and a missing CSRF token; sessions ending when idle, too old, revoked
//! or signed out; sales working and exporting an enquiry (formulas neutralised), hiring
//! downloading a CV, and an erasure leaving no row or object with the address.

use crate::support;

use std::time::{Duration, Instant};

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use support::applications::{self as apps, Objects};
use support::passkey::SoftPasskey;
use support::receivers::{Inbox, smtp_server};
use support::sql::{sql_rows, whole_database};
use support::{Database, Server, backends, client, free_port, valid_enquiry};

const SITE: &str = "https://www.kaveri-digital.example";
const COOKIE: &str = "__Host-kaveri_team";

/// A member's way in: the cookie's value and the CSRF token.
#[derive(Clone, Debug)]
pub(crate) struct Session {
    pub(crate) token: String,
    pub(crate) csrf: String,
}

fn hash(token: &str) -> String {
    apps::sha256(token.as_bytes())
}

/// A member with a live session, written straight into the database (the sign-in itself is
/// proved by `a_passkey_joins_from_an_invitation_…`).
pub(crate) async fn plant_member(db: &Database, name: &str, role: &str) -> (String, Session) {
    let id = format!("member-{name}");
    let token = format!("token-{name}-0123456789abcdef0123456789");
    let csrf = format!("csrf-{name}-0123456789abcdef0123456789");
    let now = now_ms();
    sql_rows(
        db,
        &format!(
            "INSERT INTO team_members (id, email, name, role, created_at) VALUES \
             ('{id}', '{name}@kaveri.example', '{name}', '{role}', {now})"
        ),
    )
    .await;
    sql_rows(
        db,
        &format!(
            "INSERT INTO team_sessions (token_hash, member_id, csrf, created_at, last_seen_at) \
             VALUES ('{}', '{id}', '{csrf}', {now}, {now})",
            hash(&token)
        ),
    )
    .await;
    (id, Session { token, csrf })
}

pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// How a request is made: with which session, origin and CSRF token.
#[derive(Clone, Copy)]
pub(crate) struct As<'a> {
    pub(crate) session: Option<&'a Session>,
    pub(crate) origin: Option<&'a str>,
    pub(crate) csrf: bool,
}

impl<'a> As<'a> {
    pub(crate) fn member(session: &'a Session) -> Self {
        As {
            session: Some(session),
            origin: Some(SITE),
            csrf: true,
        }
    }
    pub(crate) fn nobody() -> Self {
        As {
            session: None,
            origin: Some(SITE),
            csrf: false,
        }
    }
}

pub(crate) async fn call(
    server: &Server,
    method: &Method,
    path: &str,
    body: Option<&Value>,
    who: As<'_>,
) -> reqwest::Response {
    let mut request = client().request(method.clone(), server.url(path));
    if let Some(session) = who.session {
        request = request.header("cookie", format!("theme=dark; {COOKIE}={}", session.token));
        if who.csrf {
            request = request.header("x-csrf-token", &session.csrf);
        }
    }
    if let Some(origin) = who.origin {
        request = request.header("origin", origin);
    }
    if let Some(body) = body {
        request = request
            .header("content-type", "application/json")
            .body(body.to_string());
    }
    request.send().await.expect("request")
}

pub(crate) async fn json_of(response: reqwest::Response) -> Value {
    response.json().await.unwrap_or(Value::Null)
}

/// What a member reads at `path` (a GET), as JSON.
async fn read(server: &Server, path: &str, member: &Session) -> Value {
    json_of(call(server, &Method::GET, path, None, As::member(member)).await).await
}

/// The private answer's headers, on every answer of the console's API.
fn assert_private(response: &reqwest::Response, what: &str) {
    assert_eq!(
        response
            .headers()
            .get("cache-control")
            .map(|v| v.as_bytes()),
        Some(&b"no-store"[..]),
        "{what}: Cache-Control"
    );
    assert_eq!(
        response.headers().get("x-robots-tag").map(|v| v.as_bytes()),
        Some(&b"noindex, nofollow"[..]),
        "{what}: X-Robots-Tag"
    );
}

async fn send_enquiry(server: &Server, enquiry: &Value) -> String {
    let response = client()
        .post(server.url("/api/enquiries"))
        .header("accept", "application/json")
        .json(enquiry)
        .send()
        .await
        .expect("POST /api/enquiries");
    assert_eq!(response.status(), StatusCode::CREATED);
    json_of(response).await["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// A candidate's question about the fixture's position, as the question form sends it.
async fn send_question(server: &Server) -> String {
    let response = client()
        .post(server.url("/api/questions"))
        .header("accept", "application/json")
        .json(&json!({
            "jobSlug": "senior-product-designer",
            "name": "Meera Iyer",
            "email": "meera@example.com",
            "question": "Is the role open to people outside Bengaluru?",
            "consent": "on",
        }))
        .send()
        .await
        .expect("POST /api/questions");
    assert_eq!(response.status(), StatusCode::CREATED);
    json_of(response).await["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn send_application(server: &Server, n: usize, cv: Vec<u8>) -> String {
    let response = apps::post(server, apps::application(n, cv, "Lebenslauf Meera.pdf")).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    json_of(response).await["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The invitation link's token from the e-mail in `inbox` sent to `to`.
async fn invitation_token(inbox: &Inbox, to: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mail = inbox
            .items()
            .into_iter()
            .find(|m| m.contains(&format!("To: {to}")));
        if let Some(mail) = mail {
            let text = mail
                .replace("=\r\n", "")
                .replace("=\n", "")
                .replace("=3D", "=");
            let start = text.find("/team/join#").expect("the link") + "/team/join#".len();
            return text[start..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
        }
        assert!(Instant::now() < deadline, "no invitation e-mail to {to}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn invite_cli(db: &Database, email: &str, role: &str, print_link: bool) -> String {
    let mut command = std::process::Command::new(support::BINARY);
    command
        .args(["team", "invite", "--role", role, email])
        .env("DATABASE_URL", &db.url)
        .env("SITE_URL", SITE);
    if print_link {
        command.arg("--print-link");
    }
    let output = command.output().expect("kaveri-site team invite");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The session token a `Set-Cookie` answer starts, checking every attribute.
fn session_cookie(response: &reqwest::Response) -> String {
    let cookie = response
        .headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .expect("Set-Cookie")
        .to_owned();
    let (pair, attributes) = cookie.split_once("; ").expect("attributes");
    assert_eq!(
        attributes, "Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=604800",
        "the session cookie's attributes"
    );
    let token = pair
        .strip_prefix(&format!("{COOKIE}="))
        .expect("the __Host- cookie");
    assert!(token.len() >= 43, "a 256-bit token");
    token.to_owned()
}

async fn register(
    server: &Server,
    token: &str,
    name: &str,
    passkey: &mut SoftPasskey,
) -> reqwest::Response {
    let started = call(
        server,
        &Method::POST,
        "/api/team/passkeys/register/start",
        Some(&json!({ "token": token, "name": name })),
        As::nobody(),
    )
    .await;
    assert_eq!(started.status(), StatusCode::OK);
    let started = json_of(started).await;
    let options = &started["publicKey"];
    assert_eq!(
        options["authenticatorSelection"]["residentKey"], "required",
        "a discoverable credential"
    );
    assert_eq!(
        options["authenticatorSelection"]["userVerification"],
        "required"
    );
    let credential = passkey.create(options, SITE);
    call(
        server,
        &Method::POST,
        "/api/team/passkeys/register/finish",
        Some(&json!({ "ceremony": started["ceremony"], "credential": credential })),
        As::nobody(),
    )
    .await
}

async fn sign_in(server: &Server, passkey: &mut SoftPasskey) -> reqwest::Response {
    let started = call(
        server,
        &Method::POST,
        "/api/team/signin/start",
        Some(&json!({})),
        As::nobody(),
    )
    .await;
    assert_eq!(started.status(), StatusCode::OK);
    let started = json_of(started).await;
    let credential = passkey.get(&started["publicKey"], SITE);
    call(
        server,
        &Method::POST,
        "/api/team/signin/finish",
        Some(&json!({ "ceremony": started["ceremony"], "credential": credential })),
        As::nobody(),
    )
    .await
}

#[tokio::test]
async fn a_passkey_joins_from_an_invitation_and_signs_in_with_a_fresh_session_cookie() {
    for backend in backends() {
        let db = Database::new(backend, "team-join");
        let objects = Objects::new("team-join");
        let smtp_port = free_port();
        let inbox = Inbox::default();
        let _smtp = smtp_server(smtp_port, inbox.clone()).await;
        let server = Server::start(
            apps::options(&db.url, &objects)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}")),
        );
        let printed = invite_cli(&db, "ana@kaveri.example", "admin", false);
        assert!(printed.contains("ana@kaveri.example (admin)"), "{printed}");
        assert!(
            !printed.contains("/team/join#"),
            "the link is printed only when asked"
        );
        let token = invitation_token(&inbox, "ana@kaveri.example").await;
        // Delivered: the link is nowhere in the database any more, only its hash.
        let deadline = Instant::now() + Duration::from_secs(10);
        while sql_rows(
            &db,
            "SELECT CAST(COUNT(*) AS TEXT) FROM team_mail WHERE body IS NOT NULL",
        )
        .await
            != ["0"]
        {
            assert!(
                Instant::now() < deadline,
                "the sent e-mail's body is cleared"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let stored = whole_database(&db).await;
        assert!(
            !stored.contains(&token),
            "{backend:?}: the token is stored only hashed"
        );
        assert!(stored.contains(&hash(&token)));

        // Opening the link (as a mail scanner does) does not use it up.
        for _ in 0..2 {
            let inspected = call(
                &server,
                &Method::POST,
                "/api/team/invitations/inspect",
                Some(&json!({ "token": token })),
                As::nobody(),
            )
            .await;
            assert_private(&inspected, "inspect");
            assert_eq!(inspected.status(), StatusCode::OK);
            let inspected = json_of(inspected).await;
            assert_eq!(inspected["email"], "ana@kaveri.example");
            assert_eq!(inspected["role"], "admin");
        }

        let mut passkey = SoftPasskey::new(7);
        let joined = register(&server, &token, "Ana Costa", &mut passkey).await;
        assert_eq!(joined.status(), StatusCode::OK, "{backend:?}");
        let first = session_cookie(&joined);
        let joined = json_of(joined).await;
        assert_eq!(joined["user"]["role"], "admin");
        assert_eq!(joined["user"]["name"], "Ana Costa");
        let csrf = joined["csrf"].as_str().unwrap_or_default().to_owned();
        let me = Session {
            token: first.clone(),
            csrf,
        };
        let session = call(
            &server,
            &Method::GET,
            "/api/team/session",
            None,
            As::member(&me),
        )
        .await;
        assert_eq!(session.status(), StatusCode::OK);

        // Single-use: the same link again is refused, before and at registration.
        let again = call(
            &server,
            &Method::POST,
            "/api/team/invitations/inspect",
            Some(&json!({ "token": token })),
            As::nobody(),
        )
        .await;
        assert_eq!(again.status(), StatusCode::NOT_FOUND);
        assert_eq!(json_of(again).await["error"], "invitation_invalid");
        let again = call(
            &server,
            &Method::POST,
            "/api/team/passkeys/register/start",
            Some(&json!({ "token": token, "name": "Mallory" })),
            As::nobody(),
        )
        .await;
        assert_eq!(again.status(), StatusCode::NOT_FOUND);

        // Signing in with the passkey opens a new session under a new token.
        let signed = sign_in(&server, &mut passkey).await;
        assert_private(&signed, "sign-in");
        assert_eq!(signed.status(), StatusCode::OK);
        let second = session_cookie(&signed);
        assert_ne!(first, second, "a sign-in never reuses a session token");

        // A passkey this server never registered, and a replayed ceremony, are refused.
        let mut stranger = SoftPasskey::new(9);
        stranger.user_handle = passkey.user_handle.clone();
        let refused = sign_in(&server, &mut stranger).await;
        assert_eq!(refused.status(), StatusCode::UNAUTHORIZED);
        assert_eq!(json_of(refused).await["error"], "signin_failed");
        let started = json_of(
            call(
                &server,
                &Method::POST,
                "/api/team/signin/start",
                Some(&json!({})),
                As::nobody(),
            )
            .await,
        )
        .await;
        let credential = passkey.get(&started["publicKey"], SITE);
        let body = json!({ "ceremony": started["ceremony"], "credential": credential });
        let once = call(
            &server,
            &Method::POST,
            "/api/team/signin/finish",
            Some(&body),
            As::nobody(),
        )
        .await;
        assert_eq!(once.status(), StatusCode::OK);
        let twice = call(
            &server,
            &Method::POST,
            "/api/team/signin/finish",
            Some(&body),
            As::nobody(),
        )
        .await;
        assert_eq!(
            twice.status(),
            StatusCode::UNAUTHORIZED,
            "a challenge answers once"
        );

        // Signing out ends that session and clears the cookie.
        let out = call(
            &server,
            &Method::POST,
            "/api/team/signout",
            None,
            As::member(&me),
        )
        .await;
        assert_eq!(out.status(), StatusCode::NO_CONTENT);
        assert_eq!(
            out.headers()
                .get("set-cookie")
                .and_then(|v| v.to_str().ok()),
            Some("__Host-kaveri_team=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0")
        );
        let after = call(
            &server,
            &Method::GET,
            "/api/team/session",
            None,
            As::member(&me),
        )
        .await;
        assert_eq!(after.status(), StatusCode::UNAUTHORIZED);

        // An invitation a day old no longer opens.
        let printed = invite_cli(&db, "li@kaveri.example", "sales", true);
        let link = printed
            .lines()
            .find(|l| l.contains("/team/join#"))
            .expect("printed link");
        let late = link.split('#').nth(1).unwrap_or_default();
        sql_rows(
            &db,
            &format!(
                "UPDATE team_invitations SET expires_at = {} WHERE token_hash = '{}'",
                now_ms() - 1,
                hash(late)
            ),
        )
        .await;
        let expired = call(
            &server,
            &Method::POST,
            "/api/team/invitations/inspect",
            Some(&json!({ "token": late })),
            As::nobody(),
        )
        .await;
        assert_eq!(expired.status(), StatusCode::NOT_FOUND);

        let audit = sql_rows(&db, "SELECT action FROM team_audit ORDER BY id").await;
        for action in ["invite", "join", "signin", "signin_failed"] {
            assert!(
                audit.iter().any(|a| a == action),
                "{action} audited: {audit:?}"
            );
        }
    }
}

/// One endpoint of the console and the roles that may use it.
struct Endpoint {
    method: Method,
    path: String,
    body: Option<Value>,
    roles: &'static [&'static str],
}

fn endpoint(
    method: Method,
    path: &str,
    body: Option<Value>,
    roles: &'static [&'static str],
) -> Endpoint {
    Endpoint {
        method,
        path: path.to_owned(),
        body,
        roles,
    }
}

const SALES: &[&str] = &["admin", "sales"];
const HIRING: &[&str] = &["admin", "hiring"];
const EVERYONE: &[&str] = &["admin", "sales", "hiring", "marketing"];
const ADMIN: &[&str] = &["admin"];

#[tokio::test]
async fn every_team_endpoint_checks_the_session_the_role_the_origin_and_the_csrf_token() {
    for backend in backends() {
        let db = Database::new(backend, "team-roles");
        let objects = Objects::new("team-roles");
        let server = apps::start(&db.url, &objects);
        let mut sessions = Vec::new();
        for role in EVERYONE {
            sessions.push((*role, plant_member(&db, role, role).await.1));
        }
        let enquiry = send_enquiry(&server, &valid_enquiry()).await;
        let application = send_application(&server, 1, apps::pdf(4000, 1)).await;
        let question = send_question(&server).await;
        // A dead delivery for each lead, as a relay down for a day leaves it, to retry.
        let mut dead = Vec::new();
        for (table, column, lead) in [
            ("deliveries", "enquiry_id", &enquiry),
            ("application_deliveries", "application_id", &application),
            ("question_deliveries", "question_id", &question),
        ] {
            sql_rows(
                &db,
                &format!(
                    "INSERT INTO {table} ({column}, channel, attempts, next_attempt_at, queued_at, \
                     dead_at, last_error) VALUES ('{lead}', 'email', 20, 0, 0, 1, 'relay down')"
                ),
            )
            .await;
            let id = sql_rows(
                &db,
                &format!("SELECT CAST(id AS TEXT) FROM {table} WHERE {column} = '{lead}'"),
            )
            .await
            .remove(0);
            dead.push(id);
        }
        let marketing_id = "member-marketing";
        let endpoints = [
            endpoint(Method::GET, "/api/team/session", None, EVERYONE),
            endpoint(Method::GET, "/api/team/enquiries", None, SALES),
            endpoint(Method::GET, "/api/team/enquiries/export.csv", None, SALES),
            endpoint(
                Method::GET,
                &format!("/api/team/enquiries/{enquiry}"),
                None,
                SALES,
            ),
            endpoint(
                Method::PATCH,
                &format!("/api/team/enquiries/{enquiry}"),
                Some(json!({ "status": "contacted" })),
                SALES,
            ),
            endpoint(
                Method::POST,
                &format!("/api/team/enquiries/{enquiry}/notes"),
                Some(json!({ "text": "Called back." })),
                SALES,
            ),
            endpoint(
                Method::POST,
                &format!("/api/team/enquiries/{enquiry}/deliveries/{}/retry", dead[0]),
                None,
                ADMIN,
            ),
            endpoint(Method::GET, "/api/team/applications", None, HIRING),
            endpoint(
                Method::GET,
                &format!("/api/team/applications/{application}"),
                None,
                HIRING,
            ),
            endpoint(
                Method::PATCH,
                &format!("/api/team/applications/{application}"),
                Some(json!({ "status": "screening" })),
                HIRING,
            ),
            endpoint(
                Method::POST,
                &format!("/api/team/applications/{application}/notes"),
                Some(json!({ "text": "Strong portfolio." })),
                HIRING,
            ),
            endpoint(
                Method::GET,
                &format!("/api/team/applications/{application}/cv"),
                None,
                HIRING,
            ),
            endpoint(
                Method::POST,
                &format!(
                    "/api/team/applications/{application}/deliveries/{}/retry",
                    dead[1]
                ),
                None,
                ADMIN,
            ),
            endpoint(Method::GET, "/api/team/questions", None, HIRING),
            endpoint(
                Method::GET,
                &format!("/api/team/questions/{question}"),
                None,
                HIRING,
            ),
            endpoint(
                Method::POST,
                &format!(
                    "/api/team/questions/{question}/deliveries/{}/retry",
                    dead[2]
                ),
                None,
                ADMIN,
            ),
            endpoint(Method::GET, "/api/team/stats?days=7", None, EVERYONE),
            endpoint(Method::GET, "/api/team/people", None, ADMIN),
            endpoint(
                Method::POST,
                "/api/team/invitations",
                Some(json!({ "email": "new@kaveri.example", "role": "marketing" })),
                ADMIN,
            ),
            endpoint(
                Method::PATCH,
                &format!("/api/team/people/{marketing_id}"),
                Some(json!({ "role": "marketing" })),
                ADMIN,
            ),
            endpoint(Method::GET, "/api/team/audit", None, ADMIN),
            endpoint(
                Method::POST,
                "/api/team/privacy/search",
                Some(json!({ "email": "nobody@example.com" })),
                ADMIN,
            ),
            endpoint(
                Method::POST,
                "/api/team/privacy/export",
                Some(json!({ "email": "nobody@example.com" })),
                ADMIN,
            ),
            endpoint(
                Method::POST,
                "/api/team/privacy/erase",
                Some(json!({ "email": "nobody@example.com" })),
                ADMIN,
            ),
            endpoint(
                Method::POST,
                &format!("/api/team/people/{marketing_id}/revoke"),
                Some(json!({})),
                ADMIN,
            ),
        ];
        // Every endpoint the OpenAPI document lists is tried here (the sign-in steps, which
        // need no session, in the test above).
        let doc = support::get_json(&server.url("/api/openapi.json")).await;
        let mut documented: Vec<String> = doc["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .filter(|(path, _)| path.starts_with("/api/team/"))
                    .flat_map(|(path, item)| {
                        item.as_object()
                            .map(|ops| {
                                ops.iter()
                                    .filter(|(_, op)| op["security"].is_array())
                                    .map(|(method, _)| format!("{} {path}", method.to_uppercase()))
                                    .collect::<Vec<_>>()
                            })
                            .unwrap_or_default()
                    })
                    .collect()
            })
            .unwrap_or_default();
        documented.sort();
        let mut tried: Vec<String> = endpoints
            .iter()
            .map(|e| {
                let path = e.path.split('?').next().unwrap_or_default();
                let path = path
                    .replace(&enquiry, "{id}")
                    .replace(&application, "{id}")
                    .replace(&question, "{id}");
                let path = dead.iter().fold(path, |path, id| {
                    path.replace(&format!("/deliveries/{id}/"), "/deliveries/{delivery}/")
                });
                format!("{} {}", e.method, path.replace(marketing_id, "{id}"))
            })
            .chain(["POST /api/team/signout".to_owned()])
            .collect();
        tried.sort();
        assert_eq!(
            documented, tried,
            "the endpoints tried are those documented"
        );
        for e in &endpoints {
            let what = format!("{backend:?} {} {}", e.method, e.path);
            let anonymous = call(&server, &e.method, &e.path, e.body.as_ref(), As::nobody()).await;
            assert_private(&anonymous, &what);
            assert_eq!(
                anonymous.status(),
                StatusCode::UNAUTHORIZED,
                "{what}: no session"
            );
            assert_eq!(json_of(anonymous).await["error"], "signed_out", "{what}");
            for (role, session) in &sessions {
                if e.roles.contains(role) {
                    continue;
                }
                let refused = call(
                    &server,
                    &e.method,
                    &e.path,
                    e.body.as_ref(),
                    As::member(session),
                )
                .await;
                assert_private(&refused, &what);
                assert_eq!(
                    refused.status(),
                    StatusCode::FORBIDDEN,
                    "{what}: role {role}"
                );
                assert_eq!(
                    json_of(refused).await["error"],
                    "forbidden",
                    "{what}: role {role}"
                );
            }
            let allowed = &sessions
                .iter()
                .find(|(role, _)| e.roles.contains(role))
                .expect("a role may")
                .1;
            if e.method != Method::GET {
                let mut no_csrf = As::member(allowed);
                no_csrf.csrf = false;
                let refused = call(&server, &e.method, &e.path, e.body.as_ref(), no_csrf).await;
                assert_eq!(
                    refused.status(),
                    StatusCode::FORBIDDEN,
                    "{what}: no CSRF token"
                );
                assert_eq!(json_of(refused).await["error"], "csrf", "{what}");
                let wrong = Session {
                    token: allowed.token.clone(),
                    csrf: "csrf-of-another-session-0123456789abcdef".to_owned(),
                };
                let refused = call(
                    &server,
                    &e.method,
                    &e.path,
                    e.body.as_ref(),
                    As::member(&wrong),
                )
                .await;
                assert_eq!(
                    refused.status(),
                    StatusCode::FORBIDDEN,
                    "{what}: wrong CSRF token"
                );
                let mut foreign = As::member(allowed);
                foreign.origin = Some("https://evil.example");
                let refused = call(&server, &e.method, &e.path, e.body.as_ref(), foreign).await;
                assert_eq!(
                    refused.status(),
                    StatusCode::FORBIDDEN,
                    "{what}: another origin"
                );
            }
            let ok = call(
                &server,
                &e.method,
                &e.path,
                e.body.as_ref(),
                As::member(allowed),
            )
            .await;
            assert_private(&ok, &what);
            assert!(
                ok.status().is_success(),
                "{what}: allowed role got {}",
                ok.status()
            );
        }

        // The shell of /team/ (any path under it) and the API are never indexed or stored.
        let stats = call(
            &server,
            &Method::GET,
            "/api/team/stats?days=8",
            None,
            As::member(&sessions[0].1),
        )
        .await;
        assert_eq!(
            stats.status(),
            StatusCode::BAD_REQUEST,
            "days is 7, 30 or 90"
        );

        // Every path under /team/ is the console's shell: never stored, never indexed, its own
        // CSP, and the only page allowed to use passkeys.
        let home = client().get(server.url("/")).send().await.expect("home");
        let header = |r: &reqwest::Response, name: &str| {
            r.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        assert!(header(&home, "permissions-policy").contains("publickey-credentials-get=()"));
        for path in ["/team/", "/team", "/team/enquiries/some-id", "/team/join"] {
            let shell = client().get(server.url(path)).send().await.expect("shell");
            assert_eq!(shell.status(), StatusCode::OK, "{path}");
            assert_eq!(header(&shell, "cache-control"), "no-store", "{path}");
            assert_eq!(
                header(&shell, "x-robots-tag"),
                "noindex, nofollow",
                "{path}"
            );
            let policy = header(&shell, "permissions-policy");
            assert!(
                policy.contains("publickey-credentials-get=(self)"),
                "{path}: {policy}"
            );
            assert!(
                policy.contains("publickey-credentials-create=(self)"),
                "{path}"
            );
            let csp = header(&shell, "content-security-policy");
            assert!(
                csp.contains("script-src 'self'") && !csp.contains("wasm"),
                "{path}: {csp}"
            );
            assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
            assert!(
                shell
                    .text()
                    .await
                    .unwrap_or_default()
                    .contains("noindex, nofollow")
            );
        }
    }
}

#[tokio::test]
async fn sessions_end_when_idle_too_old_revoked_or_deactivated() {
    for backend in backends() {
        let db = Database::new(backend, "team-sessions");
        let server = Server::start(support::ServerOptions::new(&db.url));
        let (_, admin) = plant_member(&db, "admin", "admin").await;
        let check = |session: Session| {
            let server = &server;
            async move {
                call(
                    server,
                    &Method::GET,
                    "/api/team/session",
                    None,
                    As::member(&session),
                )
                .await
                .status()
            }
        };
        let hours = |h: i64| now_ms() - h * 3_600_000;

        let (_, idle) = plant_member(&db, "idle", "sales").await;
        assert_eq!(check(idle.clone()).await, StatusCode::OK);
        sql_rows(
            &db,
            &format!(
                "UPDATE team_sessions SET last_seen_at = {} WHERE member_id = 'member-idle'",
                hours(8) - 1000
            ),
        )
        .await;
        assert_eq!(
            check(idle).await,
            StatusCode::UNAUTHORIZED,
            "{backend:?}: idle 8 h"
        );

        let (_, old) = plant_member(&db, "old", "sales").await;
        sql_rows(
            &db,
            &format!(
                "UPDATE team_sessions SET created_at = {} WHERE member_id = 'member-old'",
                hours(7 * 24) - 1000
            ),
        )
        .await;
        assert_eq!(
            check(old).await,
            StatusCode::UNAUTHORIZED,
            "{backend:?}: 7 days old"
        );

        let (revoked_id, revoked) = plant_member(&db, "revoked", "hiring").await;
        assert_eq!(check(revoked.clone()).await, StatusCode::OK);
        let answer = call(
            &server,
            &Method::POST,
            &format!("/api/team/people/{revoked_id}/revoke"),
            Some(&json!({})),
            As::member(&admin),
        )
        .await;
        assert_eq!(json_of(answer).await["revoked"], 1);
        assert_eq!(
            check(revoked).await,
            StatusCode::UNAUTHORIZED,
            "{backend:?}: revoked"
        );

        // The people page counts each member's live sessions (a revoked or expired one is not)
        // and their passkeys.
        sql_rows(
            &db,
            "INSERT INTO team_passkeys (id, member_id, passkey, created_at) VALUES \
             ('passkey-1', 'member-admin', '{}', 0), ('passkey-2', 'member-admin', '{}', 0)",
        )
        .await;
        let people = read(&server, "/api/team/people", &admin).await;
        let counts = |id: &str| {
            people["items"]
                .as_array()
                .and_then(|items| items.iter().find(|p| p["id"] == id))
                .map(|p| (p["sessions"].clone(), p["passkeys"].clone()))
        };
        assert_eq!(
            counts("member-admin"),
            Some((json!(1), json!(2))),
            "{backend:?}"
        );
        assert_eq!(
            counts(&revoked_id),
            Some((json!(0), json!(0))),
            "{backend:?}"
        );
        assert_eq!(
            counts("member-old"),
            Some((json!(0), json!(0))),
            "{backend:?}"
        );

        let (gone_id, gone) = plant_member(&db, "gone", "marketing").await;
        let answer = call(
            &server,
            &Method::POST,
            &format!("/api/team/people/{gone_id}/revoke"),
            Some(&json!({ "deactivate": true })),
            As::member(&admin),
        )
        .await;
        assert_eq!(answer.status(), StatusCode::OK);
        assert_eq!(
            check(gone).await,
            StatusCode::UNAUTHORIZED,
            "{backend:?}: deactivated"
        );

        // A role change applies to the next request.
        let (sales_id, sales) = plant_member(&db, "mover", "sales").await;
        let moved = call(
            &server,
            &Method::PATCH,
            &format!("/api/team/people/{sales_id}"),
            Some(&json!({ "role": "marketing" })),
            As::member(&admin),
        )
        .await;
        assert_eq!(moved.status(), StatusCode::OK);
        let enquiries = call(
            &server,
            &Method::GET,
            "/api/team/enquiries",
            None,
            As::member(&sales),
        )
        .await;
        assert_eq!(enquiries.status(), StatusCode::FORBIDDEN);

        // The last administrator cannot be demoted.
        let demoted = call(
            &server,
            &Method::PATCH,
            "/api/team/people/member-admin",
            Some(&json!({ "role": "sales" })),
            As::member(&admin),
        )
        .await;
        assert_eq!(demoted.status(), StatusCode::BAD_REQUEST);
        assert_eq!(json_of(demoted).await["error"], "last_admin");

        // Kept no longer than needed: finished sessions go, and an invitation (which names its
        // invitee) a week after it expired; the sweep runs when a server starts, then hourly.
        let long_ago = now_ms() - 8 * 24 * 3_600_000;
        sql_rows(
            &db,
            &format!(
                "INSERT INTO team_invitations (id, token_hash, email, role, created_at, expires_at) \
                 VALUES ('old', 'hash-of-old', 'old@kaveri.example', 'sales', {long_ago}, {long_ago})"
            ),
        )
        .await;
        // One server per SQLite file; and the first start's sweep counts for the whole cluster
        // for an hour, so it is forgotten for this start's to be due.
        drop(server);
        sql_rows(&db, "DELETE FROM chores").await;
        let _second = Server::start(support::ServerOptions::new(&db.url));
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let left = sql_rows(
                &db,
                "SELECT CAST(COUNT(*) AS TEXT) FROM team_sessions s WHERE s.member_id IN \
                 ('member-idle', 'member-old') UNION ALL \
                 SELECT CAST(COUNT(*) AS TEXT) FROM team_invitations WHERE id = 'old'",
            )
            .await;
            if left == ["0", "0"] {
                break;
            }
            assert!(Instant::now() < deadline, "{backend:?}: swept: {left:?}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

#[tokio::test]
async fn sales_works_an_enquiry_and_its_export_never_runs_a_formula() {
    for backend in backends() {
        let db = Database::new(backend, "team-leads");
        let server = Server::start(support::ServerOptions::new(&db.url));
        let (sales_id, sales) = plant_member(&db, "sales", "sales").await;
        let mut hostile = valid_enquiry();
        hostile["firstName"] = json!("@Ravi");
        hostile["company"] = json!("=HYPERLINK(\"https://evil.example\",\"click\")");
        hostile["message"] = json!("+1 call me about our data platform, please.");
        let hostile_id = send_enquiry(&server, &hostile).await;
        let old_id = send_enquiry(&server, &valid_enquiry()).await;
        sql_rows(
            &db,
            &format!(
                "UPDATE enquiries SET created_at = {} WHERE id = '{old_id}'",
                now_ms() - 25 * 3_600_000
            ),
        )
        .await;

        let list = read(&server, "/api/team/enquiries", &sales).await;
        assert_eq!(list["total"], 2, "{backend:?}");
        assert_eq!(list["items"][0]["id"], hostile_id.as_str(), "newest first");
        assert_eq!(list["items"][0]["overdue"], false);
        assert_eq!(list["items"][1]["overdue"], true, "new and older than 24 h");

        let updated = call(
            &server,
            &Method::PATCH,
            &format!("/api/team/enquiries/{hostile_id}"),
            Some(&json!({ "status": "contacted", "owner": sales_id })),
            As::member(&sales),
        )
        .await;
        assert_eq!(updated.status(), StatusCode::OK);
        let updated = json_of(updated).await;
        assert_eq!(updated["status"], "contacted");
        assert_eq!(updated["owner"], sales_id.as_str());
        let bad = call(
            &server,
            &Method::PATCH,
            &format!("/api/team/enquiries/{hostile_id}"),
            Some(&json!({ "status": "hired" })),
            As::member(&sales),
        )
        .await;
        assert_eq!(bad.status(), StatusCode::BAD_REQUEST);
        assert_eq!(json_of(bad).await["error"], "invalid_status");
        let note = call(
            &server,
            &Method::POST,
            &format!("/api/team/enquiries/{hostile_id}/notes"),
            Some(&json!({ "text": "Demo booked for Tuesday." })),
            As::member(&sales),
        )
        .await;
        assert_eq!(note.status(), StatusCode::CREATED);
        let detail = read(
            &server,
            &format!("/api/team/enquiries/{hostile_id}"),
            &sales,
        )
        .await;
        assert_eq!(detail["notes"][0]["text"], "Demo booked for Tuesday.");
        assert_eq!(detail["notes"][0]["author"], "sales");
        assert_eq!(
            detail["message"],
            "+1 call me about our data platform, please."
        );

        let contacted = read(&server, "/api/team/enquiries?status=contacted", &sales).await;
        assert_eq!(contacted["total"], 1);
        let unknown = call(
            &server,
            &Method::GET,
            "/api/team/enquiries?colour=red",
            None,
            As::member(&sales),
        )
        .await;
        assert_eq!(unknown.status(), StatusCode::BAD_REQUEST);

        let export = call(
            &server,
            &Method::GET,
            "/api/team/enquiries/export.csv?status=contacted",
            None,
            As::member(&sales),
        )
        .await;
        assert_eq!(export.status(), StatusCode::OK);
        assert!(
            export
                .headers()
                .get("content-disposition")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("attachment; filename=\"enquiries-")),
        );
        let csv = export.text().await.unwrap_or_default();
        assert_eq!(
            csv.lines().count(),
            2,
            "the header and the one contacted enquiry: {csv}"
        );
        assert!(csv.contains(",'@Ravi,"), "{csv}");
        assert!(csv.contains("\"'=HYPERLINK("), "{csv}");
        assert!(csv.contains("'+1 call me"), "{csv}");
        for line in csv.lines() {
            for cell in line.split(',') {
                assert!(
                    !cell.trim_start_matches('"').starts_with(['=', '+', '@']),
                    "{cell}"
                );
            }
        }
        let audit = sql_rows(&db, "SELECT action FROM team_audit ORDER BY id").await;
        assert_eq!(
            audit,
            ["status_change", "owner_change", "note", "export"],
            "{backend:?}"
        );

        // The traffic figures count today's enquiry (the other is 25 hours old), with one point
        // per day for the chart, under the API's camelCase names.
        let stats = read(&server, "/api/team/stats?days=7", &sales).await;
        assert_eq!(stats["days"], 7, "{stats:#}");
        assert_eq!(stats["daily"].as_array().map(Vec::len), Some(7));
        for field in [
            "landingPages",
            "conversionBySource",
            "conversionByLanding",
            "sources",
        ] {
            assert!(stats[field].is_array(), "{field} in {stats:#}");
        }
    }
}

#[tokio::test]
async fn hiring_downloads_a_cv_as_an_attachment_and_an_erasure_leaves_nothing_of_the_address() {
    for backend in backends() {
        let db = Database::new(backend, "team-cv");
        let objects = Objects::new("team-cv");
        // Webhooks nobody answers: each lead gets a delivery row, which the erasure must remove.
        let nowhere = format!("http://127.0.0.1:{}/hook", free_port());
        let server = Server::start(
            apps::options(&db.url, &objects)
                .env("ENQUIRY_WEBHOOK_URL", nowhere.clone())
                .env("APPLICATION_WEBHOOK_URL", nowhere)
                .env("WEBHOOK_SECRET", "team-test-secret"),
        );
        let (_, hiring) = plant_member(&db, "hiring", "hiring").await;
        let (_, admin) = plant_member(&db, "admin", "admin").await;
        let cv = apps::pdf(20_000, 7);
        let id = send_application(&server, 3, cv.clone()).await;
        let email = "meera.iyer3@example.com";
        let mut enquiry = valid_enquiry();
        enquiry["email"] = json!("Meera.Iyer3@Example.com");
        let enquiry_id = send_enquiry(&server, &enquiry).await;

        let list = read(&server, "/api/team/applications", &hiring).await;
        assert_eq!(list["total"], 1);
        let item = &list["items"][0];
        let created = item["createdAt"].as_i64().unwrap_or_default();
        assert_eq!(
            item["deletesAt"].as_i64().unwrap_or_default() - created,
            180 * 24 * 3_600_000,
            "deleted after APPLICATION_RETENTION_DAYS"
        );
        assert_eq!(list["jobs"][0]["count"], 1);

        let download = call(
            &server,
            &Method::GET,
            &format!("/api/team/applications/{id}/cv"),
            None,
            As::member(&hiring),
        )
        .await;
        assert_eq!(download.status(), StatusCode::OK);
        let header = |name: &str| {
            download
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        assert_eq!(header("content-type"), "application/pdf");
        assert_eq!(header("x-content-type-options"), "nosniff");
        assert_eq!(
            header("content-disposition"),
            "attachment; filename=\"Lebenslauf Meera.pdf\"; filename*=UTF-8''Lebenslauf%20Meera.pdf"
        );
        assert_eq!(
            download
                .bytes()
                .await
                .map(|b| b.to_vec())
                .unwrap_or_default(),
            cv
        );
        let logged = sql_rows(
            &db,
            "SELECT subject FROM team_audit WHERE action = 'cv_download'",
        )
        .await;
        assert_eq!(
            logged,
            std::slice::from_ref(&id),
            "{backend:?}: the download is logged"
        );

        call(
            &server,
            &Method::POST,
            &format!("/api/team/applications/{id}/notes"),
            Some(&json!({ "text": "Meera asked us to call after 5pm." })),
            As::member(&hiring),
        )
        .await;
        let found = json_of(
            call(
                &server,
                &Method::POST,
                "/api/team/privacy/search",
                Some(&json!({ "email": email })),
                As::member(&admin),
            )
            .await,
        )
        .await;
        assert_eq!(
            found["enquiries"][0]["id"],
            enquiry_id.as_str(),
            "any letter case"
        );
        assert_eq!(found["applications"][0]["id"], id.as_str());
        let exported = call(
            &server,
            &Method::POST,
            "/api/team/privacy/export",
            Some(&json!({ "email": email })),
            As::member(&admin),
        )
        .await;
        let exported = json_of(exported).await;
        assert_eq!(
            exported["applications"][0]["notes"][0]["text"],
            "Meera asked us to call after 5pm."
        );

        let erased = call(
            &server,
            &Method::POST,
            "/api/team/privacy/erase",
            Some(&json!({ "email": email })),
            As::member(&admin),
        )
        .await;
        assert_eq!(erased.status(), StatusCode::OK);
        let erased = json_of(erased).await;
        assert_eq!(erased["enquiries"], 1);
        assert_eq!(erased["applications"], 1);
        assert_eq!(erased["cvs"], 1);
        // The search counted the deliveries the erasure then removed: the enquiry's and the
        // application's, each at least one.
        assert_eq!(found["deliveries"], erased["deliveries"], "{backend:?}");
        assert!(
            erased["deliveries"].as_i64().is_some_and(|n| n >= 2),
            "{backend:?}: {erased}"
        );
        let stored = whole_database(&db).await.to_lowercase();
        for trace in ["meera", "iyer3", "98450", "call after 5pm"] {
            assert!(
                !stored.contains(trace),
                "{backend:?}: {trace} left in the database"
            );
        }
        assert!(
            objects.names().is_empty(),
            "{backend:?}: the CV object is deleted"
        );
        let audit = sql_rows(&db, "SELECT action FROM team_audit ORDER BY id").await;
        assert!(audit.contains(&"erasure".to_owned()), "{audit:?}");
        let gone = call(
            &server,
            &Method::GET,
            &format!("/api/team/applications/{id}/cv"),
            None,
            As::member(&hiring),
        )
        .await;
        assert_eq!(gone.status(), StatusCode::NOT_FOUND);
    }
}

/// A signed-in member's writes are counted too: an administrator who keeps inviting (the write
/// that sends mail) is answered 429 with `Retry-After` once over the console's allowance, and the
/// invitations past it are not stored.
#[tokio::test]
async fn an_administrator_who_keeps_inviting_is_answered_429() {
    let db = Database::new(support::Backend::Sqlite, "team-invite-limit");
    let server = Server::start(
        support::ServerOptions::new(&db.url)
            .env("RATE_LIMIT_PER_MINUTE", "1")
            .env("RATE_LIMIT_BURST", "1"),
    );
    let (_, admin) = plant_member(&db, "admin", "admin").await;
    // The console allows six times the site's burst of 1.
    let (server, admin) = (&server, &admin);
    let (statuses, retry_after) = support::until_limited(10, |n| {
        let invitation = json!({ "email": format!("new{n}@kaveri.example"), "role": "sales" });
        async move {
            call(
                server,
                &Method::POST,
                "/api/team/invitations",
                Some(&invitation),
                As::member(admin),
            )
            .await
        }
    })
    .await;
    assert_eq!(
        statuses.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    assert!(
        statuses.len() > 1,
        "the first invitation is made: {statuses:?}"
    );
    assert!(
        statuses[..statuses.len() - 1]
            .iter()
            .all(|s| s.is_success()),
        "the invitations within the allowance are made: {statuses:?}"
    );
    assert!(retry_after.is_some(), "429 without Retry-After");
    let stored = sql_rows(&db, "SELECT id FROM team_invitations").await;
    assert_eq!(
        stored.len(),
        statuses.len() - 1,
        "one row per invitation made"
    );
}
