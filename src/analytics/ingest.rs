//! Taking events in without slowing a page: the handler checks an event, keys it to the day's
//! visitor and offers it to a bounded queue; one writer stores the queue in batches. A full
//! queue drops the event and counts the drop: a request never waits for the database.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Extension;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::{Mutex, mpsc, watch};

use super::event::{self, EventBody};
use super::{agent, days, visitor};
use crate::api::error::ApiError;
use crate::api::extract::Guarded;
use crate::db::{NewEvent, Store, now_ms};
use crate::state::AppState;

/// Events written per transaction at most.
const BATCH: usize = 500;
/// How long the writer gathers a batch after its first event: the most a crash can lose.
const GATHER: Duration = Duration::from_millis(200);

pub struct Ingest {
    queue: mpsc::Sender<NewEvent>,
    dropped: AtomicU64,
    /// Today's salt, read from (or first written to) the database once a day.
    salt: Mutex<Option<(String, String)>>,
    store: Store,
}

/// Stores the queue's events in batches until told to stop, then what is left in the queue.
pub struct Writer {
    queue: mpsc::Receiver<NewEvent>,
    store: Store,
    ingest: Arc<Ingest>,
}

pub fn start(store: Store, capacity: usize) -> (Arc<Ingest>, Writer) {
    let (sender, receiver) = mpsc::channel(capacity.max(1));
    let ingest = Arc::new(Ingest {
        queue: sender,
        dropped: AtomicU64::new(0),
        salt: Mutex::new(None),
        store: store.clone(),
    });
    let writer = Writer {
        queue: receiver,
        store,
        ingest: ingest.clone(),
    };
    (ingest, writer)
}

impl Ingest {
    /// The salt of `day` (a new random one if the day has none yet).
    async fn salt(&self, day: &str) -> Result<String, ApiError> {
        let mut cached = self.salt.lock().await;
        if let Some((cached_day, salt)) = cached.as_ref()
            && cached_day == day
        {
            return Ok(salt.clone());
        }
        let fresh =
            visitor::fresh_salt().map_err(|e| ApiError::unavailable("cannot make a salt", e))?;
        let salt = self.store.day_salt(day, &fresh).await?;
        *cached = Some((day.to_owned(), salt.clone()));
        Ok(salt)
    }

    fn offer(&self, event: NewEvent) {
        if self.queue.try_send(event).is_err() {
            self.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }

    pub fn dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

/// The queue as the metrics read it.
impl crate::observability::live::Queue for Ingest {
    fn depth(&self) -> u64 {
        self.queue
            .max_capacity()
            .saturating_sub(self.queue.capacity()) as u64
    }

    fn capacity(&self) -> u64 {
        self.queue.max_capacity() as u64
    }

    fn dropped(&self) -> u64 {
        Ingest::dropped(self)
    }
}

impl Writer {
    pub async fn run(mut self, mut stop: watch::Receiver<bool>) {
        let mut written: u64 = 0;
        let mut reported_drops = 0;
        loop {
            let first = tokio::select! {
                event = self.queue.recv() => event,
                _ = stop.changed() => None,
            };
            let Some(first) = first else { break };
            let mut batch = vec![first];
            let deadline = tokio::time::Instant::now() + GATHER;
            while batch.len() < BATCH {
                match tokio::time::timeout_at(deadline, self.queue.recv()).await {
                    Ok(Some(event)) => batch.push(event),
                    Ok(None) | Err(_) => break,
                }
            }
            written += self.write(&batch).await;
            let dropped = self.ingest.dropped();
            if dropped > reported_drops {
                tracing::warn!(
                    dropped = dropped - reported_drops,
                    total = dropped,
                    "analytics queue full: events dropped"
                );
                reported_drops = dropped;
            }
        }
        // Stopping: what is queued still goes in.
        self.queue.close();
        let mut rest = Vec::new();
        while let Ok(event) = self.queue.try_recv() {
            rest.push(event);
        }
        for batch in rest.chunks(BATCH) {
            written += self.write(batch).await;
        }
        tracing::info!(
            written,
            dropped = self.ingest.dropped(),
            "analytics writer stopped"
        );
    }

    /// Stores a batch, trying three times; the number stored.
    async fn write(&self, batch: &[NewEvent]) -> u64 {
        let mut wait = Duration::from_millis(250);
        for attempt in 1..=3 {
            match self.store.insert_events(batch).await {
                Ok(()) => return batch.len() as u64,
                Err(error) if attempt < 3 => {
                    tracing::warn!(%error, attempt, "analytics batch not stored; retrying");
                    tokio::time::sleep(wait).await;
                    wait *= 4;
                }
                Err(error) => {
                    tracing::error!(%error, lost = batch.len(), "analytics batch not stored");
                    self.ingest
                        .dropped
                        .fetch_add(batch.len() as u64, Ordering::Relaxed);
                }
            }
        }
        0
    }
}

/// Whether the browser asks not to be tracked (`Sec-GPC: 1` or `DNT: 1`).
pub fn declines(headers: &HeaderMap) -> bool {
    ["sec-gpc", "dnt"].iter().any(|name| {
        headers
            .get(*name)
            .is_some_and(|v| v.as_bytes().trim_ascii() == b"1")
    })
}

/// Count a page view or goal
///
/// What the site's own counting script sends on each page view and goal, in the Plausible
/// Events API's shape, as `text/plain` (so no CORS preflight) or `application/json`. Nothing is
/// stored on the device; the server keys the event to a daily visitor hash and never stores
/// the IP address or the user agent. Answered 202 whether or not the event was counted: bots,
/// `Sec-GPC: 1` and `DNT: 1` are not. Bodies over 4 KB are refused with 413.
#[utoipa::path(
    post,
    path = "/api/event",
    tag = "analytics",
    request_body(content(
        (super::event::EventInput = "text/plain"),
        (super::event::EventInput = "application/json"),
    )),
    responses(
        (status = 202, description = "Received (counted unless the client is a bot or declines tracking)"),
        (status = 400, description = "Malformed body, unknown event name, or a page of another site", body = crate::api::error::ErrorBody),
        (status = 403, description = "Sent from another origin", body = crate::api::error::ErrorBody),
        (status = 413, description = "Body over 4 KB", body = crate::api::error::ErrorBody),
        (status = 415, description = "Neither text/plain nor application/json", body = crate::api::error::ErrorBody),
        (status = 429, description = "Too many events from this client", body = crate::api::error::ErrorBody),
        (status = 503, description = "The database does not answer", body = crate::api::error::ErrorBody),
    )
)]
pub async fn record(
    State(state): State<AppState>,
    Extension(ingest): Extension<Arc<Ingest>>,
    guarded: Guarded<EventBody>,
) -> Response {
    match accept(&state, &ingest, guarded).await {
        Ok(()) => StatusCode::ACCEPTED.into_response(),
        Err(error) => error.into_response(),
    }
}

