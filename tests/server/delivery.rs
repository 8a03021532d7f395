//! Delivery through the outbox to a real local SMTP server and webhook receiver: both down at
//! first, the server restarted, then both up: every unflagged enquiry arrives exactly once.

use crate::support;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::receivers::{Inbox, smtp_server, webhook_server};
use support::{
    Backend, Database, Server, ServerOptions, backends, client, free_port, valid_enquiry,
};

const SECRET: &str = "test-webhook-secret";

fn delivering<'a>(db: &'a Database, smtp: u16, hook: u16) -> ServerOptions<'a> {
    ServerOptions::new(&db.url)
        .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
        .env(
            "ENQUIRY_WEBHOOK_URL",
            format!("http://127.0.0.1:{hook}/hook"),
        )
        .env("WEBHOOK_SECRET", SECRET)
        .env("DELIVERY_RETRY_BASE_MS", "100")
        .env("DELIVERY_RETRY_MAX_MS", "400")
}

async fn submit(server: &Server, count: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for n in 0..count {
        let mut body = valid_enquiry();
        body["firstName"] = json!(format!("Visitor{n}"));
        // Every other enquiry comes from the German form; the team reads its language.
        if n % 2 == 1 {
            body["language"] = json!("de");
        }
        let response = client()
            .post(server.url("/api/enquiries"))
            .json(&body)
            .send()
            .await
            .expect("post");
        assert_eq!(response.status(), 201);
        ids.push(
            response.json::<Value>().await.expect("json")["id"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    ids
}

/// How many times each enquiry id arrived by e-mail (from the Message-ID) and by webhook.
fn arrivals(mail: &Inbox, hooks: &Inbox) -> (BTreeMap<String, usize>, BTreeMap<String, usize>) {
    let mut by_mail = BTreeMap::new();
    for message in mail.items() {
        let id = message
            .lines()
            .find_map(|l| l.strip_prefix("Message-ID: <"))
            .and_then(|l| l.split('@').next())
            .unwrap_or("?")
            .to_owned();
        assert!(
            message.contains("Language:     English (en)")
                || message.contains("Language:     German (de)"),
            "the e-mail names the form's language: {message}"
        );
        *by_mail.entry(id).or_insert(0) += 1;
    }
    let mut by_hook = BTreeMap::new();
    for hook in hooks.items() {
        let mut parts = hook.splitn(3, ' ');
        let id = parts.next().unwrap_or("?").to_owned();
        assert_eq!(
            parts.next(),
            Some("true"),
            "webhook signature must verify: {hook}"
        );
        let body: Value = serde_json::from_str(parts.next().unwrap_or("{}")).unwrap_or_default();
        assert_eq!(body["enquiry"]["id"], id.as_str());
        let language = body["enquiry"]["language"].as_str().unwrap_or_default();
        let name = match language {
            "de" => "German (de)",
            _ => "English (en)",
        };
        assert_eq!(body["enquiry"]["languageName"], name, "{hook}");
        *by_hook.entry(id).or_insert(0) += 1;
    }
    (by_mail, by_hook)
}

async fn wait_for(mail: &Inbox, hooks: &Inbox, expected: usize, limit: Duration) {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline && (mail.len() < expected || hooks.len() < expected) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Anything delivered twice would show up now.
    tokio::time::sleep(Duration::from_millis(800)).await;
}

#[tokio::test]
async fn deliveries_survive_an_outage_and_a_restart_and_arrive_exactly_once() {
    for backend in backends() {
        let db = Database::new(backend, "delivery");
        let (smtp, hook) = (free_port(), free_port());
        let mut server = Server::start(delivering(&db, smtp, hook));
        let ids = submit(&server, 8).await;
        let mut bot = valid_enquiry();
        bot["website"] = json!("filled by a bot");
        let flagged = client()
            .post(server.url("/api/enquiries"))
            .json(&bot)
            .send()
            .await
            .expect("post");
        assert_eq!(flagged.status(), 201);
        // Both receivers are down: attempts fail and are rescheduled.
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert!(
            server.log_text().contains("delivery failed; will retry"),
            "{backend:?}"
        );
        assert!(server.terminate().success(), "graceful stop");

        let (mail, hooks) = (Inbox::default(), Inbox::default());
        let smtp_task = smtp_server(smtp, mail.clone()).await;
        let hook_task = webhook_server(hook, SECRET, hooks.clone()).await;
        let server = Server::start(delivering(&db, smtp, hook));
        wait_for(&mail, &hooks, ids.len(), Duration::from_secs(30)).await;

        let (by_mail, by_hook) = arrivals(&mail, &hooks);
        let expected: BTreeMap<String, usize> = ids.iter().map(|id| (id.clone(), 1)).collect();
        assert_eq!(by_mail, expected, "{backend:?}: e-mails");
        assert_eq!(by_hook, expected, "{backend:?}: webhooks");
        let first = mail
            .items()
            .into_iter()
            .find(|m| m.contains("Visitor0"))
            .unwrap_or_default();
        assert!(
            first.contains("Subject: New enquiry from Visitor0 Rao"),
            "{first}"
        );
        assert!(first.contains("Reply-To: "), "{first}");
        drop(server);
        smtp_task.abort();
        hook_task.abort();
    }
}

#[tokio::test]
async fn two_instances_on_one_postgresql_deliver_each_enquiry_once() {
    if !backends().contains(&Backend::Postgres) {
        eprintln!("skipped: needs PostgreSQL (TEST_DATABASE_URL)");
        return;
    }
    let db = Database::new(Backend::Postgres, "two-instances");
    let (smtp, hook) = (free_port(), free_port());
    let (mail, hooks) = (Inbox::default(), Inbox::default());
    let smtp_task = smtp_server(smtp, mail.clone()).await;
    let hook_task = webhook_server(hook, SECRET, hooks.clone()).await;
    let first = Server::start(delivering(&db, smtp, hook));
    let second = Server::start(delivering(&db, smtp, hook));
    let mut ids = Vec::new();
    for round in 0..10 {
        ids.extend(submit(if round % 2 == 0 { &first } else { &second }, 3).await);
    }
    wait_for(&mail, &hooks, ids.len(), Duration::from_secs(30)).await;
    let (by_mail, by_hook) = arrivals(&mail, &hooks);
    let expected: BTreeMap<String, usize> = ids.iter().map(|id| (id.clone(), 1)).collect();
    assert_eq!(by_mail, expected, "e-mails");
    assert_eq!(by_hook, expected, "webhooks");
    smtp_task.abort();
    hook_task.abort();
}
