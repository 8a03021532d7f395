//! Delivery by webhook: the enquiry or application as JSON, signed with HMAC-SHA256 of the body.
//!
//! Headers: `X-Kaveri-Signature-256: sha256=<hex>` (when `WEBHOOK_SECRET` is set) and
//! `X-Kaveri-Delivery: <enquiry or application id>`, which stays the same on retries so a receiver can drop a
//! repeat.

use std::time::Duration;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::DeliveryError;
use crate::db::{StoredApplication, StoredEnquiry};

pub const SIGNATURE_HEADER: &str = "x-kaveri-signature-256";
pub const DELIVERY_HEADER: &str = "x-kaveri-delivery";

pub struct WebhookSender {
    client: reqwest::Client,
    url: reqwest::Url,
    secret: Option<Vec<u8>>,
}

impl WebhookSender {
    pub fn new(
        url: &str,
        secret: Option<&str>,
    ) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(Self {
            client,
            url: url.parse()?,
            secret: secret.map(|s| s.as_bytes().to_vec()),
        })
    }

    pub async fn send(&self, enquiry: &StoredEnquiry) -> Result<(), DeliveryError> {
        let body = serde_json::to_vec(&serde_json::json!({
            "type": "enquiry.created",
            "enquiry": enquiry,
        }))
        .map_err(|e| DeliveryError::Webhook(e.to_string()))?;
        self.post(&enquiry.id, body).await
    }

    /// The application with its CV inline (base64), so the receiving system needs no access
    /// to the object store.
    pub async fn send_application(
        &self,
        application: &StoredApplication,
        cv: &[u8],
    ) -> Result<(), DeliveryError> {
        use base64::Engine as _;
        let mut record =
            serde_json::to_value(application).map_err(|e| DeliveryError::Webhook(e.to_string()))?;
        if let Some(fields) = record.as_object_mut() {
            // The object's name means nothing outside this system.
            fields.remove("cvObject");
        }
        let body = serde_json::to_vec(&serde_json::json!({
            "type": "application.created",
            "application": record,
            "cv": {
                "fileName": application.cv_file_name,
                "mediaType": application.cv_media_type,
                "bytes": application.cv_bytes,
                "sha256": application.cv_sha256,
                "contentBase64": base64::engine::general_purpose::STANDARD.encode(cv),
            },
        }))
        .map_err(|e| DeliveryError::Webhook(e.to_string()))?;
        self.post(&application.id, body).await
    }

    async fn post(&self, id: &str, body: Vec<u8>) -> Result<(), DeliveryError> {
        let failed = |e: &dyn std::fmt::Display| DeliveryError::Webhook(e.to_string());
        let mut request = self
            .client
            .post(self.url.clone())
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(DELIVERY_HEADER, id);
        if let Some(secret) = &self.secret {
            request = request.header(SIGNATURE_HEADER, signature(secret, &body));
        }
        let response = request.body(body).send().await.map_err(|e| failed(&e))?;
        if response.status().is_success() {
            Ok(())
        } else {
            Err(DeliveryError::Webhook(format!(
                "receiver answered {}",
                response.status()
            )))
        }
    }
}

/// `sha256=<hex of HMAC-SHA256(secret, body)>`.
pub fn signature(secret: &[u8], body: &[u8]) -> String {
    // HMAC accepts keys of any length, so this cannot fail.
    let Ok(mut mac) = <Hmac<Sha256> as KeyInit>::new_from_slice(secret) else {
        return String::new();
    };
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_matches_a_known_hmac_sha256_vector() {
        // RFC 4231 test case 2.
        assert_eq!(
            signature(b"Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }
}
