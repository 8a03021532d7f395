//! Delivers stored enquiries to the sales team and applications to the hiring team, from the
//! `deliveries` and `application_deliveries` tables (the outbox), and the team console's
//! invitations from `team_mail`.
//!
//! A delivery outage never blocks a visitor: the enquiry and its outbox rows are committed by
//! the request; this worker leases due rows, sends them, and marks them delivered or schedules
//! a retry with exponential backoff. Leases expire, so a crashed instance's rows are retried by
//! whichever instance runs next; `FOR UPDATE SKIP LOCKED` keeps instances on one PostgreSQL off
//! each other's rows.

pub mod email;
pub mod webhook;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Notify, watch};

use crate::config::DeliveryConfig;
use crate::db::{Channel, ClaimedDelivery, OutboxTable, Store};
use crate::uploads::Uploads;

/// How long a claimed delivery is ours; longer than any send may take.
const LEASE: Duration = Duration::from_secs(60);
const BATCH: i64 = 16;

pub struct Outbox {
    store: Store,
    uploads: Uploads,
    email: Option<email::EmailSender>,
    webhook: Option<webhook::WebhookSender>,
    application_webhook: Option<webhook::WebhookSender>,
    config: DeliveryConfig,
    /// Woken when a new enquiry is stored, so delivery starts at once.
    pub wake: Arc<Notify>,
}

#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    #[error("email: {0}")]
    Email(String),
    #[error("webhook: {0}")]
    Webhook(String),
    #[error("enquiry {0} is missing")]
    Missing(String),
    #[error("the CV of application {0} cannot be read: {1}")]
    Cv(String, String),
    #[error("channel {0} is not configured")]
    NotConfigured(String),
}

