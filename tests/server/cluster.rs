//! The site as several replicas run it (docs/deployment.md): two replicas of the release binary
//! behind Debian's nginx, configured from `deploy/nginx/` as `scripts/cluster.sh` and
//! `compose.yaml` configure it, on one PostgreSQL database and one S3 bucket (moto), e-mailing
//! through an SMTP server that takes longer to accept a message than a delivery's claim lasts. 200
//! enquiries and 20 applications with CVs go in through nginx in waves of 20 over about 16 s,
//! each sent again with its Idempotency-Key when it fails as a browser's would be, while one
//! replica is killed with SIGKILL and started again. Then nothing is lost or stored twice, each
//! lead is e-mailed once (a repeat only for a send the kill cut off, with the same Message-ID), and
//! each CV is in the bucket once.
//!
//! Needs nginx, PostgreSQL (`TEST_DATABASE_URL`, from scripts/with-postgres.sh) and moto
//! (`MOTO_SERVER`), as `make test-rust` provides; skipped without them, failed under `CI=true`.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;
use support::applications::{self, pdf, sha256};
use support::moto::Moto;
use support::nginx::{self, Nginx};
use support::receivers::{Inbox, slow_smtp_server};
use support::{Backend, Database, Server, ServerOptions, client, export_json, free_port};

const ENQUIRIES: usize = 200;
const APPLICATIONS: usize = 20;
/// Every 11th lead is an application: 20 of 220.
const APPLICATION_EVERY: usize = 11;
const CONCURRENCY: usize = 20;
/// The leads go in waves of CONCURRENCY, one every WAVE_INTERVAL (about 16 s in all): the kill
/// comes just after a wave is sent, so requests are in flight, and traffic goes on past the
/// restart and nginx's return to the restarted replica (it leaves a failed one out for 5 s).
const WAVE_INTERVAL: Duration = Duration::from_millis(1_500);
const KILL_AFTER_WAVE: Duration = Duration::from_millis(5);
/// Deliveries each replica sends at once: also the most repeats the kill may cause, the sends
/// the killed replica had in flight.
const DELIVERY_WORKERS: usize = 4;
const DELIVERY_LEASE_MS: u64 = 1_200;
/// Longer than the lease: only the lease's renewal during a send keeps another worker from
/// taking the delivery and e-mailing the lead a second time.
const SMTP_DATA_DELAY: Duration = Duration::from_millis(1_500);
const CV_BYTES: usize = 100_000;
const BUCKET: &str = "kaveri-cluster";
const PREFIX: &str = "site";
/// A lead's tries, as a visitor pressing Send again would make them.
const MAX_ATTEMPTS: u32 = 20;
const RETRY_PAUSE: Duration = Duration::from_millis(250);
const SENDING_DEADLINE: Duration = Duration::from_secs(60);
const DELIVERY_DEADLINE: Duration = Duration::from_secs(90);
/// The mailbox has stopped growing when nothing came for this long: past a lease and a send, so
/// a repeat of a lapsed claim would have arrived.
const QUIET: Duration = Duration::from_secs(5);

/// nginx and moto, when this run has them. PostgreSQL is `TEST_DATABASE_URL`.
struct Parts {
    nginx: PathBuf,
    moto: String,
}

