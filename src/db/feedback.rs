//! The feedback table: ratings of the chat assistant's messages.

use super::{Store, StoreError, Stored, now_ms};

/// A rating of one of the chat assistant's messages.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
#[schema(as = FeedbackType)]
pub enum FeedbackKind {
    Positive,
    Negative,
}

impl FeedbackKind {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "positive" => Some(FeedbackKind::Positive),
            "negative" => Some(FeedbackKind::Negative),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            FeedbackKind::Positive => "positive",
            FeedbackKind::Negative => "negative",
        }
    }
}

impl Store {
    pub async fn insert_feedback(
        &self,
        message_id: &str,
        kind: FeedbackKind,
        idempotency_key: Option<&str>,
    ) -> Result<Stored, StoreError> {
        let id = uuid::Uuid::now_v7().to_string();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let inserted: Option<(String,)> = sqlx::query_as(
                "INSERT INTO feedback (id, created_at, message_id, kind, idempotency_key) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
            )
            .bind(&id)
            .bind(now_ms())
            .bind(message_id)
            .bind(kind.as_str())
            .bind(idempotency_key)
            .fetch_optional(pool)
            .await?;
            if inserted.is_none() {
                let (existing,): (String,) =
                    sqlx::query_as("SELECT id FROM feedback WHERE idempotency_key = $1")
                        .bind(idempotency_key)
                        .fetch_one(pool)
                        .await?;
                return Ok(Stored { id: existing, created: false });
            }
        });
        Ok(Stored { id, created: true })
    }
}
