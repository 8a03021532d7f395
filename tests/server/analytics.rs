//! Traffic counting against the real server on every backend: a corpus of page views and goals
//! counted exactly by the hashing rule (bots, `Sec-GPC` and `DNT` left out, UTM parsed), bodies
//! refused with their reason and nothing stored, no IP address or user agent anywhere in the
//! database, salts deleted on time, finished days rolled up, enquiries carrying the first touch
//! of their visit into the sales e-mail, 20,000 events at concurrency 50 with none lost, and a
//! `kill -9` mid-ingest losing at most the batch being gathered.

use crate::support;

use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};
use support::receivers::{Inbox, smtp_server};
use support::sql::{sql_rows, whole_database};
use support::{
    Backend, Database, Server, ServerOptions, backends, client, exported, free_port, valid_enquiry,
};

const SITE: &str = "https://www.kaveri-digital.example";
const CHROME: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like \
     Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX: &str =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 \
     (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
     HeadlessChrome/131.0.0.0 Safari/537.36";

/// A server that takes the client's address from `X-Forwarded-For` when the peer is this
/// machine (the tests' "proxy"), so each test visitor can have its own address.
fn counting(db: &Database) -> ServerOptions<'_> {
    ServerOptions::new(&db.url).env("TRUSTED_PROXIES", "127.0.0.1")
}

/// One browser: its address and user agent.
#[derive(Clone, Copy)]
struct Visitor {
    ip: &'static str,
    agent: &'static str,
}

async fn send(server: &Server, who: Visitor, body: &Value, extra: &[(&str, &str)]) -> StatusCode {
    let mut request = client()
        .post(server.url("/api/event"))
        .header("origin", SITE)
        .header("content-type", "text/plain;charset=UTF-8")
        .header("user-agent", who.agent)
        .header("x-forwarded-for", who.ip)
        .body(body.to_string());
    for (name, value) in extra {
        request = request.header(*name, *value);
    }
    request.send().await.expect("POST /api/event").status()
}

fn view(path: &str, referrer: Option<&str>) -> Value {
    json!({ "name": "pageview", "url": format!("{SITE}{path}"), "referrer": referrer })
}

fn stats(db: &Database) -> Value {
    support::cli_json(&["stats", "--days", "7", "--format", "json"], &db.url)
}

/// The report once `pageviews` views are stored (the writer stores batches within ~200 ms).
async fn stats_with(db: &Database, pageviews: i64) -> Value {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let report = stats(db);
        if report["pageviews"].as_i64() == Some(pageviews) || Instant::now() > deadline {
            return report;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn row<'a>(report: &'a Value, section: &str, value: &str) -> &'a Value {
    report[section]
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["value"] == value))
        .unwrap_or(&Value::Null)
}