async fn accept(
    state: &AppState,
    ingest: &Ingest,
    guarded: Guarded<EventBody>,
) -> Result<(), ApiError> {
    let site = site_host(&state.site_url);
    let request_host = guarded
        .headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let hit = event::hit(guarded.body.0, &[site.as_str(), request_host])?;
    let user_agent = user_agent(&guarded.headers);
    if declines(&guarded.headers) {
        return Ok(());
    }
    let Some(agent) = agent::visitor(user_agent) else {
        return Ok(());
    };
    let now = now_ms();
    let day = days::text(days::of_ms(now));
    let salt = ingest.salt(&day).await?;
    ingest.offer(NewEvent {
        created_at: now,
        visitor: visitor::key(&salt, &site, guarded.client, user_agent),
        day,
        name: hit.name.to_owned(),
        path: hit.path,
        query: hit.query,
        language: hit.language,
        referrer_host: hit.referrer_host,
        source: hit.source,
        utm_source: hit.utm_source,
        utm_medium: hit.utm_medium,
        utm_campaign: hit.utm_campaign,
        browser: agent.browser,
        os: agent.os,
        device: agent.device,
        props: hit.props,
    });
    Ok(())
}

pub fn user_agent(headers: &HeaderMap) -> &str {
    headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

/// The site's canonical host (`SITE_URL`), part of every visitor key.
pub fn site_host(site_url: &str) -> String {
    url::Url::parse(site_url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_owned))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn each_day_has_its_own_salt_and_a_day_after_next_it_is_gone() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let url = format!("sqlite:{}/site.db", dir.path().display());
        let store = Store::connect(&url).await.expect("store");
        let (ingest, _writer) = start(store.clone(), 10);
        let monday = ingest.salt("2026-11-23").await.expect("salt");
        assert_eq!(
            ingest.salt("2026-11-23").await.expect("salt"),
            monday,
            "kept all day"
        );
        let tuesday = ingest.salt("2026-11-24").await.expect("salt");
        assert_ne!(tuesday, monday, "a new day, a new salt");
        // A second instance on the same database reads the day's salt, it does not make one.
        let (other, _) = start(store.clone(), 10);
        assert_eq!(other.salt("2026-11-24").await.expect("salt"), tuesday);
        let wednesday = days::parse("2026-11-25").expect("date");
        super::super::rollup::sweep(&store, 90, wednesday)
            .await
            .expect("sweep");
        assert_eq!(
            store.stored_day_salt("2026-11-23").await.expect("read"),
            None
        );
        assert_eq!(
            store.stored_day_salt("2026-11-24").await.expect("read"),
            Some(tuesday),
            "yesterday's is kept through today"
        );
        store.close().await;
    }
}
