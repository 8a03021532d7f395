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

/// Each message accepted only after this: longer than the lease the servers below hold.
const SLOW_RELAY: Duration = Duration::from_millis(1_000);

fn leasing<'a>(db: &'a Database, smtp: u16, hook: u16) -> ServerOptions<'a> {
    delivering(db, smtp, hook)
        .env("DELIVERY_LEASE_MS", "600")
        .env("DELIVERY_WORKERS", "3")
}

#[tokio::test]
async fn a_relay_slower_than_the_lease_gets_each_enquiry_once_from_every_replica() {
    for backend in backends() {
        let db = Database::new(backend, "slow-relay");
        let (smtp, hook) = (free_port(), free_port());
        let (mail, hooks) = (Inbox::default(), Inbox::default());
        let smtp_task = support::receivers::slow_smtp_server(smtp, mail.clone(), SLOW_RELAY).await;
        let hook_task = webhook_server(hook, SECRET, hooks.clone()).await;
        // SQLite is one instance's database; PostgreSQL is shared by two replicas.
        let first = Server::start(leasing(&db, smtp, hook));
        let second =
            (backend == Backend::Postgres).then(|| Server::start(leasing(&db, smtp, hook)));
        let mut ids = submit(&first, 6).await;
        ids.extend(submit(second.as_ref().unwrap_or(&first), 6).await);
        wait_for(&mail, &hooks, ids.len(), Duration::from_secs(40)).await;
        // A claim taken over halfway would be sent again now.
        tokio::time::sleep(SLOW_RELAY * 2).await;
        let (by_mail, by_hook) = arrivals(&mail, &hooks);
        let expected: BTreeMap<String, usize> = ids.iter().map(|id| (id.clone(), 1)).collect();
        assert_eq!(by_mail, expected, "{backend:?}: each e-mailed once");
        assert_eq!(by_hook, expected, "{backend:?}: each webhook once");
        smtp_task.abort();
        hook_task.abort();
    }
}

fn undelivered(db: &Database, dead: bool) -> Vec<Value> {
    let mut args = vec!["deliveries", "list", "--json"];
    if dead {
        args.push("--dead");
    }
    let rows = support::cli_json(&args, &db.url);
    serde_json::from_value(rows).expect("a JSON array")
}

#[tokio::test]
async fn a_delivery_out_of_attempts_is_dead_until_an_operator_retries_it() {
    for backend in backends() {
        let db = Database::new(backend, "dead-delivery");
        let smtp = free_port();
        let options = || {
            ServerOptions::new(&db.url)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env("DELIVERY_RETRY_BASE_MS", "50")
                .env("DELIVERY_RETRY_MAX_MS", "50")
                .env("DELIVERY_MAX_ATTEMPTS", "3")
        };
        // The relay is down: three attempts, then the delivery is dead.
        let mut server = Server::start(options());
        let id = submit(&server, 1).await.remove(0);
        let deadline = Instant::now() + Duration::from_secs(15);
        while undelivered(&db, true).is_empty() && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let dead = undelivered(&db, true);
        assert_eq!(dead.len(), 1, "{backend:?}: one dead delivery: {dead:?}");
        let row = &dead[0];
        assert_eq!(row["outbox"], "enquiry");
        assert_eq!(row["delivery"]["subjectId"], id.as_str());
        assert_eq!(row["delivery"]["attempts"], 3, "{backend:?}: {row}");
        assert!(row["delivery"]["deadAt"].is_i64());
        assert!(
            server
                .log_text()
                .contains("delivery failed for the last time"),
            "{backend:?}: the log says so"
        );
        assert!(server.terminate().success());

        // The relay is back, but a dead delivery is not tried again by itself...
        let mail = Inbox::default();
        let smtp_task = smtp_server(smtp, mail.clone()).await;
        let server = Server::start(options());
        tokio::time::sleep(Duration::from_millis(1_000)).await;
        assert_eq!(mail.len(), 0, "{backend:?}: a dead delivery stays dead");

        // ...until it is retried: then it goes out once.
        let delivery = row["delivery"]["id"].as_i64().expect("an id").to_string();
        let retry = std::process::Command::new(support::BINARY)
            .args(["deliveries", "retry", "enquiry", &delivery])
            .env("DATABASE_URL", &db.url)
            .output()
            .expect("runs");
        assert!(retry.status.success(), "{backend:?}: {retry:?}");
        let deadline = Instant::now() + Duration::from_secs(10);
        while mail.len() == 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(mail.len(), 1, "{backend:?}: delivered once after the retry");
        assert!(undelivered(&db, false).is_empty(), "{backend:?}");
        let again = std::process::Command::new(support::BINARY)
            .args(["deliveries", "retry", "enquiry", &delivery])
            .env("DATABASE_URL", &db.url)
            .output()
            .expect("runs");
        assert!(
            !again.status.success(),
            "{backend:?}: nothing dead to retry"
        );
        assert!(
            String::from_utf8_lossy(&again.stderr).contains("no dead enquiry delivery has id"),
            "{again:?}"
        );
        drop(server);
        smtp_task.abort();
    }
}

#[tokio::test]
async fn a_send_cut_off_by_shutdown_is_given_back_and_sent_by_the_next_instance_at_once() {
    for backend in backends() {
        let db = Database::new(backend, "released");
        let (stuck, working) = (free_port(), free_port());
        let (never, mail) = (Inbox::default(), Inbox::default());
        // A relay that takes a minute: the send is still running at the shutdown deadline.
        let stuck_task =
            support::receivers::slow_smtp_server(stuck, never.clone(), Duration::from_secs(60))
                .await;
        let working_task = smtp_server(working, mail.clone()).await;
        let options = |smtp: u16| {
            ServerOptions::new(&db.url)
                .env("SMTP_URL", format!("smtp://127.0.0.1:{smtp}"))
                .env("SHUTDOWN_TIMEOUT_MS", "500")
        };
        let mut server = Server::start(options(stuck));
        submit(&server, 1).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert!(server.terminate().success(), "{backend:?}: a clean exit");
        assert!(
            server
                .log_text()
                .contains("delivery released for another instance"),
            "{backend:?}: {}",
            server.log_text()
        );
        // The 30-second lease would otherwise hold it back.
        let _next = Server::start(options(working));
        let deadline = Instant::now() + Duration::from_secs(5);
        while mail.len() == 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            mail.len(),
            1,
            "{backend:?}: sent at once by the next instance"
        );
        stuck_task.abort();
        working_task.abort();
    }
}
