//! Delivery by webhook: the enquiry, application or candidate's question as JSON, signed with HMAC-SHA256 of the body.
//!
//! Headers: `X-Kaveri-Signature-256: sha256=<hex>` (when `WEBHOOK_SECRET` is set) and
//! `X-Kaveri-Delivery: <the lead's id>`, which stays the same on retries so a receiver can drop a
//! repeat.

use std::time::Duration;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::DeliveryError;
use super::email::language_label;
use crate::db::{StoredApplication, StoredEnquiry, StoredQuestion};

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
        let body = serde_json::to_vec(&enquiry_payload(enquiry))
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
            fields.insert(
                "languageName".to_owned(),
                language_label(&application.language).into(),
            );
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

    /// A candidate's question, to the hiring team's webhook (as applications are).
    pub async fn send_question(&self, question: &StoredQuestion) -> Result<(), DeliveryError> {
        let mut record =
            serde_json::to_value(question).map_err(|e| DeliveryError::Webhook(e.to_string()))?;
        if let Some(fields) = record.as_object_mut() {
            fields.insert(
                "languageName".to_owned(),
                language_label(&question.language).into(),
            );
        }
        let body = serde_json::to_vec(&serde_json::json!({
            "type": "question.created",
            "question": record,
        }))
        .map_err(|e| DeliveryError::Webhook(e.to_string()))?;
        self.post(&question.id, body).await
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
        // The URL may carry a token in its query: the error that is stored and logged names
        // the failure, not the address.
        let response = request
            .body(body)
            .send()
            .await
            .map_err(|e| failed(&e.without_url()))?;
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

/// The enquiry's webhook body: the stored record, its form's language as a code (`language`)
/// and as the team reads it (`languageName`: `German (de)`).
fn enquiry_payload(enquiry: &StoredEnquiry) -> serde_json::Value {
    let mut record = serde_json::to_value(enquiry).unwrap_or_default();
    if let Some(fields) = record.as_object_mut() {
        fields.insert(
            "languageName".to_owned(),
            language_label(&enquiry.language).into(),
        );
    }
    serde_json::json!({
        "type": "enquiry.created",
        "enquiry": record,
    })
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
    fn the_enquiry_payload_names_its_language() {
        let enquiry = StoredEnquiry {
            id: "0190-e".to_owned(),
            created_at: 0,
            first_name: "Layla".to_owned(),
            last_name: "Haddad".to_owned(),
            email: "layla@example.sa".to_owned(),
            company: None,
            project_type: None,
            budget: None,
            message: "مرحبا".to_owned(),
            flagged: None,
            language: "ar".to_owned(),
            source_kind: None,
            source_landing: None,
            source: None,
            source_medium: None,
            source_campaign: None,
            source_language: None,
            status: "new".to_owned(),
            owner: None,
        };
        let payload = enquiry_payload(&enquiry);
        assert_eq!(payload["type"], "enquiry.created");
        assert_eq!(payload["enquiry"]["id"], "0190-e");
        assert_eq!(payload["enquiry"]["language"], "ar");
        assert_eq!(payload["enquiry"]["languageName"], "Arabic (ar)");
    }

    #[test]
    fn signature_matches_a_known_hmac_sha256_vector() {
        // RFC 4231 test case 2.
        assert_eq!(
            signature(b"Jefe", b"what do ya want for nothing?"),
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }
}