#[tokio::test]
async fn a_corpus_of_views_and_goals_is_counted_exactly_and_no_address_or_agent_is_stored() {
    for backend in backends() {
        let db = Database::new(backend, "analytics-corpus");
        let server = Server::start(counting(&db));
        let ana = Visitor {
            ip: "203.0.113.7",
            agent: CHROME,
        };
        // The same /24 and browser: the same visitor (an address shortened, as the rule says).
        let ana_again = Visitor {
            ip: "203.0.113.99",
            agent: CHROME,
        };
        let ben = Visitor {
            ip: "198.51.100.20",
            agent: FIREFOX,
        };
        let chloe = Visitor {
            ip: "2001:db8:abcd:12::1",
            agent: IPHONE,
        };
        let accepted = [
            (
                ana,
                view(
                    "/?utm_source=newsletter&utm_medium=email&utm_campaign=winter&email=a@b.example",
                    None,
                ),
            ),
            (ana, view("/services/cloud", Some(&format!("{SITE}/")))),
            (
                ana_again,
                view("/careers", Some(&format!("{SITE}/services/cloud"))),
            ),
            (
                ben,
                view("/de/services", Some("https://www.linkedin.com/feed/")),
            ),
            (
                ben,
                view("/de/contact", Some(&format!("{SITE}/de/services"))),
            ),
            (chloe, view("/ja", None)),
            (
                ana,
                json!({ "name": "cta-hero", "url": format!("{SITE}/"), "referrer": null }),
            ),
            (
                ben,
                json!({ "name": "language-switch", "url": format!("{SITE}/services"), "props": { "lang": "de" } }),
            ),
        ];
        for (who, body) in &accepted {
            assert_eq!(
                send(&server, *who, body, &[]).await,
                StatusCode::ACCEPTED,
                "{body}"
            );
        }
        // Answered like any other event, never counted.
        let quiet = Visitor {
            ip: "192.0.2.50",
            agent: CHROME,
        };
        for (who, extra) in [
            (
                Visitor {
                    ip: "192.0.2.60",
                    agent: GOOGLEBOT,
                },
                &[][..],
            ),
            (
                Visitor {
                    ip: "192.0.2.61",
                    agent: HEADLESS,
                },
                &[][..],
            ),
            (quiet, &[("sec-gpc", "1")][..]),
            (quiet, &[("dnt", "1")][..]),
        ] {
            assert_eq!(
                send(&server, who, &view("/", None), extra).await,
                StatusCode::ACCEPTED
            );
        }
        // A plain GET of a page is not a view: only the script counts.
        let page = client().get(server.url("/")).send().await.expect("GET /");
        assert!(page.status().is_success());

        let report = stats_with(&db, 6).await;
        assert_eq!(report["pageviews"], 6, "{backend:?}: {report:#}");
        assert_eq!(
            report["visitors"], 3,
            "{backend:?}: ana (two addresses of one /24), ben, chloe"
        );
        assert_eq!(
            row(&report, "sources", "newsletter")["visitors"],
            1,
            "{report:#}"
        );
        assert_eq!(row(&report, "sources", "linkedin.com")["visitors"], 1);
        assert_eq!(row(&report, "sources", "(direct)")["visitors"], 1, "chloe");
        assert_eq!(row(&report, "campaigns", "winter")["visitors"], 1);
        assert_eq!(row(&report, "landing_pages", "/")["visitors"], 1);
        assert_eq!(row(&report, "landing_pages", "/de/services")["visitors"], 1);
        assert_eq!(row(&report, "pages", "/services/cloud")["views"], 1);
        assert_eq!(row(&report, "languages", "de")["views"], 2);
        assert_eq!(row(&report, "languages", "ja")["views"], 1);
        assert_eq!(row(&report, "languages", "en")["views"], 3);
        assert_eq!(row(&report, "devices", "desktop")["views"], 5);
        assert_eq!(row(&report, "devices", "phone")["views"], 1);
        assert_eq!(row(&report, "browsers", "Firefox")["visitors"], 1);
        assert_eq!(row(&report, "systems", "iOS")["visitors"], 1);
        assert_eq!(row(&report, "goals", "cta-hero")["views"], 1);
        assert_eq!(row(&report, "goals", "language-switch")["views"], 1);

        // The stored path keeps the campaign parameters only.
        let queries = sql_rows(
            &db,
            "SELECT query FROM analytics_events WHERE query IS NOT NULL",
        )
        .await;
        assert_eq!(
            queries,
            ["utm_source=newsletter&utm_medium=email&utm_campaign=winter"]
        );
        let dump = whole_database(&db).await;
        for secret in [
            "203.0.113",
            "198.51.100",
            "2001:db8",
            "Mozilla",
            "Chrome/131",
            "Firefox/133",
            "a@b.example",
        ] {
            assert!(
                !dump.contains(secret),
                "{backend:?}: {secret:?} stored:\n{dump}"
            );
        }
        assert!(dump.contains("analytics_salts"), "{dump}");
    }
}