impl Outbox {
    pub fn new(
        store: Store,
        uploads: Uploads,
        config: DeliveryConfig,
    ) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let email = config
            .smtp_url
            .as_deref()
            .map(|url| {
                email::EmailSender::new(url, &config.from, &config.to, &config.application_to)
            })
            .transpose()?;
        let webhook = config
            .webhook_url
            .as_deref()
            .map(|url| webhook::WebhookSender::new(url, config.webhook_secret.as_deref()))
            .transpose()?;
        let application_webhook = config
            .application_webhook_url
            .as_deref()
            .map(|url| webhook::WebhookSender::new(url, config.webhook_secret.as_deref()))
            .transpose()?;
        Ok(Self {
            store,
            uploads,
            email,
            webhook,
            application_webhook,
            config,
            wake: Arc::new(Notify::new()),
        })
    }

    /// The channels new enquiries are queued for.
    pub fn channels(&self) -> Vec<Channel> {
        let mut channels = Vec::new();
        if self.email.is_some() {
            channels.push(Channel::Email);
        }
        if self.webhook.is_some() {
            channels.push(Channel::Webhook);
        }
        channels
    }

    /// The channels new applications are queued for.
    pub fn application_channels(&self) -> Vec<Channel> {
        let mut channels = Vec::new();
        if self.email.is_some() {
            channels.push(Channel::Email);
        }
        if self.application_webhook.is_some() {
            channels.push(Channel::Webhook);
        }
        channels
    }

    /// Runs until `shutdown` turns true; a send in progress is finished first.
    pub async fn run(self: Arc<Self>, mut shutdown: watch::Receiver<bool>) {
        if self.email.is_none() && self.webhook.is_none() && self.application_webhook.is_none() {
            tracing::info!(
                "no SMTP_URL, ENQUIRY_WEBHOOK_URL or APPLICATION_WEBHOOK_URL: submissions are stored only"
            );
            return;
        }
        loop {
            if *shutdown.borrow() {
                break;
            }
            let mut due = Ok(0);
            for table in [
                OutboxTable::Enquiries,
                OutboxTable::Applications,
                OutboxTable::TeamMail,
            ] {
                due = match due {
                    Ok(count) => self.deliver_due(table).await.map(|more| count + more),
                    failed => failed,
                };
            }
            match due {
                Ok(0) => {}
                // More may be due right away.
                Ok(_) => continue,
                Err(error) => tracing::warn!(%error, "outbox: cannot claim deliveries"),
            }
            tokio::select! {
                () = self.wake.notified() => {},
                () = tokio::time::sleep(self.config.poll_interval) => {},
                _ = shutdown.changed() => {},
            }
        }
        tracing::info!("outbox stopped");
    }

    async fn deliver_due(&self, table: OutboxTable) -> Result<usize, crate::db::StoreError> {
        let webhook = match table {
            OutboxTable::Enquiries => self.webhook.is_some(),
            OutboxTable::Applications => self.application_webhook.is_some(),
            OutboxTable::TeamMail => false,
        };
        let claimed = self
            .store
            .claim_due_deliveries(table, LEASE, BATCH, self.email.is_some(), webhook)
            .await?;
        let count = claimed.len();
        for delivery in claimed {
            let sent = match table {
                OutboxTable::Enquiries => self.deliver(&delivery).await,
                OutboxTable::Applications => self.deliver_application(&delivery).await,
                OutboxTable::TeamMail => self.deliver_team_mail(&delivery).await,
            };
            match sent {
                Ok(()) => {
                    self.store.mark_delivered(table, delivery.id).await?;
                    tracing::info!(
                        subject = table.subject(),
                        id = %delivery.subject_id,
                        channel = %delivery.channel,
                        attempt = delivery.attempts,
                        "{} delivered",
                        table.subject()
                    );
                }
                Err(error) => {
                    let retry_in = self.backoff(delivery.attempts);
                    // The error names the failing system, never the submission's contents.
                    tracing::warn!(
                        subject = table.subject(),
                        id = %delivery.subject_id,
                        channel = %delivery.channel,
                        attempt = delivery.attempts,
                        retry_in_ms = retry_in.as_millis() as u64,
                        %error,
                        "delivery failed; will retry"
                    );
                    self.store
                        .mark_failed(table, delivery.id, retry_in, &error.to_string())
                        .await?;
                }
            }
        }
        Ok(count)
    }

    async fn deliver(&self, delivery: &ClaimedDelivery) -> Result<(), DeliveryError> {
        let enquiry = self
            .store
            .enquiry(&delivery.subject_id)
            .await
            .ok()
            .flatten()
            .ok_or_else(|| DeliveryError::Missing(delivery.subject_id.clone()))?;
        match (delivery.channel.as_str(), &self.email, &self.webhook) {
            ("email", Some(sender), _) => sender.send(&enquiry).await,
            ("webhook", _, Some(sender)) => sender.send(&enquiry).await,
            (other, _, _) => Err(DeliveryError::NotConfigured(other.to_owned())),
        }
    }

    async fn deliver_application(&self, delivery: &ClaimedDelivery) -> Result<(), DeliveryError> {
        let id = &delivery.subject_id;
        let application = self
            .store
            .application(id)
            .await
            .ok()
            .flatten()
            .ok_or_else(|| DeliveryError::Missing(id.clone()))?;
        let cv = self
            .uploads
            .get(&application.cv_object)
            .await
            .map_err(|e| DeliveryError::Cv(id.clone(), e.to_string()))?;
        match (
            delivery.channel.as_str(),
            &self.email,
            &self.application_webhook,
        ) {
            ("email", Some(sender), _) => sender.send_application(&application, cv).await,
            ("webhook", _, Some(sender)) => sender.send_application(&application, &cv).await,
            (other, _, _) => Err(DeliveryError::NotConfigured(other.to_owned())),
        }
    }

    async fn deliver_team_mail(&self, delivery: &ClaimedDelivery) -> Result<(), DeliveryError> {
        let Some((recipient, subject, Some(body))) =
            self.store.team_mail(delivery.id).await.ok().flatten()
        else {
            return Err(DeliveryError::Missing(delivery.subject_id.clone()));
        };
        match &self.email {
            Some(sender) => sender.send_plain(&recipient, &subject, &body).await,
            None => Err(DeliveryError::NotConfigured("email".to_owned())),
        }
    }

    /// `base · 2^(attempt−1)`, capped.
    fn backoff(&self, attempt: i64) -> Duration {
        let exponent = u32::try_from(attempt.saturating_sub(1).clamp(0, 20)).unwrap_or(20);
        self.config
            .retry_base
            .saturating_mul(2u32.saturating_pow(exponent))
            .min(self.config.retry_max)
    }
}
