//! Delivers stored enquiries to the sales team, and applications and candidates' questions to
//! the hiring team, from the `deliveries`, `application_deliveries` and `question_deliveries`
//! tables (the outbox), and the team console's invitations from `team_mail`.
//!
//! A delivery outage never blocks a visitor: the enquiry and its outbox rows are committed by
//! the request; `DELIVERY_WORKERS` workers each claim one due row at a time, send it, and mark
//! it delivered or schedule a retry with exponential backoff, until it has had
//! `DELIVERY_MAX_ATTEMPTS` and is dead (shown to administrators, who can retry it). A claim is
//! leased and renewed while its send runs, so a slow receiver cannot outlive it; a crashed
//! instance's claims lapse and are retried by whichever instance runs next. At shutdown the
//! workers finish their sends, and give back the claims of sends cut off by the deadline.
//! The e-mail's Message-ID and the webhook's delivery id are the lead's id, so a receiver can
//! drop the one repeat a crash mid-send can cause.

pub mod email;
pub mod webhook;

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Notify, watch};

use crate::config::DeliveryConfig;
use crate::db::{Channel, ClaimedDelivery, Failed, OutboxTable, Store};
use crate::observability::DeliveryResult;
use crate::uploads::Uploads;

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

    /// The channels new applications and candidates' questions (both for hiring) are queued
    /// for.
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

    /// Runs `DELIVERY_WORKERS` workers until `stop` turns true; each finishes the send it has
    /// in progress, unless `abort` turns true first, when it gives the claim back unsent.
    pub async fn run(self: Arc<Self>, stop: watch::Receiver<bool>, abort: watch::Receiver<bool>) {
        if self.email.is_none() && self.webhook.is_none() && self.application_webhook.is_none() {
            tracing::info!(
                "no SMTP_URL, ENQUIRY_WEBHOOK_URL or APPLICATION_WEBHOOK_URL: submissions are stored only"
            );
            return;
        }
        let workers: Vec<_> = (0..self.config.workers.max(1))
            .map(|_| tokio::spawn(self.clone().work(stop.clone(), abort.clone())))
            .collect();
        for worker in workers {
            let _ = worker.await;
        }
        tracing::info!("outbox stopped");
    }

    async fn work(self: Arc<Self>, mut stop: watch::Receiver<bool>, abort: watch::Receiver<bool>) {
        loop {
            if *stop.borrow() {
                return;
            }
            let mut sent = false;
            for table in OutboxTable::ALL {
                match self.deliver_one(table, abort.clone()).await {
                    Ok(true) => sent = true,
                    Ok(false) => {}
                    Err(error) => {
                        tracing::warn!(%error, outbox = table.subject(), "outbox: cannot claim a delivery");
                    }
                }
            }
            // More may be due right away.
            if sent {
                continue;
            }
            tokio::select! {
                () = self.wake.notified() => {},
                () = tokio::time::sleep(self.config.poll_interval) => {},
                _ = stop.changed() => {},
            }
        }
    }

    /// Claims one due delivery of `table` and sends it; `false` when none was due.
    async fn deliver_one(
        &self,
        table: OutboxTable,
        mut abort: watch::Receiver<bool>,
    ) -> Result<bool, crate::db::StoreError> {
        let webhook = match table {
            OutboxTable::Enquiries => self.webhook.is_some(),
            OutboxTable::Applications | OutboxTable::Questions => {
                self.application_webhook.is_some()
            }
            OutboxTable::TeamMail => false,
        };
        let Some(delivery) = self
            .store
            .claim_delivery(table, self.config.lease, self.email.is_some(), webhook)
            .await?
        else {
            return Ok(false);
        };
        let send = async {
            match table {
                OutboxTable::Enquiries => self.deliver(&delivery).await,
                OutboxTable::Applications => self.deliver_application(&delivery).await,
                OutboxTable::Questions => self.deliver_question(&delivery).await,
                OutboxTable::TeamMail => self.deliver_team_mail(&delivery).await,
            }
        };
        let outcome = tokio::select! {
            sent = send => Some(Some(sent)),
            () = self.hold_claim(table, &delivery) => Some(None),
            _ = abort.wait_for(|aborted| *aborted) => None,
        };
        let Some(outcome) = outcome else {
            self.store.release_delivery(table, &delivery).await?;
            tracing::warn!(
                subject = table.subject(),
                id = %delivery.subject_id,
                channel = %delivery.channel,
                "shutdown deadline: send cut off, delivery released for another instance"
            );
            return Ok(true);
        };
        let count = |result| {
            crate::observability::delivery_attempt(table.subject(), &delivery.channel, result);
        };
        let log_stale = || {
            count(DeliveryResult::Stale);
            // Another instance holds the row now and sends it: at worst the receiver gets one
            // repeat with the same Message-ID or delivery id.
            tracing::warn!(
                subject = table.subject(),
                id = %delivery.subject_id,
                channel = %delivery.channel,
                "delivery claim lost to another instance; this result is discarded"
            );
        };
        match outcome {
            None => log_stale(),
            Some(Ok(())) => {
                if self.store.mark_delivered(table, &delivery).await? {
                    count(DeliveryResult::Delivered);
                    tracing::info!(
                        subject = table.subject(),
                        id = %delivery.subject_id,
                        channel = %delivery.channel,
                        attempt = delivery.attempts,
                        "{} delivered",
                        table.subject()
                    );
                } else {
                    log_stale();
                }
            }
            Some(Err(error)) => {
                let retry_in = self.backoff(delivery.attempts);
                let failed = self
                    .store
                    .mark_failed(
                        table,
                        &delivery,
                        retry_in,
                        i64::from(self.config.max_attempts),
                        &error.to_string(),
                    )
                    .await?;
                // The error names the failing system, never the submission's contents.
                match failed {
                    Failed::Retrying => count(DeliveryResult::Failed),
                    Failed::Dead => count(DeliveryResult::Dead),
                    Failed::Stale => {}
                }
                match failed {
                    Failed::Retrying => tracing::warn!(
                        subject = table.subject(),
                        id = %delivery.subject_id,
                        channel = %delivery.channel,
                        attempt = delivery.attempts,
                        retry_in_ms = retry_in.as_millis() as u64,
                        %error,
                        "delivery failed; will retry"
                    ),
                    Failed::Dead => tracing::error!(
                        subject = table.subject(),
                        id = %delivery.subject_id,
                        channel = %delivery.channel,
                        attempt = delivery.attempts,
                        %error,
                        "delivery failed for the last time: dead until an administrator retries it"
                    ),
                    Failed::Stale => log_stale(),
                }
            }
        }
        Ok(true)
    }

    /// Renews the claim every third of the lease while the send runs; returns only when the
    /// claim turns out to be someone else's.
    async fn hold_claim(&self, table: OutboxTable, delivery: &ClaimedDelivery) {
        let every = self.config.lease / 3;
        loop {
            tokio::time::sleep(every).await;
            match self
                .store
                .renew_delivery(table, delivery, self.config.lease)
                .await
            {
                Ok(true) => {}
                Ok(false) => return,
                // A database blip: the lease may still hold; try again next time.
                Err(error) => tracing::warn!(%error, "outbox: cannot renew a delivery claim"),
            }
        }
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

    async fn deliver_question(&self, delivery: &ClaimedDelivery) -> Result<(), DeliveryError> {
        let id = &delivery.subject_id;
        let question = self
            .store
            .question(id)
            .await
            .ok()
            .flatten()
            .ok_or_else(|| DeliveryError::Missing(id.clone()))?;
        match (
            delivery.channel.as_str(),
            &self.email,
            &self.application_webhook,
        ) {
            ("email", Some(sender), _) => sender.send_question(&question).await,
            ("webhook", _, Some(sender)) => sender.send_question(&question).await,
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