#[tokio::test]
async fn bodies_the_site_never_sends_are_refused_with_their_reason_and_nothing_is_stored() {
    let db = Database::new(Backend::Sqlite, "analytics-refused");
    let server = Server::start(counting(&db));
    let who = Visitor {
        ip: "203.0.113.7",
        agent: CHROME,
    };
    let post = |content_type: &'static str, origin: &'static str, body: String| {
        client()
            .post(server.url("/api/event"))
            .header("origin", origin)
            .header("content-type", content_type)
            .header("user-agent", who.agent)
            .body(body)
            .send()
    };
    let cases = [
        (
            "text/plain",
            SITE,
            "{\"name\":".to_owned(),
            400,
            "malformed_json",
        ),
        (
            "text/plain",
            SITE,
            json!({ "name": "purchase", "url": format!("{SITE}/") }).to_string(),
            400,
            "unknown_event",
        ),
        (
            "text/plain",
            SITE,
            json!({ "name": "pageview", "url": "https://evil.example/" }).to_string(),
            400,
            "foreign_url",
        ),
        (
            "text/plain",
            SITE,
            json!({ "name": "pageview", "url": format!("{SITE}/"), "extra": 1 }).to_string(),
            400,
            "malformed_json",
        ),
        (
            "text/html",
            SITE,
            view("/", None).to_string(),
            415,
            "unsupported_media_type",
        ),
        (
            "text/plain",
            "https://evil.example",
            view("/", None).to_string(),
            403,
            "foreign_origin",
        ),
        (
            "text/plain",
            SITE,
            json!({ "name": "pageview", "url": format!("{SITE}/?q={}", "x".repeat(5000)) })
                .to_string(),
            413,
            "payload_too_large",
        ),
    ];
    for (content_type, origin, body, status, code) in cases {
        let response = post(content_type, origin, body).await.expect("POST");
        assert_eq!(response.status().as_u16(), status, "{code}");
        let answer: Value = response.json().await.expect("JSON error");
        assert_eq!(answer["error"], code);
    }
    let team = client()
        .get(server.url("/api/team/stats"))
        .send()
        .await
        .expect("GET");
    assert_eq!(
        team.status(),
        StatusCode::UNAUTHORIZED,
        "no team session yet"
    );
    assert_eq!(
        team.headers().get("cache-control").map(|v| v.as_bytes()),
        Some(&b"no-store"[..])
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let stored = sql_rows(&db, "SELECT CAST(COUNT(*) AS TEXT) FROM analytics_events").await;
    assert_eq!(stored, ["0"]);
}

#[tokio::test]
async fn old_salts_are_deleted_and_finished_days_become_kept_totals() {
    for backend in backends() {
        let db = Database::new(backend, "analytics-days");
        // Started once so the tables exist; then an old salt and two finished days of events
        // are planted as if the server had counted them then.
        drop(Server::start(counting(&db)));
        let today = time::OffsetDateTime::now_utc().date();
        let day = |back: i64| {
            let d = today - time::Duration::days(back);
            format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
        };
        let at = |back: i64| {
            (time::OffsetDateTime::now_utc() - time::Duration::days(back)).unix_timestamp() * 1000
        };
        let mut plant = vec![
            format!(
                "INSERT INTO analytics_salts (day, salt) VALUES ('{}', 'old')",
                day(3)
            ),
            format!(
                "INSERT INTO analytics_salts (day, salt) VALUES ('{}', 'yesterday')",
                day(1)
            ),
        ];
        for (back, visitor, path, source) in [
            (2, 11, "/", "'newsletter'"),
            (2, 11, "/services", "NULL"),
            (2, 12, "/careers", "NULL"),
            (1, 13, "/", "'linkedin.com'"),
            (200, 14, "/", "NULL"),
        ] {
            plant.push(format!(
                "INSERT INTO analytics_events (created_at, day, name, path, language, source, \
                 browser, os, device, visitor) VALUES ({}, '{}', 'pageview', '{path}', 'en', \
                 {source}, 'Chrome', 'Windows', 'desktop', {visitor})",
                at(back),
                day(back)
            ));
        }
        // The first start ran the cluster's roll-up for the hour: forget it, so this start's is due.
        plant.push("DELETE FROM chores".to_owned());
        for statement in &plant {
            sql_rows(&db, statement).await;
        }
        let server = Server::start(counting(&db));
        // The start's sweep: days rolled up, raw events past 90 days gone, old salts gone.
        let deadline = Instant::now() + Duration::from_secs(10);
        while !server.log_text().contains("analytics swept") && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let salts = sql_rows(&db, "SELECT day FROM analytics_salts ORDER BY day").await;
        assert_eq!(
            salts,
            [day(1)],
            "{backend:?}: only yesterday's salt is left"
        );
        let old = sql_rows(
            &db,
            &format!(
                "SELECT day FROM analytics_events WHERE day = '{}'",
                day(200)
            ),
        )
        .await;
        assert!(
            old.is_empty(),
            "{backend:?}: raw events past retention deleted"
        );
        let rolled = sql_rows(
            &db,
            &format!(
                "SELECT value || '=' || CAST(views AS TEXT) || '/' || CAST(visitors AS TEXT) \
                 FROM analytics_daily WHERE day = '{}' AND dimension IN ('total', 'source') \
                 ORDER BY dimension, value",
                day(2)
            ),
        )
        .await;
        assert_eq!(
            rolled,
            ["(direct)=1/1", "newsletter=1/1", "=3/2"],
            "{backend:?}: the day before yesterday's totals"
        );
        let report = stats(&db);
        assert_eq!(report["pageviews"], 4, "{backend:?}: {report:#}");
        assert_eq!(report["visitors"], 3);
        assert_eq!(row(&report, "sources", "linkedin.com")["visitors"], 1);
        // A second report reads the same kept totals (a day is rolled up once).
        assert_eq!(stats(&db)["pageviews"], 4);
    }
}

#[tokio::test]
async fn an_enquiry_carries_its_visits_first_touch_into_the_sales_email() {
    for backend in backends() {
        let db = Database::new(backend, "analytics-attribution");
        let smtp = free_port();
        let mail = Inbox::default();
        let smtp_task = smtp_server(smtp, mail.clone()).await;
        let server = Server::start(
            counting(&db)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env("DELIVERY_RETRY_BASE_MS", "100"),
        );
        let dana = Visitor {
            ip: "203.0.113.40",
            agent: FIREFOX,
        };
        for body in [
            view(
                "/services/data-analytics?utm_source=linkedin&utm_campaign=ai-day-2026",
                Some("https://www.linkedin.com/"),
            ),
            view("/resources/case-studies", Some(SITE)),
            view("/contact", Some(SITE)),
        ] {
            assert_eq!(send(&server, dana, &body, &[]).await, StatusCode::ACCEPTED);
        }
        stats_with(&db, 3).await;
        let enquire = |who: Visitor, referer: &'static str| {
            client()
                .post(server.url("/api/enquiries"))
                .header("origin", SITE)
                .header("user-agent", who.agent)
                .header("x-forwarded-for", who.ip)
                .header("referer", referer)
                .json(&valid_enquiry())
                .send()
        };
        let response = enquire(dana, "https://www.kaveri-digital.example/contact")
            .await
            .expect("POST");
        assert_eq!(response.status(), StatusCode::CREATED);
        // Another visitor whose views were never counted (a blocked script): the form's page.
        let eli = Visitor {
            ip: "198.51.100.77",
            agent: CHROME,
        };
        let response = enquire(
            eli,
            "https://www.kaveri-digital.example/de/contact?utm_source=newsletter",
        )
        .await
        .expect("POST");
        assert_eq!(response.status(), StatusCode::CREATED);

        let stored = exported(&db.url);
        assert_eq!(stored.len(), 2);
        assert_eq!(stored[0]["sourceKind"], "visit", "{backend:?}: {stored:#?}");
        assert_eq!(stored[0]["source"], "linkedin");
        assert_eq!(stored[0]["sourceCampaign"], "ai-day-2026");
        assert_eq!(stored[0]["sourceLanding"], "/services/data-analytics");
        assert_eq!(stored[0]["sourceLanguage"], "en");
        assert_eq!(stored[1]["sourceKind"], "request");
        assert_eq!(stored[1]["source"], "newsletter");
        assert_eq!(stored[1]["sourceLanding"], "/de/contact");
        assert_eq!(stored[1]["sourceLanguage"], "de");
        let dump = whole_database(&db).await;
        let salt = sql_rows(&db, "SELECT salt FROM analytics_salts").await;
        assert!(!salt.is_empty());

        let deadline = Instant::now() + Duration::from_secs(15);
        while mail.len() < 2 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        // Quoted-printable soft line breaks undone: the lines as the team's mail program shows them.
        let messages = mail
            .items()
            .join("\n")
            .replace("=\r\n", "")
            .replace("=\n", "");
        assert!(
            messages.contains(
                "Source:       from: linkedin / campaign ai-day-2026, landed on /services/data-analytics"
            ),
            "{backend:?}: {messages}"
        );
        assert!(
            messages.contains("from: newsletter, landed on /de/contact (the form's page"),
            "{messages}"
        );
        // The conversion is counted by the server, by source and by landing page.
        let report = stats(&db);
        assert_eq!(report["enquiries"], 2, "{report:#}");
        let linkedin = report["conversion_by_source"]
            .as_array()
            .and_then(|rows| rows.iter().find(|r| r["value"] == "linkedin"))
            .cloned()
            .unwrap_or_default();
        assert_eq!(linkedin["visits"], 1, "{report:#}");
        assert_eq!(linkedin["enquiries"], 1);
        assert_eq!(linkedin["rate"], 100.0);
        // The visitor key is never stored with the lead.
        let keys = sql_rows(&db, "SELECT CAST(visitor AS TEXT) FROM analytics_events").await;
        let enquiries: Vec<&str> = dump
            .lines()
            .filter(|l| l.starts_with("enquiries: "))
            .collect();
        assert_eq!(
            enquiries.len(),
            2,
            "every enquiry row is read: {enquiries:?}"
        );
        for key in keys {
            for row in &enquiries {
                assert!(
                    !row.contains(&key),
                    "visitor key stored with the lead: {row}"
                );
            }
        }
        smtp_task.abort();
    }
}

