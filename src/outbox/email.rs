//! Delivery by e-mail (SMTP via lettre, TLS by rustls).

use std::time::Duration;

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::DeliveryError;
use crate::db::StoredEnquiry;

pub struct EmailSender {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    to: Mailbox,
}

impl EmailSender {
    /// `smtp_url` as lettre reads it: `smtps://user:pass@host:465`,
    /// `smtp://host:587?tls=required`, or `smtp://host:25` (no TLS, local relays only).
    pub fn new(
        smtp_url: &str,
        from: &str,
        to: &str,
    ) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)?
            .timeout(Some(Duration::from_secs(15)))
            .build();
        Ok(Self {
            transport,
            from: from.parse()?,
            to: to.parse()?,
        })
    }

    pub async fn send(&self, enquiry: &StoredEnquiry) -> Result<(), DeliveryError> {
        let failed = |e: &dyn std::fmt::Display| DeliveryError::Email(e.to_string());
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(self.to.clone())
            .subject(format!(
                "New enquiry from {} {}",
                enquiry.first_name, enquiry.last_name
            ))
            .message_id(Some(format!("<{}@enquiries.kaveri-site>", enquiry.id)));
        if let Ok(reply_to) = format!(
            "{} {} <{}>",
            enquiry.first_name, enquiry.last_name, enquiry.email
        )
        .parse::<Mailbox>()
        .or_else(|_| enquiry.email.parse::<Mailbox>())
        {
            builder = builder.reply_to(reply_to);
        }
        let message = builder
            .header(ContentType::TEXT_PLAIN)
            .body(body(enquiry))
            .map_err(|e| failed(&e))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| failed(&e))
    }
}

fn body(enquiry: &StoredEnquiry) -> String {
    let optional = |value: &Option<String>| value.clone().unwrap_or_else(|| "—".to_owned());
    format!(
        "A new project enquiry from the website.\n\n\
         Name:         {} {}\n\
         Email:        {}\n\
         Company:      {}\n\
         Project type: {}\n\
         Budget:       {}\n\
         Enquiry id:   {}\n\n\
         {}\n",
        enquiry.first_name,
        enquiry.last_name,
        enquiry.email,
        optional(&enquiry.company),
        optional(&enquiry.project_type),
        optional(&enquiry.budget),
        enquiry.id,
        enquiry.message
    )
}