/// `None` (the test is skipped, with a note) when a part is missing outside CI.
fn parts() -> Option<Parts> {
    let nginx = nginx::binary();
    let moto = std::env::var("MOTO_SERVER").ok().filter(|m| !m.is_empty());
    let postgres = std::env::var("TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty());
    let mut missing = Vec::new();
    if nginx.is_none() {
        missing.push("nginx (apt-get install nginx-light)");
    }
    if !postgres {
        missing.push("TEST_DATABASE_URL (run through scripts/with-postgres.sh)");
    }
    if moto.is_none() {
        missing.push("MOTO_SERVER (MOTO_SERVER=$(scripts/moto-server.sh))");
    }
    match (nginx, moto) {
        (Some(nginx), Some(moto)) if postgres => Some(Parts { nginx, moto }),
        _ => {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI=true but the cluster test lacks: {}",
                missing.join(", ")
            );
            eprintln!(
                "note: cluster test skipped, missing: {}",
                missing.join(", ")
            );
            None
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Enquiry,
    Application,
}

/// One visitor's submission.
#[derive(Clone, Copy, Debug)]
struct Lead {
    n: usize,
    kind: Kind,
}

impl Lead {
    fn all() -> Vec<Lead> {
        (0..ENQUIRIES + APPLICATIONS)
            .map(|n| Lead {
                n,
                kind: if n % APPLICATION_EVERY == APPLICATION_EVERY - 1 {
                    Kind::Application
                } else {
                    Kind::Enquiry
                },
            })
            .collect()
    }

    fn key(&self) -> String {
        format!("cluster-{:?}-{:04}", self.kind, self.n)
    }

    /// Each lead's own address: how its rows and e-mails are told apart.
    fn email(&self) -> String {
        match self.kind {
            Kind::Enquiry => format!("lead{}@company.example", self.n),
            // As applications::valid_fields writes it.
            Kind::Application => format!("meera.iyer{}@example.com", self.n),
        }
    }

    fn cv(&self) -> Vec<u8> {
        pdf(CV_BYTES, self.n as u64)
    }

    fn request(&self, client: &reqwest::Client, site: &str) -> reqwest::RequestBuilder {
        let request = match self.kind {
            Kind::Enquiry => {
                let mut body = support::valid_enquiry();
                body["email"] = Value::from(self.email());
                body["lastName"] = Value::from(format!("Rao {}", self.n));
                client
                    .post(format!("{site}/api/enquiries"))
                    .header("content-type", "application/json")
                    .body(body.to_string())
            }
            Kind::Application => client
                .post(format!("{site}/api/applications"))
                .header("content-type", applications::content_type())
                .body(applications::application(
                    self.n,
                    self.cv(),
                    &format!("cv-{}.pdf", self.n),
                )),
        };
        request
            .header("accept", "application/json")
            .header("idempotency-key", self.key())
    }
}

/// How a lead's sending ended.
#[derive(Debug)]
enum Outcome {
    Stored { id: String },
    Refused { status: u16, body: String },
    GaveUp { attempts: u32, last: String },
}

/// Counts shared by the senders and the test.
#[derive(Default)]
struct Tally {
    stored: AtomicUsize,
    retried: AtomicUsize,
}

/// Sends the lead until it is stored: a failed connection or a 502, 503 or 504 is sent again
/// with the same Idempotency-Key, up to MAX_ATTEMPTS tries and SENDING_DEADLINE.
async fn send(client: reqwest::Client, site: String, lead: Lead, tally: Arc<Tally>) -> Outcome {
    let deadline = Instant::now() + SENDING_DEADLINE;
    let mut attempts = 0;
    loop {
        attempts += 1;
        let failure = match lead.request(&client, &site).send().await {
            Ok(response) if response.status().is_success() => {
                let body: Value = response.json().await.unwrap_or_default();
                tally.stored.fetch_add(1, Ordering::SeqCst);
                return Outcome::Stored {
                    id: body["id"].as_str().unwrap_or_default().to_owned(),
                };
            }
            Ok(response) if [502, 503, 504].contains(&response.status().as_u16()) => {
                format!("{}", response.status())
            }
            Ok(response) => {
                return Outcome::Refused {
                    status: response.status().as_u16(),
                    body: response.text().await.unwrap_or_default(),
                };
            }
            Err(error) => format!("{error}"),
        };
        if attempts >= MAX_ATTEMPTS || Instant::now() >= deadline {
            return Outcome::GaveUp {
                attempts,
                last: failure,
            };
        }
        tally.retried.fetch_add(1, Ordering::SeqCst);
        tokio::time::sleep(RETRY_PAUSE).await;
    }
}

/// When wave `wave` is sent.
fn wave_time(sending: Instant, wave: usize) -> tokio::time::Instant {
    tokio::time::Instant::from_std(sending) + WAVE_INTERVAL * wave as u32
}

/// A received message's Message-ID (without the angle brackets) and Reply-To address.
fn headers(message: &str) -> (String, String) {
    let mut message_id = String::new();
    let mut reply_to = String::new();
    for line in message.lines().take_while(|l| !l.trim().is_empty()) {
        let lower = line.to_ascii_lowercase();
        let value = || line.split_once(':').map_or("", |(_, v)| v.trim());
        let bracketed = |v: &str| {
            v.rsplit_once('<')
                .and_then(|(_, rest)| rest.split_once('>'))
                .map_or(v.to_owned(), |(inner, _)| inner.to_owned())
        };
        if lower.starts_with("message-id:") {
            message_id = bracketed(value());
        } else if lower.starts_with("reply-to:") {
            reply_to = bracketed(value());
        }
    }
    (message_id, reply_to)
}

/// The Message-ID the server gives a lead's e-mail (src/outbox/email.rs).
fn message_id(kind: Kind, id: &str) -> String {
    match kind {
        Kind::Enquiry => format!("{id}@enquiries.kaveri-site"),
        Kind::Application => format!("{id}@applications.kaveri-site"),
    }
}

/// How many of `expected` Message-IDs the inbox holds.
fn delivered(inbox: &Inbox, expected: &BTreeSet<String>) -> usize {
    let arrived: BTreeSet<String> = inbox.items().iter().map(|m| headers(m).0).collect();
    expected.intersection(&arrived).count()
}

/// A response's status, or what kept it from coming.
fn status(result: reqwest::Result<reqwest::Response>) -> String {
    match result {
        Ok(response) => response.status().as_u16().to_string(),
        Err(error) if error.is_connect() => "nothing (no connection)".to_owned(),
        Err(error) => format!("nothing ({error})"),
    }
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cluster_of_two_replicas_behind_nginx_loses_and_repeats_nothing_when_one_is_killed() {
    let Some(parts) = parts() else {
        return;
    };
    let started = Instant::now();
    let moto = Moto::start(&parts.moto);
    moto.create_bucket(BUCKET).await;
    let db = Database::new(Backend::Postgres, "cluster");
    let inbox = Inbox::default();
    let smtp_port = free_port();
    let _smtp = slow_smtp_server(smtp_port, inbox.clone(), SMTP_DATA_DELAY).await;

    let (port_a, port_b) = (free_port(), free_port());
    let (metrics_a, metrics_b) = (free_port(), free_port());
    // Everything a replica is started with, owned, so the killed one can be started again on a
    // blocking thread while the senders run.
    let replica_env = |metrics: u16| {
        let mut env = moto.server_env(BUCKET, PREFIX);
        env.extend([
            ("SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}")),
            ("DELIVERY_LEASE_MS", DELIVERY_LEASE_MS.to_string()),
            ("DELIVERY_WORKERS", DELIVERY_WORKERS.to_string()),
            // Never dead within the test: a lead is retried until it is delivered.
            ("DELIVERY_MAX_ATTEMPTS", "1000".to_owned()),
            ("DELIVERY_RETRY_BASE_MS", "200".to_owned()),
            ("DELIVERY_RETRY_MAX_MS", "1000".to_owned()),
            ("TRUSTED_PROXIES", "127.0.0.1".to_owned()),
            ("METRICS_ADDR", format!("127.0.0.1:{metrics}")),
        ]);
        env
    };
    let start_replica = |url: String, port: u16, env: Vec<(&'static str, String)>| {
        let mut options = ServerOptions::new(&url).port(port);
        for (key, value) in env {
            options = options.env(key, value);
        }
        Server::start(options)
    };
    let mut replica_a = start_replica(db.url.clone(), port_a, replica_env(metrics_a));
    let replica_b = start_replica(db.url.clone(), port_b, replica_env(metrics_b));
    let nginx = Nginx::start(&parts.nginx, [port_a, port_b]);
    let site = nginx.url("");
    let web = client();
    let home = web
        .get(nginx.url("/"))
        .send()
        .await
        .expect("GET / through nginx");
    assert_eq!(home.status(), 200, "the home page through nginx");
    let ready_at = started.elapsed();

    // A wave of CONCURRENCY leads every WAVE_INTERVAL; never more than CONCURRENCY in flight.
    let leads = Lead::all();
    let tally = Arc::new(Tally::default());
    let permits = Arc::new(tokio::sync::Semaphore::new(CONCURRENCY));
    let sending = Instant::now();
    let mut senders = tokio::task::JoinSet::new();
    for lead in leads.iter().copied() {
        let (web, site, tally, permits) =
            (web.clone(), site.clone(), tally.clone(), permits.clone());
        let due = wave_time(sending, lead.n / CONCURRENCY);
        senders.spawn(async move {
            tokio::time::sleep_until(due).await;
            let _permit = permits.acquire_owned().await.expect("semaphore open");
            (lead, send(web, site, lead, tally).await)
        });
    }

    // About half stored, and the next wave just sent: replica a dies mid-request and mid-send,
    // and comes back on its port.
    let half = leads.len() / 2;
    while tally.stored.load(Ordering::SeqCst) < half && sending.elapsed() < SENDING_DEADLINE {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let next_wave = (sending.elapsed().as_millis() / WAVE_INTERVAL.as_millis()) as usize + 1;
    tokio::time::sleep_until(wave_time(sending, next_wave) + KILL_AFTER_WAVE).await;
    let stored_at_kill = tally.stored.load(Ordering::SeqCst);
    let mail_at_kill = inbox.len();
    replica_a.kill_hard();
    let killed_log = replica_a.log_text();
    let killed_at = Instant::now();
    let (url, env) = (db.url.clone(), replica_env(metrics_a));
    let replica_a = tokio::task::spawn_blocking(move || start_replica(url, port_a, env))
        .await
        .expect("replica a restarts");
    let restart_took = killed_at.elapsed();

    let mut outcomes = Vec::new();
    while let Some(joined) = senders.join_next().await {
        outcomes.push(joined.expect("sender task"));
    }
    let sent_in = sending.elapsed();

    let mut problems = Vec::new();
    let mut answered: BTreeMap<String, Lead> = BTreeMap::new();
    for (lead, outcome) in &outcomes {
        match outcome {
            Outcome::Stored { id } if !id.is_empty() => {
                if let Some(other) = answered.insert(id.clone(), *lead) {
                    problems.push(format!(
                        "{lead:?} and {other:?} were answered the same id {id}"
                    ));
                }
            }
            Outcome::Stored { .. } => problems.push(format!("{lead:?} answered without an id")),
            Outcome::Refused { status, body } => {
                problems.push(format!("{lead:?} refused: {status} {body}"))
            }
            Outcome::GaveUp { attempts, last } => problems.push(format!(
                "{lead:?} not stored after {attempts} tries, the last: {last}"
            )),
        }
    }

    // Nothing lost, nothing stored twice: each answered id once in the store, one row a lead.
    let mut expected_mail = BTreeMap::new();
    for (kind, command, count) in [
        (Kind::Enquiry, "enquiries", ENQUIRIES),
        (Kind::Application, "applications", APPLICATIONS),
    ] {
        let rows = export_json(command, &db.url);
        let ids: BTreeSet<&str> = rows.iter().filter_map(|r| r["id"].as_str()).collect();
        let emails: BTreeSet<&str> = rows.iter().filter_map(|r| r["email"].as_str()).collect();
        if rows.len() != count || ids.len() != count || emails.len() != count {
            problems.push(format!(
                "{command}: {} rows, {} ids, {} addresses; {count} expected of each",
                rows.len(),
                ids.len(),
                emails.len()
            ));
        }
        for (id, lead) in answered.iter().filter(|(_, l)| l.kind == kind) {
            if !ids.contains(id.as_str()) {
                problems.push(format!("{lead:?} answered {id}, which is not stored"));
            }
        }
        for row in &rows {
            let id = row["id"].as_str().unwrap_or_default();
            let email = row["email"].as_str().unwrap_or_default();
            expected_mail.insert(message_id(kind, id), email.to_owned());
        }
    }

    // Every lead e-mailed, then the mailbox quiet for QUIET.
    let expected: BTreeSet<String> = expected_mail.keys().cloned().collect();
    let delivering = Instant::now();
    let (mut last_count, mut last_change) = (inbox.len(), Instant::now());
    loop {
        let count = inbox.len();
        if count != last_count {
            (last_count, last_change) = (count, Instant::now());
        }
        let all_in = delivered(&inbox, &expected) == expected.len();
        if (all_in && last_change.elapsed() >= QUIET) || delivering.elapsed() >= DELIVERY_DEADLINE {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let delivered_in = delivering.elapsed();

    // Each lead's e-mail once, under its own Message-ID; repeats only of sends the kill cut off.
    let messages = inbox.items();
    let mut per_id: BTreeMap<String, usize> = BTreeMap::new();
    for message in &messages {
        let (id, reply_to) = headers(message);
        match expected_mail.get(&id) {
            None => problems.push(format!("an e-mail with an unknown Message-ID <{id}>")),
            Some(email) if *email != reply_to => problems.push(format!(
                "an e-mail to answer {reply_to} carries the Message-ID of {email}'s lead <{id}>"
            )),
            Some(_) => *per_id.entry(id).or_default() += 1,
        }
    }
    let missing: Vec<&String> = expected
        .iter()
        .filter(|id| !per_id.contains_key(*id))
        .collect();
    if !missing.is_empty() {
        problems.push(format!(
            "{} of {} leads not e-mailed within {DELIVERY_DEADLINE:?}, e.g. {:?}",
            missing.len(),
            expected.len(),
            &missing[..missing.len().min(3)]
        ));
    }
    let repeats: usize = per_id.values().map(|n| n - 1).sum();
    if repeats > DELIVERY_WORKERS {
        let repeated: Vec<_> = per_id.iter().filter(|(_, n)| **n > 1).take(5).collect();
        problems.push(format!(
            "{repeats} repeated e-mails; at most {DELIVERY_WORKERS} (the killed replica's sends \
             in flight) allowed, e.g. {repeated:?}"
        ));
    }

    // Each CV once in the bucket and intact, once a sweep has taken the objects of uploads the
    // kill cut off between the CV and the row (none is in flight now, so a sweep without grace
    // is safe).
    let rows = export_json("applications", &db.url);
    let listed_before = moto.keys(BUCKET, PREFIX).await;
    let mut sweep_env = moto.server_env(BUCKET, PREFIX);
    sweep_env.push(("APPLICATION_ORPHAN_GRACE_SECS", "0".to_owned()));
    let (url, port) = (db.url.clone(), free_port());
    let sweeper = tokio::task::spawn_blocking(move || start_replica(url, port, sweep_env))
        .await
        .expect("sweeper starts");
    drop(sweeper);
    let listed = moto.keys(BUCKET, PREFIX).await;
    let named: BTreeSet<String> = rows
        .iter()
        .map(|r| format!("{PREFIX}/cv/{}", r["cvObject"].as_str().unwrap_or_default()))
        .collect();
    if listed.iter().cloned().collect::<BTreeSet<_>>() != named || listed.len() != rows.len() {
        problems.push(format!(
            "the bucket holds {} objects ({} before the sweep); {} applications name {} CVs",
            listed.len(),
            listed_before.len(),
            rows.len(),
            named.len()
        ));
    }
    let by_email: BTreeMap<String, Lead> = leads.iter().map(|l| (l.email(), *l)).collect();
    for row in &rows {
        let email = row["email"].as_str().unwrap_or_default();
        let key = format!(
            "{PREFIX}/cv/{}",
            row["cvObject"].as_str().unwrap_or_default()
        );
        if let (Some(lead), true) = (by_email.get(email), listed.contains(&key))
            && sha256(&moto.object(BUCKET, &key).await) != sha256(&lead.cv())
        {
            problems.push(format!("{key}: not the CV {lead:?} sent"));
        }
    }

    // Both replicas ready and measured after it all; the balancer still answers, and the
    // replica keeps its request id, so one id finds a request in both logs.
    for (name, server, metrics) in [("a", &replica_a, metrics_a), ("b", &replica_b, metrics_b)] {
        let ready = status(web.get(server.url("/readyz")).send().await);
        if ready != "200" {
            problems.push(format!("replica {name}: /readyz answered {ready}"));
        }
        let scraped = web
            .get(format!("http://127.0.0.1:{metrics}/metrics"))
            .send()
            .await;
        let scraped = status(scraped);
        if scraped != "200" {
            problems.push(format!(
                "replica {name}: METRICS_ADDR 127.0.0.1:{metrics} /metrics answered {scraped}"
            ));
        }
    }
    match web.get(nginx.url("/")).send().await {
        Ok(home) if home.status() == 200 => {
            let id = home
                .headers()
                .get("x-request-id")
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned();
            // nginx logs a request once its answer has gone.
            let logged = async {
                while !nginx.access_log().contains(&format!("id={id}\n")) {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            };
            let logged = tokio::time::timeout(Duration::from_secs(2), logged).await;
            if id.is_empty() || logged.is_err() {
                problems.push(format!(
                    "GET / through nginx answered X-Request-Id {id:?}, not the id nginx logged"
                ));
            }
        }
        other => problems.push(format!("GET / through nginx at the end: {}", status(other))),
    }

    let access_log = nginx.access_log();
    let through = |port: u16| {
        access_log
            .matches(&format!("upstream=127.0.0.1:{port}"))
            .count()
    };
    let bad_gateway = access_log.matches("HTTP/1.1\" 502 ").count();
    let restarted_log = replica_a.log_text();
    let restarted_served = restarted_log.matches("/api/enquiries").count()
        + restarted_log.matches("/api/applications").count();
    eprintln!(
        "cluster: ready in {ready_at:.1?}; {} leads sent through nginx (waves of {CONCURRENCY}) \
         in {sent_in:.1?}, {} tries again after a failure\n\
         cluster: replica a killed with {stored_at_kill} stored and {mail_at_kill} e-mails in, \
         listening again {restart_took:.1?} later and then answering {restarted_served} leads; \
         nginx passed {} requests to a, {} to b, and answered {bad_gateway} with 502\n\
         cluster: {} of {} leads e-mailed in {} messages ({repeats} repeats), {delivered_in:.1?} \
         after the last was stored\n\
         cluster: bucket: {} objects before the orphan sweep, {} after, {} applications",
        leads.len(),
        tally.retried.load(Ordering::SeqCst),
        through(port_a),
        through(port_b),
        per_id.len(),
        expected.len(),
        messages.len(),
        listed_before.len(),
        listed.len(),
        rows.len(),
    );
    assert!(
        problems.is_empty(),
        "the cluster lost, repeated or mangled something:\n- {}\n\n\
         replica a (killed) log, end:\n{}\n\nreplica a (restarted) log, end:\n{}\n\n\
         replica b log, end:\n{}\n\nnginx:\n{}",
        problems.join("\n- "),
        tail(&killed_log, 15),
        tail(&replica_a.log_text(), 15),
        tail(&replica_b.log_text(), 15),
        tail(&nginx.logs(), 15),
    );
}