#[tokio::test]
async fn twenty_thousand_events_at_concurrency_fifty_are_all_stored_and_a_full_queue_drops_and_counts()
 {
    for backend in backends() {
        let db = Database::new(backend, "analytics-load");
        let server = Server::start(counting(&db));
        let sent = flood(&server, 20_000, 50).await;
        assert_eq!(sent, 20_000, "{backend:?}: every event answered 202");
        let report = stats_with(&db, 20_000).await;
        assert_eq!(
            report["pageviews"], 20_000,
            "{backend:?}: none lost below the queue's capacity"
        );
        drop(server);

        // A queue of 10 in front of the same database: events beyond it are dropped, counted.
        let db = Database::new(backend, "analytics-full");
        let server = Server::start(counting(&db).env("ANALYTICS_QUEUE", "10"));
        flood(&server, 3_000, 50).await;
        let mut server = server;
        server.terminate();
        let log = server.log_text();
        let stopped = log
            .lines()
            .find(|l| l.contains("analytics writer stopped"))
            .unwrap_or_default()
            .to_owned();
        let number = |field: &str| -> i64 {
            let at = stopped
                .find(&format!("\"{field}\":"))
                .map(|i| i + field.len() + 3);
            at.and_then(|i| {
                stopped[i..]
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .collect::<String>()
                    .parse()
                    .ok()
            })
            .unwrap_or(-1)
        };
        let (written, dropped) = (number("written"), number("dropped"));
        assert!(
            dropped > 0,
            "{backend:?}: a queue of 10 overflows: {stopped}"
        );
        assert_eq!(
            written + dropped,
            3_000,
            "{backend:?}: every event stored or counted: {stopped}"
        );
        assert_eq!(stats(&db)["pageviews"], written);
    }
}

/// Sends `count` page views from as many visitors, `concurrency` at a time; the number
/// answered 202.
async fn flood(server: &Server, count: usize, concurrency: usize) -> usize {
    use futures_util::StreamExt as _;
    let http = client();
    let url = server.url("/api/event");
    futures_util::stream::iter(0..count)
        .map(|n| {
            let http = http.clone();
            let url = url.clone();
            async move {
                let ip = format!("10.{}.{}.1", (n / 250) % 250, n % 250);
                http.post(url)
                    .header("origin", SITE)
                    .header("content-type", "text/plain")
                    .header("user-agent", CHROME)
                    .header("x-forwarded-for", ip)
                    .body(view(&format!("/p/{}", n % 40), None).to_string())
                    .send()
                    .await
                    .is_ok_and(|r| r.status() == StatusCode::ACCEPTED)
            }
        })
        .buffer_unordered(concurrency)
        .filter(|ok| std::future::ready(*ok))
        .count()
        .await
}

#[tokio::test]
async fn kill_9_mid_ingest_loses_at_most_the_batch_being_gathered() {
    for backend in backends() {
        let db = Database::new(backend, "analytics-kill");
        let mut server = Server::start(counting(&db));
        let answered = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counter = answered.clone();
        let url = server.url("/api/event");
        let sender = tokio::spawn(async move {
            let http = client();
            for n in 0.. {
                let ok = http
                    .post(&url)
                    .header("origin", SITE)
                    .header("content-type", "text/plain")
                    .header("user-agent", CHROME)
                    .header("x-forwarded-for", format!("10.0.{}.1", n % 250))
                    .body(view("/", None).to_string())
                    .send()
                    .await
                    .is_ok_and(|r| r.status() == StatusCode::ACCEPTED);
                if !ok {
                    break;
                }
                counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                // At most 500 a second, a pace the writer keeps up with on a busy machine (and
                // far above the site's traffic): what is lost is then the batch being gathered,
                // not a backlog. Throughput is the 20,000-event test's concern.
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
        });
        tokio::time::sleep(Duration::from_millis(1500)).await;
        // What was answered a second before the kill had a full gathering window to be stored.
        let answered_before = answered.load(std::sync::atomic::Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(1000)).await;
        server.kill_hard();
        let _ = sender.await;
        let total = answered.load(std::sync::atomic::Ordering::SeqCst);
        assert!(
            answered_before > 50,
            "the test sent events: {answered_before}"
        );
        // The database opens and migrates again, and serves.
        let server = Server::start(counting(&db));
        if backend == Backend::Sqlite {
            assert_eq!(sql_rows(&db, "PRAGMA integrity_check").await, ["ok"]);
        }
        let stored: usize = sql_rows(&db, "SELECT CAST(COUNT(*) AS TEXT) FROM analytics_events")
            .await
            .first()
            .and_then(|n| n.parse().ok())
            .unwrap_or_default();
        assert!(
            stored >= answered_before && stored <= total,
            "{backend:?}: stored {stored}, answered {answered_before} a second before the kill and {total} in all"
        );
        drop(server);
    }
}

#[tokio::test]
async fn two_instances_on_one_postgresql_count_one_site() {
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let db = Database::new(Backend::Postgres, "analytics-instances");
    let first = Server::start(counting(&db));
    let second = Server::start(counting(&db));
    let fay = Visitor {
        ip: "203.0.113.80",
        agent: FIREFOX,
    };
    // One visitor whose views land on either instance, as behind a load balancer.
    for (n, server) in [&first, &second, &first, &second].into_iter().enumerate() {
        let body = view(&format!("/page-{n}"), None);
        assert_eq!(send(server, fay, &body, &[]).await, StatusCode::ACCEPTED);
    }
    let report = stats_with(&db, 4).await;
    assert_eq!(report["pageviews"], 4, "{report:#}");
    assert_eq!(
        report["visitors"], 1,
        "one salt for the day, shared: {report:#}"
    );
    let salts = sql_rows(&db, "SELECT day FROM analytics_salts").await;
    assert_eq!(salts.len(), 1);
}
